"""Search text shared by every store: one tokenizer, one BM25, one snippet rule.

All backends index the output of :func:`search_terms` (never their own tokenizer), and run
the query through the same function, so English and Chinese recall behaves alike whether the
session lives in memory, SQLite, PostgreSQL or Redis.

* Latin, digits and other alphabetic scripts: lower-cased words (NFKC-normalised first, so
  full-width ``ＡＢＣ１２`` matches ``abc12``).
* CJK runs (Han, kana, Hangul): overlapping character bigrams (``北京机场`` -> ``北京``,
  ``京机``, ``机场``); a single CJK character is its own term. Bigrams need no dictionary and
  recall well for short queries, the usual trade-off of CJK full-text engines.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

# Re-exported: the in-process index lives in its own module (store/_bm25.py).
from turnmem.store._bm25 import MAX_POSTINGS, Bm25Index
from turnmem.turn import Turn

__all__ = [
    "MAX_POSTINGS",
    "MAX_TERM_LEN",
    "SNIPPET_WIDTH",
    "Bm25Index",
    "bm25_rank",
    "fixed_snippet",
    "indexed_text",
    "make_snippet",
    "query_terms",
    "search_terms",
    "turn_snippet",
    "turn_terms",
]

#: Longer "words" (base64 blobs, minified data) are noise for recall and bloat indexes.
MAX_TERM_LEN = 100

#: Characters of a snippet (:func:`make_snippet`).
SNIPPET_WIDTH = 240

_CJK = (
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3400-\u4dbf"  # CJK Extension A
    "\u4e00-\u9fff"  # CJK Unified Ideographs
    "\uac00-\ud7af"  # Hangul syllables
    "\uf900-\ufaff"  # CJK Compatibility Ideographs
    "\U00020000-\U0002fa1f"  # CJK Extensions B-F, compatibility supplement
)
_CJK_RUN = re.compile(f"[{_CJK}]+")
_WORD = re.compile(r"[^\W_]+")


def search_terms(text: str) -> list[str]:
    """The terms of ``text`` in order, as every store indexes and queries them."""
    if text.isascii():
        # ASCII is its own NFKC form and holds no CJK: the words alone are the terms that
        # _any_terms finds, without its per-word CJK test (most turns of an English session)
        return [w for w in _WORD.findall(text.lower()) if len(w) <= MAX_TERM_LEN]
    return _any_terms(text)


def _any_terms(text: str) -> list[str]:
    """:func:`search_terms` of any text."""
    norm = unicodedata.normalize("NFKC", text).lower()
    # Pad CJK runs with spaces so a Latin word glued to Chinese ("iPhone手机") splits cleanly.
    spaced = _CJK_RUN.sub(lambda m: f" {m.group(0)} ", norm)
    terms: list[str] = []
    for word in _WORD.findall(spaced):
        if _CJK_RUN.fullmatch(word):
            if len(word) == 1:
                terms.append(word)
            else:
                terms.extend(word[i : i + 2] for i in range(len(word) - 1))
        elif len(word) <= MAX_TERM_LEN:
            terms.append(word)
    return terms


# Function words carry no recall signal: "which ones are in the afternoon" must match the
# turn about afternoon flights, not every turn that says "the" or "in". Chinese function
# characters are single CJK terms, which bigrams already mostly avoid.
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "he",
        "her",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "just",
        "me",
        "my",
        "no",
        "not",
        "of",
        "on",
        "or",
        "our",
        "she",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "too",
        "us",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yes",
        "ok",
        "okay",
        "please",
        "thanks",
        "thank",
        "one",
        "ones",
        "some",
        "any",
        "all",
        "about",
        "also",
        "again",
        # Conversational verbs and fillers: in task dialogues nearly every turn has them, so
        # they rank nothing and make every search walk most of the session.
        "need",
        "want",
        "like",
        "looking",
        "find",
        "get",
        "know",
        "help",
        "should",
        "may",
        "might",
        "am",
        "im",
        "great",
        "sure",
        "well",
        "very",
        "much",
        "more",
        "other",
        "anything",
        "else",
        "here",
        "now",
        "go",
        "going",
        "的",
        "了",
        "吗",
        "呢",
        "吧",
        "啊",
        "是",
        "在",
        "我",
        "你",
        "他",
        "她",
        "它",
        "们",
        "和",
        "就",
        "都",
        "也",
        "还",
        "要",
        "有",
        "这",
        "那",
        "么",
    ]
)


#: Each text of a turn is indexed by its first and last characters only: recall needs the
#: words of a turn, not every line of a 50 MB log (the store still keeps the whole output).
INDEX_HEAD_CHARS = 20_000
INDEX_TAIL_CHARS = 5_000


def _bounded(text: str) -> str:
    if len(text) <= INDEX_HEAD_CHARS + INDEX_TAIL_CHARS:
        return text
    return text[:INDEX_HEAD_CHARS] + "\n" + text[-INDEX_TAIL_CHARS:]


def _bounded_parts(turn: Turn) -> list[str]:
    parts: list[str] = [turn.user or ""]
    for step in turn.steps:
        parts.append(step.reasoning or "")
        parts += [f"{c.name} {_bounded(c.arguments)}" for c in step.tool_calls]
        parts += [_bounded(o.content) for o in step.observations]
    parts.append(turn.response or "")
    return [_bounded(p) for p in parts if p]


def indexed_text(turn: Turn) -> str:
    """The text of a turn that stores index and snippets come from (each part bounded)."""
    return "\n".join(_bounded_parts(turn))


def turn_terms(turn: Turn) -> list[str]:
    """The terms every store indexes for a turn (each text bounded, see INDEX_HEAD_CHARS)."""
    return search_terms(indexed_text(turn))


def turn_snippet(turn: Turn, query: Iterable[str]) -> str:
    """:func:`make_snippet` of the turn's indexed text (each part bounded as indexed): joining a
    50 MB message whole for every hit cost 30 ms per context."""
    return make_snippet(indexed_text(turn), query)


def fixed_snippet(text: str, width: int = SNIPPET_WIDTH) -> str | None:
    """``make_snippet(text, query, width)`` when it is the same for every query (the text,
    whitespace collapsed, fits the width: the snippet is all of it), else None."""
    flat = " ".join(_bounded(text).split())
    return flat if len(flat) <= width else None


def query_terms(text: str) -> list[str]:
    """The terms a search looks for: :func:`search_terms` without function words (all of the
    terms if the text has nothing else)."""
    terms = search_terms(text)
    kept = [t for t in terms if t not in _STOPWORDS]
    return kept or terms


def bm25_rank(
    docs: Mapping[int, Sequence[str]],
    query: Iterable[str],
    k: int,
    *,
    k1: float = 1.2,
    b: float = 0.75,
) -> list[tuple[int, float]]:
    """Okapi BM25 of each document against the OR of the query terms; best ``k`` first.

    ``docs`` maps a turn index to its terms. Documents matching no term are left out; ties
    are broken by the newer turn (higher index) first.
    """
    wanted = set(query)
    if not wanted or not docs or k <= 0:
        return []
    n = len(docs)
    avgdl = sum(len(t) for t in docs.values()) / n or 1.0
    counts = {idx: Counter(t for t in terms if t in wanted) for idx, terms in docs.items()}
    df: Counter[str] = Counter()
    for c in counts.values():
        df.update(c.keys())
    # The "+1" form of idf (Lucene's) stays positive for terms in most documents.
    idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    scored: list[tuple[int, float]] = []
    for idx, c in counts.items():
        if not c:
            continue
        dl = len(docs[idx])
        score = sum(
            idf[t] * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl)) for t, tf in c.items()
        )
        scored.append((idx, score))
    scored.sort(key=lambda pair: (-pair[1], -pair[0]))
    return scored[:k]


def _first_match(text: str, terms: Iterable[str]) -> int | None:
    """Where the first query term occurs in ``text``: as a whole word, or anywhere for CJK.

    A word term matches where a maximal run of word characters equals it, so one scan of the
    text's words (stopping at the first hit) finds the earliest of all terms, with no regex
    built per query; CJK terms are plain substring searches.
    """
    words: set[str] = set()
    first: int | None = None

    def earliest(pos: int) -> None:
        nonlocal first
        if pos >= 0 and (first is None or pos < first):
            first = pos

    for term in dict.fromkeys(terms):
        if _CJK_RUN.fullmatch(term):
            earliest(text.find(term))
        elif _WORD.fullmatch(term):
            words.add(term)
        elif term:  # not a search term: match it literally, still as a whole word
            m = re.search(rf"(?<![^\W_]){re.escape(term)}(?![^\W_])", text)
            earliest(m.start() if m else -1)
    if words:
        for m in _WORD.finditer(text):
            if first is not None and m.start() >= first:
                break  # a CJK term already occurs earlier
            if m.group() in words:
                earliest(m.start())
                break
    return first


def make_snippet(text: str, query: Iterable[str], width: int = SNIPPET_WIDTH) -> str:
    """A window of about ``width`` characters of ``text`` around its first query term."""
    flat = " ".join(_bounded(text).split())
    if len(flat) <= width:
        return flat
    lowered = unicodedata.normalize("NFKC", flat).lower()
    if len(lowered) != len(flat):  # normalisation changed lengths: positions would drift
        lowered = flat.lower()
    first = _first_match(lowered, query)
    start = max(0, first - width // 4) if first is not None else 0
    start = min(start, len(flat) - width)
    piece = flat[start : start + width]
    return ("…" if start > 0 else "") + piece + ("…" if start + width < len(flat) else "")
