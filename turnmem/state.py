"""Typed conversation state with provenance, and the pure ``apply`` of update operations.

``MemoryState`` holds the user's goals, preferences and facts. Users subclass it and add typed
fields with descriptions; the schema then drives extraction (the LLM's response model is built
from it) and rendering (descriptions become labels)::

    class TravelState(MemoryState):
        destination: str | None = Field(None, description="Destination city")
        party_size: int | None = Field(None, description="Number of travellers")

Every change is an operation (:data:`Update`): add / update / remove an item, set / clear a
field. :func:`apply` validates a whole batch against the schema and applies all of it or
nothing, recording provenance: which turns an item came from, who said it (user or tool), and
the superseded values in ``history``. Item ``updated_at`` is the index of the turn that last
changed it (a turn index, not a clock, so offline runs stay deterministic).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from turnmem.errors import ConfigurationError, StateUpdateError
from turnmem.item_ids import item_floor, merge_floor, remember_floor, retired_floor

__all__ = [
    "AddItem", "ClearField", "Fact", "FieldRecord", "Goal", "HistoryEntry", "MemoryState",
    "Origin", "Preference", "RemoveItem", "SetField", "Update", "UpdateItem", "apply",
    "custom_fields", "prune", "require_defaults"
]  # fmt: skip

Origin = Literal["user", "tool", "assistant"]
ItemKind = Literal["goal", "preference", "fact"]
GoalStatus = Literal["open", "in_progress", "done", "abandoned"]
Polarity = Literal["like", "dislike", "must", "avoid"]


class HistoryEntry(BaseModel):
    """A superseded value and the turn that replaced it."""

    model_config = ConfigDict(frozen=True)

    value: Any = Field(description="The value as it was.")
    source_turns: list[int] = Field(default_factory=list, description="Turns it came from.")
    replaced_at: int = Field(description="Index of the turn that replaced it.")


class _Item(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str = Field(description="Stable id, e.g. g1, p2, f3.")
    value: str = Field(description="The current statement, in words.")
    source_turns: list[int] = Field(default_factory=list, description="Turns it came from.")
    updated_at: int = Field(default=-1, description="Index of the turn that last changed it.")
    origin: Origin = Field(default="user", description="Who stated it: user, tool or assistant.")
    history: list[HistoryEntry] = Field(default_factory=list, description="Superseded values.")


class Goal(_Item):
    """Something the user wants done."""

    kind: Literal["goal"] = "goal"
    status: GoalStatus = Field(default="open", description="open, in_progress, done, abandoned.")


class Preference(_Item):
    """A like, dislike, requirement or prohibition of the user."""

    kind: Literal["preference"] = "preference"
    polarity: Polarity = Field(default="like", description="like, dislike, must or avoid.")


class Fact(_Item):
    """A fact about the user or the task (numbers, dates, names, ids)."""

    kind: Literal["fact"] = "fact"
    key: str | None = Field(default=None, description="Optional key, e.g. 'order_id'.")


Item = Annotated[Goal | Preference | Fact, Field(discriminator="kind")]


class FieldRecord(BaseModel):
    """Provenance of one custom schema field."""

    model_config = ConfigDict(frozen=True)

    source_turns: list[int] = Field(default_factory=list)
    updated_at: int = -1
    origin: Origin = "user"
    history: list[HistoryEntry] = Field(default_factory=list)


class MemoryState(BaseModel):
    """The base state: goals, preferences and facts. Subclass it to add typed fields."""

    model_config = ConfigDict(validate_assignment=True)

    goals: list[Goal] = Field(default_factory=list, description="The user's goals.")
    preferences: list[Preference] = Field(default_factory=list, description="Preferences.")
    facts: list[Fact] = Field(default_factory=list, description="Facts about user and task.")
    field_records: dict[str, FieldRecord] = Field(
        default_factory=dict, description="Provenance of the custom fields that have been set."
    )
    retired: list[Item] = Field(
        default_factory=list, description="Removed items, kept for provenance (not rendered)."
    )

    def items(self) -> list[Goal | Preference | Fact]:
        """All active items, goals first."""
        return [*self.goals, *self.preferences, *self.facts]

    def find(self, item_id: str) -> Goal | Preference | Fact | None:
        """The active item with this id, if any."""
        return next((i for i in self.items() if i.id == item_id), None)


_BASE_FIELDS = frozenset(MemoryState.model_fields)
S = TypeVar("S", bound=MemoryState)


def custom_fields(schema: type[MemoryState]) -> dict[str, Any]:
    """The user-added fields of a state schema (name -> pydantic FieldInfo)."""
    return {k: v for k, v in schema.model_fields.items() if k not in _BASE_FIELDS}


def require_defaults(schema: type[MemoryState]) -> None:
    """Raise :class:`ConfigurationError` when a custom field of ``schema`` has no default, or
    when its name hides a :class:`MemoryState` method (``items``, ``find``...).

    A memory starts with an empty state (``schema()``) and fills fields as the conversation
    states them, so every custom field needs a default (``None``, ``[]``...).
    """
    # "items: list[str]" would hide MemoryState.items() (the folder reads the state through
    # it) and fail deep inside a fold; pydantic only warns
    taken = sorted(n for n in custom_fields(schema) if callable(getattr(MemoryState, n, None)))
    if taken:
        raise ConfigurationError(
            f"state field {taken[0]!r} of schema {schema.__name__} hides the MemoryState method "
            f"of the same name; rename the field (e.g. `{taken[0]}_list` or `order_{taken[0]}`)"
        )
    missing = [name for name, info in custom_fields(schema).items() if info.is_required()]
    if missing:
        raise ConfigurationError(
            f"state fields need defaults: {', '.join(missing)} (schema {schema.__name__}; "
            f"declare them as e.g. `{missing[0]}: str | None = None`)"
        )


# --- operations ---------------------------------------------------------------------------


class _Op(BaseModel):
    turn: int | None = Field(
        default=None, description="Index of the turn that states this (default: the batch's)."
    )
    origin: Origin | None = Field(
        default=None, description="Who stated it: user or tool (default: the batch's)."
    )


class AddItem(_Op):
    """Add a goal, preference or fact."""

    op: Literal["add"] = "add"
    kind: ItemKind
    value: str = Field(min_length=1, description="The statement, in words.")
    status: GoalStatus | None = Field(default=None, description="Goals only.")
    polarity: Polarity | None = Field(default=None, description="Preferences only.")
    key: str | None = Field(default=None, description="Facts only: an optional key.")


class UpdateItem(_Op):
    """Change an existing item; its old value moves to the item's history."""

    op: Literal["update"] = "update"
    id: str = Field(description="Id of an existing item.")
    value: str | None = Field(default=None, description="New statement, if it changed.")
    status: GoalStatus | None = Field(default=None, description="New goal status.")
    polarity: Polarity | None = Field(default=None, description="New preference polarity.")


class RemoveItem(_Op):
    """Remove an item that no longer holds (it moves to ``retired``)."""

    op: Literal["remove"] = "remove"
    id: str = Field(description="Id of an existing item.")


class SetField(_Op):
    """Set a custom schema field; the previous value moves to the field's history."""

    op: Literal["set"] = "set"
    field: str = Field(description="Name of a custom field of the schema.")
    value: Any = Field(description="New value, of the field's type.")


class ClearField(_Op):
    """Reset a custom field to its default (the old value moves to history)."""

    op: Literal["clear"] = "clear"
    field: str


Update = Annotated[
    AddItem | UpdateItem | RemoveItem | SetField | ClearField, Field(discriminator="op")
]
UPDATES_ADAPTER: TypeAdapter[list[Update]] = TypeAdapter(list[Update])

_PREFIX = {"goal": "g", "preference": "p", "fact": "f"}


MAX_SOURCE_TURNS = 16


def _keep_turns(turns: list[int]) -> list[int]:
    """Provenance of an item stated again and again: its first turn and the latest ones, so a
    fact repeated in every turn of a long session does not grow the state without bound."""
    if len(turns) <= MAX_SOURCE_TURNS:
        return turns
    return [turns[0], *turns[-(MAX_SOURCE_TURNS - 1) :]]


def id_floor(state: MemoryState) -> dict[str, int]:
    """The largest numeric id per prefix among the active and retired items of ``state``: a
    new item of prefix ``p`` gets the id ``p{floor + 1}`` (the offline folder predicts them)."""
    return merge_floor(item_floor(state.items()), retired_floor(state.retired))


_LIST_OF = {"goal": "goals", "preference": "preferences", "fact": "facts"}
_LISTS = ("goals", "preferences", "facts")
_ITEM_ADAPTER: TypeAdapter[Goal | Preference | Fact] = TypeAdapter(Item)


def _get(item: Any, key: str) -> Any:
    """A field of a working item: an untouched (frozen, valid) model or a changed dict."""
    return item[key] if isinstance(item, dict) else getattr(item, key)


class _Batch:
    """The working copy of one :func:`apply` call: the active items, each kept as its frozen
    model until an operation changes it (then as a dict). A batch of operations costs the
    items it touches plus one validation per changed item, not a dump and re-validation of the
    whole state per operation."""

    def __init__(self, state: MemoryState, floor: dict[str, int]) -> None:
        self.base = state  # custom fields and field records (retired left out by apply)
        self.lists: dict[str, list[Any]] = {name: list(getattr(state, name)) for name in _LISTS}
        self.retired: list[dict[str, Any]] = []
        self.floor = merge_floor(floor, item_floor([i for n in _LISTS for i in self.lists[n]]))
        # (kind, value case-folded) -> id of the first such item, so an add finds a repeat
        # without a scan of every item; rebuilt after a value changes or an item goes
        self.seen: dict[tuple[str, str], str] | None = None

    def _seen(self) -> dict[tuple[str, str], str]:
        if self.seen is None:  # the first item of a key wins: the lists are read backwards
            self.seen = {
                (_get(i, "kind"), _get(i, "value").casefold()): _get(i, "id")
                for i in reversed([i for name in _LISTS for i in self.lists[name]])
            }
        return self.seen

    def add(self, op: AddItem, turn: int, origin: Origin) -> None:
        if op.status is not None and op.kind != "goal":
            raise ValueError("status applies to goals only")
        if op.polarity is not None and op.kind != "preference":
            raise ValueError("polarity applies to preferences only")
        if op.key is not None and op.kind != "fact":
            raise ValueError("key applies to facts only")
        key = (op.kind, op.value.casefold())
        if (seen := self._seen().get(key)) is not None:
            # a repeat confirms an item; it does not duplicate it, nor reopens it: re-stating
            # a done goal leaves it done.
            status = None if op.status in (None, "open") else op.status
            self.update(UpdateItem(id=seen, status=status, polarity=op.polarity), turn)
            return
        prefix = _PREFIX[op.kind]
        n = self.floor.get(prefix, 0) + 1
        self.floor[prefix] = n
        self._seen().setdefault(key, f"{prefix}{n}")
        item: dict[str, Any] = {
            "id": f"{prefix}{n}",
            "kind": op.kind,
            "value": op.value,
            "source_turns": [turn],
            "updated_at": turn,
            "origin": origin,
            "history": [],
        }
        if op.kind == "goal":
            item["status"] = op.status or "open"
        elif op.kind == "preference":
            item["polarity"] = op.polarity or "like"
        else:
            item["key"] = op.key
        self.lists[_LIST_OF[op.kind]].append(item)

    def _locate(self, item_id: str) -> tuple[list[Any], int]:
        for name in _LISTS:
            for pos, item in enumerate(self.lists[name]):
                if _get(item, "id") == item_id:
                    return self.lists[name], pos
        known = [_get(i, "id") for name in _LISTS for i in self.lists[name]]
        raise ValueError(f"unknown item id {item_id!r} (known: {known})")

    def remove(self, op: RemoveItem, turn: int) -> None:
        lst, pos = self._locate(op.id)
        item = lst.pop(pos)
        self.seen = None
        data = item if isinstance(item, dict) else item.model_dump()
        self.retired.append({**data, "updated_at": turn})

    def update(self, op: UpdateItem, turn: int) -> None:
        lst, pos = self._locate(op.id)
        cur = lst[pos]
        kind = _get(cur, "kind")
        if op.status is not None and kind != "goal":
            raise ValueError(f"status applies to goals only, {op.id} is a {kind}")
        if op.polarity is not None and kind != "preference":
            raise ValueError(f"polarity applies to preferences only, {op.id} is a {kind}")
        if not isinstance(cur, dict):
            cur = lst[pos] = cur.model_dump()
        if op.value is not None and op.value != cur["value"]:
            self.seen = None
            cur["history"] = [
                *cur["history"],
                {"value": cur["value"], "source_turns": cur["source_turns"], "replaced_at": turn},
            ]
            cur["value"] = op.value
        if op.status is not None:
            cur["status"] = op.status
        if op.polarity is not None:
            cur["polarity"] = op.polarity
        if turn not in cur["source_turns"]:
            cur["source_turns"] = _keep_turns([*cur["source_turns"], turn])
        cur["updated_at"] = turn

    def state(self) -> MemoryState:
        """The new state (retired: only this batch's); validates each changed item."""
        update: dict[str, Any] = {
            name: [_ITEM_ADAPTER.validate_python(i) if isinstance(i, dict) else i for i in lst]
            for name, lst in self.lists.items()
        }
        update["retired"] = [_ITEM_ADAPTER.validate_python(i) for i in self.retired]
        new = self.base.model_copy(update=update)
        decorators = type(self.base).__pydantic_decorators__
        if decorators.model_validators or decorators.field_validators:
            # a user schema's own validators see the whole state, as a validated model would
            return type(self.base).model_validate(new.model_dump())
        return new


def _apply_field(state: S, op: SetField | ClearField, turn: int, origin: Origin) -> S:
    data = state.model_dump()
    fields = custom_fields(type(state))
    if op.field not in fields:
        raise ValueError(
            f"unknown field {op.field!r}; schema {type(state).__name__} has {sorted(fields)}"
        )
    old = data[op.field]
    new = (
        op.value
        if isinstance(op, SetField)
        else fields[op.field].get_default(call_default_factory=True)
    )
    record = data["field_records"].get(op.field) or {
        "source_turns": [],
        "updated_at": -1,
        "origin": origin,
        "history": [],
    }
    if old != new and old not in (None, [], ""):
        record["history"].append(
            {"value": old, "source_turns": record["source_turns"], "replaced_at": turn}
        )
    data[op.field] = new
    record["source_turns"] = [turn] if isinstance(op, SetField) else []
    record["updated_at"] = turn
    record["origin"] = origin
    data["field_records"][op.field] = record
    return type(state).model_validate(data)


def apply(state: S, updates: list[Update], *, turn: int, origin: Origin = "user") -> S:
    """Apply a batch of updates to ``state`` and return the new state; ``state`` is unchanged.

    All or nothing: the first invalid operation (unknown id or field, a value of the wrong
    type, an attribute that does not fit the item kind) raises :class:`StateUpdateError` with
    its position and reason, and no operation of the batch takes effect.

    Args:
        state: the current state (any MemoryState subclass).
        updates: operations, applied in order.
        turn: index of the turn the updates come from (provenance).
        origin: who stated them: ``user`` or ``tool`` (tool data is never a user statement).
    """
    if not updates:
        return state
    k = 0
    try:
        try:
            return _run(state, updates, turn, origin)
        except _OpFailed as failed:
            k, exc = failed.index, failed.error
            raise exc from None
        except ValidationError:
            # the whole batch failed validation (a schema's own validator): find the first
            # operation that makes it fail, as applying them one by one would
            k = next(
                (
                    j
                    for j in range(len(updates))
                    if not _valid(state, updates[: j + 1], turn, origin)
                ),
                len(updates) - 1,
            )
            raise
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise StateUpdateError(f"{where}: {first['msg']}", op_index=k) from exc
    except ValueError as exc:
        raise StateUpdateError(str(exc), op_index=k) from exc


class _OpFailed(Exception):
    def __init__(self, index: int, error: ValueError) -> None:
        self.index, self.error = index, error


def _valid(state: S, updates: list[Update], turn: int, origin: Origin) -> bool:
    try:
        _run(state, updates, turn, origin)
    except (_OpFailed, ValidationError):
        return False
    return True


def _run(state: S, updates: list[Update], turn: int, origin: Origin) -> S:
    """Apply ``updates``; an operation's own error is raised as :class:`_OpFailed` (with its
    position), a validation of the batch's result as :class:`ValidationError`."""
    # No operation reads the retired items (only their ids, for new ids): the working copy
    # leaves them out, so each operation costs the active state, not the session's history.
    retired = state.retired
    batch = _Batch(state.model_copy(update={"retired": []}), retired_floor(retired))
    done: list[Any] = []  # retired by the flushes before custom-field operations
    decorators = type(state).__pydantic_decorators__
    # a schema's own validators may reject a state between operations that the batch's end
    # state passes: each operation is checked, as applying them one by one would
    own_validators = bool(decorators.model_validators or decorators.field_validators)
    for k, op in enumerate(updates):
        op_turn = op.turn if op.turn is not None else turn
        op_origin = op.origin or origin
        try:
            if isinstance(op, AddItem):
                batch.add(op, op_turn, op_origin)
            elif isinstance(op, UpdateItem):
                batch.update(op, op_turn)
            elif isinstance(op, RemoveItem):
                batch.remove(op, op_turn)
            else:  # custom fields (rare): validated with the whole state, as they always were
                flushed = batch.state()
                done += flushed.retired
                base = flushed.model_copy(update={"retired": []})
                batch = _Batch(_apply_field(base, op, op_turn, op_origin), batch.floor)
        except ValueError as exc:  # a ValidationError too: the operation's own error
            raise _OpFailed(k, exc) from None
        if own_validators and k < len(updates) - 1:
            batch.state()  # raises ValidationError (the batch's, found again by apply)
    new = batch.state()
    gone = [*done, *new.retired]
    if gone:  # a new list; its floor follows from the old one's
        floor = merge_floor(retired_floor(retired), item_floor(gone))
        retired = [*retired, *gone]
        remember_floor(retired, floor)
    return cast(S, new.model_copy(update={"retired": retired}))


_KIND_RANK = {"goal": 0, "fact": 1, "preference": 2}


def prune(state: S, max_items: int, *, max_retired: int = 256) -> S:
    """Keep at most ``max_items`` active items; the least useful move to ``retired``.

    The same order as rendering: finished goals first, then the least recently updated items
    (at equal age a goal before a fact before a preference). ``retired`` keeps its newest
    ``max_retired`` entries. Custom fields are never pruned. Returns ``state`` itself when
    nothing changes, so callers can compare by identity.
    """
    items = state.items()
    if len(items) <= max_items and len(state.retired) <= max_retired:
        return state

    def usefulness(item: Goal | Preference | Fact) -> tuple[int, int, int]:
        finished = isinstance(item, Goal) and item.status in ("done", "abandoned")
        return (0 if finished else 1, item.updated_at, _KIND_RANK[item.kind])

    excess = max(0, len(items) - max_items)
    victims = {id(i) for i in sorted(items, key=usefulness)[:excess]}
    # items are frozen and already valid: the new state shares them (no dump and re-validation
    # of the whole state and its retired list on every fold)
    update: dict[str, Any] = {
        name: [i for i in getattr(state, name) if id(i) not in victims]
        for name in ("goals", "preferences", "facts")
    }
    retired = [i for i in items if id(i) in victims]
    kept = [*state.retired, *retired]
    floor = merge_floor(retired_floor(state.retired), item_floor(retired))
    if len(kept) > max_retired:
        gone = item_floor(kept[:-max_retired])
        kept = kept[-max_retired:]
        if any(n >= floor[p] for p, n in gone.items()):  # a largest id left: count again
            floor = item_floor(kept)
    remember_floor(kept, floor)
    update["retired"] = kept
    return state.model_copy(update=update)
