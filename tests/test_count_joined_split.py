"""count_joined splits before a line starting with any printable ASCII character but "/" (issue 16).

The joined text of lines is counted from remembered counts of its pieces; a piece ends right
after a newline followed by such a character (the summary's "user (t3)" and "[t0–t9: …]", the
state's and recall's "- t341: …" lines). Checked exhaustively over line starts and ends against
counting the joined text whole, in both bundled encodings, and by counted tokenizer calls: a
recall section with one new line costs that line, not the section.
"""

from __future__ import annotations

import itertools

import pytest

from turnmem.text_counts import _SPLIT_BEFORE, count_joined
from turnmem.tokens import TokenCounter

_ENDS = [
    "", " ", "  ", "\t", "\r", "abc", "a.", "a. ", "a ", "7", "x?", "ok…", "你", "(t3)", "'", ".",
    "]", "a/", "-", "1,", "é", "\u00a0", "a\u3000", "…", "?!", "a\x1c", "a\x85", "a\u2028",
]  # fmt: skip
_RESTS = ["", "s", "'s", "abc", " t1: x", "/", "//x", "123", ".", " ", "\r", "-", "你好"]
_OTHER_STARTS = ["\t", " ", "\r", "你", "…", "é", "\u00a0", "\u3000", "\x1c", "\x85", "\u2028"]


@pytest.mark.parametrize("model", ["gpt-4o", "gpt-4"])
def test_every_line_start_after_every_line_end_counts_as_the_joined_text(model: str) -> None:
    tc = TokenCounter(model)
    starts = [chr(c) for c in range(0x20, 0x7F)] + _OTHER_STARTS
    assert len(_SPLIT_BEFORE) == 93 and "/" not in _SPLIT_BEFORE and " " not in _SPLIT_BEFORE
    checked = 0
    for end, start, rest in itertools.product(_ENDS, starts, _RESTS):
        for lines in ([end, start + rest], [end, start + rest, end], ["x" + end, start + rest]):
            assert count_joined(tc, lines) == tc.count_text("\n".join(lines)), lines
            checked += 1
    assert checked > 30_000


class _Encodes:
    """A counter whose tokenizer calls are recorded."""

    def __init__(self) -> None:
        self.counter = TokenCounter("gpt-4o")
        self.texts: list[str] = []
        encode = self.counter._encode_count

        def counted(text: str) -> int:
            self.texts.append(text)
            return encode(text)

        self.counter._encode_count = counted


def test_a_recall_section_with_one_new_line_encodes_that_line_only() -> None:
    enc = _Encodes()
    header = "Possibly relevant earlier turns (recalled from the archive):"
    turns = [
        f"- t{k}: Hi , I need to take a train on Sunday that leaves after 08:{k % 60:02d} . "
        f"Where are you departing from, and how many tickets for train TR{k:04d} ?"
        for k in range(12)
    ]
    first = [header, *turns[:4]]
    assert count_joined(enc.counter, first) == enc.counter.count_text("\n".join(first))
    enc.texts.clear()
    second = [header, turns[0], turns[1], turns[9], turns[3]]  # recall changed one turn
    n = count_joined(enc.counter, second)
    # the new line with the newline after it (the pieces of the other lines are remembered);
    # the lines after the header were one piece, encoded whole whenever one of them changed
    assert enc.texts == [turns[9] + "\n"]
    assert n == TokenCounter("gpt-4o").count_text("\n".join(second))
