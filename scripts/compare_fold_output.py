"""What the offline folder gives on real conversations, dumped to compare two checkouts (issue 16).

Run it once per checkout, then compare the two dumps::

    PYTHONPATH=/path/to/old python scripts/compare_fold_output.py dump old.jsonl
    python scripts/compare_fold_output.py dump new.jsonl
    python scripts/compare_fold_output.py diff old.jsonl new.jsonl

Each conversation is played turn by turn into ``TurnMemory(llm="rule")`` with the default
``structured`` preset (folds inline), and one JSON line records the summary after every turn,
the assembled context's messages at a few points (every tenth turn and the last) and the final
state. The corpora: MultiWOZ 2.1 val (the first ``--dialogues``, the same chained by 20 into
long sessions, and all of them as one session), CrossWOZ val (the first ``--dialogues``), the
tau-bench trajectories (tool traffic) from ``$TURNMEM_DATA_DIR`` (default ``../shared/data``),
and the labelled
conversations of ``tests/data/state/*.jsonl`` with their schemas, added one message at a
time as an agent loop adds them.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from turnmem.errors import ConfigurationError, InvalidTurnError
from turnmem.lab.datasets import chain_dialogues, load_dialogues
from turnmem.lab.eval_state import load_cases, load_schemas
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState

STATE_DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "state"


def _policy() -> MemoryPolicy:
    return MemoryPolicy.preset("structured").model_copy(update={"fold_mode": "inline"})


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str, ensure_ascii=False))


def _play(
    cid: str,
    chunks: Sequence[list[dict[str, Any]]],
    system: list[dict[str, Any]] | None,
    schema: type[MemoryState] | None,
) -> dict[str, Any]:
    """One conversation, ``chunks`` of messages added one after the other."""
    summaries: list[str] = []
    contexts: dict[str, Any] = {}
    kwargs: dict[str, Any] = {"schema": schema} if schema is not None else {}
    with TurnMemory(system or "sys", llm="rule", policy=_policy(), **kwargs) as mem:
        for k, msgs in enumerate(chunks):
            mem.add_messages(msgs)
            summaries.append(mem.summary)
            if k % 10 == 0 or k == len(chunks) - 1:
                try:
                    ctx = mem.context("(next message)")
                except InvalidTurnError:  # the turn awaits its reply: it is the input
                    ctx = mem.context()
                contexts[str(k)] = _jsonable(ctx.messages)
        state = json.loads(mem.state.model_dump_json())
    return {"id": cid, "summaries": summaries, "contexts": contexts, "state": state}


def _dialogue_rows(data: Path, dialogues: int) -> Iterator[dict[str, Any]]:
    woz = load_dialogues(str(data / "multiwoz21" / "val.json.zip"), "multiwoz", limit=dialogues)
    cross = load_dialogues(str(data / "crosswoz" / "val.json.zip"), "crosswoz", limit=dialogues)
    tau = load_dialogues(str(data / "tau_bench"), "tau-bench")
    for name, dials in (
        ("multiwoz", woz),
        ("multiwoz chained", chain_dialogues(woz, 20)),
        ("multiwoz one session", chain_dialogues(woz, len(woz))),
        ("crosswoz", cross),
        ("tau-bench", tau),
    ):
        for d in dials:
            chunks = [t.to_messages() for t in d.turns]
            system = [{"role": "system", "content": p.content} for p in d.pinned] or None
            yield _play(f"{name}: {d.id}", chunks, system, None)


def _state_rows() -> Iterator[dict[str, Any]]:
    for path in sorted(STATE_DATA.glob("*.jsonl")):
        # state_blind2.jsonl names the classes of schemas_blind2.py; the others of schemas.py
        spec = STATE_DATA / f"schemas_{path.stem.removeprefix('state_')}.py"
        schemas = _schemas(spec if spec.exists() else STATE_DATA / "schemas.py")
        for case in load_cases(path):
            schema = schemas[case.schema_name] if case.schema_name else None
            system = [m for m in case.messages if m.get("role") in ("system", "developer")]
            rest = [[m] for m in case.messages if m.get("role") not in ("system", "developer")]
            yield _play(f"{path.name}: {case.id}", rest, system or None, schema)


def _schemas(spec: Path) -> dict[str, type[MemoryState]]:
    for name in _classes(spec):
        try:
            return load_schemas(f"{spec}:{name}")[1]
        except ConfigurationError:  # not a MemoryState class: try the next one
            continue
    return {}


def _classes(spec: Path) -> list[str]:
    """Names of the classes ``spec`` defines (one state class is enough for load_schemas)."""
    text = spec.read_text(encoding="utf-8")
    return [ln.split()[1].split("(")[0] for ln in text.splitlines() if ln.startswith("class ")]


def dump(out: Path, dialogues: int) -> None:
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    with out.open("w", encoding="utf-8") as fh:
        for rows in (_dialogue_rows(data, dialogues), _state_rows()):
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


def diff(a: Path, b: Path) -> int:
    rows_a = a.read_text(encoding="utf-8").splitlines()
    rows_b = b.read_text(encoding="utf-8").splitlines()
    if len(rows_a) != len(rows_b):
        print(f"different lengths: {len(rows_a)} and {len(rows_b)} conversations")
    differ = [json.loads(x)["id"] for x, y in zip(rows_a, rows_b, strict=False) if x != y]
    print(f"identical on {min(len(rows_a), len(rows_b)) - len(differ)} of {len(rows_a)}")
    for cid in differ[:20]:
        print("differs:", cid)
    return 1 if differ or len(rows_a) != len(rows_b) else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("--dialogues", type=int, default=100)
    f = sub.add_parser("diff")
    f.add_argument("a", type=Path)
    f.add_argument("b", type=Path)
    args = parser.parse_args()
    if args.cmd == "dump":
        dump(args.out, args.dialogues)
    else:
        raise SystemExit(diff(args.a, args.b))
