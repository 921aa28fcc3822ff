"""The framework examples run offline (each framework's own fake model) and fold."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FRAMEWORKS = {
    "openai_agents_session": "agents",
    "langgraph_agent": "langgraph",
    "pydantic_ai_agent": "pydantic_ai",
}


@pytest.mark.parametrize("name", sorted(FRAMEWORKS))
def test_framework_example_runs_offline(name: str) -> None:
    pytest.importorskip(FRAMEWORKS[name], reason=f"{FRAMEWORKS[name]} not installed")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env["PYTHONIOENCODING"] = "utf-8"
    proc = subprocess.run(
        [sys.executable, str(EXAMPLES / f"{name}.py")],
        env=env, capture_output=True, text=True, encoding="utf-8", timeout=180,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = proc.stdout
    assert out.count("agent: ") == 6
    assert "turns stored: 6" in out
    folded = re.search(r"folded through t(-?\d+)", out)
    assert folded and int(folded.group(1)) >= 0, out[-500:]
