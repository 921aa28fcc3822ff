"""The peers, driven the way their documentation shows, with exact token counters.

Everything LangChain-shaped is imported lazily through :func:`optional_module` (typed ``Any``):
the peers are an optional extra (``turnmem[bench]``) and the rest of the benchmark runs
without them.

* :func:`exact_list_counter`: a LangChain ``token_counter`` that counts a list of messages
  exactly with tiktoken (o200k_base) by the cookbook formula - the counter turnmem uses -
  tokenizing every message on every call, as ``ChatOpenAI.get_num_tokens_from_messages`` does.
* :func:`make_fake_chat_model`: a LangChain chat model that answers offline and counts its
  calls and the exact tokens sent. Its summaries come from turnmem's offline extractive
  summarizer (the rule folder), so every summarizing peer and turnmem get summaries of the
  same quality and only the memory *structure* differs.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from turnmem.fold.base import FoldRequest
from turnmem.fold.rules.folder import RuleFolder
from turnmem.lab.bench._common import optional_module
from turnmem.state import MemoryState
from turnmem.tokens import TokenCounter
from turnmem.turn import Message, Turn

__all__ = [
    "Meter",
    "exact_list_counter",
    "from_openai",
    "langchain_available",
    "make_fake_chat_model",
    "to_openai",
]

_ROLE = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}


def langchain_available() -> bool:
    return optional_module("langchain_core.messages") is not None


def from_openai(msg: Message, msg_id: str | None = None) -> Any:
    """An OpenAI chat message dict as a LangChain message (tool calls included)."""
    lc = optional_module("langchain_core.messages")
    assert lc is not None
    role = msg["role"]
    content = msg.get("content") or ""
    kw: dict[str, Any] = {"id": msg_id} if msg_id is not None else {}
    if role == "user":
        return lc.HumanMessage(content=content, **kw)
    if role in ("system", "developer"):
        return lc.SystemMessage(content=content, **kw)
    if role == "tool":
        return lc.ToolMessage(content=content, tool_call_id=msg["tool_call_id"], **kw)
    calls = []
    for call in msg.get("tool_calls") or []:
        fn = call["function"]
        try:
            args = json.loads(fn["arguments"])
        except ValueError:
            args = {"raw": fn["arguments"]}
        if not isinstance(args, dict):
            args = {"value": args}
        calls.append({"name": fn["name"], "args": args, "id": call["id"], "type": "tool_call"})
    return lc.AIMessage(content=content, tool_calls=calls, **kw)


def to_openai(msg: Any) -> Message:
    """A LangChain message as an OpenAI chat message dict (for exact counting)."""
    role = _ROLE.get(msg.type, "user")
    content = msg.content if isinstance(msg.content, str) else str(msg.content)
    out: Message = {"role": role, "content": content}
    if role == "tool":
        out["tool_call_id"] = str(msg.tool_call_id)
    calls = getattr(msg, "tool_calls", None)
    if role == "assistant" and calls:
        out["tool_calls"] = [
            {
                "id": str(c.get("id") or ""),
                "type": "function",
                "function": {
                    "name": c["name"],
                    "arguments": json.dumps(c["args"], ensure_ascii=False),
                },
            }
            for c in calls
        ]
        if not content:
            del out["content"]
    return out


def exact_list_counter(counter: TokenCounter) -> Any:
    """``token_counter`` for trim_messages/langmem: exact, re-tokenizes every message it gets."""

    def count(messages: Sequence[Any]) -> int:
        return sum(counter.count_message(to_openai(m)) for m in messages)

    return count


def context_tokens(messages: Sequence[Any], counter: TokenCounter) -> int:
    """Exact prompt tokens of a LangChain message list (reply priming included)."""
    return counter.count_messages([to_openai(m) for m in messages])


# --- a fake chat model that counts calls and summarizes offline ---------------------------


@dataclass
class Meter:
    """Calls and exact tokens of one fake model."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    call_turns: list[int] = field(default_factory=list)
    turn: int = 0  # set by the driver: the conversation turn being processed


_SPEAKER = re.compile(r"^(Human|AI|Assistant|User|System|Tool)\s*:\s?", re.IGNORECASE)
_EXISTING = (
    re.compile(r"This is summary of the conversation so far:\s*(.*?)\n\nExtend this summary", re.S),
    re.compile(r"Current summary:\n(.*?)\n\nNew lines of conversation:", re.S),
)
_EXAMPLE = re.compile(r"EXAMPLE\n.*?END OF EXAMPLE\n", re.S)


_XML_MESSAGE = re.compile(r'<message type="(\w+)"[^>]*>(.*?)</message>', re.S)


def _turns_from_text(text: str, start: int) -> list[Turn]:
    """Turns from a transcript embedded in a prompt: 'Human: ... / AI: ...' lines, or the
    ``<message type="human">`` form of ``get_buffer_string(format="xml")``."""
    if _XML_MESSAGE.search(text):
        text = "\n".join(
            ("Human: " if kind == "human" else "AI: ") + html.unescape(body)
            for kind, body in _XML_MESSAGE.findall(text)
        )
    turns: list[Turn] = []
    user: str | None = None
    reply: list[str] = []
    speaker = ""

    def close() -> None:
        nonlocal user, reply
        if user is not None or reply:
            resp = "\n".join(reply).strip() or None
            if user is not None or resp is not None:
                turns.append(Turn(index=start + len(turns), user=user, response=resp or "…"))
        user, reply = None, []

    for line in text.splitlines():
        m = _SPEAKER.match(line)
        if m:
            speaker = m.group(1).lower()
            rest = line[m.end() :]
            if speaker in ("human", "user"):
                close()
                user = rest.strip() or None
            else:
                reply.append(rest)
        elif speaker in ("human", "user") and user is not None:
            user += "\n" + line
        elif speaker:
            reply.append(line)
    close()
    return turns


def offline_summary(messages: Sequence[Any], folder: RuleFolder, cap: int) -> str:
    """What the fake model answers: turnmem's extractive summary of the prompt's conversation.

    Understands the three prompt shapes of the peers: langmem (the conversation as messages
    followed by an instruction holding the existing summary), ConversationSummaryBufferMemory
    ("Current summary: ... New lines of conversation: Human: ... AI: ...") and
    SummarizationMiddleware (one prompt embedding the transcript).
    """
    previous = ""
    turns: list[Turn] = []
    user: str | None = None
    for msg in messages:
        text = msg.content if isinstance(msg.content, str) else str(msg.content)
        for rx in _EXISTING:
            found = rx.search(text)
            if found:
                previous = found.group(1).strip()
        if msg.type == "human" and (
            "New lines of conversation:" in text or "Messages to summarize:" in text
        ):
            body = _EXAMPLE.sub("", text)
            body = body.split("New lines of conversation:", 1)[-1]
            body = body.split("Messages to summarize:", 1)[-1]
            turns.extend(_turns_from_text(body, len(turns)))
            continue
        if msg.type == "human" and (
            text.startswith("Create a summary of the conversation")
            or text.startswith("This is summary of the conversation so far")
        ):
            continue
        if msg.type == "human":
            if user is not None:
                turns.append(Turn(index=len(turns), user=user, response="…"))
            user = text.strip() or None
        elif msg.type in ("ai", "tool") and text.strip():
            turns.append(Turn(index=len(turns), user=user, response=text))
            user = None
    if user is not None:
        turns.append(Turn(index=len(turns), user=user, response="…"))
    if not turns:
        return previous
    request = FoldRequest[MemoryState](
        previous_summary=previous,
        state=MemoryState(),
        turns=turns,
        summary_max_tokens=cap,
        keep_state=False,
    )
    return folder.fold(request).summary


def make_fake_chat_model(counter: TokenCounter, meter: Meter, *, summary_cap: int = 256) -> Any:
    """A LangChain ``BaseChatModel`` answering offline, counting calls and exact tokens.

    Its ``get_num_tokens_from_messages`` is the exact tiktoken counter (so peers that count
    with their model, such as ConversationSummaryBufferMemory, count exactly too).
    """
    lm = optional_module("langchain_core.language_models")
    outputs = optional_module("langchain_core.outputs")
    lc = optional_module("langchain_core.messages")
    assert lm is not None and outputs is not None and lc is not None
    messages_mod: Any = lc
    outputs_mod: Any = outputs
    folder = RuleFolder(counter)

    class FakeSummarizer(lm.BaseChatModel):  # type: ignore[misc, name-defined]
        """Offline chat model for the benchmarks (counts calls, writes extractive summaries)."""

        @property
        def _llm_type(self) -> str:
            return "turnmem-bench-fake"

        def _generate(
            self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any
        ) -> Any:
            meter.calls += 1
            meter.call_turns.append(meter.turn)
            meter.prompt_tokens += counter.count_messages([to_openai(m) for m in messages])
            text = offline_summary(messages, folder, summary_cap) or "(nothing to summarize)"
            meter.completion_tokens += counter.count_text(text)
            message = messages_mod.AIMessage(content=text)
            return outputs_mod.ChatResult(generations=[outputs_mod.ChatGeneration(message=message)])

        def get_num_tokens_from_messages(self, messages: Any, tools: Any = None) -> int:
            return counter.count_messages([to_openai(m) for m in messages])

        def get_num_tokens(self, text: str) -> int:
            return counter.count_text(text)

    return FakeSummarizer()
