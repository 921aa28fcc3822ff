"""A workflow bot that tracks a multi-step task in ``WorkflowState`` and prints its progress.

Run it::

    python examples/workflow_bot.py                  # offline: a scripted model on 127.0.0.1
    OPENAI_API_KEY=sk-... python examples/workflow_bot.py            # a real model

An HR coordinator walks the bot through onboarding a new hire: the steps come up one by one, the
coordinator reports each one done (or blocked), and after every turn the bot prints a progress
line read straight from ``memory.state``: the goals with their status (open / in_progress /
done / abandoned) and the schema's ``steps_done`` / ``steps_pending`` / ``blockers`` lists when
the folder fills them (an LLM folder does; the offline rule folder tracks goals only).

What to copy into your agent:

* ``extract="every_turn"``: after each complete turn the memory extracts state updates from that
  turn (one small LLM call with a real folder), so ``memory.state`` is current *between* folds and
  your code can branch on it (here: the progress line, and stopping when every goal is done);
* the tool-less turn pattern: ``memory.context(user_text)`` builds the prompt *with* the new
  input, then ``memory.add_messages([user, assistant])`` records the finished turn;
* ``memory.state`` is an instance of your schema: read its typed fields, never parse the prompt.

Offline, ``scripted_model`` plays the assistant behind ``turnmem.testing.FakeOpenAIServer`` and
names the next step from the state section memory put in its prompt.
"""

from __future__ import annotations

import contextlib
import os
import re
from typing import Any, cast

from openai import OpenAI

from turnmem import ConfigurationError, MemoryPolicy, TokenCounter, TurnMemory
from turnmem.domains import WorkflowState
from turnmem.testing import Action, FakeOpenAIServer, TextReply

SYSTEM = (
    "You are an onboarding assistant for an HR coordinator. Track every step the coordinator "
    "mentions, confirm what is done, and always name the next open step. One or two sentences."
)
POLICY = MemoryPolicy.structured(
    window_turns=2,
    fold_batch=2,
    extract="every_turn",  # keep memory.state current after every turn, not only at folds
)
BUDGET = 1200

CONVERSATION = [
    "Help me onboard our new hire Ana Lopez before Monday.",
    "First I need to create her email account.",
    "The account works, that's done: email account.",
    "Next I need to order a laptop for her, a 14-inch MacBook Pro.",
    "I also need to set up payroll.",
    "The laptop arrived, that's done: laptop.",
    "I need to book the security training for Tuesday 10am.",
    "Payroll is blocked until her bank details arrive.",
    "The bank details arrived, so that's done: payroll.",
    "Training confirmed, that's done: security training.",
    "That's all done: onboarding Ana.",
]

# --- the scripted model (offline only) ------------------------------------------------------

_GOAL_LINE = re.compile(r"^goal \[(open|in_progress)\]: (.+?)(?: \(t[^)]*\))?$", re.MULTILINE)


def scripted_model(body: dict[str, Any]) -> Action:
    """Plays the assistant: acknowledges, then names the newest open step memory reports."""
    messages = body["messages"]
    state_text = next(
        (m["content"] for m in messages if str(m.get("content", "")).startswith("Known state")),
        "",
    )
    user = messages[-1]["content"]
    # The state was extracted before this message: skip the step the user is reporting on.
    said = set(re.findall(r"[a-z]{4,}", user.lower()))
    open_steps = [
        g for _, g in _GOAL_LINE.findall(state_text) if not said & set(re.findall(r"[a-z]{4,}", g))
    ]
    ack = "Noted." if "done" not in user else "Great, marked as done."
    if "blocked" in user:
        ack = "Understood, I'll keep it as a blocker."
    if not state_text:
        return TextReply(f"{ack} What is the first step?")
    if not open_steps:
        return TextReply(f"{ack} Nothing else is open.")
    return TextReply(f"{ack} Still open: {open_steps[-1]}.")


# --- the bot ---------------------------------------------------------------------------------


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


def progress_line(state: WorkflowState) -> str:
    """One line of progress, from the typed state only."""
    done = [g.value for g in state.goals if g.status == "done"]
    pending = [g.value for g in state.goals if g.status in ("open", "in_progress")]
    line = f"progress {len(done)}/{len(done) + len(pending)} done"
    if pending:
        line += " | pending: " + "; ".join(pending)
    # The schema's own lists, filled by an LLM folder (the offline folder leaves them empty).
    if state.steps_done or state.steps_pending:
        line += f" | steps done {state.steps_done} pending {state.steps_pending}"
    if state.blockers:
        line += " | blockers: " + "; ".join(state.blockers)
    return line


def main() -> None:
    with contextlib.ExitStack() as stack:
        client, model = open_model(stack)
        memory = stack.enter_context(
            TurnMemory(
                system=SYSTEM, schema=WorkflowState, policy=POLICY, counter=token_counter(model)
            )
        )
        print(f"model {model} via {client.base_url}; memory folder: {memory.folder_name}")
        seen = 0
        for k, user_text in enumerate(CONVERSATION):
            ctx = memory.context(user_text, budget=BUDGET)
            completion = client.chat.completions.create(model=model, messages=ctx.messages)  # type: ignore[arg-type]
            reply = completion.choices[0].message.content or ""
            memory.add_messages(
                [{"role": "user", "content": user_text}, {"role": "assistant", "content": reply}]
            )  # extraction (every_turn) and folds run here
            state = cast(WorkflowState, memory.state)
            print(f"\n[turn {k}] user: {user_text}")
            print(f"  assistant: {reply}")
            print(f"  context {ctx.tokens}/{ctx.budget} tokens, verbatim turns {ctx.turn_indices}")
            for event in memory.events[seen:]:
                print(f"  memory: {event.detail}")
            seen = len(memory.events)
            print(f"  {progress_line(state)}")

        state = cast(WorkflowState, memory.state)
        finished = bool(state.goals) and all(g.status == "done" for g in state.goals)
        print(f"\nworkflow finished: {finished}")


if __name__ == "__main__":
    main()
