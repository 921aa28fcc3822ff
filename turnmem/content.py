"""Content parts and the per-message details turnmem keeps so that a message round-trips exactly.

Chat-completions messages may carry their content as a list of parts (the openai SDK's
``ChatCompletionContentPartParam``): text, ``image_url`` (with ``detail``), ``input_audio``,
``file`` and, in assistant messages, ``refusal``. A turn keeps the *text* of every message in
its plain fields (``Turn.user``, ``Step.reasoning``, ``Observation.content``, ``Turn.response``)
because folders, summaries, search and compression read only text; the parts themselves, and
the keys turnmem does not read (``name``, assistant ``refusal`` and ``audio``, Responses item
ids and status), live in a :class:`MessageExtras` next to them and are written back unchanged.

Each part is a frozen pydantic model; the union is discriminated by ``type`` and one
TypeAdapter validates a list of them (STYLE 1). An unknown part type or key is an error that
names the part, never silently dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

__all__ = [
    "AudioPart",
    "AudioRef",
    "ContentPart",
    "FilePart",
    "ImagePart",
    "MessageExtras",
    "ReasoningItem",
    "RefusalPart",
    "TextPart",
    "dump_parts",
    "has_media",
    "parse_parts",
    "text_of_parts",
]

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class TextPart(BaseModel):
    """``{"type": "text", "text": ...}``."""

    model_config = _FROZEN
    type: Literal["text"] = "text"
    text: str = Field(description="The text.")


class ImageURL(BaseModel):
    """The ``image_url`` object of an image part: an https URL or a ``data:`` URL."""

    model_config = _FROZEN
    url: str = Field(description="https URL or data URL (base64) of the image.")
    detail: Literal["auto", "low", "high"] | None = Field(
        default=None, description="Vision detail; decides the image's token cost."
    )


class ImagePart(BaseModel):
    """``{"type": "image_url", "image_url": {"url", "detail"?}}``."""

    model_config = _FROZEN
    type: Literal["image_url"] = "image_url"
    image_url: ImageURL


class InputAudio(BaseModel):
    """Base64 audio data and its format."""

    model_config = _FROZEN
    data: str = Field(description="Base64-encoded audio.")
    format: str = Field(description="Audio format, ``wav`` or ``mp3``.")


class AudioPart(BaseModel):
    """``{"type": "input_audio", "input_audio": {"data", "format"}}``."""

    model_config = _FROZEN
    type: Literal["input_audio"] = "input_audio"
    input_audio: InputAudio


class FileData(BaseModel):
    """A file given inline (base64 ``file_data``) or by an uploaded ``file_id``."""

    model_config = _FROZEN
    file_data: str | None = Field(default=None, description="Base64 (data URL) file content.")
    file_id: str | None = Field(default=None, description="Id of an uploaded file.")
    filename: str | None = Field(default=None, description="The file's name.")


class FilePart(BaseModel):
    """``{"type": "file", "file": {"file_data"?, "file_id"?, "filename"?}}``."""

    model_config = _FROZEN
    type: Literal["file"] = "file"
    file: FileData


class RefusalPart(BaseModel):
    """``{"type": "refusal", "refusal": ...}`` (assistant content only)."""

    model_config = _FROZEN
    type: Literal["refusal"] = "refusal"
    refusal: str = Field(description="The refusal text.")


#: One content part, discriminated by ``type``.
ContentPart = Annotated[
    TextPart | ImagePart | AudioPart | FilePart | RefusalPart, Field(discriminator="type")
]
_PARTS = TypeAdapter(list[ContentPart])

#: Which part types each role may send (the openai SDK's message param types).
ROLE_PARTS: dict[str, frozenset[str]] = {
    "system": frozenset({"text"}),
    "developer": frozenset({"text"}),
    "user": frozenset({"text", "image_url", "input_audio", "file"}),
    "assistant": frozenset({"text", "refusal"}),
    "tool": frozenset({"text"}),
}


class AudioRef(BaseModel):
    """An assistant message's ``audio``: a reference to an earlier audio response."""

    model_config = _FROZEN
    id: str = Field(min_length=1, description="Id of the audio response.")


class MessageExtras(BaseModel):
    """What a message carried besides the text turnmem reads, kept to write it back exactly.

    Every field is optional; a message written as a plain string with no extra keys has no
    ``MessageExtras`` at all.
    """

    model_config = _FROZEN

    name: str | None = Field(default=None, description="The message's ``name`` key.")
    parts: list[ContentPart] | None = Field(
        default=None, description="The content as given, when it was a list of parts."
    )
    no_content: bool = Field(
        default=False, description="True when the message had no ``content`` key at all."
    )
    refusal: str | None = Field(default=None, description="Assistant ``refusal`` key.")
    audio: AudioRef | None = Field(default=None, description="Assistant ``audio`` key.")
    item_id: str | None = Field(default=None, description="Responses-API item ``id``.")
    status: str | None = Field(default=None, description="Responses-API item ``status``.")
    item_extra: dict[str, Any] | None = Field(
        default=None,
        description="Other keys of a Responses item or its parts (annotations, logprobs), "
        "JSON values written back unchanged.",
    )

    def is_empty(self) -> bool:
        """True when nothing needs keeping (the plain form suffices)."""
        return self == _EMPTY


_EMPTY = MessageExtras()


def parse_parts(value: Sequence[object], role: str) -> list[ContentPart]:
    """Validate a content list for ``role``; raises ValueError naming the bad part and field."""
    try:
        parts = _PARTS.validate_python(list(value))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(
            f"content[{where}]: {first['msg']} (a part is one of text, image_url, input_audio, "
            "file, refusal)"
        ) from exc
    allowed = ROLE_PARTS.get(role, frozenset({"text"}))
    for j, part in enumerate(parts):
        if part.type not in allowed:
            raise ValueError(
                f"content[{j}] is a {part.type!r} part, which a {role} message cannot carry "
                f"(allowed: {sorted(allowed)})"
            )
    return parts


def dump_parts(parts: Sequence[ContentPart]) -> list[dict[str, Any]]:
    """Parts as the plain dicts the openai SDK sends (``None`` keys left out)."""
    return [p.model_dump(exclude_none=True) for p in parts]


def text_of_parts(parts: Sequence[ContentPart]) -> str:
    """The text a summary or search reads: text parts (and refusals) joined by newlines."""
    texts: list[str] = []
    for p in parts:
        if isinstance(p, TextPart):
            texts.append(p.text)
        elif isinstance(p, RefusalPart):
            texts.append(p.refusal)
    return "\n".join(texts)


def has_media(parts: Sequence[ContentPart] | None) -> bool:
    """True when ``parts`` holds an image, audio or file (a message that is never empty)."""
    return any(not isinstance(p, TextPart | RefusalPart) for p in parts or ())


class ReasoningItem(BaseModel):
    """A Responses-API ``reasoning`` item, kept whole (its id and encrypted content are what a
    stateless reasoning model needs back); counted by its summary and encrypted text."""

    model_config = ConfigDict(frozen=True, extra="allow")

    type: Literal["reasoning"] = "reasoning"
    id: str | None = Field(default=None, description="The item id (``rs_...``).")
    summary: list[dict[str, Any]] = Field(
        default_factory=list, description="Summary parts (``summary_text``)."
    )
    encrypted_content: str | None = Field(
        default=None, description="Opaque reasoning state to send back unchanged."
    )

    def to_item(self) -> dict[str, Any]:
        """The item as sent back to ``responses.create(input=...)``."""
        return self.model_dump(exclude_none=True)

    def text(self) -> str:
        """The readable summary text."""
        return "\n".join(str(s.get("text", "")) for s in self.summary)
