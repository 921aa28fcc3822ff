"""Rewriting what a request states when one of its values is corrected (offline folder).

A goal or a need states values in its own words ("book a hotel for 2 people on Friday", "两张
周六去上海的票", "two coffees", "a double room"); when the user corrects one of them, the
entry must not keep telling the model the old value. These functions put the new value in
place of the old one inside the entry's text (the old text goes to its history):
:func:`respan` for a typed value, :func:`recount_measured` / :func:`recount_thing` for a
count, :func:`remodify` for the kind of a thing.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.entities import Entity, core_value, entities, first_number
from turnmem.fold.rules.text import normalise, word_set
from turnmem.fold.rules.work import Entry, Work, same_value

__all__ = [
    "MEASURED",
    "live_goals",
    "recount_measured",
    "recount_thing",
    "remodify",
    "requests",
    "respan",
    "same_core",
    "wanted",
]


def live_goals(work: Work, *, done: bool = True) -> list[Entry]:
    """Goals still stating what the user wants, newest first (``done``: a booked one too)."""
    states = ("open", "in_progress", "done") if done else ("open", "in_progress")
    return [g for g in work.recent("goal") if g.status in states]


def wanted(work: Work) -> list[Entry]:
    """Needs and wishes (like / must preferences), newest first."""
    return [p for p in work.recent("preference") if p.polarity in ("like", "must")]


def requests(work: Work, *, done: bool = True) -> list[Entry]:
    """Goals and needs together, newest first: the entries whose words may state a value."""
    return sorted([*live_goals(work, done=done), *wanted(work)], key=lambda e: -e.seq)


def same_core(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` state one value ("table for 2" and "2 people" do not; "Friday"
    and "friday" do), whole or as the core value each holds."""
    return same_value(a, b) or same_value(core_value(a)[1], core_value(b)[1])


#: A count of things by its measure word ("三张" tickets, "两间" rooms, "四晚" nights): not
#: the party size, the count of that thing wherever a goal or a need states it.
MEASURED = re.compile(
    r"(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,2})\s*(?P<c>[张间份件台辆晚天箱盒瓶杯])"
)


def recount_measured(work: Work, number: str, turn: int) -> bool:
    """ "改成三张" after "订两张去上海的票": the newest goal or need counting the same measure
    word takes the new count (never a place or a name: "三张" is no destination)."""
    m = MEASURED.fullmatch(number)
    if m is None:
        return False
    counted = re.compile(rf"(?:\d{{1,3}}|[一二两三四五六七八九十]{{1,2}})\s*{m['c']}")
    for entry in requests(work):
        found = counted.search(entry.value)
        if found is not None:
            if found.group() != number:
                value = entry.value[: found.start()] + number + entry.value[found.end() :]
                work.update(entry, turn, "user", value=value)
            return True
    return False


_COUNTED_THING = re.compile(
    r"(?<![\w$£€.:-])(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve)\s+(?P<thing>[a-z]{3,}s)\b",
    re.IGNORECASE,
)


def recount_thing(work: Work, number: str, turn: int) -> bool:
    """ "make that three" after "two coffees" (no party size held): the newest goal or need
    counting one kind of thing ("two coffees", "4 boxes") takes the new count. An entry
    counting several things is left alone (which count changes is not said)."""
    for entry in requests(work, done=False):
        found = list(_COUNTED_THING.finditer(entry.value))
        if len(found) > 1:
            return False
        if found:
            m = found[0]
            value = entry.value[: m.start("n")] + number + entry.value[m.end("n") :]
            work.update(entry, turn, "user", value=value)
            return True
    return False


_MODIFIED = re.compile(
    r"(?:(?:the|a|an|my|our)\s+)?(?P<mod>[a-z][a-z0-9-]*)\s+(?P<head>[a-z]{3,})", re.IGNORECASE
)
_NO_MODIFIER = word_set("a an the my our your this that one another some any new same")


def remodify(work: Work, core: str, turn: int) -> bool:
    """ "sorry, I meant a twin room" after "book a double room": the newest open goal naming
    a thing of the same kind (the head noun) takes the new modifier ("book a twin room")."""
    m = _MODIFIED.fullmatch(core.strip())
    if m is None or m["mod"].casefold() in _NO_MODIFIER:
        return False
    said = re.compile(rf"\b(?P<old>[a-z][a-z0-9-]*)\s+{re.escape(m['head'])}\b", re.IGNORECASE)
    for goal in work.recent("goal", active_goal=True):
        found = said.search(goal.value)
        if found is None:
            continue
        old = found["old"].casefold()
        if old in _NO_MODIFIER or old == m["mod"].casefold():
            return False
        value = goal.value[: found.start("old")] + m["mod"] + goal.value[found.end("old") :]
        work.update(goal, turn, "user", value=value)
        return True
    return False


_COUNT = re.compile(
    r"\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
    r"|[一二两三四五六七八九十]+",
    re.IGNORECASE,
)


def respan(work: Work, entry: Entry, ent: Entity, turn: int, old: str | None = None) -> bool:
    """Put ``ent`` in place of the last value of its kind that ``entry`` states; with ``old``,
    only when that value is ``old`` (the value the correction replaced). False: no such value."""
    spans = [x for x in entities(normalise(entry.value), entry.value) if x.key == ent.key]
    if not spans:
        return False
    s = spans[-1]
    old_text, new_text = entry.value[s.start : s.end], ent.value
    if old is not None and not same_core(old_text, old):
        return False
    count = _COUNT.search(old_text) if ent.key == "party" else None
    new_count = first_number(ent.value) if count is not None else None
    if count is not None and new_count is not None:
        # "a table for 6" -> "a table for 8", not "a 8 people": only the count changes
        n = str(int(new_count))
        new_text = old_text[: count.start()] + n + old_text[count.end() :]
    work.update(entry, turn, "user", value=entry.value[: s.start] + new_text + entry.value[s.end :])
    return True
