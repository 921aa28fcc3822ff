"""Async session stores: the ``AsyncSessionStore`` port, its drivers and ``open_async_store``.

=====================================  ====================================================
``memory://``                          :class:`AsyncMemoryStore` (inline; a dict and a lock)
``sqlite:///path.db``                  :class:`AsyncSQLiteStore` (one worker thread)
``postgresql://user@host:port/db``     :class:`AsyncPostgresStore` (psycopg ``AsyncConnection``)
``redis://host:port/n``                :class:`AsyncRedisStore` (``redis.asyncio``)
=====================================  ====================================================
"""

from __future__ import annotations

import os
from pathlib import Path

from turnmem.errors import ConfigurationError
from turnmem.store._urls import FORMS, parse_store_url
from turnmem.store.aio.base import (
    AsyncLeasingStore,
    AsyncRestorableStore,
    AsyncSearchableStore,
    AsyncSessionStore,
    is_async_store,
)
from turnmem.store.aio.memory import AsyncMemoryStore
from turnmem.store.aio.postgres import AsyncPostgresStore
from turnmem.store.aio.redis import AsyncRedisStore
from turnmem.store.aio.sqlite import AsyncSQLiteStore
from turnmem.store.memory import MemoryStore
from turnmem.store.sqlite import SQLiteStore

__all__ = [
    "AsyncLeasingStore",
    "AsyncMemoryStore",
    "AsyncPostgresStore",
    "AsyncRedisStore",
    "AsyncRestorableStore",
    "AsyncSQLiteStore",
    "AsyncSearchableStore",
    "AsyncSessionStore",
    "is_async_store",
    "open_async_store",
]


def open_async_store(url_or_store: str | os.PathLike[str] | object) -> AsyncSessionStore:
    """The async store a URL names (same URLs as ``open_store``), without any I/O yet.

    An async store object is returned as is; a sync :class:`MemoryStore` or
    :class:`SQLiteStore` is wrapped (sharing its sessions). The connection opens at the first
    operation, or at ``await store.connect()``.

    Raises:
        ConfigurationError: the argument is none of the accepted forms, a sync server store
            (open its URL instead), or the backend's optional package is not installed.
    """
    if is_async_store(url_or_store):
        return url_or_store  # type: ignore[return-value]
    if isinstance(url_or_store, MemoryStore):
        return AsyncMemoryStore(url_or_store)
    if isinstance(url_or_store, SQLiteStore):
        return AsyncSQLiteStore(url_or_store)
    if isinstance(url_or_store, os.PathLike):
        return AsyncSQLiteStore(Path(url_or_store))
    if not isinstance(url_or_store, str):
        raise ConfigurationError(
            f"cannot open an async store from {type(url_or_store).__name__} (a sync server "
            f"store cannot be awaited: pass its URL); expected {FORMS}"
        )
    backend, target = parse_store_url(url_or_store)
    if backend == "memory":
        return AsyncMemoryStore()
    if backend == "sqlite":
        return AsyncSQLiteStore(target)
    if backend == "postgres":
        return AsyncPostgresStore(target)
    return AsyncRedisStore(target)
