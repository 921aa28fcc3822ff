"""The store benchmark's workload: realistic travel-desk turns, deterministic per seed."""

from __future__ import annotations

import json
import random
from typing import Any

from turnmem.turn import Observation, Step, ToolCall, Turn

__all__ = ["FULL_SIZE", "OPS", "QUICK_SIZE", "SYSTEM_PROMPT", "TOOL_EVERY", "make_turn"]

#: (sessions, turns per session) of the full run and of ``--quick``.
FULL_SIZE = (1000, 100)
QUICK_SIZE = (10, 30)
TOOL_EVERY = 3
SYSTEM_PROMPT = "You are a travel agent. Book flights and hotels; confirm prices before paying."
OPS = ("append", "load", "context")

_WORD_TEXT = (
    "flight hotel booking price budget window seat aisle return departure arrival airport "
    "luggage baggage meal vegetarian family children adults passport visa insurance refund "
    "change cancel confirm upgrade economy business premium morning evening night weekend "
    "direct layover connection terminal gate boarding check-in transfer taxi train rental car "
    "breakfast included pool gym wifi parking view balcony suite double twin single room "
    "please could you would like need want prefer maybe also then after before around about "
    "the a an and or but with without for from to at on in by of my our your their this that "
    "cheap expensive quick slow early late available sold out total per person night stay"
)
_CITY_TEXT = (
    "Shanghai Tokyo Paris Berlin Madrid Lisbon Rome Vienna Prague Oslo Dublin Boston Denver "
    "Seattle Austin Toronto Sydney Auckland Singapore Seoul"
)
_WORDS = _WORD_TEXT.split()
_CITIES = _CITY_TEXT.split()
_AIRLINES = ("Lufthansa", "Air France", "KLM", "United", "Delta", "ANA", "Qantas", "Iberia")


def _sentence(rng: random.Random, words: int) -> str:
    """Travel-desk text: a city in most messages, a date or a price in about a third."""
    out = [rng.choice(_WORDS) for _ in range(words)]
    if rng.random() < 0.7:
        out[rng.randrange(words)] = rng.choice(_CITIES)
    if rng.random() < 0.35:
        out[rng.randrange(words)] = f"{rng.randint(1, 28)} {rng.choice(('May', 'June', 'July'))}"
    if rng.random() < 0.35:
        out[rng.randrange(words)] = f"${rng.randint(80, 2400)}"
    return " ".join(out).capitalize() + "."


def _observation(rng: random.Random, target: int = 1024) -> str:
    """A tool result as JSON of about ``target`` bytes (flight offers, as a search API sends)."""
    offers: list[dict[str, Any]] = []
    payload: dict[str, Any] = {"status": "ok", "currency": "USD", "offers": offers}
    while True:
        offers.append(
            {
                "id": f"OF{rng.randrange(10**8):08d}",
                "airline": rng.choice(_AIRLINES),
                "from": rng.choice(_CITIES),
                "to": rng.choice(_CITIES),
                "depart": f"2025-0{rng.randint(5, 7)}-{rng.randint(10, 28)}"
                f"T{rng.randint(6, 22):02d}:00",
                "stops": rng.randint(0, 2),
                "price": round(rng.uniform(90, 2400), 2),
                "seats_left": rng.randint(1, 9),
            }
        )
        text = json.dumps(payload)
        if len(text) >= target - 120:
            return text


def make_turn(rng: random.Random, number: int) -> Turn:
    """Turn ``number`` (0-based) of a session: ~20 user words, ~40 reply words, and on every
    third turn one tool call with a ~1 KB JSON observation."""
    steps: list[Step] = []
    if number % TOOL_EVERY == TOOL_EVERY - 1:
        call_id = f"call_{rng.randrange(16**12):012x}"
        args = {"from": rng.choice(_CITIES), "to": rng.choice(_CITIES), "adults": rng.randint(1, 4)}
        steps.append(
            Step(
                reasoning=None,
                tool_calls=[
                    ToolCall(id=call_id, name="search_flights", arguments=json.dumps(args))
                ],
                observations=[Observation(tool_call_id=call_id, content=_observation(rng))],
            )
        )
    return Turn(
        user=_sentence(rng, rng.randint(16, 24)),
        steps=steps,
        response=_sentence(rng, rng.randint(32, 48)),
    )
