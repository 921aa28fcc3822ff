"""Writing one piece of a turn as a Responses-API input item (``responses.create(input=)``).

The pieces are what a :class:`~turnmem.turn_model.Turn` holds (a text with its
:class:`~turnmem.content.MessageExtras`, a tool call, an observation); :mod:`turnmem.items`
reads items back into turns. A piece read from an item is written back exactly (its ``id``,
``status``, ``type`` and content list are in the extras); a piece read from a chat message is
written in the plain form (``{"role", "content"}``; content parts become ``input_text`` /
``input_image`` / ``input_file`` / ``input_audio``).
"""

from __future__ import annotations

from typing import Any

from turnmem.content import (
    AudioPart,
    ContentPart,
    FilePart,
    ImagePart,
    MessageExtras,
    RefusalPart,
    TextPart,
)

__all__ = ["Item", "call_item", "item_text", "message_item", "output_item"]

#: A Responses-API input item as a plain dict (what ``input=`` accepts).
Item = dict[str, Any]

# Content part types whose text a summary reads.
_TEXT_KEYS = {"input_text": "text", "output_text": "text", "refusal": "refusal", "text": "text"}


def item_text(content: object) -> str:
    """The text of an item's content (a string, or its text/refusal parts joined by newlines)."""
    if isinstance(content, str):
        return content
    texts: list[str] = []
    for part in content if isinstance(content, list) else []:
        key = _TEXT_KEYS.get(part.get("type", "")) if isinstance(part, dict) else None
        if key is not None and isinstance(part.get(key), str):
            texts.append(part[key])
    return "\n".join(texts)


def _input_part(part: ContentPart, role: str) -> dict[str, Any]:
    if isinstance(part, TextPart):
        return {"type": "output_text" if role == "assistant" else "input_text", "text": part.text}
    if isinstance(part, RefusalPart):
        return {"type": "refusal", "refusal": part.refusal}
    if isinstance(part, ImagePart):
        return {
            "type": "input_image",
            "image_url": part.image_url.url,
            "detail": part.image_url.detail or "auto",
        }
    if isinstance(part, AudioPart):
        return {"type": "input_audio", "input_audio": part.input_audio.model_dump()}
    assert isinstance(part, FilePart)
    return {"type": "input_file", **part.file.model_dump(exclude_none=True)}


def _with_ids(item: Item, extras: MessageExtras | None) -> Item:
    if extras is not None:
        if extras.item_id is not None:
            item["id"] = extras.item_id
        if extras.status is not None:
            item["status"] = extras.status
    return item


def _kept(extras: MessageExtras | None) -> dict[str, Any]:
    return dict(extras.item_extra) if extras is not None and extras.item_extra else {}


def message_item(role: str, text: str, extras: MessageExtras | None) -> Item:
    """A message item: the original item form when read from one (unless a compressed view
    changed its text), else ``{"role", "content"}`` with parts converted."""
    extra = _kept(extras)
    item: Item = {**extra, "role": role}
    kept_content = extra.get("content")
    if kept_content is not None and item_text(kept_content) == text:
        item["content"] = kept_content
    elif extras is not None and extras.parts is not None:
        item["content"] = [_input_part(p, role) for p in extras.parts]
    else:
        item["content"] = text
    return _with_ids(item, extras)


def call_item(call_id: str, name: str, arguments: str, extras: MessageExtras | None) -> Item:
    """A ``function_call`` item."""
    item: Item = {
        **_kept(extras),
        "type": "function_call",
        "call_id": call_id,
        "name": name,
        "arguments": arguments,
    }
    return _with_ids(item, extras)


def output_item(call_id: str, output: str, extras: MessageExtras | None) -> Item:
    """A ``function_call_output`` item (the original output list when its text is unchanged)."""
    extra = _kept(extras)
    kept_output = extra.pop("output", None)
    value: object = output
    if kept_output is not None and item_text(kept_output) == output:
        value = kept_output
    item: Item = {**extra, "type": "function_call_output", "call_id": call_id, "output": value}
    return _with_ids(item, extras)
