"""The plain window (context/window.py) and the pinned parts (context/pinned.py): the one-pass
context of plain exchanges is the context assembly and annotation make, field for field and
key for key, and nothing it reuses leaks from one context into the next."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.strategies import conversation, policies, text
from turnmem import MemoryPolicy, PinnedMessage, TurnMemory
from turnmem.context.assemble import Context, assemble_parts
from turnmem.context.window import plain_context
from turnmem.errors import ContextOverflowError
from turnmem.memory.annotate import annotate
from turnmem.memory.engine import MemoryCore
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn
from turnmem.turn_model import is_plain, plain_turn

COUNTER = TokenCounter("gpt-4o")


def _dump(ctx: Context) -> str:
    """Every field in order, keys in order (what a caller serialising the context sees)."""
    return json.dumps(
        {
            "messages": ctx.messages,
            "tokens": ctx.tokens,
            "budget": ctx.budget,
            "sections": list(ctx.sections.items()),
            "turn_indices": ctx.turn_indices,
            "notes": [n.model_dump() for n in ctx.notes],
            "items": ctx.source_items,
        },
        ensure_ascii=False,
    )


def _general(
    pinned: list[PinnedMessage],
    turns: list[Turn],
    first: int,
    policy: MemoryPolicy,
    budget: int,
    query: str,
) -> Context | None:
    """What the memory's general path makes (no sections: no marker, no re-assembly)."""
    try:
        asm = assemble_parts(
            pinned=pinned,
            turns=turns,
            counter=COUNTER,
            policy=policy,
            first=first,
            budget=budget,
            current_input=query,
        )
    except ContextOverflowError:
        return None
    return annotate(
        asm, active=turns, pinned=pinned, user_input=query, counter=COUNTER, budget=budget
    )


_window_policies = st.one_of(
    st.just(MemoryPolicy.full_buffer()),
    st.integers(1, 8).map(lambda n: MemoryPolicy.sliding_window(turns=n)),
    st.integers(50, 2000).map(lambda n: MemoryPolicy.token_trim(max_tokens=n)),
    # other recent shares: the tier split's rounding (int(room * share / share))
    st.builds(
        lambda n, share: MemoryPolicy.sliding_window(turns=n, recent_share=share),
        st.integers(1, 8),
        st.sampled_from([0.05, 0.3, 0.45]),
    ),
)


@st.composite
def _turns(draw: st.DrawFn) -> list[Turn]:
    """Plain exchanges, now and then another kind (a named user, an open or tool turn)."""
    out: list[Turn] = []
    for i in range(draw(st.integers(0, 14))):
        kind = draw(st.sampled_from(["plain"] * 6 + ["named", "open", "tool", "long"]))
        user, reply = draw(text), draw(text)
        if kind == "plain":
            out.append(plain_turn(i, user, reply))
        elif kind == "long":
            out.append(plain_turn(i, user * draw(st.integers(5, 40)), reply))
        elif kind == "named":
            out.append(Turn(index=i, user=user, user_name="ann", response=reply))
        elif kind == "open":
            out.append(Turn(index=i, user=user))
        else:
            out.append(
                Turn.model_validate(
                    {
                        "index": i,
                        "user": user,
                        "steps": [
                            {
                                "tool_calls": [{"id": f"c{i}", "name": "lookup"}],
                                "observations": [{"tool_call_id": f"c{i}", "content": reply * 9}],
                            }
                        ],
                        "response": reply,
                    }
                )
            )
    return out


_pinned = st.lists(
    st.builds(
        lambda c, name: PinnedMessage(role="system", content=c, name=name),
        text,
        st.sampled_from([None, None, "ops"]),
    ),
    max_size=2,
)


@given(
    turns=_turns(),
    pinned=_pinned,
    policy=_window_policies,
    budget=st.integers(1, 3000),
    query=text,
    first_back=st.integers(0, 20),
)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_plain_window_equals_assembly_and_annotation(
    turns: list[Turn],
    pinned: list[PinnedMessage],
    policy: MemoryPolicy,
    budget: int,
    query: str,
    first_back: int,
) -> None:
    first = max(0, len(turns) - first_back)
    fast = plain_context(
        pinned=pinned,
        turns=turns,
        first=first,
        counter=COUNTER,
        budget=budget,
        current_input=query,
        every_turn=False,
    )
    general = _general(pinned, turns, first, policy, budget, query)
    eligible = turns[first:]
    if fast is None:
        # Declined only for what the one pass does not handle: the required parts over the
        # budget (the general path raises), a turn that is not a plain exchange, or a newest
        # turn that had to be cut or left out.
        if general is not None and all(map(is_plain, eligible)):
            assert eligible
            cut = {"squeezed", "compressed", "cleared"} & {n.kind for n in general.notes}
            assert cut or eligible[-1].index not in general.turn_indices
        return
    assert general is not None
    assert _dump(fast) == _dump(general)
    assert fast == general
    # every_turn: a folding memory gets a context only when nothing eligible was left out
    strict = plain_context(
        pinned=pinned,
        turns=turns,
        first=first,
        counter=COUNTER,
        budget=budget,
        current_input=query,
        every_turn=True,
    )
    left_out = len(fast.turn_indices) < len(eligible)
    assert (strict is None) == left_out
    if strict is not None:
        assert _dump(strict) == _dump(fast)


def test_the_plain_window_takes_the_usual_chat_context() -> None:
    """Not vacuous: plain exchanges within the budget, and over it, are built in one pass."""
    turns = [plain_turn(i, f"question {i} about trains", f"answer {i}: yes") for i in range(50)]
    pinned = [PinnedMessage(content="Be brief.")]
    for budget, policy in (
        (4000, MemoryPolicy.sliding_window(8)),
        (300, MemoryPolicy.full_buffer()),
    ):
        first = 42 if policy.window_turns else 0
        fast = plain_context(
            pinned=pinned,
            turns=turns,
            first=first,
            counter=COUNTER,
            budget=budget,
            current_input="and now?",
            every_turn=False,
        )
        assert fast is not None
        assert _dump(fast) == _dump(_general(pinned, turns, first, policy, budget, "and now?"))
    assert fast.dropped  # the full buffer at 300 tokens left turns out, and says so


# --- the memory: the one pass against the general path, operation by operation --------------


def _ops() -> st.SearchStrategy[list[tuple[str, Any]]]:
    op = st.one_of(
        st.tuples(st.just("add"), st.tuples(text, text)),
        st.tuples(st.just("messages"), conversation(max_turns=2)),
        st.tuples(st.just("context"), st.tuples(text, st.one_of(st.none(), st.integers(20, 3000)))),
        st.tuples(st.just("pop"), st.none()),
        st.tuples(st.just("forget"), st.none()),
    )
    return st.lists(op, min_size=1, max_size=25)


def _play(memory: TurnMemory, ops: list[tuple[str, Any]]) -> list[str]:
    out: list[str] = []
    for name, arg in ops:
        try:
            if name == "add":
                memory.add_messages(
                    [{"role": "user", "content": arg[0]}, {"role": "assistant", "content": arg[1]}]
                )
            elif name == "messages":
                memory.add_messages([m for m in arg if m["role"] != "system"])
            elif name == "pop":
                memory.pop_item()
            elif name == "forget":
                memory.forget()
            else:
                ctx = memory.context(arg[0], budget=arg[1])
                out.append(_dump(ctx))
                ctx.messages[-1]["content"] = "edited"  # the caller's copy, not the memory's
                if ctx.source_items:
                    ctx.source_items[0]["content"] = "edited"
                out.append(_dump(memory.context(arg[0], budget=arg[1])))
        except Exception as exc:  # the same error on both paths
            out.append(f"{type(exc).__name__}: {exc}")
    return out


@given(
    ops=_ops(), policy=policies, system=st.one_of(st.none(), text), budget=st.integers(100, 3000)
)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_memory_contexts_equal_the_general_paths(
    ops: list[tuple[str, Any]], policy: MemoryPolicy, system: str | None, budget: int
) -> None:
    """Adds, tool turns, pops, forgets, folds (the folding presets) and contexts under the
    policy's budget or another per call: every context (and every error) is the one the
    general path gives, and editing a context never changes the next."""

    def memory() -> TurnMemory:
        return TurnMemory(system, llm="rule", policy=policy.model_copy(update={"budget": budget}))

    fast = _play(memory(), ops)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(MemoryCore, "plain_context", lambda self, **_: None)
        general = _play(memory(), ops)
    assert fast == general


def test_a_policy_or_pinned_change_is_seen_by_the_next_context() -> None:
    """The pinned parts are kept per pinned objects and counter: new pinned messages, another
    tokenizer and a new policy each give the context the general path gives."""
    memory = TurnMemory("Be brief.", llm="rule", policy=MemoryPolicy.sliding_window(2))
    for k in range(5):
        memory.add_messages(
            [{"role": "user", "content": f"q{k} " * 20}, {"role": "assistant", "content": "a"}]
        )
    first = memory.context("next?")
    memory._core.pinned = [PinnedMessage(content="Be very brief, and polite.")]
    second = memory.context("next?")
    assert second.messages[0]["content"] == "Be very brief, and polite."
    assert second.items[0]["content"] == "Be very brief, and polite."
    assert second.sections["pinned"] > first.sections["pinned"]
    memory.policy = memory._core.policy = MemoryPolicy.sliding_window(4)
    assert memory.context("next?").turn_indices == [1, 2, 3, 4]
    tiny = memory.context("next?", budget=60)
    assert tiny.tokens <= 60 and tiny.dropped
    counts_words = TokenCounter(tokenizer=lambda s: len(s.split()))
    memory.counter = memory._core.counter = counts_words
    words = memory.context("next?")
    assert words.sections["pinned"] == counts_words.count_message(
        {"role": "system", "content": "Be very brief, and polite."}
    )


def test_pinned_content_parts_are_never_shared_between_contexts() -> None:
    """A pinned message with content parts is made afresh for every context: editing one
    context's parts leaves the next one's alone."""
    memory = TurnMemory(llm="rule", policy=MemoryPolicy.sliding_window(2))
    memory.add_messages(
        [
            {"role": "system", "content": [{"type": "text", "text": "Be brief."}]},
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": "yo"},
        ]
    )
    ctx = memory.context("next?")
    ctx.messages[0]["content"][0]["text"] = "edited"  # type: ignore[index]
    ctx.items[0]["content"][0]["text"] = "edited"
    again = memory.context("next?")
    assert again.messages[0]["content"] == [{"type": "text", "text": "Be brief."}]
    assert "edited" not in json.dumps(again.items)


@given(
    turns=st.lists(st.tuples(text, text), min_size=1, max_size=12).map(
        lambda pairs: [plain_turn(i, u, r) for i, (u, r) in enumerate(pairs)]
    ),
    pinned=_pinned,
    keep=st.integers(1, 12),
    slack=st.sampled_from([-1, 0, 1]),
)
@settings(max_examples=200, deadline=None)
def test_plain_window_at_the_edge_of_the_budget(
    turns: list[Turn], pinned: list[PinnedMessage], keep: int, slack: int
) -> None:
    """Budgets one token under, at and over what the newest ``keep`` turns need: the turn at
    the edge is in or out exactly as assembly decides."""
    policy = MemoryPolicy.full_buffer()
    whole = _general(pinned, turns, 0, policy, 10**6, "and?")
    assert whole is not None
    required = whole.tokens - whole.sections["turns"]
    newest = turns[-min(keep, len(turns)) :]
    budget = required + sum(COUNTER.count_turn(t) for t in newest) + slack
    fast = plain_context(
        pinned=pinned,
        turns=turns,
        first=0,
        counter=COUNTER,
        budget=budget,
        current_input="and?",
        every_turn=False,
    )
    general = _general(pinned, turns, 0, policy, budget, "and?")
    if fast is None:  # only the newest turn itself over the room
        assert len(newest) == 1 and slack < 0
        return
    assert general is not None and _dump(fast) == _dump(general)
    assert len(fast.turn_indices) == len(newest) - (slack < 0)


# --- the sliding run: a window moved on by each context equals the window built afresh ------


_run_ops = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from(["plain"] * 5 + ["long", "named", "open"])),
        st.tuples(st.just("context"), st.integers(1, 2500), st.integers(0, 12), text),
        st.tuples(st.just("replace"), st.none()),  # the newest turn replaced (it grew)
        st.tuples(st.just("fold"), st.integers(1, 4)),  # the oldest turns leave the view
        st.tuples(st.just("counter"), st.none()),  # another counter object (same rule)
    ),
    min_size=1,
    max_size=30,
)


@given(ops=_run_ops, pinned=_pinned, every_turn=st.booleans())
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_run_slid_on_equals_the_window_built_afresh(
    ops: list[tuple[Any, ...]], pinned: list[PinnedMessage], every_turn: bool
) -> None:
    """Turns added (plain or not), contexts under budgets and windows that change, the newest
    turn replaced, the oldest folded away, the counter swapped: every context made with the
    memory's run (sliding on from the previous one) is the one made without it."""
    from turnmem.context.window import PlainRun

    run = PlainRun()
    turns: list[Turn] = []
    counter = COUNTER
    for serial, op in enumerate(ops, 1):
        if op[0] == "add":
            user, reply = f"question {serial} about the trip", f"answer {serial}: noted"
            if op[1] == "plain":
                turn = plain_turn(serial, user, reply)
            elif op[1] == "long":
                turn = plain_turn(serial, user * 30, reply)
            elif op[1] == "named":
                turn = Turn(index=serial, user=user, user_name="ann", response=reply)
            else:
                turn = Turn(index=serial, user=user)
            if serial % 2:  # a new list, or the same list grown in place (as the view is)
                turns = [*turns, turn]
            else:
                turns.append(turn)
        elif op[0] == "replace" and turns:
            last = turns[-1]
            turns[-1] = plain_turn(last.index, f"{last.user} (again)", "a longer answer now")
        elif op[0] == "fold":
            turns = turns[op[1] :]
        elif op[0] == "counter":
            counter = TokenCounter("gpt-4o")
        elif op[0] == "context":
            _, budget, back, query = op
            first = max(0, len(turns) - back) if back else 0
            args: dict[str, Any] = {
                "pinned": pinned,
                "turns": turns,
                "first": min(first, max(len(turns) - 1, 0)),
                "counter": counter,
                "budget": budget,
                "current_input": query,
                "every_turn": every_turn,
            }
            slid = plain_context(**args, run=run)
            fresh = plain_context(**args)
            assert (slid is None) == (fresh is None)
            if slid is not None and fresh is not None:
                assert _dump(slid) == _dump(fresh)
                assert slid == fresh
                slid.messages[0]["content"] = "edited"  # the caller's copies: the run's not
                if slid.source_items:
                    slid.source_items[-1]["content"] = "edited"


def test_the_run_slides_on_in_the_usual_chat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous: in a chat of plain exchanges the run is used (only the new turn is read)
    and holds no more turns than the window and the one left out."""
    from turnmem.context import fill as fill_module
    from turnmem.context.window import PlainRun

    reads: list[int] = []
    reader = fill_module.views_reader

    def counting(counter: TokenCounter) -> Any:
        read = reader(counter)
        return lambda turn: reads.append(turn.index) or read(turn)

    monkeypatch.setattr(fill_module, "views_reader", counting)
    run = PlainRun()
    turns: list[Turn] = []
    for k in range(30):
        reads.clear()
        turns.append(plain_turn(k, f"question {k} about trains " * 3, f"answer {k}: yes"))
        ctx = plain_context(
            pinned=[],
            turns=turns,
            first=max(0, len(turns) - 8),
            counter=COUNTER,
            budget=400,
            current_input="and now?",
            every_turn=False,
            run=run,
        )
        assert ctx is not None
        assert run.turns[-1] is turns[-1] and len(run.turns) <= len(ctx.turn_indices) + 1
        assert run.indices[-len(ctx.turn_indices) :] == ctx.turn_indices
        assert reads == [k]  # the turn added since, and no other


@given(
    sizes=st.lists(st.integers(1, 60), min_size=1, max_size=30),
    window=st.integers(40, 900),
    budget=st.integers(200, 3000),
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_token_window_reads_the_run_as_the_turns_measure(
    sizes: list[int], window: int, budget: int
) -> None:
    """token_trim: the counts the token window reads from the plain run are the turns' own
    (newest first, every turn), after each add and context."""
    from turnmem.memory.turn_tokens import TurnTokens

    memory = TurnMemory("Be brief.", policy=MemoryPolicy.token_trim(window, budget=budget))
    used = 0
    for k, size in enumerate(sizes):
        memory.add_messages(
            [
                {"role": "user", "content": f"question {k} " * size},
                {"role": "assistant", "content": f"answer {k}"},
            ]
        )
        with contextlib.suppress(ContextOverflowError):  # a tiny budget: no context at all
            memory.context(f"and then {k}?")
        core = memory._core
        with_run = core.turn_tokens()
        fresh = [COUNTER.count_turn(t) for t in core.active]
        assert list(reversed(with_run)) == fresh[::-1]
        assert list(reversed(TurnTokens(core.active, with_run._measure))) == fresh[::-1]
        used += core._plain_run.locate(core.active, core.counter) is not None
    assert used or budget < 400  # the run is read (a tiny budget may leave no plain context)
