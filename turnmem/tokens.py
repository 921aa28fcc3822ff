"""Exact token accounting for chat messages, offline, with per-turn caching.

Counting rule (OpenAI cookbook "How to count tokens with tiktoken", which matches the API's
``usage.prompt_tokens`` for these models):

* every message costs 3 tokens, plus the tokens of each string value (``role``, ``content``,
  ``name``), plus 1 when it has a ``name``; every request adds 3 tokens of reply priming;
* tool definitions use the cookbook's function formula (:func:`TokenCounter.count_tools`);
* content given as a list of parts costs the tokens of its text (and refusal) parts, plus
  images, audio and files by the rules of :mod:`turnmem.media_tokens` (never zero); an
  assistant ``audio`` reference costs ``AUDIO_REF_TOKENS``;
* the cookbook has no rule for tool traffic, so turnmem documents its own, which never counts it
  as zero: an assistant tool call costs ``3 + tokens(id) + tokens(name) + tokens(arguments)``
  and a ``tool`` message counts like any message, its ``tool_call_id`` value included. This
  errs high (ids are probably not all sent to the model), which is the safe side for a budget.

Encodings ship inside the package (``turnmem/_encodings``), so nothing is downloaded and
``TIKTOKEN_CACHE_DIR`` is not needed. For models tiktoken does not know (Qwen, DeepSeek, Llama)
pass ``tokenizer=``: any object with ``encode(text) -> list[int]`` (a Hugging Face tokenizer)
or a callable ``text -> int``.
"""

from __future__ import annotations

import base64
import itertools
import re
import threading
import weakref
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, Protocol, runtime_checkable

import tiktoken

from turnmem.content import ReasoningItem
from turnmem.errors import ConfigurationError
from turnmem.media_tokens import (
    AUDIO_REF_TOKENS,
    audio_tokens,
    file_tokens,
    image_size,
    image_tokens,
)
from turnmem.tally import TokenTally
from turnmem.turn import Observation, Turn
from turnmem.turn_model import is_plain

__all__ = [
    "ENCODING_SHA256", "TokenCounter", "encoding_for_model", "load_encoding", "preload_encoding",
]  # fmt: skip

#: sha256 of the bundled rank files (tiktoken's own expected hashes).
ENCODING_SHA256 = {
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
}

_ENDOFTEXT = "<|endoftext|>"
_FIM = ("<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>")
_ENDOFPROMPT = "<|endofprompt|>"

# Split patterns, copied from tiktoken_ext/openai_public.py (tiktoken 0.7-0.14).
_CL100K_PAT = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
_O200K_PAT = "|".join(
    [
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""\p{N}{1,3}""",
        r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
        r"""\s*[\r\n]+""",
        r"""\s+(?!\S)""",
        r"""\s+""",
    ]
)


# Texts longer than this are counted in pieces, so a 50 MB tool output never becomes one list
# of 12 million token ids. Pieces end right after a newline that is followed by a letter or
# digit: both encodings' pre-tokenizers always split there (a piece may end with newlines but
# never continues past them into a word), so the sum is exactly the count of the whole text.
_CHUNK_CHARS = 1 << 18
_SAFE_SPLIT = re.compile(r"\n(?=[A-Za-z0-9])")


#: Bytes of each bundled encoding's longest token (the maximum over its rank file; a test
#: re-derives it). No token is longer, and a character is at least one byte, so a text of
#: n characters has at least ceil(n / this) tokens.
_LONGEST_TOKEN = {"cl100k_base": 128, "o200k_base": 128}
# Contents longer than this get a lazy :class:`TokenTally` (a bound first, counted as far as a
# question needs); shorter ones, and every text of a custom tokenizer, are counted at once.
_LAZY_CHARS = _CHUNK_CHARS


def _chunks(text: str) -> Iterator[str]:
    start, n = 0, len(text)
    while n - start > _CHUNK_CHARS:
        window_end = start + _CHUNK_CHARS
        cut = None
        for m in _SAFE_SPLIT.finditer(text, start + _CHUNK_CHARS // 2, window_end):
            cut = m.end()
        if cut is None:  # no safe point in this window: take the rest whole (rare: no newlines)
            break
        yield text[start:cut]
        start = cut
    yield text[start:]


def _read_ranks(name: str) -> dict[bytes, int]:
    data = resources.files("turnmem").joinpath(f"_encodings/{name}.tiktoken").read_bytes()
    ranks: dict[bytes, int] = {}
    for line in data.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


@cache
def load_encoding(name: str) -> tiktoken.Encoding:
    """Load a bundled tiktoken encoding (``cl100k_base`` or ``o200k_base``) with no network."""
    ranks = _read_ranks(name) if name in ENCODING_SHA256 else None
    if ranks is None:
        raise ConfigurationError(
            f"encoding {name!r} is not bundled; use cl100k_base or o200k_base, or pass "
            "tokenizer= to TokenCounter"
        )
    if name == "cl100k_base":
        fim = dict(zip(_FIM, (100258, 100259, 100260), strict=True))
        special = {_ENDOFTEXT: 100257, **fim, _ENDOFPROMPT: 100276}
        pat = _CL100K_PAT
    else:
        special = {_ENDOFTEXT: 199999, _ENDOFPROMPT: 200018}
        pat = _O200K_PAT
    return tiktoken.Encoding(name=name, pat_str=pat, mergeable_ranks=ranks, special_tokens=special)


_preload_lock = threading.Lock()


def preload_encoding(name: str) -> None:
    """Load a bundled encoding once per process (idempotent, thread-safe).

    The first load of an encoding takes a second or more (reading and decoding its ranks);
    an async service calls this through ``asyncio.to_thread`` so the event loop never pays it
    (``AsyncTurnMemory.open`` does). The lock makes concurrent first calls load it once.
    """
    with _preload_lock:
        load_encoding(name)


# fmt: off
_O200K_PREFIXES = ("gpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4", "chatgpt-4o",
                   "gpt-oss")
# fmt: on
_CL100K_PREFIXES = ("gpt-4", "gpt-3.5", "gpt-35", "text-embedding-3", "text-embedding-ada-002")


def encoding_for_model(model: str) -> str:
    """The encoding name tiktoken picks for ``model`` (``provider/`` prefixes are ignored).

    o200k_base for gpt-4o, gpt-4.1, gpt-5 and the o-series; cl100k_base for gpt-4 and gpt-3.5.
    Unknown models raise :class:`ConfigurationError` asking for an explicit encoding or tokenizer.
    """
    name = model.rsplit("/", 1)[-1].lower()
    if name.startswith(_O200K_PREFIXES):
        return "o200k_base"
    if name.startswith(_CL100K_PREFIXES):
        return "cl100k_base"
    raise ConfigurationError(
        f"no known tiktoken encoding for model {model!r}; pass encoding='o200k_base' (or "
        "'cl100k_base') for an approximate count, or tokenizer=<your model's tokenizer> for an "
        "exact one"
    )


@runtime_checkable
class Encoder(Protocol):
    """Anything with ``encode(text) -> sequence of token ids`` (tiktoken, Hugging Face)."""

    def encode(self, text: str) -> Sequence[int]: ...


#: What ``tokenizer=`` accepts: an :class:`Encoder` or a callable ``text -> token count``.
Tokenizer = Encoder | Callable[[str], int]

# Memo keys of custom tokenizers: one serial per tokenizer *object*. Two tokenizers of the same
# class (a model's and a smaller model's Hugging Face tokenizer) count differently, so the
# type cannot be the key; ``id()`` alone could be reused by a new object after the first dies
# while turns still hold counts memoised under it. A serial is never reused.
_serials = itertools.count()
_tokenizer_serials: weakref.WeakKeyDictionary[object, int] = weakref.WeakKeyDictionary()


def _tokenizer_key(tokenizer: object) -> str:
    try:
        serial = _tokenizer_serials.get(tokenizer)
        if serial is None:
            serial = _tokenizer_serials[tokenizer] = next(_serials)
    except TypeError:  # not weak-referenceable or not hashable: a key of its own per counter
        serial = next(_serials)
    return f"custom:{type(tokenizer).__name__}#{serial}"


# Cookbook constants for tool definitions: (func_init, prop_init, prop_key, enum_init,
# enum_item, func_end). gpt-3.5/gpt-4 differ only in func_init.
_TOOL_CONSTANTS_O200K = (7, 3, 3, -3, 3, 12)
_TOOL_CONSTANTS_CL100K = (10, 3, 3, -3, 3, 12)

TOKENS_PER_MESSAGE = 3
TOKENS_PER_NAME = 1
REPLY_PRIMING = 3
TOKENS_PER_TOOL_CALL = 3
_SHORT = 40  # strings up to this length are cached per counter
_KEPT_INPUTS, _KEPT_COUNTS = 8, 256  # bounds of count_current's and remember's memos


class TokenCounter:
    """Counts tokens of text, messages, tool definitions and turns exactly and offline.

    Args:
        model: model name; picks the encoding as tiktoken does (default ``gpt-4o``).
        encoding: an encoding name to use instead of the model's.
        tokenizer: your own tokenizer (``encode(text) -> list[int]``, or ``text -> int``) for
            models tiktoken does not cover; the chat overheads above still apply.

    A turn's message count is memoised on the (immutable) Turn object, so adding turn N+1
    never re-tokenizes turns 1..N.
    """

    def __init__(
        self,
        model: str = "gpt-4o",
        *,
        encoding: str | None = None,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        self.model = model
        self._encode_count: Callable[[str], int]
        self._piece_count: Callable[[str], int] | None = None  # counts add over _chunks
        self._longest = 1
        if tokenizer is not None:
            self.encoding_name = f"custom:{type(tokenizer).__name__}"
            self._key = _tokenizer_key(tokenizer)
            if isinstance(tokenizer, Encoder):
                enc = tokenizer
                self._encode_count = lambda text: len(enc.encode(text))
            elif callable(tokenizer):
                self._encode_count = tokenizer
            else:
                raise ConfigurationError("tokenizer must have .encode(text) or be text -> int")
        else:
            self.encoding_name = encoding or encoding_for_model(model)
            self._key = self.encoding_name
            enc_tt = load_encoding(self.encoding_name)

            def count_piece(text: str) -> int:
                # encode_ordinary is encode(text, disallowed_special=()) without its special-token
                # scan ("<|endoftext|>" in user text is text): the same ids, about twice as fast
                return len(enc_tt.encode_ordinary(text))

            def count(text: str) -> int:
                if len(text) <= _CHUNK_CHARS:  # count_piece inlined: a call less per text
                    return len(enc_tt.encode_ordinary(text))
                return sum(count_piece(piece) for piece in _chunks(text))

            self._encode_count = count
            self._piece_count = count_piece
            self._longest = _LONGEST_TOKEN[self.encoding_name]
        cl100k = self.encoding_name == "cl100k_base"
        self._tool_constants = _TOOL_CONSTANTS_CL100K if cl100k else _TOOL_CONSTANTS_O200K
        self._short: dict[str, int] = {}
        self._image_sizes: dict[str, tuple[int, int] | None] = {}
        self._inputs: dict[str, int] = {}  # count_current, until turn_tallies takes them
        self._kept: dict[Hashable, int] = {}  # remember
        self._rests: tuple[int, int] | None = None  # exchange_tallies', counted at first use
        self.views_key = ("views", self._key)  #: The memo key of a turn's context views.
        self.tallies_key = ("tallies", self._key)  #: The memo key of turn_tallies.

    @property
    def key(self) -> str:
        """Identifies the counting rule; part of every memo key (a custom tokenizer's key names
        the tokenizer object, so two tokenizers of one class never share counts)."""
        return self._key

    def count_current(self, text: str) -> int:
        """:meth:`count_text` of a current input (``context(user_input)``), kept until the turn
        carrying it as its user message is counted (:meth:`turn_tallies`): tokenized once."""
        n = self._inputs.get(text)
        if n is None:  # (count_text, a call less for an input of a usual length)
            n = self._encode_count(text) if len(text) > _SHORT else self.count_text(text)
            if len(self._inputs) >= _KEPT_INPUTS:  # inputs never added: start again
                self._inputs.clear()
            self._inputs[text] = n
        return n

    def remember(self, key: Hashable, count: Callable[[], int]) -> int:
        """``count()`` once per ``key``, then kept (a system prompt's or a section's count,
        needed by every context); at most :data:`_KEPT_COUNTS`, all dropped when full."""
        n = self._kept.get(key)
        if n is None:
            n = self._kept[key] = count()
            if len(self._kept) > _KEPT_COUNTS:
                self._kept.clear()
        return n

    def count_text(self, text: str) -> int:
        """Tokens of a plain string."""
        if len(text) <= _SHORT:  # roles, ids, names: counted once per counter
            cached = self._short.get(text)
            if cached is None:
                cached = self._encode_count(text) if text else 0
                if len(self._short) < 100_000:
                    self._short[text] = cached
            return cached
        return self._encode_count(text)

    def tally(self, text: str) -> TokenTally:
        """Tokens of a plain string as a :class:`TokenTally`: counted now if short (or under
        a custom tokenizer, which offers no bound), else a proven bound, counted on demand."""
        if len(text) <= _LAZY_CHARS or self._piece_count is None:
            return TokenTally.exact(self.count_text(text), len(text))
        return TokenTally(
            len(text), pieces=_chunks(text), count=self._piece_count, longest=self._longest
        )

    def count_message(self, message: Mapping[str, Any]) -> int:
        """Tokens one message adds to a request (without the reply priming)."""
        total = TOKENS_PER_MESSAGE
        for key, value in message.items():
            if value is None:
                continue
            if key == "tool_calls":
                for call in value:
                    fn = call["function"]
                    total += (
                        TOKENS_PER_TOOL_CALL
                        + self.count_text(call["id"])
                        + self.count_text(fn["name"])
                        + self.count_text(fn["arguments"])
                    )
                continue
            if key == "content" and isinstance(value, list):
                total += self.count_content(value)
                continue
            if key == "audio" and isinstance(value, Mapping):
                total += AUDIO_REF_TOKENS
                continue
            if not isinstance(value, str):
                raise TypeError(f"cannot count {key}={value!r}: not a string")
            total += self.count_text(value)
            if key == "name":
                total += TOKENS_PER_NAME
        return total

    def count_reasoning(self, items: Sequence[ReasoningItem]) -> int:
        """Tokens of Responses ``reasoning`` items: per item the message overhead, its summary
        text and its encrypted content as text (errs high: the provider decrypts it)."""
        return sum(
            TOKENS_PER_MESSAGE
            + self.count_text(r.text())
            + self.count_text(r.encrypted_content or "")
            for r in items
        )

    def count_content(self, parts: Sequence[Mapping[str, Any]]) -> int:
        """Tokens of a content-part list: text by the tokenizer, media by their rules."""
        total = 0
        for part in parts:
            kind = part.get("type")
            if kind == "text":
                total += self.count_text(part["text"])
            elif kind == "refusal":
                total += self.count_text(part["refusal"])
            elif kind == "image_url":
                image = part["image_url"]
                url = image["url"]
                # Sizes are memoised per URL text: a data URL is decoded once per counter.
                if url in self._image_sizes:
                    size = self._image_sizes[url]
                else:
                    size = image_size(url)
                    if len(self._image_sizes) < 10_000:
                        self._image_sizes[url] = size
                total += image_tokens(self.model, image.get("detail"), size)
            elif kind == "input_audio":
                audio = part["input_audio"]
                total += audio_tokens(audio["data"], audio.get("format", ""))
            elif kind == "file":
                file = part["file"]
                name = file.get("filename")
                total += file_tokens(file.get("file_data"), self.count_text(name) if name else 0)
            else:
                raise TypeError(f"cannot count a content part of type {kind!r}")
        return total

    def count_messages(
        self,
        messages: Sequence[Mapping[str, Any]],
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> int:
        """Prompt tokens of a whole request: messages, reply priming and tool definitions."""
        total = sum(self.count_message(m) for m in messages) + REPLY_PRIMING
        if tools:
            total += self.count_tools(tools)
        return total

    def count_tools(self, tools: Sequence[Mapping[str, Any]]) -> int:
        """Tokens of tool definitions, by the cookbook's function formula."""
        func_init, prop_init, prop_key, enum_init, enum_item, func_end = self._tool_constants
        total = 0
        for tool in tools:
            fn = tool.get("function", tool)
            total += func_init
            desc = str(fn.get("description", ""))
            desc = desc.removesuffix(".")
            total += self.count_text(f"{fn['name']}:{desc}")
            props: Mapping[str, Any] = fn.get("parameters", {}).get("properties", {})
            if props:
                total += prop_init
                for key, prop in props.items():
                    total += prop_key
                    if "enum" in prop:
                        total += enum_init
                        for item in prop["enum"]:
                            total += enum_item + self.count_text(str(item))
                    p_desc = str(prop.get("description", "")).removesuffix(".")
                    total += self.count_text(f"{key}:{prop.get('type', '')}:{p_desc}")
        if tools:
            total += func_end
        return total

    def count_observation(self, turn: Turn, obs: Observation) -> int:
        """Tokens of one observation's content, counted once per turn object (memoised), so a
        huge tool output is tokenized once whatever reads it (assembly, folders, planning)."""
        return self.observation_tally(turn, obs).tokens

    def observation_tally(self, turn: Turn, obs: Observation) -> TokenTally:
        """:meth:`count_observation` as a :class:`TokenTally` (memoised on the turn): a huge
        output is counted only as far as a question needs, and then never again."""

        def compute() -> TokenTally:
            if obs.extras is not None and obs.extras.parts is not None:
                parts = [p.model_dump(exclude_none=True) for p in obs.extras.parts]
                return TokenTally.exact(self.count_content(parts), len(obs.content))
            return self.tally(obs.content)

        return turn.memo(("obs", self.key, obs.tool_call_id), compute)

    def count_turn(self, turn: Turn) -> int:
        """Message tokens of one turn as stored (no reply priming), memoised on the turn."""
        return turn.memo((self.key, "raw"), lambda: sum(a + b for a, b in self.turn_parts(turn)))

    def turn_parts(self, turn: Turn) -> tuple[tuple[int, int], ...]:
        """Per message of ``turn.to_messages()``: (tokens besides the content, content tokens),
        memoised on the turn: the exact form of :meth:`turn_tallies` (each text counted once)."""
        return turn.memo(
            ("parts", self.key), lambda: tuple((a, b.tokens) for a, b in self.turn_tallies(turn))
        )

    def turn_tallies(self, turn: Turn) -> tuple[tuple[int, TokenTally], ...]:
        """Per message of ``turn.to_messages()``: (tokens besides the content, the content's
        :class:`TokenTally`), memoised on the turn, shared by :meth:`turn_parts` and the views;
        a tool message reuses :meth:`observation_tally` (a huge text counted only as needed)."""

        def compute() -> tuple[tuple[int, TokenTally], ...]:
            if is_plain(turn):  # two {"role", "content"} messages: the walk below, unrolled
                return self.exchange_tallies(turn.user or "", turn.response or "")
            observations = iter([o for s in turn.steps for o in s.observations])
            # Responses ``reasoning`` items travel with the message they precede (items form
            # only); their tokens are charged to it so the budget holds for ``ctx.items``.
            reasoning: list[int] = [0] if turn.user is not None else []
            for step in turn.steps:
                reasoning += [self.count_reasoning(step.reasoning_items)]
                reasoning += [0] * len(step.observations)
            if turn.response is not None:
                reasoning.append(self.count_reasoning(turn.response_reasoning_items))
            parts: list[tuple[int, TokenTally]] = []
            for m, extra in zip(turn.shared_messages(), reasoning, strict=True):
                content = m.get("content")
                role = m["role"]
                if role == "tool":
                    obs = next(observations)  # tool messages follow the observations' order
                    content_tokens = self.observation_tally(turn, obs)
                elif isinstance(content, list):
                    content_tokens = TokenTally.exact(self.count_content(content))
                else:
                    text = content if isinstance(content, str) else ""
                    n = self._inputs.pop(text, None) if role == "user" else None  # counted as input
                    content_tokens = (
                        self.tally(text) if n is None else TokenTally.exact(n, len(text))
                    )
                if len(m) == 2 and "content" in m:  # {"role", "content"}: the role is the rest
                    rest_tokens = TOKENS_PER_MESSAGE + self.count_text(role)
                else:
                    rest_tokens = self.count_message({k: v for k, v in m.items() if k != "content"})
                parts.append((rest_tokens + extra, content_tokens))
            return tuple(parts)

        return turn.memo(self.tallies_key, compute)

    def exchange_tallies(self, user: str, reply: str) -> tuple[tuple[int, TokenTally], ...]:
        """:meth:`turn_tallies` of a plain exchange, not memoised (the user text's count taken
        from :meth:`count_current` if it was a context's input). The usual texts are counted
        as :meth:`tally` counts them, without its calls (two per text, every add)."""
        n = self._inputs.pop(user, None)  # counted as input
        user_tokens = self.tally(user) if n is None else TokenTally.exact(n, len(user))
        rests = self._rests  # each message's tokens besides its content, counted once
        if rests is None:
            r = TOKENS_PER_MESSAGE
            rests = self._rests = (r + self.count_text("user"), r + self.count_text("assistant"))
        k = len(reply)  # self.tally(reply), for a reply of a usual length
        n = self._encode_count(reply) if _SHORT < k <= _LAZY_CHARS else None
        reply_tokens = self.tally(reply) if n is None else TokenTally.exact(n, k)
        return ((rests[0], user_tokens), (rests[1], reply_tokens))
