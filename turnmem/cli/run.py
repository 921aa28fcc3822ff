"""``turnmem demo``, ``turnmem tokens`` and ``turnmem bench``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Literal

import typer
from rich.markup import escape
from rich.table import Table

from turnmem.cli.app import (
    _bar,
    _fail,
    _read_messages,
    app,
    console,
)
from turnmem.errors import TurnmemError


@app.command()
def demo(
    llm: Annotated[
        str | None,
        typer.Option(
            help="LLM for folding, e.g. openai/gpt-4.1-mini "
            "(default: offline unless OPENAI_API_KEY is set)."
        ),
    ] = None,
    lang: Annotated[str, typer.Option(help="Conversation language: en or zh.")] = "en",
    budget: Annotated[int, typer.Option(help="Context budget in tokens.")] = 3000,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON lines instead of tables.")
    ] = False,
) -> None:
    """Replay a scripted customer-service conversation and show each context the agent sends."""
    from turnmem.lab.demo import run_demo

    if lang not in ("en", "zh"):
        _fail(typer.BadParameter("--lang must be en or zh"))
    language: Literal["en", "zh"] = "en" if lang == "en" else "zh"
    try:
        memory, rows = run_demo(language, llm=llm, budget=budget)
        last = None
        for row in rows:
            last = row
            if as_json:
                print(
                    json.dumps(
                        {
                            "turn": row.turn,
                            "context_tokens": row.context_tokens,
                            "full_buffer_tokens": row.full_tokens,
                            "sections": row.sections,
                            "notes": row.notes,
                            "events": row.events,
                        },
                        ensure_ascii=False,
                    )
                )
                continue
            saved = 1 - row.context_tokens / row.full_tokens if row.full_tokens else 0.0
            console.rule(f"turn {row.turn}: {row.user[:70]}")
            table = Table(show_header=True, header_style="bold", box=None)
            table.add_column("section")
            table.add_column("tokens", justify="right")
            table.add_column("")
            for name, tok in row.sections.items():
                if tok:
                    table.add_row(name, str(tok), _bar(tok, row.full_tokens))
            table.add_row(
                "[bold]context[/bold]",
                f"[bold]{row.context_tokens}[/bold]",
                _bar(row.context_tokens, row.full_tokens),
            )
            table.add_row(
                "full buffer", str(row.full_tokens), _bar(row.full_tokens, row.full_tokens)
            )
            console.print(table)
            console.print(f"saved {saved:.0%} against the full buffer")
            for note in row.notes:
                console.print(f"  [yellow]{escape(note)}[/yellow]", highlight=False)
            for event in row.events:
                console.print(f"  [cyan]{escape(event)}[/cyan]", highlight=False)
        if not as_json:
            from turnmem.context.render import render_state

            console.rule("memory after the conversation")
            console.print(
                f"folder: {memory.folder_name}; turns stored: {len(memory.turns)}; "
                f"folded through t{memory.folded_through}"
            )
            console.print(
                "[bold]state[/bold]\n"
                + escape(render_state(memory.state, 10**6, memory.counter) or "(empty)"),
                highlight=False,
            )
            console.print(
                "[bold]summary[/bold]\n" + escape(memory.summary or "(empty)"), highlight=False
            )
            if last is not None:
                console.print(
                    f"[bold]last turn: {last.context_tokens} context tokens against "
                    f"{last.full_tokens} for the full buffer "
                    f"({1 - last.context_tokens / last.full_tokens:.0%} saved)[/bold]"
                )
    except TurnmemError as exc:
        _fail(exc)


@app.command()
def tokens(
    file: Annotated[Path, typer.Argument(help="JSON list of messages, or JSONL of messages.")],
    model: Annotated[str, typer.Option(help="Model whose tokenizer to use.")] = "gpt-4o",
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Exact token count of a message file, per message."""
    from turnmem.tokens import REPLY_PRIMING, TokenCounter

    try:
        messages = _read_messages(file)
        counter = TokenCounter(model)
        per = [counter.count_message(m) for m in messages]
    except (TurnmemError, OSError, ValueError, TypeError, KeyError) as exc:
        _fail(exc)
        return
    total = sum(per) + REPLY_PRIMING
    if as_json:
        print(
            json.dumps(
                {
                    "model": model,
                    "encoding": counter.encoding_name,
                    "per_message": per,
                    "reply_priming": REPLY_PRIMING,
                    "total": total,
                }
            )
        )
        return
    table = Table("#", "role", "tokens", "preview")
    for k, (m, n) in enumerate(zip(messages, per, strict=True)):
        preview = str(m.get("content") or m.get("tool_calls") or "")[:60].replace("\n", " ")
        table.add_row(str(k), str(m.get("role")), str(n), preview)
    console.print(table)
    console.print(
        f"total {total} tokens ({counter.encoding_name}, incl. {REPLY_PRIMING} reply priming)"
    )


@app.command()
def bench(
    quick: Annotated[bool, typer.Option("--quick", help="CI-sized run (under 2 minutes).")] = False,
    out: Annotated[Path, typer.Option(help="Directory for bench.json, bench.md and plots.")] = Path(
        "bench-out"
    ),
    data: Annotated[
        Path | None, typer.Option(help="Data sets folder (default ../shared/data).")
    ] = None,
) -> None:
    """Benchmarks against the peers: overhead and growth, tokens vs retention, LLM calls,
    tool-output compression. Writes bench.json, bench.md and PNG plots to --out."""
    from turnmem.lab.bench import run_bench

    out.mkdir(parents=True, exist_ok=True)
    try:
        run_bench(quick=quick, out_dir=out, data_dir=data, progress=lambda msg: console.print(msg))
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    console.print((out / "bench.md").read_text(encoding="utf-8"))
