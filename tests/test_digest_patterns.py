"""The digest's factored word patterns match exactly what the plain alternations match."""

from __future__ import annotations

import re

import pytest

from turnmem.fold.rules import digest

_WORDS = [
    digest._DATE_WORDS,
    digest._OUTCOME_WORDS,
    digest._NEGATION_WORDS,
    digest._WANT_WORDS,
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
    factored = re.compile(rf"\b{digest._prefixed(words)}\b", re.IGNORECASE)
    texts = [*_TEXTS, *(w.replace("_", " ") for w in words.split())]
    texts += [t.upper() for t in texts] + [f"x{t}" for t in texts] + [f"{t}s" for t in texts]
    for text in texts:
        assert bool(plain.search(text)) == bool(factored.search(text)), text


def test_any_of_is_a_necessary_condition_only() -> None:
    assert digest._OUTCOME.search("Your table is booked.")
    assert digest._OUTCOME.search("订好了")
    assert not digest._OUTCOME.search("Thanks a lot")
    assert digest._NEGATION.search("I can't") and digest._NEGATION.search("不要")
    assert digest._NEGATION.search("isn't")
    assert digest._DATE.search("on FRIDAY") and digest._DATE.search("下午三点")
    assert digest._WANT.search("I'd like a room") and digest._WANT.search("我想去")
    assert digest._NAME.search("I met Alice") and digest._NAME.search("我叫张三")
    assert not digest._NAME.search("I think so")
