"""The working copy of the state that one extraction changes, so later turns see earlier ones.

:class:`Work` mirrors the items and custom fields of a :class:`~turnmem.state.MemoryState` and
records every change as an operation (``AddItem``, ``UpdateItem``, ``SetField``) with its turn
and origin. It merges repeats as :func:`turnmem.state.apply` does, so the ids it hands out are
the ids ``apply`` will give.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from turnmem.fold.rules.fields import SKIP, FieldPlan, field_plans
from turnmem.state import AddItem, MemoryState, Origin, SetField, Update, UpdateItem

__all__ = ["Entry", "Work"]


@dataclass
class Entry:
    id: str
    kind: str
    value: str
    key: str | None = None
    polarity: str | None = None
    status: str | None = None
    seq: int = 0  # recency: larger is newer


@dataclass
class Work:
    """A light mirror of the state that the ops change, so later turns see earlier ones."""

    state: MemoryState
    entries: list[Entry] = field(default_factory=list)
    fields: dict[str, Any] = field(default_factory=dict)
    field_seq: dict[str, int] = field(default_factory=dict)
    plans: tuple[FieldPlan, ...] = ()
    ops: list[Update] = field(default_factory=list)
    max_num: dict[str, int] = field(default_factory=dict)
    clock: int = 0
    emitted: set[tuple[int, str, str]] = field(default_factory=set)

    def __post_init__(self) -> None:
        # Entries keep the state's order (apply() merges a repeat into the first equal item);
        # ``seq`` ranks them by recency (updated_at, then position).
        items = self.state.items()
        rank = sorted(range(len(items)), key=lambda k: (items[k].updated_at, k))
        seqs = {k: r + 1 for r, k in enumerate(rank)}
        self.clock = len(items)
        for k, it in enumerate(items):
            self.entries.append(
                Entry(
                    it.id,
                    it.kind,
                    it.value,
                    getattr(it, "key", None),
                    getattr(it, "polarity", None),
                    getattr(it, "status", None),
                    seqs[k],
                )
            )
        for it in [*self.state.items(), *self.state.retired]:
            if it.id[1:].isdigit():
                self.max_num[it.id[0]] = max(self.max_num.get(it.id[0], 0), int(it.id[1:]))
        self.plans = field_plans(type(self.state))
        records = self.state.field_records
        for plan in self.plans:
            self.fields[plan.name] = getattr(self.state, plan.name)
            self.field_seq[plan.name] = (
                records[plan.name].updated_at if plan.name in records else -1
            )

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def recent(self, kind: str, *, active_goal: bool = False) -> list[Entry]:
        """Entries of ``kind``, newest first."""
        out = [e for e in self.entries if e.kind == kind]
        if active_goal:
            out = [e for e in out if e.status in ("open", "in_progress")]
        return sorted(out, key=lambda e: -e.seq)

    def add(
        self,
        kind: str,
        value: str,
        turn: int,
        origin: Origin,
        *,
        polarity: str | None = None,
        status: str | None = None,
        key: str | None = None,
    ) -> None:
        value = value.strip()
        if not value:
            return
        mark = (turn, kind, value.casefold())
        existing = next(
            (e for e in self.entries if e.kind == kind and e.value.casefold() == mark[2]), None
        )
        if existing is not None:  # apply() merges it into the existing item (a confirmation)
            if (
                mark in self.emitted
                and existing.status == (status or existing.status)
                and (existing.polarity == (polarity or existing.polarity))
            ):
                return
            existing.status = status or existing.status
            existing.polarity = polarity or existing.polarity
            existing.seq = self.tick()
        else:
            prefix = kind[0]
            self.max_num[prefix] = self.max_num.get(prefix, 0) + 1
            self.entries.append(
                Entry(
                    f"{prefix}{self.max_num[prefix]}",
                    kind,
                    value,
                    key,
                    polarity,
                    (status or "open") if kind == "goal" else None,
                    self.tick(),
                )
            )
        self.emitted.add(mark)
        self.ops.append(
            AddItem.model_validate(
                {
                    "kind": kind,
                    "value": value,
                    "status": status,
                    "polarity": polarity,
                    "key": key,
                    "turn": turn,
                    "origin": origin,
                }
            )
        )

    def update(
        self,
        entry: Entry,
        turn: int,
        origin: Origin,
        *,
        value: str | None = None,
        status: str | None = None,
        polarity: str | None = None,
    ) -> None:
        if value is not None and value.strip() and value != entry.value:
            entry.value = value.strip()
        else:
            value = None
        if value is None and status in (None, entry.status) and polarity in (None, entry.polarity):
            return
        entry.status = status or entry.status
        entry.polarity = polarity or entry.polarity
        entry.seq = self.tick()
        self.ops.append(
            UpdateItem.model_validate(
                {
                    "id": entry.id,
                    "value": value,
                    "status": status,
                    "polarity": polarity,
                    "turn": turn,
                    "origin": origin,
                }
            )
        )

    def set_field(self, plan: FieldPlan, value: Any, turn: int, origin: Origin) -> None:
        if value is SKIP or value == self.fields.get(plan.name):
            return
        self.fields[plan.name] = value
        self.field_seq[plan.name] = self.tick()
        self.ops.append(SetField(field=plan.name, value=value, turn=turn, origin=origin))
