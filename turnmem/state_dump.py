"""The state as JSON for a store, from the remembered dumps of its items.

A fold commits the whole state: its items are frozen and shared by the states before and
after an apply or prune, so each is dumped once and the dump reused, and a commit costs the
items that changed, not every active and retired item again. The same holds for the JSON
text a store writes (:func:`state_json`): each item's text is encoded once, and the state's
text is joined from them, so a commit does not re-encode the up to 256 retired items.
"""

from __future__ import annotations

import json
from operator import attrgetter
from typing import Any, cast

from turnmem.state import Fact, Goal, MemoryState, Preference

__all__ = ["StateDump", "dump_state", "state_json"]

_LISTS = ("goals", "preferences", "facts", "retired")
_ITEM_TYPES = (Goal, Preference, Fact)
_KEPT = 8192


class _ItemDump:
    """One item's dump and, once asked for, its JSON text (``json.dumps`` of the dump)."""

    __slots__ = ("dumped", "item", "text")

    def __init__(self, item: Any) -> None:
        self.item = item  # held, so its id() is not reused while the entry lives
        self.dumped: dict[str, Any] = item.model_dump(mode="json")
        self.text: str | None = None

    def json(self) -> str:
        if self.text is None:
            self.text = json.dumps(self.dumped)
        return self.text


#: by the id() of the item; an entry holds its item, so no other live object has that id
_ITEM_DUMPS: dict[int, _ItemDump] = {}


def _item_dumps(items: list[Any]) -> list[_ItemDump] | None:
    """The remembered dumps of ``items``, or ``None`` when one is of another class than
    :data:`_ITEM_TYPES` (only those are remembered). A fold commits a few hundred items,
    nearly all remembered: the look-ups run in C, the misses one by one."""
    out: list[_ItemDump | None] = list(map(_ITEM_DUMPS.get, map(id, items)))
    k = -1
    while None in out:  # the misses (an update's new items) found by C scans, not a loop
        k = out.index(None, k + 1)
        item = items[k]
        if type(item) not in _ITEM_TYPES:
            return None
        if len(_ITEM_DUMPS) >= _KEPT:
            _ITEM_DUMPS.clear()
        out[k] = _ITEM_DUMPS[id(item)] = _ItemDump(item)
    return cast(list[_ItemDump], out)


_DUMPED = attrgetter("dumped")
_TEXT = attrgetter("text")


class StateDump(dict[str, Any]):
    """A state's JSON-mode dump (a plain dict to every reader) that also knows the dumps of
    its items, so :func:`state_json` joins their remembered texts instead of encoding them."""

    __slots__ = ("_items", "_text")

    def __init__(self, data: dict[str, Any], items: dict[str, list[_ItemDump]]) -> None:
        super().__init__(data)
        self._items = items
        self._text: str | None = None

    def json(self) -> str:
        """``json.dumps(self)``, from the items' remembered texts (the same text: the
        encoder writes a dict as its ``"key": value`` pairs joined by ``", "``)."""
        if self._text is None:
            parts: list[str] = []
            for key, value in self.items():
                entries = self._items.get(key)
                if entries is not None and len(entries) == len(value):
                    texts = list(map(_TEXT, entries))
                    if not all(texts):  # (json.dumps never gives "")
                        texts = [e.json() for e in entries]
                    text = "[" + ", ".join(cast(list[str], texts)) + "]"
                else:
                    text = json.dumps(value)
                parts.append(json.dumps(key) + ": " + text)
            self._text = "{" + ", ".join(parts) + "}"
        return self._text


def dump_state(state: MemoryState) -> dict[str, Any]:
    """``state.model_dump(mode="json")``, from the remembered dumps of its items (the dicts
    are shared: callers must not change them). A schema with computed fields or extra
    values, or an item of another class, is dumped whole."""
    schema = type(state)
    if schema.model_computed_fields or state.__pydantic_extra__:
        return state.model_dump(mode="json")
    entries: dict[str, list[_ItemDump]] = {}
    for name in _LISTS:
        dumps = _item_dumps(getattr(state, name))
        if dumps is None:
            return state.model_dump(mode="json")
        entries[name] = dumps
    rest = state.model_dump(mode="json", exclude=set(_LISTS))
    out: dict[str, Any] = {}
    for name in schema.model_fields:  # the order model_dump gives
        if name in _LISTS:
            out[name] = list(map(_DUMPED, entries[name]))
        elif name in rest:
            out[name] = rest[name]
    return StateDump(out, entries)


def state_json(state: dict[str, Any] | None) -> str:
    """``json.dumps(state)``; a :class:`StateDump` joins its items' remembered texts."""
    if type(state) is StateDump:
        return state.json()
    return json.dumps(state)
