"""``turnmem eval state``: score a memory's typed state against labelled conversations.

The memory reads as truth what the "Known state" block says, so this instrument asks, at the
end of each conversation: of the values the state holds, how many are right (precision); of
the values it should hold, how many it has (recall); how many replaced or wrong values are
still active; whether probed facts reach the final context; whether each goal has the right
status.

File format (JSONL, one conversation per line)
----------------------------------------------
``id`` (str)
    A name for the conversation.
``messages`` (list)
    OpenAI chat messages: ``user``, ``assistant`` (with ``tool_calls``), ``tool``; leading
    ``system`` messages are pinned.
``gold_fields`` (object, default ``{}``)
    Final value of each custom schema field. A field missing here must end unset (a value
    there is *wrong*). A value may be ``{"one_of": [...]}`` (any of them is right; ``null`` in
    the list means unset is right too). Strings compare case-insensitively after trimming
    punctuation and a leading article; list fields compare item by item, an item matching when
    one contains the other; enum members compare by their value.
``not_active`` (list of str, default ``[]``)
    Values that must not be active at the end (replaced, cancelled or never true): a value is
    *stale-active* when a custom field, a preference, a fact or an open / in-progress goal
    contains it (case-insensitive).
``probes`` (list of str, default ``[]``)
    Facts that must be present in the final context (any tier), case-insensitive.
``gold_goals`` (list, default ``[]``)
    ``{"match": str, "status": str | [str]}``: the newest goal whose value contains ``match``
    must have that status (one of ``open``, ``in_progress``, ``done``, ``abandoned``), or
    ``"absent"``: no goal may contain it (a question or a correction is not a goal).
``once`` (list of str, default ``[]``)
    Entities that must be stored at most once among the active items (``#W1070`` said by the
    user and ``W1070`` returned by a tool are one order).
``schema`` (str, optional)
    Name of a ``MemoryState`` class in the ``--schema`` file to use for this conversation
    (default: the class ``--schema`` names).
``split``, ``lang``, ``domain`` (str, optional)
    Labels; figures are also reported per split.

The memory is ``MemoryPolicy.structured(window_turns=3, extract="every_turn")`` by default, so
the state is current at the last turn; ``llm`` selects the folder (``"rule"`` offline, or any
value ``TurnMemory(llm=...)`` accepts).
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from turnmem.errors import ConfigurationError
from turnmem.lab.replay import context_text
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState, custom_fields

__all__ = [
    "CaseScore",
    "GoalLabel",
    "StateCase",
    "StateReport",
    "Totals",
    "evaluate_state",
    "load_cases",
    "load_schemas",
    "print_report",
    "score_case",
    "totals",
]

_STATUSES = ("open", "in_progress", "done", "abandoned", "absent")


class GoalLabel(BaseModel):
    """The expected status of the goal whose value contains ``match``."""

    match: str = Field(min_length=1)
    status: str | list[str]


class StateCase(BaseModel):
    """One labelled conversation (see the module docstring)."""

    id: str
    messages: list[dict[str, Any]]
    gold_fields: dict[str, Any] = Field(default_factory=dict)
    not_active: list[str] = Field(default_factory=list)
    probes: list[str] = Field(default_factory=list)
    gold_goals: list[GoalLabel] = Field(default_factory=list)
    once: list[str] = Field(default_factory=list)
    schema_name: str | None = Field(default=None, alias="schema")
    split: str = "all"
    lang: str = ""
    domain: str = ""


class CaseScore(BaseModel):
    """Figures of one conversation; the lists say which values were wrong, stale or missed."""

    id: str
    split: str
    fields_set: int = 0
    fields_right: int = 0
    fields_gold: int = 0
    fields_recalled: int = 0
    wrong: list[str] = Field(default_factory=list, description="field=value set but not gold.")
    missed: list[str] = Field(default_factory=list, description="Gold fields not recalled.")
    stale: list[str] = Field(default_factory=list, description="not_active values still active.")
    duplicates: list[str] = Field(default_factory=list, description="'once' entities stored twice.")
    probes: int = 0
    probes_found: int = 0
    probes_missed: list[str] = Field(default_factory=list)
    goals: int = 0
    goals_right: int = 0
    goals_wrong: list[str] = Field(default_factory=list)


class Totals(BaseModel):
    """Figures summed over conversations."""

    conversations: int
    precision: float | None = Field(description="Share of set typed fields that are right.")
    recall: float | None = Field(description="Share of required gold fields that are right.")
    stale_active: int
    wrong_active: int
    duplicates: int
    probe_recall: float | None
    goal_accuracy: float | None


class StateReport(BaseModel):
    """``turnmem eval state`` output: totals (all and per split) and per-conversation scores."""

    folder: str
    policy: str
    total: Totals
    splits: dict[str, Totals]
    cases: list[CaseScore]


# --- input ------------------------------------------------------------------------------------


def load_cases(path: str | Path) -> list[StateCase]:
    """The conversations of a JSONL file; a bad line is an error naming the line."""
    cases: list[StateCase] = []
    with Path(path).open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                cases.append(StateCase.model_validate(json.loads(line)))
            except (ValueError, ValidationError) as exc:
                raise ConfigurationError(f"{path}:{n}: not a labelled conversation: {exc}") from exc
    for case in cases:
        for goal in case.gold_goals:
            statuses = [goal.status] if isinstance(goal.status, str) else goal.status
            bad = [s for s in statuses if s not in _STATUSES]
            if bad:
                raise ConfigurationError(
                    f"{path}: conversation {case.id!r}: goal status {bad[0]!r} is not one of "
                    f"{', '.join(_STATUSES)}"
                )
    return cases


def load_schemas(spec: str) -> tuple[type[MemoryState], dict[str, type[MemoryState]]]:
    """``path.py:Class`` or ``module:Class`` -> (that class, every MemoryState class of it)."""
    target, _, name = spec.rpartition(":")
    if not target or not name:
        raise ConfigurationError(f"--schema {spec!r}: expected path.py:Class or module:Class")
    if target.endswith(".py"):
        path = Path(target)
        module_spec = importlib.util.spec_from_file_location(path.stem, path)
        if not path.exists() or module_spec is None or module_spec.loader is None:
            raise ConfigurationError(f"--schema: cannot load {target}")
        module = importlib.util.module_from_spec(module_spec)
        # registered first, so postponed annotations (``from __future__ import annotations``)
        # of the schemas resolve against the module
        sys.modules.setdefault(module_spec.name, module)
        module_spec.loader.exec_module(module)
    else:
        module = importlib.import_module(target)
    found = {
        k: v
        for k, v in vars(module).items()
        if isinstance(v, type) and issubclass(v, MemoryState) and v is not MemoryState
    }
    if name not in found:
        raise ConfigurationError(f"--schema: {target} has no MemoryState subclass {name!r}")
    return found[name], found


# --- scoring ----------------------------------------------------------------------------------

_EDGE = re.compile(r"^[\s\"'.,;:!?。，；：！？]+|[\s\"'.,;:!?。，；：！？]+$")
_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)


def _norm(value: Any) -> str:
    if isinstance(value, Enum):
        value = value.value
    text = " ".join(str(value).split()).casefold()
    return _ARTICLE.sub("", _EDGE.sub("", text))


def _is_set(value: Any) -> bool:
    return value is not None and value != "" and value != []


def _list_match(gold: Sequence[Any], pred: Sequence[Any]) -> bool:
    left = [_norm(p) for p in pred]
    if len(left) != len(gold):
        return False
    for g in (_norm(x) for x in gold):
        k = next((i for i, p in enumerate(left) if g in p or p in g), None)
        if k is None:
            return False
        left.pop(k)
    return True


def _matches(gold: Any, pred: Any) -> bool:
    if not _is_set(gold) or not _is_set(pred):
        return not _is_set(gold) and not _is_set(pred)
    if isinstance(gold, list):
        return isinstance(pred, list) and _list_match(gold, pred)
    return _norm(gold) == _norm(pred)


def _options(gold: Any) -> list[Any]:
    if isinstance(gold, Mapping) and "one_of" in gold:
        return list(gold["one_of"])
    return [gold]


def _active_texts(state: MemoryState) -> list[str]:
    texts: list[str] = []
    for name in custom_fields(type(state)):
        value = getattr(state, name)
        values = value if isinstance(value, list) else [value]
        texts += [_norm(v) for v in values if _is_set(v)]
    texts += [_norm(p.value) for p in state.preferences]
    texts += [_norm(f.value) for f in state.facts]
    texts += [_norm(g.value) for g in state.goals if g.status in ("open", "in_progress")]
    return texts


def score_case(case: StateCase, state: MemoryState, context: str) -> CaseScore:
    """Score the final ``state`` and final ``context`` text of one conversation."""
    score = CaseScore(id=case.id, split=case.split)
    for name in custom_fields(type(state)):
        pred = getattr(state, name)
        options = _options(case.gold_fields.get(name))
        right = any(_matches(o, pred) for o in options)
        if _is_set(pred):
            score.fields_set += 1
            score.fields_right += right
            if not right:
                shown = pred.value if isinstance(pred, Enum) else pred
                score.wrong.append(f"{name}={shown!r}")
        if not any(not _is_set(o) for o in options):
            score.fields_gold += 1
            score.fields_recalled += right and _is_set(pred)
            if not right:
                score.missed.append(name)
    texts = _active_texts(state)
    score.stale = [v for v in case.not_active if any(_norm(v) in t for t in texts)]
    items = [_norm(i.value) for i in state.items()]
    score.duplicates = [v for v in case.once if sum(_norm(v) in t for t in items) > 1]
    found = [p for p in case.probes if p.casefold() in context]
    score.probes, score.probes_found = len(case.probes), len(found)
    score.probes_missed = [p for p in case.probes if p not in found]
    for label in case.gold_goals:
        want = [label.status] if isinstance(label.status, str) else label.status
        hits = [g for g in state.goals if label.match.casefold() in g.value.casefold()]
        if "absent" in want and not hits:
            ok = True
        else:
            newest = max(hits, key=lambda g: g.updated_at, default=None)
            ok = newest is not None and newest.status in want
        score.goals += 1
        score.goals_right += ok
        if not ok:
            got = ", ".join(f"{g.value!r} [{g.status}]" for g in hits) or "no goal"
            score.goals_wrong.append(f"{label.match!r}: want {'/'.join(want)}, got {got}")
    return score


def _ratio(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def totals(scores: Iterable[CaseScore]) -> Totals:
    """Sum the figures of ``scores``."""
    s = list(scores)
    return Totals(
        conversations=len(s),
        precision=_ratio(sum(c.fields_right for c in s), sum(c.fields_set for c in s)),
        recall=_ratio(sum(c.fields_recalled for c in s), sum(c.fields_gold for c in s)),
        stale_active=sum(len(c.stale) for c in s),
        wrong_active=sum(len(c.wrong) for c in s),
        duplicates=sum(len(c.duplicates) for c in s),
        probe_recall=_ratio(sum(c.probes_found for c in s), sum(c.probes for c in s)),
        goal_accuracy=_ratio(sum(c.goals_right for c in s), sum(c.goals for c in s)),
    )


def default_policy() -> MemoryPolicy:
    """The memory the instrument scores: 3 recent turns, state extracted every turn."""
    return MemoryPolicy.structured(window_turns=3, extract="every_turn")


def run_case(
    case: StateCase,
    schema: type[MemoryState],
    *,
    llm: Any = "rule",
    policy: MemoryPolicy | None = None,
) -> tuple[MemoryState, str]:
    """Replay one conversation; (final state, final context text)."""
    system = [m for m in case.messages if m.get("role") in ("system", "developer")]
    rest = [m for m in case.messages if m.get("role") not in ("system", "developer")]
    with TurnMemory(
        system or None, policy=policy or default_policy(), schema=schema, llm=llm
    ) as memory:
        for message in rest:  # one at a time, as an agent loop adds them (each turn extracted)
            memory.add_messages([message])
        ctx = memory.context("(next message)")
        return memory.state, context_text(ctx.messages)


def evaluate_state(
    cases: Sequence[StateCase],
    schema: type[MemoryState],
    schemas: Mapping[str, type[MemoryState]] | None = None,
    *,
    llm: Any = "rule",
    policy: MemoryPolicy | None = None,
) -> StateReport:
    """Replay and score every conversation.

    Args:
        cases: labelled conversations (:func:`load_cases`).
        schema: the default state schema; ``schemas`` maps the names a case may give.
        llm: the folder, as ``TurnMemory(llm=...)`` takes it (``"rule"``: offline). This is
            the hook for an LLM folder's figures.
        policy: the memory policy (default :func:`default_policy`).
    """
    named = dict(schemas or {})
    scores: list[CaseScore] = []
    folder = "rule"
    for case in cases:
        cls = schema
        if case.schema_name is not None:
            if case.schema_name not in named:
                raise ConfigurationError(
                    f"conversation {case.id!r} names schema {case.schema_name!r}, not in "
                    f"{sorted(named)}"
                )
            cls = named[case.schema_name]
        state, text = run_case(case, cls, llm=llm, policy=policy)
        scores.append(score_case(case, state, text))
    if llm != "rule":
        folder = str(getattr(llm, "name", llm))
    splits = sorted({c.split for c in scores})
    return StateReport(
        folder=folder,
        policy=(policy or default_policy()).name,
        total=totals(scores),
        splits={s: totals(c for c in scores if c.split == s) for s in splits},
        cases=scores,
    )


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def print_report(report: StateReport, console: Any, *, title: str) -> None:
    """Render ``report`` as rich tables on ``console``: per conversation, then totals."""
    from rich.table import Table

    table = Table(title=f"{title} ({report.folder} folder, {report.policy})")
    for col in ("conversation", "split", "P", "R", "stale", "wrong", "probes", "goals"):
        table.add_column(col)
    for c in report.cases:
        t = totals([c])
        table.add_row(
            c.id,
            c.split,
            _fmt(t.precision),
            _fmt(t.recall),
            str(t.stale_active),
            str(t.wrong_active),
            f"{c.probes_found}/{c.probes}",
            f"{c.goals_right}/{c.goals}",
        )
    console.print(table)
    summary = Table(title="totals")
    for col in ("split", "n", "precision", "recall", "stale", "wrong", "dup", "probe R", "goals"):
        summary.add_column(col)
    for name, t in [*report.splits.items(), ("all", report.total)]:
        summary.add_row(
            name,
            str(t.conversations),
            _fmt(t.precision),
            _fmt(t.recall),
            str(t.stale_active),
            str(t.wrong_active),
            str(t.duplicates),
            _fmt(t.probe_recall),
            _fmt(t.goal_accuracy),
        )
    console.print(summary)
