"""Time ``context()`` over a huge tool output and a huge user message (first and later calls).

Timing lives here, not in the test suite (a busy machine must not fail tests); the suite bounds
the same work by operation counts (tests/reliability/test_hostile_input.py).

The first ``context()`` is timed with the ``add`` before it: with folding on, the add already
plans a fold, which weighs the new turn as the context shows it (its views are built there);
under ``full_buffer`` (no folding) the first ``context()`` builds them.

    python scripts/bench_big_input.py            # 50 MB tool output, 2 MB user message
    python scripts/bench_big_input.py --repeat 5 --policy structured full_buffer token_trim
"""

from __future__ import annotations

import argparse
import time

from turnmem import MemoryPolicy, TurnMemory


def _tool_messages(size: int) -> list[dict[str, object]]:
    line = "2024-05-01T12:00:00Z worker-7 INFO request served in 12 ms, status=200\n"
    out = line * (size // len(line))
    call = {"id": "c1", "type": "function", "function": {"name": "logs", "arguments": "{}"}}
    return [
        {"role": "user", "content": "Why is the service slow?"},
        {"role": "assistant", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": out},
    ]


def _user_messages(size: int) -> list[dict[str, object]]:
    phrase = "I want to fly to Shanghai next Friday with 2 adults, no peanuts. "
    return [
        {"role": "user", "content": phrase * (size // len(phrase))},
        {"role": "assistant", "content": "Noted."},
    ]


def run(
    name: str, messages: list[dict[str, object]], repeat: int, budget: int, policy: str
) -> None:
    with TurnMemory(llm="rule", policy=MemoryPolicy.preset(policy)) as memory:
        start = time.perf_counter()
        memory.add_messages(messages)
        added = time.perf_counter() - start
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            ctx = memory.context(budget=budget)
            times.append(time.perf_counter() - start)
        assert ctx.tokens <= budget
        later = sorted(times[1:])[len(times[1:]) // 2] if len(times) > 1 else float("nan")
        print(
            f"{name} [{policy}]: add {added:.3f} s; context() first {times[0]:.3f} s "
            f"(with the add {added + times[0]:.3f} s), "
            f"later median {later * 1000:.2f} ms over {len(times) - 1} calls "
            f"({ctx.tokens} tokens, notes: {[n.kind for n in ctx.notes]})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool-mb", type=float, default=50.0)
    parser.add_argument("--user-mb", type=float, default=2.0)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--budget", type=int, default=4000)
    parser.add_argument("--policy", nargs="+", default=["structured", "full_buffer"])
    args = parser.parse_args()
    for policy in args.policy:
        run(f"tool output {args.tool_mb:g} MB", _tool_messages(int(args.tool_mb * 2**20)),
            args.repeat, args.budget, policy)  # fmt: skip
        run(f"user message {args.user_mb:g} MB", _user_messages(int(args.user_mb * 2**20)),
            args.repeat, args.budget, policy)  # fmt: skip
        run(f"user message {args.user_mb:g} MB, budget 300",
            _user_messages(int(args.user_mb * 2**20)), args.repeat, 300, policy)  # fmt: skip


if __name__ == "__main__":
    main()
