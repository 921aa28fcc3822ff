"""``turnmem replay`` and ``turnmem eval ...``: the quality instruments."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from turnmem.cli.app import (
    _fail,
    _load_schema,
    _print_stats,
    app,
    console,
)
from turnmem.cli.llm_options import (
    BaseUrlOption,
    LlmMaxTokensOption,
    LlmModeOption,
    LlmOption,
    LlmTimeoutOption,
    llm_folder,
    print_llm_figures,
    with_llm_rows,
)
from turnmem.errors import TurnmemError


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
    llm: LlmOption = None,
    base_url: BaseUrlOption = None,
    llm_mode: LlmModeOption = "auto",
    llm_timeout: LlmTimeoutOption = 60.0,
    llm_max_tokens: LlmMaxTokensOption = None,
) -> None:
    """Replay transcripts through presets: context tokens, savings against the full buffer,
    gold retention where the data has labels, LLM calls."""
    from rich.progress import Progress

    from turnmem.lab.datasets import chain_dialogues, load_dialogues
    from turnmem.lab.replay import replay as run_replay
    from turnmem.policy import MemoryPolicy

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
            folder = llm_folder(
                llm,
                base_url=base_url,
                mode=llm_mode,
                timeout=llm_timeout,
                max_tokens=llm_max_tokens,
                model=model,
            )
            rows = with_llm_rows(
                rows,
                folder,
                lambda f: run_replay(
                    dialogues, policies, budget=budget, model=model, schema=state_schema, llm=f
                ),
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
    if folder is not None:
        report["llm"] = folder.figures().model_dump()
    if out is not None:
        out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    if plot is not None:
        from turnmem.lab.plot import plot_tokens_by_turn

        try:
            plot_tokens_by_turn(rows, plot, title=title)
        except TurnmemError as exc:
            _fail(exc)
    if as_json:
        print(json.dumps(report))
    else:
        _print_stats(rows, title)
        if folder is not None:
            print_llm_figures(console, folder.figures())
    if folder is not None:
        folder.close()


#: Per-turn curves: for plots, left out of ``eval dst --json``.
_CURVES = {"tokens_by_turn", "median_tokens_by_turn", "conversations_by_turn"}

eval_app = typer.Typer(help="Quality evaluations on labelled data.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")


@eval_app.command("dst")
def eval_dst(
    data: Annotated[Path, typer.Option(help="MultiWOZ or CrossWOZ val.json.zip.")],
    fmt: Annotated[str, typer.Option("--format", help="multiwoz or crosswoz.")] = "multiwoz",
    window_turns: Annotated[int, typer.Option(help="Recent turns kept verbatim.")] = 2,
    budget: Annotated[int, typer.Option(help="Context budget in tokens.")] = 8000,
    limit: Annotated[int | None, typer.Option(help="Only the first N dialogues.")] = None,
    skip: Annotated[
        int, typer.Option(min=0, help="Skip the first N dialogues (a held-out range).")
    ] = 0,
    chain: Annotated[int, typer.Option(help="Chain N dialogues into one conversation.")] = 1,
    preset: Annotated[
        str,
        typer.Option(help="More presets to replay (at --budget), e.g. structured,hierarchical."),
    ] = "",
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
    state_accuracy: Annotated[
        bool,
        typer.Option(
            "--state-accuracy",
            help="Score memory.state as dialogue-state tracking (slot P/R/F1, joint goal acc).",
        ),
    ] = False,
    llm: LlmOption = None,
    base_url: BaseUrlOption = None,
    llm_mode: LlmModeOption = "auto",
    llm_timeout: LlmTimeoutOption = 60.0,
    llm_max_tokens: LlmMaxTokensOption = None,
) -> None:
    """Gold slot-value retention in the assembled context: turnmem against the full buffer and
    a sliding window of the same size, with mean context tokens of each, both also relative to
    the full buffer and over the second half of each conversation (``late_*``)."""
    from turnmem.lab.datasets import chain_dialogues, load_dialogues

    if state_accuracy:
        _state_accuracy(data, fmt, window_turns, skip, limit, as_json)
        return
    from turnmem.lab.replay import replay as run_replay
    from turnmem.policy import MemoryPolicy

    if fmt not in ("multiwoz", "crosswoz"):
        _fail(typer.BadParameter("--format must be multiwoz or crosswoz"))
    try:
        dialogues = load_dialogues(data, fmt, limit=None if limit is None else skip + limit)
        dialogues = dialogues[skip:]
        if chain > 1:
            dialogues = chain_dialogues(dialogues, chain)
        policies = {
            "sliding_window": MemoryPolicy.sliding_window(turns=window_turns, budget=budget),
            "turnmem": MemoryPolicy.structured(
                window_turns=window_turns, fold_batch=2, budget=budget
            ),
        }
        for name in (p.strip() for p in preset.split(",")):
            if name and name != "full_buffer":
                policies[name] = MemoryPolicy.preset(name, budget=budget)
        rows = run_replay(dialogues, policies, budget=budget)
        folder = llm_folder(
            llm, base_url=base_url, mode=llm_mode, timeout=llm_timeout, max_tokens=llm_max_tokens
        )
        folding = {"turnmem": policies["turnmem"]}
        rows = with_llm_rows(
            rows, folder, lambda f: run_replay(dialogues, folding, budget=budget, llm=f)
        )
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
                    "skip": skip,
                    "dialogues": len(dialogues),
                    "results": [r.model_dump(exclude=_CURVES) for r in rows],
                    "llm": folder.figures().model_dump() if folder is not None else None,
                }
            )
        )
    else:
        _print_stats(rows, f"{data.name}: {len(dialogues)} conversations, window {window_turns}")
        if folder is not None:
            print_llm_figures(console, folder.figures())
    if folder is not None:
        folder.close()


@eval_app.command("state")
def eval_state(
    file: Annotated[Path, typer.Argument(help="Labelled conversations (JSONL).")],
    schema: Annotated[str, typer.Option(help="State schema, path.py:Class or module:Class.")],
    split: Annotated[str | None, typer.Option(help="Only conversations of this split.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Typed-state precision and recall, stale and wrong active values, probe recall in the
    final context and goal-status accuracy on labelled conversations (offline folder)."""
    from turnmem.lab.eval_state import evaluate_state, load_cases, load_schemas, print_report

    try:
        default, named = load_schemas(schema)
        cases = [c for c in load_cases(file) if split is None or c.split == split]
        report = evaluate_state(cases, default, named)
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    if as_json:
        print(report.model_dump_json())
    else:
        print_report(report, console, title=f"{file.name}: {len(cases)} conversations")


def _state_accuracy(
    data: Path, fmt: str, window_turns: int, skip: int, limit: int | None, as_json: bool
) -> None:
    """``eval dst --state-accuracy``: the typed state against the gold belief state, on the
    dialogues after the first ``skip`` (the held-out range), at most ``limit`` of them."""
    from turnmem.lab.datasets import load_dialogues
    from turnmem.lab.dst_state import load_ontology, score_state_tracking

    try:
        dialogues = load_dialogues(data, fmt, limit=None if limit is None else skip + limit)
        dialogues = dialogues[skip:]
        score = score_state_tracking(
            dialogues, ontology=load_ontology(data), window_turns=window_turns
        )
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    if as_json:
        print(json.dumps({"data": str(data), "format": fmt, "skip": skip, **score.model_dump()}))
        return
    console.print(
        f"{data.name}: {score.dialogues} dialogues, {score.slots} slots; state at the last turn: "
        f"precision {score.precision}, recall {score.recall}, F1 {score.f1}, "
        f"joint goal accuracy {score.joint_goal_accuracy}"
    )


@eval_app.command("probe")
def eval_probe(
    file: Annotated[Path, typer.Argument(help="Probe JSONL: conversations with questions.")],
    budget: Annotated[int, typer.Option(help="Context budget in tokens.")] = 1500,
    preset: Annotated[str, typer.Option(help="Comma-separated presets.")] = "structured",
    recall_k: Annotated[
        int | None, typer.Option(help="Override recall_k of every preset (0 = off).")
    ] = None,
    model: Annotated[str, typer.Option(help="Model whose tokenizer counts.")] = "gpt-4o",
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Long-conversation recall: the share of questions whose answer string is in the context
    assembled for the question, of those whose answer is in the full history."""
    from rich.table import Table

    from turnmem.lab.eval_probe import load_probes, run_probe
    from turnmem.policy import MemoryPolicy

    try:
        conversations = load_probes(file)
        overrides: dict[str, Any] = {"budget": budget}
        if recall_k is not None:
            overrides["recall_k"] = recall_k
        policies = {"full_buffer": MemoryPolicy.full_buffer(budget=budget)}
        for name in (p.strip() for p in preset.split(",")):
            if name and name != "full_buffer":
                label = name if recall_k is None else f"{name}+recall_k={recall_k}"
                policies[label] = MemoryPolicy.preset(name, **overrides)
        rows = run_probe(conversations, policies, budget=budget, model=model)
    except (TurnmemError, OSError) as exc:
        _fail(exc)
        return
    if as_json:
        report = {"file": str(file), "budget": budget, "results": [r.model_dump() for r in rows]}
        print(json.dumps(report, ensure_ascii=False))
        return
    table = Table(title=f"{file.name}: {len(conversations)} conversations, budget {budget}")
    for col in ("policy", "questions", "answerable", "found", "score", "mean tok"):
        table.add_column(col, justify="left" if col == "policy" else "right")
    for r in rows:
        score = "-" if r.score is None else f"{r.score:.1%}"
        table.add_row(
            r.policy,
            str(r.questions),
            str(r.answerable),
            str(r.found),
            score,
            f"{r.mean_tokens:.0f}",
        )
    console.print(table)
