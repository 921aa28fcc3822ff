"""``swe-agent``: SWE-agent ``.traj`` files, one dialogue of one ReAct turn per file."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from turnmem.lab.datasets.base import (
    Dialogue,
    RecordError,
    find_files,
    finish_dialogue,
    read_json,
    text_of,
    wrap_error,
)
from turnmem.turn import Observation, PinnedMessage, Step, ToolCall, Turn

__all__ = ["read_swe_agent"]

_TOOL_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def _command_word(action: str) -> str:
    words = action.split()
    word = words[0] if words else ""
    return word if _TOOL_NAME_RE.match(word) else "bash"


def _swe_steps(obj: Mapping[str, Any], history: list[Any], start: int) -> list[Step]:
    """Steps from ``trajectory``, or from the ``history`` messages after ``start``."""
    triples: list[tuple[str | None, str, str]] = []
    trajectory = obj.get("trajectory")
    if isinstance(trajectory, list) and trajectory:
        for i, entry in enumerate(trajectory):
            if not isinstance(entry, Mapping) or not isinstance(entry.get("action"), str):
                raise RecordError(f"trajectory[{i}] has no 'action' string")
            thought = entry.get("thought")
            observation = text_of(entry.get("observation"), f"trajectory[{i}].observation")
            triples.append(
                (thought if isinstance(thought, str) else None, entry["action"], observation or "")
            )
    else:
        i = start + 1
        while i < len(history):
            m = history[i]
            if isinstance(m, Mapping) and m.get("role") == "assistant" and "action" in m:
                action = m.get("action")
                if not isinstance(action, str):
                    raise RecordError(f"history[{i}].action must be a string")
                thought = m.get("thought", m.get("content"))
                obs = ""
                nxt = history[i + 1] if i + 1 < len(history) else None
                if isinstance(nxt, Mapping) and nxt.get("role") in ("tool", "user"):
                    obs = text_of(nxt.get("content"), f"history[{i + 1}]") or ""
                    i += 1
                triples.append((thought if isinstance(thought, str) else None, action, obs))
            i += 1
    steps: list[Step] = []
    for i, (thought, action, observation) in enumerate(triples):
        call = ToolCall(
            id=f"call_{i}",
            name=_command_word(action),
            arguments=json.dumps({"command": action}, ensure_ascii=False),
        )
        steps.append(
            Step(
                reasoning=thought if thought and thought.strip() else None,
                tool_calls=[call],
                observations=[Observation(tool_call_id=call.id, content=observation)],
            )
        )
    return steps


def read_swe_agent(path: Path) -> Iterator[Dialogue]:
    root = path if path.is_dir() else path.parent
    for file in find_files(path, ".traj"):
        did = file.relative_to(root).with_suffix("").as_posix()
        try:
            obj = read_json(file)
            if not isinstance(obj, Mapping):
                raise RecordError("expected a JSON object with 'trajectory' and 'history'")
            history = obj.get("history", [])
            if not isinstance(history, list):
                raise RecordError("'history' must be a list")
            pinned: list[PinnedMessage] = []
            problem: str | None = None
            problem_at = -1
            for i, m in enumerate(history):
                if not isinstance(m, Mapping):
                    continue
                role = m.get("role")
                if role == "system" and not pinned and problem is None:
                    text = text_of(m.get("content"), f"history[{i}]")
                    if text:
                        pinned.append(PinnedMessage(role="system", content=text))
                elif role == "user" and not m.get("is_demo"):
                    text = text_of(m.get("content"), f"history[{i}]")
                    if text and text.strip():
                        problem, problem_at = text, i
                        break
            if problem is None:
                problem = f"(SWE-agent trajectory {file.name}: no problem statement recorded)"
            steps = _swe_steps(obj, history, problem_at)
            info = obj.get("info")
            exit_status = info.get("exit_status") if isinstance(info, Mapping) else None
            response = f"[trajectory ended: {exit_status}]" if exit_status else None
            turn = Turn(user=problem, steps=steps, response=response)
            yield finish_dialogue(did, "swe-agent", pinned, [turn], None)
        except ValueError as exc:
            raise wrap_error(exc, file, f"trajectory {did!r}") from exc
