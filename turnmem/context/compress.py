"""Observation compressors: deterministic *views* of tool outputs (the Turn keeps the raw text).

Three kinds, chosen by content and policy:

* :func:`head_tail` keeps the start and end within a token cap and says how many tokens it
  left out (shell output, logs, pages);
* :func:`compress_json` keeps the structure of a JSON document: every key, ids and short values
  verbatim, long strings shortened, long arrays cut to their first items plus ``"… N more"``;
* :func:`cleared` replaces an old observation by a placeholder naming the tool, the call id and
  the original size (observation masking).

All of them count with the memory's :class:`~turnmem.tokens.TokenCounter` and guarantee the
result is within the cap (checked by counting the result, not estimated).

A caller may pass a text's size as a :class:`~turnmem.tally.TokenTally` (the turn views do): a
huge text then is not counted in full just to learn that it does not fit, and the marker or
placeholder for it gives its exact size in characters instead of tokens
(``[… 52428733 characters omitted …]``); once its tokens are known they are given as before.
"""

from __future__ import annotations

import json
import re
from typing import Any

from turnmem.tally import TokenTally
from turnmem.tokens import TokenCounter

__all__ = ["cleared", "compress_json", "compress_observation", "head_tail"]

_MARKER = "\n[… {n} tokens omitted …]\n"
_CHARS_MARKER = "\n[… {n} characters omitted …]\n"  # for a text whose tokens are not counted
# Chars scanned per allowed token when looking for a prefix; long tokens just mean we keep a
# little less than we could, never more.
_CHARS_PER_TOKEN_SCAN = 8
_ID_KEY = re.compile(r"(^|_)(id|ids|key|code|number|no|sku|email|name|status)$", re.IGNORECASE)


def _fits_prefix(text: str, max_tokens: int, counter: TokenCounter, *, from_end: bool) -> str:
    """Longest prefix (or suffix) of ``text`` with at most ``max_tokens`` tokens (binary search)."""
    if max_tokens <= 0 or not text:
        return ""
    limit = min(len(text), max_tokens * _CHARS_PER_TOKEN_SCAN)
    lo, hi = 0, limit

    def piece(n: int) -> str:
        return text[len(text) - n :] if from_end else text[:n]

    while lo < hi:
        mid = (lo + hi + 1) // 2
        if counter.count_text(piece(mid)) <= max_tokens:
            lo = mid
        else:
            hi = mid - 1
    return piece(lo)


def _tally(text: str, counter: TokenCounter, total: int | TokenTally | None) -> TokenTally:
    """``total`` as a tally; ``None`` counts ``text`` exactly (what a direct caller expects)."""
    if isinstance(total, TokenTally):
        return total
    return TokenTally.exact(counter.count_text(text) if total is None else total, len(text))


def head_tail(
    text: str, max_tokens: int, counter: TokenCounter, *, total: int | TokenTally | None = None
) -> str:
    """Keep the head and tail of ``text`` within ``max_tokens``, with a marker for the middle.

    ``total`` is the token count of ``text`` if the caller already has it, or its
    :class:`~turnmem.tally.TokenTally` (then a huge text is not counted in full; the marker
    gives the characters left out unless its tokens are known).
    """
    tally = _tally(text, counter, total)
    if tally.at_most(max_tokens):
        return text
    known = tally.known
    size, unit = (tally.tokens, "tokens") if known else (len(text), "characters")
    template = _MARKER if known else _CHARS_MARKER
    budget = max_tokens - counter.count_text(template.format(n=size))
    while budget > 0:
        head = _fits_prefix(text, budget - budget // 3, counter, from_end=False)
        tail = _fits_prefix(text, budget // 3, counter, from_end=True)
        if known:
            kept = counter.count_text(head) + counter.count_text(tail)
        else:
            kept = len(head) + len(tail)
        out = head + template.format(n=max(size - kept, 0)) + tail
        if counter.count_text(out) <= max_tokens:
            return out
        budget -= max(1, budget // 8)  # merges across the seams cost a token or two; retry
    marker = f"[… {size} {unit} omitted …]"
    return marker if counter.count_text(marker) <= max_tokens else ""


def _shrink(value: Any, str_cap: int, list_cap: int, depth: int, key: str = "") -> Any:
    if depth > 32:
        return "…"
    if isinstance(value, dict):
        return {k: _shrink(v, str_cap, list_cap, depth + 1, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        kept = [_shrink(v, str_cap, list_cap, depth + 1, key) for v in value[:list_cap]]
        if len(value) > list_cap:
            kept.append(f"… {len(value) - list_cap} more")
        return kept
    if isinstance(value, str) and len(value) > str_cap:
        # Ids and keys are what an agent cites later; keep them whole unless absurdly long.
        if _ID_KEY.search(key) and len(value) <= 128:
            return value
        return value[:str_cap] + f"…(+{len(value) - str_cap} chars)"
    return value


_JSON_LEVELS = ((240, 12), (120, 6), (60, 4), (30, 2), (16, 1))
# Parsing a huge document costs ~10x its size in memory; beyond this it is cut head+tail.
_JSON_MAX_CHARS = 2_000_000


def compress_json(text: str, max_tokens: int, counter: TokenCounter) -> str | None:
    """Structure-preserving compression of a JSON observation; None if ``text`` is not JSON.

    Tries progressively tighter string and array caps; if even the tightest does not fit, the
    compact tightest form is cut head+tail.
    """
    stripped = text[:64].lstrip()
    if not stripped or stripped[0] not in "{[" or len(text) > _JSON_MAX_CHARS:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    out = ""
    for str_cap, list_cap in _JSON_LEVELS:
        try:
            out = json.dumps(
                _shrink(data, str_cap, list_cap, 0), ensure_ascii=False, separators=(",", ":")
            )
        except RecursionError:
            return None
        if counter.count_text(out) <= max_tokens:
            return out
    return head_tail(out, max_tokens, counter)


def compress_observation(
    text: str, max_tokens: int, counter: TokenCounter, *, total: int | TokenTally | None = None
) -> str:
    """Compress an observation to ``max_tokens``: JSON-aware if it parses, else head+tail.

    ``total``: as for :func:`head_tail`.
    """
    tally = _tally(text, counter, total)
    if tally.at_most(max_tokens):
        return text
    as_json = compress_json(text, max_tokens, counter)
    return as_json if as_json is not None else head_tail(text, max_tokens, counter, total=tally)


def cleared(tool_name: str, call_id: str, tokens: int | TokenTally) -> str:
    """Placeholder for an observation cleared from the context (still in the archive).

    ``tokens`` may be a tally: a huge output whose tokens are not counted is given in
    characters.
    """
    if isinstance(tokens, TokenTally):
        size = f"{tokens.tokens} tokens" if tokens.known else f"{tokens.chars} characters"
    else:
        size = f"{tokens} tokens"
    return (
        f"[output of {tool_name} (call {call_id}) cleared from context: {size}, "
        "kept in memory archive]"
    )
