"""Workflow checklists: the steps a tool result or the assistant lists, and progress on them.

The user's words are not the only evidence of a workflow's steps. A schema with step lists
(:mod:`turnmem.fold.rules.steps`) also takes:

* **a checklist in a tool result**: a JSON object under a key such as ``checklist``, ``steps``
  or ``tasks`` whose values are statuses (``{"laptop": "shipped", "badge": "not started"}``,
  ``{"银行对账": "done", "费用计提": "pending"}``), or a list of objects with a name and a
  status. Finished statuses give done steps, the others pending ones;
* **the assistant's step list given in answer to the user's request** in the same turn ("I need
  to file my expenses" / "The steps are: upload receipts, categorise each line, ..."; "要办哪些
  手续？" / "入职流程：1. …；2. …"): the list is the plan the user asked for, so its items become
  the pending steps. A list the assistant offers unasked, or asks about ("Shall I: 1) ...?"),
  is not taken, nor a list once the step lists hold steps (a later "what's left" recap);
* **progress on a listed step**, and only on one the lists hold: the user's past-tense report
  ("I signed the NDA yesterday", "attached the registration email", "回归测试跑过了",
  "身份证已经传了"); a successful tool call whose name does what the step says
  (``create_accounts`` for "accounts", ``book_lunch`` for "welcome lunch"; ``book_training``
  books the step "complete the security training", it does not complete it); and, in a turn
  whose tool call succeeded, the assistant's report of the step done ("计提完成").

Nothing here adds a goal, a preference or a fact; every change is a ``SetField`` of a list.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from turnmem.fold.rules.arguments import read_arguments
from turnmem.fold.rules.memo import Memo
from turnmem.fold.rules.promises import read_promises
from turnmem.fold.rules.steps import mark_done
from turnmem.fold.rules.text import HAN, clauses, content_words, normalise, sentences, word_set

if TYPE_CHECKING:
    from turnmem.fold.rules.fields import FieldPlan
    from turnmem.fold.rules.work import Work
    from turnmem.turn import Observation, Step, Turn

__all__ = ["read_checklist", "read_progress", "read_reply", "read_result"]


def _plan(work: Work, category: str) -> FieldPlan | None:
    return next((p for p in work.plans if p.category == category), None)


def _items(work: Work, plan: FieldPlan | None) -> list[str]:
    value = work.fields.get(plan.name) if plan is not None else None
    return [str(v) for v in value] if isinstance(value, list) else []


def _stem(word: str) -> str:
    """A crude English stem, for matching a step's words ("signed" and "sign", "receipts")."""
    for suffix in ("ing", "ed", "es", "s", "d"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in content_words(text)} - _GENERIC


#: Words that say nothing about which step is meant.
_GENERIC = word_set("step steps done item items task tasks thing things status pending finish")


# --- verbs ------------------------------------------------------------------------------------

#: Families of verbs that do one thing: a call or report of one family does a step whose verb
#: is of the same family. A step with no verb of these (a noun: "welcome lunch") is done by any.
_FAMILIES: tuple[frozenset[str], ...] = tuple(
    word_set(f)
    for f in (
        "book reserve schedule arrange sort organise organize plan",
        "create set setup open make add register enable activate provision grant",
        "order buy purchase choose pick select request",
        "send submit email mail forward file share",
        "sign countersign",
        "approve review accept",
        "run execute start launch deploy release rollout",
        "upload attach scan",
        "return ship collect",
        "pay transfer refund",
        "complete finish attend take watch",
        "install configure update upgrade",
        "categorise categorize classify tag",
        "reset unlock restore",
    )
)
_VERBS = frozenset().union(*_FAMILIES)
_IRREGULAR = {
    "sent": "send",
    "paid": "pay",
    "made": "make",
    "ran": "run",
    "took": "take",
    "set": "set",
    "put": "put",
    "wrote": "write",
    "gave": "give",
    "did": "do",
    "done": "do",
    "bought": "buy",
    "chose": "choose",
}


def _base(verb: str) -> str:
    """The verb of ``verb``'s family list ("uploaded" -> "upload", "categorised" ->
    "categorise"), else ``verb`` lower-cased."""
    low = verb.casefold()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    candidates = [low]
    if low.endswith("ied"):
        candidates.append(low[:-3] + "y")
    if low.endswith("ed"):
        candidates += [low[:-2], low[:-1]]
    return next((c for c in candidates if c in _VERBS), low)


def _family(verb: str) -> frozenset[str] | None:
    base = _base(verb)
    return next((f for f in _FAMILIES if base in f), None)


def _step_verb(step: str) -> str | None:
    """The leading verb of an English step ("sign the NDA" -> "sign"), None for a noun step."""
    words = re.findall(r"[A-Za-z]+", step)
    if not words or not step.lstrip()[:1].isascii():
        return None
    first = words[0].casefold()
    return first if first in _VERBS or first in ("get", "do", "set") else None


def _does(verb: str, step: str) -> bool:
    """Whether doing ``verb`` does ``step``: same family, or the step names no verb."""
    own = _step_verb(step)
    if own is None:
        return True
    fam = _family(verb)
    return fam is not None and own in fam


# --- setting the lists -----------------------------------------------------------------------


def _fresh(work: Work) -> bool:
    """True when the lists hold no steps of their own yet: empty, or only the task itself (an
    "I need to X" that was the whole request)."""
    pending = _items(work, _plan(work, "steps_pending"))
    done = _items(work, _plan(work, "steps_done"))
    if done:
        return False
    task = _plan(work, "task")
    own = {str(work.fields.get(task.name) or "").casefold()} if task is not None else set()
    own |= {e.value.casefold() for _, e in work.new_goals}
    return all(p.casefold() in own for p in pending)


def _set_lists(work: Work, pending: list[str], done: list[str], turn: int, origin: Any) -> None:
    plans = {c: _plan(work, c) for c in ("steps_pending", "steps_done")}
    for cat, items in (("steps_pending", pending), ("steps_done", done)):
        plan = plans[cat]
        unique = list(dict.fromkeys(i for i in items if i))
        if plan is not None and unique != _items(work, plan):
            work.set_field(plan, unique, turn, origin)


# --- tool checklists --------------------------------------------------------------------------

_LIST_KEY = re.compile(
    r"^(?:checklist|check_list|steps|tasks|todo|to_do|todos|items|progress|workflow|stages"
    r"|步骤|清单|流程|待办|任务)$",
    re.IGNORECASE,
)
_DONE_STATUS = re.compile(
    r"^(?:done|complete|completed|finished|shipped|delivered|signed|approved|passed|booked"
    r"|created|uploaded|submitted|received|closed|ok|yes|true|已完成|完成|已签|已签署|已通过|已上传"
    r"|已提交|已发送|已审批|已办|已办理|done ✓)$",
    re.IGNORECASE,
)
_OPEN_STATUS = re.compile(
    r"^(?:pending|not[ _-]?started|todo|to[ _-]?do|open|waiting|in[ _-]?progress|blocked"
    r"|missing|no|false|required|not[ _-]?done|未开始|未完成|待办|待处理|进行中|未上传|未提交|未签"
    r"|待审批|待提交)$",
    re.IGNORECASE,
)
_NAME_KEY = re.compile(r"^(?:step|task|name|title|item|label|名称|步骤|任务)$", re.IGNORECASE)
_STATUS_KEY = re.compile(r"^(?:status|state|done|状态)$", re.IGNORECASE)


def _entries(value: Any) -> list[tuple[str, str]] | None:
    """(step, status) of a checklist value, or None when it is not one."""
    pairs: list[tuple[str, str]] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str) or not isinstance(v, str | bool):
                return None
            pairs.append((k, str(v)))
    elif isinstance(value, list):
        for item in value:
            if not isinstance(item, dict):
                return None
            name = next((str(v) for k, v in item.items() if _NAME_KEY.match(str(k))), None)
            status = next((str(v) for k, v in item.items() if _STATUS_KEY.match(str(k))), None)
            if name is None or status is None:
                return None
            pairs.append((name, status))
    else:
        return None
    ok = all(_DONE_STATUS.match(s.strip()) or _OPEN_STATUS.match(s.strip()) for _, s in pairs)
    return pairs if ok and len(pairs) >= 2 else None


def _parse(content: str) -> list[tuple[str, str]] | None:
    head = content.lstrip()[:1]
    if head not in ("{", "[") or len(content) > 50_000:
        return None
    try:
        data = json.loads(content)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    for key, value in data.items():
        if isinstance(key, str) and _LIST_KEY.match(key):
            found = _entries(value)
            if found is not None:
                return [(k.replace("_", " ").strip(), s.strip()) for k, s in found]
    return None


_CHECKLISTS: Memo[list[tuple[str, str]] | None] = Memo(256)


def read_checklist(work: Work, content: str, turn: int) -> None:
    """A tool result's checklist sets the step lists (a first one) or moves the listed steps
    it reports finished to the done list."""
    if _plan(work, "steps_pending") is None or content.lstrip()[:1] not in ("{", "["):
        return
    found = _CHECKLISTS.get((turn, content), lambda: _parse(content))
    if not found:
        return
    done = [k for k, s in found if _DONE_STATUS.match(s)]
    if _fresh(work):
        _set_lists(work, [k for k, s in found if not _DONE_STATUS.match(s)], done, turn, "tool")
        return
    for name in done:
        mark_done(work, name, None, turn, named_only=True, origin="tool")


def read_result(work: Work, step: Step, obs: Observation, turn: int) -> None:
    """After the tool result ``obs`` of ``step`` is read: its checklist, and the arguments of
    the call it answers (:mod:`turnmem.fold.rules.arguments`)."""
    read_checklist(work, obs.content, turn)
    call = next((c for c in step.tool_calls if c.id == obs.tool_call_id), None)
    if call is not None:
        read_arguments(work, call, obs, turn)


# --- the assistant's step list -----------------------------------------------------------------

_MARK = re.compile(r"(?:(?<=^)|(?<=[\s:：;；,，。]))[(（]?(\d{1,2})[.)、）](?!\d)\s*")
_LEAD = re.compile(
    r"\b(?:the (?:steps|remaining steps|next steps) (?:are|will be)|steps(?: are)?\s*:"
    r"|(?:your|the) (?:\w+ )?checklist(?: is)?\s*:|you(?:'ll| will)? (?:need|have) to\s*:?"
    r"|you(?:'ll| will)? need(?: the following| these)?\s*:|(?:requirements|to do|todo)\s*:)"
    r"\s*[:：]?\s*(?P<v>[^.!?\n]+)"
    r"|(?:流程|步骤|手续|清单|待办|材料|事项|以下|如下)[^：:，,。]{0,6}?[:：]\s*(?P<z>[^。！？\n]+)",
    re.IGNORECASE,
)
_SPLIT = re.compile(r"\s*(?:[、,，;；]|\s(?:and then|then|and)\s)\s*")
_ITEM_TRIM = re.compile(
    r"^(?:and|then|finally|lastly|also|first|next|最后|然后|再|和|及)\s*|[\s,，;；。.、]+$"
    r"|\s+(?:and|then)$",
    re.IGNORECASE,
)
#: The user asks how the workflow goes (or states the task in the same turn: see read_reply).
_ASKS_STEPS = re.compile(
    r"\b(?:what (?:do|should|must) (?:i|we)|what(?:'s| is| are) (?:the )?(?:steps|process"
    r"|next)|walk (?:me|us) through|how do (?:i|we)|steps|process|checklist|onboard\w*)\b"
    r"|\bwhat do (?:i|we) need\b|哪些|流程|步骤|手续|怎么(?:办|弄|做|申请)"
    r"|(?:需要|要|得)(?:准备|带|提供|交|做|办)?(?:什么|哪些)",
    re.IGNORECASE,
)


def _numbered(text: str) -> list[str] | None:
    marks = list(_MARK.finditer(text))
    # the longest run 1, 2, 3, ...
    for k, m in enumerate(marks):
        if m.group(1) != "1":
            continue
        run = [m]
        for nxt in marks[k + 1 :]:
            if int(nxt.group(1)) == int(run[-1].group(1)) + 1:
                run.append(nxt)
        if len(run) < 2:
            continue
        items = []
        for j, mk in enumerate(run):
            end = run[j + 1].start() if j + 1 < len(run) else len(text)
            chunk = text[mk.end() : end]
            if j + 1 == len(run):  # the last item ends with its sentence
                cut = re.search(r"[。！？!?\n]|\.(?:\s|$)", chunk)
                chunk = chunk[: cut.start()] if cut else chunk
                if cut and cut.group().strip() in ("?", "？"):
                    return None  # "Shall I: 1) ..., 2) ...?" offers, it lists no plan
            items.append(_ITEM_TRIM.sub("", chunk.strip()).strip())
        return items if all(0 < len(i) <= 80 for i in items) else None
    return None


def _listed(text: str) -> list[str] | None:
    """The items of the step list in ``text``, None when it lists none."""
    items = _numbered(text)
    if items is None:
        m = _LEAD.search(text)
        if m is None:
            return None
        body = m.group("v") or m.group("z") or ""
        after = text[m.end() : m.end() + 1]
        if after in ("?", "？"):
            return None
        items = [_ITEM_TRIM.sub("", p).strip() for p in _SPLIT.split(body)]
        items = [i for i in items if i]
        if len(items) < 2 or any(len(i) > 80 or len(i.split()) > 10 for i in items):
            return None
    return items


def _succeeded(content: str) -> bool:
    """A tool output that reports no failure (a JSON object without an error or failed status)."""
    try:
        data = json.loads(content) if content.lstrip()[:1] == "{" else None
    except (ValueError, RecursionError):
        return False
    if not isinstance(data, dict) or not data:
        return False
    if any(str(k).casefold() in ("error", "errors") for k in data):
        return False
    status = str(data.get("status", "")).casefold()
    return not re.match(r"^(?:fail|error|declined|rejected|denied|invalid|失败|拒绝)", status)


_CALL_WORD = re.compile(r"[A-Za-z][a-z]*|[A-Z]+(?![a-z])")


def _calls_done(work: Work, turn: Turn) -> bool:
    """Mark done the pending steps a successful call of ``turn`` does; True if a call succeeded."""
    any_ok = False
    for step in turn.steps:
        names = {c.id: c.name for c in step.tool_calls}
        for obs in step.observations:
            if obs.is_error or not _succeeded(obs.content):
                continue
            any_ok = True
            words = [w.casefold() for w in _CALL_WORD.findall(names.get(obs.tool_call_id, ""))]
            if len(words) < 2 or _family(words[0]) is None:
                continue  # a lookup ("get_status") does no step
            objects = {_stem(w) for w in words[1:] if len(w) > 2} - _GENERIC
            for item in _items(work, _plan(work, "steps_pending")):
                if objects & _stems(item) and _does(words[0], item):
                    mark_done(work, item, None, turn.index, named_only=True, origin="tool")
    return any_ok


_REPLY_DONE = re.compile(
    r"\b(?P<en>done|completed?|finished|(?:is|are|has been|have been|now) (?:all )?"
    r"(?P<verb>booked|set up|created|submitted|sent|signed|approved|uploaded|attached|ordered"
    r"|scheduled|filed|shipped|paid|returned|installed|reset))\b"
    r"|(?P<zh>完成|已完成|办好了|弄好了|做好了|成功|已(?:经)?(?:开通|创建|办好|办理|领取|提交|发送|预订"
    r"|预约|寄出|发出|签署|上传|审批|通过)|(?:开通|创建|办|领|交|发|订|约|签)好了)",
    re.IGNORECASE,
)
_REPLY_NOT = re.compile(
    r"\b(?:not|n't|no|never|failed|yet|still|pending|once|when|after|if|until|will)\b"
    r"|未|没|失败|还|待|等|如果|之后|以后|吗|\?|？",
    re.IGNORECASE,
)
_REPLY_CLAUSE = re.compile(r"[。！!；;\n，,]+|\.(?:\s|$)|:\s")


def read_reply(work: Work, turn: Turn) -> None:
    """The assistant's step list answering the user's request, and its report of a step done
    after a tool call of the same turn succeeded; its promises (:mod:`.promises`)."""
    said = [s.reasoning for s in turn.steps if s.reasoning] + [turn.response or ""]
    read_promises(work, "\n".join(said), turn.index)
    if _plan(work, "steps_pending") is None:
        return
    ok = _calls_done(work, turn)
    reply = normalise(turn.response or "")
    if not reply:
        return
    if turn.user and _fresh(work):
        asked = bool(_ASKS_STEPS.search(normalise(turn.user))) or any(
            t == turn.index for t, _ in work.new_goals
        )
        items = _listed(reply) if asked else None
        if items:
            _set_lists(work, items, [], turn.index, "assistant")
            return
    if not ok:
        return
    for clause in _REPLY_CLAUSE.split(reply):
        m = _REPLY_DONE.search(clause)
        if m is None or _REPLY_NOT.search(clause):
            continue
        words = _stems(clause[: m.start()] + clause[m.end() :])
        pending = _items(work, _plan(work, "steps_pending"))
        hits = [
            p
            for p in pending
            if words & _stems(p) and (not m.group("verb") or _does(m.group("verb").split()[0], p))
        ]
        if len(hits) == 1:
            mark_done(work, hits[0], None, turn.index, named_only=True, origin="tool")


# --- the user's past-tense reports -------------------------------------------------------------

_EN_PAST = re.compile(
    r"^(?:(?:ok|okay|so|and|also|yes|yeah|well|right|great|btw)[\s,!.]+)*"
    r"(?:(?:i|we)(?:'ve| have)?\s+)?(?:just\s+|already\s+|finally\s+)?"
    r"(?P<verb>[a-z]+(?:ed|ied)|sent|paid|made|ran|took|bought|chose|signed|did)\b(?P<rest>.*)",
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
    if _plan(work, "steps_pending") is not None and _fresh(work):
        _user_list(work, norm, turn)
    if not _items(work, _plan(work, "steps_pending")):
        return
    for start, end in sentences(norm):
        _turned_down(work, norm[start:end], turn)
        for cs, ce in clauses(norm, start, end):
            _progress(work, norm[cs:ce], turn)


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
            _set_lists(work, items, [], turn, "user")
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
            plan = _plan(work, cat)
            items = _items(work, plan)
            changed = [rx.sub(new, i, count=1).strip() for i in items]
            if plan is not None and changed != items:
                work.set_field(plan, [c for c in changed if c], turn, "user")


def _progress(work: Work, clause: str, turn: int) -> None:
    pending = _items(work, _plan(work, "steps_pending"))
    if not pending or _NEGATED.search(clause):
        return
    en = _EN_PAST.match(clause.strip())
    if en is not None and _family(en.group("verb")) is not None:
        verb = en.group("verb")
        words = _stems(en.group("rest"))
        hits = [p for p in pending if words & _stems(p) and _does(verb, p)]
        if not hits:  # "attached the registration email": the one step of that verb
            own = [p for p in pending if (v := _step_verb(p)) and _family(verb) == _family(v)]
            hits = own if len(own) == 1 else []
    elif _ZH_PAST.search(clause):
        words = content_words(clause)
        hits = [p for p in pending if words & content_words(p)]
    else:
        return
    if len(hits) == 1:
        mark_done(work, hits[0], None, turn, named_only=True)
