"""Token accounting: the cookbook's published figures, bundled encodings, caching."""

from __future__ import annotations

import hashlib
from importlib import resources

import pytest

from turnmem import TokenCounter, Turn
from turnmem.errors import ConfigurationError
from turnmem.tokens import ENCODING_SHA256, encoding_for_model, load_encoding
from turnmem.turn import Observation, Step, ToolCall

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
