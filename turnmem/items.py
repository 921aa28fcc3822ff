"""Responses-API items both ways: ``turns_from_items(items)`` and ``Turn.to_items()``.

Items are what ``client.responses.create(input=...)`` takes and what ``response.output`` holds:
messages (``{"role", "content"}`` or ``{"type": "message", ...}`` with ``input_text`` /
``output_text`` parts), ``function_call`` / ``function_call_output`` paired by ``call_id``, and
``reasoning`` items (kept whole: id, summary, encrypted content). Item ids, ``status`` and the
keys turnmem does not read (``annotations``, ``logprobs``) are kept in each piece's
:class:`~turnmem.content.MessageExtras`, so ``items_of(turns_from_items(items).turns)``
gives back the same items. An assistant message directly followed by function calls is that
step's text; one closing the exchange is the reply.

Item types turnmem cannot hold (``web_search_call``, ``computer_call``, ``item_reference``, ...)
are an error naming the item, never silently dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from turnmem.chat import TurnsAndPinned, _TurnBuilder
from turnmem.content import (
    AudioPart,
    ContentPart,
    FileData,
    FilePart,
    ImagePart,
    ImageURL,
    InputAudio,
    MessageExtras,
    ReasoningItem,
    RefusalPart,
    TextPart,
    parse_parts,
)
from turnmem.errors import InvalidMessagesError
from turnmem.item_forms import Item, item_text, message_item
from turnmem.message import Message, surrogate_error
from turnmem.turn_model import Observation, PinnedMessage, Step, ToolCall, Turn

__all__ = ["Item", "items_from_messages", "items_of", "turns_from_items"]

_MESSAGE_ROLES = ("user", "assistant", "system", "developer")


def _wire(
    item: Mapping[str, Any], modelled: Sequence[str], text_content: bool
) -> MessageExtras | None:
    """Extras keeping ``id``, ``status`` and every key of the item turnmem does not model."""
    skip = {"id", "status", *modelled}
    extra = {k: v for k, v in item.items() if k not in skip}
    if text_content and isinstance(item.get("content"), str):
        extra.pop("content", None)
    extras = MessageExtras(
        item_id=item.get("id"), status=item.get("status"), item_extra=extra or None
    )
    return None if extras.is_empty() else extras


def _str(item: Mapping[str, Any], key: str, i: int) -> str:
    value = item.get(key)
    if not isinstance(value, str):
        raise InvalidMessagesError(
            f"{item.get('type', 'message')} item needs a string {key!r}", index=i
        )
    problem = surrogate_error(value)
    if problem:
        raise InvalidMessagesError(f"{key} {problem}", index=i)
    return value


def _chat_parts(content: list[Any], role: str) -> list[ContentPart] | None:
    """The chat form of an item's content when it holds media (images, audio, files), so
    the chat messages of the turn carry them too; None for text-only content."""
    parts: list[ContentPart] = []
    for part in content:
        kind = part.get("type") if isinstance(part, Mapping) else None
        if kind in ("input_text", "output_text"):
            parts.append(TextPart(text=str(part.get("text", ""))))
        elif kind == "refusal" and role == "assistant":
            parts.append(RefusalPart(refusal=str(part.get("refusal", ""))))
        elif kind == "input_image" and isinstance(part.get("image_url"), str):
            detail = part.get("detail")
            url = ImageURL(url=part["image_url"], detail=detail if detail != "auto" else None)
            parts.append(ImagePart(image_url=url))
        elif kind == "input_file":
            fields = {k: part[k] for k in ("file_data", "file_id", "filename") if k in part}
            parts.append(FilePart(file=FileData(**fields)))
        elif kind == "input_audio" and isinstance(part.get("input_audio"), Mapping):
            parts.append(AudioPart(input_audio=InputAudio(**part["input_audio"])))
    if all(isinstance(p, TextPart | RefusalPart) for p in parts):
        return None
    return parts


class _ItemReader:
    """Reads items in order; state: the turn being built and text waiting for its role."""

    def __init__(self, start_index: int, open_turn: Turn | None) -> None:
        self.pinned: list[PinnedMessage] = []
        self.turns: list[Turn] = []
        self.index = open_turn.index if open_turn is not None else start_index
        self.builder = _TurnBuilder.from_turn(open_turn, 0) if open_turn is not None else None
        self.started = open_turn is not None
        self.text: tuple[str, MessageExtras | None] | None = (
            None  # an assistant message not placed yet
        )
        self.reasoning: list[ReasoningItem] = []
        self.collecting = False  # the last step still takes parallel calls (no output yet)

    def _close(self, final: bool) -> None:
        if self.builder is None:
            return
        self._place_reply()
        self.turns.append(self.builder.build(self.index, final=final))
        self.index += 1
        self.builder = None

    def _place_reply(self) -> None:
        b = self.builder
        if b is None or (self.text is None and not self.reasoning):
            return
        if self.text is not None:
            b.response, b.response_extras = self.text
        b.response_reasoning = list(self.reasoning)
        self.text, self.reasoning = None, []

    def _ensure_turn(self, i: int) -> _TurnBuilder:
        if self.builder is None or self.builder.response is not None:
            self._close(final=True)
            self.builder = _TurnBuilder(i)
        return self.builder

    def message(self, item: Mapping[str, Any], i: int) -> None:
        role = item.get("role")
        if role not in _MESSAGE_ROLES:
            raise InvalidMessagesError(
                f"message item role must be one of {list(_MESSAGE_ROLES)}, got {role!r}", index=i
            )
        content = item.get("content")
        if not isinstance(content, str | list):
            raise InvalidMessagesError("message item content must be a string or a list", index=i)
        text = item_text(content)
        extras = _wire(item, ("role",), text_content=True)
        media = _chat_parts(content, role) if isinstance(content, list) else None
        if media is not None and extras is not None:  # images etc. also reach chat messages
            extras = extras.model_copy(update={"parts": media})
        if role in ("system", "developer"):
            if self.started:
                raise InvalidMessagesError(
                    f"{role} message after the conversation started", index=i
                )
            self.pinned.append(PinnedMessage(role=role, content=text, extras=extras))
            return
        self.started = True
        if role == "user":
            if not text.strip() and not isinstance(content, list):
                raise InvalidMessagesError("user message content is empty", index=i)
            self._close(final=True)
            self.builder = _TurnBuilder(i, text)
            self.builder.user_extras = extras
            self.collecting = False
            return
        b = self._ensure_turn(i)
        if b.pending():
            raise InvalidMessagesError(
                f"assistant message before outputs for calls {b.pending()}", index=i
            )
        if self.text is not None:  # two assistant messages in a row: the first closes a turn
            self._close(final=True)
            self.builder = _TurnBuilder(i)
        self.text = (text, extras)
        self.collecting = False

    def call(self, item: Mapping[str, Any], i: int) -> None:
        self.started = True
        b = self._ensure_turn(i)
        call = ToolCall(
            id=_str(item, "call_id", i),
            name=_str(item, "name", i),
            arguments=_str(item, "arguments", i),
            extras=_wire(item, ("type", "call_id", "name", "arguments"), text_content=False),
        )
        if any(c.id == call.id for s in b.steps for c in s.tool_calls):
            raise InvalidMessagesError(f"call_id {call.id!r} reused within one turn", index=i)
        if self.collecting and b.steps and not self.text and not self.reasoning:
            last = b.steps[-1]
            b.steps[-1] = last.model_copy(update={"tool_calls": [*last.tool_calls, call]})
            return
        if b.pending():
            raise InvalidMessagesError(f"function_call before outputs for {b.pending()}", index=i)
        text, extras = self.text if self.text is not None else (None, None)
        b.steps.append(
            Step(reasoning=text, tool_calls=[call], extras=extras, reasoning_items=self.reasoning)
        )
        self.text, self.reasoning, self.collecting = None, [], True

    def output(self, item: Mapping[str, Any], i: int) -> None:
        b = self.builder
        call_id = _str(item, "call_id", i)
        if b is None or call_id not in b.pending():
            pending = b.pending() if b is not None else []
            raise InvalidMessagesError(
                f"function_call_output for call_id {call_id!r}, which no pending function_call "
                f"has (pending: {pending})",
                index=i,
            )
        output = item.get("output")
        if not isinstance(output, str | list):
            raise InvalidMessagesError("function_call_output needs a string output", index=i)
        extras = _wire(item, ("type", "call_id"), text_content=False)
        if isinstance(output, str) and extras is not None and extras.item_extra:
            extra = {k: v for k, v in extras.item_extra.items() if k != "output"}
            extras = extras.model_copy(update={"item_extra": extra or None})
        obs = Observation(tool_call_id=call_id, content=item_text(output), extras=extras)
        last = b.steps[-1]
        b.steps[-1] = last.model_copy(update={"observations": [*last.observations, obs]})
        self.collecting = False

    def reason(self, item: Mapping[str, Any], i: int) -> None:
        self.started = True
        self._ensure_turn(i)
        try:
            self.reasoning.append(ReasoningItem.model_validate(dict(item)))
        except ValidationError as exc:
            raise InvalidMessagesError(
                f"reasoning item: {exc.errors()[0]['msg']}", index=i
            ) from None

    def finish(self) -> TurnsAndPinned:
        self._close(final=False)
        return TurnsAndPinned(self.pinned, self.turns)


def turns_from_items(
    items: Iterable[object], *, start_index: int = 0, open_turn: Turn | None = None
) -> TurnsAndPinned:
    """Split Responses-API items into pinned messages and turns (see the module docstring).

    Raises:
        InvalidMessagesError: naming the item index and the problem.
    """
    if isinstance(items, str | bytes | Mapping) or not isinstance(items, Iterable):
        raise InvalidMessagesError(
            f"items must be a list of item dicts, got {type(items).__name__}"
        )
    reader = _ItemReader(start_index, open_turn)
    for i, raw in enumerate(items):
        item = raw.model_dump(exclude_none=True) if isinstance(raw, BaseModel) else raw
        if not isinstance(item, Mapping):
            raise InvalidMessagesError(f"expected an item dict, got {type(item).__name__}", index=i)
        item = {k: v for k, v in item.items() if v is not None}
        kind = item.get("type", "message")
        if kind == "message":
            reader.message(item, i)
        elif kind == "function_call":
            reader.call(item, i)
        elif kind == "function_call_output":
            reader.output(item, i)
        elif kind == "reasoning":
            reader.reason(item, i)
        else:
            raise InvalidMessagesError(
                f"item type {kind!r} is not supported (turnmem holds messages, function_call, "
                "function_call_output and reasoning items)",
                index=i,
            )
    return reader.finish()


def items_of(turns: Sequence[Turn], pinned: Sequence[PinnedMessage] = ()) -> list[Item]:
    """Pinned messages and turns as Responses-API input items."""
    head = [message_item(p.role, p.content, p.extras) for p in pinned]
    return head + [it for t in turns for it in t.to_items()]


def items_from_messages(messages: Sequence[Message]) -> list[Item]:
    """Chat-completions messages (an assembled context) as Responses-API input items."""
    out: list[Item] = []
    for m in messages:
        role = m["role"]
        if role == "tool":
            out.append(
                {
                    "type": "function_call_output",
                    "call_id": m["tool_call_id"],
                    "output": item_text(m.get("content", "")),
                }
            )
            continue
        content = m.get("content")
        if (content is not None and content != "") or "tool_calls" not in m:
            extras = None
            if isinstance(content, list):
                extras = MessageExtras(parts=parse_parts(content, role))
            text = item_text(content) if content is not None else ""
            out.append(message_item(role, text, extras))
        for call in m.get("tool_calls", ()):
            fn = call["function"]
            out.append(
                {
                    "type": "function_call",
                    "call_id": call["id"],
                    "name": fn["name"],
                    "arguments": fn["arguments"],
                }
            )
    return out
