"""``python -m turnmem.lab.bench [--quick] [--out DIR] [--data DIR] [--parts a,b]``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from turnmem.lab.bench import PARTS, run_bench


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m turnmem.lab.bench",
        description="turnmem benchmarks side by side with the peers (writes bench.json, "
        "bench.md and PNG plots).",
    )
    parser.add_argument("--quick", action="store_true", help="CI smoke mode (small sizes)")
    parser.add_argument("--out", type=Path, default=Path("bench-results"), help="output folder")
    parser.add_argument(
        "--data",
        type=Path,
        default=None,
        help="folder of the public data sets (default $TURNMEM_DATA_DIR, then ../shared/data)",
    )
    parser.add_argument(
        "--parts", default=",".join(PARTS), help=f"comma-separated subset of {','.join(PARTS)}"
    )
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    results = run_bench(
        quick=args.quick,
        out_dir=args.out,
        data_dir=args.data,
        progress=lambda line: print(line, file=sys.stderr, flush=True),
        parts=parts,
    )
    print((args.out / "bench.md").read_text(encoding="utf-8"))
    missed = [t["id"] for t in results["targets"] if t["met"] is False]
    print(f"targets missed: {len(missed)} of {len(results['targets'])}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
