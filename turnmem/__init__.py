"""turnmem: structured, token-budgeted short-term memory for task-oriented LLM agents.

Record every exchange as a :class:`Turn`; a :class:`TurnMemory` keeps the newest turns
verbatim, compresses long tool outputs, folds older turns into a rolling summary and a typed
:class:`MemoryState`, and assembles a prompt that fits an exact token budget.
"""

from turnmem.context.assemble import Context, ContextNote
from turnmem.errors import (
    ConcurrentUpdateError,
    ConfigurationError,
    ContextOverflowError,
    InvalidMessagesError,
    InvalidTurnError,
    LLMError,
    StateUpdateError,
    StoreError,
    TurnmemError,
)
from turnmem.memory.drivers import AsyncTurnMemory, Retention, RetentionReport, TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import (
    AddItem,
    ClearField,
    Fact,
    Goal,
    MemoryState,
    Preference,
    RemoveItem,
    SetField,
    Update,
    UpdateItem,
    apply,
)
from turnmem.tokens import TokenCounter
from turnmem.turn import Observation, PinnedMessage, Step, ToolCall, Turn, turns_from_messages

__version__ = "0.1.0"

__all__ = [
    "AddItem",
    "AsyncTurnMemory",
    "ClearField",
    "ConcurrentUpdateError",
    "ConfigurationError",
    "Context",
    "ContextNote",
    "ContextOverflowError",
    "Fact",
    "Goal",
    "InvalidMessagesError",
    "InvalidTurnError",
    "LLMError",
    "MemoryPolicy",
    "MemoryState",
    "Observation",
    "PinnedMessage",
    "Preference",
    "RemoveItem",
    "Retention",
    "RetentionReport",
    "SetField",
    "StateUpdateError",
    "Step",
    "StoreError",
    "TokenCounter",
    "ToolCall",
    "Turn",
    "TurnMemory",
    "TurnmemError",
    "Update",
    "UpdateItem",
    "__version__",
    "apply",
    "turns_from_messages",
]
