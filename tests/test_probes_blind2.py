"""The second blind probe set (``probes_blind2.jsonl``): LoCoMo-style two-person chats."""

from __future__ import annotations

import importlib.util
from itertools import pairwise
from pathlib import Path
from types import ModuleType

from turnmem.lab.eval_probe import load_probes

HERE = Path(__file__).parent / "data" / "probes"
PROBES = HERE / "probes_blind2.jsonl"


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_probes_blind2", HERE / "build_probes_blind2.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_builder_writes_exactly_the_shipped_file() -> None:
    assert PROBES.read_text(encoding="utf-8") == _builder().render()


def test_sizes_languages_sessions_and_timestamps() -> None:
    convs = load_probes(PROBES)
    assert len(convs) == 4
    assert sorted(c.id.split("-")[1] for c in convs) == ["en", "en", "zh", "zh"]
    for c in convs:
        chat = [m for m in c.messages if m.role != "system"]
        assert 130 <= len(chat) <= 200, c.id
        assert len(c.questions) == 30, c.id
        assert [m.role for m in chat] == ["user", "assistant"] * (len(chat) // 2), c.id
        users = [m for m in chat if m.role == "user"]
        assert all(m.timestamp is not None for m in users), c.id
        stamps = [m.timestamp for m in users if m.timestamp is not None]
        assert stamps == sorted(stamps), c.id
        # a session is a run of messages on one day; sessions are days or weeks apart
        days = sorted({s.date() for s in stamps})
        assert 12 <= len(days) <= 16, c.id
        assert all((b - a).days >= 5 for a, b in pairwise(days)), c.id
        per_day = [2 * sum(1 for s in stamps if s.date() == d) for d in days]
        assert all(8 <= n <= 16 for n in per_day), (c.id, per_day)


def test_every_answer_is_said_in_the_conversation_and_not_in_its_question() -> None:
    for c in load_probes(PROBES):
        texts = [" ".join(m.content.split()).casefold() for m in c.messages if m.role != "system"]
        for q in c.questions:
            assert any(a.casefold() in t for a in q.answers for t in texts), (c.id, q.question)
            assert not any(a.casefold() in q.question.casefold() for a in q.answers), q.question


def test_both_speakers_tell_details() -> None:
    # the assistant side is a friend with their own news, not a helper answering questions
    for c in load_probes(PROBES):
        said_by = {"user": 0, "assistant": 0}
        for q in c.questions:
            for m in c.messages:
                if m.role != "system" and any(
                    a.casefold() in m.content.casefold() for a in q.answers
                ):
                    said_by[m.role] += 1
                    break
        assert min(said_by.values()) >= 8, (c.id, said_by)
