"""A way of getting a thing chosen over its alternative: collection instead of delivery, or
back to delivery.

"Could you deliver it to 5 Mill Lane?" ... "Oh, I'll collect it then, no delivery": the request
to deliver and the address it goes to are no longer current; a state still saying "Delivery
address: 5 Mill Lane" would send the cake there. The reverse ("go back to delivery") retires
the collection's day and time. Only the user's own choice counts (a question asks nothing
yet); fields are matched by name ("delivery_address", "pickup_date").
"""

from __future__ import annotations

import re

from turnmem.fold.rules.prefilter import Guarded
from turnmem.fold.rules.work import Work

__all__ = ["switch_mode"]

_COLLECT = Guarded(
    r"\b(?:i'll|i will|we'll|we will|i can|we can|i'd rather|we'd rather|i prefer to|let me)"
    r"\s+(?:just\s+|rather\s+)?(?:collect|pick (?:it|them|the \w+) up|pick up|come and get)\b"
    r"|\bno delivery\b|\b(?:collection|pick-?up|click and collect) (?:it is|please|then"
    r"|instead|is fine|works|after all)\b|自取|自己(?:来)?取|到店取|不用送",
    re.IGNORECASE,
)
_DELIVER = Guarded(
    r"\b(?:go back to delivery|delivery (?:it is|please|then|instead|after all)"
    r"|deliver (?:it|them) (?:after all|instead|then)|(?:i'd|we'd) rather (?:have|get) (?:it"
    r"|them) delivered|no (?:collection|pick-?up))\b|还是送货|还是配送|送货上门吧",
    re.IGNORECASE,
)
_DELIVERY_WORDS = re.compile(r"deliver|ship|courier|送货|配送|快递|送到", re.IGNORECASE)
_COLLECT_WORDS = re.compile(r"collect|pick_?up|pickup|自取|取货", re.IGNORECASE)


def switch_mode(work: Work, norm: str, turn: int) -> bool:
    """Retire what the way not chosen needed (its open requests, its fields); True when the
    sentence chose one."""
    if _COLLECT.search(norm):
        gone, kept = _DELIVERY_WORDS, _COLLECT_WORDS
    elif _DELIVER.search(norm):
        gone, kept = _COLLECT_WORDS, _DELIVERY_WORDS
    else:
        return False
    for goal in work.recent("goal", active_goal=True):
        if gone.search(goal.value):
            work.update(goal, turn, "user", status="abandoned")
    for plan in work.plans:
        if plan.kind == "bool":  # a yes/no field ("delivery: bool") states the choice itself
            if gone.search(plan.name) or kept.search(plan.name):
                work.set_field(plan, bool(kept.search(plan.name)), turn, "user")
        elif gone.search(plan.name) and plan.kind != "literal":
            work.clear_field(plan, turn, "user")
    return True
