"""The state as JSON for a store, from the remembered dumps of its items.

A fold commits the whole state: its items are frozen and shared by the states before and
after an apply or prune, so each is dumped once and the dump reused, and a commit costs the
items that changed, not every active and retired item again.
"""

from __future__ import annotations

from typing import Any

from turnmem.state import Fact, Goal, MemoryState, Preference

__all__ = ["dump_state"]

_LISTS = ("goals", "preferences", "facts", "retired")
_ITEM_DUMPS: dict[int, tuple[Any, dict[str, Any]]] = {}
_ITEM_TYPES = (Goal, Preference, Fact)


def _item_dump(item: Any) -> dict[str, Any]:
    hit = _ITEM_DUMPS.get(id(item))
    if hit is not None and hit[0] is item:
        return hit[1]
    dumped: dict[str, Any] = item.model_dump(mode="json")
    if len(_ITEM_DUMPS) >= 8192:
        _ITEM_DUMPS.clear()
    _ITEM_DUMPS[id(item)] = (item, dumped)
    return dumped


def dump_state(state: MemoryState) -> dict[str, Any]:
    """``state.model_dump(mode="json")``, from the remembered dumps of its items (the dicts
    are shared: callers must not change them). A schema with computed fields or extra
    values, or an item of another class, is dumped whole."""
    schema = type(state)
    items = [*state.goals, *state.preferences, *state.facts, *state.retired]
    if (
        schema.model_computed_fields
        or state.__pydantic_extra__
        or any(type(i) not in _ITEM_TYPES for i in items)
    ):
        return state.model_dump(mode="json")
    rest = state.model_dump(mode="json", exclude=set(_LISTS))
    out: dict[str, Any] = {}
    for name in schema.model_fields:  # the order model_dump gives
        if name in _LISTS:
            out[name] = [_item_dump(i) for i in getattr(state, name)]
        elif name in rest:
            out[name] = rest[name]
    return out
