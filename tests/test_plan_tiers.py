"""Token-pressure folds, tier shares that adapt, relative budgets and the recall tier."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turnmem import MemoryPolicy, Turn, TurnMemory
from turnmem.context.assemble import assemble
from turnmem.context.budget import split_room
from turnmem.context.plan import fold_count, recent_cap
from turnmem.context.recall import recall_lines, recall_query
from turnmem.errors import ConfigurationError
from turnmem.store._text import Bm25Index, bm25_rank, search_terms
from turnmem.store.memory import MemoryStore
from turnmem.tokens import TokenCounter

TC = TokenCounter("gpt-4o")
TIERS = ["recent", "state", "summary", "recall"]


# --- split_room -------------------------------------------------------------------------


@given(
    st.integers(0, 5000),
    st.lists(st.integers(0, 3000), min_size=4, max_size=4),
    st.lists(st.sampled_from([0.0, 0.1, 0.15, 0.2, 0.5]), min_size=4, max_size=4),
)
def test_split_room_never_over_room_or_need_and_wastes_nothing_needed(
    room: int, needs: list[int], shares: list[float]
) -> None:
    need = dict(zip(TIERS, needs, strict=True))
    alloc = split_room(room, need, dict(zip(TIERS, shares, strict=True)))
    assert sum(alloc.values()) <= room
    assert all(0 <= alloc[k] <= need[k] for k in TIERS)
    if sum(needs) <= room:  # everyone fits: everyone gets all it needs
        assert alloc == need
    else:  # room is short: at most rounding (a token per tier) is left unused
        assert room - sum(alloc.values()) <= len(TIERS)


def test_a_tier_that_needs_less_gives_its_room_to_the_others() -> None:
    shares = {"recent": 0.5, "state": 0.15, "summary": 0.2, "recall": 0.15}
    alloc = split_room(1000, {"recent": 5000, "state": 20, "summary": 0, "recall": 0}, shares)
    assert alloc == {"recent": 980, "state": 20, "summary": 0, "recall": 0}
    hungry = split_room(1000, dict.fromkeys(TIERS, 5000), shares)
    assert hungry == {"recent": 500, "state": 150, "summary": 200, "recall": 150}


def test_assembly_caps_the_summary_at_its_share_when_turns_need_the_room() -> None:
    policy = MemoryPolicy.structured(window_turns=10, budget=1000, summary_max_tokens=2000)
    turns = [
        Turn(index=i, user=f"turn {i} " + "words " * 150, response="ok " * 10) for i in range(6)
    ]
    summary = "The user said many things. " * 100
    ctx = assemble(pinned=[], turns=turns, counter=TC, policy=policy, summary=summary,
                   current_input="next")  # fmt: skip
    assert ctx.tokens <= 1000
    # Both tiers hungry (state and recall empty): the summary gets 0.2 / (0.5 + 0.2) of the room,
    # and what the whole turns leave over (less than one turn).
    assert ctx.sections["summary"] <= 1000 * 0.2 / 0.7 + 170
    assert any(n.kind == "truncated" and n.section == "summary" for n in ctx.notes)
    short = assemble(pinned=[], turns=turns[:1], counter=TC, policy=policy, summary=summary,
                     current_input="next")  # fmt: skip
    assert short.sections["summary"] > 2 * ctx.sections["summary"]  # ... or the room left


# --- token pressure ---------------------------------------------------------------------


def test_token_pressure_folds_the_oldest_down_to_three_quarters() -> None:
    policy = MemoryPolicy.structured(window_turns=20, fold_batch=1, budget=1000)
    assert recent_cap(policy) == 500
    assert fold_count(policy, [100] * 5) == 0  # 500 fits
    # 600 > 500: fold the oldest down to 375 -> three turns.
    assert fold_count(policy, [100] * 6) == 3
    assert fold_count(policy, [10_000]) == 0  # the newest turn is never folded
    assert fold_count(MemoryPolicy.sliding_window(), [10_000] * 5) == 0  # no fold, no pressure


def test_token_pressure_weighs_tool_outputs_as_the_context_shows_them() -> None:
    """A turn with a huge raw log counts as its capped form: it does not fold the window."""
    policy = MemoryPolicy.structured(window_turns=6, fold_batch=6, budget=4000)
    with TurnMemory(policy=policy, llm="rule") as memory:
        memory.add_messages(
            [
                {"role": "user", "content": "run the tests"},
                {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function",
                 "function": {"name": "bash", "arguments": "{}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": "log line\n" * 3000},
                {"role": "assistant", "content": "all green"},
            ]
        )  # fmt: skip
        memory.add_messages(
            [{"role": "user", "content": "thanks"}, {"role": "assistant", "content": "np"}]
        )
        assert memory.folded_through == -1


# --- relative budgets -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("model", "tokens"),
    [("gpt-4o", 89_600), ("gpt-4o-mini", 89_600), ("gpt-4.1", 733_303), ("gpt-5", 280_000),
     ("o3-mini", 140_000), ("gpt-3.5-turbo", 11_469), ("gpt-4", 5_734)],
)  # fmt: skip
def test_a_relative_budget_resolves_against_the_models_window(model: str, tokens: int) -> None:
    policy = MemoryPolicy.structured(budget="70%")
    assert policy.budget_share == 0.7
    with TurnMemory(model=model, policy=policy, llm="rule") as memory:
        assert memory.policy.budget == tokens and memory.policy.budget_share is None
        assert memory.context("hi").budget == tokens


def test_a_relative_budget_for_an_unknown_model_asks_for_an_absolute_one() -> None:
    with pytest.raises(ConfigurationError, match=r"pass an absolute budget.*budget=8000"):
        TurnMemory(model="llama-3-70b", encoding="cl100k_base", policy=MemoryPolicy(budget="70%"))
    with pytest.raises(ConfigurationError, match=r"budget 'lots' is neither.*budget=\"70%\""):
        MemoryPolicy(budget="lots")
    with pytest.raises(ConfigurationError, match="budget_share"):
        MemoryPolicy(budget="150%")
    with pytest.raises(ConfigurationError, match="not resolved"):
        assemble(pinned=[], turns=[], counter=TC, policy=MemoryPolicy(budget="50%"),
                 current_input="x")  # fmt: skip


def test_tier_shares_must_fit_in_one_budget() -> None:
    with pytest.raises(ConfigurationError, match=r"sum to 1\.30"):
        MemoryPolicy(recent_share=0.8)


# --- recall -----------------------------------------------------------------------------


def test_recall_is_on_by_default_in_structured() -> None:
    assert MemoryPolicy.structured().recall_k == 4
    assert MemoryPolicy.hierarchical().recall_k == 0


def test_recall_lines_keep_folded_new_text_only_with_dated_labels() -> None:
    day = datetime(2026, 3, 4, 9, tzinfo=timezone.utc)
    hits = [
        (7, "unfolded turn", day, 9.0),
        (2, "The hotel is Casa Amora", day, 8.0),
        (3, "already  in the\nsummary", None, 7.0),
        (1, "The hotel is Casa Amora", day, 6.0),
        (0, "flight CA1519 at 16:40", None, 5.0),
        (4, "a weak match", None, 2.0),
    ]
    lines = recall_lines(hits, folded_through=5, summary="... Already in the summary ...", k=4)
    assert lines == ["t2 (2026-03-04): The hotel is Casa Amora", "t0: flight CA1519 at 16:40"]
    same_day = recall_lines(hits, folded_through=5, summary="", k=1, today=day.date())
    assert same_day == ["t2: The hotel is Casa Amora"]
    assert recall_query("what hotel?", "and the flight") == "what hotel?"  # the input alone
    assert recall_query(None, "x") == "x" and recall_query("x", "x") == "x"


@pytest.mark.parametrize("store", ["memory", "sqlite"])
def test_recall_tier_brings_back_a_dated_folded_detail(store: str, tmp_path: object) -> None:
    url = "memory://" if store == "memory" else f"sqlite:///{tmp_path}/m.db"  # type: ignore[str-bytes-safe]
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2, summary_max_tokens=30)
    when = datetime(2026, 1, 5, 19, tzinfo=timezone.utc)
    with TurnMemory(store=url, policy=policy, llm="rule") as m:
        m.add(
            Turn(
                user="我的储物柜密码是4471，在星辰健身房", response="好的，记住了。", timestamp=when
            )
        )
        m.add(Turn(user="My sister Margot named her baby Elodie", response="Lovely!"))
        for k in range(8):
            m.add(Turn(user=f"Tell me about the number {k} in detail " * 3, response=f"F{k} " * 20))
        assert m.folded_through >= 1
        ctx = m.context("星辰健身房的密码是多少？", budget=2000)
        text = json.dumps(ctx.messages, ensure_ascii=False)
        assert "t0 (2026-01-05): 我的储物柜密码是4471" in text
        ctx = m.context("What did Margot name the baby?", budget=2000)
        assert "Elodie" in json.dumps(ctx.messages) and ctx.sections.get("recall", 0) > 0


def test_the_in_process_index_ranks_as_bm25_rank() -> None:
    texts = ["refund policy for orders", "order 42 refund", "flight to 上海 tomorrow",
             "上海 hotel near the airport", "refund refund refund"]  # fmt: skip
    docs = {i: search_terms(t) for i, t in enumerate(texts)}
    index = Bm25Index()
    for i, terms in docs.items():
        index.add(i, terms)
    index.add(1, search_terms("order 42 refund"))  # re-indexing replaces
    for q in ["refund", "上海 airport", "order refund flight", "nothing"]:
        expected = bm25_rank(docs, search_terms(q), 3)
        assert [i for i, _ in index.rank(search_terms(q), 3)] == [i for i, _ in expected]
    index.remove(4)
    assert 4 not in index and all(i != 4 for i, _ in index.rank(["refund"], 5))
    store = MemoryStore()
    store.append_turns("s", [Turn(user=t) for t in texts])
    store.delete("s", before_index=2)
    kept = {i: docs[i] for i in (2, 3, 4)}
    expected = [i for i, _ in bm25_rank(kept, search_terms("refund 上海"), 5)]
    assert [h.turn_index for h in store.search("s", "refund 上海")] == expected


def test_the_in_process_index_bounds_the_work_of_a_common_term() -> None:
    from turnmem.store._text import MAX_POSTINGS

    index = Bm25Index()
    n = MAX_POSTINGS * 3
    for i in range(n):
        index.add(i, ["train", "cambridge", f"ref{i}"])
    # a rare term still finds its (old) turn, whatever the common terms do
    assert index.rank(["train", "ref3"], 1)[0][0] == 3
    # a common term alone scores only its newest postings
    ranked = index.rank(["train"], n)
    assert len(ranked) == MAX_POSTINGS and min(i for i, _ in ranked) == n - MAX_POSTINGS
