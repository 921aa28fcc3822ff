"""Shared helpers of the benchmarks: timing statistics, data location, turn sources, peers.

Nothing here measures anything by itself; the parts (``overhead``, ``retention``,
``maintenance``, ``compression``) use these helpers so that every part counts tokens the same
way (one exact :class:`~turnmem.tokens.TokenCounter`, cookbook formula) and reports timings the
same way (median, min and max over repeats, in microseconds).
"""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import json
import math
import os
import random
import statistics
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from turnmem.tokens import TokenCounter

__all__ = [
    "INSTALL_HINT",
    "MODEL",
    "Peer",
    "Progress",
    "conversation_pairs",
    "counter",
    "growth_exponent",
    "optional_module",
    "p95",
    "peer_status",
    "resolve_data_dir",
    "timing_stats",
    "version_of",
]

MODEL = "gpt-4o"  # picks o200k_base; every token figure of the benchmarks uses this counter
INSTALL_HINT = "not installed (pip install 'turnmem[bench]')"
Progress = Callable[[str], None]


def counter() -> TokenCounter:
    """The exact counter every part uses (gpt-4o, o200k_base, cookbook message formula)."""
    return TokenCounter(MODEL)


# --- statistics ---------------------------------------------------------------------------


def timing_stats(samples_ns: Sequence[float]) -> dict[str, float | int]:
    """Mean, median, min and max of per-turn times (given in ns), in microseconds.

    The mean is the amortised cost (a fold's turn and the cheap turns around it together);
    the median is the typical single turn. ``repeats`` is the number of samples."""
    us = [s / 1000.0 for s in samples_ns]
    return {
        "mean_us": round(statistics.fmean(us), 3),
        "median_us": round(statistics.median(us), 3),
        "min_us": round(min(us), 3),
        "max_us": round(max(us), 3),
        "repeats": len(us),
    }


def growth_exponent(histories: Sequence[int], times: Sequence[float]) -> float | None:
    """Least-squares slope of log(time) against log(history): 0 = flat, 1 = linear."""
    pts = [(math.log(h), math.log(t)) for h, t in zip(histories, times, strict=True) if t > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    if den == 0:
        return None
    return round(sum((x - mx) * (y - my) for x, y in pts) / den, 3)


def p95(values: Sequence[float]) -> float:
    """Nearest-rank 95th percentile (the same rule as ``turnmem.lab.replay``)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)])


# --- data ---------------------------------------------------------------------------------


def resolve_data_dir(data_dir: Path | None) -> tuple[Path | None, str]:
    """The data folder to use and how it was found (or why there is none).

    ``None`` means: ``$TURNMEM_DATA_DIR``, else ``../shared/data`` from the working directory
    (the layout of the project checkout).
    """
    if data_dir is not None:
        p = Path(data_dir)
        if p.is_dir():
            return p, f"{p} (given)"
        return None, f"data folder {p} does not exist"
    env = os.environ.get("TURNMEM_DATA_DIR")
    if env:
        p = Path(env)
        if p.is_dir():
            return p, f"{p} (TURNMEM_DATA_DIR)"
        return None, f"TURNMEM_DATA_DIR={env} does not exist"
    p = Path("../shared/data")
    if p.is_dir():
        return p.resolve(), f"{p.resolve()} (../shared/data)"
    return None, "no data folder: ../shared/data is absent and TURNMEM_DATA_DIR is unset"


_CITIES = ["Cambridge", "London", "Norwich", "Ely", "Stansted", "Leicester", "Peterborough"]
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_FOODS = ["italian", "indian", "chinese", "british", "thai", "french", "korean"]
_AREAS = ["north", "south", "east", "west", "centre"]


def _synthetic_pair(rng: random.Random, i: int) -> tuple[str, str]:
    city, other = rng.sample(_CITIES, 2)
    day, food, area = rng.choice(_DAYS), rng.choice(_FOODS), rng.choice(_AREAS)
    hour, people = rng.randint(6, 21), rng.randint(1, 8)
    ref = f"{rng.randrange(16**8):08X}"
    k = i % 5
    if k == 0:
        return (
            f"I need a train from {city} to {other} on {day}, leaving after {hour}:15.",
            f"TR{1000 + i % 9000} leaves {city} at {hour}:{rng.randint(10, 59)} and arrives "
            f"in {other} about an hour later. Shall I book it?",
        )
    if k == 1:
        return (
            f"Yes please, book it for {people} people.",
            f"Booked. The total fee is {people * 17.6:.2f} GBP, payable at the station. "
            f"Reference number: {ref}.",
        )
    if k == 2:
        return (
            f"I am also looking for an {food} restaurant in the {area} of town, not too expensive.",
            f"There are {rng.randint(2, 9)} {food} restaurants in the {area}. I recommend one "
            "in the moderate price range. Would you like a table?",
        )
    if k == 3:
        return (
            f"Please reserve a table for {people} at {hour}:30 on {day}. My name is Alex.",
            f"Your table for {people} is reserved; it is held for 15 minutes. Reference "
            f"{ref}. Anything else?",
        )
    return (
        "Can you also give me the address and phone number? I don't want a place with loud music.",
        f"It is at {rng.randint(1, 99)} Regent Street, {area} side; phone 01223 "
        f"{rng.randint(100000, 999999)}. It is a quiet place.",
    )


@functools.lru_cache(maxsize=2)
def _multiwoz_pairs(path: str) -> tuple[tuple[str, str], ...]:
    from turnmem.lab.datasets import load_dialogues

    return tuple(
        (t.user, t.response)
        for d in load_dialogues(path, "multiwoz")
        for t in d.turns
        if t.user is not None and t.response is not None and t.response.strip()
    )


def conversation_pairs(data_dir: Path | None, n: int) -> tuple[list[tuple[str, str]], str]:
    """``n`` (user, assistant) exchanges for the timing and maintenance parts, and their source.

    Real MultiWOZ 2.1 validation turns in corpus order (one user talking on and on) when the
    data is present, cycled if more are needed; otherwise deterministic synthetic booking
    exchanges of the same shape.
    """
    pairs: list[tuple[str, str]] = []
    source = ""
    if data_dir is not None and (data_dir / "multiwoz21" / "val.json.zip").is_file():
        pairs = list(_multiwoz_pairs(str(data_dir / "multiwoz21" / "val.json.zip")))
        source = f"MultiWOZ 2.1 val turns in corpus order ({len(pairs)} distinct, cycled)"
    if not pairs:
        rng = random.Random(20240601)
        pairs = [_synthetic_pair(rng, i) for i in range(max(n, 1))]
        source = (
            "SYNTHETIC booking exchanges, not real dialogue (MultiWOZ 2.1 val not found: "
            "set TURNMEM_DATA_DIR)"
        )
    return [pairs[i % len(pairs)] for i in range(n)], source


# --- optional peers -----------------------------------------------------------------------


def optional_module(name: str) -> Any | None:
    """Import a peer's module if installed (typed Any: peers are optional, unchecked deps)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the peers' import-time deprecation notices
            return importlib.import_module(name)
    except ImportError:
        return None


def version_of(dist: str) -> str | None:
    """Installed version of a distribution, or None."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


@dataclass(frozen=True)
class Peer:
    """One peer library: whether it runs here, its version, the configuration used."""

    name: str
    dist: str
    module: str

    def available(self) -> bool:
        return optional_module(self.module) is not None


def peer_status(peer: Peer, config: str) -> dict[str, Any]:
    """JSON row for the report: version and configuration, or why it did not run."""
    if not peer.available():
        return {"available": False, "note": INSTALL_HINT, "config": config}
    return {"available": True, "version": version_of(peer.dist), "config": config}


def dumps(obj: Any) -> str:
    """Stable JSON text of the results."""
    return json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=False)
