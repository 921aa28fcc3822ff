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
from collections.abc import Sequence
from typing import Any

from turnmem.context.assemble import Assembly, Context, ContextNote, make_context
from turnmem.context.pinned import pinned_items
from turnmem.context.views import TurnView
from turnmem.errors import ContextOverflowError
from turnmem.item_forms import Item
from turnmem.items import items_from_messages
from turnmem.memory.ingest import MEMORY_MARKER
from turnmem.message import Message, fresh_message
from turnmem.tokens import TokenCounter
from turnmem.turn import PinnedMessage, Turn

__all__ = ["annotate", "marker_cost", "marker_reserve"]

# Sections a context can hold (state, summary, recall): each carries the marker.
_SECTIONS = ("state", "summary", "recall")


def marker_reserve(counter: TokenCounter) -> int:
    """Tokens the marker adds to the most sections a context can hold (``name`` + 1 each)."""
    return len(_SECTIONS) * (counter.count_text(MEMORY_MARKER) + 1)


def marker_cost(asm: Assembly, counter: TokenCounter) -> int:
    """Tokens the marker will add to the sections of ``asm``."""
    return len(asm.sections) * (counter.count_text(MEMORY_MARKER) + 1) if asm.sections else 0


def _text_of(msg: Message, original: str | None) -> str | None:
    content = msg.get("content")
    return content if isinstance(content, str) else original


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


def _items_of(turn: Turn, view: TurnView) -> list[Item]:
    """``turn`` as the Responses items of its context view, converted once per view (a turn
    shown as stored reuses the turn's own); the caller copies them."""
    items = view.items
    if items is None:
        if view.level == "raw" or _unchanged(turn, view.messages):
            items = turn.memo(("items",), turn.to_items)
        else:
            items = _as_viewed(turn, view.messages).to_items()
        view.items = items
    return items


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


def _current_items(current: list[Message]) -> list[Item]:
    """``items_from_messages(current)``; the usual input, one ``{"role": "user", "content"}``
    text message, is the item of the same two keys (a copy: the caller's to edit)."""
    if len(current) == 1:
        (msg,) = current
        if msg.keys() == _INPUT_KEYS and msg["role"] == "user" and type(msg["content"]) is str:
            return [dict(msg)]  # the same keys and values
    return items_from_messages(current)


_INPUT_KEYS = frozenset({"role", "content"})


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
    asm: Assembly,
    *,
    active: Sequence[Turn],
    pinned: Sequence[PinnedMessage],
    user_input: str | None,
    counter: TokenCounter,
    budget: int,
) -> Context:
    """The context of ``asm`` with its sections marked, flags, Responses items, and the
    current-input check added; ``budget`` is the caller's (assembly ran with the marker
    reserve taken off). Reads only the newest of the ``active`` turns: the included ones come
    with the assembly. Every message and item is a fresh copy (the caller's to edit)."""
    indices = asm.turn_indices
    if user_input is None and active and not active[-1].is_complete:
        newest = active[-1]
        if newest.user is not None and newest.index not in indices:
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
    sections = dict(asm.tokens)
    messages = [fresh_message(m) for m in asm.pinned]
    items: list[Item] = pinned_items(pinned)
    if asm.sections:
        delta = counter.count_text(MEMORY_MARKER) + 1
        marked: list[Message] = []
        for name, msg in asm.sections:
            marked.append({**msg, "name": MEMORY_MARKER})
            sections[name] += delta
        messages += marked
        items += items_from_messages(marked)
    included = asm.turns
    flat = True
    flagged: list[Turn] = []  # turns with tool calls, whose arguments may need a flag
    for turn, view in included:
        if view.items is None:
            _items_of(turn, view)  # converted once per view, then kept on it
        flat = flat and view.flat
        if turn.__dict__["steps"]:
            flagged.append(turn)
    # One comprehension per list rather than an extend per turn (a full buffer shows ~100):
    # the usual case is flat (nothing nested), a dict copy per message.
    if flat:
        messages += [m.copy() for _, view in included for m in view.messages]
    else:
        messages += [fresh_message(m) for _, view in included for m in view.messages]
    items += [item.copy() for _, view in included for item in view.items or ()]
    current = [fresh_message(m) for m in asm.current]
    messages += current
    items += _current_items(current)
    notes = [*asm.notes, *_flags(flagged, counter)] if flagged else list(asm.notes)
    return make_context(
        messages=messages,
        tokens=sum(sections.values()),
        budget=budget,
        sections=sections,
        turn_indices=indices,
        notes=notes,
        source_items=items,
    )
