"""The ``turnmem`` command line (typer + rich).

Every command has ``--help``; errors print one line (a traceback only with ``--debug``) and
exit with code 1 for bad input, 2 for usage errors.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any, Literal

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from turnmem.errors import TurnmemError

app = typer.Typer(
    name="turnmem",
    help="Structured, token-budgeted short-term memory for LLM agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
_state: dict[str, bool] = {"debug": False}


@app.callback()
def _root(
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")] = False,
) -> None:
    _state["debug"] = debug


def _fail(exc: BaseException) -> None:
    if _state["debug"]:
        raise exc
    console.print(f"[red]error:[/red] {type(exc).__name__}: {exc}", highlight=False)
    raise typer.Exit(1)


def _bar(tokens: int, scale: int, width: int = 30) -> str:
    n = 0 if scale <= 0 else max(0, min(width, round(width * tokens / scale)))
    return "█" * n + "·" * (width - n)


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
    from turnmem.demo import run_demo

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
            from turnmem.render import render_state

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


def _read_messages(file: Path) -> list[dict[str, Any]]:
    text = file.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = [json.loads(line) for line in text.splitlines() if line.strip()]
    if isinstance(data, dict) and "messages" in data:
        data = data["messages"]
    if not isinstance(data, list) or not all(isinstance(m, dict) for m in data):
        raise ValueError(f"{file}: expected a JSON list of message objects")
    return data


def main() -> None:
    """Entry point of the ``turnmem`` script."""
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
