"""Idempotent ingest: which turns of a framework's full history are new. Pure, no I/O.

Frameworks hold the whole conversation and hand it over again every run (DESIGN §3,
invariant 12). :func:`plan_ingest` lines the incoming turns up with the stored ones and keeps
only what the store has not seen:

* turns are matched by a **fingerprint**: the item ids where the history carries them, else
  the user text, the tool calls (ids, names, arguments) and the reply; observation contents are
  left out, so turnmem's own assembled context (whose tool outputs may be compressed) matches
  the turns it came from;
* the memory's own context sections fed back are recognised by their marker
  (``name == MEMORY_MARKER`` on a system message), not by their text, and skipped;
* an incoming history that starts later than the store (the framework trimmed its copy, or it
  is turnmem's window) is aligned at the stored turn it starts with;
* the open stored turn may have grown (new steps, its reply): the grown turn replaces it;
* a history that disagrees with the store (an edited turn) is **reported**, never merged
  into the stored turns: the stored turns stay, turns past the end of the store are added, and
  the report names the first differing turn.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from turnmem.chat import TurnsAndPinned, turns_from_messages
from turnmem.errors import InvalidTurnError
from turnmem.item_forms import Item
from turnmem.items import turns_from_items
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "MEMORY_MARKER",
    "IngestPlan",
    "IngestResult",
    "fingerprint",
    "is_memory_message",
    "parse_history",
    "plan_ingest",
    "pop_piece",
]

#: The ``name`` turnmem puts on the system messages it writes into a context (state, summary,
#: recall), so a history that carries them back is recognised.
MEMORY_MARKER = "turnmem_memory"

_ITEM_TYPES = frozenset({"function_call", "function_call_output", "reasoning", "message"})

#: How an incoming history relates to the store.
Relation = Literal["new", "extends", "window", "divergent"]


class IngestResult(BaseModel):
    """What :meth:`TurnMemory.ingest` did."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    added: list[Turn] = Field(description="Turns added or grown, as stored (with indices).")
    skipped: int = Field(description="Incoming turns already stored, left alone.")
    memory_messages: int = Field(
        default=0, description="turnmem's own context sections found in the history, skipped."
    )
    relation: Relation = Field(
        description="new (nothing overlapped), extends (the store is a prefix), window (the "
        "history starts at a later stored turn), divergent (a turn differs from the store)."
    )
    divergence: str | None = Field(
        default=None, description="What differed, when ``relation == 'divergent'``."
    )


class IngestPlan(BaseModel):
    """The turns to append (a grown open turn keeps its stored id and index) and the report."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    turns: list[Turn]
    pinned: list[PinnedMessage]
    skipped: int
    memory_messages: int
    relation: Relation
    divergence: str | None = None

    def result(self, added: list[Turn]) -> IngestResult:
        """The report once ``added`` (the turns as stored) are in."""
        return IngestResult(
            added=added,
            skipped=self.skipped,
            memory_messages=self.memory_messages,
            relation=self.relation,
            divergence=self.divergence,
        )


def is_memory_message(msg: object) -> bool:
    """True for a context section turnmem wrote (a system message carrying the marker)."""
    if not isinstance(msg, Mapping):
        return False
    return msg.get("role") == "system" and msg.get("name") == MEMORY_MARKER


def _is_items(history: Sequence[object]) -> bool:
    return any(isinstance(m, Mapping) and m.get("type") in _ITEM_TYPES for m in history)


def parse_history(history: Sequence[object]) -> tuple[TurnsAndPinned, int]:
    """Parse chat messages or Responses items (detected), skipping turnmem's own sections;
    returns the parse and how many sections were skipped."""
    if isinstance(history, str | bytes | Mapping):
        return turns_from_messages(history), 0  # raises the usual clear error
    kept = [m for m in history if not is_memory_message(m)]
    skipped = len(history) - len(kept)
    if _is_items(kept):
        return turns_from_items(kept), skipped
    return turns_from_messages(kept), skipped


def fingerprint(turn: Turn) -> str:
    """A stable key of a turn's content: item ids where present, else the user text, the tool
    calls and the reply (observation contents are left out: views compress them)."""
    ids = [
        e.item_id
        for e in (turn.user_extras, turn.response_extras)
        if e is not None and e.item_id is not None
    ]
    ids += [
        c.extras.item_id
        for s in turn.steps
        for c in s.tool_calls
        if c.extras is not None and c.extras.item_id is not None
    ]
    if ids:
        key: object = ["ids", ids]
    else:
        key = [
            turn.user,
            [[(c.id, c.name, c.arguments) for c in s.tool_calls] for s in turn.steps],
            turn.response,
        ]
    return hashlib.sha256(json.dumps(key, ensure_ascii=False).encode()).hexdigest()


def _grows(stored: Turn, incoming: Turn) -> bool:
    """Whether ``incoming`` is the open ``stored`` turn with more steps, results or a reply."""
    if stored.is_complete or stored.user != incoming.user:
        return False
    if len(incoming.steps) < len(stored.steps):
        return False
    for old, new in zip(stored.steps, incoming.steps, strict=False):
        if [c.id for c in old.tool_calls] != [c.id for c in new.tool_calls]:
            return False
        if len(new.observations) < len(old.observations):
            return False
    return True


def _grown(stored: Turn, incoming: Turn) -> Turn | None:
    """The open stored turn with what ``incoming`` adds (new results, steps, the reply), or
    None if it adds nothing. What the store holds is kept as stored: an incoming copy may be a
    compressed view."""
    if stored.is_complete or not _grows(stored, incoming):
        return None
    steps = []
    for k, new in enumerate(incoming.steps):
        if k < len(stored.steps):
            old = stored.steps[k]
            extra = new.observations[len(old.observations) :]
            steps.append(old.model_copy(update={"observations": [*old.observations, *extra]}))
        else:
            steps.append(new)
    more = steps != list(stored.steps) or incoming.response is not None
    if not more:
        return None
    return stored.model_copy(
        update={
            "steps": steps,
            "response": incoming.response,
            "response_extras": incoming.response_extras,
            "response_reasoning_items": incoming.response_reasoning_items,
        }
    )


def _matches(stored: Turn, incoming: Turn, last: bool) -> bool:
    if fingerprint(stored) == fingerprint(incoming):
        return True
    return last and _grows(stored, incoming)


def _aligned_at(stored: Sequence[Turn], incoming: Sequence[Turn], start: int) -> bool:
    n = min(len(incoming), len(stored) - start)
    return all(
        _matches(stored[start + k], incoming[k], last=start + k == len(stored) - 1)
        for k in range(n)
    )


def plan_ingest(
    stored: Sequence[Turn], incoming: TurnsAndPinned, memory_messages: int = 0
) -> IngestPlan:
    """Decide what of ``incoming`` to append to ``stored`` (every stored turn, oldest first)."""
    turns = incoming.turns
    if not stored or not turns:
        return IngestPlan(
            turns=list(turns),
            pinned=incoming.pinned,
            skipped=0,
            memory_messages=memory_messages,
            relation="new" if turns or not stored else "extends",
        )
    start = next((o for o in range(len(stored)) if _aligned_at(stored, turns, o)), None)
    if start is None:
        common = 0
        while common < min(len(stored), len(turns)) and _matches(
            stored[common], turns[common], last=common == len(stored) - 1
        ):
            common += 1
        known = {fingerprint(s) for s in stored}
        matched = [k for k, t in enumerate(turns) if fingerprint(t) in known]
        if not matched:
            return IngestPlan(
                turns=list(turns),
                pinned=incoming.pinned,
                skipped=0,
                memory_messages=memory_messages,
                relation="new",
            )
        # Turns after the last one the store knows are new (a user's turn is never dropped);
        # the differing ones before it stay out, and the report names the first.
        tail = list(turns[matched[-1] + 1 :])
        first = next((k for k, t in enumerate(turns) if fingerprint(t) not in known), None)
        if first is None:
            where = "the incoming turns are known but in another order than stored"
        else:
            where = f"incoming turn {first} (user {turns[first].user!r:.60})"
        if first is not None and first == common and common < len(stored):
            where += f" differs from stored turn t{stored[common].index}"
        elif first is not None:
            where += " matches no stored turn"
        return IngestPlan(
            turns=tail,
            pinned=incoming.pinned,
            skipped=len(turns) - len(tail),
            memory_messages=memory_messages,
            relation="divergent",
            divergence=f"{where}; the stored turns were kept and {len(tail)} newer turn(s) added",
        )
    overlap = len(stored) - start
    out: list[Turn] = []
    last = stored[-1]
    if overlap <= len(turns):
        grown = _grown(last, turns[overlap - 1])
        if grown is not None:
            out.append(grown)
        out += turns[overlap:]
    return IngestPlan(
        turns=out,
        pinned=incoming.pinned,
        skipped=min(overlap, len(turns)) - (1 if out and out[0].id == last.id else 0),
        memory_messages=memory_messages,
        relation="extends" if start == 0 else "window",
    )


def pop_piece(turn: Turn) -> tuple[Turn, Item]:
    """``turn`` without its newest piece (the reply, else the last result, else the last
    step), and that piece as a Responses item. A turn holding only its user message cannot
    shrink further: that raises InvalidTurnError (turnmem never deletes a user's turn)."""
    items = turn.to_items()
    if turn.response is not None:
        update: dict[str, object] = {
            "response": None,
            "response_extras": None,
            "response_reasoning_items": [],
        }
    elif turn.steps and turn.steps[-1].observations:
        last = turn.steps[-1]
        update = {
            "steps": [
                *turn.steps[:-1],
                last.model_copy(update={"observations": last.observations[:-1]}),
            ]
        }
    elif turn.steps:
        update = {"steps": turn.steps[:-1]}
        n = len(turn.steps[-1].tool_calls) + len(turn.steps[-1].reasoning_items)
        n += turn.steps[-1].reasoning is not None
        items = items[-n:]  # the whole step goes: its text, reasoning and calls
        return turn.model_copy(update=update), items[-1]
    else:
        raise InvalidTurnError(
            f"turn {turn.index} holds only its user message; turnmem keeps every user turn "
            "(use forget() to erase the session)"
        )
    return turn.model_copy(update=update), items[-1]
