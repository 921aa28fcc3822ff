"""Actions and questions of the offline folder: lists of actions in one goal, and question clauses.

* :func:`split_actions`: "create her email account, order a laptop and book the training" is
  three goals. A goal value is cut before ", ", " and ", " then " (English) or 、/和/然后/再
  (Chinese) only where the next word is an action verb from a small lexicon, so "book a table
  for Alice and Bob" and "买苹果和香蕉" stay one goal.
* :func:`continuation`: a later clause of the same sentence that starts with an action verb
  ("I need to create the account, set up payroll") continues the goal list.
* :func:`is_question`: a clause that asks ("Do I need my passport?", "我需要带护照吗") states no
  preference and no want/need goal; a request ("Can you book a hotel?") is still a goal. A
  Chinese clause ending in 呢 is read as a statement unless a question mark follows
  ("我还打算去外面走走呢").
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from turnmem.fold.rules.text import clean, word_set

if TYPE_CHECKING:
    from turnmem.fold.rules.mention import Mention

__all__ = [
    "EN_ACTIONS",
    "ZH_ACTIONS",
    "asks",
    "continuation",
    "is_question",
    "split_actions",
    "starts_action",
    "told",
]

EN_ACTIONS = word_set(
    "book reserve cancel change modify return refund exchange reschedule upgrade find get order "
    "check track buy send update add remove show tell give search create set arrange schedule "
    "prepare call email contact register sign submit pay install configure confirm print review "
    "approve upload download file complete finish open close start organize organise plan hire "
    "onboard train renew request apply fill collect pick drop deliver ship move transfer write "
    "draft assign enroll enrol activate reset grant notify invite provision issue rent fix clean "
    "fly go visit run test deploy migrate unlock lock replace repair "
    "export import restart uninstall enable disable extend"
)
#: Chinese action verbs (a goal value or list item starts with one of them).
ZH_ACTIONS = (
    "预订|预定|订购|订|买|购买|取消|取|改签|补办|挂失|改|退订|退票|退款|退货|退|换货|换|查询|查|办理|办|开通|"
    "创建|设置|安排|准备|联系|发送|提交|申请|注册|签署|签字|填写|上传|下载|配置|安装|预约|领取|缴|"
    "支付|付款|确认|打印|寄|通知|邀请|加购|加订|添加|增加|升级|找|去|帮|签|补发|补交|补寄|补开|补"
    "|加(?![上入班油强深大]|急了)|重开|重发|重办|部署|发布|上线|审批|核对|整理|回复|备份|迁移"
)
#: Verbs that are as often nouns ("return ticket", "contact info", "the order"): they start an
#: action only when a determiner, pronoun or particle follows ("order a laptop", "set up X").
_AMBIGUOUS = word_set(
    "book order return change check call email contact file plan request issue start open close "
    "complete finish train drop set exchange refund update search review transfer move print "
    "clean fix visit go pick get track add run test"
)
_OBJECT = word_set(
    "a an the my our her his their your me us him them it this that these those some any all "
    "up out off in on to for with back down over one two three"
)
_EN_CUT = re.compile(
    r"\s*,\s*(?:(?:and|then|and then|also)\s+)?|\s+(?:and then|and|then|as well as|plus)\s+",
    re.IGNORECASE,
)
_ZH_LEAD = r"^(?:先|首先)?"
_ZH_CUT = re.compile(rf"(?:[、,，]|以及|并且|然后|还要|和|及|并|再)\s*(?=(?:{ZH_ACTIONS}))")
#: A verb that heads a noun is no action: "订单号…" (the order number), "预订信息".
_ZH_START = re.compile(rf"{_ZH_LEAD}(?:{ZH_ACTIONS})(?![号码单]|信息|记录|编号)")
_WORDS = re.compile(r"[A-Za-z]+")


def starts_action(text: str) -> bool:
    """True when ``text`` starts with an action verb: "order a laptop", "set up payroll",
    "开通邮箱"; not "return ticket", "contact info"."""
    words = [w.casefold() for w in _WORDS.findall(text[:40])[:2]]
    if words and text.lstrip()[:1].isascii():
        verb = words[0]
        if verb not in EN_ACTIONS or len(words) < 2:
            return False
        return verb not in _AMBIGUOUS or words[1] in _OBJECT
    return bool(_ZH_START.match(text))


def _cuts(value: str) -> list[tuple[int, int]]:
    """(start, end) of the separators of ``value`` that begin a new action; none unless
    ``value`` itself starts with one ("create X, order Y", not "a flight and return ticket")."""
    if not starts_action(value):
        return []
    out: list[tuple[int, int]] = []
    for m in _EN_CUT.finditer(value):
        if len(value[: m.start()].split()) >= 2 and starts_action(value[m.end() :]):
            out.append(m.span())
    for m in _ZH_CUT.finditer(value):
        if m.start() >= 2 and len(value) - m.end() >= 2:
            out.append(m.span())
    return sorted(out)


def split_actions(m: Mention, text: str) -> list[Mention]:
    """The goal ``m`` as one mention per action it lists (``text`` is the normalised clause)."""
    cuts = _cuts(text[m.vstart : m.vend])
    if not cuts:
        return [m]
    out: list[Mention] = []
    pos = 0
    for cs, ce in [*cuts, (len(m.value), len(m.value))]:
        raw = m.value[pos:cs]
        value = clean(raw)
        if value:
            vstart = m.vstart + pos + max(raw.find(value), 0)
            start = m.start if not out else vstart
            out.append(
                dataclasses.replace(
                    m, value=value, start=start, vstart=vstart, vend=vstart + len(value)
                )
            )
        pos = ce
    return out or [m]


_CONTINUE = re.compile(
    r"^(?:(?:and|then|also|plus|or|finally|after that|afterwards|next)[\s,]+"
    r"|和|并且|然后|再|还要|还有|以及|最后|接着|之后|随后)*",
    re.I,
)
#: "再把发票发给财务": the object put before the verb with 把, then the action.
_ZH_BA = re.compile(rf"把[^，。,；;]{{1,10}}?(?=(?:{ZH_ACTIONS})|(?:寄|送|发|转)(?:回|到|至|给))")


#: Where the thing asked for goes ("要补，寄到家里吧", "退到原卡"): how the goal is carried out,
#: not another goal.
_WHERE_TO = re.compile(r"(?:寄|送|发|退|转|打|汇)(?:回|到|至|给)")


def continuation(text: str, orig: str) -> tuple[int, str] | None:
    """(position, value) of a clause that continues a goal list by starting with an action."""
    lead = _CONTINUE.match(text)
    pos = lead.end() if lead else 0
    ba = _ZH_BA.match(text, pos)
    verb = ba.end() if ba else pos
    # "把发票发给财务" sends the thing it names; a bare "寄到家里" says where a thing goes
    sends = ba is not None and bool(_WHERE_TO.match(text, verb))
    if not sends and (not starts_action(text[verb:]) or _WHERE_TO.match(text, verb)):
        return None
    raw = orig[pos:]
    value = clean(raw)
    return (pos + max(raw.find(value), 0), value) if value else None


_EN_QUESTION = re.compile(
    r"^(?:(?:and|but|so|also|oh|ok|okay|hi|hello|hey|well|um|sorry|then|or)[\s,]+)*"
    r"(?:(?:do|does|did|can|could|would|will|is|are|am|was|were|should|shall|may|might|must"
    r"|have|has|isn't|aren't|don't|doesn't|didn't|won't|can't|wouldn't|shouldn't)\s+(?:i|you"
    r"|we|it|they|he|she|there|this|that|these|those|the|my|our|your|his|her|their|a|an|any"
    r"|anyone|someone)\b|(?:what|when|where|which|who|whom|whose|why|how)\b(?!\s+about\b))",
    re.IGNORECASE,
)
_ZH_QUESTION = re.compile(
    r"(?:吗|么)\W*$|是否|能否|能不能|可不可以|可以不可以|要不要|需不需要|有没有|是不是|会不会"
    r"|对不对|行不行|几点|多久|多长时间|多少钱|什么时候|哪里|哪儿|哪天|哪个|怎么|为什么|是什么"
    r"|有什么|有哪些|几号"
)


def is_question(text: str, asked: bool) -> bool:
    """True when the clause ``text`` asks something; ``asked``: it ends a sentence with "?"."""
    # every Chinese form holds a Han character: an ASCII clause (most) skips their scan
    return asked or bool(
        _EN_QUESTION.match(text) or (not text.isascii() and _ZH_QUESTION.search(text))
    )


#: A request that only asks to be told something ("can you confirm the car has unlimited
#: miles?", "could you check whether it's refundable?"): a question, not a task.
_ASKS_TO_BE_TOLD = re.compile(
    r"^(?:please\s+)?(?:confirm|check|verify|tell me|let me know|double-check)\s+(?:whether\b"
    r"|if\b|that\b|.{1,40}?\b(?:has|have|is|are|includes?|covers?|comes? with)\b)",
    re.IGNORECASE,
)


def asks(m: Mention) -> bool:
    """What a question does not state: preferences, wanted or needed goals, a goal being done."""
    return (
        m.family == "pref"
        or (m.family == "goal" and m.kind in ("want", "need", "verb"))
        or (m.family == "status" and m.tag == "done")
    )


def told(m: Mention) -> bool:
    """A request in a question only to be told something: no goal (the values it names are
    still what the user looks for: "can you tell me if there's a cheap place in the centre")."""
    return m.family == "goal" and m.kind == "request" and bool(_ASKS_TO_BE_TOLD.match(m.value))
