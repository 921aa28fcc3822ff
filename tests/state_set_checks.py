"""The checks every blind labelled state set (``tests/data/state/state_blind*.jsonl``) passes:
it loads with its schemas and is balanced, its labels name text that is in its
conversations, its gold fields are fields of the case's schema, and the file is what its
builder writes. Each set's test module calls them with its own domains."""

from __future__ import annotations

import json
import runpy
from collections.abc import Collection
from pathlib import Path

from turnmem.lab.eval_state import load_cases, load_schemas

DATA = Path(__file__).parent / "data" / "state"


def _text(messages: list[dict[str, object]]) -> str:
    """Every string a reader of the conversation sees: contents and tool-call arguments."""
    parts: list[str] = []
    for m in messages:
        if isinstance(m.get("content"), str):
            parts.append(str(m["content"]))
        for call in m.get("tool_calls") or []:  # type: ignore[union-attr]
            parts.append(str(call["function"]["arguments"]))  # type: ignore[index]
    return "\n".join(parts).casefold()


def check_balanced(
    path: Path, schemas: str, split: str, domains: Collection[str], zh_domains: Collection[str]
) -> None:
    """24 conversations (16 en, 8 zh) of ``split``: two per domain, one of them Chinese in
    ``zh_domains``; each 4 to 12 messages, none ending on a tool result."""
    cases = load_cases(path)
    assert len(cases) == 24
    assert {c.split for c in cases} == {split}
    assert sum(c.lang == "en" for c in cases) == 16
    assert sum(c.lang == "zh" for c in cases) == 8
    assert len({c.id for c in cases}) == 24
    _, named = load_schemas(schemas)
    assert {c.schema_name for c in cases} <= set(named)
    assert {c.domain for c in cases} == set(domains)
    for domain in domains:
        zh = 1 if domain in zh_domains else 0
        assert sum(c.domain == domain and c.lang == "en" for c in cases) == 2 - zh, domain
        assert sum(c.domain == domain and c.lang == "zh" for c in cases) == zh, domain
    for case in cases:
        assert 4 <= len(case.messages) <= 12, case.id
        # a conversation that ends on a tool result leaves its turn open
        assert (
            case.messages[-1]["role"] in ("user", "assistant")
            and "tool_calls" not in (case.messages[-1])
        ), case.id


def check_labels_in_text(path: Path) -> None:
    """Every not-active value, probe, once-entity and goal match occurs in its conversation."""
    for case in load_cases(path):
        text = _text(case.messages)
        for value in [*case.not_active, *case.probes, *case.once]:
            assert value.casefold() in text, (case.id, value)
        for goal in case.gold_goals:
            assert goal.match.casefold() in text, (case.id, goal.match)


def check_gold_fields(path: Path, schemas: str) -> None:
    """Each case names a schema class, and its gold fields are fields of that class."""
    _, named = load_schemas(schemas)
    for case in load_cases(path):
        assert case.schema_name is not None
        fields = set(named[case.schema_name].model_fields)
        assert set(case.gold_fields) <= fields, (case.id, set(case.gold_fields) - fields)


def check_built(path: Path, builder: str) -> None:
    """The JSONL file on disk is what ``builder`` (a file in ``DATA``) builds."""
    built = runpy.run_path(str(DATA / builder))["build"]()
    on_disk = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    assert built == on_disk
