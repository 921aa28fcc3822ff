"""Session stores: the ``SessionStore`` port and its backends.

=====================================  ====================================================
``memory://``                          :class:`MemoryStore`, in-process (the default)
``sqlite:///relative/path.db``         :class:`SQLiteStore`; ``sqlite:////abs/path.db`` for an
                                       absolute path, ``sqlite:///:memory:`` for a private DB
``postgresql://user@host:port/db``     :class:`PostgresStore` (``pip install 'turnmem[postgres]'``)
``redis://host:port/n``                :class:`RedisStore` (``pip install 'turnmem[redis]'``)
=====================================  ====================================================

psycopg and redis are imported only when such a store is created.
"""

from __future__ import annotations

import os
from pathlib import Path

from turnmem.errors import ConfigurationError
from turnmem.store.base import (
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
    "open_store",
]

_FORMS = (
    "memory://, sqlite:///relative/path.db, sqlite:////absolute/path.db, sqlite:///:memory:, "
    "postgresql://user@host:port/db (or postgres://), redis://host:port/n (or rediss://), "
    "a pathlib.Path to a SQLite file, or a SessionStore object"
)


def open_store(url_or_store: str | os.PathLike[str] | SessionStore) -> SessionStore:
    """The store a URL names; a store object is returned as is.

    Raises:
        ConfigurationError: the argument is none of the accepted forms (the message lists
            them), or the backend's optional package is not installed.
        StoreError: the backend cannot be opened (missing directory, server down, ...).
    """
    if isinstance(url_or_store, SessionStore):
        return url_or_store
    if isinstance(url_or_store, os.PathLike):
        return SQLiteStore(Path(url_or_store))
    if not isinstance(url_or_store, str):
        raise ConfigurationError(
            f"cannot open a store from {type(url_or_store).__name__}; expected {_FORMS}"
        )
    url = url_or_store.strip()
    scheme = url.partition("://")[0].lower() if "://" in url else ""
    if scheme == "memory" and url.partition("://")[2] in ("", "/"):
        return MemoryStore()
    if scheme == "sqlite" and url.startswith("sqlite:///") and len(url) > len("sqlite:///"):
        return SQLiteStore(url[len("sqlite:///") :])
    if scheme in ("postgresql", "postgres"):
        return PostgresStore(url)
    if scheme in ("redis", "rediss"):
        return RedisStore(url)
    raise ConfigurationError(f"unsupported store URL {url_or_store!r}; expected one of: {_FORMS}")
