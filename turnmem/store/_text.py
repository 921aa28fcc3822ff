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

import heapq
import itertools
import math
import operator
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from turnmem.turn import Turn

__all__ = [
    "MAX_TERM_LEN",
    "Bm25Index",
    "bm25_rank",
    "make_snippet",
    "query_terms",
    "search_terms",
    "turn_terms",
]

#: Longer "words" (base64 blobs, minified data) are noise for recall and bloat indexes.
MAX_TERM_LEN = 100

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


def turn_terms(turn: Turn) -> list[str]:
    """The terms every store indexes for a turn (each text bounded, see INDEX_HEAD_CHARS)."""
    parts: list[str] = [turn.user or ""]
    for step in turn.steps:
        parts.append(step.reasoning or "")
        parts += [f"{c.name} {_bounded(c.arguments)}" for c in step.tool_calls]
        parts += [_bounded(o.content) for o in step.observations]
    parts.append(turn.response or "")
    return search_terms("\n".join(_bounded(p) for p in parts if p))


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


def make_snippet(text: str, query: Iterable[str], width: int = 240) -> str:
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


_SCORE_THEN_INDEX = operator.itemgetter(1, 0)

#: Postings of one term that :meth:`Bm25Index.rank` scores at most (the newest ones).
MAX_POSTINGS = 512


class Bm25Index:
    """An incremental inverted index with the same Okapi BM25 as :func:`bm25_rank`: a search
    touches only the postings of the query's terms (at most :data:`MAX_POSTINGS` each), so its
    cost does not grow with the length of the session (the in-process store's index)."""

    __slots__ = ("_bounds", "_docs", "_lengths", "_postings", "_total")

    def __init__(self) -> None:
        self._postings: dict[str, dict[int, int]] = {}  # term -> turn index -> term frequency
        self._docs: dict[int, tuple[int, Counter[str]]] = {}  # turn index -> (length, counts)
        self._lengths: dict[int, int] = {}  # turn index -> length (what scoring reads)
        self._total = 0
        # term -> (largest tf, shortest turn) among its postings ever: what bounds the score
        # one term can add (kept on removal, where it only stays a looser bound)
        self._bounds: dict[str, tuple[int, int]] = {}

    def __contains__(self, idx: object) -> bool:
        return idx in self._docs

    def __len__(self) -> int:
        return len(self._docs)

    def add(self, idx: int, terms: Sequence[str]) -> None:
        """Index (or re-index) turn ``idx``."""
        self.remove(idx)
        counts = Counter(terms)
        self._docs[idx] = (len(terms), counts)
        self._lengths[idx] = len(terms)
        self._total += len(terms)
        dl = len(terms)
        bounds = self._bounds
        for term, tf in counts.items():
            self._postings.setdefault(term, {})[idx] = tf
            old = bounds.get(term)
            if old is None:
                bounds[term] = (tf, dl)
            elif tf > old[0] or dl < old[1]:
                bounds[term] = (max(tf, old[0]), min(dl, old[1]))

    def remove(self, idx: int) -> None:
        """Forget turn ``idx`` (nothing if it is not indexed)."""
        doc = self._docs.pop(idx, None)
        if doc is None:
            return
        del self._lengths[idx]
        self._total -= doc[0]
        for term in doc[1]:
            post = self._postings[term]
            del post[idx]
            if not post:
                del self._postings[term]

    def drop_before(self, bound: int) -> None:
        """Forget every turn with index < ``bound``."""
        for idx in [i for i in self._docs if i < bound]:
            self.remove(idx)

    def rank(
        self, query: Iterable[str], k: int, *, k1: float = 1.2, b: float = 0.75
    ) -> list[tuple[int, float]]:
        """The best ``k`` (turn index, score), as :func:`bm25_rank` over the same documents
        (exactly, while no query term is in more than :data:`MAX_POSTINGS` turns)."""
        n = len(self._docs)
        if not n or k <= 0:
            return []
        avgdl = self._total / n or 1.0
        terms: list[tuple[float, dict[int, int], float]] = []
        for term in dict.fromkeys(query):
            post = self._postings.get(term)
            if post:
                d = len(post)
                idf = math.log(1 + (n - d + 0.5) / (d + 0.5))
                tf, dl = self._bounds[term]  # the most one turn can get from this term
                terms.append(
                    (idf, post, idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl)))
                )
        # MaxScore: the rarest terms first. A term adds at most its bound (its largest tf in
        # its shortest turn) to any score, so once the k-th best score so far beats what all
        # the remaining terms could add, no turn outside the scored ones can reach the top k:
        # the remaining (common) terms only update those, instead of walking their long
        # posting lists. The top k is the same (a hair of margin covers float rounding).
        terms.sort(key=lambda t: -t[0])
        rest = [0.0] * (len(terms) + 1)
        for i in range(len(terms) - 1, -1, -1):
            rest[i] = rest[i + 1] + terms[i][2]
        # The score of one posting, written once below as one expression with the constants
        # hoisted (the same float operations in the same order as bm25_rank's).
        k1p, omb, lengths = k1 + 1, 1 - b, self._lengths
        scores: dict[int, float] = {}
        for i, (idf, post, _bound) in enumerate(terms):
            # A term in very many turns adds little to a score: only its newest postings are
            # scored, so a search costs the same at 100 or 100,000 turns (turns holding the
            # query's rarer terms are still all found through those terms).
            d = len(post)
            # No score exceeds what the terms scored so far may add (rest[0] - rest[i]): while
            # that is not clearly more than the rest may add, the k-th best cannot beat it
            # either, and the k-th best (a walk over every score) is not computed.
            margin = rest[i] * (1 + 1e-9)
            closed = (
                len(scores) >= k
                and (rest[0] - rest[i]) * (1 - 1e-6) > margin
                and heapq.nlargest(k, scores.values())[-1] > margin
            )
            if closed:  # only the turns already scored can still change
                newest = post if d <= MAX_POSTINGS else dict(_newest(post))
                for idx in [x for x in scores if x in newest]:
                    tf = newest[idx]
                    scores[idx] += idf * tf * k1p / (tf + k1 * (omb + b * lengths[idx] / avgdl))
                continue
            pairs = post.items() if d <= MAX_POSTINGS else _newest(post)
            if not scores:  # the rarest term: every score starts here (0.0 + x is x)
                scores = {
                    idx: idf * tf * k1p / (tf + k1 * (omb + b * lengths[idx] / avgdl))
                    for idx, tf in pairs
                }
                continue
            get = scores.get
            for idx, tf in pairs:
                score = idf * tf * k1p / (tf + k1 * (omb + b * lengths[idx] / avgdl))
                scores[idx] = get(idx, 0.0) + score
        # Best score first, the newer turn first among equal scores.
        return heapq.nlargest(k, scores.items(), key=_SCORE_THEN_INDEX)


def _newest(post: dict[int, int]) -> Iterable[tuple[int, int]]:
    return itertools.islice(reversed(post.items()), MAX_POSTINGS)
