"""Words a regex cannot match without: a cheap test that skips a rule on most clauses.

The offline folder runs a hundred rule regexes on every clause of a user's message, and nearly
all of them match nothing: scanning a clause with each one cost more than the rest of reading
it. :func:`needles` reads a compiled pattern's parse tree once and returns strings one of which
every match contains (``"can|could you"`` needs ``" you"``; a digit class needs a digit,
:data:`DIGIT`), or ``None`` when it finds no such condition. :func:`absent` says that a text
contains none of them, so the regex has no match in it and need not run.

The test is made on ASCII text only, lower-cased (under ``re.IGNORECASE`` an ASCII letter
matches only its two cases there; ``re`` folds some other letters to ASCII ones, "K" the
Kelvin sign to "k", so a text outside ASCII is always scanned). An empty set of needles says
that no ASCII text matches (a Chinese rule). The needles come only from what the regex
must match: a literal, a class of literals or digits, the alternatives of a branch, an item
repeated at least once, a group. Anything else (anchors, look-arounds, optional items,
other classes) states no condition, so a needle is never more than the regex demands.

:func:`conditions` keeps the conditions of a concatenation together (every match of "the
14th" holds "the" *and* a digit), and :class:`Gate` tests them for a whole list of rules
with one scan of the text, instead of one search per rule.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any

__all__ = [
    "DIGIT",
    "Gate",
    "Guard",
    "Guarded",
    "absent",
    "ascii_pattern",
    "conditions",
    "needles",
    "searcher",
]

#: The needle "any ASCII digit" (no text holds it as a substring: NUL is never in a clause
#: checked against it, see :func:`absent`).
DIGIT = "\x00digit"

_parser: Any = importlib.import_module("re._parser" if hasattr(re, "_parser") else "sre_parse")

_Cond = frozenset[str] | None


def needles(rx: re.Pattern[str]) -> frozenset[str] | None:
    """Strings (lower-cased, ASCII) one of which every match of ``rx`` contains, or ``None``."""
    try:
        tree = _parser.parse(rx.pattern, rx.flags)
    except Exception:  # a pattern the parser of this Python reads otherwise: no condition
        return None
    return _seq(list(tree))


def absent(cond: frozenset[str] | None, low: str, digit: bool) -> bool:
    """``low`` (an ASCII text, lower-cased; ``digit``: it holds a digit) contains none of
    ``cond``: the regex ``cond`` was read from cannot match it."""
    if cond is None:
        return False
    for s in cond:
        if s == DIGIT:
            if digit:
                return False
        elif s in low:
            return False
    return True


def searcher(cond: frozenset[str] | None) -> Callable[[str], object] | None:
    """``cond`` as one compiled search (a C call, cheaper than a loop over the needles):
    ``searcher(cond)(low)`` is falsy exactly when :func:`absent` is true; ``None`` when there
    is no condition."""
    if cond is None:
        return None
    alts = sorted(re.escape(s) for s in cond if s != DIGIT)
    if DIGIT in cond:
        alts.append("[0-9]")
    return re.compile("|".join(alts) if alts else "(?!)").search


#: A condition in conjunctive form: every match contains one needle of *each* clause ("the
#: 14th" needs "the" and a digit and "st"/"nd"/"rd"/"th"); ``()`` states nothing, a clause
#: ``frozenset()`` says that no ASCII text matches.
Clauses = tuple[frozenset[str], ...]
_TRUE: Clauses = ()
_FALSE: Clauses = (frozenset(),)
#: clauses kept per condition (the strongest ones): each is a necessary condition on its own,
#: so keeping fewer only makes the test weaker, never wrong
KEEP = 3


def conditions(rx: re.Pattern[str]) -> Clauses:
    """Up to :data:`KEEP` sets of strings (lower-cased, ASCII) such that every match of ``rx``
    contains one string of each set: :func:`needles` with the conditions of a concatenation
    kept together instead of the strongest alone."""
    try:
        tree = _parser.parse(rx.pattern, rx.flags)
    except Exception:  # as needles(): no condition
        return _TRUE
    return _cseq(list(tree))


def _rank(clause: frozenset[str]) -> tuple[int, int]:
    # as _better: the longer shortest needle first, then fewer needles
    return -min(map(_weight, clause)), len(clause)


def _simplest(clause: frozenset[str]) -> frozenset[str]:
    """``clause`` without the needles another of its needles implies: "monday" holds "mon",
    "3" holds a digit (a text holding the one holds the other)."""
    digit = DIGIT in clause
    return frozenset(
        s
        for s in clause
        if s == DIGIT
        or not (
            (digit and any(c.isdigit() for c in s))
            or any(o != s and o != DIGIT and o in s for o in clause)
        )
    )


def _strongest(clauses: list[frozenset[str]]) -> Clauses:
    """The :data:`KEEP` strongest of ``clauses``; a clause holding another one says no more."""
    if frozenset() in clauses:
        return _FALSE
    unique = sorted({_simplest(c) for c in clauses}, key=lambda c: (_rank(c), sorted(c)))
    kept = [c for c in unique if not any(o < c for o in unique)]
    return tuple(kept[:KEEP])


def _cseq(items: list[tuple[Any, Any]]) -> Clauses:
    """A concatenation: the conditions of all its items hold (runs of literals: one needle)."""
    out: list[frozenset[str]] = []
    run = ""
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            c = _char(av)
            if c == _NEVER:
                return _FALSE
            if c is not None:
                run += c
                continue
        if run:
            out.append(frozenset((run,)))
            run = ""
        sub = _citem(name, av)
        if sub == _FALSE:
            return _FALSE
        out.extend(sub)
    if run:
        out.append(frozenset((run,)))
    return _strongest(out)


def _citem(name: str, av: Any) -> Clauses:
    if name in ("LITERAL", "IN"):
        one = _item(name, av)
        return _TRUE if one is None else (one,)
    if name == "SUBPATTERN":
        return _cseq(list(av[-1]))
    if name == "BRANCH":
        # one alternative matches: a clause of the whole is a clause of each joined
        acc: Clauses | None = None
        for branch in av[1]:
            alt = _cseq(list(branch))
            if alt == _FALSE:
                continue  # no ASCII text matches this alternative
            if alt == _TRUE:
                return _TRUE
            acc = alt if acc is None else _strongest([a | b for a in acc for b in alt])
        return _FALSE if acc is None else acc
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, _high, sub = av
        return _cseq(list(sub)) if low >= 1 else _TRUE
    if name == "ATOMIC_GROUP":
        return _cseq(list(av))
    return _TRUE


_ANY_DIGIT = re.compile("[0-9]")


class Gate:
    """The rules of a list that may match an ASCII text, from one scan for their needles.

    Each rule's conditions come from :func:`conditions`. The first clause of every rule is
    tested for all rules at once (each needle in the text once, a bit mask per needle); the
    other clauses only for the few rules whose first clause holds. A rule is left out only
    when a clause of its conditions fails, so it cannot match the text."""

    def __init__(self, conds: list[Clauses]) -> None:
        self.always = 0  # rules with no condition
        self.masks: dict[str, int] = {}
        self.rest: list[tuple[Any, ...]] = []
        for k, cond in enumerate(conds):
            if not cond:
                self.always |= 1 << k
            for s in cond[:1][0] if cond else ():
                self.masks[s] = self.masks.get(s, 0) | 1 << k
            self.rest.append(tuple(searcher(c) for c in cond[1:]))
        self.digit = self.masks.pop(DIGIT, 0)
        self.needles = tuple(sorted(self.masks))
        # one scan finds, at each position, the longest needle starting there (a trie, each
        # optional tail greedy); every needle starting there is a prefix of that one, so the
        # mask of a found needle is the union of the masks of its prefixes among the needles
        self.found: dict[str, int] = {
            s: _union(m for o, m in self.masks.items() if s.startswith(o)) for s in self.masks
        }
        self.scan = re.compile(f"(?=({_trie(self.needles)}))").findall if self.needles else None

    def rules(self, low: str) -> list[int]:
        """Indexes (ascending) of the rules whose conditions ``low`` (an ASCII text,
        lower-cased) meets; the others cannot match it."""
        bits = self.always
        if self.scan is not None:
            found = self.found
            for s in set(self.scan(low)):
                bits |= found[s]
        if self.digit and _ANY_DIGIT.search(low):
            bits |= self.digit
        out: list[int] = []
        rest = self.rest
        while bits:
            b = bits & -bits
            k = b.bit_length() - 1
            bits ^= b
            for test in rest[k]:  # (a loop, not all() over a generator: most rules have one)
                if not test(low):
                    break
            else:
                out.append(k)
        return out


class Guard:
    """Whether a text may hold a match of one regex, for a regex run on every clause that
    rarely matches (``TRAILING``, "another"): ``False`` only for an ASCII text lacking one of
    its :func:`conditions` (no match is there), ``True`` for any other text. The test is one
    compiled search per condition, cheaper than the regex on most clauses."""

    def __init__(self, rx: re.Pattern[str]) -> None:
        self.tests = tuple(s for s in map(searcher, conditions(rx)) if s is not None)

    def __call__(self, text: str) -> bool:
        """False when ``text`` cannot hold a match of the regex."""
        if not self.tests or not text.isascii():
            return True
        low = text.lower()
        return all(test(low) for test in self.tests)


class Guarded:
    """``re.compile(pattern, flags)`` searched behind its :class:`Guard`: :meth:`search` is the
    pattern's, answered None without the scan on an ASCII text lacking one of its conditions
    (it has no match there). For a pattern searched once per sentence or reply that rarely
    matches ("re-quote", "I've moved", a Chinese-only form): the guard's tests are literal
    searches the engine scans for directly, where the pattern is tried at every position."""

    __slots__ = ("may", "rx")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.rx = re.compile(pattern, flags)
        self.may = Guard(self.rx)

    def search(self, text: str) -> re.Match[str] | None:
        """``self.rx.search(text)``."""
        return self.rx.search(text) if self.may(text) else None


def _union(masks: Any) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def _trie(words: tuple[str, ...]) -> str:
    """A regex matching the longest of ``words`` that starts where it is tried."""
    root: dict[str, Any] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def walk(node: dict[str, Any]) -> str:
        alts = [re.escape(ch) + walk(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return walk(root)


def ascii_pattern(rx: re.Pattern[str]) -> re.Pattern[str]:
    """``rx`` without the top-level alternatives no ASCII text matches (the Chinese forms of a
    date rule): on an ASCII text it finds the same matches (an alternative that matches
    nowhere changes no match of the others), in less time. ``rx`` itself when nothing goes,
    or when what goes holds a group (the groups' numbers would change)."""
    if rx.flags & re.VERBOSE:
        return rx  # a comment may hold a "|"
    alts = _top_level(rx.pattern)
    keep = [a for a in alts if needles(re.compile(a, rx.flags)) != frozenset()]
    if not keep or len(keep) == len(alts):
        return rx
    variant = re.compile("|".join(keep), rx.flags)
    if variant.groups != rx.groups or variant.groupindex != rx.groupindex:
        return rx
    return variant


def _top_level(pattern: str) -> list[str]:
    """The alternatives of ``pattern`` at its top level (outside groups and classes)."""
    out: list[str] = []
    depth, start, i, in_class = 0, 0, 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            i += 1
            if pattern[i : i + 1] == "^":
                i += 1
            if pattern[i : i + 1] == "]":  # a "]" first in a class is a literal
                i += 1
            continue
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    out.append(pattern[start:])
    return out


def _better(a: _Cond, b: _Cond) -> _Cond:
    """The stronger of two conditions: none at all (no ASCII match), the longer shortest
    needle, then fewer needles."""
    if a is None or b == frozenset():
        return b
    if b is None or a == frozenset():
        return a
    ka = (min(map(_weight, a)), -len(a))
    kb = (min(map(_weight, b)), -len(b))
    return b if kb > ka else a


def _weight(s: str) -> int:
    return 1 if s == DIGIT else len(s)


#: a literal no ASCII text can hold, even under IGNORECASE (see :func:`_char`)
_NEVER = ""


def _char(code: int) -> str | None:
    """The needle of one literal character: itself lower-cased if ASCII; :data:`_NEVER` if no
    ASCII character matches it in any case (a Chinese character); ``None`` if one may ("ſ"
    matches "s" under IGNORECASE)."""
    c = chr(code)
    if c.isascii():
        return c.lower()
    if any(x.isascii() for x in (c.lower(), c.upper(), c.casefold())) or code < 0x2E80:
        return None
    return _NEVER


def _never_range(lo: int, hi: int) -> bool:
    """No character of ``lo..hi`` has an ASCII case: the CJK blocks up to the compatibility
    ideographs (the ligatures after them fold to ASCII letters, "ﬀ" to "ff")."""
    return 0x2E80 <= lo <= hi <= 0xFAFF


def _seq(items: list[tuple[Any, Any]]) -> _Cond:
    """A concatenation: every item must match, so any item's condition holds; runs of
    literals make one needle."""
    best: _Cond = None
    run = ""
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            c = _char(av)
            if c == _NEVER:
                return frozenset()  # no ASCII text matches this concatenation
            if c is not None:
                run += c
                continue
        if run:
            best = _better(best, frozenset((run,)))
            run = ""
        best = _better(best, _item(name, av))
    if run:
        best = _better(best, frozenset((run,)))
    return best


def _item(name: str, av: Any) -> _Cond:
    if name == "LITERAL":
        c = _char(av)
        if c is None:
            return None
        return frozenset((c,)) if c else frozenset()
    if name == "SUBPATTERN":
        return _seq(list(av[-1]))
    if name == "BRANCH":
        out: set[str] = set()
        for branch in av[1]:
            cond = _seq(list(branch))
            if cond is None:
                return None
            out |= cond
        return frozenset(out)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, _high, sub = av
        return _seq(list(sub)) if low >= 1 else None
    if name == "ATOMIC_GROUP":
        return _seq(list(av))
    if name == "IN":
        return _class(av)
    return None


def _class(items: list[tuple[Any, Any]]) -> _Cond:
    out: set[str] = set()
    for op, av in items:
        name = str(op)
        if name == "LITERAL" and (c := _char(av)) is not None:
            if c:
                out.add(c)
        elif name == "RANGE" and _never_range(*av):
            continue
        elif (name == "CATEGORY" and str(av) == "CATEGORY_DIGIT") or (
            name == "RANGE" and 48 <= av[0] <= av[1] <= 57
        ):
            # any range of digits ("[1-9]", "1[0-2]"): a match holds a digit, not only
            # "[0-9]"'s (the time rule's "at 7" form had left it with no condition at all)
            out.add(DIGIT)
        else:
            return None  # a negated class, another category, a range: no condition
    return frozenset(out)
