"""Which open goal a successful tool call carries out, read from the call's own name.

A call name is a verb and its object words (``file_claim``, ``book_rental``, ``replaceCard``).
A call whose verb carries something out (not a read such as ``get_``/``search_``, not an edit
such as ``update_``) carries out the newest open goal that names its object: the same word or
one that starts the other ("rental" and "rent a car", "claim" and "file a claim"), or, for a
goal in Chinese, the Chinese words of that service action (:data:`_CHINESE`). A goal that names
none of the call's objects is left alone: when unsure, the status does not move.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.text import content_words, word_set

__all__ = ["CANCELLED_KEY", "cancelled_goal", "goal_for_call"]

_CALL_WORD = re.compile(r"[A-Za-z][a-z]*|[A-Z]+(?![a-z])")
#: Verbs that carry a request out (a record made, sent, filed, closed).
_DOING = word_set(
    "create make book reserve place open file submit lodge raise register schedule rent "
    "issue reissue renew process send transfer cancel close replace block freeze apply start "
    "initiate change switch upgrade downgrade reschedule rebook postpone"
)
#: Object words that name no request of their own.
_VAGUE = word_set(
    "item items record records request requests data info details new the booking bookings "
    "reservation reservations order orders"
)
#: Chinese words of common service actions, by the English object word of a call.
_CHINESE: dict[str, str] = {
    "claim": "理赔|索赔|报案",
    "appointment": "挂号|挂个号|预约",
    "rental": "租车|租",
    "car": "租车",
    "return": "退货",
    "refund": "退款",
    "transfer": "转账|汇款",
    "ticket": "报修|工单",
    "card": "卡",
    "plan": "套餐",
    "pickup": "取件|揽收|上门取",
    "delivery": "配送|送货|派送",
    "callback": "回电|回拨",
}
_MIN_STEM = 4


def _same_word(call_word: str, goal_word: str) -> bool:
    short, long = sorted((call_word, goal_word), key=len)
    return len(short) >= _MIN_STEM and long.startswith(short)


def goal_objects(call: str) -> list[str]:
    """The object words of ``call`` when its verb carries something out, else none."""
    words = [w.casefold() for w in _CALL_WORD.findall(call)]
    if len(words) < 2 or words[0] not in _DOING:
        return []
    return [w for w in words[1:] if w not in _VAGUE]


def goal_for_call(call: str, goals: list[str]) -> int | None:
    """The index in ``goals`` (newest first) of the goal ``call`` carries out, or None."""
    objects = goal_objects(call)
    if not objects:
        return None
    for index, goal in enumerate(goals):
        words = content_words(goal)
        for obj in objects:
            if any(_same_word(obj, w) for w in words if w.isascii()):
                return index
            zh = _CHINESE.get(obj)
            if zh and not goal.isascii() and re.search(zh, goal):
                return index
    return None


#: A result key saying what the call cancelled ("cancelled_line", "removed_addon").
CANCELLED_KEY = re.compile(r"^(?:cancell?ed|removed|closed|deleted|terminated)(?:_|$)", re.I)
_CANCEL_GOAL = re.compile(r"^(?:cancel|remove|close|terminate|drop)\b|^取消|^注销|^停掉", re.I)
_NUMBER = re.compile(r"\d{3,}")


def cancelled_goal(pairs: list[tuple[str, str]], goals: list[str]) -> int | None:
    """The index in ``goals`` (newest first) of the cancel goal whose number the result says
    it cancelled ("cancel the line ending 4471" and ``{"cancelled_line": "***4471"}``)."""
    numbers = {n for k, v in pairs if CANCELLED_KEY.match(k) for n in _NUMBER.findall(str(v))}
    if not numbers:
        return None
    for index, goal in enumerate(goals):
        if _CANCEL_GOAL.match(goal) and numbers & set(_NUMBER.findall(goal)):
            return index
    return None
