"""Trial of a recall gate (issue 12): a recalled snippet enters the context only if it
matches the query on a term the rest of the context (state, summary, unfolded turns) lacks.

An experiment, not the library's behaviour: the gate is patched onto ``MemoryCore`` for the
run. It prints the structured preset's late figures on chained dialogues (``--data``) and
the probe score (``--probes``), gate off then on, so the two can be compared in one run.

    .venv/bin/python scripts/recall_gate_trial.py --format multiwoz \
        --data <data>/multiwoz21/val.json.zip --chain 20 --limit 400 \
        --probes tests/data/probes/probes.jsonl
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from turnmem.context.render import render_state
from turnmem.lab.datasets import chain_dialogues, load_dialogues
from turnmem.lab.eval_probe import load_probes, run_probe
from turnmem.lab.replay import context_text, replay
from turnmem.memory.engine import MemoryCore
from turnmem.policy import MemoryPolicy
from turnmem.store._text import query_terms, search_terms

_ORIG_QUERY = MemoryCore.recall_query
_ORIG_SNIPPETS = MemoryCore.recall_snippets
_QUERY: dict[int, str] = {}


def _query(self: MemoryCore, user_input: str | None) -> str:
    query = _ORIG_QUERY(self, user_input)
    _QUERY[id(self)] = query
    return query


def _snippets(
    self: MemoryCore, hits: Sequence[tuple[int, str, datetime | None, float]]
) -> list[str]:
    lines = _ORIG_SNIPPETS(self, hits)
    if not lines:
        return lines
    asked = set(query_terms(_QUERY.get(id(self), "")))
    state = render_state(self.state, self.policy.state_max_tokens, self.counter)
    turns = context_text([m for t in self.active for m in t.to_messages()])
    known = set(search_terms("\n".join([state, self.summary, turns])))
    return [line for line in lines if (set(search_terms(line)) & asked) - known]


def _gate(on: bool) -> None:
    MemoryCore.recall_query = _query if on else _ORIG_QUERY  # type: ignore[method-assign]
    MemoryCore.recall_snippets = _snippets if on else _ORIG_SNIPPETS  # type: ignore[method-assign]


def main() -> None:
    """Parse the arguments; replay and probe with the gate off, then on."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path)
    ap.add_argument("--format", default="multiwoz")
    ap.add_argument("--chain", type=int, default=20)
    ap.add_argument("--limit", type=int, default=400)
    ap.add_argument("--skip", type=int, default=0)
    ap.add_argument("--budget", type=int, default=4000)
    ap.add_argument("--probes", type=Path, action="append", default=[])
    args = ap.parse_args()
    chains: list[Any] = []
    if args.data is not None:
        dialogues = load_dialogues(args.data, args.format, limit=args.skip + args.limit)
        chains = chain_dialogues(dialogues[args.skip :], args.chain)
    for on in (False, True):
        _gate(on)
        out: dict[str, Any] = {"gate": on}
        if chains:
            policy = {"structured": MemoryPolicy.structured(budget=args.budget)}
            row = replay(chains, policy, budget=args.budget)[-1]
            out["late_retention_vs_full"] = round(row.late_retention_vs_full or 0, 4)
            out["late_token_ratio"] = round(row.late_token_ratio or 0, 4)
        for path in args.probes:
            policies = {"structured": MemoryPolicy.structured(budget=1500)}
            result = run_probe(load_probes(path), policies, budget=1500)[-1]
            out[path.name] = [result.found, result.answerable, round(result.mean_tokens)]
        print(json.dumps(out))


if __name__ == "__main__":
    main()
