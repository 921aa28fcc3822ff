"""The short ways of the per-turn path against the general ones: a plain exchange's views
(:func:`turnmem.context.views.new_views`) and an exact tally made without ``__init__``."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem.context.pinned import plain_pinned
from turnmem.context.views import TurnView, TurnViews, new_views, views_of
from turnmem.tally import TokenTally
from turnmem.tokens import TokenCounter
from turnmem.turn import PinnedMessage, Turn
from turnmem.turn_model import plain_turn

_CLEAN = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=60)


def _slots(obj: object, cls: type) -> dict[str, Any]:
    return {name: getattr(obj, name) for name in cls.__slots__}  # type: ignore[attr-defined]


def _tally(t: TokenTally) -> dict[str, Any]:
    return _slots(t, TokenTally)


def _view(v: TurnView) -> dict[str, Any]:
    return _slots(v, TurnView)


def _views(v: TurnViews) -> dict[str, Any]:
    """Every slot of the views, the raw form's parts and views as plain values."""
    out = _slots(v, TurnViews)
    out["_raw"] = (
        v._raw.messages,
        [(rest, _tally(t)) for rest, t in v._raw.parts],
    )
    out["_raw_view"] = _view(v._raw_view)
    out["plain"] = None if v.plain is None else _view(v.plain)
    return out


@given(
    user=_CLEAN.filter(str.strip),
    reply=_CLEAN,
    as_input=st.booleans(),
    messages_first=st.booleans(),
)
@settings(max_examples=200, deadline=None)
def test_a_plain_exchanges_views_are_the_general_ones(
    user: str, reply: str, as_input: bool, messages_first: bool
) -> None:
    """The same views, memo entries and counter state as ``TurnViews(turn, counter)``, with
    the user text counted as an input first or not, and the messages memoised before (a
    folder read them) or not; the views share the memoised messages."""
    fast_counter, slow_counter = TokenCounter(), TokenCounter()
    fast, slow = plain_turn(3, user, reply), plain_turn(3, user, reply)
    for counter, turn in ((fast_counter, fast), (slow_counter, slow)):
        if as_input:
            counter.count_current(user)
        if messages_first:
            turn.shared_messages()
    made = views_of(fast, fast_counter)
    want = TurnViews(slow, slow_counter)
    got_d, want_d = _views(made), _views(want)
    assert got_d.pop("_counter") is fast_counter and want_d.pop("_counter") is slow_counter
    assert got_d == want_d
    assert made.raw() is made.plain and made.simple is fast.shared_messages()
    assert made._raw.parts is fast_counter.turn_tallies(fast)  # the memoised tallies
    assert fast_counter._inputs == slow_counter._inputs
    assert set(fast.memo_table()) == set(slow.memo_table()) | {fast_counter.views_key}
    assert views_of(fast, fast_counter) is made  # memoised: made once


def test_other_turns_and_huge_texts_take_the_general_way(monkeypatch: Any) -> None:
    """A turn that is not a plain exchange, and a plain one whose text is not counted up
    front (over the lazy limit), get ``TurnViews(turn, counter)``."""
    made: list[Turn] = []
    init = TurnViews.__init__

    def counting(self: TurnViews, turn: Turn, counter: TokenCounter) -> None:
        made.append(turn)
        init(self, turn, counter)

    monkeypatch.setattr(TurnViews, "__init__", counting)
    counter = TokenCounter()
    named = Turn(index=0, user="hi", user_name="ann", response="yo")
    huge = plain_turn(1, "x " * 300_000, "ok")
    small = plain_turn(2, "hi", "yo")
    for turn in (named, huge, small):
        new_views(turn, counter, turn.memo_table())
    assert made == [named, huge]


@given(tokens=st.integers(0, 10**6), chars=st.integers(0, 10**7))
def test_an_exact_tally_is_the_one_init_makes(tokens: int, chars: int) -> None:
    assert _tally(TokenTally.exact(tokens, chars)) == _tally(TokenTally(chars, tokens))
    assert TokenTally.exact(tokens).chars == 0


def test_the_pinned_parts_are_looked_up_by_the_pinned_objects_and_counter() -> None:
    """``plain_pinned`` answers from its table for the same pinned objects and counter rule,
    and counts afresh for other objects (equal or not) or another rule; pinned messages with
    content parts are never served from it (their copies would share the parts)."""
    words = TokenCounter(tokenizer=lambda s: len(s.split()))
    tiktoken = TokenCounter()
    system = [PinnedMessage(content="Be brief and polite, please.")]
    first = plain_pinned(system, tiktoken)
    assert first is not None and plain_pinned(system, tiktoken) is first
    msgs, tokens, items = first
    assert msgs == [{"role": "system", "content": "Be brief and polite, please."}]
    assert items == [{"role": "system", "content": "Be brief and polite, please."}]
    assert tokens == tiktoken.count_message(msgs[0])
    by_words = plain_pinned(system, words)
    assert by_words is not None and by_words[1] == words.count_message(msgs[0]) == 9
    other = [PinnedMessage(content="Answer in French.")]
    got = plain_pinned(other, tiktoken)
    assert got is not None and got[0] == [{"role": "system", "content": "Answer in French."}]
    equal = [PinnedMessage(content="Be brief and polite, please.")]
    again = plain_pinned(equal, tiktoken)
    assert again is not None and again is not first and again[:2] == first[:2]
    parts = [
        PinnedMessage.model_validate(
            {"content": "x", "extras": {"parts": [{"type": "text", "text": "x"}]}}
        )
    ]
    assert plain_pinned(parts, tiktoken) is None
    assert plain_pinned(parts, tiktoken) is None


def _dump(ctx: Any) -> Any:
    return (ctx.model_dump(), ctx.items)


def test_the_sync_quick_context_is_the_flows() -> None:
    """``_context_now`` (asked before the context flow by the sync memory) gives what the
    flow gives, and steps aside (None) when the flow has an effect to run: a shared store to
    re-read, or a recall search over folded turns."""
    from turnmem import MemoryPolicy, TurnMemory

    memory = TurnMemory("Be brief.", llm="rule", policy=MemoryPolicy.sliding_window(3))
    for k in range(6):
        memory.add_messages(
            [{"role": "user", "content": f"q{k} " * 9}, {"role": "assistant", "content": "a"}]
        )
    for budget in (None, 60, 4000):
        quick = memory._context_now("next?", budget, None)
        assert quick is not None
        assert _dump(quick) == _dump(memory._run(memory._context_flow("next?", budget, None)))
        assert _dump(memory.context("next?", budget)) == _dump(quick)
    shared = TurnMemory(llm="rule", store="memory://", policy=MemoryPolicy.sliding_window(3))
    shared.add_messages([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}])
    assert shared.sync and shared._context_now("next?", None, None) is None
    folding = TurnMemory(llm="rule", policy=MemoryPolicy.structured(window_turns=2, fold_batch=1))
    for k in range(5):
        folding.add_messages(
            [
                {"role": "user", "content": f"I need a train {k}"},
                {"role": "assistant", "content": "ok"},
            ]
        )
    assert folding.folded_through >= 0 and folding._context_now("next?", None, None) is None
