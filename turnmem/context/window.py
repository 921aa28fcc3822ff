"""The plain window: a context of plain exchanges and nothing else, built in one pass. Pure.

Most chat contexts of the window presets (``sliding_window``, ``full_buffer``,
``token_trim``) hold pinned messages, whole plain exchanges (a user text and its text reply)
and the user's next input: no state, summary, recall or tool definitions, no tool output to
compress. For those, :func:`~turnmem.context.assemble.assemble_parts` and the memory's
annotation come to one rule: the newest turn, then older ones newest first while they fit in
the room left by the required parts (the recent tier alone splits nothing, and its second pass
takes what the first left). :func:`plain_context` applies that rule in one pass over the
turns' memoised views and writes the :class:`Context` at once; for any other context it
returns None, and the general path runs. Property tests compare the two
(``tests/test_plain_window.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from turnmem.context import fill as _fill
from turnmem.context.assemble import Context, make_context
from turnmem.context.budget import Budget, ContextNote
from turnmem.context.fill import note_left_out
from turnmem.context.pinned import pinned_items, pinned_parts
from turnmem.item_forms import Item
from turnmem.message import fresh_message
from turnmem.tokens import REPLY_PRIMING, TOKENS_PER_MESSAGE, TokenCounter
from turnmem.turn import Message, PinnedMessage, Turn

__all__ = ["plain_context"]


def plain_context(
    *,
    pinned: Sequence[PinnedMessage],
    turns: Sequence[Turn],
    first: int,
    counter: TokenCounter,
    budget: int,
    current_input: str,
    every_turn: bool,
) -> Context | None:
    """The context of ``turns[first:]`` (every one a plain exchange) for ``current_input``,
    exactly as assembly and annotation make it when there are no sections and no tools;
    None when that is not the case (a turn that is not plain, the newest turn not fitting as
    it is, the required parts over the budget): the caller then takes the general path.

    ``budget`` is a checked positive number of tokens. ``every_turn``: return None unless
    every eligible turn fits (a folding memory must fold the turns a context leaves out).
    """
    if type(current_input) is not str:  # a str subclass: items_from_messages converts it
        return None
    pinned_msgs, pinned_tokens = pinned_parts(pinned, counter)
    # As assembly counts it: the message overhead, the role, and the text (count_current:
    # the turn that later carries this text reuses the count).
    current_tokens = TOKENS_PER_MESSAGE + counter.count_text("user")
    current_tokens += counter.count_current(current_input)
    required = pinned_tokens + current_tokens + REPLY_PRIMING
    room = budget - required
    if room < 0:  # the general path raises ContextOverflowError
        return None
    # The fill's reader, looked up on its module: the one way a context reads turn views
    # (tests count the reads there).
    read = _fill.views_reader(counter)
    shown: list[list[Message]] = []  # the included turns' messages, newest first
    taken = 0
    stop: int | None = None
    newest = len(turns) - 1
    for pos in range(newest, first - 1, -1):
        views = read(turns[pos])
        msgs, tokens = views.simple, views.plain_tokens
        if msgs is None or tokens is None:
            return None
        if taken + tokens > room:
            if pos == newest:  # compressed or squeezed by the general path
                return None
            stop = pos
            break
        taken += tokens
        shown.append(msgs)
    notes: list[ContextNote] = []
    if stop is not None:
        if every_turn:
            return None
        left = Budget(budget, required)
        note_left_out(left, turns, first, stop, counter)
        notes = left.notes
    sections = {"pinned": pinned_tokens, "turns": taken, "current": current_tokens}
    sections["priming"] = REPLY_PRIMING
    shown.reverse()  # reading order: oldest first
    current: Message = {"role": "user", "content": current_input}
    messages = [fresh_message(m) for m in pinned_msgs]
    # A plain exchange's items are its two messages: each list gets its own copies.
    messages += [m.copy() for msgs in shown for m in msgs]
    messages.append(current)
    items: list[Item] = pinned_items(pinned)
    items += cast("list[Item]", [m.copy() for msgs in shown for m in msgs])
    items.append(dict(current))
    return make_context(
        messages=messages,
        tokens=sum(sections.values()),
        budget=budget,
        sections=sections,
        turn_indices=[turns[p].index for p in range(newest - len(shown) + 1, newest + 1)],
        notes=notes,
        source_items=items,
    )
