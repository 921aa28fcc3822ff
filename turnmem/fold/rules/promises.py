"""What the agent promised: a ``list[str]`` field named for promises (``promised_actions``,
``commitments``, 承诺) keeps the assistant's own commitments.

The assistant's words are never read as the user's; a promise, though, *is* the assistant's
statement, and a field about promises asks for exactly that. A commitment is a first-person
future action in the assistant's reply:

* English: "I'll refund the $7.95 express fee now and open a trace with DHL" (two promises),
  "I will email you the tracking link", "we'll call you on Friday"; not an offer or a
  question ("I can send you a label", "Shall I book it?", "Would you like me to ...?");
* Chinese: "我帮您申请先行退款", "为您办理退款399元", "我们安排快递上门取件",
  "会短信通知您", "我会在24小时内回电"; not a question ("要不要我帮您…？").

A new promise about the same thing as an earlier one ("I'll call you to arrange ..." then
"I'll call 07 3361 2290 on Friday"; "办理退款" then "申请先行退款") replaces it: the list holds
each commitment once, in its newest words. A reply withdrawing a promise ("发票申请已经帮您撤销了",
"I've cancelled the callback") removes the promise it names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from turnmem.fold.rules.text import clean, content_words, normalise, word_set

if TYPE_CHECKING:
    from turnmem.fold.rules.fields import FieldPlan
    from turnmem.fold.rules.work import Work

__all__ = ["read_promises"]

_PROMISE_FIELD = re.compile(r"promis|commit|承诺|答应", re.IGNORECASE)

_EN = re.compile(
    r"\b(?:i'll|i will|we'll|we will|i'm going to|we're going to|i am going to)\s+"
    r"(?:(?:also|now|then|personally|definitely|just)\s+)*(?P<v>[a-z](?:[^.!?;:\n]|\.(?=\S))*)",
    re.IGNORECASE,
)
#: "为您换成43码", "帮您改成周六": a change made there and then, no promise.
_ZH_CHANGE = re.compile(r"^(?:换成|改成|改为|换为|改到|换到|更新为|修改为)")
_ZH = re.compile(
    # "我会尽快回电", "我们将在3个工作日内退款": a future action of the agent's
    r"(?:(?:我|我们)(?:这边)?(?:会|将)(?:尽快|马上|稍后|在[^，,。]{1,8}内)?"
    # "我帮您申请先行退款", "我们这边给您补发": the agent does it for the user
    r"|(?:我|我们)(?:这边|马上|稍后|现在|先|立即)*(?:帮您|为您|给您|替您)"
    # "为您申请…", "帮您安排…" without 我: only an action that starts a process
    r"|(?:^|[，,]\s*)(?:马上|稍后|这就)?(?:帮您|为您|给您)(?=申请|安排|预约|联系|跟进|催|提交|登记|补发|寄)"
    r"|(?:我|我们)(?:这边)?安排)(?P<v>[^，,。！？；;\n]+)"
    r"|会(?P<w>(?:发短信|短信通知|电话通知|通知|联系|回电|打电话|发邮件|邮件通知)[^，,。！？；;\n]*)"
)
#: "I'll check that for you", "let me see": a lookup done there and then, no commitment
#: (unless it is for later: "check back with you", "look into it by Friday").
_LOOKUP = re.compile(
    r"^(?:check|look|see|verify|confirm|pull|find|search|take a look|have a look|get that|go ahead"
    r"|do that|be right|be happy|be glad|need|have to|transfer you|put you)\b"
    r"(?!.*\b(?:back|again|later|tomorrow|tonight|by|within|next|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday|once|when|if)\b)",
    re.IGNORECASE,
)
_EN_CUT = re.compile(r",?\s+and\s+(?=(?:then\s+)?[a-z]+\b)", re.IGNORECASE)
_QUESTION = re.compile(
    r"[?？]\s*$|^(?:shall|should|would|do|can|could) (?:i|we|you)\b|要不要", re.I
)
_WITHDRAWN = re.compile(
    r"\b(?:cancelled|canceled|withdrawn|removed|taken off|won't|will not)\b|撤销|取消了|不会",
    re.IGNORECASE,
)
_SWITCHED = re.compile(
    r"改为|改成|换成|\binstead\b|\bchanged? (?:it |that |this |you )?(?:over )?to\b"
    r"|\bswitch(?:ed)? (?:it |you )?to\b",
    re.IGNORECASE,
)
_GENERIC = word_set("you your please today now then that this them it thing get make sure")
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|\.(?=\S))+[.!?。！？]?")


def _plan(work: Work) -> FieldPlan | None:
    return next(
        (p for p in work.plans if p.kind == "list" and _PROMISE_FIELD.search(" ".join(p.tokens))),
        None,
    )


def _words(text: str) -> set[str]:
    return content_words(text) - _GENERIC


def _same(a: str, b: str) -> bool:
    """Two promises of one thing: the same verb ("call you ..." / "call 07 ..."), or, in
    Chinese, a shared word ("办理退款" / "申请先行退款")."""
    if a[:1].isascii() and b[:1].isascii():
        return a.split()[0].casefold() == b.split()[0].casefold()
    return bool(_words(a) & _words(b))


def _found(reply: str) -> list[str]:
    """The promises of one reply, in order."""
    out: list[str] = []
    for sentence in _SENTENCE.findall(reply):
        if _QUESTION.search(sentence.strip()):
            continue
        for m in _EN.finditer(sentence):
            for part in _EN_CUT.split(m.group("v")):
                value = clean(part)
                if value and len(value.split()) >= 2 and not _LOOKUP.match(value):
                    out.append(value)
        for m in _ZH.finditer(sentence):
            value = clean(m.group("v") or m.group("w") or "")
            if len(value) >= 2 and not _ZH_CHANGE.match(value):
                out.append(value)
    return out


def read_promises(work: Work, reply: str, turn: int) -> None:
    """Add the promises of the assistant's ``reply`` to the promise field, each once."""
    plan = _plan(work)
    if plan is None or not reply:
        return
    norm = normalise(reply)
    current = work.fields.get(plan.name)
    items = [str(i) for i in current] if isinstance(current, list) else []
    before = list(items)
    for sentence in _SENTENCE.findall(norm):
        if _WITHDRAWN.search(sentence) and not _EN.search(sentence):
            words = _words(sentence)
            items = [i for i in items if not words & _words(i)]
    if items and _SWITCHED.search(norm):
        # "好的，为您改为退款": what was promised before is now something else
        items.pop()
    kept = len(items)  # the promises of earlier replies; this reply's are all new
    for promise in _found(norm):
        same = next((k for k in range(kept) if _same(promise, items[k])), None)
        if same is None:
            items.append(promise)
        else:
            items[same] = promise
    if items != before:
        work.set_field(plan, items, turn, "assistant")
