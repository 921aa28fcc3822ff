"""Words of workflow steps, shared by :mod:`.checklist` and :mod:`.progress`: the step list
fields of a schema, a crude English stem, and the families of verbs that do one thing (a call or
report of one family does a step whose verb is of the same family).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from turnmem.fold.rules.text import content_words, word_set

if TYPE_CHECKING:
    from turnmem.fold.rules.fields import FieldPlan
    from turnmem.fold.rules.work import Work

__all__ = [
    "GENERIC",
    "does",
    "family",
    "fresh",
    "items_of",
    "plan_of",
    "set_lists",
    "stem",
    "stems",
    "step_verb",
]


def plan_of(work: Work, category: str) -> FieldPlan | None:
    """The field of ``category`` (``steps_pending``, ``steps_done``, ``blockers``, ``task``)."""
    return next((p for p in work.plans if p.category == category), None)


def items_of(work: Work, plan: FieldPlan | None) -> list[str]:
    """The items of a list field, as text (none without the field)."""
    value = work.fields.get(plan.name) if plan is not None else None
    return [str(v) for v in value] if isinstance(value, list) else []


def stem(word: str) -> str:
    """A crude English stem, for matching a step's words ("signed" and "sign", "receipts")."""
    for suffix in ("ing", "ed", "es", "s", "d"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def stems(text: str) -> set[str]:
    """The stems of the content words of ``text``, less the generic ones."""
    return {stem(w) for w in content_words(text)} - GENERIC


#: Words that say nothing about which step is meant.
GENERIC = word_set("step steps done item items task tasks thing things status pending finish")


# --- verbs ------------------------------------------------------------------------------------

#: Families of verbs that do one thing: a call or report of one family does a step whose verb
#: is of the same family. A step with no verb of these (a noun: "welcome lunch") is done by any.
_FAMILIES: tuple[frozenset[str], ...] = tuple(
    word_set(f)
    for f in (
        "book reserve schedule arrange sort organise organize plan",
        "create set setup open make add register enable activate provision grant",
        "order buy purchase choose pick select request",
        "send submit email mail forward file share",
        "sign countersign",
        "approve review accept",
        "run execute start launch deploy release rollout",
        "upload attach scan",
        "return ship collect",
        "pay transfer refund",
        "complete finish attend take watch",
        "install configure update upgrade",
        "categorise categorize classify tag",
        "reset unlock restore",
        "back backup save copy archive",
    )
)
_VERBS = frozenset().union(*_FAMILIES)
_IRREGULAR = {
    "sent": "send",
    "paid": "pay",
    "made": "make",
    "ran": "run",
    "took": "take",
    "set": "set",
    "put": "put",
    "wrote": "write",
    "gave": "give",
    "did": "do",
    "done": "do",
    "bought": "buy",
    "chose": "choose",
}


def _base(verb: str) -> str:
    """The verb of ``verb``'s family list ("uploaded" -> "upload", "categorised" ->
    "categorise"), else ``verb`` lower-cased."""
    low = verb.casefold()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    candidates = [low]
    if low.endswith("ied"):
        candidates.append(low[:-3] + "y")
    if low.endswith("ed"):
        candidates += [low[:-2], low[:-1]]
    return next((c for c in candidates if c in _VERBS), low)


def family(verb: str) -> frozenset[str] | None:
    """The family of verbs ``verb`` belongs to, if any."""
    base = _base(verb)
    return next((f for f in _FAMILIES if base in f), None)


def step_verb(step: str) -> str | None:
    """The leading verb of an English step ("sign the NDA" -> "sign"), None for a noun step."""
    words = re.findall(r"[A-Za-z]+", step)
    if not words or not step.lstrip()[:1].isascii():
        return None
    first = words[0].casefold()
    return first if first in _VERBS or first in ("get", "do", "set") else None


def does(verb: str, step: str) -> bool:
    """Whether doing ``verb`` does ``step``: same family, or the step names no verb."""
    own = step_verb(step)
    if own is None:
        return True
    fam = family(verb)
    return fam is not None and own in fam


# --- setting the lists -----------------------------------------------------------------------


def fresh(work: Work) -> bool:
    """True when the lists hold no steps of their own yet: empty, or only the task itself (an
    "I need to X" that was the whole request)."""
    pending = items_of(work, plan_of(work, "steps_pending"))
    done = items_of(work, plan_of(work, "steps_done"))
    if done:
        return False
    task = plan_of(work, "task")
    own = {str(work.fields.get(task.name) or "").casefold()} if task is not None else set()
    own |= {e.value.casefold() for _, e in work.new_goals}
    return all(p.casefold() in own for p in pending)


def set_lists(work: Work, pending: list[str], done: list[str], turn: int, origin: Any) -> None:
    """Set the pending and done lists (each item once) where they change."""
    plans = {c: plan_of(work, c) for c in ("steps_pending", "steps_done")}
    for cat, items in (("steps_pending", pending), ("steps_done", done)):
        plan = plans[cat]
        unique = list(dict.fromkeys(i for i in items if i))
        if plan is not None and unique != items_of(work, plan):
            work.set_field(plan, unique, turn, origin)
