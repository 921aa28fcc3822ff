"""Tool observations in the offline folder: ids as facts, and schema fields from JSON keys.

A tool result is tool data, never a user statement: nothing in it is read as a goal, a
preference or an instruction. What it gives:

* **ids** (``#W4923227``, JSON keys such as ``order_id``) become facts with ``origin="tool"``;
  an id the user already named ("#W1070" and the tool's "W1070") is stored once;
* **schema fields**: a JSON key (top level, or one object level down) equal to a custom field's
  name or a declared alias (``json_schema_extra={"aliases": ["pnr"]}``) fills that field with
  the value, coerced to the field's type. It fills an empty field, or replaces a value an
  earlier tool output gave when the output is about the same record (another of its keys
  holds a value the state already has: the same ``booking_ref``); it never overwrites what
  the user said, and a lookup of a second record (another ``order_id``) leaves the first;
* a record the output reports **cancelled** (``"status": "cancelled"``) clears the fields
  holding its ids: the reference of a cancelled booking is no longer the booking's.
"""

from __future__ import annotations

import json
import re
from typing import Any

from turnmem.fold.rules.calls import CANCELLED_KEY, cancelled_goal, goal_for_call
from turnmem.fold.rules.entities import entities
from turnmem.fold.rules.fields import SKIP, FieldPlan, coerce, id_words
from turnmem.fold.rules.memo import Memo
from turnmem.fold.rules.text import content_words, normalise, squeeze, word_set
from turnmem.fold.rules.work import Work, same_value

__all__ = [
    "CALL_WORD",
    "MAKE_CALL",
    "NOT_BOOKING",
    "WRITE_CALL",
    "fill_record_fields",
    "plan_for",
    "read_tool_output",
]

#: A JSON flag saying whether the call did what it was asked: ``{"sent": true}`` is a success
#: (booleans fill no field, so they are read here), ``{"sent": false}`` a failure.
_SUCCESS_FLAG = re.compile(
    r'"(?:success|succeeded|ok|sent|done|completed)"\s*:\s*(true|false)', re.IGNORECASE
)
_FAILED = re.compile(
    r"^(?:fail\w*|error|declined|rejected|denied|unavailable|not[_ -]\w+|ineligible|invalid"
    r"|refused|insufficient\w*|失败|拒绝|已拒绝|驳回|已驳回)$",
    re.IGNORECASE,
)
#: The action a tool call carries out, and the verbs of the user goals that ask for it: a call
#: that succeeds marks the newest open goal asking for that action done.
_ACTIONS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(call, re.IGNORECASE), re.compile(goal, re.IGNORECASE))
    for call, goal in (
        (r"^(?:create|make|book|reserve|place)(?:[_\-.]|$)(?!.*(?:draft|quote|hold))",
         r"^(?:book|reserve|make a (?:booking|reservation)|booking|reserving)\b"
         r"|^[^，,。\s]{0,3}?(?:预订|预定|订)(?!单)"),
        (r"^(?:change|modify|update|reschedule|rebook|move)(?:[_\-.]|$)",
         r"^(?:change|modify|reschedule|move|rebook)\b|^(?:改|换|改签)"),
        (r"^(?:issue|process|create)_refund", r"^(?:get a |a )?refund\b|^退款"),
        (r"^cancel(?:[_\-.]|$)", r"^cancel\b|^取消"),
        (r"^(?:send|e?mail)(?:[_\-.]|$)", r"^(?:send|e-?mail|mail)\b|^(?:发送|发给|发到)"),
    )
)  # fmt: skip

#: What an action call carries out, named by a word of its name after the verb ("open_dispute",
#: "freeze_card", "cancel_and_refund", "upgrade"), and the words of the user goals asking for it
#: ("I want to dispute this charge", "我要挂失", "send money to my landlord"). A call whose
#: verb reads or prepares (:data:`_READ_CALL`) carries out nothing, nor does one that edits a
#: record (:data:`_EDIT_CALL`).
_SUBJECTS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(f"(?:{call})s?", re.IGNORECASE), re.compile(goal, re.IGNORECASE))
    for call, goal in (
        ("refund", r"\brefund|退款|退钱"),
        ("exchange|swap", r"\b(?:exchange|swap)\b|换货"),
        ("transfer|remittance|wire",
         r"\b(?:transfer|send (?:the |some )?money|wire)\b|转账|汇款|打款"),
        ("dispute|chargeback", r"\b(?:dispute|chargeback)\b|争议|申诉|拒付"),
        ("freeze|block|lock", r"\b(?:freeze|block|lock)\b|挂失|冻结"),
        ("upgrade", r"\bupgrade|升舱|升级"),
        ("return", r"\breturn (?:it|them|this|the|my)\b|退货"),
        ("replacement|reship|resend|reshipment",
         r"\b(?:replace|replacement|new one|resend|reship)\b|换(?:个|一个)?新|补发|重发"),
        ("reissue", r"\b(?:reissue|replacement card|new card)\b|补办|补卡|换卡"),
        ("complaint", r"\bcomplain|\bcomplaint|投诉"),
        ("callback", r"\bcall (?:me )?back\b|回电|回个电话"),
    )
)  # fmt: skip
_READ_CALL = re.compile(
    r"^(?:get|find|list|search|check|lookup|look|query|fetch|read|show|view|describe|verify"
    r"|validate|estimate|quote|calculate|preview|draft|simulate|can|is|has)$",
    re.IGNORECASE,
)
#: A call that edits a record ("update_exchange", "add_note_to_dispute") does not carry out the
#: request its subject names (the exchange or the dispute was made before).
_EDIT_CALL = re.compile(
    r"^(?:update|modify|change|edit|amend|set|patch|add|remove|delete|attach|note|annotate"
    r"|comment|tag|link|assign|get|find|list)$",
    re.IGNORECASE,
)
#: The words of a call name ("bookViewing", "book_viewing": book, viewing).
CALL_WORD = re.compile(r"[A-Za-z][a-z]*|[A-Z]+(?![a-z])")
#: A result status saying the work is under way, not finished: the goal is in progress.
_UNDER_WAY = re.compile(
    r"^(?:pending\w*|processing|in[_ -]?progress|under[_ -]?review|in[_ -]?review|submitted"
    r"|queued|scheduled|initiated|requested|running|received|opened|open|awaiting\w*"
    r"|waiting\w*)$"
    r"|^(?:受理中|处理中|审核中|审批中|进行中|办理中|申请中|已提交|已受理|待审核|待处理|待审批"
    r"|待确认)$",
    re.IGNORECASE,
)

#: Words of a record that say nothing about what a goal asked for.
_GENERIC = word_set(
    "booking reservation order record request status updated confirmed modified changed ok "
    "success true false yes none null"
)

#: A tool call that changes a record ("update_reservation", "changeBooking"): the record it
#: returns is the record as it now stands, so its values replace what the user said before.
WRITE_CALL = re.compile(
    r"^(?:update|modify|change|edit|amend|reschedule|rebook|move|freeze|unfreeze|block|unblock"
    r"|activate|deactivate|reactivate|suspend|resume|lock|unlock|enable|disable)"
    r"(?:[_\-.]|$|(?-i:[A-Z]))",
    re.IGNORECASE,
)

#: A call that makes a record ("create_booking", "fileClaim", "book_rental").
MAKE_CALL = re.compile(
    r"^(?:create|make|book|reserve|place|submit|file|open|schedule|rent|register"
    # a record made again in place of one ("resend_order", "reshipItem"): a new record
    r"|resend|reship|redeliver|reorder|reissue)"
    r"(?:[_\-.]|$|(?-i:[A-Z]))",
    re.IGNORECASE,
)
_JSON_ID_KEY = re.compile(r"(?:^|_)(?:id|number|no|code|ref)$", re.IGNORECASE)
_CANCELLED = re.compile(r"^(?:cancell?ed|void(?:ed)?|deleted|revoked)$", re.IGNORECASE)
#: "closed" ends a record only when the call closed it (a looked-up order may be "closed": done)
_CLOSE_CALL = re.compile(r"^(?:close|resolve)(?:[_\-.]|$|(?-i:[A-Z]))", re.IGNORECASE)
_MAX_TOOL_FACTS = 6
_TOOL_CHARS = 8000  # ids are looked for in the first 8,000 characters of an output
_MAX_JSON_CHARS = 200_000  # larger JSON outputs are not parsed (only their text is scanned)


def _scalars(data: dict[str, Any]) -> list[tuple[str, str | int | float]]:
    """(key, value) of the scalar entries of ``data`` and of the objects directly inside it."""
    out: list[tuple[str, str | int | float]] = []
    for key, value in data.items():
        if not isinstance(key, str):
            continue
        if isinstance(value, dict):
            out += [(k, v) for k, v in _scalars_flat(value)]
        elif isinstance(value, str | int | float) and not isinstance(value, bool):
            out.append((key, value))
    return out


def _scalars_flat(data: dict[str, Any]) -> list[tuple[str, str | int | float]]:
    return [
        (k, v)
        for k, v in data.items()
        if isinstance(k, str) and isinstance(v, str | int | float) and not isinstance(v, bool)
    ]


#: Date fields no booking is made for (a birth, an expiry, an incident).
NOT_BOOKING = re.compile(r"birth|dob|expir|issue|incident|effective", re.IGNORECASE)
_PURE_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$|^\d{1,2}:\d{2}$")


def _moment_kind(text: str) -> str | None:
    """ "date" or "time" when ``text`` is a day or a time and nothing else ("Monday 13
    October", "10:15am", "下周四"), else None."""
    if not text or len(text) > 40:
        return None
    found = [e for e in entities(text.casefold(), text) if e.key in ("date", "time")]
    rest = text
    for e in sorted(found, key=lambda e: -e.start):
        rest = rest[: e.start] + rest[e.end :]
    kinds = {e.key for e in found}
    if not found or len(kinds) > 1 or rest.strip(" ,.-"):
        return None
    return kinds.pop()


_STEM_END = re.compile(r"(?:s|e|d|ed|es|ing|ure|al|ion|y)?")


def _same_stem(key: str, word: str) -> bool:
    """ "depart" and "departure", "ready_by" and "ready": one stem, each word ending on an
    ending of it at most."""
    a, b = re.sub(r"_(?:by|at|on)$", "", key).replace("_", ""), word.replace("_", "")
    n = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return n >= 5 and bool(_STEM_END.fullmatch(a[n:]) and _STEM_END.fullmatch(b[n:]))


def plan_for(work: Work, key: str, value: object = None) -> FieldPlan | None:
    """The field a JSON key names: by name, declared alias, or a person's role ("guest" for
    ``guest_name``); a bare ``return`` or ``pickup`` holding a plain date or time names the
    ``return_date`` / ``pickup_time`` field, and a bare ``class`` or ``category`` the choice
    field it ends (``car_class``, ``issue_category``) when its value is one of that field's."""
    low = key.casefold()
    found = next(
        (p for p in work.plans if p.name.casefold() in (low, f"{low}_name") or low in p.aliases),
        None,
    )
    if found is not None or value is None:
        return found
    text = str(value).strip()
    moment = None if low in ("date", "time") else _moment_kind(text)
    if _PURE_DATE.match(text) or moment:
        if low in ("date", "time"):
            # a record's "date" is the schema's one date field of the booking (a birth date
            # is no booking's date); with two (check-in and check-out) it names neither
            own = [p for p in work.plans if p.category == low and not NOT_BOOKING.search(p.name)]
            return own[0] if len(own) == 1 else None
        # "start": "14:30" names start_time, never start_date (and a date never a time field)
        kind = moment or ("time" if ":" in text else "date")
        named = next((p for p in work.plans if p.name.casefold() == f"{low}_{kind}"), None)
        if named is None:
            # "depart" for departure_date, "arrive" for arrival_date: one field of that stem
            # (not "check_out" for check_in_date, nor "party_end" for party_time)
            ends = [p for p in work.plans if p.name.casefold().endswith(f"_{kind}")]
            stem = [p for p in ends if _same_stem(low, p.name.casefold()[: -len(kind) - 1])]
            named = stem[0] if len(stem) == 1 else None
        if named is None and low in ("from", "to"):
            # "from" / "to" of a range: the first or the second field of a pair of dates
            # (a birth date is no end of a booking's range)
            pair = [p for p in work.plans if p.category == kind and p.group_size == 2]
            if len(pair) == 2 and pair[0].group == pair[1].group:
                if any(NOT_BOOKING.search(p.name) for p in pair):
                    return named
                return pair[0] if low == "from" else pair[1]
        return named
    tail = [p for p in work.plans if p.kind == "literal" and p.name.casefold().endswith(f"_{low}")]
    if len(tail) == 1 and coerce(tail[0], text, None) is not SKIP:
        return tail[0]
    return None


def fill_record_fields(
    work: Work,
    pairs: list[tuple[str, str | int | float]],
    turn: int,
    *,
    writes: bool = False,
    call: str = "",
    made: bool = False,
) -> None:
    """Fill the fields the JSON ``pairs`` of one record name (see the module docstring);
    ``writes``: a changing call's record, ``made``: a record the call made."""
    matched = [
        (p, v)
        for k, v in pairs
        if (p := plan_for(work, k, v)) is not None and not _other_event(p, k, call)
    ]
    # a record a call just made is the thing as it now stands (the guest, the room type it
    # was booked with), unless it is a second record (its id is not the one a field holds)
    second = made and any(
        p.category == "id"
        and work.fields[p.name] not in (None, "")
        and not same_value(work.fields[p.name], v)
        for p, v in matched
    )
    made = made and not second
    cancelled = any(
        k.casefold() == "status"
        and (
            _CANCELLED.match(str(v)) or (str(v).casefold() == "closed" and _CLOSE_CALL.search(call))
        )
        for k, v in pairs
    )
    if cancelled:  # the record is gone: the fields and facts holding its ids are not current
        ids = [str(v) for k, v in pairs if _JSON_ID_KEY.search(k)]
        for plan in work.plans:
            if any(same_value(work.fields[plan.name], i) for i in ids):
                work.clear_field(plan, turn, "tool")
        for entry in [e for e in work.entries if e.kind == "fact"]:
            if any(same_value(entry.value, i) for i in ids):
                work.remove(entry, turn, "tool")
        return
    same_record = any(
        work.fields[p.name] not in (None, "", []) and same_value(work.fields[p.name], v)
        for p, v in matched
    ) or (writes and _switches(work, matched, call))
    # a new quote supersedes the last one ("get_quote" again after the party grew): its price
    # and reference are the ones that stand, not a second record beside the first
    requote = bool(call) and _QUOTE_CALL.search(call) is not None
    for plan, raw in matched:
        current = work.fields[plan.name]
        value = coerce(plan, str(raw), current)
        if value is SKIP:
            continue
        if (
            second
            and current not in (None, "", [])
            and value != current
            and plan.kind != "list"
            and plan.category != "id"
            and work.field_origin.get(plan.name) == "tool"
        ):
            # a second record made beside the first (a second ticket) says otherwise: which
            # record the field is about is not known, so it holds neither
            work.clear_field(plan, turn, "tool")
            continue
        if current in (None, "", []) or (
            # a one-word field ("name", "date") may mean another thing of the made record
            (
                (
                    (same_record or requote)
                    and (writes or work.field_origin.get(plan.name) == "tool")
                )
                or (made and "_" in plan.name)
                # "unfreeze_card" -> {"status": "active"}: the status a tool gave changes
                or (
                    writes and plan.kind == "literal" and work.field_origin.get(plan.name) == "tool"
                )
            )
            and plan.kind != "list"
            and not (made and not same_record and not requote and plan.category == "id")
        ):
            work.set_field(plan, value, turn, "tool")
            if (writes or made) and current not in (None, "", []) and value != current:
                _restate(work, str(current), str(raw), turn)


#: A call that prices something: its newest record is the quote that stands.
_QUOTE_CALL = re.compile(r"quote|estimate|pric(?:e|ing)|fare|cost|calculate", re.IGNORECASE)


#: What a call may name that is the record a schema's dates are of, whatever it calls them.
_ANY_RECORD = word_set(
    "booking reservation order appointment transfer payment transaction request ticket claim "
    "slot visit service record entry event item job"
)


def _other_event(plan: FieldPlan, key: str, call: str) -> bool:
    """A record's bare "date" of another event than the field's: ``book_survey`` answered
    ``{"date": ...}`` gives the survey's day, not ``move_date`` (the call names no move)."""
    if key.casefold() not in ("date", "time", "day") or "_" not in plan.name or not call:
        return False
    subject = plan.name.split("_")[0].casefold()
    objects = {w.casefold() for w in CALL_WORD.findall(call)[1:]}
    # "schedule_transfer" for payment_date: a record of any kind may be the field's
    return bool(objects) and subject not in objects and not objects & _ANY_RECORD


def _switches(work: Work, matched: list[tuple[FieldPlan, str | int | float]], call: str) -> bool:
    """A changing call on another record than the one a tool gave before (``update_ticket`` on
    the second ticket): that record is now the one the user works on, so its values replace
    the first's. The call must name the record the id field is of (``ticket_id``)."""
    objects = {w.casefold() for w in CALL_WORD.findall(call)[1:]}
    return any(
        _JSON_ID_KEY.search(plan.name)
        and id_words(plan.name) & objects
        and work.field_origin.get(plan.name) == "tool"
        and work.fields[plan.name] not in (None, "", [])
        and not same_value(work.fields[plan.name], value)
        for plan, value in matched
    )


def _restate(work: Work, old: str, new: str, turn: int) -> None:
    """A changed record's old value leaves the open goals that state it ("book a table at
    7:30" -> "book a table at 20:00"): no stale value stays active inside a goal."""
    rx = re.compile(rf"(?<![\w:.]){re.escape(old)}(?![\w:.])", re.IGNORECASE)
    for goal in work.recent("goal", active_goal=True):
        if rx.search(goal.value):
            work.update(goal, turn, "tool", value=rx.sub(new, goal.value, count=1))


def read_tool_output(work: Work, content: str, turn: int, *, call: str = "") -> None:
    """Ids in a tool output become facts with origin ``tool``; JSON keys fill schema fields.
    ``call``: the name of the tool call it answers; a changing call's record (:data:`WRITE_CALL`)
    replaces what the user said, and a call that carries out what an open goal asks for
    ("book a table" and ``create_reservation``) marks that goal done when it succeeds."""
    writes = bool(WRITE_CALL.search(call))
    found, pairs = _READ.get((turn, content), lambda: _read(content))
    # an id a field already holds (the user's "order #W1070", looked up) is stored once, in
    # the field; a tool's new ids are facts, so a field they fill and a later tool output
    # replaces leaves the old id in ``state.retired``
    seen = [v for v in work.fields.values() if isinstance(v, str) and v]
    held = len(seen)
    for key, value in found:
        if any(same_value(value, s) for s in seen):
            continue
        seen.append(value)
        if len(seen) - held > _MAX_TOOL_FACTS:
            break
        work.add("fact", value, turn, "tool", key=key)
    flags = {m.casefold() for m in _SUCCESS_FLAG.findall(content[:_TOOL_CHARS])} if call else set()
    succeeded = (
        bool(call)
        and bool(pairs or "true" in flags)
        and "false" not in flags
        and not any(
            k.casefold() in ("error", "errors")
            or (k.casefold() == "status" and _FAILED.match(str(v)))
            for k, v in pairs
        )
    )
    made = succeeded and bool(MAKE_CALL.search(call))
    fill_record_fields(work, list(pairs), turn, writes=writes, call=call, made=made)
    if succeeded:
        under_way = any(
            k.casefold() in ("status", "state") and _UNDER_WAY.match(str(v).strip())
            for k, v in pairs
        )
        status = "in_progress" if under_way else "done"
        scheduled = any(
            k.casefold() in ("status", "state") and _SCHEDULED.match(str(v).strip())
            for k, v in pairs
        )
        if not _complete(work, call, turn, status, scheduled) and writes:
            _complete_by_record(work, pairs, turn, status, scheduled)
        said = [(k, str(v)) for k, v in pairs if CANCELLED_KEY.match(k)]
        goals = work.recent("goal", active_goal=True) if said else []
        cancels = cancelled_goal(said, [g.value for g in goals]) if said else None
        if cancels is not None:
            work.update(goals[cancels], turn, "tool", status="done")


#: A result saying the thing is scheduled: a goal to schedule it ("set up a transfer", "安排
#: 一次上门") is done by that, a goal to have it happen (the transfer itself) is under way.
_SCHEDULED = re.compile(r"^(?:scheduled|已预约|已安排)$", re.IGNORECASE)
_SCHEDULES = re.compile(
    r"^(?:(?:please|can you|could you)\s+)?(?:set up|schedule|arrange|plan)\b|^(?:安排|预约|设置)",
    re.IGNORECASE,
)


def _status_of(goal: str, status: str, scheduled: bool) -> str:
    return "done" if scheduled and status == "in_progress" and _SCHEDULES.match(goal) else status


def _complete_by_record(
    work: Work,
    pairs: tuple[tuple[str, str | int | float], ...],
    turn: int,
    status: str,
    scheduled: bool = False,
) -> None:
    """A changed record that now states what an open goal asks for ("add a vegetarian meal"
    and ``{"meal": "vegetarian"}``, "准备个生日蛋糕" and ``{"notes": "8寸寿桃蛋糕"}``) carries
    that goal out: the newest such goal takes the status (the goal's first word, its verb,
    does not count)."""
    said = set().union(*(content_words(str(v)) for _, v in pairs if isinstance(v, str)))
    if not said:
        return
    for goal in work.recent("goal", active_goal=True):
        head = goal.value.split(maxsplit=1)
        words = content_words(head[1] if len(head) > 1 and head[0].isascii() else goal.value)
        if words & said - _GENERIC:
            mine = _status_of(goal.value, status, scheduled)
            if goal.status != mine:
                work.update(goal, turn, "tool", status=mine)
            return


def _goal_patterns(call: str) -> list[re.Pattern[str]]:
    """The goal patterns of the actions ``call`` carries out (see :data:`_ACTIONS`,
    :data:`_SUBJECTS`)."""
    found = [goal_rx for call_rx, goal_rx in _ACTIONS if call_rx.search(call)]
    words = CALL_WORD.findall(call)
    if words and not _READ_CALL.match(words[0]) and not _EDIT_CALL.match(words[0]):
        found += [
            goal_rx for call_rx, goal_rx in _SUBJECTS if any(call_rx.fullmatch(w) for w in words)
        ]
    return found


def _complete(work: Work, call: str, turn: int, status: str, scheduled: bool = False) -> bool:
    """Give ``status`` to the newest open goal asking for what ``call`` does; True if one.
    ``scheduled``: the result says it is scheduled (a goal to schedule it is done)."""
    goals = work.recent("goal", active_goal=True)
    for goal_rx in _goal_patterns(call):
        for goal in goals:
            if goal_rx.search(goal.value):
                mine = _status_of(goal.value, status, scheduled)
                if goal.status != mine:
                    work.update(goal, turn, "tool", status=mine)
                return True
    found = goal_for_call(call, [g.value for g in goals])
    if found is None:
        return False
    mine = _status_of(goals[found].value, status, scheduled)
    if goals[found].status != mine:
        work.update(goals[found], turn, "tool", status=mine)
    return True


#: a tool output is parsed once per turn (see ``_READINGS`` in :mod:`turnmem.fold.rules.folder`)
_READ: Memo[tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str | int | float], ...]]] = Memo(
    256
)


def _read(
    content: str,
) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str | int | float], ...]]:
    """The (key, id) candidates and the JSON scalar pairs of a tool output."""
    found: list[tuple[str, str]] = []
    head = squeeze(content[:_TOOL_CHARS])
    data: Any = None
    if head.lstrip()[:1] == "{" and len(content) <= _MAX_JSON_CHARS:
        try:
            data = json.loads(content)
        except (ValueError, RecursionError):
            data = None
    pairs = _scalars(data) if isinstance(data, dict) else []
    for k, v in pairs:
        if _JSON_ID_KEY.search(k) and isinstance(v, str | int) and 0 < len(str(v)) <= 64:
            found.append((k, str(v)))
    norm = normalise(head)
    found += [(e.key, e.value) for e in entities(norm, head, ids_only=True)]
    return tuple(found), tuple(pairs)
