"""``turnmem demo``, ``turnmem tokens`` and ``turnmem bench``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

import typer
from rich.markup import escape
from rich.table import Table

from turnmem.cli.app import (
    _bar,
    _fail,
    app,
    console,
)
from turnmem.errors import TurnmemError
from turnmem.lab.datasets.base import DatasetFormatError
from turnmem.lab.datasets.conversations import RawConversation


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


def _countable(messages: object, conv: RawConversation) -> list[dict[str, Any]]:
    """The messages of ``conv`` if the token counter can count them; else an error naming the
    file, the line and the field (never its value: transcripts hold customer data)."""
    if not isinstance(messages, list):
        raise DatasetFormatError(
            f"expected a list of messages, got {type(messages).__name__}",
            path=conv.path,
            where=conv.where,
        )
    for i, m in enumerate(messages):
        problem = _uncountable(m)
        if problem:
            raise DatasetFormatError(
                f"message[{i}]: {problem}", path=conv.path, where=conv.line_of(i)
            )
    return messages


def _uncountable(m: object) -> str | None:
    """Why the token counter cannot count message ``m`` (``None``: it can)."""
    if not isinstance(m, dict):
        return f"must be an object, got {type(m).__name__}"
    if not isinstance(m.get("role"), str):
        return "missing role" if m.get("role") is None else "role must be a string"
    for key, value in m.items():
        if value is None:
            continue
        if key == "tool_calls":
            if not isinstance(value, list):
                return "tool_calls must be a list"
            for j, call in enumerate(value):
                fn = call.get("function") if isinstance(call, dict) else None
                if not (
                    isinstance(call, dict)
                    and isinstance(call.get("id"), str)
                    and isinstance(fn, dict)
                    and isinstance(fn.get("name"), str)
                    and isinstance(fn.get("arguments"), str)
                ):
                    return (
                        f"tool_calls[{j}] must be {{'id': str, 'function': {{'name': str, "
                        "'arguments': str}}"
                    )
        elif not isinstance(value, str):
            hint = "; join text parts into one string" if isinstance(value, list) else ""
            return f"field {key[:40]!r} must be a string, got {type(value).__name__}{hint}"
    return None


@app.command()
def tokens(
    file: Annotated[
        Path,
        typer.Argument(
            help='JSONL (a conversation per line as {"messages": [...]} or a list, or a '
            "message per line) or one JSON document of messages."
        ),
    ],
    model: Annotated[str, typer.Option(help="Model whose tokenizer to use.")] = "gpt-4o",
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Exact token count of a message file, per message (per conversation if it holds several).

    Reads the same shapes as ``turnmem replay`` (format openai-jsonl)."""
    from turnmem.lab.datasets.conversations import read_conversations
    from turnmem.tokens import REPLY_PRIMING, TokenCounter

    try:
        counter = TokenCounter(model)
        convs = [(c, _countable(c.messages, c)) for c in read_conversations(file)]
        counts = [[counter.count_message(m) for m in msgs] for _, msgs in convs]
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    totals = [sum(per) + REPLY_PRIMING for per in counts]
    total = sum(totals)
    per_conv = [
        {"id": c.id, "where": c.where, "per_message": per, "total": n}
        for (c, _), per, n in zip(convs, counts, totals, strict=True)
    ]
    if as_json:
        print(
            json.dumps(
                {
                    "model": model,
                    "encoding": counter.encoding_name,
                    "per_message": [n for per in counts for n in per],
                    "reply_priming": REPLY_PRIMING,
                    "total": total,
                    "conversations": per_conv,
                }
            )
        )
        return
    for (conv, messages), per in zip(convs, counts, strict=True):
        title = f"{conv.id} ({conv.where})" if len(convs) > 1 else None
        table = Table("#", "role", "tokens", "preview", title=title)
        for k, (m, n) in enumerate(zip(messages, per, strict=True)):
            preview = str(m.get("content") or m.get("tool_calls") or "")[:60].replace("\n", " ")
            table.add_row(str(k), escape(str(m.get("role"))), str(n), escape(preview))
        console.print(table)
    where = f" in {len(convs)} conversations" if len(convs) > 1 else ""
    console.print(
        f"total {total} tokens{where} ({counter.encoding_name}, incl. {REPLY_PRIMING} reply "
        "priming per conversation)"
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
