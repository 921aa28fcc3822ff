"""The offline folder's per-clause extraction is bounded (issue 16): counted, never timed.

* The rules an ASCII clause may match come from one scan for all the rules' needles
  (:class:`~turnmem.fold.rules.prefilter.Gate`); a rule is left out only when a clause of its
  conditions fails, so it cannot match (checked on every rule against real and tricky texts).
* The date rule needs a digit, a weekday, a month or a day word: "the" alone no longer runs it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.test_fold_cost import _texts
from turnmem.fold.rules import entities, patterns
from turnmem.fold.rules.prefilter import DIGIT, Gate, conditions

_GATES = (
    (patterns.GATE, [rule[2] for rule in patterns.RULES]),
    (entities.GATE, [rx for _, rx in entities.ENTITY_RULES]),
)


def _meets(cond: tuple[frozenset[str], ...], low: str) -> bool:
    digit = bool(re.search("[0-9]", low))
    return all(any((s == DIGIT and digit) or (s != DIGIT and s in low) for s in c) for c in cond)


def test_a_gate_leaves_out_only_rules_that_cannot_match() -> None:
    texts = [t for t in _texts() if t.isascii()]  # a text outside ASCII runs every rule
    assert len(texts) > 200
    skipped = 0
    for gate, rules in _GATES:
        conds = [conditions(rx) for rx in rules]
        for text in texts:
            low = text.lower()
            kept = set(gate.rules(low))
            for k, rx in enumerate(rules):
                # the one scan says what the conditions say, rule by rule
                assert (k in kept) == _meets(conds[k], low), (rx.pattern[:60], text)
                if k not in kept:
                    skipped += 1
                    assert rx.search(text) is None, (rx.pattern[:80], text)
    assert skipped > 10_000


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bthe\s+(?:[12]?\d|3[01])(?:st|nd|rd|th)\b", [{"the"}, {"nd", "rd", "st", "th"}]),
        (r"#\d+", [{"#"}, {DIGIT}]),  # both required, not the stronger alone
        (r"monday|mon\b|\d", [{DIGIT, "mon"}]),  # "monday" holds "mon"
        (r"3x|\d", [{DIGIT}]),  # a needle holding a digit holds a digit
        (r"预订|取消", [set()]),  # no ASCII text matches
        (r"x?", []),  # nothing required
    ],
)
def test_conditions_keep_every_required_part(pattern: str, expected: list[set[str]]) -> None:
    got = [set(c) for c in conditions(re.compile(pattern, re.IGNORECASE))]
    assert all(c in got for c in expected) and len(got) <= 3, got


def test_the_date_rule_needs_a_date_word_or_a_digit() -> None:
    date = next(k for k, (key, _) in enumerate(entities.ENTITY_RULES) if key == "date")
    for clause in ("i need the hotel in the north", "is there anything on the list"):
        assert date not in entities.GATE.rules(clause)
    for clause in ("the 14th please", "next monday", "on 3/4", "tomorrow morning", "this week"):
        assert date in entities.GATE.rules(clause)


class _Counting:
    """A compiled rule regex that counts the texts it scans."""

    def __init__(self, rx: re.Pattern[str], seen: list[str]) -> None:
        self.rx, self.seen = rx, seen
        self.groupindex = rx.groupindex

    def finditer(self, text: str) -> Any:
        self.seen.append(self.rx.pattern)
        return self.rx.finditer(text)


def test_a_plain_clause_scans_its_needles_once_and_runs_few_rules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scanned: list[str] = []
    run: list[str] = []
    for mod in (patterns, entities):
        gate = mod.GATE
        real = gate.scan
        assert real is not None
        monkeypatch.setattr(gate, "scan", lambda low, real=real: scanned.append(low) or real(low))
        monkeypatch.setattr(mod, "_ASCII", tuple(_Counting(rx, run) for rx in mod._ASCII))
    clause = "the hotel should be in the north of the town"
    assert patterns.mentions(clause, clause) == []
    assert entities.entities(clause, clause) == []
    assert len(scanned) == 2  # one scan per rule list, not one search per rule
    assert len(run) <= 2, run  # of the hundred rules


def test_a_gate_with_no_needles_runs_its_unconditional_rules() -> None:
    gate = Gate([(), (frozenset(),), (frozenset({DIGIT}),)])
    assert gate.rules("abc") == [0]
    assert gate.rules("a1") == [0, 2]
