"""Corrections of the offline folder: a later statement that replaces an earlier value.

Two forms: the old and the new value named together ("not A but B", "B instead of A",
"把A改成B": :func:`correct_old`), and the new value alone after a marker or an imperative
("actually make it Hangzhou", "改成杭州": :func:`correct_new`). The newest item or field holding
the old value is *updated*, so the old value goes to its history. A clause may also correct
by what it says as an outcome ("so 3 now", "make the pizzas medium", "可乐换成酸梅汤吧":
:func:`correct_outcome`), by picking a value ("size L would be better": :func:`correct_pick`)
or by turning one down ("the 7:10 is too early": :func:`turn_down`). How a correction is said
(the patterns) is in :mod:`turnmem.fold.rules.correction_forms`; the fields, amount, id or
head count it replaces in :mod:`turnmem.fold.rules.correct_values`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Literal

from turnmem.fold.rules.correct_values import (
    BARE_AMOUNT,
    BARE_NUMBER,
    ID_SHAPE,
    as_time,
    correct_amount,
    correct_count,
    correct_fields,
    correct_id,
    correct_range,
    count_picked,
    group_held,
    holding_fact,
    joined,
)
from turnmem.fold.rules.correction_forms import (
    ADDITIVE,
    EXPLICIT,
    HESITATION,
    IMPERATIVE,
    JOINS,
    LEAD_MARKER,
    NAMES_FIELD,
    NO_MARKER,
    SOMEONE_ELSE,
    SUPPOSES,
    TRAILING,
    TYPED,
    chosen_kinds,
    chosen_span,
    judged,
    recounted,
    regrouped,
    remade,
    states_values,
    turned_down,
)
from turnmem.fold.rules.entities import (
    Entity,
    core_value,
    entities,
    first_number,
    preferred_proper,
    proper_spans,
    strip_lead_in,
)
from turnmem.fold.rules.fields import SKIP, coerce
from turnmem.fold.rules.kinds import set_kinds
from turnmem.fold.rules.patterns import mentions
from turnmem.fold.rules.rewrites import (
    DAYPART,
    MEASURED,
    live_goals,
    recount_measured,
    recount_named,
    rekey,
    rekind,
    reliteral,
    remodify,
    reoption,
    requests,
    respan,
    same_core,
    wanted,
)
from turnmem.fold.rules.slots import belongs, cued
from turnmem.fold.rules.spans import replace_once, swap_typed
from turnmem.fold.rules.text import content_words, normalise, word_set
from turnmem.fold.rules.work import Work, same_value

__all__ = [
    "ADDITIVE",
    "EXPLICIT",
    "IMPERATIVE",
    "LEAD_MARKER",
    "NO_MARKER",
    "SUPPOSES",
    "TRAILING",
    "chosen_kinds",
    "chosen_span",
    "correct_new",
    "correct_old",
    "correct_outcome",
    "correct_pick",
    "judged",
    "recounted",
    "remade",
    "states_values",
    "turn_down",
]


def correct_old(work: Work, old: str, new: str, turn: int) -> bool:
    """Replace ``old`` by ``new`` in the newest item or field holding it."""
    old_cat, old_core = core_value(strip_lead_in(old))
    new_cat, new_core = core_value(strip_lead_in(new))
    reference = old_cat == "proper" or (old_cat == "other" and _REFERENCE.fullmatch(old.strip()))
    if new_cat in TYPED and reference:
        # "change the hotel booking to 3 people", "change the Wartworth booking to Monday": the
        # old side names the record, not a value; the typed value replaces the one of its kind
        # that record states (the named goal's, not the newest one of another booking)
        changed = _change_record(work, old, new, turn)
        if changed is not None:
            return changed
        # no record named ("change the booking to 3 people"): as "make it 3 people"; a name
        # that names nothing keeps its values apart (they are read on their own)
        return old_cat == "other" and bool(correct_new(work, strip_lead_in(new), turn))
    if "proper" in (old_cat, new_cat) and old_cat != new_cat and "other" not in (old_cat, new_cat):
        return False  # a name and a typed value are not one thing replaced by another
    if (old_cat == "other" and new_cat not in TYPED) or new_cat == "other":
        old_core, new_core = _statement(old), _statement(new)
    if not old_core or not new_core:
        return False
    done = False
    # "32, not 40": a count replaced where it stands ("catering for about 32"), not the whole
    counts = old.strip().isdigit() and strip_lead_in(new).strip().isdigit()
    words = (new_cat == "other" or old_cat == "other") and not counts
    typed = not words and old_cat in ("date", "time")
    parts: list[str] = []  # the rest of a turned-down date said in parts ("9 October")
    for entry in sorted(work.entries, key=lambda e: -e.seq):
        if typed:
            replaced, more = swap_typed(entry.value, old_core, new_core)
            parts += more
        else:
            replaced = replace_once(entry.value, old_core, new_core)
        if replaced is not None:
            # words replace a wish's whole statement ("an aisle seat" -> "window seat"); a
            # goal keeps its action ("order the chicken salad" -> "order a tuna wrap"); a typed
            # value or a name replaces its span ("fly to Lisbon" -> "fly to Porto")
            whole = words and entry.kind != "goal"
            work.update(entry, turn, "user", value=new_core if whole else replaced)
            done = True
            if words:  # a typed value is one value wherever it is stated: replace it everywhere
                break
    for part in dict.fromkeys(parts):
        for fact in [e for e in work.recent("fact") if same_value(e.value, part)]:
            work.remove(fact, turn, "user")
        done = correct_fields(work, part, new_core, new_cat, turn) or done
    if typed:
        # "不是周三，是周四": the rest of the message naming 周三 again gives a reason ("周三老板
        # 不在"); it does not bring the turned-down day back
        work.replaced.add((turn, " ".join(old_core.split()).casefold()))
    return correct_fields(work, old_core, new_core, new_cat, turn, words=words) or done


#: Words that name a record without telling which one ("the booking", "my reservation").
_RECORD_WORDS = word_set(
    "booking bookings reservation reservations order appointment table room ticket tickets "
    "flight request meeting slot delivery one plan trip"
)


def _change_record(work: Work, ref: str, new: str, turn: int) -> bool | None:
    """Apply "change <ref> to <typed values>" to the goal or need ``ref`` names; None when
    ``ref`` names none (only record words, or no goal shares its words)."""
    words = content_words(ref) - _RECORD_WORDS
    named = [e for e in requests(work) if words & content_words(e.value)]
    if not named:
        return None
    target = named[0]  # the newest
    done = False
    for ent in [x for x in entities(normalise(new), new) if x.key in TYPED]:
        spans = [x for x in entities(normalise(target.value), target.value) if x.key == ent.key]
        if not spans:
            continue
        old_text = target.value[spans[-1].start : spans[-1].end]
        respan(work, target, ent, turn)
        fact = next(
            (f for f in work.recent("fact") if f.key == ent.key and same_core(f.value, old_text)),
            None,
        )
        if fact is not None:
            work.update(fact, turn, "user", value=ent.value)
        correct_fields(work, old_text, ent.value, ent.key, turn)
        done = True
    return done


_DETERMINER = re.compile(r"^(?:the|a|an|my|our|this|that)\s+", re.IGNORECASE)
#: A record named by a determiner and a few words ("the booking"), no value in it.
_REFERENCE = re.compile(r"(?:the|my|our|your|this|that)(?:\s+[a-z]+){1,3}", re.IGNORECASE)


def _statement(text: str) -> str:
    """The value a correction names: "I'd like tea" -> "tea" (else the text without lead-in),
    without a leading article ("the aisle" -> "aisle")."""
    ms = [m for m in mentions(normalise(text), text) if m.family in ("pref", "goal")]
    value = ms[-1].value if ms else strip_lead_in(text)
    return _DETERMINER.sub("", value)


def _correct_entity(work: Work, ent: Entity, norm: str, ents: list[Entity], turn: int) -> bool:
    done = False
    fact = holding_fact(work, ent, norm, ents)
    old_fact = fact.value if fact is not None else None
    part = DAYPART.match(old_fact or "") if ent.key == "time" else None
    if part is not None and not DAYPART.match(ent.value):
        # "晚上7点" + "改到8点": the evening stays ("晚上8点"); 8点 alone may be the morning
        ent = dataclasses.replace(ent, value=part.group() + ent.value)
    if fact is not None:
        work.update(fact, turn, "user", value=ent.value)
        done = True
    # a goal already done states the value too ("订明晚7点的位子" booked, then "改成8点"): it
    # must not keep the value the user turned down
    done = any(respan(work, goal, ent, turn) for goal in live_goals(work)) or done
    # so does a need or a wish ("I need a table for 2 on Friday" + "make it 3 people"): the
    # newest one stating a value of the kind, when that value is the replaced one
    done = any(respan(work, pref, ent, turn, old_fact) for pref in wanted(work)) or done
    if old_fact is not None and correct_fields(work, old_fact, ent.value, ent.key, turn):
        return True
    return correct_fields(work, None, ent.value, ent.key, turn, where=(norm, ents, ent)) or done


#: A bare name of a thing, as a wanted goal states it ("the MacBook Pro 14", "ThinkPad X1").
_NAMED_THING = re.compile(
    r"(?:(?:the|a|an|my|our)\s+)?(?=[A-Z0-9]|[a-z][A-Z])[\w.+'-]+"
    r"(?:\s+(?=[A-Z0-9]|[a-z][A-Z])[\w.+'-]+){0,3}"
)


def _correct_object(work: Work, core: str, turn: int) -> bool:
    """ "I want the MacBook Pro 14. hmm, actually the ThinkPad X1": a bare name replaces the
    newest open goal or liked thing when it is a bare name too (what the user wanted, not an
    action)."""
    candidates = work.recent("goal", active_goal=True)[:1] + wanted(work)[:1]
    if not candidates or not _NAMED_THING.fullmatch(core.strip()):
        return False
    entry = max(candidates, key=lambda e: e.seq)
    if not _NAMED_THING.fullmatch(entry.value) or same_value(entry.value, core):
        return False
    work.update(entry, turn, "user", value=core.strip())
    return True


_REMOVES = re.compile(r"把.{1,10}?(?:去掉|删掉|删了|删除|拿掉|撤掉|移除|划掉)|不要了|不用了")


def correct_new(
    work: Work,
    new: str,
    turn: int,
    *,
    objects: bool = False,
    choice: Literal["pick", "judge"] | None = None,
) -> set[str]:
    """Apply a correction that names only the new value ("actually make it Hangzhou", "make it
    5", "改成周六入住"); returns the categories it corrected (empty: nothing changed).
    ``objects``: the clause states (it asks nothing), so a bare name may replace the thing an
    open goal wants (:func:`_correct_object`). ``choice``: the value is only picked ("L码吧",
    "size L then": ``pick``; judged, "a window seat would be better": ``judge``), so it replaces
    an attribute or an option a request states, and when judged a value of an enum field or a
    thing's kind; never a wish's words, a place or a count."""
    if (pause := HESITATION.match(new)) is not None and pause.end() < len(new):
        new = strip_lead_in(new[pause.end() :])
    norm = normalise(new)
    if _REMOVES.search(norm):
        return set()  # "还是把我老婆去掉吧": something taken away, no new value
    if SOMEONE_ELSE.match(new.strip()):
        return set()  # "wait, Marcus is on holiday next week": a reason, not the user's value
    bare = new.strip()
    if set_kinds(work, norm, new, turn):  # "move us down to the Team edition"
        return {"other"}
    if _ID_SAID.fullmatch(bare) and correct_id(work, bare, turn):
        return {"id"}
    if BARE_AMOUNT.match(bare) and correct_amount(work, bare, turn):
        return {"money"}
    # "size L", "L码", "economy", "medium": an attribute or one of a set of options, said
    # whole, replaces the one a request states (never read as a count or a place)
    if rekey(work, bare, turn) or reoption(work, bare, turn):
        _correct_literals(work, bare, turn)  # "economy": the cabin field too
        return {"other"}
    if choice is not None and recount_named(work, bare, turn):  # "90 minutes is better"
        return {"other"}
    if choice == "pick":  # "refund me then", "退款吧": a request; "say 110 then": a count
        return {"party"} if count_picked(work, bare, turn) else set()
    if choice == "judge":  # "a window seat would be better"
        done = _correct_literals(work, bare, turn)
        changed = remodify(work, bare, turn) or rekind(work, bare, turn)
        return {"other"} if changed or done else set()
    ents = [e for e in entities(norm, new) if e.key != "email" or "@" in e.value]
    dates = [e for e in ents if e.key == "date"]
    if len(dates) == 2 and correct_range(work, new, dates, turn):
        return {"date"}  # "make it 10 to 14 August": both ends of the range
    if ents and (cats := {e.key for e in ents if _correct_entity(work, e, norm, ents, turn)}):
        return cats
    if recount_named(work, bare, turn):  # "make it 3 nights": a count of things, no party
        return {"other"}
    if BARE_NUMBER.match(bare) and (timed := as_time(work, bare)) is not None:
        return correct_new(work, timed, turn)  # "make it 7" after "a court for 6pm": 7pm
    if BARE_NUMBER.match(new.strip()) and first_number(new) is not None:
        return {"party"} if correct_count(work, new.strip(), turn) else set()
    cat, core = core_value(new)
    if not core:
        return set()
    if cat == "proper":  # a place; "QX411" (a code with digits) is no place
        # nor is "an SUV" or "a Tesla": a thing with an article ("the Hilton" may be one)
        if any(c.isdigit() for c in core) or _A_THING.match(bare):
            return {"proper"} if objects and _correct_object(work, new, turn) else set()
        if _correct_place(work, new, core, turn):
            return {"proper"}
        return {"proper"} if objects and _correct_object(work, new, turn) else set()
    done = False
    for plan in work.plans:  # "business class actually": a value of an enum or Literal field
        if plan.kind == "literal" and (value := coerce(plan, core, None)) is not SKIP:
            work.set_field(plan, value, turn, "user")
            if isinstance(value, str):  # the request that named the old one ("checking account")
                reliteral(work, plan.literals, value, plan.tokens, turn)
            done = True
    words = content_words(core)
    related = [p for p in work.recent("preference") if words & content_words(p.value)]
    same = next((p for p in related if same_value(p.value, core)), None)
    if same is not None:
        # "make it store credit" after "I don't want store credit": the user now wants it, and
        # the wish it replaces ("the refund to go to my card") is no longer current
        work.update(same, turn, "user", polarity="like")
        for pref in related:
            if pref is not same and pref.polarity in ("like", "must"):
                work.remove(pref, turn, "user")
        return {"other"}
    if related:
        work.update(related[0], turn, "user", value=core)
        return {"other"}
    if remodify(work, core, turn) or rekind(work, bare, turn):
        return {"other"}
    return {"other"} if done else set()


def _correct_literals(work: Work, picked: str, turn: int) -> bool:
    """ "economy is fine": the value replaces the one an enum or Literal field holds (a field
    not set yet is left to the clause's own reading: "the Allenbell will do" names a hotel, not
    the taxi's Literal destination); True if one changed."""
    core = core_value(picked)[1]
    done = False
    for plan in work.plans:
        if plan.kind != "literal" or work.fields[plan.name] in (None, "", []):
            continue
        value = coerce(plan, core or picked, None)
        if value is not SKIP and value != work.fields[plan.name]:
            work.set_field(plan, value, turn, "user")
            done = True
    return done


#: An id or number said again: an id with a digit, or digit groups ("138 1234 5687").
_ID_SAID = re.compile(rf"(?=.*\d)(?:{ID_SHAPE.pattern})|\d{{3,}}(?:[ -]\d{{2,}}){{1,4}}")
_THE = re.compile(r"^the\s+\S", re.IGNORECASE)
_THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)
_A_THING = re.compile(r"^(?:an?|another)\s", re.IGNORECASE)


_VERB_FIRST = re.compile(r"[A-Z][a-z]+ (?:it|them|that|this|me|us|a|an|the|my|our|some)\b")


def _correct_place(work: Work, new: str, core: str, turn: int) -> bool:
    old: str | None = None
    done = False
    named = _THE.match(strip_lead_in(new)) is not None
    for goal in requests(work, done=False):  # a goal or a need ("I need a flight from X")
        span = preferred_proper(normalise(goal.value), normalise(new))
        if span and _VERB_FIRST.match(goal.value[span[0] :]) and not goal.value[: span[0]].strip():
            span = None  # "Renew it": the request's own verb, capitalised, is no place
        if span and named:
            # "let's do the Marriott": a named place (a hotel, a venue) replaces one named
            # so ("at the Hyatt"), never the city ("a hotel room in Seattle")
            the = [
                x
                for x in proper_spans(normalise(goal.value))
                if _THE_BEFORE.search(goal.value[: x[0]])
            ]
            span = the[-1] if the else None
        if span:
            old = goal.value[span[0] : span[1]]
            work.update(
                goal, turn, "user", value=goal.value[: span[0]] + core + goal.value[span[1] :]
            )
            done = True
            break
    if old is not None:
        return correct_fields(work, old, core, "proper", turn) or done
    places = [
        p
        for p in work.plans
        if p.category in ("destination", "origin") and p.kind == "str" and work.fields[p.name]
    ]
    # "no wait, from Providence": the origin; "to Porto": the destination; else the newest
    cue = "origin" if _FROM.search(new) else "destination" if _TO.search(new) else None
    places = [p for p in places if p.category == cue] or ([] if cue else places)
    if places:
        plan = max(places, key=lambda p: work.field_seq[p.name])
        work.set_field(plan, coerce(plan, core, None), turn, "user")
        return True
    return done


_FROM = re.compile(r"\b(?:from|leaving|departing|out of)\s+\S|(?:从|由)\s*\S", re.IGNORECASE)
_TO = re.compile(r"(?:^|\s)(?:to|towards|into)\s+\S|(?:去|到|飞往|前往)\s*\S", re.IGNORECASE)


def correct_outcome(
    work: Work, clause: str, turn: int, orig: str = "", *, counted: bool = False
) -> set[str]:
    """A value said as an outcome or remade: "two people dropped out, so 3 now" (the head
    count the clause ends on is the new one), "make the pizzas medium" (an option or attribute
    of the thing a request names), "so the last day off is the 29th" (a field named with its
    new value); the categories corrected, empty when none. ``orig``: the clause as written;
    ``counted``: its sentence states the party's new size ("... coming too, so three of us")."""
    if NAMES_FIELD.match(clause) and (cats := _named_field(work, clause, orig or clause, turn)):
        return cats
    if (count := recounted(clause)) is not None and (cats := correct_new(work, count, turn)):
        return cats
    join = None if counted else JOINS.match(clause)  # (the sentence said the new count)
    if join is not None and joined(work, bool(join["up"]), turn):
        return {"party"}  # "my son's coming along after all": one more
    if (count := regrouped(clause)) is not None and group_held(work, count):
        return correct_new(work, count, turn)  # "we're 5", then "we're 3"
    if value := remade(clause):
        return correct_new(work, value, turn, choice="pick")
    swap = _SWAP.match(clause.strip()) if "成" in clause or "为" in clause else None
    # "周三的瑜伽换成动感单车": the thing after 的 is swapped (周三 says which one)
    thing = swap["old"].rsplit("的", 1)[-1] if swap is not None else ""
    if swap is not None and thing not in _NOT_THINGS_ZH and _said(work, thing):
        # "可乐换成酸梅汤吧": the thing named is swapped where a request or fact states it
        return {"other"} if correct_old(work, thing, swap["new"], turn) else set()
    return set()


def _named_field(work: Work, norm: str, orig: str, turn: int) -> set[str]:
    """The typed values of a clause that names their field ("the last day off is the 29th"),
    set where that field holds another value (the cue picks the field)."""
    ents = [e for e in entities(norm, orig) if e.key in TYPED]
    cats: set[str] = set()
    for ent in ents:
        if not cued(work.plans, ent.key, norm, ents, ent):
            continue
        plan = next(
            (
                p
                for p in work.plans
                if p.category == ent.key and belongs(p, work.plans, norm, ents, ent, work.topics)
            ),
            None,
        )
        cur = work.fields[plan.name] if plan is not None else None
        if cur in (None, "", []) or same_value(cur, ent.value):
            continue
        if _correct_entity(work, ent, norm, ents, turn):
            cats.add(ent.key)
    return cats


_SWAP = re.compile(
    r"^(?:那|那就|还是|就)?(?P<old>[\u4e00-\u9fff]{1,6}?)(?:换成|改成|换为|改为)"
    r"(?P<new>[^,，。;；]+?)(?:吧|了|好了|就行)?\W*$"
)
_NOT_THINGS_ZH = frozenset(
    {"我", "我们", "能不能", "可以", "要", "想", "我想", "我要", "请", "帮我", "时间"}
)


def _said(work: Work, text: str) -> bool:
    return any(text in e.value for e in work.entries if e.status in (None, "open", "in_progress"))


def correct_pick(work: Work, norm: str, orig: str, turn: int) -> set[str]:
    """ "size L would be better", "a window seat would be better", "economy is fine", "还是L码
    吧": an untyped value picked replaces the one of its kind a request states."""
    stripped = norm.strip()
    if (span := chosen_span(stripped)) is None:
        return set()
    lead = len(norm) - len(norm.lstrip())
    picked = strip_lead_in(orig[lead + span[0] : lead + span[1]])
    choice: Literal["pick", "judge"] = "judge" if judged(stripped) else "pick"
    count = MEASURED.search(picked)
    if count is not None and recount_measured(work, count.group(), turn):
        return {"party"}  # "买2张就行" after "买4张...的票"
    return correct_new(work, picked, turn, choice=choice) if picked else set()


def turn_down(work: Work, norm: str, ents: Sequence[Entity], turn: int) -> list[tuple[int, int]]:
    """Where the clause turns a value down ("the 7:10 is too early", "Monday doesn't work for
    me", "周三不行"): those values are not current, so no fact states them and the fact that
    held one retires. The spans of the values turned down (to leave out of facts and fields)."""
    spans = turned_down(norm)
    if not spans:
        return []
    for ent in ents:
        if ent.key in TYPED and any(a <= ent.start < b for a, b in spans):
            for fact in work.recent("fact"):
                if fact.key == ent.key and same_value(fact.value, ent.value):
                    work.remove(fact, turn, "user")
            # "Book the 7:10 train", then "the 7:10 is too early": the request no longer
            # names the time ("Book the train")
            said = re.compile(
                rf"(?:\s+(?:at|on|for|around|by))?\s*(?<![\d:]){re.escape(ent.value)}(?![A-Za-z\d:])",
                re.IGNORECASE,
            )
            for entry in requests(work, done=False):
                if (rest := said.sub("", entry.value, count=1)) != entry.value and rest.strip():
                    work.update(entry, turn, "user", value=rest.strip())
    return spans
