"""Names with a capital inside ("Fiona MacLeod", "Sean McBride", "Anna DeLuca") are read whole
after "I'm" and "this is", as after "my name is"; before, "I'm Fiona MacLeod" gave "Fiona"."""

from __future__ import annotations

import pytest

from turnmem.fold.rules.patterns import mentions


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I'm Fiona MacLeod, office manager.", "Fiona MacLeod"),
        ("I'm Sean McBride, the manager", "Sean McBride"),
        ("This is Anna DeLuca speaking", "Anna DeLuca"),
        ("My name is Fiona MacLeod", "Fiona MacLeod"),
        ("I'm Dan.", "Dan"),
    ],
)
def test_a_name_with_a_capital_inside_is_read_whole(text: str, name: str) -> None:
    assert [m.value for m in mentions(text, text) if m.family == "name"] == [name]


@pytest.mark.parametrize("text", ["I'm OK thanks", "I'm NOT sure"])
def test_guard_capitals_alone_are_no_name(text: str) -> None:
    assert [m.value for m in mentions(text, text) if m.family == "name"] == []
