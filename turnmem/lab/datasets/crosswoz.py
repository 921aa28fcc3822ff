"""``crosswoz``: CrossWOZ, one turn per ``usr`` message, gold from the next ``sys`` message's
``sys_state_init`` (the first database query, which records the user's constraints)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from turnmem.lab.datasets.base import (
    UNSET_VALUES,
    DatasetFormatError,
    Dialogue,
    RecordError,
    finish_dialogue,
    normalize_value,
    pair_turns,
    read_json,
    require_file,
    wrap_error,
)

__all__ = ["flatten_crosswoz_state", "read_crosswoz"]


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
            norm = normalize_value(value)
            if norm not in UNSET_VALUES:
                out[f"{domain}-{slot}".lower()] = norm
    return out


def read_crosswoz(path: Path) -> Iterator[Dialogue]:
    require_file(path, "crosswoz")
    data = read_json(path)
    if not isinstance(data, Mapping):
        raise DatasetFormatError("expected an object mapping dialogue ids to dialogues", path=path)
    for did, dlg in data.items():
        where = f"dialogue {did!r}"
        try:
            messages = dlg.get("messages") if isinstance(dlg, Mapping) else None
            if not isinstance(messages, list):
                raise RecordError("has no 'messages' list")
            items: list[tuple[bool, str, dict[str, str] | None]] = []
            for k, m in enumerate(messages):
                if not isinstance(m, Mapping) or not isinstance(m.get("content"), str):
                    raise RecordError(f"messages[{k}] has no 'content' string")
                role = m.get("role")
                if role not in ("usr", "sys"):
                    raise RecordError(f"messages[{k}] has role {role!r}; expected 'usr' or 'sys'")
                state = None
                if role == "sys":
                    raw_state = m.get("sys_state_init", m.get("sys_state"))
                    if not isinstance(raw_state, Mapping):
                        raise RecordError(f"messages[{k}] (a sys message) has no 'sys_state_init'")
                    state = flatten_crosswoz_state(raw_state)
                items.append((role == "usr", m["content"], state))
            turns, gold = pair_turns(items)
            yield finish_dialogue(str(did), "crosswoz", [], turns, gold)
        except ValueError as exc:
            raise wrap_error(exc, path, where) from exc
