"""Workflow list fields of the offline folder: steps done, steps pending and blockers.

A ``list[str]`` field whose name or description says *done* (completed, finished, 已完成),
*pending* (todo, remaining, next, 待办, 未完成) or *blocker* (blocked, obstacle, 阻塞, 卡点) is
filled from the user's statements, whatever the schema calls it:

* a goal stated as an obligation or a step ("I need to X", "next we need to X", "still need to
  X", "to do: X", "接下来要X", "还需要X") is appended to the pending list;
* a goal the user reports done ("X is done", "finished X", "that's done: X", "X搞定了") moves
  from the pending list to the done list (the pending item's words are kept; without one, the
  goal's or the user's words), and blockers about it are removed;
* "blocked by X", "waiting on X", "stuck on X", "卡在X", "在等X" add the clause to the
  blockers; "X is unblocked" / "no longer blocked" removes the blockers about X.

Every change is a ``SetField`` with the full new list, so the field's history keeps each old list.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from turnmem.fold.rules.actions import is_question
from turnmem.fold.rules.text import clean, content_words, shared_words

if TYPE_CHECKING:
    from turnmem.fold.rules.fields import FieldPlan
    from turnmem.fold.rules.work import Work
    from turnmem.state import Origin

from turnmem.fold.rules.fields import STEP_CATEGORIES

__all__ = ["add_pending", "drop_pending", "mark_done", "note_blockers", "note_task"]


def _plan(work: Work, category: str) -> FieldPlan | None:
    return next((p for p in work.plans if p.category == category), None)


def _items(work: Work, plan: FieldPlan | None) -> list[Any]:
    value = work.fields[plan.name] if plan is not None else None
    return list(value) if isinstance(value, list) else []


def _set(
    work: Work, plan: FieldPlan | None, items: list[Any], turn: int, origin: Origin = "user"
) -> None:
    if plan is not None and items != _items(work, plan):
        work.set_field(plan, items, turn, origin)


def _best(items: list[Any], words: set[str]) -> int | None:
    """Index of the item sharing most content words with ``words`` (first on ties)."""
    scores = [shared_words(words, content_words(str(i))) for i in items]
    best = max(range(len(items)), key=lambda k: (scores[k], -k), default=None)
    return best if best is not None and scores[best] > 0 else None


def add_pending(work: Work, value: str, turn: int) -> None:
    """Append the step ``value`` to the pending list (not if it is listed or done already)."""
    plan = _plan(work, "steps_pending")
    if plan is None:
        return
    listed = _items(work, plan) + _items(work, _plan(work, "steps_done"))
    if value.casefold() not in {str(i).casefold() for i in listed}:
        _set(work, plan, [*_items(work, plan), value], turn)


def drop_pending(work: Work, goal: str, turn: int) -> bool:
    """Remove the pending step of an abandoned goal (a cancelled step is neither pending nor
    done), and the blockers about it; True if a step was removed."""
    plan = _plan(work, "steps_pending")
    pending = _items(work, plan)
    k = _best(pending, content_words(goal))
    if k is None:
        return False
    words = content_words(str(pending.pop(k))) | content_words(goal)
    _set(work, plan, pending, turn)
    blockers = _plan(work, "blockers")
    _set(
        work,
        blockers,
        [b for b in _items(work, blockers) if not words & content_words(str(b))],
        turn,
    )
    return True


_DETERMINER = re.compile(r"^(?:the|my|our|her|his|their|your|this|that|a|an)\s+", re.IGNORECASE)


def mark_done(
    work: Work,
    named: str | None,
    goal: str | None,
    turn: int,
    *,
    named_only: bool = False,
    origin: Origin = "user",
) -> None:
    """Record the step reported done: ``named`` in the reporter's words, ``goal`` the goal it
    marked done (either may be None); ``named_only``: only if a pending step matches;
    ``origin``: who reported it (a tool result, or the user)."""
    plans = [_plan(work, c) for c in STEP_CATEGORIES]
    if not any(plans) or not (named or goal):
        return
    done_plan, pending_plan, blocker_plan = plans
    words = content_words(named or goal or "")
    pending = _items(work, pending_plan)
    k = _best(pending, words)
    if k is None and goal:
        k = _best(pending, content_words(goal))
    if k is None and named_only:
        return
    text = str(pending.pop(k)) if k is not None else goal or _DETERMINER.sub("", clean(named or ""))
    _set(work, pending_plan, pending, turn, origin)
    done = _items(work, done_plan)
    if text and text.casefold() not in {str(i).casefold() for i in done}:
        _set(work, done_plan, [*done, text], turn, origin)
    words |= content_words(text)
    _set(
        work,
        blocker_plan,
        [b for b in _items(work, blocker_plan) if not words & content_words(str(b))],
        turn,
        origin,
    )


_BLOCKED = re.compile(
    r"\b(?:blocked|stuck|held up|on hold|waiting (?:on|for))\b|卡在|卡住|被卡|阻塞|受阻|在等"
    # what cannot be done yet, and why: "payroll I can't do yet", "my account doesn't open
    # until Wednesday", "security needs her photo first and she hasn't sent it", "下周才能拿到",
    # "企业微信开不了", "评审还没通过"
    r"|\b(?:can't|cannot|can not|couldn't|unable to)\b[^?]*\b(?:yet|until|till|because|since)\b"
    r"|\b(?:doesn't|don't|won't|isn't|aren't|can't|cannot)\b[^?]*\b(?:until|till)\b"
    r"|\b(?:hasn't|haven't|has not|have not)\b[^?]*\b(?:yet|sent|given|arrived|come|replied"
    r"|approved|signed)\b|\bneeds? (?:\w+ ){1,4}first\b"
    r"|才能|(?<!受)不了(?![解多])|无法|没法|还没(?!有?(?:问题|事))|等(?!等|一下|下|于|级)[^，。]{1,12}(?:再|回来|之后|以后)",
    re.IGNORECASE,
)
_UNBLOCKED = re.compile(
    r"\b(?:unblocked|(?:no longer|not|isn't|aren't|wasn't) (?:blocked|stuck))\b|不卡了|不再卡",
    re.IGNORECASE,
)
_SUBJECT = re.compile(
    r"^(?:(?:and|but|so|also|unfortunately|sadly|currently|right now|still)[\s,]+)*"
    r"(?:(?:i|we)(?:'m|'re| am| are)\s+(?:still\s+|currently\s+)?)?|^(?:我们|我)(?:还|现在|目前)?",
    re.IGNORECASE,
)


def note_blockers(work: Work, norm: str, orig: str, turn: int, *, asked: bool = False) -> None:
    """Add a clause that reports a blocker to the blockers; remove those it says are cleared.
    A question (``asked``: the sentence ends with "?") reports none."""
    plan = _plan(work, "blockers")
    if plan is None or is_question(norm, asked):  # (most schemas keep no blockers)
        return
    items = _items(work, plan)
    if _UNBLOCKED.search(norm):
        words = content_words(_UNBLOCKED.sub(" ", orig))
        _set(work, plan, [b for b in items if not words & content_words(str(b))], turn)
    elif _BLOCKED.search(norm):
        cut = _SUBJECT.match(norm)
        value = clean(orig[cut.end() if cut else 0 :])
        if value and value.casefold() not in {str(i).casefold() for i in items}:
            _set(work, plan, [*items, value], turn)


#: A first message that opens with a step marker states a step, not the task.
_STEP_MARK = re.compile(
    r"^\W*(?:(?:hi|hello|hey|ok|okay|so)\W+)*(?:first(?:ly)?|next|then|step\s*\d|to ?do"
    r"|pending|still|also)\b|^\W*(?:首先|先|第一步|然后|接下来|下一步|待办|还)",
    re.IGNORECASE,
)


#: Words that order actions: "X and then Y", "first X, then Y", "先X再Y", "然后", "最后".
_SEQUENCE = re.compile(
    r"\b(?:then|after that|afterwards|finally|first|next)\b|先|然后|再|最后|接着|之后|随后",
    re.IGNORECASE,
)

#: Items of a list ("a, b and c", "甲、乙、丙").
_LIST = re.compile(r"[、,，;；]|\s(?:and|then)\s")


def note_task(work: Work, turn: int, text: str) -> None:
    """The task of a workflow: the one goal of the user's first message ("I need to file my
    expenses for the Denver trip", "帮我把支付服务发布到生产") fills an empty task field
    (``task_goal``, ``objective``, 任务目标) of a schema with step lists; an "I need to X" stays
    a pending step as well (it may be the one step). A first message stating several goals
    lists steps, as does one opening with a step marker ("First I need to...", "首先要..."),
    and a goal stated later is one step among others: no task."""
    ordered = [e for t, e in work.new_goals if t == turn]
    if len(ordered) >= 2 and _SEQUENCE.search(text):
        # "book the room and then send the invoice", "先订会议室，再把发票发给财务": the goals
        # of one ordered request are its steps
        pending_plan = _plan(work, "steps_pending")
        values = [e.value for e in ordered]
        done = {str(i).casefold() for i in _items(work, _plan(work, "steps_done"))}
        kept = [i for i in _items(work, pending_plan) if i not in values]
        _set(work, pending_plan, kept + [v for v in values if v.casefold() not in done], turn)
    plan = _plan(work, "task")
    if plan is None or not work.new_goals or work.fields[plan.name] not in (None, ""):
        return
    if _STEP_MARK.match(text):
        return
    first_turn, entry = work.new_goals[0]
    if first_turn != turn or len(work.new_goals) != 1 or (work.ops and work.ops[0].turn != turn):
        return
    state = work.state
    if state.goals or state.facts or state.preferences or state.field_records:
        return  # not the first message that says anything
    if _plan(work, "steps_pending") is None and _plan(work, "steps_done") is None:
        return
    # "run the month-end close: reconcile, accrue, report": the task is what the list details
    head, colon, _ = entry.value.partition("：" if "：" in entry.value else ":")
    listed = bool(colon) and bool(_LIST.search(text.partition(colon)[2]))
    task = head.strip() if listed and head.strip() else entry.value
    work.set_field(plan, task, turn, "user")
