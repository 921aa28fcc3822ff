"""The lead-in of a correction's new value ("make it", "change it to", "sorry, I meant",
"改成"): what :func:`strip_lead_in` takes off so the value stands alone."""

from __future__ import annotations

import re

from turnmem.fold.rules.text import GOT_WRONG, SHIFT_BY, VALUE_NOUNS_ZH, clean

__all__ = ["like_old", "strip_lead_in"]

_LEAD_INS = re.compile(
    r"^(?:(?:oh|no|wait|hold on|hang on|sorry|well|ok|okay|hmm|actually|in fact|correction|i mean"
    r"|i meant"
    # (a conjunction before the verb: "..., so make it 10 instead of 8:30")
    r"|sorry i meant|on second thought|let me correct that|then|so|and|but|scratch that"
    r"|change of plans?|oops|whoops|my bad|my mistake|typo|that's wrong|that is wrong"
    r"|let me (?:change|shorten|extend|move|update) (?:it|that|this)|(?:one|a small|a quick) change"
    rf"|{SHIFT_BY}|{GOT_WRONG}"
    r")[,:.!]?\s+)*"
    r"(?:(?:please|can you do|could you do|can we do|could we do|can you|could you|can we"
    r"|could we|let's do|lets do|let's say|let's|lets)\s+)?"
    r"(?:change (?:it|that|this) to|make (?:it|that|this)|switch (?:it |that )?to"
    # "push it to 4", "extend it to April 7": the verbs of IMPERATIVE that name a new value
    r"|(?:move|push|shift|bump|bring|reschedule|postpone) (?:it|that|this|me|us)"
    r"(?: back| forward| up| out)? to|(?:extend|raise|lower|increase|decrease|reduce|cut|drop|up)"
    r" (?:it|that|this)(?: to| until| till)"
    r"|update (?:it|that) to|set (?:it|that) to|go with|let's do|let's go with|how about"
    r"|what about|we'll do|i'll take"
    r"|i'll go with|(?:it's|it is|that's|it'll be|probably) (?:more like|closer to|nearer)"
    r"|it's|it is|it was|it should be|should be|it's for|for)?\s*",
    re.IGNORECASE,
)
_MID_VERB = re.compile(
    r"^.*?\b(?:make (?:it|that|this)|change (?:it|that|this) to|switch (?:it|that) to)\s+(?=\S)",
    re.IGNORECASE,
)
_ZH_LEAD_INS = re.compile(
    r"^(?:(?:哦|啊|嗯|不好意思|抱歉|对不起|其实|不对|我说错了|说错了|更正一下|更正|改一下|改一改"
    r"|调整一下|变一下|有变化|那|那就|还是)[,，:]?\s*)*"
    rf"(?:{VALUE_NOUNS_ZH}(?:也)?(?:不对|错了|写错了|搞错了|说错了)[,，]?\s*)?"
    r"(?:(?:另外|还有|然后)?[\u4e00-\u9fff]{0,4}?(?:改成|换成|改为|改到|换到|变成|改去|换去|放到|提到"
    r"|提高到|涨到|加到|增加到|降到|降低到|减到|减少到|调到|调整到|升到)|应该是|是)?"
)


def strip_lead_in(value: str) -> str:
    """A correction's new value without its lead-in ("make it", "change it to", "改成")."""
    value = _LEAD_INS.sub("", value.strip(), count=1)
    # "traffic is awful and make it 9": the value is what the verb names, wherever it stands
    value = _MID_VERB.sub("", value, count=1)
    value = _ZH_LEAD_INS.sub("", value, count=1)
    value = re.sub(r"\s+instead$|^instead\s+", "", value, flags=re.IGNORECASE)
    # "转3000就够了", "买2张就行": the amount or count alone, without the verb and the "enough"
    value = _ZH_ENOUGH.sub("", _ZH_VERB.sub("", value.strip(), count=1), count=1)
    # "140 with the cousins": the count, and who it counts in
    if counted := _COUNTED_IN.fullmatch(value):
        value = counted[1]
    return clean(value)


_COUNTED_IN = re.compile(r"(\d+)\s+(?:with|including|counting)\b.*", re.IGNORECASE)
_ZH_VERB = re.compile(r"^(?:转|汇|付|充|存|取|借|还)(?=\d|[一二两三四五六七八九十])")
_ZH_ENOUGH = re.compile(r"(?<=[\d元块万千百个张份])(?:就够了?|就行了?|就好了?|就可以了?)[。!！]?$")


_WORDS_THEN_NUMBER = re.compile(r"^(?:\S+\s+){2,}(\d+)$")
_ZH_COUNT = r"(?:\d+|[一二两三四五六七八九十百]+)\s*"
_ZH_COUNTED = re.compile(rf"^{_ZH_COUNT}(?P<unit>[\u4e00-\u9fff])$")


def like_old(old: str, new: str) -> str:
    """The part of ``new`` of the old value's form: "牛奶要五盒，不是三盒" replaces 三盒 with 五盒,
    not with "牛奶要五盒" (the thing counted stays where the old count stood), and "turns out
    it's 32, not 40" replaces 40 with 32."""
    if old.strip().isdigit() and (bare := _WORDS_THEN_NUMBER.match(new.strip())):
        return bare[1]  # "turns out it's 32, not 40": 32
    m = _ZH_COUNTED.match(old.strip())
    if m is None:
        return new
    tail = re.search(rf"{_ZH_COUNT}{re.escape(m['unit'])}\W*$", new)
    return tail.group().strip() if tail is not None else new
