"""The per-turn fast paths against the straightforward ones they stand in for: the plain
exchange built without validation, and a context's Responses items built on first read."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from turnmem import tokens as tokens_module
from turnmem import turn_model
from turnmem.chat import turns_from_messages
from turnmem.items import items_from_messages
from turnmem.memory.annotate import _current_items
from turnmem.memory.engine import _plain_exchange
from turnmem.tokens import TokenCounter
from turnmem.turn_model import _PLAIN_OK, Turn, is_plain, plain_turn

# Text of every kind a chat carries, lone surrogates and blank strings included.
_TEXT = st.text(alphabet=st.characters(), max_size=40) | st.sampled_from(
    ["", " ", "\n\t", "hi", "\ud800", "a\udfffb", "<|endoftext|>"]
)
_VALUE = _TEXT | st.none() | st.integers() | st.lists(st.just({"type": "text", "text": "x"}))


def test_plain_turn_is_built_as_pydantic_builds_it() -> None:
    assert _PLAIN_OK  # the fast path is live under the pinned pydantic, not the fallback


@given(index=st.integers(0, 10**6), user=_TEXT, response=_TEXT)
@settings(max_examples=300)
def test_plain_turn_equals_the_validated_turn(index: int, user: str, response: str) -> None:
    if not user.strip() or any(0xD800 <= ord(c) <= 0xDFFF for c in user + response):
        return  # outside plain_turn's contract: its caller sends those to the parser
    fast = plain_turn(index, user, response)
    slow = Turn(index=index, user=user, response=response)
    assert list(fast.__dict__) == list(slow.__dict__)
    assert fast.__dict__ == {**slow.__dict__, "id": fast.id, "timestamp": fast.timestamp}
    assert len(fast.id) == 32 and fast.id != slow.id
    assert fast.timestamp.tzinfo is not None
    assert fast.model_fields_set == slow.model_fields_set
    assert fast.__pydantic_private__ == slow.__pydantic_private__ == {"_memo": {}}
    assert fast.__pydantic_extra__ is slow.__pydantic_extra__ is None
    assert Turn.model_validate(fast.model_dump()) == fast
    # Mutable defaults are the turn's own, as default_factory makes them.
    assert fast.steps is not plain_turn(index, user, response).steps


@given(
    user=st.dictionaries(st.sampled_from(["role", "content", "name"]), _VALUE, max_size=3),
    reply=st.dictionaries(st.sampled_from(["role", "content", "refusal"]), _VALUE, max_size=3),
    roles=st.tuples(st.sampled_from(["user", "assistant", "system"]), st.just("assistant")),
)
@example(  # the fast path taken (the search also finds others)
    user={"role": "user", "content": "hi"},
    reply={"role": "assistant", "content": ""},
    roles=("user", "assistant"),
)
@settings(max_examples=400)
def test_plain_exchange_agrees_with_the_parser(
    user: dict[str, Any], reply: dict[str, Any], roles: tuple[str, str]
) -> None:
    user.setdefault("role", roles[0])
    reply.setdefault("role", roles[1])
    messages = [user, reply]
    fast = _plain_exchange(messages, 7)
    if fast is None:
        return  # the parser reads it (and raises for what is invalid)
    pinned, turns = turns_from_messages(messages, start_index=7)
    assert pinned == [] and len(turns) == 1
    (slow,) = turns
    # (Fields only: the parser sets every field it read, so its fields_set is larger.)
    assert fast.__dict__ == {**slow.__dict__, "id": fast.id, "timestamp": fast.timestamp}
    assert fast.to_messages() == slow.to_messages() == messages


_CLEAN = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=60)


def _variants(user: str, reply: str) -> list[list[dict[str, Any]]]:
    """One exchange as chat messages in several shapes: plain, and each way out of plain."""
    user = user if user.strip() else f"q {user}"
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    return [
        [{"role": "user", "content": user}, {"role": "assistant", "content": reply}],
        [{"role": "user", "content": user, "name": "ann"}, {"role": "assistant", "content": reply}],
        [
            {"role": "user", "content": [{"type": "text", "text": user}]},
            {"role": "assistant", "content": reply},
        ],
        [
            {"role": "user", "content": user},
            {"role": "assistant", "content": reply, "refusal": "no"},
        ],
        [
            {"role": "user", "content": user},
            {"role": "assistant", "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": reply},
            {"role": "assistant", "content": reply},
        ],
        [{"role": "user", "content": user}],  # open: no reply yet
    ]


@given(user=_CLEAN, reply=_CLEAN, as_input=st.booleans())
@settings(max_examples=150, deadline=None)
def test_plain_fast_paths_equal_the_general_walks(user: str, reply: str, as_input: bool) -> None:
    """A plain turn's messages, items and token tallies from the fast paths equal what the
    general walks make of it (run with the plain check off); other turns never take them."""
    for messages in _variants(user, reply):
        (turn,) = turns_from_messages(messages)[1]
        fast_counter, slow_counter = TokenCounter(), TokenCounter()
        if as_input and turn.user is not None:  # counted as a context's input first
            fast_counter.count_current(turn.user)
            slow_counter.count_current(turn.user)
        fast = turn.model_copy()
        got = (fast.to_messages(), fast.to_items(), _tallies(fast_counter, fast))
        with pytest.MonkeyPatch.context() as m:
            m.setattr(turn_model, "is_plain", lambda _turn: False)
            m.setattr(tokens_module, "is_plain", lambda _turn: False)
            slow = turn.model_copy()
            want = (slow.to_messages(), slow.to_items(), _tallies(slow_counter, slow))
        assert got == want
        assert fast_counter._inputs == slow_counter._inputs  # the input's count taken once
        assert is_plain(turn) == (messages is _variants(user, reply)[0] or _plain_shape(messages))


def _plain_shape(messages: list[dict[str, Any]]) -> bool:
    return (
        len(messages) == 2
        and all(m.keys() == {"role", "content"} for m in messages)
        and all(isinstance(m["content"], str) for m in messages)
    )


def _tallies(counter: TokenCounter, turn: Turn) -> list[tuple[int, int, int, bool]]:
    return [(rest, t.tokens, t.chars, t.known) for rest, t in counter.turn_tallies(turn)]


_MESSAGE = st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "system"]), "content": _CLEAN},
    optional={"name": st.just("ann")},
) | st.fixed_dictionaries(
    {"role": st.just("user"), "content": st.lists(st.just({"type": "text", "text": "x"}))}
)


@given(current=st.lists(_MESSAGE, max_size=2))
def test_current_items_equal_the_general_conversion(current: list[Any]) -> None:
    """The input's items from the fast path equal items_from_messages', as fresh dicts."""
    got = _current_items(current)
    assert got == items_from_messages(current)
    assert all(item is not msg for item in got for msg in current)
