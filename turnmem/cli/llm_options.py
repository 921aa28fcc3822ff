"""``--llm`` / ``--base-url`` for the instruments: one definition, shared by every command.

``turnmem eval dst``, ``turnmem replay`` (and ``turnmem eval state``) replay their data with
the offline folder and, when ``--llm`` is given, once more with the LLM folder, and report the
two side by side plus the LLM side's calls, tokens, failures and wall time. A command adds the
options to its signature and calls :func:`llm_folder` / :func:`with_llm_rows` /
:func:`print_llm_figures`::

    llm: LlmOption = None, base_url: BaseUrlOption = None,
    llm_mode: LlmModeOption = "auto", llm_timeout: LlmTimeoutOption = 60.0,
    llm_max_tokens: LlmMaxTokensOption = None,
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated, Any

import typer
from rich.table import Table

from turnmem.errors import ConfigurationError
from turnmem.lab.llm_meter import LLMFigures, MeteredFolder
from turnmem.tokens import TokenCounter

__all__ = [
    "BaseUrlOption",
    "LlmMaxTokensOption",
    "LlmModeOption",
    "LlmOption",
    "LlmTimeoutOption",
    "llm_folder",
    "print_llm_figures",
    "with_llm_rows",
]

LlmOption = Annotated[
    str | None,
    typer.Option(
        "--llm",
        help="Also fold with an LLM, e.g. openai/gpt-4.1-mini or openai/local (any "
        "OpenAI-compatible endpoint: see --base-url); figures beside the offline folder's.",
    ),
]
BaseUrlOption = Annotated[
    str | None,
    typer.Option(
        "--base-url",
        help="Endpoint of --llm (default OPENAI_BASE_URL), e.g. http://127.0.0.1:8080/v1.",
    ),
]
LlmModeOption = Annotated[
    str, typer.Option("--llm-mode", help="tools, json_schema, json or auto (pick, fall back).")
]
LlmTimeoutOption = Annotated[
    float, typer.Option("--llm-timeout", help="Seconds one fold may take in all.")
]
LlmMaxTokensOption = Annotated[
    int | None,
    typer.Option("--llm-max-tokens", help="Completion cap of a fold (default: sized per fold)."),
]


def llm_folder(
    llm: str | None,
    *,
    base_url: str | None,
    mode: str = "auto",
    timeout: float = 60.0,
    max_tokens: int | None = None,
    model: str = "gpt-4o",
) -> MeteredFolder | None:
    """The metered LLM folder of ``--llm`` (``None`` without it); ConfigurationError if the
    spec is not ``provider/model``."""
    if not llm:
        if base_url:
            raise ConfigurationError("--base-url needs --llm openai/MODEL")
        return None
    if "/" not in llm:
        raise ConfigurationError(f"--llm {llm!r}: write provider/model, e.g. openai/{llm}")
    from turnmem.fold.instructor import InstructorFolder, make_instructor_folder

    folder = make_instructor_folder(
        llm,
        model=None,
        counter=TokenCounter(model),
        is_async=False,
        base_url=base_url,
        mode=mode,
        timeout=timeout,
        max_tokens=max_tokens,
        # An instrument measures: a request that timed out is a failure to count, not to
        # repeat (a local server would generate it all over again).
        request_timeout=timeout,
        transport_retries=1,
    )
    assert isinstance(folder, InstructorFolder)  # is_async=False
    return MeteredFolder(folder)


def with_llm_rows(
    rows: list[Any],
    folder: MeteredFolder | None,
    run: Callable[[MeteredFolder], Sequence[Any]],
    *,
    offline_label: str = "turnmem",
) -> list[Any]:
    """``rows`` (the offline run) followed by the LLM run's rows of the folding presets,
    labelled ``<preset> (llm)``; the offline folding rows are labelled ``<preset> (offline)``.

    ``run(folder)`` replays the same data with ``llm=folder`` and returns its rows.
    """
    if folder is None:
        return rows
    llm_rows = [r for r in run(folder) if r.folds or r.llm_requests]
    folding = {r.policy for r in llm_rows}
    out = [
        r.model_copy(update={"policy": f"{r.policy} (offline)"}) if r.policy in folding else r
        for r in rows
    ]
    out += [r.model_copy(update={"policy": f"{r.policy} (llm)"}) for r in llm_rows]
    return out


def print_llm_figures(console: Any, figures: LLMFigures) -> None:
    """The LLM side's cost and outcome as a small table."""
    table = Table(title=f"LLM folder {figures.folder} (mode {figures.mode})")
    cols = ("calls", "failures", "requests", "prompt tok", "completion tok", "notes")
    for col in (*cols, "wall s", "mean s", "max s"):
        table.add_column(col, justify="right")
    table.add_row(
        str(figures.calls),
        str(figures.failures),
        str(figures.requests),
        str(figures.prompt_tokens),
        str(figures.completion_tokens),
        str(figures.notes),
        f"{figures.wall_seconds:.1f}",
        f"{figures.mean_seconds:.1f}",
        f"{figures.max_seconds:.1f}",
    )
    console.print(table)
    for reason, count in figures.failure_reasons.items():
        console.print(f"  {count} x {reason}")
