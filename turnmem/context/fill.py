"""The turns of a context: which view of each eligible turn enters, newest first. Pure.

:class:`TurnFill` spends one :class:`~turnmem.context.budget.Budget` on whole turns,
contiguous from the newest (tool calls and their results never split): each turn at the level
the policy gives its age (capped, or cleared once old), the newest also raw, capped harder or
squeezed when that is what fits. A *plain* turn (no tool output, every text counted: most
chat turns) has one view at every level, so it is taken or refused on its token count alone.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from turnmem.context.budget import Budget
from turnmem.context.views import TurnView, TurnViews, views_of, views_reader
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

# views_reader: the reader of turn views every context uses, the plain window's too
# (turnmem.context.window reads it from here).
__all__ = ["TurnFill", "note_left_out", "views_reader"]


class TurnFill:
    """Chooses a view for each eligible turn, newest first, spending one :class:`Budget`.

    Only whole turns enter, contiguous from the newest: :meth:`fill` stops at the first
    (non-newest) turn that cannot fit even cleared, within the room and the tier's ``limit``;
    a later :meth:`fill` with more room resumes there. :meth:`finish` notes what stayed out.
    """

    def __init__(
        self,
        turns: Sequence[Turn],
        first: int,
        counter: TokenCounter,
        policy: MemoryPolicy,
        budget: Budget,
    ) -> None:
        self.turns, self.first, self.counter, self.policy = turns, first, counter, policy
        self.budget = budget
        self.chosen: dict[int, TurnView] = {}  # position in turns -> view
        self.stop: int | None = None  # the newest position left out, once the fill stopped
        self.newest_failed = False
        self.limit: int | None = None  # tokens the turns (the newest excluded) may spend
        self.spent = 0
        self.taken = 0  # tokens of every turn chosen (the context's "turns" section)
        self.views = views_reader(counter)
        # The plain views :meth:`need` read, newest first, when every one was plain (else
        # None): :meth:`take_needed` takes those that fit in one go.
        self._needed: list[TurnView] | None = None
        self._sums: list[int] = []

    def _fits(self, view: TurnView) -> bool:
        room = self.budget.remaining
        if self.limit is not None:
            room = min(room, self.limit - self.spent)
        return view.at_most(room)  # a huge text is bounded, not counted, to know it is over

    def newest(self) -> bool:
        """Take the newest turn (compressed, cleared or squeezed as needed), with all the room."""
        pos = len(self.turns) - 1
        plain = self.views(self.turns[pos]).plain
        if plain is not None and plain.tokens <= self.budget.remaining:
            self._keep(pos, plain)  # raw, the view it would try first
            self.spent = 0
            return True
        if self._take(pos, newest=True):
            self.spent = 0  # the newest turn is not part of the recent tier's allowance
            return True
        self.stop = pos
        self.newest_failed = True
        return False

    def fill(self, positions: range, limit: int | None) -> None:
        """Add turns newest first within ``limit`` tokens; stop at the first that cannot fit."""
        if self.newest_failed:
            return
        self.limit = limit
        turns, chosen, budget, read = self.turns, self.chosen, self.budget, self.views
        if chosen and positions.step == -1 and positions.start >= (low := next(reversed(chosen))):
            # The chosen turns are contiguous from the newest, chosen newest first (the last
            # one is the oldest): resume below them instead of stepping over each.
            positions = range(low - 1, positions.stop, positions.step)
        for pos in positions:
            if pos in chosen:
                continue
            if self.stop is not None and pos < self.stop:
                return
            views = read(turns[pos])
            tokens = views.plain_tokens
            if tokens is not None:  # the common case, inlined: one view, one exact count
                room = budget.remaining
                if limit is not None:
                    room = min(room, limit - self.spent)
                taken = tokens <= room
                if taken:
                    chosen[pos] = views.plain  # type: ignore[assignment]  # set with its tokens
                    self.spent += tokens
                    self.taken += tokens
                    budget.remaining -= tokens
            else:
                taken = self._take(pos, newest=False)
            if not taken:
                self.stop = pos
                return
            if self.stop == pos:
                self.stop = None

    def finish(self) -> None:
        """Note the turns left out: the newest one that did not fit, and every older one."""
        if self.stop is not None:
            note_left_out(self.budget, self.turns, self.first, self.stop, self.counter)

    def need(self, positions: range, limit: int) -> int:
        """Tokens the turns at ``positions`` take at the policy's level for their age, counted
        up to just past ``limit``: a need beyond the room is never met, so how far beyond does
        not change the split (and a long unfolded history is not walked on every context)."""
        total = 0
        turns, read = self.turns, self.views
        needed: list[TurnView] | None = []
        sums: list[int] = []  # running totals, newest first
        for p in positions:
            views = read(turns[p])
            tokens = views.plain_tokens
            if tokens is not None:
                total += tokens
                if needed is not None:
                    needed.append(views.plain)  # type: ignore[arg-type]  # set with its tokens
                    sums.append(total)
            else:
                needed = None
                total += self._base(views, p).upto(limit - total)
            if total > limit:
                break
        self._needed = needed
        self._sums = sums
        return total

    def take_needed(self, positions: range, limit: int) -> bool:
        """Fill ``positions`` (as last passed to :meth:`need`) within ``limit`` from what
        :meth:`need` read, when every turn it read is plain: the turns that fit, newest first,
        taken at once and the fill stopped at the first that does not, exactly as :meth:`fill`
        would do turn by turn. False (nothing done) otherwise."""
        needed = self._needed
        if (
            needed is None
            or self.newest_failed
            or self.stop is not None
            or positions.step != -1
            or not self.chosen  # the positions must continue the chosen turns downwards
            or positions.start != next(reversed(self.chosen)) - 1
        ):
            return False
        # The turns that fit: a prefix, as the running totals only grow.
        k = bisect.bisect_right(self._sums, min(limit, self.budget.remaining))
        total = self._sums[k - 1] if k else 0
        if k == len(needed) < len(positions):  # need stopped short of a turn that might fit
            return False
        self.chosen.update(zip(positions[:k], needed[:k], strict=True))
        if k < len(positions):
            self.stop = positions[k]
        self.spent += total
        self.taken += total
        self.budget.remaining -= total
        return True

    def _base(self, views: TurnViews, pos: int) -> TurnView:
        """The view the policy gives a turn of this age: cleared once old enough, else capped."""
        k = self.policy.clear_observations_after
        if k is not None and len(self.turns) - 1 - pos >= k:
            return views.cleared()
        return views.capped(self.policy.observation_max_tokens)

    def _candidates(self, views: TurnViews, pos: int, newest: bool) -> list[TurnView]:
        """Views to try, best first: the policy's level (raw too for the newest turn while it
        leaves half the room), a tighter cap for the newest turn, then cleared."""
        policy, budget = self.policy, self.budget
        base = self._base(views, pos)
        if not newest:  # the common case, once per eligible turn and context: no list work
            return [base] if base.level == "cleared" else [base, views.cleared()]
        candidates = [base]
        raw = views.raw()
        if base.level != "raw" and raw.at_most(budget.remaining // 2):
            # The agent is acting on the newest tool results: keep them verbatim while they
            # leave at least half of the room for the other tiers.
            candidates.insert(0, raw)
        n_obs = views.observation_count
        if n_obs and base.level != "cleared" and not candidates[0].at_most(budget.remaining):
            # Compress the newest turn's outputs to share what is left before clearing them.
            cap = max(budget.remaining // (2 * n_obs), 16)
            if policy.observation_max_tokens is None or cap < policy.observation_max_tokens:
                candidates.append(views.capped(cap))
        if base.level != "cleared":
            candidates.append(views.cleared())
        return candidates

    def _take(self, pos: int, newest: bool) -> bool:
        turn = self.turns[pos]
        views = views_of(turn, self.counter)
        raw = views.raw()
        for view in self._candidates(views, pos, newest):
            if self._fits(view) if not newest else view.at_most(self.budget.remaining):
                self._keep(pos, view)
                if not raw.at_most(view.tokens):  # the view is smaller than the raw turn
                    cleared = view.level == "cleared"
                    self.budget.note(
                        "cleared" if cleared else "compressed",
                        "turns",
                        turn_index=turn.index,
                        before=raw.floor,
                        after=view.tokens,
                        reason=(
                            "old observations cleared"
                            if cleared
                            else f"outputs over {self.policy.observation_max_tokens} tokens "
                            "compressed"
                        )
                        + _uncounted(raw),
                    )
                return True
        return newest and self._squeeze(views, pos, raw)

    def _squeeze(self, views: TurnViews, pos: int, raw: TurnView) -> bool:
        """Fit the newest turn by cutting every text, halving the cap until it fits."""
        turn, budget = self.turns[pos], self.budget
        cap = max(budget.remaining // 2, 8)
        while cap >= 4:
            view = views.squeezed(cap)
            if view.at_most(budget.remaining):
                self._keep(pos, view)
                budget.note(
                    "squeezed",
                    "turns",
                    turn_index=turn.index,
                    before=raw.floor,
                    after=view.tokens,
                    reason=f"newest turn cut to {cap} tokens per text to fit the budget"
                    + _uncounted(raw),
                )
                return True
            cap //= 2
        return False

    def _keep(self, pos: int, view: TurnView) -> None:
        self.chosen[pos] = view
        self.spent += view.tokens
        self.taken += view.tokens
        self.budget.spend(view.tokens)


def note_left_out(
    budget: Budget, turns: Sequence[Turn], first: int, pos: int, counter: TokenCounter
) -> None:
    """Note the turns a fill left out: the one at ``pos`` (the newest that did not fit) and
    every older eligible one (from ``first``)."""
    turn = turns[pos]
    newest = pos == len(turns) - 1
    budget.note(
        "dropped",
        "turns",
        turn_index=turn.index,
        before=(raw := views_of(turn, counter).raw()).floor,
        after=0,
        reason="no room left in the budget"
        + (" even when squeezed" if newest else "")
        + _uncounted(raw),
    )
    if pos > first:
        lo, hi = turns[first].index, turns[pos - 1].index
        budget.note(
            "dropped",
            "turns",
            before=0,
            after=0,
            reason=f"{pos - first} older turns (t{lo}..t{hi}) left out: whole, "
            "contiguous turns only and newer turns had priority",
        )


def _uncounted(raw: TurnView) -> str:
    """What a note adds when its ``tokens_before`` is a bound: the raw turn holds a text not
    counted in full (a huge output whose bound already showed it could not fit)."""
    if raw.counted:
        return ""
    return f" (tokens_before is a lower bound: {raw.chars} characters not counted in full)"
