"""Numbers in the offline folder's text: digits, English number words and Chinese numerals.

Pure functions; the patterns are shared by the entity rules (:mod:`turnmem.fold.rules.entities`).
"""

from __future__ import annotations

import re

__all__ = ["CN_DIGITS", "CN_NUM", "EN_NUM", "NUM_WORDS", "cn_number", "first_number"]

NUM_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a couple": 2,
    "a pair of": 2,
    "a": 1,
    "an": 1,
    "single": 1,
}
EN_NUM = (
    r"(?:(?<![\d.])\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a couple of))"
)
CN_DIGITS = "零〇一二两三四五六七八九十百千万"
CN_NUM = f"(?:\\d+|[{CN_DIGITS}]+)"


_CN_VALUES = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def cn_number(s: str) -> int | None:
    """Value of a Chinese numeral such as 三, 十二, 两百五十 (None if ``s`` is not one)."""
    if not s or any(c not in _CN_VALUES and c not in _CN_UNITS for c in s):
        return None
    total, section, digit = 0, 0, 0
    for c in s:
        if c in _CN_VALUES:
            digit = _CN_VALUES[c]
        elif c == "万":
            total += (section + digit) * 10000
            section, digit = 0, 0
        else:
            section += (digit or 1) * _CN_UNITS[c]
            digit = 0
    return total + section + digit


_NUMBER = re.compile(
    rf"\d[\d,]*(?:\.\d+)?|[{CN_DIGITS}]+|\b(?:a couple of|a pair of|"
    + "|".join(sorted((w for w in NUM_WORDS if w not in ("a", "an")), key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)


def first_number(text: str) -> float | None:
    """The first number written in ``text`` (digits, English words or Chinese numerals)."""
    for m in _NUMBER.finditer(text):
        tok = m.group(0)
        if tok[0].isdigit():
            try:
                return float(tok.replace(",", ""))
            except ValueError:
                continue
        if tok.casefold() in NUM_WORDS:
            return float(NUM_WORDS[tok.casefold()])
        n = cn_number(tok)
        if n is not None:
            return float(n)
    return 1.0 if _ONE_HEAD.match(text) else None


#: "a child" in "two adults and a child": one head
_ONE_HEAD = re.compile(r"an?\s+(?:child|kid|baby|infant|toddler)\b", re.IGNORECASE)
