"""What a newline adds to a counted line is read from its last word alone (issue 16).

A summary's line is counted when it is made; counted again with its newline (count_joined),
its count is the remembered one plus what the newline adds to its last word, and that is
worked out from the word alone (two short counts) the first time the word ends a line, not by
tokenizing the whole line again. Checked against counting the text whole in both bundled
encodings, for words seen first and again, and by counted tokenizer calls.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from turnmem.text_counts import count_cached, count_joined
from turnmem.tokens import TokenCounter

_WORDS = [
    "a", "Z", "é", "1", "2024", "10:45", " ", "  ", "\t", ".", ",", "?", "!", "'s", "n't", "/",
    "-", "…", " …", "中文", "。", "\u00a0", "\u3000", "\u0301", "(", ")", "|", "#", "TR1234",
    "x" * 45,
]  # fmt: skip
_TEXTS = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=12).map("".join)


def _counting(tc: TokenCounter) -> list[str]:
    encoded: list[str] = []
    encode = tc._encode_count

    def counted(text: str) -> int:
        encoded.append(text)
        return encode(text)

    tc._encode_count = counted
    return encoded


@pytest.mark.parametrize("model", ["gpt-4o", "gpt-4"])
@settings(max_examples=800, deadline=None)
@given(head=_TEXTS, tail=_TEXTS, other=_TEXTS)
@example(head="user (t3): the train leaves at", tail=" 10:45 …", other="x")
@example(head="user (t3): a", tail="  .", other="b")
@example(head="user (t3): a", tail=" 。", other="b")
def test_lines_ending_with_a_word_seen_first_and_again_count_as_the_text_whole(
    model: str, head: str, tail: str, other: str
) -> None:
    tc = TokenCounter(model)
    reference = TokenCounter(model)
    nxt = "user (t9): next"
    for text in (f"user (t1): {head}{tail}", f"user (t2): {other}{tail}"):
        count_cached(tc, text)  # remembered, as the summary remembers its lines
        lines = [text, nxt]
        assert count_joined(tc, lines) == reference.count_text("\n".join(lines))


def test_a_line_ending_with_a_new_word_is_not_tokenized_whole_again() -> None:
    tc = TokenCounter("gpt-4o")
    line = "user (t7): I need a cheap hotel in the north … | assistant: Booked, ref H-2231."
    tail = "user (t8): and a train to Cambridge"
    count_cached(tc, line)
    count_cached(tc, tail)
    encoded = _counting(tc)
    n = count_joined(tc, [line, tail])
    assert n == TokenCounter("gpt-4o").count_text(line + "\n" + tail)
    assert encoded  # the last word was new: it was counted ...
    assert all(len(t) <= len(" H-2231.\n") for t in encoded)  # ... alone, never the line


def test_a_line_not_counted_before_is_counted_with_its_newline() -> None:
    tc = TokenCounter("gpt-4o")
    line = "user (t7): I need a cheap hotel in the north … | assistant: Booked, ref H-2231."
    tail = "user (t8): and a train to Cambridge"
    encoded = _counting(tc)
    n = count_joined(tc, [line, tail])
    assert n == TokenCounter("gpt-4o").count_text(line + "\n" + tail)
    assert line + "\n" in encoded
