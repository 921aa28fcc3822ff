"""Part 1 - memory overhead per turn (add + context) and its growth with history.

For every method a conversation is grown to each history length H (not timed), then
consecutive new turns are timed one by one: one turn = adding the exchange (user + assistant
message) and assembling the context for the next user input. Each cell reports the **mean**
per turn (the total over all timed turns divided by their number: folds amortised, what an
agent pays over a conversation) beside the **median** turn (which skips the turns that fold),
and the min and max turn (``time.perf_counter_ns``, the garbage collector paused inside a
block as ``timeit`` does). A warm-up block precedes them.

Methods:

* every turnmem preset (``llm="rule"``: folds run the offline folder inside the timed turns);
* ``trim_messages``: LangChain's ``trim_messages`` on the whole history with an exact tiktoken
  counter (per message, cookbook formula), ``strategy="last"``, ``start_on="human"``,
  ``include_system=True``;
* ``naive_recount``: the tutorial design - keep the history, re-count every message on every
  call, keep the newest messages that fit;
* ``cached_window`` (reference): the same with each message counted once when added;
* ``floor``: tokenizing the new exchange's text once (tiktoken ``encode_ordinary`` of the user and
  assistant texts, on an encoder warmed up first) - no exact memory can do less.

The turns are real dialogue text when the data is present (MultiWOZ 2.1 val turns in corpus
order, cycled); otherwise synthetic booking exchanges, labelled as such in ``turn_source``.
The key comparison (structured, sliding_window, trim_messages and the floor at 1,000 turns) is
measured a second time, interleaved, so its ratios come in pairs from one loaded machine.
:mod:`~turnmem.lab.bench.overhead_llm` adds the structured preset with the LLM folder.

Histories of turnmem presets are grown with ``add_messages`` in chunks of 100 exchanges (so
a preset that folds folds up to 100 turns at once while growing); the timed turns are then
added one exchange at a time like any agent does.
"""

from __future__ import annotations

import functools
import gc
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from turnmem.lab.bench._common import (
    INSTALL_HINT,
    Progress,
    conversation_pairs,
    counter,
    growth_exponent,
    optional_module,
    timing_stats,
    version_of,
)
from turnmem.lab.bench._peers import exact_list_counter
from turnmem.lab.bench.overhead_llm import run_overhead_llm
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import PRESETS, MemoryPolicy
from turnmem.tokens import REPLY_PRIMING, TokenCounter, load_encoding

__all__ = ["run_overhead"]

SYSTEM = "You are a helpful booking assistant for trains, hotels and restaurants. Be brief."
BUDGET = 4000
_BUILD_CHUNK = 100


class _Runner(Protocol):
    n: int

    def build_to(self, n: int) -> None: ...

    def step(self) -> None: ...


class _TurnmemRunner:
    def __init__(self, policy: MemoryPolicy, pairs: list[tuple[str, str]]) -> None:
        self.mem = TurnMemory(
            SYSTEM, llm="rule", policy=policy.model_copy(update={"budget": BUDGET})
        )
        self.pairs = pairs
        self.n = 0

    def _msgs(self, i: int) -> list[dict[str, str]]:
        u, r = self.pairs[i % len(self.pairs)]
        return [{"role": "user", "content": u}, {"role": "assistant", "content": r}]

    def build_to(self, n: int) -> None:
        while self.n < n:
            k = min(_BUILD_CHUNK, n - self.n)
            self.mem.add_messages([m for i in range(self.n, self.n + k) for m in self._msgs(i)])
            self.n += k

    def step(self) -> None:
        self.mem.add_messages(self._msgs(self.n))
        self.mem.context(self.pairs[(self.n + 1) % len(self.pairs)][0])
        self.n += 1


class _TrimRunner:
    def __init__(self, pairs: list[tuple[str, str]], tc: TokenCounter) -> None:
        lc = optional_module("langchain_core.messages")
        assert lc is not None
        self.lc = lc
        self.count = exact_list_counter(tc)
        self.hist: list[Any] = [lc.SystemMessage(content=SYSTEM)]
        self.pairs = pairs
        self.n = 0

    def build_to(self, n: int) -> None:
        while self.n < n:
            u, r = self.pairs[self.n % len(self.pairs)]
            self.hist += [self.lc.HumanMessage(content=u), self.lc.AIMessage(content=r)]
            self.n += 1

    def step(self) -> None:
        u, r = self.pairs[self.n % len(self.pairs)]
        self.hist += [self.lc.HumanMessage(content=u), self.lc.AIMessage(content=r)]
        nxt = self.lc.HumanMessage(content=self.pairs[(self.n + 1) % len(self.pairs)][0])
        self.lc.trim_messages(
            [*self.hist, nxt],
            max_tokens=BUDGET - REPLY_PRIMING,
            token_counter=self.count,
            strategy="last",
            start_on="human",
            include_system=True,
        )
        self.n += 1


class _NaiveRunner:
    """Re-counts the whole buffer on every call (cached=False), or counts each message once."""

    def __init__(self, pairs: list[tuple[str, str]], tc: TokenCounter, *, cached: bool) -> None:
        self.tc = tc
        self.cached = cached
        self.hist: list[dict[str, str]] = [{"role": "system", "content": SYSTEM}]
        self.counts: list[int] = [tc.count_message(self.hist[0])]
        self.pairs = pairs
        self.n = 0

    def _append(self, i: int) -> None:
        u, r = self.pairs[i % len(self.pairs)]
        for m in ({"role": "user", "content": u}, {"role": "assistant", "content": r}):
            self.hist.append(m)
            self.counts.append(self.tc.count_message(m) if self.cached else 0)

    def build_to(self, n: int) -> None:
        while self.n < n:
            self._append(self.n)
            self.n += 1

    def step(self) -> None:
        self._append(self.n)
        nxt = {"role": "user", "content": self.pairs[(self.n + 1) % len(self.pairs)][0]}
        count = self.tc.count_message
        # the naive design re-counts the whole buffer on every call
        counts = self.counts if self.cached else [count(m) for m in self.hist]
        room = BUDGET - REPLY_PRIMING - counts[0] - count(nxt)
        k = len(self.hist)
        while k > 1 and counts[k - 1] <= room:
            room -= counts[k - 1]
            k -= 1
        _context = [self.hist[0], *self.hist[k:], nxt]
        self.n += 1


class _FloorRunner:
    """Tokenizes the new exchange's text once: the least any exact memory must do."""

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        enc = load_encoding("o200k_base")
        self.encode: Callable[[str], Any] = enc.encode_ordinary  # what TokenCounter counts with
        for u, r in pairs[:50]:  # a warm encoder: its caches filled before anything is timed
            self.encode(u)
            self.encode(r)
        self.pairs = pairs
        self.n = 0

    def build_to(self, n: int) -> None:
        self.n = max(self.n, n)

    def step(self) -> None:
        u, r = self.pairs[self.n % len(self.pairs)]
        self.encode(u)
        self.encode(r)
        self.n += 1


def _sample(runner: _Runner, block: int, repeats: int) -> list[float]:
    """Per-turn times (ns) of ``repeats`` blocks of ``block`` consecutive turns."""
    samples: list[float] = []
    clock = time.perf_counter_ns
    for rep in range(repeats + 1):  # the first block warms up and is not kept
        gc.collect()
        gc.disable()
        try:
            for _ in range(block):
                t0 = clock()
                runner.step()
                if rep:
                    samples.append(clock() - t0)
        finally:
            gc.enable()
    return samples


Factory = tuple[str, Callable[[], _Runner] | None, int, str]


def _factories(
    pairs: list[tuple[str, str]], tc: TokenCounter, block_cheap: int, block_costly: int
) -> dict[str, Factory]:
    have_lc = optional_module("langchain_core.messages") is not None
    factories: dict[str, Factory] = {}
    for name, preset in PRESETS.items():
        policy = preset()
        factories[name] = (
            "turnmem",
            functools.partial(_TurnmemRunner, policy, pairs),
            block_cheap,
            f"MemoryPolicy.{name}() budget={BUDGET}, llm='rule'",
        )
    factories["trim_messages"] = (
        "peer",
        (lambda: _TrimRunner(pairs, tc)) if have_lc else None,
        block_costly,
        f"langchain_core.messages.trim_messages(max_tokens={BUDGET - REPLY_PRIMING}, "
        "token_counter=<exact tiktoken o200k, cookbook formula, per message, every call>, "
        "strategy='last', start_on='human', include_system=True)",
    )
    factories["naive_recount"] = (
        "baseline",
        lambda: _NaiveRunner(pairs, tc, cached=False),
        block_costly,
        "history kept; every call re-counts every message exactly, keeps the newest that fit",
    )
    factories["cached_window"] = (
        "reference",
        lambda: _NaiveRunner(pairs, tc, cached=True),
        block_cheap,
        "history kept; each message counted once when added; newest that fit",
    )
    factories["floor"] = (
        "floor",
        lambda: _FloorRunner(pairs),
        block_cheap,
        "tiktoken encode of the new exchange's user and assistant text, once (warm encoder)",
    )
    return factories


#: the key comparison, measured again at 1,000 turns (interleaved) for a second set of ratios
KEY_METHODS = ("trim_messages", "structured", "sliding_window", "floor")


def _key_pair(
    factories: dict[str, Factory], repeats: int, rounds_n: int, progress: Progress
) -> list[dict[str, Any]]:
    """Each round grows fresh runners of :data:`KEY_METHODS` to 1,000 turns and times them one
    after the other; ratios are taken within the round."""
    rounds: list[dict[str, Any]] = []
    for r in range(rounds_n):
        means: dict[str, float] = {}
        for name in KEY_METHODS:
            _kind, make, block, _config = factories[name]
            if make is None:
                continue
            progress(f"overhead: key pair round {r + 1}: {name} at 1,000 turns")
            runner = make()
            runner.build_to(1000)
            means[name] = timing_stats(_sample(runner, block, repeats))["mean_us"]
            del runner
        row: dict[str, Any] = {"mean_us": means}
        trim, floor = means.get("trim_messages"), means.get("floor")
        for name in ("structured", "sliding_window"):
            t = means.get(name)
            if t:
                row[f"trim_messages_over_{name}"] = _sig(trim / t) if trim else None
                row[f"{name}_over_floor"] = _sig(t / floor) if floor else None
        rounds.append(row)
    return rounds


def run_overhead(*, quick: bool, data_dir: Path | None, progress: Progress) -> dict[str, Any]:
    """Measure every method at every history length; ratios are taken within this run."""
    histories = [100, 1000] if quick else [100, 1000, 5000]
    repeats = 3 if quick else 8
    block_cheap = 4 if quick else 8  # a multiple of fold_batch: each block holds whole folds
    block_costly = 1 if quick else 2
    longest = histories[-1] + (repeats + 1) * block_cheap + 2
    pairs, source = conversation_pairs(data_dir, longest + 1)
    tc = counter()
    factories = _factories(pairs, tc, block_cheap, block_costly)

    methods: dict[str, Any] = {}
    for name, (kind, make, block, config) in factories.items():
        row: dict[str, Any] = {"kind": kind, "config": config, "block_turns": block}
        if make is None:
            row.update(available=False, note=INSTALL_HINT)
            methods[name] = row
            continue
        runner = make()
        per_h: dict[str, Any] = {}
        t_start = time.perf_counter()
        for h in histories:
            progress(f"overhead: {name} at {h:,} turns of history")
            runner.build_to(h)
            per_h[str(h)] = timing_stats(_sample(runner, block, repeats))
        row.update(
            available=True,
            per_turn=per_h,
            growth_exponent=growth_exponent(
                histories, [per_h[str(h)]["mean_us"] for h in histories]
            ),
            seconds=round(time.perf_counter() - t_start, 1),
        )
        methods[name] = row
        del runner

    return {
        "status": "ok",
        "histories": histories,
        "repeats": repeats,
        "budget": BUDGET,
        "turn_source": source,
        "langchain_core": version_of("langchain-core"),
        "methods": methods,
        "ratios": _ratios(methods, histories),
        # quick mode (CI) skips the repeat: the full run's figures are the published ones
        "key_pair": _key_pair(factories, repeats, 0 if quick else 2, progress),
        "llm_folder": run_overhead_llm(
            quick=quick, data_dir=data_dir, progress=progress, system=SYSTEM, budget=BUDGET
        ),
    }


def _sig(x: float) -> float:
    """Round to three significant digits (ratios span 0.01 to 10,000)."""
    return float(f"{x:.3g}")


def _time(methods: dict[str, Any], name: str, h: int, stat: str) -> float | None:
    row = methods.get(name, {})
    if not row.get("available"):
        return None
    return float(row["per_turn"][str(h)][stat])


def _ratios(methods: dict[str, Any], histories: list[int]) -> dict[str, Any]:
    """Per turnmem preset, on the mean (``mean``) and the median turn (``median``): growth
    (largest/smallest history), x-fold faster than the peers at 1,000 turns, and the ratio to
    the floor at every history."""
    out: dict[str, Any] = {}
    lo, hi = histories[0], histories[-1]
    mid = 1000 if 1000 in histories else hi
    for name in PRESETS:
        row: dict[str, Any] = {}
        for stat, label in (("mean_us", "mean"), ("median_us", "median")):
            t_lo, t_hi, t_mid = (_time(methods, name, h, stat) for h in (lo, hi, mid))
            if t_lo is None or t_hi is None or t_mid is None:
                continue
            r: dict[str, Any] = {f"growth_{hi}_over_{lo}": _sig(t_hi / t_lo)}
            for peer in ("trim_messages", "naive_recount", "cached_window"):
                t_peer = _time(methods, peer, mid, stat)
                r[f"{peer}_over_this_at_{mid}"] = _sig(t_peer / t_mid) if t_peer else None
            r["over_floor"] = {}
            for h in histories:
                t, f = _time(methods, name, h, stat), _time(methods, "floor", h, stat)
                r["over_floor"][str(h)] = _sig(t / f) if t and f else None
            row[label] = r
        if row:
            out[name] = row
    t_trim, t_cached = (
        _time(methods, "trim_messages", mid, "mean_us"),
        _time(methods, "cached_window", mid, "mean_us"),
    )
    if t_trim and t_cached:
        out["cached_window_vs_trim_messages_at_" + str(mid)] = _sig(t_trim / t_cached)
    return out
