"""A local, scriptable OpenAI-compatible HTTP server for tests.

:class:`FakeOpenAIServer` listens on ``127.0.0.1`` (random free port) and speaks
just enough of the OpenAI REST API for the real ``openai`` client - and
libraries built on it such as ``instructor`` - to talk to it without any
monkeypatching::

    from turnmem.testing import FakeOpenAIServer, ToolCallReply, rate_limited

    with FakeOpenAIServer([rate_limited(0.01), ToolCallReply({"summary": "hi"})]) as server:
        with server.client(max_retries=1) as client:
            completion = client.chat.completions.create(
                model="fake-model",
                messages=[{"role": "user", "content": "hello"}],
                tools=[{"type": "function", "function": {"name": "Summary", "parameters": {}}}],
            )
        assert len(server.requests) == 2

Every ``POST /v1/chat/completions`` consumes the next scripted *action* (see
:data:`Action`). When the script is empty the optional ``responder`` callback is
asked for one; without a responder the server answers ``500`` with an
``x-should-retry: false`` header and an error saying the script is exhausted.
``GET /v1/models`` (and ``GET /v1/models/{id}``) list the configured model.

Only the standard library is used for the server itself. It is meant for tests:
it does not support streaming (``stream: true`` is answered with ``400``), ``n > 1``,
authentication, or any endpoint besides the two above.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import socket
import struct
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import openai

from turnmem.testing.actions import (
    ACTION_TYPES,
    Action,
    ConnectionReset,
    Delay,
    EmptyChoices,
    HTTPError,
    InvalidJSON,
    JSONDict,
    LengthCut,
    TextReply,
    ToolCallReply,
    WrongToolName,
    error_body,
)
from turnmem.testing.completions import completion_body

__all__ = ["FakeOpenAIServer"]


class _Abort(Exception):
    """Internal: drop the connection without writing a response."""


class _Server(ThreadingHTTPServer):
    """ThreadingHTTPServer that tracks live connections so stop() can cut them."""

    daemon_threads = True
    block_on_close = False  # we join handler threads ourselves, with a deadline

    def __init__(self, owner: FakeOpenAIServer) -> None:
        self.owner = owner
        self.conn_lock = threading.Lock()
        self.connections: set[socket.socket] = set()
        self.handler_threads: set[threading.Thread] = set()
        super().__init__(("127.0.0.1", 0), _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        thread = threading.Thread(
            target=self._run_request,
            args=(request, client_address),
            name="FakeOpenAIServer-conn",
            daemon=True,
        )
        with self.conn_lock:
            self.connections.add(request)
            self.handler_threads.add(thread)
        thread.start()

    def _run_request(self, request: Any, client_address: Any) -> None:
        try:
            self.process_request_thread(request, client_address)
        finally:
            with self.conn_lock:
                self.connections.discard(request)
                self.handler_threads.discard(threading.current_thread())

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Client hang-ups (timeouts, resets) are expected in fault tests: stay quiet.
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server
    server_version = "FakeOpenAIServer/1.0"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    # ---- helpers
    def _send(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        hdrs = {"Content-Type": "application/json", **(headers or {})}
        self.send_response(status)
        for key, value in hdrs.items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def _send_json(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        self._send(status, json.dumps(payload).encode(), headers)

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _reset(self) -> None:
        """Close the socket with SO_LINGER=0, which sends a TCP RST."""
        self.close_connection = True
        conn = self.connection
        with contextlib.suppress(OSError):
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        # Close the file wrappers first so that the socket's real close (and the RST)
        # happens right now rather than when the handler finishes.
        for stream in (self.rfile, self.wfile):
            with contextlib.suppress(OSError):
                stream.close()
        conn.close()

    # ---- routes
    def do_GET(self) -> None:
        owner = self.server.owner
        path = self.path.split("?", 1)[0].rstrip("/")
        model = {
            "id": owner.model,
            "object": "model",
            "created": owner.created,
            "owned_by": "turnmem-testing",
        }
        if path == "/v1/models":
            self._send_json(200, {"object": "list", "data": [model]})
        elif path == f"/v1/models/{owner.model}":
            self._send_json(200, model)
        elif path.startswith("/v1/models/"):
            name = path.rsplit("/", 1)[1]
            self._send_json(
                404,
                error_body(f"The model '{name}' does not exist", "invalid_request_error"),
            )
        else:
            self._not_found()

    def do_POST(self) -> None:
        raw = self._read_body()
        path = self.path.split("?", 1)[0].rstrip("/")
        if path != "/v1/chat/completions":
            self._not_found()
            return
        try:
            body = json.loads(raw or b"null")
        except ValueError:
            body = None
        if not isinstance(body, dict):
            self._send_json(
                400,
                error_body("Request body must be a JSON object", "invalid_request_error"),
            )
            return
        owner = self.server.owner
        index = owner._record(body)
        if body.get("stream"):
            self._send_json(
                400,
                error_body(
                    "FakeOpenAIServer does not support stream=true",
                    "invalid_request_error",
                    "unsupported_by_fake",
                ),
                {"x-should-retry": "false"},
            )
            return
        try:
            action = owner._next_action(body)
        except Exception as exc:  # responder bug or exhausted script
            self._send_json(
                500,
                error_body(
                    f"FakeOpenAIServer (request #{index + 1}): {exc}",
                    "fake_server_error",
                    "script_exhausted" if isinstance(exc, _ScriptExhausted) else "responder_error",
                ),
                {"x-should-retry": "false"},
            )
            return
        try:
            self._perform(action, body)
        except _Abort:
            self.close_connection = True

    def _not_found(self) -> None:
        self._send_json(
            404,
            error_body(f"Unknown endpoint {self.command} {self.path}", "invalid_request_error"),
        )

    def _perform(self, action: Action, body: JSONDict) -> None:
        owner = self.server.owner
        if isinstance(action, Delay):
            if owner._stopping.wait(max(0.0, action.seconds)):
                raise _Abort
            self._perform(action.then, body)
        elif isinstance(action, ConnectionReset):
            self._reset()
        elif isinstance(action, HTTPError):
            payload = action.body
            if payload is None:
                payload = error_body(f"Fake HTTP error {action.status}", "server_error")
            self._send_json(action.status, payload, action.headers)
        elif isinstance(action, InvalidJSON):
            self._send(200, action.body.encode(), {"Content-Type": action.content_type})
        else:
            self._send_json(200, owner._completion(action, body))


class _ScriptExhausted(Exception):
    pass


class FakeOpenAIServer:
    """A scripted OpenAI-compatible HTTP server on ``127.0.0.1`` for tests.

    Use as a context manager (or call :meth:`start` / :meth:`stop`)::

        with FakeOpenAIServer([ToolCallReply({"x": 1})]) as server:
            with server.client() as client:
                ...

    Args:
        script: Actions answered in order, one per chat-completions request.
        responder: Called with the request's JSON body when the script queue is
            empty; returns the action to perform. Exceptions it raises become a
            ``500`` answer.
        model: Model id reported by ``GET /v1/models`` and used in completions
            when the request does not name a model.

    Thread-safe: requests are served concurrently, the script queue and the
    request log are protected by a lock.
    """

    def __init__(
        self,
        script: Iterable[Action] | None = None,
        *,
        responder: Callable[[JSONDict], Action] | None = None,
        model: str = "fake-model",
    ) -> None:
        self.model = model
        self.responder = responder
        self.created = int(time.time())
        self._lock = threading.Lock()
        self._script: deque[Action] = deque()
        self._requests: list[JSONDict] = []
        self._ids = itertools.count(1)
        self._stopping = threading.Event()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None
        if script is not None:
            self.push(*script)

    # ---- lifecycle
    def start(self) -> FakeOpenAIServer:
        """Bind a free port on 127.0.0.1 and serve in a daemon thread. Returns ``self``."""
        if self._httpd is not None:
            raise RuntimeError("FakeOpenAIServer is already running")
        self._stopping = threading.Event()
        httpd = _Server(self)
        thread = threading.Thread(
            target=httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="FakeOpenAIServer",
            daemon=True,
        )
        self._httpd, self._thread = httpd, thread
        thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Stop serving, interrupt pending :class:`Delay` actions, cut open connections.

        Returns promptly (well under a second) even with pending delays or idle
        keep-alive connections; handler threads are joined for at most ``timeout``
        seconds in total. Idempotent.
        """
        httpd, thread = self._httpd, self._thread
        if httpd is None or thread is None:
            return
        self._stopping.set()
        httpd.shutdown()
        with httpd.conn_lock:
            connections = list(httpd.connections)
            handler_threads = list(httpd.handler_threads)
        for conn in connections:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        httpd.server_close()
        deadline = time.monotonic() + timeout
        for t in [*handler_threads, thread]:
            t.join(max(0.0, deadline - time.monotonic()))
        self._httpd = self._thread = None

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # ---- public state
    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1`` - pass it as the client's ``base_url``."""
        if self._httpd is None:
            raise RuntimeError("FakeOpenAIServer is not running; call start() first")
        port = self._httpd.server_address[1]
        return f"http://127.0.0.1:{port}/v1"

    @property
    def requests(self) -> list[JSONDict]:
        """JSON bodies of all ``POST /v1/chat/completions`` requests so far, in order.

        Faulted requests are included. Returns a snapshot copy (the list itself;
        the dicts are the parsed bodies).
        """
        with self._lock:
            return list(self._requests)

    @property
    def pending(self) -> int:
        """Number of scripted actions not consumed yet."""
        with self._lock:
            return len(self._script)

    def push(self, *actions: Action) -> None:
        """Append actions to the script queue."""
        for action in actions:
            if not isinstance(action, ACTION_TYPES):
                raise TypeError(f"not a FakeOpenAIServer action: {action!r}")
        with self._lock:
            self._script.extend(actions)

    # ---- clients
    def client(self, **kwargs: Any) -> openai.OpenAI:
        """An ``openai.OpenAI`` pointed at this server.

        Defaults: ``api_key="test"``, ``max_retries=0``; everything in ``kwargs``
        (``timeout``, ``max_retries``, ...) is passed to the constructor and wins.
        Close it (``with server.client() as c:``) to avoid ``ResourceWarning``.
        """
        kwargs.setdefault("base_url", self.base_url)
        kwargs.setdefault("api_key", "test")
        kwargs.setdefault("max_retries", 0)
        return openai.OpenAI(**kwargs)

    def async_client(self, **kwargs: Any) -> openai.AsyncOpenAI:
        """An ``openai.AsyncOpenAI`` pointed at this server (same defaults as :meth:`client`).

        Close it with ``await client.close()`` (or ``async with``) inside the event loop.
        """
        kwargs.setdefault("base_url", self.base_url)
        kwargs.setdefault("api_key", "test")
        kwargs.setdefault("max_retries", 0)
        return openai.AsyncOpenAI(**kwargs)

    # ---- internals (called from handler threads)
    def _record(self, body: JSONDict) -> int:
        with self._lock:
            self._requests.append(body)
            return len(self._requests) - 1

    def _next_action(self, body: JSONDict) -> Action:
        with self._lock:
            if self._script:
                return self._script.popleft()
        if self.responder is None:
            raise _ScriptExhausted("script exhausted and no responder set")
        action = self.responder(body)
        if not isinstance(action, ACTION_TYPES):
            raise TypeError(f"responder returned a non-action: {action!r}")
        return action

    def _completion(
        self,
        action: ToolCallReply | TextReply | LengthCut | EmptyChoices | WrongToolName,
        body: JSONDict,
    ) -> JSONDict:
        return completion_body(action, body, number=next(self._ids), default_model=self.model)
