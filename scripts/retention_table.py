"""The eight retention figures of issue 12 for policy variants, in one run.

For each variant (the structured preset with overrides, as in ``retention_sweep.py``) it replays
MultiWOZ and CrossWOZ validation chains of 5 and of 20 dialogues, on the development ranges
(the first 100 dialogues chained by 5, the first 400 by 20) and on the held-out ones (``--skip
100 --limit 200`` by 5, ``--skip 400 --limit 400`` by 20), at a budget of 4,000, and prints
``turnmem eval dst``'s ``late_retention_vs_full`` and ``late_token_ratio`` per slice. Decide on
the development ranges; the held-out figures only check.

    .venv/bin/python scripts/retention_table.py --data <data> --variant base: \
        --variant small:summary_max_tokens=200 [--only dev]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from turnmem.lab.datasets import chain_dialogues, load_dialogues
from turnmem.lab.replay import replay
from turnmem.policy import MemoryPolicy

#: (name, data file, format, chain, skip, limit)
SLICES = (
    ("dev mw x5", "multiwoz21/val.json.zip", "multiwoz", 5, 0, 100),
    ("dev cw x5", "crosswoz/val.json.zip", "crosswoz", 5, 0, 100),
    ("dev mw x20", "multiwoz21/val.json.zip", "multiwoz", 20, 0, 400),
    ("dev cw x20", "crosswoz/val.json.zip", "crosswoz", 20, 0, 400),
    ("held mw x5", "multiwoz21/val.json.zip", "multiwoz", 5, 100, 200),
    ("held cw x5", "crosswoz/val.json.zip", "crosswoz", 5, 100, 200),
    ("held mw x20", "multiwoz21/val.json.zip", "multiwoz", 20, 400, 400),
    ("held cw x20", "crosswoz/val.json.zip", "crosswoz", 20, 400, 400),
)


def main() -> None:
    """Parse the arguments, replay every slice through every variant, print JSON lines."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="the shared data folder")
    ap.add_argument("--budget", type=int, default=4000)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--only", choices=("dev", "held"), default=None)
    args = ap.parse_args()
    policies = {}
    for spec in args.variant or ["structured:"]:
        name, _, sets = spec.partition(":")
        overrides = {k: json.loads(v) for k, v in (s.split("=", 1) for s in sets.split(",") if s)}
        policies[name] = MemoryPolicy.structured(budget=args.budget, **overrides)
    for label, rel, fmt, chain, skip, limit in SLICES:
        if args.only and not label.startswith(args.only):
            continue
        dialogues = load_dialogues(args.data / rel, fmt, limit=skip + limit)
        chains = chain_dialogues(dialogues[skip:], chain)
        for row in replay(chains, policies, budget=args.budget):
            if row.policy == "full_buffer":
                continue
            print(
                json.dumps(
                    {
                        "slice": label,
                        "variant": row.policy,
                        "retention_vs_full": round(row.late_retention_vs_full or 0, 4),
                        "token_ratio": round(row.late_token_ratio or 0, 4),
                    }
                ),
                flush=True,
            )


if __name__ == "__main__":
    main()
