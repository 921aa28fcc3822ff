"""What every transcript reader shares: :class:`Dialogue`, :class:`DatasetFormatError` and the
file, record and turn helpers the per-format modules build on."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from turnmem.errors import ConfigurationError, InvalidMessagesError
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "UNSET_VALUES",
    "DatasetFormatError",
    "Dialogue",
    "RecordError",
    "describe_problem",
    "find_files",
    "finish_dialogue",
    "iter_jsonl",
    "normalize_value",
    "pair_turns",
    "read_json",
    "read_labelled_dialogues",
    "rebuild_turn",
    "require_file",
    "text_of",
    "wrap_error",
]

#: Gold values that mean "not set" (``"dontcare"`` is kept: it is a real user constraint).
UNSET_VALUES = frozenset({"", "not mentioned", "none"})


class DatasetFormatError(InvalidMessagesError):
    """A transcript file (or one record of it) that does not have the expected shape.

    Attributes:
        path: the file read.
        where: the record inside it (``"line 3"``, ``"dialogue 'PMUL1635'"``), when known.
        problem: what is wrong.
    """

    def __init__(self, problem: str, *, path: str | Path, where: str | None = None) -> None:
        self.path = str(path)
        self.where = where
        self.problem = problem
        location = f"{self.path}, {where}" if where else self.path
        super().__init__(f"{location}: {problem}")


class RecordError(ValueError):
    """A record-level problem; the reader adds the file and record (see :func:`wrap_error`).

    Attributes:
        index: the message of the record at fault, when known (a reader whose messages sit on
            separate lines turns it into a line number).
    """

    def __init__(self, problem: str, *, index: int | None = None) -> None:
        self.index = index
        super().__init__(problem)


class Dialogue(BaseModel):
    """One conversation read from a data set, ready to replay turn by turn."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(description="Dialogue id from the data set (or '<file stem>:<line>').")
    pinned: list[PinnedMessage] = Field(
        default_factory=list, description="System messages that head every context."
    )
    turns: list[Turn] = Field(description="The turns, indexed 0..n-1.")
    gold: list[dict[str, str]] | None = Field(
        default=None,
        description=(
            "Per turn, the gold 'domain-slot' -> value belief state after that turn's user "
            "utterance; None when the format has no labels."
        ),
    )
    source: str = Field(description="Format the dialogue was read from (or a '+'-joined mix).")


# --------------------------------------------------------------------------------------------
# helpers shared by the readers


def normalize_value(value: str) -> str:
    return " ".join(value.split()).lower()


def read_json(path: Path) -> Any:
    """The JSON document of ``path``; a ``.zip`` must hold exactly one ``.json`` member."""
    try:
        if path.suffix == ".zip":
            with zipfile.ZipFile(path) as zf:
                members = [n for n in zf.namelist() if n.endswith(".json")]
                if len(members) != 1:
                    raise DatasetFormatError(
                        f"expected exactly one .json file in the zip, found {members}", path=path
                    )
                raw = zf.read(members[0])
        else:
            raw = path.read_bytes()
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DatasetFormatError(
            f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", path=path
        ) from exc
    except (zipfile.BadZipFile, UnicodeDecodeError) as exc:
        raise DatasetFormatError(f"cannot read: {exc}", path=path) from exc


def read_labelled_dialogues(
    path: Path,
    fmt: str,
    list_key: str,
    text_key: str,
    label: Callable[[int, Mapping[str, Any]], tuple[bool, dict[str, str] | None]],
) -> Iterator[Dialogue]:
    """The dialogues of a belief-state data set (MultiWOZ, CrossWOZ): one JSON file (or zip)
    mapping dialogue ids to objects whose ``list_key`` list holds the utterances, each with
    its text under ``text_key``.

    ``label(k, utterance)`` says whether utterance ``k`` is the user's and gives a system
    utterance's gold state (raising :class:`RecordError` when it is malformed); utterances are
    then paired into turns by :func:`pair_turns`.
    """
    require_file(path, fmt)
    data = read_json(path)
    if not isinstance(data, Mapping):
        raise DatasetFormatError("expected an object mapping dialogue ids to dialogues", path=path)
    for did, dlg in data.items():
        where = f"dialogue {did!r}"
        try:
            entries = dlg.get(list_key) if isinstance(dlg, Mapping) else None
            if not isinstance(entries, list):
                raise RecordError(f"has no {list_key!r} list")
            items: list[tuple[bool, str, dict[str, str] | None]] = []
            for k, entry in enumerate(entries):
                if not isinstance(entry, Mapping) or not isinstance(entry.get(text_key), str):
                    raise RecordError(f"{list_key}[{k}] has no {text_key!r} string")
                is_user, state = label(k, entry)
                items.append((is_user, entry[text_key], state))
            turns, gold = pair_turns(items)
            yield finish_dialogue(str(did), fmt, [], turns, gold)
        except ValueError as exc:
            raise wrap_error(exc, path, where) from exc


def iter_jsonl(path: Path) -> Iterator[tuple[int, Any]]:
    """``(line number, parsed value)`` for every non-blank line."""
    with path.open("rb") as fh:
        for lineno, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise DatasetFormatError(
                    f"not UTF-8 text ({exc.reason} at byte {exc.start} of the line)",
                    path=path,
                    where=f"line {lineno}",
                ) from exc
            if not line.strip():
                continue
            try:
                yield lineno, json.loads(line)
            except json.JSONDecodeError as exc:  # its message quotes no input
                raise DatasetFormatError(
                    f"invalid JSON at column {exc.pos + 1}: {exc.msg}",
                    path=path,
                    where=f"line {lineno}",
                ) from exc


def find_files(path: Path, *suffixes: str) -> list[Path]:
    if path.is_file():
        return [path]
    files = sorted(p for p in path.rglob("*") if p.is_file() and p.name.endswith(suffixes))
    if not files:
        raise ConfigurationError(f"no {'/'.join(suffixes)} files under {str(path)!r}")
    return files


def require_file(path: Path, fmt: str) -> None:
    if not path.is_file():
        raise ConfigurationError(
            f"{fmt} reads one file (.json or .zip); {str(path)!r} is not a file"
        )


def finish_dialogue(
    did: str,
    source: str,
    pinned: list[PinnedMessage],
    turns: Sequence[Turn],
    gold: list[dict[str, str]] | None,
) -> Dialogue:
    """Give turns deterministic ids, indices and meta, and wrap them in a Dialogue."""
    fixed = [
        rebuild_turn(
            t,
            index=k,
            id=f"{did}/{k}",
            meta={**t.meta, "dialogue_id": did, "dialogue_turn": k},
        )
        for k, t in enumerate(turns)
    ]
    return Dialogue(id=did, pinned=pinned, turns=fixed, gold=gold, source=source)


def rebuild_turn(turn: Turn, **changes: Any) -> Turn:
    """A new Turn (fresh memo) equal to ``turn`` with ``changes`` applied."""
    fields: dict[str, Any] = {name: getattr(turn, name) for name in Turn.model_fields}
    fields.update(changes)
    return Turn(**fields)


def wrap_error(exc: Exception, path: Path, where: str) -> DatasetFormatError:
    """``exc`` as a :class:`DatasetFormatError` naming the file and record, its text safe."""
    if isinstance(exc, DatasetFormatError):
        return exc
    return DatasetFormatError(describe_problem(exc), path=path, where=where)


def describe_problem(exc: BaseException) -> str:
    """What is wrong, without the record's text.

    A transcript can hold pages of customer data, and error lines end up in logs and
    terminals: pydantic's messages quote the offending input, so a validation error (or one
    caused by it) is re-told from its locations and messages only.
    """
    cause: BaseException | None = exc
    while cause is not None and not isinstance(cause, ValidationError):
        cause = cause.__cause__
    if cause is None:
        return str(exc)
    parts = [
        f"{'.'.join(str(x) for x in err['loc']) or 'value'}: {err['msg']}"
        if err["loc"]
        else str(err["msg"])
        for err in cause.errors(include_input=False, include_url=False)
    ]
    index = getattr(exc, "index", None)
    prefix = f"message[{index}]: " if isinstance(index, int) else ""
    return prefix + "; ".join(parts)


def text_of(content: object, what: str) -> str | None:
    """Message content as one string: ``None`` stays, text part lists are joined."""
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):
        parts: list[str] = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
                parts.append(part["text"])
            elif isinstance(part, Mapping):
                parts.append(f"[{part.get('type', 'non-text part')}]")
            else:
                raise RecordError(f"{what}: content part of type {type(part).__name__} is not text")
        return "\n".join(parts)
    raise RecordError(
        f"{what}: content must be a string or a list of parts, got {type(content).__name__}"
    )


def pair_turns(
    items: Sequence[tuple[bool, str, dict[str, str] | None]],
) -> tuple[list[Turn], list[dict[str, str]]]:
    """Pair user and system utterances into turns.

    ``items`` are ``(is_user, text, gold-or-None)`` in order; a system utterance closes the
    pending user utterance and its gold becomes that turn's gold. A user utterance without a
    system reply keeps the previous gold.
    """
    turns: list[Turn] = []
    gold: list[dict[str, str]] = []
    user: str | None = None  # pending user text (None: empty or no user utterance)
    has_user = False  # a user utterance is waiting for its reply

    def carry() -> dict[str, str]:
        return dict(gold[-1]) if gold else {}

    for is_user, text, state in items:
        if is_user:
            if has_user and user is not None:  # two user utterances in a row
                turns.append(Turn(user=user))
                gold.append(carry())
            user, has_user = (text if text.strip() else None), True
            continue
        if user is None and not text.strip():
            continue  # an empty system utterance with nothing to answer
        turns.append(Turn(user=user, response=text))
        gold.append(state if state is not None else carry())
        user, has_user = None, False
    if has_user and user is not None:
        turns.append(Turn(user=user))
        gold.append(carry())
    return turns, gold
