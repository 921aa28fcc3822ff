"""Late retention and token ratio of policy variants against the full buffer (issue 12).

Each ``--variant name:key=json,key=json`` is the structured preset with those overrides;
the figures are ``turnmem eval dst``'s ``late_retention_vs_full`` and ``late_token_ratio``.
Develop on the dev ranges only (``--skip 0``), check on the held-out ones.

    .venv/bin/python scripts/retention_sweep.py --format multiwoz \
        --data <data>/multiwoz21/val.json.zip --chain 20 --limit 400 \
        --variant base: --variant small:summary_max_tokens=200
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from turnmem.lab.datasets import chain_dialogues, load_dialogues
from turnmem.lab.replay import replay
from turnmem.policy import MemoryPolicy


def main() -> None:
    """Parse the arguments, replay every variant, print one JSON line per variant."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--format", default="multiwoz")
    ap.add_argument("--chain", type=int, default=20)
    ap.add_argument("--limit", type=int, default=400)
    ap.add_argument("--skip", type=int, default=0)
    ap.add_argument("--budget", type=int, default=4000)
    ap.add_argument("--variant", action="append", default=[])
    args = ap.parse_args()
    dialogues = load_dialogues(args.data, args.format, limit=args.skip + args.limit)
    chains = chain_dialogues(dialogues[args.skip :], args.chain)
    policies = {}
    for spec in args.variant or ["structured:"]:
        name, _, sets = spec.partition(":")
        overrides = {k: json.loads(v) for k, v in (s.split("=", 1) for s in sets.split(",") if s)}
        policies[name] = MemoryPolicy.structured(budget=args.budget, **overrides)
    for row in replay(chains, policies, budget=args.budget):
        print(
            json.dumps(
                {
                    "variant": row.policy,
                    "late_retention_vs_full": round(row.late_retention_vs_full or 0, 4),
                    "late_token_ratio": round(row.late_token_ratio or 0, 4),
                    "late_retention": round(row.late_retention or 0, 4),
                    "mean_tokens": round(row.mean_tokens, 1),
                }
            )
        )


if __name__ == "__main__":
    main()
