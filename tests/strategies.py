"""Hypothesis strategies for random conversations with tool calls (shared by property tests)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from turnmem.policy import MemoryPolicy
from turnmem.turn import Message

_words = st.sampled_from(
    [
        "order",
        "refund",
        "Shanghai",
        "上海",
        "杭州",
        "flight",
        "42",
        "$19.99",
        "不要",
        "🎉",
        "id",
        "the",
        "a",
        "please",
        "3pm",
        "2024-05-01",
        "\n",
        "no",
        "peanuts",
        "我叫李雷",
    ]
)
text = st.lists(_words, min_size=1, max_size=30).map(" ".join).filter(lambda s: s.strip() != "")
big_text = st.one_of(text, st.integers(50, 3000).map(lambda n: f"log line {n}\n" * (n // 10)))


@st.composite
def json_text(draw: st.DrawFn) -> str:
    items = draw(st.integers(0, 40))
    return json.dumps(
        {
            "order_id": f"#W{draw(st.integers(1000, 9999))}",
            "items": [{"id": f"item_{i}", "name": draw(text)} for i in range(items)],
            "note": draw(big_text),
        }
    )


observation = st.one_of(big_text, json_text(), st.just(""))


@st.composite
def conversation(draw: st.DrawFn, max_turns: int = 12) -> list[Message]:
    """A valid OpenAI message list: optional system, then turns; the last may be open."""
    msgs: list[Message] = []
    if draw(st.booleans()):
        msgs.append({"role": "system", "content": draw(text)})
    n_turns = draw(st.integers(0, max_turns))
    call_no = 0
    for t in range(n_turns):
        last = t == n_turns - 1
        msgs.append({"role": "user", "content": draw(text)})
        for _ in range(draw(st.integers(0, 2))):
            calls = []
            for _ in range(draw(st.integers(1, 3))):
                call_no += 1
                calls.append(
                    {
                        "id": f"call_{call_no}",
                        "type": "function",
                        "function": {
                            "name": draw(st.sampled_from(["lookup", "search", "bash"])),
                            "arguments": json.dumps({"q": draw(text)}),
                        },
                    }
                )
            a: dict[str, Any] = {"role": "assistant", "tool_calls": calls}
            if draw(st.booleans()):
                a["content"] = draw(text)
            msgs.append(a)
            for c in calls:
                msgs.append({"role": "tool", "tool_call_id": c["id"], "content": draw(observation)})
        if not (last and draw(st.booleans())):
            msgs.append({"role": "assistant", "content": draw(text)})
    return msgs


policies = st.one_of(
    st.just(MemoryPolicy.full_buffer()),
    st.integers(1, 6).map(lambda n: MemoryPolicy.sliding_window(turns=n)),
    st.integers(50, 2000).map(lambda n: MemoryPolicy.token_trim(max_tokens=n)),
    st.integers(50, 2000).map(lambda n: MemoryPolicy.summary_buffer(max_tokens=n)),
    st.integers(1, 4).map(lambda n: MemoryPolicy.hierarchical(recent_turns=n)),
    st.builds(
        lambda w, b, k: MemoryPolicy.structured(
            window_turns=w, fold_batch=b, clear_observations_after=k
        ),
        st.integers(1, 5),
        st.integers(1, 4),
        st.one_of(st.none(), st.integers(1, 3)),
    ),
)
