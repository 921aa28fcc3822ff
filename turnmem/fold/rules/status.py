"""Goal status from the user's words: done, abandoned, and cancellation scoped to what it names.

* A status that **names** something ("the laptop arrived", "合同签好了", "cancel the security
  training", "never mind the invoice", "发票不用了") changes only the open goal sharing most
  words with the name. Without such a goal, a cancellation retires the preferences and facts
  it names (a "must have: an invoice" leaves the state); a verb-first "cancel X" that names
  nothing stored is a request of its own ("cancel my subscription"); a done report that names
  nothing is left alone.
* A status that names nothing ("never mind", "that's done", "算了") is about the newest open
  goal, but a bare "never mind" / "算了" followed by more words in the same sentence ("算了，
  寄到家里吧") is a change of mind about a detail, not a cancellation: nothing is abandoned.
* An abandoned goal leaves the pending steps; a done one moves to the done steps
  (:mod:`turnmem.fold.rules.steps`).
"""

from __future__ import annotations

import re

from turnmem.fold.rules.literals import literal_pattern
from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.rewrites import live_goals
from turnmem.fold.rules.steps import drop_pending, mark_done
from turnmem.fold.rules.text import HAN, clean, content_words, word_set
from turnmem.fold.rules.work import Entry, Work

__all__ = ["apply_status"]

_DROP = re.compile(r"\b(?:forget|drop|skip|scrap|scratch|no need for)\b", re.IGNORECASE)
_FILLER = word_set("then anyway please thanks thank okay actually though also now really")


def _named_goal(work: Work, words: set[str], *, done: bool = False) -> Entry | None:
    """The open goal (``done``: or done one) sharing most words with ``words``."""
    goals = work.recent("goal", active_goal=not done)
    goals = [g for g in goals if g.status in ("open", "in_progress", "done")]
    overlap = [len(words & content_words(g.value)) for g in goals]
    best = max(range(len(goals)), key=lambda k: (overlap[k], -k), default=None)
    return goals[best] if best is not None and overlap[best] else None


_THE_FIELD = re.compile(r"(?:the|my|our)\s+\w")  # "never mind the email", not "book it"


def _retire_named(work: Work, words: set[str], turn: int, named: str = "") -> bool:
    """Retire the preferences and facts a cancellation names, and clear the choice fields
    whose value it names ("包间不要了" after "还要一个包间": the seating is no longer private);
    True if any."""
    hits = [
        e
        for e in work.entries
        if e.kind in ("preference", "fact") and words & content_words(e.value)
    ]
    for entry in hits:
        work.remove(entry, turn, "user")
    cleared = False
    low = named.casefold()
    for plan in work.plans:
        value = work.fields.get(plan.name)
        lit = str(getattr(value, "value", value) or "")
        if plan.kind == "literal" and lit and low and literal_pattern(lit).search(low):
            work.clear_field(plan, turn, "user")
            cleared = True
        elif (
            lit
            and words
            and words <= plan.tokens
            and _THE_FIELD.match(low)
            and plan.category not in ("name", "id")
        ):
            # "never mind the email": the field the cancellation names (the new email the
            # user asked for) is no longer wanted
            work.clear_field(plan, turn, "user")
            cleared = True
    return bool(hits) or cleared


#: The words a goal about a person uses for them, by the pronoun of the hand-over.
_ABOUT = {
    "her": r"\bher\b",
    "him": r"\b(?:him|his)\b",
    "them": r"\b(?:them|their)\b",
    "他": "他",
    "她": "她",
    "他们": "他们",
    "她们": "她们",
}


def _hand_over(work: Work, pronoun: str, turn: int) -> None:
    """The newest open goal about the person the user passes the request on to is abandoned
    ("can you reset her password?" ... "I'll tell her"); no goal about them, no change."""
    about = _ABOUT.get(pronoun.casefold())
    goals = work.recent("goal", active_goal=True)
    target = next((g for g in goals if about and re.search(about, g.value, re.I)), None)
    if target is not None:
        work.update(target, turn, "user", status="abandoned")
        drop_pending(work, target.value, turn)


#: A goal that adds a person to the booking: "add my husband Tom as a second passenger",
#: "我同事李明也住", "再加一个驾驶人".
_ADDS_PERSON = re.compile(
    r"\b(?:add|adding|another|second|extra|additional|include|plus|bring|join)\b"
    r"|加|添|增加|再来|多一|也住|也要|也去|也来|也开|同行|一起",
    re.IGNORECASE,
)


#: A person's name: capitalised words ("Ama Asante") or two to four Chinese characters.
_PERSON = re.compile(rf"[A-Z][a-z'\-]+(?: [A-Z][a-z'\-]+){{0,2}}|{HAN}{{2,4}}")


#: Words for the people a user books for: "我老婆", "my colleague".
_RELATION = re.compile(
    r"老婆|老公|妻子|丈夫|爱人|孩子|儿子|女儿|同事|朋友|爸|妈|父亲|母亲|客人|家人|弟弟|妹妹|哥哥|姐姐"
    r"|\b(?:wife|husband|partner|son|daughter|kid|child|colleague|friend|guest|passenger|mum|mom"
    r"|dad|brother|sister)\b",
    re.IGNORECASE,
)


def _one_fewer(work: Work, turn: int, *, since: int) -> None:
    """A head count of two or more the user set (at or after ``since``, the recency of the
    goal adding the person) counts the removed person: it drops by one."""
    for plan in work.plans:
        value = work.fields.get(plan.name)
        if (
            plan.category == "party"
            and isinstance(value, int)
            and not isinstance(value, bool)
            and value >= 2
            and work.field_origin.get(plan.name) == "user"
            and work.field_seq.get(plan.name, -1) >= since
        ):
            work.set_field(plan, value - 1, turn, "user")


def _remove_person(work: Work, pronoun: str, turn: int) -> None:
    """The person the user added is dropped ("take him off", "把他去掉"): the newest goal adding
    a person, or about them, is abandoned, and the names it states leave the facts and the
    fields that hold them (the other people of the booking stay); a head count the user gave
    with them drops by one. No such goal and no count: no change."""
    about = _ABOUT.get(pronoun.casefold())
    live = live_goals(work)
    if about is not None:
        goals = [g for g in live if _ADDS_PERSON.search(g.value) or re.search(about, g.value, re.I)]
    else:  # a name ("Tom") or a relation ("我老婆"): the goal naming them, else an addition
        named = pronoun.casefold().removeprefix("我的").removeprefix("我").removeprefix("my ")
        goals = [g for g in live if named and named in g.value.casefold()]
        if not goals and _RELATION.search(pronoun):
            goals = [g for g in live if _ADDS_PERSON.search(g.value)]
    if not goals:
        # "my mother is coming too, so three of us" ... "take her off": one head fewer
        _one_fewer(work, turn, since=0)
        return
    target = goals[0]
    _one_fewer(work, turn, since=target.seq)
    work.update(target, turn, "user", status="abandoned")
    drop_pending(work, target.value, turn)
    text = target.value.casefold()
    for entry in [e for e in work.entries if e.kind == "fact" and e.key == "name"]:
        if entry.value.casefold() in text:
            work.remove(entry, turn, "user")
    for plan in work.plans:
        value = work.fields.get(plan.name)
        if (
            plan.kind == "str"
            and plan.category in (None, "name")
            and isinstance(value, str)
            and _PERSON.fullmatch(value.strip())
            and value.casefold() in text
        ):
            work.clear_field(plan, turn, "user")


_RIDS = re.compile(
    r"\b(?:cancel|return|close|delete|remove|sell|refund|exchange|unsubscribe|terminate"
    r"|deactivate|end|stop|give up|send back|get rid of|throw away|downgrade|withdraw"
    r"|suspend|freeze)\b"
    r"|退|取消|注销|卖掉|删",
    re.IGNORECASE,
)


HAN_RE = re.compile(HAN)
_DETS = word_set("the a an my our this that those these some")
_EN_DET = r"(?:(?:the|a|an|my|our|some|\d+|one|two|three|four)\s+)?"
_ZH_COUNT = r"(?:[一二两三四五六七八九十\d]+[份个杯张件瓶盒])?"


def _without_part(goal: str, named: str) -> str | None:
    """ "order two pizzas and a garlic bread" without "the garlic bread" ("两个披萨和一份蒜香面包"
    without "蒜香面包"): the goal with that one of its things taken out, or None when the goal
    does not name it as one of several."""
    named = named.strip()
    if HAN_RE.search(named):
        body = re.escape(named)
        forms = (rf"(?:和|跟|还有|、){_ZH_COUNT}{body}", rf"{_ZH_COUNT}{body}(?:和|跟|、)")
    else:
        words = [w for w in re.findall(r"[\w'-]+", named) if w.casefold() not in _DETS]
        if not words:
            return None
        body = r"\s+".join(re.escape(w) for w in words) + r"\b"
        forms = (rf",?\s+and\s+{_EN_DET}{body}", rf"(?<!\w){_EN_DET}{body},?\s+and\s+")
    for form in forms:
        found = re.search(form, goal, re.IGNORECASE)
        if found is not None:
            joined = goal[: found.start()].rstrip() + " " + goal[found.end() :].lstrip()
            return clean(joined) or None
    return None


_SEVERAL = re.compile(r"\S\s+and\s+(?:the|my|a|an)\s|和|、")


def _resume(work: Work, named: str, turn: int) -> None:
    """ "go ahead with the return after all": the newest withdrawn goal naming the thing is
    open again (its other words are the user's, as before)."""
    words = content_words(named) - _FILLER
    withdrawn = [g for g in work.recent("goal") if g.status == "abandoned"]
    target = next((g for g in withdrawn if words & content_words(g.value)), None)
    if target is not None:
        work.update(target, turn, "user", status="open")


def _keep(work: Work, named: str, turn: int) -> None:
    """ "keep it" withdraws the newest goal that gets rid of something (the one naming
    ``named`` when it names a thing) unless it is withdrawn already; any other goal stays."""
    words = content_words(named) - _FILLER if named else set()
    states = ("open", "in_progress", "abandoned")
    goals = [g for g in work.recent("goal") if g.status in states and _RIDS.search(g.value)]
    if words:
        goals = [g for g in goals if words & content_words(g.value)]
    elif goals and _SEVERAL.search(goals[0].value):
        return  # "I'll keep it" after "return the boots and the jacket": which one is not said
    # "forget the grinder, I'll keep it": the newest such request is dropped already
    if goals and goals[0].status != "abandoned":
        work.update(goals[0], turn, "user", status="abandoned")
        drop_pending(work, goals[0].value, turn)


_DECLINES = re.compile(r"不用|不需要了|不要了")  # (a prefix: "不用了" too)


def apply_status(work: Work, m: Mention, orig: str, turn: int, *, alone: bool) -> None:
    """Apply the status mention ``m`` of the clause ``orig``; ``alone``: the clause ends its
    sentence (no more words say what the user changed their mind about)."""
    if m.kind == "handover":
        _hand_over(work, m.value, turn)
        return
    if m.kind == "remove_person":
        _remove_person(work, m.value, turn)
        return
    if m.kind == "kept":
        _keep(work, m.value, turn)
        return
    if m.kind == "resumed":
        _resume(work, m.value, turn)
        return
    words = content_words(m.value) - _FILLER if m.value else set()
    target = _named_goal(work, words) if words else None
    if m.tag == "abandoned" and target is None and words:
        # "forget the Sunday one" after it was booked: the booked goal is dropped as well
        target = _named_goal(work, words, done=True)
    if m.tag == "abandoned":
        if words:
            if target is not None and (rest := _without_part(target.value, m.value)):
                # "skip the garlic bread": one thing of the order goes, the order stays
                work.update(target, turn, "user", value=rest)
                _retire_named(work, words, turn, m.value)
            elif target is not None:
                work.update(target, turn, "user", status="abandoned")
                drop_pending(work, target.value, turn)
                _retire_named(work, words, turn, m.value)  # its details go with it
            elif drop_pending(work, m.value, turn):
                pass  # "skip the archiving for now": that workflow step, and only it
            elif not _retire_named(work, words, turn, m.value) and m.kind == "cancel":
                request = clean(orig[m.start : m.vend])
                # "cancel my subscription" asks for an action; "forget the Sunday one" drops
                # something, it asks for nothing
                if request and not _DROP.search(request):
                    work.add("goal", request, turn, "user", status="open")
            return
        if not alone or (work.asked_yes_no and _DECLINES.match(orig, m.start)):
            return  # ("不用了" to "需要加套餐吗？" declines the offer, the booking stays)
        goals = work.recent("goal", active_goal=True)
        if goals:
            work.update(goals[0], turn, "user", status="abandoned")
            drop_pending(work, goals[0].value, turn)
        return
    if target is None and not words:
        goals = work.recent("goal", active_goal=True)
        target = goals[0] if goals else None
    if target is not None:
        work.update(target, turn, "user", status=m.tag)
    if m.tag == "done":
        # a done report naming no goal moves only a pending step it names ("the bank details
        # arrived" is no step of its own)
        mark_done(
            work,
            m.value or None,
            target.value if target else None,
            turn,
            named_only=target is None and m.kind == "reported",
        )
