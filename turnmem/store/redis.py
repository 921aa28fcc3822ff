"""Redis store (redis-py) for agent replicas sharing sessions.

Keys (prefix default ``turnmem:``; ``<sid>`` is the session id verbatim)::

    {prefix}sessions            sorted set of session ids (score 0: ordered by id, for prefixes)
    {prefix}s:<sid>:meta        hash: pinned, summary, state (JSON), folded_through, version,
                                next_index, created_at
    {prefix}s:<sid>:order       sorted set: turn id -> index (finds a stored id; orders turns)
    {prefix}s:<sid>:turns       hash: index -> turn JSON
    {prefix}s:<sid>:terms       hash: index -> the turn's search terms, space-separated
    {prefix}s:<sid>:lease       string: the fold lease's owner, expiring with the lease (PX)

Every write is one Lua script, so it is atomic and index assignment cannot race; loads are a
read-only script for a consistent snapshot. ``search`` ranks in Python with the BM25 every
in-process backend shares, on an index kept in process: the stored terms are read back only
when the session's version says another writer moved it on. Scripts and operations live in
``_redis_ops`` and are shared with :class:`~turnmem.store.aio.redis.AsyncRedisStore`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store import _redis_ops as ops
from turnmem.store._drive import Op, drive
from turnmem.store._optional import import_extra
from turnmem.store._redis_ops import SCRIPTS, Call, Command
from turnmem.store._search_cache import SessionIndexes
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = ["RedisStore"]

R = TypeVar("R")


class RedisStore:
    """Sessions in Redis under ``prefix``.

    Args:
        url: a redis-py URL, e.g. ``redis://localhost:6379/0``.
        prefix: key prefix, to share a database.
    """

    def __init__(self, url: str, *, prefix: str = "turnmem:") -> None:
        redis = import_extra("redis", "redis", "RedisStore")
        self._redis_error: type[Exception] = redis.RedisError
        if not prefix:
            raise ConfigurationError("the Redis key prefix must not be empty")
        self.prefix = prefix
        try:
            self._client: Any = redis.Redis.from_url(url, decode_responses=True)
        except ValueError as exc:
            raise ConfigurationError(f"invalid Redis URL {url!r}: {exc}") from exc
        self._name = ops.store_name(self._client.connection_pool.connection_kwargs, prefix)
        self._scripts = {name: self._client.register_script(src) for name, src in SCRIPTS.items()}
        # Search indexes kept in process, checked against each session's version
        self._indexes: ops.Indexes = SessionIndexes()

    def __repr__(self) -> str:
        return f"RedisStore({self._name!r})"

    def close(self) -> None:
        """Close the connection pool (idempotent)."""
        self._client.close()

    def __enter__(self) -> RedisStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- plumbing ---------------------------------------------------------------------------

    def _execute(self, command: Command) -> Any:
        if isinstance(command, Call):
            return getattr(self._client, command.method)(*command.args)
        return self._scripts[command.name](keys=command.keys, args=command.args)

    def _run(self, op: Op[Command, R], what: str, session_id: str | None) -> R:
        try:
            return drive(op, self._execute)
        except self._redis_error as exc:
            raise StoreError(f"{what}: {exc}", store=self._name, session_id=session_id) from exc

    # -- SessionStore -----------------------------------------------------------------------

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        op = ops.load(self.prefix, self._name, session_id, after_index)
        return self._run(op, "cannot load session", session_id)

    def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no state decoded)."""
        op = ops.load_tail(self.prefix, self._name, session_id, after_index)
        return self._run(op, "cannot load session", session_id)

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        op = ops.append_turns(self.prefix, session_id, turns, pinned, self._indexes)
        return self._run(op, "cannot append turns", session_id)

    def commit_fold(
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
        return self._run(op, "cannot commit fold", session_id)

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted (code point order)."""
        return self._run(ops.list_sessions(self.prefix, prefix), "cannot list sessions", None)

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        op = ops.delete(self.prefix, session_id, before_index, self._indexes)
        return self._run(op, "cannot delete", session_id)

    # -- optional capabilities --------------------------------------------------------------

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (of index < ``before_index``),
        ranked in Python."""
        op = ops.search(self.prefix, self._name, session_id, query, k, before_index, self._indexes)
        return self._run(op, "cannot search", session_id)

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        op = ops.restore(self.prefix, self._name, snapshot, self._indexes)
        self._run(op, "cannot restore session", snapshot.session_id)

    def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        op = ops.lease(self.prefix, "acquire", session_id, owner, ttl_seconds)
        return self._run(op, "cannot acquire lease", session_id)

    def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        op = ops.lease(self.prefix, "renew", session_id, owner, ttl_seconds)
        return self._run(op, "cannot renew lease", session_id)

    def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        op = ops.lease(self.prefix, "release", session_id, owner)
        return self._run(op, "cannot release lease", session_id)
