"""The offline summary leaves out what the typed state already says (issue 12, part 2)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem import MemoryPolicy, MemoryState, TurnMemory
from turnmem.fold.rules.cover import cover_words, covered, state_words
from turnmem.fold.rules.digest import ELLIPSIS
from turnmem.fold.rules.summary import build_summary
from turnmem.state import Fact, Preference
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

COUNTER = TokenCounter("gpt-4o")


def turn(index: int, user: str, response: str = "") -> Turn:
    return Turn(index=index, user=user, response=response)


def state_of(*values: str) -> MemoryState:
    return MemoryState(facts=[Fact(id=f"f{k}", value=v) for k, v in enumerate(values)])


#: later turns that push the lines before them past the fresh ones (summary.FRESH_LINES)
LATER = [
    ("Is the office open on bank holidays?", "It closes on bank holidays."),
    ("How long does a repair usually take?", "Most take under two hours."),
    ("Do your people carry spare valves?", "Vans carry common valves."),
    ("Can I pay by card on the day?", "Card payment is accepted."),
]


def later(start: int) -> list[Turn]:
    return [turn(start + k, u, r) for k, (u, r) in enumerate(LATER)]


def test_cover_words_skip_common_words_and_pair_cjk_characters() -> None:
    assert cover_words("I would like a quiet room near the lake, please.") == {
        "quiet",
        "room",
        "near",
        "lake",
    }
    assert cover_words("Gate 7 at 6:40") == {"gate", "7", "6:40"}
    assert cover_words("我想订湖边的房间") == {
        "我想",
        "想订",
        "订湖",
        "湖边",
        "边的",
        "的房",
        "房间",
    }


def test_a_clause_is_covered_only_by_all_its_words_and_never_when_negated() -> None:
    held = state_words(state_of("quiet room near the lake", "arrives Thursday"))
    assert covered("I'd like a quiet room near the lake,", held)
    assert not covered("a quiet room near the station", held)  # "station" is new
    assert not covered("not a quiet room near the lake", held)  # a negation stays
    assert not covered("please,", held)  # nothing telling: not covered (trimming decides)


def test_lines_repeating_the_state_go_and_new_words_stay() -> None:
    turns = [
        turn(0, "My flat is on Birch Lane, number 14.", "Noted."),
        turn(1, "The boiler makes a clanking noise at night.", "I see."),
        turn(2, "I'm free on Wednesday afternoon.", "A plumber can come Wednesday at 15:00."),
        turn(3, "Great, thanks.", "Booked: job P-5521."),
        *later(4),
    ]
    plain = build_summary("", turns, 400, COUNTER)
    held = state_of("flat on Birch Lane, number 14", "free on Wednesday afternoon")
    lean = build_summary("", turns, 400, COUNTER, held)
    assert "Birch Lane" in plain and "Birch Lane" not in lean
    assert "clanking noise" in lean  # the state does not say it
    assert "15:00" in lean and "P-5521" in lean
    assert COUNTER.count_text(lean) < COUNTER.count_text(plain)
    # the newest lines are whole even when the state says all of them
    held_all = state_of(*(u + " " + r for u, r in LATER))
    assert build_summary("", turns, 400, COUNTER, held_all).endswith(plain[-300:])


def test_a_partly_covered_line_keeps_its_other_clauses_marked_as_cut() -> None:
    turns = [
        turn(0, "I need a table for four people, somewhere with a terrace, around 8pm."),
        turn(1, "Is there parking nearby?", "Yes, on Kings Road."),
        *later(2),
    ]
    held = state_of("table for four people")
    first = build_summary("", turns, 400, COUNTER, held).splitlines()[0]
    assert "terrace" in first and "8pm" in first and "four people" not in first
    # every run between the marks is the user's text as written
    runs = [r.strip(" ,.") for r in first.split(": ", 1)[1].split(ELLIPSIS.strip())]
    assert all(r in turns[0].user for r in runs if r)  # type: ignore[operator]


def test_no_marker_for_a_line_the_state_covers_whole() -> None:
    turns = [
        turn(0, "Call me Priya."),
        turn(1, "My phone is 0712 555 019.", "Thanks, saved."),
        *later(2),
    ]
    held = state_of("Call me Priya")
    text = build_summary("", turns, 400, COUNTER, held)
    assert "Priya" not in text and "dropped" not in text
    assert "0712 555 019" in text


def test_chinese_clauses_the_state_says_go() -> None:
    turns = [
        turn(0, "我住在朝阳区，家里的热水器坏了，一直漏水。"),
        turn(1, "周六上午可以上门吗？", "可以，师傅周六上午十点到。"),
        *later(2),
    ]
    held = state_of("我住在朝阳区")
    text = build_summary("", turns, 400, COUNTER, held)
    assert "朝阳区" not in text and "热水器坏了" in text and "十点" in text


def test_custom_fields_count_as_known() -> None:
    class Repair(MemoryState):
        address: str | None = None

    state = Repair(address="12 Elm Road", preferences=[Preference(id="p0", value="mornings")])
    held = state_words(state)
    assert {"elm", "road", "12", "mornings"} <= held


def test_a_memory_keeps_every_value_in_state_or_summary() -> None:
    """End to end: what the fold leaves out of the summary, the state's rendering holds."""
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=1, fold_mode="inline")
    mem = TurnMemory(policy=policy)
    said = [
        ("I'm Tomasz and I'm flying to Lisbon on 14 May.", "Noted, Lisbon on 14 May."),
        ("My booking code is QX7781.", "Thanks."),
        ("I'd prefer an aisle seat.", "Aisle seat requested."),
        ("Also add one checked bag.", "One checked bag added for 35 EUR."),
        ("What time does boarding start?", "Boarding starts at 09:10."),
    ]
    for user, reply in said:
        mem.add(Turn(index=-1, user=user, response=reply))
    ctx = mem.context("Anything else I should know?")
    text = "\n".join(str(m.get("content") or "") for m in ctx.messages)
    for value in ("Lisbon", "QX7781", "aisle", "35 EUR", "09:10"):
        assert value.lower() in text.lower(), value
    mem.close()


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["quiet", "room", "lake", "Friday", "7", "not", "no", "bike"]),
        min_size=1,
        max_size=6,
    ),
    st.lists(st.sampled_from(["quiet", "room", "lake", "friday", "7", "bike"]), max_size=6),
)
def test_covered_means_every_word_known_and_no_negation(words: list[str], state: list[str]) -> None:
    clause = " ".join(words)
    held = state_words(state_of(" ".join(state))) if state else frozenset()
    negated = any(w in ("not", "no") for w in words)
    expected = (
        not negated
        and bool(cover_words(clause))
        and all(w.casefold() in held for w in words if w not in ("not", "no"))
    )
    assert covered(clause, held) == expected


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.text(st.sampled_from(list("abc xyz,.7我想房间不")), min_size=1, max_size=40),
        min_size=1,
        max_size=8,
    ),
    st.text(st.sampled_from(list("abc xyz7我想房间")), max_size=30),
    st.integers(20, 200),
)
def test_the_cap_holds_with_a_state(texts: list[str], state: str, cap: int) -> None:
    turns = [turn(k, "x " + t, t[::-1]) for k, t in enumerate(texts)]
    held = state_of(state) if state.strip() else None
    text = build_summary("", turns, cap, COUNTER, held)
    assert COUNTER.count_text(text) <= cap
    # a summary read back from its text is built on the same way
    again = build_summary(text, [], cap, COUNTER, held)
    assert COUNTER.count_text(again) <= cap
