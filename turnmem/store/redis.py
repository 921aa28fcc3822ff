"""Redis store (redis-py) for agent replicas sharing sessions.

Keys (prefix default ``turnmem:``; ``<sid>`` is the session id verbatim)::

    {prefix}sessions            sorted set of session ids (score 0: ordered by id, for prefixes)
    {prefix}s:<sid>:meta        hash: pinned, summary, state (JSON), folded_through, version,
                                next_index, created_at
    {prefix}s:<sid>:order       sorted set: turn id -> index (finds a stored id; orders turns)
    {prefix}s:<sid>:turns       hash: index -> turn JSON
    {prefix}s:<sid>:terms       hash: index -> the turn's search terms, space-separated

Every write is one Lua script, so it is atomic and index assignment cannot race; loads are a
read-only script for a consistent snapshot. ``search`` ranks in Python with the BM25 every
in-process backend shares.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store._optional import import_extra
from turnmem.store._rows import (
    check_fold,
    check_restore,
    decode_pinned,
    decode_state,
    decode_turn,
    encode_pinned,
    encode_state,
    now_iso,
    with_index,
)
from turnmem.store._text import bm25_rank, make_snippet, query_terms, turn_terms
from turnmem.store.base import TURN_ADAPTER, SearchHit, SessionSnapshot
from turnmem.turn import PinnedMessage, Turn

__all__ = ["RedisStore"]

# KEYS: meta, order, turns, terms, sessions. The turn JSON arrives without its index (it is
# assigned here) and gets it spliced in as the first member: '{"index":N,' .. rest.
_APPEND = """
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'pinned', '[]', 'summary', '', 'state', 'null',
             'folded_through', -1, 'version', 0, 'next_index', 0, 'created_at', ARGV[2])
  redis.call('ZADD', KEYS[5], 0, ARGV[1])
elseif #ARGV == 3 and ARGV[3] == '' then
  return {}  -- nothing to write to an existing session
end
local nxt = tonumber(redis.call('HGET', KEYS[1], 'next_index'))
local out = {}
for i = 4, #ARGV, 3 do
  local idx = redis.call('ZSCORE', KEYS[2], ARGV[i])
  if idx then
    idx = tonumber(idx)
  else
    idx = nxt
    nxt = nxt + 1
    redis.call('ZADD', KEYS[2], idx, ARGV[i])
  end
  local f = string.format('%d', idx)
  redis.call('HSET', KEYS[3], f, '{"index":' .. f .. ',' .. string.sub(ARGV[i + 1], 2))
  redis.call('HSET', KEYS[4], f, ARGV[i + 2])
  out[#out + 1] = idx
end
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'pinned', ARGV[3]) end
redis.call('HSET', KEYS[1], 'next_index', nxt)
redis.call('HINCRBY', KEYS[1], 'version', 1)
return out
"""

_LOAD = """
local meta = redis.call('HGETALL', KEYS[1])
if #meta == 0 then return false end
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. ARGV[1], '+inf', 'WITHSCORES')
local rows = {}
for i = 2, #ids, 2 do
  rows[#rows + 1] = ids[i]
  rows[#rows + 1] = redis.call('HGET', KEYS[3], ids[i]) or ''
end
return {meta, rows}
"""

# ARGV: expected_folded_through, folded_through, summary, state
_FOLD = """
if redis.call('EXISTS', KEYS[1]) == 0 then return {-1, 0} end
local ft = tonumber(redis.call('HGET', KEYS[1], 'folded_through'))
if ft ~= tonumber(ARGV[1]) then return {-2, ft} end
local nxt = tonumber(redis.call('HGET', KEYS[1], 'next_index'))
if tonumber(ARGV[2]) >= nxt then return {-3, nxt} end
redis.call('HSET', KEYS[1], 'summary', ARGV[3], 'state', ARGV[4], 'folded_through', ARGV[2])
return {0, redis.call('HINCRBY', KEYS[1], 'version', 1)}
"""

# ARGV: session id, before_index ('' deletes the whole session)
_DELETE = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[2] == '' then
  local n = redis.call('ZCARD', KEYS[2])
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
  redis.call('ZREM', KEYS[5], ARGV[1])
  return n
end
local rows = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[2], 'WITHSCORES')
if #rows == 0 then return 0 end
for i = 2, #rows, 2 do
  redis.call('HDEL', KEYS[3], rows[i])
  redis.call('HDEL', KEYS[4], rows[i])
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[2])
redis.call('HINCRBY', KEYS[1], 'version', 1)
return #rows / 2
"""

# ARGV: session id, now, pinned, summary, state, folded_through, next_index,
#       then (turn id, index, turn JSON, terms) per turn
_RESTORE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'pinned', ARGV[3], 'summary', ARGV[4], 'state', ARGV[5],
           'folded_through', ARGV[6], 'version', 1, 'next_index', ARGV[7], 'created_at', ARGV[2])
redis.call('ZADD', KEYS[5], 0, ARGV[1])
for i = 8, #ARGV, 4 do
  redis.call('ZADD', KEYS[2], ARGV[i + 1], ARGV[i])
  redis.call('HSET', KEYS[3], ARGV[i + 1], ARGV[i + 2])
  redis.call('HSET', KEYS[4], ARGV[i + 1], ARGV[i + 3])
end
return 1
"""


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
        kw = self._client.connection_pool.connection_kwargs
        where = kw.get("path") or f"{kw.get('host', '')}:{kw.get('port', '')}"
        self._name = f"redis:{where}/{kw.get('db', 0)}[{prefix}]"
        self._scripts = {
            name: self._client.register_script(src)
            for name, src in (
                ("append", _APPEND),
                ("load", _LOAD),
                ("fold", _FOLD),
                ("delete", _DELETE),
                ("restore", _RESTORE),
            )
        }

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

    def _keys(self, session_id: str) -> list[str]:
        base = f"{self.prefix}s:{session_id}:"
        return [
            base + "meta",
            base + "order",
            base + "turns",
            base + "terms",
            self.prefix + "sessions",
        ]

    def _run(
        self, script: str, what: str, session_id: str | None, keys: list[str], args: list[Any]
    ) -> Any:
        try:
            return self._scripts[script](keys=keys, args=args)
        except self._redis_error as exc:
            raise StoreError(f"{what}: {exc}", store=self._name, session_id=session_id) from exc

    # -- SessionStore -----------------------------------------------------------------------

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        out = self._run(
            "load", "cannot load session", session_id, self._keys(session_id)[:3], [after_index]
        )
        if out is None:
            return None
        flat, rows = out
        meta = dict(zip(flat[::2], flat[1::2], strict=True))
        kw: dict[str, Any] = {"store": self._name, "session_id": session_id}
        try:
            numbers = {k: int(meta[k]) for k in ("folded_through", "version", "next_index")}
        except (KeyError, ValueError) as exc:
            raise StoreError(f"session metadata is damaged: {exc!r}", **kw) from exc
        return SessionSnapshot(
            session_id=session_id,
            pinned=decode_pinned(meta.get("pinned", ""), **kw),
            summary=meta.get("summary", ""),
            state=decode_state(meta.get("state", "null"), **kw),
            turns=[
                decode_turn(raw, int(idx), **kw)
                for idx, raw in zip(rows[::2], rows[1::2], strict=True)
            ],
            **numbers,
        )

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        args: list[Any] = [session_id, now_iso(), "" if pinned is None else encode_pinned(pinned)]
        for t in turns:
            args += [
                t.id,
                TURN_ADAPTER.dump_json(t, exclude={"index"}).decode(),
                " ".join(turn_terms(t)),
            ]
        indices = self._run(
            "append", "cannot append turns", session_id, self._keys(session_id), args
        )
        return [with_index(t, int(i)) for t, i in zip(turns, indices, strict=True)]

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
        if folded_through < -1:  # refused before the script runs: no index is below -1
            check_fold(
                store=self._name,
                session_id=session_id,
                folded_through=folded_through,
                expected_folded_through=expected_folded_through,
                current=(expected_folded_through, 0),
            )
        args = [expected_folded_through, folded_through, summary, encode_state(state)]
        code, value = self._run(
            "fold", "cannot commit fold", session_id, self._keys(session_id)[:1], args
        )
        if code < 0:  # the script's refusals: -1 no session, -2 mark moved, -3 mark out of range
            current = {
                -1: None,
                -2: (int(value), folded_through + 1),
                -3: (expected_folded_through, int(value)),
            }[code]
            check_fold(
                store=self._name,
                session_id=session_id,
                folded_through=folded_through,
                expected_folded_through=expected_folded_through,
                current=current,
            )
        return int(value)

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted (code point order)."""
        lo = "[" + prefix if prefix else "-"
        hi = "[" + prefix + "\U0010ffff" if prefix else "+"
        try:
            ids: list[str] = self._client.zrangebylex(self.prefix + "sessions", lo, hi)
        except self._redis_error as exc:
            raise StoreError(f"cannot list sessions: {exc}", store=self._name) from exc
        return [sid for sid in ids if sid.startswith(prefix)]

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        args = [session_id, "" if before_index is None else before_index]
        return int(self._run("delete", "cannot delete", session_id, self._keys(session_id), args))

    # -- optional capabilities --------------------------------------------------------------

    def search(self, session_id: str, query: str, k: int = 5) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (ranked in Python)."""
        terms = query_terms(query)
        if not terms or k <= 0:
            return []
        keys = self._keys(session_id)
        try:
            docs = {int(i): s.split() for i, s in self._client.hgetall(keys[3]).items()}
            ranked = bm25_rank(docs, terms, k)
            raws = self._client.hmget(keys[2], [i for i, _ in ranked]) if ranked else []
        except self._redis_error as exc:
            raise StoreError(
                f"cannot search: {exc}", store=self._name, session_id=session_id
            ) from exc
        kw: dict[str, Any] = {"store": self._name, "session_id": session_id}
        return [
            SearchHit(
                turn_index=idx,
                score=score,
                snippet=make_snippet(decode_turn(raw, idx, **kw).text(), terms),
            )
            for (idx, score), raw in zip(ranked, raws, strict=True)
            if raw is not None  # deleted between the two reads
        ]

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        check_restore(snapshot, store=self._name)
        sid = snapshot.session_id
        args: list[Any] = [
            sid,
            now_iso(),
            encode_pinned(snapshot.pinned),
            snapshot.summary,
            encode_state(snapshot.state),
            snapshot.folded_through,
            snapshot.next_index,
        ]
        for t in snapshot.turns:
            args += [
                t.id,
                t.index,
                TURN_ADAPTER.dump_json(t).decode(),
                " ".join(turn_terms(t)),
            ]
        if not self._run("restore", "cannot restore session", sid, self._keys(sid), args):
            raise StoreError(
                "cannot restore: the session already exists", store=self._name, session_id=sid
            )
