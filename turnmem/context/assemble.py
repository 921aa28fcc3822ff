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

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field

from turnmem.context.compress import cleared, compress_observation, head_tail
from turnmem.errors import ContextOverflowError
from turnmem.policy import MemoryPolicy
from turnmem.tokens import REPLY_PRIMING, TokenCounter
from turnmem.turn import Message, Observation, PinnedMessage, ToolCall, Turn

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletionMessageParam

__all__ = ["Context", "ContextNote", "assemble", "section_message"]

STATE_HEADER = "Known state of this conversation (from memory; (tN) = turn N):"
SUMMARY_HEADER = "Summary of earlier turns (from memory):"
RECALL_HEADER = "Possibly relevant earlier turns (recalled from the archive):"


class ContextNote(BaseModel):
    """One thing assembly changed: a compression, a clearing, a cut or a drop, and why."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["compressed", "cleared", "squeezed", "truncated", "dropped"]
    section: str = Field(description="pinned, state, summary, recall, turns or current.")
    turn_index: int | None = Field(default=None, description="The turn concerned, if any.")
    tokens_before: int = Field(description="Tokens of the full form.")
    tokens_after: int = Field(description="Tokens in the context (0 when dropped).")
    reason: str


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


# --- turn views ---------------------------------------------------------------------------


def _view(
    turn: Turn, level: str, counter: TokenCounter, cap: int | None
) -> tuple[list[Message], int]:
    """Messages and tokens of a turn at a compression level: raw, capped or cleared (memoised)."""
    key = (counter.key, level, str(cap))

    def build() -> tuple[list[Message], int]:
        if level == "raw" or (level == "capped" and cap is None):
            return turn.to_messages(), counter.count_turn(turn)  # shares the turn's raw memo
        if level == "capped":
            assert cap is not None

            def cap_obs(_call: ToolCall, obs: Observation) -> str:
                return compress_observation(
                    obs.content, cap, counter, total=counter.count_observation(turn, obs)
                )

            view = turn.with_observations(cap_obs)
        else:

            def clear_obs(call: ToolCall, obs: Observation) -> str:
                return cleared(call.name, call.id, counter.count_observation(turn, obs))

            view = turn.with_observations(clear_obs)
        msgs = view.to_messages()
        return msgs, sum(counter.count_message(m) for m in msgs)

    return turn.memo(key, build)


def _squeeze(turn: Turn, cap: int, counter: TokenCounter) -> tuple[list[Message], int]:
    """The newest turn with every text cut to ``cap`` tokens and observations cleared."""
    msgs, _ = _view(turn, "cleared", counter, None)
    out: list[Message] = []
    for m in msgs:
        m2 = dict(m)
        content = m2.get("content")
        if isinstance(content, str) and m2["role"] != "tool":
            m2["content"] = head_tail(content, cap, counter)
        out.append(m2)
    return out, sum(counter.count_message(m) for m in out)


def _base_level(policy: MemoryPolicy, age: int) -> str:
    k = policy.clear_observations_after
    return "cleared" if k is not None and age >= k else "capped"


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
        budget: token budget (default ``policy.budget``).
        current_input: the user message being answered, appended last (required).
        render_state: renders the state within a token cap (``None`` or ``""`` = no state).
        summary: the rolling summary text.
        recall: recalled snippets of archived turns.
        tools: tool definitions the request will carry; their tokens (cookbook formula) are
            part of the budget and of ``Context.tokens``.

    Raises:
        ContextOverflowError: pinned + current input (+ reply priming) exceed the budget.
    """
    budget = policy.budget if budget is None else budget
    notes: list[ContextNote] = []
    pinned_msgs = [p.to_message() for p in pinned]
    current_msgs = [{"role": "user", "content": current_input}] if current_input is not None else []
    pinned_tokens = sum(counter.count_message(m) for m in pinned_msgs)
    current_tokens = sum(counter.count_message(m) for m in current_msgs)
    tools_tokens = counter.count_tools(tools) if tools else 0
    required = pinned_tokens + current_tokens + tools_tokens + REPLY_PRIMING
    if required > budget:
        raise ContextOverflowError(
            f"pinned messages ({pinned_tokens} tokens) and current input ({current_tokens} "
            f"tokens) need {required} tokens with reply priming"
            + (f" and tool definitions ({tools_tokens})" if tools_tokens else "")
            + f", over the budget of {budget}; raise the budget or shorten them",
            budget=budget,
            required=required,
        )
    remaining = budget - required
    chosen: dict[int, tuple[list[Message], int]] = {}  # position in turns -> view
    n = len(turns)

    def take_turn(pos: int, newest: bool) -> bool:
        nonlocal remaining
        turn, age = turns[pos], n - 1 - pos
        raw_tokens = _view(turn, "raw", counter, None)[1]
        level = _base_level(policy, age)
        candidates = [(level, _view(turn, level, counter, policy.observation_max_tokens))]
        if newest and level != "raw" and raw_tokens <= remaining // 2:
            # The agent is acting on the newest tool results: keep them verbatim while they
            # leave at least half of the room for the other tiers.
            candidates.insert(0, ("raw", _view(turn, "raw", counter, None)))
        n_obs = sum(len(s.observations) for s in turn.steps)
        if newest and n_obs and level != "cleared" and candidates[0][1][1] > remaining:
            # Compress the newest turn's outputs to share what is left before clearing them.
            cap = max(remaining // (2 * n_obs), 16)
            if policy.observation_max_tokens is None or cap < policy.observation_max_tokens:
                candidates.append(("capped", _view(turn, "capped", counter, cap)))
        if level != "cleared":
            candidates.append(("cleared", _view(turn, "cleared", counter, None)))
        for name, (msgs, tokens) in candidates:
            if tokens <= remaining:
                chosen[pos] = (msgs, tokens)
                remaining -= tokens
                if tokens < raw_tokens:
                    kind: Literal["compressed", "cleared"] = (
                        "cleared" if name == "cleared" else "compressed"
                    )
                    notes.append(
                        ContextNote(
                            kind=kind,
                            section="turns",
                            turn_index=turn.index,
                            tokens_before=raw_tokens,
                            tokens_after=tokens,
                            reason="old observations cleared"
                            if kind == "cleared"
                            else f"outputs over {policy.observation_max_tokens} tokens compressed",
                        )
                    )
                return True
        if newest:
            cap = max(remaining // 2, 8)
            while cap >= 4:
                msgs, tokens = _squeeze(turn, cap, counter)
                if tokens <= remaining:
                    chosen[pos] = (msgs, tokens)
                    remaining -= tokens
                    notes.append(
                        ContextNote(
                            kind="squeezed",
                            section="turns",
                            turn_index=turn.index,
                            tokens_before=raw_tokens,
                            tokens_after=tokens,
                            reason=f"newest turn cut to {cap} tokens per text to fit the budget",
                        )
                    )
                    return True
                cap //= 2
        notes.append(
            ContextNote(
                kind="dropped",
                section="turns",
                turn_index=turn.index,
                tokens_before=raw_tokens,
                tokens_after=0,
                reason="no room left in the budget" + (" even when squeezed" if newest else ""),
            )
        )
        return False

    stopped = False

    def drop_older(pos: int) -> None:
        """One note for every eligible turn older than ``pos`` (they cannot be kept either)."""
        if pos > first:
            lo, hi = turns[first].index, turns[pos - 1].index
            notes.append(
                ContextNote(
                    kind="dropped",
                    section="turns",
                    turn_index=None,
                    tokens_before=0,
                    tokens_after=0,
                    reason=f"{pos - first} older turns (t{lo}..t{hi}) left out: whole, contiguous "
                    "turns only and newer turns had priority",
                )
            )

    def fill(positions: range) -> None:
        """Add turns newest first; at the first that cannot fit, drop it and every older one."""
        nonlocal stopped
        for pos in positions:
            if stopped:
                return
            if not take_turn(pos, newest=False):
                stopped = True
                drop_older(pos)

    # Positions by age: the newest turn, the rest of the window, then older eligible turns.
    win = policy.window_turns
    split = first if win is None else max(first, n - win)
    if n > first:
        if take_turn(n - 1, newest=True):
            fill(range(n - 2, split - 1, -1))
        else:
            stopped = True
            drop_older(n - 1)

    sections: dict[str, int] = {"pinned": pinned_tokens}
    extra_msgs: list[Message] = []

    def add_section(name: str, header: str, body_for: Callable[[int], str], full: str) -> None:
        nonlocal remaining
        if not full:
            return
        msg = section_message(header, full)
        tokens = counter.count_message(msg)
        before = tokens
        if tokens > remaining:
            room = remaining - counter.count_message(section_message(header, ""))
            body = body_for(room) if room > 0 else ""
            msg = section_message(header, body)
            tokens = counter.count_message(msg)
            if not body or tokens > remaining:
                notes.append(
                    ContextNote(
                        kind="dropped",
                        section=name,
                        tokens_before=before,
                        tokens_after=0,
                        reason="no room left in the budget",
                    )
                )
                return
            notes.append(
                ContextNote(
                    kind="truncated",
                    section=name,
                    tokens_before=before,
                    tokens_after=tokens,
                    reason="cut to the remaining budget",
                )
            )
        extra_msgs.append(msg)
        sections[name] = tokens
        remaining -= tokens

    if render_state is not None:
        state_full = render_state(policy.state_max_tokens)
        add_section("state", STATE_HEADER, render_state, state_full)
    add_section("summary", SUMMARY_HEADER, lambda room: head_tail(summary, room, counter), summary)
    recall_text = "\n".join(f"- {s}" for s in recall)
    add_section(
        "recall", RECALL_HEADER, lambda room: head_tail(recall_text, room, counter), recall_text
    )
    if n > first:
        fill(range(split - 1, first - 1, -1))

    positions = sorted(chosen)
    turn_msgs = [m for p in positions for m in chosen[p][0]]
    sections["turns"] = sum(chosen[p][1] for p in positions)
    sections["current"] = current_tokens
    sections["priming"] = REPLY_PRIMING
    if tools_tokens:
        sections["tools"] = tools_tokens
    messages = [*pinned_msgs, *extra_msgs, *turn_msgs, *current_msgs]
    return Context(
        messages=messages,
        tokens=sum(sections.values()),
        budget=budget,
        sections=sections,
        turn_indices=[turns[p].index for p in positions],
        notes=notes,
    )
