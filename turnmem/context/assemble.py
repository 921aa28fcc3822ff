"""Context assembly: tiers + budget -> OpenAI messages, exactly counted. Pure, no I/O.

Guarantees (DESIGN §3), each covered by property tests:

* the context never exceeds the budget under the memory's counter, or
  :class:`ContextOverflowError` says that pinned messages + current input alone are too large;
* tool calls and their results are never split: only whole turns enter or leave;
* pinned messages come first, verbatim;
* the newest turn is kept, compressed harder if needed (observations capped, then cleared, then
  every text cut head+tail); only if even its skeleton cannot fit is it dropped, and reported.

Fill order: pinned and current input (required), the newest turn; then the room left is split
between the recent turns, state, summary and recall by the policy's shares, a tier needing less
than its share giving the rest to the others (:func:`~turnmem.context.budget.split_room`); what
is still left goes to the turns left out (newest first), then to the cut sections. Messages are
emitted in reading order: pinned, state, summary, recall, turns, input.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from pydantic import BaseModel, ConfigDict, Field

from turnmem.context.budget import Budget, ContextNote, SectionName, split_room
from turnmem.context.compress import head_tail
from turnmem.context.sections import Sections, section_message
from turnmem.context.views import TurnView, TurnViews, views_of
from turnmem.errors import ConfigurationError, ContextOverflowError
from turnmem.items import Item, items_from_messages
from turnmem.policy import MemoryPolicy
from turnmem.text_counts import count_cached
from turnmem.tokens import REPLY_PRIMING, TokenCounter
from turnmem.turn import Message, PinnedMessage, Turn

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletionMessageParam

__all__ = ["Context", "ContextNote", "assemble", "section_message"]

STATE_HEADER = "Known state of this conversation (from memory; (tN) = turn N):"
SUMMARY_HEADER = "Summary of earlier turns (from memory):"
RECALL_HEADER = "Possibly relevant earlier turns (recalled from the archive):"


class Context(BaseModel):
    """An assembled prompt: ready-to-send messages and how they were made."""

    model_config = ConfigDict(frozen=True)

    messages: list[Message] = Field(description="OpenAI chat-completions messages, in order.")
    tokens: int = Field(
        description="Exact prompt tokens of ``messages`` (incl. reply priming and tools)."
    )
    budget: int = Field(description="The budget the context was assembled for.")
    sections: dict[str, int] = Field(description="Tokens per section, summing to ``tokens``.")
    turn_indices: list[int] = Field(description="Indices of the turns included, oldest first.")
    notes: list[ContextNote] = Field(default_factory=list, description="What was changed, why.")
    source_items: list[Item] | None = Field(
        default=None,
        description="The same context as Responses-API items with item ids and reasoning "
        "items kept (set by a memory; read ``items``).",
    )

    @property
    def items(self) -> list[Item]:
        """The context as Responses-API input items, for ``client.responses.create(input=)``.

        From a memory, turns read from items come back with their ids, status and reasoning
        items; otherwise the items are converted from ``messages``.
        """
        if self.source_items is not None:
            return self.source_items
        return items_from_messages(self.messages)

    @property
    def openai_messages(self) -> list[ChatCompletionMessageParam]:
        """``messages`` typed as the openai SDK's message params (same objects)."""
        return cast("list[ChatCompletionMessageParam]", self.messages)

    @property
    def dropped(self) -> list[ContextNote]:
        """Notes of turns or sections left out."""
        return [n for n in self.notes if n.kind == "dropped"]


def check_budget(budget: object) -> int:
    """``budget`` as an int if it is a positive whole number of tokens, else a
    ConfigurationError (not a ContextOverflowError "over the budget of -5")."""
    value = None
    if not isinstance(budget, bool):
        try:
            value = operator.index(budget)  # type: ignore[arg-type]  # int, numpy ints
        except TypeError:
            value = None
    if value is None or value <= 0:
        raise ConfigurationError(
            f"budget must be a positive number of tokens, got {budget!r}; pass e.g. budget=4000"
        )
    return value


# --- turns --------------------------------------------------------------------------------


class _TurnFill:
    """Chooses a view for each eligible turn, newest first, spending one :class:`Budget`.

    Only whole turns enter, contiguous from the newest: :meth:`fill` stops at the first
    (non-newest) turn that cannot fit even cleared, within the room and the tier's ``limit``;
    a later :meth:`fill` with more room resumes there. :meth:`finish` notes what stayed out.
    """

    def __init__(
        self,
        turns: Sequence[Turn],
        first: int,
        counter: TokenCounter,
        policy: MemoryPolicy,
        budget: Budget,
    ) -> None:
        self.turns, self.first, self.counter, self.policy = turns, first, counter, policy
        self.budget = budget
        self.chosen: dict[int, TurnView] = {}  # position in turns -> view
        self.stop: int | None = None  # the newest position left out, once the fill stopped
        self.newest_failed = False
        self.limit: int | None = None  # tokens the turns (the newest excluded) may spend
        self.spent = 0

    def _fits(self, view: TurnView) -> bool:
        room = self.budget.remaining
        if self.limit is not None:
            room = min(room, self.limit - self.spent)
        return view.at_most(room)  # a huge text is bounded, not counted, to know it is over

    def newest(self) -> bool:
        """Take the newest turn (compressed, cleared or squeezed as needed), with all the room."""
        pos = len(self.turns) - 1
        if self._take(pos, newest=True):
            self.spent = 0  # the newest turn is not part of the recent tier's allowance
            return True
        self.stop = pos
        self.newest_failed = True
        return False

    def fill(self, positions: range, limit: int | None) -> None:
        """Add turns newest first within ``limit`` tokens; stop at the first that cannot fit."""
        if self.newest_failed:
            return
        self.limit = limit
        for pos in positions:
            if pos in self.chosen:
                continue
            if self.stop is not None and pos < self.stop:
                return
            if not self._take(pos, newest=False):
                self.stop = pos
                return
            if self.stop == pos:
                self.stop = None

    def finish(self) -> None:
        """Note the turns left out: the newest one that did not fit, and every older one."""
        pos = self.stop
        if pos is None:
            return
        turn = self.turns[pos]
        newest = pos == len(self.turns) - 1
        self.budget.note(
            "dropped",
            "turns",
            turn_index=turn.index,
            before=(raw := views_of(turn, self.counter).raw()).floor,
            after=0,
            reason="no room left in the budget"
            + (" even when squeezed" if newest else "")
            + _uncounted(raw),
        )
        if pos > self.first:
            lo, hi = self.turns[self.first].index, self.turns[pos - 1].index
            self.budget.note(
                "dropped",
                "turns",
                before=0,
                after=0,
                reason=f"{pos - self.first} older turns (t{lo}..t{hi}) left out: whole, "
                "contiguous turns only and newer turns had priority",
            )

    def need(self, positions: range, limit: int) -> int:
        """Tokens the turns at ``positions`` take at the policy's level for their age, counted
        up to just past ``limit``: a need beyond the room is never met, so how far beyond does
        not change the split (and a long unfolded history is not walked on every context)."""
        total = 0
        for p in positions:
            total += self._base(views_of(self.turns[p], self.counter), p).upto(limit - total)
            if total > limit:
                break
        return total

    def _base(self, views: TurnViews, pos: int) -> TurnView:
        """The view the policy gives a turn of this age: cleared once old enough, else capped."""
        k = self.policy.clear_observations_after
        if k is not None and len(self.turns) - 1 - pos >= k:
            return views.cleared()
        return views.capped(self.policy.observation_max_tokens)

    def _candidates(self, views: TurnViews, pos: int, newest: bool) -> list[TurnView]:
        """Views to try, best first: the policy's level (raw too for the newest turn while it
        leaves half the room), a tighter cap for the newest turn, then cleared."""
        policy, budget = self.policy, self.budget
        base = self._base(views, pos)
        if not newest:  # the common case, once per eligible turn and context: no list work
            return [base] if base.level == "cleared" else [base, views.cleared()]
        candidates = [base]
        raw = views.raw()
        if base.level != "raw" and raw.at_most(budget.remaining // 2):
            # The agent is acting on the newest tool results: keep them verbatim while they
            # leave at least half of the room for the other tiers.
            candidates.insert(0, raw)
        n_obs = views.observation_count
        if n_obs and base.level != "cleared" and not candidates[0].at_most(budget.remaining):
            # Compress the newest turn's outputs to share what is left before clearing them.
            cap = max(budget.remaining // (2 * n_obs), 16)
            if policy.observation_max_tokens is None or cap < policy.observation_max_tokens:
                candidates.append(views.capped(cap))
        if base.level != "cleared":
            candidates.append(views.cleared())
        return candidates

    def _take(self, pos: int, newest: bool) -> bool:
        turn = self.turns[pos]
        views = views_of(turn, self.counter)
        raw = views.raw()
        for view in self._candidates(views, pos, newest):
            if self._fits(view) if not newest else view.at_most(self.budget.remaining):
                self._keep(pos, view)
                if not raw.at_most(view.tokens):  # the view is smaller than the raw turn
                    cleared = view.level == "cleared"
                    self.budget.note(
                        "cleared" if cleared else "compressed",
                        "turns",
                        turn_index=turn.index,
                        before=raw.floor,
                        after=view.tokens,
                        reason=(
                            "old observations cleared"
                            if cleared
                            else f"outputs over {self.policy.observation_max_tokens} tokens "
                            "compressed"
                        )
                        + _uncounted(raw),
                    )
                return True
        return newest and self._squeeze(views, pos, raw)

    def _squeeze(self, views: TurnViews, pos: int, raw: TurnView) -> bool:
        """Fit the newest turn by cutting every text, halving the cap until it fits."""
        turn, budget = self.turns[pos], self.budget
        cap = max(budget.remaining // 2, 8)
        while cap >= 4:
            view = views.squeezed(cap)
            if view.at_most(budget.remaining):
                self._keep(pos, view)
                budget.note(
                    "squeezed",
                    "turns",
                    turn_index=turn.index,
                    before=raw.floor,
                    after=view.tokens,
                    reason=f"newest turn cut to {cap} tokens per text to fit the budget"
                    + _uncounted(raw),
                )
                return True
            cap //= 2
        return False

    def _keep(self, pos: int, view: TurnView) -> None:
        self.chosen[pos] = view
        self.spent += view.tokens
        self.budget.spend(view.tokens)


def _uncounted(raw: TurnView) -> str:
    """What a note adds when its ``tokens_before`` is a bound: the raw turn holds a text not
    counted in full (a huge output whose bound already showed it could not fit)."""
    if raw.counted:
        return ""
    return f" (tokens_before is a lower bound: {raw.chars} characters not counted in full)"


# --- assembly -----------------------------------------------------------------------------


def _pinned_tokens(message: Message, counter: TokenCounter) -> int:
    """``counter.count_message(message)``; a plain system prompt's count is remembered (the
    same text in every context)."""
    content = message.get("content")
    if message.keys() == {"role", "content"} and isinstance(content, str):
        return counter.count_message({"role": message["role"]}) + count_cached(counter, content)
    return counter.count_message(message)


def _recall_body(snippets: Sequence[str], counter: TokenCounter) -> Callable[[int], str]:
    """Whole snippets, best first, within the room (the best one cut head+tail if alone)."""

    def body(room: int) -> str:
        lines: list[str] = []
        for s in snippets:
            text = "\n".join([*lines, f"- {s}"])
            if counter.count_text(text) > room:
                break
            lines.append(f"- {s}")
        if lines:
            return "\n".join(lines)
        return head_tail(f"- {snippets[0]}", room, counter) if snippets else ""

    return body


def assemble(
    *,
    pinned: Sequence[PinnedMessage],
    turns: Sequence[Turn],
    counter: TokenCounter,
    policy: MemoryPolicy,
    first: int = 0,
    budget: int | None = None,
    current_input: str | None = None,
    render_state: Callable[[int], str] | None = None,
    summary: str = "",
    recall: Sequence[str] = (),
    tools: Sequence[Mapping[str, Any]] | None = None,
) -> Context:
    """Build the context for the next LLM call.

    The room left once the required parts are paid is split between the recent turns, state,
    summary and recall by the policy's shares (``recent_share`` ...); a tier that needs less
    gives the rest to the others, and what is still left after the first pass goes to the
    turns left out, then to the sections that were cut.

    Args:
        pinned: system/developer messages, emitted first and verbatim.
        turns: turns, oldest first (the newest may be open); ``turns[first:]`` are eligible.
        first: position of the oldest eligible turn (avoids copying long histories).
        counter: the token counter defining the budget.
        policy: windowing, compression and tier-share settings.
        budget: token budget (default ``policy.budget``), a positive number of tokens.
        current_input: the user message being answered, appended last (required).
        render_state: renders the state within a token cap (``None`` or ``""`` = no state).
        summary: the rolling summary text.
        recall: recalled snippets of archived turns, best first.
        tools: tool definitions the request will carry; their tokens (cookbook formula) are
            part of the budget and of ``Context.tokens``.

    Raises:
        ConfigurationError: ``budget`` is not a positive number of tokens, or it is left to a
            policy whose relative budget (``budget="70%"``) was never resolved.
        ContextOverflowError: pinned + current input (+ reply priming) exceed the budget.
    """
    if budget is None and policy.budget_share is not None:
        raise ConfigurationError(
            f"the policy's budget ({policy.budget_share:.0%} of the model's window) is not "
            "resolved; use policy.resolve_budget(model) or pass budget=..."
        )
    total = check_budget(policy.budget if budget is None else budget)
    # 1. The required parts: pinned messages, the current input, tool definitions, priming.
    pinned_msgs = [p.to_message() for p in pinned]
    current_msgs: list[Message] = (
        [{"role": "user", "content": current_input}] if current_input is not None else []
    )
    pinned_tokens = sum(_pinned_tokens(m, counter) for m in pinned_msgs)
    current_tokens = sum(counter.count_message(m) for m in current_msgs)
    tools_tokens = counter.count_tools(tools) if tools else 0
    required = pinned_tokens + current_tokens + tools_tokens + REPLY_PRIMING
    if required > total:
        raise ContextOverflowError(
            f"pinned messages ({pinned_tokens} tokens) and current input ({current_tokens} "
            f"tokens) need {required} tokens with reply priming"
            + (f" and tool definitions ({tools_tokens})" if tools_tokens else "")
            + f", over the budget of {total}; raise the budget or shorten them",
            budget=total,
            required=required,
        )
    room = Budget(total, required)

    # 2. The newest turn first, with all the room.
    fill = _TurnFill(turns, first, counter, policy, room)
    n = len(turns)
    win = policy.window_turns
    split = first if win is None else max(first, n - win)
    has_newest = n > first and fill.newest()
    others = range(n - 2, first - 1, -1)  # the recent window, then older turns awaiting a fold

    # 3. Split what is left between the tiers by need and share.
    sections = Sections(counter, room)
    if render_state is not None:
        sections.offer("state", STATE_HEADER, render_state, render_state(policy.state_max_tokens))
    sections.offer("summary", SUMMARY_HEADER, lambda r: head_tail(summary, r, counter), summary)
    recall_text = "\n".join(f"- {s}" for s in recall)
    sections.offer("recall", RECALL_HEADER, _recall_body(recall, counter), recall_text)
    needs = {"recent": fill.need(others, room.remaining) if has_newest else 0, **sections.needs()}
    shares = {
        "recent": policy.recent_share,
        "state": policy.state_share,
        "summary": policy.summary_share,
        "recall": policy.recall_share,
    }
    alloc = split_room(room.remaining, needs, shares)

    # 4. First pass: each tier within its allocation (window turns before older ones).
    if has_newest:
        fill.fill(range(n - 2, split - 1, -1), alloc["recent"])
        fill.fill(range(split - 1, first - 1, -1), alloc["recent"])
    tiers: tuple[SectionName, ...] = ("state", "summary", "recall")
    for name in tiers:
        sections.place(name, alloc.get(name, 0))

    # 5. Second pass: what is left goes to the turns left out, then to the cut sections.
    if has_newest:
        fill.fill(others, None)
    for name in tiers:
        sections.place(name, None)
    fill.finish()
    sections.finish()

    # 6. Reading order: pinned, sections, turns (oldest first), the current input.
    positions = sorted(fill.chosen)
    turn_msgs = [m for p in positions for m in fill.chosen[p].messages]
    tokens: dict[str, int] = {"pinned": pinned_tokens, **sections.tokens}
    tokens["turns"] = sum(fill.chosen[p].tokens for p in positions)
    tokens["current"] = current_tokens
    tokens["priming"] = REPLY_PRIMING
    if tools_tokens:
        tokens["tools"] = tools_tokens
    return Context(
        messages=[*pinned_msgs, *sections.messages, *turn_msgs, *current_msgs],
        tokens=sum(tokens.values()),
        budget=total,
        sections=tokens,
        turn_indices=[turns[p].index for p in positions],
        notes=room.notes,
    )
