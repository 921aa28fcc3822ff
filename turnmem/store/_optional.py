"""Lazy imports of optional extras, failing with the ``pip install`` line that fixes them.

``import turnmem`` never imports psycopg or redis; a store that needs one calls these.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from turnmem.errors import ConfigurationError

__all__ = ["import_extra"]


def import_extra(module: str, extra: str, purpose: str) -> ModuleType:
    """Import ``module`` or raise ConfigurationError naming the extra to install."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ConfigurationError(
            f"{purpose} needs the {module!r} package, which is not installed: "
            f"pip install 'turnmem[{extra}]'"
        ) from exc
