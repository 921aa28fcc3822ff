"""scripts/retention_misses.py: the loss classes of gold values on chained dialogues."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from turnmem.lab.datasets import Dialogue, chain_dialogues
from turnmem.policy import MemoryPolicy
from turnmem.turn import Turn

_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "retention_misses.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("retention_misses", _SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["retention_misses"] = module
    spec.loader.exec_module(module)
    return module


def _dialogue(name: str, city: str, filler: int) -> Dialogue:
    turns = [Turn(index=0, user=f"I need a hotel in {city} please.", response="Sure.")]
    turns += [
        Turn(index=k, user=f"Tell me more about option {k}.", response=f"Option {k} is fine.")
        for k in range(1, filler + 1)
    ]
    gold = [{f"{name}-city": city.lower()} for _ in turns]
    return Dialogue(id=name, source="test", turns=turns, gold=gold)


def test_every_loss_the_full_buffer_does_not_share_is_classified() -> None:
    chain = chain_dialogues([_dialogue("a", "Lisbon", 12), _dialogue("b", "Porto", 12)], 2)
    # a tiny summary and a one-turn window: the first city must be lost from some tier
    policy = MemoryPolicy.structured(
        window_turns=1, fold_batch=1, summary_max_tokens=20, state_max_tokens=20, recall_k=0
    )
    report = _script().analyse(chain, policy, budget=4000)
    classes = report["classes"]
    named = sum(v for k, v in classes.items() if k != "never_recallable")
    assert named == report["values_lost_vs_full"]
    assert report["late_contexts"] > 0
    # the full buffer (4,000 tokens) holds every city said: something was lost, and why
    assert report["values_full_kept"] > report["values_kept"]
    assert classes
    assert 0 < report["late_floor_token_ratio"] <= report["late_token_ratio"]


def test_nothing_is_lost_when_the_memory_holds_the_whole_chain() -> None:
    chain = chain_dialogues([_dialogue("a", "Lisbon", 3), _dialogue("b", "Porto", 3)], 2)
    policy = MemoryPolicy.structured(window_turns=50)  # nothing leaves the window
    report = _script().analyse(chain, policy, budget=4000)
    assert report["values_lost_vs_full"] == 0
    assert report["classes"] == {}
    assert report["values_kept"] == report["values_full_kept"] > 0
