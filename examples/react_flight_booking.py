"""A ReAct flight-booking agent whose first search is folded away, then recalled from memory.

Run it::

    python examples/react_flight_booking.py          # offline: a scripted model on 127.0.0.1
    python examples/react_flight_booking.py --show-context   # also print the last request
    OPENAI_API_KEY=sk-... python examples/react_flight_booking.py    # a real model

The user asks for flights from Beijing to Shanghai next Friday (the agent calls
``search_flights``), then talks about other things for a few turns. With a 2-turn window the
flight search leaves the verbatim window and is *folded*: into the rolling summary and the typed
``TravelState``, while the raw turn stays in the SQLite archive where ``recall_k`` searches it.
Then the user asks "Which ones are in the afternoon?" and the agent answers from what memory put
in the context, without searching again.

What to copy into your agent:

* the ReAct loop with an *open turn* (``run_turn``): add the user message, ask for the
  context, call the model; add its tool call and the tool result, ask for the context again
  (memory may compress the new observation to stay in budget), call the model; add the reply;
* ``MemoryPolicy.structured(window_turns=2, fold_batch=2, recall_k=2)`` with a SQLite store:
  state + summary + recall snippets of folded turns + the newest turns verbatim;
* ``ctx.turn_indices`` / ``ctx.sections`` say which turns and tiers made up each call.

Offline, ``scripted_model`` plays the assistant behind ``turnmem.testing.FakeOpenAIServer``. It
answers the last question by reading the request it receives, exactly as a real model would:
if memory had lost the flights it could not name them.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import tempfile
from typing import Any

from openai import OpenAI

from turnmem import ConfigurationError, Context, MemoryPolicy, TokenCounter, TurnMemory
from turnmem.domains import TravelState
from turnmem.testing import Action, FakeOpenAIServer, TextReply, ToolCallReply

SYSTEM = (
    "You are a flight-booking assistant. Search with the tools, list flights compactly as "
    "'<flight> <departure time>', and answer follow-up questions from the conversation."
)
BUDGET = 1500
POLICY = MemoryPolicy.structured(
    window_turns=2,  # the last 2 turns verbatim
    fold_batch=2,  # fold two turns at a time once they leave the window
    recall_k=2,  # up to 2 snippets of folded turns, searched with the user's words
    # The search result (~500 tokens) must reach the model whole while its turn is current; the
    # default cap (400) would keep only the first flights. Old outputs are cleared anyway.
    observation_max_tokens=800,
)
FINAL_QUESTION = "Which ones are in the afternoon?"

# --- tools ----------------------------------------------------------------------------------

TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "search_flights",
            "description": "Search direct flights for one day.",
            "parameters": {
                "type": "object",
                "properties": {
                    "origin": {"type": "string"},
                    "destination": {"type": "string"},
                    "date": {"type": "string", "description": "e.g. 'next Friday' or 2025-06-13"},
                },
                "required": ["origin", "destination", "date"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Weather forecast for a city.",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
    },
]

FLIGHTS = [  # (flight, airline, departure, arrival, price in CNY)
    ("CA1501", "Air China", "07:50", "10:05", 980),
    ("HU7605", "Hainan Airlines", "13:15", "15:25", 860),
    ("CA1519", "Air China", "16:40", "18:55", 1040),
    ("MU5138", "China Eastern", "19:55", "22:05", 720),
]


def search_flights(origin: str, destination: str, date: str) -> str:
    """A list of flights with departure times, as a flight API returns it (verbose JSON)."""
    flights = [
        {
            "flight": code,
            "airline": airline,
            "from": f"{origin} Capital (PEK)",
            "to": f"{destination} Hongqiao (SHA)",
            "date": "2025-06-13",
            "departure": dep,
            "arrival": arr,
            "price_cny": price,
            "seats_left": 9,
            "baggage": "1 x 23 kg checked, 1 x 7 kg cabin",
            "fare_rules": "Changes CNY 200 before departure; refundable minus 10%.",
        }
        for code, airline, dep, arr, price in FLIGHTS
    ]
    return json.dumps({"query": {"date": date}, "flights": flights})


def get_weather(city: str) -> str:
    return json.dumps({"city": city, "forecast": "light rain", "high_c": 27, "low_c": 22})


def call_tool(name: str, arguments: str) -> str:
    try:
        args = json.loads(arguments or "{}")
        if name == "search_flights":
            return search_flights(**args)
        if name == "get_weather":
            return get_weather(**args)
        return json.dumps({"error": f"unknown tool {name}"})
    except (TypeError, ValueError) as exc:
        return json.dumps({"error": str(exc)})


# --- the scripted model (offline only) ------------------------------------------------------

CONVERSATION = [
    "Find flights from Beijing to Shanghai next Friday.",
    "What will the weather be like in Shanghai?",
    "Do I need my passport for a domestic flight?",
    "How long does the train take instead?",
    "Is there a metro from Hongqiao airport to the Bund?",
    FINAL_QUESTION,
]
FLIGHT_TIME = re.compile(r"\b([A-Z]{2}\d{3,4})\b[^A-Z\n]{0,12}?\b(\d{2}):(\d{2})\b")


def afternoon_flights(text: str) -> list[str]:
    """Flights departing 12:00-17:59 mentioned in ``text`` ('HU7605 13:15'), in order."""
    found = {f"{m[1]} {m[2]}:{m[3]}" for m in FLIGHT_TIME.finditer(text) if 12 <= int(m[2]) < 18}
    return sorted(found, key=lambda s: s.split()[1])


def scripted_model(body: dict[str, Any]) -> Action:
    """Plays the assistant: decides from the request's messages, like a model would."""
    messages = body["messages"]
    last_user = max(i for i, m in enumerate(messages) if m["role"] == "user")
    user = messages[last_user]["content"]
    tool_results = [m["content"] for m in messages[last_user:] if m["role"] == "tool"]
    if user == CONVERSATION[0]:
        if not tool_results:
            args = {"origin": "Beijing", "destination": "Shanghai", "date": "next Friday"}
            return ToolCallReply(args, name="search_flights")
        # Read the observation as text: memory may have compressed it (then it is not JSON).
        pairs = re.findall(r'"flight": ?"(\w+)".*?"departure": ?"([\d:]+)"', tool_results[0])
        listing = ", ".join(f"{code} {dep}" for code, dep in pairs)
        return TextReply(f"Next Friday: {listing}.")
    if user == CONVERSATION[1]:
        if not tool_results:
            return ToolCallReply({"city": "Shanghai"}, name="get_weather")
        return TextReply("Light rain, 22-27 °C. Pack an umbrella.")
    if user == FINAL_QUESTION:
        # Read everything memory sent (state, summary, recalled snippets, recent turns).
        context_text = "\n".join(str(m.get("content") or "") for m in messages[:last_user])
        found = afternoon_flights(context_text)
        if not found:
            return TextReply("I no longer have the flight list; shall I search again?")
        return TextReply("In the afternoon: " + " and ".join(found) + ".")
    canned = {
        CONVERSATION[2]: "No, your national ID card is enough for a domestic flight.",
        CONVERSATION[3]: "About 4.5 hours on a G train from Beijing South to Shanghai Hongqiao.",
        CONVERSATION[4]: "Yes: metro line 2 to East Nanjing Road, then a 10-minute walk.",
    }
    return TextReply(canned.get(user, "Sorry, I can't help with that."))


# --- the agent ------------------------------------------------------------------------------


def open_model(stack: contextlib.ExitStack) -> tuple[OpenAI, str]:
    """A real endpoint when one is configured, else an OpenAI client on the scripted server."""
    if os.environ.get("OPENAI_API_KEY") or os.environ.get("OPENAI_BASE_URL"):
        key = os.environ.get("OPENAI_API_KEY") or "not-needed"
        client = stack.enter_context(OpenAI(api_key=key))  # honours OPENAI_BASE_URL
        return client, os.environ.get("TURNMEM_MODEL") or "gpt-4.1-mini"
    server = stack.enter_context(FakeOpenAIServer(responder=scripted_model))
    return stack.enter_context(server.client()), "gpt-4o"


def token_counter(model: str) -> TokenCounter:
    try:
        return TokenCounter(model)
    except ConfigurationError:  # not an OpenAI model: approximate with o200k_base
        return TokenCounter(model, encoding="o200k_base")


def describe(ctx: Context) -> str:
    parts = ", ".join(f"{k} {v}" for k, v in ctx.sections.items() if v and k != "priming")
    turns = ",".join(f"t{i}" for i in ctx.turn_indices) or "-"
    return f"context {ctx.tokens}/{ctx.budget} tokens ({parts}); verbatim turns {turns}"


def memory_sections(ctx: Context) -> dict[str, str]:
    """The memory tiers of a context (state, summary, recall) by name, as sent to the model."""
    headers = {
        "Known state": "state",
        "Summary of earlier": "summary",
        "Possibly relevant": "recall",
    }
    out: dict[str, str] = {}
    for m in ctx.messages:
        content = str(m.get("content") or "")
        for prefix, name in headers.items():
            if m["role"] == "system" and content.startswith(prefix):
                out[name] = content
    return out


def run_turn(client: OpenAI, model: str, memory: TurnMemory, user_text: str) -> tuple[str, Context]:
    """One ReAct turn; returns the reply and the context of the last model call."""
    seen = len(memory.events)
    memory.add_messages([{"role": "user", "content": user_text}])  # opens the turn
    for n in range(1, 9):
        for event in memory.events[seen:]:  # folds run when turns are added
            print(f"  memory: {event.detail}")
        seen = len(memory.events)
        ctx = memory.context(budget=BUDGET)  # consult memory between tool steps
        print(f"  step {n}: {describe(ctx)}")
        completion = client.chat.completions.create(
            model=model,
            messages=ctx.messages,  # type: ignore[arg-type]  # plain dicts in the OpenAI format
            tools=TOOLS,  # type: ignore[arg-type]
        )
        msg = completion.choices[0].message
        tool_calls = [c for c in msg.tool_calls or [] if c.type == "function"]
        if not tool_calls:
            reply = msg.content or ""
            memory.add_messages([{"role": "assistant", "content": reply}])  # closes the turn
            return reply, ctx
        # turnmem takes plain dicts, not SDK objects: copy the fields of the message it needs.
        step: dict[str, Any] = {"role": "assistant", "content": msg.content, "tool_calls": []}
        results: list[dict[str, Any]] = []
        for c in tool_calls:
            name, arguments = c.function.name, c.function.arguments
            step["tool_calls"].append(
                {"id": c.id, "type": "function", "function": {"name": name, "arguments": arguments}}
            )
            output = call_tool(name, arguments)
            print(f"  act: {name}({arguments})")
            print(f"  observe: {len(output)} chars")
            results.append({"role": "tool", "tool_call_id": c.id, "content": output})
        memory.add_messages([step, *results])  # the open turn grows; memory may compress it
    raise RuntimeError("too many tool steps in one turn")


def main() -> None:
    parser = argparse.ArgumentParser(description="ReAct flight booking with turnmem.")
    parser.add_argument("--show-context", action="store_true", help="print the last request")
    show_context = parser.parse_args().show_context
    with contextlib.ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="turnmem-react-"))
        client, model = open_model(stack)
        memory = stack.enter_context(
            TurnMemory(
                system=SYSTEM,
                schema=TravelState,
                policy=POLICY,
                counter=token_counter(model),
                store=f"sqlite:///{tmp}/memory.db",  # a searchable archive: recall_k works
            )
        )
        print(f"model {model} via {client.base_url}; memory folder: {memory.folder_name}")
        reply, ctx = "", None
        for k, user_text in enumerate(CONVERSATION):
            print(f"\n[turn {k}] user: {user_text}")
            reply, ctx = run_turn(client, model, memory, user_text)
            print(f"  assistant: {reply}")
        assert ctx is not None

        # Where did the answer come from? Turn 0 (the search) is no longer sent verbatim ...
        print(f"\nlast question: turn 0 sent verbatim? {0 in ctx.turn_indices}")
        print(f"memory folded turns up to t{memory.folded_through}")
        # ... but memory's tiers carried the afternoon flights into the context:
        for name, text in memory_sections(ctx).items():
            flights = afternoon_flights(text)
            print(f"  {name}: {', '.join(flights) if flights else 'no afternoon flights'}")
        expected = afternoon_flights(" ".join(f"{code} {dep}," for code, _, dep, _, _ in FLIGHTS))
        print(f"afternoon flights in the search result: {', '.join(expected)}")
        print(f"final answer: {reply}")
        if show_context:
            print("\nthe last request's messages:")
            for m in ctx.messages:
                print(f"  {m['role']}: {m.get('content')}")


if __name__ == "__main__":
    main()
