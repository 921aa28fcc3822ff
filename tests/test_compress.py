"""Observation compressors: caps respected, markers honest, JSON keys and ids kept."""

from __future__ import annotations

import json
import operator
import re
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem import MemoryPolicy, TokenCounter, TurnMemory
from turnmem.context.compress import cleared, compress_json, compress_observation, head_tail
from turnmem.errors import ContextOverflowError
from turnmem.tally import TokenTally

from ._spies import EncoderSpy

COUNTER = TokenCounter("gpt-4o")


def test_head_tail_keeps_both_ends_and_says_what_it_left_out() -> None:
    text = "BEGIN " + "filler words here " * 2000 + " END"
    out = head_tail(text, 100, COUNTER)
    assert COUNTER.count_text(out) <= 100
    assert out.startswith("BEGIN") and out.endswith("END")
    omitted = int(out.split("[… ")[1].split(" tokens")[0])
    kept = COUNTER.count_text(out.split("\n[…")[0]) + COUNTER.count_text(out.split("…]\n")[1])
    assert abs(omitted - (COUNTER.count_text(text) - kept)) <= 2


def test_short_text_untouched() -> None:
    assert head_tail("short", 10, COUNTER) == "short"
    assert compress_observation("short", 10, COUNTER) == "short"


@given(st.text(min_size=0, max_size=3000), st.integers(8, 300))
def test_head_tail_never_exceeds_cap(text: str, cap: int) -> None:
    assert COUNTER.count_text(head_tail(text, cap, COUNTER)) <= cap


def test_chinese_text_is_cut_on_characters() -> None:
    text = "我想预订从北京到上海的航班，" * 500
    out = head_tail(text, 60, COUNTER)
    assert COUNTER.count_text(out) <= 60
    assert "\ufffd" not in out


def test_json_keeps_keys_and_ids() -> None:
    doc = {
        "order_id": "#W4923227",
        "user_id": "isabella_lopez_6490",
        "items": [
            {"item_id": f"{i:010d}", "name": "Water Bottle " * 10, "price": 10.5 + i}
            for i in range(50)
        ],
        "address": {"city": "Phoenix", "zip": "85034", "notes": "leave at door " * 100},
    }
    text = json.dumps(doc)
    out = compress_json(text, 200, COUNTER)
    assert out is not None and COUNTER.count_text(out) <= 200
    parsed = json.loads(out)
    assert parsed["order_id"] == "#W4923227" and parsed["user_id"] == "isabella_lopez_6490"
    assert set(parsed["address"]) == {"city", "zip", "notes"}
    assert parsed["items"][0]["item_id"] == "0000000000"
    assert any("more" in str(x) for x in parsed["items"])


def test_non_json_and_deep_json_fall_back() -> None:
    assert compress_json("plain text", 10, COUNTER) is None
    deep = "[" * 10_000 + "]" * 10_000
    out = compress_observation(deep, 50, COUNTER)
    assert COUNTER.count_text(out) <= 50


def test_five_megabyte_output_is_compressed_within_cap() -> None:
    big = ("2024-05-01 12:00:00 INFO request handled id=%d\n" * 100_000) % tuple(range(100_000))
    assert len(big) > 4_500_000
    out = compress_observation(big, 300, COUNTER)
    assert COUNTER.count_text(out) <= 300
    assert "tokens omitted" in out


def test_cleared_placeholder_names_tool_call_and_size() -> None:
    text = cleared("search_flights", "call_7", 1234)
    assert "search_flights" in text and "call_7" in text and "1234" in text


def test_an_uncounted_huge_text_is_cut_within_cap_and_its_marker_gives_true_characters(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A text passed with its tally is not tokenized in full to learn it does not fit; the
    excerpt is counted exactly, and the marker gives the characters left out (tokens are
    not known). Once they are, the output is the exactly counted one."""
    big = "BEGIN " + "2024-05-01 12:00:00 INFO request handled id=7\n" * 100_000 + " END"
    counter = TokenCounter("gpt-4o")
    seen = EncoderSpy(monkeypatch).sizes
    tally = counter.tally(big)
    out = compress_observation(big, 300, counter, total=tally)
    assert sum(seen) < 100_000 and not tally.known  # only probes of the head and tail
    assert COUNTER.count_text(out) <= 300
    head, rest = out.split("\n[… ", 1)
    number, tail = rest.split(" characters omitted …]\n", 1)
    assert big.startswith(head) and big.endswith(tail) and head and tail
    assert int(number) == len(big) - len(head) - len(tail)
    assert tally.tokens == COUNTER.count_text(big)
    assert head_tail(big, 300, counter, total=tally) == head_tail(big, 300, counter)


def test_cleared_placeholder_of_an_uncounted_output_gives_its_characters() -> None:
    tally = COUNTER.tally("word " * 200_000)
    assert "cleared from context: 1000000 characters," in cleared("logs", "c1", tally)
    assert cleared("f", "c1", TokenTally.exact(1234)) == cleared("f", "c1", 1234)
    tokens = tally.tokens  # once counted, it says its tokens
    assert cleared("logs", "c1", tally) == cleared("logs", "c1", tokens)
    assert tokens == COUNTER.count_text("word " * 200_000)


_chars = st.characters(blacklist_categories=("Cs",))
# Short texts, and long ones (a short text repeated, up to 72,000 characters) whose bound
# exceeds the caps tried, so they are cut without being counted.
_text = st.text(_chars, max_size=200) | st.builds(
    operator.mul, st.text(_chars, min_size=1, max_size=12), st.integers(500, 6000)
)
_CHARS_OMITTED = re.compile(r"\n\[… (\d+) characters omitted …\]\n")


@settings(max_examples=150, deadline=None)
@given(
    user=_text.filter(str.strip),
    outputs=st.lists(_text, min_size=1, max_size=3),
    reply=_text,
    later=st.integers(0, 2),
    budget=st.integers(40, 1000),
    preset=st.sampled_from(["structured", "full_buffer", "token_trim", "sliding_window"]),
)
def test_with_every_text_bounded_before_counted_the_budget_stays_exact_and_markers_true(
    user: str, outputs: list[str], reply: str, later: int, budget: int, preset: str
) -> None:
    """Every content gets a lazy tally (the threshold at 0), so the bound-first paths of the
    views, assembly and fold planning run on small random texts: the context is exactly
    counted and within budget, and each marker of characters left out is true."""
    calls = [
        {"id": f"c{i}", "type": "function", "function": {"name": "f", "arguments": "{}"}}
        for i in range(len(outputs))
    ]
    messages: list[dict[str, object]] = [
        {"role": "user", "content": user},
        {"role": "assistant", "tool_calls": calls},
        *({"role": "tool", "tool_call_id": f"c{i}", "content": o} for i, o in enumerate(outputs)),
        {"role": "assistant", "content": reply},
    ]
    for i in range(later):
        messages += [
            {"role": "user", "content": f"next {i}"},
            {"role": "assistant", "content": "ok"},
        ]
    originals = [user, *outputs, reply]
    policy = MemoryPolicy.preset(preset)
    with mock.patch("turnmem.tokens._LAZY_CHARS", 0), TurnMemory(llm="rule", policy=policy) as m:
        m.add_messages(messages)
        try:
            ctx = m.context(budget=budget)
        except ContextOverflowError:
            return
    assert COUNTER.count_messages(ctx.messages) == ctx.tokens <= budget
    for m in ctx.messages:
        content = m.get("content")
        if not isinstance(content, str):
            continue
        for found in _CHARS_OMITTED.finditer(content):
            head, tail = content[: found.start()], content[found.end() :]
            n = int(found.group(1))
            assert any(
                o.startswith(head) and o.endswith(tail) and n == len(o) - len(head) - len(tail)
                for o in originals
            ), (content, n)
        for size in re.findall(r"cleared from context: (\d+) characters", content):
            assert int(size) in {len(o) for o in outputs}
