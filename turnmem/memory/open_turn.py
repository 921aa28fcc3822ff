"""The turns not extracted yet, read into the state as it is read (``extract="every_turn"``).

With ``extract="every_turn"`` a turn is extracted once it is complete (its reply added), oldest
first (:meth:`~turnmem.memory.engine.MemoryCore.extract_request`). Until then the state would
still say what the user has just corrected or cancelled ("Actually make it Saturday" added,
the state still "Friday"): the memory would state a value the user took back (DESIGN §3:
never lie). The same holds in a reopened session, whose stored state covers only the folded
turns. So :class:`OpenReading` reads those turns (the open turn's user message and any tool
output so far; the unfolded turns of a reopened session until the next add extracts them)
into a *view* of the state:

* with the offline folder only: it is pure, cheap and deterministic, so the view is worked
  out when it is read (``memory.state``, ``context()``), never in ``add``. An LLM folder's
  state is not mixed with offline readings; it stays the committed state until the reply;
* from the committed state, never stored: when the reply comes, the complete turn is extracted
  from the committed state as before (nothing the turn says is applied twice);
* remembered per (turns, committed state): a second read of the same view is free.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from turnmem.errors import StateUpdateError
from turnmem.fold.base import ExtractRequest, FoldResult
from turnmem.state import MemoryState
from turnmem.turn import Turn

__all__ = ["Applier", "OpenReading", "Reader", "read_through", "unextracted"]

#: an offline extraction of one turn (``RuleFolder.extract``)
Reader = Callable[[ExtractRequest[MemoryState]], FoldResult]
#: a result applied to a state as the committed state takes it (``MemoryCore.result_state``:
#: applied, then bounded)
Applier = Callable[[FoldResult, int, MemoryState], MemoryState]


def unextracted(active: Sequence[Turn], done: int) -> int:
    """The position in ``active`` of the oldest turn after index ``done`` (the turns not
    extracted yet are the newest): ``len(active)`` when there is none."""
    k = len(active)
    while k and active[k - 1].index > done:
        k -= 1
    return k


def read_through(state: MemoryState) -> int:
    """The newest turn ``state`` took something from (-1 for none): every change stamps its
    turn (an item's ``updated_at``, a superseded value's ``replaced_at``, a field's record).

    A fold with ``extract="every_turn"`` stores the state as the extractions left it, which
    covers turns after the fold mark; a turn after the newest stamp changed nothing, so
    extracting it again from this state changes nothing either. A loaded state's turns up to
    here are not extracted again (a second reading would apply them twice: "my son is coming
    too" read twice is two more people)."""
    newest = -1
    records = [*state.items(), *state.retired, *state.field_records.values()]
    for record in records:
        newest = max(newest, record.updated_at, *(h.replaced_at for h in record.history))
    return newest


class OpenReading:
    """The state with the turns not extracted yet read into it (the open turn, and in a
    reopened session the unfolded ones), remembered for one (turns, state) pair."""

    __slots__ = ("_last", "_read")

    def __init__(self, read: Reader | None) -> None:
        self._read = read
        # (turns, state, view) in one attribute: two threads reading at once never pair one
        # reading's key with the other's view
        self._last: tuple[tuple[Turn, ...], MemoryState, MemoryState] | None = None

    def view(
        self, state: MemoryState, active: Sequence[Turn], done: int, apply_result: Applier
    ) -> MemoryState:
        """``state`` as the turns of ``active`` after index ``done`` say it is now (oldest
        first); ``state`` itself when there are none, no reader, or nothing to read."""
        read = self._read
        if read is None or not active or active[-1].index <= done:
            return state
        k = unextracted(active, done)
        turns = tuple(active[k:])
        last = self._last
        if last is not None and last[1] is state and last[0] == turns:
            return last[2]  # (== on tuples of turns: identity first, so no field compare)
        view = state
        for i, turn in enumerate(turns):
            if not (turn.user or turn.steps or turn.response):
                continue
            j = k + i
            previous = active[j - 1] if j else None
            request = ExtractRequest[MemoryState](state=view, turn=turn, previous=previous)
            try:
                view = apply_result(read(request), turn.index, view)
            except StateUpdateError:  # never expected (the reader checks its updates)
                continue
        self._last = (turns, state, view)
        return view
