"""The offline folder's work per fold is bounded (issue 16): counted operations, never time.

* A rule regex is skipped on a clause only when it cannot match it (the prefilter's needles
  are necessary: checked on every rule against real and tricky texts).
* A plain clause runs few of the hundred rule regexes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from turnmem.fold.rules import entities, patterns, summary
from turnmem.fold.rules.prefilter import DIGIT, absent, ascii_pattern, needles, searcher
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

_STATE = Path(__file__).parent / "data" / "state"

_TRICKY = [
    "",
    "ok",
    "I'm Alice, call me Al",
    "my name's Bob and I'd like to book a table for 2 at 7pm on Friday",
    "we'll be 6, there will be 3 of us, party of four",
    "the 14th if there's room, or March 3rd, 2025; 2025-03-04 or 3/4",
    "order #W4923227, booking ref QX7H2P, email emma.klein@example.com",
    "call +353 87 412 6650 or 07700 900123 or 13812345678",
    "$120, 200 dollars, 8,650 EUR, GB33BUKB20201555555555",
    "never mind the invoice, cancel that, forget it, scratch that",
    "that's done, the laptop arrived, it worked",
    "I don't want a refund, I hate seafood, I'm allergic to nuts, avoid dairy",
    "Can you help me find a cheap hotel? I need to leave after 14:00 tomorrow",
    "ſent \u212aeep İstanbul",  # IGNORECASE folds these to ASCII letters: never skipped
    "Café crème, naïve façade",
    "我叫张三，想预订明天下午三点的餐厅，3个人，预算200元",
    "不要退款，把4月2日改成4月5日吧",
    "THE DAY AFTER TOMORROW, NEXT MONDAY MORNING, NOON",
]


def _texts() -> list[str]:
    out = list(_TRICKY)
    for path in sorted(_STATE.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            for m in json.loads(line).get("messages", []):
                content = m.get("content")
                if isinstance(content, str) and content:
                    out.append(content)
                    out.extend(content.lower().split(". "))
    return out


_RULES = [rule[2] for rule in patterns.RULES] + [rx for _, rx in entities.ENTITY_RULES]


def test_a_rule_is_skipped_only_on_text_it_cannot_match() -> None:
    texts = _texts()
    assert len(texts) > 200
    checked = 0
    for rx in _RULES:
        cond = needles(rx)
        may = searcher(cond)
        for text in texts:
            if not text.isascii():
                continue  # the folder scans every rule on a text outside ASCII
            low = text.lower()
            digit = bool(re.search("[0-9]", low))
            # the folder's one-call form says the same as the needles
            assert may is None or bool(may(low)) == (not absent(cond, low, digit))
            if absent(cond, low, digit):
                checked += 1
                assert rx.search(text) is None, (rx.pattern[:80], text)
    assert checked > 1000


def _found(rx: re.Pattern[str], text: str) -> list[object]:
    return [
        (m.span(), m.groups(), [m.span(g) for g in range(rx.groups + 1)]) for m in rx.finditer(text)
    ]


def test_the_ascii_form_of_a_rule_finds_what_the_rule_finds() -> None:
    texts = [t for t in _texts() if t.isascii()]
    variants = [(rx, ascii_pattern(rx)) for rx in _RULES]
    assert sum(v is not rx for rx, v in variants) >= 3  # the date, time and money rules
    for rx, variant in variants:
        assert variant.groupindex == rx.groupindex
        for text in texts:
            assert _found(variant, text) == _found(rx, text), (rx.pattern[:80], text)


@pytest.mark.parametrize(
    ("pattern", "flags", "expected"),
    [
        (r"\b(?:can|could) you(?: please)? (?P<v>.+)", re.IGNORECASE, {" you"}),
        (r"book|Cancel", re.IGNORECASE, {"book", "cancel"}),
        (r"\d{1,2}:\d{2}", 0, {DIGIT}),
        (r"[$#]", 0, {"$", "#"}),
        (r"[$#]\d+", 0, {DIGIT}),  # as strong, fewer needles
        (r"(?:next )?friday", re.IGNORECASE, {"friday"}),
        (r"x?|y", 0, None),  # an optional item and a bare branch state nothing
        (r"[^a]bc", 0, {"bc"}),
        (r"预订|取消", 0, set()),  # no ASCII text matches
        (r"ſ|k", re.IGNORECASE, None),  # "ſ" matches "s": no needle
        (r"(?<=a)b|c", 0, {"b", "c"}),
    ],
)
def test_needles_are_what_every_match_contains(
    pattern: str, flags: int, expected: set[str] | None
) -> None:
    cond = needles(re.compile(pattern, flags))
    assert (None if cond is None else set(cond)) == expected


def test_a_plain_clause_runs_few_rule_regexes() -> None:
    # the work bound: on a clause stating nothing special, most rules are never scanned
    for clause in ("the hotel should be in the north", "is there free parking"):
        low = clause.lower()
        run = [rx for rx in _RULES if not absent(needles(rx), low, False)]
        assert len(run) <= len(_RULES) // 5, [rx.pattern[:40] for rx in run]


# --- the summary: a fold costs its new turns, not the summary's length --------------------------


def _turns(n: int, start: int = 0) -> list[Turn]:
    return [
        Turn(
            index=start + k,
            user=f"I need a hotel in area {k % 7} for {k % 5 + 1} people on day {k}, not too pricey.",
            response=f"Hotel H{k} in area {k % 7} has rooms at ${40 + k}; booked, reference R{k:05d}.",
        )
        for k in range(n)
    ]


def _fold_work(monkeypatch: pytest.MonkeyPatch, history: int, cap: int) -> tuple[int, int, int]:
    """(lines aged, texts encoded, lines of the previous summary) of one fold of 4 new turns
    over the summary that folds of 4 turns left after ``history`` turns."""
    counter = TokenCounter("gpt-4o")
    old = _turns(history)
    previous = ""
    for k in range(0, history, 4):
        previous = summary.build_summary(previous, old[k : k + 4], cap, counter)
    previous = summary.build_summary(previous, [], cap, counter)  # its old lines seen once more
    aged: list[int] = []
    encoded: list[str] = []
    real_aged, real_count = summary._aged_line, counter._encode_count
    with monkeypatch.context() as m:
        m.setattr(summary, "_aged_line", lambda ln, lv, c: aged.append(lv) or real_aged(ln, lv, c))
        m.setattr(counter, "_encode_count", lambda t: encoded.append(t) or real_count(t))
        summary.build_summary(previous, _turns(4, history), cap, counter)
    return len(aged), len(encoded), len(previous.splitlines())


def test_a_fold_ages_and_counts_what_its_new_turns_change_not_the_whole_summary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    small = _fold_work(monkeypatch, 40, 400)
    large = _fold_work(monkeypatch, 200, 2000)
    assert large[2] >= 5 * small[2]  # six times the lines to keep
    # the new lines, the ones they push out of the fresh few and the lines they merge with are
    # aged and counted; every other line is the memoised line of a fold before
    assert small[0] <= 24 and small[1] <= 64
    assert large[0] <= small[0] + 8 and large[1] <= small[1] + 24
