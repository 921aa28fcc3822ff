"""Faster forms of the offline folder's splitting and working copy give the same results
(issue 16): checked against the plain forms on real and generated texts and states."""

from __future__ import annotations

import random

from turnmem.fold.rules import digest
from turnmem.fold.rules import text as text_mod
from turnmem.fold.rules.work import Work
from turnmem.state import AddItem, Fact, Goal, MemoryState, Preference, UpdateItem, apply

_ATOMS = [
    " ", "  ", "\n", "\n\n", " \n ", "\t", ".", ",", "!", "?", ";", ":", "…", "·", " · ", "。",
    "，", "！", "a", "Bb", "3.5", "x@y.z", "\u2028", "\x1c", "\u3000", "\u00a0", "好",
]  # fmt: skip


def _reference_clauses(text: str) -> tuple[tuple[int, int], ...]:
    """digest.clauses with the one full pattern, as it was written first."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in digest._CLAUSE_END.finditer(text):
        if m.start() > start and text[start : m.start()].strip():
            spans.append((start, m.start()))
        start = max(start, m.end())
    if text[start:].strip():
        spans.append((start, len(text)))
    return tuple(spans)


def test_clause_spans_of_the_plain_form_are_the_full_patterns() -> None:
    rng = random.Random(16)
    texts = [
        "Sure. I booked it, ref 7GH2; anything else?\nNo thanks!",
        "user (t3): a hotel … cheap · assistant: booked.",
        "好的，已预订。 Thanks!",
    ]
    texts += ["".join(rng.choice(_ATOMS) for _ in range(rng.randint(0, 14))) for _ in range(30000)]
    plain = 0
    for text in texts:
        assert digest.clauses.__wrapped__(text) == _reference_clauses(text), repr(text)
        plain += not digest._NOT_PLAIN.search(text)
    assert plain > 5000  # the plain form was exercised


def test_the_working_copy_ranks_items_as_before() -> None:
    state = apply(
        MemoryState(),
        [
            AddItem(kind="goal", value="book a hotel", turn=3),
            AddItem(kind="preference", value="quiet room", polarity="like", turn=1),
            AddItem(kind="fact", value="2 people", key="party", turn=3),
            AddItem(kind="fact", value="Friday", key="date", turn=1),
            AddItem(kind="goal", value="book a taxi", turn=2),
        ],
        turn=3,
    )
    state = apply(state, [UpdateItem(id="g1", status="done")], turn=4)
    items = state.items()
    rank = sorted(range(len(items)), key=lambda k: (items[k].updated_at, k))
    seqs = {k: r + 1 for r, k in enumerate(rank)}
    expected = [
        (
            it.id,
            it.kind,
            it.value,
            it.key if isinstance(it, Fact) else None,
            it.polarity if isinstance(it, Preference) else None,
            it.status if isinstance(it, Goal) else None,
            seqs[k],
        )
        for k, it in enumerate(items)
    ]
    work = Work(state)
    got = [(e.id, e.kind, e.value, e.key, e.polarity, e.status, e.seq) for e in work.entries]
    assert got == expected
    assert work.clock == len(items)


def test_a_sentence_skips_the_clause_break_scan_only_when_it_cannot_break() -> None:
    from tests.test_fold_cost import _texts

    rng = random.Random(3)
    atoms = [" ", ",", "，", "~", "but", "BUT", "However", " and ", "and i", " i", "though"]
    atoms += ["because", "whereas", "1,200", "a", "x", "\n", "但是", "ſ", "\u212a", "Ände"]
    texts = _texts() + [
        "".join(rng.choice(atoms) for _ in range(rng.randint(0, 10))) for _ in range(20000)
    ]
    skipped = 0
    for text in texts:
        if not text_mod._may_break(text):
            skipped += 1
            assert text_mod._CLAUSE_BREAK.search(text) is None, repr(text)
            assert text_mod.clauses(text, 0, len(text)) == _one_clause(text)
    assert skipped > 2000


def _one_clause(text: str) -> list[tuple[int, int]]:
    if not text.strip():
        return []
    return [(len(text) - len(text.lstrip()), len(text))]
