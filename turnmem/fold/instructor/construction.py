"""Building a folder from the ``llm=`` argument of a memory (or the CLI's ``--llm``)."""

from __future__ import annotations

import os
from typing import Any

import instructor
import openai

from turnmem.errors import ConfigurationError
from turnmem.fold.instructor.failures import first_line
from turnmem.fold.instructor.folder import AsyncInstructorFolder, InstructorFolder
from turnmem.fold.instructor.limits import DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT
from turnmem.tokens import TokenCounter

__all__ = ["make_instructor_folder"]


def _model_or_env(model: str | None, what: str) -> str:
    chosen = model or os.environ.get("TURNMEM_MODEL")
    if not chosen:
        raise ConfigurationError(
            f"{what} needs a model name: pass model=... (or set TURNMEM_MODEL)"
        )
    return chosen


def make_instructor_folder(
    llm: Any,
    *,
    model: str | None,
    counter: TokenCounter,
    is_async: bool,
    max_retries: int = 2,
    base_url: str | None = None,
    api_key: str | None = None,
    request_timeout: float = DEFAULT_TIMEOUT,
    transport_retries: int = DEFAULT_MAX_RETRIES,
    **options: Any,
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

    ``base_url`` / ``api_key`` override ``OPENAI_BASE_URL`` / ``OPENAI_API_KEY`` for
    ``"openai/<model>"``, whose client gets ``request_timeout`` seconds per request and
    ``transport_retries`` retries; ``options`` go to the folder (``mode``, ``max_tokens``,
    ``update_tokens``, ``temperature``, ``timeout``, ``request_options``); ``mode`` defaults
    to ``TURNMEM_LLM_MODE`` when that is set. A synchronous client for an async memory (or
    the reverse) is a ConfigurationError.
    """
    if "mode" not in options and os.environ.get("TURNMEM_LLM_MODE"):
        options["mode"] = os.environ["TURNMEM_LLM_MODE"].strip().lower()
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
                api_key=api_key or os.environ.get("OPENAI_API_KEY") or "not-needed",
                base_url=base_url or os.environ.get("OPENAI_BASE_URL") or None,
                max_retries=transport_retries,
                timeout=request_timeout,
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
                raise ConfigurationError(f"llm={llm!r}: {first_line(exc)}") from exc
        model = name
    elif isinstance(llm, instructor.Instructor | openai.OpenAI | openai.AsyncOpenAI):
        model = _model_or_env(model, f"llm={type(llm).__name__}")
        client = llm
    else:
        raise ConfigurationError(
            "llm= must be None, 'rule', 'openai/<model>', '<provider>/<model>', an instructor "
            f"client, an openai client or a Folder; got {type(llm).__name__}"
        )
    try:
        folder = fcls(client, model=model, counter=counter, max_retries=max_retries, **options)
    except ValueError as exc:  # a bound or mode out of range: name it, as configuration
        raise ConfigurationError(f"llm={llm!r}: {exc}") from exc
    folder._owns_client = owns
    return folder
