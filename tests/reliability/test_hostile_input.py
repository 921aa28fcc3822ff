"""Hostile and malformed input: accepted and handled within budget, or a TurnmemError.

Each big or strange input runs in a forked child of a warm worker (``_worker.py zygote``), so
peak memory (VmHWM, reset before the input is built) is measured per case, and a call that
hangs is killed (after a generous watchdog, not a performance bound) instead of hanging the
suite. Per phase (add, context, the fold of the hostile turn, context again, reopening the
store) the test asserts:

* no crash: the outcome is success or a ``TurnmemError`` (anything else is reported with
  its type), and the child finishes;
* peak memory grows by at most ``5 x input + 64 MiB``;
* contexts stay within budget, and what the store accepted comes back intact.

Work is bounded by operation counts, never by wall-clock time (a busy machine must not fail
the suite; ``scripts/bench_big_input.py`` times it): through a counting tokenizer, a huge
input is tokenized about once by the first ``context()`` and not at all by later ones; under
the bundled encodings (a spy on the encoder) a 50 MB output is never tokenized in full: its
token bound shows it cannot fit, and only the excerpt shown is counted.

In-process: arbitrary JSON into ``add_messages`` (non-lists, random JSON message lists) is
accepted or rejected with a TurnmemError and a rejection changes nothing.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests._spies import EncoderSpy
from turnmem import MemoryPolicy, TurnMemory
from turnmem.errors import TurnmemError

from . import _full_size_only_when_selected, full_size  # noqa: F401  (autouse fixture)
from ._worker import Zygote, alive, kill_and_wait, peak_rss_mb
from .test_properties import FRESH, FULL, check_context, snapshot

PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
BIG = ["tool_50mb", "user_1mb"]
SMALL = ["deep_json_tool", "deep_json_content", "deep_json_message", "surrogates", "control"]
MEMORY_FACTOR, MEMORY_SLACK_MB = 5, 64
STARTUP_SECONDS = 30.0  # the child's own warm-up before it builds the input
PHASES = ["add", "context", "fold", "context", "reopen"]  # as run_hostile reports them
# A phase silent for this long is a hang and is killed. Only a watchdog: tokenizing a 50 MB
# output exactly takes seconds, and more on a loaded machine, which is no failure.
WATCHDOG_SECONDS = 120.0


@pytest.fixture(scope="module")
def zygote() -> Iterator[Zygote]:
    z = Zygote()
    try:
        yield z
    finally:
        z.close()


def store_url(store: str, tmp_path: Path) -> str:
    if store == "postgres":
        if not PG_URL:
            pytest.skip("PostgreSQL tests need TURNMEM_TEST_POSTGRES_URL")
        return PG_URL
    return "memory://" if store == "memory" else f"sqlite:///{tmp_path / 'hostile.db'}"


def follow(out: Path, pid: int) -> tuple[list[dict[str, Any]], str | None]:
    """Read a hostile child's phase lines; kill it when a phase outlives the limit.

    Returns (the lines, a hang report or None)."""
    lines: list[dict[str, Any]] = []
    seen = 0
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        text = out.read_text() if out.exists() else ""
        complete = text[: text.rfind("\n") + 1].splitlines()
        for raw in complete[seen:]:
            lines.append(json.loads(raw))
            deadline = time.monotonic() + WATCHDOG_SECONDS
        seen = len(complete)
        if (lines and lines[-1].get("phase") == "done") or any("error" in rec for rec in lines):
            return lines, None
        if not alive(pid):
            return lines, "the child died without finishing (crash or out-of-memory kill)"
        if time.monotonic() > deadline:
            peak = peak_rss_mb(pid)
            kill_and_wait(pid)
            done = [rec["phase"] for rec in lines if "seconds" in rec]
            stuck = PHASES[len(done)] if lines and len(done) < len(PHASES) else "start-up"
            return lines, f"hung: {stuck} did not return within {WATCHDOG_SECONDS} s" + (
                f" (peak RSS {peak:.0f} MiB when killed)" if peak is not None else ""
            )
        time.sleep(0.01)


def run_case(zygote: Zygote, case: str, url: str, tmp_path: Path) -> list[str]:
    """Run one case; the list of problems found (empty when the input was handled)."""
    out = tmp_path / f"{case}.jsonl"
    sid = f"hostile-{uuid.uuid4().hex}"
    pid = zygote.fork(mode="hostile", case=case, url=url, sid=sid, out=str(out))
    lines, hang = follow(out, pid)
    problems = [hang] if hang else []
    problems += [f"exception escaped: {rec['error']}" for rec in lines if "error" in rec]
    head = next((rec for rec in lines if rec.get("phase") == "input"), None)
    if head is None:
        return problems or ["no input line"]
    limit = MEMORY_FACTOR * head["bytes"] / 2**20 + MEMORY_SLACK_MB
    for rec in lines:
        if "seconds" not in rec:
            continue
        name = rec["phase"]
        if rec["outcome"].startswith(("crash", "violated")):
            problems.append(f"{name}: {rec['outcome']}")
        grown = rec["rss_mb"] - head["base_mb"]
        if grown > limit:
            problems.append(
                f"{name}: peak memory +{grown:.0f} MiB for a {head['bytes'] / 2**20:.1f} MiB "
                f"input (limit {limit:.0f} MiB)"
            )
    if hang and "killed" in hang:
        peak = float(hang.rsplit("peak RSS ", 1)[1].split()[0])
        if peak - head["base_mb"] > limit:
            problems.append(f"peak memory +{peak - head['base_mb']:.0f} MiB before the kill")
    grown = max((rec["rss_mb"] for rec in lines if "rss_mb" in rec), default=0.0)
    print(
        f"\n{case} @ {url.split(':')[0]}: input {head['bytes'] / 2**20:.2f} MiB, peak "
        f"+{grown - head['base_mb']:.0f} MiB; "
        + "; ".join(
            f"{rec['phase']} {rec['seconds']}s {rec['outcome'][:70]}"
            for rec in lines
            if "seconds" in rec
        )
    )
    return problems


@pytest.mark.parametrize("store", ["memory", "sqlite"])
@pytest.mark.parametrize("case", BIG)
def test_big_input_is_handled_in_bounded_memory(
    zygote: Zygote, case: str, store: str, tmp_path: Path
) -> None:
    problems = run_case(zygote, case, store_url(store, tmp_path), tmp_path)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("store", ["memory", "sqlite", "postgres"])
@pytest.mark.parametrize("case", SMALL)
def test_strange_input_is_handled_or_rejected_cleanly(
    zygote: Zygote, case: str, store: str, tmp_path: Path
) -> None:
    problems = run_case(zygote, case, store_url(store, tmp_path), tmp_path)
    assert problems == [], "\n".join(problems)


# --- work bounded by operation counts, in process -----------------------------------------


class CountingTokenizer:
    """``text -> tokens`` (4 characters a token) that records every text it was given."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def __call__(self, text: str) -> int:
        self.sizes.append(len(text))
        return (len(text) + 3) // 4

    def take(self) -> list[int]:
        sizes, self.sizes = self.sizes, []
        return sizes


def _huge_tool_turn(size: int) -> list[dict[str, Any]]:
    line = "2024-05-01T12:00:00Z worker-7 INFO request served in 12 ms, status=200\n"
    call = {"id": "c1", "type": "function", "function": {"name": "logs", "arguments": "{}"}}
    return [
        {"role": "user", "content": "Why is the service slow?"},
        {"role": "assistant", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": line * (size // len(line))},
        {"role": "assistant", "content": "Requests take 12 ms; it is not the service."},
    ]


def _huge_user_turn(size: int) -> list[dict[str, Any]]:
    phrase = "I want to fly to Shanghai next Friday with 2 adults, no peanuts. "
    return [
        {"role": "user", "content": phrase * (size // len(phrase))},
        {"role": "assistant", "content": "Noted."},
    ]


@pytest.mark.parametrize("budget", [4000, 300])
@pytest.mark.parametrize(
    "messages", [_huge_tool_turn(8 * 2**20), _huge_user_turn(2 * 2**20)], ids=["tool", "user"]
)
def test_a_huge_input_is_tokenized_once_and_its_views_are_kept(
    messages: list[dict[str, Any]], budget: int
) -> None:
    size = max(len(m.get("content") or "") for m in messages)
    tokenizer = CountingTokenizer()
    with TurnMemory(llm="rule", tokenizer=tokenizer) as memory:
        # Counted over the add and the first context: token-pressure fold planning may weigh
        # the turn (its capped view) at the add already, and the context reuses that work.
        memory.add_messages(messages)
        first = memory.context(budget=budget)
        assert first.tokens <= budget and first.notes, "the huge input must be cut, and say so"
        sizes = tokenizer.take()
        # Once in full, plus the probes of compressing or squeezing it (small pieces); the
        # views it builds are not re-counted (before: raw, capped, cleared, squeezed = 4x).
        assert sizes.count(size) == 1, sizes.count(size)
        assert sum(sizes) <= 1.25 * size, (sum(sizes), size)
        for _ in range(3):
            again = memory.context(budget=budget)
            assert again.messages == first.messages and again.notes == first.notes
            later = tokenizer.take()
            # No view is rebuilt: nothing of the input is tokenized again.
            assert sum(later) < 1000, later


@pytest.fixture(scope="module")
def huge_log() -> str:
    line = "2024-05-01T12:00:00Z worker-7 INFO request served in 12 ms, status=200\n"
    return line * (50 * 2**20 // len(line))


def _log_turn(out: str, call_id: str = "c1") -> list[dict[str, Any]]:
    call = {"id": call_id, "type": "function", "function": {"name": "logs", "arguments": "{}"}}
    return [
        {"role": "user", "content": "Why is the service slow?"},
        {"role": "assistant", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": call_id, "content": out},
    ]


def _omitted_chars(shown: str, original: str) -> int:
    """The number a "[… N characters omitted …]" marker gives, checked against the text: what
    is shown is the original's head and tail, and N is exactly what lies between them."""
    head, rest = shown.split("\n[… ", 1)
    number, tail = rest.split(" characters omitted …]\n", 1)
    assert original.startswith(head) and original.endswith(tail)
    assert int(number) == len(original) - len(head) - len(tail)
    return int(number)


@pytest.mark.parametrize("preset", ["structured", "full_buffer", "token_trim"])
def test_a_50mb_output_is_bounded_not_tokenized_and_the_budget_stays_exact(
    huge_log: str, preset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression (issue 10, fix 2): every view of a huge output counted it in full (seconds
    at ~9 MB/s). Its token bound (a token is at most 128 bytes) shows it cannot fit; only the
    excerpt shown is counted, the budget stays exact, and the marker says a true number."""
    spy = EncoderSpy(monkeypatch)
    with TurnMemory(llm="rule", policy=MemoryPolicy.preset(preset)) as memory:
        memory.add_messages(_log_turn(huge_log))
        ctx = memory.context(budget=4000)
        sizes = spy.take()
        assert len(huge_log) not in sizes
        assert sum(sizes) < 2**20, (sum(sizes), max(sizes))  # probes of the excerpt only
        assert FRESH.count_messages(ctx.messages) == ctx.tokens <= 4000
        shown = next(m["content"] for m in ctx.messages if m["role"] == "tool")
        assert _omitted_chars(shown, huge_log) > len(huge_log) - 10_000
        note = next(n for n in ctx.notes if n.turn_index == 0)
        assert "lower bound" in note.reason and 0 < note.tokens_before <= len(huge_log)
        spy.take()
        for _ in range(3):
            again = memory.context(budget=4000)
            assert again.messages == ctx.messages and again.notes == ctx.notes
            assert sum(spy.take()) < 1000  # nothing of the output is looked at again


def test_a_50mb_output_is_cleared_and_folded_without_tokenizing_it(
    huge_log: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    spy = EncoderSpy(monkeypatch)
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=1, clear_observations_after=1)
    with TurnMemory(llm="rule", policy=policy) as memory:
        memory.add_messages([*_log_turn(huge_log), {"role": "assistant", "content": "12 ms."}])
        memory.add_messages([{"role": "user", "content": "And the db?"}])
        cleared = memory.context(budget=4000)
        sizes = spy.take()
        assert len(huge_log) not in sizes and sum(sizes) < 2**20
        placeholder = next(m["content"] for m in cleared.messages if m["role"] == "tool")
        assert f"cleared from context: {len(huge_log)} characters" in placeholder
        assert FRESH.count_messages(cleared.messages) == cleared.tokens <= 4000
        memory.add_messages(
            [{"role": "assistant", "content": "Fine."}, {"role": "user", "content": "Thanks."}]
        )
        memory.context(budget=4000)
        assert memory.folded_through >= 0, "the huge turn was folded"
        sizes = spy.take()
        assert len(huge_log) not in sizes and sum(sizes) < 2**20, sum(sizes)


def test_a_huge_user_message_is_folded_from_its_head_and_tail_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: folding a 2 MB user message ranked every clause of it for the digest and
    squeezed it whole for the rules (1.5 s for 2 MB, 27 s for 20 MB on a 2-core machine). The
    fold now reads a bounded head (and tail) of it; the store keeps the whole text."""
    import turnmem.fold.rules.digest as digest
    import turnmem.fold.rules.folder as folder
    import turnmem.fold.rules.text as text_rules

    seen: list[int] = []

    def spy(real: Any) -> Any:
        def wrapped(text: str, *args: Any, **kwargs: Any) -> Any:
            seen.append(len(text))
            return real(text, *args, **kwargs)

        return wrapped

    monkeypatch.setattr(digest, "clauses", spy(digest.clauses))
    monkeypatch.setattr(text_rules, "squeeze", spy(text_rules.squeeze))  # (read_text's)
    messages = _huge_user_turn(2 * 2**20)
    policy = MemoryPolicy.structured(window_turns=1, fold_batch=1)
    with TurnMemory(llm="rule", policy=policy) as memory:
        memory.add_messages(messages)
        memory.add_messages(
            [{"role": "user", "content": "ok"}, {"role": "assistant", "content": "Yes."}]
        )
        assert memory.folded_through >= 0, "the huge turn was folded"
        assert seen and max(seen) <= 3 * folder.MAX_USER_CHARS + 1, max(seen)
        assert "I want to fly to Shanghai next Friday" in memory.summary
        assert memory.turns[0].user == messages[0]["content"]  # the store keeps it whole


@pytest.mark.parametrize("store", ["memory://", "sqlite:///:memory:"])
def test_recall_of_a_huge_turn_reads_its_indexed_text_only(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: each recall hit on a folded 50 MB message joined the whole turn text to cut
    its snippet (30 ms a context); the snippet is cut from the bounded text that was indexed."""
    import turnmem.store._text as text

    seen: list[int] = []
    real = text.make_snippet

    def spy(body: str, query: Any, width: int = 240) -> str:
        seen.append(len(body))
        return real(body, query, width)

    monkeypatch.setattr(text, "make_snippet", spy)
    messages = _huge_user_turn(8 * 2**20)
    policy = MemoryPolicy.structured(window_turns=1, fold_batch=1)
    with TurnMemory(llm="rule", policy=policy, store=store) as memory:
        memory.add_messages(messages)
        memory.add_messages(
            [{"role": "user", "content": "ok"}, {"role": "assistant", "content": "Yes."}]
        )
        ctx = memory.context("Which day do I fly to Shanghai?")
        assert seen, "the huge folded turn was recalled"
        assert max(seen) <= text.INDEX_HEAD_CHARS + text.INDEX_TAIL_CHARS + 10, max(seen)
        assert any("Shanghai" in str(m["content"]) for m in ctx.messages)


# --- arbitrary JSON into add_messages, in process ------------------------------------------

_TOP_LEVEL: list[Any] = [None, 5, 3.5, True, "hello", {"role": "user", "content": "x"}, {}, b"x"]


@pytest.mark.parametrize("value", _TOP_LEVEL, ids=repr)
def test_add_messages_rejects_a_non_list_with_a_turnmem_error(value: Any) -> None:
    with TurnMemory(llm="rule") as memory:
        memory.add_messages(
            [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "ok"}]
        )
        before = snapshot(memory)
        with pytest.raises(TurnmemError):  # accepting a non-list silently is a failure too
            memory.add_messages(value)
        assert snapshot(memory) == before


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
_message_like = st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "tool", "system", "developer", "x"])},
    optional={
        "content": _json | st.text(max_size=30),
        "tool_call_id": _json | st.sampled_from(["c1", "c2"]),
        "tool_calls": _json | st.just([_call]),
        "name": _json | st.text(max_size=8),
    },
)


def arbitrary_json(batch: list[Any]) -> None:
    with TurnMemory(llm="rule", store="sqlite:///:memory:") as memory:
        memory.add_messages(
            [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "ok"}]
        )
        before = snapshot(memory)
        try:
            memory.add_messages(batch)
        except TurnmemError:
            assert snapshot(memory) == before, "a rejected batch changed the memory"
        check_context(memory, 1000, [])
        assert memory.turns[0].user == "hi"


_arbitrary = given(st.lists(_message_like | _json, max_size=6))
test_arbitrary_json_messages_are_accepted_or_rejected_cleanly = _arbitrary(arbitrary_json)
test_arbitrary_json_messages_full = full_size(FULL(_arbitrary(arbitrary_json)))
