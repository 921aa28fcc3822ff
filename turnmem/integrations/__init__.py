"""Adapters for agent frameworks, each an optional extra imported lazily.

* :mod:`turnmem.integrations.openai_agents` (``pip install "turnmem[agents]"``):
  ``TurnmemSession`` (the Agents SDK ``Session`` protocol) and ``budget_filter`` for
  ``RunConfig.call_model_input_filter``;
* :mod:`turnmem.integrations.langchain` (``pip install "turnmem[langchain]"``): message
  conversion both ways and ``TurnmemMiddleware`` for ``create_agent``;
* :mod:`turnmem.integrations.pydantic_ai` (``pip install "turnmem[pydantic-ai]"``): a
  ``ProcessHistory`` capability returning turnmem's context.
"""

from __future__ import annotations

import importlib
from types import ModuleType

__all__ = ["require"]


def require(module: str, extra: str) -> ModuleType:
    """Import ``module`` or raise ImportError saying which extra installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ImportError(
            f'{module} is not installed; install it with: pip install "turnmem[{extra}]"'
        ) from exc
