"""Cheap tests before the offline folder's per-clause scans (issue 16): counted, never timed.

A regex that most clauses cannot match is run only when its cheap test passes, and a test
never leaves out a clause the regex matches (the folder's output is unchanged, checked here
on real and tricky texts):

* :class:`~turnmem.fold.rules.prefilter.Guard`, the conditions of one regex;
* the correction forms that name the old and the new value, by their needles in one scan;
* the Chinese question forms, skipped on an ASCII clause;
* a clause's own-timing scans, read only for a schema with a date or time field;
* one pass over the working copy's entries when a fact is added.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.test_fold_cost import _texts
from turnmem.fold.rules import actions, clause_context, fill, folder
from turnmem.fold.rules.clause_context import CLOSING
from turnmem.fold.rules.correction_forms import ADDITIVE, EXPLICIT, NOW, TRAILING
from turnmem.fold.rules.prefilter import Guard
from turnmem.fold.rules.work import Entry, Work, same_value
from turnmem.state import MemoryState

_TRICKY = ["instead", "INSTEAD!", "actually.", "Another one", "a SECOND room", "\u212a", "ſ"]


@pytest.mark.parametrize(
    "rx",
    [TRAILING, NOW, ADDITIVE, folder._ANOTHER, CLOSING, *(rx for _, rx in EXPLICIT)],
    ids=lambda rx: rx.pattern[:24],
)
def test_a_guard_says_no_only_where_the_regex_finds_nothing(rx: re.Pattern[str]) -> None:
    # guards the folder's output: a guarded scan is skipped only where it finds nothing
    guard = Guard(rx)
    texts = _texts() + _TRICKY
    skipped = 0
    for text in texts:
        if not guard(text):
            skipped += 1
            assert text.isascii(), text  # a text outside ASCII is always scanned
            assert rx.search(text) is None, (rx.pattern[:60], text)
    assert skipped > len(texts) // 4  # the test leaves out most texts: it is worth running


def test_the_explicit_forms_a_sentence_may_match_are_those_holding_their_needles() -> None:
    # guards the folder's output: the same forms as a test of each form's needles, in order
    for text in _texts() + _TRICKY:
        low = text.lower()
        expected = [k for k, (n, _) in enumerate(EXPLICIT) if all(s in low for s in n)]
        assert folder._EXPLICIT_GATE.rules(low) == expected, text


class _Spy:
    """A compiled pattern that counts its scans."""

    def __init__(self, rx: re.Pattern[str]) -> None:
        self.rx, self.calls = rx, 0

    def search(self, text: str, *args: Any) -> Any:
        self.calls += 1
        return self.rx.search(text, *args)


def test_an_ascii_clause_skips_the_chinese_question_forms(monkeypatch: Any) -> None:
    spy = _Spy(actions._ZH_QUESTION)
    monkeypatch.setattr(actions, "_ZH_QUESTION", spy)
    assert not actions.is_question("i need a cheap hotel in the north", False)
    assert actions.is_question("do you have parking", False)
    assert spy.calls == 0
    assert actions.is_question("有停车场吗", False)
    assert spy.calls == 1


def test_a_clause_is_scanned_for_own_timing_only_for_a_date_or_time_field(
    monkeypatch: Any,
) -> None:
    spies = {name: _Spy(getattr(clause_context, name)) for name in ("_OWN_ACTION", "_DID_BEFORE")}
    for name, spy in spies.items():
        monkeypatch.setattr(clause_context, name, spy)
    work = Work(MemoryState())  # no custom fields: nothing to fill
    text = "i'll confirm with my wife tonight"
    fill.fill_fields(work, text, text, [], [], [], 1)
    assert sum(s.calls for s in spies.values()) == 0


# --- one pass over the entries when a fact is added (guards the ids and recency it gives) -----


_VALUES = ["Thursday", "thursday morning", "Thursday  Morning", "#W1070", "w1070", "W1070"]
_VALUES += ["3pm", "3pm sharp", "3PM", "#", "Friday", "friday evening"]
_KEYS = ["date", "time", "id", None]


def _expected(entries: list[Entry], value: str, key: str | None) -> tuple[str, int | None]:
    """What the three scans of an added fact found before they became one pass."""
    mark = value.strip().casefold()
    if any(
        e.kind == "fact" and same_value(e.value, value) and e.value.casefold() != mark
        for e in entries
    ):
        return "same value", None
    if key in ("date", "time"):
        for k, e in enumerate(entries):
            if (
                e.kind == "fact"
                and e.key == key
                and e.value.casefold() != mark
                and e.value.casefold().startswith(mark + " ")
            ):
                return "wider", k
    for k, e in enumerate(entries):
        if e.kind == "fact" and e.value.casefold() == mark:
            return "existing", k
    return "new", None


def _outcome(work: Work, value: str, key: str | None) -> tuple[str, int | None]:
    before = [e.seq for e in work.entries]
    n, ops = len(work.entries), len(work.ops)
    work.add("fact", value, 1, "tool", key=key)
    ticked = [k for k in range(n) if work.entries[k].seq != before[k]]
    if len(work.ops) == ops:
        return ("wider", ticked[0]) if ticked else ("same value", None)
    if len(work.entries) > n:
        return "new", None
    return "existing", ticked[0]


def test_an_added_fact_finds_what_the_three_scans_found() -> None:
    rng = random.Random(16)
    for _ in range(3000):
        work = Work(MemoryState())
        work.entries = [
            Entry(f"x{k}", rng.choice(["fact", "fact", "goal"]), rng.choice(_VALUES))
            for k in range(rng.randint(0, 7))
        ]
        for k, e in enumerate(work.entries):
            e.key, e.seq = (rng.choice(_KEYS) if e.kind == "fact" else None), k + 1
        work.clock = len(work.entries)
        value, key = rng.choice(_VALUES), rng.choice(_KEYS)
        entries = [Entry(e.id, e.kind, e.value, e.key, None, None, e.seq) for e in work.entries]
        assert _outcome(work, value, key) == _expected(entries, value, key), (entries, value)
