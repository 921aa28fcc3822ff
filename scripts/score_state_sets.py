"""Score the offline rule folder on every labelled state set and the probe set, one line each.

``python scripts/score_state_sets.py [--json] [--replied]``: the figures a folder change is
judged by (precision, recall, stale and wrong values, goal accuracy, probe recall of each state
set, and the structured preset's score on the long-conversation probe set), so a fix can be
kept only if no set gets worse. ``--replied``: each conversation that ends on a user message gets
an assistant reply first, so that message is read into the state too (every_turn extraction
reads a turn once it has its reply: the difference is what the state lags at context time).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from turnmem import MemoryPolicy
from turnmem.lab.eval_probe import load_probes, run_probe
from turnmem.lab.eval_state import StateCase, evaluate_state, load_cases, load_schemas

ROOT = Path(__file__).resolve().parent.parent
STATE = ROOT / "tests" / "data" / "state"
PROBES = ROOT / "tests" / "data" / "probes" / "probes.jsonl"
SETS = {
    "state_eval": ("state_eval.jsonl", "schemas.py:AirlineState"),
    "blind": ("state_blind.jsonl", "schemas.py:AirlineState"),
    "blind2": ("state_blind2.jsonl", "schemas_blind2.py:SupportState"),
    "blind3": ("state_blind3.jsonl", "schemas_blind3.py:SupportState"),
    "blind4": ("state_blind4.jsonl", "schemas_blind4.py:SupportState"),
    "blind5": ("state_blind5.jsonl", "schemas_blind5.py:SupportState"),
    "blind6": ("state_blind6.jsonl", "schemas_blind6.py:SupportState"),
    "blind7": ("state_blind7.jsonl", "schemas_blind7.py:SupportState"),
    "blind8": ("state_blind8.jsonl", "schemas_blind8.py:SupportState"),
    "blind9": ("state_blind9.jsonl", "schemas_blind9.py:SupportState"),
    "blind10": ("state_blind10.jsonl", "schemas_blind10.py:SupportState"),
    "blind11": ("state_blind11.jsonl", "schemas_blind11.py:SupportState"),
    "blind12": ("state_blind12.jsonl", "schemas_blind12.py:SupportState"),
    "blind13": ("state_blind13.jsonl", "schemas_blind13.py:SupportState"),
    "blind14": ("state_blind14.jsonl", "schemas_blind14.py:SupportState"),
    "blind15": ("state_blind15.jsonl", "schemas_blind15.py:SupportState"),
    "blind16": ("state_blind16.jsonl", "schemas_blind16.py:SupportState"),
    "blind17": ("state_blind17.jsonl", "schemas_blind17.py:SupportState"),
    "blind18": ("state_blind18.jsonl", "schemas_blind18.py:SupportState"),
    "blind19": ("state_blind19.jsonl", "schemas_blind19.py:SupportState"),
    "blind20": ("state_blind20.jsonl", "schemas_blind20.py:SupportState"),
    "blind21": ("state_blind21.jsonl", "schemas_blind21.py:SupportState"),
    "blind22": ("state_blind22.jsonl", "schemas_blind22.py:SupportState"),
    "blind23": ("state_blind23.jsonl", "schemas_blind23.py:SupportState"),
    "blind24": ("state_blind24.jsonl", "schemas_blind24.py:SupportState"),
    "blind25": ("state_blind25.jsonl", "schemas_blind25.py:SupportState"),
}
KEYS = ("precision", "recall", "stale_active", "wrong_active", "duplicates", "goal_accuracy")


def _replied(case: StateCase) -> StateCase:
    if case.messages[-1].get("role") != "user":
        return case
    reply = {"role": "assistant", "content": "(reply)"}
    return case.model_copy(update={"messages": [*case.messages, reply]})


def scores(*, replied: bool = False) -> dict[str, dict[str, object]]:
    """Totals per state set and the probe score of the structured preset."""
    out: dict[str, dict[str, object]] = {}
    for name, (file, spec) in SETS.items():
        path = STATE / file
        if not path.exists():
            continue
        default, named = load_schemas(str(STATE / spec))
        cases = load_cases(path)
        report = evaluate_state([_replied(c) for c in cases] if replied else cases, default, named)
        t = report.total.model_dump()
        out[name] = {k: t[k] for k in (*KEYS, "probe_recall")}
    (row,) = run_probe(
        load_probes(PROBES), {"structured": MemoryPolicy.structured(budget=1500)}, budget=1500
    )
    out["probes"] = {"score": row.score, "found": row.found, "answerable": row.answerable}
    return out


if __name__ == "__main__":
    result = scores(replied="--replied" in sys.argv)
    if "--json" in sys.argv:
        print(json.dumps(result, indent=1))
    else:
        for name, figures in result.items():
            print(f"{name:11}", "  ".join(f"{k}={v}" for k, v in figures.items()))
