"""Lenient reading of a model's JSON answer: only the repairs that cannot change its meaning.

Real models (small local ones above all) answer with JSON that a strict parser rejects for
reasons that say nothing about its content:

* a raw newline or tab inside a string ("control character found while parsing a string");
* the object wrapped in a Markdown fence (```json ... ```) or preceded by a sentence.

Re-asking for such an answer costs a full request and often fails the same way. These repairs
are safe: the object that comes out is the one the model wrote, character for character.
Anything else (a missing brace, single quotes, a trailing comma) is not repaired here: it is a
validation error that the folder re-asks (or gives up on).
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["lenient_json"]

_FENCE = re.compile(r"^\s*```[A-Za-z0-9_-]*\s*\n(.*?)\n?\s*```\s*$", re.DOTALL)
_DECODER = json.JSONDecoder(strict=False)  # strict=False: control characters inside strings


def lenient_json(text: str | bytes | bytearray) -> Any | None:
    """The JSON object in ``text``, read leniently; ``None`` when there is none to be read.

    Accepts raw control characters inside strings, a Markdown code fence around the object,
    and prose before or after exactly one complete top-level object.
    """
    if isinstance(text, bytes | bytearray):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            return None
    fenced = _FENCE.match(text)
    body = (fenced.group(1) if fenced else text).strip()
    try:
        return _DECODER.decode(body)
    except ValueError:
        pass
    start = body.find("{")
    if start < 0:
        return None
    try:
        value, end = _DECODER.raw_decode(body, start)
    except ValueError:
        return None
    rest = body[end:]
    if "{" in rest and _has_object(rest):
        return None  # two objects: which one is the answer is a guess, so no guess
    return value


def _has_object(text: str) -> bool:
    start = text.find("{")
    while start >= 0:
        try:
            _DECODER.raw_decode(text, start)
            return True
        except ValueError:
            start = text.find("{", start + 1)
    return False
