"""What a fold and a context reuse instead of redoing (issue 16): remembered token counts, the
joined count of lines, id floors of retired lists and item dumps. Each reuse must give exactly
what the full computation gives; the work saved is bounded by counts, never by time."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import Field

from turnmem import TokenCounter, text_counts
from turnmem.context.render import render_state
from turnmem.item_ids import item_floor
from turnmem.state import AddItem, MemoryState, RemoveItem, SetField, apply, id_floor, prune
from turnmem.state_dump import dump_state, state_json
from turnmem.text_counts import count_cached, count_joined

ATOMS = [
    "a", "B", "7", "123", " ", "  ", "\n", "\r\n", ".", "/", "-", "'s", "你", "é", "\t", "…",
    "[", "]", "(t3)", "user", "<|endoftext|>", "\u0301", "١", "'", "z9", "ß", ":",
]  # fmt: skip


class Encodes:
    """A counter whose tokenizer calls are counted."""

    def __init__(self, model: str = "gpt-4o") -> None:
        self.counter = TokenCounter(model)
        self.calls = 0
        encode = self.counter._encode_count

        def counted(text: str) -> int:
            self.calls += 1
            return encode(text)

        self.counter._encode_count = counted


@pytest.mark.parametrize("model", ["gpt-4o", "gpt-4"])
def test_count_joined_is_the_count_of_the_joined_text(model: str) -> None:
    tc = TokenCounter(model)
    rnd = random.Random(16)
    for _ in range(4000):
        lines = [
            "".join(rnd.choice(ATOMS) for _ in range(rnd.randint(0, 8)))
            for _ in range(rnd.randint(0, 6))
        ]
        assert count_joined(tc, lines) == tc.count_text("\n".join(lines)), lines


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(max_size=30), max_size=6))
def test_count_joined_on_any_text(lines: list[str]) -> None:
    tc = TokenCounter("gpt-4o")
    assert count_joined(tc, lines) == tc.count_text("\n".join(lines))


def test_count_joined_with_a_custom_tokenizer_counts_the_whole_text() -> None:
    seen: list[str] = []

    def words(text: str) -> int:
        seen.append(text)
        return len(text.split())

    tc = TokenCounter(tokenizer=words)
    assert count_joined(tc, ["one two", "three"]) == 3
    assert seen == ["one two\nthree"]


def test_count_cached_remembers_and_stays_bounded() -> None:
    enc = Encodes()
    text = "A line of the rendered state that is read again at every context (t3)"
    assert count_cached(enc.counter, text) == enc.counter.count_text(text)
    calls = enc.calls
    for _ in range(5):
        count_cached(enc.counter, text)
    assert enc.calls == calls
    lines = [f"goal: book hotel number {i} for two nights in the east (t{i})" for i in range(40)]
    count_joined(enc.counter, lines)
    calls = enc.calls
    count_joined(enc.counter, [*lines[1:], "goal: a new line, the only one not counted yet"])
    # the new line, and what a newline adds to the old last line: its last word counted with
    # and without one (the line itself is not tokenized again)
    assert enc.calls == calls + 3
    for i in range(text_counts.KEPT_TEXTS * 3):
        count_cached(enc.counter, f"text number {i} long enough to be kept by the counter")
    kept = text_counts._KEPT[enc.counter]
    assert len(kept.new) <= text_counts.KEPT_TEXTS
    assert len(kept.old) <= text_counts.KEPT_TEXTS


def _state(n: int) -> MemoryState:
    ops: list[AddItem | RemoveItem] = [
        AddItem(kind="fact", value=f"value {i}", key=f"k{i}", turn=i) for i in range(n)
    ]
    return apply(MemoryState(), list(ops), turn=n)


def test_id_floors_survive_trimming_of_the_retired_list() -> None:
    state = _state(12)
    # retire the newest fact: the largest id f12 is only in the retired list
    state = apply(state, [RemoveItem(id="f12")], turn=13)
    assert id_floor(state)["f"] == 12
    # a prune that trims the retired list to its newest entries
    state = prune(state, 4, max_retired=3)
    assert len(state.retired) == 3
    fresh = item_floor([*state.items(), *state.retired])
    assert {k: v for k, v in id_floor(state).items() if v} == {k: v for k, v in fresh.items() if v}
    new = apply(state, [AddItem(kind="fact", value="another")], turn=14)
    assert new.facts[-1].id == f"f{fresh['f'] + 1}"


def test_id_floor_sees_a_retired_list_changed_by_hand() -> None:
    state = apply(_state(3), [RemoveItem(id="f1")], turn=4)
    assert id_floor(state)["f"] == 3
    extra = _state(9).facts[-1]  # f9
    state.retired.append(extra)
    assert id_floor(state)["f"] == 9
    assert apply(state, [AddItem(kind="fact", value="x")], turn=5).facts[-1].id == "f10"


class TravelState(MemoryState):
    destination: str | None = Field(None, description="Destination city")
    party: int | None = None


def test_dump_state_is_model_dump() -> None:
    state = TravelState()
    state = apply(
        state,
        [
            AddItem(kind="goal", value="fly to Lisbon"),
            AddItem(kind="preference", value="window seat", polarity="like"),
            AddItem(kind="fact", value="#W123", key="order_id"),
            SetField(field="destination", value="Lisbon"),
        ],
        turn=1,
    )
    state = apply(state, [RemoveItem(id="p1")], turn=2)
    for s in (state, _state(30), MemoryState()):
        assert dump_state(s) == s.model_dump(mode="json")
        assert list(dump_state(s)) == list(s.model_dump(mode="json"))
        # the text a store writes, joined from the items' remembered texts, is json.dumps's
        assert state_json(dump_state(s)) == json.dumps(s.model_dump(mode="json"))
        assert state_json(dump_state(s)) == state_json(dump_state(s))
    assert state_json(None) == "null"
    assert state_json({"goals": []}) == json.dumps({"goals": []})


def test_render_of_a_new_state_counts_only_its_new_lines() -> None:
    enc = Encodes()
    state = _state(30)
    first = render_state(state, 2000, enc.counter)
    calls = enc.calls
    changed = apply(state, [AddItem(kind="fact", value="one more fact", key="extra")], turn=31)
    text = render_state(changed, 2000, enc.counter)
    # the new line, and the line before it as a piece of the joined text
    assert enc.calls - calls <= 2
    assert text.startswith(first)
    assert enc.counter.count_text(text) <= 2000
