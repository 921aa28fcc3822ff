"""What both memories share: construction, read-only views and the effect-yielding flows.

Each public operation is written once, as a generator here that yields *effects*
(:mod:`turnmem.memory.effects`: append these turns, run this fold, commit that, search this)
and receives their results; :mod:`turnmem.memory.drivers` performs them, directly or awaited.
No method body exists twice (STYLE 5). The fold flows (inline and background) live in
:mod:`turnmem.memory.folding`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, Generic, cast

from pydantic import ValidationError
from typing_extensions import TypeVar

from turnmem.context.assemble import Assembly, Context, check_budget
from turnmem.context.render import render_state
from turnmem.errors import (
    ConfigurationError,
    ContextOverflowError,
    InvalidTurnError,
    StateUpdateError,
)
from turnmem.fold import LLM, resolve_folder
from turnmem.fold.base import Usage
from turnmem.items import Item, turns_from_items
from turnmem.memory.annotate import annotate, marker_cost, marker_reserve
from turnmem.memory.coverage import foldable_through, missing_turns, note_uncovered
from turnmem.memory.effects import Append, Delete, Flow, Load, Search
from turnmem.memory.engine import FoldPlan, MemoryCore, MemoryEvent
from turnmem.memory.folding import LEASE_TTL_SECONDS, FoldFlows, FoldOutcome, resolve_fold_mode
from turnmem.memory.folding import lease_owner as new_lease_owner
from turnmem.memory.ingest import IngestResult, parse_history, plan_ingest, pop_piece
from turnmem.memory.open_turn import Reader
from turnmem.memory.retention import Retention, RetentionReport
from turnmem.memory.session import SystemArg, as_pinned, check_schema, session_key
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState
from turnmem.store import open_store
from turnmem.store.aio import AsyncSessionStore, open_async_store
from turnmem.store.base import SearchHit, SessionSnapshot, SessionStore, SessionTail
from turnmem.tokens import TokenCounter, Tokenizer
from turnmem.turn import PinnedMessage, Turn

__all__ = ["MemoryBase", "SystemArg", "session_key"]

S = TypeVar("S", bound=MemoryState, default=MemoryState)
# An after_index past every turn: loads a session's head (no turns).
_NO_TURNS = 2**62


class MemoryBase(FoldFlows, Generic[S]):
    """Construction, properties and the effect-yielding flows shared by both memories."""

    _is_async = False

    def __init__(
        self,
        system: SystemArg = None,
        *,
        model: str = "gpt-4o",
        policy: MemoryPolicy | None = None,
        schema: type[S] | None = None,
        llm: LLM = None,
        llm_model: str | None = None,
        counter: TokenCounter | None = None,
        tokenizer: Tokenizer | None = None,
        encoding: str | None = None,
        store: str | SessionStore | AsyncSessionStore | None = None,
        session_id: str | None = None,
        user_id: str | None = None,
        sync: bool | None = None,
        retention: Retention | None = None,
        lease_owner: str | None = None,
    ) -> None:
        """Create a memory (or reopen a stored session).

        Args:
            system: pinned system prompt (a string) or pinned system/developer messages.
            model: the agent's model: picks the token encoding, and is the model name used
                with an instructor client passed as ``llm``.
            policy: a :class:`MemoryPolicy` (default ``MemoryPolicy.structured()``); a relative
                budget (``budget="70%"``) is resolved against ``model``'s context window.
            schema: your :class:`MemoryState` subclass (typed fields with descriptions);
                ``memory.state`` is typed as it (default: ``MemoryState``).
            llm: the folder: None (offline unless ``OPENAI_API_KEY``/``OPENAI_BASE_URL`` is
                set), ``"rule"``, ``"openai/gpt-4.1-mini"``, an instructor or openai client,
                or a Folder.
            llm_model: the model that folds when ``llm`` is a client (default
                ``TURNMEM_MODEL``, else ``model``); e.g. the model name your vLLM serves.
            counter: a ready TokenCounter (overrides ``model``/``tokenizer`` for counting).
            tokenizer: your tokenizer for non-OpenAI models (``encode`` or ``text -> int``).
            encoding: ``"o200k_base"`` or ``"cl100k_base"`` to count a model tiktoken does not
                know approximately (prefer ``tokenizer`` for exact counts).
            store: a store URL (``sqlite:///memory.db``, ``postgresql://…``, ``redis://…``)
                or object; default an in-process store that keeps everything until exit.
            session_id: the session to open or create (default: a new random id).
            user_id: namespace; sessions of different users never share turns or state.
            sync: re-read the store before each context (several writers share the
                session); default True for a store given by URL or object.
            retention: opt-in rule applied after every fold; deletes archived turns from
                storage and records what it deleted in ``events``.

            lease_owner: this memory's name in the store's fold lease (background mode;
                default ``host:pid:random``). A replica restarted under a stable name reclaims
                its own lease at once instead of waiting ``lease_ttl`` seconds for it to expire.

        ``policy.fold_mode`` decides where folds run (``memory.fold_mode``: inline in ``add``,
        or in a background worker); ``memory.lease_ttl`` is the lease's life in seconds.
        """
        self.policy = (policy or MemoryPolicy.structured()).resolve_budget(model)
        self.counter = counter or TokenCounter(model, tokenizer=tokenizer, encoding=encoding)
        self.model = model
        self.schema: type[S] = check_schema(schema)
        self._open_folder(llm, llm_model)
        target: Any = store if store is not None else "memory://"
        self.store: Any = open_async_store(target) if self._is_async else open_store(target)
        self._owns_store = store is None or isinstance(store, str) or self.store is not store
        self.sync = (store is not None) if sync is None else sync
        self.session_id = session_key(session_id, user_id)
        self._core = MemoryCore(
            policy=self.policy,
            counter=self.counter,
            schema=self.schema,
            pinned=as_pinned(system),
            read_open=self._open_reader(),
        )
        self.usage = Usage()
        self.retention = retention
        self.fold_mode = resolve_fold_mode(self.policy, self._folder)
        self.lease_owner = lease_owner or new_lease_owner()
        self.lease_ttl = LEASE_TTL_SECONDS
        self._worker_active = False  # changed only under the memory's lock
        self._closing = False
        self._system = system
        self._pinned_dirty = bool(self._core.pinned)
        self._opened = False
        self._after_init()

    def _after_init(self) -> None:
        """The driver's part of construction (the sync memory loads the session now)."""

    def _open_folder(self, llm: LLM, llm_model: str | None) -> None:
        """The folder ``llm=`` names, and the offline one that stands in when it fails."""
        from turnmem.fold.rules.folder import RuleFolder

        model = self.model
        fold_model = (
            llm_model or os.environ.get("TURNMEM_MODEL") or (model if llm is not None else None)
        )
        self._folder = resolve_folder(
            llm, model=fold_model, counter=self.counter, is_async=self._is_async
        )
        self._owns_folder = llm is None or isinstance(llm, str)
        self._fallback = RuleFolder(self.counter)

    def _open_reader(self) -> Reader | None:
        """What reads the open turn into the state (:mod:`turnmem.memory.open_turn`): the
        offline folder when it is the memory's folder; None for an LLM or custom folder."""
        from turnmem.fold.rules.folder import AsyncRuleFolder, RuleFolder

        return (
            self._fallback.extract
            if isinstance(self._folder, RuleFolder | AsyncRuleFolder)
            else None
        )

    def _open_flow(self) -> Flow[None]:
        """Load a stored session: its head first (no turns), then only the unfolded turns, so
        reopening a long session does not read its archive. New pinned messages replace the
        stored ones at the next write. In background mode a fold that is due (one a killed
        process never committed) starts at once."""
        self._opened = True
        snap: SessionSnapshot | None = yield Load(_NO_TURNS)
        if snap is not None:
            full: SessionSnapshot | None = yield Load(snap.folded_through)
            self._core.load(full or snap)
            self._pinned_dirty = False
            system = self._system
            if system is not None and as_pinned(system) != snap.pinned:
                self._core.pinned = as_pinned(system)
                self._pinned_dirty = True
        if self.fold_mode == "background":
            yield from self._schedule_flow()

    # --- read-only views ------------------------------------------------------------------

    @property
    def state(self) -> S:
        """The typed state (an instance of ``schema``)."""
        return cast(S, self._core.view_state())

    @property
    def summary(self) -> str:
        """The rolling summary of folded turns."""
        return self._core.summary

    @property
    def pinned(self) -> list[PinnedMessage]:
        """Pinned system/developer messages."""
        return list(self._core.pinned)

    @property
    def recent(self) -> list[Turn]:
        """Turns not folded yet (the newest may be open)."""
        return list(self._core.active)

    def events_since(self, seq: int) -> list[MemoryEvent]:
        """Events with ``seq >= seq`` still kept (the last 1000); pass ``last.seq + 1``."""
        return [e for e in self._core.events if e.seq >= seq]

    @property
    def event_count(self) -> int:
        """How many events were ever recorded (the next event's ``seq``)."""
        return self._core.event_count

    def state_text(self, max_tokens: int | None = None) -> str:
        """The state as the context renders it (default cap: ``policy.state_max_tokens``)."""
        cap = self.policy.state_max_tokens if max_tokens is None else max_tokens
        return render_state(self._core.view_state(), cap, self.counter)

    @property
    def events(self) -> list[MemoryEvent]:
        """Folds, fallbacks, deferrals and conflicts, oldest first."""
        return list(self._core.events)

    @property
    def folded_through(self) -> int:
        """Index of the newest turn covered by the summary (-1 if none)."""
        return self._core.folded_through

    @property
    def folder_name(self) -> str:
        """Name of the folder in use (``rule`` offline)."""
        return str(getattr(self._folder, "name", type(self._folder).__name__))

    # --- flows (each written once) --------------------------------------------------------

    def _turns_flow(self) -> Flow[list[Turn]]:
        """Every turn ever added, raw tool outputs included, from the store (nothing lost)."""
        snap: SessionSnapshot | None = yield Load(-1)
        return list(snap.turns) if snap is not None else []

    def _recall_flow(self, query: str, k: int) -> Flow[list[SearchHit]]:
        if not callable(getattr(self.store, "search", None)):
            raise ConfigurationError(f"{type(self.store).__name__} cannot search; use sqlite://")
        hits: list[SearchHit] = yield Search(query, k)
        return hits

    def _forget_flow(self) -> Flow[int]:
        deleted: int = yield Delete(None)
        # A new view: a background fold planned on the old one is dropped, not applied.
        self._core = MemoryCore(
            policy=self.policy,
            counter=self.counter,
            schema=self.schema,
            pinned=self._core.pinned,
            read_open=self._open_reader(),
        )
        self._pinned_dirty = bool(self._core.pinned)
        return deleted

    def _append_flow(self, turns: list[Turn], pinned: list[PinnedMessage]) -> Flow[list[Turn]]:
        if pinned and not self._core.pinned:
            self._core.pinned = pinned
            self._pinned_dirty = True
        send_pinned = self._core.pinned if self._pinned_dirty else None
        stored: list[Turn] = yield Append(turns, send_pinned)
        self._pinned_dirty = False
        self._core.merge_turns(stored)
        yield from self._maintain_flow()
        return stored

    def _add_flow(self, turn: Turn | Mapping[str, Any]) -> Flow[Turn]:
        if isinstance(turn, Turn):
            t = turn
        else:
            try:
                t = Turn.model_validate(turn)
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first["loc"]) or "turn"
                raise InvalidTurnError(
                    f"not a valid turn: {where}: {first['msg']} ({exc.error_count()} error(s))"
                ) from exc
        self._core.check_can_add()
        stored = yield from self._append_flow([t.model_copy(update={"index": -1})], [])
        return stored[-1]

    def _add_messages_flow(self, messages: Sequence[object]) -> Flow[list[Turn]]:
        pinned, turns = self._core.parse_messages(messages)
        if not turns:
            if pinned:
                yield from self._append_flow([], pinned)
            return []
        return (yield from self._append_flow(turns, pinned))

    def _maintain_flow(self) -> Flow[None]:
        if self.sync:  # plan folds on the whole session, never on a view with gaps
            yield from self._refresh_flow()
        if not self._core.maintained:  # the window presets: no fold
            return  # or extraction to plan (the flows below would find none)
        if self.fold_mode == "background":
            yield from self._schedule_flow()  # add returns now; the worker folds
        else:
            yield from self._fold_now_flow()

    def _emergency_fold_flow(self, plan: FoldPlan, budget: int) -> Flow[bool]:
        """Fold turns a context could not hold, now, with the offline folder (instant; an LLM
        folder is never waited for on the context path), through the normal commit."""
        core = self._core
        if self.folder_name != "rule":
            core.record(
                "fallback",
                f"emergency fold through t{plan.through} by the offline folder: a context of "
                f"{budget} tokens could not hold the unfolded turns",
                plan.through,
            )
        self._extract_before_fold(plan.through)  # (every_turn: no turn left unread)
        result = self._fallback.fold(plan.request)
        try:
            state = core.result_state(result, plan.through)
        except StateUpdateError:
            state = core.state
        outcome = FoldOutcome(plan, result, state, "rule (emergency)", (), None)
        return (yield from self._apply_fold_flow(outcome, core))

    def _retention_flow(self, rule: Retention) -> Flow[RetentionReport]:
        """Delete archived turns the rule no longer keeps; only folded turns are eligible, so
        the context never changes."""
        through = self._core.folded_through
        cutoff = -1
        if rule.keep_archived is not None:
            cutoff = max(cutoff, through + 1 - rule.keep_archived)
        if rule.max_age is not None and through >= 0:
            limit = datetime.now(timezone.utc) - rule.max_age
            snap: SessionSnapshot | None = yield Load(-1)
            old = [
                t.index
                for t in (snap.turns if snap else [])
                if t.index <= through and t.timestamp < limit
            ]
            if old:
                cutoff = max(cutoff, max(old) + 1)
        if cutoff <= 0:
            return RetentionReport(deleted_turns=0, kept_from_index=0)
        deleted: int = yield Delete(cutoff)
        if deleted:
            self._core.record("retention", f"deleted {deleted} archived turns before t{cutoff}")
        return RetentionReport(deleted_turns=deleted, kept_from_index=cutoff)

    def _reload_flow(self) -> Flow[None]:
        head: SessionSnapshot | None = yield Load(self._core.folded_through)
        if head is None:
            return
        if head.folded_through != self._core.folded_through:
            head = yield Load(head.folded_through)
            if head is None:
                return
        self._core.load(head)

    def _refresh_flow(self) -> Flow[None]:
        """Catch up with other writers: their turns (filling index gaps) and their folds."""
        core = self._core
        after = core.known_through
        if core.active and core.active[-1].index - 1 < after:
            after = core.active[-1].index - 1  # the open turn may have grown elsewhere
        # The tail only: pinned, summary and state change with the fold mark, and are read
        # (in _reload_flow) only when another writer moved it.
        snap: SessionTail | SessionSnapshot | None = yield Load(
            max(after, core.folded_through), tail=True
        )
        if snap is None:
            return
        if snap.folded_through != core.folded_through:
            yield from self._reload_flow()
        else:
            core.absorb(snap)

    def _context_flow(
        self,
        user_input: str | None,
        budget: int | None,
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Flow[Context]:
        if budget is not None:
            check_budget(budget)  # before any store or search work
        if self.sync:
            yield from self._refresh_flow()
        core = self._core
        hits: list[tuple[int, str, datetime | None, float]] = []
        recalls = self.policy.recall_k and core.folded_through >= 0
        query = core.recall_query(user_input) if recalls else ""
        if query:
            found: list[SearchHit] = yield Search(
                query, core.recall_search_k(), core.folded_through + 1, len(core.active)
            )
            hits = [(h.turn_index, h.snippet, h.timestamp, h.score) for h in found]
        total = check_budget(self.policy.budget if budget is None else budget)
        recall = core.recall_snippets(hits) if hits else []
        plain = core.plain_context(user_input=user_input, budget=total, recall=recall, tools=tools)
        if plain is not None:  # pinned, plain exchanges and the input: nothing to annotate
            return plain
        asm = self._assembled(user_input, total, recall, tools)
        # No silent forgetting (DESIGN §3.10): an unfolded turn the context cannot hold is
        # folded now, or reported as uncovered.
        missing = missing_turns(core.policy, core.active, asm)
        why = "the newest turn does not fit even squeezed"
        # Each round folds every turn left out but the newest; a bigger summary may push out
        # the next oldest, so repeat (each round folds at least one turn: bounded).
        while missing:
            through = foldable_through(core.active, missing)
            plan = core.plan_fold(through) if through is not None else None
            if plan is None:
                break
            committed = yield from self._emergency_fold_flow(plan, asm.budget)
            asm = self._assembled(user_input, total, core.recall_snippets(hits), tools)
            missing = missing_turns(core.policy, core.active, asm)
            if not committed:
                why = "the fold could not be applied (the session was reset)"
                break
        note_uncovered(asm, core.active, core.counter, missing, why)
        return annotate(
            asm,
            active=core.active,
            pinned=core.pinned,
            user_input=user_input,
            counter=self.counter,
            budget=total,
        )

    def _context_now(
        self,
        user_input: str | None,
        budget: int | None,
        tools: Sequence[Mapping[str, Any]] | None,
    ) -> Context | None:
        """What :meth:`_context_flow` returns when it needs no effect (no re-read of the
        store, no recall search) and the plain window makes the context; else None, and the
        flow runs (from the start: nothing here changes the memory but the counter's memos).
        The sync memory asks this first: the window presets' usual context, no generator."""
        core = self._core
        policy = self.policy
        hot = core.hot if core.hot.policy is policy else core.hot_for(policy)
        recall_k, policy_budget = hot.recall_k, hot.budget
        if self.sync or (recall_k and core.folded_through >= 0):
            return None
        total = policy_budget if budget is None else budget
        if type(total) is not int or total <= 0:  # (check_budget's answer for the others)
            total = check_budget(total)
        return core.plain_context(user_input=user_input, budget=total, recall=(), tools=tools)

    def _assembled(
        self,
        user_input: str | None,
        total: int,
        recall: Sequence[str],
        tools: Sequence[Mapping[str, Any]] | None,
    ) -> Assembly:
        """The core's context, leaving room for the marker ``annotate`` adds (rarely needed)."""
        core = self._core
        ctx = core.context(user_input=user_input, budget=total, recall=recall, tools=tools)
        if ctx.total + marker_cost(ctx, self.counter) > total:
            reserve = marker_reserve(self.counter)
            smaller = max(total - reserve, 1)
            try:
                ctx = core.context(
                    user_input=user_input, budget=smaller, recall=recall, tools=tools
                )
            except ContextOverflowError as exc:  # report the budget the caller asked for
                raise ContextOverflowError(
                    f"{exc} (with the {reserve} tokens the memory's section markers need, "
                    f"within the budget of {total})",
                    budget=total,
                    required=exc.required + reserve,
                ) from exc
        return ctx

    def _add_items_flow(self, items: Sequence[object]) -> Flow[list[Turn]]:
        """Add new Responses-API items (continuing the open turn), like ``add_messages``."""
        core = self._core
        pinned, turns = turns_from_items(
            items, start_index=core.next_index, open_turn=core.open_turn
        )
        return (yield from self._append_flow(turns, pinned)) if turns or pinned else []

    def _pop_flow(self) -> Flow[Item | None]:
        """Remove the newest piece of the newest turn (:func:`~turnmem.memory.ingest.pop_piece`)."""
        if not self._core.active:
            return None
        shorter, item = pop_piece(self._core.active[-1])
        yield from self._append_flow([shorter], [])
        self._core.unread(shorter.index)  # (every_turn: the reply that comes instead is read)
        return item

    def _ingest_flow(self, history: Sequence[object]) -> Flow[IngestResult]:
        """Add what of a framework's full history is new (see :mod:`turnmem.memory.ingest`)."""
        parsed, marked = parse_history(history)
        snap: SessionSnapshot | None = yield Load(-1)
        plan = plan_ingest(list(snap.turns) if snap is not None else [], parsed, marked)
        pinned = plan.pinned if not self._core.pinned else []  # the memory's own pinned win
        added = (yield from self._append_flow(plan.turns, pinned)) if plan.turns or pinned else []
        if plan.divergence is not None:
            self._core.record("ingest", plan.divergence)
        return plan.result(added)
