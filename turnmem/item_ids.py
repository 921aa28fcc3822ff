"""The id floors of item lists: the largest numeric id per prefix (``{"g": 3, "f": 12}``).

:func:`turnmem.state.apply` gives a new item the id after the floor of its prefix among the
active and retired items. The retired list holds up to ``max_retired`` items and a fold reads
its floor three times (the offline folder's working copy, its check of its own updates, the
memory's apply), so the floor of the retired lists seen last is remembered here.
"""

from __future__ import annotations

from typing import Any

__all__ = ["item_floor", "merge_floor", "remember_floor", "retired_floor"]


def item_floor(items: list[Any]) -> dict[str, int]:
    """The largest numeric id per prefix among ``items`` (``{"g": 3, "f": 12}``)."""
    floor: dict[str, int] = {}
    for i in items:
        iid = i.id
        number = iid[1:]
        if number.isdigit():
            n = int(number)
            if n > floor.get(iid[:1], -1):
                floor[iid[:1]] = n
    return floor


# apply and prune never change a retired list in place (they build a new one, or pass the old
# one on), so a list's floor is kept by identity (and length, so an append by hand is seen).
_RETIRED_FLOORS: dict[int, tuple[list[Any], int, dict[str, int]]] = {}


def remember_floor(retired: list[Any], floor: dict[str, int]) -> dict[str, int]:
    """Remember ``floor`` as the floor of the retired list ``retired`` (and return it)."""
    if len(_RETIRED_FLOORS) >= 32:
        _RETIRED_FLOORS.clear()
    _RETIRED_FLOORS[id(retired)] = (retired, len(retired), floor)
    return floor


def retired_floor(retired: list[Any]) -> dict[str, int]:
    """:func:`item_floor` of a retired list, remembered (callers must not change the dict)."""
    hit = _RETIRED_FLOORS.get(id(retired))
    if hit is not None and hit[0] is retired and hit[1] == len(retired):
        return hit[2]
    return remember_floor(retired, item_floor(retired))


def merge_floor(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    """The floor of two lists from theirs."""
    return {k: max(a.get(k, 0), b.get(k, 0)) for k in {*a, *b}}
