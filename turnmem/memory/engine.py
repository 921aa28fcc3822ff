"""The pure middle of a memory, shared by ``TurnMemory`` and ``AsyncTurnMemory``.

``MemoryCore`` holds the working view of one session (pinned, summary, state, the unfolded
turns) and makes every decision without I/O: ingesting messages into turns, planning a fold,
building the fold request, applying its result, assembling a context. The two memories only
add the I/O around it (store calls, the LLM call), so no logic is written twice (STYLE 5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from turnmem.context.assemble import Assembly, Context, assemble_parts
from turnmem.context.plan import eligible_start, fold_count, recent_cap
from turnmem.context.recall import recall_lines, recall_query
from turnmem.context.render import render_state
from turnmem.context.views import views_of, views_reader
from turnmem.context.window import PlainRun, plain_context
from turnmem.errors import InvalidMessagesError, InvalidTurnError, StateUpdateError
from turnmem.fold.base import ExtractRequest, FoldRequest, FoldResult
from turnmem.memory.open_turn import OpenReading, Reader, read_through, unextracted
from turnmem.memory.turn_tokens import TurnTokens
from turnmem.message import surrogate_error
from turnmem.policy import HotFields, MemoryPolicy, hot_fields
from turnmem.state import MemoryState, apply, prune
from turnmem.store.base import SessionSnapshot, SessionTail
from turnmem.tokens import TokenCounter
from turnmem.turn import PinnedMessage, Turn, turns_from_messages
from turnmem.turn_model import plain_turn

__all__ = ["EventKind", "FoldPlan", "MemoryCore", "MemoryEvent"]

#: What a memory event reports: a fold, a fallback to the offline folder, a deferred fold, a
#: lost race with another writer, archived turns deleted by a retention rule, a note on what a
#: folder dropped from an LLM answer, or a divergent history handed to ``ingest``.
EventKind = Literal["fold", "fallback", "deferred", "conflict", "retention", "note", "ingest"]


class MemoryEvent(BaseModel):
    """Something the memory did on its own or survived: a fold, a fallback, a deferral."""

    model_config = ConfigDict(frozen=True)

    seq: int = Field(description="Position in the memory's event stream (0, 1, 2, ...).")
    kind: EventKind
    detail: str
    turn_index: int | None = None
    at: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))


class FoldPlan(BaseModel):
    """A fold to run: the request for the folder and the last turn index it covers."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    request: FoldRequest[MemoryState]
    through: int
    base_folded_through: int


class MemoryCore:
    """Working view of a session and the pure steps on it."""

    def __init__(
        self,
        *,
        policy: MemoryPolicy,
        counter: TokenCounter,
        schema: type[MemoryState],
        pinned: Sequence[PinnedMessage] = (),
        read_open: Reader | None = None,
    ) -> None:
        self.policy = policy
        self.counter = counter
        self.schema = schema
        self.pinned: list[PinnedMessage] = list(pinned)
        self.summary = ""
        self.state: MemoryState = schema()
        self.folded_through = -1
        self.extracted_through = -1  # every turn up to it is read into the state (every_turn)
        # (turn, state and mark before) of the last extraction: what unread() restores
        self.unread_to: tuple[int, MemoryState, int] | None = None
        self.active: list[Turn] = []  # unfolded turns, oldest first
        self.next_index = 0
        # Every turn with index <= known_through is in the view (or folded): with several
        # writers, indices of other writers' turns leave gaps that a refresh must fill.
        self.known_through = -1
        self.events: list[MemoryEvent] = []
        self.event_count = 0
        self.deferred = 0  # folds deferred since the last success (policy on_llm_failure=defer)
        self._render_cache: tuple[MemoryState | None, dict[int, str]] = (None, {})
        self._plain_run = PlainRun()  # the plain window's turns, slid on by each context
        # hot_for's answer (the policy's hot fields): read directly while hot.policy is the policy
        self.hot = hot_fields(policy)
        self.open_reading = OpenReading(read_open)  # the open turn's message, read in

    # --- loading --------------------------------------------------------------------------

    def load(self, snap: SessionSnapshot) -> None:
        """Replace the view by a stored snapshot (turns after its fold mark)."""
        if snap.pinned:
            self.pinned = list(snap.pinned)
        self.summary = snap.summary
        self.state = self.schema.model_validate(snap.state) if snap.state else self.schema()
        self.folded_through = snap.folded_through
        # the stored state covers the folded turns and those the extractions read before the
        # fold (with every_turn): the ones after are extracted again
        covered = read_through(self.state) if self.policy.extract == "every_turn" else -1
        self.extracted_through = max(snap.folded_through, covered)
        self.unread_to = None
        self.active = [t for t in snap.turns if t.index > snap.folded_through]
        self.next_index = snap.next_index
        self.known_through = snap.next_index - 1

    def merge_turns(self, stored: Sequence[Turn]) -> None:
        """Add or replace (same id) stored turns in the view, keeping index order.

        The common cases (a new newest turn, the open turn grown) touch only the end of the
        view, so adding a turn costs O(1) whatever the history length.
        """
        if len(stored) == 1 and self.active:  # the usual add: one new newest turn
            turn = stored[0]
            new, held = turn.__dict__, self.active[-1].__dict__  # (a field read costs more)
            index = new["index"]
            if index > held["index"] and index > self.folded_through and new["id"] != held["id"]:
                self.active.append(turn)
                self.next_index = max(self.next_index, index + 1)
                if index == self.known_through + 1:
                    self.known_through = index
                return
        for t in stored:
            if t.index <= self.folded_through:
                continue
            last = self.active[-1] if self.active else None
            if last is not None and last.id == t.id:
                # A re-read of the turn we hold (a refresh re-reads the newest turn, which may
                # have grown elsewhere): keep ours, with its token counts and views, unless it
                # changed. Fields only: Turn's own == also compares those memos.
                if t is not last and t.__dict__ != last.__dict__:
                    self.active[-1] = t
            elif last is None or t.index > last.index:
                self.active.append(t)
            else:  # a turn from another writer that landed between ours (after a refresh)
                kept = [a for a in self.active if a.id != t.id]
                self.active = sorted([*kept, t], key=lambda a: a.index)
            self.next_index = max(self.next_index, t.index + 1)
            if t.index == self.known_through + 1:
                self.known_through = t.index

    def absorb(self, snap: SessionSnapshot | SessionTail) -> None:
        """Merge a snapshot that holds every turn after some index we already knew."""
        self.merge_turns(snap.turns)
        self.next_index = max(self.next_index, snap.next_index)
        self.known_through = max(self.known_through, snap.next_index - 1)

    # --- ingest ---------------------------------------------------------------------------

    @property
    def open_turn(self) -> Turn | None:
        """The newest turn if it has no response yet."""
        active = self.active  # (is_complete read as its field: a property call per context)
        if active and active[-1].response is None:
            return active[-1]
        return None

    def check_can_add(self) -> None:
        """A new turn may not start while the open turn waits for tool results."""
        open_turn = self.open_turn
        if open_turn is not None and open_turn.pending_calls:
            ids = [c.id for c in open_turn.pending_calls]
            raise InvalidTurnError(
                f"turn {open_turn.index} is waiting for results of tool calls {ids}; add the "
                "tool messages (add_messages) before starting a new turn"
            )

    def plain_exchange(self, messages: Sequence[object]) -> Turn | None:
        """The turn of the usual add (a user message and its plain text reply, no turn open),
        as :meth:`parse_messages` makes it; None for anything else."""
        active = self.active
        if not active or active[-1].response is not None:  # no open turn to continue
            return _plain_exchange(messages, self.next_index)
        return None

    def parse_messages(self, messages: Sequence[object]) -> tuple[list[PinnedMessage], list[Turn]]:
        """New messages -> (pinned, turns); the first turn may be the grown open turn."""
        exchange = self.plain_exchange(messages)  # the usual add
        if exchange is not None:
            return [], [exchange]
        open_turn = self.open_turn
        pinned, turns = turns_from_messages(
            messages, start_index=self.next_index, open_turn=open_turn
        )
        if pinned and (self.active or self.folded_through >= 0) and pinned != self.pinned:
            raise InvalidMessagesError(
                "system/developer message after the conversation started: this memory already "
                "has turns (pass new messages only, or set pinned messages at construction)",
                index=0,
            )
        return pinned, turns

    # --- folding --------------------------------------------------------------------------

    def turn_tokens(self) -> TurnTokens:
        """Raw token counts of the unfolded turns, computed lazily (memoised on each turn);
        one over ``window_tokens`` may be a bound above it (all the token window asks)."""
        counter, limit = self.counter, self.policy.window_tokens or 0
        read = views_reader(counter)

        def measure(turn: Turn) -> int:
            tokens = read(turn).plain_tokens  # most turns: an exact count, no bound to weigh
            return tokens if tokens is not None else read(turn).raw().upto(limit)

        # The plain run's tokens are these counts (plain exchanges: exact, no bound).
        return TurnTokens(self.active, measure, self._plain_run, counter)

    def context_tokens(self) -> TurnTokens:
        """Token counts of the unfolded turns as a context shows them (tool outputs capped):
        what token pressure weighs, so a long raw log does not fold the whole window. One
        over :func:`recent_cap` may be a bound above it (fold_count's answer is the same)."""
        counter, cap, limit = (
            self.counter,
            self.policy.observation_max_tokens,
            recent_cap(self.policy),
        )
        return TurnTokens(self.active, lambda t: views_of(t, counter).capped(cap).upto(limit or 0))

    @property
    def maintained(self) -> bool:
        """Whether an add may bring a fold or an extraction (else maintenance has nothing to
        plan: :meth:`plan_fold` and :meth:`extract_request` answer None whatever the view)."""
        return self.hot_for(self.policy).maintained

    def hot_for(self, policy: MemoryPolicy) -> HotFields:
        """:func:`hot_fields` of ``policy``, kept while it is the policy last asked about."""
        hot = self.hot
        if hot.policy is not policy:  # a memory given a new policy
            hot = self.hot = hot_fields(policy)
        return hot

    def plan_fold(self, through: int | None = None) -> FoldPlan | None:
        """The fold to run now, or None (hysteresis not reached, or folding off).

        ``through``: fold every unfolded turn up to that index now (an emergency fold, when a
        context could not hold them), whatever the hysteresis says.
        """
        if not self.policy.fold:  # every add asks: no token view to build
            return None
        if through is None:
            count = fold_count(self.policy, self.context_tokens())
        else:
            count = sum(t.index <= through for t in self.active) if self.policy.fold else 0
        if count <= 0:
            return None
        folded = self.active[:count]
        request = FoldRequest[MemoryState](
            previous_summary=self.summary,
            state=self.state,
            turns=folded,
            summary_max_tokens=self.policy.summary_max_tokens,
            # With extract="every_turn" each turn's updates are already applied: the fold only
            # summarises, so it never re-derives (and reverts) state the extractions moved on.
            keep_state=self.policy.keep_state and self.policy.extract != "every_turn",
        )
        return FoldPlan(
            request=request, through=folded[-1].index, base_folded_through=self.folded_through
        )

    def result_state(
        self, result: FoldResult, through: int, base: MemoryState | None = None
    ) -> MemoryState:
        """The state after a fold/extract result on ``base`` (default: the committed state;
        raises StateUpdateError if it does not apply)."""
        state = self.state if base is None else base
        if not self.policy.keep_state or not result.updates:
            return state
        # Bounded state: long sessions retire their least useful items instead of growing.
        applied = result.applied_to(state)  # the offline folder applied them already
        if applied is None:
            applied = apply(state, result.updates, turn=through)
        return prune(applied, self.policy.state_max_items)

    def commit_fold_view(self, summary: str, state: MemoryState, through: int) -> None:
        """Update the view after the store committed a fold through ``through``."""
        self.summary = summary
        self.state = state
        self.folded_through = through
        self.extracted_through = max(self.extracted_through, through)
        self.active = [t for t in self.active if t.index > through]
        self.deferred = 0

    def extract_request(self) -> ExtractRequest[MemoryState] | None:
        """An extraction of the oldest complete turn not extracted yet, when
        ``extract='every_turn'``: every turn is read once, in order, whether turns come one
        at a time, several in one add, or unfolded in a reopened session (a fold then only
        summarises: the turns it folds are in the state already)."""
        if self.policy.extract != "every_turn" or not self.policy.keep_state:
            return None
        active = self.active
        k = unextracted(active, self.extracted_through)
        if k == len(active) or (k == len(active) - 1 and not active[k].is_complete):
            return None  # (an unanswered user message followed by another is read as it is)
        before = active[k - 1] if k else None
        return ExtractRequest[MemoryState](state=self.state, turn=active[k], previous=before)

    def view_state(self) -> MemoryState:
        """The state as it is read: with ``extract='every_turn'``, the turns not extracted yet
        (the open turn; a reopened session's unfolded ones) read into it by the offline folder
        (:mod:`turnmem.memory.open_turn`; never stored, replaced by each turn's extraction)."""
        if self.policy.extract != "every_turn" or not self.policy.keep_state:
            return self.state
        return self.open_reading.view(
            self.state, self.active, self.extracted_through, self.result_state
        )

    def apply_extract(self, result: FoldResult, turn_index: int) -> bool:
        """Apply extraction updates to the state; False (and an event) if they do not apply."""
        self.unread_to = (turn_index, self.state, self.extracted_through)
        self.extracted_through = max(self.extracted_through, turn_index)  # read, applied or not
        try:
            self.state = self.result_state(result, turn_index)
            return True
        except StateUpdateError as exc:
            self.record("fallback", f"extraction updates rejected: {exc}", turn_index)
            return False

    def unread(self, turn_index: int) -> None:
        """Take back the last extraction when it read ``turn_index`` (its reply was popped:
        the regenerated one is read afresh, and the popped one's reading does not stay)."""
        last = self.unread_to
        if last is not None and last[0] == turn_index == self.extracted_through:
            _, self.state, self.extracted_through = last
            self.unread_to = None

    def record(self, kind: EventKind, detail: str, turn_index: int | None = None) -> None:
        """Append an event; only the last 1000 are kept, ``seq`` keeps counting."""
        self.event_count += 1
        self.events.append(
            MemoryEvent(seq=self.event_count - 1, kind=kind, detail=detail, turn_index=turn_index)
        )
        if len(self.events) > 1000:
            del self.events[:-1000]

    # --- context --------------------------------------------------------------------------

    def context(
        self,
        *,
        user_input: str | None,
        budget: int | None,
        recall: Sequence[str] = (),
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Assembly:
        """Assemble the context from the view (see :func:`turnmem.context.assemble.assemble`),
        in parts (a memory finishes it: :func:`turnmem.memory.annotate.annotate`)."""
        self._check_input(user_input)
        start = eligible_start(self.policy, self.turn_tokens())
        state = self.view_state() if self.policy.keep_state else None

        def render(cap: int) -> str:
            # The state only changes at folds and extractions: render it once per (state, cap).
            if self._render_cache[0] is not state:
                self._render_cache = (state, {})
            texts = self._render_cache[1]
            if cap not in texts:
                texts[cap] = render_state(state, cap, self.counter)
            return texts[cap]

        return assemble_parts(
            pinned=self.pinned,
            turns=self.active,
            first=start,
            counter=self.counter,
            policy=self.policy,
            budget=budget,
            current_input=user_input,
            render_state=render if state is not None else None,
            summary=self.summary,
            recall=recall,
            tools=tools,
        )

    def plain_context(
        self,
        *,
        user_input: str | None,
        budget: int,
        recall: Sequence[str],
        tools: Sequence[Mapping[str, Any]] | None,
    ) -> Context | None:
        """The finished context in one pass when it holds only pinned messages, plain
        exchanges and the input (:func:`turnmem.context.window.plain_context`): no state,
        summary, recall or tools, and with folding on every unfolded turn kept (else the
        memory folds or reports what was left out). None: assemble it (:meth:`context`)."""
        policy = self.policy
        hot = self.hot if self.hot.policy is policy else self.hot_for(policy)
        _, _, keep_state, by_count, window, fold, _, _ = hot
        if user_input is None or tools or recall or self.summary or keep_state:
            return None
        active = self.active
        # _check_input's checks, asked only when one may fail: an open turn, an odd input.
        if (active and active[-1].response is None) or not (
            type(user_input) is str and user_input.strip()
        ):
            self._check_input(user_input)
        if by_count:  # eligible_start's answer from the count alone
            n = len(active)
            first = 0 if fold or window is None else max(0, n - window)
        else:
            first = eligible_start(policy, self.turn_tokens())
        return plain_context(
            pinned=self.pinned,
            turns=active,
            first=first,
            counter=self.counter,
            budget=budget,
            current_input=user_input,
            every_turn=fold,
            run=self._plain_run,
        )

    def _check_input(self, user_input: str | None) -> None:
        open_turn = self.open_turn
        if (
            user_input is not None
            and open_turn is not None
            and open_turn.user is not None
            and open_turn.steps  # a user message left unanswered may be followed by another
        ):
            raise InvalidTurnError(
                f"turn {open_turn.index} is open (no reply yet); call context() without "
                "user_input to continue it, or add its reply first"
            )
        if user_input is not None and (not isinstance(user_input, str) or not user_input.strip()):
            raise InvalidTurnError("user_input must be a non-empty string (or None)")

    def recall_query(self, user_input: str | None) -> str:
        """Text to search the archive with: the input, else the newest turn's user text."""
        newest = self.active[-1].user if self.active else None
        return recall_query(user_input, newest)

    def recall_search_k(self) -> int:
        """How many hits among the folded turns to ask for: summary duplicates are left out."""
        return 2 * self.policy.recall_k

    def recall_snippets(self, hits: Sequence[tuple[int, str, datetime | None, float]]) -> list[str]:
        """The recall tier from search hits (see :func:`turnmem.context.recall.recall_lines`)."""
        if not hits:  # recall off, or nothing found: no summary to normalise
            return []
        today = self.active[-1].timestamp.date() if self.active else None
        return recall_lines(
            hits,
            folded_through=self.folded_through,
            summary=self.summary,
            k=self.policy.recall_k,
            today=today,
        )


def _plain_exchange(messages: Sequence[object], index: int) -> Turn | None:
    """The usual add, a user message and its plain text reply (``{"role", "content"}`` dicts
    of valid text), as the turn :func:`turns_from_messages` makes of it, without walking the
    general parser; None for anything else (the parser then reads it, errors included)."""
    if type(messages) is not list or len(messages) != 2:
        return None
    user, reply = messages
    if type(user) is not dict or type(reply) is not dict or len(user) != 2 or len(reply) != 2:
        return None
    if user.get("role") != "user" or reply.get("role") != "assistant":
        return None
    text, answer = user.get("content"), reply.get("content")
    if type(text) is not str or type(answer) is not str or not text.strip():
        return None
    if not (text.isascii() and answer.isascii()) and (  # ASCII: no surrogate, no call
        surrogate_error(text) or surrogate_error(answer)
    ):
        return None
    return plain_turn(index, text, answer)  # checked above as Turn's validator would
