"""Rewriting what a request states when one of its values is corrected (offline folder).

A goal or a need states values in its own words ("book a hotel for 2 people on Friday", "两张
周六去上海的票", "two coffees", "a double room"); when the user corrects one of them, the
entry must not keep telling the model the old value. These functions put the new value in
place of the old one inside the entry's text (the old text goes to its history):
:func:`respan` for a typed value, :func:`recount_measured` / :func:`recount_thing` /
:func:`recount_named` for a count, :func:`remodify` for the kind of a thing, :func:`rekey` for an
attribute ("size M" -> "size L"), :func:`reoption` for one of a set of exclusive options
("business" -> "economy").
"""

from __future__ import annotations

import re

from turnmem.fold.rules.entities import Entity, core_value, entities, first_number
from turnmem.fold.rules.text import normalise, word_set
from turnmem.fold.rules.work import Entry, Work, same_value

__all__ = [
    "DAYPART",
    "MEASURED",
    "live_goals",
    "recount_measured",
    "recount_named",
    "recount_thing",
    "rekey",
    "remodify",
    "reoption",
    "requests",
    "respan",
    "same_core",
    "wanted",
]


def live_goals(work: Work, *, done: bool = True) -> list[Entry]:
    """Goals still stating what the user wants, newest first (``done``: a booked one too)."""
    states = ("open", "in_progress", "done") if done else ("open", "in_progress")
    return [g for g in work.recent("goal") if g.status in states]


def wanted(work: Work) -> list[Entry]:
    """Needs and wishes (like / must preferences), newest first."""
    return [p for p in work.recent("preference") if p.polarity in ("like", "must")]


def requests(work: Work, *, done: bool = True) -> list[Entry]:
    """Goals and needs together, newest first: the entries whose words may state a value."""
    return sorted([*live_goals(work, done=done), *wanted(work)], key=lambda e: -e.seq)


def same_core(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` state one value ("table for 2" and "2 people" do not; "Friday"
    and "friday" do), whole or as the core value each holds."""
    return same_value(a, b) or same_value(core_value(a)[1], core_value(b)[1])


#: A count of things by its measure word ("三张" tickets, "两间" rooms, "四晚" nights): not
#: the party size, the count of that thing wherever a goal or a need states it.
MEASURED = re.compile(
    r"(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,2})\s*(?P<c>[张间份件台辆晚天箱盒瓶杯])"
)


def recount_measured(work: Work, number: str, turn: int) -> bool:
    """ "改成三张" after "订两张去上海的票": the newest goal or need counting the same measure
    word takes the new count (never a place or a name: "三张" is no destination)."""
    m = MEASURED.fullmatch(number)
    if m is None:
        return False
    counted = re.compile(rf"(?:\d{{1,3}}|[一二两三四五六七八九十]{{1,2}})\s*{m['c']}")
    for entry in requests(work):
        found = counted.search(entry.value)
        if found is not None:
            if found.group() != number:
                value = entry.value[: found.start()] + number + entry.value[found.end() :]
                work.update(entry, turn, "user", value=value)
            return True
    return False


#: A count and up to two words before the thing it counts ("two coffees", "2 large pizzas",
#: "3 extra-large boxes"); the thing follows.
_COUNT_THEN = (
    r"(?<![\w$£€.:-])(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve)\s+(?:(?!and\b|or\b|of\b)[a-z-]{2,}\s+){0,2}?"
)
_COUNTED_THING = re.compile(_COUNT_THEN + r"(?P<thing>[a-z]{3,}s)\b", re.IGNORECASE)


def recount_thing(work: Work, number: str, turn: int) -> bool:
    """ "make that three" after "two coffees" (no party size held): the newest goal or need
    counting one kind of thing ("two coffees", "4 boxes") takes the new count. An entry
    counting several things is left alone (which count changes is not said)."""
    for entry in requests(work, done=False):
        found = list(_COUNTED_THING.finditer(entry.value))
        if len(found) > 1:
            return False
        if found:
            m = found[0]
            value = entry.value[: m.start("n")] + number + entry.value[m.end("n") :]
            work.update(entry, turn, "user", value=value)
            return True
    return False


_HEDGES = re.compile(
    r"^(?:(?:only|just|maybe|perhaps)\s+)+|\s+(?:actually|instead|please|then|now)$", re.I
)


def _bare(core: str) -> str:
    """``core`` without its outer spaces, end punctuation and hedges ("only 2 days
    actually." -> "2 days")."""
    return _HEDGES.sub("", core.strip().rstrip(".!?。！？ ")).strip()


#: A count and the thing it counts, singular or plural ("one room", "3 nights", "2 large
#: pizzas"): what :func:`recount_named` reads on both sides.
_COUNT_NOUN = re.compile(_COUNT_THEN + r"(?P<thing>[a-z]{3,})\b", re.IGNORECASE)
_NOT_THINGS = word_set("people persons guests adults children kids passengers travellers pax")


def _stem(word: str) -> str:
    low = word.casefold()
    return low[:-2] if low.endswith(("ches", "shes", "xes", "sses")) else low.removesuffix("s")


_OF_STUFF = re.compile(r"\s+of\s+(?P<stuff>[a-z]{3,})$", re.IGNORECASE)


def _of_same(after: str, stuff: str) -> bool:
    """The count in a request measures the same stuff ("... pairs of curtains" after "three
    pairs of curtains")."""
    m = re.match(r"\s+of\s+([a-z]{3,})\b", after, re.IGNORECASE)
    return m is not None and _stem(m[1]) == _stem(stuff)


def recount_named(work: Work, core: str, turn: int) -> bool:
    """ "make it 3 nights" after "a room for 2 nights", "make it one room" after "two rooms":
    the newest open request counting the same thing takes the new count (and the thing's
    number: "one room"), the rest of its words stay. Heads are the party's, not things."""
    bare = _bare(core)
    # "three pairs of curtains", "2 boxes of tea": the measure counted, of the same stuff
    of = _OF_STUFF.search(bare)
    m = _COUNT_NOUN.fullmatch(bare[: of.start()] if of else bare)
    if m is None or m["thing"].casefold() in _NOT_THINGS:
        return False
    thing = _stem(m["thing"])
    for entry in requests(work, done=False):
        found = [
            f
            for f in _COUNT_NOUN.finditer(entry.value)
            if _stem(f["thing"]) == thing
            and (of is None or _of_same(entry.value[f.end("thing") :], of["stuff"]))
        ]
        if len(found) == 1:
            f = found[0]
            if f["n"].casefold() == m["n"].casefold():
                return False
            v = entry.value
            value = v[: f.start("n")] + m["n"] + v[f.end("n") : f.start("thing")] + m["thing"]
            work.update(entry, turn, "user", value=value + v[f.end("thing") :])
            return True
    return False


_MODIFIED = re.compile(
    r"(?:(?:the|a|an|my|our)\s+)?(?P<mod>[a-z][a-z0-9-]*)\s+(?P<head>[a-z]{3,})", re.IGNORECASE
)
_NO_MODIFIER = word_set("a an the my our your this that one another some any new same")


def _put(value: str, start: int, end: int, word: str) -> str:
    """``value`` with ``word`` in place of ``value[start:end]``, its article agreeing ("an
    aisle seat" -> "a window seat")."""
    before = value[:start]
    art = re.search(r"\b(a|an|A|An)\s+$", before)
    if art is not None:
        an = word[:1].casefold() in "aeiou"
        fixed = ("An" if an else "A") if art[1][0] == "A" else ("an" if an else "a")
        before = before[: art.start(1)] + fixed + before[art.end(1) :]
    return before + word + value[end:]


def remodify(work: Work, core: str, turn: int) -> bool:
    """ "sorry, I meant a twin room" after "book a double room", "the basic plan is enough"
    after "I'd like the premium plan": the newest open request naming a thing of the same kind
    (the head noun) takes the new modifier ("book a twin room")."""
    m = _MODIFIED.fullmatch(core.strip())
    if m is None or m["mod"].casefold() in _NO_MODIFIER:
        return False
    said = re.compile(rf"\b(?P<old>[a-z][a-z0-9-]*)\s+{re.escape(m['head'])}\b", re.IGNORECASE)
    for entry in requests(work, done=False):
        found = said.search(entry.value)
        if found is None:
            continue
        old = found["old"].casefold()
        if old in _NO_MODIFIER or old == m["mod"].casefold():
            return False
        value = _put(entry.value, found.start("old"), found.end("old"), m["mod"])
        work.update(entry, turn, "user", value=value)
        return True
    return False


#: "make it a margherita", "actually, a cappuccino": a thing of another kind, said alone.
_A_KIND = re.compile(r"(?P<art>a|an|the)\s+(?P<kind>[a-z][a-z-]{2,}(?:\s+[a-z][a-z-]{2,})?)", re.I)
#: Words before a thing that stay when its kind changes ("a large pepperoni pizza").
_SIZES = word_set(
    "small medium large regular big extra tall grande venti short hot iced cold fresh"
)
#: Kinds said alone that name a modifier of the thing, not another thing ("a twin" room).
_MODIFIERS = word_set(
    "twin double single triple king queen standard deluxe superior executive family window "
    "aisle economy business premium basic express"
)
#: No kind of thing: "make it a week", "make it a little later", "make it a quick one".
_NOT_KINDS = word_set(
    "week day month year night hour minute weekend fortnight morning evening afternoon bit lot "
    "little couple few pair dozen half quarter total minimum maximum quick one later earlier "
    "priority gift surprise"
)
#: The thing a request names after its article: "order a large pepperoni pizza for tonight".
_THING = re.compile(
    r"\b(?P<art>a|an|the)\s+(?P<words>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)"
    r"(?=\s+(?:for|with|to|at|on|in|from|and|please|by)\b|\s*[,.!?]|\s*$)",
    re.I,
)


#: The verbs of a request that gets a thing (its kind may change), not one that acts on one.
_ACQUIRES = re.compile(
    r"(?:^|\b(?:book|booking|order|ordering|get|buy|rent|reserve|have|take|want|like|need"
    r"|bring|deliver|send me|try))\W*(?:(?:me|us|a|an|the|one|some)\s+)*$",
    re.IGNORECASE,
)


def rekind(work: Work, core: str, turn: int) -> bool:
    """ "make it a margherita" after "order a large pepperoni pizza": the thing the newest
    request names after its article takes the new kind, its size words kept ("order a large
    margherita"); "the standard room" replaces a thing said with "the" ("book the deluxe
    suite"). A count of things ("two burgers") or a measure is left alone."""
    m = _A_KIND.fullmatch(core.strip())
    if m is None or any(w in _NOT_KINDS or w in _SIZES for w in m["kind"].casefold().split()):
        return False
    definite = m["art"].casefold() == "the"
    for entry in requests(work, done=False)[:1]:
        # "the standard room is enough" after "book the deluxe suite": "the" names "the" thing
        found = next(
            (f for f in _THING.finditer(entry.value) if (f["art"].casefold() == "the") == definite),
            None,
        )
        if found is None or not _ACQUIRES.search(entry.value[: found.start()] or "get"):
            return False  # "cancel the order": the refund is no kind of order
        words = found["words"].split()
        keep = 0
        while keep < len(words) - 1 and words[keep].casefold() in _SIZES:
            keep += 1
        kind = m["kind"]
        if kind.casefold() in _MODIFIERS and len(words) > keep:
            kind = f"{kind} {words[-1]}"  # "make it a twin": a twin room
        if same_value(" ".join(words[keep:]), kind):
            return False
        start = found.start("words") + sum(len(w) + 1 for w in words[:keep])
        work.update(entry, turn, "user", value=_put(entry.value, start, found.end("words"), kind))
        return True
    return False


#: The attribute nouns a value follows ("size L", "plan B", "version 3", "gate 12").
_ATTRIBUTE = re.compile(
    r"(?:(?:the|a|an|in|my|our)\s+)?(?P<head>size|colou?r|plan|tier|version|model|option"
    r"|package|level|grade|gate|platform|seat|room|table|row|zone|section)\s+"
    r"(?P<val>[a-z0-9][\w.+-]{0,11})"
    r"|(?P<zval>[A-Za-z0-9]{1,4}|[大中小特加]{1,2})(?P<zhead>码|号)(?:的)?",
    re.IGNORECASE,
)


def rekey(work: Work, core: str, turn: int) -> bool:
    """ "size L would be better" after "the blue hoodie in size M", "还是L码吧" after "M码的外套":
    the newest open request stating the same attribute takes the new value."""
    m = _ATTRIBUTE.fullmatch(_bare(core))
    if m is None:
        return False
    if m["head"]:
        new, said = (
            m["val"],
            re.compile(
                rf"\b{re.escape(m['head'])}\s+(?P<old>[a-z0-9][\w.+-]{{0,11}})\b", re.IGNORECASE
            ),
        )
    else:
        new, said = (
            m["zval"],
            re.compile(rf"(?P<old>[A-Za-z0-9]{{1,4}}|[大中小特加]{{1,2}}){m['zhead']}"),
        )
    for entry in requests(work, done=False):
        found = said.search(entry.value)
        if found is None:
            continue
        if found["old"].casefold() == new.casefold():
            return False
        value = entry.value[: found.start("old")] + new + entry.value[found.end("old") :]
        work.update(entry, turn, "user", value=value)
        return True
    return False


#: Options that exclude one another: a new one named alone replaces the other in a request.
_OPTIONS = (
    ("premium economy", "economy", "business", "first class"),
    ("extra large", "small", "medium", "large"),
    ("window", "aisle", "middle"),
    ("vegetarian", "vegan", "pescatarian", "halal", "kosher"),
    ("大床房", "双床房", "单人间", "双人间", "标准间", "套房", "家庭房"),
    (
        "credit card",
        "debit card",
        "cash",
        "paypal",
        "apple pay",
        "google pay",
        "bank transfer",
        "cheque",
    ),
)
_OPTION_ALONE = re.compile(
    r"(?:(?:the|a|an|in|by|with|via)\s+)?(?P<opt>"
    + "|".join(re.escape(o) for o in sorted({o for g in _OPTIONS for o in g}, key=len)[::-1])
    + r")(?:\s*(?:class|size|one|seat|please|instead|的|吧))?",
    re.IGNORECASE,
)


def reoption(work: Work, core: str, turn: int) -> bool:
    """ "economy is fine" after "fly business class", "medium, please" after "2 large
    pizzas": the newest open request naming one other option of the same set takes it."""
    m = _OPTION_ALONE.fullmatch(_bare(core))
    if m is None:
        return False
    new = m["opt"]
    group = next(g for g in _OPTIONS if new.casefold() in g)
    # longer options first ("premium economy" before "economy"); no word edges in Chinese
    alts = "|".join(re.escape(o) for o in sorted(group, key=len, reverse=True))
    said = re.compile(rf"(?<![a-z])(?:{alts})(?![a-z])", re.IGNORECASE)
    for entry in requests(work, done=False):
        found = list(said.finditer(entry.value))
        if any(f.group().casefold() == new.casefold() for f in found):
            return False  # the request says it already
        if len(found) != 1:
            continue  # none, or two options named: which one changes is not said
        f = found[0]
        # the user's own spelling ("PayPal"), capitalised where the old option was
        word = new[:1].upper() + new[1:] if entry.value[f.start()].isupper() else new
        work.update(entry, turn, "user", value=_put(entry.value, f.start(), f.end(), word))
        return True
    return False


_COUNT = re.compile(
    r"\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
    r"|[一二两三四五六七八九十]+",
    re.IGNORECASE,
)


#: The part of the day a Chinese time starts with ("晚上7点"): a new bare hour keeps it.
DAYPART = re.compile(r"^(?:早上|上午|中午|下午|晚上|傍晚|凌晨|今晚|明晚)")


def respan(work: Work, entry: Entry, ent: Entity, turn: int, old: str | None = None) -> bool:
    """Put ``ent`` in place of the last value of its kind that ``entry`` states; with ``old``,
    only when that value is ``old`` (the value the correction replaced). False: no such value."""
    spans = [x for x in entities(normalise(entry.value), entry.value) if x.key == ent.key]
    if not spans:
        return False
    s = spans[-1]
    old_text, new_text = entry.value[s.start : s.end], ent.value
    if old is not None and not same_core(old_text, old):
        return False
    part = DAYPART.match(old_text) if ent.key == "time" else None
    if part is not None and not DAYPART.match(new_text):
        new_text = part.group() + new_text  # "下午两点" + "改成三点": "下午三点"
    count = _COUNT.search(old_text) if ent.key == "party" else None
    new_count = first_number(ent.value) if count is not None else None
    if count is not None and new_count is not None:
        # "a table for 6" -> "a table for 8", not "a 8 people": only the count changes
        n = str(int(new_count))
        new_text = old_text[: count.start()] + n + old_text[count.end() :]
    work.update(entry, turn, "user", value=entry.value[: s.start] + new_text + entry.value[s.end :])
    return True


_THING_NOUNS = word_set(
    "account card class plan seat room ticket tickets size method option tier package"
)


def reliteral(
    work: Work, literals: tuple[str, ...], new: str, tokens: frozenset[str], turn: int
) -> bool:
    """ "I meant from savings" after "send $1,200 from my checking account": a request naming
    another value of the field's Literal before one of the field's words ("checking account",
    the field ``from_account``) takes the new one ("from my savings account")."""
    others = [o for o in literals if o.casefold() != new.casefold() and len(o) > 2]
    if not others:
        return False
    alts = "|".join(re.escape(o) for o in sorted(others, key=len, reverse=True))
    words = tokens | _THING_NOUNS  # the field's words, or a noun a choice names ("account")
    nouns = "|".join(re.escape(t) for t in sorted(words, key=len, reverse=True))
    said = re.compile(rf"(?<![a-z])(?:{alts})(?=\s+(?:{nouns})\b)", re.IGNORECASE)
    for entry in requests(work, done=False):
        found = list(said.finditer(entry.value))
        if len(found) == 1:
            f = found[0]
            work.update(entry, turn, "user", value=_put(entry.value, f.start(), f.end(), new))
            return True
    return False
