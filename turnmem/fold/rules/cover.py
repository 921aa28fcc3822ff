"""What the typed state already says: a summary clause whose every word the state holds.

The offline summary (:mod:`turnmem.fold.rules.summary`) leaves such clauses out: the state is
in every context, so a digest line repeating it spends tokens on nothing new, and the room goes
to what only the summary carries. A clause is *covered* when each of its telling words
(:func:`cover_words`: Latin and digit words, case-folded, common words left out; the character
pairs of CJK runs) is a word of the active state's items or typed fields and it negates nothing
("do n't want Italian" is kept whatever the state says). Only whole clauses go, marked ``…``;
nothing is reworded, so a shortened line says nothing its speaker did not.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from turnmem.fold.rules.digest import ELLIPSIS, Piece, clauses, join_spans
from turnmem.fold.rules.marks import NEGATION
from turnmem.fold.rules.text import CJK
from turnmem.state import MemoryState, custom_fields

__all__ = ["cover_words", "covered", "covered_flags", "state_words", "strip"]

#: words too common to tell one statement from another (coverage ignores them)
_COVER_STOP = frozenset((
    "the", "and", "for", "are", "was", "were", "you", "your", "yours", "with", "that", "this",
    "these", "those", "have", "has", "had", "would", "could", "should", "will", "can", "like",
    "need", "needs", "want", "wants", "please", "what", "which", "there", "here", "they",
    "them", "their", "from", "about", "also", "just", "any", "some", "get", "got", "yes",
    "yeah", "okay", "sure", "thanks", "thank", "how", "does", "did", "its", "it's", "i'm",
    "i'd", "i'll", "we're", "our", "all", "too", "very", "much", "well", "let", "know",
    "tell", "give", "find", "looking", "look", "help", "then", "than", "when", "where", "who",
    "whom", "but", "one", "may", "might", "into", "onto", "over", "such", "each", "other",
    "noted", "great", "right", "correct", "confirm", "confirmed", "anything", "else",
))  # fmt: skip
_LATIN = re.compile(r"[a-z0-9][a-z0-9'@.:/_-]*")
_CJK_RUN = re.compile("[" + CJK + "]+")
_DIGIT = re.compile(r"\d")


@functools.lru_cache(maxsize=16384)
def cover_words(text: str) -> frozenset[str]:
    """The words by which ``text`` is told apart: Latin and digit words (case-folded; of three
    letters or more unless they hold a digit; common words left out) and the character pairs
    of each CJK run (a run of one: the character). A clause whose every such word the typed
    state holds says nothing the state does not (:func:`covered`)."""
    out: set[str] = set()
    for w in _LATIN.findall(text.lower()):
        w = w.rstrip(".:/_-'")
        if w.isalpha():
            if len(w) >= 3 and w not in _COVER_STOP:
                out.add(w)
        elif _DIGIT.search(w) or (len(w) >= 3 and w not in _COVER_STOP):  # 6:40, it's
            out.add(w)
    if not text.isascii():
        for run in _CJK_RUN.findall(text):
            out.update(run[k : k + 2] for k in range(max(len(run) - 1, 1)))
    return frozenset(out)


@functools.lru_cache(maxsize=8192)
def _negates(clause: str) -> bool:
    return bool(NEGATION.search(clause))


def covered(clause: str, known: frozenset[str]) -> bool:
    """Every word of ``clause`` (:func:`cover_words`) is in ``known`` and it negates nothing
    (a negation is kept, whatever the state says). The negation is looked for last: a clause
    with a word the state lacks is not read again (the search is the costly step)."""
    words = cover_words(clause)
    return bool(words) and words <= known and not _negates(clause)


@functools.lru_cache(maxsize=64)
def _fields(schema: type[MemoryState]) -> tuple[str, ...]:
    return tuple(custom_fields(schema))


def state_words(state: MemoryState | None) -> frozenset[str]:
    """The words (:func:`cover_words`) of the active state: its items' statements and its
    typed fields' values."""
    if state is None:
        return frozenset()
    parts = [cover_words(item.value) for item in (*state.goals, *state.preferences, *state.facts)]
    for name in _fields(type(state)):
        value = getattr(state, name, None)
        if value is not None and value != "" and value != [] and value != {}:
            parts.append(cover_words(str(value)))
    return frozenset().union(*parts)


#: per piece, per clause: whether the state covers it (``()`` for a tool piece: kept whole)
Flags = tuple[tuple[bool, ...], ...]


@functools.lru_cache(maxsize=8192)
def _piece_words(text: str) -> tuple[tuple[frozenset[str], str], ...]:
    """The words (:func:`cover_words`) and the text of each clause of ``text`` (memoised: a
    line is checked at every fold against the state of that fold)."""
    return tuple((cover_words(text[a:b]), text[a:b]) for a, b in clauses(text))


def covered_flags(pieces: Sequence[Piece], known: frozenset[str]) -> Flags | None:
    """Which clauses of ``pieces`` ``known`` covers, or None if none is."""
    # most lines have no covered clause: that is found without building the flags (a line
    # is checked at every fold, against a state that has most often changed)
    if not any(
        w and w <= known and not _negates(c)
        for p in pieces
        if not p.speaker.startswith("tool")
        for w, c in _piece_words(p.text)
    ):
        return None
    return tuple(
        ()
        if p.speaker.startswith("tool")
        else tuple(bool(w) and w <= known and not _negates(c) for w, c in _piece_words(p.text))
        for p in pieces
    )


def strip(pieces: Sequence[Piece], flags: Flags) -> list[Piece]:
    """``pieces`` without their covered clauses (``flags``), gaps marked ``…``; a piece left
    with no clause goes."""
    out: list[Piece] = []
    for p, f in zip(pieces, flags, strict=True):
        if not any(f):
            out.append(p)
            continue
        every = clauses(p.text)
        spans = [sp for sp, c in zip(every, f, strict=True) if not c]
        text = join_spans(p.text, spans) if spans else ""
        if text and spans[-1] != every[-1] and not text.endswith("…"):
            text += ELLIPSIS.rstrip()  # what followed went (the state says it)
        if text:
            out.append(Piece(p.speaker, text))
    return out
