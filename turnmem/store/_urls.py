"""Store URLs: one parser for ``open_store`` and ``open_async_store``."""

from __future__ import annotations

from typing import Literal

from turnmem.errors import ConfigurationError

__all__ = ["FORMS", "Backend", "parse_store_url"]

Backend = Literal["memory", "sqlite", "postgres", "redis"]

#: The accepted forms, listed in every error about a store argument.
FORMS = (
    "memory://, sqlite:///relative/path.db, sqlite:////absolute/path.db, sqlite:///:memory:, "
    "postgresql://user@host:port/db (or postgres://), redis://host:port/n (or rediss://), "
    "a pathlib.Path to a SQLite file, or a store object"
)


def parse_store_url(url: str) -> tuple[Backend, str]:
    """The backend a URL names and what to open it with (the SQLite path, the server URL).

    Raises:
        ConfigurationError: not one of :data:`FORMS` (the message lists them).
    """
    text = url.strip()
    scheme = text.partition("://")[0].lower() if "://" in text else ""
    if scheme == "memory" and text.partition("://")[2] in ("", "/"):
        return "memory", ""
    if scheme == "sqlite" and text.startswith("sqlite:///") and len(text) > len("sqlite:///"):
        return "sqlite", text[len("sqlite:///") :]
    if scheme in ("postgresql", "postgres"):
        return "postgres", text
    if scheme in ("redis", "rediss"):
        return "redis", text
    raise ConfigurationError(f"unsupported store URL {url!r}; expected one of: {FORMS}")
