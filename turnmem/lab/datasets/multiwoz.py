"""``multiwoz``: MultiWOZ 2.x original format, one turn per user utterance, gold from the
following system turn's ``metadata``."""

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

__all__ = ["flatten_multiwoz_state", "read_multiwoz"]


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
                norm = normalize_value(value)
                if norm not in UNSET_VALUES:
                    out[f"{domain}-{prefix}{slot}".lower()] = norm
    return out


def _label(k: int, entry: Mapping[str, Any]) -> tuple[bool, dict[str, str] | None]:
    if k % 2 == 0:  # the log alternates user, system
        return True, None
    meta = entry.get("metadata")
    if not isinstance(meta, Mapping):
        raise RecordError(f"log[{k}] (a system turn) has no 'metadata' object")
    return False, flatten_multiwoz_state(meta)


def read_multiwoz(path: Path) -> Iterator[Dialogue]:
    yield from read_labelled_dialogues(path, "multiwoz", "log", "text", _label)
