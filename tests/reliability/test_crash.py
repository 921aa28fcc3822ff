"""Crash consistency: a writer appending and folding through TurnMemory, killed with SIGKILL.

One session, many lives: a forked child opens the session (closing any open turn its killed
predecessor left), appends turns (some message by message, some with long tool outputs), and
folds on nearly every add; the test kills it at a random moment, then checks that the session
opens, validates (every row decodes, the state fits the schema), holds every acknowledged
turn byte for byte and every acknowledged fold, and still assembles a context within budget.
The next child continues the same session, so each recovery starts from a crashed state.

The background variant does the same with ``fold_mode="background"`` and a slow folder, on
SQLite, PostgreSQL and Redis: kills land while the worker thread is inside a fold call (the
test counts how many), no acknowledged turn or fold is lost, and after each kill a reopened
memory redoes the fold that was due (under the same stable lease owner, as a restarted
replica would).

CI size: ``KILLS`` kills per backend (TURNMEM_STRESS_KILLS for the full-size run).
"""

from __future__ import annotations

import json
import os
import random
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from turnmem import TurnMemory
from turnmem.domains import TravelState
from turnmem.tokens import TokenCounter

from . import (
    PROCESS_TEST_TIMEOUT,
    _full_size_only_when_selected,  # noqa: F401  (autouse fixture)
    full_size,
)
from ._worker import (
    BUDGET,
    FOLD_SECONDS,
    LEASE_OWNER,
    Zygote,
    bg_crash_policy,
    crash_policy,
    digest,
    kill_and_wait,
    slow_rule_folder,
)

KILLS = int(os.environ.get("TURNMEM_STRESS_KILLS", "50"))
PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("TURNMEM_TEST_REDIS_URL")
FRESH = TokenCounter("gpt-4o")
POLL_SECONDS = 0.005
POLLS = 24_000  # 120 s of polling at most: a child that makes no progress for that long is hung

pytestmark = pytest.mark.timeout(PROCESS_TEST_TIMEOUT)


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgres":
        if not PG_URL:
            pytest.skip("PostgreSQL crash tests need TURNMEM_TEST_POSTGRES_URL")
        return PG_URL
    return f"sqlite:///{tmp_path / 'crash.db'}"


@pytest.fixture(params=["sqlite", "postgres", "redis"])
def bg_store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgres":
        if not PG_URL:
            pytest.skip("PostgreSQL crash tests need TURNMEM_TEST_POSTGRES_URL")
        return PG_URL
    if request.param == "redis":
        if not REDIS_URL:
            pytest.skip("Redis crash tests need TURNMEM_TEST_REDIS_URL")
        return REDIS_URL
    return f"sqlite:///{tmp_path / 'crash.db'}"


@pytest.fixture(scope="module")
def zygote() -> Iterator[Zygote]:
    z = Zygote()
    try:
        yield z
    finally:
        z.close()


@dataclass
class Tally:
    """What the acknowledgements promised so far."""

    turns: dict[str, dict[str, object]] = field(default_factory=dict)  # id -> newest ack
    fold_mark: int = -1
    acks: int = 0
    mid_fold: int = 0  # lives killed inside a (background) fold call

    def read(self, ack: Path) -> None:
        folding = False
        for line in ack.read_text().splitlines():
            rec = json.loads(line)
            assert "error" not in rec, f"an exception escaped TurnMemory:\n{rec['error']}"
            if "fold" in rec:
                folding = rec["fold"] == "start"
                continue
            self.acks += 1
            prev = self.turns.get(str(rec["id"]))
            if prev is None or int(str(rec["n"])) >= int(str(prev["n"])):
                self.turns[str(rec["id"])] = rec
            self.fold_mark = max(self.fold_mark, int(str(rec["f"])))
        self.mid_fold += folding
        ack.unlink()


def check_session(url: str, sid: str, tally: Tally) -> int:
    """Open the session after a kill and check it; returns the number of turns lost."""
    with TurnMemory(
        store=url, session_id=sid, policy=crash_policy(), schema=TravelState, llm="rule"
    ) as memory:
        turns = memory.turns  # every row decodes, or StoreError names the bad one
        indices = [t.index for t in turns]
        assert indices == sorted(set(indices)), "indices not strictly increasing"
        assert len({t.id for t in turns}) == len(turns), "a turn id is stored twice"
        by_id = {t.id: t for t in turns}
        lost = 0
        for tid, rec in tally.turns.items():
            t = by_id.get(tid)
            if t is None:
                lost += 1
                continue
            assert t.index == rec["i"], f"turn {tid} moved from index {rec['i']} to {t.index}"
            n = int(str(rec["n"]))
            assert digest(t.to_messages()[:n]) == rec["h"], f"turn {t.index} changed after its ack"
        # every acknowledged fold is durable, and no fold covers turns that do not exist
        assert memory.folded_through >= tally.fold_mark
        assert not turns or memory.folded_through <= turns[-1].index
        if memory.folded_through >= 0:
            assert memory.summary, "a fold mark without a summary"
        assert isinstance(memory.state, TravelState)
        for item in [*memory.state.items(), *memory.state.retired]:
            assert all(0 <= s <= memory.folded_through for s in item.source_turns), item
        open_turn = bool(memory.recent) and not memory.recent[-1].is_complete
        ctx = memory.context(None if open_turn else "Where are we?", budget=BUDGET)
        assert FRESH.count_messages(ctx.messages) == ctx.tokens <= BUDGET
        return lost


def wait_for_fold(ack: Path, polls: int = POLLS) -> None:
    """Poll the child's ack file until a fold call has started (at most ``polls`` times)."""
    for _ in range(polls):
        if ack.exists() and b'"fold": "start"' in ack.read_bytes():
            return
        time.sleep(POLL_SECONDS)


def wait_for_acks(ack: Path, n: int, polls: int = POLLS) -> None:
    """Poll the child's ack file until it acknowledged ``n`` turns (at most ``polls`` times).

    Kills are placed by the child's progress, not by seconds since the fork: on a loaded
    machine a child may need seconds to open the session, and a kill after a fixed delay would
    then land before any turn (a CI run at load 13 got 22 acknowledgements in 50 lives)."""
    for _ in range(polls):
        if ack.exists() and ack.read_bytes().count(b'"id":') >= n:
            return
        time.sleep(POLL_SECONDS)


def check_redone(url: str, sid: str, tally: Tally) -> None:
    """Reopened under the crashed writer's lease owner, a background memory redoes the fold
    the killed process left due: after ``wait()`` no fold is due any more."""
    with TurnMemory(
        store=url,
        session_id=sid,
        policy=bg_crash_policy(),
        schema=TravelState,
        llm=slow_rule_folder(seconds=0),
        lease_owner=LEASE_OWNER,
    ) as memory:
        assert memory.wait(timeout=60)
        assert not any(e.kind == "deferred" for e in memory.events), memory.events
        assert memory.folded_through >= tally.fold_mark
        window = crash_policy().window_turns or 0
        assert len(memory.recent) <= window, "the fold due after the crash was not redone"
        tally.fold_mark = max(tally.fold_mark, memory.folded_through)


def run_kills(
    url: str, zygote: Zygote, tmp_path: Path, kills: int, mode: str = "crash"
) -> dict[str, int]:
    """``kills`` lives of one session, each ended by SIGKILL; every recovery checked."""
    sid = f"crash-{uuid.uuid4().hex}"
    rng = random.Random(int(os.environ.get("TURNMEM_STRESS_SEED", "20240501")))
    tally = Tally()
    lost = 0
    try:
        for kill in range(kills):
            ack = tmp_path / f"ack-{kill}.jsonl"
            pid = zygote.fork(mode=mode, url=url, sid=sid, seed=kill, out=str(ack))
            if mode == "bgcrash" and kill % 2 == 0:  # inside a fold call, once one starts
                wait_for_fold(ack)
                time.sleep(rng.uniform(0.0, FOLD_SECONDS))
            elif rng.random() < 0.2:  # while the child may still be opening the session
                time.sleep(rng.uniform(0.0, 0.03))
            else:  # mid-run: after 1-4 acknowledged turns, at a random point of the next
                wait_for_acks(ack, rng.randint(1, 4))
                time.sleep(rng.uniform(0.0, 0.03))
            kill_and_wait(pid)
            if ack.exists():
                tally.read(ack)
            lost += check_session(url, sid, tally)
            if mode == "bgcrash":
                check_redone(url, sid, tally)
    finally:
        with TurnMemory(store=url, session_id=sid, llm="rule") as memory:
            memory.forget()
    return {
        "kills": kills,
        "acks": tally.acks,
        "turns": len(tally.turns),
        "fold_mark": tally.fold_mark,
        "lost": lost,
        "mid_fold": tally.mid_fold,
    }


def test_sigkill_at_random_moments_loses_no_acknowledged_turn(
    store_url: str, zygote: Zygote, tmp_path: Path
) -> None:
    tally = run_kills(store_url, zygote, tmp_path, KILLS)
    print(f"\n{store_url.split(':')[0]}: {tally}")
    assert tally["acks"] > KILLS, f"only {tally['acks']} acknowledgements in {KILLS} lives"
    assert tally["fold_mark"] >= 0, "no fold was ever acknowledged"
    assert tally["lost"] == 0, f"{tally['lost']} acknowledged turns lost"


@full_size
def test_sigkill_full_size(store_url: str, zygote: Zygote, tmp_path: Path) -> None:
    kills = max(KILLS, 500)
    tally = run_kills(store_url, zygote, tmp_path, kills)
    print(f"\n{store_url.split(':')[0]}: {tally}")
    assert tally["lost"] == 0 and tally["acks"] > kills


def test_sigkill_during_background_folds_loses_nothing_and_the_fold_is_redone(
    bg_store_url: str, zygote: Zygote, tmp_path: Path
) -> None:
    tally = run_kills(bg_store_url, zygote, tmp_path, KILLS, mode="bgcrash")
    print(f"\n{bg_store_url.split(':')[0]} (background): {tally}")
    assert tally["acks"] > KILLS, f"only {tally['acks']} acknowledgements in {KILLS} lives"
    assert tally["lost"] == 0, f"{tally['lost']} acknowledged turns lost"
    assert tally["fold_mark"] >= 0, "no fold was ever acknowledged"
    assert tally["mid_fold"] >= KILLS // 4, f"only {tally['mid_fold']} kills landed mid-fold"
