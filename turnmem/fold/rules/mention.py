"""One statement found in a clause: the value the offline folder's pattern readers pass on."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Mention"]


@dataclass(frozen=True)
class Mention:
    """One statement found in a clause: positions are relative to the text searched."""

    family: str  # name | pref | goal | status | allergy | entity
    tag: str  # polarity, goal status, entity key, or "" when the family needs none
    value: str
    start: int
    end: int
    vstart: int
    vend: int
    kind: str = ""  # how the rule reads in a question: want | need | request | named | ""
