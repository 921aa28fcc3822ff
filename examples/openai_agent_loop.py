"""turnmem dropped into a plain OpenAI tool-calling loop.

Run it::

    python examples/openai_agent_loop.py             # offline: scripted answers on 127.0.0.1
    OPENAI_API_KEY=sk-... python examples/openai_agent_loop.py       # a real model
    OPENAI_BASE_URL=http://localhost:11434/v1 TURNMEM_MODEL=qwen2.5 python examples/...

The loop is the one in the OpenAI docs, with two changes (marked ``# turnmem``):

1. ``messages=memory.context().messages`` instead of the ever-growing ``messages`` list;
2. ``memory.add_messages([...])`` instead of ``messages.append(...)``: the assistant message and
   the tool results go in as they happen.

Everything else (tools, ``tool_calls``, ``tool_call_id``) is unchanged, and the printout
compares what each call sends with what the full history would cost.

Offline the endpoint is ``turnmem.testing.FakeOpenAIServer``: the scripted
``ToolCallReply``/``TextReply`` actions of ``SCRIPT`` answer the requests in order, then a
``responder`` answers the last question by reading the request (the memory's summary).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from typing import Any

from openai import OpenAI

from turnmem import ConfigurationError, MemoryPolicy, TokenCounter, TurnMemory
from turnmem.testing import Action, FakeOpenAIServer, TextReply, ToolCallReply

SYSTEM = "You are a concise travel helper. Use the tools; answer in one or two sentences."
CONTEXT_WINDOW = 4000  # pretend the model has a small window
REPLY_RESERVE = 500  # tokens kept free for the answer

TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Weather forecast for a city and day.",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "day": {"type": "string"}},
                "required": ["city"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "convert_currency",
            "description": "Convert an amount between currencies.",
            "parameters": {
                "type": "object",
                "properties": {
                    "amount": {"type": "number"},
                    "from_currency": {"type": "string"},
                    "to_currency": {"type": "string"},
                },
                "required": ["amount", "from_currency", "to_currency"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "search_help_center",
            "description": "Full-text search of the airline's help center; returns articles.",
            "parameters": {
                "type": "object",
                "properties": {"query": {"type": "string"}},
                "required": ["query"],
            },
        },
    },
]

RATES = {"EUR": 1.086, "USD": 1.0, "JPY": 0.0067, "GBP": 1.27}  # in USD


def run_tool(name: str, arguments: str) -> str:
    """The tools (fakes). Errors are returned to the model as data."""
    try:
        args = json.loads(arguments or "{}")
        if name == "get_weather":
            forecast = {"sky": "sunny", "high_c": 24, "low_c": 16}
            return json.dumps({"city": args["city"], "day": args.get("day", "today"), **forecast})
        if name == "convert_currency":
            usd = float(args["amount"]) * RATES[args["from_currency"].upper()]
            value = round(usd / RATES[args["to_currency"].upper()], 2)
            return json.dumps({**args, "result": value})
        if name == "search_help_center":  # long articles: what help-center searches return
            article = (
                "Economy fares include one checked bag of up to 23 kg and one cabin bag of up to "
                "7 kg. Infants under two travel with one 10 kg bag and a folding stroller free of "
                "charge. Extra bags cost 60 EUR each when bought online. "
            )
            hits = [{"title": f"Baggage rules, part {i}", "body": article * 4} for i in range(1, 6)]
            return json.dumps({"query": args["query"], "results": hits})
        return json.dumps({"error": f"unknown tool {name}"})
    except (KeyError, TypeError, ValueError) as exc:
        return json.dumps({"error": repr(exc)})


USER_MESSAGES = [
    "What's the weather in Lisbon tomorrow?",
    "How much is 250 euros in US dollars?",
    "What does the help center say about baggage allowances?",
    "And for a baby under two?",
    "Convert 1200 dollars to yen, please.",
    "Remind me: what was the weather going to be in Lisbon?",
]

# The offline model: one action per request, in order (a real model decides for itself).
SCRIPT: list[Action] = [
    ToolCallReply({"city": "Lisbon", "day": "tomorrow"}, name="get_weather"),
    TextReply("Tomorrow in Lisbon: sunny, 16-24 °C."),
    ToolCallReply(
        {"amount": 250, "from_currency": "EUR", "to_currency": "USD"}, name="convert_currency"
    ),
    TextReply("250 EUR is about 271.50 USD."),
    ToolCallReply({"query": "baggage allowance"}, name="search_help_center"),
    TextReply("Economy includes one 23 kg checked bag and one 7 kg cabin bag."),
    TextReply("A baby under two gets one 10 kg bag and a folding stroller for free."),
    ToolCallReply(
        {"amount": 1200, "from_currency": "USD", "to_currency": "JPY"}, name="convert_currency"
    ),
    TextReply("1200 USD is about 179,104 JPY."),
]


def responder(body: dict[str, Any]) -> Action:
    """After the script: answer from the request, i.e. from what memory sent."""
    sent = "\n".join(str(m.get("content") or "") for m in body["messages"])
    found = re.search(r"Lisbon: (\w+), (\d+-\d+ °C)", sent)
    if found:
        return TextReply(f"It was going to be {found[1]} in Lisbon, {found[2]}.")
    return TextReply("I don't remember, sorry.")


def token_counter(model: str) -> TokenCounter:
    try:
        return TokenCounter(model)
    except ConfigurationError:  # not an OpenAI model: approximate with o200k_base
        return TokenCounter(model, encoding="o200k_base")


def agent_turn(
    client: OpenAI, model: str, memory: TurnMemory, user_text: str, history: list[dict[str, Any]]
) -> str:
    """The standard tool loop; ``history`` is the naive full transcript, kept for comparison."""
    budget = CONTEXT_WINDOW - REPLY_RESERVE - memory.counter.count_tools(TOOLS)
    new: list[dict[str, Any]] = [{"role": "user", "content": user_text}]
    while True:
        seen = len(memory.events)
        memory.add_messages(new)  # turnmem: record what happened since the last call
        history.extend(new)
        for event in memory.events[seen:]:  # folds run when turns are added
            print(f"  memory: {event.detail}")
        ctx = memory.context(budget=budget)  # turnmem: the budgeted prompt
        full = memory.counter.count_messages([{"role": "system", "content": SYSTEM}, *history])
        compressed = [f"t{n.turn_index} {n.kind}" for n in ctx.notes if n.turn_index is not None]
        print(
            f"  call: sends {ctx.tokens} tokens (full history {full}); "
            f"tiers {', '.join(k for k, v in ctx.sections.items() if v and k != 'priming')}"
            + (f"; {', '.join(compressed)}" if compressed else "")
        )
        response = client.chat.completions.create(
            model=model,
            messages=ctx.messages,  # type: ignore[arg-type]  # turnmem: instead of `messages`
            tools=TOOLS,  # type: ignore[arg-type]
        )
        message = response.choices[0].message
        tool_calls = [c for c in message.tool_calls or [] if c.type == "function"]
        assistant: dict[str, Any] = {"role": "assistant", "content": message.content}
        if not tool_calls:
            assistant["content"] = message.content or ""
            memory.add_messages([assistant])  # turnmem: the reply closes the turn
            history.append(assistant)
            return str(assistant["content"])
        assistant["tool_calls"] = [
            {
                "id": c.id,
                "type": "function",
                "function": {"name": c.function.name, "arguments": c.function.arguments},
            }
            for c in tool_calls
        ]
        new = [assistant]
        for call in tool_calls:
            output = run_tool(call.function.name, call.function.arguments)
            print(f"  tool: {call.function.name}({call.function.arguments}) -> {len(output)} chars")
            new.append({"role": "tool", "tool_call_id": call.id, "content": output})


def main() -> None:
    with contextlib.ExitStack() as stack:
        if os.environ.get("OPENAI_API_KEY") or os.environ.get("OPENAI_BASE_URL"):
            key = os.environ.get("OPENAI_API_KEY") or "not-needed"
            client = stack.enter_context(OpenAI(api_key=key))  # honours OPENAI_BASE_URL
            model = os.environ.get("TURNMEM_MODEL") or "gpt-4.1-mini"
        else:
            server = stack.enter_context(FakeOpenAIServer(SCRIPT, responder=responder))
            client, model = stack.enter_context(server.client()), "gpt-4o"
        memory = stack.enter_context(
            TurnMemory(
                system=SYSTEM,
                counter=token_counter(model),
                policy=MemoryPolicy.structured(window_turns=3, fold_batch=2),
            )
        )
        print(f"model {model} via {client.base_url}; memory folder: {memory.folder_name}")
        history: list[dict[str, Any]] = []
        for k, text in enumerate(USER_MESSAGES):
            print(f"\n[turn {k}] user: {text}")
            reply = agent_turn(client, model, memory, text, history)
            print(f"  assistant: {reply}")
        print(f"\n{len(memory.turns)} turns stored; summary covers t0..t{memory.folded_through}")


if __name__ == "__main__":
    main()
