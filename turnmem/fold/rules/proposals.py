"""A value proposed in a question, and what the assistant's reply made of it.

"Would 8pm be better?", "is Friday possible?", "8点可以吗？" after a 7pm booking propose a value
beside the one held: until the reply takes it up it is no fact (storing "time: 8pm" next to
the booking's 7pm would state two current times). "Can we do 8pm?" and "how about 8pm?" ask
for the change itself; they correct the held value unless the reply turns them down ("Sorry,
we're full at 8pm"), and so does a tentative one the reply accepts ("Yes, 8pm is free").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from turnmem.fold.rules.correction_forms import TYPED
from turnmem.fold.rules.corrections import correct_new
from turnmem.fold.rules.entities import Entity, entities, strip_lead_in
from turnmem.fold.rules.fill import refill_measures
from turnmem.fold.rules.measures import MEASURE_KINDS, measures
from turnmem.fold.rules.moments import differ, window
from turnmem.fold.rules.offers import whole_days
from turnmem.fold.rules.prefilter import Guarded
from turnmem.fold.rules.text import normalise
from turnmem.fold.rules.work import Work, same_value

__all__ = [
    "ZH_CHANGE_ASKED",
    "Verdict",
    "asked_for",
    "by_reference",
    "held_other",
    "proposed",
    "rebooked",
    "referenced",
    "reply_verdict",
    "tentative",
    "timed",
]

Verdict = Literal["accepted", "refused"]

_LEAD = r"^(?:(?:and|but|so|hmm|oh|or|well|actually|then|ok|okay|sorry|wait)[\s,]+)*"
#: A question that only floats a value: the value is group ``v`` (or ``w``, ``z``).
_TENTATIVE = re.compile(
    _LEAD + r"(?:would|will|could|does|do)\s+(?P<v>[^,;?]{1,30}?)\s+"
    r"(?:be (?:any )?better|work(?: better)?|be (?:possible|ok|okay|fine|available|free)"
    r"|suit (?:you|us)|be an option)(?: for (?:you|us|me))?(?: instead)?\W*$"
    + r"|"
    + _LEAD
    + r"is\s+(?P<w>[^,;?]{1,30}?)\s+(?:possible|ok|okay|better|available|free|an option"
    r"|any better|still available)(?: instead)?\W*$"
    r"|^(?:那|那么|要不)?(?P<z>[^,，。？?]{1,12}?)(?:可以|行|好|方便|有空|有位子?)(?:吗|么|不)\W*$",
    re.IGNORECASE,
)
#: The reply turns the proposal down (its first sentence says so).
_REFUSED = re.compile(
    # ("No problem", "Sorry for the wait", "没有问题": no refusal)
    r"^\W*(?:(?:sorry|i'm sorry|i am sorry)(?!\s+(?:for|about|to keep)\b)|unfortunately"
    r"|i'm afraid|i am afraid|no\b(?!\s+(?:problem|worries|bother|trouble)\b)|nope)"
    r"|\b(?:not available|unavailable|isn't available|aren't available|fully booked|booked up"
    r"|(?:is|are|we're|we are) full(?! board| price)"
    r"|unsuccessful|not successful|already taken|only have|have only"
    r"|sold out|no availability|not possible|isn't possible|can't|cannot|couldn't"
    r"|no (?:tables?|rooms?|seats?|slots?|spots?)(?: left| available)?)\b"
    # "Our latest start is 8:30pm, I'm afraid", "8pm is taken" (not "taken until 2:30")
    r"|[,-]\s*(?:i'm|i am) afraid\W*$|\b(?:is|are) taken\W*$"
    r"|抱歉|不好意思|没有(?!问题|额外)|不行|满了|已满|不可以|无法|不能|订不了|约不了",
    re.IGNORECASE,
)
#: The reply takes the proposal up: done, or said to be fine.
_ACCEPTED = re.compile(
    r"^\W*(?:yes|yeah|yep|sure|certainly|absolutely|of course|great|perfect|done|no problem"
    r"|ok|okay|alright|good news)\b"
    # "Moved to Friday 16 October, 8am to 12": the reply opens on the change made
    r"|^\W*(?:moved|changed|switched|rebooked|rescheduled|updated)(?: (?:you|it|that))?"
    r" (?:to|for)\b"
    r"|\b(?:i've|i have|i) (?:changed|moved|updated|rebooked|switched|booked|rescheduled)\b"
    r"|\b(?:is|are) (?:available|free|possible|fine|open)\b|\bworks\b"
    r"|\bsuccessful(?:ly)?\b"  # "Booking was successful."
    r"|^(?:好的|好|可以|没问题|行)|(?:可以|没问题|没有问题)\W*$|已(?:经)?(?:改|换|更新|预订|预定|订|调整)|改好了|换好了",
    re.IGNORECASE,
)
#: A request put as a question ("could you squeeze us in at 18:30?", "is it possible to...").
_ASKS = re.compile(
    _LEAD + r"(?:(?:can|could|would) (?:you|we|i)|is it possible|any chance)\b", re.IGNORECASE
)
#: A change asked for in Chinese, as "can you change it to X?" is ("能改成女中音吗？"):
#: the new value is group ``v``
ZH_CHANGE_ASKED = re.compile(
    r"^(?:那|那么|要不)?(?:能不能|能否|可不可以|可以|能)(?:帮我|给我|帮忙)?(?:改成|换成|改为|改到|换到)"
    r"(?P<v>[^，,。？?]{1,20}?)(?:吗|么|呢|不)?\W*$"
)
_INSTEAD = re.compile(r"\binstead\b|\brather\b|\bafter all\b|换成|改成|改到", re.IGNORECASE)
_FIRST_SENTENCE = re.compile(r"[.!?。！？\n]")


def tentative(clause: str) -> tuple[int, int] | None:
    """Where the value stands in a question clause that only floats it ("would 8pm be
    better?": "8pm"), else None. ``clause`` is stripped."""
    m = _TENTATIVE.match(clause) if len(clause) <= 60 else None
    if m is None:
        return None
    return next(m.span(g) for g in ("v", "w", "z") if m.group(g) is not None)


def _first_sentence(reply: str | None) -> str:
    """The reply's first sentence, where it says yes or no ("Sorry, we're full at 8pm.")."""
    return _FIRST_SENTENCE.split((reply or "").strip(), maxsplit=1)[0]


_BUT = re.compile(r"\bbut\b|\bhowever\b|;|但是|不过|，但")


def _value_refused(reply: str | None, values: list[str]) -> bool:
    """The reply's first sentence (a refusal) names one of ``values`` and takes none of them
    up: "booked up on the 10th; Thursday 11 June is possible" turns the 10th down, "the morning
    of the 12th is gone, but I've moved you to the afternoon of the 12th" does not."""
    parts = [p.casefold() for p in _BUT.split(_first_sentence(reply))]
    named = [p for p in parts if any(v.casefold() in p for v in values)]
    return bool(named) and not any(_ACCEPTED.search(p) for p in named)


def reply_verdict(reply: str | None) -> Verdict | None:
    """What the assistant's reply says to a proposal: ``refused``, ``accepted`` or None."""
    if not reply:
        return None
    first = _first_sentence(reply)
    if _REFUSED.search(first):
        return "refused"
    return "accepted" if _ACCEPTED.search(first) else None


def held_other(work: Work, ents: Sequence[Entity]) -> bool:
    """True when the state holds another value of a typed kind the clause names (a time
    beside "8pm", a date beside "Friday"): then the clause proposes a change."""
    for ent in ents:
        if ent.key not in TYPED and ent.key not in MEASURE_KINDS:
            continue
        for fact in work.recent("fact"):
            if fact.key == ent.key and not same_value(fact.value, ent.value):
                return True
        for plan in work.plans:
            value = work.fields.get(plan.name)
            if (
                plan.category == ent.key
                and value not in (None, "")
                and not same_value(value, ent.value)
            ):
                return True
    return False


def proposed(
    work: Work,
    norm: str,
    orig: str,
    turn: int,
    imperative: bool,
    reply: str | None,
    corrected: set[str],
) -> bool:
    """Read a question clause that proposes a typed value beside another held one; True when
    it is handled (the clause says nothing more). ``imperative``: it asks for the change
    ("can we do 8pm?"), which the caller applies unless the reply refuses it."""
    stripped = norm.strip()
    floated = None if imperative else tentative(stripped)
    asks = imperative or bool(floated) or bool(_ASKS.match(stripped))
    if not asks:
        return False
    # with the lengths and ratings of a schema that has such fields ("can you make it four
    # nights?" beside a held 3)
    kinds = {p.category for p in work.plans if p.category in MEASURE_KINDS}
    ents = entities(norm, orig) + [e for k in sorted(kinds) for e in measures(k, norm, orig)]
    verdict = reply_verdict(reply)
    if not held_other(work, ents):
        # "could you squeeze us in at 18:30?" answered "Sorry, we close at 18:30": with no
        # value held, the value asked for and turned down is no fact and no goal either
        # ("Sorry, I need your name first" refuses nothing asked: the reply must name it)
        when = [e.value for e in ents if e.key in ("date", "time")]
        return verdict == "refused" and _value_refused(reply, when)
    if not (imperative or floated):
        # "can you put me on the Friday one instead?" answered "Done: ... on Friday": changed
        timed_ents = [e for e in ents if e.key in ("date", "time")]
        if verdict == "refused" and _value_refused(reply, [e.value for e in timed_ents]):
            return True  # "could you fit them on the 10th?" - "booked up on the 10th": none
        if verdict != "accepted" or not timed_ents or not _INSTEAD.search(stripped):
            return False
        cats = correct_new(work, _said(orig, timed_ents), turn)
        if cats:  # "Yes: Thursday 6 August for four nights": the length of the changed booking
            cats |= refill_measures(work, _first_sentence(reply), turn, asked=False)
        corrected.update(cats)
        return bool(cats)
    if verdict == "refused" or (floated and verdict is None):
        return True  # proposed only, or turned down: no fact, no field, no change
    if floated is None:
        return False
    lead = len(norm) - len(norm.lstrip())
    value = orig[lead + floated[0] : lead + floated[1]]
    corrected.update(correct_new(work, strip_lead_in(value), turn))
    return True


_RANGE_GAP = re.compile(r"\s*(?:-|–|to|until|till|through)\s*", re.IGNORECASE)


def _said(orig: str, ents: Sequence[Entity]) -> str:
    """The values ``ents`` of a clause, as one text: a range as said ("the 10th to the
    12th", so both ends move), other values side by side ("Friday 8pm")."""
    if len(ents) == 2 and _RANGE_GAP.fullmatch(orig[ents[0].end : ents[1].start]):
        return orig[ents[0].start : ents[1].end]
    return " ".join(e.value for e in ents)


_BARE_HOUR = re.compile(r"(?:at\s+)?(?P<n>1[0-2]|[1-9])\W*", re.IGNORECASE)


def timed(value: str, reply: str | None) -> str:
    """``value`` as the time the reply says when it is a bare hour the reply names as one
    ("let's do 8", answered "Booked: Friday at 8:00 pm": "8:00 pm"), else ``value``: a bare
    number is otherwise as likely a head count."""
    m = _BARE_HOUR.fullmatch(value.strip())
    if m is None or not reply:
        return value
    said = re.search(
        rf"(?<![\d:]){m['n']}(?::\d{{2}})?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)"
        rf"|(?<![\d:]){m['n']}:\d{{2}}(?!\d)",
        reply,
        re.IGNORECASE,
    )
    return said.group() if said is not None else value


_THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)


def referenced(norm: str, ents: Sequence[Entity]) -> list[tuple[int, int]]:
    """The spans of the times and dates a question points at as offered options ("does the
    15:40 still have aisle seats?", "is the Friday one cheaper?"): asked about, not chosen."""
    return [
        (e.start, e.end)
        for e in ents
        if e.key in ("time", "date") and _THE_BEFORE.search(norm[max(0, e.start - 6) : e.start])
    ]


_OK = r"^(?:(?:ok|okay|yes|yeah|sure|perfect|great|fine|right|hmm|and|then|so)[\s,.!]+)*"
#: A choice made by pointing at an option the assistant listed ("the earlier one", "take that",
#: "第二个吧"): which value it is, only the reply says.
_BY_REFERENCE = re.compile(
    _OK + r"(?:(?:i'll|we'll|let's|i will|we will) (?:take|go with|do|have) |take |go with )?"
    r"(?:the )?(?:earlier|later|earliest|latest|first|second|third|last|cheaper|cheapest|other"
    r"|former|latter)(?: one| option| slot| time)?(?: (?:then|please))?\W*$"
    + r"|"
    + _OK
    + r"(?:i'll |we'll )?(?:take|book) (?:that|it|that one)(?: (?:then|please))?\W*$"
    r"|^(?:那就|就)?(?:第[一二三]个|早一点的|晚一点的|便宜的那个|最便宜的|前面那个|后面那个)(?:吧|就行|好了)?\W*$",
    re.IGNORECASE,
)


def by_reference(work: Work, clause: str, reply: str | None, turn: int) -> set[str]:
    """ "Okay, the earlier one" answered "6:45 for five people": the option pointed at is the
    date or time the reply's first sentence names, and it replaces the one held (a 7:30 the
    restaurant could not give). The kinds corrected; none without such a reply."""
    if not reply or not _BY_REFERENCE.match(clause.strip()) or reply_verdict(reply) == "refused":
        return set()
    first = _first_sentence(reply)
    said = [
        e
        for e in entities(normalise(first), first)
        if e.key in ("date", "time") and _changes(work, e)
    ]
    return correct_new(work, " ".join(e.value for e in said), turn) if said else set()


def _changes(work: Work, ent: Entity) -> bool:
    """A value of a kind held, and another moment than each one held: the reply names another
    option ("6:45" beside a 7:30); restating the held "May 14" picks nothing."""
    held = [
        str(v)
        for p in work.plans
        if p.category == ent.key and (v := work.fields.get(p.name)) not in (None, "")
    ]
    held += [f.value for f in work.recent("fact") if f.key == ent.key]
    return bool(held) and all(differ(ent.key, v, ent.value) for v in held)


#: The user asks for a change ("could we do Saturday the 15th instead?", "can we do the
#: Wednesday?", "能不能改到下午？").
_CHANGE = re.compile(
    r"\b(?:instead|move|change|switch|reschedule|push|later|earlier)\b"
    r"|\b(?:can|could) (?:we|you|i) (?:do|have|go for)\b"
    r"|改到|改成|换到|挪到|推迟|提前|换个?时间",
    re.IGNORECASE,
)
#: The reply says it made the change ("I've moved KO-81427 there", "给您改过去了").
_MADE = Guarded(
    r"\b(?:i've|i have)\s+(?:now\s+)?(?:moved|changed|rebooked|switched|rescheduled|updated)\b"
    r"|改过去了|改好了|换好了|已(?:经)?(?:为您|给您|帮您)?(?:改|调整|换)|(?:给|帮|为)您改",
    re.IGNORECASE,
)


def rebooked(work: Work, asked: str, reply: str | None, turn: int) -> set[str]:
    """ "Could we do Saturday the 15th instead, same session?" answered "Saturday 15 August
    has the same session at 9:30pm. I've moved KO-81427 there": the change the user asked for
    was made at the moment the reply names, which replaces the one held (9pm). Only a reply
    that says it made the change, and one moment of a kind (a reply naming two times offers,
    it does not book); the kinds corrected."""
    made = _MADE.search(reply or "")
    if reply is None or made is None or not _CHANGE.search(asked):
        return set()
    if reply_verdict(reply) == "refused":
        return set()
    # the sentence that says it, and those before it ("... at 9:30pm. I've moved KO-81427
    # there"), not the ones after ("I've updated your email. Doors open at 8:30pm.")
    end = _FIRST_SENTENCE.search(reply, made.end())
    said_in = reply[: end.end() if end else len(reply)]
    rest = reply[len(said_in) :]
    for sentence in _FIRST_SENTENCE.split(rest):
        if _STARTS.search(sentence):  # "The Saturday session starts at 9:30pm.", "时间是下午4点"
            said_in += " " + sentence
    said = [
        e
        for e in whole_days(said_in, entities(normalise(said_in), said_in))
        if e.key in ("date", "time")
        # a bound is no booked moment ("pay before 下午5点前", "as early as 1:30pm")
        and not window(said_in, e.start, e.end)
        and not _EARLY.search(said_in, max(0, e.start - 16), e.start)
    ]
    done: set[str] = set()
    for kind in ("date", "time"):
        moments = {e.value.casefold(): e for e in said if e.key == kind}
        if len(moments) != 1:
            continue  # none, or several: the reply offers, it does not say which
        new = next(iter(moments.values()))
        if _changes(work, new):
            done |= correct_new(work, new.value, turn)
    return done


_HAN_ONLY = re.compile(r"[\u4e00-\u9fff]{2,12}")


def _same_head(work: Work, new: str, turn: int) -> set[str]:
    """ "能改成女中音吗？" beside a held 女高音 in a text field (no choice list to check it
    against): the one text field whose value ends on the character the new one ends on (its
    head noun: the same kind of thing) takes it. The kinds corrected ("text")."""
    new = new.strip()
    # (a day, a time or a head count is no text of a kind: "能改成周日吗？" beside a held 生日)
    if not _HAN_ONLY.fullmatch(new) or entities(normalise(new), new):
        return set()
    held = [
        p
        for p in work.plans
        if p.kind == "str"
        and p.category is None
        and not p.patterns
        and isinstance(v := work.fields[p.name], str)
        and len(v) >= 2
        and v != new
        and v[-1] == new[-1]
    ]
    if len(held) != 1:
        return set()
    work.set_field(held[0], new, turn, "user")
    return {"text"}


#: a reply asking leave to make the change, not making it
_LEAVE = re.compile(
    r"\b(?:shall|should) i\b|\bwould you like\b|\bdo you want\b|\bgo ahead\b|\bconfirm\b"
    r"|要不要|需要我|确认吗|确定吗|可以吗",
    re.IGNORECASE,
)
#: a later sentence giving the moved record's own moment
_STARTS = re.compile(r"\b(?:starts?|begins?|is at|will be at)\b|时间是|开始时间", re.IGNORECASE)
_EARLY = re.compile(r"\bas (?:early|late|soon) as\s+$", re.IGNORECASE)


def asked_for(
    work: Work,
    clause: str,
    zh: re.Match[str] | None,
    reply: str | None,
    turn: int,
    *,
    question: bool = False,
) -> set[str]:
    """The change an imperative ``clause`` (stripped) asks for: "let's do 8" (8pm when the
    reply says so), "can you make it four nights?", "能改成女中音吗？" (``zh``: its
    :data:`ZH_CHANGE_ASKED` match, a value of an enum field too); none when the reply turns it
    down. Asked as a question (``question``), a length is not made when the reply asks leave
    first ("Four nights would be £480 - shall I go ahead?"), and a Chinese change only when
    the reply takes it up ("好的，已改好", "给您改过去了"). The kinds corrected."""
    verdict = reply_verdict(reply)
    if verdict == "refused":
        return set()
    # a change asked as a question that only the reply can make: made unless the reply asks
    # leave first ("Four nights would be £480 - shall I go ahead?"); in Chinese only when the
    # reply says it is ("可以，给您改过去了"; not "您确定吗？女中音要唱两首曲子。")
    made = verdict == "accepted" or _MADE.search(reply or "") is not None
    taken = made or (zh is None and (not question or not _LEAVE.search(reply or "")))
    if zh is not None:
        new = clause[zh.start("v") : zh.end("v")]
        if not taken:
            return set()
        cats = correct_new(work, new, turn) | refill_measures(work, new, turn)
        return cats or correct_new(work, new, turn, choice="judge") or _same_head(work, new, turn)
    new = timed(strip_lead_in(clause).rstrip("?？ "), reply)
    return correct_new(work, new, turn) | (refill_measures(work, new, turn) if taken else set())
