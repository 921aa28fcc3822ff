"""``turnmem eval probe``: is the answer to a question about a long conversation in the context?

A probe file is JSONL, one conversation per line::

    {"id": "en-travel",
     "messages": [{"role": "user", "content": "...", "timestamp": "2026-03-02T09:00:00Z"},
                  {"role": "assistant", "content": "..."}, ...],
     "questions": [{"question": "What was the hotel called?", "answers": ["Casa Amora"]}]}

``messages`` are chat messages (``system``, ``user``, ``assistant``; ``timestamp`` optional, ISO
8601); a user message starts a turn and the next assistant message closes it. Every question
is asked after the whole conversation: the memory assembles the context for it as the current
input, at the given budget, and the question counts as *found* when one of its answer strings
occurs in that context (case-insensitive, whitespace-normalised; the question itself is not
searched). Only questions whose answer occurs in the full history count (``answerable``);
``score`` is found / answerable, so the full buffer with a big budget scores 1.0.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from turnmem.errors import ConfigurationError
from turnmem.lab.replay import context_text
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = [
    "ProbeConversation",
    "ProbeMessage",
    "ProbeQuestion",
    "ProbeResult",
    "load_probes",
    "run_probe",
]


class ProbeMessage(BaseModel):
    """One chat message of a probe conversation."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["system", "user", "assistant"] = Field(description="Who wrote the message.")
    content: str = Field(description="The message text.")
    timestamp: datetime | None = Field(default=None, description="When it was sent (optional).")


class ProbeQuestion(BaseModel):
    """A question about the conversation and the strings that answer it."""

    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=1, description="Asked as the current input.")
    answers: list[str] = Field(min_length=1, description="Any one of them answers the question.")

    @field_validator("answers")
    @classmethod
    def _non_empty(cls, answers: list[str]) -> list[str]:
        if any(not a.strip() for a in answers):
            raise ValueError("answers must be non-empty strings")
        return answers


class ProbeConversation(BaseModel):
    """One long conversation with its questions."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(description="Conversation id.")
    messages: list[ProbeMessage] = Field(min_length=1)
    questions: list[ProbeQuestion] = Field(min_length=1)


class ProbeResult(BaseModel):
    """The probe's figures for one memory preset."""

    policy: str
    conversations: int
    questions: int
    answerable: int = Field(description="Questions whose answer is in the full history.")
    found: int = Field(description="Answerable questions whose answer is in the context.")
    score: float | None = Field(description="found / answerable.")
    mean_tokens: float = Field(description="Mean context tokens over the questions.")
    by_conversation: dict[str, float | None] = Field(
        default_factory=dict, description="Score per conversation id."
    )


def load_probes(path: str | Path) -> list[ProbeConversation]:
    """Read a probe JSONL file.

    Raises:
        ConfigurationError: a line is not JSON or not a valid conversation (names the line and
            the field).
    """
    out: list[ProbeConversation] = []
    text = Path(path).read_text(encoding="utf-8")
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            out.append(ProbeConversation.model_validate(json.loads(line)))
        except json.JSONDecodeError as exc:
            raise ConfigurationError(f"{path}:{n}: not JSON ({exc.msg})") from exc
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise ConfigurationError(
                f"{path}:{n}: field {where}: {first['msg']} (see turnmem.lab.eval_probe for the "
                "format)"
            ) from exc
    if not out:
        raise ConfigurationError(f"{path}: no conversations")
    return out


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _turns(conv: ProbeConversation) -> tuple[list[str], list[Turn]]:
    pinned: list[str] = []
    turns: list[Turn] = []
    for msg in conv.messages:
        if msg.role == "system":
            pinned.append(msg.content)
        elif msg.role == "user":
            extra: dict[str, Any] = {"timestamp": msg.timestamp} if msg.timestamp else {}
            turns.append(Turn(index=-1, user=msg.content, **extra))
        elif turns and turns[-1].response is None:
            turns[-1] = turns[-1].model_copy(update={"response": msg.content})
        else:  # an assistant message that opens the conversation or follows another
            turns.append(Turn(index=-1, response=msg.content))
    return pinned, turns


def _history_text(conv: ProbeConversation) -> str:
    return _norm("\n".join(m.content for m in conv.messages))


def run_probe(
    conversations: Sequence[ProbeConversation],
    policies: dict[str, MemoryPolicy],
    *,
    budget: int = 1500,
    model: str = "gpt-4o",
    llm: Any = "rule",
) -> list[ProbeResult]:
    """Score each policy (one row each) on ``conversations`` at ``budget`` tokens."""
    counter = TokenCounter(model)
    out: list[ProbeResult] = []
    for name, policy in policies.items():
        questions = answerable = found = 0
        tokens: list[int] = []
        by_conv: dict[str, float | None] = {}
        for conv in conversations:
            pinned, turns = _turns(conv)
            memory = TurnMemory(
                system="\n\n".join(pinned) or None, policy=policy, counter=counter, llm=llm
            )
            for turn in turns:
                memory.add(turn)
            history = _history_text(conv)
            conv_ok = conv_found = 0
            for q in conv.questions:
                questions += 1
                answers = [_norm(a) for a in q.answers]
                if not any(a in history for a in answers):
                    continue
                ctx = memory.context(q.question, budget=budget)
                tokens.append(ctx.tokens)
                # the current input (last message) is the question, not a place to find answers
                text = _norm(context_text(ctx.messages[:-1]))
                conv_ok += 1
                conv_found += any(a in text for a in answers)
            answerable += conv_ok
            found += conv_found
            by_conv[conv.id] = conv_found / conv_ok if conv_ok else None
        out.append(
            ProbeResult(
                policy=name,
                conversations=len(conversations),
                questions=questions,
                answerable=answerable,
                found=found,
                score=found / answerable if answerable else None,
                mean_tokens=sum(tokens) / len(tokens) if tokens else 0.0,
                by_conversation=by_conv,
            )
        )
    return out
