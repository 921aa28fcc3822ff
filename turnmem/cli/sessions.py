"""``turnmem inspect``, ``turnmem export`` and ``turnmem import``: stored sessions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from turnmem.cli.app import (
    _fail,
    _load_schema,
    _opened,
    app,
    console,
)
from turnmem.errors import TurnmemError


@app.command()
def inspect(
    session: Annotated[str, typer.Argument(help="Session id (user_id:session for namespaced).")],
    store: Annotated[str, typer.Option(help="Store URL, e.g. sqlite:///memory.db.")],
    context: Annotated[bool, typer.Option("--context", help="Also assemble the context.")] = False,
    budget: Annotated[int, typer.Option(help="Budget for --context.")] = 8000,
    schema: Annotated[str | None, typer.Option(help="State schema, path.py:Class.")] = None,
    model: Annotated[str, typer.Option(help="Model whose tokenizer counts.")] = "gpt-4o",
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """A stored session's tiers, and optionally its assembled context with tokens per section."""
    from turnmem.context.render import render_state
    from turnmem.memory.drivers import TurnMemory
    from turnmem.policy import MemoryPolicy

    try:
        with _opened(store, must_exist=True) as backend:
            if backend.load(session) is None:
                raise typer.BadParameter(f"no session {session!r} in {store}")
            user_id, _, sid = session.rpartition(":")
            memory = TurnMemory(
                store=backend,
                session_id=sid,
                user_id=user_id or None,
                schema=_load_schema(schema),
                model=model,
                llm="rule",
                policy=MemoryPolicy.structured(budget=budget),
            )
            ctx = memory.context() if context and memory.recent else None
            pinned_text = "\n".join(p.content for p in memory.pinned)
            info: dict[str, Any] = {
                "session": session,
                "turns": len(memory.turns),
                "folded_through": memory.folded_through,
                "recent": [t.index for t in memory.recent],
                "pinned": [p.content for p in memory.pinned],
                "summary": memory.summary,
                "state": memory.state.model_dump(mode="json"),
                "context": None
                if ctx is None
                else {
                    "tokens": ctx.tokens,
                    "sections": ctx.sections,
                    "turns": ctx.turn_indices,
                    "messages": ctx.messages,
                },
            }
            state_text = render_state(memory.state, 10**6, memory.counter)
            memory.close()
    except (TurnmemError, OSError, typer.BadParameter) as exc:
        _fail(exc)
        return
    if as_json:
        print(json.dumps(info, ensure_ascii=False))
        return
    console.print(
        f"[bold]{session}[/bold]: {info['turns']} turns stored, folded through "
        f"t{info['folded_through']}, recent {info['recent']}"
    )
    console.print("[bold]pinned[/bold]\n" + escape(pinned_text or "(none)"))
    console.print("[bold]state[/bold]\n" + escape(state_text or "(empty)"))
    console.print("[bold]summary[/bold]\n" + escape(memory.summary or "(empty)"))
    if ctx is not None:
        table = Table("section", "tokens")
        for name, tok in ctx.sections.items():
            table.add_row(name, str(tok))
        table.add_row("[bold]total[/bold]", f"[bold]{ctx.tokens}[/bold]")
        console.print(table)


@app.command("export")
def export_cmd(
    session: Annotated[str, typer.Argument(help="Session id.")],
    store: Annotated[str, typer.Option(help="Store URL.")],
    out: Annotated[Path | None, typer.Option(help="File to write (default: stdout).")] = None,
) -> None:
    """Write a session (pinned, summary, state, every turn) as one JSON document."""
    from turnmem.store import export_session

    try:
        with _opened(store, must_exist=True) as backend:
            doc = export_session(backend, session)
    except (TurnmemError, OSError, typer.BadParameter) as exc:
        _fail(exc)
        return
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    if out is None:
        print(text)
    else:
        out.write_text(text, encoding="utf-8")
        console.print(f"exported {len(doc['turns'])} turns to {out}")


@app.command("import")
def import_cmd(
    file: Annotated[Path, typer.Argument(help="A document written by turnmem export.")],
    store: Annotated[str, typer.Option(help="Store URL.")],
    session: Annotated[
        str | None, typer.Option(help="New session id (default: the file's).")
    ] = None,
) -> None:
    """Create a session from an exported JSON document (lossless)."""
    from turnmem.store import import_session

    try:
        text = file.read_text(encoding="utf-8")
        with _opened(store) as backend:
            target = session if session is not None else _exported_session_id(text)
            if target is not None and backend.load(target) is not None:
                raise typer.BadParameter(
                    f"session {target!r} already exists in {store}; import it under a new id "
                    "with --session NEW_ID"
                )
            sid = import_session(backend, text, session_id=session)
    except (TurnmemError, OSError, typer.BadParameter) as exc:
        _fail(exc)
        return
    console.print(f"imported session {sid}")


def _exported_session_id(text: str) -> str | None:
    """The ``session_id`` an export document names (``None`` if it is not readable as one;
    :func:`turnmem.store.import_session` then says what is wrong with it)."""
    try:
        doc = json.loads(text)
    except ValueError:
        return None
    sid = doc.get("session_id") if isinstance(doc, dict) else None
    return sid if isinstance(sid, str) else None
