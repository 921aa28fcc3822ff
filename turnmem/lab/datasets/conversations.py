"""The one reader of chat-message files that ``turnmem tokens``, ``turnmem replay`` and the
``openai-jsonl`` format share, so they accept the same shapes:

- JSONL, one conversation per line: ``{"messages": [...], "id"?}`` or a bare list of messages;
- JSONL, one message per line (``{"role": ...}``): the whole file is one conversation;
- one JSON document (pretty-printed or not): a list of messages, ``{"messages": [...]}``, or a
  list of such conversations.

Lines are read lazily when the first line shows a conversation per line. A file mixing the
two line shapes is an error naming both lines. Errors name the file and the line and say what
is wrong; they never quote the transcript (a record can hold pages of customer data).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from turnmem.lab.datasets.base import DatasetFormatError, iter_jsonl

__all__ = ["RawConversation", "read_conversations"]


@dataclass(frozen=True)
class RawConversation:
    """One conversation as found in a file, its messages not yet checked."""

    path: Path
    where: str
    """The record: ``"line 3"``, ``"lines 1-40"``, ``"record 2"`` or ``"the document"``."""
    id: str
    """The record's ``"id"`` if it has one, else ``"<file stem>:<line or record>"``."""
    messages: object
    """What the record holds as its messages (a list, when the shape is right)."""
    lines: list[int] = field(default_factory=list)
    """For one message per line: the line of each message, to name it in errors."""

    def line_of(self, index: int | None) -> str:
        """Where message ``index`` sits (its own line when messages are one per line)."""
        if index is not None and 0 <= index < len(self.lines):
            return f"line {self.lines[index]}"
        return self.where


def _kind(value: object) -> str:
    """``"conversation"``, ``"message"`` or a description of a value that is neither."""
    if isinstance(value, list):
        return "conversation"
    if isinstance(value, Mapping):
        if "messages" in value:
            return "conversation"
        if "role" in value:
            return "message"
        return "a JSON object with neither 'messages' nor 'role'"
    return f"a JSON {type(value).__name__}"


_EXPECTED = (
    "expected a conversation per line ({'messages': [...]} or a list of messages) or a message "
    "per line ({'role': ..., 'content': ...})"
)


def _conversation(path: Path, where: str, default_id: str, value: object) -> RawConversation:
    if isinstance(value, Mapping):
        rid = value.get("id")
        return RawConversation(
            path,
            where,
            str(rid) if isinstance(rid, str | int) else default_id,
            value.get("messages"),
        )
    return RawConversation(path, where, default_id, value)


def read_conversations(path: str | Path) -> Iterator[RawConversation]:
    """The conversations of one chat-message file, in order (see the module docstring).

    Raises:
        DatasetFormatError: the file is not JSON/JSONL, mixes the line shapes, or holds a line
            that is neither a conversation nor a message; the message names the file and line.
        OSError: the file cannot be read.
    """
    file = Path(path)
    lines = iter_jsonl(file)
    try:
        first = next(lines, None)
    except DatasetFormatError as jsonl_error:
        # Not JSONL; perhaps one pretty-printed JSON document.
        yield from _document(file, jsonl_error)
        return
    if first is None:
        raise DatasetFormatError("the file holds no conversation (it is empty)", path=file)
    lineno, value = first
    kind = _kind(value)
    if kind == "conversation":
        yield from _per_line(file, first, lines)
    elif kind == "message":
        yield _message_lines(file, first, lines)
    else:
        raise DatasetFormatError(f"{_EXPECTED}; got {kind}", path=file, where=f"line {lineno}")


def _per_line(
    file: Path, first: tuple[int, object], rest: Iterator[tuple[int, object]]
) -> Iterator[RawConversation]:
    for lineno, value in _chain(first, rest):
        kind = _kind(value)
        if kind == "message":
            raise DatasetFormatError(
                f"holds one message, but line {first[0]} holds a whole conversation; use one "
                "shape per file",
                path=file,
                where=f"line {lineno}",
            )
        if kind != "conversation":
            raise DatasetFormatError(f"{_EXPECTED}; got {kind}", path=file, where=f"line {lineno}")
        yield _conversation(file, f"line {lineno}", f"{file.stem}:{lineno}", value)


def _chain(
    first: tuple[int, object], rest: Iterator[tuple[int, object]]
) -> Iterator[tuple[int, object]]:
    yield first
    yield from rest


def _message_lines(
    file: Path, first: tuple[int, object], rest: Iterator[tuple[int, object]]
) -> RawConversation:
    messages: list[object] = []
    numbers: list[int] = []
    for lineno, value in _chain(first, rest):
        kind = _kind(value)
        if kind == "conversation":
            raise DatasetFormatError(
                f"holds a whole conversation, but line {first[0]} holds one message; use one "
                "shape per file",
                path=file,
                where=f"line {lineno}",
            )
        if kind != "message":
            raise DatasetFormatError(f"{_EXPECTED}; got {kind}", path=file, where=f"line {lineno}")
        messages.append(value)
        numbers.append(lineno)
    where = f"lines {numbers[0]}-{numbers[-1]}" if len(numbers) > 1 else f"line {numbers[0]}"
    return RawConversation(file, where, file.stem, messages, numbers)


def _document(file: Path, jsonl_error: DatasetFormatError) -> Iterator[RawConversation]:
    try:
        data = json.loads(file.read_bytes())
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise jsonl_error from None  # the line-level error says more than the document's
    if isinstance(data, Mapping):
        if "messages" not in data:
            raise DatasetFormatError(
                "a JSON object needs a 'messages' list", path=file, where="the document"
            )
        yield _conversation(file, "the document", file.stem, data)
        return
    if not isinstance(data, list):
        raise DatasetFormatError(
            f"{_EXPECTED}; got a JSON {type(data).__name__}", path=file, where="the document"
        )
    kinds = {_kind(item) for item in data}
    if data and kinds == {"conversation"}:
        for k, item in enumerate(data):
            yield _conversation(file, f"record {k}", f"{file.stem}:{k}", item)
    else:  # a list of messages (checked message by message later)
        yield RawConversation(file, "the document", file.stem, data)
