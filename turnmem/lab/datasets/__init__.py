"""Readers that turn public transcript files into turnmem :class:`~turnmem.turn.Turn` s.

Used by tests and benchmarks to replay real conversations through a memory. Every reader
returns :class:`Dialogue` objects: pinned system messages, the turns (indexed ``0..n-1``, with
deterministic ids ``"<dialogue id>/<index>"`` and ``meta = {"dialogue_id", "dialogue_turn"}``)
and, for the task-oriented corpora, the gold belief state after each user utterance.

Formats (:data:`FORMATS`):

``openai-jsonl``
    One conversation per line: a list of OpenAI chat messages or ``{"messages": [...]}``
    (optional ``"id"``). Common deviations are repaired before :func:`turns_from_messages`:
    ``"content": None`` and unknown keys are dropped, content part lists are joined, missing
    tool call ids become ``"call_<n>"``, dict arguments are JSON-encoded, legacy
    ``function_call`` / ``"role": "function"`` become tool calls / tool results.
``sharegpt``
    A JSON list (or JSONL) of ``{"conversations": [{"from", "value"}], "system"?}``;
    ``human``/``user`` -> user, ``gpt``/``assistant``/``model`` -> assistant, ``system`` ->
    system, ``function_call`` (a JSON ``{"name", "arguments"}``) -> a tool call, and
    ``observation``/``tool``/``function_response`` -> the result of the pending call.
``multiwoz``
    MultiWOZ 2.x original format (``.json`` or a ``.zip`` holding one ``.json``). One turn per
    user utterance with the following system utterance as response; gold from the system turn's
    ``metadata`` (see :func:`flatten_multiwoz_state`).
``crosswoz``
    CrossWOZ (``.json`` or ``.json.zip``). One turn per ``usr`` message with the next ``sys``
    message as response; gold from that system message's ``sys_state_init`` (the first
    database query, which records the user's constraints; see :func:`flatten_crosswoz_state`).
``tau-bench``
    tau-bench trajectories, one per line (a ``.jsonl`` file or a folder of them). A structured
    ``"messages"``/``"traj"`` list is read like ``openai-jsonl``. The published few-shot files
    only hold ``"messages_display"`` (``"user: ...\\nassistant: ...\\ntool: ..."``): an
    assistant message followed by a ``tool`` message is a tool call (its text, unless the
    literal ``None``, is the step's reasoning), the tool message its observation. The display
    records neither tool names nor arguments, so the calls are named ``"unknown_tool"`` with
    arguments ``"{}"`` and ids ``"call_<n>"``.
``swe-agent``
    SWE-agent ``.traj`` files (a file, or a folder searched recursively). One dialogue per file
    with **one turn**: the user input is the problem statement (first non-demonstration user
    message of ``history``), and every trajectory entry is one :class:`Step` (reasoning =
    ``thought``, one call ``ToolCall(id="call_<i>", name=<command word of the action or
    "bash">, arguments=json.dumps({"command": action}))`` and its observation), so the whole
    run reads like one ReAct turn with real tool traffic. The response is
    ``"[trajectory ended: <exit_status>]"`` when ``info.exit_status`` is recorded; otherwise
    the turn stays open. The first system message of ``history`` is pinned. Files without a
    ``trajectory`` list fall back to the action/observation messages of ``history``.

Gold labels are flattened to ``{"domain-slot": "value"}`` (book slots as
``"domain-book slot"``), lower-cased with whitespace collapsed; empty, ``"not mentioned"``
and ``"none"`` values are removed (``"dontcare"`` is kept: it is a real user constraint).
"""

from __future__ import annotations

import json
import re
import zipfile
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from turnmem.errors import ConfigurationError, InvalidMessagesError
from turnmem.turn import (
    Message,
    Observation,
    PinnedMessage,
    Step,
    ToolCall,
    Turn,
    turns_from_messages,
)

__all__ = [
    "FORMATS",
    "DatasetFormatError",
    "Dialogue",
    "chain_dialogues",
    "flatten_crosswoz_state",
    "flatten_multiwoz_state",
    "load_dialogues",
]

#: The formats :func:`load_dialogues` reads.
FORMATS: tuple[str, ...] = (
    "openai-jsonl",
    "sharegpt",
    "multiwoz",
    "crosswoz",
    "tau-bench",
    "swe-agent",
)

_UNSET_VALUES = frozenset({"", "not mentioned", "none"})
_TAU_ROLE_RE = re.compile(r"^(user|assistant|tool): ", re.MULTILINE)
_TOOL_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_TAU_TOOL_NAME = "unknown_tool"


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


class _Bad(ValueError):
    """Internal: a record-level problem; the caller adds the file and record."""


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
# public entry points


def load_dialogues(path: str | Path, format: str, *, limit: int | None = None) -> list[Dialogue]:
    """Read the dialogues of a transcript file (or folder) in one of :data:`FORMATS`.

    Args:
        path: the file. All formats but ``multiwoz`` and ``crosswoz`` also take a folder:
            every ``.jsonl`` (``openai-jsonl``, ``tau-bench``), ``.json``/``.jsonl``
            (``sharegpt``) or ``.traj`` (``swe-agent``) file under it, sorted by path.
        format: one of :data:`FORMATS`.
        limit: read at most this many dialogues (``None``: all).

    Raises:
        ConfigurationError: unknown format, negative limit, or a path that does not exist or
            holds no matching file.
        DatasetFormatError: a malformed file or record (an :class:`InvalidMessagesError`);
            the message names the file, the line or dialogue id and the problem.
    """
    if format not in FORMATS:
        raise ConfigurationError(f"unknown dataset format {format!r}; expected one of {FORMATS}")
    if limit is not None and limit < 0:
        raise ConfigurationError(f"limit must be >= 0 or None, got {limit}")
    p = Path(path)
    if not p.exists():
        raise ConfigurationError(f"dataset path {str(p)!r} does not exist")
    out: list[Dialogue] = []
    if limit == 0:
        return out
    for dialogue in _READERS[format](p):
        out.append(dialogue)
        if limit is not None and len(out) >= limit:
            break
    return out


def chain_dialogues(dialogues: Sequence[Dialogue], n: int) -> list[Dialogue]:
    """Concatenate each group of ``n`` consecutive dialogues into one long conversation.

    Turns are re-indexed ``0..``; their ids and ``meta`` (which name the original dialogue)
    are kept, with ``"#<k>"`` appended when a dialogue occurs twice in a chain. Pinned messages
    are the distinct pinned messages of the group, in order. The chain's gold for a turn is its
    own dialogue's gold merged over the *final* gold of the earlier dialogues of the chain (a
    later value wins for the same slot), so a memory must retain facts from earlier dialogues;
    it is ``None`` if any dialogue of the group has no gold. A last group shorter than ``n`` is
    kept. The chain id is ``"chain:<id1>+<id2>+..."``.

    Raises:
        ConfigurationError: ``n`` < 1.
    """
    if n < 1:
        raise ConfigurationError(f"chain length n must be >= 1, got {n}")
    return [_chain(dialogues[i : i + n]) for i in range(0, len(dialogues), n)]


def flatten_multiwoz_state(metadata: Mapping[str, Any]) -> dict[str, str]:
    """Flatten a MultiWOZ system turn's ``metadata`` into ``{"domain-slot": "value"}``.

    ``semi`` slots give ``"hotel-area"``, ``book`` slots ``"hotel-book people"``; the
    ``booked`` lists are skipped, keys and values lower-cased, unset values removed.
    """
    out: dict[str, str] = {}
    for domain, parts in metadata.items():
        if not isinstance(parts, Mapping):
            continue
        for part, prefix in (("semi", ""), ("book", "book ")):
            slots = parts.get(part)
            if not isinstance(slots, Mapping):
                continue
            for slot, value in slots.items():
                if slot == "booked" or not isinstance(value, str):
                    continue
                norm = _norm(value)
                if norm not in _UNSET_VALUES:
                    out[f"{domain}-{prefix}{slot}".lower()] = norm
    return out


def flatten_crosswoz_state(state: Mapping[str, Any]) -> dict[str, str]:
    """Flatten a CrossWOZ ``sys_state_init``/``sys_state`` into ``{"domain-slot": "value"}``.

    ``selectedResults`` (database hits, not user constraints) and empty values are removed.
    """
    out: dict[str, str] = {}
    for domain, slots in state.items():
        if not isinstance(slots, Mapping):
            continue
        for slot, value in slots.items():
            if slot == "selectedResults" or not isinstance(value, str):
                continue
            norm = _norm(value)
            if norm not in _UNSET_VALUES:
                out[f"{domain}-{slot}".lower()] = norm
    return out


# --------------------------------------------------------------------------------------------
# helpers shared by the readers


def _norm(value: str) -> str:
    return " ".join(value.split()).lower()


def _read_json(path: Path) -> Any:
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


def _iter_jsonl(path: Path) -> Iterator[tuple[int, Any]]:
    """``(line number, parsed value)`` for every non-blank line."""
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                yield lineno, json.loads(line)
            except json.JSONDecodeError as exc:
                raise DatasetFormatError(
                    f"invalid JSON at column {exc.colno}: {exc.msg}",
                    path=path,
                    where=f"line {lineno}",
                ) from exc


def _files(path: Path, *suffixes: str) -> list[Path]:
    if path.is_file():
        return [path]
    files = sorted(p for p in path.rglob("*") if p.is_file() and p.name.endswith(suffixes))
    if not files:
        raise ConfigurationError(f"no {'/'.join(suffixes)} files under {str(path)!r}")
    return files


def _require_file(path: Path, fmt: str) -> None:
    if not path.is_file():
        raise ConfigurationError(
            f"{fmt} reads one file (.json or .zip); {str(path)!r} is not a file"
        )


def _finish(
    did: str,
    source: str,
    pinned: list[PinnedMessage],
    turns: Sequence[Turn],
    gold: list[dict[str, str]] | None,
) -> Dialogue:
    """Give turns deterministic ids, indices and meta, and wrap them in a Dialogue."""
    fixed = [
        _rebuild(
            t,
            index=k,
            id=f"{did}/{k}",
            meta={**t.meta, "dialogue_id": did, "dialogue_turn": k},
        )
        for k, t in enumerate(turns)
    ]
    return Dialogue(id=did, pinned=pinned, turns=fixed, gold=gold, source=source)


def _rebuild(turn: Turn, **changes: Any) -> Turn:
    """A new Turn (fresh memo) equal to ``turn`` with ``changes`` applied."""
    fields: dict[str, Any] = {name: getattr(turn, name) for name in Turn.model_fields}
    fields.update(changes)
    return Turn(**fields)


def _wrap(exc: Exception, path: Path, where: str) -> DatasetFormatError:
    if isinstance(exc, DatasetFormatError):
        return exc
    return DatasetFormatError(str(exc), path=path, where=where)


def _text_of(content: object, what: str) -> str | None:
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
                raise _Bad(f"{what}: content part of type {type(part).__name__} is not text")
        return "\n".join(parts)
    raise _Bad(f"{what}: content must be a string or a list of parts, got {type(content).__name__}")


# --------------------------------------------------------------------------------------------
# OpenAI-shaped messages (openai-jsonl, structured tau-bench, sharegpt after mapping)

_KEEP_NAME = frozenset({"system", "developer", "user", "assistant"})


def _normalize_openai(raw: object) -> list[Message]:
    """Repair common deviations so :func:`turns_from_messages` accepts the list."""
    if not isinstance(raw, list):
        raise _Bad(f"expected a list of messages, got {type(raw).__name__}")
    out: list[Message] = []
    pending: list[str] = []
    used: set[str] = set()
    counter = 0

    def fresh_id() -> str:
        nonlocal counter
        while f"call_{counter}" in used:
            counter += 1
        used.add(f"call_{counter}")
        return f"call_{counter}"

    for i, m in enumerate(raw):
        if not isinstance(m, Mapping):
            raise _Bad(f"message[{i}] must be an object, got {type(m).__name__}")
        role = m.get("role")
        if role == "function":
            role = "tool"
        msg: Message = {"role": role}
        content = _text_of(m.get("content"), f"message[{i}]")
        if content is not None:
            msg["content"] = content
        if role in _KEEP_NAME and isinstance(m.get("name"), str):
            msg["name"] = m["name"]
        if role == "assistant":
            calls = m.get("tool_calls") or []
            legacy = m.get("function_call")
            if not calls and isinstance(legacy, Mapping):
                calls = [{"function": legacy}]
            if not isinstance(calls, list):
                raise _Bad(f"message[{i}]: tool_calls must be a list")
            parts: list[dict[str, Any]] = []
            for j, call in enumerate(calls):
                fn = call.get("function") if isinstance(call, Mapping) else None
                if not isinstance(fn, Mapping) or not isinstance(fn.get("name"), str):
                    raise _Bad(f"message[{i}]: tool_calls[{j}] has no function name")
                call_id = call.get("id") if isinstance(call, Mapping) else None
                if not isinstance(call_id, str) or not call_id:
                    call_id = fresh_id()
                used.add(call_id)
                args = fn.get("arguments")
                if args is None:
                    args = "{}"
                elif not isinstance(args, str):
                    args = json.dumps(args, ensure_ascii=False)
                parts.append(
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": fn["name"], "arguments": args},
                    }
                )
            if parts:
                msg["tool_calls"] = parts
                pending = [p["id"] for p in parts]
        elif role == "tool":
            call_id = m.get("tool_call_id")
            if not isinstance(call_id, str) or not call_id:
                call_id = pending[0] if pending else ""
            if call_id in pending:
                pending.remove(call_id)
            msg["tool_call_id"] = call_id
            msg.setdefault("content", "")
        out.append(msg)
    return out


def _dialogue_from_messages(did: str, source: str, raw: object) -> Dialogue:
    pinned, turns = turns_from_messages(_normalize_openai(raw))
    if not turns:
        raise _Bad("conversation has no user, assistant or tool message")
    return _finish(did, source, pinned, turns, None)


def _read_openai_jsonl(path: Path) -> Iterator[Dialogue]:
    for file in _files(path, ".jsonl"):
        for lineno, obj in _iter_jsonl(file):
            where = f"line {lineno}"
            try:
                did = f"{file.stem}:{lineno}"
                raw: object = obj
                if isinstance(obj, Mapping):
                    if isinstance(obj.get("id"), str | int):
                        did = str(obj["id"])
                    raw = obj.get("messages")
                yield _dialogue_from_messages(did, "openai-jsonl", raw)
            except ValueError as exc:
                raise _wrap(exc, file, where) from exc


# --------------------------------------------------------------------------------------------
# ShareGPT

_SHAREGPT_ROLES = {
    "human": "user",
    "user": "user",
    "gpt": "assistant",
    "assistant": "assistant",
    "chatgpt": "assistant",
    "model": "assistant",
    "bard": "assistant",
    "bing": "assistant",
    "system": "system",
    "tool": "tool",
    "observation": "tool",
    "function_response": "tool",
    "function": "tool",
}


def _sharegpt_messages(record: object) -> list[Message]:
    if not isinstance(record, Mapping):
        raise _Bad(f"expected an object with 'conversations', got {type(record).__name__}")
    conv = record.get("conversations")
    if not isinstance(conv, list):
        raise _Bad("'conversations' must be a list")
    messages: list[Message] = []
    if isinstance(record.get("system"), str) and record["system"].strip():
        messages.append({"role": "system", "content": record["system"]})
    pending: list[str] = []
    n_calls = 0
    for i, entry in enumerate(conv):
        if not isinstance(entry, Mapping):
            raise _Bad(f"conversations[{i}] must be an object")
        speaker, value = entry.get("from"), entry.get("value")
        if not isinstance(value, str):
            raise _Bad(f"conversations[{i}].value must be a string")
        if speaker == "function_call":
            try:
                spec = json.loads(value)
            except json.JSONDecodeError as exc:
                raise _Bad(f"conversations[{i}]: function_call value is not JSON: {exc}") from exc
            specs = spec if isinstance(spec, list) else [spec]
            calls: list[dict[str, Any]] = []
            for s in specs:
                if not isinstance(s, Mapping) or not isinstance(s.get("name"), str):
                    raise _Bad(f"conversations[{i}]: function_call needs a 'name'")
                args = s.get("arguments", {})
                calls.append(
                    {
                        "id": f"call_{n_calls}",
                        "type": "function",
                        "function": {
                            "name": s["name"],
                            "arguments": args
                            if isinstance(args, str)
                            else json.dumps(args, ensure_ascii=False),
                        },
                    }
                )
                n_calls += 1
            messages.append({"role": "assistant", "tool_calls": calls})
            pending = [c["id"] for c in calls]
            continue
        role = _SHAREGPT_ROLES.get(str(speaker).lower()) if speaker is not None else None
        if role is None:
            raise _Bad(
                f"conversations[{i}]: unknown speaker {speaker!r}; expected one of "
                f"{[*_SHAREGPT_ROLES, 'function_call']}"
            )
        if role == "tool":
            if not pending:
                raise _Bad(f"conversations[{i}]: {speaker} output with no function_call before it")
            messages.append({"role": "tool", "tool_call_id": pending.pop(0), "content": value})
        else:
            messages.append({"role": role, "content": value})
    return messages


def _read_sharegpt(path: Path) -> Iterator[Dialogue]:
    for file in _files(path, ".json", ".jsonl"):
        records: Iterator[tuple[str, object]]
        if file.suffix == ".jsonl":
            records = ((f"line {n}", obj) for n, obj in _iter_jsonl(file))
        else:
            data = _read_json(file)
            if isinstance(data, Mapping):
                data = [data]
            if not isinstance(data, list):
                raise DatasetFormatError("expected a JSON list of conversations", path=file)
            records = ((f"record {k}", obj) for k, obj in enumerate(data))
        for k, (where, record) in enumerate(records):
            try:
                did = f"{file.stem}:{k}"
                if isinstance(record, Mapping) and isinstance(record.get("id"), str | int):
                    did = str(record["id"])
                messages = _sharegpt_messages(record)
                pinned, turns = turns_from_messages(messages)
                if not turns:
                    raise _Bad("conversation has no user or assistant message")
                yield _finish(did, "sharegpt", pinned, turns, None)
            except ValueError as exc:
                raise _wrap(exc, file, where) from exc


# --------------------------------------------------------------------------------------------
# task-oriented dialogue corpora


def _pair_turns(
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


def _read_multiwoz(path: Path) -> Iterator[Dialogue]:
    _require_file(path, "multiwoz")
    data = _read_json(path)
    if not isinstance(data, Mapping):
        raise DatasetFormatError("expected an object mapping dialogue ids to dialogues", path=path)
    for did, dlg in data.items():
        where = f"dialogue {did!r}"
        try:
            log = dlg.get("log") if isinstance(dlg, Mapping) else None
            if not isinstance(log, list):
                raise _Bad("has no 'log' list")
            items: list[tuple[bool, str, dict[str, str] | None]] = []
            for k, entry in enumerate(log):
                if not isinstance(entry, Mapping) or not isinstance(entry.get("text"), str):
                    raise _Bad(f"log[{k}] has no 'text' string")
                is_user = k % 2 == 0
                state = None
                if not is_user:
                    meta = entry.get("metadata")
                    if not isinstance(meta, Mapping):
                        raise _Bad(f"log[{k}] (a system turn) has no 'metadata' object")
                    state = flatten_multiwoz_state(meta)
                items.append((is_user, entry["text"], state))
            turns, gold = _pair_turns(items)
            yield _finish(str(did), "multiwoz", [], turns, gold)
        except ValueError as exc:
            raise _wrap(exc, path, where) from exc


def _read_crosswoz(path: Path) -> Iterator[Dialogue]:
    _require_file(path, "crosswoz")
    data = _read_json(path)
    if not isinstance(data, Mapping):
        raise DatasetFormatError("expected an object mapping dialogue ids to dialogues", path=path)
    for did, dlg in data.items():
        where = f"dialogue {did!r}"
        try:
            messages = dlg.get("messages") if isinstance(dlg, Mapping) else None
            if not isinstance(messages, list):
                raise _Bad("has no 'messages' list")
            items: list[tuple[bool, str, dict[str, str] | None]] = []
            for k, m in enumerate(messages):
                if not isinstance(m, Mapping) or not isinstance(m.get("content"), str):
                    raise _Bad(f"messages[{k}] has no 'content' string")
                role = m.get("role")
                if role not in ("usr", "sys"):
                    raise _Bad(f"messages[{k}] has role {role!r}; expected 'usr' or 'sys'")
                state = None
                if role == "sys":
                    raw_state = m.get("sys_state_init", m.get("sys_state"))
                    if not isinstance(raw_state, Mapping):
                        raise _Bad(f"messages[{k}] (a sys message) has no 'sys_state_init'")
                    state = flatten_crosswoz_state(raw_state)
                items.append((role == "usr", m["content"], state))
            turns, gold = _pair_turns(items)
            yield _finish(str(did), "crosswoz", [], turns, gold)
        except ValueError as exc:
            raise _wrap(exc, path, where) from exc


# --------------------------------------------------------------------------------------------
# tau-bench


def _tau_display_messages(display: str) -> list[Message]:
    """OpenAI messages from a tau-bench ``messages_display`` string."""
    parts = _TAU_ROLE_RE.split(display)
    if parts[0].strip():
        raise _Bad(f"messages_display does not start with a role prefix: {parts[0][:60]!r}")
    pairs = list(zip(parts[1::2], parts[2::2], strict=True))
    parsed = [(role, text[:-1] if text.endswith("\n") else text) for role, text in pairs]
    messages: list[Message] = []
    n_calls = 0
    for i, (role, text) in enumerate(parsed):
        nxt = parsed[i + 1][0] if i + 1 < len(parsed) else None
        if role == "user":
            messages.append({"role": "user", "content": text})
        elif role == "assistant" and nxt == "tool":
            call_id = f"call_{n_calls}"
            n_calls += 1
            msg: Message = {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": _TAU_TOOL_NAME, "arguments": "{}"},
                    }
                ],
            }
            if text != "None":
                msg["content"] = text
            messages.append(msg)
        elif role == "assistant":
            if text == "None":
                raise _Bad(f"displayed message {i}: assistant 'None' not followed by a tool output")
            messages.append({"role": "assistant", "content": text})
        else:  # tool
            prev = messages[-1] if messages else None
            if prev is None or "tool_calls" not in prev:
                raise _Bad(f"displayed message {i}: tool output with no assistant call before it")
            messages.append(
                {"role": "tool", "tool_call_id": prev["tool_calls"][0]["id"], "content": text}
            )
    return messages


def _read_tau_bench(path: Path) -> Iterator[Dialogue]:
    for file in _files(path, ".jsonl"):
        for lineno, obj in _iter_jsonl(file):
            where = f"line {lineno}"
            did = f"{file.stem}:{lineno}"
            try:
                if not isinstance(obj, Mapping):
                    raise _Bad(f"expected a JSON object, got {type(obj).__name__}")
                structured = next(
                    (obj[k] for k in ("messages", "traj") if isinstance(obj.get(k), list)), None
                )
                if structured is not None:
                    yield _dialogue_from_messages(did, "tau-bench", structured)
                    continue
                display = obj.get("messages_display")
                if not isinstance(display, str):
                    raise _Bad(
                        "has neither a 'messages'/'traj' list nor a 'messages_display' string"
                    )
                pinned, turns = turns_from_messages(_tau_display_messages(display))
                if not turns:
                    raise _Bad("messages_display holds no message")
                yield _finish(did, "tau-bench", pinned, turns, None)
            except ValueError as exc:
                raise _wrap(exc, file, where) from exc


# --------------------------------------------------------------------------------------------
# SWE-agent


def _command_word(action: str) -> str:
    words = action.split()
    word = words[0] if words else ""
    return word if _TOOL_NAME_RE.match(word) else "bash"


def _swe_steps(obj: Mapping[str, Any], history: list[Any], start: int) -> list[Step]:
    """Steps from ``trajectory``, or from the ``history`` messages after ``start``."""
    triples: list[tuple[str | None, str, str]] = []
    trajectory = obj.get("trajectory")
    if isinstance(trajectory, list) and trajectory:
        for i, entry in enumerate(trajectory):
            if not isinstance(entry, Mapping) or not isinstance(entry.get("action"), str):
                raise _Bad(f"trajectory[{i}] has no 'action' string")
            thought = entry.get("thought")
            observation = _text_of(entry.get("observation"), f"trajectory[{i}].observation")
            triples.append(
                (thought if isinstance(thought, str) else None, entry["action"], observation or "")
            )
    else:
        i = start + 1
        while i < len(history):
            m = history[i]
            if isinstance(m, Mapping) and m.get("role") == "assistant" and "action" in m:
                action = m.get("action")
                if not isinstance(action, str):
                    raise _Bad(f"history[{i}].action must be a string")
                thought = m.get("thought", m.get("content"))
                obs = ""
                nxt = history[i + 1] if i + 1 < len(history) else None
                if isinstance(nxt, Mapping) and nxt.get("role") in ("tool", "user"):
                    obs = _text_of(nxt.get("content"), f"history[{i + 1}]") or ""
                    i += 1
                triples.append((thought if isinstance(thought, str) else None, action, obs))
            i += 1
    steps: list[Step] = []
    for i, (thought, action, observation) in enumerate(triples):
        call = ToolCall(
            id=f"call_{i}",
            name=_command_word(action),
            arguments=json.dumps({"command": action}, ensure_ascii=False),
        )
        steps.append(
            Step(
                reasoning=thought if thought and thought.strip() else None,
                tool_calls=[call],
                observations=[Observation(tool_call_id=call.id, content=observation)],
            )
        )
    return steps


def _read_swe_agent(path: Path) -> Iterator[Dialogue]:
    root = path if path.is_dir() else path.parent
    for file in _files(path, ".traj"):
        did = file.relative_to(root).with_suffix("").as_posix()
        try:
            obj = _read_json(file)
            if not isinstance(obj, Mapping):
                raise _Bad("expected a JSON object with 'trajectory' and 'history'")
            history = obj.get("history", [])
            if not isinstance(history, list):
                raise _Bad("'history' must be a list")
            pinned: list[PinnedMessage] = []
            problem: str | None = None
            problem_at = -1
            for i, m in enumerate(history):
                if not isinstance(m, Mapping):
                    continue
                role = m.get("role")
                if role == "system" and not pinned and problem is None:
                    text = _text_of(m.get("content"), f"history[{i}]")
                    if text:
                        pinned.append(PinnedMessage(role="system", content=text))
                elif role == "user" and not m.get("is_demo"):
                    text = _text_of(m.get("content"), f"history[{i}]")
                    if text and text.strip():
                        problem, problem_at = text, i
                        break
            if problem is None:
                problem = f"(SWE-agent trajectory {file.name}: no problem statement recorded)"
            steps = _swe_steps(obj, history, problem_at)
            info = obj.get("info")
            exit_status = info.get("exit_status") if isinstance(info, Mapping) else None
            response = f"[trajectory ended: {exit_status}]" if exit_status else None
            turn = Turn(user=problem, steps=steps, response=response)
            yield _finish(did, "swe-agent", pinned, [turn], None)
        except ValueError as exc:
            raise _wrap(exc, file, f"trajectory {did!r}") from exc


_READERS = {
    "openai-jsonl": _read_openai_jsonl,
    "sharegpt": _read_sharegpt,
    "multiwoz": _read_multiwoz,
    "crosswoz": _read_crosswoz,
    "tau-bench": _read_tau_bench,
    "swe-agent": _read_swe_agent,
}


# --------------------------------------------------------------------------------------------
# chains


def _chain(group: Sequence[Dialogue]) -> Dialogue:
    turns: list[Turn] = []
    seen_ids: dict[str, int] = {}
    pinned: list[PinnedMessage] = []
    gold: list[dict[str, str]] | None = [] if all(d.gold is not None for d in group) else None
    carried: dict[str, str] = {}
    for d in group:
        for p in d.pinned:
            if p not in pinned:
                pinned.append(p)
        for t in d.turns:
            count = seen_ids.get(t.id, 0)
            seen_ids[t.id] = count + 1
            new_id = t.id if count == 0 else f"{t.id}#{count}"
            turns.append(_rebuild(t, index=len(turns), id=new_id))
        if gold is not None and d.gold is not None:
            gold.extend({**carried, **g} for g in d.gold)
            if d.gold:
                carried = {**carried, **d.gold[-1]}
    sources = list(dict.fromkeys(d.source for d in group))
    return Dialogue(
        id="chain:" + "+".join(d.id for d in group),
        pinned=pinned,
        turns=turns,
        gold=gold,
        source="+".join(sources),
    )
