"""The tokens of one text: exact, or for a huge text a proven lower bound until the exact number
is needed.

Counting a 50 MB tool output exactly takes seconds, yet a context only needs to know that it
cannot fit. A tiktoken encoding never emits a token longer than its longest mergeable token
(128 bytes for cl100k_base and o200k_base), and a character is at least one UTF-8 byte, so a
text of ``n`` characters has at least ``ceil(n / 128)`` tokens. A :class:`TokenTally` starts
from that bound and counts the text in pieces (cut where the pre-tokenizer always splits, so
the pieces' counts add up to the whole text's) only as far as a question needs:
:meth:`TokenTally.at_most` ``(4000)`` on a 50 MB text answers ``False`` from the bound alone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

__all__ = ["TokenTally"]

_new = object.__new__


class TokenTally:
    """Tokens of one text: :attr:`floor` is a proven lower bound, equal to the exact count once
    it is known (:attr:`known`); :attr:`tokens` counts whatever is left on first use."""

    __slots__ = ("_count", "_counted", "_lock", "_longest", "_pieces", "_rest", "chars")

    def __init__(
        self,
        chars: int,
        tokens: int | None = None,
        *,
        pieces: Iterator[str] | None = None,
        count: Callable[[str], int] | None = None,
        longest: int = 1,
    ) -> None:
        """``tokens`` if known; else ``pieces`` of the text, whose ``count`` s add up to its
        tokens, and the longest token of the encoding in bytes (the bound's divisor)."""
        self.chars = chars
        self._longest = longest
        self._counted = 0 if tokens is None else tokens
        self._rest = chars if tokens is None else 0  # characters not counted yet
        self._pieces = pieces if tokens is None else None
        self._count = count
        self._lock = threading.Lock() if tokens is None else None

    @classmethod
    def exact(cls, tokens: int, chars: int = 0) -> TokenTally:
        """A count already known."""
        # What ``cls(chars, tokens)`` sets, without the keyword call into __init__: every
        # text counted at an add takes this way.
        tally = _new(cls)
        tally.chars = chars
        tally._longest = 1
        tally._counted = tokens
        tally._rest = 0
        tally._pieces = tally._count = tally._lock = None
        return tally

    @property
    def known(self) -> bool:
        """Whether the exact count is known (then it is :attr:`floor`)."""
        return self._pieces is None

    @property
    def floor(self) -> int:
        """A lower bound of the tokens; the exact count once :attr:`known`."""
        return self._counted + -(-self._rest // self._longest)

    @property
    def tokens(self) -> int:
        """The exact count (counts the rest of the text the first time)."""
        if self._pieces is not None:
            self._advance(None)
        return self._counted

    def at_most(self, limit: int) -> bool:
        """Whether the text has at most ``limit`` tokens, counting only as far as it takes to
        know (nothing when the bound already exceeds ``limit``)."""
        if self._pieces is not None and self.floor <= limit:
            self._advance(limit)
        return self.floor <= limit

    def upto(self, limit: int) -> int:
        """The exact count if it is at most ``limit``, else a lower bound above ``limit``."""
        return self._counted if self.at_most(limit) else self.floor

    # A tally is a fact about an immutable text: copies share it; a pickle holds the exact count
    # (a pending count's pieces and counter cannot be pickled, so it is finished first).
    def __copy__(self) -> TokenTally:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> TokenTally:
        return self

    def __reduce__(self) -> tuple[Callable[[int, int], TokenTally], tuple[int, int]]:
        return TokenTally.exact, (self.tokens, self.chars)

    def _advance(self, limit: int | None) -> None:
        """Count pieces until the bound exceeds ``limit`` (``None``: to the end)."""
        assert self._lock is not None
        with self._lock:  # a fold worker and a context() may ask at once
            pieces, count = self._pieces, self._count
            if pieces is None or count is None:  # another thread finished it
                return
            while limit is None or self.floor <= limit:
                piece = next(pieces, None)
                if piece is not None:
                    self._counted += count(piece)
                    self._rest -= len(piece)
                if piece is None or self._rest <= 0:  # the last piece: known now
                    self._pieces = self._count = None
                    self._rest = 0
                    return
