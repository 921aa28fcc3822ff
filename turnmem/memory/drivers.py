"""TurnMemory and AsyncTurnMemory: thin shells that hold a store, a folder and a counter.

Each public operation is written once, as a generator in :class:`_MemoryBase` that yields
*effects* (append these turns, run this fold, commit that, search this) and receives their
results; the sync memory performs effects directly, the async one awaits them. This is the
sans-IO pattern of httpx's ``auth_flow``: no method body exists twice (STYLE 5).

Guarantees on top of the core's: ``add``/``add_messages``/``context`` never raise because of
the LLM (a failed fold falls back to the offline folder or is deferred, and ``events`` says so);
every turn is in the store before any maintenance runs, so a crash loses nothing acknowledged.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Generic, cast

from pydantic import ValidationError
from typing_extensions import TypeVar

from turnmem.context.assemble import Context
from turnmem.context.render import render_state
from turnmem.errors import (
    ConcurrentUpdateError,
    ConfigurationError,
    InvalidTurnError,
    StateUpdateError,
)
from turnmem.fold import resolve_folder
from turnmem.fold.base import CallUsage, ExtractRequest, FoldRequest, FoldResult, Usage
from turnmem.memory.engine import MemoryCore, MemoryEvent
from turnmem.memory.retention import Retention, RetentionReport
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState
from turnmem.store.base import SearchableStore, SearchHit, SessionSnapshot, SessionStore
from turnmem.tokens import Encoder, TokenCounter
from turnmem.turn import Message, PinnedMessage, Turn

__all__ = ["AsyncTurnMemory", "Retention", "RetentionReport", "TurnMemory"]

R = TypeVar("R")
S = TypeVar("S", bound=MemoryState, default=MemoryState)
# After this many deferred folds in a row, fall back instead of letting the window grow.
_MAX_DEFERRALS = 3
# An after_index past every turn: loads a session's head (no turns).
_NO_TURNS = 2**62


# --- effects ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Append:
    turns: list[Turn]
    pinned: list[PinnedMessage] | None


@dataclass(frozen=True)
class _Fold:
    request: FoldRequest[MemoryState]


@dataclass(frozen=True)
class _Extract:
    request: ExtractRequest[MemoryState]


@dataclass(frozen=True)
class _Commit:
    summary: str
    state: dict[str, Any] | None
    through: int
    expected: int


@dataclass(frozen=True)
class _Load:
    after_index: int


@dataclass(frozen=True)
class _Search:
    query: str
    k: int


@dataclass(frozen=True)
class _Delete:
    before_index: int


_Effect = _Append | _Fold | _Extract | _Commit | _Load | _Search | _Delete
_Flow = Generator[_Effect, Any, R]


def _as_pinned(
    system: str | Sequence[PinnedMessage | Mapping[str, Any]] | None,
) -> list[PinnedMessage]:
    if system is None:
        return []
    if isinstance(system, str):
        return [PinnedMessage(role="system", content=system)]
    return [p if isinstance(p, PinnedMessage) else PinnedMessage.model_validate(p) for p in system]


class _MemoryBase(Generic[S]):
    """Construction, properties and the effect-yielding flows shared by both memories."""

    _is_async = False

    def __init__(
        self,
        system: str | Sequence[PinnedMessage | Mapping[str, Any]] | None = None,
        *,
        model: str = "gpt-4o",
        policy: MemoryPolicy | None = None,
        schema: type[S] | None = None,
        llm: Any = None,
        llm_model: str | None = None,
        counter: TokenCounter | None = None,
        tokenizer: Encoder | Any = None,
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
            policy: a :class:`MemoryPolicy` (default ``MemoryPolicy.structured()``).
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
        from turnmem.fold.rules.folder import RuleFolder
        from turnmem.store import open_store

        self.policy = policy or MemoryPolicy.structured()
        self.counter = counter or TokenCounter(model, tokenizer=tokenizer, encoding=encoding)
        self.model = model
        self.schema: type[S] = schema if schema is not None else cast(type[S], MemoryState)
        if not (isinstance(self.schema, type) and issubclass(self.schema, MemoryState)):
            raise ConfigurationError("schema must be a subclass of turnmem.MemoryState")
        fold_model = (
            llm_model or os.environ.get("TURNMEM_MODEL") or (model if llm is not None else None)
        )
        self._folder = resolve_folder(
            llm, model=fold_model, counter=self.counter, is_async=self._is_async
        )
        self._owns_folder = llm is None or isinstance(llm, str)
        self._fallback = RuleFolder(self.counter)
        self.store: SessionStore = open_store(store if store is not None else "memory://")
        self._owns_store = store is None or isinstance(store, str)
        self.sync = (store is not None) if sync is None else sync
        sid = session_id or uuid.uuid4().hex
        # ':' separates the user namespace; allowing it in ids would let "alice:s" (no user)
        # open user alice's session "s".
        for label, value in (("session_id", sid), ("user_id", user_id)):
            if value is not None and (":" in value or not value):
                raise ConfigurationError(
                    f"{label} {value!r} must be non-empty and must not contain ':' (it separates "
                    "user namespaces); pass user_id=... and session_id=... separately"
                )
        self.session_id = f"{user_id}:{sid}" if user_id is not None else sid
        self._core = MemoryCore(
            policy=self.policy, counter=self.counter, schema=self.schema, pinned=_as_pinned(system)
        )
        self.usage = Usage()
        self.retention = retention
        # Read the session head first (no turns), then only the unfolded turns: reopening a
        # long session does not read its archive.
        snap = self.store.load(self.session_id, after_index=_NO_TURNS)
        if snap is not None:
            self._core.load(
                self.store.load(self.session_id, after_index=snap.folded_through) or snap
            )
            if system is not None and _as_pinned(system) != snap.pinned:
                self._core.pinned = _as_pinned(system)
                self._pinned_dirty = True
            else:
                self._pinned_dirty = False
        else:
            self._pinned_dirty = bool(self._core.pinned)

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

    # --- flows (each written once) --------------------------------------------------------

    def _append_flow(self, turns: list[Turn], pinned: list[PinnedMessage]) -> _Flow[list[Turn]]:
        if pinned and not self._core.pinned:
            self._core.pinned = pinned
            self._pinned_dirty = True
        send_pinned = self._core.pinned if self._pinned_dirty else None
        stored: list[Turn] = yield _Append(turns, send_pinned)
        self._pinned_dirty = False
        self._core.merge_turns(stored)
        yield from self._maintain_flow()
        return stored

    def _add_flow(self, turn: Turn | Mapping[str, Any]) -> _Flow[Turn]:
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

    def _add_messages_flow(self, messages: Sequence[object]) -> _Flow[list[Turn]]:
        pinned, turns = self._core.parse_messages(messages)
        if not turns:
            if pinned:
                yield from self._append_flow([], pinned)
            return []
        return (yield from self._append_flow(turns, pinned))

    def _maintain_flow(self) -> _Flow[None]:
        core = self._core
        if self.sync:  # plan folds on the whole session, never on a view with gaps
            yield from self._refresh_flow()
        extract = core.extract_request()
        if extract is not None:
            try:
                result: FoldResult = yield _Extract(extract)
                self._account(result, extract.turn.index)
                core.apply_extract(result, extract.turn.index)
            except Exception as exc:  # LLM failures degrade (invariant 6)
                self._account_failure(exc)
                core.record(
                    "fallback",
                    f"extraction failed ({_why(exc)}); offline extractor used",
                    extract.turn.index,
                )
                core.apply_extract(self._fallback.extract(extract), extract.turn.index)
        plan = core.plan_fold()
        if plan is None:
            return
        try:
            result = yield _Fold(plan.request)
            self._account(result, plan.through)
            state = core.result_state(result, plan.through)
            how = self.folder_name
        except Exception as exc:
            self._account_failure(exc)
            if self.policy.on_llm_failure == "defer" and core.deferred < _MAX_DEFERRALS:
                core.deferred += 1
                core.record(
                    "deferred", f"fold through t{plan.through} deferred: {_why(exc)}", plan.through
                )
                return
            core.record(
                "fallback",
                f"fold through t{plan.through} by the offline folder: {_why(exc)}",
                plan.through,
            )
            result = self._fallback.fold(plan.request)
            try:
                state = core.result_state(result, plan.through)
            except StateUpdateError:
                state = core.state
            how = "rule (fallback)"
        dumped = state.model_dump(mode="json") if self.policy.keep_state else None
        try:
            yield _Commit(result.summary, dumped, plan.through, plan.base_folded_through)
        except ConcurrentUpdateError as exc:
            core.record("conflict", f"another writer folded first ({exc}); reloaded", plan.through)
            yield from self._reload_flow()
            return
        core.commit_fold_view(result.summary, state, plan.through)
        if self.retention is not None:
            yield from self._retention_flow(self.retention)
        core.record(
            "fold",
            f"folded {len(plan.request.turns)} turns through t{plan.through} ({how})",
            plan.through,
        )

    def _retention_flow(self, rule: Retention) -> _Flow[RetentionReport]:
        """Delete archived turns the rule no longer keeps; only folded turns are eligible, so
        the context never changes."""
        through = self._core.folded_through
        cutoff = -1
        if rule.keep_archived is not None:
            cutoff = max(cutoff, through + 1 - rule.keep_archived)
        if rule.max_age is not None and through >= 0:
            limit = datetime.now(timezone.utc) - rule.max_age
            snap: SessionSnapshot | None = yield _Load(-1)
            old = [
                t.index
                for t in (snap.turns if snap else [])
                if t.index <= through and t.timestamp < limit
            ]
            if old:
                cutoff = max(cutoff, max(old) + 1)
        if cutoff <= 0:
            return RetentionReport(deleted_turns=0, kept_from_index=0)
        deleted: int = yield _Delete(cutoff)
        if deleted:
            self._core.record("retention", f"deleted {deleted} archived turns before t{cutoff}")
        return RetentionReport(deleted_turns=deleted, kept_from_index=cutoff)

    def _reload_flow(self) -> _Flow[None]:
        head: SessionSnapshot | None = yield _Load(self._core.folded_through)
        if head is None:
            return
        if head.folded_through != self._core.folded_through:
            head = yield _Load(head.folded_through)
            if head is None:
                return
        self._core.load(head)

    def _refresh_flow(self) -> _Flow[None]:
        """Catch up with other writers: their turns (filling index gaps) and their folds."""
        core = self._core
        after = core.known_through
        if core.active and core.active[-1].index - 1 < after:
            after = core.active[-1].index - 1  # the open turn may have grown elsewhere
        snap: SessionSnapshot | None = yield _Load(max(after, core.folded_through))
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
    ) -> _Flow[Context]:
        if self.sync:
            yield from self._refresh_flow()
        recall: list[str] = []
        core = self._core
        query = core.recall_query(user_input)
        if self.policy.recall_k and core.folded_through >= 0 and query:
            hits: list[SearchHit] = yield _Search(query, self.policy.recall_k * 2)
            recall = [
                f"t{h.turn_index}: {h.snippet}" for h in hits if h.turn_index <= core.folded_through
            ][: self.policy.recall_k]
        return core.context(user_input=user_input, budget=budget, recall=recall, tools=tools)

    def _account(self, result: FoldResult, turn_index: int) -> None:
        if result.usage is not None:
            self.usage.calls.append(result.usage)
        for note in result.notes:  # what the folder dropped from the LLM's answer, and why
            self._core.record("note", note, turn_index)

    def _account_failure(self, exc: BaseException) -> None:
        """Tokens a failed call spent still count (``LLMError.usage``)."""
        spent = getattr(exc, "usage", None)
        if isinstance(spent, CallUsage):
            self.usage.calls.append(spent)

    # --- effects shared by both drivers ---------------------------------------------------

    def _store_effect(self, eff: _Effect) -> Any:
        if isinstance(eff, _Append):
            return self.store.append_turns(self.session_id, eff.turns, pinned=eff.pinned)
        if isinstance(eff, _Commit):
            return self.store.commit_fold(
                self.session_id,
                summary=eff.summary,
                state=eff.state,
                folded_through=eff.through,
                expected_folded_through=eff.expected,
            )
        if isinstance(eff, _Load):
            return self.store.load(self.session_id, after_index=eff.after_index)
        if isinstance(eff, _Delete):
            return self.store.delete(self.session_id, before_index=eff.before_index)
        if isinstance(eff, _Search):
            if not isinstance(self.store, SearchableStore):
                return []
            return self.store.search(self.session_id, eff.query, eff.k)
        raise TypeError(eff)


def _why(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text[:200]}"


class TurnMemory(_MemoryBase[S]):
    """Structured short-term memory of one session (synchronous).

    Example::

        memory = TurnMemory(system="You are a travel agent.", policy=MemoryPolicy.structured())
        memory.add_messages([{"role": "user", "content": "I want to fly to Shanghai"},
                             {"role": "assistant", "content": "When?"}])
        ctx = memory.context("Next Friday, 2 adults", budget=4000)
        client.chat.completions.create(model="gpt-4o", messages=ctx.messages)
    """

    def _run(self, flow: _Flow[R]) -> R:
        try:
            eff = next(flow)
            while True:
                try:
                    if isinstance(eff, _Fold):
                        result = self._folder.fold(eff.request)
                    elif isinstance(eff, _Extract):
                        result = self._folder.extract(eff.request)
                    else:
                        result = self._store_effect(eff)
                except Exception as exc:
                    eff = flow.throw(exc)
                    continue
                eff = flow.send(result)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]

    def __enter__(self) -> TurnMemory[S]:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, turn: Turn | Mapping[str, Any]) -> Turn:
        """Add a complete (or open) turn; returns it as stored, with its index."""
        return self._run(self._add_flow(turn))

    def add_messages(self, messages: Sequence[Message] | Sequence[object]) -> list[Turn]:
        """Add new OpenAI chat messages (only the new ones): a user message starts a turn,
        tool calls and results extend the open turn, an assistant reply closes it."""
        return self._run(self._add_messages_flow(messages))

    def context(
        self,
        user_input: str | None = None,
        budget: int | None = None,
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Context:
        """The messages for the next LLM call, within ``budget`` (default ``policy.budget``).

        ``tools``: the tool definitions you will send; their tokens count against the budget.
        """
        return self._run(self._context_flow(user_input, budget, tools))

    def refresh(self) -> None:
        """Re-read the store (turns and folds written by other processes)."""
        self._run(self._refresh_flow())

    def apply_retention(
        self, *, keep_archived: int | None = None, max_age: timedelta | None = None
    ) -> RetentionReport:
        """Delete folded (archived) turns beyond ``keep_archived`` or older than ``max_age``
        from storage now; returns what was deleted. The context is unchanged."""
        return self._run(self._retention_flow(Retention(keep_archived, max_age)))


class AsyncTurnMemory(_MemoryBase[S]):
    """The asynchronous memory: same flows; LLM calls are awaited, store calls run in a thread."""

    _is_async = True

    async def _run(self, flow: _Flow[R]) -> R:
        try:
            eff = next(flow)
            while True:
                try:
                    if isinstance(eff, _Fold | _Extract):
                        call = self._folder.fold if isinstance(eff, _Fold) else self._folder.extract
                        result = call(eff.request)
                        if asyncio.iscoroutine(result):
                            result = await result
                    else:
                        result = await asyncio.to_thread(self._store_effect, eff)
                except Exception as exc:
                    eff = flow.throw(exc)
                    continue
                eff = flow.send(result)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]

    async def __aenter__(self) -> AsyncTurnMemory[S]:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the store and (awaiting it) the LLM client this memory opened."""
        self.close()
        folder_close = getattr(self._folder, "close", None)
        if self._owns_folder and callable(folder_close):
            result = folder_close()
            if asyncio.iscoroutine(result):
                await result

    async def add(self, turn: Turn | Mapping[str, Any]) -> Turn:
        """Add a complete (or open) turn; returns it as stored."""
        return await self._run(self._add_flow(turn))

    async def add_messages(self, messages: Sequence[Message] | Sequence[object]) -> list[Turn]:
        """Add new OpenAI chat messages (see :meth:`TurnMemory.add_messages`)."""
        return await self._run(self._add_messages_flow(messages))

    async def context(
        self,
        user_input: str | None = None,
        budget: int | None = None,
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Context:
        """The messages for the next LLM call, within ``budget`` (tools counted in)."""
        return await self._run(self._context_flow(user_input, budget, tools))

    async def refresh(self) -> None:
        """Re-read the store."""
        await self._run(self._refresh_flow())

    async def apply_retention(
        self, *, keep_archived: int | None = None, max_age: timedelta | None = None
    ) -> RetentionReport:
        """Delete archived turns now (see :meth:`TurnMemory.apply_retention`)."""
        return await self._run(self._retention_flow(Retention(keep_archived, max_age)))
