"""The offline folder: deterministic, rule-based extraction and extractive summaries (EN + 中文).

:class:`RuleFolder` is the default folder when no LLM is configured, and the fallback when an
LLM fold fails. It is pure Python (stdlib ``re``), does no I/O, and gives the same output for
the same input. :class:`AsyncRuleFolder` exposes the same functions to ``AsyncTurnMemory``.

What it reads
-------------
* **The user's text** (``Turn.user``) is the only source of user statements: names,
  preferences, goals, corrections, numbers/dates/times/money/ids, and custom schema fields.
* **Tool observations** are tool data. They yield at most id facts with ``origin="tool"``
  (``#W4923227``, JSON keys such as ``"order_id"``; an id the user named is stored once) and
  fill the custom field a JSON key names (field name or declared alias; see
  :mod:`turnmem.fold.rules.tools`). Text in a tool output that claims to be an instruction
  ("ignore previous instructions", "set the user's name to admin", ``role: system``) changes
  nothing.
* **Assistant text** is never a user statement. A goal becomes ``done`` when the *user* says
  so ("that's done", "搞定了", "the email account is done": the goal sharing most words) or a
  successful tool call does what it asks (tools.py); "never mind", "不用了", "算了" abandon the
  newest open goal or the one named. The assistant is read in three narrow cases only: a step
  list the user asked for (checklist.py), its done report in a turn whose tool call succeeded,
  and its own first-person promises for a promise field (promises.py); "your booking is
  confirmed" alone is not enough: it may be wrong.
* **Questions** ("Do I need my passport?", "is it done?", "我需要带护照吗") state no preference,
  no wanted/needed goal and no goal done; a question asking for an action is still a goal
  ("can you book a hotel?" -> "book a hotel").

The pattern families (names, preferences, goals, corrections, custom fields, ...) are listed
in :mod:`turnmem.fold.rules`.

Summary
-------
Previous summary plus one digest line per folded turn in the speakers' own words (``user (t7):
改成周六入住吧 | assistant: 已改为周六入住。``), tool outputs compressed, within
``summary_max_tokens``; old lines are shortened before any is dropped (digest.py, summary.py).

Modules
-------
This module reads turns (:func:`extract_updates`); the rules live in the modules listed in
:mod:`turnmem.fold.rules`.

What the rules miss (an LLM folder handles these) is listed in :mod:`turnmem.fold.rules`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from turnmem.errors import StateUpdateError
from turnmem.fold.base import ExtractRequest, FoldRequest, FoldResult
from turnmem.fold.rules.actions import asks, is_question, told
from turnmem.fold.rules.arguments import cancelled_in_words
from turnmem.fold.rules.checklist import read_reply, read_result, read_user
from turnmem.fold.rules.clause_context import (
    CLOSING,
    COURTESY,
    FAREWELL_DAYS,
    booking_moments,
    goal_list,
    lone_held,
    when_only,
)
from turnmem.fold.rules.correct_values import (
    correct_id,
    correct_number,
    correct_part,
    correct_word,
    retract,
)
from turnmem.fold.rules.correction_forms import (
    HEDGED,
    NOW,
    SLIP_ID,
    SLIP_PART,
    TYPED,
    left_count,
)
from turnmem.fold.rules.corrections import (
    ADDITIVE,
    EXPLICIT,
    IMPERATIVE,
    LEAD_MARKER,
    NO_MARKER,
    TRAILING,
    chosen_kinds,
    correct_new,
    correct_old,
    correct_outcome,
    correct_pick,
    states_values,
    turn_down,
)
from turnmem.fold.rules.emit import emit
from turnmem.fold.rules.entities import Entity, core_value, entities, strip_lead_in
from turnmem.fold.rules.fill import fill_fields, fill_pattern_fields, refill_measures
from turnmem.fold.rules.flags import last_question
from turnmem.fold.rules.lead_ins import like_old
from turnmem.fold.rules.memo import Memo
from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.modes import switch_mode
from turnmem.fold.rules.moments import excluded
from turnmem.fold.rules.offers import read_choices
from turnmem.fold.rules.openers import as_goals
from turnmem.fold.rules.patterns import mentions
from turnmem.fold.rules.prefilter import Gate, Guard, Guarded
from turnmem.fold.rules.proposals import (
    ZH_CHANGE_ASKED,
    asked_for,
    by_reference,
    proposed,
    rebooked,
    referenced,
    reply_verdict,
)
from turnmem.fold.rules.requote import restated_total, stale_quotes
from turnmem.fold.rules.steps import note_blockers, note_task
from turnmem.fold.rules.summary import build_summary
from turnmem.fold.rules.text import MAX_USER_CHARS, clauses, content_words, read_text
from turnmem.fold.rules.tools import read_tool_output
from turnmem.fold.rules.work import Work, same_value
from turnmem.state import MemoryState, Update, apply
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = ["MAX_USER_CHARS", "AsyncRuleFolder", "RuleFolder", "extract_updates"]


class RuleFolder:
    """Offline folder: rule-based extraction plus an extractive summary, deterministic.

    Args:
        counter: token counter for the summary cap (default ``TokenCounter("gpt-4o")``).
    """

    name = "rule"

    def __init__(self, counter: TokenCounter | None = None) -> None:
        self.counter = counter or TokenCounter("gpt-4o")

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """New summary within ``request.summary_max_tokens`` and the updates of the turns."""
        ops, after = _extract(request.state, request.turns) if request.keep_state else ([], None)
        summary = build_summary(  # (what the new state says, the summary need not repeat)
            request.previous_summary, request.turns, request.summary_max_tokens, self.counter, after
        )
        result = FoldResult(summary=summary, updates=ops)
        return result.remember_applied(request.state, after) if after is not None else result

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the one turn of ``request`` (summary left empty)."""
        ops, after = _extract(request.state, [request.turn], request.previous)
        return FoldResult(summary="", updates=ops).remember_applied(request.state, after)


class AsyncRuleFolder:
    """:class:`RuleFolder` for ``AsyncTurnMemory``: the same pure functions, awaited (inline:
    a fold of a few turns takes milliseconds; a huge text is read from a bounded head)."""

    name = "rule"

    def __init__(self, counter: TokenCounter | None = None) -> None:
        self.sync = RuleFolder(counter)

    async def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """See :meth:`RuleFolder.fold`."""
        return self.sync.fold(request)

    async def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """See :meth:`RuleFolder.extract`."""
        return self.sync.extract(request)


def extract_updates(state: MemoryState, turns: Iterable[Turn]) -> list[Update]:
    """State updates stated in ``turns`` (oldest first), in turn order, valid for ``state``.

    Each operation carries its turn index and origin (``user``, or ``tool`` for ids read from
    tool outputs). The list is checked with :func:`turnmem.state.apply`; an operation it would
    reject is left out, so ``apply(state, updates, turn=...)`` always succeeds.
    """
    return _extract(state, turns)[0]


def _extract(
    state: MemoryState, turns: Iterable[Turn], previous: Turn | None = None
) -> tuple[list[Update], MemoryState]:
    """:func:`extract_updates` and the state they give (the check applies them anyway).
    ``previous``: the turn before the first (what a bare "yes" or "Wednesday" answers)."""
    work = Work(state)
    # the topic of a question just asked ("Does the survey cost anything?"; what a statement
    # was about, its items keep)
    if previous is not None and (previous.user or "").rstrip().endswith(("?", "？")):
        work.note_topics(previous.user or "", previous.index)
    asked = (previous.response or "") if previous is not None else ""
    for turn in turns:
        if turn.user:
            if asked and (question := last_question(asked)):  # what a bare "Wednesday" answers
                work.note_topics(question, turn.index - 1)
            work.asked_yes_no = bool(asked and _YES_NO_ASKED.search(asked))
            before, made = dict(work.fields), len(work.ops)
            _user_text(work, turn.user, turn.index, turn.response)
            read_choices(work, asked, turn.user, turn.index)  # "no skipper", "Yes." to a day
            stale_quotes(work, before, work.ops[made:], turn.index, turn.user)  # "85 guests now"
            note_task(work, turn.index, turn.user)
            read_user(work, turn.user, turn.index)
        for step in turn.steps:
            names = {c.id: c.name for c in step.tool_calls}
            for obs in step.observations:
                call = names.get(obs.tool_call_id, "")
                read_tool_output(work, obs.content, turn.index, call=call)
                read_result(work, step, obs, turn.index)
        restated_total(work, turn.response, turn.index)  # "that comes to £520": not £780
        read_reply(work, turn)
        asked = turn.response or ""
    return _verified(state, work.ops)


#: a yes/no question anywhere in the assistant's message ("需要加套餐吗？饮料加小吃每人25元。")
_YES_NO_ASKED = Guarded(r"(?:要不要|需不需要|是否|[吗么])[^。！!]{0,20}?[？?]|[吗么][？?]")


def _verified(state: MemoryState, ops: list[Update]) -> tuple[list[Update], MemoryState]:
    ops = list(ops)
    while ops:
        try:
            return ops, apply(state, ops, turn=ops[-1].turn or 0)
        except StateUpdateError as exc:  # never expected; a safety net, not a code path
            del ops[exc.op_index if exc.op_index is not None else -1]
    return ops, state


# --- one user message ---------------------------------------------------------------------------


# Extract once per turn: what a turn's text says (its normal form, sentences, and each clause's
# mentions and entities) depends on the text alone, so it is read once per turn and kept; a
# fold retried after a failure, a fallback fold or an extraction followed by a fold merges the
# kept readings into its working state instead of matching the patterns again. Keys hold the
# turn index and the text itself (never only a hash), and the memos are bounded.
_TEXTS: Memo[tuple[str, str, tuple[tuple[int, int], ...]]] = Memo(1024)
_READINGS: Memo[tuple[tuple[Mention, ...], tuple[Entity, ...]]] = Memo(4096)


#: the :data:`EXPLICIT` forms whose needles (all of them) a sentence holds, found in one scan
#: instead of a test per form (the same forms, in the same order)
_EXPLICIT_GATE = Gate([tuple(frozenset((n,)) for n in needles) for needles, _ in EXPLICIT])


def _reading(turn: int, norm: str, orig: str) -> tuple[tuple[Mention, ...], tuple[Entity, ...]]:
    """The mentions and entities of one clause of ``turn``, matched once."""
    return _READINGS.get(
        (turn, norm, orig), lambda: (tuple(mentions(norm, orig)), tuple(entities(norm, orig)))
    )


def _user_text(work: Work, raw: str, turn: int, reply: str | None = None) -> None:
    text, norm, spans_of = _TEXTS.get((turn, raw), lambda: read_text(raw))
    for s, e in spans_of:
        resolved: list[tuple[int, int]] = []
        # entity kinds a correction of this sentence set: the sentence's other values of those
        # kinds are the replaced ones ("改成4月5日吧，4月2日我走不开"), never read as current
        corrected: set[str] = set()
        asked = norm[e : e + 1] == "?"
        local, local_orig = norm[s:e], text[s:e]
        work.note_topics(local, turn)
        low = local.lower()
        for k in _EXPLICIT_GATE.rules(low):
            for m in EXPLICIT[k][1].finditer(local):
                # the new value ends at a dash: "to the 19th - the vicar's away on the 12th"
                # gives a reason, read as a clause of its own (its 12th is the replaced day)
                cut = _DASH.search(local, m.start("new"), m.end("new"))
                end = cut.start() if cut else m.end()
                span = (s + m.start(), s + end)
                if any(a < span[1] and span[0] < b for a, b in resolved):
                    continue
                old = local_orig[m.start("old") : m.end("old")]
                new_span = (m.start("new"), min(m.end("new"), end))
                new = like_old(old, local_orig[slice(*new_span)])
                if (
                    correct_word(work, old, new, turn)  # "it's Larch Crescent, not Avenue"
                    or correct_old(work, old, new, turn)
                    or correct_number(work, old, new, turn)  # "the house number is 29, not 27"
                    or _read_new_only(
                        work, local, local_orig, old, new_span, turn, asked, corrected
                    )
                ):
                    resolved.append(span)
                    if cut and (kind := core_value(strip_lead_in(new))[0]) in TYPED:
                        corrected.add(kind)  # the reason's day is the replaced one
        # fields with their own patterns first: the clauses then see the ids they hold (an id
        # a field holds is not stored again as a fact)
        fill_pattern_fields(work, norm[s:e], text[s:e], turn)
        if not asked:  # "I'll collect it then": the delivery's request and address go
            switch_mode(work, norm[s:e], turn)
        # "can I book another table for Sunday, 2 people": the details are the second
        # table's; they fill no field the first one holds (they stay facts)
        second = _MAY_ANOTHER(local) and bool(_ANOTHER.search(local))
        if (count := left_count(local)) is not None and correct_new(work, count, turn):
            corrected.add("party")  # "有一个人来不了了，两个人": 两个人 is the new size, once
        spans = clauses(norm, s, e)
        carry: str | None = None  # kind of the goal the previous clause stated
        for cs, ce in spans:
            if any(a < ce and cs < b for a, b in resolved):
                carry = None
                continue
            question = is_question(norm[cs:ce], asked and (cs, ce) == spans[-1])
            if question and corrected and reply_verdict(reply) != "refused":
                # "能不能改成10月2号入住，住3晚？": the change asked for holds the new length too
                refill_measures(work, text[cs:ce], turn)
            carry = _clause(
                work,
                norm[cs:ce],
                text[cs:ce],
                turn,
                question,
                carry,
                corrected,
                alone=all(COURTESY.match(norm[a:b]) for a, b in spans if a > cs),
                second=second,
                reply=reply,
            )
        # a blocker is the whole sentence ("the load test is blocked ..."): one item, cleared once
        note_blockers(work, norm[s:e], text[s:e], turn, asked=asked)
    cancelled_in_words(work, norm, reply, turn)  # "cancel it" - "I've cancelled TC-2877"
    rebooked(work, norm, reply, turn)  # "could we do Saturday instead?" - "I've moved you..."


def _read_new_only(
    work: Work,
    norm: str,
    orig: str,
    old: str,
    new_span: tuple[int, int],
    turn: int,
    asked: bool,
    corrected: set[str],
) -> bool:
    """ "B instead of A" where nothing holds A: B is the current value and A is not read at all
    (not as a fact, not as a field). A typed B (a date, a time, a count) corrects the fields of
    its kind; words ("a window seat instead of the aisle") are read as a statement of their own."""
    new, new_orig = norm[slice(*new_span)], orig[slice(*new_span)]
    old_cat = core_value(strip_lead_in(old))[0]
    new_cat = core_value(strip_lead_in(new_orig))[0]
    if new_cat not in ("other", "proper") and new_cat == old_cat:
        cats = correct_new(work, strip_lead_in(new_orig), turn)
        if cats:
            corrected.update(cats)
            return True
    if old_cat != new_cat and "other" not in (old_cat, new_cat):
        return False
    lead = len(new) - len(new.lstrip())
    _clause(
        work, new[lead:], new_orig[lead:], turn, is_question(new[lead:], asked), None, corrected
    )
    return True


def _head(value: str) -> str:
    words = value.split()
    return words[0].casefold() if len(words) > 1 else value[:1]


def _clause(
    work: Work,
    norm: str,
    orig: str,
    turn: int,
    question: bool,
    carry: str | None,
    corrected: set[str],
    *,
    alone: bool = True,
    second: bool = False,
    reply: str | None = None,
) -> str | None:
    """Read one clause; returns the kind of the last goal it states (for a goal list).
    ``corrected``: entity kinds a correction of the sentence set (their other values are the
    replaced ones); a correction this clause makes adds to it."""
    stripped = norm.strip()
    zh_change = ZH_CHANGE_ASKED.match(stripped)  # "能改成女中音吗？"
    imperative = bool(IMPERATIVE.match(stripped)) or zh_change is not None
    # "would 8pm be better?", "can we do 8pm?" beside a held 7pm: the reply decides
    if question and proposed(work, norm, orig, turn, imperative, reply, corrected):
        return None
    if reply and (cats := by_reference(work, stripped, reply, turn)):
        corrected.update(cats)  # "the earlier one", the reply saying which: "6:45 for five"
        return None
    if imperative and (
        cats := asked_for(work, orig.strip(), zh_change, reply, turn, question=question)
    ):
        corrected.update(cats)  # "let's do 8", "can you make it four nights?"
        return None
    if (slip := SLIP_ID.match(orig.strip())) and correct_id(work, slip["v"], turn):
        corrected.add("id")  # "60031847 - sorry, 60031874": the number said again, right
        return None
    if (slip := SLIP_PART.match(orig.strip())) and correct_part(work, slip, turn):
        return None  # "Sorry, it's Flat 5": the address's flat said again, right
    # "so 3 now", "make the pizzas medium", "so the last day off is the 29th"
    if cats := correct_outcome(work, stripped, turn, orig.strip(), counted="party" in corrected):
        corrected.update(cats)
        return None
    lead = bool(LEAD_MARKER.match(stripped)) or (
        _MAY_TRAIL(stripped) and TRAILING.search(stripped) is not None
    )
    found, found_ents = _reading(turn, norm, orig)
    # "12点半吧，12点我们还在开会", "12:30 then, we're in a meeting at 12": a value chosen on
    # its own is current, and the sentence's other values of its kind are the reason, not it
    # (the kinds are those of the clause's entities: none without them, no scan for a choice)
    # ("The 5th." alone picks too when one field holds a value of its kind: an offered date)
    bare = alone and not question and lone_held(work, found_ents)
    chosen = chosen_kinds(stripped, found_ents, bare=bare) if found_ents else set()
    if chosen and (cats := correct_new(work, strip_lead_in(orig.strip()), turn)):
        corrected.update(cats | chosen)
        return None
    # "size L would be better", "economy is fine": an untyped value picked
    if not chosen and not question and alone and (cats := correct_pick(work, norm, orig, turn)):
        corrected.update(cats)
        return None
    ms = [m for m in found if not (imperative and m.family == "goal")]
    if question:
        ms = [m for m in ms if not asks(m)]
    else:  # a goal list continued; "We'd like a quote for a new patio": the request
        ms = as_goals(work, goal_list(ms, norm, orig, carry), stripped)
    ents = [x for x in found_ents if x.key not in corrected]
    ents = booking_moments(work, stripped, ents)  # not "his party's on the Saturday"
    # "that's all I need today": a farewell, not a date (scanned only when a "today" is read)
    if any(x.value.casefold() in FAREWELL_DAYS for x in ents) and CLOSING.search(norm):
        ents = [x for x in ents if x.value.casefold() not in FAREWELL_DAYS]
    if not lead and NO_MARKER.match(stripped) and not ms:
        lead = core_value(strip_lead_in(orig))[0] != "other"
        if not lead:  # "store credit I guess. wait, no, back on the card": taken back
            retract(work, stripped, strip_lead_in(orig), turn)
    typed = any(x.key in TYPED for x in found_ents)
    asks_more = any(m.family == "goal" and not when_only(work, m.value) for m in ms)
    if not lead and typed and NOW.search(stripped) and not asks_more:
        # "we'll get there at 6pm now" after "around 3pm": the value replaces the one of its
        # kind held ("it's £100 now, I'd like £200" with no amount held states the current one);
        # so does a goal that only says when ("I need to stay until the 12th now")
        known = {e.key for e in work.recent("fact")}
        lead = any(x.key in TYPED and x.key in known for x in found_ents)
    handled: set[int] = set()
    if lead:
        additive = bool(ADDITIVE.search(norm))
        for k, m in enumerate(ms):
            if m.family == "goal" and not additive:
                goals = work.recent("goal", active_goal=True)
                target = next((g for g in goals if _head(g.value) == _head(m.value)), None)
                if (
                    target is None
                    and typed
                    and when_only(work, m.value)
                    and (cats := correct_new(work, strip_lead_in(orig), turn))
                ):
                    # "actually check out on May 6": a value of the goal corrected, not a goal
                    # of its own replacing it
                    corrected.update(cats)
                    handled.add(k)
                    continue
                target = target or (goals[0] if goals else None)
                if target is not None:
                    work.update(target, turn, "user", value=m.value)
                    handled.add(k)
            elif m.family == "pref":
                words = content_words(m.value)
                target = next(
                    (
                        p
                        for p in work.recent("preference")
                        if p.polarity == m.tag and words & content_words(p.value)
                    ),
                    None,
                )
                if target is not None:
                    work.update(target, turn, "user", value=m.value)
                    handled.add(k)
        if not ms and (cats := correct_new(work, strip_lead_in(orig), turn, objects=not question)):
            corrected.update(cats)
            return None
    blocked = turn_down(work, norm, found_ents, turn)  # "the 7:10 is too early": not current
    blocked += excluded(norm, [(x.key, x.start, x.end) for x in found_ents])  # "except Wed."
    if question:  # "does the 15:40 still have seats?": an offered option asked about
        blocked += referenced(norm, found_ents)
    for k, m in enumerate(ms):
        # what a user cancels ("forget the Sunday one") is no new fact or field value
        cancels = m.family == "status" and m.tag == "abandoned"
        if (m.family in ("pref", "allergy") and m.tag in ("avoid", "dislike")) or cancels:
            blocked.append((m.vstart, m.vend))
        if k in handled or (question and told(m)):
            continue
        emit(work, m, orig, turn, alone=alone)
    # a question that requests nothing ("退款多久到账？") asks about a category, it does not
    # state one: its enum values fill nothing; nor does a supposition ("万一快递又出问题")
    if work.plans:  # (a state without custom fields has none to fill: no reading for them)
        literals = states_values(stripped, question, any(m.family == "goal" for m in ms))
        hedged = second or bool(HEDGED.search(stripped))  # "we might go to Niseko": no change
        fill_fields(work, norm, orig, ms, ents, blocked, turn, literals=literals, only_empty=hedged)
    # an id or address a field holds is stored once, in the field ("Order id: #W4923227", not
    # also "fact order_id: #W4923227"); a second order id stays a fact of its own. Dates and
    # times keep their facts: the newest one mentioned is the one a bare correction changes.
    held = [v for v in work.fields.values() if isinstance(v, str) and v]
    for ent in ents:
        if any(s <= ent.start < e for s, e in blocked):
            continue
        if _UNIQUE.search(ent.key) and any(same_value(ent.value, v) for v in held):
            continue
        work.add("fact", ent.value, turn, "user", key=ent.key)
    kinds = [m.kind for m in ms if m.family == "goal"]
    corrected.update(chosen)
    return kinds[-1] if kinds else None


_ANOTHER = re.compile(
    r"\b(?:another|a second|a separate)\b|另一个|另外一个|另一[间张家份个]"
    r"|再(?:订|预订|预定|开|买|要)一",
    re.IGNORECASE,
)
#: cheap tests before the scans for "another" and a trailing "instead" (:mod:`.prefilter`)
_MAY_ANOTHER, _MAY_TRAIL = Guard(_ANOTHER), Guard(TRAILING)
_UNIQUE = re.compile(r"id$|^(?:email|phone|iban)$")
_DASH = re.compile(r"\s[-–—]\s")
