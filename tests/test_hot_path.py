"""The per-turn path (add an exchange, assemble the next context) bounded by counts: each text
tokenized once across add and context, each turn validated once, its views built once, and a
context's messages never validated again (only copied for the caller)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from turnmem import MemoryPolicy, Turn, TurnMemory
from turnmem.context import views as views_module
from turnmem.context.assemble import Context
from turnmem.memory import engine as engine_module
from turnmem.turn_model import plain_turn

from ._spies import EncoderSpy

SYSTEM = "You are a booking assistant for trains, hotels and restaurants; answer briefly."


def _exchange(k: int) -> tuple[str, str]:
    # Over 40 characters (shorter strings are remembered per counter anyway) and distinct.
    return (
        f"Question {k}: is there a train to the city centre arriving before {k % 12 + 1} pm?",
        f"Answer {k}: yes, train TR{1000 + k} leaves at {k % 12 + 1}:15 and costs {k} pounds.",
    )


def _messages(k: int) -> list[dict[str, str]]:
    user, reply = _exchange(k)
    return [{"role": "user", "content": user}, {"role": "assistant", "content": reply}]


def _grown(policy: MemoryPolicy, turns: int) -> TurnMemory:
    memory = TurnMemory(SYSTEM, llm="rule", policy=policy.model_copy(update={"budget": 4000}))
    memory.add_messages([m for k in range(turns) for m in _messages(k)])
    memory.context(_exchange(turns)[0])
    return memory


@pytest.mark.parametrize(
    "policy",
    [MemoryPolicy.sliding_window(), MemoryPolicy.full_buffer(), MemoryPolicy.token_trim()],
    ids=["sliding_window", "full_buffer", "token_trim"],
)
def test_each_text_is_tokenized_once_across_add_and_context(
    monkeypatch: pytest.MonkeyPatch, policy: MemoryPolicy
) -> None:
    """A turn's user text was counted as the current input of the context before it: adding
    the turn reuses that count. Per step only the reply and the next input are tokenized, once
    each, whatever the history (older turns keep their counts)."""
    memory = _grown(policy, 60)
    spy = EncoderSpy(monkeypatch)
    for k in range(60, 70):
        memory.add_messages(_messages(k))
        ctx = memory.context(_exchange(k + 1)[0])
        assert Counter(spy.take()) == Counter([len(_exchange(k)[1]), len(_exchange(k + 1)[0])])
        assert ctx.tokens == memory.counter.count_messages(ctx.messages)  # still exact
        spy.take()


def test_an_input_given_but_never_added_is_not_kept_for_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Inputs a context counted and no turn took wait in a small bounded memo, so a caller
    assembling contexts for many inputs does not grow the counter."""
    memory = _grown(MemoryPolicy.sliding_window(), 3)
    for k in range(100):
        memory.context(f"An input that is never added as a turn, number {k} of a hundred.")
    assert len(memory.counter._inputs) <= 8
    memory.context(_exchange(3)[0])
    spy = EncoderSpy(monkeypatch)
    memory.add_messages(_messages(3))
    memory.context(_exchange(4)[0])
    # The user text of turn 3 was counted as an input among the others: reused.
    assert sorted(spy.take()) == sorted([len(_exchange(3)[1]), len(_exchange(4)[0])])


def test_a_turn_is_validated_once_and_its_views_built_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Per added exchange one Turn is made (validated, or built by ``plain_turn`` from texts
    checked as the validator would: no copies on the way to the store), and a turn's views
    are built once however many contexts show it."""
    memory = _grown(MemoryPolicy.sliding_window(4), 20)
    turns_made: list[int] = []
    views_made: list[int] = []
    turn_init = Turn.__init__
    new_views = views_module.new_views

    def counting_turn(self: Turn, **data: Any) -> None:
        turns_made.append(1)
        turn_init(self, **data)

    def counting_plain(index: int, user: str, response: str) -> Turn:
        turns_made.append(1)
        return plain_turn(index, user, response)

    def counting_views(turn: Turn, counter: Any, memo: Any) -> views_module.TurnViews:
        views_made.append(turn.index)
        return new_views(turn, counter, memo)

    monkeypatch.setattr(Turn, "__init__", counting_turn)
    monkeypatch.setattr(engine_module, "plain_turn", counting_plain)
    monkeypatch.setattr(views_module, "new_views", counting_views)  # the one place views are made
    for k in range(20, 30):
        memory.add_messages(_messages(k))
        for _ in range(3):  # several contexts per turn: views are reused
            memory.context(_exchange(k + 1)[0])
    assert len(turns_made) == 10
    assert views_made == list(range(20, 30))


def test_a_context_validates_no_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memory builds its Context from messages it made and counted itself: the model's
    validation (which copied every message) never runs; the messages are fresh copies."""
    memory = _grown(MemoryPolicy.sliding_window(4), 10)
    validated: list[int] = []
    context_init = Context.__init__

    def counting(self: Context, **data: Any) -> None:
        validated.append(1)
        context_init(self, **data)

    monkeypatch.setattr(Context, "__init__", counting)
    first = memory.context("And is there a later train as well, after the evening rush?")
    assert validated == []
    first.messages[-2]["content"] = "edited"
    second = memory.context("And is there a later train as well, after the evening rush?")
    assert second.messages[-2]["content"] == _exchange(9)[1]
    assert Context.model_validate(second.model_dump()) == second
