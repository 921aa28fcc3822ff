"""The digest's factored word patterns (fold/rules/marks.py) match what plain alternations do."""

from __future__ import annotations

import re

import pytest

from turnmem.fold.rules import marks

_WORDS = [
    marks._DATE_WORDS,
    marks._OUTCOME_WORDS,
    marks._NEGATION_WORDS,
    marks._WANT_WORDS,
]
_TEXTS = [
    "",
    "ok",
    "Booked!",
    "the REFUND is pending",
    "refundable",
    "prebooked",
    "it's not available",
    "in transit",
    "ſent",  # long s: IGNORECASE matches it as "s"
    "\u212aeep",  # the Kelvin sign: IGNORECASE matches it as "k"
    "İ don't know",
    "no results found",
    "no hotel rooms left",
    "cancelllled",
    "doesn't",
    "won'tt",
    "isn't it",
    "Monday morning",
    "mayday",
    "我明天不去",
    "已经订好了",
    "周末",
]


@pytest.mark.parametrize("words", _WORDS)
def test_factored_words_match_the_plain_alternation(words: str) -> None:
    plain = re.compile(
        r"\b(?:" + "|".join(re.escape(w.replace("_", " ")) for w in words.split()) + r")\b",
        re.IGNORECASE,
    )
    factored = re.compile(rf"\b{marks.prefixed(words)}\b", re.IGNORECASE)
    texts = [*_TEXTS, *(w.replace("_", " ") for w in words.split())]
    texts += [t.upper() for t in texts] + [f"x{t}" for t in texts] + [f"{t}s" for t in texts]
    for text in texts:
        assert bool(plain.search(text)) == bool(factored.search(text)), text


def test_any_of_is_a_necessary_condition_only() -> None:
    assert marks.OUTCOME.search("Your table is booked.")
    assert marks.OUTCOME.search("订好了")
    assert not marks.OUTCOME.search("Thanks a lot")
    assert marks.NEGATION.search("I can't") and marks.NEGATION.search("不要")
    assert marks.NEGATION.search("isn't")
    assert marks.DATE.search("on FRIDAY") and marks.DATE.search("下午三点")
    assert marks.WANT.search("I'd like a room") and marks.WANT.search("我想去")
    assert marks.NAME.search("I met Alice") and marks.NAME.search("我叫张三")
    assert not marks.NAME.search("I think so")
