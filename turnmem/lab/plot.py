"""Plots for replay and benchmark reports (matplotlib, the ``turnmem[plot]`` extra)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from turnmem.errors import ConfigurationError

__all__ = ["FULL_BUFFER_LABEL", "Curve", "plot_curves", "plot_tokens_by_turn"]


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")  # files only; never needs a screen
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ConfigurationError("plots need matplotlib: pip install 'turnmem[plot]'") from exc
    return plt


#: How the full-buffer baseline is labelled: it keeps every turn, but a context is still cut
#: to the budget, so its curve flattens at the budget instead of growing without end.
FULL_BUFFER_LABEL = "full buffer (cut to budget)"


@dataclass(frozen=True)
class Curve:
    """One line of a tokens-per-turn plot."""

    label: str
    values: Sequence[float]
    style: str = "-"


def plot_tokens_by_turn(rows: Sequence[Any], path: Path, *, title: str) -> list[str]:
    """Median context tokens at each user turn, one line per preset, over a bar chart of how
    many conversations reach that turn.

    Medians, not means: conversations differ in length, and a mean over the few long ones left
    at the tail jumps with each conversation that ends. The bars show how many conversations
    each point stands for. ``rows`` are :class:`~turnmem.lab.replay.ReplayStats`.

    Returns:
        The legend's labels, in order.
    """
    curves = [
        Curve(
            FULL_BUFFER_LABEL if row.policy == "full_buffer" else row.policy,
            row.median_tokens_by_turn or row.tokens_by_turn,
            "--" if row.policy == "full_buffer" else "-",
        )
        for row in rows
    ]
    reach = max((list(row.conversations_by_turn) for row in rows), key=len, default=[])
    return plot_curves(curves, reach, path, title=title)


def plot_curves(
    curves: Sequence[Curve],
    reach: Sequence[int],
    path: Path,
    *,
    title: str,
    xlabel: str = "user turn",
) -> list[str]:
    """Median tokens per turn (``curves``) above bars of how many conversations reach each turn
    (``reach``), integer turn ticks; written to ``path``. Returns the legend's labels."""
    plt = _pyplot()
    from matplotlib.ticker import MaxNLocator

    fig, (ax, ax_n) = plt.subplots(
        2,
        1,
        figsize=(9, 6),
        dpi=120,
        sharex=True,
        gridspec_kw={"height_ratios": [4, 1], "hspace": 0.08},
    )
    for curve in curves:
        ys = list(curve.values)
        ax.plot(
            range(1, len(ys) + 1),
            ys,
            curve.style,
            linewidth=2,
            marker="." if len(ys) <= 40 else None,
            label=curve.label,
        )
    ax.set_ylabel("context tokens (median over conversations)")
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    if reach:
        ax_n.bar(range(1, len(reach) + 1), reach, color="0.6", width=0.8)
        ax_n.set_ylim(0, max(reach) * 1.15)
        if len(reach) <= 40:
            for x, n in enumerate(reach, start=1):
                ax_n.annotate(
                    str(n),
                    (x, n),
                    ha="center",
                    va="bottom",
                    fontsize=7,
                    xytext=(0, 1),
                    textcoords="offset points",
                )
    ax_n.set_ylabel("conversations", fontsize=8)
    ax_n.set_xlabel(xlabel)
    ax_n.grid(alpha=0.3, axis="y")
    if 0 < len(reach) <= 30:
        ax_n.set_xticks(range(1, len(reach) + 1))  # every turn, when they fit
    else:
        ax_n.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax_n.yaxis.set_major_locator(MaxNLocator(integer=True, nbins=3))
    fig.subplots_adjust(left=0.1, right=0.97, top=0.93, bottom=0.09)
    labels = [str(text.get_text()) for text in ax.get_legend().get_texts()]
    fig.savefig(path)
    plt.close(fig)
    return labels
