"""Turn views: a turn as context messages at one compression level, with its exact token count.

A turn enters a context in one of four forms:

* ``raw``: as stored;
* ``capped``: tool outputs over a token cap compressed (JSON-aware, else head+tail);
* ``cleared``: tool outputs replaced by placeholders naming the call and its size;
* ``squeezed``: cleared, and every other text cut head+tail to a cap (the newest turn only,
  when nothing else fits).

:func:`views_of` computes them lazily, once per turn object and counter: the views live on the
(frozen) turn, so a later ``context()`` call reuses them, and each text is tokenized once
(:meth:`TokenCounter.turn_tallies`); a view re-counts only the messages it changed.

A huge text (a 50 MB log) is not counted up front: its :class:`~turnmem.tally.TokenTally`
holds a proven lower bound, and a view answers "does it fit in N tokens?"
(:meth:`TurnView.at_most`) counting only as far as that takes, usually not at all. What a view
shows in place of a text it has not counted says its size in characters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from turnmem.context.compress import cleared, compress_observation, head_tail
from turnmem.item_forms import Item
from turnmem.tally import TokenTally
from turnmem.tokens import TokenCounter
from turnmem.turn import Message, Observation, ToolCall, Turn
from turnmem.turn_model import is_plain

__all__ = ["TurnView", "TurnViews", "ViewLevel", "new_views", "views_of", "views_reader"]

#: The compression levels of a turn view.
ViewLevel = Literal["raw", "capped", "cleared", "squeezed"]

# (call, observation, its tokens) -> the content a view shows for it.
_ContentFor = Callable[[ToolCall, Observation, TokenTally], str]

# Message keys whose values are nested containers a caller's copy must copy too.
_NESTED = frozenset({"tool_calls", "audio", "function_call"})

# Squeezed views are cached per cap; the caps tried follow the remaining budget, so a memory
# assembled under many budgets would otherwise keep one per budget.
_MAX_SQUEEZED = 16


class TurnView:
    """A turn's messages at one level and their exact tokens (the sum of per-message counts).

    ``messages`` are shared by every context that includes this view: treat them as read-only.
    ``tokens`` is exact; for a view holding a huge text not counted yet, reading it counts
    that text, so the context path asks :meth:`at_most` or reads :attr:`floor` instead.
    """

    __slots__ = ("_fixed", "_lazy", "flat", "items", "level", "messages")

    def __init__(self, level: ViewLevel, messages: list[Message], parts: _Parts) -> None:
        self.level = level
        self.messages = messages
        # The view as Responses items, converted once by the memory that first shows it
        # (memory/annotate.py); shared like ``messages``, so every context copies them.
        self.items: list[Item] | None = None
        # No message holds a nested dict or list to copy (tool calls, audio): a caller's copy
        # of each message is a plain dict copy (Context.messages are the caller's to edit).
        self.flat = all(map(_NESTED.isdisjoint, messages))  # (C calls: no frame per message)
        fixed, lazy = 0, []
        for rest, content in parts:
            if content.known:
                fixed += rest + content.tokens
            else:
                fixed += rest
                lazy.append(content)
        self._fixed = fixed  # tokens of the messages but the uncounted texts
        self._lazy = lazy  # (almost always empty: the hot path only checks that)

    @property
    def tokens(self) -> int:
        """The exact tokens (counts any text not counted yet)."""
        if not self._lazy:
            return self._fixed
        return self._fixed + sum(t.tokens for t in self._lazy)

    @property
    def floor(self) -> int:
        """A proven lower bound of :attr:`tokens`, equal to it when :attr:`counted`."""
        return self._fixed + sum(t.floor for t in self._lazy)

    @property
    def counted(self) -> bool:
        """Whether every text of the view is counted (:attr:`floor` is exact)."""
        return not self._lazy or all(t.known for t in self._lazy)

    @property
    def chars(self) -> int:
        """Characters of the texts not counted yet (0 when :attr:`counted`)."""
        return sum(t.chars for t in self._lazy if not t.known)

    def at_most(self, limit: int) -> bool:
        """Whether ``tokens <= limit``, counting uncounted texts only as far as it takes."""
        if not self._lazy:
            return self._fixed <= limit
        while True:
            floor = self.floor
            pending = next((t for t in self._lazy if not t.known), None)
            if floor > limit or pending is None:
                return floor <= limit
            # The others at their bounds leave this much for it; either it is proven over
            # that (the view is over the limit) or it is counted in full.
            pending.at_most(limit - (floor - pending.floor))

    def upto(self, limit: int) -> int:
        """:attr:`tokens` if at most ``limit``, else a lower bound above ``limit``."""
        if not self._lazy:
            return self._fixed
        return self.tokens if self.at_most(limit) else self.floor


_Parts = Sequence[tuple[int, TokenTally]]


class _Form:
    """Messages with their (tokens besides the content, content tokens) pairs (read-only)."""

    __slots__ = ("messages", "parts")

    def __init__(self, messages: list[Message], parts: _Parts) -> None:
        self.messages = messages
        self.parts = parts

    def view(self, level: ViewLevel) -> TurnView:
        return TurnView(level, self.messages, self.parts)


class _Cleared:
    """The cleared form (kept for squeezing) and its view."""

    __slots__ = ("form", "view")

    def __init__(self, form: _Form) -> None:
        self.form = form
        self.view = form.view("cleared")


class TurnViews:
    """The views of one turn under one counter, each built on first use and then kept."""

    __slots__ = (
        "_capped",
        "_cleared",
        "_counter",
        "_raw",
        "_raw_view",
        "_squeezed",
        "_tools",
        "plain",
        "plain_tokens",
        "simple",
    )

    def __init__(self, turn: Turn, counter: TokenCounter) -> None:
        self._counter = counter
        # The messages the tallies were counted on (built once per turn, shared read-only).
        self._raw = form = _Form(turn.shared_messages(), counter.turn_tallies(turn))
        self._raw_view = raw = TurnView("raw", form.messages, form.parts)
        exchange = is_plain(turn)  # most turns: no tool output, so no other form to build
        # (message position, call, observation) of every tool message, in order.
        self._tools: list[tuple[int, ToolCall, Observation]] = []
        if not exchange and turn.steps:
            positions = [i for i, m in enumerate(self._raw.messages) if m["role"] == "tool"]
            pairs = [(s.call(o.tool_call_id), o) for s in turn.steps for o in s.observations]
            self._tools = [
                (pos, call, obs) for pos, (call, obs) in zip(positions, pairs, strict=True)
            ]
        self._capped: dict[int, TurnView] = {}
        self._cleared: _Cleared | None = None
        self._squeezed: dict[int, TurnView] | None = None  # made at the first squeeze
        #: The raw view when it is the turn's only one (no tool output to cap or clear) and
        #: exactly counted: every level but ``squeezed`` shows the same messages and tokens,
        #: so assembly decides on ``plain.tokens`` alone. None otherwise.
        counted = not raw._lazy or raw.counted  # (no text left to count: the usual case)
        self.plain: TurnView | None = raw if not self._tools and counted else None
        #: ``plain.tokens`` (exact, fixed: every text counted), read without a property call
        #: by assembly's per-turn loops; None when there is no plain view.
        self.plain_tokens: int | None = None
        if self.plain is not None:
            self.plain_tokens = raw._fixed if not raw._lazy else raw.tokens
        #: The plain view's messages when the turn is a plain exchange (a user text and its
        #: reply, nothing else: :func:`~turnmem.turn_model.is_plain`), whose Responses items
        #: are the same two ``{"role", "content"}`` dicts; None otherwise. The plain window
        #: (:mod:`turnmem.context.window`) builds a context of such turns in one pass.
        self.simple: list[Message] | None = (
            self._raw.messages if self.plain is not None and exchange else None
        )

    @property
    def observation_count(self) -> int:
        """How many tool outputs the turn holds."""
        return len(self._tools)

    def raw(self) -> TurnView:
        """The turn as stored."""
        return self._raw_view

    def capped(self, cap: int | None) -> TurnView:
        """Tool outputs over ``cap`` tokens compressed (``None``: the raw view)."""
        if cap is None or not self._tools:
            return self._raw_view
        view = self._capped.get(cap)
        if view is None:
            counter = self._counter

            def cap_obs(_call: ToolCall, obs: Observation, tokens: TokenTally) -> str:
                return compress_observation(obs.content, cap, counter, total=tokens)

            view = self._replace_observations(cap_obs).view("capped")
            self._capped[cap] = view
        return view

    def cleared(self) -> TurnView:
        """Every tool output replaced by a placeholder naming the tool, call and size."""
        return self._cleared_views().view

    def squeezed(self, cap: int) -> TurnView:
        """The cleared view with every other text cut head+tail to ``cap`` tokens."""
        if self._squeezed is None:
            self._squeezed = {}
        view = self._squeezed.get(cap)
        if view is None:
            form = self._cleared_views().form
            messages: list[Message] = []
            parts: list[tuple[int, TokenTally]] = []
            for m, (rest, content_tokens) in zip(form.messages, form.parts, strict=True):
                content = m.get("content")
                if isinstance(content, str) and m["role"] != "tool":
                    cut = head_tail(content, cap, self._counter, total=content_tokens)
                    if cut is not content:
                        m = {**m, "content": cut}
                        content_tokens = self._counter.tally(cut)
                messages.append(m)
                parts.append((rest, content_tokens))
            view = _Form(messages, parts).view("squeezed")
            if len(self._squeezed) >= _MAX_SQUEEZED:
                self._squeezed.clear()
            self._squeezed[cap] = view
        return view

    def _cleared_views(self) -> _Cleared:
        if self._cleared is None:
            self._cleared = _Cleared(
                self._replace_observations(
                    lambda call, _obs, tokens: cleared(call.name, call.id, tokens)
                )
            )
        return self._cleared

    def _replace_observations(self, content_for: _ContentFor) -> _Form:
        """The raw form with each tool message's content replaced (only those re-counted)."""
        if not self._tools:
            return self._raw
        messages = list(self._raw.messages)
        parts = list(self._raw.parts)
        for pos, call, obs in self._tools:
            rest, tokens = parts[pos]
            content = content_for(call, obs, tokens)
            if content is not obs.content:
                messages[pos] = {**messages[pos], "content": content}
                parts[pos] = (rest, self._counter.tally(content))
        return _Form(messages, parts)


def views_reader(counter: TokenCounter) -> Callable[[Turn], TurnViews]:
    """:func:`views_of` under ``counter`` as one call per turn (assembly reads every eligible
    turn's views two or three times per context)."""
    key = counter.views_key

    def read(turn: Turn) -> TurnViews:
        # Turn.memo_table's dict, read in place: one call less per turn and pass.
        memo = turn.__pydantic_private__["_memo"]  # type: ignore[index]
        views: TurnViews | None = memo.get(key)
        if views is None:
            views = memo[key] = new_views(turn, counter, memo)
        return views

    return read


def views_of(turn: Turn, counter: TokenCounter) -> TurnViews:
    """The views of ``turn`` under ``counter``, memoised on the turn object."""
    # Read several times per turn and context: the memo table directly, no closure per call.
    memo = turn.memo_table()
    key = counter.views_key
    views: TurnViews | None = memo.get(key)
    if views is None:
        views = memo[key] = new_views(turn, counter, memo)
    return views


_MESSAGES_KEY = ("messages",)  # Turn.shared_messages' memo key
_new = object.__new__


def new_views(turn: Turn, counter: TokenCounter, memo: dict[tuple[str, ...], Any]) -> TurnViews:
    """``TurnViews(turn, counter)``, made on a turn's first read (the one place views are
    made; ``memo`` is the turn's memo table). A plain exchange whose texts are counted (a new
    turn at every add: the usual case) takes the short way to the same views and memo
    entries: its messages and tallies written at once, no general walk (tests compare)."""
    if not is_plain(turn):
        return TurnViews(turn, counter)
    d = turn.__dict__
    messages: list[Message] | None = memo.get(_MESSAGES_KEY)
    if messages is None:  # what Turn.to_messages writes for a plain exchange
        messages = [
            {"role": "user", "content": d["user"]},
            {"role": "assistant", "content": d["response"]},
        ]
        memo[_MESSAGES_KEY] = messages
    parts = memo.get(counter.tallies_key)
    if parts is None:
        parts = memo[counter.tallies_key] = counter.exchange_tallies(d["user"], d["response"])
    (user_rest, user_tokens), (reply_rest, reply_tokens) = parts
    # TokenTally.known and .tokens read as their slots (no property call per text):
    # ``_pieces`` is None once the count is known, and ``_counted`` is that count.
    if user_tokens._pieces is not None or reply_tokens._pieces is not None:  # a huge text
        return TurnViews(turn, counter)  # not counted yet
    # What TurnViews.__init__ sets for it: one raw view (flat, every text counted) that is
    # also the plain and simple one, no tool output, nothing capped, cleared or squeezed.
    raw: TurnView = _new(TurnView)
    raw.level = "raw"
    raw.messages = messages
    raw.items = None
    raw.flat = True
    raw._fixed = tokens = user_rest + user_tokens._counted + reply_rest + reply_tokens._counted
    raw._lazy = []
    form: _Form = _new(_Form)
    form.messages = messages
    form.parts = parts
    views: TurnViews = _new(TurnViews)
    views._counter = counter
    views._raw = form
    views._raw_view = views.plain = raw
    views._tools = []
    views._capped = {}
    views._cleared = None
    views._squeezed = None
    views.plain_tokens = tokens
    views.simple = messages
    return views
