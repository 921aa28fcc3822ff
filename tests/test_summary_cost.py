"""The summary's cheaper steps give what the plain ones give (issue 16).

* The assistant part of two merged lines reads their users' words from each line's own words
  (memoised when each line aged) instead of the joined text: the same value words and content
  words, so the same clauses are restatements, whatever the two texts hold (first words,
  capitalised names, ids, Chinese, empty texts, texts past READ_CHARS).
* Line coverage by the state is decided before its flags are built: None exactly when no
  clause is covered, the same flags otherwise.
* The bounded memo keeps any value, None too, and counts hits and misses as before.
"""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from turnmem.fold.rules import digest
from turnmem.fold.rules.cover import _negates, _piece_words, covered_flags
from turnmem.fold.rules.digest import READ_CHARS, Piece, assistant_text
from turnmem.fold.rules.memo import Memo
from turnmem.tokens import TokenCounter

_WORDS = [
    "Cambridge", "hotel", "TR1234", "the", "I", "Noted", "at", "10:45", "#A-12", "cheap",
    "north", "Friday", "ref", "ABC123", "7", "you", "了", "周六", "入住", "H-2231", "Alice",
    "…", "·", ",", ".", "?", "'s", "x.y@z.com", "3.5", "$51.00", "É", "",
]  # fmt: skip
_TEXT = st.lists(st.sampled_from(_WORDS), max_size=12).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(a=_TEXT, b=_TEXT)
@example(a="", b="Cambridge TR1234")
@example(a="Cambridge", b="Alice arrives at 10:45")
@example(a="…", b="Alice")
@example(a="x" * READ_CHARS, b="Alice TR1234")
def test_two_lines_users_words_read_as_their_joined_text(a: str, b: str) -> None:
    joined = a + " " + b
    assert digest._heard((a, b)) == digest._heard(joined)
    tc = TokenCounter("gpt-4o")
    reply = "Alice booked TR1234 at 10:45. Noted: Cambridge, cheap. Ref ABC123 is yours."
    for values_only in (False, True):
        want = assistant_text(reply, 24, tc, joined, values_only=values_only)
        assert assistant_text(reply, 24, tc, (a, b), values_only=values_only) == want


def _flags_plain(pieces: list[Piece], known: frozenset[str]) -> object:
    flags = tuple(
        ()
        if p.speaker.startswith("tool")
        else tuple(bool(w) and w <= known and not _negates(c) for w, c in _piece_words(p.text))
        for p in pieces
    )
    return flags if any(map(any, flags)) else None


@settings(max_examples=300, deadline=None)
@given(
    texts=st.lists(st.tuples(st.sampled_from(["user", "assistant", "tool x"]), _TEXT), max_size=4),
    known=st.frozensets(
        st.sampled_from(["cambridge", "hotel", "cheap", "north", "tr1234", "周六"])
    ),
)
@example(texts=[("user", "cheap hotel , not north")], known=frozenset({"cheap", "hotel"}))
def test_coverage_flags_are_those_of_every_clause(
    texts: list[tuple[str, str]], known: frozenset[str]
) -> None:
    pieces = [Piece(s, t) for s, t in texts]
    assert covered_flags(pieces, known) == _flags_plain(pieces, known)


def test_memo_keeps_none_and_counts_hits_across_generations() -> None:
    memo: Memo[object] = Memo(2)
    calls: list[str] = []

    def compute(key: str) -> object:
        calls.append(key)
        return None

    assert memo.get("a", lambda: compute("a")) is None
    assert memo.get("a", lambda: compute("a")) is None  # None is a kept value, not a miss
    memo.get("b", lambda: compute("b"))
    memo.get("c", lambda: compute("c"))  # the newer generation was full: a and b are older
    assert memo.get("a", lambda: compute("a")) is None  # moved back from the older one
    assert calls == ["a", "b", "c"]
    assert (memo.hits, memo.misses) == (2, 3)
