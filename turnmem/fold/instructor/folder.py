"""The instructor folders: one structured-output call per fold, bounded, in the right mode.

One fold is one instructor ``create`` call (sync or async):

* validation re-asks (a schema-invalid answer) are instructor's ``max_retries`` (default 2,
  so at most 3 requests); a re-ask sends the error and the model's answer, not the turns
  again; what is safe to drop (an unknown id, a turn outside the fold) is dropped with a note
  instead of a re-ask (``FoldResult.notes``);
* transport retries (HTTP 408/409/429/5xx, timeouts, resets) and the per-request timeout are
  the openai client's; a client built by turnmem gets ``max_retries=2, timeout=15``;
* every request carries a completion cap and a low temperature, and the fold as a whole a
  wall-clock bound (:class:`~turnmem.fold.instructor.limits.RequestLimits`);
* in ``auto`` mode a server that rejects the mode is asked once more in the other one
  (:mod:`turnmem.fold.instructor.modes`);
* :class:`~turnmem.fold.base.CallUsage` sums tokens over re-asks and mode switches, and
  ``attempts`` counts the HTTP requests actually made.

Whatever fails is raised as :class:`~turnmem.errors.LLMError`
(:mod:`turnmem.fold.instructor.failures`), with one warning on the ``turnmem`` logger.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import re
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal, cast

import instructor
import openai
from instructor.core import InstructorRetryException
from pydantic import BaseModel

from turnmem.errors import LLMError
from turnmem.fold import prompts
from turnmem.fold.base import CallUsage, ExtractRequest, FoldRequest, FoldResult
from turnmem.fold.instructor.clients import ModeClients
from turnmem.fold.instructor.failures import (
    called_tool,
    llm_error,
    log,
    root_cause,
    route_instructor_logs,
)
from turnmem.fold.instructor.limits import RequestLimits
from turnmem.fold.instructor.metering import METER, FoldTimeout, Meter
from turnmem.fold.instructor.modes import ConcreteMode, other_mode, rejects_mode
from turnmem.state import MemoryState
from turnmem.tokens import TokenCounter

__all__ = ["AsyncInstructorFolder", "InstructorFolder"]


@functools.lru_cache(maxsize=128)
def _instructor_model(model: type[BaseModel]) -> type[BaseModel]:
    """``model`` wrapped once as instructor's ``OpenAISchema`` (a subclass: same name, schema
    and fields). Given a plain model, instructor builds a new wrapper class on every call, so
    its schema cache never hits: about a third of a fold's CPU went to class creation and
    JSON-schema generation. Prompts' response models are cached per schema, so is this."""
    wrap = getattr(instructor, "openai_schema", None)
    base = getattr(instructor, "OpenAISchema", None)
    if wrap is None or base is None or issubclass(model, base):
        return model
    return cast(type[BaseModel], wrap(model))


@dataclass(frozen=True)
class _Call:
    """One prepared LLM call (pure data, built by the prompts module)."""

    kind: Literal["fold", "extract"]
    messages: list[dict[str, str]]
    response_model: type[BaseModel]
    scope: prompts.FoldScope
    summary_cap: int | None
    keep_state: bool
    reask_user: str


class _InstructorFolderBase:
    """Everything the sync and async folders share: preparing a call and reading its result."""

    _is_async = False

    def __init__(
        self,
        client: Any,
        *,
        model: str,
        counter: TokenCounter | None = None,
        max_retries: int = 2,
        request_options: Mapping[str, Any] | None = None,
        mode: str | None = None,
        max_tokens: int | None = None,
        update_tokens: int | None = None,
        temperature: float | Literal["default"] | None = "default",
        timeout: float | Literal["default"] | None = "default",
    ) -> None:
        """A folder over an instructor client or an openai client.

        Args:
            client: an instructor client (``instructor.from_openai(OpenAI(...))``) or an
                ``openai.OpenAI`` (``AsyncOpenAI`` for the async folder). On an openai client
                the folder re-wraps it (same mode, hooks and defaults) so it can count and
                bound the HTTP requests each fold takes.
            model: the model to fold with.
            counter: counts summary tokens (the cap is enforced with it); default: a counter
                for ``model`` (a memory passes its own).
            max_retries: instructor re-asks after an invalid answer (transport retries are
                the openai client's own).
            request_options: extra arguments of every request; they win over the bounds
                below (``{"max_tokens": 2000}``, ``{"top_p": 0.9}``, ``extra_body``...).
            mode: ``"tools"``, ``"json_schema"``, ``"json"`` or ``"auto"`` (pick by endpoint,
                fall back once when the server rejects the mode; remembered per client).
                Default: ``auto`` for an openai client, the instructor client's own mode.
            max_tokens: completion cap of every request; default sized per call from the
                summary cap plus ``update_tokens``; ``0``: no cap.
            update_tokens: completion tokens allowed for the state updates (default 600).
            temperature: default 0.0; ``None`` sends none (the server's default).
            timeout: seconds one fold may take in all, re-asks and retries included
                (default 60); ``None``: only the client's per-request timeout.
        """
        self._clients = ModeClients(client, mode)
        _check_async(self._clients.is_async(), self._is_async, type(client).__name__)
        self.client = self._clients.client(self._clients.current())
        self._metered = self._clients.metered
        self.model = model
        self.counter = counter or TokenCounter(model if model.startswith("gpt") else "gpt-4o")
        self.max_retries = max_retries
        self.request_options = dict(request_options or {})
        defaults = RequestLimits()
        self.limits = RequestLimits(
            max_tokens=max_tokens,
            update_tokens=defaults.update_tokens if update_tokens is None else update_tokens,
            temperature=defaults.temperature if temperature == "default" else temperature,
            timeout=defaults.timeout if timeout == "default" else timeout,
        )
        self.name = f"instructor:{model}"
        self._owns_client = False
        route_instructor_logs()

    @property
    def mode(self) -> str:
        """The mode the next fold is sent in (``tools``, ``json_schema``, ``json``...)."""
        return self._clients.current()

    def _fold_call(self, request: FoldRequest[MemoryState]) -> _Call:
        schema = type(request.state)
        return _Call(
            kind="fold",
            messages=prompts.fold_messages(request, self.counter),
            response_model=_instructor_model(
                prompts.fold_response_model(schema, with_updates=request.keep_state)
            ),
            scope=prompts.FoldScope.of(request),
            summary_cap=request.summary_max_tokens,
            keep_state=request.keep_state,
            reask_user=prompts.reask_context(request),
        )

    def _extract_call(self, request: ExtractRequest[MemoryState]) -> _Call:
        return _Call(
            kind="extract",
            messages=prompts.extract_messages(request, self.counter),
            response_model=_instructor_model(prompts.extract_response_model(type(request.state))),
            scope=prompts.FoldScope.of(request),
            summary_cap=None,
            keep_state=True,
            reask_user=prompts.reask_context(request),
        )

    def _create_kwargs(self, call: _Call, meter: Meter) -> dict[str, Any]:
        bounds = self.limits.options(
            self.model,
            summary_cap=call.summary_cap,
            keep_state=call.keep_state,
            user_options=self.request_options,
        )
        return {
            **bounds,
            "model": self.model,
            "messages": call.messages,
            "response_model": call.response_model,
            "max_retries": self.max_retries,
            # Not instructor's `context=`: it renders the messages as Jinja templates, which
            # would rewrite "{{ }}" in user text; the scope reaches the validators instead.
            "strict": False,
            "hooks": meter.hooks(),
        }

    def _deadline(self) -> float | None:
        timeout = self.limits.timeout
        return None if timeout is None else time.monotonic() + timeout

    @contextlib.contextmanager
    def _calling(self, call: _Call, mode: str, deadline: float | None) -> Iterator[Meter]:
        """Scope of one call: meter and validation scope set, every failure made an LLMError."""
        meter = Meter(
            deadline=deadline,
            timeout=self.limits.timeout,
            first_user=call.messages[-1]["content"],
            reask_user=call.reask_user,
            detect_ignored_tools=self._clients.auto and mode == "tools",
        )
        token = METER.set(meter)
        try:
            with prompts.fold_scope(call.scope):
                yield meter
        except LLMError:
            raise
        except Exception as exc:
            requests = meter.http_requests(self._metered)
            if isinstance(exc, InstructorRetryException) and not self._metered:
                requests = max(requests, exc.n_attempts or 0)
            spent = CallUsage(
                kind=call.kind,
                model=self.model,
                prompt_tokens=meter.prompt_tokens,
                completion_tokens=meter.completion_tokens,
                attempts=max(requests, 1),
            )
            raise llm_error(call.kind, exc, requests, meter.last_output, spent) from exc
        finally:
            METER.reset(token)

    def _switch_to(self, mode: str, error: LLMError) -> ConcreteMode | None:
        """The mode to ask again in after ``error``, or None (auto mode falls back once)."""
        if not self._clients.auto or error.__cause__ is None or not rejects_mode(error.__cause__):
            return None
        fallback = other_mode(mode)
        log.info("turnmem: %s mode rejected (%s); asking in %s mode", mode, error, fallback)
        self._clients.remember(fallback)
        return fallback

    def _give_up(self, error: LLMError, spent: CallUsage | None) -> LLMError:
        if spent is not None:
            error = _with_spent(error, spent)
        log.warning("turnmem: %s; the memory falls back or defers the fold", error)
        return error

    def _result(self, call: _Call, output: Any, meter: Meter) -> FoldResult:
        if not isinstance(output, call.response_model):
            raise TypeError(f"expected {call.response_model.__name__}, got {type(output)}")
        called = called_tool(output)
        if called is not None and called != call.response_model.__name__:
            # instructor's TOOLS mode parses the arguments whatever tool was called; an answer
            # to another tool is not our fold, even when its arguments happen to validate.
            raise ValueError(
                f"the model called tool {called!r}, not {call.response_model.__name__!r}"
            )
        summary = ""
        if call.summary_cap is not None:
            text = str(cast(Any, output).summary)
            summary = prompts.fit_summary(text, call.summary_cap, self.counter)
        usage = CallUsage(
            kind=call.kind,
            model=self.model,
            prompt_tokens=meter.prompt_tokens,
            completion_tokens=meter.completion_tokens,
            attempts=max(meter.http_requests(self._metered), 1),
        )
        updates = prompts.to_updates(output) if call.keep_state else []
        notes = prompts.notes_of(output)
        for note in notes:
            log.info("turnmem: %s %s", call.kind, note)
        return FoldResult(summary=summary, updates=updates, usage=usage, notes=notes)

    def _openai_client(self) -> Any:
        return self._clients.openai


class InstructorFolder(_InstructorFolderBase):
    """A synchronous folder: one instructor call per fold or extraction."""

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """Summarise and extract in one call. Raises LLMError when it gives up."""
        return self._run(self._fold_call(request))

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the newest turn only (summary left empty). Raises LLMError."""
        return self._run(self._extract_call(request))

    def _run(self, call: _Call) -> FoldResult:
        deadline = self._deadline()
        mode = self._clients.current()
        spent: CallUsage | None = None
        try:
            result = self._run_in(call, mode, deadline)
        except LLMError as exc:
            fallback = self._switch_to(mode, exc)
            if fallback is None:
                raise self._give_up(exc, None) from exc.__cause__
            spent = exc.usage if isinstance(exc.usage, CallUsage) else None
            try:
                result = self._run_in(call, fallback, deadline)
            except LLMError as again:
                raise self._give_up(again, spent) from again.__cause__
            mode = fallback
        self._clients.remember(cast(ConcreteMode, mode))
        return _add_spent(result, spent)

    def _run_in(self, call: _Call, mode: str, deadline: float | None) -> FoldResult:
        with self._calling(call, mode, deadline) as meter:
            client = self._clients.client(mode)
            kwargs = self._create_kwargs(call, meter)
            output = _within(deadline, self.limits.timeout, lambda: client.create(**kwargs))
            return self._result(call, output, meter)

    def close(self) -> None:
        """Close the openai client if this folder built it (``"openai/<model>"``)."""
        client = self._openai_client()
        if self._owns_client and client is not None:
            client.close()


class AsyncInstructorFolder(_InstructorFolderBase):
    """An asynchronous folder (for ``AsyncTurnMemory``): the same call, awaited."""

    _is_async = True

    async def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """Summarise and extract in one call. Raises LLMError when it gives up."""
        return await self._run(self._fold_call(request))

    async def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the newest turn only. Raises LLMError."""
        return await self._run(self._extract_call(request))

    async def _run(self, call: _Call) -> FoldResult:
        deadline = self._deadline()
        mode = self._clients.current()
        spent: CallUsage | None = None
        try:
            result = await self._run_in(call, mode, deadline)
        except LLMError as exc:
            fallback = self._switch_to(mode, exc)
            if fallback is None:
                raise self._give_up(exc, None) from exc.__cause__
            spent = exc.usage if isinstance(exc.usage, CallUsage) else None
            try:
                result = await self._run_in(call, fallback, deadline)
            except LLMError as again:
                raise self._give_up(again, spent) from again.__cause__
            mode = fallback
        self._clients.remember(cast(ConcreteMode, mode))
        return _add_spent(result, spent)

    async def _run_in(self, call: _Call, mode: str, deadline: float | None) -> FoldResult:
        with self._calling(call, mode, deadline) as meter:
            client = self._clients.client(mode)
            kwargs = self._create_kwargs(call, meter)
            if deadline is None:
                output = await client.create(**kwargs)
            else:
                try:
                    left = max(deadline - time.monotonic(), 0.0)
                    output = await asyncio.wait_for(client.create(**kwargs), left)
                except TimeoutError:
                    raise FoldTimeout(self.limits.timeout or 0.0) from None
                except Exception as exc:
                    if _bound_passed(exc, deadline):
                        raise FoldTimeout(self.limits.timeout or 0.0) from exc
                    raise
            return self._result(call, output, meter)

    async def close(self) -> None:
        """Close the openai client if this folder built it (``"openai/<model>"``)."""
        client = self._openai_client()
        if self._owns_client and client is not None:
            await client.close()


def _within(deadline: float | None, seconds: float | None, call: Callable[[], Any]) -> Any:
    """``call()``, or :class:`FoldTimeout` once ``deadline`` passes.

    A blocking HTTP request cannot be interrupted from outside, so the call runs in a daemon
    thread (in this context: the meter and validation scope go with it) and the fold returns
    at its deadline; each request's own timeout is the time left, so the thread ends soon
    after.
    """
    if deadline is None:
        return call()
    box: dict[str, Any] = {}
    context = contextvars.copy_context()

    def run() -> None:
        try:
            box["value"] = context.run(call)
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc

    worker = threading.Thread(target=run, name="turnmem-fold", daemon=True)
    worker.start()
    worker.join(max(deadline - time.monotonic(), 0.0))
    if worker.is_alive():
        raise FoldTimeout(seconds or 0.0)
    if "error" in box:
        if _bound_passed(box["error"], deadline):
            raise FoldTimeout(seconds or 0.0) from box["error"]
        raise box["error"]
    return box["value"]


def _bound_passed(error: BaseException, deadline: float) -> bool:
    """Whether ``error`` is a request timeout that the fold's bound caused: each request's
    timeout is cut to the time left, so on a loaded machine the request can time out a moment
    before the wait for it does; the failure is then the bound's, said as such."""
    timed_out = isinstance(root_cause(error), openai.APITimeoutError)
    return timed_out and time.monotonic() >= deadline


def _with_spent(error: LLMError, spent: CallUsage) -> LLMError:
    usage = error.usage
    if not isinstance(usage, CallUsage):
        return error
    total = _sum_usage(usage, spent)
    n = total.attempts
    plural = "request" if n == 1 else "requests"
    message = re.sub(r"after \d+ requests?", f"after {n} {plural}", str(error), count=1)
    return LLMError(
        message,
        attempts=n,
        last_output=error.last_output,
        usage=total,
    )


def _add_spent(result: FoldResult, spent: CallUsage | None) -> FoldResult:
    if spent is None or result.usage is None:
        return result
    return result.model_copy(update={"usage": _sum_usage(result.usage, spent)})


def _sum_usage(usage: CallUsage, spent: CallUsage) -> CallUsage:
    return usage.model_copy(
        update={
            "prompt_tokens": usage.prompt_tokens + spent.prompt_tokens,
            "completion_tokens": usage.completion_tokens + spent.completion_tokens,
            "attempts": usage.attempts + spent.attempts,
        }
    )


def _check_async(client_is_async: bool, is_async: bool, what: str) -> None:
    from turnmem.errors import ConfigurationError

    if client_is_async and not is_async:
        raise ConfigurationError(
            f"the LLM client ({what}) is asynchronous but TurnMemory is synchronous: use "
            "AsyncTurnMemory, or pass a synchronous client (openai.OpenAI, or "
            "instructor.from_openai(OpenAI(...)))"
        )
    if is_async and not client_is_async:
        raise ConfigurationError(
            f"the LLM client ({what}) is synchronous but AsyncTurnMemory needs an asynchronous "
            "one: pass openai.AsyncOpenAI (or instructor.from_openai(AsyncOpenAI(...)))"
        )
