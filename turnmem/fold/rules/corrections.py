"""Corrections of the offline folder: a later statement that replaces an earlier value.

Two forms: the old and the new value named together ("not A but B", "B instead of A",
"把A改成B": :func:`correct_old`), and the new value alone after a marker or an imperative
("actually make it Hangzhou", "改成杭州": :func:`correct_new`). The newest item or field holding
the old value is *updated*, so the old value goes to its history.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.entities import core_value, entities, preferred_proper, strip_lead_in
from turnmem.fold.rules.fields import SKIP, coerce
from turnmem.fold.rules.patterns import mentions
from turnmem.fold.rules.text import content_words, normalise
from turnmem.fold.rules.work import Work

__all__ = [
    "ADDITIVE",
    "EXPLICIT",
    "IMPERATIVE",
    "LEAD_MARKER",
    "NO_MARKER",
    "TRAILING",
    "correct_new",
    "correct_old",
]


# (needles, pattern): a pattern runs only on sentences holding all its needles (lower case),
# which keeps the lazy groups off long sentences that cannot match.
EXPLICIT: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = tuple(
    (needles, re.compile(p, re.IGNORECASE))
    for needles, p in (
        (("not ", " but "), r"\bnot (?P<old>[^,]+?),? but (?:rather |instead )?(?P<new>[^,]+)"),
        ((" than",), r"^(?:but |and |so )?rather than (?P<old>[^,]+), (?P<new>.+)"),
        (("instead of",), r"^(?:but |and |so )?instead of (?P<old>[^,]+), (?P<new>.+)"),
        (("instead of",), r"(?P<new>[^,]+?),? instead of (?P<old>[^,]+)"),
        ((" than",), r"(?P<new>[^,]+?),? rather than (?P<old>[^,]+)"),
        (
            ("from ", " to "),
            r"\b(?:change|switch|move|update) (?:it |that |this |the \w+ )?"
            r"from (?P<old>[^,]+?) to (?P<new>[^,]+)",
        ),
        (("change ", " to "), r"\bchange (?P<old>(?!it\b|that\b|this\b)[^,]+?) to (?P<new>[^,]+)"),
        (("不是",), r"不是(?P<old>[^,。]+?),?(?:而)?是(?P<new>[^,。]+)"),
        (("成",), r"(?:把|从|由)(?P<old>[^,。]+?)(?:改成|换成|变成)(?P<new>[^,。]+)"),
        (("改",), r"(?:把|从|由)(?P<old>[^,。]+?)(?:改为|改到)(?P<new>[^,。]+)"),
        (("换到",), r"(?:把|从|由)(?P<old>[^,。]+?)换到(?P<new>[^,。]+)"),
        (("而不是",), r"(?P<new>[^,。]+?)而不是(?P<old>[^,。]+)"),
    )
)
LEAD_MARKER = re.compile(
    r"^(?:(?:oh|wait|sorry|hmm|well|ok|okay|no)[\s,!.]+)*(?:actually|in fact|correction|i mean"
    r"|i meant|sorry,? i meant|on second thought)\b"
    r"|^(?:哦|嗯|啊|不好意思|抱歉|对不起)?[,\s]*(?:其实|不对|说错了|我说错了|更正一下|更正)",
    re.IGNORECASE,
)
NO_MARKER = re.compile(r"^no[,!.]+\s*\S", re.IGNORECASE)
IMPERATIVE = re.compile(
    r"^(?:(?:and|but|so|then|ok|okay|please|can you|could you|let's|lets|actually)[\s,]+)*"
    r"(?:change (?:it|that|this) to|make (?:it|that|this)|switch (?:it |that )?to"
    r"|update (?:it|that) to|set (?:it|that) to|go with|let's do|let's go with|how about"
    r"|what about)\b"
    r"|^(?:那|那就|还是|请|帮我)?(?:改成|换成|改为|改到|换到|变成)|^还是.+吧$",
    re.IGNORECASE,
)
TRAILING = re.compile(r"\binstead\W*$", re.IGNORECASE)
ADDITIVE = re.compile(r"\b(?:also|too|as well|another|additionally)\b|还|也|再", re.IGNORECASE)


def _replace(text: str, old: str, new: str) -> str | None:
    i = text.casefold().find(old.casefold())
    return None if i < 0 or not old else text[:i] + new + text[i + len(old) :]


def correct_old(work: Work, old: str, new: str, turn: int) -> bool:
    """Replace ``old`` by ``new`` in the newest item or field holding it."""
    old_cat, old_core = core_value(strip_lead_in(old))
    new_cat, new_core = core_value(strip_lead_in(new))
    if old_cat == "other" or new_cat == "other":
        old_core, new_core = _statement(old), _statement(new)
    if not old_core or not new_core:
        return False
    done = False
    for entry in sorted(work.entries, key=lambda e: -e.seq):
        replaced = _replace(entry.value, old_core, new_core)
        if replaced is not None:
            work.update(entry, turn, "user", value=replaced)
            done = True
            break
    return correct_fields(work, old_core, new_core, new_cat, turn) or done


def _statement(text: str) -> str:
    """The value a correction names: "I'd like tea" -> "tea" (else the text without lead-in)."""
    ms = [m for m in mentions(normalise(text), text) if m.family in ("pref", "goal")]
    return ms[-1].value if ms else strip_lead_in(text)


def correct_fields(work: Work, old: str | None, new: str, cat: str, turn: int) -> bool:
    done = False
    for plan in work.plans:
        cur = work.fields[plan.name]
        if old is not None and isinstance(cur, str) and cur.casefold() == old.casefold():
            value = coerce(plan, new, None)
        elif (
            old is not None
            and isinstance(cur, list)
            and old.casefold() in (str(c).casefold() for c in cur)
        ):
            value = [new if str(c).casefold() == old.casefold() else c for c in cur]
            value = SKIP if coerce(plan, new, None) is SKIP else value
        elif (
            old is None
            and plan.category == cat
            and cat not in ("proper", "other")
            and plan.role != "return"  # a bare new date is the departure, not the return
        ):
            value = coerce(plan, new, cur if plan.kind != "list" else [])
        else:
            continue
        if value is not SKIP:
            work.set_field(plan, value, turn, "user")
            done = True
    return done


def correct_new(work: Work, new: str, turn: int) -> bool:
    """Apply a correction that names only the new value ("actually make it Hangzhou")."""
    cat, core = core_value(new)
    if not core:
        return False
    done = False
    if cat not in ("proper", "other"):
        fact = next((e for e in work.recent("fact") if e.key == cat), None)
        old_fact = fact.value if fact is not None else None
        if fact is not None:
            work.update(fact, turn, "user", value=core)
            done = True
        for goal in work.recent("goal", active_goal=True):
            spans = [x for x in entities(normalise(goal.value), goal.value) if x.key == cat]
            if spans:
                s = spans[-1]
                work.update(
                    goal, turn, "user", value=goal.value[: s.start] + core + goal.value[s.end :]
                )
                done = True
                break
        # the fields holding the corrected fact's old value, else the fields of its kind
        if old_fact is not None and correct_fields(work, old_fact, core, cat, turn):
            return True
        return correct_fields(work, None, core, cat, turn) or done
    if cat == "proper":
        old: str | None = None
        for goal in work.recent("goal", active_goal=True):
            span = preferred_proper(normalise(goal.value), normalise(new))
            if span:
                old = goal.value[span[0] : span[1]]
                work.update(
                    goal, turn, "user", value=goal.value[: span[0]] + core + goal.value[span[1] :]
                )
                done = True
                break
        if old is not None:
            return correct_fields(work, old, core, cat, turn) or done
        places = [
            p
            for p in work.plans
            if p.category in ("destination", "origin") and p.kind == "str" and work.fields[p.name]
        ]
        if places:
            plan = max(places, key=lambda p: work.field_seq[p.name])
            work.set_field(plan, coerce(plan, core, None), turn, "user")
            return True
        return done
    words = content_words(core)
    for pref in work.recent("preference"):
        if words & content_words(pref.value):
            work.update(pref, turn, "user", value=core)
            return True
    return False
