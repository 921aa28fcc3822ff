"""A customer-service agent with turnmem: order lookup and refund tools, typed SupportState.

Run it::

    python examples/customer_service.py              # offline: a scripted model on 127.0.0.1
    OPENAI_API_KEY=sk-... python examples/customer_service.py        # a real model
    OPENAI_BASE_URL=http://localhost:8000/v1 TURNMEM_MODEL=qwen2.5-7b python examples/...

What to copy into your agent:

* one ``TurnMemory`` per conversation, with your state schema (here ``SupportState``: customer
  name, order id, issue category, promised actions, sentiment) and a small window, so old turns
  are folded into a summary and the typed state instead of being resent verbatim;
* the *open turn* loop (``run_turn``): add the user message, then before every model call ask
  the memory for the context; add the assistant's tool calls and the tool results as they
  happen; the assistant's final reply closes the turn;
* long tool outputs (``get_order`` returns ~4 KB of JSON) are stored raw but enter the context
  compressed (``observation_max_tokens``) and, once the turn is old, cleared.

With no ``OPENAI_API_KEY``/``OPENAI_BASE_URL`` the model is scripted: a local
``turnmem.testing.FakeOpenAIServer`` answers every request from ``SCRIPT`` below, so the code
path is the real ``openai`` client either way. The memory folds with its offline rule-based
folder then; with a key it folds with the LLM too (``TURNMEM_MODEL``, default gpt-4.1-mini).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from typing import Any, cast

from openai import OpenAI

from turnmem import ConfigurationError, Context, MemoryPolicy, TokenCounter, TurnMemory
from turnmem.context.render import render_state
from turnmem.domains import SupportState
from turnmem.testing import Action, FakeOpenAIServer, TextReply, ToolCallReply

SYSTEM = (
    "You are Ava, a support agent for the Northwind online shop. Look orders up with the tools "
    "before answering, refund only items the customer names, and be brief and exact."
)
BUDGET = 2000  # tokens per model call, tools excluded
POLICY = MemoryPolicy.structured(
    window_turns=2,  # the last 2 turns stay verbatim ...
    fold_batch=2,  # ... and older ones are folded two at a time (one folder call per 2 turns)
    observation_max_tokens=120,  # tool outputs longer than this are compressed in the context
)

# --- the tools (fake implementations; a real agent calls its order system here) -----------

TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "get_order",
            "description": "Look up an order by id: items, status, payment, tracking history.",
            "parameters": {
                "type": "object",
                "properties": {"order_id": {"type": "string", "description": "e.g. #W4923227"}},
                "required": ["order_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "refund_items",
            "description": "Refund some items of an order to the original payment method.",
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {"type": "string"},
                    "item_ids": {"type": "array", "items": {"type": "string"}},
                },
                "required": ["order_id", "item_ids"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "send_email",
            "description": "Email the customer a template (e.g. refund_receipt).",
            "parameters": {
                "type": "object",
                "properties": {"to": {"type": "string"}, "template": {"type": "string"}},
                "required": ["to", "template"],
            },
        },
    },
]


def get_order(order_id: str) -> str:
    """A long JSON answer, as order systems give: 12 items with descriptions, 9 scan events."""
    items = [
        {
            "item_id": str(7_000_000_000 + i),
            "name": f"Stainless water bottle 750 ml, colour {i}",
            "price": 25.5,
            "description": "Double-walled vacuum insulation keeps drinks cold for 24 hours. " * 2,
        }
        for i in range(12)
    ]
    history = [{"ts": f"2024-05-0{d}T10:00:00Z", "event": "scan"} for d in range(1, 10)]
    return json.dumps(
        {
            "order_id": order_id,
            "status": "delivered",
            "delivered_on": "2024-05-09",
            "payment": {"method": "visa", "last_four": "8902"},
            "items": items,
            "history": history,
        }
    )


def refund_items(order_id: str, item_ids: list[str]) -> str:
    amount = 25.5 * len(item_ids)
    return json.dumps(
        {"refund_id": "R-88123", "order_id": order_id, "amount": amount, "status": "pending"}
    )


def send_email(to: str, template: str) -> str:
    return json.dumps({"sent": True, "to": to, "template": template})


def call_tool(name: str, arguments: str) -> str:
    """Run one tool call; errors go back to the model as data, never crash the agent."""
    try:
        args = json.loads(arguments or "{}")
        if name == "get_order":
            return get_order(**args)
        if name == "refund_items":
            return refund_items(**args)
        if name == "send_email":
            return send_email(**args)
        return json.dumps({"error": f"unknown tool {name}"})
    except (TypeError, ValueError) as exc:
        return json.dumps({"error": str(exc)})


# --- the scripted model (offline only) -----------------------------------------------------

# user text -> what the model does: tool calls in order, then the reply.
SCRIPT: dict[str, list[Any]] = {
    "Hi, my name is Emma Klein. Order #W4923227 arrived and two bottles are dented.": [
        ("get_order", {"order_id": "#W4923227"}),
        "I see order #W4923227: 12 water bottles, delivered on 9 May. Which two are dented?",
    ],
    "Item 7000000003 and item 7000000005.": [
        "Noted: 7000000003 and 7000000005. Would you like a refund or a replacement?",
    ],
    "I want a refund to my original credit card, not store credit.": [
        ("refund_items", {"order_id": "#W4923227", "item_ids": ["7000000003", "7000000005"]}),
        "Refund R-88123 of $51.00 to your Visa ending 8902 is pending.",
    ],
    "How long will it take?": ["Usually 5 to 7 business days."],
    "Please email me the receipt at emma.klein@example.com.": [
        ("send_email", {"to": "emma.klein@example.com", "template": "refund_receipt"}),
        "Done: the receipt is on its way to emma.klein@example.com.",
    ],
    "What was the refund id again?": [None],  # answered from memory, see scripted_model
    "Thanks, that's all.": ["You're welcome, Emma. Have a good day!"],
}
CONVERSATION = list(SCRIPT)


def scripted_model(body: dict[str, Any]) -> Action:
    """Plays the assistant for the FakeOpenAIServer: reads the request like a model would."""
    messages = body["messages"]
    last_user = max(i for i, m in enumerate(messages) if m["role"] == "user")
    steps_done = sum(1 for m in messages[last_user:] if m["role"] == "tool")
    step = SCRIPT[messages[last_user]["content"]][steps_done]
    if isinstance(step, tuple):
        name, args = step
        return ToolCallReply(args, name=name)
    if step is None:  # look the refund up in what memory sent (the turn itself was folded)
        text = "\n".join(str(m.get("content") or "") for m in messages)
        found = re.search(r"R-\d+", text)
        step = f"It is {found.group(0)}." if found else "I no longer have it, sorry."
    return TextReply(step)


# --- the agent ------------------------------------------------------------------------------


def open_model(stack: contextlib.ExitStack) -> tuple[OpenAI, str]:
    """A real endpoint when one is configured, else an OpenAI client on the scripted server."""
    if os.environ.get("OPENAI_API_KEY") or os.environ.get("OPENAI_BASE_URL"):
        key = os.environ.get("OPENAI_API_KEY") or "not-needed"  # local servers take any key
        client = stack.enter_context(OpenAI(api_key=key))  # honours OPENAI_BASE_URL
        return client, os.environ.get("TURNMEM_MODEL") or "gpt-4.1-mini"
    server = stack.enter_context(FakeOpenAIServer(responder=scripted_model))
    return stack.enter_context(server.client()), "gpt-4o"


def token_counter(model: str) -> TokenCounter:
    """Exact counts for OpenAI models; o200k_base approximates models tiktoken does not know."""
    try:
        return TokenCounter(model)
    except ConfigurationError:
        return TokenCounter(model, encoding="o200k_base")


def describe(ctx: Context) -> str:
    parts = ", ".join(f"{k} {v}" for k, v in ctx.sections.items() if v and k != "priming")
    notes = "; ".join(
        f"{n.kind} t{n.turn_index} {n.tokens_before}->{n.tokens_after}"
        for n in ctx.notes
        if n.turn_index is not None
    )
    return f"context {ctx.tokens}/{ctx.budget} tokens ({parts})" + (f" [{notes}]" if notes else "")


def run_turn(client: OpenAI, model: str, memory: TurnMemory, user_text: str) -> str:
    """One user turn: model calls and tool calls until the model replies in text."""
    seen = len(memory.events)
    memory.add_messages([{"role": "user", "content": user_text}])  # opens the turn
    for call_no in range(1, 9):  # a cap on tool steps per turn
        for event in memory.events[seen:]:  # folds run when turns are added
            print(f"  memory: {event.detail}")
        seen = len(memory.events)
        ctx = memory.context(budget=BUDGET)  # consult memory before every model call
        print(f"  call {call_no}: {describe(ctx)}")
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
            return reply
        # turnmem takes plain dicts, not SDK objects: copy the fields of the message it needs.
        step: dict[str, Any] = {"role": "assistant", "content": msg.content, "tool_calls": []}
        results: list[dict[str, Any]] = []
        for c in tool_calls:
            name, arguments = c.function.name, c.function.arguments
            step["tool_calls"].append(
                {"id": c.id, "type": "function", "function": {"name": name, "arguments": arguments}}
            )
            output = call_tool(name, arguments)
            print(f"  tool {name}({arguments}) -> {len(output)} chars")
            results.append({"role": "tool", "tool_call_id": c.id, "content": output})
        memory.add_messages([step, *results])  # the open turn grows; memory may compress it
    raise RuntimeError("too many tool steps in one turn")


def main() -> None:
    with contextlib.ExitStack() as stack:
        client, model = open_model(stack)
        memory = stack.enter_context(
            TurnMemory(
                system=SYSTEM, schema=SupportState, policy=POLICY, counter=token_counter(model)
            )
        )
        print(f"model {model} via {client.base_url}; memory folder: {memory.folder_name}")
        for k, user_text in enumerate(CONVERSATION):
            print(f"\n[turn {k}] user: {user_text}")
            reply = run_turn(client, model, memory, user_text)
            print(f"  assistant: {reply}")

        state = cast(SupportState, memory.state)  # memory.state is typed as the base class
        print("\nfinal state (what the next model call sees):")
        print(render_state(state, 400, memory.counter))
        print(
            f"\ncustomer={state.customer_name!r} order={state.order_id!r} "
            f"issue={state.issue_category!r} turns stored={len(memory.turns)}"
        )


if __name__ == "__main__":
    main()
