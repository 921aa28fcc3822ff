"""How a correction is said (English and Chinese), for the offline folder.

The patterns :mod:`turnmem.fold.rules.corrections` and the clause reader use to tell a
correction from a statement: the old and new value named together (:data:`EXPLICIT`), a lead
marker ("actually", "说错了"), a "no" before a value, a correction imperative ("make it",
"push it to", "改成"), a trailing "instead", a clause that only picks a value
(:func:`chosen_kinds`, :func:`chosen_span`, :func:`judged`), a head count said as an outcome
(:func:`recounted`, :func:`left_count`), "make the pizzas medium" (:func:`remade`) and a value
turned down on its own (:func:`turned_down`). Pure data and functions of the text; nothing
here touches the state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from turnmem.fold.rules.entities import Entity
from turnmem.fold.rules.prefilter import Guarded
from turnmem.fold.rules.text import GOT_WRONG, SHIFT_BY, VALUE_NOUNS_ZH

__all__ = [
    "ADDITIVE",
    "ASIDE",
    "ENDS_STAY",
    "EXPLICIT",
    "HEDGED",
    "HESITATION",
    "IMPERATIVE",
    "JOINS",
    "LEAD_MARKER",
    "NAMES_FIELD",
    "NOW",
    "NO_MARKER",
    "RECOUNT",
    "SELF_NO",
    "SLIP_ID",
    "SLIP_PART",
    "SOMEONE_ELSE",
    "SUPPOSES",
    "TRAILING",
    "TYPED",
    "WHEN_ONLY",
    "chosen_kinds",
    "chosen_span",
    "judged",
    "left_count",
    "recounted",
    "remade",
    "states_values",
    "turned_down",
]

_NUMERAL = (
    r"(?:\d|[一二两三四五六七八九十]"
    r"(?:个|位|人|间|张|晚|天|%|点|盒|箱|瓶|件|袋|斤|份|杯|套|本|双|条|台|只|包|罐|支))"
)

#: A date, a time or an amount turned down ("6am is too early, 7am please"): a digit or day word
_WHEN_EN = (
    r"[^,;]{0,16}?(?:\d|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today"
    r"|tomorrow|tonight|morning|afternoon|evening|noon|midnight|weekend)\b)[^,;]{0,12}?"
)
#: the value after one turned down holds a date, time or amount (not "..., sorry", "we're away")
_A_WHEN = (
    r"(?=[^,;]*?(?:\d|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today"
    r"|tomorrow|tonight|morning|afternoon|evening|noon|midnight|weekend|week|month)\b))"
)
_WHEN_ZH = (
    r"[^,，。]{0,6}?(?:\d|[一二两三四五六七八九十]|周|星期|今天|明天|后天|上午|下午|晚上|中午)"
    r"[^,，。]{0,6}?"
)

# (needles, pattern): a pattern runs only on sentences holding all its needles (lower case),
# which keeps them off long sentences; a value stops at a comma, not one grouping digits.
_NO_COMMA, _GROUPED = re.compile(r"\[\^([^\]]*?),([^\]]*)\]"), r"(?:[^{},{}]|(?<=\d),(?=\d{{3}}))"
EXPLICIT: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = tuple(
    (needles, re.compile(_NO_COMMA.sub(lambda m: _GROUPED.format(m[1], m[2]), p), re.I))
    for needles, p in (
        (("not ", " but "), r"\bnot (?P<old>[^,]+?),? but (?:rather |instead )?(?P<new>[^,]+)"),
        (
            ("not ",),
            r"^(?:(?:no|nope|hmm|sorry|oh|wait|um|well|actually)[,!.\s]+)*not (?P<old>[^,]+),"
            r"\s*(?P<new>(?!but\b)[^,]+)$",
        ),
        ((" than",), r"^(?:but |and |so )?rather than (?P<old>[^,]+), (?P<new>.+)"),
        (("instead of",), r"^(?:but |and |so )?instead of (?P<old>[^,]+), (?P<new>.+)"),
        (("instead of",), r"(?P<new>[^,]+?),? instead of (?P<old>[^,]+)"),
        ((" than",), r"(?P<new>[^,]+?),? rather than (?P<old>[^,]+)"),
        (
            ("from ", " to "),
            r"\b(?:change|switch|move|update) (?:it |that |this |the \w+ )?"
            r"from (?P<old>[^,]+?) to (?P<new>[^,]+)",
        ),
        (("change ", " to "), r"\bchange (?P<old>(?!it\b|that\b|this\b)[^,]+?) to (?P<new>[^,]+)"),
        # "replace the chicken salad with a tuna wrap", "swap the burger for the veggie one"
        *(
            ((verb,), rf"\b{verb}(?P<old>(?!it\b|that\b|this\b)[^,]+?) (?:with|for) (?P<new>[^,]+)")
            for verb in ("replace ", "swap ", "substitute ")
        ),
        # "I said Porto, not Lisbon", "I meant the blue one, not the red one"
        (
            ("not ",),
            r"^(?:(?:no|sorry|oh|wait|hang on|hold on|oops|actually)[,\s]+)*(?:i said"
            # (a name or a number: "west, not south" is left to the clause's own reading)
            r"|i meant(?: to say)?|i mean|it's|it is|that's|it should be|make it)\s+"
            r"(?P<new>[^,]+?),?\s+not (?:the )?(?P<old>(?-i:[A-Z0-9])[^,;.!?]*)"
            r"(?:\W*$|,\s+(?:i|we|sorry|my)\b.*$)",  # ("..., not Avenue, I always mix them up")
        ),
        # "6am is too early, 7am please", "the 12th doesn't work for us, the 14th": a date,
        # time or amount turned down, then the one that replaces it
        (
            (",",),
            rf"^(?:(?:hmm|oh|well|sorry|no|but|ah)[,\s]+)*(?P<old>{_WHEN_EN})"
            r"(?:'s|\s+(?:is|are|would be|will be))\s+(?:a bit |way |much )?(?:too (?:early|late"
            r"|soon|expensive|far)|not (?:good|possible|ideal)|no good|inconvenient)"
            rf"(?: for (?:me|us))?\s*[,;]\s*{_A_WHEN}(?P<new>[^,;]+)",
        ),
        (
            (",",),
            rf"^(?:(?:hmm|oh|well|sorry|no|but|ah)[,\s]+)*(?P<old>{_WHEN_EN})\s+"
            r"(?:doesn't|does not|won't|will not|wouldn't) work(?: for (?:me|us))?\s*[,;]\s*"
            rf"{_A_WHEN}(?P<new>[^,;]+)",
        ),
        (
            (",",),
            rf"^(?:(?:不好意思|抱歉|对不起|哦|嗯|啊)[,，\s]*)?(?P<old>{_WHEN_ZH})(?:太早了|太晚了|太贵了|太远了|不行|不方便|不合适|来不及|有事|没空"
            r"|没时间)"
            r"[,，]\s*(?P<new>[^,，。]+)",
        ),
        (("不是",), r"不是(?P<old>[^,。]+?),?(?:而)?是(?P<new>[^,。]+)"),
        (("成",), r"(?:把|从|由)(?P<old>[^,。]+?)(?:改成|换成|变成)(?P<new>[^,。]+)"),
        (("改",), r"(?:把|从|由)(?P<old>[^,。]+?)(?:改为|改到)(?P<new>[^,。]+)"),
        (("换到",), r"(?:把|从|由)(?P<old>[^,。]+?)换到(?P<new>[^,。]+)"),
        (("而不是",), r"(?P<new>[^,。]+?)而不是(?P<old>[^,。]+)"),
        # "the 11th, not the 10th", "灰度先5%，不要10%": two values of one kind, the second
        # turned down (both with a digit: "寄到公司，不要放门口" turns down no value)
        (
            (" not ",),
            r"(?<![^\s,;])(?P<new>(?:[^\s,;]+\s+){0,3}?[^\s,;]*\d[^\s,;]*(?:\s+[a-z]+){0,2})"
            r"\s*,?\s+(?:and )?not (?:the |a |an )?(?P<old>[^\s,;]*\d[^\s,;]*(?:\s+[a-z]+)?)"
            r"(?=\s*(?:[,;.!?]|\s[-–—]\s|$))",
        ),
        (
            ("不",),
            rf"(?P<new>[^,。;]{{0,8}}?{_NUMERAL}[^,。;]{{0,4}}?),\s*(?:不要|不是|不用|别)"
            rf"(?P<old>[^,。;\d]{{0,3}}{_NUMERAL}[^,。;]{{0,3}}?)(?=\s*(?:[,。;.!?]|$))",
        ),
    )
)
LEAD_MARKER = re.compile(
    r"^(?:(?:oh|wait|sorry|hmm|well|ok|okay|no)[\s,!.]+)*(?:actually|in fact|correction|i mean"
    r"|i meant|sorry,? i meant|on second thought|oops|whoops|my bad|my mistake|typo"
    r"|scratch that|change of plans?|let me (?:change|shorten|extend|move|update) (?:it|that|this)"
    r"|(?:one|a small|a quick) change"
    rf"|{SHIFT_BY}(?=[,;:]\s*\S))\b"
    # "sorry, it's 88231", "sorry, that should be Friday": a value said again, corrected
    r"|^(?:(?:oh|no|wait|hmm)[\s,!.]+)*sorry[\s,!.]+(?:it's|it is|it was|that's|that is"
    r"|it should be|that should be|should be)\s"
    r"|^(?:哦|嗯|啊|不好意思|抱歉|对不起)?[,\s]*(?:其实|不对|说错了|我说错了|更正一下|更正|应该是|改一下|改一改|调整一下|变一下|有变化)"
    # "日期错了，是3月6号": the value named as wrong, then the right one
    rf"|^{VALUE_NOUNS_ZH}(?:也)?(?:不对|错了|写错了|搞错了|说错了)[,，]\s*\S"
    rf"|^{GOT_WRONG}[,;.]\s*\S"  # "I got the date wrong, it was the 4th"
    # "it's more like 140 with the cousins": the estimate said again
    r"|^(?:(?:so|well|and|but)\s+)?(?:it's|it is|that's|it'll be|it will be|probably)\s+"
    r"(?:more like|closer to|nearer)\s+\S",
    re.IGNORECASE,
)
NO_MARKER = re.compile(
    # "no, X", "no no, X", "no wait, X", "wait, no, X", "不，X"
    r"^(?:(?:wait|hold on|hang on|oh|hmm|sorry)[\s,!.]+)*(?:no|nope|nah)"
    r"(?:[\s,!.]+(?:no|wait|sorry|hold on|hang on))*[,!.]+\s*\S"
    r"|^(?:no|nope|nah)\s+(?:wait|sorry|hold on|hang on)\s+\S|^(?:不|不是|不对)[,，]\s*\S",
    re.IGNORECASE,
)
#: A self-correction ("wait, no, ...", "no sorry, ...", "不对，..."), not a "no" that answers.
SELF_NO = re.compile(
    r"^(?:(?:wait|hold on|hang on|oh|hmm|sorry)[\s,!.]+)+(?:no|nope)\b|^no[\s,!.]+(?:wait|sorry"
    r"|no)\b|^(?:哦|啊|嗯)?(?:不对|不是)",
    re.IGNORECASE,
)
#: An id said again after a slip ("60031847 - sorry, 60031874", "no wait, RX-55120").
SLIP_ID = re.compile(
    r"^(?:(?:no|oh|wait|sorry)[\s,!.]+)+(?P<v>#?[A-Z0-9-]*\d[A-Z0-9-]{4,})\W*$", re.IGNORECASE
)
#: "Sorry, it's Flat 5" after "Flat 3, 88 Marlowe Road": a numbered part said again, right
SLIP_PART = re.compile(
    r"^(?:(?:no|oh|wait|sorry|oops|i mean|my mistake|correction)[\s,!.:-]+)+(?:it's|it is"
    r"|that's|that should be|i meant|make that|make it)?\s*(?P<v>(?P<h>flat|apartment|apt"
    r"|unit|room|suite|house|block|floor|gate|seat|row|pitch|bay|plot|platform|table)\.?\s*#?"
    r"\d{1,5}[a-z]?)\W*$"
    # "(1202室，哦不对，)是1502室": the number before its part
    r"|^(?:哦|噢|啊|呃)?\s*(?:不对|说错了|写错了)[,，\s]*(?:是|应该是)"
    r"(?P<zv>\d{1,5}(?P<zh>室|号楼|栋|幢|单元|层))\W*$",
    re.IGNORECASE,
)
#: A hesitation before a correction ("wait, make it 450", "等一下，改成八千"): it names no value.
HESITATION = re.compile(
    r"^(?:(?:wait|hold on|hang on|sorry|oh|hmm|um)[\s,!.]+)+|^(?:等一下|等一等|等等|稍等|哦|嗯|啊"
    r"|不好意思|抱歉)[,，\s]*",
    re.IGNORECASE,
)
#: What a date or time is of: the events a "move the ... to" names.
_EVENT = (
    r"(?:start|start date|appointment|booking|reservation|delivery|pickup|pick-up|collection"
    r"|check-in|check-out|checkin|checkout|meeting|call|session|lesson|class|visit|viewing"
    r"|survey|install|installation|fitting|date|time|flight|departure|arrival|return|move"
    r"|trip|party|event|slot|interview|surgery|treatment|course|test|exam|consultation"
    r"|check-up|checkup|service|repair|first day|last day|end date|handover|transfer)s?"
)
IMPERATIVE = re.compile(
    r"^(?:(?:and|but|so|then|ok|okay|please|can you|could you|can we|could we|can i|could i"
    r"|would you|will you|shall we|let's|lets|actually|sorry|oh|wait|hold on|hang on|hmm|well"
    r"|no)[\s,!.]+)*"
    r"(?:change (?:it|that|this) to|make (?:it|that|this)|switch (?:it |that |me )?to"
    r"|(?:move|push|shift|bump|bring|reschedule|postpone) (?:it|that|this|me|us"
    # "push the start to the 12th", "move my appointment to Friday": an event named (never
    # "move the sofa to the bedroom": a thing moved is no changed value)
    rf"|(?:the|my|our) (?:[a-z]+[ -])?{_EVENT})"
    r"(?: back| forward| up| down| out)? to|update (?:it|that) to"
    # "extend it to April 7", "raise it to $650": the new end or amount replaces the old one
    r"|(?:extend|raise|lower|increase|decrease|reduce|cut|drop|up) (?:it|that|this)"
    r"(?: to| until| till)"
    r"|set (?:it|that) to|go with|let's do|let's go with|let's say|how about|what about"
    # "it got moved to Thursday", "the meeting has been pushed to 3pm": a change reported
    r"|(?:it|that|this|the \w+)(?:'s| has| was| is| got)(?: been| now)? (?:moved|pushed|changed"
    r"|rescheduled|postponed|bumped|shifted|brought forward)(?: back| forward| up)? to)\b"
    # "can we do 8pm?", "could you do Friday instead?": the value asked for (a question the
    # reply may turn down: :mod:`turnmem.fold.rules.proposals`)
    r"|^(?:(?:and|but|so|then|ok|okay|actually|sorry|oh|wait|hmm|well)[\s,!.]+)*"
    r"(?:can|could) (?:we|you) do\s+(?!(?:it|that|this|me|us|you|a|an|the|some|any|so|not"
    r"|without|with|for)\b)\S"
    r"|^(?:(?:等一下|等一等|等等|稍等|哦|嗯|啊|不好意思|抱歉|对不起|不对|其实)[,，\s]*)*"
    r"(?:那|那就|还是|请|帮我|另外|还有|然后)?(?:[\u4e00-\u9fff]{1,4}?)?(?:能不能|可不可以|能否|可以|麻烦)?"
    # "预算可以放到4500", "提高到5000": a new amount or limit
    r"(?:改成|换成|改为|改到|换到|变成|改去|换去|放到|提到|提高到|涨到|加到|增加到|降到|降低到|减到"
    r"|减少到|调到|调整到|升到)"
    r"|^还是.+吧$",
    re.IGNORECASE,
)
TRAILING = re.compile(r"\b(?:instead|actually)\W*$", re.IGNORECASE)
_COUNT_WORDS = r"\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
#: A new head count said as an outcome ("two people dropped out, so 3 now", "so we're 5 of
#: us", "which makes 6", "现在是三个人了", "只剩两个人了"): the party size changes. A bare "we're
#: 3" with no such word is a statement, not a change.
RECOUNT = re.compile(
    r"^(?:(?:so|and|ok|okay|then|which means|that means)[\s,]+)*"
    r"(?:(?:now[\s,]+)?(?:it's|it is|we're|we are|we'll be|we will be|there are|there'll be"
    r"|it'll be|it will be)\s+|that makes\s+|which makes\s+|making it\s+|making us\s+)?"
    r"(?:(?:just|only)\s+)?"
    rf"(?P<n>{_COUNT_WORDS})(?:\s+(?:people|persons|guests|adults|of us|in total|total))*"
    r"(?P<now>\s+now)?\W*$"
    r"|^(?:所以|那|那就|现在|这样)*(?:就|只|一共|总共)?(?:剩下?|是|变成|有)?"
    r"(?P<zn>\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(?:个人|位|人)(?P<le>了)?\W*$",
    re.IGNORECASE,
)
_RECOUNT_SIGNAL = re.compile(r"^(?:so|and so|then)\b|\bnow\b|makes|making|所以|现在|剩|变成|了")


def recounted(clause: str) -> str | None:
    """The new head count a clause states as an outcome (:data:`RECOUNT`), else None."""
    if len(clause) > 60 or not _RECOUNT_SIGNAL.search(clause.casefold()):
        return None  # (a short clause with a change word: most clauses skip the pattern)
    m = RECOUNT.match(clause.strip())
    return None if m is None else m["n"] or m["zn"]


#: The group's size said alone ("we're 3", "there will be 4 of us"): see :func:`regrouped`.
_GROUP = re.compile(
    r"^(?:(?:oh|ok|okay|so|and|well|hmm|sorry|actually)[\s,]+)*"
    r"(?:(?:we're|we are|we'll be|we will be|there are|there'll be|there will be)\s+"
    # "we're down to 15", "so we're looking at 85 now"
    r"(?:(?:just|only|now|down to|up to|looking at|going to be)\s+)*"
    rf"(?P<n>{_COUNT_WORDS})(?:\s+(?:people|persons|guests|adults|kids|children|of us))?"
    # "it's 16 kids now": a head noun says it is a count of people
    rf"|(?:it's|it is|that's|that is)\s+(?:(?:now|just|only)\s+)?(?P<m>{_COUNT_WORDS})\s+"
    r"(?:people|persons|guests|adults|kids|children|of us))(?:\s+now)?\W*$",
    re.IGNORECASE,
)


def regrouped(clause: str) -> str | None:
    """The count of a clause that only states the group's size (:data:`_GROUP`), else None."""
    m = _GROUP.match(clause.strip()) if len(clause) <= 50 else None
    return None if m is None else m["n"] or m["m"]


#: A clause that names a field and gives its value ("so the last day off is the 29th", "my
#: check-in date is now June 5"): the value is that field's new one.
NAMES_FIELD = re.compile(
    r"^(?:(?:so|and|then|but|ok|okay|also|actually)[\s,]+)*(?:the|my|our)\s+[a-z][a-z' -]{1,30}?"
    r"\s+(?:is|will be|should be|would be|becomes|is now|now is)\s+\S.{0,40}$",
    re.IGNORECASE,
)
#: A clause that only supposes ("we might go to Niseko", "可能下周"): it fills empty fields only.
HEDGED = re.compile(r"\b(?:we|i|they|he|she) might\b|可能|也许|说不定", re.IGNORECASE)
#: A clause about someone else ("Marcus is on holiday next week"): no correction of the user's.
SOMEONE_ELSE = re.compile(
    r"(?:(?i:he|she|they)|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today"
    r"|Tomorrow|Tonight|January|February|March|April|May|June|July|August|September|October"
    r"|November|December)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
    r"(?:'s| is| are| was| were| will| won't| can't| cannot| isn't| has| had| needs| wants)\b"
)


#: A clause about another person's or thing's plans ("his party's on the Saturday", "my wife
#: needs the car at 9", "we're at church till 12:30"): its days and times are theirs; said of
#: "he" or "she" (maybe the one booked for: "he starts Monday"), they never replace one held.
ASIDE = re.compile(
    r"^(?:(?:so|and|but|because|as|since|cos|oh|hang on|hold on|wait|well|hmm|ah|ugh|sorry"
    r"|actually|also)[\s,]+)*(?:(?P<who>he|she|they)\b(?!'d like| want)"
    r"|(?:his|her|their)\s+\w+|(?:some|one|most|all|two|three|a few) of (?:them|us|the \w+)"
    r"|my (?:wife|husband|partner|son|daughter|mum|mom|dad|boss|sister|brother|friend|kids"
    r"|landlord|builder|girlfriend|boyfriend|fianc[eé]e?|flatmate|housemate|neighbour|neighbor"
    r"|colleague)\b(?!'s? (?:name|number|email|phone))"
    # ("Mum's got a hospital appointment": hers; "Mum's the one who'll be there" books)
    r"|(?:mum|mom|mam|dad|nan|gran|grandma|grandad)(?:'s|\s+is|\s+has)\s+(?!name|number|the one"
    r"|coming|joining|book|asked|want|bringing|birthday|paying|\d)"
    # the user's own engagement: "we're at church till 12:30", "I'm away on the 3rd"
    r"|(?:we're|we are|i'm|i am) (?:at|busy|working)\b)",  # ("I'm off / away": leave asked)
    re.IGNORECASE,
)
#: One more person or one fewer, with no count said ("my son's coming along after all", "Ana
#: is joining us", "my wife can't make it"): the party's size changes by one (group ``up`` or
#: ``down``).
JOINS = re.compile(
    r"^(?:(?:but|and|oh|so|also|actually|well)[\s,]+)*(?:my|our) (?:\w+ )?(?:son|daughter|wife"
    r"|husband|partner|friend|colleague|boss|sister|brother|mum|mom|dad|father|mother|kid|child"
    r"|boyfriend|girlfriend)(?:'s| is| will be)\s+(?:(?P<up>coming|joining)(?: along| too| with us"
    r"| as well)?(?: after all)?|(?P<down>not coming|not joining|out|staying home))\W*$"
    r"|^(?:(?:but|and|oh|so|also|actually|well)[\s,]+)*(?:my|our) (?:\w+ )?(?:son|daughter|wife"
    r"|husband|partner|friend|colleague|sister|brother|mum|mom|dad|kid|child)\s+(?P<down2>can't"
    r" (?:come|make it)|cannot (?:come|make it)|won't be coming|dropped out)\W*$",
    re.IGNORECASE,
)


#: People leaving or joining, then the count that leaves ("有一个人来不了了，两个人", "two
#: dropped out, 3 people", "one more is coming, 5 of us"): the count is the party's new size.
_LEFT_THEN_COUNT = Guarded(
    r"(?:dropped out|pulled out|can't come|cannot come|can't make it|won't come|aren't coming"
    r"|is coming too|are coming too|is joining|are joining|来不了|去不了|不来了|不去了|也要来|也来)"
    r"[^.!?。！？]*?[,，]\s*(?:so\s+|that's\s+|所以|那|那就|就|只有|只剩)?"
    rf"(?P<n>{_COUNT_WORDS}|\d{{1,2}}|[一二两三四五六七八九十]{{1,2}})"
    r"\s*(?:people|persons|guests|of us|个人|位|人)?\W*$",
    re.IGNORECASE,
)


def left_count(sentence: str) -> str | None:
    """The party's new size a sentence ends on after people leave or join, else None."""
    if len(sentence) > 120:
        return None
    m = _LEFT_THEN_COUNT.search(sentence)
    return m["n"] if m else None


#: A clause that supposes ("万一快递又出问题", "in case it breaks"): it states no value.
SUPPOSES = re.compile(
    r"^(?:(?:and|but|so|just)\s+)*(?:in case|what if|if|unless|suppose|supposing)\b"
    r"|^(?:万一|如果|要是|假如|假设|以防|免得|省得|就怕|怕)",
    re.IGNORECASE,
)
#: A question that asks for something to be done or had ("can I get a table for 8 on Monday?",
#: "go ahead and book it if 12:45 works?"), not only for information.
_REQUESTS = re.compile(
    r"^(?:(?:so|and|ok|okay|great|yes|then|that sounds great)[\s,!.]+)*(?:can|could|may) "
    r"(?:i|we) (?:reserve|book|order|(?:get|have|make) an? (?:reservation|booking|table|room"
    r"|slot|appointment|ticket)s?)\b|\bgo ahead\b",
    re.IGNORECASE,
)
#: "if 12:45 works", "if Monday is available": a value proposed, not a case supposed.
_PROPOSES = re.compile(
    r"\bif\s+[^,;]{1,30}?\s+(?:works?|would work|is (?:ok|okay|fine|available|free|possible)"
    r"|suits (?:me|us|you))\b",
    re.IGNORECASE,
)


def states_values(clause: str, question: bool, goal: bool) -> bool:
    """False for a clause that names values without choosing them: a question that requests
    nothing ("退款多久到账？", ``goal``: the clause states a goal) or a supposition ("in case
    the box arrives broken"). A question asking for something ("can I get a table for 8 on
    Monday?") and a proposal ("book it if 12:45 works") choose the values they name."""
    proposes = _PROPOSES.search(clause) is not None
    if question and not goal and not (proposes or _REQUESTS.search(clause)):
        return False
    return proposes or not SUPPOSES.match(clause)


#: A goal that only says when ("check out on May 6", "leave at 7", "do it Thursday"): a date
#: or time of the goal before it, not a new request ("go to Birmingham on Sunday" is one).
WHEN_ONLY = re.compile(
    r"^(?:(?:check(?:ing)? (?:out|in)|leav(?:e|ing)|arriv(?:e|ing)|return(?:ing)?"
    r"|com(?:e|ing) back|depart(?:ing)?|start(?:ing)?|end(?:ing)?"
    # "stay until the 12th": the last day of a stay
    r"|stay(?:ing)? (?:on )?(?:until|till|through|to))\b"
    # "do it Thursday instead", "have it ready by 5": the request before, by its pronoun
    r"|[a-z]+ (?:it|that|this|them)\b)(?!.*\b(?:to|from|at the|in)\s+[A-Z])",
    re.IGNORECASE,
)
#: A value reported as changed by "now" ("we'll get there at 6pm now"); a stay's end ("until").
ENDS_STAY = re.compile(r"^stay(?:ing)? (?:on )?(?:until|till|through|to)\b", re.IGNORECASE)
NOW = re.compile(r"\bnow\W*$|^(?:so\s+)?now\b|现在")
#: "make the pizzas medium", "change both shirts to XL": a thing named, then its new value.
_REMADE = re.compile(
    r"^(?:(?:and|but|so|oh|ok|okay|please|actually|wait|sorry|can you|could you)[\s,]+)*"
    r"(?:make|change|switch) (?:the|my|our|both|all|all the|both the) [a-z]+(?: [a-z]+)?"
    r" (?:to |into )?(?P<v>[a-z0-9][\w-]*(?: [a-z]+)?)\W*$",
    re.IGNORECASE,
)


def remade(clause: str) -> str | None:
    """The new value of "make the pizzas medium" ("medium"), else None."""
    low = clause.casefold()
    if len(clause) > 60 or not ("make " in low or "change " in low or "switch " in low):
        return None
    m = _REMADE.match(clause.strip())
    return m["v"] if m else None


#: A value turned down on its own ("the 7:10 is too early", "Monday doesn't work for me",
#: "周三不行", "三点太晚了"): the value is not current.
_TURNED_DOWN = re.compile(
    rf"^(?:(?:hmm|oh|well|sorry|no|but|ah|um|actually)[,\s]+)*(?:the\s+)?(?P<old>{_WHEN_EN})"
    r"(?:\s+one)?(?:'s|\s+(?:is|are|would be|will be))\s+(?:(?:a bit |way |much |just )?too"
    r" (?:early|late|soon|expensive)|no good|not good)(?: for (?:me|us))?\W*$"
    rf"|^(?:(?:hmm|oh|well|sorry|no|but|ah|um|actually)[,\s]+)*(?:the\s+)?(?P<old2>{_WHEN_EN})\s+"
    r"(?:doesn't|does not|won't|will not|wouldn't) work(?: for (?:me|us))?\W*$"
    rf"|^(?P<old3>{_WHEN_ZH})(?:太[\u4e00-\u9fff]{{1,2}}了|不行|不方便|不合适|来不及|有事|没空)\W*$"
    # "Marcus is on holiday next week", "Tom can't do 3": someone else's time away is a reason
    r"|^(?:(?:wait|hmm|oh|well|sorry|but|ah|um|and|also)[,\s]+)*(?:he|she|they|(?-i:[A-Z][a-z]+))"
    r"(?:'s|\s+is|\s+are|\s+will be|'ll be)\s+(?:on holiday|on vacation|on leave|away|off|out"
    r"|travell?ing|sick|busy|unavailable|not available)\s+(?P<old4>[^,;]{1,30}?)\W*$"
    r"|^(?:(?:wait|hmm|oh|well|sorry|but|ah|um|and|also)[,\s]+)*(?:he|she|they|(?-i:[A-Z][a-z]+))"
    r"\s+(?:can't|cannot|can not|won't be able to)\s+(?:do|make(?: it)?)(?:\s+(?:on|at))?"
    r"\s+(?P<old5>[^,;]{1,20}?)\W*$",
    re.IGNORECASE,
)

_DOWN_WORDS = Guarded(
    r"too |work|no good|not good|太|不行|不方便|不合适|来不及|有事|没空|holiday|vacation|leave"
    r"|away|off|out|sick|busy|unavailable|not available|can't|cannot|can not|won't be able",
    re.IGNORECASE,
)


def turned_down(clause: str) -> list[tuple[int, int]]:
    """The spans of the values a clause turns down on its own (:data:`_TURNED_DOWN`)."""
    if len(clause) > 80 or not _DOWN_WORDS.search(clause):
        return []
    m = _TURNED_DOWN.match(clause)
    if m is None:
        return []
    group = next(g for g in ("old", "old2", "old3", "old4", "old5") if m.group(g) is not None)
    return [m.span(group)]


ADDITIVE = re.compile(r"\b(?:also|too|as well|another|additionally)\b|还|也|再", re.IGNORECASE)


#: A clause that only picks a value: "12点半吧", "那就周六吧", "还是8点好了", "12:30 then",
#: "let's say 7pm", "Friday works better".
_CHOICE = re.compile(
    r"^(?:那就|还是|要不|那|就)?\s*(?P<v>[^,;，；。]{1,16}?)\s*(?:吧|好了|就好|就行|比较好|更好)\W*$"
    r"|^(?:(?:ok|okay|fine|then|so|hmm|oh|ah|well|no|sorry|actually|wait|hold on|um"
    r"|never ?mind)[,\s]+)*"
    r"(?:let'?s say |say )?(?P<w>[^,;]{1,24}?)"
    r"(?:,?\s*then| works(?: better)?(?: for (?:me|us))?| is better| would be better"
    r"| would work(?: better)?| is fine| is enough| will do| suits (?:me|us)(?: better)?)"
    r"(?:,?\s*(?:actually|instead|then))?\W*$",
    re.IGNORECASE,
)
TYPED = frozenset({"date", "time", "party", "money"})


_POINTERS = re.compile(r"\b(?:the|one|option|slot|time)\b", re.IGNORECASE)


def chosen_span(clause: str) -> tuple[int, int] | None:
    """Where the value a choice clause picks stands ("size L would be better": "size L",
    "还是L码吧": "L码"), else None."""
    m = _CHOICE.match(clause)
    if m is None:
        return None
    return m.span("v") if m.group("v") else m.span("w")


#: A choice said with a judgement ("a window seat would be better", "economy is fine"), not
#: only a pick ("refund me then", "退款吧", which as often request something).
_JUDGED = re.compile(
    r"(?:works(?: better)?(?: for (?:me|us))?|is better|would be better|would work(?: better)?"
    r"|is fine|is enough|will do|suits (?:me|us)(?: better)?)(?:,?\s*(?:actually|instead|then))?"
    r"\W*$|(?:比较好|更好)\W*$",
    re.IGNORECASE,
)


def judged(clause: str) -> bool:
    """True when a choice clause (:func:`chosen_span`) judges the value it picks."""
    return _JUDGED.search(clause) is not None


def chosen_kinds(clause: str, ents: Sequence[Entity], *, bare: bool = False) -> set[str]:
    """The entity kinds a choice clause picks (its text is nothing but typed values), else
    none; ``bare``: a clause that is only the values ("The 5th.") picks them too."""
    span = chosen_span(clause) or ((0, len(clause)) if bare else None)
    if span is None:
        return set()
    start, end = span
    inside = [x for x in ents if start <= x.start and x.end <= end]
    if not inside or any(x.key not in TYPED for x in inside):
        return set()
    rest = clause[start:end]
    for x in sorted(inside, key=lambda x: -x.start):
        rest = rest[: x.start - start] + rest[x.end - start :]
    # "the 11am one is better", "the Friday slot works": words that only point at the value
    rest = _POINTERS.sub("", rest)
    return {x.key for x in inside} if not re.search(r"\w", rest) else set()
