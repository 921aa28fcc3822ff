"""The runnable examples: each runs offline (no API key) as a subprocess, exits 0, and prints
what it promises. The examples start in parallel once per module (each takes a few seconds,
mostly imports and loading the token encoding)."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NAMES = [
    "customer_service",
    "react_flight_booking",
    "workflow_bot",
    "openai_agent_loop",
    "async_service",
]
TIMEOUT = 120


def _offline_env() -> dict[str, str]:
    """The environment without any endpoint or key, so the scripted models are used."""
    env = {
        k: v for k, v in os.environ.items() if not k.startswith("OPENAI_") and k != "TURNMEM_MODEL"
    }
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def _start(name: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(EXAMPLES / f"{name}.py"), *args],
        env=_offline_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


@pytest.fixture(scope="module")
def runs() -> Iterator[dict[str, tuple[int, str, str]]]:
    """Exit code, stdout and stderr of every example run with no arguments."""
    procs = {name: _start(name) for name in NAMES}
    results: dict[str, tuple[int, str, str]] = {}
    try:
        for name, proc in procs.items():
            out, err = proc.communicate(timeout=TIMEOUT)
            results[name] = (proc.returncode, out, err)
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
            for stream in (proc.stdout, proc.stderr):
                if stream is not None:
                    stream.close()
    yield results


def _ok(runs: dict[str, tuple[int, str, str]], name: str) -> str:
    code, out, err = runs[name]
    assert code == 0, f"{name} exited {code}\nstdout:\n{out}\nstderr:\n{err}"
    return out


def test_customer_service(runs: dict[str, tuple[int, str, str]]) -> None:
    out = _ok(runs, "customer_service")
    assert "tool get_order(" in out and "tool refund_items(" in out
    assert re.search(r"compressed t0 \d+->\d+", out)  # the long order JSON was compressed
    assert "memory: folded 2 turns through t1 (rule)" in out
    # the refund turn (t2) was folded before the question; the answer came from memory
    assert "assistant: It is R-88123." in out
    assert "Customer name: Emma Klein" in out
    assert "Order id: #W4923227" in out
    assert "customer='Emma Klein' order='#W4923227'" in out


def test_react_flight_booking_answers_from_memory(runs: dict[str, tuple[int, str, str]]) -> None:
    out = _ok(runs, "react_flight_booking")
    assert "act: search_flights(" in out
    assert "memory: folded 2 turns through t1 (rule)" in out
    last_turn = out.split("[turn 5] user: Which ones are in the afternoon?")[1]
    assert "act:" not in last_turn  # no new search: answered from what memory sent
    assert "turn 0 sent verbatim? False" in last_turn
    assert "afternoon flights in the search result: HU7605 13:15, CA1519 16:40" in last_turn
    # a memory tier (state, summary or recall) carried both afternoon flights into the context
    assert re.search(
        r"^  (state|summary|recall): HU7605 13:15, CA1519 16:40$", last_turn, re.MULTILINE
    ), last_turn
    assert "final answer: In the afternoon: HU7605 13:15 and CA1519 16:40." in last_turn


def _progress(out: str) -> list[int]:
    return [int(m) for m in re.findall(r"^  progress (\d+)/\d+ done", out, re.MULTILINE)]


def test_workflow_bot(runs: dict[str, tuple[int, str, str]]) -> None:
    out = _ok(runs, "workflow_bot")
    assert len(_progress(out)) == 11  # one progress line per turn
    assert "memory: folded 2 turns through t1 (rule)" in out
    # extract="every_turn": the step reported done shows up at once, before any fold
    turn2 = out.split("[turn 2]")[1].split("[turn 3]")[0]
    assert "progress 1/2 done" in turn2
    assert "memory: folded" not in turn2
    assert "workflow finished:" in out


def test_workflow_bot_progress_never_regresses(runs: dict[str, tuple[int, str, str]]) -> None:
    out = _ok(runs, "workflow_bot")
    done = _progress(out)
    assert done == sorted(done), done
    assert "workflow finished: True" in out


def test_openai_agent_loop(runs: dict[str, tuple[int, str, str]]) -> None:
    out = _ok(runs, "openai_agent_loop")
    assert "tool: search_help_center(" in out
    assert "memory: folded 2 turns through t1 (rule)" in out
    sent = [
        (int(a), int(b)) for a, b in re.findall(r"sends (\d+) tokens \(full history (\d+)\)", out)
    ]
    assert len(sent) == 10  # the 9 scripted actions, then the responder's answer
    assert sent[-1][0] < sent[-1][1] / 2  # far less than resending the whole history
    # the weather turn was folded; the answer was read from the summary memory sent
    assert "assistant: It was going to be sunny in Lisbon, 16-24 °C." in out
    assert "6 turns stored; summary covers t0..t1" in out


def test_async_service_self_play(runs: dict[str, tuple[int, str, str]]) -> None:
    out = _ok(runs, "async_service")
    for session in ("alice", "bob"):
        assert len(re.findall(rf"^\[{session}\] < ", out, re.MULTILINE)) == 4
        assert re.search(
            rf"^\[{session}\] < .*memory: folded 2 turns through t1", out, re.MULTILINE
        )
        assert f"[{session}] 4 turns; state:" in out  # reopened from SQLite after the restart
    assert "[alice] < Order #W1234567." in out
    assert "Customer name: Alice Chen (t0)" in out
    assert "Order id: #W7654321 (t0)" in out


def test_async_service_serve() -> None:
    """--serve answers the line protocol on 127.0.0.1 and stops cleanly on SIGTERM."""
    if sys.platform == "win32":
        pytest.skip("SIGTERM handling is POSIX-only")
    with _start("async_service", "--serve", "--port", "0") as proc:
        try:
            assert proc.stdout is not None
            first = proc.stdout.readline()
            found = re.search(r"listening on 127\.0\.0\.1:(\d+)", first)
            assert found, first + (proc.stderr.read() if proc.stderr else "")
            deadline = time.monotonic() + 30
            with socket.create_connection(("127.0.0.1", int(found[1])), timeout=30) as sock:
                request = {"session": "zoe", "text": "Hi, my order #W1111111 is late."}
                sock.sendall(json.dumps(request).encode() + b"\n")
                sock.sendall(b'{"session": "zoe", "cmd": "state"}\n')
                sock.sendall(b"not json\n")
                data = b""
                while data.count(b"\n") < 3 and time.monotonic() < deadline:
                    chunk = sock.recv(65536)
                    if not chunk:
                        break
                    data += chunk
            answers = [json.loads(line) for line in data.decode().splitlines()]
            assert answers[0]["session"] == "zoe" and answers[0]["reply"]
            assert answers[0]["context_tokens"] > 0
            assert answers[1] == {"session": "zoe", "state": "", "turns": 1}  # no fold yet
            assert "error" in answers[2]
            proc.terminate()
            out, err = proc.communicate(timeout=30)
            assert proc.returncode == 0, err
            assert "stopping" in out
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()


@pytest.mark.parametrize(
    ("readme", "heading", "expected"),
    [("README.md", "## Usage", "1 Shanghai 2"), ("README.zh-CN.md", "## 用法", "1 上海 2")],
)
def test_readme_usage_example_runs_offline_and_shows_the_folded_state(
    readme: str, heading: str, expected: str
) -> None:
    """The README's first example, run as written with no key: it must print the state it
    claims (a destination folded from the early turns), not ``None``."""
    text = (EXAMPLES.parent / readme).read_text(encoding="utf-8")
    start = text.index("```python\n", text.index(heading)) + len("```python\n")
    code = text[start : text.index("```\n", start)]
    out = subprocess.run(
        [sys.executable, "-c", code],
        env=_offline_env(),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == expected, out.stdout
    tokens = int(lines[1].split()[0])
    assert 0 < tokens <= 4000 and "'state'" in lines[1] and "'summary'" in lines[1]
