"""The pinned messages of a context: their messages, tokens and Responses items. Pure.

Every context starts with the same pinned messages (a system prompt), so what assembly needs of
them is made once per pinned objects (frozen) and counter and then reused: the messages and
their tokens (:func:`pinned_parts`) and the items a context copies (:func:`pinned_items`).
Only *plain* ones are kept (every value a string): a context copies each message or item
shallowly, so a nested value (content parts) would be shared between contexts; those are
made afresh each time, as before.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from turnmem.item_forms import Item, message_item
from turnmem.tokens import TokenCounter
from turnmem.turn import Message, PinnedMessage

__all__ = ["pinned_items", "pinned_parts", "plain_pinned"]

# Entries hold the pinned objects themselves, so the ids in their keys are not reused while
# they live; a full table is emptied (a process with many prompts re-makes them).
_MAX_ENTRIES = 64
_PARTS: dict[tuple[object, ...], tuple[tuple[PinnedMessage, ...], list[Message], int]] = {}
_ITEMS: dict[tuple[int, ...], tuple[tuple[PinnedMessage, ...], list[Item] | None]] = {}
_PlainParts = tuple[list[Message], int, list[Item]]
_PLAIN: dict[tuple[object, ...], tuple[tuple[PinnedMessage, ...], _PlainParts | None]] = {}


def _same(held: tuple[PinnedMessage, ...], pinned: Sequence[PinnedMessage]) -> bool:
    return len(held) == len(pinned) and all(map(operator.is_, held, pinned))


def _flat(dicts: Sequence[Message] | Sequence[Item]) -> bool:
    return all(type(v) is str for d in dicts for v in d.values())


def _tokens(message: Message, counter: TokenCounter) -> int:
    """``counter.count_message(message)``; a plain system prompt's count is remembered (the
    same text in every context)."""
    content = message.get("content")
    if message.keys() == {"role", "content"} and isinstance(content, str):
        role = message["role"]
        return counter.remember(("pinned", role, content), lambda: counter.count_message(message))
    return counter.count_message(message)


def pinned_parts(
    pinned: Sequence[PinnedMessage], counter: TokenCounter
) -> tuple[list[Message], int]:
    """The pinned messages (shared, read-only: a context copies them) and their tokens."""
    key = (counter.key, *map(id, pinned))
    entry = _PARTS.get(key)
    if entry is not None and _same(entry[0], pinned):
        return entry[1], entry[2]
    msgs = [p.to_message() for p in pinned]
    tokens = sum(_tokens(m, counter) for m in msgs)
    if _flat(msgs):
        if len(_PARTS) >= _MAX_ENTRIES:
            _PARTS.clear()
        _PARTS[key] = (tuple(pinned), msgs, tokens)
    return msgs, tokens


def pinned_items(pinned: Sequence[PinnedMessage]) -> list[Item]:
    """The Responses items of the pinned messages, fresh for the caller to edit."""
    key = tuple(map(id, pinned))
    entry = _ITEMS.get(key)
    if entry is not None and _same(entry[0], pinned):
        if entry[1] is not None:
            return [item.copy() for item in entry[1]]
        return _convert(pinned)
    items = _convert(pinned)
    if len(_ITEMS) >= _MAX_ENTRIES:
        _ITEMS.clear()
    _ITEMS[key] = (tuple(pinned), [item.copy() for item in items] if _flat(items) else None)
    return items


def _convert(pinned: Sequence[PinnedMessage]) -> list[Item]:
    return [message_item(p.role, p.content, p.extras) for p in pinned]


def plain_pinned(pinned: Sequence[PinnedMessage], counter: TokenCounter) -> _PlainParts | None:
    """:func:`pinned_parts` and the items :func:`pinned_items` copies, from one lookup, when
    every message and item is flat (string values only: a ``dict.copy`` of each is the
    caller's own copy); None otherwise. Both lists are shared: copy each entry."""
    key = (counter.views_key, *map(id, pinned))  # (views_key: counter.key, no property call)
    entry = _PLAIN.get(key)
    if entry is not None and _same(entry[0], pinned):
        return entry[1]
    msgs, tokens = pinned_parts(pinned, counter)
    items = _convert(pinned)
    parts = (msgs, tokens, items) if _flat(msgs) and _flat(items) else None
    if len(_PLAIN) >= _MAX_ENTRIES:
        _PLAIN.clear()
    _PLAIN[key] = (tuple(pinned), parts)
    return parts
