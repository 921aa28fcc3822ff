"""Turns: the unit of memory, and their lossless conversion to and from OpenAI chat messages.

A :class:`Turn` is one exchange: the user's input, the agent's ordered :class:`Step` s (each an
optional reasoning text, the tool calls it made and the observations that answered them) and
the final response. A turn without a response yet is *open*: a ReAct agent adds its tool steps
one by one and consults memory between them.

Message form (the canonical OpenAI chat-completions form turnmem reads and writes)::

    {"role": "user", "content": "..." | [parts], "name"?: "..."}
    {"role": "assistant", "content"?: "<reasoning>", "tool_calls": [{"id", "type": "function",
        "function": {"name", "arguments"}}]}                      # one Step
    {"role": "tool", "tool_call_id": "...", "content": "...", "name"?: "..."}  # observations
    {"role": "assistant", "content": "<response>", "refusal"?, "audio"?}     # closes the turn

Content parts (text, image_url, input_audio, file, refusal) are kept as given
(:mod:`turnmem.content`); the legacy ``function_call`` / ``function`` pair is read as a tool
call and its result and written back in the modern form. Keys whose value is ``None``
(``"refusal": None`` from an SDK dump) and empty lists are dropped on input and never written,
so ``turns_from_messages`` followed by ``to_messages`` gives back the same list for every
canonical sequence.

This module is the public face; the types live in :mod:`turnmem.turn_model`, the parser in
:mod:`turnmem.chat` and Responses-API items in :mod:`turnmem.items`.
"""

from __future__ import annotations

from turnmem.chat import TurnsAndPinned, messages_of, turns_from_messages
from turnmem.message import Message
from turnmem.turn_model import Observation, PinnedMessage, Step, ToolCall, Turn

__all__ = [
    "Message",
    "Observation",
    "PinnedMessage",
    "Step",
    "ToolCall",
    "Turn",
    "TurnsAndPinned",
    "messages_of",
    "turns_from_messages",
]
