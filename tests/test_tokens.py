"""Token accounting: the cookbook's published figures, bundled encodings, caching."""

from __future__ import annotations

import copy
import hashlib
import pickle
from importlib import resources

import pytest

from turnmem import TokenCounter, Turn
from turnmem.errors import ConfigurationError
from turnmem.tally import TokenTally
from turnmem.tokens import (
    _LAZY_CHARS,
    _LONGEST_TOKEN,
    ENCODING_SHA256,
    _read_ranks,
    encoding_for_model,
    load_encoding,
)
from turnmem.turn import Observation, Step, ToolCall

from ._spies import EncoderSpy

COOKBOOK_MESSAGES = [
    {"role": "system", "content": "You are a helpful, pattern-following assistant that translates corporate jargon into plain English."},
    {"role": "system", "name": "example_user", "content": "New synergies will help drive top-line growth."},
    {"role": "system", "name": "example_assistant", "content": "Things working well together will increase revenue."},
    {"role": "system", "name": "example_user", "content": "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage."},
    {"role": "system", "name": "example_assistant", "content": "Let's talk later when we're less busy about how to do better."},
    {"role": "user", "content": "This late pivot means we don't have time to boil the ocean for the client deliverable."},
]  # fmt: skip
TOOL_MESSAGES = [
    {"role": "system", "content": "You are a helpful assistant that can answer to questions about the weather."},
    {"role": "user", "content": "What's the weather like in San Francisco?"},
]  # fmt: skip
TOOLS = [{"type": "function", "function": {"name": "get_current_weather", "description": "Get the current weather in a given location", "parameters": {"type": "object", "properties": {"location": {"type": "string", "description": "The city and state, e.g. San Francisco, CA"}, "unit": {"type": "string", "description": "The unit of temperature to return", "enum": ["celsius", "fahrenheit"]}}, "required": ["location"]}}}]  # fmt: skip


@pytest.mark.parametrize(
    ("model", "expected", "expected_tools"),
    [
        ("gpt-3.5-turbo", 129, 105),
        ("gpt-4", 129, 105),
        ("gpt-4o", 124, 101),
        ("gpt-4o-mini", 124, 101),
    ],
)
def test_cookbook_figures(model: str, expected: int, expected_tools: int) -> None:
    counter = TokenCounter(model)
    assert counter.count_messages(COOKBOOK_MESSAGES) == expected
    assert counter.count_messages(TOOL_MESSAGES, tools=TOOLS) == expected_tools


@pytest.mark.parametrize(
    ("model", "encoding"),
    [
        ("gpt-4o", "o200k_base"), ("gpt-4o-mini", "o200k_base"), ("gpt-4.1", "o200k_base"),
        ("gpt-4.1-mini", "o200k_base"), ("gpt-5", "o200k_base"), ("o1", "o200k_base"),
        ("o3-mini", "o200k_base"), ("o4-mini", "o200k_base"), ("openai/gpt-4o", "o200k_base"),
        ("gpt-4", "cl100k_base"), ("gpt-4-turbo", "cl100k_base"), ("gpt-3.5-turbo", "cl100k_base"),
    ],
)  # fmt: skip
def test_encoding_choice_matches_tiktoken(model: str, encoding: str) -> None:
    assert encoding_for_model(model) == encoding


def test_unknown_model_asks_for_tokenizer() -> None:
    with pytest.raises(ConfigurationError, match="tokenizer="):
        TokenCounter("qwen2.5-72b")


@pytest.mark.parametrize("name", sorted(ENCODING_SHA256))
def test_bundled_rank_files_have_tiktokens_hashes(name: str) -> None:
    data = resources.files("turnmem").joinpath(f"_encodings/{name}.tiktoken").read_bytes()
    assert hashlib.sha256(data).hexdigest() == ENCODING_SHA256[name]


def test_bundled_encoding_equals_known_token_ids() -> None:
    enc = load_encoding("cl100k_base")
    assert enc.encode("hello world") == [15339, 1917]
    assert load_encoding("o200k_base").encode("hello world") == [24912, 2375]


def test_chinese_and_emoji_count_exactly() -> None:
    counter = TokenCounter("gpt-4o")
    enc = load_encoding("o200k_base")
    for text in ["我想订一张去上海的机票", "🎉🎉 party 🎉", "混合 text 和 emoji 😀 123"]:
        assert counter.count_text(text) == len(enc.encode(text))
    # per-message overhead is added on top of the exact content count
    msg = {"role": "user", "content": "我想订一张去上海的机票"}
    assert counter.count_message(msg) == 3 + len(enc.encode("user")) + len(
        enc.encode(msg["content"])
    )


def test_special_token_text_is_counted_as_text() -> None:
    assert TokenCounter("gpt-4o").count_text("<|endoftext|>") > 1


def test_tool_traffic_is_never_zero() -> None:
    counter = TokenCounter("gpt-4o")
    call = {"role": "assistant", "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "lookup", "arguments": "{\"order\": 1}"}}]}  # fmt: skip
    result = {"role": "tool", "tool_call_id": "call_1", "content": "shipped"}
    assert counter.count_message(call) > 3 + counter.count_text("assistant")
    assert counter.count_message(result) > 3 + counter.count_text("tool")


def test_custom_tokenizers() -> None:
    class Spaces:
        def encode(self, text: str) -> list[int]:
            return [0] * len(text.split())

    by_encode = TokenCounter("my-llama", tokenizer=Spaces())
    by_callable = TokenCounter("my-qwen", tokenizer=lambda text: len(text))
    assert by_encode.count_text("a b c") == 3
    assert by_callable.count_text("abc") == 3
    assert by_encode.count_messages([{"role": "user", "content": "a b"}]) == 3 + 1 + 2 + 3


def test_turn_count_is_cached_not_recomputed() -> None:
    calls: list[str] = []

    def counting(text: str) -> int:
        calls.append(text)
        return len(text)

    counter = TokenCounter("x", tokenizer=counting)
    turn = Turn(
        user="hello",
        steps=[
            Step(
                tool_calls=[ToolCall(id="c1", name="f")],
                observations=[Observation(tool_call_id="c1", content="out")],
            )
        ],
        response="bye",
    )
    first = counter.count_turn(turn)
    n_calls = len(calls)
    assert counter.count_turn(turn) == first
    assert len(calls) == n_calls
    assert first == sum(counter.count_message(m) for m in turn.to_messages())


def test_custom_tokenizers_of_one_type_keep_their_own_counts() -> None:
    """Regression (issue 10, fix 1): the memo key named the tokenizer's type, so a second
    counter with another tokenizer of the same class read the first one's counts."""

    class ByChars:
        def __init__(self, per_token: int) -> None:
            self.per_token = per_token

        def encode(self, text: str) -> list[int]:
            return [0] * (len(text) // self.per_token)

    fine, coarse = TokenCounter("a", tokenizer=ByChars(1)), TokenCounter("b", tokenizer=ByChars(8))
    assert fine.key != coarse.key
    turn = Turn(user="x" * 400, response="y" * 400)
    assert fine.count_turn(turn) != coarse.count_turn(turn)
    assert coarse.count_turn(turn) == TokenCounter("c", tokenizer=ByChars(8)).count_turn(
        turn.model_copy()
    )
    # The same tokenizer object in two counters shares the memo (same rule, same counts).
    shared = ByChars(2)
    assert TokenCounter("d", tokenizer=shared).key == TokenCounter("e", tokenizer=shared).key


# --- huge texts: a proven bound first, counted only as far as a question needs ----------------


@pytest.mark.parametrize("name", sorted(ENCODING_SHA256))
def test_longest_token_is_the_rank_files_longest(name: str) -> None:
    """The bound's divisor: no token of the encoding is longer (special tokens are encoded as
    text, disallowed_special=())."""
    assert max(len(token) for token in _read_ranks(name)) == _LONGEST_TOKEN[name]


def _varied(chars: int) -> str:
    """Lines of words, numbers, CJK, emoji, code and whitespace runs (128-byte tokens)."""
    lines = [
        "order #W4923227 shipped to Phoenix, AZ 85034 on 2024-05-01",
        "我想预订从北京到上海的航班，两个成人",
        "🎉🎉 party 🎉 " * 3,
        " " * 300 + "indented",
        "def f(x):\n    return {'a': [1, 2, 3]}",
        "=" * 200,
    ]
    text = "\n".join(lines) + "\n"
    return (text * (chars // len(text) + 1))[:chars]


@pytest.mark.parametrize("model", ["gpt-4o", "gpt-4"])
def test_a_huge_texts_tally_is_a_true_bound_and_answers_exactly(model: str) -> None:
    counter = TokenCounter(model)
    text = _varied(3 * _LAZY_CHARS + 1234)
    exact = counter.count_text(text)
    for limit in [0, 50, exact // 10, exact - 1, exact, exact + 1, 10 * exact]:
        tally = counter.tally(text)
        assert not tally.known and tally.chars == len(text)
        assert tally.floor <= exact
        assert tally.at_most(limit) == (exact <= limit)
        assert tally.floor <= exact  # still a bound after counting part of it
        got = tally.upto(limit)
        assert got == exact if exact <= limit else limit < got <= exact
    tally = counter.tally(text)
    assert tally.tokens == exact and tally.known and tally.floor == exact


def test_a_huge_text_is_counted_only_as_far_as_the_question_needs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = EncoderSpy(monkeypatch).sizes
    counter = TokenCounter("gpt-4o")
    text = "x y z\n" * (10 * 2**20 // 6)  # 10 MB, about 7 million tokens
    tally = counter.tally(text)
    assert not tally.at_most(50_000) and seen == []  # the bound alone: 10 MB / 128 > 50,000
    assert not tally.at_most(100_000)  # over the bound: counts a piece or two, not 10 MB
    assert 0 < sum(seen) <= 2 * _LAZY_CHARS and not tally.known
    # Texts up to the threshold, and any text under a custom tokenizer, are counted at once.
    assert counter.tally(text[:_LAZY_CHARS]).known
    assert TokenCounter("x", tokenizer=len).tally(text).floor == len(text)


def test_observation_tally_and_count_share_one_memo() -> None:
    big = _varied(2 * _LAZY_CHARS)
    counter = TokenCounter("gpt-4o")
    turn = Turn(
        user="logs?",
        steps=[
            Step(
                tool_calls=[ToolCall(id="c1", name="logs")],
                observations=[Observation(tool_call_id="c1", content=big)],
            )
        ],
    )
    obs = turn.steps[0].observations[0]
    tally = counter.observation_tally(turn, obs)
    assert not tally.known and counter.observation_tally(turn, obs) is tally
    assert counter.count_observation(turn, obs) == counter.count_text(big)
    assert tally.known  # the exact count filled the same tally
    assert counter.count_turn(turn) == counter.count_messages(turn.to_messages()) - 3
    assert TokenTally.exact(7).at_most(7) and not TokenTally.exact(7).at_most(6)


def test_a_pending_tally_copies_as_itself_and_pickles_as_its_exact_count() -> None:
    counter = TokenCounter("gpt-4o")
    text = _varied(2 * _LAZY_CHARS)
    tally = counter.tally(text)
    assert copy.deepcopy(tally) is tally and copy.copy(tally) is tally
    turn = Turn(user=text, response="ok")
    counter.turn_tallies(turn)
    assert copy.deepcopy(turn).user == text  # a turn holding pending tallies still copies
    back = pickle.loads(pickle.dumps(tally))
    assert back.known and back.tokens == counter.count_text(text)
