"""Tests for turnmem.testing.FakeOpenAIServer, driven by the real openai/instructor clients."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from typing import Any

import instructor
import openai
import pytest
from instructor.core import IncompleteOutputException, InstructorRetryException
from pydantic import BaseModel, Field

from turnmem.testing import (
    ConnectionReset,
    Delay,
    EmptyChoices,
    FakeOpenAIServer,
    HTTPError,
    InvalidJSON,
    LengthCut,
    TextReply,
    ToolCallReply,
    WrongToolName,
    rate_limited,
    server_error,
)

MESSAGES: list[Any] = [
    {"role": "system", "content": "You summarise."},
    {"role": "user", "content": "Summarise: the cat sat on the mat."},
]
TOOLS: list[Any] = [
    {
        "type": "function",
        "function": {
            "name": "Summary",
            "description": "A summary",
            "parameters": {
                "type": "object",
                "properties": {"summary": {"type": "string"}},
                "required": ["summary"],
            },
        },
    }
]
FORCED: Any = {"type": "function", "function": {"name": "Summary"}}


class Summary(BaseModel):
    summary: str
    sentences: int = Field(ge=1)


@pytest.fixture
def server() -> Any:
    with FakeOpenAIServer() as srv:
        yield srv


def _create(client: openai.OpenAI, **kw: Any) -> Any:
    kw.setdefault("model", "fake-model")
    kw.setdefault("messages", MESSAGES)
    return client.chat.completions.create(**kw)


# --------------------------------------------------------------------------- happy path


def test_tool_call_reply_parsed_and_request_recorded(server: FakeOpenAIServer) -> None:
    server.push(ToolCallReply({"summary": "cat on mat"}, prompt_tokens=42, completion_tokens=7))
    assert server.base_url.startswith("http://127.0.0.1:")
    assert server.base_url.endswith("/v1")
    with server.client() as client:
        completion = _create(client, tools=TOOLS, tool_choice=FORCED)

    assert completion.object == "chat.completion"
    assert completion.id.startswith("chatcmpl-")
    assert completion.model == "fake-model"
    assert isinstance(completion.created, int)
    choice = completion.choices[0]
    # OpenAI answers "stop" when tool_choice forces a named function.
    assert choice.finish_reason == "stop"
    (call,) = choice.message.tool_calls
    assert call.type == "function"
    assert call.function.name == "Summary"
    assert json.loads(call.function.arguments) == {"summary": "cat on mat"}
    assert completion.usage is not None
    assert completion.usage.prompt_tokens == 42
    assert completion.usage.completion_tokens == 7
    assert completion.usage.total_tokens == 49

    (body,) = server.requests
    assert body["model"] == "fake-model"
    assert body["messages"] == MESSAGES
    assert body["tools"] == TOOLS
    assert body["tool_choice"] == FORCED
    assert server.pending == 0


def test_tool_call_reply_explicit_name_string_args_and_estimated_usage(
    server: FakeOpenAIServer,
) -> None:
    server.push(ToolCallReply('{"summary": "x"}', name="Other"))
    with server.client() as client:
        completion = _create(client, model="gpt-whatever", tools=TOOLS)
    choice = completion.choices[0]
    assert choice.finish_reason == "tool_calls"  # tool_choice not forced
    assert choice.message.tool_calls[0].function.name == "Other"
    assert choice.message.tool_calls[0].function.arguments == '{"summary": "x"}'
    assert completion.model == "gpt-whatever"  # echoes the requested model
    usage = completion.usage
    assert usage is not None
    assert usage.prompt_tokens > 0
    assert usage.completion_tokens > 0
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens


def test_text_reply_plain_and_json_mode(server: FakeOpenAIServer) -> None:
    server.push(TextReply("hello there"), TextReply('{"summary": "json"}'))
    with server.client() as client:
        plain = _create(client)
        as_json = _create(client, response_format={"type": "json_object"})
    assert plain.choices[0].message.content == "hello there"
    assert plain.choices[0].finish_reason == "stop"
    assert plain.choices[0].message.tool_calls is None
    assert json.loads(as_json.choices[0].message.content) == {"summary": "json"}
    assert server.requests[1]["response_format"] == {"type": "json_object"}


def test_models_endpoint() -> None:
    with FakeOpenAIServer(model="tiny-model") as srv, srv.client() as client:
        models = client.models.list()
        assert [m.id for m in models.data] == ["tiny-model"]
        assert client.models.retrieve("tiny-model").id == "tiny-model"
        with pytest.raises(openai.NotFoundError):
            client.models.retrieve("nope")
    assert srv.requests == []  # only chat completions are recorded


def test_responder_used_after_script_and_push(server: FakeOpenAIServer) -> None:
    seen: list[str] = []

    def responder(body: dict[str, Any]) -> TextReply:
        seen.append(body["messages"][-1]["content"])
        return TextReply(f"echo {len(seen)}")

    server.responder = responder
    server.push(TextReply("scripted"))
    with server.client() as client:
        first = _create(client)
        second = _create(client, messages=[{"role": "user", "content": "ping"}])
        server.push(TextReply("pushed later"))
        third = _create(client)
    assert [c.choices[0].message.content for c in (first, second, third)] == [
        "scripted",
        "echo 1",
        "pushed later",
    ]
    assert seen == ["ping"]


def test_exhausted_script_is_a_non_retryable_500(server: FakeOpenAIServer) -> None:
    with server.client(max_retries=2) as client, pytest.raises(openai.InternalServerError) as ei:
        _create(client)
    assert "script exhausted" in str(ei.value)
    assert len(server.requests) == 1  # x-should-retry: false stops the client's retries


def test_push_rejects_non_actions(server: FakeOpenAIServer) -> None:
    with pytest.raises(TypeError, match="not a FakeOpenAIServer action"):
        server.push({"not": "an action"})  # type: ignore[arg-type]


def test_base_url_requires_running_server() -> None:
    srv = FakeOpenAIServer()
    with pytest.raises(RuntimeError):
        _ = srv.base_url
    srv.start()
    try:
        assert srv.base_url.startswith("http://127.0.0.1:")
    finally:
        srv.stop()
    srv.stop()  # idempotent


# --------------------------------------------------------------------------- faults


def test_500_raises_internal_server_error_without_retries(server: FakeOpenAIServer) -> None:
    server.push(server_error(), ToolCallReply({"summary": "unused"}))
    with server.client() as client, pytest.raises(openai.InternalServerError) as ei:
        _create(client, tools=TOOLS)
    assert ei.value.status_code == 500
    assert len(server.requests) == 1
    assert server.pending == 1


def test_500_then_success_with_client_retries(server: FakeOpenAIServer) -> None:
    server.push(HTTPError(500), ToolCallReply({"summary": "second time lucky"}))
    with server.client(max_retries=2) as client:
        completion = _create(client, tools=TOOLS)
    args = json.loads(completion.choices[0].message.tool_calls[0].function.arguments)
    assert args == {"summary": "second time lucky"}
    assert len(server.requests) == 2
    assert server.requests[0] == server.requests[1]


def test_429_with_retry_after(server: FakeOpenAIServer) -> None:
    server.push(rate_limited(7))
    with server.client() as client, pytest.raises(openai.RateLimitError) as ei:
        _create(client)
    assert ei.value.status_code == 429
    assert ei.value.response.headers["retry-after"] == "7"
    assert ei.value.code == "rate_limit_exceeded"

    # The client honours a (fractional) Retry-After when it retries.
    server.push(rate_limited(0.3), TextReply("ok"))
    with server.client(max_retries=1) as client:
        start = time.monotonic()
        completion = _create(client)
        elapsed = time.monotonic() - start
    assert completion.choices[0].message.content == "ok"
    assert elapsed >= 0.25
    assert len(server.requests) == 3


def test_connection_reset_raises_api_connection_error(server: FakeOpenAIServer) -> None:
    server.push(ConnectionReset(), TextReply("recovered"))
    with server.client() as client:
        with pytest.raises(openai.APIConnectionError) as ei:
            _create(client)
        assert not isinstance(ei.value, openai.APITimeoutError)
        # The server keeps working for the next request (on a new connection).
        assert _create(client).choices[0].message.content == "recovered"
    assert len(server.requests) == 2


def test_delay_beyond_timeout_raises_timeout_and_stop_is_prompt() -> None:
    srv = FakeOpenAIServer([Delay(30, TextReply("too late"))]).start()
    try:
        with srv.client(timeout=0.3) as client, pytest.raises(openai.APITimeoutError):
            _create(client)
        assert len(srv.requests) == 1
    finally:
        assert srv._httpd is not None
        handlers = list(srv._httpd.handler_threads)
        srv.stop(timeout=20)
        # the handler sleeping in the 30 s delay was woken and ended: stop did not leave it
        # running (no clock read: a busy machine only makes the join wait longer)
        assert handlers and not any(t.is_alive() for t in handlers)


def test_delay_within_timeout_answers(server: FakeOpenAIServer) -> None:
    server.push(Delay(0.05, TextReply("after a nap")))
    with server.client(timeout=5) as client:
        assert _create(client).choices[0].message.content == "after a nap"


def test_stop_cuts_a_request_that_is_waiting_on_a_delay() -> None:
    srv = FakeOpenAIServer([Delay(60, TextReply("never"))]).start()
    outcome: list[BaseException] = []

    def call() -> None:
        with srv.client(timeout=30) as client:
            try:
                _create(client)
            except openai.APIError as exc:
                outcome.append(exc)

    worker = threading.Thread(target=call)
    worker.start()
    deadline = time.monotonic() + 5
    while not srv.requests and time.monotonic() < deadline:
        time.sleep(0.01)
    srv.stop()
    # Not a timing bound: had stop() not cut the 60 s delay, the worker would still be waiting
    # on it after this generous join.
    worker.join(30)
    assert not worker.is_alive()
    assert len(outcome) == 1
    assert isinstance(outcome[0], openai.APIConnectionError)


def test_invalid_json_body(server: FakeOpenAIServer) -> None:
    server.push(InvalidJSON(), InvalidJSON("plain words", content_type="text/plain"))
    with server.client() as client:
        # Declared as JSON: the client fails while decoding (not an openai.APIError).
        with pytest.raises(json.JSONDecodeError):
            _create(client)
        # Declared as text: the client hands back the raw text instead of a model.
        assert _create(client) == "plain words"
    assert len(server.requests) == 2


def test_empty_choices(server: FakeOpenAIServer) -> None:
    server.push(EmptyChoices())
    with server.client() as client:
        completion = _create(client, tools=TOOLS)
    assert completion.choices == []
    assert completion.usage is not None


def test_length_cut(server: FakeOpenAIServer) -> None:
    server.push(LengthCut(), LengthCut("The cat sat on"))
    with server.client() as client:
        with_tools = _create(client, tools=TOOLS)
        text_only = _create(client)
    choice = with_tools.choices[0]
    assert choice.finish_reason == "length"
    call = choice.message.tool_calls[0]
    assert call.function.name == "Summary"
    assert call.function.arguments == '{"summary": "cut'
    with pytest.raises(json.JSONDecodeError):
        json.loads(call.function.arguments)
    assert text_only.choices[0].finish_reason == "length"
    assert text_only.choices[0].message.content == "The cat sat on"


def test_wrong_tool_name(server: FakeOpenAIServer) -> None:
    server.push(WrongToolName({"summary": "x"}))
    with server.client() as client:
        completion = _create(client, tools=TOOLS, tool_choice=FORCED)
    call = completion.choices[0].message.tool_calls[0]
    assert call.function.name == "not_the_tool"
    assert json.loads(call.function.arguments) == {"summary": "x"}


# --------------------------------------------------------------------------- async client


def test_async_client_success_and_faults(server: FakeOpenAIServer) -> None:
    server.push(
        ToolCallReply({"summary": "async"}, prompt_tokens=5, completion_tokens=3),
        server_error(),
        Delay(30, TextReply("too late")),
        ConnectionReset(),
    )

    async def main() -> Any:
        async with server.async_client(timeout=0.3) as client:
            completion = await client.chat.completions.create(
                model="fake-model", messages=MESSAGES, tools=TOOLS, tool_choice=FORCED
            )
            with pytest.raises(openai.InternalServerError):
                await client.chat.completions.create(model="fake-model", messages=MESSAGES)
            with pytest.raises(openai.APITimeoutError):
                await client.chat.completions.create(model="fake-model", messages=MESSAGES)
            with pytest.raises(openai.APIConnectionError):
                await client.chat.completions.create(model="fake-model", messages=MESSAGES)
            return completion

    completion = asyncio.run(main())
    call = completion.choices[0].message.tool_calls[0]
    assert call.function.name == "Summary"
    assert json.loads(call.function.arguments) == {"summary": "async"}
    assert completion.usage.total_tokens == 8
    assert len(server.requests) == 4


def test_async_concurrent_requests_use_responder(server: FakeOpenAIServer) -> None:
    # All five responder calls must be in flight at once to get past the barrier,
    # which proves that the server handles requests concurrently.
    barrier = threading.Barrier(5, timeout=10)

    def responder(body: dict[str, Any]) -> TextReply:
        barrier.wait()
        return TextReply(body["messages"][0]["content"].upper())

    server.responder = responder

    async def main() -> list[str]:
        async with server.async_client(timeout=20) as client:
            results = await asyncio.gather(
                *(
                    client.chat.completions.create(
                        model="fake-model", messages=[{"role": "user", "content": f"m{i}"}]
                    )
                    for i in range(5)
                )
            )
        return [r.choices[0].message.content or "" for r in results]

    assert asyncio.run(main()) == ["M0", "M1", "M2", "M3", "M4"]
    assert len(server.requests) == 5


# --------------------------------------------------------------------------- instructor


def test_instructor_reasks_after_validation_error(server: FakeOpenAIServer) -> None:
    server.push(
        ToolCallReply({"summary": "cat on mat", "sentences": 0}),  # violates ge=1
        ToolCallReply({"summary": "cat on mat", "sentences": 1}),
    )
    with server.client() as raw:
        client = instructor.from_openai(raw)
        result = client.chat.completions.create(
            model="fake-model",
            response_model=Summary,
            messages=MESSAGES,
            max_retries=2,
        )
    assert result.model_dump() == {"summary": "cat on mat", "sentences": 1}

    first, second = server.requests
    # TOOLS mode: one function named after the response model, forced via tool_choice.
    assert first["tools"][0]["type"] == "function"
    assert first["tools"][0]["function"]["name"] == "Summary"
    assert "sentences" in first["tools"][0]["function"]["parameters"]["properties"]
    assert first["tool_choice"] == {"type": "function", "function": {"name": "Summary"}}
    assert first["messages"] == MESSAGES

    # Re-ask: the failed assistant tool call is replayed, followed by a "tool" message
    # carrying the validation error for that tool_call_id.
    assert second["messages"][: len(MESSAGES)] == MESSAGES
    assistant, feedback = second["messages"][len(MESSAGES) :]
    assert assistant["role"] == "assistant"
    failed_call = assistant["tool_calls"][0]
    assert failed_call["function"]["name"] == "Summary"
    assert json.loads(failed_call["function"]["arguments"]) == {
        "summary": "cat on mat",
        "sentences": 0,
    }
    assert feedback["role"] == "tool"
    assert feedback["tool_call_id"] == failed_call["id"]
    assert feedback["content"].startswith("Validation Error found:")
    assert "sentences" in feedback["content"]
    assert "greater than or equal to 1" in feedback["content"]
    assert "Recall the function correctly" in feedback["content"]


def test_instructor_length_cut_is_not_reasked(server: FakeOpenAIServer) -> None:
    server.push(LengthCut(), ToolCallReply({"summary": "unused", "sentences": 1}))
    with server.client() as raw:
        client = instructor.from_openai(raw)
        with pytest.raises(IncompleteOutputException):
            client.chat.completions.create(
                model="fake-model", response_model=Summary, messages=MESSAGES, max_retries=2
            )
    assert len(server.requests) == 1


def test_instructor_http_error_surfaces_as_retry_exception(server: FakeOpenAIServer) -> None:
    server.push(server_error())
    with server.client() as raw:
        client = instructor.from_openai(raw)
        with pytest.raises(InstructorRetryException) as ei:
            client.chat.completions.create(
                model="fake-model", response_model=Summary, messages=MESSAGES, max_retries=2
            )
    assert isinstance(ei.value.__cause__, openai.InternalServerError)
    assert len(server.requests) == 1  # instructor only re-asks on parse/validation errors


def test_instructor_ignores_the_tool_name(server: FakeOpenAIServer) -> None:
    # Documented quirk of instructor 1.17 TOOLS mode: arguments are parsed from
    # tool_calls[0] whatever the function name is.
    server.push(WrongToolName({"summary": "s", "sentences": 2}))
    with server.client() as raw:
        client = instructor.from_openai(raw)
        result = client.chat.completions.create(
            model="fake-model", response_model=Summary, messages=MESSAGES, max_retries=0
        )
    assert result.model_dump() == {"summary": "s", "sentences": 2}


def test_instructor_async_reask(server: FakeOpenAIServer) -> None:
    server.push(
        ToolCallReply('{"summary": "no count"}'),
        ToolCallReply({"summary": "ok", "sentences": 3}),
    )

    async def main() -> Summary:
        async with server.async_client() as raw:
            client = instructor.from_openai(raw)
            result: Summary = await client.chat.completions.create(
                model="fake-model", response_model=Summary, messages=MESSAGES, max_retries=1
            )
            return result

    assert asyncio.run(main()).model_dump() == {"summary": "ok", "sentences": 3}
    assert len(server.requests) == 2
    assert server.requests[1]["messages"][-1]["role"] == "tool"
    assert "sentences" in server.requests[1]["messages"][-1]["content"]
