"""Fold results of two checkouts on the same dialogues: identical or not (issue 16).

Run it once per checkout, then compare the two outputs::

    PYTHONPATH=/path/to/old python scripts/compare_folds.py dump old.jsonl --dialogues 200
    python scripts/compare_folds.py dump new.jsonl --dialogues 200
    python scripts/compare_folds.py diff old.jsonl new.jsonl

Each dialogue of MultiWOZ 2.1 val (``$TURNMEM_DATA_DIR`` or ``../shared/data``) is played into a
structured memory with the offline folder (window 2, fold every 2 turns, so every turn is
folded), and the summary after every turn and the final state are written as one JSON line;
a last line plays all the dialogues into one long session (default structured policy), so
pruning, the retired list and a full summary are compared too.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from turnmem.lab.datasets import load_dialogues
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy


def dump(out: Path, dialogues: int) -> None:
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    dials = load_dialogues(str(data / "multiwoz21" / "val.json.zip"), "multiwoz")[:dialogues]
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2, budget=4000)
    with out.open("w", encoding="utf-8") as fh:
        for d in dials:
            mem = TurnMemory("sys", llm="rule", policy=policy)
            summaries: list[str] = []
            for t in d.turns:
                msgs = [{"role": "user", "content": t.user or ""}]
                if t.response:
                    msgs.append({"role": "assistant", "content": t.response})
                mem.add_messages(msgs)
                ctx = mem.context("next?")
                summaries.append(mem.summary)
                del ctx
            row = {
                "id": d.id,
                "summaries": summaries,
                "state": json.loads(mem.state.model_dump_json()),
            }
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
        # one long session over all the dialogues: pruning, the retired list, a full summary
        mem = TurnMemory("sys", llm="rule", policy=MemoryPolicy.structured(budget=4000))
        summaries = []
        for d in dials:
            for t in d.turns:
                msgs = [{"role": "user", "content": t.user or ""}]
                if t.response:
                    msgs.append({"role": "assistant", "content": t.response})
                mem.add_messages(msgs)
                mem.context("next?")
                summaries.append(mem.summary)
        row = {
            "id": "long session",
            "summaries": summaries,
            "state": json.loads(mem.state.model_dump_json()),
        }
        fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


def diff(a: Path, b: Path) -> None:
    rows_a = a.read_text(encoding="utf-8").splitlines()
    rows_b = b.read_text(encoding="utf-8").splitlines()
    same = sum(x == y for x, y in zip(rows_a, rows_b, strict=True))
    print(f"identical on {same} of {len(rows_a)} dialogues")
    for x, y in zip(rows_a, rows_b, strict=True):
        if x != y:
            print("first difference:", json.loads(x)["id"])
            break


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("--dialogues", type=int, default=200)
    c = sub.add_parser("diff")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    args = ap.parse_args()
    if args.cmd == "dump":
        dump(args.out, args.dialogues)
    else:
        diff(args.a, args.b)
