"""What a clause carries, for the summary digest: numbers, names, dates, outcomes, negations
and wishes (English and Chinese).

Each pattern is only searched for whether it matches (:func:`turnmem.fold.rules.digest.info_score`,
``has_value``, ``trim``), never for the match, so it is written for a fast failing search: the
literal words are factored by common prefix (:func:`prefixed`) and sit behind a look-ahead of
the characters they can start with (:func:`any_of`). The ``re`` module otherwise tries every
alternative of a group at every position of the clause.
"""

from __future__ import annotations

import re
from typing import Any

from turnmem.fold.rules.text import CJK

__all__ = ["DATE", "NAME", "NEGATION", "NUMBER", "OUTCOME", "WANT", "any_of", "lead", "prefixed"]

NUMBER = re.compile(
    r"\d|[一二两三四五六七八九十百千万半][个位人元块点号月日天年岁晚间张份次楼层星]|[#@$€£¥%]"
)


def prefixed(words: str) -> str:
    """A pattern for the space-separated literal ``words`` (``_`` stands for a space),
    factored by common prefix: the ``re`` module tries the alternatives of a group one by one
    at every position, so ``booked|reserved|...|ref`` costs each failing position one test
    per word; factored, it costs one per distinct first letter."""
    tree: dict[str, Any] = {}
    for word in words.split():
        node = tree
        for ch in word.replace("_", " "):
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        alts = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(tree)


def any_of(first: str, *alternatives: str) -> str:
    """``alternatives`` behind a look-ahead of the characters ``first`` they can start with:
    a position that starts none of them fails at one test. For patterns only searched for
    whether they match (never for the match), so their order does not matter."""
    return "(?=[" + first + "])(?:" + "|".join(alternatives) + ")"


def lead(words: str) -> str:
    """The first characters of ``words`` (a look-ahead class; IGNORECASE adds the other case)."""
    return re.escape("".join(sorted({w[0] for w in words.split()})))


# The patterns below are searched only for whether a clause has a value, a date, a negation...
# (info_score, has_value, trim in the digest): see any_of.
NAME = re.compile(
    any_of(
        r"A-Z\d叫去到从飞住推名选订“「《",
        r"(?<=[\w,;:)] )(?!I\b|I')[A-Z][\w'&.-]*|\b[A-Z]{2,}\b|[A-Z]+\d|\d+[A-Z]",
        # a Chinese name or place after its cue word (叫X, 去X, 推荐X, “X”)
        r"(?:叫|去|到|从|飞往|住在|推荐|名为|选择|订了?)[" + CJK + r"]{2}",
        r"[“「《][^”」》]{2,}[”」》]",
    )
)
_DATE_WORDS = (
    "today tomorrow tonight yesterday monday tuesday wednesday thursday friday saturday sunday"
    " weekend january february march april may june july august september october november"
    " december morning afternoon evening noon midnight"
)
_DATE_ZH = "今天|明天|后天|昨天|周[一二三四五六日末]|星期|礼拜|上午|下午|晚上|早上|中午|凌晨"
DATE = re.compile(
    any_of(
        lead(_DATE_WORDS) + "今明后昨周星礼上下晚早中凌",
        rf"\b{prefixed(_DATE_WORDS)}\b",
        _DATE_ZH,
    ),
    re.IGNORECASE,
)
_OUTCOME_WORDS = (
    "booked reserved confirmed refunded refund sent pending shipped delivered in_transit"
    " available unavailable sold_out full closed open approved declined denied failed completed"
    " done changed updated scheduled charged paid issued added removed not_available can't"
    " cannot unable recommend located address phone postcode reference ref"
)
_OUTCOME_EN = (
    prefixed(_OUTCOME_WORDS)
    + r"|cancel+ed|no (?:\w+ )?(?:results?|availability|rooms?|tables?|flights?|trains?)"
)
_OUTCOME_ZH = (
    "已|订好|预订|取消|退款|确认|发送|发货|送达|没有|无法|不能|推荐|地址|电话|位于|营业|门票"
    "|评分|价格|人均|改为|改成|成功|失败"
)
OUTCOME = re.compile(
    any_of(
        lead(_OUTCOME_WORDS) + "cn已订预取退确发送没无不推地电位营门评价人改成失",
        rf"\b(?:{_OUTCOME_EN})\b",
        _OUTCOME_ZH,
    ),
    re.IGNORECASE,
)
_NEGATION_WORDS = "not no never don't doesn't didn't won't can't cannot without nor"
NEGATION = re.compile(
    any_of(
        lead(_NEGATION_WORDS) + "n不没别无",
        rf"\b{prefixed(_NEGATION_WORDS)}\b",
        r"n't\b",
        "[不没别无]",
    ),
    re.IGNORECASE,
)
_WANT_WORDS = (
    "like love prefer hate dislike avoid allergic want need must cancel book change refund"
    " return instead actually"
)
WANT = re.compile(
    any_of(
        lead(_WANT_WORDS) + "喜讨偏必过想要订取退改换",
        rf"\b{prefixed(_WANT_WORDS)}\b",
        "喜欢|讨厌|偏好|必须|过敏|想|要|订|取消|退|改|换",
    ),
    re.IGNORECASE,
)
