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

import operator
from collections.abc import Callable, Sequence
from itertools import chain
from typing import Any

from turnmem.context import fill as _fill
from turnmem.context.assemble import Context, make_context
from turnmem.context.budget import Budget, ContextNote
from turnmem.context.fill import note_left_out
from turnmem.context.pinned import pinned_items, pinned_parts, plain_pinned
from turnmem.context.views import TurnViews
from turnmem.item_forms import Item
from turnmem.message import fresh_message
from turnmem.tokens import REPLY_PRIMING, TOKENS_PER_MESSAGE, TokenCounter
from turnmem.turn import Message, PinnedMessage, Turn

__all__ = ["PlainRun", "plain_context"]

ViewsReader = Callable[[Turn], TurnViews]


class PlainRun:
    """The plain exchanges the last plain context read, oldest first: consecutive turns of the
    memory's view (the ones shown and the newest one left out, if any) with their exact
    tokens, indices and messages (two per turn, shared read-only). The next context of the
    same turns and one more reads only the new turn's views: the window slides instead of
    being rebuilt. A memory keeps one (:class:`~turnmem.memory.engine.MemoryCore`); it is
    checked against the turns by identity before any use, so a stale run is never trusted."""

    __slots__ = ("counter", "fixed", "indices", "messages", "tokens", "turns")

    def __init__(self) -> None:
        self.counter: TokenCounter | None = None
        # (counter, pinned, plain_pinned's answer, an input message's tokens besides its text,
        # the views reader and what made it) of the last context: the same for the same
        # counter, pinned objects and reader factory (checked by identity).
        self.fixed: tuple[TokenCounter, tuple[PinnedMessage, ...], Any, int, Any, Any] | None
        self.fixed = None
        self.turns: list[Turn] = []
        self.tokens: list[int] = []
        self.indices: list[int] = []
        self.messages: list[Message] = []

    def locate(self, turns: Sequence[Turn], counter: TokenCounter) -> int | None:
        """The position in ``turns`` of the newest turn held, when the run lies there (the
        same objects, counted by ``counter``) and at most one turn was added after it; else
        None. The check compares identities in C: no view is read."""
        held = self.turns
        newest = len(turns) - 1
        if self.counter is not counter or not held or newest < 0:
            return None
        end = newest if turns[newest] is held[-1] else newest - 1
        start = end + 1 - len(held)
        if start < 0 or end < 0 or turns[end] is not held[-1]:
            return None
        return end if all(map(operator.is_, held, turns[start : end + 1])) else None

    def keep(self, counter: TokenCounter, turns: list[Turn], read: _Read) -> None:
        """Hold ``read`` (positions ``turns[-len(read.tokens):]``) for the next context."""
        self.counter = counter
        self.turns = turns
        self.tokens, self.indices, self.messages = read.tokens, read.indices, read.messages

    def drop_oldest(self, k: int) -> None:
        """Forget the ``k`` oldest turns held (in place: the run owns its lists)."""
        if k > 0:
            del self.turns[:k], self.tokens[:k], self.indices[:k], self.messages[: 2 * k]


class _Read:
    """Plain exchanges read for one context: the newest ones, oldest first."""

    __slots__ = ("indices", "messages", "tokens")

    def __init__(self, tokens: list[int], indices: list[int], messages: list[Message]) -> None:
        self.tokens = tokens
        self.indices = indices
        self.messages = messages


# A turn read is not a plain exchange: the context is the general path's.
_NOT_PLAIN = _Read([], [], [])


def plain_context(
    *,
    pinned: Sequence[PinnedMessage],
    turns: Sequence[Turn],
    first: int,
    counter: TokenCounter,
    budget: int,
    current_input: str,
    every_turn: bool,
    run: PlainRun | None = None,
) -> Context | None:
    """The context of ``turns[first:]`` (every one a plain exchange) for ``current_input``,
    exactly as assembly and annotation make it when there are no sections and no tools;
    None when that is not the case (a turn that is not plain, the newest turn not fitting as
    it is, the required parts over the budget): the caller then takes the general path.

    ``budget`` is a checked positive number of tokens. ``every_turn``: return None unless
    every eligible turn fits (a folding memory must fold the turns a context leaves out).
    ``run``: what the previous context read (updated here); the context is the same with or
    without it.
    """
    if type(current_input) is not str:  # a str subclass: items_from_messages converts it
        return None
    # The fill's reader, looked up on its module: the one way a context reads turn views
    # (tests count the reads there).
    reader_of = _fill.views_reader
    fixed = run.fixed if run is not None else None
    if (
        fixed is None
        or fixed[0] is not counter
        or fixed[4] is not reader_of
        or len(fixed[1]) != len(pinned)
        or not all(map(operator.is_, fixed[1], pinned))
    ):
        # The usual system prompt: one lookup, then held by the run. An input message counts
        # as assembly counts it: the overhead and the role, then its text.
        user_rest = TOKENS_PER_MESSAGE + counter.count_text("user")
        flat = plain_pinned(pinned, counter)
        fixed = (counter, tuple(pinned), flat, user_rest, reader_of, reader_of(counter))
        if run is not None:
            run.fixed = fixed
    _, _, flat_pinned, user_rest, _, read = fixed
    pinned_items_flat: list[Item] | None = None
    if flat_pinned is not None:
        pinned_msgs, pinned_tokens, pinned_items_flat = flat_pinned
    else:
        pinned_msgs, pinned_tokens = pinned_parts(pinned, counter)
    # As assembly counts it: the message overhead, the role, and the text (count_current:
    # the turn that later carries this text reuses the count).
    current_tokens = user_rest + counter.count_current(current_input)
    required = pinned_tokens + current_tokens + REPLY_PRIMING
    room = budget - required
    if room < 0:  # the general path raises ContextOverflowError
        return None
    got: _Read | PlainRun | None = None
    if run is not None:
        got = _slide(run, turns, first, room, counter, read)
    if got is None:
        got = _walk(turns, first, room, read)
    if got is _NOT_PLAIN:
        return None
    tokens = got.tokens
    # The newest turns while they fit (the rule of the fill): counts are not negative, so
    # that is the longest run of newest turns within the room, found by leaving out the
    # oldest read until the rest fit (usually none, or the one read past the stop).
    taken, cut = sum(tokens), 0
    while taken > room:
        taken -= tokens[cut]
        cut += 1
    shown = len(tokens) - cut
    newest = len(turns) - 1
    stop = newest - shown if shown < len(tokens) else None  # the newest turn left out
    newest_cut = shown == 0 and bool(tokens)  # it does not fit: the general path cuts it
    if run is not None:  # the run keeps the turns shown and the stop: the next context's
        past = len(tokens) - shown - (stop is not None)  # the turns read past the stop
        if got is not run:  # a walk's fresh lists become the run's
            run.keep(counter, list(turns[newest + 1 - len(tokens) :]), got)  # type: ignore[arg-type]
        if past > 0:  # (below, every slice is taken from the end)
            run.drop_oldest(past)
    if newest_cut:
        return None
    notes: list[ContextNote] = []
    if stop is not None:
        if every_turn:
            return None
        left = Budget(budget, required)
        note_left_out(left, turns, first, stop, counter)
        notes = left.notes
    sections = {
        "pinned": pinned_tokens,
        "turns": taken,
        "current": current_tokens,
        "priming": REPLY_PRIMING,
    }
    shown_msgs: list[Any] = got.messages[len(got.messages) - 2 * shown :]  # (no cast() call)
    current: Message = {"role": "user", "content": current_input}
    # A plain exchange's items are its two messages (flat: strings only): each list gets its
    # own copies, made in C (map) rather than a comprehension's loop; flat pinned ones too.
    messages: list[Message]
    items: list[Item]
    if pinned_items_flat is not None:
        messages = list(map(dict.copy, pinned_msgs))  # type: ignore[arg-type]
        items = list(map(dict.copy, pinned_items_flat))
    else:
        messages = [fresh_message(m) for m in pinned_msgs]
        items = pinned_items(pinned)
    messages += map(dict.copy, shown_msgs)  # type: ignore[arg-type]
    messages.append(current)
    items += map(dict.copy, shown_msgs)
    items.append(current.copy())  # type: ignore[arg-type]
    return make_context(
        messages=messages,
        tokens=pinned_tokens + taken + current_tokens + REPLY_PRIMING,  # (the sections' sum)
        budget=budget,
        sections=sections,
        turn_indices=got.indices[len(got.indices) - shown :],
        notes=notes,
        source_items=items,
    )


def _walk(turns: Sequence[Turn], first: int, room: int, read: ViewsReader) -> _Read:
    """Read the eligible turns newest first, up to the first that does not fit (included)."""
    tokens: list[int] = []
    indices: list[int] = []
    shown: list[list[Message]] = []
    taken = 0
    for pos in range(len(turns) - 1, first - 1, -1):
        turn = turns[pos]
        views = read(turn)
        msgs, n = views.simple, views.plain_tokens
        if msgs is None or n is None:
            return _NOT_PLAIN
        tokens.append(n)
        indices.append(turn.index)
        shown.append(msgs)
        if taken + n > room:
            break
        taken += n
    tokens.reverse()
    indices.reverse()
    shown.reverse()
    return _Read(tokens, indices, list(chain.from_iterable(shown)))


def _slide(
    run: PlainRun,
    turns: Sequence[Turn],
    first: int,
    room: int,
    counter: TokenCounter,
    read: ViewsReader,
) -> _Read | PlainRun | None:
    """The previous context's run, moved on (in place) by the turn added since (if any) and
    past the turns that left the window, when it still lies in ``turns`` at the same place
    and covers every turn the walk would read; None otherwise (then the walk reads them)."""
    end = run.locate(turns, counter)
    if end is None:
        return None
    start, newest = end + 1 - len(run.turns), len(turns) - 1
    new: tuple[Turn, int, list[Message]] | None = None
    if end < newest:  # the turn added since: the only one read
        turn = turns[newest]
        views = read(turn)
        msgs, n = views.simple, views.plain_tokens
        if msgs is None or n is None:
            return _NOT_PLAIN
        new = (turn, n, msgs)
    if start > first and sum(run.tokens) + (new[1] if new else 0) <= room:  # the walk would
        return None  # read older turns too
    if new is not None:  # the run moves on in place (it is checked again before every use)
        turn, n, msgs = new
        run.turns.append(turn)
        run.tokens.append(n)
        run.indices.append(turn.index)
        run.messages += msgs
    if start < first:  # turns that left the window
        run.drop_oldest(first - start)
    return run
