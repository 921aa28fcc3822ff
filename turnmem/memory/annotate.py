"""After assembly: what a memory adds to a context that assembly alone cannot know. Pure.

* ``ctx.notes`` flags tool calls whose ``arguments`` are not valid JSON (kept verbatim and
  counted exactly; the model that wrote them may need to see its mistake);
* ``ctx.items`` keeps the Responses item ids, status and ``reasoning`` items of the turns it
  includes (the messages alone cannot carry them);
* without ``user_input`` the newest user message already added is the current input: if its
  turn could not be kept, that is a :class:`ContextOverflowError`, never a silent drop.
"""

from __future__ import annotations

import functools
from bisect import bisect_left
from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from turnmem.context.assemble import Context, ContextNote
from turnmem.errors import ContextOverflowError
from turnmem.item_forms import Item, message_item
from turnmem.items import items_from_messages
from turnmem.memory.ingest import MEMORY_MARKER
from turnmem.message import Message
from turnmem.tokens import TokenCounter
from turnmem.turn import PinnedMessage, Turn

__all__ = ["annotate", "marker_cost", "marker_reserve"]

# Sections a context can hold (state, summary, recall): each carries the marker.
_SECTIONS = ("state", "summary", "recall")


def marker_reserve(counter: TokenCounter) -> int:
    """Tokens the marker adds to the most sections a context can hold (``name`` + 1 each)."""
    return len(_SECTIONS) * (counter.count_text(MEMORY_MARKER) + 1)


def marker_cost(ctx: Context, counter: TokenCounter) -> int:
    """Tokens the marker will add to the sections of ``ctx``."""
    return sum(k in _SECTIONS for k in ctx.sections) * (counter.count_text(MEMORY_MARKER) + 1)


def _mark_sections(ctx: Context, start: int, end: int, counter: TokenCounter) -> Context:
    """Put the marker on the memory's section messages, and count it."""
    if start == end:
        return ctx
    messages = list(ctx.messages)
    sections = dict(ctx.sections)
    names = [k for k in sections if k in _SECTIONS]
    delta = counter.count_text(MEMORY_MARKER) + 1
    for pos, name in zip(range(start, end), names, strict=True):
        messages[pos] = {**messages[pos], "name": MEMORY_MARKER}
        sections[name] += delta
    added = delta * (end - start)
    return ctx.model_copy(
        update={"messages": messages, "sections": sections, "tokens": ctx.tokens + added}
    )


def _text_of(msg: Message, original: str | None) -> str | None:
    content = msg.get("content")
    return content if isinstance(content, str) else original


def _message_count(turn: Turn) -> int:
    """``len(turn.to_messages())`` without building them."""
    steps = turn.steps
    n = len(steps) + sum(len(s.observations) for s in steps) if steps else 0
    return n + (turn.user is not None) + (turn.response is not None)


def _texts(turn: Turn) -> tuple[str | None, ...]:
    """The texts of ``turn``'s messages, in message order (what a view may change)."""
    out: list[str | None] = [turn.user] if turn.user is not None else []
    for step in turn.steps:
        out.append(step.reasoning)
        out.extend(o.content for o in step.observations)
    if turn.response is not None:
        out.append(turn.response)
    return tuple(out)


def _unchanged(turn: Turn, msgs: Sequence[Message]) -> bool:
    """Whether the context shows ``turn``'s texts as stored (its raw view, the usual case)."""
    texts = turn.memo(("texts",), functools.partial(_texts, turn))
    for msg, text in zip(msgs, texts, strict=True):
        content = msg.get("content")
        if isinstance(content, str) and content is not text and content != text:
            return False
    return True


def _items_of(turn: Turn, msgs: Sequence[Message]) -> list[Item]:
    """``turn`` as the Responses items of its context view. A turn shown as stored reuses
    its items, converted once per turn (each a fresh dict: a caller editing an item of one
    context never changes the next one's)."""
    if _unchanged(turn, msgs):
        return [dict(i) for i in turn.memo(("items",), turn.to_items)]
    return _as_viewed(turn, msgs).to_items()


def _included(active: Sequence[Turn], indices: Sequence[int]) -> list[Turn]:
    """The turns of ``active`` (index order) with the given indices (ascending), by bisection:
    O(included x log(active)), not a walk over every unfolded turn."""
    out: list[Turn] = []
    lo, n, key = 0, len(active), attrgetter("index")
    for i in indices:
        lo = bisect_left(active, i, lo, n, key=key)
        if lo < n and active[lo].index == i:
            out.append(active[lo])
    return out


def _as_viewed(turn: Turn, msgs: Sequence[Message]) -> Turn:
    """``turn`` with the texts its context view shows (compressed, cleared, squeezed)."""
    it = iter(msgs)
    update: dict[str, Any] = {}

    def strip(extras: Any, changed: bool) -> Any:
        return (
            extras.model_copy(update={"parts": None}) if changed and extras is not None else extras
        )

    if turn.user is not None:
        text = _text_of(next(it), turn.user)
        update["user"] = text
        update["user_extras"] = strip(turn.user_extras, text != turn.user)
    steps = []
    for step in turn.steps:
        text = _text_of(next(it), step.reasoning)
        observations = []
        for obs in step.observations:
            content = _text_of(next(it), obs.content) or ""
            observations.append(
                obs.model_copy(
                    update={"content": content, "extras": strip(obs.extras, content != obs.content)}
                )
            )
        steps.append(
            step.model_copy(
                update={
                    "reasoning": text,
                    "extras": strip(step.extras, text != step.reasoning),
                    "observations": observations,
                }
            )
        )
    update["steps"] = steps
    if turn.response is not None:
        text = _text_of(next(it), turn.response)
        update["response"] = text
        update["response_extras"] = strip(turn.response_extras, text != turn.response)
    return turn.model_copy(update=update)


def _turn_flags(turn: Turn, counter: TokenCounter) -> list[ContextNote]:
    notes = []
    for step in turn.steps:
        for call in step.tool_calls:
            if not call.arguments_are_json():
                tokens = counter.count_text(call.arguments)
                notes.append(
                    ContextNote(
                        kind="flagged",
                        section="turns",
                        turn_index=turn.index,
                        tokens_before=tokens,
                        tokens_after=tokens,
                        reason=f"tool call {call.id} ({call.name}): arguments are not valid "
                        "JSON; kept verbatim",
                    )
                )
    return notes


def _flags(turns: Sequence[Turn], counter: TokenCounter) -> list[ContextNote]:
    """The flags of the included turns (parsed once per turn and counter; notes are frozen)."""
    notes: list[ContextNote] = []
    for turn in turns:
        if turn.steps:
            flags = functools.partial(_turn_flags, turn, counter)
            notes += turn.memo(("flags", counter.key), flags)
    return notes


def annotate(
    ctx: Context,
    *,
    active: Sequence[Turn],
    pinned: Sequence[PinnedMessage],
    user_input: str | None,
    counter: TokenCounter,
    budget: int,
) -> Context:
    """The context with its sections marked, flags, Responses items, and the current-input
    check added; ``budget`` is the caller's (assembly ran with the marker reserve taken off)."""
    included = _included(active, ctx.turn_indices)
    if user_input is None and active and not active[-1].is_complete:
        newest = active[-1]
        if newest.user is not None and newest.index not in ctx.turn_indices:
            tokens = counter.count_turn(newest)
            # What the context needs at the least: the pinned messages and this turn, whole.
            required = counter.count_messages(
                [*(p.to_message() for p in pinned), *newest.to_messages()]
            )
            raise ContextOverflowError(
                f"the current input (turn {newest.index}, {tokens} tokens with its steps) does "
                f"not fit the budget of {budget} even compressed; raise the budget",
                budget=budget,
                required=required,
            )
    counts = [_message_count(t) for t in included]
    n_turn_msgs = sum(counts)
    n_current = 1 if user_input is not None else 0
    head_end = len(ctx.messages) - n_turn_msgs - n_current
    ctx = _mark_sections(ctx, len(pinned), head_end, counter)
    msgs = ctx.messages
    items: list[Item] = [message_item(p.role, p.content, p.extras) for p in pinned]
    items += items_from_messages(msgs[len(pinned) : head_end])
    pos = head_end
    for turn, n in zip(included, counts, strict=True):
        items += _items_of(turn, msgs[pos : pos + n])
        pos += n
    items += items_from_messages(msgs[pos:])
    return ctx.model_copy(
        update={
            "notes": [*ctx.notes, *_flags(included, counter)],
            "source_items": items,
            "budget": budget,
        }
    )
