"""A value named by the kind of thing it is ("the Team edition", "the Gold package", "the Pro
plan"): the value of a schema field named by that kind noun.

A free-text field has no hint the folder knows (no date, amount or place), so before this it was
filled only by a tool's record and kept the record's value after the user changed it ("move us
down to the Team edition" left "Enterprise"). The value must be capitalised, a name of the
kind; "the basic plan" or "a new package" name none. Also here: the kind of head a party
field counts ("adults", "children": :func:`head_kind`), so "two adults and three kids" is 2
adults, not 5.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from turnmem.fold.rules.fields import SKIP, FieldPlan, coerce
from turnmem.fold.rules.text import word_set
from turnmem.fold.rules.work import Work

__all__ = ["head_kind", "kind_noun", "kind_values", "set_kinds"]

#: field names that are a kind of product or service, each its own noun
_KIND_NOUNS = word_set(
    "edition plan tier package membership bundle version model brand colour color flavour"
    " flavor finish"
)


def kind_noun(plan: FieldPlan, plans: Sequence[FieldPlan]) -> str | None:
    """The kind noun a free-text field is named (``"edition"``), when no other field of the
    schema ends in it ("old_plan" beside "new_plan": which one is not said); else None."""
    low = plan.name.casefold()
    if low not in _KIND_NOUNS or plan.category is not None or plan.kind != "str":
        return None  # (the name first: most fields are no kind, and this runs per clause)
    if plan.patterns or sum(p.name.casefold().rsplit("_", 1)[-1] == low for p in plans) > 1:
        return None
    return low


@functools.lru_cache(maxsize=64)
def _pattern(noun: str) -> re.Pattern[str]:
    word = r"(?-i:[A-Z][\w+]*|[A-Z0-9][A-Z0-9+]+)"
    return re.compile(
        rf"\b(?:the|a|an|our|my|your|to|on)\s+(?P<v>{word}(?:[ -]{word})?)\s+{noun}s?\b",
        re.IGNORECASE,
    )


def kind_values(noun: str, norm: str) -> list[tuple[int, int]]:
    """Spans of the values ``norm`` names as of the kind ``noun``, in text order."""
    if noun not in norm.casefold():
        return []
    return [m.span("v") for m in _pattern(noun).finditer(norm)]


def set_kinds(work: Work, norm: str, orig: str, turn: int) -> bool:
    """Set the kind fields ``norm`` names a value of ("move us down to the Team edition");
    True when one was set or already held that value."""
    done = False
    for plan in work.plans:
        if (noun := kind_noun(plan, work.plans)) is None or not (spans := kind_values(noun, norm)):
            continue
        start, end = spans[-1]
        if (value := coerce(plan, orig[start:end], None)) is not SKIP:
            work.set_field(plan, value, turn, "user")
            done = True
    return done


_HEADS = (
    re.compile(r"adult|grown-up|成人|大人", re.I),
    re.compile(r"child|kid|bab(?:y|ies)|toddler|infant|小孩|孩子|儿童|宝宝|婴儿", re.I),
    re.compile(r"senior|pensioner|老人", re.I),
)


def head_kind(text: str) -> int | None:
    """The one kind of head ``text`` names ("num_adults", "three kids", "两个大人"): an index
    into adults, children, seniors; ``None`` when it names none or several."""
    named = [i for i, rx in enumerate(_HEADS) if rx.search(text)]
    return named[0] if len(named) == 1 else None
