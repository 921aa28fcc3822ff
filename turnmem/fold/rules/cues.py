"""Cue words that tell apart fields of one kind (check-in and check-out dates, a taxi's leave
and arrive times, the hotel's and the restaurant's booking day).

When a schema has several fields of one category, a value fills the field whose cue words are
written next to it ("check in on Friday", "住到周一", "leave after 10:00", "taxi at 5pm"). The
cues of a field are the words of its name and description that the other fields of the group
do not share, widened by a small lexicon (``in`` -> check in / arrive / 入住; ``out`` -> check
out / until / 退房 / 住到), so "Check-in date" and "Check-out date" are told apart by ``in`` and
``out``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

__all__ = ["cue_pattern", "distinct_tokens", "topic_pattern"]

#: "in Friday, out Sunday", "check in the 3rd and out the 5th": a bare "out" opening the
#: second half of a stay is its check-out (never "out of", nor "out" inside a phrase)
_OUT = r"(?:(?<=, )|(?<=,)|(?<=and )|(?<=then )|^)out(?! of\b)"

_LEXICON: dict[str, str] = {
    "in": r"check(?:ing)?[- ]?in|arriv\w*|from|入住|到店|从",
    "checkin": r"check(?:ing)?[- ]?in|arriv\w*|入住|到店",
    "out": r"check(?:ing)?[- ]?out|until|till|through|leav\w*|退房|离店|住到|到|至|" + _OUT,
    "checkout": r"check(?:ing)?[- ]?out|until|till|退房|离店|住到|" + _OUT,
    "start": r"start\w*|begin\w*|from|开始|从",
    "end": r"end\w*|until|till|through|结束|到|至",
    "arrive": r"arriv\w*|get there|get in|reach|到达|抵达|到",
    "arrival": r"arriv\w*|到达|抵达",
    "leave": r"leav\w*|depart\w*|after|pick (?:me )?up|出发|离开|发车",
    "departure": r"leav\w*|depart\w*|出发|离开",
    "depart": r"leav\w*|depart\w*|出发|离开",
    "book": r"book\w*|reserv\w*|stay\w*|预订|预定|入住",
    "hotel": r"hotels?|guest ?houses?|stay\w*|nights?|rooms?|lodging|酒店|宾馆|住",
    "restaurant": r"restaurants?|table|dinner|lunch|eat|food|dine|dining|餐厅|饭店|吃",
    "train": r"trains?|rail|railway|station|火车|高铁|动车",
    "taxi": r"taxis?|cabs?|car|ride|pick (?:me |us )?up|出租|打车",
    "attraction": r"attractions?|museums?|park|visit|college|church|景点",
    "return": r"return\w*|back|回程|返程|返回|回来",
    "酒店": r"酒店|宾馆|住宿|入住|房间|住",
    "餐馆": r"餐馆|餐厅|饭店|吃|菜|用餐",
    "景点": r"景点|游玩|玩|门票|参观",
    "地铁": r"地铁",
    "价格": r"价格|价位|价钱|房价",
    "人均消费": r"人均|消费",
    "门票": r"门票|票价",
    "出租": r"出租|打车|的士",
    "people": r"people|persons?|guests?|adults?|of us|人|位",
    "transfer": r"transfer\w*|send\w*|sent|wir(?:e|ed|ing)|转账|汇款|转给|汇给|转钱|打钱",
    "transfers": r"transfer\w*|send\w*|sent|wir(?:e|ed|ing)|转账|汇款|转给|汇给|转钱|打钱",
    "refunds": r"refund\w*|money back|退款|退钱|退费",
    "deposits": r"deposit\w*|押金|定金|订金",
    "refund": r"refund\w*|money back|退款|退钱|退费",
    "deposit": r"deposit\w*|押金|定金|订金",
    "charge": r"charge[sd]?|charging|扣款|扣费|消费",
    "charges": r"charge[sd]?|charging|扣款|扣费|消费",
    "disputed": r"disput\w*|争议|盗刷",
    "stay": r"nights?|stay\w*|晚|天",
}
_IGNORED = frozenset(
    {"a", "an", "the", "of", "to", "for", "at", "on", "is", "and", "or", "date", "day", "time"}
    | {"number", "name", "id", "when", "which", "what"}
)


def distinct_tokens(tokens: Sequence[frozenset[str]]) -> list[frozenset[str]]:
    """Each token set without the tokens every set of the group shares."""
    common = frozenset.intersection(*tokens) if tokens else frozenset()
    return [t - common - _IGNORED for t in tokens]


def cue_pattern(tokens: frozenset[str]) -> re.Pattern[str] | None:
    """The cue regex of a field's distinguishing tokens (None when it has none)."""
    parts: list[str] = []
    for tok in sorted(tokens):
        if tok in _LEXICON:
            parts.append(_LEXICON[tok])
        elif len(tok) > 2 and tok.isascii() and tok.isalpha():
            parts.append(re.escape(tok) + r"\w*")
        elif len(tok) > 1 and not tok.isascii():  # a Chinese word of the field's name
            parts.append(re.escape(tok))
    if not parts:
        return None
    return re.compile(r"(?<![A-Za-z])(?:" + "|".join(parts) + r")(?![A-Za-z])", re.IGNORECASE)


@functools.lru_cache(maxsize=256)
def topic_pattern(word: str) -> re.Pattern[str]:
    """Words that mention the subject ``word`` ("train": train, rail, station, 火车)."""
    body = _LEXICON.get(word, re.escape(word) + r"\w*")
    return re.compile(r"(?<![A-Za-z])(?:" + body + r")(?![A-Za-z])", re.IGNORECASE)
