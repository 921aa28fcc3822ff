"""JSON Schema of the wire models (Turn, MemoryState, a session export).

``schemas/json/`` in the repository holds these exports for users of other languages; a test
keeps them current. Regenerate with ``python -m turnmem.wire schemas/json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from turnmem.state import MemoryState
from turnmem.store.transfer import SessionExport
from turnmem.turn import Turn

__all__ = ["wire_schemas", "write_schemas"]


def wire_schemas() -> dict[str, dict[str, Any]]:
    """File name -> JSON Schema of each wire model."""
    return {
        "turn.schema.json": Turn.model_json_schema(),
        "memory_state.schema.json": MemoryState.model_json_schema(),
        "session_export.schema.json": SessionExport.model_json_schema(),
    }


def write_schemas(folder: Path) -> list[Path]:
    """Write every schema into ``folder``; returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, schema in wire_schemas().items():
        path = folder / name
        path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    for written in write_schemas(Path(sys.argv[1] if len(sys.argv) > 1 else "schemas/json")):
        print(written)
