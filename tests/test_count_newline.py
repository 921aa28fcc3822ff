"""A line counted before is counted with its newline from its last word (issue 16).

count_joined counts a line that ends in punctuation with the newline after it (a punctuation
run takes the newline). When the line's own count is remembered (a summary's line is counted
when it is made) and a line ending with the same word was counted with its newline, that count
and what the newline added to the word are used: a pre-token always starts at a space after a
character that is not white space, so the newline changes the last word's count only.
Checked against counting the text whole over generated texts of spaces, tabs, newlines,
punctuation, digits, CJK, marks and contractions in both bundled encodings, and by counted
tokenizer calls: the summary's new line is tokenized once, not twice.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from turnmem.text_counts import count_cached, count_joined
from turnmem.tokens import TokenCounter

_PARTS = [
    "a", "Z", "é", "1", "2024", " ", "  ", "\t", "\n", "\r", ".", ",", "?", "!", "'s", "'ll",
    "n't", "/", "\\", "-", "—", "…", "中文", "。", "，", "\x1c", "\u00a0", "\u3000", "\u0301",
    "(", ")", "[", "]", "|", "#", "@", "$", "user (t3):", " | ", "assistant", "TR1234", "\n/",
    "abcdefghijklmnopqrstuvwxyzabcdefghijklmnop",
]  # fmt: skip
_TEXTS = st.lists(st.sampled_from(_PARTS), min_size=1, max_size=24).map("".join)


@pytest.mark.parametrize("model", ["gpt-4o", "gpt-4"])
@settings(max_examples=1500, deadline=None)
@given(text=_TEXTS)
@example(text="user (t3): the train leaves at 10:45 …")
@example(text="x" * 50 + " .")
@example(text="x" * 50 + "  …")
@example(text="x" * 50 + "\t…")
def test_a_remembered_line_with_its_newline_counts_as_the_text_whole(model: str, text: str) -> None:
    tc = TokenCounter(model)
    count_cached(tc, text)  # remembered, as the summary remembers its lines
    lines = [text, "user (t4): next"]
    assert count_joined(tc, lines) == tc.count_text("\n".join(lines))


def test_a_summary_line_counted_before_is_not_tokenized_again_with_its_newline() -> None:
    tc = TokenCounter("gpt-4o")
    encoded: list[str] = []
    encode = tc._encode_count

    def counted(text: str) -> int:
        encoded.append(text)
        return encode(text)

    tc._encode_count = counted
    older = "user (t6): a table for two in the centre … | assistant: Booked at Nandos …"
    line = "user (t7): I need a cheap hotel in the north … | assistant: Booked, ref H-2231 …"
    tail = "user (t8): and a train to Cambridge"
    for text in (older, line, tail):
        count_cached(tc, text)  # as the summary counts each line when it makes it
    count_joined(tc, [older, tail])  # a line ending with " …" counted with its newline
    encoded.clear()
    n = count_joined(tc, [line, tail])
    assert n == TokenCounter("gpt-4o").count_text(line + "\n" + tail)
    assert encoded == []  # neither line is tokenized again
