"""Remembered token counts of texts read again and again, and exact counts of joined lines.

The rendered state, the summary, the section headers and the system prompt are the same text
from one context to the next, and most lines of the state and the summary are the same from
one fold to the next. :func:`count_cached` remembers their counts per counter (bounded: two
generations of at most :data:`KEPT_TEXTS` texts and :data:`KEPT_TOTAL_CHARS` characters,
texts of at most :data:`KEPT_CHARS` characters); :func:`count_joined` counts lines joined by
newlines from the remembered counts of their pieces. :meth:`TokenCounter.count_text` itself
keeps only short strings (a peer that re-counts every message is measured as it is).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar
from weakref import WeakKeyDictionary

from turnmem.tokens import ENCODING_SHA256, TokenCounter

__all__ = [
    "KEPT_CHARS",
    "KEPT_TEXTS",
    "KEPT_TOTAL_CHARS",
    "PerCounter",
    "count_cached",
    "count_joined",
    "count_spaced",
]

KEPT_TEXTS = 4096
KEPT_CHARS = 16384
KEPT_TOTAL_CHARS = 1 << 21
_SHORT = 40  # TokenCounter.count_text keeps these itself

# Why a pre-token never crosses a newline followed by one of these characters, in either
# bundled encoding's split pattern (tokens.py): no alternative matches a newline followed by
# anything but white space, except o200k's punctuation run ``[^\s\p{L}\p{N}]+[\r\n/]*``, which
# takes the newlines after it and a "/" (hence no "/"); the pre-token holding the newline ends
# there whatever follows (``\s++$`` and ``\s*[\r\n]`` take the same run at the end of a
# text as before a character that is not white space), and the next one starts at that
# character as in the line alone (no pattern looks behind). So the joined text's count is the
# sum of its pieces' counts. The summary's lines ("user (t3)", "[t0–t9: …]"), the state's and
# recall's ("- t341: …") all start with one.
_SPLIT_BEFORE = frozenset(map(chr, range(0x21, 0x7F))) - {"/"}


class _Kept:
    __slots__ = ("added", "chars", "new", "old")

    def __init__(self) -> None:
        self.new: dict[str, int] = {}
        self.old: dict[str, int] = {}
        self.chars = 0
        #: tokens a newline adds to a line's last word (see _with_newline)
        self.added: dict[str, int] = {}


_T = TypeVar("_T")


class PerCounter(Generic[_T]):
    """One value per token counter, made by ``factory`` on first use and gone with its counter
    (weakly keyed). The counter asked for last is answered without a look-up: a weak
    dictionary makes a new weak reference at every look-up, and a context or a fold asks for
    the same counter again and again."""

    __slots__ = ("_factory", "_last", "_values")

    def __init__(self, factory: Callable[[], _T]) -> None:
        self._factory = factory
        self._values: WeakKeyDictionary[TokenCounter, _T] = WeakKeyDictionary()
        self._last: tuple[weakref.ref[TokenCounter], _T] | None = None

    def __getitem__(self, counter: TokenCounter) -> _T:
        last = self._last
        if last is not None and last[0]() is counter:
            return last[1]
        value = self._values.get(counter)
        if value is None:
            value = self._values[counter] = self._factory()
        self._last = (weakref.ref(counter), value)
        return value


_KEPT: PerCounter[_Kept] = PerCounter(_Kept)


def count_cached(counter: TokenCounter, text: str) -> int:
    """``counter.count_text(text)``, remembered (see the module docstring)."""
    if len(text) <= _SHORT or len(text) > KEPT_CHARS:
        return counter.count_text(text)
    kept = _KEPT[counter]
    n = kept.new.get(text)
    if n is None:
        n = kept.old.get(text)
        if n is None:
            n = counter.count_text(text)
        _keep(kept, text, n)
    return n


def _keep(kept: _Kept, text: str, n: int) -> None:
    kept.chars += len(text)
    if len(kept.new) >= KEPT_TEXTS or kept.chars > KEPT_TOTAL_CHARS:
        kept.old, kept.new, kept.chars = kept.new, {}, len(text)
    kept.new[text] = n


def _with_newline(counter: TokenCounter, text: str) -> int:
    """``counter.count_text(text + "\n")`` under a bundled encoding, remembered; when ``text``
    was counted before, from its remembered count and what the newline adds to its last word
    (remembered per word).

    In both encodings' split patterns no pre-token holds a space after a character that is not
    white space: such a space could only be inside a run of white space (the pre-token would
    be white space only) or the optional first character of a word or punctuation pre-token
    (" Hi", " …"), never a later one. So a pre-token starts there, those before it are the
    pre-tokens of the text before it alone (it ends with that character, and no pattern looks
    behind), and the newline changes the count of the last word only (a punctuation run takes
    it: "….\n"), by the same number whatever came before, nothing too. A summary's line is
    counted when it is made, so what the newline adds is read from its last word alone (most
    lines end with a word seen before: " …", " ?"): a line is tokenized once, not twice; a
    line not counted before is counted with its newline."""
    line = text + "\n"
    if len(text) <= _SHORT or len(line) > KEPT_CHARS:
        return count_cached(counter, line)
    kept = _KEPT[counter]
    n = kept.new.get(line)
    if n is not None:
        return n
    n = kept.old.get(line)
    if n is None:
        own = kept.new.get(text)
        if own is None:
            own = kept.old.get(text)
        i = text.rfind(" ") if own is not None else -1
        while i > 0 and text[i - 1].isspace():
            i = text.rfind(" ", 0, i)
        word = text[i:] if i > 0 and len(text) - i <= _SHORT else None
        if own is not None and word is not None:
            added = kept.added.get(word)
            if added is None:
                # the same number with nothing before the word: two short counts (kept by
                # count_text) instead of the whole line's
                added = counter.count_text(word + "\n") - counter.count_text(word)
                if len(kept.added) >= KEPT_TEXTS:
                    kept.added.clear()
                kept.added[word] = added
            n = own + added
        else:
            n = counter.count_text(line)
    _keep(kept, line, n)
    return n


def count_joined(counter: TokenCounter, lines: Sequence[str]) -> int:
    """``counter.count_text("\\n".join(lines))``, exactly, from remembered counts of its pieces.

    With a bundled tiktoken encoding the text is counted in pieces that end right after a
    newline followed by a printable ASCII character other than ``/`` (:data:`_SPLIT_BEFORE`),
    where both encodings' pre-tokenizers always split: a text whose lines are mostly the same
    as last time costs its new lines only. A custom tokenizer gives no such guarantee: the
    joined text is counted whole."""
    if len(lines) < 2:
        return count_cached(counter, lines[0]) if lines else 0
    if counter.encoding_name not in ENCODING_SHA256:
        return counter.count_text("\n".join(lines))
    total = 0
    piece: list[str] = [lines[0]]
    for line in lines[1:]:
        if line[:1] in _SPLIT_BEFORE:
            text = "\n".join(piece)
            if text[-1:].isascii() and text[-1:].isalnum():
                # a newline between two letters or digits is a pre-token of its own, one
                # token: the line's own count is reused
                total += count_cached(counter, text) + 1
            else:
                total += _with_newline(counter, text)
            piece = [line]
        else:
            piece.append(line)
    return total + count_cached(counter, "\n".join(piece))


def _known(counter: TokenCounter, text: str) -> int | None:
    """The remembered count of ``text`` (a text of :func:`count_cached`'s sizes), or None."""
    kept = _KEPT[counter]
    n = kept.new.get(text)
    return kept.old.get(text) if n is None else n


def _after_space(counter: TokenCounter, text: str) -> int:
    """``counter.count_text(" " + text)`` under a bundled encoding, for ``text`` starting
    with a character that is not white space, from the remembered count of ``text``: a
    pre-token starts at each space after a character that is not white space (see
    :func:`_with_newline`), so both texts are their first word's pre-tokens and the same ones
    after it, and only the first word is counted again, with its space (a short count)."""
    if len(text) <= _SHORT:
        return counter.count_text(" " + text)
    i = text.find(" ")
    while i > 0 and text[i - 1].isspace():
        i = text.find(" ", i + 1)
    if i <= 0 or i > _SHORT:  # one long word: counted with its space
        return count_cached(counter, " " + text)
    word = text[:i]
    return count_cached(counter, text) - counter.count_text(word) + counter.count_text(" " + word)


def count_spaced(counter: TokenCounter, text: str, parts: Sequence[str]) -> int:
    """``count_cached(counter, text)`` for ``text == " ".join(parts)``, from the remembered
    counts of the parts (a summary line: its label, the pieces' texts a digest counted when it
    chose them, the separators), when each part but the last ends with a character that is not
    white space: a pre-token starts at each joining space (see :func:`_after_space`), so the
    text's count is the first part's plus each next one's with its space. The count is then
    remembered for ``text`` (the summary section counts its lines again). A custom tokenizer,
    or parts that do not make ``text``, count ``text`` whole."""
    if len(text) <= _SHORT or len(text) > KEPT_CHARS:
        return counter.count_text(text)
    n = _known(counter, text)
    if n is not None:
        return n
    if (
        counter.encoding_name not in ENCODING_SHA256
        or not parts
        or any(not p or p[-1].isspace() for p in parts[:-1])
        or not parts[0]
        or " ".join(parts) != text
    ):
        return count_cached(counter, text)
    n = count_cached(counter, parts[0])
    for p in parts[1:]:
        spaced = p and not p[0].isspace()
        n += _after_space(counter, p) if spaced else count_cached(counter, " " + p)
    _keep(_KEPT[counter], text, n)
    return n
