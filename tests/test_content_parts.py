"""Every chat-completions message shape round-trips exactly; media are counted by their rules."""

from __future__ import annotations

import base64
import json
import struct
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem import InvalidMessagesError, TokenCounter, TurnMemory, turns_from_messages
from turnmem.media_tokens import (
    AUDIO_REF_TOKENS,
    FILE_ID_TOKENS,
    audio_tokens,
    image_size,
    image_tokens,
)
from turnmem.turn import messages_of

from .strategies import text

_data_url = st.sampled_from(["data:image/png;base64,iVBORw0KGgo=", "https://x.test/a.jpg"])
_image = st.builds(
    lambda url, detail: {"type": "image_url", "image_url": {"url": url, **detail}},
    _data_url,
    st.sampled_from([{}, {"detail": "low"}, {"detail": "high"}, {"detail": "auto"}]),
)
_audio = st.builds(
    lambda fmt: {"type": "input_audio", "input_audio": {"data": "UklGRg==", "format": fmt}},
    st.sampled_from(["wav", "mp3"]),
)
_file = st.sampled_from(
    [
        {"type": "file", "file": {"file_id": "file-1"}},
        {
            "type": "file",
            "file": {"file_data": "data:application/pdf;base64,JVBE", "filename": "a.pdf"},
        },
    ]
)
_text_part = text.map(lambda t: {"type": "text", "text": t})
_user_content = st.one_of(
    text, st.lists(st.one_of(_text_part, _image, _audio, _file), min_size=1, max_size=4)
)
_names = st.one_of(st.none(), st.sampled_from(["ann", "get_weather", "bot"]))


def _named(msg: dict[str, Any], name: str | None) -> dict[str, Any]:
    return {**msg, "name": name} if name is not None else msg


@st.composite
def rich_conversation(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Messages using every shape the SDK allows (in canonical form: no None keys)."""
    msgs: list[dict[str, Any]] = []
    if draw(st.booleans()):
        content = draw(st.one_of(text, st.lists(_text_part, min_size=1, max_size=2)))
        msgs.append(
            _named(
                {"role": draw(st.sampled_from(["system", "developer"])), "content": content},
                draw(_names),
            )
        )
    call_no = 0
    n = draw(st.integers(1, 5))
    for t in range(n):
        msgs.append(_named({"role": "user", "content": draw(_user_content)}, draw(_names)))
        for _ in range(draw(st.integers(0, 2))):
            calls = []
            for _ in range(draw(st.integers(1, 3))):
                call_no += 1
                args = draw(st.sampled_from(['{"q": 1}', "{not json", ""]))
                calls.append(
                    {
                        "id": f"c{call_no}",
                        "type": "function",
                        "function": {"name": "f", "arguments": args},
                    }
                )
            a: dict[str, Any] = {"role": "assistant", "tool_calls": calls}
            if draw(st.booleans()):
                a["content"] = draw(st.one_of(text, st.lists(_text_part, min_size=1, max_size=2)))
            msgs.append(_named(a, draw(_names)))
            for c in calls:
                content = draw(st.one_of(text, st.lists(_text_part, min_size=1, max_size=2)))
                msgs.append(
                    _named(
                        {"role": "tool", "tool_call_id": c["id"], "content": content}, draw(_names)
                    )
                )
        if t < n - 1 or draw(st.booleans()):
            reply = draw(
                st.sampled_from(
                    [
                        {"content": "done"},
                        {
                            "content": [
                                {"type": "text", "text": "ok"},
                                {"type": "refusal", "refusal": "no"},
                            ]
                        },
                        {"refusal": "I cannot help with that."},
                        {"content": "here", "audio": {"id": "audio_1"}},
                        {"audio": {"id": "audio_2"}},
                    ]
                )
            )
            msgs.append(_named({"role": "assistant", **reply}, draw(_names)))
    return msgs


@settings(max_examples=300)
@given(rich_conversation())
def test_every_shape_round_trips_exactly(msgs: list[dict[str, Any]]) -> None:
    pinned, turns = turns_from_messages(msgs)
    assert [p.to_message() for p in pinned] + messages_of(turns) == msgs
    # and through a store's JSON form
    again = [type(t).model_validate_json(t.model_dump_json()) for t in turns]
    assert [p.to_message() for p in pinned] + messages_of(again) == msgs


@settings(max_examples=100)
@given(rich_conversation())
def test_counts_add_up_for_every_shape(msgs: list[dict[str, Any]]) -> None:
    counter = TokenCounter()
    _, turns = turns_from_messages(msgs)
    for turn in turns:
        assert counter.count_turn(turn) == sum(counter.count_message(m) for m in turn.to_messages())


def test_legacy_function_call_becomes_a_tool_call_and_comes_back_modern() -> None:
    msgs = [
        {"role": "user", "content": "weather?"},
        {
            "role": "assistant",
            "content": None,
            "function_call": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
        },
        {"role": "function", "name": "get_weather", "content": "sunny"},
        {"role": "assistant", "content": "Sunny."},
    ]
    _, turns = turns_from_messages(msgs)
    (step,) = turns[0].steps
    call = step.tool_calls[0]
    assert call.name == "get_weather" and call.arguments == '{"city": "Paris"}'
    assert step.observations[0].tool_call_id == call.id and step.observations[0].content == "sunny"
    out = turns[0].to_messages()
    assert out[1]["tool_calls"][0]["id"] == call.id and "function_call" not in out[1]
    assert out[2] == {"role": "tool", "tool_call_id": call.id, "content": "sunny"}
    # the id is stable: a re-sent history gives the same call id
    assert turns_from_messages(msgs).turns[0].steps[0].tool_calls[0].id == call.id


def test_langchain_tool_message_name_is_kept() -> None:
    msgs = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}
            ],
        },
        {"role": "tool", "tool_call_id": "c", "content": "r", "name": "f"},
    ]
    assert messages_of(turns_from_messages(msgs).turns) == msgs


def test_offline_text_reads_only_text_parts() -> None:
    msgs = [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "what is this?"},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
            ],
        },
        {"role": "assistant", "content": "a cat"},
    ]
    (turn,) = turns_from_messages(msgs).turns
    assert turn.user == "what is this?"
    assert "base64" not in turn.text()


def test_image_only_user_message_is_a_turn() -> None:
    msgs = [
        {
            "role": "user",
            "content": [{"type": "image_url", "image_url": {"url": "https://x/a.png"}}],
        }
    ]
    (turn,) = turns_from_messages(msgs).turns
    assert turn.user == "" and turn.to_messages() == msgs


def test_invalid_arguments_are_kept_verbatim_counted_and_flagged() -> None:
    memory = TurnMemory()
    args = '{"city": "Par'  # cut off by max_tokens
    memory.add_messages(
        [
            {"role": "user", "content": "weather?"},
            {
                "role": "assistant",
                "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "w", "arguments": args}}
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "error: bad arguments"},
            {"role": "assistant", "content": "Sorry."},
        ]
    )
    ctx = memory.context("again?", budget=4000)
    call_msg = next(m for m in ctx.messages if "tool_calls" in m)
    assert call_msg["tool_calls"][0]["function"]["arguments"] == args
    flagged = [n for n in ctx.notes if n.kind == "flagged"]
    assert len(flagged) == 1 and flagged[0].turn_index == 0 and "c1" in flagged[0].reason
    assert ctx.tokens == memory.counter.count_messages(ctx.messages)


# --- image, audio and file tokens -------------------------------------------------------------


def _png(w: int, h: int) -> str:
    raw = (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", 13)
        + b"IHDR"
        + struct.pack(">II", w, h)
        + b"\x08\x02\x00\x00\x00"
    )
    return "data:image/png;base64," + base64.b64encode(raw + b"\0" * 30).decode()


def _gif(w: int, h: int) -> str:
    return (
        "data:image/gif;base64,"
        + base64.b64encode(b"GIF89a" + struct.pack("<HH", w, h) + b"\0" * 20).decode()
    )


def _jpeg(w: int, h: int) -> str:
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\0" + b"\0" * 9
    sof = b"\xff\xc0" + struct.pack(">HBHHB", 17, 8, h, w, 3) + b"\0" * 9
    return (
        "data:image/jpeg;base64," + base64.b64encode(b"\xff\xd8" + app0 + sof + b"\0" * 20).decode()
    )


def _webp(w: int, h: int) -> str:
    body = (
        b"VP8X"
        + struct.pack("<I", 10)
        + b"\0\0\0\0"
        + (w - 1).to_bytes(3, "little")
        + (h - 1).to_bytes(3, "little")
    )
    return (
        "data:image/webp;base64,"
        + base64.b64encode(b"RIFF" + struct.pack("<I", 30) + b"WEBP" + body + b"\0" * 8).decode()
    )


@pytest.mark.parametrize("make", [_png, _gif, _jpeg, _webp])
def test_image_size_from_data_url_header(make: Any) -> None:
    assert image_size(make(1800, 2400)) == (1800, 2400)


def test_image_size_unknown_for_urls_and_junk() -> None:
    assert image_size("https://example.com/cat.png") is None
    assert image_size("data:image/png;base64,bm90IGFuIGltYWdl") is None


@pytest.mark.parametrize(
    ("model", "detail", "size", "tokens"),
    [
        # OpenAI's vision guide, "Calculating costs" (GPT-4o, GPT-4.1, GPT-4.5: base 85, tile 170)
        ("gpt-4o", "high", (1024, 1024), 765),  # 768x768 -> 4 tiles
        ("gpt-4o", "high", (2048, 4096), 1105),  # 1024x2048 -> 768x1536 -> 6 tiles
        ("gpt-4o", "low", (4096, 8192), 85),
        ("gpt-4o-mini", "low", (1024, 1024), 2833),
        ("gpt-4o-mini", "high", (1024, 1024), 2833 + 4 * 5667),
        ("o1", "high", (1024, 1024), 75 + 4 * 150),
        # patch models: 1024x1024 -> 1024 patches; 1800x2400 -> 1452 patches (the guide's example)
        ("gpt-4.1-mini", "high", (1024, 1024), 1659),  # ceil(1024 * 1.62)
        ("gpt-4.1-mini", "high", (1800, 2400), 2353),  # ceil(1452 * 1.62)
        ("o4-mini", "high", (1800, 2400), 2498),  # ceil(1452 * 1.72)
    ],
)
def test_image_tokens_match_openai_published_examples(
    model: str, detail: str, size: tuple[int, int], tokens: int
) -> None:
    assert image_tokens(model, detail, size) == tokens


def test_image_counted_from_header_and_unknown_at_max() -> None:
    counter = TokenCounter("gpt-4o")
    part = {"type": "image_url", "image_url": {"url": _png(1024, 1024), "detail": "high"}}
    assert counter.count_content([part]) == 765
    url_part = {"type": "image_url", "image_url": {"url": "https://x/a.png"}}
    assert counter.count_content([url_part]) == 85 + 170 * 8
    low = {"type": "image_url", "image_url": {"url": "https://x/a.png", "detail": "low"}}
    assert counter.count_content([low]) == 85


def test_audio_and_files_are_never_zero() -> None:
    counter = TokenCounter()
    # 2 seconds of 16 kHz 16-bit mono WAV: byte rate 32000
    header = (
        b"RIFF"
        + struct.pack("<I", 36 + 64000)
        + b"WAVEfmt "
        + struct.pack("<IHHIIHH", 16, 1, 1, 16000, 32000, 2, 16)
        + b"data"
        + struct.pack("<I", 64000)
    )
    wav = base64.b64encode(header + b"\0" * 64000).decode()
    assert audio_tokens(wav, "wav") == 20
    assert (
        counter.count_content(
            [{"type": "input_audio", "input_audio": {"data": "AAAA", "format": "mp3"}}]
        )
        > 0
    )
    assert (
        counter.count_content([{"type": "file", "file": {"file_id": "file-1"}}]) == FILE_ID_TOKENS
    )
    assert (
        counter.count_content(
            [{"type": "file", "file": {"file_data": "data:application/pdf;base64," + "A" * 400}}]
        )
        == 85 + 75
    )
    msg = {"role": "assistant", "audio": {"id": "a1"}}
    assert counter.count_message(msg) == 3 + counter.count_text("assistant") + AUDIO_REF_TOKENS


def test_images_are_kept_or_dropped_whole() -> None:
    memory = TurnMemory(policy=__import__("turnmem").MemoryPolicy.token_trim(max_tokens=100_000))
    image = {"type": "image_url", "image_url": {"url": "https://x/a.png", "detail": "low"}}
    sent = []
    for k in range(6):
        content = [{"type": "text", "text": f"photo {k} " + "word " * 40}, image]
        sent.append(content)
        memory.add_messages(
            [{"role": "user", "content": content}, {"role": "assistant", "content": "nice " * 30}]
        )
    ctx = memory.context("which photo was first?", budget=600)
    lists = [
        m["content"] for m in ctx.messages if m["role"] == "user" and isinstance(m["content"], list)
    ]
    assert lists and len(lists) < 6  # some turns dropped whole, the rest kept with their image
    assert all(c in sent for c in lists)
    assert ctx.tokens <= 600 and ctx.tokens == memory.counter.count_messages(ctx.messages)


def test_context_without_user_input_needs_room_for_the_current_input() -> None:
    from turnmem import ContextOverflowError

    memory = TurnMemory()
    image = {"type": "image_url", "image_url": {"url": "https://x/a.png"}}
    memory.add_messages(
        [{"role": "user", "content": [{"type": "text", "text": "what is this?"}, image]}]
    )
    with pytest.raises(ContextOverflowError, match="current input"):
        memory.context(budget=300)  # the image alone costs 1445 tokens
    assert memory.context(budget=2000).messages[-1]["content"][1] == image


def test_bad_part_error_names_message_and_field() -> None:
    with pytest.raises(InvalidMessagesError) as err:
        turns_from_messages(
            [{"role": "user", "content": [{"type": "image_url", "image_url": {"detail": "low"}}]}]
        )
    assert err.value.index == 0 and "image_url" in str(err.value) and "url" in str(err.value)


def test_sdk_typed_messages_are_accepted() -> None:
    from openai.types.chat import ChatCompletionMessage

    msg = ChatCompletionMessage(role="assistant", content="hi", refusal=None)
    _, turns = turns_from_messages([{"role": "user", "content": "x"}, msg])
    assert turns[0].response == "hi"
    assert json.loads(turns[0].model_dump_json())["response"] == "hi"
