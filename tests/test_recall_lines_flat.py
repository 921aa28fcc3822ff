"""recall_lines normalises each snippet from its flattened text (issue 16): the same lines as
normalising the raw snippet, for snippets with white space runs, tabs, newlines, Unicode
spaces, ellipses and capitals."""

from __future__ import annotations

import itertools

from turnmem.context import recall
from turnmem.context.recall import MIN_RELATIVE_SCORE, recall_lines


def _reference(hits, *, folded_through, summary, k):  # type: ignore[no-untyped-def]
    """recall_lines as written before: the raw snippet normalised, then flattened again."""
    held = recall._norm(summary)
    seen: set[str] = set()
    out: list[str] = []
    best = None
    for index, snippet, _at, score in hits:
        if len(out) >= k:
            break
        if index > folded_through:
            continue
        body = recall._norm(snippet)
        if not body or body in held or body in seen:
            continue
        if best is None:
            best = score
        elif best > 0 and score < MIN_RELATIVE_SCORE * best:
            break
        seen.add(body)
        out.append(f"t{index}: {' '.join(snippet.split())}")
    return out


_PARTS = ["Cheap", " hotel", "\tnorth", "\n\nRiver", "…", " … ", "\u00a0Museum", "\u3000酒店",
          "  ", "SEVEN", "wifi…parking", "\x1cx", " "]  # fmt: skip


def test_flattened_snippets_give_the_same_lines() -> None:
    snippets = ["".join(p) for p in itertools.product(_PARTS, repeat=3)]
    summary = "user (t1): cheap hotel north | assistant: river museum"
    for start in range(0, len(snippets), 7):
        chunk = snippets[start : start + 9]
        hits = [(i, s, None, 10.0 - i * 0.1) for i, s in enumerate(chunk)]
        for k in (1, 4, 9):
            want = _reference(hits, folded_through=6, summary=summary, k=k)
            assert recall_lines(hits, folded_through=6, summary=summary, k=k) == want, chunk


def test_a_snippet_the_summary_holds_only_once_ellipses_are_spaces_is_left_out() -> None:
    summary = "user (t1): Cheap hotel in the north"
    hits = [(3, "cheap…HOTEL  in\tthe north", None, 2.0), (2, "river  museum", None, 1.9)]
    assert recall_lines(hits, folded_through=5, summary=summary, k=4) == ["t2: river museum"]
