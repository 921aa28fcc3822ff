"""The user's words about workflow steps: the steps a task needs, listed by the user, past-tense
reports of a listed step done ("I signed the NDA yesterday", "回归测试跑过了"), and a value the
user turns down leaving the step that states it ("灰度先5%，不要10%").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from turnmem.fold.rules.step_words import (
    does,
    family,
    fresh,
    items_of,
    plan_of,
    set_lists,
    stems,
    step_verb,
)
from turnmem.fold.rules.steps import mark_done
from turnmem.fold.rules.text import HAN, clauses, content_words, normalise, sentences

if TYPE_CHECKING:
    from turnmem.fold.rules.work import Work

__all__ = ["read_progress"]


# --- the user's past-tense reports -------------------------------------------------------------

_EN_PAST = re.compile(
    r"^(?:(?:ok|okay|so|and|also|yes|yeah|well|right|great|btw)[\s,!.]+)*"
    r"(?:(?:i|we)(?:'ve| have)?\s+)?(?:just\s+|already\s+|finally\s+)?"
    r"(?P<verb>[a-z]+(?:ed|ied)|sent|paid|made|ran|took|bought|chose|signed|did)\b(?P<rest>.*)",
    re.IGNORECASE,
)
_EN_PASSIVE = re.compile(
    r"^(?:(?:ok|okay|so|and|also|yes|yeah|well|right|great|btw)[\s,!.]+)*(?P<thing>[^,]+?)"
    r"(?:'s| is| are| was| were| has been| have been|'s been|'ve been)\s+"
    r"(?:now\s+|already\s+|all\s+)?(?P<verb>[a-z]+(?:ed|ied)|sent|paid|made|done)\b",
    re.IGNORECASE,
)
_ZH_PAST = re.compile(
    rf"(?:已经|已|刚才|刚刚|早就|都)+(?P<a>{HAN}{{1,2}})了|(?P<b>{HAN})(?:过|完|好)了"
    r"|(?:通过|提交|上传|上线|发布|批准|签署|审批|领取|填写|寄出|发出)了"
    # "电脑他自己去IT领了": the step's verb alone, then 了, ending the clause
    r"|(?:领|交|签|传|寄|付|买|填|订|办|开)了(?:吧|啊|呀)?$"
)
_NEGATED = re.compile(
    r"\b(?:not|n't|never|no|yet|can|could|will|would|should|if|when|once|until|need|want|haven't"
    r"|hasn't)\b|没|未|不|别|吗|(?<!刚)才|要|想|会|能|\?|？",
    re.IGNORECASE,
)


def read_progress(work: Work, text: str, turn: int) -> None:
    """A user's past-tense report of doing a listed step marks that step, and only it, done
    (each clause of ``text`` on its own)."""
    norm = normalise(text)
    if plan_of(work, "steps_pending") is not None and fresh(work):
        offered = work.offered
        if offered is not None and offered[0] == turn - 1 and _ACCEPTS.match(norm):
            set_lists(work, offered[1], [], turn, "user")  # "ok, let's do that"
        else:
            _user_list(work, norm, turn)
    work.offered = None
    if not items_of(work, plan_of(work, "steps_pending")):
        return
    for start, end in sentences(norm):
        _turned_down(work, norm[start:end], turn)
        for cs, ce in clauses(norm, start, end):
            _progress(work, norm[cs:ce], turn)


#: The user accepts what the assistant just offered: "ok, let's do that", "sounds good", "好的".
_ACCEPTS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|sure|yes|yep|yeah|great|perfect|sounds good|let's do (?:it|that)|go ahead"
    r"|do it|that works|好的?|行|可以|没问题|就这么办|按这个来)[\s,!.，。！]*)+"
    r"(?:thanks|thank you|谢谢)?\W*$",
    re.IGNORECASE,
)

#: The things a task needs, listed by the user: "I need laptop, accounts, badge and the
#: welcome lunch sorted", "要开邮箱、领电脑、办门禁卡".
_USER_LIST = re.compile(
    r"\b(?:i|we) (?:need|want|have to get|'d like)\s+(?P<v>[^.!?,;]+(?:,\s*[^.!?,;]+)+)"
    r"(?:\s+(?:sorted|done|set up|arranged|ready|taken care of|organi[sz]ed))\s*[.!?]?$"
    r"|(?:要|需要|得|包括|包含)(?P<z>[^，,。；;！？、]+(?:、[^，,。；;！？、]+)+)",
    re.IGNORECASE,
)
_USER_SPLIT = re.compile(r"\s*(?:,|、|\band\b|和|及)\s*")


def _user_list(work: Work, norm: str, turn: int) -> None:
    """A list of what the task needs, in the user's words, is the pending steps (a first
    list only)."""
    for start, end in sentences(norm):
        m = _USER_LIST.search(norm[start:end])
        if m is None:
            continue
        body = m.group("v") or m.group("z") or ""
        items = [i.strip(" .") for i in _USER_SPLIT.split(body) if i.strip(" .")]
        if len(items) >= 2 and all(len(i) <= 40 and len(i.split()) <= 5 for i in items):
            set_lists(work, items, [], turn, "user")
            return


#: A value the user turns down: "5%, not 10%", "instead of 3pm", "不要10%", "而不是3点".
_DOWN = re.compile(
    r"\b(?:not|instead of|rather than|no longer)\s+(?:the\s+)?(?P<en>\d[\w.:%]*)"
    r"|(?:不要|不是|别|而不是|不用)(?P<zh>\d[\d.:]*\s*(?:%|％|[^\d\s，。,、;；]{0,2}))",
    re.IGNORECASE,
)
_SHAPE = re.compile(r"^[\d.:]+\s*")


def _turned_down(work: Work, sentence: str, turn: int) -> None:
    """A value the user turns down leaves the step lists: the step stating it states the value
    chosen instead (a number of the same unit in the sentence), or no value at all."""
    for m in _DOWN.finditer(sentence):
        old = (m.group("en") or m.group("zh") or "").strip()
        unit = _SHAPE.sub("", old)
        rx = re.compile(rf"(?<![\w.]){re.escape(old)}(?![\w.])\s*", re.IGNORECASE)
        others = [
            o.group()
            for o in re.finditer(rf"(?<![\dA-Za-z.])\d[\d.:]*\s*{re.escape(unit)}", sentence)
            if o.group().strip() != old and unit
        ]
        new = others[0].strip() + " " if others else ""
        for cat in ("steps_pending", "steps_done"):
            plan = plan_of(work, cat)
            items = items_of(work, plan)
            changed = [rx.sub(new, i, count=1).strip() for i in items]
            if plan is not None and changed != items:
                work.set_field(plan, [c for c in changed if c], turn, "user")


def _progress(work: Work, clause: str, turn: int) -> None:
    pending = items_of(work, plan_of(work, "steps_pending"))
    if not pending or _NEGATED.search(clause):
        return
    en = _EN_PAST.match(clause.strip())
    if en is not None and family(en.group("verb")) is not None:
        verb = en.group("verb")
        words = stems(en.group("rest"))
        hits = [p for p in pending if words & stems(p) and does(verb, p)]
        if not hits:  # "attached the registration email": the one step of that verb
            own = [p for p in pending if (v := step_verb(p)) and family(verb) == family(v)]
            hits = own if len(own) == 1 else []
    elif (pv := _EN_PASSIVE.match(clause.strip())) is not None and family(pv.group("verb")):
        # "the contract's been signed", "receipts are uploaded": the thing, then its verb
        verb = pv.group("verb")
        words = stems(pv.group("thing"))
        hits = [p for p in pending if words & stems(p) and does(verb, p)]
    elif _ZH_PAST.search(clause):
        words = content_words(clause)
        hits = [p for p in pending if words & content_words(p)]
    else:
        return
    if len(hits) == 1:
        mark_done(work, hits[0], None, turn, named_only=True)
