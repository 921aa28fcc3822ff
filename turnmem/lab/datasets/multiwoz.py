"""``multiwoz``: MultiWOZ 2.x original format, one turn per user utterance, gold from the
following system turn's ``metadata``."""

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


def read_multiwoz(path: Path) -> Iterator[Dialogue]:
    require_file(path, "multiwoz")
    data = read_json(path)
    if not isinstance(data, Mapping):
        raise DatasetFormatError("expected an object mapping dialogue ids to dialogues", path=path)
    for did, dlg in data.items():
        where = f"dialogue {did!r}"
        try:
            log = dlg.get("log") if isinstance(dlg, Mapping) else None
            if not isinstance(log, list):
                raise RecordError("has no 'log' list")
            items: list[tuple[bool, str, dict[str, str] | None]] = []
            for k, entry in enumerate(log):
                if not isinstance(entry, Mapping) or not isinstance(entry.get("text"), str):
                    raise RecordError(f"log[{k}] has no 'text' string")
                is_user = k % 2 == 0
                state = None
                if not is_user:
                    meta = entry.get("metadata")
                    if not isinstance(meta, Mapping):
                        raise RecordError(f"log[{k}] (a system turn) has no 'metadata' object")
                    state = flatten_multiwoz_state(meta)
                items.append((is_user, entry["text"], state))
            turns, gold = pair_turns(items)
            yield finish_dialogue(str(did), "multiwoz", [], turns, gold)
        except ValueError as exc:
            raise wrap_error(exc, path, where) from exc
