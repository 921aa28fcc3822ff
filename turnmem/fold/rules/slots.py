"""Which field of a group of one kind a value fills: check-in or check-out, departure or
return, the taxi's leave time or arrive time.

A value fills the field whose cue words (:mod:`turnmem.fold.rules.cues`) are nearest to it,
before it (since the previous value) or right after it ("周五入住"). The second value of a
range ("May 8 to May 11", "周三到周五") fills the group's second field. A value no cue claims
fills the group's first field when the group has two fields (a bare date is the check-in or
departure date), and no field of a larger group: one time is not every time of the schema.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

from turnmem.fold.rules.cues import topic_pattern
from turnmem.fold.rules.entities import Entity
from turnmem.fold.rules.fields import FieldPlan
from turnmem.fold.rules.text import word_set

__all__ = ["belongs", "cued", "range_second", "returning", "topic_of"]

_RETURN_BEFORE = re.compile(
    r"\b(?:return(?:ing|s)?|back|inbound|homeward|home)\b|回程|返程|返回|回来|回到|回国|回家",
    re.IGNORECASE,
)
#: after the date: "周日返回"; a car or key handed back, "5月4日还" / "5月4日还车" (not "还有",
#: "还是": 还 ends the clause or names the car)
_RETURN_AFTER = re.compile(
    r"\s*的?(?:返回|回来|回程|返程|回国|回家|回|还(?:车|钥匙|回来?)?(?=$|[\s,.;!?，。；！？]))"
)
_UNTIL = re.compile(r"\b(?:until|till|through)\s+(?:the\s+)?$", re.IGNORECASE)
_RANGE = re.compile(
    r"(?:\bto\b|-|–|~|到|至|\buntil\b|\btill\b|\bthrough\b|\bthru\b)\s*(?:the\s+)?$",
    re.IGNORECASE,
)
_RANGE_AFTER = re.compile(r"\s*(?:to\b|-|–|~|到|至|until\b|till\b|through\b)", re.IGNORECASE)
_WINDOW = 40
_TAIL = 8
_PHRASE_END = re.compile(r"[,.;:!?，。；：！？、]")


#: a weekday alone ("Saturday", "next Friday"): said right before a date, it is that date's
_BARE_WEEKDAY = re.compile(
    r"(?:(?:next|this|coming|following)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day",
    re.IGNORECASE,
)


def _glued(norm: str, ents: Sequence[Entity], ent: Entity) -> Entity:
    """``ent``, starting at the weekday said right before it ("Saturday 18 April"): the cue
    before the weekday ("to Saturday 18 April") is the date's too."""
    if ent.key != "date":
        return ent
    for e in ents:
        if (
            e.key == "date"
            and e.end <= ent.start
            and not norm[e.end : ent.start].strip(" ,")
            and _BARE_WEEKDAY.fullmatch(e.value.strip())
        ):
            return Entity(ent.key, ent.value, e.start, ent.end)
    return ent


def _before(norm: str, ents: Sequence[Entity], ent: Entity) -> tuple[int, str]:
    ent = _glued(norm, ents, ent)
    prev = max((e.end for e in ents if e.end <= ent.start), default=0)
    start = max(prev, ent.start - _WINDOW)
    return start, norm[start : ent.start]


def returning(norm: str, ents: Sequence[Entity], ent: Entity) -> bool:
    """True when a return cue goes with the date or time ``ent``: "back on Sunday", "回程是
    下周日" (cue before it, after the previous entity), "周日返回" (cue right after it); or it
    ends a range of dates ("from the 3rd to the 7th of June", "4月30号到5月4号")."""
    _, before = _before(norm, ents, ent)
    return bool(
        _comes_back(norm, ent, before)
        or _UNTIL.search(before[-12:])  # "actually until 15 July": the end of the stay
        or (ent.key == "date" and range_second(norm, ents, ent))
    )


def _comes_back(norm: str, ent: Entity, before: str) -> bool:
    """A return word goes with ``ent`` (``before``: the text since the previous value): "back on
    the 17th", "周日返回"; not "not until next month", which only says later."""
    return bool(_RETURN_BEFORE.search(before[-30:]) or _RETURN_AFTER.match(norm, ent.end))


def _distance(cue: re.Pattern[str] | None, norm: str, ents: Sequence[Entity], ent: Entity) -> int:
    """Characters between ``ent`` and the nearest cue of a field (a large number: none)."""
    if cue is None:
        return 10_000
    _, before = _before(norm, ents, ent)
    best = min((len(before) - m.end() for m in cue.finditer(before)), default=10_000)
    # after the value, up to the next value or the end of the phrase: "周五入住", "周日能晚点
    # 退房" (a Chinese verb follows its date, a modal or adverb between); not "周三到周五"
    stop = min((e.start for e in ents if e.start >= ent.end), default=len(norm))
    tail = _PHRASE_END.split(norm[ent.end : min(stop, ent.end + _TAIL)], maxsplit=1)[0]
    if not _RANGE_AFTER.match(tail) and cue.search(tail[:4] if tail.isascii() else tail):
        best = min(best, 1)
    return best


def range_second(norm: str, ents: Sequence[Entity], ent: Entity) -> bool:
    """``ent`` ends a range of its kind ("1pm to 3pm", "4月30号到5月4号")."""
    start, before = _before(norm, ents, ent)
    ent = _glued(norm, ents, ent)
    prev = [e for e in ents if e.end <= ent.start and e.key == ent.key]
    return bool(prev and prev[-1].end >= start and _RANGE.search(before) and len(before) <= 8)


@functools.lru_cache(maxsize=64)
def _subjects(plans: tuple[FieldPlan, ...]) -> frozenset[str]:
    """Field-name prefixes shared by several fields ("hotel" of hotel_area, hotel_name...),
    when the schema has two or more of them."""
    counts: dict[str, int] = {}
    for p in plans:
        if "_" in p.name:
            counts[topic_of(p)] = counts.get(topic_of(p), 0) + 1
    subjects = frozenset(k for k, n in counts.items() if n > 1)
    return subjects if len(subjects) > 1 else frozenset()


def _other_subject(plan: FieldPlan, plans: Sequence[FieldPlan], norm: str, ent: Entity) -> bool:
    """True when the subject mentioned nearest the value is another one than the field's ("a
    taxi to the museum": no hotel field takes a value from it)."""
    subjects = _subjects(tuple(plans))
    mine = topic_of(plan)
    if mine not in subjects:
        return False
    near: dict[str, int] = {}
    for subject in subjects:
        for m in topic_pattern(subject).finditer(norm):
            # a subject word inside a longer value names what the value is, not whose it is:
            # "坐地铁到北京新世界酒店" is the subway's destination (a "museum" alone still
            # is the attraction's, and a field's own subject inside its value still counts)
            inside = ent.start <= m.start() and m.end() <= ent.end
            if inside and subject != mine and m.end() - m.start() < ent.end - ent.start:
                continue
            gap = ent.start - m.end() if m.end() <= ent.start else m.start() - ent.end
            near[subject] = min(near.get(subject, 1 << 30), max(gap, 0))
    if not near:
        return False
    closest = min(near.values())
    return near.get(mine, 1 << 30) > closest


def _off_topic(
    plan: FieldPlan, plans: Sequence[FieldPlan], norm: str, topics: Mapping[str, float] | None
) -> bool:
    """True when the clause does not name the field's subject and the conversation is on
    another one (the hotel's price is not read from a clause about dinner after the hotel)."""
    subjects = _domains(tuple(plans))
    mine = topic_of(plan)
    if mine not in subjects or topic_pattern(mine).search(norm):
        return False
    known = {k: v for k, v in (topics or {}).items() if k in subjects}
    return bool(known) and known.get(mine, -1.0) < max(known.values())


@functools.lru_cache(maxsize=64)
def _domains(plans: tuple[FieldPlan, ...]) -> frozenset[str]:
    """The subjects of :func:`_subjects` that are domains of the conversation: three fields or
    more (the hotel's, the train's), or a kind of value another subject has too (the taxi's
    and the metro's origin). "incident_date" beside "policy_number" and "policy_holder" is
    no domain: setting the policy's details does not take the talk off the incident's date."""
    counts: dict[str, int] = {}
    kinds: dict[str, set[str]] = {}
    for p in plans:
        counts[topic_of(p)] = counts.get(topic_of(p), 0) + 1
        if p.category is not None:
            kinds.setdefault(p.category, set()).add(topic_of(p))
    shared = {s for owners in kinds.values() if len(owners) > 1 for s in owners}
    # "pickup_*" / "return_*" are the two ends of one rental, not two domains of the talk
    return frozenset(
        k for k in _subjects(plans) if (counts[k] >= 3 or k in shared) and k not in _RANGE_WORDS
    )


def topic_of(plan: FieldPlan) -> str:
    """The subject a field's name starts with ("hotel" of ``hotel_book_day``)."""
    return plan.name.split("_")[0].casefold()


_BIRTH = re.compile(r"birth|dob|生日|出生", re.IGNORECASE)
_BIRTH_CUE = re.compile(r"\b(?:born|date of birth|dob|d\.o\.b)\b|出生", re.I)
_YEAR = re.compile(r"(?:19|20)\d{2}")
_BORN_AFTER = re.compile(r"\s*(?:出生|生的|生人|born\b)", re.IGNORECASE)
_OUTBOUND = re.compile(r"depart|leav|outbound|check_?in|start|去程|出发", re.IGNORECASE)


_EXPIRY = re.compile(r"expir|renew|valid|end", re.IGNORECASE)
_EXPIRES_ON = re.compile(
    r"(?:runs out|run out|expires|expiring|expire|ends|is due for renewal)\s+(?:on\s+)?$",
    re.IGNORECASE,
)
_EXPIRES = re.compile(r"^\s*(?:到期|过期|失效|expires|runs out|is when it expires)")


#: A date field that holds when something ends ("freeze_until", "end_date", "expiry"): a date
#: said with no word of an end ("book yoga on Wednesday") is not its value.
_ENDS_FIELD = re.compile(r"until|till|(?:^|_)end|expir|deadline|(?:^|_)due", re.IGNORECASE)
_END_BEFORE = re.compile(
    r"(?:\b(?:until|till|through|to|ends?|ending|expir\w*|due|by|deadline|last day|valid"
    r"|back|returns?|returning|resum\w*)"
    r"|到|至|截止|为止|前)\W{0,3}(?:\w+\W+){0,2}$",
    re.IGNORECASE,
)
_END_AFTER = re.compile(r"^\W{0,2}(?:到期|过期|失效|截止|为止|结束|前|之前|以前)")


def _no_end(plan: FieldPlan, norm: str, ent: Entity) -> bool:
    """``plan`` is a lone end date and no word next to ``ent`` says an end."""
    return (
        ent.key == "date"
        and not plan.group
        and bool(_ENDS_FIELD.search(plan.name))
        and not _END_BEFORE.search(norm[max(0, ent.start - 30) : ent.start])
        and not _END_AFTER.search(norm[ent.end : ent.end + 6])
    )


#: What else an amount may be of than the thing's price: "a £150 cancellation fee", "a deposit of
#: £100" (a field named so takes it: ``deposit``, ``cancellation_fee``).
_OTHER_MONEY = (
    r"fee|fees|deposit|charge|surcharge|penalty|fine|tip|discount|refund|excess|deductible"
)
_MONEY_AFTER = re.compile(rf"^\s+(?:[a-z-]+\s+){{0,2}}?({_OTHER_MONEY})\b", re.IGNORECASE)
_MONEY_BEFORE = re.compile(
    rf"\b({_OTHER_MONEY})\s+(?:of|is|was|will be|would be)\s+$", re.IGNORECASE
)


def _money_of(norm: str, ent: Entity) -> str | None:
    """The other money thing an amount is said as ("fee" in "a £150 cancellation fee"), else
    None."""
    m = _MONEY_AFTER.match(norm[ent.end : ent.end + 40]) or _MONEY_BEFORE.search(
        norm[max(0, ent.start - 30) : ent.start]
    )
    word = m[1].casefold() if m else None
    return "fee" if word == "fees" else word


def belongs(
    plan: FieldPlan,
    plans: Sequence[FieldPlan],
    norm: str,
    ents: Sequence[Entity],
    ent: Entity,
    topics: Mapping[str, float] | None = None,
) -> bool:
    """True when the value ``ent`` (found in the clause ``norm``) is ``plan``'s.

    ``topics``: recency of the subjects the conversation talked about (field name prefixes:
    "train", "hotel"); a tie between fields, or a value with no cue in a group of more than
    two, goes to the field of the most recent subject, else to none.
    """
    if _other_subject(plan, plans, norm, ent) or _off_topic(plan, plans, norm, topics):
        return False
    if _no_end(plan, norm, ent):
        return False  # "yoga on Wednesday" is no date a freeze ends on
    if ent.key == "money" and (other := _money_of(norm, ent)) and other not in plan.tokens:
        return False  # "the £150 cancellation fee" is no price of the hire
    if _BIRTH.search(plan.name) and not _YEAR.search(ent.value):
        return False  # "on Tuesday", "the 14th": no one's birth date
    if _BIRTH.search(plan.name) and _BORN_AFTER.match(norm[ent.end :]):
        return True  # "1956年8月12日出生", "12 May 1990 born": the birth date, cued after
    if (
        ent.key == "date"
        and not _EXPIRY.search(plan.name)
        and (_EXPIRES.search(norm[ent.end :][:8]) or _EXPIRES_ON.search(norm[: ent.start][-24:]))
    ):
        return False  # "下个月到期", "the 30th is when it expires": an expiry, not the incident
    if (
        _BIRTH.search(plan.name) is None
        and any(_BIRTH.search(p.name) for p in plans)
        and _BIRTH_CUE.search(_before(norm, ents, ent)[1])
    ):
        return False  # "born 14 Feb 2019": the birth date, not the appointment's
    group = [p for p in plans if p.group and p.group == plan.group]
    if not _YEAR.search(ent.value):  # no birth date: the pair is the other field alone
        group = [p for p in group if not _BIRTH.search(p.name)]
    if plan not in group:
        # "coming back the 9th" in a schema whose one date is the departure's: not its date
        # (a plain date field, "when", takes any date)
        return not (
            plan.category == "date"
            and _OUTBOUND.search(plan.name)
            and ent.key == "date"
            and returning(norm, ents, ent)
        )
    if plan.role in ("return", "other"):
        if _returns(group, norm, ents, ent) != (plan.role == "return"):
            return False
        group = [p for p in group if p.role == plan.role]
        if len(group) < 2:
            return True
    if len(group) == 2 and range_second(norm, ents, ent):
        return plan is group[1]
    if (
        len(group) == 2
        and ent.key == "date"
        and _comes_back(norm, ent, _before(norm, ents, ent)[1])
    ):
        return plan is group[1]  # "flying back on Friday the 17th": the end
    distance = {p.name: _distance(p.cue, norm, ents, ent) for p in group}
    best = min(distance.values())
    tied = [p for p in group if distance[p.name] == best]
    # a bare value of a pair (check-in / check-out) is the first one's; not when the two
    # belong to different subjects (the hotel's area or the restaurant's): then it needs one
    default = (
        best >= 10_000
        and len(group) == 2
        and plan is group[0]
        and (topic_of(group[0]) == topic_of(group[1]) or not _subjects(tuple(plans)))
        and _one_thing(group[0], group[1])
    )
    if len(tied) == 1:
        return tied[0] is plan
    recent = {p.name: (topics or {}).get(topic_of(p), -1) for p in tied}
    top = max(recent.values())
    winners = [p for p in tied if recent[p.name] == top]
    if top < 0 or len(winners) != 1:
        return default
    return winners[0] is plan


#: First words of the two fields of one thing's range ("check_in" / "check_out", "start_date"
#: / "end_date", a plain "date" beside "end_date").
_RANGE_WORDS = word_set(
    "start end begin finish from to check in out depart departure leave arrive arrival return "
    "pickup pick drop dropoff first last outbound inbound date time day when"
)


def _one_thing(a: FieldPlan, b: FieldPlan) -> bool:
    """The pair is of one thing (its start and end), not two things' dates ("move_in" and
    "viewing_date"): only then does a date said with no cue default to the first field."""
    ta, tb = topic_of(a), topic_of(b)
    return ta == tb or (ta in _RANGE_WORDS and tb in _RANGE_WORDS)


def _returns(group: Sequence[FieldPlan], norm: str, ents: Sequence[Entity], ent: Entity) -> bool:
    """True when ``ent`` is the return's: a return cue goes with it, or the cue of a return
    field of the group is nearer than any other field's ("check in Friday, check out Sunday"
    in a schema whose end date is the "return or check-out date")."""
    if returning(norm, ents, ent):
        return True
    near = {
        role: min(
            (_distance(p.cue, norm, ents, ent) for p in group if p.role == role), default=10_000
        )
        for role in ("return", "other")
    }
    return near["return"] < min(near["other"], 10_000)


def cued(
    plans: Sequence[FieldPlan], category: str, norm: str, ents: Sequence[Entity], ent: Entity
) -> bool:
    """True when a cue next to ``ent`` names one field of its group (not the default pick)."""
    group = [p for p in plans if p.category == category and p.group]
    if not group:
        return False
    if any(p.role == "return" for p in group) and returning(norm, ents, ent):
        return True
    return range_second(norm, ents, ent) or any(
        _distance(p.cue, norm, ents, ent) < 10_000 for p in group
    )
