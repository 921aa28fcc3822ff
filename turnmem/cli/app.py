"""The typer app, its console and the helpers every command shares (one-line errors, schema
loading by path, opening a store).

Every command has ``--help``; errors print one line (a traceback only with ``--debug``) and
exit with code 1 for bad input, 2 for usage errors.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

app = typer.Typer(
    name="turnmem",
    help="Structured, token-budgeted short-term memory for LLM agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

console = Console(width=None if sys.stdout.isatty() else 150)
_state: dict[str, bool] = {"debug": False}


@app.callback()
def _root(
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")] = False,
) -> None:
    _state["debug"] = debug


def _fail(exc: BaseException) -> None:
    if _state["debug"]:
        raise exc
    message = " ".join(str(exc).split())  # one line, whatever the exception text holds
    console.print(
        f"[red]error:[/red] {type(exc).__name__}: {escape(message)}",
        highlight=False,
        soft_wrap=True,
    )
    raise typer.Exit(1)


def _bar(tokens: int, scale: int, width: int = 30) -> str:
    n = 0 if scale <= 0 else max(0, min(width, round(width * tokens / scale)))
    return "█" * n + "·" * (width - n)


def _load_schema(spec: str | None) -> type[Any]:
    """``path/to/file.py:Class`` or ``package.module:Class`` -> the MemoryState subclass."""
    from turnmem.state import MemoryState

    if not spec:
        return MemoryState
    target, _, name = spec.rpartition(":")
    if not target or not name:
        raise typer.BadParameter(f"--schema {spec!r}: expected path.py:Class or module:Class")
    if target.endswith(".py"):
        import importlib.util

        path = Path(target)
        if not path.exists():
            raise typer.BadParameter(f"--schema: no such file {target}")
        module_spec = importlib.util.spec_from_file_location(path.stem, path)
        if module_spec is None or module_spec.loader is None:
            raise typer.BadParameter(f"--schema: cannot load {target}")
        module = importlib.util.module_from_spec(module_spec)
        module_spec.loader.exec_module(module)
    else:
        import importlib

        module = importlib.import_module(target)
    cls = getattr(module, name, None)
    if not (isinstance(cls, type) and issubclass(cls, MemoryState)):
        raise typer.BadParameter(f"--schema: {name} in {target} is not a MemoryState subclass")
    return cls


@contextmanager
def _opened(url: str, *, must_exist: bool = False) -> Iterator[Any]:
    """The store a URL names, closed afterwards whatever happens.

    ``must_exist``: for commands that only read (inspect, export), a ``sqlite:///`` URL whose
    file does not exist is an error instead of a new, empty database (opening SQLite creates
    the file, which would leave a stray database behind a typo).
    """
    from turnmem.store import open_store

    if must_exist:
        path = _sqlite_path(url)
        if path is not None and not path.exists():
            raise typer.BadParameter(
                f"no SQLite database at {path} (from --store {url}); check the path - "
                "this command does not create one"
            )
    backend = open_store(url)
    try:
        yield backend
    finally:
        closer = getattr(backend, "close", None)
        if callable(closer):
            closer()


def _sqlite_path(url: str) -> Path | None:
    """The file of a ``sqlite:///PATH`` URL (as :func:`turnmem.store.open_store` reads it)."""
    url = url.strip()
    if not url.lower().startswith("sqlite:///") or len(url) == len("sqlite:///"):
        return None
    path = url[len("sqlite:///") :]
    return None if path == ":memory:" else Path(path)


def _print_stats(rows: list[Any], title: str) -> None:
    table = Table(title=title)
    for col in (
        "policy",
        "contexts",
        "mean tok",
        "p95 tok",
        "last-turn tok",
        "saved",
        "saved (last)",
        "retention",
        "vs full",
        "tok vs full",
        "2nd half: ret vs full",
        "tok vs full (2nd half)",
        "LLM calls",
        "folds",
    ):
        table.add_column(col, justify="left" if col == "policy" else "right")

    def pct(v: float | None) -> str:
        return "-" if v is None else f"{v:.1%}"

    for r in rows:
        table.add_row(
            r.policy,
            str(r.turns),
            f"{r.mean_tokens:.0f}",
            f"{r.p95_tokens:.0f}",
            f"{r.last_mean_tokens:.0f}",
            pct(r.savings),
            pct(r.last_savings),
            pct(r.retention),
            pct(r.retention_vs_full),
            pct(getattr(r, "token_ratio", None)),
            pct(getattr(r, "late_retention_vs_full", None)),
            pct(getattr(r, "late_token_ratio", None)),
            str(r.llm_requests),
            str(r.folds),
        )
    console.print(table)
