"""Bounded fold requests and the structured-output mode, against the local test server.

Real servers differ (issue 15): llama-cpp-python answers ``json_schema`` with HTTP 500, the
llama.cpp server answers a forced tool call with text, a looping model generates until the
server's own limit. The responders of :mod:`turnmem.testing.endpoints` reproduce each; the
folder goes through the real ``openai`` + ``instructor`` stack.
"""

from __future__ import annotations

import asyncio
import math
import threading
import time
from typing import Any

import httpx
import openai
import pytest
from instructor.core import InstructorRetryException
from pydantic import Field

from turnmem.errors import ConfigurationError, LLMError
from turnmem.fold.base import FoldRequest, FoldResult
from turnmem.fold.instructor import AsyncInstructorFolder, InstructorFolder, make_instructor_folder
from turnmem.fold.instructor import folder as instructor_folder
from turnmem.fold.instructor.limits import RequestLimits, wants_completion_tokens
from turnmem.fold.instructor.metering import FoldTimeout
from turnmem.fold.instructor.modes import initial_mode, remember
from turnmem.state import MemoryState
from turnmem.testing import FakeOpenAIServer, HTTPError, ToolCallReply
from turnmem.testing.endpoints import IgnoresToolChoice, RejectsMode, never_finishes
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

COUNTER = TokenCounter("gpt-4o")


class Trip(MemoryState):
    destination: str | None = Field(None, description="Destination city")


REQUEST = FoldRequest[MemoryState](
    state=Trip(),
    turns=[Turn(index=0, user="Two of us fly to Lisbon.", response="Noted.")],
    summary_max_tokens=120,
)
ANSWER: dict[str, Any] = {
    "summary": "Two travellers fly to Lisbon.",
    "updates": [{"op": "set", "field": "destination", "value": "Lisbon", "turn": 0}],
}


def folder(client: openai.OpenAI, **options: Any) -> InstructorFolder:
    return InstructorFolder(client, model="local-model", counter=COUNTER, **options)


def fold(server: FakeOpenAIServer, **options: Any) -> tuple[FoldResult | LLMError, int]:
    """One fold through a fresh client: (result or error, requests the server saw)."""
    before = len(server.requests)
    with server.client() as client:
        try:
            outcome: FoldResult | LLMError = folder(client, **options).fold(REQUEST)
        except LLMError as exc:
            outcome = exc
    return outcome, len(server.requests) - before


# --- bounds ---------------------------------------------------------------------------------


def test_every_fold_request_carries_a_completion_cap_and_a_low_temperature() -> None:
    with FakeOpenAIServer([ToolCallReply(ANSWER)] * 2) as server, server.client() as client:
        folder(client).fold(REQUEST)
        folder(client, max_tokens=300, temperature=None).fold(REQUEST)
        first, second = server.requests
    assert first["max_tokens"] == 64 + math.ceil(120 * 1.3) + 600
    assert first["temperature"] == 0.0
    assert second["max_tokens"] == 300 and "temperature" not in second


def test_request_options_win_over_the_bounds() -> None:
    with FakeOpenAIServer([ToolCallReply(ANSWER)]) as server, server.client() as client:
        folder(client, request_options={"max_tokens": 2000, "temperature": 0.7}).fold(REQUEST)
        body = server.requests[0]
    assert (body["max_tokens"], body["temperature"]) == (2000, 0.7)


@pytest.mark.parametrize(
    ("model", "wants"),
    [("o4-mini", True), ("o3", True), ("gpt-5-mini", True), ("openai/o1", True),
     ("gpt-4.1-mini", False), ("qwen2.5-7b-instruct", False), ("deepseek-chat", False)],
)  # fmt: skip
def test_reasoning_families_get_max_completion_tokens_and_no_temperature(
    model: str, wants: bool
) -> None:
    options = RequestLimits().options(model, summary_cap=100, keep_state=True, user_options={})
    assert wants_completion_tokens(model) is wants
    assert ("max_completion_tokens" in options) is wants
    assert ("max_tokens" in options) is not wants
    assert ("temperature" in options) is not wants


def test_bounds_out_of_range_are_configuration_errors() -> None:
    with pytest.raises(ConfigurationError, match="fold timeout must be > 0"):
        make_instructor_folder("openai/m", model=None, counter=COUNTER, is_async=False, timeout=0)
    with pytest.raises(ConfigurationError, match="llm_mode must be one of"):
        make_instructor_folder("openai/m", model=None, counter=COUNTER, is_async=False, mode="md")


def test_a_fold_against_a_server_that_never_finishes_ends_within_its_bound() -> None:
    # The client's own timeout (30 s) is far away; the fold's bound (0.3 s) ends it.
    with FakeOpenAIServer([never_finishes()]) as server, server.client(timeout=30) as client:
        with pytest.raises(LLMError, match=r"fold timed out after 0.3 s") as caught:
            folder(client, timeout=0.3).fold(REQUEST)
        assert len(server.requests) == 1
    assert caught.value.attempts == 1


def test_an_async_fold_against_a_server_that_never_finishes_ends_within_its_bound() -> None:
    async def main(server: FakeOpenAIServer) -> LLMError:
        client = server.async_client(timeout=30)
        try:
            folder = AsyncInstructorFolder(client, model="m", counter=COUNTER, timeout=0.3)
            with pytest.raises(LLMError) as caught:
                await folder.fold(REQUEST)
            return caught.value
        finally:
            await client.close()

    with FakeOpenAIServer([never_finishes()]) as server:
        error = asyncio.run(main(server))
        assert len(server.requests) == 1
    assert "fold timed out after 0.3 s" in str(error)


def _request_timeout() -> openai.APITimeoutError:
    return openai.APITimeoutError(request=httpx.Request("POST", "http://127.0.0.1/v1"))


def test_a_request_timing_out_at_the_folds_bound_is_the_bounds_timeout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Each request's timeout is cut to the time left, so on a loaded machine the request can
    # end a moment before the wait for it does. The wait here always sees the request end
    # first (join waits for it): the failure is still the bound's, not "request timed out".
    class WaitsToTheEnd(threading.Thread):
        def join(self, timeout: float | None = None) -> None:
            super().join()

    monkeypatch.setattr(instructor_folder.threading, "Thread", WaitsToTheEnd)

    def times_out_after_the_deadline() -> None:
        time.sleep(0.05)
        raise InstructorRetryException("wrapped", n_attempts=1, total_usage=0) from (
            _request_timeout()
        )

    deadline = time.monotonic() + 0.01
    with pytest.raises(FoldTimeout):
        instructor_folder._within(deadline, 0.01, times_out_after_the_deadline)
    # a request timeout before the bound passed is the request's own
    with pytest.raises(openai.APITimeoutError):
        instructor_folder._within(time.monotonic() + 60, 60, lambda: _raise(_request_timeout()))
    assert instructor_folder._bound_passed(_request_timeout(), time.monotonic() - 1)
    assert not instructor_folder._bound_passed(ValueError("x"), time.monotonic() - 1)


def _raise(error: BaseException) -> None:
    raise error


# --- modes ----------------------------------------------------------------------------------


def test_auto_picks_by_endpoint() -> None:
    assert initial_mode(None) == "tools"
    assert initial_mode("https://api.openai.com/v1") == "tools"
    assert initial_mode("https://api.deepseek.com") == "tools"
    assert initial_mode("http://127.0.0.1:11434/v1") == "json_schema"  # Ollama
    assert initial_mode("http://127.0.0.1:8080/v1") == "tools"  # unknown: the fallback decides


def test_a_server_rejecting_json_schema_is_answered_in_tools_on_the_next_request() -> None:
    # llama-cpp-python answers response_format json_schema with HTTP 500.
    gate = RejectsMode("json_schema", ANSWER, status=500)
    with FakeOpenAIServer(responder=gate) as server, server.client() as client:
        remember(client, "json_schema")  # as if an earlier fold had switched to it
        memory_folder = folder(client)
        result = memory_folder.fold(REQUEST)
        assert isinstance(result, FoldResult) and result.summary == ANSWER["summary"]
        assert result.usage is not None and result.usage.attempts == 2
        assert memory_folder.mode == "tools"
        memory_folder.fold(REQUEST)  # remembered: straight to tools
    assert gate.seen == ["json_schema", "tools", "tools"]


def test_a_server_rejecting_tools_is_answered_in_json_schema_and_remembered() -> None:
    gate = RejectsMode("tools", ANSWER, status=400)
    with FakeOpenAIServer(responder=gate) as server, server.client() as client:
        assert folder(client).fold(REQUEST).updates
        again = folder(client)  # a new folder over the same client starts where it ended
        assert again.mode == "json_schema"
        again.fold(REQUEST)
    assert gate.seen == ["tools", "json_schema", "json_schema"]


def test_a_server_ignoring_tool_choice_is_answered_in_json_schema_without_reasks() -> None:
    # The llama.cpp server answers a forced tool call with plain text.
    gate = IgnoresToolChoice(ANSWER)
    with FakeOpenAIServer(responder=gate) as server:
        result, requests = fold(server)
    assert isinstance(result, FoldResult) and requests == 2
    assert gate.seen == ["tools", "json_schema"]


def test_a_fixed_mode_never_switches() -> None:
    gate = RejectsMode("tools", ANSWER)
    with FakeOpenAIServer(responder=gate) as server:
        error, requests = fold(server, mode="tools")
    assert isinstance(error, LLMError) and requests == 1
    assert "HTTP 400: tool_choice / tools are not supported" in str(error)


def test_auto_does_not_switch_for_an_unrelated_400() -> None:
    body = {"error": {"message": "The model 'x' does not exist"}}
    with FakeOpenAIServer([HTTPError(400, body)]) as server:
        error, requests = fold(server)
    assert isinstance(error, LLMError) and requests == 1


def test_both_modes_rejected_is_one_llm_error_counting_both_requests() -> None:
    reject = {"error": {"message": "response_format and tools are not supported"}}
    script = [HTTPError(400, reject), HTTPError(400, reject)]
    with FakeOpenAIServer(script) as server:
        error, requests = fold(server)
    assert isinstance(error, LLMError) and requests == 2
    assert error.attempts == 2 and str(error).startswith("fold failed after 2 requests")


def test_explicit_json_modes_send_response_format() -> None:
    with FakeOpenAIServer(responder=RejectsMode("tools", ANSWER)) as server:
        fold(server, mode="json_schema")
        fold(server, mode="json")
        schema_body, json_body = server.requests
    assert schema_body["response_format"]["type"] == "json_schema"
    assert json_body["response_format"] == {"type": "json_object"}
    assert "tools" not in schema_body and "tools" not in json_body


def test_the_mode_of_an_openai_string_comes_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with FakeOpenAIServer(responder=RejectsMode("tools", ANSWER)) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("TURNMEM_LLM_MODE", "json_schema")
        built = make_instructor_folder("openai/m", model=None, counter=COUNTER, is_async=False)
        assert isinstance(built, InstructorFolder) and built.mode == "json_schema"
        try:
            built.fold(REQUEST)
        finally:
            built.close()
        (body,) = server.requests
    assert body["response_format"]["type"] == "json_schema"


def test_async_auto_falls_back_the_same_way() -> None:
    gate = RejectsMode("tools", ANSWER, status=422)

    async def main(server: FakeOpenAIServer) -> FoldResult:
        client = server.async_client()
        try:
            return await AsyncInstructorFolder(client, model="m", counter=COUNTER).fold(REQUEST)
        finally:
            await client.close()

    with FakeOpenAIServer(responder=gate) as server:
        result = asyncio.run(main(server))
    assert result.usage is not None and result.usage.attempts == 2
    assert gate.seen == ["tools", "json_schema"]
