"""What one mention of a user's clause adds to the working state (a name, an allergy, a
preference, a goal or a status change), once the clause has been read."""

from __future__ import annotations

from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.status import apply_status
from turnmem.fold.rules.steps import add_pending
from turnmem.fold.rules.work import Work

__all__ = ["emit"]


def emit(work: Work, m: Mention, orig: str, turn: int, *, alone: bool) -> None:
    """Store what the mention ``m`` of the clause ``orig`` states: a name (once; the schema's
    name field holds it when there is one), an allergy (a preference and a fact), a preference,
    a goal (a need also as a pending step) or a status change (``alone``: the clause ends its
    sentence)."""
    if m.family == "name":
        current = next((e for e in work.recent("fact") if e.key == "name"), None)
        if current is None and any(p.category == "name" for p in work.plans):
            return  # the schema's name field holds it (filled from the same mention)
        if current is None:
            work.add("fact", m.value, turn, "user", key="name")
        elif current.value.casefold() != m.value.casefold():
            work.update(current, turn, "user", value=m.value)
    elif m.family == "allergy":
        work.add("preference", m.value, turn, "user", polarity="avoid")
        work.add("fact", m.value, turn, "user", key="allergy")
    elif m.family == "pref":
        work.add("preference", m.value, turn, "user", polarity=m.tag)
    elif m.family == "goal":
        work.add("goal", m.value, turn, "user", status="open")
        if m.kind == "need":
            add_pending(work, m.value, turn)
    elif m.family == "status":
        apply_status(work, m, orig, turn, alone=alone)
