"""Separate processes for the reliability tests, all going through ``TurnMemory``.

    python tests/reliability/_worker.py MODE [JSON]

MODE:

* ``zygote``: a fork server. It imports turnmem and warms it up once, prints ``ready``, then
  for every JSON line on stdin forks a child and prints ``pid <pid>``. Forking a warm,
  single-threaded process makes a child cost milliseconds instead of an interpreter start.
  A child writes JSON lines to the file ``out`` with unbuffered ``os.write`` (a SIGKILL right
  after a line cannot lose it), or an ``error`` line if anything escaped ``TurnMemory``:

  * ``{"mode": "crash", "url", "sid", "seed", "out"}``: appends and folds through
    ``TurnMemory`` until killed (the test kills it with SIGKILL), one line per acknowledged
    turn;
  * ``{"mode": "bgcrash", ...}``: the same, background folds by ``slow_rule_folder``;
  * ``{"mode": "hostile", "case", "url", "sid", "out"}``: one hostile-input case, one line
    per phase (see below).
* ``append``: ``{"url", "sid", "user_id", "n", "tag", "window", "batch"}``: opens the session,
  prints ``ready``, waits for a line on stdin (so all writers start together), then adds
  ``n`` complete turns, printing one ack line per turn and a final ``done`` line.
* ``hostile``: ``{"case", "url"}``: one hostile-input case in a fresh interpreter: one JSON
  line per phase (seconds, peak RSS, outcome) so the parent can enforce time and memory
  bounds even when it has to kill a phase that hangs.

The helpers (``digest``, ``turn_chunks``, ...) are imported by the tests too.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import random
import resource
import signal
import subprocess
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from typing import Any

from turnmem import MemoryPolicy, TurnMemory
from turnmem.domains import TravelState
from turnmem.errors import TurnmemError
from turnmem.fold.base import FoldRequest, FoldResult
from turnmem.fold.testing import FunctionFolder
from turnmem.turn import Message

BUDGET = 1500
"""Context budget the workers and checks use."""

USER_LINES = [
    "I want to fly to Shanghai next Friday, 2 adults",
    "My name is Alice Chen",
    "I prefer window seats",
    "actually make it Hangzhou",
    "no peanuts please",
    "我想去杭州，3个人",
    "order #W4923227 has a problem",
    "what's the status?",
]


def crash_policy() -> MemoryPolicy:
    """Small window and batch, so nearly every add runs a fold (and a kill often lands in one)."""
    return MemoryPolicy.structured(
        window_turns=2, fold_batch=1, observation_max_tokens=64, budget=BUDGET
    )


LEASE_OWNER = "crash-replica"  # stable: a restarted background writer reclaims its lease
FOLD_SECONDS = 0.1  # the background writer's folder call (a kill often lands in one)


def bg_crash_policy() -> MemoryPolicy:
    return crash_policy().model_copy(update={"fold_mode": "background"})


def slow_rule_folder(fd: int | None = None, seconds: float = FOLD_SECONDS) -> FunctionFolder:
    """The offline folder's answers after ``seconds`` (an LLM call's stand-in); with ``fd``
    a ``{"fold": "start"}`` / ``{"fold": "end"}`` line around each fold call."""
    from turnmem.fold.rules.folder import RuleFolder
    from turnmem.tokens import TokenCounter

    rule = RuleFolder(TokenCounter("gpt-4o"))

    def fold(request: Any) -> FoldResult:
        if not isinstance(request, FoldRequest):
            return FoldResult(summary="")
        _ack(fd, {"fold": "start"}) if fd is not None else None
        time.sleep(seconds)
        result = rule.fold(request)
        _ack(fd, {"fold": "end"}) if fd is not None else None
        return result

    return FunctionFolder(fold, name="slow-rule")


def digest(messages: list[Message]) -> str:
    """A stable fingerprint of a message list (what an acknowledgement promises)."""
    raw = json.dumps(messages, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(raw.encode()).hexdigest()[:24]


def ack_payload(turn: Any, folded_through: int) -> dict[str, Any]:
    """What a worker acknowledges for one stored turn: id, index and a digest of its messages."""
    msgs = turn.to_messages()
    return {"id": turn.id, "i": turn.index, "n": len(msgs), "h": digest(msgs), "f": folded_through}


def tool_output(rng: random.Random, tag: str) -> str:
    """A tool result: a small JSON record, or a long log that has to be compressed."""
    if rng.random() < 0.5:
        return json.dumps({"order_id": f"#W{rng.randint(1000000, 9999999)}", "status": "shipped"})
    return "".join(f"{tag} log line {k}: status ok, latency {k * 7} ms\n" for k in range(150))


def turn_chunks(rng: random.Random, tag: str, i: int) -> list[list[Message]]:
    """The messages of one turn, split into the ``add_messages`` calls that add it.

    Half the turns are plain; the rest call tools, and a fifth arrive message by message
    (a ReAct agent growing an open turn), so a kill can land between the steps of a turn.
    """
    user: Message = {"role": "user", "content": f"{tag} turn {i}: {rng.choice(USER_LINES)}"}
    reply: Message = {"role": "assistant", "content": f"Done with {tag} turn {i}."}
    kind = rng.random()
    if kind < 0.5:
        return [[user, reply]]
    calls = [
        {
            "id": f"{tag}_{i}_{k}",
            "type": "function",
            "function": {"name": "lookup", "arguments": json.dumps({"q": f"{tag} {i}"})},
        }
        for k in range(rng.randint(1, 2))
    ]
    step: Message = {"role": "assistant", "tool_calls": calls}
    results: list[Message] = [
        {"role": "tool", "tool_call_id": c["id"], "content": tool_output(rng, tag)} for c in calls
    ]
    if kind < 0.8:
        return [[user, step, *results, reply]]
    return [[user], [step], results, [reply]]


def _ack(fd: int, payload: dict[str, Any]) -> None:
    os.write(fd, (json.dumps(payload) + "\n").encode())


def _ack_text(fd: int, line: str) -> None:
    os.write(fd, (line + "\n").encode())


def finish_open_turn(memory: TurnMemory) -> list[Message]:
    """Messages that close the open turn a killed predecessor left behind (none if no such)."""
    recent = memory.recent
    if not recent or recent[-1].is_complete:
        return []
    pending = recent[-1].pending_calls
    msgs: list[Message] = [
        {"role": "tool", "tool_call_id": c.id, "content": "recovered after a crash"}
        for c in pending
    ]
    return [*msgs, {"role": "assistant", "content": "Recovered reply."}]


def run_crash(url: str, sid: str, seed: int, ack_fd: int, background: bool = False) -> None:
    """Append and fold through TurnMemory until killed, acknowledging every stored turn."""
    rng = random.Random(seed)
    tag = f"w{seed}"
    options: dict[str, Any] = {"policy": crash_policy(), "llm": "rule"}
    if background:
        options = {"policy": bg_crash_policy(), "llm": slow_rule_folder(ack_fd)}
        options["lease_owner"] = LEASE_OWNER
    with TurnMemory(store=url, session_id=sid, schema=TravelState, **options) as memory:
        closing = finish_open_turn(memory)
        if closing:
            for t in memory.add_messages(closing):
                _ack(ack_fd, ack_payload(t, memory.folded_through))
        i = 0
        while True:
            for chunk in turn_chunks(rng, tag, i):
                for t in memory.add_messages(chunk):
                    _ack(ack_fd, ack_payload(t, memory.folded_through))
            i += 1


def _warm_up() -> None:
    """Load what every child needs (encodings, patterns, drivers) once, before forking."""
    with TurnMemory(policy=crash_policy(), schema=TravelState, llm="rule") as memory:
        rng = random.Random(0)
        for i in range(6):
            for chunk in turn_chunks(rng, "warm", i):
                memory.add_messages(chunk)
        memory.context(None if memory.recent[-1].pending_calls else "warm", budget=BUDGET)
    import psycopg  # noqa: F401  (imported, never connected, in the parent)
    import redis  # noqa: F401


def zygote() -> None:
    """Fork a child per command line (``crash`` or ``hostile``); print its pid."""
    _warm_up()
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
    _emit("ready")
    for line in sys.stdin:
        cmd = json.loads(line)
        pid = os.fork()
        if pid == 0:  # child: never returns into the loop
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            code = 1
            fd = os.open(cmd["out"], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                if cmd["mode"] in ("crash", "bgcrash"):
                    run_crash(cmd["url"], cmd["sid"], cmd["seed"], fd, cmd["mode"] == "bgcrash")
                else:
                    run_hostile(cmd, functools.partial(_ack_text, fd))
                    code = 0
            except BaseException:
                _ack(fd, {"error": traceback.format_exc()})
            finally:
                os._exit(code)
        _emit(f"pid {pid}")


class Zygote:
    """The parent's handle on a ``zygote`` process (used by the tests)."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "zygote"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if line.strip() != "ready":
            self.close()
            raise RuntimeError(f"zygote failed to start: {line!r}")

    def fork(self, **cmd: Any) -> int:
        """Fork a child for ``cmd`` (``mode``, ``out`` and the mode's arguments); its pid."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line.startswith("pid "):
            raise RuntimeError(f"zygote said {line!r}")
        return int(line.split()[1])

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)
        if self.proc.stdout is not None:
            self.proc.stdout.close()


def alive(pid: int) -> bool:
    """Whether a zygote child still runs (the kernel reaps dead ones at once)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def kill_and_wait(pid: int) -> None:
    """SIGKILL a zygote child and wait until it is gone."""
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + 10
    while alive(pid):
        if time.monotonic() > deadline:
            raise RuntimeError(f"child {pid} did not die")
        time.sleep(0.002)


def peak_rss_mb(pid: int | str = "self") -> float | None:
    """Peak resident memory (VmHWM) of a process in MiB, from /proc; None if unreadable."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def run_append(cfg: dict[str, Any]) -> None:
    """``n`` complete turns through TurnMemory, each acknowledged once stored."""
    policy = MemoryPolicy.structured(
        window_turns=cfg["window"], fold_batch=cfg["batch"], recall_k=2, budget=BUDGET
    )
    tag = cfg["tag"]
    with TurnMemory(
        store=cfg["url"],
        session_id=cfg["sid"],
        user_id=cfg.get("user_id"),
        policy=policy,
        schema=TravelState,
        llm="rule",
    ) as memory:
        _emit("ready")
        sys.stdin.readline()
        for i in range(cfg["n"]):
            user = f"{tag} {i}: I want to book the {tag} suite for {i % 4 + 1} adults"
            msgs: list[Message] = [{"role": "user", "content": user}]
            if i % 5 == 4:
                call = {
                    "id": f"{tag}_{i}",
                    "type": "function",
                    "function": {"name": "rooms", "arguments": json.dumps({"hotel": tag})},
                }
                msgs.append({"role": "assistant", "tool_calls": [call]})
                msgs.append(
                    {"role": "tool", "tool_call_id": call["id"], "content": f"{tag} room {i} free"}
                )
            msgs.append({"role": "assistant", "content": f"Booked the {tag} suite ({i})."})
            for t in memory.add_messages(msgs):
                _emit(json.dumps(ack_payload(t, memory.folded_through)))
        kinds = Counter(e.kind for e in memory.events)
        _emit(json.dumps({"done": True, "events": kinds}))


# --- hostile input ----------------------------------------------------------------------

HANG_SECONDS = 5.0
"""No single call may take longer than this."""


def _rss_mb() -> float:
    peak = peak_rss_mb()
    if peak is not None:
        return peak
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def _reset_peak() -> None:
    """Start the peak-RSS count afresh (a forked child inherits its parent's high mark)."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def nested(depth: int, kind: str = "list") -> Any:
    """A Python value nested ``depth`` levels deep (built iteratively)."""
    value: Any = 1
    for _ in range(depth):
        value = [value] if kind == "list" else {"a": value}
    return value


def _tool_turn(output: str, arguments: str = "{}", name: str = "fetch", cid: str = "c1") -> list:
    call = {"id": cid, "type": "function", "function": {"name": name, "arguments": arguments}}
    return [
        {"role": "user", "content": "Run the tool please."},
        {"role": "assistant", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": cid, "content": output},
        {"role": "assistant", "content": "Here is what the tool returned."},
    ]


def hostile_input(case: str) -> tuple[Callable[[TurnMemory], Any], int]:
    """(the call that feeds the input to a memory, the input's size in bytes)."""
    if case == "tool_50mb":
        line = "2024-05-01T12:00:00Z worker-7 INFO request served in 12 ms, status=200\n"
        out = line * (50 * 2**20 // len(line))
        return (lambda m: m.add_messages(_tool_turn(out))), len(out)
    if case == "user_1mb":
        text = "I want to fly to Shanghai next Friday with 2 adults, no peanuts. " * 16000
        msgs = [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]
        return (lambda m: m.add_messages(msgs)), len(text)
    if case == "deep_json_tool":
        deep = "[" * 10_000 + "]" * 10_000
        deep_obj = '{"a":' * 10_000 + "1" + "}" * 10_000
        msgs = _tool_turn(deep, arguments=deep_obj)
        return (lambda m: m.add_messages(msgs)), len(deep) + len(deep_obj)
    if case == "deep_json_content":
        msgs = [{"role": "user", "content": nested(10_000)}]
        return (lambda m: m.add_messages(msgs)), 10_000 * 8
    if case == "deep_json_message":
        return (lambda m: m.add_messages([nested(10_000, "dict")])), 10_000 * 8
    if case == "surrogates":
        bad = "lone \ud800 high and \udfff low surrogate"
        msgs = [
            {"role": "user", "content": f"{bad} in the user text"},
            *_tool_turn(f"tool says {bad}", arguments=json.dumps({"q": bad}), name="fetch")[1:],
        ]
        return (lambda m: m.add_messages(msgs)), len(bad) * 4
    if case == "control":
        ctl = "nul\x00 bell\x07 esc\x1b[31m del\x7f \r\n bom\ufeff ls\u2028 ps\u2029 end"
        msgs = [
            {"role": "user", "content": f"{ctl} user", "name": "ctl"},
            *_tool_turn(f"{ctl} tool", arguments=json.dumps({"q": ctl}))[1:],
        ]
        return (lambda m: m.add_messages(msgs)), len(ctl) * 4
    raise SystemExit(f"unknown hostile case {case!r}")


def run_hostile(cfg: dict[str, Any], emit: Callable[[str], None]) -> None:
    """Feed one hostile input to a memory; report each phase's time, peak RSS and outcome."""
    url = cfg["url"]
    sid = cfg.get("sid") or f"hostile-{os.getpid()}"
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=1, budget=4000)
    memory = TurnMemory(store=url, session_id=sid, policy=policy, llm="rule")
    memory.add_messages(
        [{"role": "user", "content": "warm up"}, {"role": "assistant", "content": "ok"}]
    )
    memory.context("warm up again")
    _reset_peak()
    base = _rss_mb()
    feed, size = hostile_input(cfg["case"])
    emit(json.dumps({"phase": "input", "bytes": size, "base_mb": base, "rss_mb": _rss_mb()}))
    accepted: list[Any] = []

    def add() -> None:
        accepted.extend(feed(memory) or [])

    def context() -> None:
        open_turn = memory.recent and not memory.recent[-1].is_complete
        ctx = memory.context(None if open_turn else "What now?", budget=4000)
        if ctx.tokens > 4000 or memory.counter.count_messages(ctx.messages) > 4000:
            raise AssertionError(f"context of {ctx.tokens} tokens exceeds the budget 4000")
        try:  # what the openai client does with it (httpx: ensure_ascii=False, UTF-8)
            json.dumps(ctx.messages, ensure_ascii=False).encode("utf-8")
        except UnicodeError as exc:
            raise AssertionError(f"the context cannot be sent as UTF-8 JSON: {exc}") from exc

    def fold() -> None:
        for k in range(3):  # push the hostile turn out of the window: it gets folded
            memory.add_messages(
                [{"role": "user", "content": f"next {k}"}, {"role": "assistant", "content": "ok"}]
            )

    def reopen() -> None:
        if not url.startswith(("sqlite", "postgres", "redis")):
            return
        with TurnMemory(store=url, session_id=sid, policy=policy, llm="rule") as again:
            stored = {t.id: t for t in again.turns}
            for t in accepted:
                if stored.get(t.id) is None or digest(stored[t.id].to_messages()) != digest(
                    t.to_messages()
                ):
                    raise AssertionError(f"turn {t.index} did not survive the store intact")
            again.context("after reopening", budget=4000)

    for name, step in (
        ("add", add),
        ("context", context),
        ("fold", fold),
        ("context", context),
        ("reopen", reopen),
    ):
        start = time.perf_counter()
        try:
            step()
            outcome = "ok"
        except TurnmemError as exc:
            outcome = f"rejected {type(exc).__name__}: {str(exc)[:200]}"
        except AssertionError as exc:  # handled, but the result is unusable
            outcome = f"violated: {str(exc)[:300]}"
        except BaseException as exc:  # anything else is a crash of the library
            outcome = f"crash {type(exc).__module__}.{type(exc).__name__}: {str(exc)[:300]}"
        emit(
            json.dumps(
                {
                    "phase": name,
                    "seconds": round(time.perf_counter() - start, 3),
                    "rss_mb": _rss_mb(),
                    "outcome": outcome,
                }
            )
        )
    memory.forget()
    memory.close()
    emit(json.dumps({"phase": "done"}))


# --- entry point ------------------------------------------------------------------------


def _emit(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(argv: list[str]) -> None:
    mode = argv[0]
    cfg: dict[str, Any] = json.loads(argv[1]) if len(argv) > 1 else {}
    if mode == "zygote":
        zygote()
    elif mode == "append":
        run_append(cfg)
    elif mode == "hostile":
        run_hostile(cfg, _emit)
    else:
        raise SystemExit(f"unknown mode {mode!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
