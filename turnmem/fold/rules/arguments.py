"""The arguments of a tool call that made or changed a record, once the call succeeded.

``book_rental({"driver": "Kofi Asante", "additional_driver": "Ama Asante", "class": "suv"})``
answered by a confirmed reservation says who the drivers are and what the car is: the tool
took those values. They are the agent's words, so they only fill fields that are still empty
(never what the user or a tool result said), and only values whose form says what they are:

* a choice field's value (``"class": "suv"`` for ``car_class``), checked against the field;
* a person's name (capitalised words, two to four Chinese characters) for a name field
  (``"requester": "E-20931"`` names no one);
* a short text without digits for the one text field whose name ends with the key
  (``"location": "DEN airport"`` for ``pickup_location``; not a general key like ``name``);
* a plain date or time (``"return": "2026-07-25"``) for a date or time field;
* a whole number of people (``"guests": 1``) for a head-count field.

A changing call (``modify_booking({"check_out": "12th"})``, :data:`WRITE_CALL`) that succeeded
is the record as it now stands: a date, time or street address it sets replaces the one the
field held (and a record a call made, ``submit_leave({"end": "2026-10-09"})``, replaces a held
"10日" it differs from: :mod:`turnmem.fold.rules.moments`),
whoever said that ("I'm out on the 11th, but I need to stay until the 12th now": the booking
was changed to the 12th, so the 11th is no longer current).

A lookup (``search_cars``), a failed call, a call without a result, or a call whose result is
another record than the one the id fields hold (a second ticket) fills nothing.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from turnmem.fold.rules.addresses import is_address
from turnmem.fold.rules.entities import Entity, entities
from turnmem.fold.rules.moments import differ
from turnmem.fold.rules.prefilter import Guarded
from turnmem.fold.rules.text import normalise, word_set
from turnmem.fold.rules.tools import (
    CALL_WORD,
    MAKE_CALL,
    NOT_BOOKING,
    WRITE_CALL,
    fill_record_fields,
    plan_for,
)
from turnmem.fold.rules.work import same_value

if TYPE_CHECKING:
    from turnmem.fold.rules.fields import FieldPlan
    from turnmem.fold.rules.work import Work
    from turnmem.state import Origin
    from turnmem.turn import Observation, ToolCall

__all__ = ["cancelled_in_words", "read_arguments"]

_PERSON = re.compile(r"[A-Z][a-z'\-]+(?: [A-Z][a-z'\-]+){1,2}|[\u4e00-\u9fff·]{2,4}")
_PLAIN_DATE = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}")
_FAILED = re.compile(
    r"^(?:fail|error|declined|rejected|denied|invalid|unavailable|失败|拒绝)", re.I
)


def _succeeded(data: dict[str, Any]) -> bool:
    if not data:
        return False
    if any(str(k).casefold() in ("error", "errors") for k in data):
        return False
    return not _FAILED.match(str(data.get("status", "")).strip())


#: Keys too general to name the field they end ("name" of a product is no ``driver_name``).
_GENERAL_KEYS = frozenset(
    [
        "name",
        "id",
        "type",
        "status",
        "note",
        "notes",
        "summary",
        "description",
        "reason",
        "comment",
        "comments",
        "title",
        "kind",
        "value",
        "amount",
        "total",
        "price",
        "code",
        "number",
    ]
)
_PERSON_FIELD = re.compile(r"driver|guest|passenger|person|contact|requester|holder|owner", re.I)
_SHORT_TEXT = re.compile(r"[^\d@]{2,40}")


def _field_for(work: Work, key: str, value: Any) -> FieldPlan | None:
    """The field an argument names: as a tool result's key does, or the one text field whose
    name ends with it ("location" for ``pickup_location``)."""
    plan = plan_for(work, key, value)
    low = key.casefold()
    if plan is not None or low in _GENERAL_KEYS or not isinstance(value, str):
        return plan
    tail = [
        p
        for p in work.plans
        if p.kind == "str" and p.category is None and p.name.casefold().endswith(f"_{low}")
    ]
    if len(tail) == 1 and tail[0].patterns and is_address(value):
        return tail[0]  # "address": "8 Shore Road, Leith" for ``delivery_address``
    if len(tail) != 1 or len(value.split()) > 5 or not _SHORT_TEXT.fullmatch(value.strip()):
        return None
    return tail[0]


def _usable(work: Work, plan: FieldPlan | None, value: Any) -> bool:
    if plan is not None and plan.category == "party" and type(value) is int:
        return 0 < value <= 50  # the head count the record was made for
    if plan is not None and plan.kind == "bool":
        return type(value) is bool  # "blackout": true, as the quote was made
    if plan is None or not isinstance(value, str):
        return False
    text = value.strip()
    if plan.kind == "literal":
        return True
    if plan.kind != "str" or plan.category == "id":
        return False
    if plan.category in ("date", "time"):
        return bool(_PLAIN_DATE.fullmatch(text))
    if plan.category == "name" or _PERSON_FIELD.search(plan.name):
        return bool(_PERSON.fullmatch(text))
    return plan.category is None and bool(_SHORT_TEXT.fullmatch(text)) and len(text.split()) <= 5


_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)", re.IGNORECASE)
#: a weekday with its date ("Tuesday 26 August"): one day, though read as two dates
_WEEKDAY_DATE = re.compile(
    r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?,?\s+\d{1,2}(?:st|nd|rd|th)?"
    r"\s+[a-z]+",
    re.IGNORECASE,
)


def _when(plan: FieldPlan, value: str) -> bool:
    """``value`` is one date or time of the field's kind, whole ("12th", "1月4日", "10:00")."""
    text = value.strip()
    probe = f"the {text}" if _ORDINAL.fullmatch(text) else text  # "12th" reads as a date so
    ents = entities(normalise(probe), probe)
    if len(ents) == 2 and plan.category == "date" and _WEEKDAY_DATE.fullmatch(probe):
        return all(e.key == "date" for e in ents)  # "Tuesday 26 August": one day, said twice
    return (
        len(ents) == 1
        and ents[0].key == plan.category
        and ents[0].end - ents[0].start == len(probe)
    )


def _rewrite(work: Work, args: dict[str, Any], turn: int, *, made: bool) -> None:
    """A changing call's dates, times and street addresses replace the ones the fields held
    (module docstring); a made record's dates and times do when they say another moment
    ("2026-10-09" for a held "10日", not "19:00" for a held "7pm")."""
    for key, value in args.items():
        plan = _field_for(work, key, value) if isinstance(key, str) else None
        if plan is None or not isinstance(value, str):
            continue
        held = work.fields.get(plan.name)
        if held in (None, "") or same_value(held, value):
            continue
        when = plan.category in ("date", "time")
        if made and (not when or not differ(str(plan.category), str(held), value)):
            continue
        if _when(plan, value) if when else _street(plan, value):
            work.set_field(plan, value.strip(), turn, "tool")


def _street(plan: FieldPlan, value: str) -> bool:
    """An address field (it has the address patterns) and a whole address for it."""
    return bool(plan.patterns) and plan.kind == "str" and is_address(value)


#: Keys that give when a booking is: "slot": "Thursday 16:10", "start": "10:00".
_SLOT_KEYS = word_set(
    "slot time_slot timeslot when datetime date_time start start_time start_at starts_at at "
    "appointment appointment_time booking_time scheduled scheduled_for date time day"
)
_SEPARATORS = re.compile(r"[\s,T@]+|\bat\b|\bon\b", re.IGNORECASE)


def _when_parts(value: str) -> list[Entity]:
    """The dates and times ``value`` is made of ("Thursday 16:10", "Saturday at 9:00"), or none
    when it holds anything else."""
    norm = normalise(value)
    ents = entities(norm, value)
    if not ents or any(e.key not in ("date", "time") for e in ents):
        return []
    rest = norm
    for e in sorted(ents, key=lambda e: -e.start):
        rest = rest[: e.start] + " " + rest[e.end :]
    return ents if not _SEPARATORS.sub("", rest) else []


def _booked_field(work: Work, kind: str, call: str) -> FieldPlan | None:
    """The field of the booking's day or time: the schema's one such field (not a birth or an
    expiry date), or the one whose subject the call names (``book_viewing``: viewing_date)."""
    own = [p for p in work.plans if p.category == kind and not NOT_BOOKING.search(p.name)]
    if len(own) == 1:
        return own[0]
    words = {w.casefold() for w in CALL_WORD.findall(call)}
    named = [p for p in own if p.name.split("_")[0].casefold() in words]
    return named[0] if len(named) == 1 else None


def _slot(work: Work, call: str, args: dict[str, Any], turn: int) -> None:
    """A booking made or changed for a slot (``{"slot": "Thursday 16:10"}``, a key naming no
    field) is booked for that day and time: they replace what the fields held (the 18:30
    asked for and declined, the Wednesday taken back)."""
    for key, value in args.items():
        if not isinstance(key, str) or not isinstance(value, str) or plan_for(work, key, value):
            continue
        if key.casefold().replace("-", "_") not in _SLOT_KEYS:
            continue  # "end", "dob", "expires": another moment than the booking's
        for ent in _when_parts(value):
            plan = _booked_field(work, ent.key, call)
            if plan is not None and not same_value(work.fields.get(plan.name), ent.value):
                work.set_field(plan, ent.value, turn, "tool")


def _second_record(
    work: Work, result: dict[str, Any], args: dict[str, Any], *, changes: bool
) -> bool:
    """The result is of another record than the one the id fields hold (a second ticket), not
    the record the call changed under the id it held (``move_booking({"booking_ref": ...})``
    answered with the booking's new reference)."""
    for key, value in result.items():
        plan = plan_for(work, key, value) if isinstance(key, str) else None
        held = work.fields.get(plan.name) if plan is not None else None
        if plan is not None and plan.category == "id" and held not in (None, ""):
            return not same_value(held, value) and not (changes and _names(args, held))
    return False


def _names(args: dict[str, Any], held: Any) -> bool:
    """An argument of the call is the held value (the record the call acts on)."""
    return any(isinstance(v, str) and same_value(held, v) for v in args.values())


def _renamed(work: Work, args: dict[str, Any], result: dict[str, Any], turn: int) -> None:
    """``move_booking({"booking_ref": "SW-47-0603"})`` answered ``{"booking_ref":
    "SW-47-0610"}``: the record the call changed goes by its new id now, which replaces the
    held one (the old one retires with the facts holding it)."""
    for key, value in result.items():
        plan = plan_for(work, key, value) if isinstance(key, str) else None
        if plan is None or plan.category != "id" or not isinstance(value, str):
            continue
        held = work.fields.get(plan.name)
        if held not in (None, "") and not same_value(held, value) and _names(args, held):
            work.set_field(plan, value, turn, "tool")


#: a call that cancels the whole record ("cancel_booking", "cancelOrder", "cancel"), not a
#: part of it ("cancel_addon", "cancel_item", "cancel_insurance": the booking stands)
_CANCEL_CALL = re.compile(
    r"^cancel(?:[_\-\s]?(?:booking|reservation|order|appointment|visit|stay|trip|ticket|lesson"
    r"|class|course|job|session|hire|rental|event|tour|flight|table|room|service|request"
    r"|install|installation|delivery)s?)?$",
    re.IGNORECASE,
)
_CANCELLED = re.compile(
    r"^(?:cancell?ed|void(?:ed)?|deleted|refunded|已取消|取消成功|已退订)$", re.IGNORECASE
)
_ID_KEY = re.compile(r"(?:^|_)(?:id|number|no|code|ref|reference)$", re.IGNORECASE)


def _clear_days(work: Work, turn: int, origin: Origin) -> None:
    """A cancelled record's days and times leave their fields (not a birth or expiry date)."""
    for plan in work.plans:
        timed = plan.category in ("date", "time") and not NOT_BOOKING.search(plan.name)
        if timed and work.fields[plan.name] not in (None, ""):
            work.clear_field(plan, turn, origin)


def _cancelled(work: Work, args: dict[str, Any], result: dict[str, Any], turn: int) -> None:
    """``cancel_booking({"booking_ref": "HLD-1114-03"})`` answered ``{"status": "cancelled"}``
    for the record the id fields hold: its days and times are no longer the booking's (the
    state saying "course_date: 14 November" would tell of a booking that is gone); they stay
    in the fields' history."""
    if not _CANCELLED.match(str(result.get("status", "")).strip()):
        return
    ids = [p for p in work.plans if p.category == "id" and work.fields[p.name] not in (None, "")]
    said = [str(v) for v in args.values() if isinstance(v, str | int)]
    if not ids:  # no reference held: the call must name one record by its id, and no other
        # record's id may be known (a rebooking's new "AB-99" beside the old "AB-12" cancelled)
        other = [f for f in work.recent("fact") if f.key and _ID_KEY.search(f.key)]
        if sum(bool(_ID_KEY.search(str(k))) for k in args) != 1 or any(
            not any(same_value(f.value, v) for v in said) for f in other
        ):
            return
    elif not all(any(same_value(work.fields[p.name], v) for v in said) for p in ids):
        return  # another record than the one held
    _clear_days(work, turn, "tool")


#: the user asks to cancel the whole booking ("just cancel the booking", "cancel it", "取消吧")
_CANCEL_ASKED = Guarded(
    r"\bcancel (?:it|that|the (?:booking|order|appointment|reservation|whole thing)|my booking"
    r"|the lot|altogether|everything)\b|(?:就|那就|还是)?取消(?:吧|预约|预订|订单|掉吧)",
    re.IGNORECASE,
)
#: the reply says it did ("I've cancelled TC-2877", "That's cancelled", "已为您取消")
_CANCEL_DONE = re.compile(
    r"\b(?:i've|i have) cancell?ed\b|\b(?:that's|that is|it's|it is|it has been|has been"
    r"|is now) cancell?ed\b|^\W*cancell?ed\b|已(?:经)?(?:为您|给您|帮您)?取消",
    re.IGNORECASE,
)


def cancelled_in_words(work: Work, asked: str, reply: str | None, turn: int) -> None:
    """ "Just cancel the booking" answered "No problem, I've cancelled TC-2877": the booking is
    gone though no tool call said so, so its days and times leave their fields (as after a
    cancel call, :func:`read_arguments`); only when the reply names the reference held, or no
    reference is held."""
    if not reply or not _CANCEL_ASKED.search(asked) or not _CANCEL_DONE.search(reply):
        return
    ids = [str(work.fields[p.name]) for p in work.plans if p.category == "id"]
    held = [i for i in ids if i not in ("None", "")]
    if held and not any(i.casefold() in reply.casefold() for i in held):
        return
    _clear_days(work, turn, "user")


def read_arguments(work: Work, call: ToolCall, obs: Observation, turn: int) -> None:
    """Fill empty fields from the arguments of ``call`` when its result ``obs`` (read before)
    reports a record made or changed, and that record is the one the fields are about; a
    cancelled record's days and times leave their fields."""
    if not obs.is_error and _CANCEL_CALL.search(call.name):
        try:
            args, result = json.loads(call.arguments), json.loads(obs.content)
        except (ValueError, RecursionError):
            return
        if isinstance(args, dict) and isinstance(result, dict):
            _cancelled(work, args, result, turn)
        return
    if obs.is_error or not (MAKE_CALL.search(call.name) or WRITE_CALL.search(call.name)):
        return
    if call.arguments.lstrip()[:1] != "{" or obs.content.lstrip()[:1] != "{":
        return
    try:
        args = json.loads(call.arguments)
        result = json.loads(obs.content)
    except (ValueError, RecursionError):
        return
    if not isinstance(args, dict) or not isinstance(result, dict) or not _succeeded(result):
        return
    if _second_record(work, result, args, changes=bool(WRITE_CALL.search(call.name))):
        return
    if WRITE_CALL.search(call.name):
        _renamed(work, args, result, turn)
    pairs: list[tuple[str, str | int | float]] = []
    for key, value in args.items():
        plan = _field_for(work, key, value) if isinstance(key, str) else None
        if plan is not None and _usable(work, plan, value):
            pairs.append((plan.name, value))
    if pairs:
        fill_record_fields(work, pairs, turn, call=call.name)
    _rewrite(work, args, turn, made=not WRITE_CALL.search(call.name))
    _slot(work, call.name, args, turn)
