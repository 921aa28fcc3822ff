"""Readers that turn public transcript files into turnmem :class:`~turnmem.turn.Turn` s.

Used by tests and benchmarks to replay real conversations through a memory. Every reader
returns :class:`Dialogue` objects: pinned system messages, the turns (indexed ``0..n-1``, with
deterministic ids ``"<dialogue id>/<index>"`` and ``meta = {"dialogue_id", "dialogue_turn"}``)
and, for the task-oriented corpora, the gold belief state after each user utterance.

Formats (:data:`FORMATS`):

``openai-jsonl``
    One conversation per line: a list of OpenAI chat messages or ``{"messages": [...]}``
    (optional ``"id"``); or one message per line (the file is one conversation); or one JSON
    document holding either (see :mod:`turnmem.lab.datasets.conversations`, the reader
    ``turnmem tokens`` shares). Common deviations are repaired before :func:`turns_from_messages`:
    ``"content": None`` and unknown keys are dropped, content part lists are joined, missing
    tool call ids become ``"call_<n>"``, dict arguments are JSON-encoded, legacy
    ``function_call`` / ``"role": "function"`` become tool calls / tool results.
``sharegpt``
    A JSON list (or JSONL) of ``{"conversations": [{"from", "value"}], "system"?}``;
    ``human``/``user`` -> user, ``gpt``/``assistant``/``model`` -> assistant, ``system`` ->
    system, ``function_call`` (a JSON ``{"name", "arguments"}``) -> a tool call, and
    ``observation``/``tool``/``function_response`` -> the result of the pending call.
``multiwoz``
    MultiWOZ 2.x original format (``.json`` or a ``.zip`` holding one ``.json``). One turn per
    user utterance with the following system utterance as response; gold from the system turn's
    ``metadata`` (see :func:`flatten_multiwoz_state`).
``crosswoz``
    CrossWOZ (``.json`` or ``.json.zip``). One turn per ``usr`` message with the next ``sys``
    message as response; gold from that system message's ``sys_state_init`` (the first
    database query, which records the user's constraints; see :func:`flatten_crosswoz_state`).
``tau-bench``
    tau-bench trajectories, one per line (a ``.jsonl`` file or a folder of them). A structured
    ``"messages"``/``"traj"`` list is read like ``openai-jsonl``. The published few-shot files
    only hold ``"messages_display"`` (``"user: ...\\nassistant: ...\\ntool: ..."``): an
    assistant message followed by a ``tool`` message is a tool call (its text, unless the
    literal ``None``, is the step's reasoning), the tool message its observation. The display
    records neither tool names nor arguments, so the calls are named ``"unknown_tool"`` with
    arguments ``"{}"`` and ids ``"call_<n>"``.
``swe-agent``
    SWE-agent ``.traj`` files (a file, or a folder searched recursively). One dialogue per file
    with **one turn**: the user input is the problem statement (first non-demonstration user
    message of ``history``), and every trajectory entry is one :class:`Step` (reasoning =
    ``thought``, one call ``ToolCall(id="call_<i>", name=<command word of the action or
    "bash">, arguments=json.dumps({"command": action}))`` and its observation), so the whole
    run reads like one ReAct turn with real tool traffic. The response is
    ``"[trajectory ended: <exit_status>]"`` when ``info.exit_status`` is recorded; otherwise
    the turn stays open. The first system message of ``history`` is pinned. Files without a
    ``trajectory`` list fall back to the action/observation messages of ``history``.

Gold labels are flattened to ``{"domain-slot": "value"}`` (book slots as
``"domain-book slot"``), lower-cased with whitespace collapsed; empty, ``"not mentioned"``
and ``"none"`` values are removed (``"dontcare"`` is kept: it is a real user constraint).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from turnmem.errors import ConfigurationError
from turnmem.lab.datasets.base import DatasetFormatError, Dialogue, rebuild_turn
from turnmem.lab.datasets.crosswoz import flatten_crosswoz_state, read_crosswoz
from turnmem.lab.datasets.multiwoz import flatten_multiwoz_state, read_multiwoz
from turnmem.lab.datasets.openai_jsonl import read_openai_jsonl
from turnmem.lab.datasets.sharegpt import read_sharegpt
from turnmem.lab.datasets.swe_agent import read_swe_agent
from turnmem.lab.datasets.tau_bench import read_tau_bench
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "FORMATS",
    "DatasetFormatError",
    "Dialogue",
    "chain_dialogues",
    "flatten_crosswoz_state",
    "flatten_multiwoz_state",
    "load_dialogues",
]

#: The formats :func:`load_dialogues` reads.
FORMATS: tuple[str, ...] = (
    "openai-jsonl",
    "sharegpt",
    "multiwoz",
    "crosswoz",
    "tau-bench",
    "swe-agent",
)


def load_dialogues(path: str | Path, format: str, *, limit: int | None = None) -> list[Dialogue]:
    """Read the dialogues of a transcript file (or folder) in one of :data:`FORMATS`.

    Args:
        path: the file. All formats but ``multiwoz`` and ``crosswoz`` also take a folder:
            every ``.jsonl`` (``openai-jsonl``, ``tau-bench``), ``.json``/``.jsonl``
            (``sharegpt``) or ``.traj`` (``swe-agent``) file under it, sorted by path.
        format: one of :data:`FORMATS`.
        limit: read at most this many dialogues (``None``: all).

    Raises:
        ConfigurationError: unknown format, negative limit, or a path that does not exist or
            holds no matching file.
        DatasetFormatError: a malformed file or record (an :class:`InvalidMessagesError`);
            the message names the file, the line or dialogue id and the problem.
    """
    if format not in FORMATS:
        raise ConfigurationError(f"unknown dataset format {format!r}; expected one of {FORMATS}")
    if limit is not None and limit < 0:
        raise ConfigurationError(f"limit must be >= 0 or None, got {limit}")
    p = Path(path)
    if not p.exists():
        raise ConfigurationError(f"dataset path {str(p)!r} does not exist")
    out: list[Dialogue] = []
    if limit == 0:
        return out
    for dialogue in _READERS[format](p):
        out.append(dialogue)
        if limit is not None and len(out) >= limit:
            break
    return out


def chain_dialogues(dialogues: Sequence[Dialogue], n: int) -> list[Dialogue]:
    """Concatenate each group of ``n`` consecutive dialogues into one long conversation.

    Turns are re-indexed ``0..``; their ids and ``meta`` (which name the original dialogue)
    are kept, with ``"#<k>"`` appended when a dialogue occurs twice in a chain. Pinned messages
    are the distinct pinned messages of the group, in order. The chain's gold for a turn is its
    own dialogue's gold merged over the *final* gold of the earlier dialogues of the chain (a
    later value wins for the same slot), so a memory must retain facts from earlier dialogues;
    it is ``None`` if any dialogue of the group has no gold. A last group shorter than ``n`` is
    kept. The chain id is ``"chain:<id1>+<id2>+..."``.

    Raises:
        ConfigurationError: ``n`` < 1.
    """
    if n < 1:
        raise ConfigurationError(f"chain length n must be >= 1, got {n}")
    return [_chain(dialogues[i : i + n]) for i in range(0, len(dialogues), n)]


_READERS: dict[str, Callable[[Path], Iterator[Dialogue]]] = {
    "openai-jsonl": read_openai_jsonl,
    "sharegpt": read_sharegpt,
    "multiwoz": read_multiwoz,
    "crosswoz": read_crosswoz,
    "tau-bench": read_tau_bench,
    "swe-agent": read_swe_agent,
}


def _chain(group: Sequence[Dialogue]) -> Dialogue:
    turns: list[Turn] = []
    seen_ids: dict[str, int] = {}
    pinned: list[PinnedMessage] = []
    gold: list[dict[str, str]] | None = [] if all(d.gold is not None for d in group) else None
    carried: dict[str, str] = {}
    for d in group:
        for p in d.pinned:
            if p not in pinned:
                pinned.append(p)
        for t in d.turns:
            count = seen_ids.get(t.id, 0)
            seen_ids[t.id] = count + 1
            new_id = t.id if count == 0 else f"{t.id}#{count}"
            turns.append(rebuild_turn(t, index=len(turns), id=new_id))
        if gold is not None and d.gold is not None:
            gold.extend({**carried, **g} for g in d.gold)
            if d.gold:
                carried = {**carried, **d.gold[-1]}
    sources = list(dict.fromkeys(d.source for d in group))
    return Dialogue(
        id="chain:" + "+".join(d.id for d in group),
        pinned=pinned,
        turns=turns,
        gold=gold,
        source="+".join(sources),
    )
