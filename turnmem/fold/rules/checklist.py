"""Workflow checklists: the steps a tool result or the assistant lists, and progress on them.

The user's words are not the only evidence of a workflow's steps. A schema with step lists
(:mod:`turnmem.fold.rules.steps`) also takes:

* **a checklist in a tool result**: a JSON object under a key such as ``checklist``, ``steps``
  or ``tasks`` whose values are statuses (``{"laptop": "shipped", "badge": "not started"}``,
  ``{"银行对账": "done", "费用计提": "pending"}``), or a list of objects with a name and a
  status. Finished statuses give done steps, the others pending ones;
* **the assistant's step list given in answer to the user's request** in the same turn ("I need
  to file my expenses" / "The steps are: upload receipts, categorise each line, ..."; "要办哪些
  手续？" / "入职流程：1. …；2. …"): the list is the plan the user asked for, so its items become
  the pending steps. A list the assistant offers unasked, or asks about ("Shall I: 1) ...?"),
  is not taken, nor a list once the step lists hold steps (a later "what's left" recap);
* **progress on a listed step**, and only on one the lists hold: the user's past-tense report
  ("I signed the NDA yesterday", "attached the registration email", "回归测试跑过了",
  "身份证已经传了"); a successful tool call whose name does what the step says
  (``create_accounts`` for "accounts", ``book_lunch`` for "welcome lunch"; ``book_training``
  books the step "complete the security training", it does not complete it); and, in a turn
  whose tool call succeeded, the assistant's report of the step done ("计提完成").

Nothing here adds a goal, a preference or a fact; every change is a ``SetField`` of a list.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from turnmem.fold.rules.answers import read_answer
from turnmem.fold.rules.arguments import read_arguments
from turnmem.fold.rules.memo import Memo
from turnmem.fold.rules.progress import read_progress
from turnmem.fold.rules.promises import read_promises
from turnmem.fold.rules.step_words import (
    GENERIC,
    does,
    family,
    fresh,
    items_of,
    plan_of,
    set_lists,
    stem,
    stems,
)
from turnmem.fold.rules.steps import mark_done
from turnmem.fold.rules.text import normalise

if TYPE_CHECKING:
    from turnmem.fold.rules.work import Work
    from turnmem.turn import Observation, Step, Turn

__all__ = ["read_checklist", "read_progress", "read_reply", "read_result", "read_user"]


# --- tool checklists --------------------------------------------------------------------------

_LIST_KEY = re.compile(
    r"^(?:checklist|check_list|steps|tasks|todo|to_do|todos|items|progress|workflow|stages"
    r"|步骤|清单|流程|待办|任务)$",
    re.IGNORECASE,
)
_DONE_STATUS = re.compile(
    r"^(?:done|complete|completed|finished|shipped|delivered|signed|approved|passed|booked"
    r"|created|uploaded|submitted|received|closed|ok|yes|true|已完成|完成|已签|已签署|已通过|已上传"
    r"|已提交|已发送|已审批|已办|已办理|done ✓)$",
    re.IGNORECASE,
)
_OPEN_STATUS = re.compile(
    r"^(?:pending|not[ _-]?started|todo|to[ _-]?do|open|waiting|in[ _-]?progress|blocked"
    r"|missing|no|false|required|not[ _-]?done|未开始|未完成|待办|待处理|进行中|未上传|未提交|未签"
    r"|待审批|待提交)$",
    re.IGNORECASE,
)
_NAME_KEY = re.compile(r"^(?:step|task|name|title|item|label|名称|步骤|任务)$", re.IGNORECASE)
_STATUS_KEY = re.compile(r"^(?:status|state|done|状态)$", re.IGNORECASE)


def _entries(value: Any) -> list[tuple[str, str]] | None:
    """(step, status) of a checklist value, or None when it is not one."""
    pairs: list[tuple[str, str]] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str) or not isinstance(v, str | bool):
                return None
            pairs.append((k, str(v)))
    elif isinstance(value, list):
        for item in value:
            if not isinstance(item, dict):
                return None
            name = next((str(v) for k, v in item.items() if _NAME_KEY.match(str(k))), None)
            status = next((str(v) for k, v in item.items() if _STATUS_KEY.match(str(k))), None)
            if name is None or status is None:
                return None
            pairs.append((name, status))
    else:
        return None
    ok = all(_DONE_STATUS.match(s.strip()) or _OPEN_STATUS.match(s.strip()) for _, s in pairs)
    return pairs if ok and len(pairs) >= 2 else None


def _parse(content: str) -> list[tuple[str, str]] | None:
    head = content.lstrip()[:1]
    if head not in ("{", "[") or len(content) > 50_000:
        return None
    try:
        data = json.loads(content)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    for key, value in data.items():
        if isinstance(key, str) and _LIST_KEY.match(key):
            found = _entries(value)
            if found is not None:
                return [(k.replace("_", " ").strip(), s.strip()) for k, s in found]
    return None


_CHECKLISTS: Memo[list[tuple[str, str]] | None] = Memo(256)


def read_checklist(work: Work, content: str, turn: int) -> None:
    """A tool result's checklist sets the step lists (a first one) or moves the listed steps
    it reports finished to the done list."""
    if plan_of(work, "steps_pending") is None or content.lstrip()[:1] not in ("{", "["):
        return
    found = _CHECKLISTS.get((turn, content), lambda: _parse(content))
    if not found:
        return
    done = [k for k, s in found if _DONE_STATUS.match(s)]
    if fresh(work):
        set_lists(work, [k for k, s in found if not _DONE_STATUS.match(s)], done, turn, "tool")
        return
    for name in done:
        mark_done(work, name, None, turn, named_only=True, origin="tool")


def read_user(work: Work, text: str, turn: int) -> None:
    """After the user's text is read: their words about workflow steps
    (:mod:`turnmem.fold.rules.progress`) and a bare name given as an answer
    (:mod:`turnmem.fold.rules.answers`)."""
    read_progress(work, text, turn)
    read_answer(work, text, turn)


def read_result(work: Work, step: Step, obs: Observation, turn: int) -> None:
    """After the tool result ``obs`` of ``step`` is read: its checklist, and the arguments of
    the call it answers (:mod:`turnmem.fold.rules.arguments`)."""
    read_checklist(work, obs.content, turn)
    call = next((c for c in step.tool_calls if c.id == obs.tool_call_id), None)
    if call is not None:
        read_arguments(work, call, obs, turn)


# --- the assistant's step list -----------------------------------------------------------------

_MARK = re.compile(
    r"(?:(?<=^)|(?<=[\s:：;；,，。]))(?:[(（]?(\d{1,2})[.)、）](?!\d)|([一二三四五六七八九十])、"
    r"|([①②③④⑤⑥⑦⑧⑨⑩]))\s*"
)
_MARK_VALUE = {c: k + 1 for k, c in enumerate("一二三四五六七八九十")} | {
    c: k + 1 for k, c in enumerate("①②③④⑤⑥⑦⑧⑨⑩")
}


def _mark(m: re.Match[str]) -> int:
    """The number of a list marker: "2)", "二、", "②"."""
    digits, zh, circled = m.groups()
    return int(digits) if digits else _MARK_VALUE[zh or circled]


_LEAD = re.compile(
    r"\b(?:the (?:steps|remaining steps|next steps) (?:are|will be)|steps(?: are)?\s*:"
    r"|(?:your|the) (?:\w+ )?checklist(?: is)?\s*:|you(?:'ll| will)? (?:need|have) to\s*:?"
    r"|you(?:'ll| will)? need(?: the following| these)?\s*:|(?:requirements|to do|todo)\s*:)"
    r"\s*[:：]?\s*(?P<v>[^.!?\n]+)"
    r"|(?:流程|步骤|手续|清单|待办|材料|事项|以下|如下)[^：:，,。]{0,6}?[:：]\s*(?P<z>[^。！？\n]+)",
    re.IGNORECASE,
)
_SPLIT = re.compile(r"\s*(?:[、,，;；]|\s(?:and then|then|and)\s)\s*")
_ITEM_TRIM = re.compile(
    r"^(?:and|then|finally|lastly|also|first|next|最后|然后|再|和|及)\s*|[\s,，;；。.、]+$"
    r"|\s+(?:and|then)$",
    re.IGNORECASE,
)
#: The user asks how the workflow goes (or states the task in the same turn: see read_reply).
_ASKS_STEPS = re.compile(
    r"\b(?:what (?:do|should|must) (?:i|we)|what(?:'s| is| are) (?:the )?(?:steps|process"
    r"|next)|walk (?:me|us) through|how do (?:i|we)|steps|process|checklist|onboard\w*)\b"
    r"|\bwhat do (?:i|we) need\b|哪些|流程|步骤|手续|怎么(?:办|弄|做|申请)"
    r"|(?:需要|要|得)(?:准备|带|提供|交|做|办)?(?:什么|哪些)",
    re.IGNORECASE,
)


def _numbered(text: str) -> list[str] | None:
    marks = list(_MARK.finditer(text))
    # the longest run 1, 2, 3, ...
    for k, m in enumerate(marks):
        if _mark(m) != 1:
            continue
        run = [m]
        for nxt in marks[k + 1 :]:
            if _mark(nxt) == _mark(run[-1]) + 1:
                run.append(nxt)
        if len(run) < 2:
            continue
        items = []
        for j, mk in enumerate(run):
            end = run[j + 1].start() if j + 1 < len(run) else len(text)
            chunk = text[mk.end() : end]
            if j + 1 == len(run):  # the last item ends with its sentence
                cut = re.search(r"[。！？!?\n]|\.(?:\s|$)", chunk)
                chunk = chunk[: cut.start()] if cut else chunk
                if cut and cut.group().strip() in ("?", "？"):
                    return None  # "Shall I: 1) ..., 2) ...?" offers, it lists no plan
            items.append(_ITEM_TRIM.sub("", chunk.strip()).strip())
        return items if all(0 < len(i) <= 80 for i in items) else None
    return None


def _listed(text: str) -> list[str] | None:
    """The items of the step list in ``text``, None when it lists none."""
    items = _numbered(text)
    if items is None:
        m = _LEAD.search(text)
        if m is None:
            return None
        body = m.group("v") or m.group("z") or ""
        after = text[m.end() : m.end() + 1]
        if after in ("?", "？"):
            return None
        items = [_ITEM_TRIM.sub("", p).strip() for p in _SPLIT.split(body)]
        items = [i for i in items if i]
        if len(items) < 2 or any(len(i) > 80 or len(i.split()) > 10 for i in items):
            return None
    return items


def _succeeded(content: str) -> bool:
    """A tool output that reports no failure (a JSON object without an error or failed status)."""
    try:
        data = json.loads(content) if content.lstrip()[:1] == "{" else None
    except (ValueError, RecursionError):
        return False
    if not isinstance(data, dict) or not data:
        return False
    if any(str(k).casefold() in ("error", "errors") for k in data):
        return False
    status = str(data.get("status", "")).casefold()
    return not re.match(r"^(?:fail|error|declined|rejected|denied|invalid|失败|拒绝)", status)


_CALL_WORD = re.compile(r"[A-Za-z][a-z]*|[A-Z]+(?![a-z])")


def _calls_done(work: Work, turn: Turn) -> bool:
    """Mark done the pending steps a successful call of ``turn`` does; True if a call succeeded."""
    any_ok = False
    for step in turn.steps:
        names = {c.id: c.name for c in step.tool_calls}
        for obs in step.observations:
            if obs.is_error or not _succeeded(obs.content):
                continue
            any_ok = True
            words = [w.casefold() for w in _CALL_WORD.findall(names.get(obs.tool_call_id, ""))]
            if len(words) < 2 or family(words[0]) is None:
                continue  # a lookup ("get_status") does no step
            objects = {stem(w) for w in words[1:] if len(w) > 2} - GENERIC
            for item in items_of(work, plan_of(work, "steps_pending")):
                if objects & stems(item) and does(words[0], item):
                    mark_done(work, item, None, turn.index, named_only=True, origin="tool")
    return any_ok


_REPLY_DONE = re.compile(
    r"\b(?P<en>done|completed?|finished|(?:is|are|has been|have been|now) (?:all )?"
    r"(?P<verb>booked|set up|created|submitted|sent|signed|approved|uploaded|attached|ordered"
    r"|scheduled|filed|shipped|paid|returned|installed|reset))\b"
    r"|(?P<zh>完成|已完成|办好了|弄好了|做好了|成功|已(?:经)?(?:开通|创建|办好|办理|领取|提交|发送|预订"
    r"|预约|寄出|发出|签署|上传|审批|通过)|(?:开通|创建|办|领|交|发|订|约|签)好了)",
    re.IGNORECASE,
)
_REPLY_NOT = re.compile(
    r"\b(?:not|n't|no|never|failed|yet|still|pending|once|when|after|if|until|will)\b"
    r"|未|没|失败|还|待|等|如果|之后|以后|吗|\?|？",
    re.IGNORECASE,
)
_REPLY_CLAUSE = re.compile(r"[。！!；;\n，,]+|\.(?:\s|$)|:\s")


#: The name a list answering the user gives itself: "Your onboarding checklist:", "入职流程：".
_LIST_NAME = re.compile(
    r"(?:^|[.!]\s+)(?:(?:here(?:'s| is| are)|sure|ok(?:ay)?|welcome|great)[\s,!.]+)*"
    r"(?:your|the)\s+(?P<t>(?:[\w'-]+\s){1,4}(?:checklist|process))\s*(?:is\s*)?:"
    r"|(?P<z>[\u4e00-\u9fff]{1,8}(?:流程|手续))\s*(?:如下|是)?\s*[:：]",
    re.IGNORECASE,
)


def _name_task(work: Work, reply: str, turn: int) -> None:
    """An empty task field takes the name of the list that answers the user ("onboarding
    checklist", "入职流程")."""
    plan = plan_of(work, "task")
    if plan is None or work.fields.get(plan.name) not in (None, ""):
        return
    m = _LIST_NAME.search(reply)
    name = (m.group("t") or m.group("z") or "").strip() if m else ""
    if name and name not in ("流程", "手续"):
        work.set_field(plan, name, turn, "assistant")


def read_reply(work: Work, turn: Turn) -> None:
    """The assistant's step list answering the user's request, and its report of a step done
    after a tool call of the same turn succeeded; its promises (:mod:`.promises`)."""
    said = [s.reasoning for s in turn.steps if s.reasoning] + [turn.response or ""]
    read_promises(work, "\n".join(said), turn.index)
    if plan_of(work, "steps_pending") is None:
        return
    ok = _calls_done(work, turn)
    reply = normalise(turn.response or "")
    if not reply:
        return
    if turn.user and fresh(work):
        asked = bool(_ASKS_STEPS.search(normalise(turn.user))) or any(
            t == turn.index for t, _ in work.new_goals
        )
        items = _listed(reply)
        if items and asked:
            set_lists(work, items, [], turn.index, "assistant")
            _name_task(work, reply, turn.index)
            return
        if items:  # offered unasked: the user's next words say whether it is the plan
            work.offered = (turn.index, items)
    if not ok:
        return
    for clause in _REPLY_CLAUSE.split(reply):
        m = _REPLY_DONE.search(clause)
        if m is None or _REPLY_NOT.search(clause):
            continue
        words = stems(clause[: m.start()] + clause[m.end() :])
        pending = items_of(work, plan_of(work, "steps_pending"))
        hits = [
            p
            for p in pending
            if words & stems(p) and (not m.group("verb") or does(m.group("verb").split()[0], p))
        ]
        if len(hits) == 1:
            mark_done(work, hits[0], None, turn.index, named_only=True, origin="tool")
