"""An asyncio chat service: one ``AsyncTurnMemory`` per session id, all in one SQLite file.

Run it::

    python examples/async_service.py                 # plays two concurrent sessions, exits
    python examples/async_service.py --serve         # serves on 127.0.0.1:8765 until Ctrl-C
    python examples/async_service.py --serve --port 9000 --db sessions.db
    OPENAI_API_KEY=sk-... python examples/async_service.py --serve   # replies from a real model

Protocol (one JSON object per line, over plain TCP; try it with ``nc 127.0.0.1 8765``)::

    > {"session": "alice", "text": "Hi, my order #W1234567 arrived broken."}
    < {"session": "alice", "reply": "...", "context_tokens": 187, "memory": ["folded ..."]}
    > {"session": "alice", "cmd": "state"}
    < {"session": "alice", "state": "Customer name: ...", "turns": 4}

What to copy into your service:

* one async store for the process (``open_async_store("sqlite:///...")``) shared by every
  session's memory: SQLite in WAL mode on its own thread, every turn persisted before the
  call returns, the event loop never blocked;
* one ``AsyncTurnMemory`` per session id, created on first use with
  ``await AsyncTurnMemory.open(...)`` (the token encoding loads off the loop, the session is
  read from the store) and reopened after a restart (the same ``session_id`` gives back turns,
  summary and state);
* one ``asyncio.Lock`` per session: turns of one session are sequential, sessions run
  concurrently (the store detects two writers folding one session and the memory reloads);
* the async API: ``await memory.context(...)``, ``await memory.add_messages(...)``,
  ``await memory.turns()``; with an LLM folder, folds run in a background task
  (``fold_mode="auto"``), so a reply never waits for a summary.

Without ``OPENAI_API_KEY``/``OPENAI_BASE_URL`` replies come from a scripted model behind
``turnmem.testing.FakeOpenAIServer`` (via ``openai.AsyncOpenAI``), and the memory folds offline.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import tempfile
from pathlib import Path
from typing import Any

from openai import AsyncOpenAI

from turnmem import AsyncTurnMemory, ConfigurationError, MemoryPolicy, TokenCounter
from turnmem.context.render import render_state
from turnmem.domains import SupportState
from turnmem.store.aio import AsyncSessionStore, open_async_store
from turnmem.testing import Action, FakeOpenAIServer, TextReply

SYSTEM = "You are a support agent for the Northwind shop. Be brief and exact."
POLICY = MemoryPolicy.structured(window_turns=2, fold_batch=2)
BUDGET = 2000

# --- the scripted model (offline only) ------------------------------------------------------

REPLIES = {
    "Hi, I'm Alice Chen. My order #W1234567 arrived with a cracked screen.":
        "Sorry about that, Alice. Would you like a refund or a replacement?",
    "A replacement please, I don't want a refund.":
        "A replacement for order #W1234567 is booked; it ships tomorrow.",
    "Can you send the return label to alice@example.com?":
        "Done: the return label is on its way to alice@example.com.",
    "Which order was that again?": "Order #W1234567.",
    "Hello, this is Bob Smith. Order #W7654321 is three days late.":
        "Sorry, Bob. Order #W7654321 is in transit and due on Friday.",
    "I need it before Thursday, it's a birthday present.":
        "I have asked the courier for priority delivery before Thursday.",
    "If it misses Thursday I want a refund.":
        "Understood: if it misses Thursday we refund it in full.",
    "What did you promise me?":
        "Priority delivery before Thursday, or a full refund if it is late.",
}  # fmt: skip
SESSIONS = {
    "alice": [t for t in REPLIES if t.startswith(("Hi, I'm Alice", "A repl", "Can you", "Which"))],
    "bob": [t for t in REPLIES if t.startswith(("Hello, this", "I need", "If it", "What did"))],
}


def scripted_model(body: dict[str, Any]) -> Action:
    """Plays the assistant: one canned reply per user message (a real model reads the context)."""
    user = body["messages"][-1]["content"]
    return TextReply(REPLIES.get(user, f"Noted: {user}"))


# --- the service ----------------------------------------------------------------------------


def token_counter(model: str) -> TokenCounter:
    try:
        return TokenCounter(model)
    except ConfigurationError:  # not an OpenAI model: approximate with o200k_base
        return TokenCounter(model, encoding="o200k_base")


class ChatService:
    """Sessions by id, each with its own memory and lock, all in one store."""

    def __init__(self, store: AsyncSessionStore, client: AsyncOpenAI, model: str) -> None:
        self.store = store
        self.client = client
        self.model = model
        self.counter = token_counter(model)
        self.memories: dict[str, AsyncTurnMemory] = {}
        self.locks: dict[str, asyncio.Lock] = {}

    async def memory(self, session_id: str) -> AsyncTurnMemory:
        """The session's memory: created on first use, or reopened from the store."""
        if session_id not in self.memories:
            self.memories[session_id] = await AsyncTurnMemory.open(
                system=SYSTEM,
                schema=SupportState,
                policy=POLICY,
                counter=self.counter,
                store=self.store,  # shared; the service closes it, not the memories
                session_id=session_id,
            )
        return self.memories[session_id]

    async def chat(self, session_id: str, text: str) -> dict[str, Any]:
        """One turn of one session."""
        lock = self.locks.setdefault(session_id, asyncio.Lock())
        async with lock:  # turns of one session in order; other sessions run meanwhile
            memory = await self.memory(session_id)
            seen = len(memory.events)
            ctx = await memory.context(text, budget=BUDGET)
            completion = await self.client.chat.completions.create(
                model=self.model,
                messages=ctx.messages,  # type: ignore[arg-type]
            )
            reply = completion.choices[0].message.content or ""
            await memory.add_messages(
                [{"role": "user", "content": text}, {"role": "assistant", "content": reply}]
            )  # persisted in SQLite; folds run here
            return {
                "session": session_id,
                "reply": reply,
                "context_tokens": ctx.tokens,
                "memory": [e.detail for e in memory.events[seen:]],
            }

    async def state(self, session_id: str) -> dict[str, Any]:
        memory = await self.memory(session_id)
        text = render_state(memory.state, 400, memory.counter)
        turns = len(await memory.turns())
        return {"session": session_id, "state": text, "turns": turns}

    async def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        session = request.get("session")
        if not isinstance(session, str) or not session or ":" in session:
            return {"error": "'session' must be a non-empty string without ':'"}
        if request.get("cmd") == "state":
            return await self.state(session)
        text = request.get("text")
        if not isinstance(text, str) or not text.strip():
            return {"error": "'text' must be a non-empty string"}
        return await self.chat(session, text)

    async def serve_connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        """JSON lines in, JSON lines out, until the client closes the connection."""
        try:
            while line := await reader.readline():
                try:
                    answer = await self.handle(json.loads(line))
                except (ValueError, AttributeError) as exc:  # bad JSON or not an object
                    answer = {"error": f"bad request: {exc}"}
                writer.write(json.dumps(answer, ensure_ascii=False).encode() + b"\n")
                await writer.drain()
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()

    async def close(self) -> None:
        for memory in self.memories.values():
            await memory.close()  # waits for a running fold; the shared store stays open
        self.memories.clear()


# --- scripted self-play and the entry point -------------------------------------------------


async def play_session(port: int, session: str, lines: list[str]) -> None:
    """A client of the line protocol: sends one session's messages, prints the answers."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        for text in lines:
            writer.write(json.dumps({"session": session, "text": text}).encode() + b"\n")
            await writer.drain()
            answer = json.loads(await reader.readline())
            print(f"[{session}] > {text}")
            notes = "".join(f"; memory: {d}" for d in answer["memory"])
            tokens = answer["context_tokens"]
            print(f"[{session}] < {answer['reply']} (context {tokens} tokens{notes})")
    finally:
        writer.close()
        await writer.wait_closed()


async def run(args: argparse.Namespace, client: AsyncOpenAI, model: str, db: Path) -> None:
    store = open_async_store(f"sqlite:///{db}")
    service = ChatService(store, client, model)
    try:
        server = await asyncio.start_server(service.serve_connection, "127.0.0.1", args.port)
        port = server.sockets[0].getsockname()[1]
        async with server:
            if args.serve:
                print(
                    f"listening on 127.0.0.1:{port} (sessions in {db}); Ctrl-C to stop", flush=True
                )
                stop = asyncio.Event()
                with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows
                    for sig in (signal.SIGINT, signal.SIGTERM):
                        asyncio.get_running_loop().add_signal_handler(sig, stop.set)
                await stop.wait()
                print("stopping", flush=True)
                return
            print(f"service on 127.0.0.1:{port}; sessions in {db}")
            await asyncio.gather(*(play_session(port, s, lines) for s, lines in SESSIONS.items()))
        await service.close()

        # A restart: a fresh service reopens the sessions from the same SQLite file.
        print("\nafter a restart, from the SQLite store:")
        again = ChatService(store, client, model)
        for session in SESSIONS:
            info = await again.state(session)
            print(f"[{session}] {info['turns']} turns; state:")
            for line in info["state"].splitlines():
                print(f"    {line}")
        await again.close()
    finally:
        await service.close()
        store_close = getattr(store, "aclose", None)
        if callable(store_close):
            await store_close()


async def main_async(args: argparse.Namespace) -> None:
    async with contextlib.AsyncExitStack() as stack:
        if args.db:
            db = Path(args.db).resolve()
        else:
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="turnmem-service-"))
            db = Path(tmp) / "sessions.db"
        if os.environ.get("OPENAI_API_KEY") or os.environ.get("OPENAI_BASE_URL"):
            key = os.environ.get("OPENAI_API_KEY") or "not-needed"
            client = AsyncOpenAI(api_key=key)  # honours OPENAI_BASE_URL
            model = os.environ.get("TURNMEM_MODEL") or "gpt-4.1-mini"
        else:
            server = stack.enter_context(FakeOpenAIServer(responder=scripted_model))
            client, model = server.async_client(), "gpt-4o"
        await stack.enter_async_context(client)
        await run(args, client, model, db)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--serve", action="store_true", help="keep serving until Ctrl-C")
    parser.add_argument("--port", type=int, default=None, help="port (default 8765 with --serve)")
    parser.add_argument("--db", help="SQLite file for the sessions (default: a temporary file)")
    args = parser.parse_args()
    if args.port is None:
        args.port = 8765 if args.serve else 0  # 0: any free port for the self-play
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
