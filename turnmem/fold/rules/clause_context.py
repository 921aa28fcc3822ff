"""What a clause is read against: the goal list it may continue, and the schema's date and
time fields (a bare value picks when its kind has one field, and it holds a value; a goal that
only says when corrects a value instead of standing as a goal)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from turnmem.fold.rules.actions import continuation
from turnmem.fold.rules.correction_forms import ENDS_STAY, WHEN_ONLY
from turnmem.fold.rules.entities import Entity
from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.work import Work

__all__ = ["goal_list", "lone_held", "when_only"]


def goal_list(ms: list[Mention], norm: str, orig: str, carry: str | None) -> list[Mention]:
    """The clause's mentions with a goal list continued: after "I need to X," a clause that
    starts with an action ("order a laptop", "set up payroll") is a goal of the same kind."""
    if carry is None:
        return ms
    goals = [k for k, m in enumerate(ms) if m.family == "goal"]
    if goals and ms[goals[0]].kind in ("request", "verb") and ms[goals[0]].start == 0:
        ms = list(ms)
        ms[goals[0]] = dataclasses.replace(ms[goals[0]], kind=carry)
    elif not goals and (found := continuation(norm, orig)) is not None:
        pos, value = found
        ms = [*ms, Mention("goal", "open", value, pos, len(norm), pos, pos + len(value), carry)]
    return ms


def lone_held(work: Work, ents: Iterable[Entity]) -> bool:
    """Each typed value's kind has one field in the schema, and it holds a value."""
    kinds = {e.key for e in ents if e.key in ("date", "time")}
    own = [[p for p in work.plans if p.category == k] for k in kinds]
    return bool(own) and all(len(ps) == 1 and work.fields[ps[0].name] for ps in own)


_END_FIELD = re.compile(r"out|end|return|until|last", re.IGNORECASE)


def when_only(work: Work, goal: str) -> bool:
    """The goal only says when ("check out on May 6"); "stay until the 18th" only when a field
    holds the stay's end (with a check-in alone, the 18th is no check-in day)."""
    if not WHEN_ONLY.match(goal):
        return False
    return not ENDS_STAY.match(goal) or any(
        p.category == "date" and _END_FIELD.search(p.name) and work.fields[p.name]
        for p in work.plans
    )
