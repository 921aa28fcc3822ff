"""Parsing OpenAI chat-completions messages into turns, and writing turns back.

:func:`turns_from_messages` reads every message the openai SDK's ``ChatCompletionMessageParam``
allows (content parts, ``name`` on any role, assistant ``refusal``/``audio``, and the legacy
``function_call`` / ``function`` pair, which becomes a tool call and its result and comes back
in the modern ``tool_calls`` / ``tool`` form); :func:`messages_of` writes turns back.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from turnmem.content import MessageExtras, ReasoningItem
from turnmem.errors import InvalidMessagesError
from turnmem.message import Message, clean_message, read_text, surrogate_error
from turnmem.turn_model import Observation, PinnedMessage, Step, ToolCall, Turn

__all__ = ["TurnsAndPinned", "messages_of", "turns_from_messages"]


class TurnsAndPinned(NamedTuple):
    """What :func:`turns_from_messages` returns."""

    pinned: list[PinnedMessage]
    turns: list[Turn]


def _parse_tool_calls(raw: object, i: int, label: str = "tool_calls") -> list[ToolCall]:
    if not isinstance(raw, list):
        raise InvalidMessagesError("tool_calls must be a list", index=i)
    calls: list[ToolCall] = []
    for j, part in enumerate(raw):
        at = f"{label}[{j}]" if label == "tool_calls" else label
        fn = part.get("function") if isinstance(part, Mapping) else None
        if not isinstance(part, Mapping) or not isinstance(fn, Mapping):
            raise InvalidMessagesError(
                f"{at} must look like {{'id', 'type': 'function', 'function': "
                "{'name', 'arguments'}}",
                index=i,
            )
        call_id, name, args = part.get("id"), fn.get("name"), fn.get("arguments", "{}")
        if not isinstance(call_id, str) or not call_id:
            raise InvalidMessagesError(f"{at}.id must be a non-empty string", index=i)
        if not isinstance(name, str) or not name:
            raise InvalidMessagesError(f"{at}.function.name must be a non-empty string", index=i)
        if not isinstance(args, str):
            raise InvalidMessagesError(
                f"{at}.function.arguments must be a JSON string, got {type(args).__name__}",
                index=i,
            )
        for field, value in (
            ("id", call_id),
            ("function.name", name),
            ("function.arguments", args),
        ):
            problem = surrogate_error(value)
            if problem:
                raise InvalidMessagesError(f"{at}.{field} {problem}", index=i)
        calls.append(ToolCall(id=call_id, name=name, arguments=args))
    return calls


class _TurnBuilder:
    """Accumulates the messages of one turn; ``build`` validates and freezes it."""

    def __init__(self, start: int, user: str | None = None, user_name: str | None = None) -> None:
        self.start = start  # message index where the turn began, for error messages
        self.user = user
        self.user_name = user_name
        self.user_extras: MessageExtras | None = None
        self.steps: list[Step] = []  # the last one may still be growing (observations)
        self.response: str | None = None
        self.response_extras: MessageExtras | None = None
        self.response_reasoning: list[ReasoningItem] = []
        self.origin: Turn | None = None  # the open turn being continued: keeps id, time, meta

    @classmethod
    def from_turn(cls, turn: Turn, start: int) -> _TurnBuilder:
        b = cls(start, turn.user, turn.user_name)
        b.origin = turn
        b.user_extras = turn.user_extras
        b.steps = list(turn.steps)
        b.response = turn.response
        b.response_extras = turn.response_extras
        b.response_reasoning = list(turn.response_reasoning_items)
        return b

    def pending(self) -> list[str]:
        return [c.id for c in self.steps[-1].unanswered] if self.steps else []

    def add(self, msg: Message, i: int) -> None:
        role = msg["role"]
        if role == "assistant":
            if self.pending():
                raise InvalidMessagesError(
                    f"assistant message before tool results for calls {self.pending()}", index=i
                )
            text, extras = read_text(msg, i)
            calls = _parse_tool_calls(msg["tool_calls"], i) if "tool_calls" in msg else []
            if "function_call" in msg:  # legacy: one call, answered by a "function" message
                calls.append(self._function_call(msg["function_call"], i))
            if calls:
                known = {c.id for s in self.steps for c in s.tool_calls}
                dup = [c.id for c in calls if c.id in known]
                if dup:
                    raise InvalidMessagesError(
                        f"tool call ids {dup} reused within one turn", index=i
                    )
                self.steps.append(Step(reasoning=text, tool_calls=calls, extras=extras))
            else:
                if text is None:
                    if extras is None or (extras.refusal is None and extras.audio is None):
                        raise InvalidMessagesError(
                            "assistant message has neither content nor tool_calls", index=i
                        )
                    text, extras = "", extras.model_copy(update={"no_content": True})
                self.response, self.response_extras = text, extras
        elif role == "function":
            self._observe(self._function_result(msg, i), msg, i)
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
            self._observe(call_id, msg, i)

    def _observe(self, call_id: str, msg: Message, i: int) -> None:
        text, extras = read_text(msg, i)
        obs = Observation(tool_call_id=call_id, content=text or "", extras=extras)
        last = self.steps[-1]
        self.steps[-1] = last.model_copy(update={"observations": [*last.observations, obs]})

    def _function_call(self, raw: object, i: int) -> ToolCall:
        """A legacy ``function_call`` as a tool call with a stable id made from the turn's
        position and the call, so a re-sent history yields the same id."""
        if not isinstance(raw, Mapping):
            raise InvalidMessagesError(
                "function_call must look like {'name', 'arguments'}", index=i
            )
        (call,) = _parse_tool_calls([{"id": "x", "function": raw}], i, label="function_call")
        digest = hashlib.sha1(f"{call.name}\0{call.arguments}".encode()).hexdigest()[:12]
        return call.model_copy(update={"id": f"call_fn{len(self.steps)}_{digest}"})

    def _function_result(self, msg: Message, i: int) -> str:
        """The pending call a legacy ``function`` message answers (by name)."""
        name = msg.get("name")
        pending = self.steps[-1].unanswered if self.steps else []
        for call in pending:
            if call.name == name:
                return call.id
        raise InvalidMessagesError(
            f"function message for {name!r} answers no pending function_call "
            f"(pending: {[c.name for c in pending]})",
            index=i,
        )

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
                user_extras=self.user_extras,
                steps=self.steps,
                response=self.response,
                response_extras=self.response_extras,
                response_reasoning_items=self.response_reasoning,
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
    if type(messages) is not list and (
        isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Iterable)
    ):
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
            text, extras = read_text(msg, i)
            if extras is not None:  # PinnedMessage keeps name itself
                extras = extras.model_copy(update={"name": None})
            pinned.append(
                PinnedMessage(
                    role=role,
                    content=text or "",
                    name=msg.get("name"),
                    extras=None if extras is None or extras.is_empty() else extras,
                )
            )
            continue
        started = True
        if role == "user":
            text, extras = read_text(msg, i)
            if text is None or ((extras is None or extras.parts is None) and text.strip() == ""):
                raise InvalidMessagesError("user message content is empty", index=i)
            if builder is not None:
                turns.append(builder.build(index, final=True))
                index += 1
            builder = _TurnBuilder(i, text, msg.get("name"))
            if extras is not None:  # the turn keeps user_name itself
                extras = extras.model_copy(update={"name": None})
                builder.user_extras = None if extras.is_empty() else extras
            continue
        if builder is None or (builder.response is not None and role == "assistant"):
            # An assistant speaking first (or again after its reply) starts a user-less turn.
            if role in ("tool", "function"):
                what = msg.get("tool_call_id", msg.get("name"))
                raise InvalidMessagesError(
                    f"{role} message for {what!r} with no assistant tool call before it",
                    index=i,
                )
            if builder is not None:
                turns.append(builder.build(index, final=True))
                index += 1
            builder = _TurnBuilder(i)
        elif builder.response is not None:
            what = msg.get("tool_call_id", msg.get("name"))
            raise InvalidMessagesError(
                f"{role} message for {what!r} after the turn's final response",
                index=i,
            )
        builder.add(msg, i)
    if builder is not None:
        turns.append(builder.build(index, final=False))
    return TurnsAndPinned(pinned, turns)


def messages_of(turns: Sequence[Turn]) -> list[Message]:
    """Concatenate the messages of several turns."""
    return [m for t in turns for m in t.to_messages()]
