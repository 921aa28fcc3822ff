"""Redis store on ``redis.asyncio``: the async twin of ``RedisStore``.

The same keys, Lua scripts and operations (``store/_redis_ops.py``), awaited on redis-py's
asyncio client and its connection pool, so concurrent sessions never block the event loop
and every write stays one atomic script. A store belongs to the event loop that first uses
it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, TypeVar

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store import _redis_ops as ops
from turnmem.store._drive import Op
from turnmem.store._optional import import_extra
from turnmem.store._redis_ops import SCRIPTS, Call, Command
from turnmem.store._search_cache import SessionIndexes
from turnmem.store.aio.offload import drive_offloaded
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = ["AsyncRedisStore"]

R = TypeVar("R")


@functools.cache
def _driver_kwargs() -> dict[str, Any]:
    """redis-py's ``DriverInfo`` resolved once per process. Without it, redis-py 7+ builds one
    per pooled connection, reading the installed packages' metadata from disk each time: 1-10
    ms on the event loop whenever the pool grows under load. Older versions have no
    ``DriverInfo`` and read the version once, at import."""
    try:
        from redis.driver_info import DriverInfo
    except ImportError:
        return {}
    return {"driver_info": DriverInfo()}


class AsyncRedisStore:
    """Sessions in Redis under ``prefix``, awaited.

    Args:
        url: a redis-py URL, e.g. ``redis://localhost:6379/0``.
        prefix: key prefix, to share a database.
    """

    def __init__(self, url: str, *, prefix: str = "turnmem:") -> None:
        redis = import_extra("redis", "redis", "AsyncRedisStore")
        aioredis = import_extra("redis.asyncio", "redis", "AsyncRedisStore")
        self._redis_error: type[Exception] = redis.RedisError
        if not prefix:
            raise ConfigurationError("the Redis key prefix must not be empty")
        self.prefix = prefix
        try:
            self._client: Any = aioredis.Redis.from_url(
                url, decode_responses=True, **_driver_kwargs()
            )
        except ValueError as exc:
            raise ConfigurationError(f"invalid Redis URL {url!r}: {exc}") from exc
        self._name = ops.store_name(self._client.connection_pool.connection_kwargs, prefix)
        self._scripts = {name: self._client.register_script(src) for name, src in SCRIPTS.items()}
        # Search indexes kept in process, checked against each session's version
        self._indexes: ops.Indexes = SessionIndexes()

    def __repr__(self) -> str:
        return f"AsyncRedisStore({self._name!r})"

    async def connect(self) -> None:
        """Reach the server now (every operation connects on first use)."""
        try:
            await self._client.ping()
        except self._redis_error as exc:
            raise StoreError(f"cannot connect to Redis: {exc}", store=self._name) from exc

    async def aclose(self) -> None:
        """Close the connection pool (idempotent)."""
        await self._client.aclose()

    async def __aenter__(self) -> AsyncRedisStore:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- plumbing ---------------------------------------------------------------------------

    async def _execute(self, command: Command) -> Any:
        if isinstance(command, Call):
            return await getattr(self._client, command.method)(*command.args)
        return await self._scripts[command.name](keys=command.keys, args=command.args)

    async def _run(self, op: Op[Command, R], what: str, session_id: str | None) -> R:
        try:
            return await drive_offloaded(op, self._execute)
        except self._redis_error as exc:
            raise StoreError(f"{what}: {exc}", store=self._name, session_id=session_id) from exc

    # -- AsyncSessionStore ------------------------------------------------------------------

    async def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        op = ops.load(self.prefix, self._name, session_id, after_index)
        return await self._run(op, "cannot load session", session_id)

    async def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no pinned messages,
        summary or state read); None if the session does not exist."""
        op = ops.load_tail(self.prefix, self._name, session_id, after_index)
        return await self._run(op, "cannot load session", session_id)

    async def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        op = ops.append_turns(self.prefix, session_id, turns, pinned, self._indexes)
        return await self._run(op, "cannot append turns", session_id)

    async def commit_fold(
        self,
        session_id: str,
        *,
        summary: str,
        state: dict[str, Any] | None,
        folded_through: int,
        expected_folded_through: int,
    ) -> int:
        """Atomically write summary, state and the fold mark; returns the new version."""
        op = ops.commit_fold(
            self.prefix,
            self._name,
            session_id,
            summary,
            state,
            folded_through,
            expected_folded_through,
            self._indexes,
        )
        return await self._run(op, "cannot commit fold", session_id)

    async def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted (code point order)."""
        op = ops.list_sessions(self.prefix, prefix)
        return await self._run(op, "cannot list sessions", None)

    async def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        op = ops.delete(self.prefix, session_id, before_index, self._indexes)
        return await self._run(op, "cannot delete", session_id)

    # -- optional capabilities --------------------------------------------------------------

    async def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (of index < ``before_index``),
        ranked in Python."""
        op = ops.search(self.prefix, self._name, session_id, query, k, before_index, self._indexes)
        return await self._run(op, "cannot search", session_id)

    async def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        op = ops.restore(self.prefix, self._name, snapshot, self._indexes)
        await self._run(op, "cannot restore session", snapshot.session_id)

    async def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        op = ops.lease(self.prefix, "acquire", session_id, owner, ttl_seconds)
        return await self._run(op, "cannot acquire lease", session_id)

    async def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        op = ops.lease(self.prefix, "renew", session_id, owner, ttl_seconds)
        return await self._run(op, "cannot renew lease", session_id)

    async def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        op = ops.lease(self.prefix, "release", session_id, owner)
        return await self._run(op, "cannot release lease", session_id)
