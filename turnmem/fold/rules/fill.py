"""Filling the user's custom schema fields from one clause or sentence (the offline folder).

:func:`fill_fields` fills fields with a built-in hint (destination, seat, meal, ...) from one
clause; :func:`fill_pattern_fields` fills fields with their own ``patterns`` from one sentence.
Negated spans ("not the aisle") never fill a literal field.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.clause_context import is_own_timing
from turnmem.fold.rules.entities import (
    EN_DEST,
    EN_ORIGIN,
    ZH_DEST,
    ZH_ORIGIN,
    ZH_ROUTE,
    Entity,
    entities,
    first_number,
    place_value,
)
from turnmem.fold.rules.fields import (
    ID_SHAPE,
    SKIP,
    FieldPlan,
    coerce,
    id_words,
)
from turnmem.fold.rules.kinds import head_kind, kind_noun, kind_values
from turnmem.fold.rules.literals import literal_pattern, may_name
from turnmem.fold.rules.measures import MEASURE_KINDS, measures, nightly, nights
from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.moments import bound_field, meets, no_day, window
from turnmem.fold.rules.slots import belongs, range_second, returning
from turnmem.fold.rules.text import normalise
from turnmem.fold.rules.work import Work, same_value

__all__ = ["fill_fields", "fill_pattern_fields", "negated_spans", "recount", "refill_measures"]

_SEAT = re.compile(
    r"\b(?P<v>(?:window|aisle|exit[- ]row|bulkhead)(?: seats?)?|(?:middle|front|back)(?: row)?"
    r" seats?|(?:front|back) row)\b"
    r"|\bseat (?P<w>\d{1,2}[A-K])\b|(?P<z>靠窗|靠过道|过道|靠走廊|中间|前排|后排|安全出口|连座"
    r"|连在一起|坐在一起|坐一起)|\b(?P<t>(?:seats?|sit|sitting) together)\b",
    re.IGNORECASE,
)
_MEAL = re.compile(
    r"\b(?P<v>(?:vegetarian|vegan|halal|kosher|gluten[- ]free|low[- ](?:salt|sodium|fat|sugar)"
    r"|diabetic)(?: meals?)?|child(?:ren)?'?s? meals?)\b"
    r"|(?P<z>素食|全素|清真|无麸质|低糖|低盐|儿童餐|素餐|吃素)",
    re.IGNORECASE,
)
#: How the user pays: a card brand or a wallet after a paying verb ("I'll pay with my Visa",
#: "put it on my Amex", "用支付宝付"), or the method named alone as an answer ("PayPal").
_PAYMENT = re.compile(
    r"\b(?:pay|paying|paid|charge it|put it|bill it)\s+(?:\w+\s+){0,2}?(?:with|by|on|via|using|in)"
    r"\s+(?:my\s+|the\s+|a\s+|our\s+)?(?P<v>(?:visa|master ?card|amex|american express"
    r"|discover|paypal|apple pay|google pay|debit card|credit card|cash|card|company card"
    r"|corporate card|bank transfer|gift card|voucher)\b(?: (?:card|ending (?:in )?\d{4}))?)"
    r"|^\W*(?P<w>visa|master ?card|amex|paypal|apple pay|google pay|cash)\W*$"
    r"|(?:用|拿|刷)(?P<z>支付宝|微信支付|微信|信用卡|银行卡|现金|花呗|云闪付)",
    re.IGNORECASE,
)
_TOGETHER = re.compile(r"(?:seats?|sit|sitting) together|连座|连在一起|坐在一起|坐一起", re.I)
_SEAT_NAMES = frozenset({"seat", "seats", "seating"})
#: the value patterns of the fields hinted seat, meal and payment
_VALUE_RULES: dict[str, tuple[re.Pattern[str], ...]] = {
    "seat": (_SEAT,),
    "meal": (_MEAL,),
    "payment": (_PAYMENT,),
}
#: A clause about another traveller: a seat or meal it names is that person's, not the user's.
_OTHER_PERSON = re.compile(
    r"\b(?:my|our|his|her|their|the)\s+(?:partner|wife|husband|spouse|son|daughter|kids?"
    r"|child(?:ren)?|baby|mom|mum|mother|dad|father|parents?|friends?|boss|colleagues?"
    r"|girlfriend|boyfriend|in-laws?|grandma|grandpa)\b|\b(?:he|she|they)\b"
    r"|小孩|孩子|儿子|女儿|老公|老婆|爱人|妻子|丈夫|宝宝|他|她|朋友|同事|父母|爸|妈",
    re.IGNORECASE,
)
_NEGATION = re.compile(
    r"\b(?:not|no|never|don't|dont|do not|doesn't|does not|didn't|won't|wouldn't|can't|cannot"
    r"|without|rather than|instead of|neither|nor)\b|n't\b"
    r"|不要|不想|不是|不需要|不用|别|没有|而不是|并非",
    re.IGNORECASE,
)
#: A clause that ends by rejecting what it names: all of it before the rejection is negated.
_REJECTED = re.compile(
    r"的?\s*(?:不方便|不太方便|不行|不合适|不舒服|不太好|不好|太贵|太晚|太早|太远|太吵|太小)了?\W*$"
    r"|\s+(?:doesn't|does not|won't|will not) work(?: for (?:me|us))?\W*$"
    r"|\s+(?:is|was|are|were) (?:too \w+|inconvenient|no good|not good|uncomfortable)\W*$",
    re.IGNORECASE,
)
_SCOPE_END = re.compile(
    r"\b(?:but|just|only|instead(?! of)|rather(?! than)|however)\b"
    r"|而是|但是|只要|就要|我要|[,;，；]",
    re.IGNORECASE,
)


def negated_spans(norm: str) -> list[tuple[int, int]]:
    """Spans of ``norm`` under a negation: from "not", "don't want", "instead of", "不要"... to
    the next "but", "just", "而是", comma, or the end of the clause."""
    out: list[tuple[int, int]] = []
    for m in _NEGATION.finditer(norm):
        end = _SCOPE_END.search(norm, m.end())
        out.append((m.end(), end.start() if end else len(norm)))
    if rejected := _REJECTED.search(norm):  # "靠窗的不方便", "the window doesn't work for me"
        out.append((0, rejected.start()))
    return out


def _literal_hits(plan: FieldPlan, norm: str) -> list[tuple[int, str]]:
    """(position, value) of the field's values named in ``norm``; a value inside a longer one
    ("american" in "north american") is not a hit of its own."""
    low = norm.casefold()
    spans = [
        (m.start(), m.end(), lit)
        for lit in plan.literals
        if may_name(lit, low)
        for m in literal_pattern(lit).finditer(low)
    ]
    return [
        (s, lit)
        for s, e, lit in spans
        if not any(a <= s and e <= b and (b - a) > (e - s) for a, b, _ in spans)
    ]


_TO_CUE = re.compile(
    r"\b(?:to|into|towards?|arriv\w* (?:in|at)|going|heading(?: (?:to|into))?|destination\w*"
    r"(?: is)?|get to|reach)\s+(?:the\s+)?$|(?:去|到|飞往|前往|抵达)\s*$",
    re.IGNORECASE,
)
_FROM_CUE = re.compile(
    r"\b(?:from|leaving(?: from)?|departing(?: from)?|depart(?:s|ure)? (?:from|is)|out of"
    r"|starting (?:from|at)|pick (?:me |us )?up (?:from|at))\s+(?:the\s+)?$|(?:从|由)\s*$",
    re.IGNORECASE,
)


def _inside_other(
    plan: FieldPlan, plans: tuple[FieldPlan, ...], norm: str, hits: list[tuple[int, str]]
) -> list[tuple[int, str]]:
    """The hits that are not part of a longer value of another Literal field ("guest house" in
    the hotel name "acorn guest house" is no hotel type)."""
    if not hits:
        return hits
    longer = [
        (s, s + len(t))
        for p in plans
        if p.kind == "literal" and p is not plan
        for s, t in _literal_hits(p, norm)
    ]
    return [
        (s, t)
        for s, t in hits
        if not any(a <= s and s + len(t) <= b and b - a > len(t) for a, b in longer)
    ]


_RECORD_WORDS = frozenset({"order", "booking"})
_END_TIME = re.compile(r"end|finish|until|till|out|close|return|back|leave|last", re.IGNORECASE)


def _candidates(
    plan: FieldPlan,
    plans: tuple[FieldPlan, ...],
    topics: dict[str, float],
    norm: str,
    orig: str,
    ms: list[Mention],
    ents: list[Entity],
) -> list[tuple[int, str]]:
    """(position, text) of values for ``plan`` found in one clause."""
    cat = plan.category
    if cat == "time" and not bound_field(plan.tokens):
        # "after 3pm": the bound stays with the time, or the time is a bound field's ("arrive
        # by 17:45" is the taxi's arriveby, not the restaurant's booking time)
        # a range's end ("1pm to 3pm") is no start time: only an end field's ("finish_time")
        ends = _END_TIME.search(plan.name) is not None
        found = [
            (e.start, e.value, window(orig, e.start, e.end))
            for e in ents
            if e.key == cat
            and belongs(plan, plans, norm, ents, e, topics)
            and (ends or not range_second(norm, ents, e))
        ]
        if found and any(p.category == "time" and bound_field(p.tokens) for p in plans):
            return [(pos, value) for pos, value, bound in found if not bound]
        return [(pos, bound or value) for pos, value, bound in found]
    if cat in ("email", "phone", "date", "time", "money", "iban"):
        return [
            (e.start, e.value)
            for e in ents
            if e.key == cat
            and belongs(plan, plans, norm, ents, e, topics)
            and not (cat == "date" and no_day(plan.tokens, norm, e.start, e.end))
            # a start time that is a bound field ("start_time") still takes a range's start
            and not (
                cat == "time" and not _END_TIME.search(plan.name) and range_second(norm, ents, e)
            )
        ]
    if cat in MEASURE_KINDS:  # "for 3 nights", "评分4.5分以上": read for such fields alone
        said = [e for e in measures(cat, norm, orig) if belongs(plan, plans, norm, ents, e, topics)]
        if cat == "duration" and (nightly(plan.name) or any(nightly(p.name) for p in plans)):
            # a stay's nights fill the field for them, a lesson's hours the other one
            said = [e for e in said if nights(e.value) == nightly(plan.name)]
        return [(e.start, e.value) for e in said]
    if cat == "party":
        if (heads := head_kind(plan.name)) is not None:
            # "adults": "two adults", not the kids too; the kind of head is the field's cue
            parties = [e for e in ents if e.key == "party" and head_kind(e.value) == heads]
        else:
            parties = [
                e
                for e in ents
                if e.key == "party"
                and belongs(plan, plans, norm, ents, e, topics)
                and not _SUBSET.search(norm, max(0, e.start - 12), e.start)
            ]
        many = len(parties) > 1 or any(not e.value.isascii() for e in parties)
        if plan.kind in ("int", "float") and many:  # "两个大人": 2
            nums = [first_number(e.value) for e in parties]
            total = sum((n for n in nums if n is not None), 0.0)
            return [(parties[-1].start, str(int(total) if total.is_integer() else total))]
        return [(e.start, e.value) for e in parties]
    if cat == "id":
        # an id fills the id field its cue word names ("booking reference X" -> booking_ref);
        # an id with no cue word ("#A1234") only the schema's one id field
        ids = [e for e in ents if e.key.endswith("id")]
        own = [e for e in ids if id_words(e.key) & id_words(plan.name)]
        alone = sum(p.category == "id" for p in plans) == 1
        # a member, account or ticket number is no booking reference, even in a schema with
        # one id field: only an order or booking number, or an id no cue word types
        # ("#A1234"), may fill the lone field
        # an id after a cue word not read ("保单号", a policy's) is of a kind not known: none
        plain = [e for e in ids if e.key.isascii() and id_words(e.key) <= _RECORD_WORDS]
        plain = plain if alone else []
        return [(e.start, e.value) for e in (own or plain)]
    if cat == "name":
        return [(m.vstart, m.value) for m in ms if m.family == "name"]
    if cat == "allergy":
        return [(m.vstart, m.value) for m in ms if m.family == "allergy"]
    out: list[tuple[int, str]] = []
    rxs: tuple[re.Pattern[str], ...] = ()
    if cat == "destination":
        rxs = (EN_DEST, ZH_DEST, ZH_ROUTE)
    elif cat == "origin":
        rxs = (EN_ORIGIN, ZH_ORIGIN)
    for rx in rxs:
        for m in rx.finditer(norm):
            span = place_value(m)
            if span:
                out.append((span[0], orig[span[0] : span[1]]))
    if (noun := kind_noun(plan, plans)) is not None:  # "the Team edition"
        out.extend((s, orig[s:e]) for s, e in kind_values(noun, norm))
    for rx in _VALUE_RULES.get(cat or "", ()):
        for m in rx.finditer(norm):
            if _OTHER_PERSON.search(norm, 0, m.start()):
                continue  # "my partner hates the window", "小孩要靠窗": not the user's own wish
            # not every pattern has all three groups (_MEAL has no "w")
            g = next(g for g in ("v", "w", "z", "t") if m.groupdict().get(g))
            if cat == "seat" and _TOGETHER.match(m.group(g)) and not plan.tokens & _SEAT_NAMES:
                continue  # "we want to sit together" is no seating section or area
            out.append((m.start(g), orig[m.start(g) : m.end(g)]))
    if plan.kind == "literal":
        hits = _inside_other(plan, plans, norm, _literal_hits(plan, norm))
        if cat in ("destination", "origin"):  # a place is a destination only after "to"...
            cue = _TO_CUE if cat == "destination" else _FROM_CUE
            hits = [(pos, t) for pos, t in hits if cue.search(norm[max(0, pos - 24) : pos])]
        out = out or hits
    if out:  # most clauses name no value of the field: no negation scan for them
        negated = negated_spans(norm)
        out = [(pos, text) for pos, text in out if not any(s <= pos < e for s, e in negated)]
    # "centre", "to Porto": the hotel's area or the restaurant's, the train's or the taxi's?
    out = [
        (pos, text)
        for pos, text in out
        if belongs(plan, plans, norm, ents, Entity("value", text, pos, pos + len(text)), topics)
    ]
    return sorted(out)


#: a part of the group, not its size: "其中有5个人吃素", "of whom 3 are kids"
_SUBSET = re.compile(r"(?:其中(?:有)?|\b(?:of whom|among them|of them)),?\s*$", re.IGNORECASE)


def fill_fields(
    work: Work,
    norm: str,
    orig: str,
    ms: list[Mention],
    ents: list[Entity],
    blocked: list[tuple[int, int]],
    turn: int,
    *,
    literals: bool = True,
    only_empty: bool = False,
) -> None:
    """Fill the hinted fields from one clause; ``only_empty``: the clause is about a second
    entity of a kind ("another table"), so a field already set keeps its value."""
    # a clause that only asks ("what time do gates open on the friday?", "is my email still
    # x?") or supposes ("in case it comes Friday") names values, it does not choose them: it
    # fills no field already holding one (``literals`` is False for exactly those clauses)
    only_empty = only_empty or not literals
    own_timing: bool | None = None  # read at the first date or time field (most have none)
    for plan in work.plans:
        if plan.patterns or (plan.kind == "literal" and not literals):
            continue  # fields with their own patterns are filled per sentence
        if plan.category in ("date", "time"):
            if own_timing is None:
                own_timing = is_own_timing(work, norm)
            if own_timing:
                continue
        if only_empty and work.fields[plan.name] not in (None, "", []):
            continue
        if plan.subject is not None and not _named(work, plan.subject, norm):
            continue
        found = [
            (pos, text)
            for pos, text in _candidates(plan, work.plans, work.topics, norm, orig, ms, ents)
            if plan.category == "allergy" or not any(s <= pos < e for s, e in blocked)
        ]
        if found and plan.kind == "literal" and work.fields[plan.name] not in (None, ""):
            found = [(pos, t) for pos, t in found if not _topic(plan, norm, pos, t)]
        # two amounts side by side ("A quoted $240 and B $198"): alternatives, none chosen
        if plan.category == "money" and len({t for _, t in found}) > 1:
            continue
        if found and plan.category == "time" and meets(work.fields[plan.name], found[-1][1]):
            continue  # 7pm held, "I have to leave before 9pm": 7pm stands
        if found:
            if plan.kind == "literal":
                _drop_superseded(work, plan, found[-1][1], ms, turn)
            pos, text = found[-1]
            # a day said as the new end ("we're now flying back on the 17th", "until the 9th")
            ent = next((e for e in ents if e.start == pos and e.key == "date"), None)
            _fill(work, plan, text, turn, ends=ent is not None and returning(norm, ents, ent))


def _drop_superseded(work: Work, plan: FieldPlan, text: str, ms: list[Mention], turn: int) -> None:
    """ "exchange for a size 9 please" ... "just refund me then": a new request for another
    value of a Literal field the user set drops the open goals asking for the old value
    (abandoned); they are not rewritten into a "refund for a size 9" nobody asked for."""
    current = work.fields[plan.name]
    new = coerce(plan, text, current)
    if (
        new is SKIP
        or current in (None, "")
        or new == current
        or work.field_origin.get(plan.name) != "user"
    ):
        return
    new_rx = literal_pattern(str(getattr(new, "value", new)))
    old_rx = literal_pattern(str(getattr(current, "value", current)))
    if not any(m.family == "goal" and new_rx.search(m.value.casefold()) for m in ms):
        return
    for goal in work.recent("goal", active_goal=True):
        value = goal.value.casefold()
        if old_rx.search(value) and not new_rx.search(value):
            work.update(goal, turn, "user", status="abandoned")


#: After a value that opens its clause: the clause says how that thing is to go ("退款请退到
#: 原来的信用卡", "the refund should go to my card", "退款多久到账"), it does not choose it.
_TOPIC_AFTER = re.compile(
    r"\s*(?:请|要|会|能|可以|需要|多久|什么时候|大概|一般|退到|退回|到账"
    r"|(?:should|will|would|can|could|must|goes|go|gets|needs|is going|has to|takes)\b)",
    re.IGNORECASE,
)
_OPENING = re.compile(r"^\W*(?:(?:the|my|your|this|that|and|so|also|ok|okay)\s+)*", re.IGNORECASE)


def _topic(plan: FieldPlan, norm: str, pos: int, value: str) -> bool:
    """True when the Literal value at ``pos`` is the topic its clause opens with (then it does
    not replace the value the field holds: "我要退货" then "退款请退到信用卡" stays a return)."""
    opening = _OPENING.match(norm)
    if opening is None or pos != opening.end():
        return False
    m = literal_pattern(value).match(norm.casefold(), pos)
    return m is not None and bool(_TOPIC_AFTER.match(norm, m.end()))


#: Amounts of another kind than the one a goal names: a clause naming one keeps its amount.
_OTHER_AMOUNT = re.compile(
    r"\b(?:charges?|charged|payments?|purchases?|transactions?|debits?|debited|fees?|bills?"
    r"|subscriptions?|withdrawals?|balance|limit)\b|扣款|扣费|扣了|消费|刷卡|刷了|账单|交易|手续费|余额|额度",
    re.IGNORECASE,
)


def _named(work: Work, subject: re.Pattern[str], norm: str) -> bool:
    """True when the clause or an active goal names what an amount field pays for ("send
    money to my landlord" before "950 euros")."""
    if subject.search(norm):
        return True
    if _OTHER_AMOUNT.search(norm):  # "a $89 charge I did not make": not the transfer's amount
        return False
    return any(subject.search(g.value) for g in work.recent("goal", active_goal=True))


_BARE_DAY = re.compile(r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?[号日]?", re.IGNORECASE)


def _fill(work: Work, plan: FieldPlan, text: str, turn: int, *, ends: bool = False) -> None:
    """Set ``plan`` from a statement with no correction marker. An id field that holds a
    different id keeps it: a second order or booking is a second entity (a fact), not a
    replacement, unless the user says so (see :mod:`turnmem.fold.rules.corrections`)."""
    value = coerce(plan, text, work.fields[plan.name])
    current = work.fields[plan.name]
    if plan.category == "id" and not ID_SHAPE.fullmatch(text.strip()):
        return  # words are no id, whatever a pattern caught
    if plan.category == "id" and current not in (None, "") and not same_value(current, value):
        return
    if plan.category == "party" and isinstance(current, int) and value not in (SKIP, current):
        recount(work, current, text, turn)
    if (
        plan.category == "date"
        and current not in (None, "")
        and not ends  # "back on the 17th" says which date it is
        and _BARE_DAY.fullmatch(text.strip())
        and (
            (work.field_origin.get(plan.name) == "user" and work.field_turn[plan.name] < turn)
            or any(
                p is not plan and p.category == "date" and work.fields[p.name] in (None, "")
                for p in work.plans
            )
        )
    ):
        # "leaving the 14th of October" ... "The 24th.": a day alone, with the other date
        # field (the return) still open, may be that one's; and "from June 3" ... "my sister
        # might join on the 5th" is another date: a day alone replaces no date the user gave
        # before (a correction says so: "no, the 5th"; "last Tuesday, the 9th" is one date)
        return
    work.set_field(plan, value, turn, "user")


def recount(work: Work, old: int, text: str, turn: int) -> None:
    """A new count ("so three tickets") replaces the old one inside the goals and wishes that
    state it ("two train tickets from Boston"), so the old count is not left active there."""
    for entry in [e for e in work.entries if e.kind in ("goal", "preference")]:
        if entry.status not in (None, "open", "in_progress"):
            continue
        spans = [
            x
            for x in entities(normalise(entry.value), entry.value)
            if x.key == "party" and first_number(x.value) == old
        ]
        if spans:
            # the count word changes, the rest stays ("two train tickets" -> "three train
            # tickets"); a span whose count is not its first word is replaced whole
            s, count = spans[-1], re.match(r"\S+", text)
            head = re.match(r"\S+", s.value)
            inner = _COUNT_WORD.search(s.value)
            if count and head and first_number(count.group()) is not None:
                if first_number(head.group()) is None and inner is not None:
                    # "table for 6" -> "table for 8": the count changes where it stands
                    new = s.value[: inner.start()] + count.group() + s.value[inner.end() :]
                else:
                    new = count.group() + s.value[head.end() :]
            else:
                new = text
            work.update(
                entry, turn, "user", value=entry.value[: s.start] + new + entry.value[s.end :]
            )


_COUNT_WORD = re.compile(
    r"(?<![\w.])(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![\w.])",
    re.IGNORECASE,
)


def fill_pattern_fields(work: Work, norm: str, orig: str, turn: int) -> None:
    for plan in work.plans:
        last: str | None = None
        for rx in plan.patterns:
            for m in rx.finditer(norm):
                g = "value" if "value" in rx.groupindex else 1 if rx.groups else 0
                if m.group(g):
                    last = orig[m.start(g) : m.end(g)]
        if last is not None:
            _fill(work, plan, last, turn)


def refill_measures(work: Work, text: str, turn: int, *, asked: bool = True) -> set[str]:
    """ "can you make it four nights?" beside a held 3: a length or a rating asked for in a
    change replaces the held one (the caller has ruled out a reply turning it down); the
    categories changed. ``asked``: ``text`` is the user's (a reply that states the price
    with the length is no supposition)."""
    norm = normalise(text)
    done: set[str] = set()
    if asked and _SUPPOSED.search(norm):
        return done  # "would 2 nights be cheaper?", "住4晚的话有优惠吗？": asked about only
    for plan in work.plans:
        if plan.category not in MEASURE_KINDS or work.fields[plan.name] in (None, ""):
            continue
        found = _candidates(plan, work.plans, work.topics, norm, text, [], [])
        if len({t for _, t in found}) != 1:
            continue  # none, or alternatives ("住两晚还是三晚"): none chosen
        if coerce(plan, found[-1][1], None) not in (SKIP, work.fields[plan.name]):
            _fill(work, plan, found[-1][1], turn)
            done.add(plan.category)
    return done


#: a length or a rating only supposed or priced, not asked for
_SUPPOSED = re.compile(
    r"\b(?:would|how much|how many|is there|are there|cheaper|cost|price)\b"
    r"|的话|多少|(?:晚|天|夜|小时|星)还是|优惠|便宜|价格|或者",
    re.IGNORECASE,
)
