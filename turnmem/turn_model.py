"""The turn data types: Turn, Step, ToolCall, Observation, PinnedMessage (pure, frozen).

Each type keeps the text turnmem reads in plain fields and, in an optional ``extras``
(:class:`turnmem.content.MessageExtras`), whatever else the message carried (content parts,
``name``, ``refusal``, ``audio``, Responses item ids and status), so :meth:`Turn.to_messages`
writes back exactly what :func:`turnmem.chat.turns_from_messages` read.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Callable, Mapping
from datetime import datetime, timezone
from typing import Any, Literal, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from turnmem.content import MessageExtras, ReasoningItem, has_media
from turnmem.item_forms import Item, call_item, message_item, output_item
from turnmem.message import Message, surrogate_error, write

__all__ = ["Observation", "PinnedMessage", "Step", "ToolCall", "Turn"]

_T = TypeVar("_T")
_MISSING = object()  # Turn.memo: no value memoised under the key


def _utcnow() -> datetime:
    return datetime.now(timezone.utc)


# The version (4) and variant bits of a random UUID, as uuid.UUID(version=4) sets them.
_UUID4_CLEAR = ~((0xF000 << 64) | (0xC000 << 48))
_UUID4_SET = (0x4000 << 64) | (0x8000 << 48)
_LOW62 = (1 << 62) - 1


class _IdSource:
    """Turn ids: a random start per process, then consecutive values.

    An id is unique, not secret (the field promises a "stable unique id"): every process
    draws its own start from ``os.urandom`` (a forked child draws again, see below), so two
    processes' ids meet only if their 60 random high bits match and their random 62-bit
    starts lie within as many ids of each other as they make; one process never repeats a
    value. Reading urandom once per turn was a third of building a plain turn. The ids keep
    the form of ``uuid.uuid4().hex`` (32 hex digits, version and variant bits set)."""

    __slots__ = ("_count", "_high", "_prefix")

    def __init__(self) -> None:
        self.reseed()

    def reseed(self) -> None:
        start = int.from_bytes(os.urandom(16), "big") & _UUID4_CLEAR | _UUID4_SET
        self._high = start >> 64  # random, version nibble set
        self._prefix = f"{self._high:016x}"  # formatted once, not per id
        self._count = itertools.count(start & _LOW62)  # next() is atomic under the GIL

    def next(self) -> str:
        low = next(self._count)
        if low > _LOW62:  # after 2**62 ids of one process, start a new random range
            self.reseed()
            low = next(self._count)
        return f"{self._prefix}{low | _VARIANT:016x}"


_VARIANT = 0x8000 << 48
_IDS = _IdSource()
if hasattr(os, "register_at_fork"):  # a child must not continue its parent's sequence
    os.register_at_fork(after_in_child=_IDS.reseed)


def _new_id() -> str:
    """A new turn id: 32 hex digits, in the form of ``uuid.uuid4().hex`` (see
    :class:`_IdSource` for why it is not 122 fresh random bits each time)."""
    return _IDS.next()


class ToolCall(BaseModel):
    """One function call the assistant asked for."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1, description="Provider-assigned call id; tool results cite it.")
    name: str = Field(min_length=1, description="Name of the function called.")
    arguments: str = Field(
        default="{}", description="Arguments as the JSON text the model produced (kept verbatim)."
    )
    extras: MessageExtras | None = Field(
        default=None, description="Responses item id and status, if any."
    )

    def arguments_are_json(self) -> bool:
        """Whether ``arguments`` parses as JSON (invalid text is kept verbatim, and flagged)."""
        try:
            json.loads(self.arguments)
        except ValueError:
            return False
        return True

    def to_message_part(self) -> dict[str, Any]:
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
    extras: MessageExtras | None = Field(
        default=None, description="Content parts, ``name`` and item details of the tool message."
    )

    def to_message(self) -> Message:
        """This observation as a ``tool`` message."""
        return write({"role": "tool", "tool_call_id": self.tool_call_id}, self.content, self.extras)


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
    extras: MessageExtras | None = Field(
        default=None, description="Content parts and other keys of the assistant message."
    )
    reasoning_items: list[ReasoningItem] = Field(
        default_factory=list, description="Responses ``reasoning`` items before the calls."
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
    extras: MessageExtras | None = Field(
        default=None, description="Text parts, if given as a list."
    )

    def to_message(self) -> Message:
        """This message as an OpenAI message dict."""
        msg: Message = write({"role": self.role}, self.content, self.extras)
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
    user_extras: MessageExtras | None = Field(
        default=None, description="Content parts and item details of the user message."
    )
    response_extras: MessageExtras | None = Field(
        default=None, description="Content parts, refusal, audio, item details of the reply."
    )
    response_reasoning_items: list[ReasoningItem] = Field(
        default_factory=list, description="Responses ``reasoning`` items before the reply."
    )
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
        media = has_media(self.user_extras.parts if self.user_extras else None)
        if self.user is not None and self.user.strip() == "" and not media:
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
        value = memo.get(key, _MISSING)  # not try/except: a miss (every new turn) raised
        if value is _MISSING:
            value = memo[key] = compute()
        return cast(_T, value)

    def memo_table(self) -> dict[tuple[str, ...], Any]:
        """The memo itself, for hot paths that look a key up without building a closure."""
        return self.__pydantic_private__["_memo"]  # type: ignore[index,no-any-return]

    def shared_messages(self) -> list[Message]:
        """:meth:`to_messages`, built once per turn object and shared by the token counts and
        the context views: read-only (a caller who edits messages gets ``to_messages()``)."""
        return self.memo(("messages",), self.to_messages)

    def to_messages(self) -> list[Message]:
        """This turn as OpenAI chat-completions messages, in order."""
        if is_plain(self):  # what the general walk below writes for it
            d = self.__dict__
            return [
                {"role": "user", "content": d["user"]},
                {"role": "assistant", "content": d["response"]},
            ]
        out: list[Message] = []
        if self.user is not None:
            msg: Message = write({"role": "user"}, self.user, self.user_extras)
            if self.user_name is not None:
                msg["name"] = self.user_name
            out.append(msg)
        for step in self.steps:
            assistant: Message = write({"role": "assistant"}, step.reasoning, step.extras)
            assistant["tool_calls"] = [c.to_message_part() for c in step.tool_calls]
            out.append(assistant)
            out.extend(o.to_message() for o in step.observations)
        if self.response is not None:
            out.append(write({"role": "assistant"}, self.response, self.response_extras))
        return out

    def to_items(self) -> list[Item]:
        """This turn as Responses-API input items, in order (reasoning items, item ids and
        status kept): user message, then per step its reasoning items, its text (an assistant
        message), its ``function_call`` items and their ``function_call_output`` items, then
        the reply's reasoning items and the reply."""
        if is_plain(self):  # what message_item makes of a text without extras
            d = self.__dict__
            return [
                {"role": "user", "content": d["user"]},
                {"role": "assistant", "content": d["response"]},
            ]
        out: list[Item] = []
        if self.user is not None:
            out.append(message_item("user", self.user, self.user_extras))
        for step in self.steps:
            out.extend(r.to_item() for r in step.reasoning_items)
            if step.reasoning is not None:
                out.append(message_item("assistant", step.reasoning, step.extras))
            out.extend(call_item(c.id, c.name, c.arguments, c.extras) for c in step.tool_calls)
            out.extend(output_item(o.tool_call_id, o.content, o.extras) for o in step.observations)
        out.extend(r.to_item() for r in self.response_reasoning_items)
        if self.response is not None:
            out.append(message_item("assistant", self.response, self.response_extras))
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
                        o.model_copy(
                            update={
                                "content": view(step.call(o.tool_call_id), o),
                                # the view is text: parts would write the original back
                                "extras": o.extras.model_copy(update={"parts": None})
                                if o.extras is not None
                                else None,
                            }
                        )
                        for o in step.observations
                    ]
                }
            )
            for step in self.steps
        ]
        return self.model_copy(update={"steps": steps})


def is_plain(turn: Turn) -> bool:
    """Whether ``turn`` is a plain exchange: a user text and its text reply, nothing else (no
    steps, name, extras or reasoning items; most chat turns). Its messages and items are then
    ``{"role", "content"}`` dicts of the two texts, and the hot path skips the general walks."""
    d = turn.__dict__  # fields as stored (a frozen model: read once per call)
    return (
        d["user"] is not None
        and d["response"] is not None
        and not d["steps"]
        and d["user_name"] is None
        and d["user_extras"] is None
        and d["response_extras"] is None
        and not d["response_reasoning_items"]
    )


# --- the plain exchange, built without validation ---------------------------------------------

_PLAIN_FIELDS = (
    "index",
    "id",
    "timestamp",
    "user",
    "user_name",
    "steps",
    "response",
    "user_extras",
    "response_extras",
    "response_reasoning_items",
    "meta",
)
_PLAIN_SET = frozenset({"index", "user", "response"})
# plain_turn writes what Turn(index=, user=, response=) makes while Turn has exactly these
# fields, one private attribute (the memo), no extras and no post-init hook of its own (the
# one pydantic adds to set private attributes is what plain_turn does; a test compares the
# two); otherwise it leaves the work to pydantic.
_PLAIN_OK = (
    tuple(Turn.model_fields) == _PLAIN_FIELDS
    and tuple(Turn.__private_attributes__) == ("_memo",)
    and Turn.model_config.get("extra") == "forbid"
    and getattr(Turn.model_post_init, "__name__", None) == "init_private_attributes"
)
_new_turn = Turn.__new__
_set = object.__setattr__


def plain_turn(index: int, user: str, response: str) -> Turn:
    """``Turn(index=index, user=user, response=response)`` for texts the caller has already
    checked as ``Turn._check`` would (``str`` objects, ``user`` not blank, no lone
    surrogates): the same turn, without pydantic's validation walk (one per add, the usual
    add of a user message and its reply)."""
    if not _PLAIN_OK:
        return Turn(index=index, user=user, response=response)
    turn = _new_turn(Turn)
    _set(
        turn,
        "__dict__",
        {
            "index": index,
            "id": _IDS.next(),  # _new_id() and _utcnow(), a call less each
            "timestamp": datetime.now(timezone.utc),
            "user": user,
            "user_name": None,
            "steps": [],
            "response": response,
            "user_extras": None,
            "response_extras": None,
            "response_reasoning_items": [],
            "meta": {},
        },
    )
    _set(turn, "__pydantic_fields_set__", set(_PLAIN_SET))
    _set(turn, "__pydantic_extra__", None)
    _set(turn, "__pydantic_private__", {"_memo": {}})
    return turn
