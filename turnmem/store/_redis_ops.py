"""Redis key layout, Lua scripts and operations, shared by the sync and async stores.

Every operation is a generator of :class:`Script` / :class:`Call` commands (``store/_drive.py``):
:class:`~turnmem.store.redis.RedisStore` runs them on a ``redis.Redis`` client,
:class:`~turnmem.store.aio.redis.AsyncRedisStore` awaits them on ``redis.asyncio.Redis``.
Key layout, scripts, argument encoding and reply decoding exist once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from turnmem.errors import StoreError
from turnmem.store._bm25_full import FullIndex
from turnmem.store._drive import Op
from turnmem.store._lease import check_lease, lease_millis
from turnmem.store._rows import (
    check_fold,
    check_restore,
    decode_hits,
    decode_pinned,
    decode_state,
    decode_turn,
    encode_pinned,
    encode_state,
    now_iso,
    with_index,
)
from turnmem.store._search_cache import SessionIndexes, adder
from turnmem.store._text import query_terms, turn_terms
from turnmem.store.base import TURN_ADAPTER, SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "SCRIPTS",
    "Call",
    "Indexes",
    "Script",
    "full_index_of",
    "lease_key",
    "session_keys",
    "store_name",
]

#: The sessions' search indexes a Redis store keeps in process (see ``_search_cache``).
Indexes = SessionIndexes[FullIndex]


def full_index_of(rows: Iterable[tuple[str, str]]) -> FullIndex:
    """The index of (turn index, stored terms joined by spaces) rows, as Redis returns them."""
    index = FullIndex()
    for idx, text in rows:
        index.add(int(idx), text.split())
    return index


@dataclass(frozen=True)
class Script:
    """Run the registered Lua script ``name`` with these keys and arguments."""

    name: str
    keys: list[str]
    args: list[Any]


@dataclass(frozen=True)
class Call:
    """Call the client method ``method`` (a read-only command) with ``args``."""

    method: str
    args: tuple[Any, ...]


Command = Script | Call


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
return {out, redis.call('HINCRBY', KEYS[1], 'version', 1)}
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
return {#rows / 2, redis.call('HINCRBY', KEYS[1], 'version', 1)}
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

# KEYS: the lease key. ARGV: owner, ttl in ms. A missing key is a free (or expired) lease.
_LEASE_ACQUIRE = """
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""

_LEASE_RENEW = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""

# Compare-and-delete: only the holder frees its lease.
_LEASE_RELEASE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
"""

#: Every script by name; each store registers them once on its client.
SCRIPTS: dict[str, str] = {
    "append": _APPEND,
    "load": _LOAD,
    "fold": _FOLD,
    "delete": _DELETE,
    "restore": _RESTORE,
    "lease_acquire": _LEASE_ACQUIRE,
    "lease_renew": _LEASE_RENEW,
    "lease_release": _LEASE_RELEASE,
}


def store_name(connection_kwargs: dict[str, Any], prefix: str) -> str:
    """The store's name for messages, from the client pool's connection settings."""
    where = connection_kwargs.get("path") or (
        f"{connection_kwargs.get('host', '')}:{connection_kwargs.get('port', '')}"
    )
    return f"redis:{where}/{connection_kwargs.get('db', 0)}[{prefix}]"


def session_keys(prefix: str, session_id: str) -> list[str]:
    """KEYS of the session scripts: meta, order, turns, terms, and the sessions index."""
    base = f"{prefix}s:{session_id}:"
    return [base + "meta", base + "order", base + "turns", base + "terms", prefix + "sessions"]


def lease_key(prefix: str, session_id: str) -> str:
    """The key holding a session's lease (its value: the owner; its TTL: the expiry)."""
    return f"{prefix}s:{session_id}:lease"


# -- operations ---------------------------------------------------------------------------------


def load(
    prefix: str, store: str, session_id: str, after_index: int
) -> Op[Command, SessionSnapshot | None]:
    """One consistent snapshot (a read-only script)."""
    out = yield Script("load", session_keys(prefix, session_id)[:3], [after_index])
    if out is None:
        return None
    meta, tail = _tail(out, store, session_id)
    kw: dict[str, Any] = {"store": store, "session_id": session_id}
    return SessionSnapshot(
        pinned=decode_pinned(meta.get("pinned", ""), **kw),
        summary=meta.get("summary", ""),
        state=decode_state(meta.get("state", "null"), **kw),
        **dict(tail),
    )


def load_tail(
    prefix: str, store: str, session_id: str, after_index: int
) -> Op[Command, SessionTail | None]:
    """The fold mark, counters and newest turns (the same script; pinned and state are not
    decoded)."""
    out = yield Script("load", session_keys(prefix, session_id)[:3], [after_index])
    if out is None:
        return None
    return _tail(out, store, session_id)[1]


def _tail(out: Any, store: str, session_id: str) -> tuple[dict[str, Any], SessionTail]:
    """The load script's answer as (its meta hash, the session's tail)."""
    flat, rows = out
    meta = dict(zip(flat[::2], flat[1::2], strict=True))
    kw: dict[str, Any] = {"store": store, "session_id": session_id}
    try:
        numbers = {k: int(meta[k]) for k in ("folded_through", "version", "next_index")}
    except (KeyError, ValueError) as exc:
        raise StoreError(f"session metadata is damaged: {exc!r}", **kw) from exc
    tail = SessionTail(
        session_id=session_id,
        turns=[
            decode_turn(raw, int(idx), **kw) for idx, raw in zip(rows[::2], rows[1::2], strict=True)
        ],
        **numbers,
    )
    return meta, tail


def append_turns(
    prefix: str,
    session_id: str,
    turns: Sequence[Turn],
    pinned: Sequence[PinnedMessage] | None,
    indexes: Indexes | None = None,
) -> Op[Command, list[Turn]]:
    """One script stores the turns and assigns their indices (and the session's search
    index in ``indexes`` follows them)."""
    args: list[Any] = [session_id, now_iso(), "" if pinned is None else encode_pinned(pinned)]
    terms = [turn_terms(t) for t in turns]
    for t, words in zip(turns, terms, strict=True):
        args += [t.id, TURN_ADAPTER.dump_json(t, exclude={"index"}).decode(), " ".join(words)]
    out = yield Script("append", session_keys(prefix, session_id), args)
    if not out:  # nothing written: no version bump either
        return []
    indices, version = out
    if indexes is not None:
        # The stored terms, as a rebuild would read them back (split on whitespace)
        written = [(int(i), " ".join(w).split()) for i, w in zip(indices, terms, strict=True)]
        indexes.bumped(session_id, int(version), adder(written))
    return [with_index(t, int(i)) for t, i in zip(turns, indices, strict=True)]


def commit_fold(
    prefix: str,
    store: str,
    session_id: str,
    summary: str,
    state: dict[str, Any] | None,
    folded_through: int,
    expected_folded_through: int,
    indexes: Indexes | None = None,
) -> Op[Command, int]:
    """The compare-and-swap of the fold mark, in one script."""
    kw: dict[str, Any] = {
        "store": store,
        "session_id": session_id,
        "folded_through": folded_through,
        "expected_folded_through": expected_folded_through,
    }
    if folded_through < -1:  # refused before the script runs: no index is below -1
        check_fold(current=(expected_folded_through, 0), **kw)
    args = [expected_folded_through, folded_through, summary, encode_state(state)]
    code, value = yield Script("fold", session_keys(prefix, session_id)[:1], args)
    if code < 0:  # the script's refusals: -1 no session, -2 mark moved, -3 mark out of range
        current = {
            -1: None,
            -2: (int(value), folded_through + 1),
            -3: (expected_folded_through, int(value)),
        }[code]
        check_fold(current=current, **kw)
    if indexes is not None:  # the turns are unchanged: the index only follows the version
        indexes.bumped(session_id, int(value))
    return int(value)


def list_sessions(prefix: str, id_prefix: str) -> Op[Command, list[str]]:
    """Session ids from the sorted index, by code point."""
    lo = "[" + id_prefix if id_prefix else "-"
    hi = "[" + id_prefix + "\U0010ffff" if id_prefix else "+"
    ids: list[str] = yield Call("zrangebylex", (prefix + "sessions", lo, hi))
    return [sid for sid in ids if sid.startswith(id_prefix)]


def delete(
    prefix: str, session_id: str, before_index: int | None, indexes: Indexes | None = None
) -> Op[Command, int]:
    """Delete the session or its turns below ``before_index``, in one script."""
    args = [session_id, "" if before_index is None else before_index]
    out = yield Script("delete", session_keys(prefix, session_id), args)
    if not isinstance(out, list):  # nothing deleted, or the whole session
        if indexes is not None and before_index is None:
            indexes.drop(session_id)
        return int(out)
    count, version = out  # older turns deleted: the version moved one step
    if indexes is not None:
        bound = int(args[1])
        indexes.bumped(session_id, int(version), lambda index: index.drop_before(bound))
    return int(count)


def search(
    prefix: str,
    store: str,
    session_id: str,
    query: str,
    k: int,
    before_index: int | None = None,
    indexes: Indexes | None = None,
) -> Op[Command, list[SearchHit]]:
    """BM25 over the session's stored terms, ranked here (every store ranks alike); with
    ``before_index``, the best ``k`` turns below it of the ranking over all of them.

    With ``indexes``, the terms are read back only when the session's (creation time,
    version) is not that of the index kept in process (first search, or another writer)."""
    terms = query_terms(query)
    if not terms or k <= 0:
        return []
    keys = session_keys(prefix, session_id)

    def rank(index: FullIndex) -> list[tuple[int, float]]:
        return index.rank(terms, k, before=before_index)

    if indexes is None:
        stored: dict[str, str] = yield Call("hgetall", (keys[3],))
        ranked = rank(full_index_of(stored.items()))
    else:
        created, version = yield Call("hmget", (keys[0], ["created_at", "version"]))
        if version is None:  # no such session
            return []
        tag = (str(created), int(version))
        done = indexes.use(session_id, tag, rank)
        if done is None:
            # Read after the version: a write in between leaves a newer index under an older
            # tag, which the next search's version no longer matches (rebuilt then)
            stored = yield Call("hgetall", (keys[3],))
            index = full_index_of(stored.items())
            ranked = rank(index)
            indexes.put(session_id, tag, index)
        else:
            ranked = done[0]
    raws = (yield Call("hmget", (keys[2], [i for i, _ in ranked]))) if ranked else []
    rows = [
        (idx, raw, score)
        for (idx, score), raw in zip(ranked, raws, strict=True)
        if raw is not None  # deleted between the two reads
    ]
    return decode_hits(rows, terms, store=store, session_id=session_id)


def restore(
    prefix: str, store: str, snapshot: SessionSnapshot, indexes: Indexes | None = None
) -> Op[Command, None]:
    """Create the session exactly as in ``snapshot``, in one script."""
    check_restore(snapshot, store=store)
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
        args += [t.id, t.index, TURN_ADAPTER.dump_json(t).decode(), " ".join(turn_terms(t))]
    if not (yield Script("restore", session_keys(prefix, sid), args)):
        raise StoreError("cannot restore: the session already exists", store=store, session_id=sid)
    if indexes is not None:  # a new session: no index of an older one may answer for it
        indexes.drop(sid)


def lease(
    prefix: str, action: str, session_id: str, owner: str, ttl_seconds: float | None = None
) -> Op[Command, bool]:
    """``action`` is acquire, renew or release; each one script on the lease key."""
    check_lease(owner, ttl_seconds)
    args: list[Any] = [owner] if ttl_seconds is None else [owner, lease_millis(ttl_seconds)]
    out = yield Script(f"lease_{action}", [lease_key(prefix, session_id)], args)
    return bool(out)
