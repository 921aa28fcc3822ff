"""count_spaced: a text joined by spaces counted from its parts equals its own count."""

from __future__ import annotations

import itertools

import pytest

from turnmem import TokenCounter
from turnmem.text_counts import count_cached, count_spaced

WORDS = [
    "user",
    "(t12–t19):",
    "|",
    "assistant:",
    "How many stars does the Autumn House have ?",
    "… of the three have parking ? · No …",
    "reference number is 1R3J6V88 and …",
    "改成周六入住吧，周五我有事",
    "  leading spaces kept",
    "12:30 then, we're at 8pm",
    "'s it 's",
    "a\nline break inside",
    "emma.klein@example.com/x //path",
    "ТЕКСТ на русском языке, долгий достаточно",
    "!!!?",
]


@pytest.mark.parametrize("encoding", ["o200k_base", "cl100k_base"])
def test_joined_count_equals_the_text_count(encoding: str) -> None:
    counter = TokenCounter(encoding=encoding)
    checked = 0
    for parts in itertools.permutations(WORDS, 4):
        text = " ".join(parts)
        for p in parts:  # some parts remembered, as a digest counts the pieces it keeps
            if len(p) % 2:
                count_cached(counter, p)
        assert count_spaced(counter, text, list(parts)) == counter._encode_count(text), parts
        checked += 1
    assert checked > 1000


def test_parts_that_do_not_make_the_text_count_the_text() -> None:
    counter = TokenCounter("gpt-4o")
    text = "user (t3): a long enough text to be remembered by the counter"
    assert count_spaced(counter, text, ["user", "(t3):", "something else"]) == (
        counter._encode_count(text)
    )
