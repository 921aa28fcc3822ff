"""Part 3 - maintenance cost: LLM calls and tokens sent per 100 turns.

One long conversation (MultiWOZ turns in corpus order, or synthetic exchanges without data)
runs through each method; before every user input the method builds the context the agent
would send, after it the exchange is stored. Every maintenance call is counted:

* turnmem presets run with a counting folder around the offline rule folder; the tokens sent
  are the exact tokens of the fold prompt turnmem's LLM folder would send
  (:func:`turnmem.fold.prompts.fold_messages`; the tool schema is not included there);
* ``structured (instructor)``: the real :class:`~turnmem.fold.instructor.InstructorFolder`
  (openai + instructor) against :class:`~turnmem.testing.FakeOpenAIServer` on 127.0.0.1,
  answering what the rule folder would answer; tokens are counted from the HTTP request bodies
  (messages and tool schema), requests include any re-asks;
* the peers drive a fake LangChain chat model that counts its calls and the exact tokens of
  every prompt it receives (summaries written by turnmem's offline summarizer, see
  :mod:`turnmem.lab.bench._peers`).
"""

from __future__ import annotations

import json
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from turnmem.fold import prompts
from turnmem.fold.base import ExtractRequest, FoldRequest, FoldResult
from turnmem.fold.rules.folder import RuleFolder
from turnmem.lab.bench._common import (
    INSTALL_HINT,
    Progress,
    conversation_pairs,
    counter,
    optional_module,
)
from turnmem.lab.bench._peers import Meter, context_tokens, exact_list_counter, make_fake_chat_model
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState
from turnmem.tokens import TokenCounter

__all__ = ["run_maintenance"]

PEER_TOKENS = 2000
#: One method's run: its row of counts.
_Run = Callable[[], dict[str, Any]]
SYSTEM = "You are a helpful booking assistant for trains, hotels and restaurants. Be brief."


def _result_json(result: FoldResult) -> dict[str, Any]:
    return {
        "summary": result.summary,
        "updates": [u.model_dump(mode="json", exclude_none=True) for u in result.updates],
    }


class CountingFolder:
    """A Folder that counts calls and the exact tokens an LLM folder would be sent."""

    def __init__(self, inner: RuleFolder, tc: TokenCounter, meter: Meter) -> None:
        self.inner, self.tc, self.meter = inner, tc, meter
        self.name = f"counting:{inner.name}"

    def _count(self, messages: list[Any], result: FoldResult) -> FoldResult:
        self.meter.calls += 1
        self.meter.call_turns.append(self.meter.turn)
        self.meter.prompt_tokens += self.tc.count_messages(messages)
        self.meter.completion_tokens += self.tc.count_text(json.dumps(_result_json(result)))
        return result

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        msgs: list[Any] = list(prompts.fold_messages(request, self.tc))
        return self._count(msgs, self.inner.fold(request))

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        msgs: list[Any] = list(prompts.extract_messages(request, self.tc))
        return self._count(msgs, self.inner.extract(request))


class ScriptedInstructorFolder:
    """The real InstructorFolder; the fake server answers what the rule folder would."""

    def __init__(self, inner: Any, rule: RuleFolder, server: Any, meter: Meter) -> None:
        self.inner, self.rule, self.server, self.meter = inner, rule, server, meter
        self.name = f"scripted:{inner.name}"

    def _push(self, result: FoldResult) -> None:
        from turnmem.testing import ToolCallReply

        answer = _result_json(result)
        self.meter.calls += 1
        self.meter.call_turns.append(self.meter.turn)
        self.meter.completion_tokens += self.rule.counter.count_text(json.dumps(answer))
        self.server.push(ToolCallReply(answer))

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        self._push(self.rule.fold(request))
        result: FoldResult = self.inner.fold(request)
        return result

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        self._push(self.rule.extract(request))
        result: FoldResult = self.inner.extract(request)
        return result


def _max_in_window(turns: list[int], width: int) -> int:
    """Most calls made within any ``width`` consecutive turns."""
    best, lo = 0, 0
    for hi in range(len(turns)):
        while turns[hi] - turns[lo] >= width:
            lo += 1
        best = max(best, hi - lo + 1)
    return best


def _turnmem(
    policy: MemoryPolicy, pairs: list[tuple[str, str]], tc: TokenCounter, *, instructor: bool
) -> dict[str, Any]:
    meter = Meter()
    server = None
    client = None
    if instructor:
        import instructor as instructor_lib

        from turnmem.fold.instructor import InstructorFolder
        from turnmem.testing import FakeOpenAIServer, ToolCallReply

        fallback = ToolCallReply({"summary": "(re-ask)", "updates": []})
        server = FakeOpenAIServer(responder=lambda body: fallback).start()
        client = server.client(max_retries=0)
        inner = InstructorFolder(instructor_lib.from_openai(client), model="gpt-4o", counter=tc)
        folder: Any = ScriptedInstructorFolder(inner, RuleFolder(tc), server, meter)
    else:
        folder = CountingFolder(RuleFolder(tc), tc, meter)
    try:
        # Calls are attributed to the turn whose add ran them: fold inline.
        inline = policy.model_copy(update={"fold_mode": "inline"})
        memory = TurnMemory(SYSTEM, policy=inline, counter=tc, llm=folder)
        tokens: list[int] = []
        for i, (u, r) in enumerate(pairs):
            meter.turn = i
            tokens.append(memory.context(u).tokens)
            memory.add_messages(
                [{"role": "user", "content": u}, {"role": "assistant", "content": r}]
            )
        fallbacks = sum(e.kind == "fallback" for e in memory.events)
        row = _row(len(pairs), meter, tokens)
        row["fallbacks"] = fallbacks
        row["fold_batch"] = policy.fold_batch
        row["max_calls_in_any_fold_batch_turns"] = _max_in_window(
            meter.call_turns, policy.fold_batch
        )
        if server is not None:
            bodies = server.requests
            sent = sum(
                tc.count_messages(
                    [{k: v for k, v in m.items() if isinstance(v, str)} for m in b["messages"]],
                    tools=b.get("tools"),
                )
                for b in bodies
            )
            row["http_requests"] = len(bodies)
            row["prompt_tokens"] = sent
            row["prompt_tokens_per_100_turns"] = round(100 * sent / len(pairs), 1)
            row["tokens_note"] = "counted from the HTTP request bodies (messages + tool schema)"
        else:
            row["tokens_note"] = "fold prompt messages (tool schema not included)"
        memory.close()
        return row
    finally:
        if client is not None:
            client.close()
        if server is not None:
            server.stop()


def _row(turns: int, meter: Meter, tokens: list[int]) -> dict[str, Any]:
    return {
        "turns": turns,
        "llm_calls": meter.calls,
        "calls_per_100_turns": round(100 * meter.calls / turns, 2),
        "prompt_tokens": meter.prompt_tokens,
        "prompt_tokens_per_100_turns": round(100 * meter.prompt_tokens / turns, 1),
        "completion_tokens_per_100_turns": round(100 * meter.completion_tokens / turns, 1),
        "mean_context_tokens": round(sum(tokens) / len(tokens), 1) if tokens else 0.0,
        "last_context_tokens": tokens[-1] if tokens else 0,
    }


def _langmem(pairs: list[tuple[str, str]], tc: TokenCounter) -> dict[str, Any]:
    lm = optional_module("langmem.short_term")
    lc = optional_module("langchain_core.messages")
    assert lm is not None and lc is not None
    meter = Meter()
    model = make_fake_chat_model(tc, meter)
    count = exact_list_counter(tc)
    hist: list[Any] = [lc.SystemMessage(content=SYSTEM, id="sys")]
    running = None
    tokens: list[int] = []
    for i, (u, r) in enumerate(pairs):
        meter.turn = i
        human = lc.HumanMessage(content=u, id=f"u{i}")
        result = lm.summarize_messages(
            [*hist, human],
            running_summary=running,
            model=model,
            max_tokens=PEER_TOKENS,
            max_summary_tokens=256,
            token_counter=count,
        )
        running = result.running_summary
        tokens.append(context_tokens(result.messages, tc))
        hist += [human, lc.AIMessage(content=r, id=f"a{i}")]
    return _row(len(pairs), meter, tokens)


def _summary_buffer(pairs: list[tuple[str, str]], tc: TokenCounter) -> dict[str, Any]:
    mem_mod = optional_module("langchain_classic.memory")
    lc = optional_module("langchain_core.messages")
    assert mem_mod is not None and lc is not None
    meter = Meter()
    model = make_fake_chat_model(tc, meter)
    memory = mem_mod.ConversationSummaryBufferMemory(
        llm=model, max_token_limit=PEER_TOKENS, return_messages=True
    )
    tokens: list[int] = []
    for i, (u, r) in enumerate(pairs):
        meter.turn = i
        history = memory.load_memory_variables({})["history"]
        ctx = [lc.SystemMessage(content=SYSTEM), *history, lc.HumanMessage(content=u)]
        tokens.append(context_tokens(ctx, tc))
        memory.save_context({"input": u}, {"output": r})
    return _row(len(pairs), meter, tokens)


def _middleware(pairs: list[tuple[str, str]], tc: TokenCounter) -> dict[str, Any]:
    mw_mod = optional_module("langchain.agents.middleware")
    lc = optional_module("langchain_core.messages")
    assert mw_mod is not None and lc is not None
    meter = Meter()
    model = make_fake_chat_model(tc, meter)
    mw = mw_mod.SummarizationMiddleware(
        model=model,
        trigger=("tokens", PEER_TOKENS),
        keep=("messages", 20),
        token_counter=exact_list_counter(tc),
    )
    msgs: list[Any] = [lc.SystemMessage(content=SYSTEM)]
    tokens: list[int] = []
    for i, (u, r) in enumerate(pairs):
        meter.turn = i
        msgs.append(lc.HumanMessage(content=u))
        update = mw.before_model({"messages": msgs}, None)
        if update is not None:
            msgs = [m for m in update["messages"] if m.type != "remove"]
        tokens.append(context_tokens(msgs, tc))
        msgs.append(lc.AIMessage(content=r))
    return _row(len(pairs), meter, tokens)


def _if_installed(module: str, run: _Run) -> _Run | None:
    """``run``, or None when ``module`` (what it drives) cannot be imported."""
    return run if optional_module(module) is not None else None


def run_maintenance(*, quick: bool, data_dir: Path | None, progress: Progress) -> dict[str, Any]:
    """Count maintenance calls and tokens of turnmem and the peers on one long conversation."""
    n = 120 if quick else 1000
    pairs, source = conversation_pairs(data_dir, n)
    tc = counter()
    runs: dict[str, tuple[str, _Run | None, str]] = {
        "structured": (
            "turnmem",
            lambda: _turnmem(MemoryPolicy.structured(), pairs, tc, instructor=False),
            "MemoryPolicy.structured() (window_turns=4, fold_batch=4), counting rule folder",
        ),
        "structured (instructor)": (
            "turnmem",
            _if_installed(
                "turnmem.fold.instructor",
                lambda: _turnmem(MemoryPolicy.structured(), pairs, tc, instructor=True),
            ),
            "MemoryPolicy.structured(), InstructorFolder -> FakeOpenAIServer (127.0.0.1)",
        ),
        "structured every_turn": (
            "turnmem",
            lambda: _turnmem(
                MemoryPolicy.structured(extract="every_turn"), pairs, tc, instructor=False
            ),
            "MemoryPolicy.structured(extract='every_turn'): an extra extraction call per turn",
        ),
        "hierarchical": (
            "turnmem",
            lambda: _turnmem(MemoryPolicy.hierarchical(), pairs, tc, instructor=False),
            "MemoryPolicy.hierarchical() (recent 3 turns, fold_batch=2), counting rule folder",
        ),
        "summary_buffer": (
            "turnmem",
            lambda: _turnmem(MemoryPolicy.summary_buffer(), pairs, tc, instructor=False),
            f"MemoryPolicy.summary_buffer(max_tokens={PEER_TOKENS}) (fold_batch=2)",
        ),
        "langmem summarize_messages": (
            "peer",
            _if_installed("langmem.short_term", lambda: _langmem(pairs, tc)),
            f"summarize_messages(max_tokens={PEER_TOKENS}, max_summary_tokens=256, exact "
            "counter, RunningSummary carried), fake chat model",
        ),
        "ConversationSummaryBufferMemory": (
            "peer",
            _if_installed("langchain_classic.memory", lambda: _summary_buffer(pairs, tc)),
            f"langchain_classic ConversationSummaryBufferMemory(max_token_limit={PEER_TOKENS}), "
            "fake chat model with exact get_num_tokens_from_messages",
        ),
        "SummarizationMiddleware": (
            "peer",
            _if_installed("langchain.agents.middleware", lambda: _middleware(pairs, tc)),
            f"langchain SummarizationMiddleware(trigger=('tokens', {PEER_TOKENS}), "
            "keep=('messages', 20), exact counter), fake chat model",
        ),
    }
    rows: dict[str, Any] = {}
    for name, (kind, fn, config) in runs.items():
        if fn is None:
            note = INSTALL_HINT if kind == "peer" else "turnmem.fold.instructor missing"
            rows[name] = {"kind": kind, "available": False, "note": note, "config": config}
            continue
        progress(f"maintenance: {name} over {n} turns")
        t0 = time.perf_counter()
        try:
            with warnings.catch_warnings():
                # peers' own deprecation notices (ConversationSummaryBufferMemory) are not ours
                warnings.simplefilter("ignore")
                row = fn()
        except Exception as exc:  # a peer's API change must not sink the whole run
            rows[name] = {
                "kind": kind,
                "available": False,
                "note": f"failed: {type(exc).__name__}: {str(exc)[:200]}",
                "config": config,
            }
            continue
        rows[name] = {"kind": kind, "available": True, "config": config, **row}
        rows[name]["seconds"] = round(time.perf_counter() - t0, 1)
    return {"status": "ok", "turns": n, "turn_source": source, "methods": rows}
