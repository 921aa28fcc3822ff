"""The ``turnmem`` command line (typer + rich).

Every command has ``--help``; errors print one line (a traceback only with ``--debug``) and
exit with code 1 for bad input, 2 for usage errors.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
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
def _opened(url: str) -> Iterator[Any]:
    """The store a URL names, closed afterwards whatever happens."""
    from turnmem.store import open_store

    backend = open_store(url)
    try:
        yield backend
    finally:
        closer = getattr(backend, "close", None)
        if callable(closer):
            closer()


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
            str(r.llm_requests),
            str(r.folds),
        )
    console.print(table)


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="Transcript file or data set.")],
    fmt: Annotated[
        str,
        typer.Option(
            "--format", help="openai-jsonl, sharegpt, multiwoz, crosswoz, tau-bench or swe-agent."
        ),
    ] = "openai-jsonl",
    policy: Annotated[str, typer.Option(help="Comma-separated presets to compare.")] = (
        "sliding_window,summary_buffer,structured"
    ),
    budget: Annotated[int, typer.Option(help="Context budget in tokens.")] = 8000,
    schema: Annotated[str | None, typer.Option(help="State schema, path.py:Class.")] = None,
    model: Annotated[str, typer.Option(help="Model whose tokenizer counts.")] = "gpt-4o",
    limit: Annotated[int | None, typer.Option(help="Only the first N dialogues.")] = None,
    chain: Annotated[int, typer.Option(help="Chain N dialogues into one long conversation.")] = 1,
    out: Annotated[Path | None, typer.Option(help="Write the figures as JSON here.")] = None,
    plot: Annotated[Path | None, typer.Option(help="Write a PNG plot of tokens per turn.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """Replay transcripts through presets: context tokens, savings against the full buffer,
    gold retention where the data has labels, LLM calls."""
    from rich.progress import Progress

    from turnmem.datasets import chain_dialogues, load_dialogues
    from turnmem.policy import MemoryPolicy
    from turnmem.replay import replay as run_replay

    try:
        state_schema = _load_schema(schema)
        policies = {
            name.strip(): MemoryPolicy.preset(name.strip(), budget=budget)
            for name in policy.split(",")
            if name.strip() and name.strip() != "full_buffer"
        }
        dialogues = load_dialogues(file, fmt, limit=limit)
        if chain > 1:
            dialogues = chain_dialogues(dialogues, chain)
        with Progress(console=console, transient=True, disable=as_json) as bar:

            def progress(label: str, total: int) -> Any:
                task = bar.add_task(label, total=total)
                return lambda: bar.advance(task)

            rows = run_replay(
                dialogues,
                policies,
                budget=budget,
                model=model,
                schema=state_schema,
                progress=progress,
            )
    except (TurnmemError, OSError, typer.BadParameter) as exc:
        _fail(exc)
        return
    title = (
        f"{file.name}: {len(dialogues)} conversations"
        + (f" (each {chain} dialogues chained)" if chain > 1 else "")
        + f", budget {budget}"
    )
    report = {
        "file": str(file),
        "format": fmt,
        "budget": budget,
        "model": model,
        "chain": chain,
        "presets": [r.model_dump() for r in rows],
    }
    if out is not None:
        out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    if plot is not None:
        from turnmem.plot import plot_tokens_by_turn

        try:
            plot_tokens_by_turn(rows, plot, title=title)
        except TurnmemError as exc:
            _fail(exc)
    if as_json:
        print(json.dumps(report))
    else:
        _print_stats(rows, title)


eval_app = typer.Typer(help="Quality evaluations on labelled data.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")


@eval_app.command("dst")
def eval_dst(
    data: Annotated[Path, typer.Option(help="MultiWOZ or CrossWOZ val.json.zip.")],
    fmt: Annotated[str, typer.Option("--format", help="multiwoz or crosswoz.")] = "multiwoz",
    window_turns: Annotated[int, typer.Option(help="Recent turns kept verbatim.")] = 2,
    budget: Annotated[int, typer.Option(help="Context budget in tokens.")] = 8000,
    limit: Annotated[int | None, typer.Option(help="Only the first N dialogues.")] = None,
    chain: Annotated[int, typer.Option(help="Chain N dialogues into one conversation.")] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Gold slot-value retention in the assembled context: turnmem against the full buffer and
    a sliding window of the same size, with mean context tokens of each."""
    from turnmem.datasets import chain_dialogues, load_dialogues
    from turnmem.policy import MemoryPolicy
    from turnmem.replay import replay as run_replay

    if fmt not in ("multiwoz", "crosswoz"):
        _fail(typer.BadParameter("--format must be multiwoz or crosswoz"))
    try:
        dialogues = load_dialogues(data, fmt, limit=limit)
        if chain > 1:
            dialogues = chain_dialogues(dialogues, chain)
        policies = {
            "sliding_window": MemoryPolicy.sliding_window(turns=window_turns, budget=budget),
            "turnmem": MemoryPolicy.structured(
                window_turns=window_turns, fold_batch=2, budget=budget
            ),
        }
        rows = run_replay(dialogues, policies, budget=budget)
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    if as_json:
        print(
            json.dumps(
                {
                    "data": str(data),
                    "format": fmt,
                    "window_turns": window_turns,
                    "chain": chain,
                    "dialogues": len(dialogues),
                    "results": [r.model_dump(exclude={"tokens_by_turn"}) for r in rows],
                }
            )
        )
    else:
        _print_stats(rows, f"{data.name}: {len(dialogues)} conversations, window {window_turns}")


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
    from turnmem.memory import TurnMemory
    from turnmem.policy import MemoryPolicy
    from turnmem.render import render_state

    try:
        with _opened(store) as backend:
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
        with _opened(store) as backend:
            doc = export_session(backend, session)
    except (TurnmemError, OSError) as exc:
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
        with _opened(store) as backend:
            sid = import_session(backend, file.read_text(encoding="utf-8"), session_id=session)
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    console.print(f"imported session {sid}")


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
    from turnmem.bench import run_bench

    out.mkdir(parents=True, exist_ok=True)
    try:
        run_bench(quick=quick, out_dir=out, data_dir=data, progress=lambda msg: console.print(msg))
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    console.print((out / "bench.md").read_text(encoding="utf-8"))


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
