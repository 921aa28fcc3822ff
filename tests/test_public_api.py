"""The curated public surface: every ``__all__`` is pinned, and every name resolves."""

from __future__ import annotations

import importlib

import pytest

PUBLIC = {
    "turnmem": [
        "AddItem", "AsyncTurnMemory", "ClearField", "ConcurrentUpdateError", "ConfigurationError",
        "Context", "ContextNote", "ContextOverflowError", "Fact", "Goal", "InvalidMessagesError",
        "InvalidTurnError", "LLMError", "MemoryPolicy", "MemoryState", "Observation",
        "PinnedMessage", "Preference", "RemoveItem", "Retention", "RetentionReport", "SetField",
        "StateUpdateError", "Step", "StoreError", "TokenCounter", "ToolCall", "Turn",
        "TurnMemory", "TurnmemError", "Update", "UpdateItem", "__version__", "apply",
        "turns_from_messages",
    ],
    "turnmem.context": ["Context", "ContextNote", "assemble"],
    "turnmem.memory": [
        "AsyncTurnMemory", "MemoryEvent", "Retention", "RetentionReport", "TurnMemory",
    ],
    "turnmem.fold": [
        "AsyncFolder", "CallUsage", "ExtractRequest", "FoldRequest", "FoldResult", "Folder",
        "Usage", "resolve_folder",
    ],
    "turnmem.fold.rules": ["AsyncRuleFolder", "RuleFolder"],
    "turnmem.fold.testing": [
        "AsyncFunctionFolder", "AsyncScriptedFolder", "FunctionFolder", "ScriptedFolder",
    ],
    "turnmem.store": [
        "AsyncLeasingStore", "AsyncMemoryStore", "AsyncPostgresStore", "AsyncRedisStore",
        "AsyncRestorableStore", "AsyncSQLiteStore", "AsyncSearchableStore", "AsyncSessionStore",
        "LeasingStore", "MemoryStore", "PostgresStore", "RedisStore", "RestorableStore",
        "SQLiteStore", "SearchHit", "SearchableStore", "SessionSnapshot", "SessionStore",
        "export_session", "import_session", "is_async_store", "open_async_store", "open_store",
    ],
    "turnmem.store.aio": [
        "AsyncLeasingStore", "AsyncMemoryStore", "AsyncPostgresStore", "AsyncRedisStore",
        "AsyncRestorableStore", "AsyncSQLiteStore", "AsyncSearchableStore", "AsyncSessionStore",
        "is_async_store", "open_async_store",
    ],
    "turnmem.testing": [
        "Action", "ConnectionReset", "Delay", "EmptyChoices", "FakeOpenAIServer", "HTTPError",
        "InvalidJSON", "LengthCut", "TextReply", "ToolCallReply", "WrongToolName",
        "rate_limited", "server_error",
    ],
}  # fmt: skip


@pytest.mark.parametrize("module", sorted(PUBLIC))
def test_all_is_pinned(module: str) -> None:
    mod = importlib.import_module(module)
    assert sorted(mod.__all__) == sorted(PUBLIC[module]), (
        f"{module}.__all__ changed: update PUBLIC here only for a deliberate API change"
    )


@pytest.mark.parametrize("module", sorted(PUBLIC))
def test_every_public_name_resolves(module: str) -> None:
    mod = importlib.import_module(module)
    missing = [name for name in mod.__all__ if not hasattr(mod, name)]
    assert missing == []
