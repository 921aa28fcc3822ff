"""The LLM folder: one structured-output call through instructor per fold.

The only module of turnmem that imports ``openai`` and ``instructor``. Prompts and response
models are built by the pure :mod:`turnmem.fold.prompts`; this module sends them and maps what
comes back, or what goes wrong, to the port of :mod:`turnmem.fold.base`.

One fold is exactly one ``chat.completions.create`` call through instructor:

* validation re-asks (a schema-invalid answer, an unknown item id) are instructor's
  ``max_retries`` (default 2, so at most 3 requests);
* transport retries (HTTP 408/409/429/5xx, timeouts, resets) and the timeout are the openai
  client's; a client built here gets ``max_retries=2, timeout=15``;
* :class:`~turnmem.fold.base.CallUsage` of a result sums tokens over re-asks, and ``attempts``
  counts the HTTP requests actually made, transport retries included (read from the openai
  client's raw responses; for non-OpenAI providers it counts instructor's attempts).

Whatever fails is raised as :class:`~turnmem.errors.LLMError` with a one-line reason, the
requests made and the last model output::

    openai.APIStatusError (5xx, 4xx)      "fold failed after 3 requests: HTTP 500: ..."
    openai.RateLimitError                 "... rate limited (HTTP 429): ..."
    openai.APITimeoutError                "... request timed out"
    openai.APIConnectionError             "... connection failed: ..."
    json.JSONDecodeError (body)           "... response body is not valid JSON: ..."
    IncompleteOutputException             "... output cut off at the token limit ..."
    empty ``choices``                     "... response has no choices ..."
    InstructorRetryException (invalid)    "... output invalid after N attempts: <first error>"
"""

from __future__ import annotations

import contextlib
import contextvars
import inspect
import json
import os
import weakref
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal, cast

import instructor
import openai
from instructor.core import IncompleteOutputException, InstructorRetryException
from instructor.core.hooks import Hooks
from pydantic import BaseModel, ValidationError

from turnmem.errors import ConfigurationError, LLMError
from turnmem.fold import prompts
from turnmem.fold.base import CallUsage, ExtractRequest, FoldRequest, FoldResult
from turnmem.state import MemoryState
from turnmem.tokens import TokenCounter

__all__ = [
    "DEFAULT_MAX_RETRIES",
    "DEFAULT_TIMEOUT",
    "AsyncInstructorFolder",
    "InstructorFolder",
    "make_instructor_folder",
]

DEFAULT_TIMEOUT = 15.0
"""Seconds per HTTP request of a client built by turnmem."""
DEFAULT_MAX_RETRIES = 2
"""Transport retries of a client built by turnmem (the openai client's own retry loop)."""
_LAST_OUTPUT_CHARS = 4000
_RESPONSES_MODES = frozenset({"responses_tools", "responses_tools_with_inbuilt_tools"})


# --- metering -----------------------------------------------------------------------------


@dataclass
class _Meter:
    """What one fold call cost, filled by instructor hooks and the metered create."""

    requests: int = 0  # HTTP requests, from the openai client's retry counter
    attempts: int = 0  # instructor attempts (completion:kwargs hook)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    last_output: str | None = None

    def hooks(self) -> Hooks:
        """Per-call instructor hooks feeding this meter (handlers never raise)."""
        hooks = Hooks()
        hooks.on("completion:kwargs", self._on_attempt)
        hooks.on("completion:response", self._on_response)
        return hooks

    def _on_attempt(self, *args: Any, **kwargs: Any) -> None:
        self.attempts += 1

    def _on_response(self, response: Any) -> None:
        usage = getattr(response, "usage", None)
        self.prompt_tokens += _int(usage, "prompt_tokens", "input_tokens")
        self.completion_tokens += _int(usage, "completion_tokens", "output_tokens")
        output = _output_text(response)
        if output is not None:
            self.last_output = output

    def http_requests(self, metered: bool) -> int:
        return self.requests if metered else self.attempts


def _int(obj: Any, *names: str) -> int:
    for name in names:
        value = getattr(obj, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 0


def _output_text(response: Any) -> str | None:
    """The model's output in a completion: the tool call's arguments, or the text."""
    try:
        message = response.choices[0].message
    except (AttributeError, IndexError, TypeError):
        return None
    calls = getattr(message, "tool_calls", None) or []
    text = calls[0].function.arguments if calls else getattr(message, "content", None)
    return text[:_LAST_OUTPUT_CHARS] if isinstance(text, str) else None


_METERED_CLIENTS: weakref.WeakSet[Any] = weakref.WeakSet()
"""Instructor clients built by :func:`_metered_instructor`."""
_METER: contextvars.ContextVar[_Meter | None] = contextvars.ContextVar(
    "turnmem_llm_meter", default=None
)


def _count_failure(exc: openai.APIError) -> None:
    meter = _METER.get()
    if meter is not None:  # the final request carries the client's retry count
        meter.requests += 1 + int(exc.request.headers.get("x-stainless-retry-count") or 0)


def _count_response(raw: Any) -> None:
    meter = _METER.get()
    if meter is not None:
        meter.requests += 1 + int(getattr(raw, "retries_taken", 0) or 0)


def _parse_raw(raw: Any) -> Any:
    try:
        return raw.parse()
    except Exception:
        meter = _METER.get()
        if meter is not None:
            meter.last_output = str(raw.http_response.text)[:_LAST_OUTPUT_CHARS]
        raise


def _metered_create(client: openai.OpenAI) -> Callable[..., Any]:
    """``chat.completions.create`` that reports the HTTP requests it took to the meter."""
    raw_create = client.chat.completions.with_raw_response.create

    def create(*args: Any, **kwargs: Any) -> Any:
        try:
            raw = raw_create(*args, **kwargs)
        except openai.APIError as exc:
            _count_failure(exc)
            raise
        _count_response(raw)
        return _parse_raw(raw)

    return create


def _async_metered_create(client: openai.AsyncOpenAI) -> Callable[..., Any]:
    """The async twin of :func:`_metered_create` (only the awaited call differs)."""
    raw_create = client.chat.completions.with_raw_response.create

    async def create(*args: Any, **kwargs: Any) -> Any:
        try:
            raw = await raw_create(*args, **kwargs)
        except openai.APIError as exc:
            _count_failure(exc)
            raise
        _count_response(raw)
        parsed = _parse_raw(raw)
        return await parsed if inspect.isawaitable(parsed) else parsed

    return create


def _metered_instructor(
    client: openai.OpenAI | openai.AsyncOpenAI,
    *,
    mode: Any = None,
    provider: Any = None,
    hooks: Hooks | None = None,
    defaults: Mapping[str, Any] | None = None,
) -> Any:
    """An instructor client over ``client`` whose create reports HTTP requests to the meter."""
    mode = instructor.Mode.TOOLS if mode is None else mode
    is_async = isinstance(client, openai.AsyncOpenAI)
    create = (
        _async_metered_create(client)
        if isinstance(client, openai.AsyncOpenAI)
        else _metered_create(client)
    )
    extra: dict[str, Any] = {} if provider is None else {"provider": provider}
    patched = instructor.patch(create=create, mode=mode, **extra)
    cls = instructor.AsyncInstructor if is_async else instructor.Instructor
    wrapped = cls(
        client=client, create=patched, mode=mode, hooks=hooks, **extra, **(defaults or {})
    )
    _METERED_CLIENTS.add(wrapped)
    return wrapped


# --- errors -------------------------------------------------------------------------------


def _first_line(text: object, limit: int = 200) -> str:
    lines = str(text).strip().splitlines()
    line = lines[0] if lines else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _api_message(exc: openai.APIStatusError) -> str:
    """The provider's error message (``{"error": {"message": ...}}``), else openai's."""
    body = exc.body
    if isinstance(body, Mapping) and isinstance(body.get("message"), str):
        return _first_line(body["message"])
    return _first_line(exc.message)


def _root(exc: BaseException) -> BaseException:
    """The exception that explains a failure, under instructor's wrapper."""
    while isinstance(exc, InstructorRetryException) and exc.__cause__ is not None:
        exc = exc.__cause__
    # A handler tripping over a broken response (e.g. IndexError on empty choices while
    # preparing a re-ask) is explained by what it was handling.
    if isinstance(exc, IndexError | KeyError | TypeError | AttributeError) and (
        exc.__context__ is not None
    ):
        return exc.__context__
    return exc


def _reason(exc: BaseException) -> str:
    root = _root(exc)
    if isinstance(root, IncompleteOutputException):
        return "output cut off at the token limit (finish_reason=length)"
    if isinstance(root, openai.APITimeoutError):
        return "request timed out"
    if isinstance(root, openai.APIConnectionError):
        return f"connection failed: {_first_line(root)}"
    if isinstance(root, openai.RateLimitError):
        return f"rate limited (HTTP 429): {_api_message(root)}"
    if isinstance(root, openai.APIStatusError):
        return f"HTTP {root.status_code}: {_api_message(root)}"
    if isinstance(root, json.JSONDecodeError):
        return f"response body is not valid JSON: {_first_line(root)}"
    if isinstance(root, IndexError) or "no choices" in str(root).lower():
        return f"response has no choices ({_first_line(root)})"
    if isinstance(root, ValidationError):
        first = root.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "output"
        n = getattr(exc, "n_attempts", 1)
        return f"output invalid after {n} attempts: {where}: {_first_line(first['msg'])}"
    return f"{type(root).__name__}: {_first_line(root)}"


def _called_tool(output: Any) -> str | None:
    """Name of the function the raw completion called, when instructor kept the response."""
    raw = getattr(output, "_raw_response", None)
    try:
        calls = raw.choices[0].message.tool_calls  # type: ignore[union-attr]
        return str(calls[0].function.name) if calls else None
    except (AttributeError, IndexError, TypeError):
        return None


def _llm_error(
    kind: str, exc: BaseException, requests: int, last_output: str | None, usage: CallUsage
) -> LLMError:
    n = max(requests, 1)
    plural = "request" if n == 1 else "requests"
    return LLMError(
        f"{kind} failed after {n} {plural}: {_reason(exc)}",
        attempts=n,
        last_output=last_output,
        usage=usage.model_copy(update={"attempts": n}),
    )


# --- the folders --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Call:
    """One prepared LLM call (pure data, built by the prompts module)."""

    kind: Literal["fold", "extract"]
    messages: list[dict[str, str]]
    response_model: type[BaseModel]
    scope: prompts.FoldScope
    summary_cap: int | None
    keep_state: bool


class _InstructorFolderBase:
    """Everything the sync and async folders share: preparing a call and reading its result."""

    _is_async = False

    def __init__(
        self,
        client: Any,
        *,
        model: str,
        counter: TokenCounter,
        max_retries: int = 2,
        request_options: Mapping[str, Any] | None = None,
    ) -> None:
        """A folder over an instructor client or an openai client.

        Args:
            client: an instructor client (``instructor.from_openai(OpenAI(...))``) or an
                ``openai.OpenAI`` (``AsyncOpenAI`` for the async folder). On an openai client
                the folder re-wraps it (same mode, hooks and defaults) so it can count the
                HTTP requests each fold takes.
            model: the model to fold with.
            counter: counts summary tokens (the cap is enforced with it).
            max_retries: instructor re-asks after an invalid answer (transport retries are
                the openai client's own).
            request_options: extra arguments of every request (``temperature``, ``max_tokens``).
        """
        self.client, self._metered = _as_metered(client)
        _check_async(_client_is_async(client), self._is_async, type(client).__name__)
        self.model = model
        self.counter = counter
        self.max_retries = max_retries
        self.request_options = dict(request_options or {})
        self.name = f"instructor:{model}"
        self._owns_client = False

    def _fold_call(self, request: FoldRequest[MemoryState]) -> _Call:
        schema = type(request.state)
        return _Call(
            kind="fold",
            messages=prompts.fold_messages(request, self.counter),
            response_model=prompts.fold_response_model(schema, with_updates=request.keep_state),
            scope=prompts.FoldScope.of(request),
            summary_cap=request.summary_max_tokens,
            keep_state=request.keep_state,
        )

    def _extract_call(self, request: ExtractRequest[MemoryState]) -> _Call:
        return _Call(
            kind="extract",
            messages=prompts.extract_messages(request, self.counter),
            response_model=prompts.extract_response_model(type(request.state)),
            scope=prompts.FoldScope.of(request),
            summary_cap=None,
            keep_state=True,
        )

    def _create_kwargs(self, call: _Call, meter: _Meter) -> dict[str, Any]:
        return {
            **self.request_options,
            "model": self.model,
            "messages": call.messages,
            "response_model": call.response_model,
            "max_retries": self.max_retries,
            # Not instructor's `context=`: it renders the messages as Jinja templates, which
            # would rewrite "{{ }}" in user text; the scope reaches the validators instead.
            "strict": False,
            "hooks": meter.hooks(),
        }

    @contextlib.contextmanager
    def _calling(self, call: _Call) -> Iterator[_Meter]:
        """Scope of one call: meter and validation scope set, every failure made an LLMError."""
        meter = _Meter()
        token = _METER.set(meter)
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
            raise _llm_error(call.kind, exc, requests, meter.last_output, spent) from exc
        finally:
            _METER.reset(token)

    def _result(self, call: _Call, output: Any, meter: _Meter) -> FoldResult:
        if not isinstance(output, call.response_model):
            raise TypeError(f"expected {call.response_model.__name__}, got {type(output)}")
        called = _called_tool(output)
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
        return FoldResult(summary=summary, updates=updates, usage=usage)

    def _openai_client(self) -> Any:
        return getattr(self.client, "client", None)


class InstructorFolder(_InstructorFolderBase):
    """A synchronous folder: one instructor call per fold or extraction."""

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """Summarise and extract in one call. Raises LLMError when it gives up."""
        return self._run(self._fold_call(request))

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the newest turn only (summary left empty). Raises LLMError."""
        return self._run(self._extract_call(request))

    def _run(self, call: _Call) -> FoldResult:
        with self._calling(call) as meter:
            output = self.client.create(**self._create_kwargs(call, meter))
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
        """Updates from the newest turn only (summary left empty). Raises LLMError."""
        return await self._run(self._extract_call(request))

    async def _run(self, call: _Call) -> FoldResult:
        with self._calling(call) as meter:
            output = await self.client.create(**self._create_kwargs(call, meter))
            return self._result(call, output, meter)

    async def close(self) -> None:
        """Close the openai client if this folder built it (``"openai/<model>"``)."""
        client = self._openai_client()
        if self._owns_client and client is not None:
            await client.close()


# --- construction -------------------------------------------------------------------------


def _model_or_env(model: str | None, what: str) -> str:
    chosen = model or os.environ.get("TURNMEM_MODEL")
    if not chosen:
        raise ConfigurationError(
            f"{what} needs a model name: pass model=... (or set TURNMEM_MODEL)"
        )
    return chosen


def _check_async(client_is_async: bool, is_async: bool, what: str) -> None:
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


def _client_is_async(client: Any) -> bool:
    return isinstance(client, openai.AsyncOpenAI | instructor.AsyncInstructor)


def _as_metered(client: Any) -> tuple[Any, bool]:
    """(instructor client, metered): a metered instructor client wherever one can be built.

    Metered means its create reads the openai client's retry counter, so ``attempts`` counts
    transport retries too; other providers' clients are used as given (instructor attempts).
    """
    if isinstance(client, openai.OpenAI | openai.AsyncOpenAI):
        return _metered_instructor(client), True
    if not isinstance(client, instructor.Instructor):
        raise ConfigurationError(
            f"expected an instructor or openai client, got {type(client).__name__}"
        )
    if client in _METERED_CLIENTS:
        return client, True
    raw = getattr(client, "client", None)
    mode = getattr(client, "mode", None)
    if (
        isinstance(raw, openai.OpenAI | openai.AsyncOpenAI)
        and str(getattr(mode, "value", mode)) not in _RESPONSES_MODES
    ):
        wrapped = _metered_instructor(
            raw,
            mode=mode,
            provider=getattr(client, "provider", None),
            hooks=getattr(client, "hooks", None),
            defaults=getattr(client, "kwargs", None),
        )
        return wrapped, True
    return client, False


def make_instructor_folder(
    llm: Any,
    *,
    model: str | None,
    counter: TokenCounter,
    is_async: bool,
    max_retries: int = 2,
) -> InstructorFolder | AsyncInstructorFolder:
    """A folder for the ``llm=`` argument of a memory.

    ``llm`` may be:

    * ``"openai/<model>"``: an ``OpenAI`` client built here from ``OPENAI_API_KEY`` (or
      ``"not-needed"``) and ``OPENAI_BASE_URL`` (vLLM, Ollama, llama.cpp, DeepSeek, Qwen...),
      with ``max_retries=2, timeout=15``; the string's model is the fold model
      (``"openai"`` alone: ``model``, else ``TURNMEM_MODEL``);
    * ``"<provider>/<model>"``: ``instructor.from_provider`` (its package must be installed);
    * an instructor client (sync or async): ``model`` (else ``TURNMEM_MODEL``) names the model;
    * an ``openai.OpenAI`` / ``openai.AsyncOpenAI`` client, wrapped in instructor TOOLS mode.

    A synchronous client for an async memory (or the reverse) is a ConfigurationError.
    """
    fcls: type[InstructorFolder] | type[AsyncInstructorFolder] = (
        AsyncInstructorFolder if is_async else InstructorFolder
    )
    owns = False
    client: Any
    if isinstance(llm, str):
        provider, _, name = llm.partition("/")
        provider = provider.strip().lower()
        name = name.strip() or _model_or_env(model, f"llm={llm!r}")
        if provider == "openai":
            ocls = openai.AsyncOpenAI if is_async else openai.OpenAI
            client = ocls(
                api_key=os.environ.get("OPENAI_API_KEY") or "not-needed",
                base_url=os.environ.get("OPENAI_BASE_URL") or None,
                max_retries=DEFAULT_MAX_RETRIES,
                timeout=DEFAULT_TIMEOUT,
            )
            owns = True
        else:
            spec = f"{provider}/{name}"
            try:
                client = (
                    instructor.from_provider(spec, async_client=True)
                    if is_async
                    else instructor.from_provider(spec)
                )
            except Exception as exc:
                raise ConfigurationError(f"llm={llm!r}: {_first_line(exc)}") from exc
        model = name
    elif isinstance(llm, instructor.Instructor | openai.OpenAI | openai.AsyncOpenAI):
        model = _model_or_env(model, f"llm={type(llm).__name__}")
        client = llm
    else:
        raise ConfigurationError(
            "llm= must be None, 'rule', 'openai/<model>', '<provider>/<model>', an instructor "
            f"client, an openai client or a Folder; got {type(llm).__name__}"
        )
    folder = fcls(client, model=model, counter=counter, max_retries=max_retries)
    folder._owns_client = owns
    return folder
