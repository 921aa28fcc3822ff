"""Goal status from the user's words: done, abandoned, and cancellation scoped to what it names.

* A status that **names** something ("the laptop arrived", "合同签好了", "cancel the security
  training", "never mind the invoice", "发票不用了") changes only the open goal sharing most
  words with the name. Without such a goal, a cancellation retires the preferences and facts
  it names (a "must have: an invoice" leaves the state); a verb-first "cancel X" that names
  nothing stored is a request of its own ("cancel my subscription"); a done report that names
  nothing is left alone.
* A status that names nothing ("never mind", "that's done", "算了") is about the newest open
  goal, but a bare "never mind" / "算了" followed by more words in the same sentence ("算了，
  寄到家里吧") is a change of mind about a detail, not a cancellation: nothing is abandoned.
* An abandoned goal leaves the pending steps; a done one moves to the done steps
  (:mod:`turnmem.fold.rules.steps`).
"""

from __future__ import annotations

import re

from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.steps import drop_pending, mark_done
from turnmem.fold.rules.text import clean, content_words, word_set
from turnmem.fold.rules.work import Entry, Work

__all__ = ["apply_status"]

_DROP = re.compile(r"\b(?:forget|drop|skip|scrap|scratch|no need for)\b", re.IGNORECASE)
_FILLER = word_set("then anyway please thanks thank okay actually though also now really")


def _named_goal(work: Work, words: set[str], *, done: bool = False) -> Entry | None:
    """The open goal (``done``: or done one) sharing most words with ``words``."""
    goals = work.recent("goal", active_goal=not done)
    goals = [g for g in goals if g.status in ("open", "in_progress", "done")]
    overlap = [len(words & content_words(g.value)) for g in goals]
    best = max(range(len(goals)), key=lambda k: (overlap[k], -k), default=None)
    return goals[best] if best is not None and overlap[best] else None


def _retire_named(work: Work, words: set[str], turn: int) -> bool:
    """Retire the preferences and facts a cancellation names; True if any."""
    hits = [
        e
        for e in work.entries
        if e.kind in ("preference", "fact") and words & content_words(e.value)
    ]
    for entry in hits:
        work.remove(entry, turn, "user")
    return bool(hits)


#: The words a goal about a person uses for them, by the pronoun of the hand-over.
_ABOUT = {
    "her": r"\bher\b",
    "him": r"\b(?:him|his)\b",
    "them": r"\b(?:them|their)\b",
    "他": "他",
    "她": "她",
    "他们": "他们",
    "她们": "她们",
}


def _hand_over(work: Work, pronoun: str, turn: int) -> None:
    """The newest open goal about the person the user passes the request on to is abandoned
    ("can you reset her password?" ... "I'll tell her"); no goal about them, no change."""
    about = _ABOUT.get(pronoun.casefold())
    goals = work.recent("goal", active_goal=True)
    target = next((g for g in goals if about and re.search(about, g.value, re.I)), None)
    if target is not None:
        work.update(target, turn, "user", status="abandoned")
        drop_pending(work, target.value, turn)


def apply_status(work: Work, m: Mention, orig: str, turn: int, *, alone: bool) -> None:
    """Apply the status mention ``m`` of the clause ``orig``; ``alone``: the clause ends its
    sentence (no more words say what the user changed their mind about)."""
    if m.kind == "handover":
        _hand_over(work, m.value, turn)
        return
    words = content_words(m.value) - _FILLER if m.value else set()
    target = _named_goal(work, words) if words else None
    if m.tag == "abandoned" and target is None and words:
        # "forget the Sunday one" after it was booked: the booked goal is dropped as well
        target = _named_goal(work, words, done=True)
    if m.tag == "abandoned":
        if words:
            if target is not None:
                work.update(target, turn, "user", status="abandoned")
                drop_pending(work, target.value, turn)
                _retire_named(work, words, turn)  # the dropped thing's details go with it
            elif not _retire_named(work, words, turn) and m.kind == "cancel":
                request = clean(orig[m.start : m.vend])
                # "cancel my subscription" asks for an action; "forget the Sunday one" drops
                # something, it asks for nothing
                if request and not _DROP.search(request):
                    work.add("goal", request, turn, "user", status="open")
            return
        if not alone:
            return
        goals = work.recent("goal", active_goal=True)
        if goals:
            work.update(goals[0], turn, "user", status="abandoned")
            drop_pending(work, goals[0].value, turn)
        return
    if target is None and not words:
        goals = work.recent("goal", active_goal=True)
        target = goals[0] if goals else None
    if target is not None:
        work.update(target, turn, "user", status=m.tag)
    if m.tag == "done":
        # a done report naming no goal moves only a pending step it names ("the bank details
        # arrived" is no step of its own)
        mark_done(
            work,
            m.value or None,
            target.value if target else None,
            turn,
            named_only=target is None and m.kind == "reported",
        )
