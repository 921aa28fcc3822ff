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

__all__ = ["read_choices", "whole_days"]

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
    if not _accept_offer(work, asked, text, turn):
        _accept_stated(work, asked, text, turn)


#: taking what was just put forward: "Go for it", "Marcus is fine, book that", "that one"
_TAKE = re.compile(
    r"^\W*(?:(?:yes|yeah|ok|okay|great|perfect|lovely|brilliant)\W+)?(?:go for it"
    r"|book (?:it|that|them|us in)|let's (?:do|go with) (?:it|that)|that one|that works"
    r"|that's (?:fine|great|perfect)|sounds (?:good|great)"
    r"|(?:\w+ ){1,3}(?:is|are|would be) (?:fine|great|perfect|good)\W+book (?:it|that|them))\b"
    r"|^\W*(?:就这个|就它|就订这个|那就这个|可以，?订吧)",
    re.IGNORECASE,
)
#: a day or time put forward, not said of the booking held ("Marcus has Thursday at 6:30pm",
#: "there's one at 9:30", "I can move you to ..."); "we close at 10pm" puts nothing forward
_PUT_FORWARD = re.compile(
    r"\b(?:has|have|there's|there is|available|free|can do|could do|runs|instead|switch|move you"
    r"|how about|what about|next one)\b|有空|可以约|可以安排|改到|换到",
    re.IGNORECASE,
)


def _accept_stated(work: Work, asked: str, text: str, turn: int) -> None:
    """ "Go for it" to a reply that puts one day or time forward in its last sentence that has
    one ("Marcus has Thursday 9 April at 6:30pm."): the day or time fills the one field of its
    kind (a reply naming two of a kind puts none forward)."""
    words = normalise(text)
    if not asked or not _TAKE.match(words):
        return
    if any(e.key in ("date", "time") for e in entities(words, text)):
        return  # the user's own day or time
    for sentence in reversed(re.split(r"(?<=[.!?。！？])\s*", asked.strip())):
        if not any(e.key in ("date", "time") for e in entities(sentence, sentence)):
            continue
        clause = re.split(r",\s*but\s+|\s+but\s+|；|;", sentence)[-1]
        if not _PUT_FORWARD.search(clause):
            return
        offered = whole_days(
            clause, [e for e in entities(clause, clause) if e.key in ("date", "time")]
        )
        for kind in ("date", "time"):
            ents = [e for e in offered if e.key == kind]
            own = [p for p in work.plans if p.category == kind and p.kind == "str"]
            if len(ents) == 1 and len(own) == 1:
                work.set_field(own[0], ents[0].value, turn, "user")
        return


def _accept_offer(work: Work, asked: str, text: str, turn: int) -> bool:
    words = normalise(text)
    if not asked or not _YES.match(words):
        return False
    if any(e.key in ("date", "time") for e in entities(words, text)):
        return False  # "Yes, but the 10th": the user's own day
    question = last_question(asked)
    if not question or not _OFFER.search(question):
        return False
    timed = [e for e in entities(question, question) if e.key in ("date", "time")]
    offered = whole_days(question, timed)
    kinds = [e.key for e in offered]
    if not offered:
        return False  # "Shall I book it?": what it stated before may be taken
    if len(set(kinds)) != len(kinds):
        return True  # "Tuesday or Thursday?": no one day offered
    low = question.casefold()
    for ent in offered:
        own = [p for p in work.plans if p.category == ent.key and p.kind == "str"]
        # of several, the one held whose subject the question names ("the train at 14:00?")
        held = [p for p in own if work.fields[p.name] and p.name.split("_")[0].casefold() in low]
        plan = own[0] if len(own) == 1 else held[0] if len(held) == 1 else None
        if plan is not None:
            work.set_field(plan, ent.value, turn, "user")
    return True


def whole_days(text: str, ents: list[Entity]) -> list[Entity]:
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
