"""The offline folder's rolling summary: a digest of the folded turns, attributed and verbatim.

Each folded turn becomes one line of :mod:`~turnmem.fold.rules.digest` pieces::

    user (t7): 改成周六入住吧，周五我有事 | assistant: 已改为周六入住，订单号 H-2231。
    user (t8): Go ahead with the refund. | [tool issue_refund: {"refund_id": "R-88123"}]
        | assistant: Refund R-88123 for $51.00 is pending.   (one line)

The user's words are kept as written (clipped at clause boundaries, ``…`` where something was
left out; no pronoun is rewritten), the assistant keeps only clauses with values or outcomes,
tool outputs enter compressed. Nothing is added that the turns do not say.

A line older than the newest :data:`FRESH_LINES` leaves out the clauses the typed state already
says (each telling word is in the state, nothing is negated: :mod:`~turnmem.fold.rules.cover`);
a line that only repeats the state goes. When the summary would still exceed its cap, it makes
room in this order, oldest lines first:

1. tool data is dropped, every clause loses the filler at its edges ("Can you help me find a",
   "请您帮我找一家": :func:`~turnmem.fold.rules.digest.trimmed`, gaps marked ``…``, negations
   kept) and the assistant part is cut to the clauses that state a value or an outcome (this
   happens to every line older than the newest :data:`FRESH_LINES` in any case);
2. the user part is cut to its most informative clauses;
3. neighbouring old lines are merged into one line over a turn range (``user (t0–t3): … · …``),
   a clause said again kept once, and shortened again;
4. only then are the oldest lines dropped, and a marker line says which turns left the summary
   (``[t0–t3: dropped from this summary; the store keeps every turn]``): they are still in the
   store, where recall and ``memory.turns`` find them;
5. the newest line is shortened last.

The previous summary is parsed back line by line (a line it cannot parse is kept as opaque text
and shortened like a user part); when it is the summary a fold before built under the same
counter, that fold's lines are taken as they are (rendered, counted and aged already), so each
fold costs the cap and the new turns, never the session's length. The result is within the cap
under the given counter, exactly.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from turnmem.fold.rules.cover import covered_flags, state_words, strip
from turnmem.fold.rules.digest import (
    Piece,
    assistant_text,
    clip,
    info_score,
    trimmed,
    turn_pieces,
    user_text,
)
from turnmem.fold.rules.memo import Memo
from turnmem.state import MemoryState
from turnmem.text_counts import PerCounter, count_cached, count_joined, count_spaced
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = ["Line", "build_summary", "parse_line", "render_line", "state_words"]

#: caps of the parts of a line once it has aged (level 1, level 2, merged)
AGED_ASSISTANT_TOKENS = (24, 16, 24)
AGED_USER_TOKENS = 36
MERGED_USER_TOKENS = 48
#: lines newer than this many keep their tool data and whole assistant part; older ones are
#: aged to level 1 at once (their tool outputs stay in the store)
FRESH_LINES = 4
#: a merged line covers at most this many turns
MAX_MERGED_TURNS = 8
#: room per new turn beyond which the fresh caps grow (at most :data:`MAX_SCALE` times)
ROOM_PER_TURN = 160
MAX_SCALE = 3.0

_SEP = " | "
_JOIN = " · "
_RANGE = "–"


@dataclass
class Line:
    """One summary line: the turns it covers and its pieces (or opaque text it did not write)."""

    first: int
    last: int
    pieces: list[Piece] = field(default_factory=list)
    opaque: str = ""
    dropped: bool = False  # the marker of turns dropped from the summary
    # a line is never changed once made (memoised lines are shared): its text and memo key
    # are worked out once, in a fold and in the folds after it
    _text: str | None = field(default=None, init=False, repr=False, compare=False)
    _key: tuple[object, ...] | None = field(default=None, init=False, repr=False, compare=False)
    # the line aged to level 1 and 2, under the memos of one counter (``_owner``): a line kept
    # from the last fold is aged again without building and hashing its memo key
    _older: list[Line | None] | None = field(default=None, init=False, repr=False, compare=False)
    _owner: object = field(default=None, init=False, repr=False, compare=False)
    _back: object = field(default=None, init=False, repr=False, compare=False)  # see _remember


def _turns(line: Line) -> str:
    return f"t{line.first}" if line.first == line.last else f"t{line.first}{_RANGE}t{line.last}"


def render_line(line: Line) -> str:
    """The text of ``line``: ``speaker (t3): text | speaker: text``."""
    if line._text is None:
        line._text = _render(line)
    return line._text


def _render(line: Line) -> str:
    if line.dropped:
        return f"[{_turns(line)}: dropped from this summary; the store keeps every turn]"
    if line.opaque or not line.pieces:
        return line.opaque
    out: list[str] = []
    for k, p in enumerate(line.pieces):
        label = f"{p.speaker} ({_turns(line)})" if k == 0 else p.speaker
        text = p.text.replace(_SEP, " / ")  # a speaker's "|" never reads as a new piece
        out.append(f"[{label}: {text}]" if p.speaker.startswith("tool") else f"{label}: {text}")
    return _SEP.join(out)


_TOOL = r"tool(?: [^\s():|\[\]]+)?(?: error)?"
_HEAD = re.compile(
    r"(?P<open>\[)?(?P<speaker>user|assistant|" + _TOOL + r")"
    r" \(t(?P<a>\d+)(?:" + _RANGE + r"t(?P<b>\d+))?\): (?P<rest>.*)"
)
_PIECE = re.compile(
    r"(?P<speaker>user|assistant): (?P<text>.*)|\[(?P<tool>" + _TOOL + r"): (?P<data>.*)\]"
)
_DROPPED = re.compile(r"\[t(?P<a>\d+)(?:" + _RANGE + r"t(?P<b>\d+))?: dropped from this summary")


def parse_line(text: str) -> Line:
    """A line of a previous summary (one this module wrote, or opaque text)."""
    if m := _DROPPED.match(text):
        a = int(m["a"])
        return Line(a, int(m["b"] or a), dropped=True)
    m = _HEAD.fullmatch(text)
    if m is None:
        return Line(-1, -1, opaque=text)
    a = int(m["a"])
    parts = m["rest"].split(_SEP)
    first = parts[0]
    if m["open"]:
        if not first.endswith("]"):
            return Line(-1, -1, opaque=text)
        first = first[:-1]
    pieces = [Piece(m["speaker"], first)]
    for part in parts[1:]:
        pm = _PIECE.fullmatch(part)
        if pm is None:
            return Line(-1, -1, opaque=text)  # not a line this module wrote
        pieces.append(Piece(pm["speaker"] or pm["tool"], pm["text"] or pm["data"] or ""))
    return Line(a, int(m["b"] or a), pieces=pieces)


# --- making room -------------------------------------------------------------------------------


def _said(line: Line) -> str:
    return " ".join(p.text for p in line.pieces if p.speaker == "user")


@dataclass(frozen=True)
class _Built:
    """A summary as the next fold reads it back: its lines (each parses back from its text to
    itself), their texts and their token counts."""

    lines: tuple[Line, ...]
    texts: tuple[str, ...]
    counts: tuple[int, ...]
    sum: int


#: summaries kept per counter for the folds after them (a folder's next fold reads its last;
#: all are let go when more are kept)
KEPT_BUILDS = 4


# Every fold ages, merges and counts the previous summary's lines again. These are pure
# functions of the line and the counter, so their results are memoised per counter (a folder's
# counter lives as long as the folder) and a fold costs its new turns, not the summary's
# length. Lines are never changed in place, so a memoised line can be shared.
@dataclass
class _Memos:
    parsed: Memo[Line] = field(default_factory=lambda: Memo(4096))
    aged: Memo[Line] = field(default_factory=lambda: Memo(4096))
    merged: Memo[Line] = field(default_factory=lambda: Memo(2048))
    scores: Memo[int] = field(default_factory=lambda: Memo(4096))
    #: the last few summaries built, by their text: the next fold's ``previous``
    built: dict[str, _Built] = field(default_factory=dict)


_MEMOS: PerCounter[_Memos] = PerCounter(_Memos)


def _line_key(line: Line) -> tuple[object, ...]:
    if line._key is None:
        # the pieces as plain pairs: a tuple of strings hashes in C, a dataclass calls Python
        # for every piece each time a memo key holding it is hashed
        pieces = tuple((p.speaker, p.text) for p in line.pieces)
        line._key = (line.first, line.last, pieces, line.opaque, line.dropped)
    return line._key


def _count(line: Line, text: str, counter: TokenCounter) -> int:
    """Tokens of ``text``, the rendering of ``line``: from its pieces' counts (a digest
    counted each piece's text when it chose it), not by tokenizing the line again."""
    if line.dropped or line.opaque or any(p.speaker.startswith("tool") for p in line.pieces):
        return count_cached(counter, text)
    parts: list[str] = []  # the line is these joined by spaces (see _render)
    for k, p in enumerate(line.pieces):
        label = f"{p.speaker} ({_turns(line)}):" if k == 0 else f"| {p.speaker}:"
        parts += (*label.split(" "), p.text.replace(_SEP, " / "))
    return count_spaced(counter, text, parts)


def _score(text: str, counter: TokenCounter) -> int:
    return _MEMOS[counter].scores.get(text, lambda: info_score(text))


def _aged(line: Line, level: int, counter: TokenCounter) -> Line:
    """``line`` shortened to ``level`` (1: no tool data, assistant values; 2: user cut too)."""
    if line.dropped:
        return line
    memos = _MEMOS[counter]
    older = line._older
    if older is None or line._owner is not memos:
        older = line._older = [None, None, None]
        line._owner = memos
    aged = older[level]
    if aged is None:
        key = (level, *_line_key(line))
        aged = older[level] = memos.aged.get(key, lambda: _aged_line(line, level, counter))
    return aged


def _aged_line(line: Line, level: int, counter: TokenCounter) -> Line:
    if line.dropped:
        return line
    if line.opaque:
        if level < 2:
            return line
        size = counter.count_text(line.opaque)
        return Line(
            -1, -1, opaque=user_text(line.opaque, max(AGED_USER_TOKENS, size // 2), counter)
        )
    said = _said(line)
    pieces: list[Piece] = []
    for p in line.pieces:
        if p.speaker.startswith("tool"):
            continue
        # an aged part keeps the words around its values (trimmed), then its best clauses
        if p.speaker == "assistant":
            cap = AGED_ASSISTANT_TOKENS[level - 1]
            text = assistant_text(trimmed(p.text), cap, counter, said, values_only=True)
        else:
            text = trimmed(p.text)
            text = user_text(text, AGED_USER_TOKENS, counter) if level >= 2 else text
        if text:
            pieces.append(Piece(p.speaker, text))
    if not pieces:  # keep the line's turns visible: its first user words, clipped
        first = next((p for p in line.pieces if p.speaker == "user"), None)
        if first is not None:
            pieces = [Piece("user", clip(first.text, 8, counter))]
    return Line(line.first, line.last, pieces=pieces)


def _uncovered(line: Line, known: frozenset[str], counter: TokenCounter) -> Line:
    """``line`` without the clauses whose every word the state holds (``known``): the line
    itself if none is, a line without pieces if all are."""
    if line.dropped or line.opaque or not known:
        return line
    flags = covered_flags(line.pieces, known)
    if flags is None:
        return line
    key = ("uncovered", flags, *_line_key(line))
    aged = _MEMOS[counter].aged
    return aged.get(key, lambda: Line(line.first, line.last, strip(line.pieces, flags)))


def _merged(a: Line, b: Line, counter: TokenCounter) -> Line:
    """Two neighbouring lines as one line over both turn ranges, shortened again."""
    key = (*_line_key(a), *_line_key(b))
    return _MEMOS[counter].merged.get(key, lambda: _merged_line(a, b, counter))


def _merged_line(a: Line, b: Line, counter: TokenCounter) -> Line:
    pieces: list[Piece] = []
    for speaker, cap in (("user", MERGED_USER_TOKENS), ("assistant", AGED_ASSISTANT_TOKENS[2])):
        texts = [trimmed(p.text) for line in (a, b) for p in line.pieces if p.speaker == speaker]
        texts = [t for t in texts if t]
        if not texts:
            continue
        joined = _JOIN.join(texts)
        if speaker == "user":
            text = user_text(joined, cap, counter, distinct=True)
        else:
            text = assistant_text(joined, cap, counter, (_said(a), _said(b)), values_only=True)
        if text:
            pieces.append(Piece(speaker, text))
    return Line(a.first, b.last, pieces=pieces)


def _mergeable(a: Line, b: Line) -> bool:
    return (
        not (a.dropped or b.dropped or a.opaque or b.opaque) and b.last - a.first < MAX_MERGED_TURNS
    )


class _Lines:
    """Lines with their rendered texts and token counts (a newline between lines)."""

    def __init__(
        self, lines: list[Line], counter: TokenCounter, built: _Built | None = None
    ) -> None:
        self.counter = counter
        self.lines: list[Line] = []
        self.texts: list[str] = []
        self.counts: list[int] = []
        self.sum = 0  # of counts, kept as they change: total() is asked after every step
        if built is not None:  # the last fold's lines: rendered and counted already
            self.lines, self.texts = list(built.lines), list(built.texts)
            self.counts, self.sum = list(built.counts), built.sum
        for ln in lines:
            self.append(ln)

    def append(self, line: Line) -> None:
        text = render_line(line)
        if text:
            self.lines.append(line)
            self.texts.append(text)
            self.counts.append(_count(line, text, self.counter))
            self.sum += self.counts[-1]

    def insert(self, i: int, line: Line) -> None:
        self.lines.insert(i, line)
        self.texts.insert(i, render_line(line))
        self.counts.insert(i, _count(line, self.texts[i], self.counter))
        self.sum += self.counts[i]

    def total(self) -> int:
        return self.sum + max(len(self.lines) - 1, 0)

    def set(self, i: int, line: Line) -> None:
        self.lines[i], self.texts[i] = line, render_line(line)
        self.sum -= self.counts[i]
        self.counts[i] = _count(line, self.texts[i], self.counter)
        self.sum += self.counts[i]

    def delete(self, i: int) -> None:
        self.sum -= self.counts[i]
        del self.lines[i], self.texts[i], self.counts[i]

    def text(self) -> str:
        return "\n".join(self.texts)

    def exact(self) -> int:
        """Tokens of :meth:`text` (joining may merge tokens at line breaks)."""
        return count_joined(self.counter, self.texts)


def _shorten(lines: _Lines, i: int, level: int) -> None:
    shorter = _aged(lines.lines[i], level, lines.counter)
    if shorter is not lines.lines[i] and render_line(shorter) != lines.texts[i]:
        lines.set(i, shorter)


def _drop(lines: _Lines, k: int) -> None:
    """Drop line ``k`` and record its turns in the marker line at the top."""
    gone = lines.lines[k]
    lines.delete(k)
    if gone.first < 0:
        return
    marker = next((i for i, ln in enumerate(lines.lines) if ln.dropped), None)
    if marker is None:
        lines.insert(0, Line(gone.first, gone.last, dropped=True))
        marker = 0
    old = lines.lines[marker]
    lines.set(marker, Line(min(old.first, gone.first), max(old.last, gone.last), dropped=True))


def build_summary(
    previous: str,
    turns: Sequence[Turn],
    max_tokens: int,
    counter: TokenCounter,
    state: MemoryState | None = None,
) -> str:
    """``previous`` summary plus one digest line per turn, within ``max_tokens`` under
    ``counter`` (see the module docstring for how it makes room). ``state``: the typed state
    after the fold; what it says, the lines past the newest few leave out."""
    if max_tokens <= 0:
        return ""
    known = state_words(state)
    memos = _MEMOS[counter]
    built = memos.built.get(previous)
    if built is not None:  # the summary a fold before built: its lines, not its text re-read
        lines = _Lines([], counter, built)
    else:  # a summary from elsewhere (a store, another folder): parsed line by line
        parsed = memos.parsed
        old = [
            parsed.get(t, functools.partial(parse_line, t))
            for t in map(str.strip, previous.splitlines())
            if t
        ]
        lines = _Lines(old, counter)
    room = max_tokens - lines.total()
    scale = min(MAX_SCALE, max(1.0, room / max(len(turns), 1) / ROOM_PER_TURN))
    for turn in turns:
        pieces = turn_pieces(turn, counter, scale)
        if pieces:
            lines.append(Line(turn.index, turn.index, pieces=pieces))
    # 0. lines past the newest few lose tool data and the assistant's value-less clauses
    for i in range(len(lines.lines) - FRESH_LINES):
        _shorten(lines, i, 1)
    # 1. lines past the newest few lose the clauses the typed state covers
    if known:
        i = 0
        while i < len(lines.lines) - FRESH_LINES:
            line = lines.lines[i]
            shorter = _uncovered(line, known, counter)
            if shorter is line:
                i += 1
            elif not shorter.pieces:  # all it says, the state says: no marker
                lines.delete(i)
            else:
                lines.set(i, shorter)
                i += 1
    # 1-2. shorten every line but the newest, oldest first
    for level in (1, 2):
        for i in range(len(lines.lines) - 1):
            if lines.total() <= max_tokens:
                break
            _shorten(lines, i, level)
    # 3. merge neighbouring lines (not the newest), oldest first
    i = 0
    while lines.total() > max_tokens and i + 1 < len(lines.lines) - 1:
        a, b = lines.lines[i], lines.lines[i + 1]
        if _mergeable(a, b):
            lines.set(i, _merged(a, b, counter))
            lines.delete(i + 1)
        else:
            i += 1
    # 4. drop: the least informative of the older half, oldest first
    while len(lines.lines) > 1 and lines.total() > max_tokens:
        candidates = [j for j, ln in enumerate(lines.lines[:-1]) if not ln.dropped]
        if not candidates:
            break
        half = candidates[: max(1, len(candidates) // 2)]
        k = min(half, key=lambda j: (min(_score(render_line(lines.lines[j]), counter), 4), j))
        _drop(lines, k)
    # 5. the newest line itself
    for level in (1, 2):
        if lines.lines and lines.total() > max_tokens:
            _shorten(lines, len(lines.lines) - 1, level)
    while lines.lines and lines.exact() > max_tokens:
        # a marker that no longer fits, or merged tokens at line breaks: shed from the top
        if len(lines.lines) == 1:
            return clip(lines.text(), max_tokens, counter)
        lines.delete(0)
    text = lines.text()
    _remember(memos, text, lines)
    return text


def _remember(memos: _Memos, text: str, lines: _Lines) -> None:
    """Keep the lines a fold reading ``text`` back would parse from it: a line whose text is
    one stripped line that parses back to the line itself is kept as it is (every later step is
    a function of the line's key, so it does the same), another one as parsed from its text."""
    kept: list[Line] = []
    texts: list[str] = []
    counts: list[int] = []
    for line, t, n in zip(lines.lines, lines.texts, lines.counts, strict=True):
        if line._back is not memos:
            if len(t.splitlines()) > 1:
                return  # a line break inside a line (opaque text): that fold parses
            s = t.strip()
            if not s:
                continue
            back = memos.parsed.get(s, functools.partial(parse_line, s))
            if s != t or _line_key(back) != _line_key(line):
                line, t = back, render_line(back)  # what the next fold parses from its text
                if not t:
                    continue
                n = _count(line, t, lines.counter)
            else:
                line._back = memos  # checked once per line and counter
        kept.append(line)
        texts.append(t)
        counts.append(n)
    if len(memos.built) >= KEPT_BUILDS:
        memos.built.clear()  # one step, safe beside another thread's fold (a folder needs one)
    memos.built[text] = _Built(tuple(kept), tuple(texts), tuple(counts), sum(counts))
