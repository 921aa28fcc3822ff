"""Plots for replay and benchmark reports (matplotlib, the ``turnmem[plot]`` extra)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from turnmem.errors import ConfigurationError

__all__ = ["plot_tokens_by_turn"]


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")  # files only; never needs a screen
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigurationError("plots need matplotlib: pip install 'turnmem[plot]'") from exc
    return plt


def plot_tokens_by_turn(rows: Sequence[Any], path: Path, *, title: str) -> None:
    """Line plot of mean context tokens at each turn position, one line per preset."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(9, 5), dpi=120)
    for row in rows:
        ys = row.tokens_by_turn
        style = "--" if row.policy == "full_buffer" else "-"
        ax.plot(range(1, len(ys) + 1), ys, style, linewidth=2, label=row.policy)
    ax.set_xlabel("turn")
    ax.set_ylabel("context tokens (mean over conversations)")
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
