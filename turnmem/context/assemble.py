"""Context assembly: tiers + budget -> OpenAI messages, exactly counted. Pure, no I/O.

Guarantees (DESIGN §3), each covered by property tests:

* the context never exceeds the budget under the memory's counter, or
  :class:`ContextOverflowError` says that pinned messages + current input alone are too large;
* tool calls and their results are never split: only whole turns enter or leave;
* pinned messages come first, verbatim;
* the newest turn is kept, compressed harder if needed (observations capped, then cleared, then
  every text cut head+tail); only if even its skeleton cannot fit is it dropped, and reported.

Fill order by priority: pinned and current input (required), the newest turn, the rest of the
recent window (newest first), state, summary, recalled snippets, then older turns still waiting
for a fold. Messages are emitted in reading order: pinned, state, summary, recall, turns, input.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from pydantic import BaseModel, ConfigDict, Field

from turnmem.context.budget import Budget, ContextNote, SectionName
from turnmem.context.compress import head_tail
from turnmem.context.views import TurnView, TurnViews, views_of
from turnmem.errors import ConfigurationError, ContextOverflowError
from turnmem.items import Item, items_from_messages
from turnmem.policy import MemoryPolicy
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


def section_message(header: str, body: str) -> Message:
    """A memory section as a system message (pinned messages stay separate and untouched)."""
    return {"role": "system", "content": f"{header}\n{body}"}


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

    Only whole turns enter: at the first (non-newest) turn that cannot fit even cleared, it and
    every older eligible turn are left out, with one note for the older ones.
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
        self.stopped = False

    def newest(self) -> bool:
        """Take the newest turn (compressed, cleared or squeezed as needed)."""
        pos = len(self.turns) - 1
        if self._take(pos, newest=True):
            return True
        self._stop(pos)
        return False

    def fill(self, positions: range) -> None:
        """Add turns newest first; at the first that cannot fit, drop it and every older one."""
        for pos in positions:
            if self.stopped:
                return
            if not self._take(pos, newest=False):
                self._stop(pos)

    def _stop(self, pos: int) -> None:
        """No turn at or before ``pos`` can be kept: one note for every older eligible turn."""
        self.stopped = True
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
        if base.level != "raw" and raw.tokens <= budget.remaining // 2:
            # The agent is acting on the newest tool results: keep them verbatim while they
            # leave at least half of the room for the other tiers.
            candidates.insert(0, raw)
        n_obs = views.observation_count
        if n_obs and base.level != "cleared" and not budget.fits(candidates[0].tokens):
            # Compress the newest turn's outputs to share what is left before clearing them.
            cap = max(budget.remaining // (2 * n_obs), 16)
            if policy.observation_max_tokens is None or cap < policy.observation_max_tokens:
                candidates.append(views.capped(cap))
        if base.level != "cleared":
            candidates.append(views.cleared())
        return candidates

    def _take(self, pos: int, newest: bool) -> bool:
        turn, budget = self.turns[pos], self.budget
        views = views_of(turn, self.counter)
        raw_tokens = views.raw().tokens
        for view in self._candidates(views, pos, newest):
            if budget.fits(view.tokens):
                self._keep(pos, view)
                if view.tokens < raw_tokens:
                    cleared = view.level == "cleared"
                    budget.note(
                        "cleared" if cleared else "compressed",
                        "turns",
                        turn_index=turn.index,
                        before=raw_tokens,
                        after=view.tokens,
                        reason="old observations cleared"
                        if cleared
                        else f"outputs over {self.policy.observation_max_tokens} tokens compressed",
                    )
                return True
        if newest and self._squeeze(views, pos, raw_tokens):
            return True
        budget.note(
            "dropped",
            "turns",
            turn_index=turn.index,
            before=raw_tokens,
            after=0,
            reason="no room left in the budget" + (" even when squeezed" if newest else ""),
        )
        return False

    def _squeeze(self, views: TurnViews, pos: int, raw_tokens: int) -> bool:
        """Fit the newest turn by cutting every text, halving the cap until it fits."""
        turn, budget = self.turns[pos], self.budget
        cap = max(budget.remaining // 2, 8)
        while cap >= 4:
            view = views.squeezed(cap)
            if budget.fits(view.tokens):
                self._keep(pos, view)
                budget.note(
                    "squeezed",
                    "turns",
                    turn_index=turn.index,
                    before=raw_tokens,
                    after=view.tokens,
                    reason=f"newest turn cut to {cap} tokens per text to fit the budget",
                )
                return True
            cap //= 2
        return False

    def _keep(self, pos: int, view: TurnView) -> None:
        self.chosen[pos] = view
        self.budget.spend(view.tokens)


# --- sections -----------------------------------------------------------------------------


class _Sections:
    """The memory sections (state, summary, recall) as system messages, cut to what is left."""

    def __init__(self, counter: TokenCounter, budget: Budget) -> None:
        self.counter, self.budget = counter, budget
        self.messages: list[Message] = []
        self.tokens: dict[str, int] = {}

    def add(
        self, name: SectionName, header: str, body_for: Callable[[int], str], full: str
    ) -> None:
        """Add section ``name`` whole, or its body cut to the room left, or note its drop."""
        if not full:
            return
        counter, budget = self.counter, self.budget
        msg = section_message(header, full)
        tokens = before = counter.count_message(msg)
        if not budget.fits(tokens):
            room = budget.remaining - counter.count_message(section_message(header, ""))
            body = body_for(room) if room > 0 else ""
            msg = section_message(header, body)
            tokens = counter.count_message(msg)
            if not body or not budget.fits(tokens):
                budget.note(
                    "dropped", name, before=before, after=0, reason="no room left in the budget"
                )
                return
            budget.note(
                "truncated", name, before=before, after=tokens, reason="cut to the remaining budget"
            )
        self.messages.append(msg)
        self.tokens[name] = tokens
        budget.spend(tokens)


# --- assembly -----------------------------------------------------------------------------


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

    Args:
        pinned: system/developer messages, emitted first and verbatim.
        turns: turns, oldest first (the newest may be open); ``turns[first:]`` are eligible.
        first: position of the oldest eligible turn (avoids copying long histories).
        counter: the token counter defining the budget.
        policy: windowing and compression settings.
        budget: token budget (default ``policy.budget``), a positive number of tokens.
        current_input: the user message being answered, appended last (required).
        render_state: renders the state within a token cap (``None`` or ``""`` = no state).
        summary: the rolling summary text.
        recall: recalled snippets of archived turns.
        tools: tool definitions the request will carry; their tokens (cookbook formula) are
            part of the budget and of ``Context.tokens``.

    Raises:
        ConfigurationError: ``budget`` is not a positive number of tokens.
        ContextOverflowError: pinned + current input (+ reply priming) exceed the budget.
    """
    total = check_budget(policy.budget if budget is None else budget)
    # 1. The required parts: pinned messages, the current input, tool definitions, priming.
    pinned_msgs = [p.to_message() for p in pinned]
    current_msgs: list[Message] = (
        [{"role": "user", "content": current_input}] if current_input is not None else []
    )
    pinned_tokens = sum(counter.count_message(m) for m in pinned_msgs)
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

    # 2. The newest turn, then the rest of the recent window, newest first.
    fill = _TurnFill(turns, first, counter, policy, room)
    n = len(turns)
    win = policy.window_turns
    split = first if win is None else max(first, n - win)
    if n > first and fill.newest():
        fill.fill(range(n - 2, split - 1, -1))

    # 3. State, summary and recalled snippets, each cut to what is left.
    sections = _Sections(counter, room)
    if render_state is not None:
        sections.add("state", STATE_HEADER, render_state, render_state(policy.state_max_tokens))
    sections.add("summary", SUMMARY_HEADER, lambda r: head_tail(summary, r, counter), summary)
    recall_text = "\n".join(f"- {s}" for s in recall)
    sections.add("recall", RECALL_HEADER, lambda r: head_tail(recall_text, r, counter), recall_text)

    # 4. Older eligible turns still waiting for a fold.
    if n > first:
        fill.fill(range(split - 1, first - 1, -1))

    # 5. Reading order: pinned, sections, turns (oldest first), the current input.
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
