"""What the user came for, said as a thing wanted: "We'd like a quote for a new patio", "I'm
after made-to-measure roller blinds", "I need someone out today", "I'd love you to do my
make-up", "我家钢琴要调音", "想给我女儿报个拉丁舞班", "这周日想去你们北郊马场骑马".

"I'd like a window seat" beside a flight being booked states a preference of that booking; "I'd
like a quote for the windows" with nothing asked for yet states the request itself. So a clause
that opens with "I want / would like / love / am after" and a thing (an article, a number,
"new", "some") is a goal when the state holds no open goal, or when it says it adds one ("we'd
also like a quote for the gutters"); otherwise it stays the preference it reads as, and so does
a quality ("I'd like an aisle seat": a taste). "I need X" is a requirement ("I need a
vegetarian meal", "I need a table for 2 at 7pm" takes its corrections as one), except when X is
someone to come or a quote ("I need an electrician", "I need a quote to reupholster the sofa").
"I'd like you to X" asks for X to be done: a goal whatever is open.

In Chinese the wish is the verb after 想 / 打算 / 准备 (or after 要 / 需要 when a verb of a
service follows: 调音, 保养, 订, 约), whatever comes before it (a time, the thing: "我家壁挂炉要
保养一下"), and "顺便做个四轮定位" adds one; "想问一下", "想知道" ask, "不想" refuses, "想了想"
thinks: no goal.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.text import HAN
from turnmem.fold.rules.work import Work

__all__ = ["as_goals"]

_WANT = re.compile(
    r"^\W*(?:(?:hi|hello|hey|yes|and|also|so|oh|ok|okay|well|right)\W+)*(?:i|we)"
    r"(?:'d| would|'m| am|'re| are)?(?:\s+(?:also|really|just|now))*\s+"
    r"(?:(?:need|require)\s+(?=(?:a |an )?(?:quote|estimate|valuation|survey|callback|call back"
    r"|someone|somebody|technician|engineer|plumber|electrician|mechanic)\b)"
    r"|(?:want|like|love|fancy|after)\s+)(?:(?:a|an|some|new|two|three|four|\d+)\b"
    r"|(?<=after )(?!you\b|that\b|this\b|it\b)|(?<=need )|(?<=require ))",
    re.IGNORECASE,
)
#: verbs of a service or a booking (what 要 must be followed by to be a wish)
_ZH_DO = (
    r"预约|预订|预定|翻新|调音|续借|续保|续租|续订|送修|维修|保养|清洗|检修|安装|报名|体检|检查"
    r"|约|租|报|做|修|洗|送|寄|装|拆|搬|骑|学|剪|烫|染|点|订|定|买|办|换|退|配|接|去|来"
)
_ZH_ASK = r"问|知道|了解|咨询|确认|打听|请教|说|想"
_ZH_WANT = re.compile(
    rf"^(?:(?:你好|您好|嗯|那|那就|好的|好)[，,\s]*)?(?:[^，,。？?！!吗呢不]{{0,10}}?)(?<!不)(?<!了)"
    rf"(?:(?:还|也|就|先)?(?:想要|想|打算|准备)(?P<w>(?!了|(?:来|去)?(?:{_ZH_ASK}))(?:来|去)?(?:给|帮|替|为|在)?"
    rf"{HAN}[^吗呢?？]+)|(?:还|也|就|先)?(?:要|需要)(?P<d>(?:{_ZH_DO})[^吗呢?？]*))$"
)
_ZH_ADD = re.compile(rf"^(?:顺便|另外|再|还|也|然后)+(?:帮我|给我)?(?P<v>(?:{_ZH_DO})[^吗呢?？]+)$")
#: what may come before the verb of a wish: a time, a place, whom it is for
_ZH_LEAD = re.compile(r"去|来|在|到|给|帮|替|为|这|下|本|周|星期|今|明|后|上午|下午|晚上|\d")
_ZH_VERB = re.compile(_ZH_DO)
#: a thing's quality, not a thing: "an aisle seat", "a sea view", "a darker colour" (the words
#: before any preposition end in one of these)
_QUALITY = re.compile(
    r"^[^,]*?\b(?:seat|seats|view|side|spot|colour|color|size|finish|flavour|flavor|style|shade"
    r"|option|position|end)\b(?!\s+(?!for\b|with\b|in\b|on\b|at\b|to\b|of\b)\w)",
    re.IGNORECASE,
)
_YOU_TO = re.compile(
    r"^\W*(?:(?:and|also|so|oh|ok|okay)\W+)*(?:i|we)(?:'d| would)\s+(?:really\s+)?(?:like|love"
    r"|want)\s+(?:you|someone|somebody)\s+to\s+(?P<v>\S.*)",
    re.IGNORECASE,
)
_ADDS = re.compile(r"\b(?:also|too|as well|another|one more|a second)\b", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:i'm|i am|we're|we are) after (?P<v>\S.*)", re.IGNORECASE)


def as_goals(work: Work, ms: list[Mention], norm: str) -> list[Mention]:
    """``ms`` with a thing wanted read as the goal the clause ``norm`` states (see above)."""
    if not norm.isascii():
        return ms if any(x.family == "goal" for x in ms) else _zh_goal(ms, norm)
    if you := _YOU_TO.match(norm):  # "I'd love you to do my make-up": a request
        v = you.start("v")
        goal = Mention("goal", "open", norm[v:].strip(), 0, len(norm), v, len(norm), "request")
        return [goal, *(x for x in ms if x.family != "pref")]  # (not "like: you to do ...")
    m = _WANT.match(norm)
    if m is None or (work.recent("goal", active_goal=True) and not _ADDS.search(norm)):
        return ms
    if not ms and (after := _AFTER.search(norm)):  # "I'm after roller blinds": no rule reads it
        v = after.start("v")
        return [Mention("goal", "open", norm[v:].strip(), 0, len(norm), v, len(norm), "want")]
    return [
        Mention("goal", "open", x.value, x.start, x.end, x.vstart, x.vend, "want")
        if x.family == "pref"
        and x.tag in ("must", "like")
        and x.vstart >= m.end() - 8
        and not _QUALITY.match(x.value)
        else x
        for x in ms
    ]


#: thinking it over before the wish ("我想了想还是加个打蜡吧"): the wish is what follows
_ZH_MULLED = re.compile(r"^(?:我|我们)?(?:想了想|想了一下|考虑了一下)[，,\s]*(?:还是|就)?")
_ZH_THEN_DO = re.compile(rf"(?:加|添|补|改成|换成|{_ZH_DO})")


def _zh_goal(ms: list[Mention], norm: str) -> list[Mention]:
    m = _ZH_WANT.match(norm) or _ZH_ADD.match(norm)
    if m is None and (mulled := _ZH_MULLED.match(norm)) is not None:
        v = mulled.end()  # "加个打蜡吧": the thing to do, said as one ("不打耳骨了" is none)
        end = v + len(re.split(r"[，,。！!？?]", norm[v:], maxsplit=1)[0].rstrip("吧了"))
        if _ZH_THEN_DO.match(norm, v) and end - v >= 2:
            return [*ms, Mention("goal", "open", norm[v:end], 0, len(norm), v, end, "want")]
    if m is None:
        return ms
    group = next(g for g in ("w", "d", "v") if g in m.re.groupindex and m.start(g) >= 0)
    v, end = m.start(group), len(norm.rstrip("。！!，,"))
    if _ZH_LEAD.match(norm, v):  # "(想)这周六去浦东店做个保养": the wish is 做个保养
        verbs = [x for x in _ZH_VERB.finditer(norm, v + 1, end) if x.group() not in "去来"]
        v = verbs[-1].start() if verbs else v
    if end - v < 2:
        return ms
    return [*ms, Mention("goal", "open", norm[v:end], 0, len(norm), v, end, "want")]
