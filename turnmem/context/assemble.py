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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from pydantic import BaseModel, ConfigDict, Field

from turnmem.context.budget import Budget, ContextNote, SectionName, split_room
from turnmem.context.compress import head_tail
from turnmem.context.fill import TurnFill
from turnmem.context.pinned import pinned_parts
from turnmem.context.sections import Sections, section_message
from turnmem.context.views import TurnView
from turnmem.errors import ConfigurationError, ContextOverflowError
from turnmem.items import Item, items_from_messages
from turnmem.message import fresh_message
from turnmem.policy import MemoryPolicy
from turnmem.tokens import REPLY_PRIMING, TOKENS_PER_MESSAGE, TokenCounter
from turnmem.turn import Message, PinnedMessage, Turn

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletionMessageParam

__all__ = [
    "Assembly",
    "Context",
    "ContextNote",
    "assemble",
    "assemble_parts",
    "make_context",
    "section_message",
]

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
    if type(budget) is int and budget > 0:  # the usual budget (asked every context)
        return budget
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


# --- assembly -----------------------------------------------------------------------------


@dataclass(slots=True)
class Assembly:
    """A context in its parts, before it becomes a :class:`Context`: what a memory finishes
    (section markers, Responses items, notes) without re-reading the messages. The messages
    are shared with the turn views (read-only): :meth:`context` copies them for the caller."""

    pinned: list[Message]
    sections: list[tuple[SectionName, Message]]  # placed, in reading order
    turns: list[tuple[Turn, TurnView]]  # included, oldest first
    current: list[Message]
    tokens: dict[str, int]  # per section, as Context.sections
    budget: int
    notes: list[ContextNote]

    @property
    def turn_indices(self) -> list[int]:
        """Indices of the turns included, oldest first."""
        return [t.index for t, _ in self.turns]

    @property
    def total(self) -> int:
        """Exact prompt tokens of the messages (incl. reply priming and tools)."""
        return sum(self.tokens.values())

    def context(self) -> Context:
        """The parts as a Context, every message a fresh copy."""
        messages = [fresh_message(m) for m in self.pinned]
        messages += [fresh_message(m) for _, m in self.sections]
        messages += [fresh_message(m) for _, view in self.turns for m in view.messages]
        messages += [fresh_message(m) for m in self.current]
        return make_context(
            messages=messages,
            tokens=self.total,
            budget=self.budget,
            sections=dict(self.tokens),
            turn_indices=self.turn_indices,
            notes=list(self.notes),
        )


def make_context(
    *,
    messages: list[Message],
    tokens: int,
    budget: int,
    sections: dict[str, int],
    turn_indices: list[int],
    notes: list[ContextNote],
    source_items: list[Item] | None = None,
) -> Context:
    """A Context from parts that assembly built and counted itself (fresh message copies,
    ints, frozen notes): validating the fields would only copy every message once more.

    What ``Context.model_construct`` makes of every field given, without its walk over the
    fields' aliases and defaults (once per context)."""
    if not _PLAIN_FIELDS:
        return Context.model_construct(
            messages=messages,
            tokens=tokens,
            budget=budget,
            sections=sections,
            turn_indices=turn_indices,
            notes=notes,
            source_items=source_items,
        )
    ctx = _new_context(Context)
    _set(
        ctx,
        "__dict__",
        {
            "messages": messages,
            "tokens": tokens,
            "budget": budget,
            "sections": sections,
            "turn_indices": turn_indices,
            "notes": notes,
            "source_items": source_items,
        },
    )
    _set(ctx, "__pydantic_fields_set__", _FIELDS_SET.copy())
    _set(ctx, "__pydantic_extra__", None)
    _set(ctx, "__pydantic_private__", None)
    return ctx


_new_context = Context.__new__
_set = object.__setattr__
_CONTEXT_FIELDS = tuple(Context.model_fields)
_FIELDS_SET = set(_CONTEXT_FIELDS)  # copied for each context (a copy costs less than set())
# make_context sets what model_construct would while Context has no extras, private attributes
# or post-init hook (a test compares the two); otherwise it leaves the work to pydantic.
_PLAIN_FIELDS = (
    Context.model_config.get("extra") != "allow"
    and not Context.__private_attributes__
    and not Context.__pydantic_post_init__
)


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
    return assemble_parts(
        pinned=pinned,
        turns=turns,
        counter=counter,
        policy=policy,
        first=first,
        budget=budget,
        current_input=current_input,
        render_state=render_state,
        summary=summary,
        recall=recall,
        tools=tools,
    ).context()


def assemble_parts(
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
) -> Assembly:
    """:func:`assemble`'s work, returned in parts (:class:`Assembly`), for a memory to finish."""
    if budget is None and policy.budget_share is not None:
        raise ConfigurationError(
            f"the policy's budget ({policy.budget_share:.0%} of the model's window) is not "
            "resolved; use policy.resolve_budget(model) or pass budget=..."
        )
    total = check_budget(policy.budget if budget is None else budget)
    # 1. The required parts: pinned messages, the current input, tool definitions, priming.
    pinned_msgs, pinned_tokens = pinned_parts(pinned, counter)
    current_msgs: list[Message] = []
    current_tokens = 0
    if current_input is not None:
        current_msgs.append({"role": "user", "content": current_input})
        # count_current: the turn that later carries this text reuses the count
        # (count_message of {"role": "user"}: the message overhead and its role's tokens)
        current_tokens = TOKENS_PER_MESSAGE + counter.count_text("user")
        current_tokens += counter.count_current(current_input)
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
    fill = TurnFill(turns, first, counter, policy, room)
    n = len(turns)
    win = policy.window_turns
    split = first if win is None else max(first, n - win)
    has_newest = n > first and fill.newest()
    others = range(n - 2, first - 1, -1)  # the recent window, then older turns awaiting a fold

    # 3. Split what is left between the tiers by need and share.
    sections = Sections(counter, room)
    if render_state is not None:
        sections.offer("state", STATE_HEADER, render_state, render_state(policy.state_max_tokens))
    if summary:  # (no closures to make for a section that is not there: the window presets)
        sections.offer("summary", SUMMARY_HEADER, lambda r: head_tail(summary, r, counter), summary)
    if recall:
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
    # Every eligible turn plain (most chat turns): those within the share taken at once, as
    # the window and older passes would take them one by one.
    if has_newest and not fill.take_needed(others, alloc["recent"]):
        fill.fill(range(n - 2, split - 1, -1), alloc["recent"])
        fill.fill(range(split - 1, first - 1, -1), alloc["recent"])
    tiers: tuple[SectionName, ...] = ("state", "summary", "recall") if sections.offered else ()
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
    chosen = fill.chosen
    # chosen newest first, contiguous (whole turns from the newest): reversed is oldest first
    included = [(turns[p], chosen[p]) for p in reversed(chosen)]
    tokens: dict[str, int] = {"pinned": pinned_tokens, **sections.tokens}
    tokens["turns"] = fill.taken
    tokens["current"] = current_tokens
    tokens["priming"] = REPLY_PRIMING
    if tools_tokens:
        tokens["tools"] = tools_tokens
    return Assembly(
        pinned=pinned_msgs,
        sections=sections.placed,
        turns=included,
        current=current_msgs,
        tokens=tokens,
        budget=total,
        notes=room.notes,
    )
