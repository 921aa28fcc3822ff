"""The rolling summary reads back the summary it built last without re-reading it (issue 16).

A fold is handed the summary the fold before it returned. The offline folder keeps that fold's
lines (rendered, counted, aged) and starts from them; a summary it did not build (a store's, an
edited one, another folder's) is parsed line by line. Checked here:

* both ways give the same summary, byte for byte, fold after fold, on real conversations, tool
  outputs, Chinese text and lines that do not read back as written;
* a fold over a long summary counts and reads back only the lines it changes, not the
  summary's other lines (counted operations, never time).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from turnmem.fold.rules import summary
from turnmem.tokens import TokenCounter
from turnmem.turn import Observation, Step, ToolCall, Turn

_STATE = Path(__file__).parent / "data" / "state"


def _exchanges() -> list[tuple[str, str]]:
    """User and assistant texts of the labelled conversations, in order (English and Chinese)."""
    out: list[tuple[str, str]] = []
    for path in sorted(_STATE.glob("*.jsonl")):
        for row in path.read_text(encoding="utf-8").splitlines():
            if not row.strip():
                continue
            user = ""
            for m in json.loads(row).get("messages", []):
                content = m.get("content")
                if not isinstance(content, str):
                    continue
                if m.get("role") == "user":
                    user = content
                elif m.get("role") == "assistant" and user:
                    out.append((user, content))
                    user = ""
    return out


def _turns(n: int) -> list[Turn]:
    pairs = _exchanges()
    turns: list[Turn] = []
    for k in range(n):
        user, reply = pairs[k % len(pairs)]
        if k % 11 == 3:  # a tool output the summary keeps while the line is fresh
            turns.append(
                Turn(
                    index=k,
                    user=user,
                    steps=[
                        Step(
                            tool_calls=[ToolCall(id=f"c{k}", name="lookup")],
                            observations=[
                                Observation(
                                    tool_call_id=f"c{k}",
                                    content=json.dumps({"id": f"R-{k}", "status": "ok"}),
                                )
                            ],
                        )
                    ],
                    response=reply,
                )
            )
        elif k % 13 == 5:  # a "|" in the user's words renders as "/": no read-back as written
            turns.append(Turn(index=k, user=f"{user} | option {k} | or not", response=reply))
        elif k % 17 == 7:  # trailing blanks, and no assistant part
            turns.append(Turn(index=k, user=f"{user}   ", response="Thanks!"))
        else:
            turns.append(Turn(index=k, user=user, response=reply))
    return turns


@pytest.mark.parametrize(("cap", "batch"), [(400, 4), (160, 2), (1200, 3), (60, 5)])
def test_a_kept_summary_and_a_parsed_one_fold_to_the_same_text(cap: int, batch: int) -> None:
    turns = _turns(240)
    kept, parsed = TokenCounter("gpt-4o"), TokenCounter("gpt-4o")
    a = b = ""
    reused = 0
    for k in range(0, len(turns), batch):
        reused += a in summary._MEMOS[kept].built
        summary._MEMOS[parsed].built.clear()  # this counter's folds always parse the text
        a = summary.build_summary(a, turns[k : k + batch], cap, kept)
        b = summary.build_summary(b, turns[k : k + batch], cap, parsed)
        assert a == b, (cap, batch, k)
    assert reused >= len(turns) // batch // 2  # the kept lines were used, not only parsed


def test_a_summary_from_elsewhere_is_parsed_and_folds_as_usual() -> None:
    counter = TokenCounter("gpt-4o")
    turns = _turns(60)
    prev = ""
    for k in range(0, 40, 4):
        prev = summary.build_summary(prev, turns[k : k + 4], 400, counter)
    edited = prev.replace("user (", "user  (", 1) + "\n  a note someone added  \n"
    fresh = TokenCounter("gpt-4o")  # memos of its own: nothing kept
    for previous in (edited, prev):
        got = summary.build_summary(previous, turns[40:44], 400, counter)
        assert got == summary.build_summary(previous, turns[40:44], 400, fresh)


def test_sessions_sharing_a_counter_fold_as_if_alone() -> None:
    # more sessions than summaries kept: the kept ones are let go and the rest are parsed
    shared = TokenCounter("gpt-4o")
    alone = [TokenCounter("gpt-4o") for _ in range(summary.KEPT_BUILDS + 2)]
    turns = _turns(120)
    texts = [""] * len(alone)
    mine = [""] * len(alone)
    for k in range(0, 60, 3):
        for j, counter in enumerate(alone):
            batch = turns[k + j : k + j + 3]
            texts[j] = summary.build_summary(texts[j], batch, 300, shared)
            mine[j] = summary.build_summary(mine[j], batch, 300, counter)
            assert texts[j] == mine[j], (k, j)


def _fold_reads(monkeypatch: pytest.MonkeyPatch, history: int, cap: int) -> tuple[int, int, int]:
    """(lines counted, lines read back, lines of the previous summary) in one fold of 4 new
    turns over the summary folds of 4 turns left after ``history`` turns."""
    counter = TokenCounter("gpt-4o")
    old = _turns(history + 4)
    previous = ""
    for k in range(0, history, 4):
        previous = summary.build_summary(previous, old[k : k + 4], cap, counter)
    counted: list[str] = []
    memo = summary._MEMOS[counter].parsed
    real_count = summary._count
    with monkeypatch.context() as m:
        m.setattr(summary, "_count", lambda ln, t, c: counted.append(t) or real_count(ln, t, c))
        lookups = memo.hits + memo.misses
        summary.build_summary(previous, old[history:], cap, counter)
        read_back = memo.hits + memo.misses - lookups
    return len(counted), read_back, len(previous.splitlines())


def test_a_fold_counts_and_reads_back_only_the_lines_it_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    small = _fold_reads(monkeypatch, 40, 400)
    large = _fold_reads(monkeypatch, 240, 3000)
    assert large[2] >= 4 * small[2] and large[2] >= 40  # many more lines to keep
    # the 4 new lines, the lines they age or merge, the marker: never the whole summary (a
    # fold that re-read its previous summary counted and parsed each of its 70 lines)
    assert small[0] <= 24 and small[1] <= 12, small
    assert large[0] <= small[0] + 8 and large[1] <= small[1] + 8, (small, large)
