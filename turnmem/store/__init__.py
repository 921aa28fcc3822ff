"""Session stores: the ``SessionStore`` port and its backends.

=====================================  ====================================================
``memory://``                          :class:`MemoryStore`, in-process (the default)
``sqlite:///relative/path.db``         :class:`SQLiteStore`; ``sqlite:////abs/path.db`` for an
                                       absolute path, ``sqlite:///:memory:`` for a private DB
``postgresql://user@host:port/db``     :class:`PostgresStore` (``pip install 'turnmem[postgres]'``)
``redis://host:port/n``                :class:`RedisStore` (``pip install 'turnmem[redis]'``)
=====================================  ====================================================

:func:`open_async_store` takes the same URLs and returns the async twins
(:class:`AsyncMemoryStore`, :class:`AsyncSQLiteStore` on a dedicated thread,
:class:`AsyncPostgresStore` on psycopg's ``AsyncConnection``, :class:`AsyncRedisStore` on
``redis.asyncio``). Every bundled store, sync or async, also hands out fold leases
(:class:`LeasingStore` / :class:`AsyncLeasingStore`; semantics in ``store/base.py``).

psycopg and redis are imported only when such a store is created.
"""

from __future__ import annotations

import os
from pathlib import Path

from turnmem.errors import ConfigurationError
from turnmem.store._urls import FORMS, parse_store_url
from turnmem.store.aio import (
    AsyncLeasingStore,
    AsyncMemoryStore,
    AsyncPostgresStore,
    AsyncRedisStore,
    AsyncRestorableStore,
    AsyncSearchableStore,
    AsyncSessionStore,
    AsyncSQLiteStore,
    is_async_store,
    open_async_store,
)
from turnmem.store.base import (
    LeasingStore,
    RestorableStore,
    SearchableStore,
    SearchHit,
    SessionSnapshot,
    SessionStore,
)
from turnmem.store.memory import MemoryStore
from turnmem.store.postgres import PostgresStore
from turnmem.store.redis import RedisStore
from turnmem.store.sqlite import SQLiteStore
from turnmem.store.transfer import export_session, import_session

__all__ = [
    "AsyncLeasingStore",
    "AsyncMemoryStore",
    "AsyncPostgresStore",
    "AsyncRedisStore",
    "AsyncRestorableStore",
    "AsyncSQLiteStore",
    "AsyncSearchableStore",
    "AsyncSessionStore",
    "LeasingStore",
    "MemoryStore",
    "PostgresStore",
    "RedisStore",
    "RestorableStore",
    "SQLiteStore",
    "SearchHit",
    "SearchableStore",
    "SessionSnapshot",
    "SessionStore",
    "export_session",
    "import_session",
    "is_async_store",
    "open_async_store",
    "open_store",
]


def open_store(url_or_store: str | os.PathLike[str] | SessionStore) -> SessionStore:
    """The store a URL names; a store object is returned as is.

    Raises:
        ConfigurationError: the argument is none of the accepted forms (the message lists
            them), or the backend's optional package is not installed.
        StoreError: the backend cannot be opened (missing directory, server down, ...).
    """
    if isinstance(url_or_store, SessionStore) and not is_async_store(url_or_store):
        return url_or_store
    if isinstance(url_or_store, os.PathLike):
        return SQLiteStore(Path(url_or_store))
    if not isinstance(url_or_store, str):
        hint = " (an async store: use open_async_store)" if is_async_store(url_or_store) else ""
        raise ConfigurationError(
            f"cannot open a store from {type(url_or_store).__name__}{hint}; expected {FORMS}"
        )
    backend, target = parse_store_url(url_or_store)
    if backend == "memory":
        return MemoryStore()
    if backend == "sqlite":
        return SQLiteStore(target)
    if backend == "postgres":
        return PostgresStore(target)
    return RedisStore(target)
