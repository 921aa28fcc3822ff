"""Shared test setup: no network, no real LLM, deterministic settings."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests: at least 300 examples per property in CI; `-m slow` runs use 5,000.
settings.register_profile("ci", max_examples=300, deadline=None)
settings.register_profile("slow", max_examples=5000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

DATA_DIR = Path(
    os.environ.get("TURNMEM_DATA_DIR", Path(__file__).resolve().parents[2] / "shared" / "data")
)


@pytest.fixture(autouse=True)
def _offline_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never reach a real endpoint, whatever the developer's shell exports."""
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "TURNMEM_MODEL", "TIKTOKEN_CACHE_DIR"):
        monkeypatch.delenv(var, raising=False)


def data_path(*parts: str) -> Path:
    """A file of the shared data sets; skips the test when it is absent."""
    path = DATA_DIR.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"data set not available: {path} (set TURNMEM_DATA_DIR)")
    return path
