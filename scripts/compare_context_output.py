"""Every preset's contexts on real conversations, dumped to compare two checkouts (issue 10).

Run it once per checkout, then compare the two dumps::

    PYTHONPATH=/path/to/old python scripts/compare_context_output.py dump old.jsonl
    python scripts/compare_context_output.py dump new.jsonl
    python scripts/compare_context_output.py diff old.jsonl new.jsonl

Each conversation is played turn by turn into ``TurnMemory(llm="rule")`` under every preset,
and after every turn the context for a next input is assembled at the preset's budget and at
two small ones (so turns are left out, compressed and squeezed); one JSON line per
conversation and preset holds, per context, everything a caller can read of it: messages,
Responses items, tokens, budget, sections (in order), turn indices and notes, or the error.
The corpora: MultiWOZ 2.1 val (the first ``--dialogues``, and the same chained by 20 into long
sessions), CrossWOZ val (the first ``--dialogues``) and the tau-bench trajectories (tool
traffic) from ``$TURNMEM_DATA_DIR`` (default ``../shared/data``).
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from turnmem.errors import TurnmemError
from turnmem.lab.datasets import chain_dialogues, load_dialogues
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import PRESETS, MemoryPolicy

BUDGETS = (None, 700, 160)


def _context_row(mem: TurnMemory, budget: int | None) -> Any:
    try:
        try:
            ctx = mem.context("And what comes next?", budget=budget)
        except TurnmemError as exc:
            if "open" not in str(exc):
                raise
            ctx = mem.context(budget=budget)  # the turn awaits its reply: it is the input
    except TurnmemError as exc:
        return f"{type(exc).__name__}: {exc}"
    return {
        "messages": ctx.messages,
        "items": ctx.items,
        "tokens": ctx.tokens,
        "budget": ctx.budget,
        "sections": list(ctx.sections.items()),
        "turn_indices": ctx.turn_indices,
        "notes": [n.model_dump() for n in ctx.notes],
    }


def _play(cid: str, preset: str, chunks: list[list[dict[str, Any]]], system: Any) -> str:
    policy = MemoryPolicy.preset(preset)
    if policy.fold:
        policy = policy.model_copy(update={"fold_mode": "inline"})
    contexts: list[Any] = []
    with TurnMemory(system or "sys", llm="rule", policy=policy) as mem:
        for msgs in chunks:
            mem.add_messages(msgs)
            contexts.append([_context_row(mem, b) for b in BUDGETS])
    row = {"id": cid, "preset": preset, "contexts": contexts}
    return json.dumps(row, ensure_ascii=False, default=str)


def _rows(data: Path, dialogues: int) -> Iterator[str]:
    woz = load_dialogues(str(data / "multiwoz21" / "val.json.zip"), "multiwoz", limit=dialogues)
    cross = load_dialogues(str(data / "crosswoz" / "val.json.zip"), "crosswoz", limit=dialogues)
    tau = load_dialogues(str(data / "tau_bench"), "tau-bench")
    for name, dials in (
        ("multiwoz", woz),
        ("multiwoz chained", chain_dialogues(woz, 20)),
        ("crosswoz", cross),
        ("tau-bench", tau),
    ):
        for d in dials:
            chunks = [t.to_messages() for t in d.turns]
            system = [{"role": "system", "content": p.content} for p in d.pinned] or None
            for preset in PRESETS:
                yield _play(f"{name}: {d.id}", preset, chunks, system)


def dump(out: Path, dialogues: int) -> None:
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    with out.open("w", encoding="utf-8") as fh:
        for row in _rows(data, dialogues):
            fh.write(row + "\n")


def diff(a: Path, b: Path) -> int:
    rows_a = a.read_text(encoding="utf-8").splitlines()
    rows_b = b.read_text(encoding="utf-8").splitlines()
    if len(rows_a) != len(rows_b):
        print(f"different lengths: {len(rows_a)} and {len(rows_b)} rows")
    differ = [x for x, y in zip(rows_a, rows_b, strict=False) if x != y]
    contexts = sum(len(json.loads(x)["contexts"]) * len(BUDGETS) for x in rows_a)
    print(f"byte-identical on {len(rows_a) - len(differ)} of {len(rows_a)} rows "
          f"(conversation x preset; {contexts} contexts)")  # fmt: skip
    for x in differ[:20]:
        row = json.loads(x)
        print("differs:", row["id"], row["preset"])
    return 1 if differ or len(rows_a) != len(rows_b) else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("--dialogues", type=int, default=60)
    f = sub.add_parser("diff")
    f.add_argument("a", type=Path)
    f.add_argument("b", type=Path)
    args = parser.parse_args()
    if args.cmd == "dump":
        dump(args.out, args.dialogues)
    else:
        raise SystemExit(diff(args.a, args.b))
