"""A quoted price the user's change of the order made stale.

"That's £2,340 for the 6m x 12m" ... "we're looking at 85 guests now" ... "add two heaters": the
state still saying "price: £2,340" states a price nobody quoted for this order. So when a user
turn changes what a quote was for (a count, a list of items, a choice, a thing named: any field
but the people, contacts, places, days, times and ids of the booking; or a goal, a wish or a
head count it restates: "leave the armchair out", "so 15 people now"; a request to add,
swap or drop something: "add two heaters") and no new price comes in
that turn, a price, total, cost or quote field set in an earlier turn is cleared: its old value
stays in the field's history (and the store), not in the state as current. A price the turn
itself gives (a re-quote from the tool, "OK, £628 then") is read after this and stands.

The assistant's reply may say the new total itself ("That comes to £520 with waste removal",
"现在一共2600元"): the folder takes no value from the assistant's words, but a total said that
differs from the price held shows the held one is no longer the price, so it is cleared too.
"""

from __future__ import annotations

import re
from typing import Any

from turnmem.fold.rules.fields import FieldPlan
from turnmem.fold.rules.numbers import cn_number, first_number
from turnmem.fold.rules.prefilter import Guarded
from turnmem.fold.rules.work import Work
from turnmem.state import AddItem, Update, UpdateItem

__all__ = ["restated_total", "stale_quotes"]

#: money fields that are a quote for the order (not the user's budget, a deposit paid, a fee)
_QUOTED = re.compile(r"price|total|cost|quote|amount_due|subtotal", re.IGNORECASE)
#: what a change of leaves the price as it was: who, how to reach them, where, when, which id
_NOT_ORDER = frozenset(
    {"name", "phone", "email", "id", "date", "time", "place", "destination", "origin", "money"}
)
_ORDER_VERB = re.compile(
    r"^(?:please\s+)?(?:add|include|upgrade|downgrade|swap|switch|change|remove|drop|take off"
    r"|leave out|make it|another|one more|extra)\b",
    re.IGNORECASE,
)
_CONTACT = re.compile(r"name|phone|mobile|email|address|contact|postcode|ref|note", re.I)


def _order_field(plan: FieldPlan) -> bool:
    return (
        plan.category not in _NOT_ORDER
        and not _CONTACT.search(plan.name)
        and not plan.patterns  # an address, or a field of the user's own pattern
    )


def _held_quotes(work: Work, turn: int) -> list[FieldPlan]:
    """The price, total, cost or quote fields holding a value set before ``turn``."""
    return [
        p
        for p in work.plans
        if p.category == "money"
        and p.kind in ("str", "int", "float")  # (a price range to choose is no quote)
        and _QUOTED.search(p.name)
        and work.fields[p.name] not in (None, "")
        and work.field_turn.get(p.name, -1) < turn
    ]


def _restated(work: Work, ops: list[Update]) -> bool:
    """A goal or wish of the order, or a head count, was changed or dropped by the user."""
    kinds = {e.id: (e.kind, e.key) for e in work.entries}
    for op in ops:
        if isinstance(op, AddItem) and op.kind == "goal" and _ORDER_VERB.match(op.value):
            return True  # "add heaters", "swap to the Jungle castle": a new request of the order
        if not isinstance(op, UpdateItem) or op.origin != "user":
            continue
        if op.value is None and op.status not in ("abandoned", "cancelled"):
            continue
        kind, key = kinds.get(op.id, ("", None))
        if kind in ("goal", "preference") or key == "party":
            return True
    return False


#: the user takes a part of the order out, whether or not the folder tracks that part
#: ("scrap the extra point", "leave out the hallway", "去掉立柱")
_TAKES_OUT = re.compile(
    r"\b(?:scrap|drop|remove|skip|leave out|take off|take out|cancel|forget|lose)\s+(?:the|that|"
    r"those|my|our|one of the)\b|(?:去掉|不要了|取消)"
    # ("就不要农具包了", "不要加湿器了": that part dropped; not "不要迟到了", "不要忘了带")
    r"|(?<!要)不要(?!忘|迟|晚|早|搞|弄|写|记|太|再|担心|着急|急|客气|紧张|误|打扰|麻烦|乱|随便"
    r"|让|说|告诉|忘记|超过|超)[^，。！？,.!?]{1,8}了"
    # the order narrowed or recounted: "just the toilet then", "就只弄马桶吧", "牛腱子改成5斤"
    r"|\b(?:just|only) the\b|就只|只要|只弄|只做|只修|只换|只洗|只通"
    r"|(?:改成|改为|换成)[一二三四五六七八九十两\d]+[斤个件份套位人把盒箱袋只张条间扇]",
    re.IGNORECASE,
)
#: a count said as a total ("另外两把也一起换吧，一共八把"): a change unless a field holds it
#: ("对，我们一共两个人" beside a party of 2 restates it)
_COUNTED = re.compile(r"一共(?P<n>[一二三四五六七八九十两\d]+)[斤个件份套位人把盒箱袋只张条间扇]")


def _recounted(text: str, before: dict[str, Any]) -> bool:
    held = {v for v in before.values() if type(v) is int}
    return any(
        (int(m["n"]) if m["n"].isdigit() else cn_number(m["n"])) not in held
        for m in _COUNTED.finditer(text)
    )


def stale_quotes(
    work: Work, before: dict[str, Any], ops: list[Update], turn: int, text: str = ""
) -> None:
    """Clear the quoted prices set before ``turn`` when the user's words in ``turn`` (``text``)
    changed what they were for (``before``: the fields as they were before the user's
    message; ``ops``: the operations the message made)."""
    quotes = _held_quotes(work, turn)
    if not quotes:
        return
    changed = any(
        (old := before[p.name]) not in (None, "", [])
        and work.fields[p.name] != old
        and _order_field(p)
        for p in work.plans
    )
    if changed or _restated(work, ops) or _TAKES_OUT.search(text) or _recounted(text, before):
        for plan in quotes:
            work.clear_field(plan, turn, "user")


#: an amount said as what the order now costs ("that's £350", "the total is now £1,240",
#: "一共2600元")
_TOTAL = re.compile(
    r"(?:\btotal(?: is| comes to| of)?|\bcomes? to|\bthat's|\bthat is|\bis now|\bprice is"
    r"|\bin all|\baltogether|\bworks out at|\b(?:brings|takes) it(?: down| up)? to"
    r"|\b(?:comes|goes) (?:down|up) to)\s*:?\s*(?:only\s+)?"
    r"(?P<v>[£$€]\s?\d[\d,]*(?:\.\d+)?)"
    # the total after its amount ("so £154 in total"), or the amount a restated order ends
    # on ("21 metres, no gate: £2,610."; "Deposit: £50." clears too: a blank, never a lie)
    r"|(?P<w>[£$€]\s?\d[\d,]*(?:\.\d+)?)(?:\s+(?:in total|total|altogether|in all|all in)\b)"
    # (after the colon, or ending the sentence the colon is in: "to finish Friday: 12 visits,
    # £168."; an amount with a clause after it ends nothing: "Heaters: £30 each")
    r"|:[^.!?:]*?(?P<c>[£$€]\s?\d[\d,]*(?:\.\d+)?)(?=\s*(?:[.!?]|,\s*still\b|$))"
    r"|:\s*(?P<d>[£$€]\s?\d[\d,]*(?:\.\d+)?)(?=,)"
    # the amount of an order restated after "Updated:" ("Updated: half load, £145, Saturday")
    r"|\b(?:updated|changed|switched|amended|revised)\s*:[^.!?]*?(?P<u>[£$€]\s?\d[\d,]*(?:\.\d+)?)"
    # a sum drawn ("£40 extra, so £930."), an order restated with its amount ending the
    # sentence ("Trailer plus the accessible unit is £890.", "Two units for 8 weeks is £448.")
    r"|(?<!each)(?<!per \w{3})(?<!a \w{3}),\s*so\s+(?P<s>[£$€]\s?\d[\d,]*(?:\.\d+)?)"
    r"(?=\s*(?:[.!?]|$))"
    # (a sum or a count named before it: "parking for the day is £5." restates no order, nor
    # does a fee added after a comma: "..., plus delivery is £10.")
    r"|(?:(?<![,;])\s+plus|\bfor\s+(?:\d+|both|two|three|four|five|six|seven|eight|nine|ten))"
    r"\b[^.!?;]*?\b(?:is|are|comes to)\s+"
    r"(?P<e>[£$€]\s?\d[\d,]*(?:\.\d+)?)(?=\s*(?:[.!?](?:\s|$)|$))"
    # a Chinese amount after a comma ending the sentence ("不含跟拍，600元。"; not "加200元")
    r"|[，,：:]\s*(?P<y>\d[\d,]*(?:\.\d+)?)\s*元(?=\s*(?:[。！!]|$))"
    r"|(?:一共|总共|总价|合计|共计|总计|现在是|变成|(?<![一总])共"
    r"|(?:价格|总价|费用|价钱|金额)(?:改为|改成|调整为|调整到|变为|更新为))\s*(?:约|大约)?\s*"
    r"(?P<z>\d[\d,]*(?:\.\d+)?)\s*(?:元|块)",
    re.IGNORECASE,
)


#: the assistant says the price will be quoted again ("we'll send a revised quote", "测量时师傅会
#: 重新报价")
_REQUOTE = Guarded(
    r"\b(?:re-?quote|(?:a |send (?:you )?)?(?:new|revised|updated) quote|quote (?:it )?again)\b"
    r"|重新报价|重新估价|另行报价|再报价",
    re.IGNORECASE,
)


def restated_total(work: Work, reply: str | None, turn: int) -> None:
    """Clear a quoted price set before ``turn`` that the assistant's reply restates as another
    total ("that comes to £520 with waste removal" beside a held £780)."""
    if not reply:
        return
    again = bool(_REQUOTE.search(reply))  # "the fitter will re-quote on the day": none holds
    # (each form of _TOTAL holds one group, the amount, with its currency: a reply naming no
    # currency is not scanned)
    said = (
        {first_number(next(g for g in m.groups() if g)) for m in _TOTAL.finditer(reply)}
        if any(c in reply for c in "£$€元块")
        else set()
    )
    if not (said or again):
        return
    for plan in _held_quotes(work, turn):
        if again or first_number(str(work.fields[plan.name])) not in said:
            work.clear_field(plan, turn, "assistant")
