"""Turns: the unit of memory, and their lossless conversion to and from OpenAI chat messages.

A :class:`Turn` is one exchange: the user's input, the agent's ordered :class:`Step` s (each an
optional reasoning text, the tool calls it made and the observations that answered them) and
the final response. A turn without a response yet is *open*: a ReAct agent adds its tool steps
one by one and consults memory between them.

Message form (the canonical OpenAI chat-completions form turnmem reads and writes)::

    {"role": "user", "content": "...", "name"?: "..."}
    {"role": "assistant", "content"?: "<reasoning>", "tool_calls": [{"id", "type": "function",
        "function": {"name", "arguments"}}]}                      # one Step
    {"role": "tool", "tool_call_id": "...", "content": "..."}       # its observations
    {"role": "assistant", "content": "<response>"}                  # closes the turn

Keys whose value is ``None`` (``"refusal": None`` from an SDK dump) and empty ``tool_calls``
lists are dropped on input and never written, so ``turns_from_messages`` followed by
``to_messages`` gives back the same list for every canonical sequence.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, Literal, NamedTuple, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from turnmem.errors import InvalidMessagesError
from turnmem.message import Message, clean_message, surrogate_error

__all__ = [
    "Message",
    "Observation",
    "PinnedMessage",
    "Step",
    "ToolCall",
    "Turn",
    "TurnsAndPinned",
    "messages_of",
    "turns_from_messages",
]

_T = TypeVar("_T")


def _utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _new_id() -> str:
    return uuid.uuid4().hex


class ToolCall(BaseModel):
    """One function call the assistant asked for."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1, description="Provider-assigned call id; tool results cite it.")
    name: str = Field(min_length=1, description="Name of the function called.")
    arguments: str = Field(
        default="{}", description="Arguments as the JSON text the model produced (kept verbatim)."
    )

    def to_message_part(self) -> Message:
        """This call in the ``tool_calls`` form of an assistant message."""
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


class Observation(BaseModel):
    """The result of one tool call, kept raw; compression only ever changes a *view* of it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tool_call_id: str = Field(min_length=1, description="Id of the ToolCall this answers.")
    content: str = Field(description="The tool's output, verbatim.")
    is_error: bool = Field(default=False, description="True when the tool reported a failure.")


class Step(BaseModel):
    """One reasoning/acting step: the assistant's tool calls and the observations answering them."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    reasoning: str | None = Field(
        default=None, description="Text the assistant sent alongside its tool calls."
    )
    tool_calls: list[ToolCall] = Field(min_length=1, description="Calls made in this step.")
    observations: list[Observation] = Field(
        default_factory=list, description="Tool results, in the order they arrived."
    )

    @model_validator(mode="after")
    def _check_pairing(self) -> Step:
        ids = [c.id for c in self.tool_calls]
        if len(set(ids)) != len(ids):
            raise ValueError(f"duplicate tool call ids in one step: {ids}")
        seen: set[str] = set()
        for obs in self.observations:
            if obs.tool_call_id not in ids:
                raise ValueError(
                    f"observation for tool_call_id {obs.tool_call_id!r} answers no call of "
                    f"this step (calls: {ids})"
                )
            if obs.tool_call_id in seen:
                raise ValueError(f"tool_call_id {obs.tool_call_id!r} answered twice")
            seen.add(obs.tool_call_id)
        return self

    @property
    def unanswered(self) -> list[ToolCall]:
        """Tool calls of this step that have no observation yet."""
        answered = {o.tool_call_id for o in self.observations}
        return [c for c in self.tool_calls if c.id not in answered]

    def call(self, tool_call_id: str) -> ToolCall:
        """The call an observation answers."""
        for c in self.tool_calls:
            if c.id == tool_call_id:
                return c
        raise KeyError(tool_call_id)


class PinnedMessage(BaseModel):
    """A system or developer message that heads every context, verbatim."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    role: Literal["system", "developer"] = "system"
    content: str = Field(description="The instruction text, never edited or dropped.")
    name: str | None = None

    def to_message(self) -> Message:
        """This message as an OpenAI message dict."""
        msg: Message = {"role": self.role, "content": self.content}
        if self.name is not None:
            msg["name"] = self.name
        return msg


class Turn(BaseModel):
    """One exchange of a conversation, from user input to final response.

    ``response is None`` marks an *open* turn (the agent is still working) when it is the newest
    turn of a memory; older turns without a response are exchanges the assistant never answered.
    Every call of a closed step must have its observation; only the last step of an open turn
    may wait for results.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    index: int = Field(default=-1, description="Position in the session (0-based); -1 until added.")
    id: str = Field(default_factory=_new_id, description="Stable unique id of the turn.")
    timestamp: datetime = Field(default_factory=_utcnow, description="When the turn began (UTC).")
    user: str | None = Field(
        default=None, description="The user's input; None if the assistant spoke first."
    )
    user_name: str | None = Field(
        default=None, description="The ``name`` of the user message, if any."
    )
    steps: list[Step] = Field(default_factory=list, description="Reasoning/tool steps, in order.")
    response: str | None = Field(default=None, description="The final assistant reply.")
    meta: dict[str, Any] = Field(
        default_factory=dict, description="Free JSON metadata of the caller."
    )

    # Per-object memo of token counts and compressed views; a Turn is frozen, so they never go
    # stale, and a new Turn object (an open turn that grew) starts with an empty memo.
    _memo: dict[tuple[str, ...], Any] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> Turn:
        texts = [("user", self.user), ("response", self.response)]
        for k, step in enumerate(self.steps):
            texts.append((f"steps[{k}].reasoning", step.reasoning))
            texts += [(f"steps[{k}].tool_calls.arguments", c.arguments) for c in step.tool_calls]
            texts += [(f"steps[{k}].observations.content", o.content) for o in step.observations]
        for where, text in texts:
            problem = surrogate_error(text) if text else None
            if problem:
                raise ValueError(f"{where} {problem}")
        if self.user is not None and self.user.strip() == "":
            raise ValueError("user input is empty; pass text or None for an assistant-first turn")
        if self.user is None and not self.steps and self.response is None:
            raise ValueError("a turn needs user input, a step or a response")
        for i, step in enumerate(self.steps[:-1]):
            if step.unanswered:
                missing = [c.id for c in step.unanswered]
                raise ValueError(
                    f"step {i} has unanswered tool calls {missing} but is not the last step"
                )
        if self.response is not None and self.steps and self.steps[-1].unanswered:
            missing = [c.id for c in self.steps[-1].unanswered]
            raise ValueError(f"turn has a response but tool calls {missing} were never answered")
        return self

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Turn:
        """A copy with ``update`` applied; the copy starts with an empty memo (its counts and
        views may differ from the original's)."""
        copy = super().model_copy(update=update, deep=deep)
        copy._memo = {}
        return copy

    @property
    def is_complete(self) -> bool:
        """True when the turn has its final response."""
        return self.response is not None

    @property
    def pending_calls(self) -> list[ToolCall]:
        """Tool calls still waiting for their observation (only in an open turn)."""
        return self.steps[-1].unanswered if self.steps else []

    def memo(self, key: tuple[str, ...], compute: Callable[[], _T]) -> _T:
        """Return the value cached under ``key`` (token counts, views), computing it once."""
        # Read the private dict directly: attribute access to a pydantic private attribute goes
        # through __getattr__, which dominated the per-turn cost of assembly.
        memo = self.__pydantic_private__["_memo"]  # type: ignore[index]
        try:
            return cast(_T, memo[key])
        except KeyError:
            value = compute()
            memo[key] = value
            return value

    def to_messages(self) -> list[Message]:
        """This turn as OpenAI chat-completions messages, in order."""
        out: list[Message] = []
        if self.user is not None:
            msg: Message = {"role": "user", "content": self.user}
            if self.user_name is not None:
                msg["name"] = self.user_name
            out.append(msg)
        for step in self.steps:
            assistant: Message = {"role": "assistant"}
            if step.reasoning is not None:
                assistant["content"] = step.reasoning
            assistant["tool_calls"] = [c.to_message_part() for c in step.tool_calls]
            out.append(assistant)
            out.extend(
                {"role": "tool", "tool_call_id": o.tool_call_id, "content": o.content}
                for o in step.observations
            )
        if self.response is not None:
            out.append({"role": "assistant", "content": self.response})
        return out

    def text(self) -> str:
        """All natural-language text of the turn (for search and summaries), tool data included."""
        parts: list[str] = []
        if self.user:
            parts.append(self.user)
        for step in self.steps:
            if step.reasoning:
                parts.append(step.reasoning)
            parts.extend(f"{c.name}({c.arguments})" for c in step.tool_calls)
            parts.extend(o.content for o in step.observations)
        if self.response:
            parts.append(self.response)
        return "\n".join(parts)

    def with_observations(self, view: Callable[[ToolCall, Observation], str]) -> Turn:
        """A copy whose observation contents are replaced by ``view(call, observation)``.

        Used for compressed views; the copy keeps id and index so reports can name the turn.
        """
        if not any(step.observations for step in self.steps):
            return self
        steps = [
            step.model_copy(
                update={
                    "observations": [
                        o.model_copy(update={"content": view(step.call(o.tool_call_id), o)})
                        for o in step.observations
                    ]
                }
            )
            for step in self.steps
        ]
        return self.model_copy(update={"steps": steps})


class TurnsAndPinned(NamedTuple):
    """What :func:`turns_from_messages` returns."""

    pinned: list[PinnedMessage]
    turns: list[Turn]


def _parse_tool_calls(raw: object, i: int) -> list[ToolCall]:
    if not isinstance(raw, list):
        raise InvalidMessagesError("tool_calls must be a list", index=i)
    calls: list[ToolCall] = []
    for j, part in enumerate(raw):
        fn = part.get("function") if isinstance(part, Mapping) else None
        if not isinstance(part, Mapping) or not isinstance(fn, Mapping):
            raise InvalidMessagesError(
                f"tool_calls[{j}] must look like {{'id', 'type': 'function', 'function': "
                "{'name', 'arguments'}}",
                index=i,
            )
        call_id, name, args = part.get("id"), fn.get("name"), fn.get("arguments", "{}")
        if not isinstance(call_id, str) or not call_id:
            raise InvalidMessagesError(f"tool_calls[{j}].id must be a non-empty string", index=i)
        if not isinstance(name, str) or not name:
            raise InvalidMessagesError(
                f"tool_calls[{j}].function.name must be a non-empty string", index=i
            )
        if not isinstance(args, str):
            raise InvalidMessagesError(
                f"tool_calls[{j}].function.arguments must be a JSON string, "
                f"got {type(args).__name__}",
                index=i,
            )
        for label, value in (
            ("id", call_id),
            ("function.name", name),
            ("function.arguments", args),
        ):
            problem = surrogate_error(value)
            if problem:
                raise InvalidMessagesError(f"tool_calls[{j}].{label} {problem}", index=i)
        calls.append(ToolCall(id=call_id, name=name, arguments=args))
    return calls


class _TurnBuilder:
    """Accumulates the messages of one turn; ``build`` validates and freezes it."""

    def __init__(self, start: int, user: str | None = None, user_name: str | None = None) -> None:
        self.start = start  # message index where the turn began, for error messages
        self.user = user
        self.user_name = user_name
        self.steps: list[tuple[str | None, list[ToolCall], list[Observation]]] = []
        self.response: str | None = None
        self.origin: Turn | None = None  # the open turn being continued: keeps id, time, meta

    @classmethod
    def from_turn(cls, turn: Turn, start: int) -> _TurnBuilder:
        b = cls(start, turn.user, turn.user_name)
        b.origin = turn
        b.steps = [(s.reasoning, list(s.tool_calls), list(s.observations)) for s in turn.steps]
        b.response = turn.response
        return b

    def pending(self) -> list[str]:
        if not self.steps:
            return []
        _, calls, obs = self.steps[-1]
        answered = {o.tool_call_id for o in obs}
        return [c.id for c in calls if c.id not in answered]

    def add(self, msg: Message, i: int) -> None:
        role = msg["role"]
        if role == "assistant":
            if self.pending():
                raise InvalidMessagesError(
                    f"assistant message before tool results for calls {self.pending()}", index=i
                )
            if "tool_calls" in msg:
                calls = _parse_tool_calls(msg["tool_calls"], i)
                known = {c.id for _, cs, _ in self.steps for c in cs}
                dup = [c.id for c in calls if c.id in known]
                if dup:
                    raise InvalidMessagesError(
                        f"tool call ids {dup} reused within one turn", index=i
                    )
                self.steps.append((msg.get("content"), calls, []))
            else:
                content = msg.get("content")
                if content is None:
                    raise InvalidMessagesError(
                        "assistant message has neither content nor tool_calls", index=i
                    )
                self.response = content
        elif role == "tool":
            call_id = msg.get("tool_call_id")
            if not isinstance(call_id, str):
                raise InvalidMessagesError("tool message needs a string tool_call_id", index=i)
            if "content" not in msg:
                raise InvalidMessagesError("tool message needs string content", index=i)
            if call_id not in self.pending():
                raise InvalidMessagesError(
                    f"tool message answers tool_call_id {call_id!r}, which no pending call of "
                    f"the preceding assistant message has (pending: {self.pending()})",
                    index=i,
                )
            self.steps[-1][2].append(Observation(tool_call_id=call_id, content=msg["content"]))

    def build(self, index: int, *, final: bool) -> Turn:
        """Freeze the turn; ``final`` is False only for the newest turn, which may stay open."""
        if final and self.pending():
            raise InvalidMessagesError(
                f"turn starting at message {self.start} ends with unanswered tool calls "
                f"{self.pending()}",
                index=self.start,
            )
        keep: dict[str, Any] = {}
        if self.origin is not None:
            keep = {
                "id": self.origin.id,
                "timestamp": self.origin.timestamp,
                "meta": self.origin.meta,
            }
        try:
            return Turn(
                **keep,
                index=index,
                user=self.user,
                user_name=self.user_name,
                steps=[Step(reasoning=r, tool_calls=c, observations=o) for r, c, o in self.steps],
                response=self.response,
            )
        except ValueError as exc:
            raise InvalidMessagesError(str(exc), index=self.start) from exc


def turns_from_messages(
    messages: Iterable[object], *, start_index: int = 0, open_turn: Turn | None = None
) -> TurnsAndPinned:
    """Split a flat OpenAI message list into pinned messages and turns.

    Leading ``system``/``developer`` messages become pinned; every ``user`` message starts a
    turn; an assistant message without ``tool_calls`` closes it. The newest turn may be left
    open (no response, even with tool calls awaiting results). ``open_turn`` continues an
    existing open turn (``TurnMemory.add_messages`` uses it).

    Raises:
        InvalidMessagesError: naming the message index and the problem: an unknown role, a
            wrong content type, a tool result for a call that was never made, a completed turn
            with unanswered calls, a system message after the conversation started.
    """
    if isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Iterable):
        raise InvalidMessagesError(
            f"messages must be a list of message dicts, got {type(messages).__name__}"
        )
    pinned: list[PinnedMessage] = []
    turns: list[Turn] = []
    builder = _TurnBuilder.from_turn(open_turn, 0) if open_turn is not None else None
    index = open_turn.index if open_turn is not None else start_index
    started = open_turn is not None
    for i, raw in enumerate(messages):
        msg = clean_message(raw, i)
        role = msg["role"]
        if role in ("system", "developer"):
            if started:
                raise InvalidMessagesError(
                    f"{role} message after the conversation started; pass instructions as "
                    "pinned messages (TurnMemory(system=...)) or put them in a user message",
                    index=i,
                )
            if "content" not in msg:
                raise InvalidMessagesError(f"{role} message needs string content", index=i)
            pinned.append(PinnedMessage(role=role, content=msg["content"], name=msg.get("name")))
            continue
        started = True
        if role == "user":
            if "content" not in msg or msg["content"].strip() == "":
                raise InvalidMessagesError("user message content is empty", index=i)
            if builder is not None:
                turns.append(builder.build(index, final=True))
                index += 1
            builder = _TurnBuilder(i, msg["content"], msg.get("name"))
            continue
        if builder is None or (builder.response is not None and role == "assistant"):
            # An assistant speaking first (or again after its reply) starts a user-less turn.
            if role == "tool":
                raise InvalidMessagesError(
                    f"tool message for {msg.get('tool_call_id')!r} with no assistant tool call "
                    "before it",
                    index=i,
                )
            if builder is not None:
                turns.append(builder.build(index, final=True))
                index += 1
            builder = _TurnBuilder(i)
        elif builder.response is not None:
            raise InvalidMessagesError(
                f"tool message for {msg.get('tool_call_id')!r} after the turn's final response",
                index=i,
            )
        builder.add(msg, i)
    if builder is not None:
        turns.append(builder.build(index, final=False))
    return TurnsAndPinned(pinned, turns)


def messages_of(turns: Sequence[Turn]) -> list[Message]:
    """Concatenate the messages of several turns."""
    return [m for t in turns for m in t.to_messages()]
