"""What a clause is read against: the goal list it may continue, the courtesy and farewell
words around it, and the schema's date and time fields (a bare value picks when its kind has
one field, and it holds a value; a goal that only says when corrects a value instead of
standing as a goal); and whose days and times a clause names (another person's plans, an
event that happened, the user's own engagement or action: :func:`booking_moments`,
:func:`is_own_timing`)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from turnmem.fold.rules.actions import continuation
from turnmem.fold.rules.correction_forms import ASIDE, ENDS_STAY, WHEN_ONLY
from turnmem.fold.rules.entities import Entity
from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.work import Work

__all__ = [
    "CLOSING",
    "COURTESY",
    "FAREWELL_DAYS",
    "goal_list",
    "kind_held",
    "lone_held",
    "when_only",
]

#: A farewell ("that's all I need today"): its "today" is no date.
CLOSING = re.compile(  # searched for a yes/no: a look-ahead of the first letters
    r"(?=[taieyh谢就])(?:"
    r"\b(?:thanks?|thank you|that ?'s all|that is all|all i need|all i needed|i needed|everything"
    r"|your help|that will be all|that was all|that ?'s it|all set|have a (?:nice|good|great))\b"
    r"|谢谢|就这些)",
    re.IGNORECASE,
)
FAREWELL_DAYS = ("today", "tonight", "今天")
#: Clauses that add nothing after "never mind" ("Forget it, thanks"): it still stands alone.
COURTESY = re.compile(
    r"^\W*(?:thanks|thank you|thx|please|ok|okay|then|anyway|cheers|to be safe|to be sure"
    r"|just in case|谢谢|谢了|好的|好吧)\W*$"
    # "never mind, I'll just take hand luggage", "不用了，我就带个登机箱": the user's own plan
    # instead, no detail of the request changed
    r"|^\W*(?:(?:i'll just|i will just|we'll just|i'll only)\b|我就|我自己|我们就)",
    re.IGNORECASE,
)


def goal_list(ms: list[Mention], norm: str, orig: str, carry: str | None) -> list[Mention]:
    """The clause's mentions with a goal list continued: after "I need to X," a clause that
    starts with an action ("order a laptop", "set up payroll") is a goal of the same kind."""
    if carry is None:
        return ms
    goals = [k for k, m in enumerate(ms) if m.family == "goal"]
    if goals and ms[goals[0]].kind in ("request", "verb") and ms[goals[0]].start == 0:
        ms = list(ms)
        ms[goals[0]] = dataclasses.replace(ms[goals[0]], kind=carry)
    elif not goals and (found := continuation(norm, orig)) is not None:
        pos, value = found
        ms = [*ms, Mention("goal", "open", value, pos, len(norm), pos, pos + len(value), carry)]
    return ms


def kind_held(work: Work, kind: str) -> bool:
    """A field of the category ``kind`` ("date", "time") holds a value."""
    return any(p.category == kind and work.fields[p.name] for p in work.plans)


_PAST_FIELD = re.compile(
    r"incident|accident|loss|lost|damage|happen|occur|purchase|bought|birth|dob|born|last"
    r"|previous|since|fault|breakdown|onset|theft|stolen",
    re.IGNORECASE,
)


def _past_field(work: Work, kind: str) -> bool:
    """The schema has a field of ``kind`` for when something happened ("incident_date")."""
    return any(p.category == kind and _PAST_FIELD.search(p.name) for p in work.plans)


_TIMED = ("date", "time")
#: a thing that happened to the user's things: its day is the event's, not a booking's
_HAPPENED = re.compile(
    r"\b(?:blew|broke|fell|happened|crashed|burst|leaked|died|flooded|cracked|snapped"
    r"|collapsed|smashed|failed|stopped working|caught fire|started leaking|went off"
    r"|was stolen|was damaged)\b",
    re.IGNORECASE,
)


#: a Chinese clause telling of another engagement: someone coming or going, a parcel arriving,
#: the user busy ("下周二燃气公司要来改管道", "水龙头后天才到", "周六上午孩子要去打疫苗",
#: "下周要开去杭州"); not one asking for the booking (:data:`_ZH_BOOKS`)
_ZH_ASIDE = re.compile(
    r"才(?:到|来|回来|回)"  # (not 只要到, 需要到: how long the booking runs)
    r"|(?<![只需想不主重])要(?:过来|来|去|回来|回|开去|开会|加班|值班|出差|上班|上课|考试|比赛|出发|打疫苗)"
    r"|得(?:去|上班|加班|值班|出差)|要(?:接|送)(?:孩子|小孩|我妈|我爸|老人|人)"
)
_ZH_BOOKS = re.compile(r"改到|改成|换到|约|订|预约|安排|吗|能不能|可不可以|开工|上门|师傅|你们")


_AWAY = re.compile(
    r"\b(?:away|abroad|on holiday|on leave|out of (?:town|the country)|busy|working|off sick"
    r"|in hospital|not around|not back)\b",
    re.IGNORECASE,
)


def booking_moments(work: Work, clause: str, ents: list[Entity]) -> list[Entity]:
    """``ents`` without the days and times that are not the booking's: another person's plans
    ("his party's on the Saturday", "we're at church till 12:30"; said of "he" or "she", who
    may be the one booked for, only when a field of the kind holds a value: :data:`ASIDE`), and
    when something happened ("the panels blew down on Sunday"), unless a field is for that."""
    if not ents:
        return ents
    if aside := ASIDE.match(clause):
        # "he starts Monday": maybe the one booked for, when unheld; "he's away till the
        # 28th" is when he is not free, never the booking's day
        own = bool(aside["who"]) and not _AWAY.search(clause)
        ents = [x for x in ents if x.key not in _TIMED or (own and not kind_held(work, x.key))]
    if ents and _ZH_ASIDE.search(clause) and not _ZH_BOOKS.search(clause):
        ents = [x for x in ents if x.key not in _TIMED]
    if ents and _HAPPENED.search(clause):
        ents = [x for x in ents if x.key not in _TIMED or _past_field(work, x.key)]
    return ents


def lone_held(work: Work, ents: Iterable[Entity]) -> bool:
    """Each typed value's kind has one field in the schema, and it holds a value."""
    kinds = {e.key for e in ents if e.key in ("date", "time")}
    own = [[p for p in work.plans if p.category == k] for k in kinds]
    return bool(own) and all(len(ps) == 1 and work.fields[ps[0].name] for ps in own)


_END_FIELD = re.compile(r"out|end|return|until|last", re.IGNORECASE)


def when_only(work: Work, goal: str) -> bool:
    """The goal only says when ("check out on May 6"); "stay until the 18th" only when a field
    holds the stay's end (with a check-in alone, the 18th is no check-in day)."""
    if not WHEN_ONLY.match(goal):
        return False
    return not ENDS_STAY.match(goal) or any(
        p.category == "date" and _END_FIELD.search(p.name) and work.fields[p.name]
        for p in work.plans
    )


#: A clause saying when the user will do something or was busy ("I'll confirm tonight", "let me
#: check with my wife tomorrow", "我明天跟家里商量一下"): its date or time is not the booking's.
_OWN_ACTION = re.compile(
    r"\b(?:i'll|i will|i'm going to|i am going to|let me|we'll|we will)\s+(?:\w+\s+){0,2}?"
    r"(?:confirm|check(?![- ]?(?:in|out))|ask|talk|call you|get back|let you know|think|decide"
    r"|discuss|sleep on|look into|double-check)\b"
    # "I had the dentist on the Tuesday": the user's own engagement then, given as a reason
    r"|\b(?:i|we) had (?:a|an|the|my|our) (?:\w+ )?(?:on|at|that)\b"
    r"|(?:我|我们)[^,，。]{0,8}(?:确认一?下|确认|商量|问问|问一下|考虑一?下|想想|回复你|联系你)",
    re.IGNORECASE,
)
#: A clause saying the user will be away or is moving house ("我下周要搬家", "I'm moving next
#: week", "I won't be home on Friday", "周五我不在家"): the date is the user's own, not the
#: booking's (unless a field is about the move: ``move_in_date``).
_OWN_EVENT = re.compile(
    r"\b(?:i'm|i am|we're|we are|i'll be|we'll be)\s+(?:\w+\s+)?moving(?: house| home| out)?\b"
    r"|\b(?:i|we)\s+(?:won't|will not|wont)\s+be\s+(?:at\s+)?home\b"
    r"|\b(?:i'm|i am|we're|we are)\s+not\s+(?:at\s+)?home\b"
    r"|(?:我|我们)[^,，。]{0,6}(?:要|会|准备|打算|得)?搬家|(?:我|我们)[^,，。]{0,4}不在家",
    re.IGNORECASE,
)
#: A clause reporting what the user already did ("already dropped that off on Friday", "我周五
#: 已经交过了"): the date is when it happened, not the booking's (an "already booked for
#: Friday" still is: the booking's verbs are left out).
_DID_BEFORE = re.compile(
    r"\balready\s+(?!(?:booked|reserved|scheduled|rescheduled|arranged|set|made|got|confirmed"
    r"|ordered|changed|moved|updated|switched)\b)"
    r"(?:\w+ed|did|sent|paid|went|came|gave|brought|took|left|saw|spoke|told|had)\b"
    r"|(?:已经|早就|早已)[^,，。]{0,6}?过了?",
    re.IGNORECASE,
)
_MOVE_FIELD = re.compile(r"move|moving|搬", re.IGNORECASE)


#: The user's own engagement given as the reason ("my meeting moved to Friday afternoon",
#: "我的面试改到周三了"): its day is the engagement's.
_ENGAGEMENT = re.compile(
    r"\b(?:my|our) (?P<ev>meeting|shift|exam|interview|lecture|class|conference|lesson|surgery"
    r"|training|match|game|wedding|appointment)s? (?:\w+ ){0,2}?(?:moved|was moved|got moved"
    r"|has moved|changed|got changed|was changed|is|was|starts|ends|runs)\b"
    r"|我的?(?P<zh>会|面试|考试|课|手术|培训|比赛|婚礼)[^,，。]{0,4}(?:改到|改成|推到|提前到|是|在)"
    # "I've got a job interview on Thursday": the user's own engagement that day
    r"|\b(?:i've got|i have got|i have|i've|we've got|we have)\s+(?:a|an|my|our)\s+(?:\w+\s+)?"
    r"(?P<got>meeting|shift|exam|interview|lecture|conference|surgery|operation|training"
    r"|match|wedding|appointment|flight|funeral)s?\s+(?:on|at|that|this|next|tomorrow|today)\b"
    # "before my university application deadline on 31 July": the user's own deadline, its day
    # ending the clause (not "we need them on 4 June for our deadline")
    r"|\b(?:my|our)\s+(?:\w+\s+){0,3}(?P<dl>deadline)s?\s+(?:is|was|of|on|falls on)\s+"
    r"[^,;]{1,25}?\W*$",
    re.IGNORECASE,
)


#: the clause asks for the booking too ("I've got a meeting at 2 on Thursday, so could you
#: come Friday instead?"): its days are not all the engagement's
_ASKS_TOO = re.compile(
    r"[?？]|\binstead\b|\bplease\b|\b(?:can|could|would|will) (?:you|we|i)\b|\bwith you\b"
    r"|\b(?:move|change|reschedule|rebook) (?:it|that|this|me|us)\b",
    re.IGNORECASE,
)


def is_own_timing(work: Work, norm: str) -> bool:
    """ "I'll confirm with him tonight": when the user acts, not the booking's date or time;
    "my meeting moved to Friday afternoon", "I've got an interview on Thursday": the
    engagement's (unless the schema is about one, or the clause also asks for the booking)."""
    event = _ENGAGEMENT.search(norm)
    if event is not None and event["got"] and _ASKS_TOO.search(norm):
        event = None
    return (
        _OWN_ACTION.search(norm) is not None
        or _DID_BEFORE.search(norm) is not None
        or (
            _OWN_EVENT.search(norm) is not None
            and not any(_MOVE_FIELD.search(p.name) for p in work.plans)
        )
        or (
            event is not None
            and not any(
                (event["ev"] or event["zh"] or event["got"] or event["dl"]).casefold()
                in p.name.casefold()
                for p in work.plans
            )
        )
    )
