"""The working copy of the state that one extraction changes, so later turns see earlier ones.

:class:`Work` mirrors the items and custom fields of a :class:`~turnmem.state.MemoryState` and
records every change as an operation (``AddItem``, ``UpdateItem``, ``SetField``) with its turn
and origin. It merges repeats as :func:`turnmem.state.apply` does, so the ids it hands out are
the ids ``apply`` will give.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from turnmem.fold.rules.cues import topic_pattern
from turnmem.fold.rules.entities import first_number
from turnmem.fold.rules.fields import SKIP, FieldPlan, field_plans
from turnmem.fold.rules.literals import literal_pattern, zh_word
from turnmem.state import (
    AddItem,
    MemoryState,
    Origin,
    RemoveItem,
    SetField,
    Update,
    UpdateItem,
    id_floor,
)

__all__ = ["Entry", "Work", "same_value"]


#: A goal whose object is a pronoun: "book it", "cancel that", "refund them".
_PRONOUN_GOAL = re.compile(r"^(\w+) (?:it|that|this|them)(?: (?:please|now|then))?$", re.IGNORECASE)


_BARE_DAY = re.compile(r"^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|号|日)$")


def _plain(value: object) -> str:
    return _plain_text(str(getattr(value, "value", value)))


@functools.lru_cache(maxsize=8192)
def _plain_text(text: str) -> str:
    # memoised: a fact added is compared with every entry of the state (same_value)
    return " ".join(text.split()).casefold().lstrip("#")


def same_value(a: object, b: object) -> bool:
    """True when ``a`` and ``b`` are one value: "#W1070" and "w1070", "Porto" and "porto"."""
    return _plain(a) == _plain(b) and _plain(a) != ""


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
    field_origin: dict[str, str] = field(default_factory=dict)
    #: the turn that last set each field
    field_turn: dict[str, int] = field(default_factory=dict)
    #: recency of the subjects of grouped fields ("hotel" of hotel_book_day): the turn that
    #: last set one of their fields or mentioned them (see :mod:`turnmem.fold.rules.slots`)
    topics: dict[str, float] = field(default_factory=dict)
    plans: tuple[FieldPlan, ...] = ()
    ops: list[Update] = field(default_factory=list)
    max_num: dict[str, int] = field(default_factory=dict)
    clock: int = 0
    emitted: set[tuple[int, str, str]] = field(default_factory=set)
    #: (turn, plain value) of the field values the user replaced: a later sentence of the same
    #: message naming the replaced value again gives a reason ("no no, the 14th. the 12th is
    #: the conference dinner"), it does not bring it back
    replaced: set[tuple[int, str]] = field(default_factory=set)
    #: (turn, items) of a step list the assistant offered unasked in this batch: the user's
    #: "ok, let's do that" in the next turn accepts it (see :mod:`turnmem.fold.rules.progress`)
    offered: tuple[int, list[str]] | None = None
    #: the assistant's message just before the user's asks a yes/no question of its own ("需要
    #: 加套餐吗？"): a bare "不用了" declines that, it drops no goal
    asked_yes_no: bool = False
    #: (turn, entry) of the goals this extraction added, oldest first
    new_goals: list[tuple[int, Entry]] = field(default_factory=list)

    def __post_init__(self) -> None:
        # Entries keep the state's order (apply() merges a repeat into the first equal item);
        # ``seq`` ranks them by recency (updated_at, then position).
        items = self.state.items()
        # a stable sort by updated_at: equal ones keep their order (position breaks the tie)
        rank = sorted(range(len(items)), key=[it.updated_at for it in items].__getitem__)
        seqs = [0] * len(items)
        for r, k in enumerate(rank):
            seqs[k] = r + 1
        self.clock = len(items)
        # by list, not getattr(it, "key", None): a pydantic model's missing attribute raises
        # inside __getattr__ first, for every item of every fold
        state, n = self.state, len(self.state.goals)
        m = n + len(state.preferences)
        self.entries = [
            *(
                Entry(g.id, g.kind, g.value, None, None, g.status, seqs[k])
                for k, g in enumerate(state.goals)
            ),
            *(
                Entry(p.id, p.kind, p.value, None, p.polarity, None, seqs[n + k])
                for k, p in enumerate(state.preferences)
            ),
            *(
                Entry(f.id, f.kind, f.value, f.key, None, None, seqs[m + k])
                for k, f in enumerate(state.facts)
            ),
        ]
        self.max_num = dict(id_floor(self.state))  # the retired list's floor is memoised
        self.plans = field_plans(type(self.state))
        subjects = {p.name.split("_")[0].casefold() for p in self.plans if p.group}
        if subjects:  # a schema without grouped fields has no topics to note
            for it in items:
                self._note_topics(subjects, it.value, float(it.updated_at))
        records = self.state.field_records
        for plan in self.plans:
            self.fields[plan.name] = getattr(self.state, plan.name)
            self.field_seq[plan.name] = (
                records[plan.name].updated_at if plan.name in records else -1
            )
            self.field_origin[plan.name] = (
                records[plan.name].origin if plan.name in records else "user"
            )
            self.field_turn[plan.name] = (
                records[plan.name].updated_at if plan.name in records else -1
            )
            if plan.group and plan.name in records and getattr(self.state, plan.name):
                self._topic(plan, float(records[plan.name].updated_at))

    def _topic(self, plan: FieldPlan, when: float) -> None:
        subject = plan.name.split("_")[0].casefold()
        self.topics[subject] = max(self.topics.get(subject, -1.0), when)

    def _note_topics(self, subjects: set[str], text: str, when: float) -> None:
        for subject in subjects:
            if topic_pattern(subject).search(text):
                self.topics[subject] = max(self.topics.get(subject, -1.0), when)

    def note_topics(self, text: str, turn: int) -> None:
        """Record the subjects ``text`` mentions ("I also need a train")."""
        subjects = {p.name.split("_")[0].casefold() for p in self.plans if p.group}
        self._note_topics(subjects, text, turn + self.tick() / 1e6)

    def was_replaced(self, turn: int, value: object) -> bool:
        """Whether the user replaced ``value`` earlier in message ``turn`` ("3号" is the day of
        a replaced "11月3号", "the 12th" of "March 12", "Tuesday" of "Tuesday morning")."""
        plain = _plain(value)
        if (turn, plain) in self.replaced:
            return True
        if any(t == turn and old.startswith(plain + " ") for t, old in self.replaced):
            return True
        day = _BARE_DAY.match(plain)
        if day is None:
            return False
        ends = re.compile(rf"(?<!\d){day.group(1)}(?:st|nd|rd|th|号|日)?$")
        return any(t == turn and ends.search(old) for t, old in self.replaced)

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
        if kind == "fact" and origin == "user" and self.was_replaced(turn, value):
            return  # the value this message replaced, named again as the reason
        existing: Entry | None = None
        if kind == "fact":
            # one pass over the entries for what three scans asked: another fact holding the
            # value in another form, a wider date or time, the first equal fact
            plain, lead = _plain_text(value), mark[2] + " "
            wide, wider = key in ("date", "time"), None
            for e in self.entries:
                if e.kind != "fact":
                    continue
                folded = e.value.casefold()
                if folded == mark[2]:
                    if existing is None:
                        existing = e
                elif plain and _plain_text(e.value) == plain:
                    # "W1070" from a tool is the "#W1070" the user named: one entity, stored once
                    return
                elif wide and wider is None and e.key == key and folded.startswith(lead):
                    wider = e
            if wider is not None:
                # "Thursday" said again after "Thursday morning" is that date, not a new one:
                # it becomes the newest mention, so "make it Friday" corrects it
                wider.seq = self.tick()
                return
        else:
            existing = next(
                (e for e in self.entries if e.kind == kind and e.value.casefold() == mark[2]),
                None,
            )
        if existing is None and kind == "goal" and (m := _PRONOUN_GOAL.match(value)):
            # "yes, book it" after "book a table for 6": the open goal the verb names, confirmed
            verb = m.group(1).casefold()
            existing = next(
                (
                    e
                    for e in self.recent("goal", active_goal=True)
                    if e.value.split(maxsplit=1)[0].casefold() == verb and " " in e.value
                ),
                None,
            )
            if existing is not None:
                existing.seq = self.tick()
                return
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
            entry = Entry(
                f"{prefix}{self.max_num[prefix]}",
                kind,
                value,
                key,
                polarity,
                (status or "open") if kind == "goal" else None,
                self.tick(),
            )
            self.entries.append(entry)
            if kind == "goal":
                self.new_goals.append((turn, entry))
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
        earlier = self._same_turn_update(entry.id, turn, origin) if value is not None else None
        if earlier is not None:
            # Two changes of one item in one turn ("后天" then "上午十点" restated into a goal):
            # one update, so its history keeps the value before the turn, not a value between
            # the two that nobody said.
            status, polarity = status or earlier.status, polarity or earlier.polarity
            self.ops.remove(earlier)
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

    def _same_turn_update(self, item_id: str, turn: int, origin: Origin) -> UpdateItem | None:
        """The last op on ``item_id`` when it is a value update of the same turn and origin."""
        for op in reversed(self.ops):
            if getattr(op, "id", None) != item_id:
                continue
            if isinstance(op, UpdateItem) and op.value is not None:
                return op if (op.turn, op.origin) == (turn, origin) else None
            return None
        return None

    def remove(self, entry: Entry, turn: int, origin: Origin) -> None:
        """Retire an item (it moves to ``state.retired``, stamped with ``turn``)."""
        if entry not in self.entries:
            return
        self.entries.remove(entry)
        self.ops.append(RemoveItem(id=entry.id, turn=turn, origin=origin))

    def set_field(self, plan: FieldPlan, value: Any, turn: int, origin: Origin) -> None:
        """Set a field. A scalar value it replaces is no longer current, so the facts holding
        that old value retire with it (never the old value active beside the new one)."""
        old = self.fields.get(plan.name)
        if value is SKIP or value == old:
            return
        if origin == "user" and self.was_replaced(turn, value):
            return
        if origin == "user" and old not in (None, "", []) and not isinstance(old, list):
            self.replaced.add((turn, _plain(old)))
        self.fields[plan.name] = value
        self.field_seq[plan.name] = self.tick()
        self.field_origin[plan.name] = origin
        self.field_turn[plan.name] = turn
        if plan.group:
            self._topic(plan, turn + self.field_seq[plan.name] / 1e6)
        self.ops.append(SetField(field=plan.name, value=value, turn=turn, origin=origin))
        if old not in (None, "", []) and not isinstance(old, list):
            for entry in [e for e in self.entries if e.kind == "fact"]:
                held = same_value(entry.value, old) or (
                    isinstance(old, int | float)
                    and entry.key == plan.category
                    and first_number(entry.value) == old
                )
                if held and not same_value(entry.value, value):
                    self.remove(entry, turn, origin)
            self._restate(str(getattr(old, "value", old)), value, turn, origin)

    def _restate(self, old: str, value: Any, turn: int, origin: Origin) -> None:
        """The goals and the wishes stating a replaced field value state the new one
        ("upgrade to premium economy" -> "upgrade to business" once the cabin is business;
        "订一间大床房" -> "订一间双床房" once the room is twin): no stale value stays active
        inside a goal or a wish, nor inside a goal already done."""
        new = getattr(value, "value", value)
        if not isinstance(new, str) or not new.strip() or len(old) < 2:
            return
        swaps: list[tuple[re.Pattern[str], str]] = []
        if len(old) >= 3:
            # a Chinese value sits inside its words ("报名面试女高音"): no word edge there
            lead = r"(?<![A-Za-z\d_:.])" if "\u4e00" <= old[0] <= "\u9fff" else r"(?<![\w:.])"
            tail = r"(?![A-Za-z\d_:.])" if "\u4e00" <= old[-1] <= "\u9fff" else r"(?![\w:.])"
            swaps.append((re.compile(rf"{lead}{re.escape(old)}{tail}", re.I), new))
        old_zh, new_zh = zh_word(old), zh_word(new)
        if old_zh and new_zh:  # a Literal value said in Chinese: its words, not its name
            alts = literal_pattern(old).pattern.split("|", 1)[-1]
            swaps.append((re.compile(alts), new_zh))
        for entry in self.entries:
            current = (
                entry.kind == "goal" and entry.status in ("open", "in_progress", "done")
            ) or (entry.kind == "preference" and entry.polarity in ("like", "must"))
            for rx, sub in swaps:
                if current and rx.search(entry.value):
                    self.update(entry, turn, origin, value=rx.sub(sub, entry.value, count=1))
                    break

    def clear_field(self, plan: FieldPlan, turn: int, origin: Origin) -> None:
        """Reset a field to its default (a cancelled booking's reference, say)."""
        if self.fields.get(plan.name) in (None, "", []):
            return
        default = type(self.state).model_fields[plan.name].get_default(call_default_factory=True)
        self.set_field(plan, default, turn, origin)
