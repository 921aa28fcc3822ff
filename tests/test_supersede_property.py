"""Property: over random conversations with scripted corrections, no replaced value is ever
active after the turn that replaced it is folded (invariant 9), English and Chinese."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem.domains import TravelState
from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply, custom_fields
from turnmem.turn import Turn

CITIES = ["Paris", "Berlin", "Madrid", "Lisbon", "Vienna", "Prague", "Oslo", "Dublin"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_CITIES = ["北京", "上海", "杭州", "成都", "西安", "武汉", "南京", "厦门"]
ZH_DAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]

EN_DAY_FORMS = [
    "actually make it {new}",
    "{new} instead of {old}",
    "change it to {new}",
    "Hmm, not {old}, {new}.",
    "Sorry, I meant {new}.",
    "Can you move it to {new} instead of {old}?",
]
EN_CITY_FORMS = [
    "not {old} but {new}",
    "{new} instead of {old}",
    "change it from {old} to {new}",
    "Actually, make it {new}.",
]
EN_COUNT_FORMS = ["make it {new}", "actually {new} people", "Make it {new}, one more is coming."]
ZH_DAY_FORMS = [
    "不对，是{new}",
    "改成{new}吧",
    "把{old}改成{new}",
    "{new}而不是{old}",
    "换成{new}吧，{old}我有事",
]
ZH_CITY_FORMS = ["不对，是去{new}", "把{old}改成{new}", "不是{old}而是{new}"]


def active(state: MemoryState) -> list[str]:
    out = [str(getattr(state, n)) for n in custom_fields(type(state)) if getattr(state, n)]
    out += [i.value for i in [*state.preferences, *state.facts]]
    out += [g.value for g in state.goals if g.status in ("open", "in_progress")]
    return out


def holds(texts: list[str], value: str) -> bool:
    rx = re.compile(
        rf"(?<![\w]){re.escape(value)}(?![\w])" if value.isascii() else re.escape(value)
    )
    return any(rx.search(t) for t in texts)


@st.composite
def conversations(draw: st.DrawFn) -> tuple[list[str], list[tuple[int, str, str, str]]]:
    """User turns and the scripted corrections: (turn index, kind, replaced value, new value)."""
    zh = draw(st.booleans())
    cities, days = (ZH_CITIES, ZH_DAYS) if zh else (CITIES, DAYS)
    city, day = draw(st.sampled_from(cities)), draw(st.sampled_from(days))
    count = draw(st.integers(2, 5))
    first = (
        f"我想{day}去{city}，{count}个人"
        if zh
        else f"I want to fly to {city} on {day}, {count} people"
    )
    turns, changes = [first], []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["day", "city", "count"] if not zh else ["day", "city"]))
        if kind == "day":
            new = draw(st.sampled_from([d for d in days if d != day]))
            form = draw(st.sampled_from(ZH_DAY_FORMS if zh else EN_DAY_FORMS))
            old, day = day, new
        elif kind == "city":
            new = draw(st.sampled_from([c for c in cities if c != city]))
            form = draw(st.sampled_from(ZH_CITY_FORMS if zh else EN_CITY_FORMS))
            old, city = city, new
        else:
            n = draw(st.sampled_from([k for k in range(2, 7) if k != count]))
            form = draw(st.sampled_from(EN_COUNT_FORMS))
            old, new, count = f"{count} people", str(n), n
        if draw(st.booleans()):
            turns.append(draw(st.sampled_from(["ok", "Thanks.", "好的", "What time is it there?"])))
        turns.append(form.format(old=old, new=new))
        changes.append((len(turns) - 1, kind, old, new))
    return turns, changes


@settings(max_examples=200, deadline=None, derandomize=True)
@given(conversations())
def test_no_replaced_value_is_active_after_its_correction(
    conv: tuple[list[str], list[tuple[int, str, str, str]]],
) -> None:
    turns, changes = conv
    state: MemoryState = TravelState()
    for i, text in enumerate(turns):
        state = apply(state, extract_updates(state, [Turn(index=i, user=text)]), turn=i)
        texts = active(state)
        done = [c for c in changes if c[0] <= i]
        latest = {kind: new for _, kind, _, new in done}  # the current value of each kind
        for _, kind, old, _ in done:
            now = latest[kind]
            if old.split()[0] != now and not any(old in v for v in latest.values()):
                assert not holds(texts, old), (turns[: i + 1], old, texts)
        for k, _, _, new in changes:
            if k == i:
                assert holds(texts, new), (turns[: i + 1], new, texts)
