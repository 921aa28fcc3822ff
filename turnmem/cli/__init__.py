"""The ``turnmem`` command line (typer + rich).

One module per group of commands; importing them registers their commands on :data:`app`.
"""

from __future__ import annotations

import sys

from turnmem.cli import evaluate, run, sessions
from turnmem.cli.app import _load_schema, app

__all__ = ["_load_schema", "app", "main"]
_COMMANDS = (evaluate, run, sessions)  # imported for their commands


def main() -> None:
    """Entry point of the ``turnmem`` script."""
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
