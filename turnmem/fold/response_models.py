"""The response models of LLM folds, built from the user's schema, and their validation.

An LLM fold is one structured-output call; its response model is generated from the user's
schema (:func:`fold_response_model`, :func:`extract_response_model`), so the JSON schema the
model receives names the user's fields with their types and descriptions (``{"op": "set",
"field": "destination", "value": <str>}``), next to the add / update / remove operations on
items. A correction is explicit: ``update`` names the item it changes (the old value moves to
the item's history), and an ``add`` may name the item it ``supersedes``, which makes it that
update rather than a second value beside the old one.

The models validate their updates against the current state (:class:`FoldScope`):

* what is safe to drop is dropped with a note (``output._notes``, recorded as memory events):
  an ``update`` / ``remove`` of an id the state does not hold, a ``supersedes`` naming no
  item, a ``turn`` outside the fold (the reference is dropped, the operation kept);
* anything else that does not apply (an unknown field, an attribute that does not fit the
  item, a value of the wrong type) is a validation error, and instructor re-asks with it.

JSON with raw control characters inside strings, or fenced in Markdown, is read leniently
(:mod:`turnmem.fold.parsing`) instead of being re-asked.

The state reaches the validator through pydantic's validation context
(``context={"turnmem_fold": FoldScope(...)}``) or, when the caller cannot pass one, through
:func:`fold_scope` (the instructor folder does that: instructor renders its ``context=`` into
the messages as Jinja, which would rewrite ``{{ }}`` in user text).
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import re
import types
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, cast, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    PrivateAttr,
    Tag,
    ValidationError,
    ValidationInfo,
    WithJsonSchema,
    create_model,
    model_validator,
)
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue

from turnmem.errors import StateUpdateError
from turnmem.fold.base import ExtractRequest, FoldRequest
from turnmem.fold.parsing import lenient_json
from turnmem.state import (
    UPDATES_ADAPTER,
    GoalStatus,
    ItemKind,
    MemoryState,
    Origin,
    Polarity,
    Update,
    apply,
    custom_fields,
)

__all__ = [
    "CONTEXT_KEY",
    "AddOp",
    "CompactJsonSchema",
    "FoldScope",
    "RemoveOp",
    "UpdateOp",
    "check_updates",
    "extract_response_model",
    "fold_response_model",
    "fold_scope",
    "notes_of",
    "to_updates",
]

#: Key of the :class:`FoldScope` in a pydantic validation context.
CONTEXT_KEY = "turnmem_fold"


# --- validation scope ---------------------------------------------------------------------


@dataclass(frozen=True)
class FoldScope:
    """What the response-model validators check updates against."""

    state: MemoryState
    """The current state: ids of update/remove must exist in it, and the batch must apply."""
    turns: tuple[int, ...]
    """Indices of the turns being folded; an update's ``turn`` must be one of them."""

    @classmethod
    def of(cls, request: FoldRequest[Any] | ExtractRequest[Any]) -> FoldScope:
        """The scope of a fold or extract request."""
        if isinstance(request, FoldRequest):
            return cls(state=request.state, turns=tuple(t.index for t in request.turns))
        return cls(state=request.state, turns=(request.turn.index,))


_SCOPE: contextvars.ContextVar[FoldScope | None] = contextvars.ContextVar(
    "turnmem_fold_scope", default=None
)


@contextlib.contextmanager
def fold_scope(scope: FoldScope) -> Iterator[FoldScope]:
    """Make ``scope`` the validation scope of response models validated in this context.

    Used when a validation context cannot be passed down (instructor renders its ``context``
    into the messages as a Jinja template, which would rewrite ``{{ }}`` in user text).
    A scope in the validation context wins over this one.
    """
    token = _SCOPE.set(scope)
    try:
        yield scope
    finally:
        _SCOPE.reset(token)


def _scope(info: ValidationInfo) -> FoldScope | None:
    ctx = info.context
    if isinstance(ctx, Mapping) and isinstance(ctx.get(CONTEXT_KEY), FoldScope):
        return cast(FoldScope, ctx[CONTEXT_KEY])
    return _SCOPE.get()


# --- response models ----------------------------------------------------------------------
#
# The tool schema is sent with every fold, so it is kept lean: no per-property titles,
# provenance fields typed without their null branch, rules in the prompt rather than repeated
# in every operation's description.


class CompactJsonSchema(GenerateJsonSchema):
    """JSON schema without per-property titles (they repeat the names and cost tokens)."""

    def field_title_should_be_set(self, schema: Any) -> bool:
        return False

    def default_schema(self, schema: Any) -> JsonSchemaValue:
        out = super().default_schema(schema)
        if "default" in out and out["default"] is None:  # "absent" says the same
            del out["default"]
        return out


_TurnRef = Annotated[int | None, WithJsonSchema({"type": "integer"})]
_OriginRef = Annotated[
    Origin | None, WithJsonSchema({"enum": ["user", "tool", "assistant"], "type": "string"})
]


class _WireOp(BaseModel):
    """Fields every operation shares: provenance (explained in the prompt)."""

    turn: _TurnRef = None
    origin: _OriginRef = None


_SupersedesRef = Annotated[str | None, WithJsonSchema({"type": "string"})]


class AddOp(_WireOp):
    """Add a new goal, preference or fact."""

    op: Literal["add"]
    kind: ItemKind
    value: str = Field(min_length=1, description="The statement, exact details kept.")
    status: GoalStatus | None = Field(default=None, description="Goals only.")
    polarity: Polarity | None = Field(default=None, description="Preferences only.")
    key: str | None = Field(default=None, description="Facts only, e.g. order_id.")
    supersedes: _SupersedesRef = Field(
        default=None,
        description="Id of the item this new value replaces (a correction); the old value "
        "is retired. Omit for a new, distinct item.",
    )


class UpdateOp(_WireOp):
    """Change an existing item by id: a corrected value supersedes (retires) the old one."""

    op: Literal["update"]
    id: str = Field(description="Id of the item of the current state that changes.")
    value: str | None = None
    status: GoalStatus | None = Field(default=None, description="Goals only.")
    polarity: Polarity | None = Field(default=None, description="Preferences only.")


class RemoveOp(_WireOp):
    """Remove an item, by id, that no longer holds."""

    op: Literal["remove"]
    id: str


def _op_tag(value: Any) -> str | None:
    """Discriminator of the update union: ``add``, ``update``, ``remove``, ``clear`` or
    ``set:<field>`` (one typed model per field)."""
    if isinstance(value, Mapping):
        op, name = value.get("op"), value.get("field")
    else:
        op, name = getattr(value, "op", None), getattr(value, "field", None)
    if op == "set":
        return f"set:{name}"
    return op if isinstance(op, str) else None


def _without_none(annotation: Any) -> Any:
    """``X | None`` -> ``X``: setting null is what ``clear`` is for."""
    if get_origin(annotation) in (Union, types.UnionType):
        args = tuple(a for a in get_args(annotation) if a is not type(None))
        if len(args) == 1:
            return args[0]
        if args:
            return cast(Any, Union)[args]
    return annotation


def _field_models(schema: type[MemoryState]) -> list[tuple[str, type[BaseModel]]]:
    """A typed ``set`` model per custom field of ``schema``, and one ``clear`` model."""
    out: list[tuple[str, type[BaseModel]]] = []
    fields = custom_fields(schema)
    for name, info in fields.items():
        label = info.description or name.replace("_", " ")
        value_type: Any = _without_none(info.annotation)
        if info.metadata:  # constraints such as ge=1 travel with the type
            args = (value_type, *info.metadata)
            value_type = cast(Any, Annotated)[args]
        set_fields: dict[str, Any] = {
            "op": (Literal["set"], ...),
            "field": (cast(Any, Literal)[name], ...),
            "value": (value_type, Field(description=label)),
        }
        model = create_model(
            f"Set_{name}", __base__=_WireOp, __doc__=f"Set {name}: {label}.", **set_fields
        )
        out.append((f"set:{name}", model))
    if fields:
        clear_fields: dict[str, Any] = {
            "op": (Literal["clear"], ...),
            "field": (cast(Any, Literal)[tuple(fields)], ...),
        }
        clear = create_model(
            "ClearField",
            __base__=_WireOp,
            __doc__="Reset a field the user withdrew.",
            **clear_fields,
        )
        out.append(("clear", clear))
    return out


def _update_union(schema: type[MemoryState]) -> Any:
    members: list[tuple[str, type[BaseModel]]] = [
        ("add", AddOp),
        ("update", UpdateOp),
        ("remove", RemoveOp),
        *_field_models(schema),
    ]
    tagged = tuple(Annotated[model, Tag(tag)] for tag, model in members)
    return Annotated[cast(Any, Union)[tagged], Discriminator(_op_tag)]


class _UpdatesBase(BaseModel):
    """Base of the generated response models: reads JSON leniently, validates updates against
    the scope, drops what is safe to drop (with a note)."""

    model_config = ConfigDict(extra="ignore")
    _notes: list[str] = PrivateAttr(default_factory=list)

    @classmethod
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The JSON schema, compact (:class:`CompactJsonSchema`) unless told otherwise."""
        if len(args) < 3:
            kwargs.setdefault("schema_generator", CompactJsonSchema)
        return super().model_json_schema(*args, **kwargs)

    @classmethod
    def model_validate_json(
        cls,
        json_data: str | bytes | bytearray,
        *,
        strict: bool | None = None,
        context: Any | None = None,
        **kwargs: Any,
    ) -> Any:
        """Validate a JSON answer; JSON that only a strict parser rejects (raw control
        characters in strings, a Markdown fence, a sentence around the object) is read
        leniently instead of failing (:func:`turnmem.fold.parsing.lenient_json`)."""
        try:
            return super().model_validate_json(json_data, strict=strict, context=context, **kwargs)
        except ValidationError as exc:
            if not any(e["type"] == "json_invalid" for e in exc.errors()):
                raise
            data = lenient_json(json_data)
            if not isinstance(data, dict):
                raise
        return cls.model_validate(data, strict=strict, context=context)

    @model_validator(mode="after")
    def _check_updates(self, info: ValidationInfo) -> _UpdatesBase:
        scope = _scope(info)
        ops = getattr(self, "updates", None)
        if scope is None or not ops:
            return self
        kept, notes = _tolerated(list(ops), scope)
        if kept != ops:
            object.__setattr__(self, "updates", kept)
        self._notes = notes
        if kept:
            check_updates(to_updates(self), scope)
        return self


def notes_of(output: BaseModel) -> list[str]:
    """What validation dropped from a response (an id not in the state, a turn outside the
    fold), as one line each; empty when nothing was dropped."""
    notes = getattr(output, "_notes", None)
    return list(notes) if isinstance(notes, list) else []


def _tolerated(ops: list[Any], scope: FoldScope) -> tuple[list[Any], list[str]]:
    """``ops`` without what is safe to drop, and a note for each drop.

    An operation on an id that is neither in the state nor added earlier in the batch cannot
    be applied and names nothing to change, so the rest of the answer is kept without it; a
    ``turn`` outside the fold is a wrong reference, so the operation keeps the fold's turn.
    """
    allowed = set(scope.turns)
    known = {i.id for i in scope.state.items()}
    state = scope.state
    default_turn = max(allowed, default=0)
    kept: list[Any] = []
    notes: list[str] = []
    for k, op in enumerate(ops):
        turn = getattr(op, "turn", None)
        if turn is not None and allowed and turn not in allowed:
            notes.append(f"update[{k}]: turn {turn} is not a folded turn; the fold's turn is used")
            op = op.model_copy(update={"turn": None})
        target = getattr(op, "id", None) if op.op in ("update", "remove") else None
        if target is not None and target not in known:
            notes.append(f"update[{k}] dropped: {op.op} of {_clip(target)}, no such item")
            continue
        replaced = getattr(op, "supersedes", None) if op.op == "add" else None
        if replaced is not None and replaced not in known:
            notes.append(f"update[{k}]: supersedes {_clip(replaced)}, no such item; added as new")
            op = op.model_copy(update={"supersedes": None})
        kept.append(op)
        if op.op == "add":  # ids of items added earlier in the batch are known to later ops
            try:
                state = apply(state, to_updates_of([op]), turn=default_turn)
            except StateUpdateError:
                continue  # check_updates reports it with its position
            known = {i.id for i in state.items()}
    return kept, notes


def _clip(value: str, limit: int = 40) -> str:
    return repr(value if len(value) <= limit else value[: limit - 1] + "…")


def check_updates(updates: Sequence[Update], scope: FoldScope) -> None:
    """Raise ``ValueError`` (a re-ask message) unless ``updates`` apply to the scope's state."""
    allowed = set(scope.turns)
    for k, op in enumerate(updates):
        if op.turn is not None and allowed and op.turn not in allowed:
            raise ValueError(
                f"update[{k}].turn: {op.turn} is not one of the turns shown {sorted(allowed)}"
            )
    try:
        apply(scope.state, list(updates), turn=max(allowed, default=0))
    except StateUpdateError as exc:
        known = [i.id for i in scope.state.items()]
        hint = "" if "known:" in str(exc) else f" (ids in the current state: {known or 'none'})"
        raise ValueError(f"{exc}{hint}") from None


def _model_name(prefix: str, schema: type[MemoryState]) -> str:
    # Tool names must match ^[a-zA-Z0-9_-]{1,64}$.
    return re.sub(r"[^A-Za-z0-9_-]", "_", f"{prefix}{schema.__name__}")[:64]


def _updates_field(schema: type[MemoryState]) -> dict[str, Any]:
    union = _update_union(schema)
    description = "State operations in order; [] if nothing changed."
    return {"updates": (list[union], Field(default_factory=list, description=description))}  # type: ignore[valid-type]


@functools.lru_cache(maxsize=64)
def fold_response_model(schema: type[MemoryState], *, with_updates: bool = True) -> type[BaseModel]:
    """The response model of a fold over ``schema``: ``summary`` and ``updates``.

    ``updates`` is a list of a tagged union: ``add`` / ``update`` / ``remove`` of items, and per
    custom field of the schema a typed ``set`` (``field`` is the field's name as a constant,
    ``value`` has the field's type and description) and a ``clear``. With
    ``with_updates=False`` (a summary-only memory) the model has ``summary`` only.
    Cached per schema, so instructor's schema cache stays warm.
    """
    summary_field = (str, Field(description="The new rolling summary."))
    if not with_updates:
        return create_model(
            _model_name("Summary", schema),
            __base__=_UpdatesBase,
            __doc__="Record the new rolling summary of the conversation.",
            summary=summary_field,
        )
    return create_model(
        _model_name("Fold", schema),
        __base__=_UpdatesBase,
        __doc__="Record the new rolling summary and the changes to the conversation state.",
        summary=summary_field,
        **_updates_field(schema),
    )


@functools.lru_cache(maxsize=64)
def extract_response_model(schema: type[MemoryState]) -> type[BaseModel]:
    """The response model of an extraction over ``schema``: ``updates`` only."""
    return create_model(
        _model_name("Extract", schema),
        __base__=_UpdatesBase,
        __doc__="Record the changes the newest turn makes to the conversation state.",
        **_updates_field(schema),
    )


def to_updates(output: BaseModel) -> list[Update]:
    """The state operations (:data:`turnmem.state.Update`) of a validated response model.

    An ``add`` that ``supersedes`` an item becomes an ``update`` of that item: the new value
    replaces the old one, which moves to the item's history (never two values side by side).
    """
    return to_updates_of(getattr(output, "updates", None) or [])


def to_updates_of(ops: Sequence[BaseModel]) -> list[Update]:
    """:func:`to_updates` of a list of wire operations."""
    dumped: list[dict[str, Any]] = []
    for op in ops:
        data = op.model_dump()
        replaced = data.pop("supersedes", None)
        if data.get("op") == "add" and replaced:
            data = {
                "op": "update",
                "id": replaced,
                "value": data["value"],
                "status": data.get("status"),
                "polarity": data.get("polarity"),
                "turn": data.get("turn"),
                "origin": data.get("origin"),
            }
        dumped.append(data)
    return UPDATES_ADAPTER.validate_python(dumped)
