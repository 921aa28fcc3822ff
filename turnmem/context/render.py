"""Schema-driven, deterministic rendering of the state for the prompt.

The schema decides what the model sees: custom fields are labelled by their ``description``
(or their name), only fields that are set appear, and each line carries its provenance as
``(t3)``, with ``tool`` when the value came from tool data and the last superseded value
(``was: Shanghai``); an open goal reads ``goal: ...``, any other status is named
(``goal [done]: ...``). When the text exceeds its cap, the least useful lines go first: finished
goals, then the least recently updated items (at equal age a goal before a fact before a
preference); custom fields go last.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import Any

from turnmem.state import (
    Fact,
    FieldRecord,
    Goal,
    HistoryEntry,
    MemoryState,
    Preference,
    custom_fields,
)
from turnmem.text_counts import count_cached, count_joined
from turnmem.tokens import TokenCounter

__all__ = ["render_state"]


def _prov(turns: Iterable[int], origin: str, history: list[HistoryEntry]) -> str:
    parts = [",".join(f"t{t}" for t in sorted(set(turns)))] if turns else []
    if origin != "user":
        parts.append(f"from {origin}")
    if history:
        parts.append(f"was: {_fmt(history[-1].value)}")
    inner = "; ".join(p for p in parts if p)
    return f" ({inner})" if inner else ""


def _fmt(value: Any) -> str:
    if isinstance(value, Enum):  # an Enum field shows its value ("business"), not Cabin.business
        return _fmt(value.value)
    if isinstance(value, list | tuple | set):
        return ", ".join(_fmt(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items())
    return str(value)


def _is_set(value: Any) -> bool:
    return value is not None and value != "" and value != [] and value != {}


Priority = tuple[int, int, int]


def _key(value: Any) -> str:
    return " ".join(_fmt(value).split()).casefold()


_Item = Goal | Preference | Fact
# The state changes a few items per fold and the new state shares the others (frozen), so
# what a line needs of its item is worked out once per item object: its key, its turns and
# its provenance text.
_PARTS: dict[int, tuple[_Item, str, frozenset[int], str]] = {}


def _parts(item: _Item) -> tuple[str, frozenset[int], str]:
    """``_key(item.value)``, ``frozenset(item.source_turns)`` and the provenance text."""
    hit = _PARTS.get(id(item))
    if hit is not None and hit[0] is item:
        return hit[1], hit[2], hit[3]
    key, turns = _key(item.value), frozenset(item.source_turns)
    prov = _prov(item.source_turns, item.origin, item.history)
    if len(_PARTS) >= 8192:
        _PARTS.clear()
    _PARTS[id(item)] = (item, key, turns, prov)
    return key, turns, prov


def _lines(state: MemoryState) -> list[tuple[Priority, int, str]]:
    """(drop priority, order, text): the lowest priority is dropped first; order keeps the
    reading order. Finished goals go first, then the least recently updated items (a stale
    request phrase before a fresh fact), custom fields last.

    An open goal that a longer open goal from the same turns already says, and a fact that an
    open goal or a preference from its turns says ("fact party: 2 people (t7)" beside "goal:
    book for 2 people and 2 nights (t7)"), are not rendered again: their words are in the
    context, and the line saying them keeps the higher of both drop priorities. An item with a
    history (``was: ...``) or another origin is always rendered."""
    out: list[tuple[Priority, int, str]] = []
    fields = custom_fields(type(state))
    for name, info in fields.items():
        value = getattr(state, name)
        if not _is_set(value):
            continue
        rec = state.field_records.get(name, FieldRecord())
        label = info.description or name.replace("_", " ")
        prov = _prov(rec.source_turns, rec.origin, rec.history)
        out.append(((2, rec.updated_at, 0), len(out), f"{label}: {_fmt(value)}{prov}"))
    goal_parts = [_parts(g) for g in state.goals]
    goals = sorted(range(len(state.goals)), key=lambda k: -len(goal_parts[k][0]))
    placed: dict[int, tuple[Priority, str]] = {}
    goal_carriers: list[tuple[str, frozenset[int], str, int]] = []  # position = goal index
    for k in goals:  # longest first: a goal inside a longer one from its turns goes
        goal = state.goals[k]
        tier = 1 if goal.status in ("open", "in_progress") else 0
        key, turns, prov = goal_parts[k]
        # an open goal is the default and says so by its bare label; other statuses are named
        label = "goal" if goal.status == "open" else f"goal [{goal.status}]"
        prio: Priority = (tier, goal.updated_at, 0)
        c = _carrier(key, turns, goal.origin, goal.history, goal_carriers) if tier else None
        if c is not None:
            placed[c] = (max(placed[c][0], prio), placed[c][1])
            continue
        placed[k] = (prio, f"{label}: {goal.value}{prov}")
        if tier:
            goal_carriers.append((key, turns, goal.origin, k))
    # open goals, then preferences, that can carry another item's words:
    # (key, turns, origin, position in out)
    carriers: list[tuple[str, frozenset[int], str, int]] = []
    carrier_of = {c[3]: c[:3] for c in goal_carriers}  # goal index -> (key, turns, origin)
    for k in sorted(placed):
        if k in carrier_of:
            carriers.append((*carrier_of[k], len(out)))
        out.append((placed[k][0], len(out), placed[k][1]))
    for pref in state.preferences:
        key, turns, prov = _parts(pref)
        carriers.append((key, turns, pref.origin, len(out)))
        out.append(((1, pref.updated_at, 2), len(out), f"{_pref_label(pref)}: {pref.value}{prov}"))
    for fact in state.facts:
        prio = (1, fact.updated_at, 1)
        key, turns, prov = _parts(fact)
        c = _carrier(key, turns, fact.origin, fact.history, carriers)
        if c is not None:
            out[c] = (max(out[c][0], prio), c, out[c][2])  # the carrier keeps the fact's rank
            continue
        label = f"fact {fact.key}" if fact.key else "fact"
        out.append((prio, len(out), f"{label}: {fact.value}{prov}"))
    return out


def _carrier(
    key: str,
    turns: frozenset[int],
    origin: str,
    history: list[HistoryEntry],
    carriers: list[tuple[str, frozenset[int], str, int]],
) -> int | None:
    """The position of an item that already says ``key`` (same origin, covering its turns),
    or None. An item with a history (``was: ...``) is never carried: its change is news."""
    if history or len(key) < 3 or not turns:
        return None
    for ckey, cturns, corigin, pos in carriers:
        if corigin == origin and turns <= cturns and key in ckey:
            return pos
    return None


def _pref_label(pref: Preference) -> str:
    return {"like": "likes", "dislike": "dislikes", "must": "must have", "avoid": "avoid"}[
        pref.polarity
    ]


def render_state(state: MemoryState | None, max_tokens: int, counter: TokenCounter) -> str:
    """The state as prompt text within ``max_tokens`` ("" when nothing is set or it cannot fit)."""
    if state is None or max_tokens <= 0:
        return ""
    lines = _lines(state)
    if not lines:
        return ""
    # the state changes a few items per fold: most lines are the same text as the last
    # render, so their counts (and those of the joined text's pieces) are remembered
    costs = {i: count_cached(counter, text) + 1 for i, (_, _, text) in enumerate(lines)}
    keep = set(costs)
    total = sum(costs.values())
    # Drop the least useful lines until the per-line sum fits, then confirm with an exact count
    # of the joined text (joining can merge a token or two at line breaks).
    by_use = sorted(costs, key=lambda i: (lines[i][0], lines[i][1]))
    for victim in [None, *by_use]:
        if victim is not None:
            keep.discard(victim)
            total -= costs[victim]
        if total > max_tokens + 2:
            continue
        kept = [lines[i][2] for i in sorted(keep, key=lambda i: lines[i][1])]
        if count_joined(counter, kept) <= max_tokens:
            return "\n".join(kept)
    return ""
