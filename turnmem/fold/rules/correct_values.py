"""Corrections of one value of a known kind, for the offline folder: the fields holding it
(:func:`correct_fields`), an amount said without its currency (:func:`correct_amount`), an id
said again with a typo fixed (:func:`correct_id`) and a head count (:func:`correct_count`).
:mod:`turnmem.fold.rules.corrections` decides that a clause corrects; these put the new
value where the old one was, so no entry or field keeps telling the model the old one.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.addresses import is_address
from turnmem.fold.rules.correction_forms import SELF_NO
from turnmem.fold.rules.entities import Entity, first_number, strip_lead_in
from turnmem.fold.rules.fields import ID_SHAPE, SKIP, FieldPlan, coerce
from turnmem.fold.rules.fill import recount
from turnmem.fold.rules.kinds import head_kind
from turnmem.fold.rules.rewrites import MEASURED, recount_measured, recount_thing, requests
from turnmem.fold.rules.slots import belongs, cued
from turnmem.fold.rules.spans import swap_typed
from turnmem.fold.rules.work import Entry, Work, same_value

__all__ = [
    "BARE_AMOUNT",
    "BARE_NUMBER",
    "ID_SHAPE",
    "as_time",
    "correct_amount",
    "correct_count",
    "correct_fields",
    "correct_id",
    "correct_number",
    "correct_part",
    "correct_range",
    "correct_word",
    "count_picked",
    "group_held",
    "holding_fact",
    "joined",
    "retract",
]


def _holds_words(current: str, old: str, words: bool) -> bool:
    """True when a field value is the old value (or, for words, contains it: "aisle seat")."""
    if same_value(current, old):
        return True
    return (
        words and re.search(rf"(?<!\w){re.escape(old)}(?!\w)", current, re.IGNORECASE) is not None
    )


def _swap_once(text: str, old: str, new: str) -> str:
    return re.sub(rf"(?<!\w){re.escape(old)}(?!\w)", new.strip(), text, count=1, flags=re.I)


def correct_fields(
    work: Work,
    old: str | None,
    new: str,
    cat: str,
    turn: int,
    *,
    where: tuple[str, list[Entity], Entity] | None = None,
    words: bool = False,
) -> bool:
    """Set the fields holding ``old`` to ``new``; with ``old`` None, the fields of the category
    ``cat`` that the value belongs to (``where``: the text, its entities and the value)."""
    done = False
    for plan in work.plans:
        cur = work.fields[plan.name]
        if plan.category == "id" and not ID_SHAPE.fullmatch(new.strip()):
            continue  # "我说错" or "the one I said" is no booking reference
        if old is not None and isinstance(cur, str) and _holds_words(cur, old, words):
            # "it's 3D not 3B" inside "14 Larkin Street, Apt 3B": the address keeps its rest
            part = not same_value(cur, old) and is_address(cur)
            value = coerce(plan, _swap_once(cur, old, new) if part else new, None)
        elif (
            old is not None
            and isinstance(cur, str)
            and not words
            and cat in ("date", "time")
            and (inside := swap_typed(cur, old, new)[0]) is not None
        ):
            value = coerce(plan, inside, None)
        elif (
            old is not None
            and isinstance(cur, list)
            and old.casefold() in (str(c).casefold() for c in cur)
        ):
            value = [new if str(c).casefold() == old.casefold() else c for c in cur]
            value = SKIP if coerce(plan, new, None) is SKIP else value
        elif (
            old is not None
            and isinstance(cur, int | float)
            and not isinstance(cur, bool)
            and cat not in ("date", "time")  # 8 people are no 8:30 moved to 9pm
            and first_number(old) == cur
        ):  # "8位，不是6位" with the count 6 in an int field
            value = coerce(plan, new, None)
            if plan.category == "party" and isinstance(value, int) and value != cur:
                recount(work, int(cur), str(value), turn)  # "a table for 6" -> "for 8"
        elif old is None and plan.category == cat and cat not in ("proper", "other"):
            if where is not None and not belongs(plan, work.plans, *where, work.topics):
                continue
            if where is None and plan.role == "return":
                continue  # a bare new date is the departure, not the return
            value = coerce(plan, new, cur if plan.kind != "list" else [])
        else:
            continue
        if value is not SKIP:
            work.set_field(plan, value, turn, "user")
            done = True
    return done


def count_picked(work: Work, bare: str, turn: int) -> bool:
    """ "let's say 110 then": a number picked that is no hour (above 24) is the new head count."""
    return bare.isdigit() and int(bare) > 24 and correct_count(work, bare, turn)


BARE_NUMBER = re.compile(
    r"^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|[一二两三四五六七八九十]{1,2})(?:\s*(?:个|位|张|间|份|件|台|辆|晚|天|箱|盒|瓶|杯))?$",
    re.IGNORECASE,
)


#: A bare amount: a number with a magnitude ("八千", "两万", "5k", "2 thousand") or of three
#: digits or more ("450", "8000"). Too large for a head count: in a correction it is the
#: amount the state holds, said without its currency.
BARE_AMOUNT = re.compile(
    r"^(?:\d[\d,]*(?:\.\d+)?\s*(?:k|thousand|grand|百|千|万)|\d{3,}(?:\.\d+)?"
    r"|[一二两三四五六七八九十]+[百千万][一二两三四五六七八九十百千万]*)$",
    re.IGNORECASE,
)
_UNIT_BEFORE = re.compile(r"^(?:[£$€¥￥]|(?:USD|EUR|GBP|CNY|RMB)\s?)", re.IGNORECASE)
_UNIT_AFTER = re.compile(
    r"\s*(?:块钱|块|元|美元|欧元|英镑|dollars?|euros?|pounds?|bucks|quid)$", re.IGNORECASE
)


def correct_amount(work: Work, number: str, turn: int) -> bool:
    """ "改成八千" after "五千块", "make it 450" after "£540": the newest amount the state holds
    (a fact, else a field) becomes the number, in the old amount's currency ("八千块", "£450");
    with no amount held the number is left alone."""
    held = next((e for e in work.recent("fact") if e.key == "money"), None)
    plans = [
        p for p in work.plans if p.category == "money" and isinstance(work.fields[p.name], str)
    ]
    plans = [p for p in plans if work.fields[p.name]]
    if held is not None:
        old = held.value
    elif plans:
        old = str(work.fields[max(plans, key=lambda p: work.field_seq[p.name]).name])
    else:
        return False
    before, after = _UNIT_BEFORE.match(old), _UNIT_AFTER.search(old)
    value = (before.group(0) if before else "") + number + (after.group(0) if after else "")
    if held is not None:
        work.update(held, turn, "user", value=value)
    for entry in requests(work, done=False):  # "send 200 dollars to my landlord" says 250
        if old in entry.value:
            work.update(entry, turn, "user", value=entry.value.replace(old, value, 1))
    correct_fields(work, old, value, "money", turn)
    return True


def _shape(value: str) -> str:
    """The character classes of an id ("W55-12" -> "A99-99")."""
    return re.sub(r"[A-Za-z]", "A", re.sub(r"\d", "9", value.strip().lstrip("#")))


def correct_part(work: Work, slip: re.Match[str], turn: int) -> bool:
    """ "Sorry, it's Flat 5" after "Flat 3, 88 Marlowe Road" ("是1502室" after "...2单元1202室"):
    the one held text value with a part of that name and another number ("Flat 3") takes the
    new part (a slip corrected). ``slip``: the clause's match of :data:`SLIP_PART`."""
    value, head = slip["v"] or slip["zv"], slip["h"] or slip["zh"]
    part = (
        re.compile(rf"(?<!\d)\d{{1,5}}{re.escape(head)}")  # "1202室": the number first
        if not head.isascii()
        else re.compile(rf"\b{re.escape(head)}\.?\s*#?\d{{1,5}}[a-z]?\b", re.IGNORECASE)
    )
    held = [
        (p, m)
        for p in work.plans
        if isinstance(work.fields[p.name], str)
        and len(m := part.findall(str(work.fields[p.name]))) == 1
        and m[0].casefold() != value.casefold()
    ]
    facts = [
        (e, m)
        for e in work.recent("fact")
        if len(m := part.findall(e.value)) == 1 and m[0].casefold() != value.casefold()
    ]
    if len(held) != 1 and not (not held and len(facts) == 1):
        return False
    for plan, (old,) in held:
        work.set_field(plan, str(work.fields[plan.name]).replace(old, value, 1), turn, "user")
    for entry, (old,) in facts:
        work.update(entry, turn, "user", value=entry.value.replace(old, value, 1))
    return True


_HOUSE_NO = re.compile(r"\d{1,5}[a-z]?", re.IGNORECASE)


_WORD = re.compile(r"[A-Z][a-z'-]+")
_ITS = re.compile(r"^(?:it's|it is|that's|that is|i meant|it should be)\s+", re.IGNORECASE)


def correct_number(work: Work, old: str, new: str, turn: int) -> bool:
    """ "the house number is 29, not 27" after "27 Harrow Lane": a number said instead of one
    that stands alone inside the one text value holding it (an address) replaces it there."""
    old, new = old.strip(), new.strip()
    if not (_HOUSE_NO.fullmatch(old) and _HOUSE_NO.fullmatch(new)) or old == new:
        return False
    token = re.compile(rf"(?<![\w.,:/-]){re.escape(old)}(?![\w.,:/-]|\s*(?:am|pm)\b)", re.I)
    return _replace_inside(work, _held_once(work, token), token, new, turn)


def _held_once(work: Work, rx: re.Pattern[str]) -> list[FieldPlan]:
    """The fields of their own pattern (addresses) whose value holds ``rx`` exactly once."""
    return [
        p
        for p in work.plans
        if p.patterns and isinstance(v := work.fields[p.name], str) and len(rx.findall(v)) == 1
    ]


def _replace_inside(
    work: Work, held: list[FieldPlan], rx: re.Pattern[str], new: str, turn: int
) -> bool:
    """``rx`` replaced by ``new`` in the one field of ``held``; False when not exactly one."""
    if len(held) != 1:
        return False
    work.set_field(held[0], rx.sub(new, str(work.fields[held[0].name]), count=1), turn, "user")
    return True


def correct_word(work: Work, old: str, new: str, turn: int) -> bool:
    """ "it's Larch Crescent, not Avenue" after "14 Larch Avenue, Ripon": a capitalised word
    said instead of one inside the one address holding it replaces it there (with the words
    before it the new value repeats: "Larch Avenue" becomes "Larch Crescent")."""
    old, new = old.strip(), _ITS.sub("", strip_lead_in(new.strip()))
    if not _WORD.fullmatch(old) or not new or old == new:
        return False
    words = new.split()
    if len(words) > 3 or not all(_WORD.fullmatch(w) for w in words):
        return False
    # the held words before the old one that the new value repeats ("Larch" of "Larch
    # Crescent"): the span replaced is those and the old word
    lead = "".join(re.escape(w) + r"\s+" for w in words[:-1])
    span = re.compile(rf"(?<![\w-]){lead}{re.escape(old)}(?![\w-])")
    held = _held_once(work, span)
    if not held:  # the address inside a request ("send it to 14 Larch Avenue")
        said = [e for e in work.entries if len(span.findall(e.value)) == 1]
        if len(said) == 1 and (lead or re.search(r"\d", said[0].value)):
            work.update(said[0], turn, "user", value=span.sub(new, said[0].value, count=1))
            return True
    return _replace_inside(work, held, span, new, turn)


def correct_id(work: Work, value: str, turn: int) -> bool:
    """ "sorry, it's 88231" after "my order number is 88213": a bare id of the same shape as
    the newest id the state holds (a fact or an id field) replaces it (a typo corrected)."""
    shape = _shape(value)
    facts = [e for e in work.recent("fact") if e.key and _UNIQUE_KEY.search(e.key)]
    fact = next((f for f in facts if _shape(f.value) == shape), None)
    plans = [
        p
        for p in work.plans
        if p.category == "id"
        and isinstance(work.fields[p.name], str)
        and _shape(str(work.fields[p.name])) == shape
    ]
    # the id inside a request too ("给138 1234 5678充值" + "不对，是138 1234 5687")
    # (a long one only: "make that 250" is an amount, not an id)
    said = re.compile(
        r"(?<![A-Za-z0-9-])"
        + "".join(r"\d" if c == "9" else "[A-Za-z]" if c == "A" else re.escape(c) for c in shape)
        + r"(?![A-Za-z0-9-])"
    )
    long = len(value) >= 7
    entries = [e for e in requests(work, done=False) if long and len(said.findall(e.value)) == 1]
    if fact is None and not plans and not entries:
        return False
    if entries and (found := said.search(entries[0].value)) and found.group() != value:
        v = entries[0].value
        work.update(entries[0], turn, "user", value=v[: found.start()] + value + v[found.end() :])
    if fact is not None and fact.value != value:
        work.update(fact, turn, "user", value=value)
    for plan in plans:
        if work.fields[plan.name] != value:
            work.set_field(plan, coerce(plan, value, None), turn, "user")
    return True


_UNIQUE_KEY = re.compile(r"id$|^(?:phone|iban)$|number$|ref$")


def _count_plans(work: Work) -> list[FieldPlan]:
    return [p for p in work.plans if p.category == "party" and p.kind in ("int", "float")]


def _renumber(text: str, number: str) -> str:
    """``text`` with its first number replaced by ``number`` ("4 people" -> "5 people")."""
    return re.sub(
        r"\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b|[一二两三四五六七八九十]+",
        number,
        text,
        count=1,
        flags=re.IGNORECASE,
    )


def correct_count(work: Work, number: str, turn: int) -> bool:
    """ "make it 5" after a party size: the count is the party size (only when the state has
    one, or the schema has a count field; else the number is left alone). A count with a
    measure word of things counts those things (:func:`recount_measured`)."""
    if MEASURED.fullmatch(number):
        return recount_measured(work, number, turn)
    fact = next((e for e in work.recent("fact") if e.key == "party"), None)
    plans = _count_plans(work)
    if fact is None and not plans:
        return recount_thing(work, number, turn)
    count = first_number(number)
    digits = str(int(count)) if count is not None and count == int(count) else number
    held: float | None = None
    if fact is not None:
        # the count alone: "改成10个" renumbers "6个人" as "10个人", not "10个个人"
        held = first_number(fact.value)
        work.update(fact, turn, "user", value=_renumber(fact.value, digits))
    for plan in plans:
        cur = work.fields[plan.name]
        if held is None and isinstance(cur, int | float) and not isinstance(cur, bool):
            held = cur
        work.set_field(plan, coerce(plan, number, None), turn, "user")
    if held is not None and held == int(held) and count is not None and count != held:
        # "a table for 5 people" must not keep saying 5 after "make it 3"
        recount(work, int(held), digits, turn)
    return True


_GROUP_SIZE = re.compile(
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?:\s+(?:people|persons|guests|adults|of us))?",
    re.IGNORECASE,
)


def group_held(work: Work, number: str) -> bool:
    """True when the newest party size was said as the group's size alone ("we're 5", "5 of
    us") and differs from ``number``: a later "we're 3" is the same group's new size (a size
    said with a booking, "a table for 5", may be another booking's)."""
    fact = next((e for e in work.recent("fact") if e.key == "party"), None)
    if fact is None or not _GROUP_SIZE.fullmatch(fact.value.strip()):
        return False
    return first_number(fact.value) != first_number(number)


_RANGE_JOIN = r"\s*(?:to|until|till|through|thru|and|-|–|~|到|至)\s*"


def correct_range(work: Work, new: str, dates: list[Entity], turn: int) -> bool:
    """ "make it 10 to 14 August" after "leave from 3 to 7 August": the two newest dates held
    take the two new ones in order (start, end), in their facts, the requests that state the
    range ("from 10 to 14 August", not "from 3 to 14 August") and the fields holding them."""
    held = [e for e in work.recent("fact") if e.key == "date"][:2]
    if len(held) < 2 or len(dates) != 2:
        return False
    start, end = sorted(held, key=lambda e: e.seq)
    if same_value(start.value, dates[0].value) and same_value(end.value, dates[1].value):
        return False
    said = new[dates[0].start : dates[1].end]
    firsts = {start.value, start.value.split()[0]} if start.value[:1].isdigit() else {start.value}
    form = re.compile(
        rf"(?<![\w])(?:{'|'.join(map(re.escape, sorted(firsts, key=len, reverse=True)))})"
        rf"{_RANGE_JOIN}{re.escape(end.value)}(?![A-Za-z\d])",
        re.IGNORECASE,
    )
    for entry in requests(work, done=False):
        if (found := form.search(entry.value)) is not None:
            value = entry.value[: found.start()] + said + entry.value[found.end() :]
            work.update(entry, turn, "user", value=value)
    for fact, ent in ((start, dates[0]), (end, dates[1])):
        old = fact.value
        work.update(fact, turn, "user", value=ent.value)
        correct_fields(work, old, ent.value, "date", turn)
    return True


_HOUR = re.compile(r"^(?:at\s+)?\d{1,2}(?::00)?\s*(?P<half>am|pm|a\.m\.|p\.m\.)$", re.IGNORECASE)


def as_time(work: Work, number: str) -> str | None:
    """ "make it 7" with no party size held and the newest time (a fact, else a time field) an
    hour of the day ("6pm"):
    the new hour in that half of the day ("7pm"); else None (a count, read as one)."""
    if any(e.key == "party" for e in work.recent("fact")) or any(
        p.category == "party" and p.kind != "list"
        for p in work.plans  # not a list of names
    ):
        return None
    n = first_number(number)
    held = next((e.value for e in work.recent("fact") if e.key == "time"), None)
    if held is None:  # "Start time: 3pm" in a field of its own
        held = next(
            (
                v
                for p in work.plans
                if p.category == "time" and isinstance(v := work.fields[p.name], str)
            ),
            None,
        )
    m = _HOUR.match(held.strip()) if held is not None else None
    if m is None or n is None or not 1 <= n <= 12 or n != int(n):
        return None
    return f"{int(n)}{m['half']}"


def _holds(fact: Entry, value: object) -> bool:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return first_number(fact.value) == value
    return same_value(fact.value, value)


_STARTS = re.compile(r"^\s*(?:开始|起)")


def holding_fact(work: Work, ent: Entity, norm: str, ents: list[Entity]) -> Entry | None:
    """The fact a new value replaces: with a cue ("改成周六入住"), the one the cued field holds;
    else the newest fact of its kind ("Friday, back on Sunday" + "make it Saturday": Sunday)."""
    facts = [e for e in work.recent("fact") if e.key == ent.key]
    if ent.key == "party" and (heads := head_kind(ent.value)) is not None:
        # "make it three adults" after "four adults and one child": the adults
        facts = [f for f in facts if head_kind(f.value) in (heads, None)]
    if len(facts) > 1 and _STARTS.search(norm[ent.end : ent.end + 4]):
        return facts[1]  # "1月6号开始" after "1月5号到1月9号": the range's start
    if not cued(work.plans, ent.key, norm, ents, ent):
        return facts[0] if facts else None
    for plan in work.plans:
        if plan.category == ent.key and belongs(plan, work.plans, norm, ents, ent, work.topics):
            cur = work.fields[plan.name]
            held = next((f for f in facts if _holds(f, cur)), None)
            if held is not None or cur not in (None, "", []):
                return held  # the slot's value is not a fact: leave the facts alone
    return facts[0] if facts else None


_DONE_SAYING = re.compile(
    r"\b(?:nothing|that's all|that's it|thanks|thank you|all good|i'm good|i'm fine)\b"
    r"|不用|没有了|就这些|谢谢",
    re.IGNORECASE,
)


def retract(work: Work, said: str, new: str, turn: int) -> None:
    """ "Store credit I guess. Wait, no, back on the card": the Literal value this message
    set last is taken back (``said``: the clause, a self-correction); ``new`` (its value)
    replaces it when it is one of the field's values, else the field goes back to empty
    (stating the value taken back would be a lie)."""
    if not SELF_NO.match(said) or _DONE_SAYING.search(said):
        return  # "No, that's all": an answer, not a value taken back
    mine = [p for p in work.plans if p.kind == "literal" and work.field_turn.get(p.name) == turn]
    plan = max(mine, key=lambda p: work.field_seq.get(p.name, 0), default=None)
    if plan is None or work.field_origin.get(plan.name) != "user":
        return
    value = coerce(plan, new, None)
    if value is SKIP:
        work.clear_field(plan, turn, "user")
    elif value != work.fields[plan.name]:
        work.set_field(plan, value, turn, "user")


def joined(work: Work, up: bool, turn: int) -> bool:
    """One person more (``up``) or fewer in the party whose size the state holds ("my son's
    coming along after all" after "two adults": 3); False when no size is held."""
    fact = next((e for e in work.recent("fact") if e.key == "party"), None)
    held = first_number(fact.value) if fact is not None else None
    for plan in _count_plans(work):
        cur = work.fields[plan.name]
        if held is None and isinstance(cur, int | float) and not isinstance(cur, bool):
            held = cur
    if held is None or held != int(held) or (not up and held <= 1):
        return False
    count = int(held) + (1 if up else -1)
    done = correct_count(work, str(count), turn)
    if done and fact is not None and _WHO.search(fact.value):
        # "3 adults" would be wrong: the one who joins may be a child
        work.update(fact, turn, "user", value=f"{count} people")
    return done


_WHO = re.compile(r"adults?|child(?:ren)?|kids?|seniors?|infants?", re.IGNORECASE)
