"""What both memories share: construction, read-only views and the effect-yielding flows.

Each public operation is written once, as a generator here that yields *effects*
(:mod:`turnmem.memory.effects`: append these turns, run this fold, commit that, search this)
and receives their results; :mod:`turnmem.memory.drivers` performs them, directly or awaited.
No method body exists twice (STYLE 5).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, Generic, cast

from pydantic import ValidationError
from typing_extensions import TypeVar

from turnmem.context.assemble import Context, check_budget
from turnmem.context.render import render_state
from turnmem.errors import (
    ConcurrentUpdateError,
    ConfigurationError,
    InvalidTurnError,
    StateUpdateError,
)
from turnmem.fold import LLM, resolve_folder
from turnmem.fold.base import CallUsage, FoldResult, Usage
from turnmem.memory.effects import (
    Append,
    Commit,
    Delete,
    Effect,
    Extract,
    Flow,
    Fold,
    Load,
    Search,
    perform_store_effect,
    why,
)  # fmt: skip
from turnmem.memory.engine import FoldPlan, MemoryCore, MemoryEvent
from turnmem.memory.retention import Retention, RetentionReport
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState, require_defaults
from turnmem.store import open_store
from turnmem.store.base import SearchableStore, SearchHit, SessionSnapshot, SessionStore
from turnmem.tokens import TokenCounter, Tokenizer
from turnmem.turn import PinnedMessage, Turn

__all__ = ["MemoryBase", "SystemArg", "session_key"]

S = TypeVar("S", bound=MemoryState, default=MemoryState)
#: What ``system=`` accepts: a system prompt, or pinned system/developer messages.
SystemArg = str | Sequence[PinnedMessage | Mapping[str, Any]] | None
# After this many deferred folds in a row, fall back instead of letting the window grow.
_MAX_DEFERRALS = 3
# An after_index past every turn: loads a session's head (no turns).
_NO_TURNS = 2**62


def _check_schema(schema: type[S] | None) -> type[S]:
    chosen = schema if schema is not None else cast(type[S], MemoryState)
    if not (isinstance(chosen, type) and issubclass(chosen, MemoryState)):
        raise ConfigurationError("schema must be a subclass of turnmem.MemoryState")
    require_defaults(chosen)  # a schema() with required fields could never start empty
    return chosen


def session_key(session_id: str | None, user_id: str | None) -> str:
    """The store key of a session: ``user_id:session_id``, or a new random id if none given.

    ``""`` is refused, not replaced by a random id: reopening with it would silently find
    nothing. ``:`` separates the user namespace; allowing it in ids would let ``"alice:s"``
    (no user) open user alice's session ``s``.
    """
    sid = uuid.uuid4().hex if session_id is None else session_id
    for label, value in (("session_id", sid), ("user_id", user_id)):
        if value is not None and (not isinstance(value, str) or ":" in value or not value):
            raise ConfigurationError(
                f"{label} {value!r} must be a non-empty string and must not contain ':' (it "
                "separates user namespaces); pass user_id=... and session_id=... separately"
            )
    return f"{user_id}:{sid}" if user_id is not None else sid


def _as_pinned(system: SystemArg) -> list[PinnedMessage]:
    if system is None:
        return []
    if isinstance(system, str):
        return [PinnedMessage(role="system", content=system)]
    return [p if isinstance(p, PinnedMessage) else PinnedMessage.model_validate(p) for p in system]


class MemoryBase(Generic[S]):
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
        store: str | SessionStore | None = None,
        session_id: str | None = None,
        user_id: str | None = None,
        sync: bool | None = None,
        retention: Retention | None = None,
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
        """
        self.policy = (policy or MemoryPolicy.structured()).resolve_budget(model)
        self.counter = counter or TokenCounter(model, tokenizer=tokenizer, encoding=encoding)
        self.model = model
        self.schema: type[S] = _check_schema(schema)
        self._open_folder(llm, llm_model)
        self.store: SessionStore = open_store(store if store is not None else "memory://")
        self._owns_store = store is None or isinstance(store, str)
        self.sync = (store is not None) if sync is None else sync
        self.session_id = session_key(session_id, user_id)
        self._core = MemoryCore(
            policy=self.policy, counter=self.counter, schema=self.schema, pinned=_as_pinned(system)
        )
        self.usage = Usage()
        self.retention = retention
        self._open_session(system)

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

    def _open_session(self, system: SystemArg) -> None:
        """Load a stored session: its head first (no turns), then only the unfolded turns, so
        reopening a long session does not read its archive. New pinned messages replace the
        stored ones at the next write."""
        snap = self.store.load(self.session_id, after_index=_NO_TURNS)
        if snap is None:
            self._pinned_dirty = bool(self._core.pinned)
            return
        self._core.load(self.store.load(self.session_id, after_index=snap.folded_through) or snap)
        self._pinned_dirty = False
        if system is not None and _as_pinned(system) != snap.pinned:
            self._core.pinned = _as_pinned(system)
            self._pinned_dirty = True

    # --- read-only views ------------------------------------------------------------------

    @property
    def state(self) -> S:
        """The typed state (an instance of ``schema``)."""
        return cast(S, self._core.state)

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
        return render_state(self._core.state, cap, self.counter)

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

    @property
    def turns(self) -> list[Turn]:
        """Every turn ever added, raw tool outputs included, from the store (nothing lost)."""
        snap = self.store.load(self.session_id)
        return list(snap.turns) if snap is not None else []

    def close(self) -> None:
        """Close the store and the LLM client if this memory opened them (from a URL or a
        ``"provider/model"`` string, or by default)."""
        if self._owns_store:
            closer = getattr(self.store, "close", None)
            if callable(closer):
                closer()
        if self._owns_folder and not self._is_async:
            folder_close = getattr(self._folder, "close", None)
            if callable(folder_close):
                folder_close()

    def recall(self, query: str, k: int = 5) -> list[SearchHit]:
        """Search this session's archived turns (needs a searchable store, e.g. SQLite)."""
        if not isinstance(self.store, SearchableStore):
            raise ConfigurationError(f"{type(self.store).__name__} cannot search; use sqlite://")
        return self.store.search(self.session_id, query, k)

    def forget(self) -> int:
        """Erase this session from the store completely; returns the turns deleted."""
        deleted = self.store.delete(self.session_id)
        self._core = MemoryCore(
            policy=self.policy, counter=self.counter, schema=self.schema, pinned=self._core.pinned
        )
        self._pinned_dirty = bool(self._core.pinned)
        return deleted

    def _store_effect(self, eff: Effect) -> Any:
        return perform_store_effect(self.store, self.session_id, eff)

    # --- flows (each written once) --------------------------------------------------------

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
        core = self._core
        if self.sync:  # plan folds on the whole session, never on a view with gaps
            yield from self._refresh_flow()
        extract = core.extract_request()
        if extract is not None:
            try:
                result: FoldResult = yield Extract(extract)
                self._account(result)
                core.apply_extract(result, extract.turn.index)
            except Exception as exc:  # LLM failures degrade (invariant 6)
                self._account_failure(exc)
                core.record(
                    "fallback",
                    f"extraction failed ({why(exc)}); offline extractor used",
                    extract.turn.index,
                )
                core.apply_extract(self._fallback.extract(extract), extract.turn.index)
        plan = core.plan_fold()
        if plan is None:
            return
        try:
            result = yield Fold(plan.request)
            self._account(result)
            state = core.result_state(result, plan.through)
            how = self.folder_name
        except Exception as exc:
            self._account_failure(exc)
            if self.policy.on_llm_failure == "defer" and core.deferred < _MAX_DEFERRALS:
                core.deferred += 1
                core.record(
                    "deferred", f"fold through t{plan.through} deferred: {why(exc)}", plan.through
                )
                return
            core.record(
                "fallback",
                f"fold through t{plan.through} by the offline folder: {why(exc)}",
                plan.through,
            )
            result = self._fallback.fold(plan.request)
            try:
                state = core.result_state(result, plan.through)
            except StateUpdateError:
                state = core.state
            how = "rule (fallback)"
        yield from self._commit_flow(plan, result, state, how)

    def _commit_flow(
        self, plan: FoldPlan, result: FoldResult, state: MemoryState, how: str
    ) -> Flow[bool]:
        """Commit a fold (summary + state + mark at once, compare-and-swap); False if another
        writer folded first (the view is reloaded)."""
        core = self._core
        dumped = state.model_dump(mode="json") if self.policy.keep_state else None
        try:
            yield Commit(result.summary, dumped, plan.through, plan.base_folded_through)
        except ConcurrentUpdateError as exc:
            core.record("conflict", f"another writer folded first ({exc}); reloaded", plan.through)
            yield from self._reload_flow()
            return False
        core.commit_fold_view(result.summary, state, plan.through)
        if self.retention is not None:
            yield from self._retention_flow(self.retention)
        core.record(
            "fold",
            f"folded {len(plan.request.turns)} turns through t{plan.through} ({how})",
            plan.through,
        )
        return True

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
        result = self._fallback.fold(plan.request)
        try:
            state = core.result_state(result, plan.through)
        except StateUpdateError:
            state = core.state
        return (yield from self._commit_flow(plan, result, state, "rule (emergency)"))

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
        snap: SessionSnapshot | None = yield Load(max(after, core.folded_through))
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
        query = core.recall_query(user_input)
        if self.policy.recall_k and core.folded_through >= 0 and query:
            found: list[SearchHit] = yield Search(query, core.recall_search_k())
            hits = [(h.turn_index, h.snippet, h.timestamp, h.score) for h in found]
        ctx = core.context(
            user_input=user_input, budget=budget, recall=core.recall_snippets(hits), tools=tools
        )
        # No silent forgetting (DESIGN §3.10): an unfolded turn the context cannot hold is
        # folded now, or reported as uncovered.
        missing = core.missing_turns(ctx)
        why = "the newest turn does not fit even squeezed"
        # Each round folds every turn left out but the newest; a bigger summary may push out
        # the next oldest, so repeat (each round folds at least one turn: bounded).
        while missing:
            through = core.foldable_through(missing)
            plan = core.plan_fold(through) if through is not None else None
            if plan is None:
                break
            committed = yield from self._emergency_fold_flow(plan, ctx.budget)
            ctx = core.context(
                user_input=user_input, budget=budget, recall=core.recall_snippets(hits), tools=tools
            )
            missing = core.missing_turns(ctx)
            if not committed:
                why = "another writer's fold won and the memory reloaded"
                break
        return core.note_uncovered(ctx, missing, why)

    def _account(self, result: FoldResult) -> None:
        if result.usage is not None:
            self.usage.calls.append(result.usage)

    def _account_failure(self, exc: BaseException) -> None:
        """Tokens a failed call spent still count (``LLMError.usage``)."""
        spent = getattr(exc, "usage", None)
        if isinstance(spent, CallUsage):
            self.usage.calls.append(spent)
