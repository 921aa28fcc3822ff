"""Whether two dates or two times say different moments, whatever their form.

A record a call made says "19:00" where the user said "7pm", "2025-10-09" where they said "the
9th of October": the same values, which must not replace what the user said (the state would
only churn). :func:`differ` is True only when both values are read and they disagree ("10日"
and "2026-10-09", "Wednesday" and "Thursday", "Monday" and "2026-07-28", a Tuesday; "8:30" and
"10:00"); a value it cannot read, or two it cannot compare ("Saturday" and "the 13th"), is no
difference.
"""

from __future__ import annotations

import re
from datetime import date

from turnmem.fold.rules.numbers import CN_DIGITS, cn_number
from turnmem.fold.rules.text import word_set

__all__ = [
    "bound_day",
    "bound_field",
    "deadline_field",
    "differ",
    "excluded",
    "meets",
    "no_day",
    "period",
    "vague",
    "window",
]

_MONTHS = {
    m: n
    for n, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for m in names
}
_WEEKDAYS = {
    **{d: k for k, d in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday"))},
    "saturday": 5,
    "sunday": 6,
    **{f"周{c}": k for k, c in enumerate("一二三四五六")},
    **{f"星期{c}": k for k, c in enumerate("一二三四五六")},
    "周日": 6,
    "周天": 6,
    "星期日": 6,
    "星期天": 6,
}
#: A span of days, not a day: "next month", "this weekend", "下个月", "周末".
_PERIOD = re.compile(
    r"(?:(?:this|next|the coming|the following)\s+)?(?:week|month|weekend)"
    r"|(?:下下|下个|这个|本|下|这|上个|上)?(?:周末|月|星期|周)|周末",
    re.IGNORECASE,
)


def period(text: str) -> bool:
    """True when ``text`` names a span of days and no day in it ("next week", "下个月",
    "this weekend")."""
    return _PERIOD.fullmatch(text.strip()) is not None


#: a clause that asks for the thing ("Start next month.", "can you come next week?", "下个月
#: 开始吧"), not one that tells a plan or a reason
_ASKED = re.compile(
    r"^\W*(?:(?:and|but|so|then|ok|okay|oh|actually|ideally|just)[\s,]+)*(?:please\s+)?"
    r"(?:start|begin|book|come|deliver|schedule|arrange|do|make|move|put|set)\b"
    r"|\b(?:can|could|would|will) (?:you|we|i|it)\b|\b(?:i'd|we'd|i would|we would) (?:like|prefer"
    r"|want)\b|\b(?:i|we) (?:want|need|prefer)\b|\bplease\b|[?？]|想|要|需要|可以|能|请|吧|吗",
    re.IGNORECASE,
)


#: a clause that moves the booking to the span ("we'll have to push it to next week", "it'll
#: have to be next week", "推到下周", "下周再来", "那就下个月"): the span is its new day
_MOVED = re.compile(
    r"\b(?:push(?:ed)?|postpone[ds]?|put (?:it|that|us|me) off|put off|delay(?:ed)?|leave it"
    r"|resched\w*|rebook\w*|(?:move[ds]?|moving) (?:it|us|me|that|this|the (?:visit|booking"
    r"|appointment|job|lesson|date|day))|make it|do it|have to be|it'll be|it will be|instead"
    r"|rather|better|works|is fine)\b|\bthen\W*$|推|改|换|延|挪|再|那就|还是",
    re.IGNORECASE,
)


def vague(norm: str, start: int, end: int) -> bool:
    """The span of days at ``norm[start:end]`` ("next month", "下个月") is said in a plan or a
    reason ("I'm opening a café next month", "we've got two new starters next month",
    "准备下个月入住"), not asked for ("Start next month.", a bare "Next week.") nor the day
    the booking moves to ("we'll have to push it to next week", "推到下周"): it is no date of
    the booking."""
    bare = not norm[:start].strip(" ,.!-") and period(norm[start:].strip(" .!"))
    if bare or not period(norm[start:end]):
        return False
    return not _ASKED.search(norm) and not _MOVED.search(norm)


_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_ZH_DAY = re.compile(r"(?:(\d{1,2})月)?(\d{1,2})[日号]")
_EN_DAY = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\s+(?:weeks?|days?|nights?|hours?|months?|years?)\b)"
    r"(?:\s+(?:of\s+)?([a-z]+))?"
)
_EN_MONTH_DAY = re.compile(r"\b([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?\b")
_TIME = re.compile(r"(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?")
_ZH_TIME = re.compile(r"(上午|早上|中午|下午|晚上)?(\d{1,2})[点:](半|\d{2})?")


def _day(text: str, weekday: bool = True) -> tuple[str, int, int | None] | None:
    """("wd", weekday, None) or ("md", day, month or None); None when not read. ``weekday``:
    a weekday said is read first ("Wednesday 17 June" as a Wednesday), else the day of the
    month is."""
    low = text.casefold().strip()
    if weekday:
        for name, k in _WEEKDAYS.items():
            if name in low:
                return ("wd", k, None)
        # a record's "2026-07-28" is a Tuesday: it can differ from a "Monday" said before
        if m := _ISO.search(low):
            try:
                return ("wd", date(int(m[1]), int(m[2]), int(m[3])).weekday(), None)
            except ValueError:
                pass
    if m := _ISO.search(low):
        return ("md", int(m[3]), int(m[2]))
    if m := _ZH_DAY.search(low):
        return ("md", int(m[2]), int(m[1]) if m[1] else None)
    if (m := _EN_MONTH_DAY.search(low)) and m[1] in _MONTHS:
        return ("md", int(m[2]), _MONTHS[m[1]])
    if m := _EN_DAY.search(low):
        month = _MONTHS.get(m[2] or "")
        return ("md", int(m[1]), month)
    return None if weekday else _day(text)


_HOUR_ONLY = re.compile(r"(?:at\s+)?(1[0-2]|[1-9])")


def _hour_only(text: str) -> int | None:
    """Minutes past noon or midnight of a bare hour ("4", "at 10"), else None."""
    m = _HOUR_ONLY.fullmatch(text.strip())
    return int(m[1]) % 12 * 60 if m else None


def _minutes(text: str) -> int | None:
    low = text.casefold().strip()
    if m := _ZH_TIME.search(low):
        hour = int(m[2]) + (12 if m[1] in ("下午", "晚上") and int(m[2]) < 12 else 0)
        return hour * 60 + (30 if m[3] == "半" else int(m[3] or 0))
    if not (m := _TIME.search(low)) or (m[2] is None and m[3] is None):
        return None
    hour = int(m[1]) % 12 + (12 if m[3] and m[3].startswith("p") else 0)
    hour = int(m[1]) if m[3] is None else hour
    return hour * 60 + int(m[2] or 0)


def differ(kind: str, a: str, b: str) -> bool:
    """``a`` and ``b`` (both of ``kind``, "date" or "time") are read and say different
    moments."""
    if kind == "time":
        x, y = _minutes(a), _minutes(b)
        if x is None and y is not None and (h := _hour_only(a)) is not None:
            return h != y % 720  # a bare "4" (the Thursday at 4) beside "10am"
        if y is None and x is not None and (h := _hour_only(b)) is not None:
            return h != x % 720
        return x is not None and y is not None and x != y
    # by their days of the month when both say one ("Wednesday 17 June" beside "2026-06-15"
    # or "Wednesday 24 June"), else by their weekdays
    p, q = _day(a, weekday=False), _day(b, weekday=False)
    if p is None or q is None or p[0] != q[0]:
        p, q = _day(a), _day(b)
    if p is None or q is None or p[0] != q[0]:
        return False
    if p[1] != q[1]:
        return True
    return p[2] is not None and q[2] is not None and p[2] != q[2]


_BOUND_BEFORE = re.compile(
    r"\b(?:after|before|not before|not after|no later than|no earlier than|until|till|by)"
    r"\s+(?:about\s+|around\s+)?$",
    re.IGNORECASE,
)
_BOUND_AFTER = re.compile(
    r"\s*(?:or (?:later|earlier|after|before)|onwards|at the (?:latest|earliest))\b"
    r"|(?:以后|之后|以前|之前|前|后|过后)",
    re.IGNORECASE,
)
#: field name words of a time that is a bound ("leave after", "arrive by", "pickup window")
_BOUND_FIELD = word_set(
    "leave leaveat depart departure departs arrive arriveby arrival by after before earliest"
    " latest until deadline window start end"
)


def window(orig: str, start: int, end: int) -> str:
    """The time at ``orig[start:end]`` with the bound it is said with ("after 3pm" in "any
    time after 3pm works", "3pm or later", "下午三点以后"): the user's availability, not the
    time a thing is at, so a field holding it keeps the bound. "": no bound."""
    lead = max(0, start - 30)
    if (m := _BOUND_BEFORE.search(orig, lead, start)) is not None:  # ("$" is at ``start``)
        return orig[m.start() : end]
    if (m := _BOUND_AFTER.match(orig, end)) is not None:
        return orig[start : m.end()]
    return ""


_DAY_BOUND_BEFORE = re.compile(r"\b(?:after|not before|no earlier than|before)\s+$", re.IGNORECASE)
_DAY_BOUND_AFTER = re.compile(
    r"\s*(?:onwards?|or later|at the earliest|(?:之|以)?[前后](?![台面天往来]))", re.IGNORECASE
)


def bound_day(norm: str, start: int, end: int) -> bool:
    """The day at ``norm[start:end]`` is a bound the booking's day comes after or before, and
    is not ("ideally after the 14th - my sister's staying till then", "the 3rd onwards",
    "14号以后", "can I have it back before Friday?", "周五之前"): no day of the booking itself
    ("by Friday", "最晚周五" may be that day: a deadline)."""
    return bool(
        _DAY_BOUND_BEFORE.search(norm, max(0, start - 20), start)
        or _DAY_BOUND_AFTER.match(norm, end)
    )


_DEADLINE_FIELD = word_set("deadline due by before latest until earliest after 截止 最晚")


def deadline_field(tokens: frozenset[str]) -> bool:
    """A date field whose name says it holds a bound ("deadline", "due_by"): "下周五之前"
    is its value."""
    return bool(tokens & _DEADLINE_FIELD)


def no_day(tokens: frozenset[str], norm: str, start: int, end: int) -> bool:
    """The date at ``norm[start:end]`` is no day of the booking for a date field named
    ``tokens``: a bound (:func:`bound_day`; a deadline field's value) or a span said in a
    plan (:func:`vague`)."""
    bound = bound_day(norm, start, end) and not deadline_field(tokens)
    return bound or vague(norm, start, end)


def bound_field(tokens: frozenset[str]) -> bool:
    """A time field whose name says it holds a bound ("leaveat", "arrive_by"): its value is
    the time alone."""
    return bool(tokens & _BOUND_FIELD)


_EARLIER = re.compile(
    r"\b(?:before|not after|no later than|until|till|by)\b|or (?:earlier|before)|at the latest"
    r"|以前|之前|前",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"\b(?:after|not before|no earlier than)\b|or (?:later|after)|onwards|at the earliest"
    r"|以后|之后|后|过后",
    re.IGNORECASE,
)


def meets(held: object, bound: str) -> bool:
    """The exact time ``held`` already meets the bound ``bound`` ("7pm" and "I have to leave
    before 9pm", 七点 and 九点前): the bound is the user's limit, the booked time still stands."""
    if not isinstance(held, str) or _EARLIER.search(held) or _LATER.search(held):
        return False  # the held time is a bound itself
    x, y = _minutes(_zh_hours(held)), _minutes(_zh_hours(bound))
    if x is None or y is None:
        return False
    if not (_MARKED.search(held) and _MARKED.search(bound)):  # "7pm", "before 9": 12 hours
        x, y = x % 720, y % 720
    if _LATER.search(bound):
        return x >= y
    return bool(_EARLIER.search(bound)) and x <= y


_MARKED = re.compile(
    r"am\b|pm\b|a\.m\.|p\.m\.|上午|早上|中午|下午|晚上|\b(?:1[3-9]|2[0-3]):\d\d", re.IGNORECASE
)
_ZH_HOUR = re.compile(f"([{CN_DIGITS}]+)(?=点)")


def _zh_hours(text: str) -> str:
    """ "七点" as "7点" (a Chinese numeral hour read by ``_minutes``)."""
    return _ZH_HOUR.sub(lambda m: str(cn_number(m[1]) or m[1]), text)


_EXCEPT = re.compile(
    r"\b(?:except|apart from|other than|but not|besides|excluding|not)\s+(?:on\s+)?(?:the\s+)?$"
    r"|除了$|除$",
    re.IGNORECASE,
)


def excluded(norm: str, spans: list[tuple[str, int, int]]) -> list[tuple[int, int]]:
    """The days and times the clause ``norm`` rules out ("any morning next week except
    Wednesday", "apart from Friday"): (start, end) of each, to fill no field. ``spans``:
    (kind, start, end) of the clause's entities."""
    return [
        (a, b)
        for kind, a, b in spans
        if kind in ("date", "time") and _EXCEPT.search(norm, max(0, a - 20), a)
    ]
