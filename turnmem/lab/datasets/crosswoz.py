"""``crosswoz``: CrossWOZ, one turn per ``usr`` message, gold from the next ``sys`` message's
``sys_state_init`` (the first database query, which records the user's constraints)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from turnmem.lab.datasets.base import (
    UNSET_VALUES,
    Dialogue,
    RecordError,
    normalize_value,
    read_labelled_dialogues,
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


def _label(k: int, m: Mapping[str, Any]) -> tuple[bool, dict[str, str] | None]:
    role = m.get("role")
    if role not in ("usr", "sys"):
        raise RecordError(f"messages[{k}] has role {role!r}; expected 'usr' or 'sys'")
    if role == "usr":
        return True, None
    raw_state = m.get("sys_state_init", m.get("sys_state"))
    if not isinstance(raw_state, Mapping):
        raise RecordError(f"messages[{k}] (a sys message) has no 'sys_state_init'")
    return False, flatten_crosswoz_state(raw_state)


def read_crosswoz(path: Path) -> Iterator[Dialogue]:
    yield from read_labelled_dialogues(path, "crosswoz", "messages", "content", _label)
