"""What a bare answer chooses: "Yes." to "Is Tuesday the 9th still OK?" takes the day the
assistant offered, as "No skipper" or a "No thanks" to "Would you like a courtesy car?" sets a
yes/no field (:mod:`turnmem.fold.rules.flags`).

The folder never takes a value from the assistant's words alone; here the user's "yes" takes
it. Only a yes/no question that ends the assistant's message counts, with at most one day and
one time in it, and only an answer that says yes and names no day or time of its own (that one
is read as the user's). The value goes to the one field of its kind, or to the one of them
that holds a value and whose subject the question names (the train's time, not the taxi's).
"""

from __future__ import annotations

import re

from turnmem.fold.rules.entities import Entity, entities
from turnmem.fold.rules.flags import answer_flags, last_question, read_flags
from turnmem.fold.rules.text import normalise
from turnmem.fold.rules.work import Work

__all__ = ["read_choices"]

_YES = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|sure|ok|okay|perfect|great|fine|that's fine|that works|sounds good"
    r"|go ahead|please do|lovely|好的|好|可以|行|没问题|就这样)\b(?!\s*,?\s*(?:but|but not)\b)",
    re.IGNORECASE,
)
_OFFER = re.compile(
    r"^\W*(?:(?:and|so|then|ok)\W+)?(?:is|are|would|will|does|do|shall|should|can|could|how about"
    r"|what about)\b|(?:可以吗|行吗|好吗|方便吗|怎么样)\W*$",
    re.IGNORECASE,
)


def read_choices(work: Work, asked: str, text: str, turn: int) -> None:
    """The yes/no fields the user's message ``text`` sets, and the day or time it accepts from
    ``asked`` (the assistant's message before it)."""
    if not read_flags(work, text, turn):  # "no skipper", or a bare "no"
        answer_flags(work, asked, text, turn)
    _accept_offer(work, asked, text, turn)


def _accept_offer(work: Work, asked: str, text: str, turn: int) -> None:
    words = normalise(text)
    if not asked or not _YES.match(words):
        return
    if any(e.key in ("date", "time") for e in entities(words, text)):
        return  # "Yes, but the 10th": the user's own day
    question = last_question(asked)
    if not question or not _OFFER.search(question):
        return
    timed = [e for e in entities(question, question) if e.key in ("date", "time")]
    offered = _whole_days(question, timed)
    kinds = [e.key for e in offered]
    if not offered or len(set(kinds)) != len(kinds):
        return  # "Tuesday or Thursday?": no one day offered
    low = question.casefold()
    for ent in offered:
        own = [p for p in work.plans if p.category == ent.key and p.kind == "str"]
        # of several, the one held whose subject the question names ("the train at 14:00?")
        held = [p for p in own if work.fields[p.name] and p.name.split("_")[0].casefold() in low]
        plan = own[0] if len(own) == 1 else held[0] if len(held) == 1 else None
        if plan is not None:
            work.set_field(plan, ent.value, turn, "user")


def _whole_days(text: str, ents: list[Entity]) -> list[Entity]:
    """A weekday and its date side by side ("Tuesday the 9th", "Friday 12 March") as one day."""
    out: list[Entity] = []
    for e in ents:
        last = out[-1] if out else None
        if (
            last is not None
            and last.key == e.key == "date"
            and _NEXT_TO.fullmatch(text[last.end : e.start])
        ):
            out[-1] = Entity("date", text[last.start : e.end], last.start, e.end)
        else:
            out.append(e)
    return out


_NEXT_TO = re.compile(r",?\s+(?:the\s+)?")
