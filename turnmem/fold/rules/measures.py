"""How long and how good: a stay, a visit or a lesson's length, and a star rating or a score.

A field named for a length of time ("stay_nights", "duration", "游玩时间") or for a rating
("stars", "hotel_rating", "评分") reads its values here, not as a date, a time or an amount:

* lengths: "for 3 nights", "a 2-night stay", "for two hours", "for 3 to 4 days"; "住两晚",
  "三天两夜", "游玩时间3小时 - 4小时", "时长2小时". A length in the past or until a moment
  ("3 days ago", "in 2 days", "3天后", "两天内"), a length waited or spent ("on hold for 40
  minutes", "we stayed 3 nights last year", "住了两晚") is none, and so is the length of a
  thing named after it ("a two-hour hack": the hack's, which the user may swap for another).
* ratings: "a 4 star hotel", "4-star", "rated 4.5", "a rating of at least 4"; "评分4.5分以上",
  "五星级酒店". A bound said with the number ("or more", "以上") is part of the value; a
  rating given ("I'll give you 5 stars", "a 1 star review", "一星差评") or a brand ("三星手机")
  is none.

Values are the text as written (a number field takes its first number: "3 nights" is 3).
"""

from __future__ import annotations

import functools
import re

from turnmem.fold.rules.entities import Entity
from turnmem.fold.rules.numbers import CN_NUM, EN_NUM

__all__ = ["MEASURE_KINDS", "measures", "nightly", "nights"]

#: the field categories this module reads
MEASURE_KINDS = ("duration", "rating", "review")

_EN_SPAN = rf"{EN_NUM}(?:\.5)?(?:\s*(?:-|–|to|or)\s*{EN_NUM})?"
_EN_UNIT = r"(?:days?|weeks?|hours?|months?|minutes?|mins?|hrs?)"
_ZH_UNIT = r"(?:个)?(?:晚上?|夜|天|小时|钟头|星期|周|月)"
_ZH_SPAN = rf"{CN_NUM}(?:\.5)?\s*{_ZH_UNIT}(?:\s*[-~到至—]\s*{CN_NUM}(?:\.5)?\s*{_ZH_UNIT})?"
# a length until or since a moment, not one spent: "in 3 days", "3 days ago", "3天后", "两天内"
_EN_NOT_SPENT = r"(?!\s+(?:ago|later|before|after|earlier|from now|notice|in advance|beforehand))"
_ZH_NOT_SPENT = r"(?![后前内之以])"

_DURATION = re.compile(
    # "three nights", "2-night stay", "for 2-3 nights": a stay however it is said
    rf"(?P<v>(?<![\w.]){_EN_SPAN}(?:\s+|-)nights?)\b{_EN_NOT_SPENT}"
    rf"|\bfor\s+(?:another\s+|an?\s+extra\s+|(?:about|around|roughly|just|only)\s+)?"
    rf"(?P<w>{_EN_SPAN}\s+{_EN_UNIT}(?:\s+and\s+a\s+half)?)\b{_EN_NOT_SPENT}"
    # Chinese: "三天两夜"; "住两晚", "玩3天"; a label and its value ("游玩时间3小时 - 4小时")
    rf"|(?P<y>{CN_NUM}\s*天\s*{CN_NUM}\s*[夜晚])"
    rf"|(?:住|待|呆|玩|游玩|租|停留|逗留|上课|学)\s*上?\s*(?P<z>{_ZH_SPAN}){_ZH_NOT_SPENT}"
    rf"|(?:游玩时间|时长|游玩时长|入住时长)\s*(?:是|为|在|要|大概|大约|差不多)?\s*"
    rf"(?P<u>{_ZH_SPAN}){_ZH_NOT_SPENT}"
    rf"|(?P<t>(?<![\d.])(?<![住待呆]了){CN_NUM}\s*个?晚(?!上好|饭|餐|点|会)){_ZH_NOT_SPENT}",
    re.IGNORECASE,
)
_RATING = re.compile(
    r"(?P<v>(?<![\w.])(?:\d(?:\.5)?|one|two|three|four|five)(?:\s*-\s*|\s+)stars?)\b"
    r"(?:\s+or\s+(?:more|higher|above|better)|\s*\+)?"
    r"|\brated\s+(?:at\s+)?(?:least\s+)?(?P<w>\d(?:\.\d)?(?:\s+or\s+(?:more|higher|above|better))?)"
    r"(?![\d%])"
    r"|\brating\s+(?:of\s+)?(?:at\s+least\s+|over\s+|above\s+)?"
    r"(?P<x>\d(?:\.\d)?(?:\s*\+|\s+or\s+(?:more|higher|above|better))?)(?![\d%])"
    r"|(?:评分|评价|分数)\s*(?:是|为|在|要|要求|得)?\s*"
    r"(?P<y>\d(?:\.\d)?\s*分?\s*(?:以上|以下|及以上|左右)|\d(?:\.\d)?\s*分)"
    # (a hotel's class: "五星级", "四星酒店"; never "三星手机", "一星差评")
    r"|(?P<z>[一二三四五1-5]\s*星(?:级|(?=以上|以下|及以上|左右|的|或|酒店|宾馆|饭店)))",
    re.IGNORECASE,
)
#: ("review": a rating field for the one the customer gives, "I'd give it 5 stars")
_RULES = {"duration": _DURATION, "rating": _RATING, "review": _RATING}


#: before a length: one waited, spent or past ("on hold for 40 minutes", "stayed 3 nights")
_SPENT_BEFORE = re.compile(
    r"\b(?:been|waiting|waited|on hold|broken|stayed|spent|last (?:time|year|week|month))\b"
    r"[^.!?;,]{0,16}$",
    re.IGNORECASE,
)
#: around a rating: one given, not one asked for ("I'll give you 5 stars", "a 1 star review")
_GIVEN_BEFORE = re.compile(
    r"\b(?:give|gave|giving|(?:leave|left|leaving)\s+(?:a|it|them|us)|rate it|rated it)\b"
    r"[^.!?;,]{0,12}$",
    re.IGNORECASE,
)
_GIVEN_AFTER = re.compile(r"^\W{0,2}(?:reviews?|feedback|差评|好评|评价)", re.IGNORECASE)


def measures(kind: str, norm: str, orig: str) -> list[Entity]:
    """The lengths (``kind="duration"``), ratings asked for (``"rating"``) or given
    (``"review"``) said in a clause, as entities of that key with their text from ``orig``, in
    text order."""
    return list(_measures(kind, norm, orig))


@functools.lru_cache(maxsize=4096)
def _measures(kind: str, norm: str, orig: str) -> tuple[Entity, ...]:
    # memoised: each field of the kind reads the same clause (CrossWOZ's three 评分 fields)
    out: list[Entity] = []
    for m in _RULES[kind].finditer(norm):
        group = next(g for g, v in m.groupdict().items() if v)
        start, end = m.span(group)
        before = norm[max(0, m.start() - 40) : m.start()]
        if kind == "duration" and group in ("v", "w") and _SPENT_BEFORE.search(before):
            continue
        given = bool(_GIVEN_BEFORE.search(before) or _GIVEN_AFTER.match(norm[end:]))
        if (kind == "rating" and given) or (kind == "review" and not given):
            continue  # a rating asked for is no review given, and the other way round
        out.append(Entity(kind, orig[start:end], start, end))
    return tuple(out)


_NIGHTS = re.compile(r"nights?\b|[夜晚]", re.IGNORECASE)
_NIGHTLY = re.compile(r"(?:^|_)(?:nights?|stay)(?:_|$)|[晚夜]", re.IGNORECASE)


def nightly(field: str) -> bool:
    """True for a field named for the nights of a stay ("stay_nights", "hotel_book_stay")."""
    return _NIGHTLY.search(field) is not None


def nights(value: str) -> bool:
    """True for a length counted in nights ("3 nights", "两晚", "三天两夜")."""
    return _NIGHTS.search(value) is not None
