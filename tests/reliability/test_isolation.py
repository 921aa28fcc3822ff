"""Isolation: sessions and user namespaces under concurrent load never see each other.

Four writer processes hit one store at once: users ``alice`` and ``bob`` with the *same*
session id, an un-namespaced session with that id, and a second session. Every writer puts
its own marker word in user text, tool calls, tool outputs and replies; afterwards each
session's turns, state, summary, context and recall results must hold its own marker only.
"""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path

import pytest

from turnmem import ConfigurationError, MemoryPolicy, Turn, TurnMemory
from turnmem.domains import TravelState

from . import _full_size_only_when_selected, full_size  # noqa: F401  (autouse fixture)
from ._worker import BUDGET
from .test_concurrency import backend_url, run_writers

APPENDS = max(20, int(os.environ.get("TURNMEM_STRESS_APPENDS", "100")) // 4)


@pytest.mark.parametrize("backend", ["sqlite", "postgres", "redis"])
def test_sessions_and_namespaces_never_mix_under_load(backend: str, tmp_path: Path) -> None:
    assert check_isolation(backend, tmp_path, APPENDS) == []


@full_size
@pytest.mark.parametrize("backend", ["sqlite", "postgres", "redis"])
def test_isolation_full_size(backend: str, tmp_path: Path) -> None:
    assert check_isolation(backend, tmp_path, max(APPENDS, 250)) == []


def check_isolation(backend: str, tmp_path: Path, n: int) -> list[str]:
    """Four writers of ``n`` turns each; the leaks found (empty when isolated)."""
    url = backend_url(backend, tmp_path)
    sid = f"iso-{uuid.uuid4().hex}"
    writers = [  # (user_id, session_id, marker)
        ("alice", sid, "alicemark"),
        ("bob", sid, "bobmark"),
        (None, sid, "anonmark"),
        (None, f"{sid}-other", "othermark"),
    ]
    markers = [m for _, _, m in writers]
    configs = [
        {"url": url, "sid": s, "user_id": u, "n": n, "tag": m, "window": 2, "batch": 1}
        for u, s, m in writers
    ]
    outputs = run_writers(configs)
    for lines in outputs:
        assert sum(1 for rec in lines if "id" in rec) == n
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=1, recall_k=3, budget=BUDGET)
    leaks: list[str] = []
    for (user_id, session_id, mine), lines in zip(writers, outputs, strict=True):
        others = [m for m in markers if m != mine]
        acked = {rec["id"] for rec in lines if "id" in rec}
        with TurnMemory(
            store=url,
            session_id=session_id,
            user_id=user_id,
            policy=policy,
            schema=TravelState,
            llm="rule",
        ) as memory:
            turns = memory.turns
            assert {t.id for t in turns} == acked, f"{mine}: session holds foreign turns"
            assert all(mine in t.text() for t in turns)
            views = {
                "turns": "\n".join(t.text() for t in turns),
                "state": memory.state.model_dump_json(),
                "summary": memory.summary,
            }
            query = f"{mine} suite " + " ".join(others)
            ctx = memory.context(query, budget=BUDGET)
            views["context"] = json.dumps(ctx.messages[:-1], ensure_ascii=False)
            for other in others:
                hits = memory.recall(other, k=5)
                views[f"recall {other}"] = " ".join(h.snippet for h in hits) + (
                    f" {other}" if hits else ""
                )
            assert memory.recall(mine, k=5), f"{mine}: recall finds nothing of its own"
            assert memory.folded_through >= 0 and mine in memory.summary
            for where, text in views.items():
                leaks += [f"{mine} sees {o} in {where}" for o in others if o in text]
            memory.forget()
    return leaks


def test_unnamespaced_session_id_cannot_open_a_users_session(tmp_path: Path) -> None:
    """``session_id="alice:s"`` without a user must not be user alice's session ``s``.

    Sessions of different users never share turns (DESIGN); a session id chosen by one
    tenant (no user_id) must not reach into another user's namespace.
    """
    url = f"sqlite:///{tmp_path / 'ns.db'}"
    with TurnMemory(store=url, session_id="s", user_id="alice", llm="rule") as alice:
        alice.add(Turn(user="alice's secret: the safe code is 4471", response="Noted."))
    # The ':' that separates namespaces is refused in ids, so no id can name another
    # user's session; the session stays readable only through its own user.
    with pytest.raises(ConfigurationError, match="must not contain ':'"):
        TurnMemory(store=url, session_id="alice:s", llm="rule")
    with pytest.raises(ConfigurationError, match="must not contain ':'"):
        TurnMemory(store=url, session_id="s", user_id="ali:ce", llm="rule")
    with TurnMemory(store=url, session_id="s", llm="rule") as other:
        assert other.turns == [] and other.recall("safe code") == []
