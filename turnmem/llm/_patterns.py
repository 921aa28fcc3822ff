"""Regex tables of the offline folder: clause splitting and the English/Chinese pattern families.

Everything here is pure and works on one string at a time. Matching runs on a *normalised*
copy of the text (curly quotes and full-width ASCII mapped to ASCII, same length), and values
are sliced from the original text at the same positions, so a stored value keeps the user's
exact surface form.

The families (:func:`mentions`) are tried in priority order and a later match is rejected when
its trigger words overlap an accepted trigger: "不喜欢X" is a dislike and never also a like
("喜欢X"), "I don't want to X" is a prohibition and never also a goal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "CJK",
    "Mention",
    "clauses",
    "cn_number",
    "content_words",
    "core_value",
    "entities",
    "first_number",
    "mentions",
    "normalise",
    "proper_spans",
    "sentences",
    "squeeze",
    "strip_lead_in",
]


def _words(text: str) -> frozenset[str]:
    """A set of the space-separated words of ``text`` (keeps long word lists readable)."""
    return frozenset(text.split())


CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HAN = f"[{CJK}]"

# Length-preserving normalisation: curly quotes and full-width ASCII (，！？：１２３) to ASCII.
_NORMALISE = {0x2019: "'", 0x2018: "'", 0x201C: '"', 0x201D: '"', 0x3000: " "}
_NORMALISE.update({c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)})


def normalise(text: str) -> str:
    """``text`` with curly quotes and full-width ASCII mapped to ASCII (same length)."""
    return text.translate(_NORMALISE)


@dataclass(frozen=True)
class Mention:
    """One statement found in a clause: positions are relative to the text searched."""

    family: str  # name | pref | goal | status | allergy | entity
    tag: str  # polarity, goal status, entity key, or "" when the family needs none
    value: str
    start: int
    end: int
    vstart: int
    vend: int


# --- splitting ------------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"[。！？!?;；\n…]+|\.(?=\s|$)")
_CLAUSE_BREAK = re.compile(
    r"(?<!\d),|,(?!\d)|[，~]"  # commas, except inside numbers such as 1,200
    r"|\s+(?=(?:but|however|although|though|because|whereas)\b)"
    r"|\s+(?=and\s+(?:then\s+)?(?:i|i'm|i'd|i'll|we|my|also|please|can|could|book|cancel|change"
    r"|return|refund|exchange|reschedule|no|never)\b)"
    r"|(?=但是|不过|可是|然后|而且|并且|另外|同时|还有)",
    re.IGNORECASE,
)
_MARKER_ONLY = re.compile(
    r"^[\s,.:!-]*(?:(?:actually|no|nope|wait|sorry|oh|oops|hmm|well|ok|okay|um|uh|so|hey|"
    r"其实|不对|不|哦|噢|嗯|额|呃|等等|等一下|对不起|不好意思|抱歉)[\s,.:!-]*)+$",
    re.IGNORECASE,
)


#: Longest span the statement regexes see at once. Longer sentences are cut at a space (or
#: anywhere, for Chinese), which bounds the cost of every pattern on pasted logs or documents.
MAX_SENTENCE = 320
_SQUEEZE = re.compile(r"[^\S\n]{2,}|\s*\n\s*")


def squeeze(text: str) -> str:
    """``text`` with runs of blanks made one space and blank lines made one newline."""
    return _SQUEEZE.sub(lambda m: "\n" if "\n" in m.group(0) else " ", text)


def sentences(norm: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of ``norm`` (empty ones left out), each at most
    :data:`MAX_SENTENCE` characters long."""
    out: list[tuple[int, int]] = []
    pos = 0
    ends = [(m.start(), m.end()) for m in _SENTENCE_END.finditer(norm)] + [(len(norm), len(norm))]
    for end, nxt in ends:
        while end - pos > MAX_SENTENCE:
            cut = norm.rfind(" ", pos + MAX_SENTENCE // 2, pos + MAX_SENTENCE)
            cut = cut if cut > pos else pos + MAX_SENTENCE
            if norm[pos:cut].strip():
                out.append((pos, cut))
            pos = cut
        if norm[pos:end].strip():
            out.append((pos, end))
        pos = max(pos, nxt)
    return out


def clauses(norm: str, start: int, end: int) -> list[tuple[int, int]]:
    """Clause spans of the sentence ``norm[start:end]``.

    A clause that is only a discourse marker ("actually,", "no,", "其实，") is joined to the
    next one, so "Actually, make it Hangzhou" stays one clause.
    """
    spans: list[tuple[int, int]] = []
    pos = start
    for m in _CLAUSE_BREAK.finditer(norm, start, end):
        if m.start() > pos:
            spans.append((pos, m.start()))
        pos = max(pos, m.end())
    if pos < end:
        spans.append((pos, end))
    spans = [s for s in spans if norm[s[0] : s[1]].strip()]
    merged: list[tuple[int, int]] = []
    carry: int | None = None
    for s, e in spans:
        if carry is not None:
            s, carry = carry, None
        if _MARKER_ONLY.match(norm[s:e]) and (s, e) != spans[-1]:
            carry = s
            continue
        merged.append((s, e))
    return merged


# --- value cleaning -------------------------------------------------------------------------

_TRIM = " \t\r\n.,;:!?\"'()[]{}<>。，；：！？、…~-*“”"
_EN_TAIL = re.compile(
    r"(?:\s+(?:please|pls|thanks|thank you|if possible|if you can|for me|as well|too|anymore|"
    r"at all|again|right now|now|thx|ok|okay|instead))+$",
    re.IGNORECASE,
)
_EN_HEAD = re.compile(r"^(?:please|kindly|just|also|then|and|but|so)\s+", re.IGNORECASE)
_ZH_TAIL = re.compile(
    r"(?:吧|呢|啊|呀|哦|哈|嘛|了|啦|谢谢|谢谢你|多谢|好吗|好不好|可以吗|行吗|吗|么)+$"
)
_ZH_HEAD = re.compile(r"^(?:请|麻烦|给我|帮我)")
_PRONOUNS = _words("it that this them those these one ones him her you me something anything")


def clean(value: str) -> str:
    """A captured value without surrounding punctuation and polite filler."""
    prev = None
    while prev != value:
        prev = value
        value = value.strip(_TRIM)
        value = _EN_TAIL.sub("", value)
        value = _EN_HEAD.sub("", value)
        value = _ZH_TAIL.sub("", value)
        value = _ZH_HEAD.sub("", value)
    return value


_DETERMINERS = _PRONOUNS | {"the", "a", "an", "other", "same", "first", "second", "last"}


def _useful(value: str) -> bool:
    """False for empty values and bare references ("it", "that one", "the other one")."""
    words = value.casefold().split()
    return bool(words) and not all(w in _DETERMINERS for w in words)


# --- the statement families -----------------------------------------------------------------

_I = r"(?<![\w'])(?:i|we)"
_DONT = r"(?:don't|dont|do not|never)"
_NAME_STOP = _words(
    "Sorry Fine Good Great Here Back Ready Not Just Also So Very Really Still Hungry Tired "
    "Vegetarian Vegan Allergic Available Free Busy Done Sure Okay Ok Glad Happy Afraid "
    "Interested Looking Calling Trying Going Planning Wondering Flying Travelling Traveling "
    "Leaving Staying New Gold Silver Platinum Regular Premium Member The A An In On At With "
    "From Chinese Japanese American British English French German Canadian Australian Indian "
    "Korean Italian Spanish Mexican Russian Thai Vietnamese Unable Able Pretty Quite Currently "
    "Now Confused Worried"
)
_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏"
    "吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万"
    "钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包"
    "宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳"
    "时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇"
    "栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
_ZH_NAME_STOP = _words("马上 高兴 方便 万一 任何 成年 明天 时候 安全 金卡 白金 常客 全家 应该")
_ZH_NAME_END = r"(?=$|[\s,.!?;:，。！？；：想要在去来的了呢啊吧哦,和跟从打住订])"

_Rule = tuple[str, str, "re.Pattern[str]", bool]


def _r(family: str, tag: str, pattern: str, flags: int = re.IGNORECASE) -> _Rule:
    """A rule for text with Latin letters."""
    return (family, tag, re.compile(pattern, flags), False)


def _z(family: str, tag: str, pattern: str) -> _Rule:
    """A rule for text with Chinese characters."""
    return (family, tag, re.compile(pattern, re.IGNORECASE), True)


_LEAD = r"^(?:(?:and|but|also|then|so|please|oh|ok|okay|well)\s+)*"
_GOAL_VERBS = (
    r"book|reserve|cancel|change|modify|return|refund|exchange|reschedule|upgrade|find|get|"
    r"order|check|track|buy|send|update|add|remove|show|tell|give|look up|search"
)
_ZH_GOAL_VERBS = r"预订|预定|订购|取消|改签|退订|退票|退款|退货|退房|换货|改期|办理|查询"

# Priority order: status, names, allergies, prohibitions, dislikes, goals, requirements, likes.
RULES: tuple[_Rule, ...] = (
    # status of the newest goal (the user's own words; never the assistant's)
    _r(
        "status",
        "abandoned",
        r"\b(?:never ?mind|forget (?:about )?(?:it|that|this)|scratch that"
        r"|cancel that|don't bother|no longer (?:need|want)(?: (?:it|that|this))?"
        r"|(?:i )?(?:don't|do not) need (?:it|that|this) any ?more)\b(?P<v>.*)",
    ),
    _z(
        "status",
        "abandoned",
        r"(?:不用了|算了|不需要了|不要了|不订了|不买了|不去了|不换了|不退了)(?P<v>.*)",
    ),
    _r(
        "status",
        "done",
        r"\b(?:(?:that|it|everything|all)(?:'s| is) (?:all )?(?:done|sorted|settled"
        r"|fixed|resolved|taken care of)|problem solved|it worked|that worked)\b(?P<v>.*)",
    ),
    _z("status", "done", r"(?:搞定了|解决了|办好了|已经好了|完成了|弄好了)(?P<v>.*)"),
    # names
    _r(
        "name",
        "",
        r"(?i:\bmy name is|\bmy name's|\bname is)\s+"
        r"(?P<v>[A-Za-z][A-Za-z'\-]*(?:\s+[A-Z][A-Za-z'\-]*){0,2})",
        0,
    ),
    _r(
        "name",
        "",
        r"(?i:\bcall me)\s+(?P<v>[A-Z][A-Za-z'\-]*(?:\s+[A-Z][A-Za-z'\-]*){0,2})",
        0,
    ),
    _r(
        "name",
        "",
        r"(?<![A-Za-z])I(?:'m| am)\s+(?P<v>[A-Z][a-z'\-]+(?:\s+[A-Z][a-z'\-]+){0,2})\b",
        0,
    ),
    _z(
        "name",
        "",
        rf"(?:我叫|我的名字(?:是|叫)|本人姓名是?|我姓名是|名字是)"
        rf"(?P<v>(?![了过着一个车你他她它外])[{CJK}·]{{2,4}}?{_ZH_NAME_END}"
        r"|[A-Za-z][A-Za-z]+(?: [A-Z][a-z]+)?)",
    ),
    _z("name", "", rf"我是(?P<v>[{_SURNAMES}][{CJK}]{{1,2}}?{_ZH_NAME_END})"),
    # allergies: a prohibition plus an allergy fact
    _r("allergy", "avoid", r"\ballergic to (?P<v>.+)"),
    _r("allergy", "avoid", r"\b(?:i|we) (?:have|got) an? (?P<v>[\w -]+?) allergy\b"),
    _z("allergy", "avoid", rf"对(?P<v>{_HAN}.{{0,15}}?)过敏"),
    _z("allergy", "avoid", rf"(?:我|我们)(?:有)?(?P<v>(?!对){_HAN}{{1,8}}?)过敏"),
    # prohibitions
    _r("pref", "avoid", rf"{_I} {_DONT} want (?:to )?(?:any )?(?P<v>.+)"),
    _r(
        "pref",
        "avoid",
        rf"{_I} (?:can't|cannot|can not|don't|dont|do not|never) (?:eat|drink|have|take)"
        r" (?P<v>.+)",
    ),
    _r(
        "pref",
        "avoid",
        _LEAD + r"no (?P<v>(?!(?:thanks?|thank|problem|worries|need|way|idea|i|it"
        r"|that|this|one|more|longer|matter|rush|hurry|worry|big deal|doubt|wonder)\b).+)$",
    ),
    _r("pref", "avoid", r"\b(?:please )?avoid (?P<v>.+)"),
    _r(
        "pref",
        "avoid",
        _LEAD + r"(?:please )?(?:never|don't|do not) (?P<v>(?:book|give|put|use|send"
        r"|add|include|seat|serve)\b.+)",
    ),
    _z(
        "pref",
        "avoid",
        r"(?<![要想])(?:不想要|不想|不需要|不要|不吃|不喝|不能吃|不能喝|不坐|不住|别给我|别(?![的人处]))"
        r"(?P<v>.+)",
    ),
    # dislikes
    _r(
        "pref",
        "dislike",
        rf"{_I} (?:really |just |absolutely |honestly )?(?:hate|dislike|detest"
        r"|can't stand|cannot stand) (?P<v>.+)",
    ),
    _r(
        "pref", "dislike", rf"{_I} {_DONT} (?:really |much )?(?:like|love|enjoy|care for) (?P<v>.+)"
    ),
    _r("pref", "dislike", r"\bi'?m not (?:a |really a )?(?:big )?fan of (?P<v>.+)"),
    _z("pref", "dislike", r"(?:不喜欢|不太喜欢|不爱吃|不爱喝|不爱|讨厌|厌恶|受不了)(?P<v>.+)"),
    # goals
    _r(
        "goal",
        "open",
        rf"{_I}(?: really| also| just| still)? (?:want to|wanna|need to|have to"
        r"|got to|gotta|hope to|plan to|intend to) (?P<v>.+)",
    ),
    _r(
        "goal",
        "open",
        rf"{_I}(?:'m| am|'re| are) (?:also |still |just )?(?:planning|trying|looking"
        r"|hoping) to (?P<v>.+)",
    ),
    _r("goal", "open", rf"{_I}(?:'d| would)(?: really| also| just)? (?:like|love) to (?P<v>.+)"),
    _r("goal", "open", rf"{_I}(?: really| also| just)? want (?!to\b)(?P<v>.+)"),
    _r("goal", "open", r"\bi need (?:some )?help (?:with )?(?P<v>.+)"),
    _r("goal", "open", r"\bhelp me (?:to )?(?P<v>.+)"),
    _r("goal", "open", r"\b(?:can|could|would|will) you(?: please)? (?P<v>(?!help\b).+)"),
    _r("goal", "open", _LEAD + rf"(?P<v>(?:{_GOAL_VERBS})\b.+)"),
    _z("goal", "open", r"(?:我|我们)(?:还|也|就)?(?:想要|想|要|打算|准备|希望|计划)(?P<v>.+)"),
    _z("goal", "open", r"(?:我|我们)(?:还|也)?需要(?P<v>(?=[订预买查取改退找帮换去办]).+)"),
    _z("goal", "open", r"(?:请|麻烦|麻烦你|能不能|可以|能)?帮(?:我|忙)(?P<v>.+)"),
    _z("goal", "open", r"^请(?!问)(?P<v>.+)"),
    _z("goal", "open", rf"(?P<v>(?:{_ZH_GOAL_VERBS}).*)"),
    # requirements
    _r(
        "pref",
        "must",
        rf"{_I} (?:must have|really need|need|have to have|require|must get)"
        r" (?P<v>(?!to\b).+)",
    ),
    _r(
        "pref",
        "must",
        r"\b(?:it|this|that|they|the \w+) (?:has to|have to|must|needs to|need to)"
        r" be (?P<v>.+)",
    ),
    _r("pref", "must", r"\bmake sure (?:that )?(?P<v>.+)"),
    _z("pref", "must", r"(?:必须是|必须要|必须|一定要|务必|需要|得要)(?P<v>.+)"),
    # likes
    _r(
        "pref",
        "like",
        rf"{_I}(?:'d| would)? (?:really |also |much |definitely |usually )?(?:prefer"
        r"|like|love|enjoy|fancy) (?P<v>(?!to\b).+)",
    ),
    _r("pref", "like", rf"{_I} (?:really |also )?(?:like|love|prefer|enjoy) to (?P<v>.+)"),
    _r("pref", "like", _LEAD + r"(?:prefer|preferably) (?P<v>.+)"),
    _r("pref", "like", r"\bmy favou?rite (?:\w+ )?is (?P<v>.+)"),
    _r("pref", "like", r"\bi'?m a (?:big |huge )?fan of (?P<v>.+)"),
    _z(
        "pref",
        "like",
        r"(?:更喜欢|比较喜欢|很喜欢|非常喜欢|喜欢|偏好|偏爱|爱吃|爱喝|最好是|最好(?!的)|倾向于)(?P<v>.+)",
    ),
)


_ANY_HAN = re.compile(_HAN)
_ANY_LATIN = re.compile("[A-Za-z]")


def _reject(family: str, value: str) -> bool:
    if not _useful(value):
        return True
    if family == "name":
        first = value.split()[0]
        return (
            first in _NAME_STOP
            or first.endswith("ing")
            or value in _ZH_NAME_STOP
            or value.casefold() in {"not", "a", "an", "the", "here"}
        )
    return False


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def mentions(text: str, orig: str) -> list[Mention]:
    """Names, preferences, allergies, goals and status changes stated in one clause.

    ``text`` is the normalised clause, ``orig`` the same clause as written (values come from it).
    """
    accepted: list[tuple[tuple[int, int], Mention]] = []
    has_han, has_latin = bool(_ANY_HAN.search(text)), bool(_ANY_LATIN.search(text))
    for family, tag, rx, zh in RULES:
        if not (has_han if zh else has_latin):
            continue
        for m in rx.finditer(text):
            if "v" not in rx.groupindex:
                continue
            trig = (m.start(), max(m.start("v"), m.start() + 1))
            if any(_overlaps(trig, t) for t, _ in accepted):
                continue
            if family in ("goal", "pref") and any(
                a.family == "goal" and a.vstart <= trig[0] < a.vend for _, a in accepted
            ):
                continue  # "I want to cancel X": the imperative "cancel X" is the same goal
            raw = orig[m.start("v") : m.end("v")]
            value = clean(raw)
            if family == "status":
                value = clean(raw)  # may be empty: "never mind"
            elif _reject(family, value):
                continue
            vstart = m.start("v") + max(raw.find(value), 0) if value else m.start("v")
            accepted.append(
                (trig, Mention(family, tag, value, m.start(), m.end(), vstart, vstart + len(value)))
            )
    return sorted((a for _, a in accepted), key=lambda a: (a.start, a.family))


# --- entities: numbers, dates, times, money, ids ----------------------------------------------

_NUM_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a couple": 2,
    "a pair of": 2,
    "a": 1,
    "an": 1,
    "single": 1,
}
_EN_NUM = (
    r"(?:(?<![\d.])\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a couple of))"
)
_CN_DIGITS = "零〇一二两三四五六七八九十百千万"
_CN_NUM = f"(?:\\d+|[{_CN_DIGITS}]+)"
_WEEKDAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?)"
)
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|(?-i:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?)"
)
_ORD = r"(?:st|nd|rd|th)?"
_ID_WORDS = (
    r"order|reservation|booking|confirmation|ticket|tracking|case|account|member(?:ship)?|user"
    r"|customer|invoice|flight"
)
_ZH_ID_WORDS = (
    r"订单号|订单编号|订单|预订号|预订码|预定号|确认号|确认码|票号|会员号|工单号|单号|航班号|编号"
)
_ZH_ID_KEYS = {
    "订单": "order_id",
    "预订": "reservation_id",
    "预定": "reservation_id",
    "确认": "confirmation_id",
    "票号": "ticket_id",
    "会员": "member_id",
    "航班": "flight_id",
}

ENTITY_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (key, re.compile(p, re.IGNORECASE))
    for key, p in (
        ("email", r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
        (
            "id",
            rf"\b(?P<ctx>{_ID_WORDS})\s*(?:id|number|no\.?|code|ref)?\s*(?:is|:)?\s*"
            r"(?P<v>#?(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,})\b",
        ),
        ("id", rf"(?P<ctx>{_ZH_ID_WORDS})\s*(?:是|为|:)?\s*(?P<v>#?[A-Za-z0-9][A-Za-z0-9-]{{3,}})"),
        ("id", r"(?<![\w#])#[A-Za-z]{0,4}\d[\w-]*"),
        (
            "phone",
            r"(?<![\w+])(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)[\s-]?)?\d{3,4}[\s-]\d{3,4}[\s-]?\d{3,4}"
            r"(?![\w])|(?<!\d)1[3-9]\d{9}(?!\d)",
        ),
        (
            "money",
            r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|million)\b)?"
            rf"|(?<![\d.])\d[\d,]*(?:\.\d+)?\s?(?:dollars|bucks|usd|euros?|eur|pounds|gbp|yuan|rmb|cny)\b"
            rf"|(?:\d+(?:\.\d+)?(?:\s*[-~到至]\s*\d+(?:\.\d+)?)?|[{_CN_DIGITS}]+)\s*"
            r"(?:元|块钱|块(?![儿去走玩])|美元|美金|人民币|欧元|英镑|刀)",
        ),
        (
            "date",
            rf"\b(?:(?:next|this|last|coming|following)\s+)?{_WEEKDAY}"
            r"(?:\s+(?:morning|afternoon|evening|night))?\b"
            r"|\b(?:the day after tomorrow|day after tomorrow|today|tonight|tomorrow"
            r"(?:\s+(?:morning|afternoon|evening|night))?|(?:this|next)\s+(?:weekend|week|month))\b"
            rf"|\b{_MONTH}\s+\d{{1,2}}{_ORD}(?:,?\s+\d{{4}})?\b"
            rf"|(?<![\d.])\d{{1,2}}{_ORD}\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?\b"
            r"|(?<![\d/.-])\d{4}-\d{1,2}-\d{1,2}\b|(?<![\d/.])\d{1,2}/\d{1,2}(?:/\d{2,4})?\b"
            r"|(?:\d{4}年)?\d{1,2}月\d{1,2}[日号]?|(?:[一二三四五六七八九十]{1,2})月[一二三四五六七八九十]{1,3}[日号]"
            r"|(?:下下|下个|这个|上个|下|这|本|上)?(?:周|星期|礼拜)[一二三四五六日天1-7]"
            r"|大后天|后天|明天|今天|今晚|明晚|明早|今早|这周末|下周末|周末|下周|下个月|下星期",
        ),
        (
            "time",
            r"(?<![\d:.])\d{1,2}:\d{2}(?:\s?(?:am|pm|a\.m\.|p\.m\.))?(?![\d:])"
            r"|(?<![\d:.])\d{1,2}(?:\.\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|o'clock)(?![a-z])"
            r"|\b(?:noon|midnight)\b"
            rf"|(?:早上|上午|中午|下午|晚上|傍晚|凌晨|夜里)\s*{_CN_NUM}(?:点|:\d{{2}})(?:半|一刻|三刻|{_CN_NUM}分|钟)?"
            rf"|(?<![一\d])(?:\d{{1,2}}|[两二三四五六七八九十]|十[一二])点(?:半|一刻|三刻|{_CN_NUM}分|钟)?"
            rf"|一点(?:半|一刻|{_CN_NUM}分|钟)",
        ),
        (
            "party",
            rf"{_EN_NUM}\s+(?:adults?|children|kids?|people|persons?|guests?|passengers?"
            r"|travell?ers?|infants?|seniors?|of us|pax|tickets?|seats?)\b"
            rf"|\b(?:party|table|group|family) of {_EN_NUM}\b"
            rf"|\b(?:table|room|reservation|booking|tickets?|seats?) for {_EN_NUM}\b"
            r"(?!\s+(?:adults?|children|kids?|people|persons?|guests?|passengers?|of us))"
            rf"|(?<!第)(?:{_CN_NUM})\s*(?:个大人|个成人|个小孩|个孩子|个儿童|个人|位客人|位成人|位|口人|名(?!字|称)"
            r"|人(?!均|民|次|气))",
        ),
    )
)


@dataclass(frozen=True)
class Entity:
    """A number, date, time, amount or id, with its key and position."""

    key: str
    value: str
    start: int
    end: int


def _id_key(ctx: str) -> str:
    ctx = ctx.casefold()
    for word, key in _ZH_ID_KEYS.items():
        if word in ctx:
            return key
    if ctx.startswith("member"):
        return "member_id"
    return f"{ctx}_id" if ctx else "id"


def entities(text: str, orig: str, *, ids_only: bool = False) -> list[Entity]:
    """Non-overlapping entities of ``text`` (normalised), values from ``orig``, in text order."""
    found: list[tuple[int, int, int, Entity]] = []
    for rank, (key, rx) in enumerate(ENTITY_RULES):
        if ids_only and key != "id":
            continue
        for m in rx.finditer(text):
            vs, ve = (m.start("v"), m.end("v")) if "v" in rx.groupindex else m.span()
            k = key
            if key == "id":
                ctx = m.group("ctx") if "ctx" in rx.groupindex else ""
                k = _id_key(
                    ctx or ("order" if "order" in text[max(0, vs - 24) : vs].lower() else "")
                )
            value = orig[vs:ve].strip(_TRIM)
            if value:
                found.append((m.start(), -(m.end() - m.start()), rank, Entity(k, value, vs, ve)))
    found.sort(key=lambda f: (f[0], f[1], f[2]))
    out: list[Entity] = []
    taken: list[tuple[int, int]] = []
    for s, neg_len, _, ent in found:
        span = (s, s - neg_len)
        if any(_overlaps(span, t) for t in taken):
            continue
        taken.append(span)
        out.append(ent)
    out.sort(key=lambda e: e.start)
    return out


# --- numbers ---------------------------------------------------------------------------------

_CN_VALUES = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def cn_number(s: str) -> int | None:
    """Value of a Chinese numeral such as 三, 十二, 两百五十 (None if ``s`` is not one)."""
    if not s or any(c not in _CN_VALUES and c not in _CN_UNITS for c in s):
        return None
    total, section, digit = 0, 0, 0
    for c in s:
        if c in _CN_VALUES:
            digit = _CN_VALUES[c]
        elif c == "万":
            total += (section + digit) * 10000
            section, digit = 0, 0
        else:
            section += (digit or 1) * _CN_UNITS[c]
            digit = 0
    return total + section + digit


_NUMBER = re.compile(
    rf"\d[\d,]*(?:\.\d+)?|[{_CN_DIGITS}]+|\b(?:a couple of|a pair of|"
    + "|".join(sorted((w for w in _NUM_WORDS if w not in ("a", "an")), key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)


def first_number(text: str) -> float | None:
    """The first number written in ``text`` (digits, English words or Chinese numerals)."""
    for m in _NUMBER.finditer(text):
        tok = m.group(0)
        if tok[0].isdigit():
            try:
                return float(tok.replace(",", ""))
            except ValueError:
                continue
        if tok.casefold() in _NUM_WORDS:
            return float(_NUM_WORDS[tok.casefold()])
        n = cn_number(tok)
        if n is not None:
            return float(n)
    return None


# --- places, proper names, correction values ------------------------------------------------

_CAP_WORD = r"[A-Z][\w'.&-]*"
_CAP_RUN = re.compile(rf"(?<![\w'])(?:{_CAP_WORD})(?:\s+(?:of\s+|de\s+|la\s+)?{_CAP_WORD})*")
_NOT_PROPER = _words(
    "I I'm I'd I'll I've Hi Hello Hey Please Thanks Thank Yes No Ok Okay Sure Actually Also And "
    "But So Then The A An It It's My We Our Can Could Would Will Let Let's Make Change Book Go "
    "Make Switch Instead Cancel How What When Where Why Which Who Is Are Do Does Did Not Sorry "
    "Wait Oh Well Just Maybe"
)
_ZH_PLACE = (
    rf"(?P<p>(?![了一个这那哪些的到去过就也都还再吃喝玩看买找办做拿取逛走坐住睡]){_HAN}{{2,8}}?)"
    r"(?=的|玩|旅游|旅行|出差|看|吃|住|开会|度假|探亲|逛|转|出发|过|待|呆|吧|呢|了|啊|呀|和|跟|机票|火车"
    r"|高铁|航班|飞机|坐|乘|怎么|要|需要|大概|多少|大约|几|一趟|一下|那边|到|至|飞|去|回|开|,|\.|!|\?|;|:|\s|。|$)"
)
ZH_DEST = re.compile(
    rf"(?:去|飞往|飞到|前往|抵达|到达|开往|目的地是|目的地为|目的地)\s*{_ZH_PLACE}"
)
ZH_ORIGIN = re.compile(
    rf"(?:从|由|出发地是|出发地为|出发地|始发站是|始发地是)\s*{_ZH_PLACE}"
    r"|(?:^|[在我们,])\s*(?P<q>(?![了一个这那明今后下上])" + _HAN + r"{2,6}?)出发"
)
ZH_ROUTE = re.compile(rf"从\s*{_HAN}{{2,8}}?\s*(?:到|至|飞|去)\s*{_ZH_PLACE}")
_STOP_BEFORE_TO = _words(
    "talk talking speak speaking send sent give gave email emailed transfer transferred reply "
    "write wrote say said explain listen belongs refer sorry it this that them"
)
EN_DEST = re.compile(
    r"\b(?i:to|into|towards?|arriving (?:in|at)|destination(?: is|:)?)"
    rf"\s+(?P<p>{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,3}})"
    rf"|(?:->|→)\s*(?P<q>{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,3}})",
)
EN_ORIGIN = re.compile(
    rf"\b(?i:from|leaving(?: from)?|departing(?: from)?|depart from|out of|starting from)"
    rf"\s+(?P<p>{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,3}})"
    rf"|(?P<q>{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,3}})\s*(?:->|→)",
)
_DIRECTION = re.compile(
    r"\b(?:to|into|towards?|in|at|for)\s+$|(?:去|到|飞往|飞到|前往|往|至)\s*$", re.I
)
_DATE_WORDS = re.compile(rf"^(?:{_WEEKDAY}|{_MONTH}|today|tomorrow|tonight)$", re.IGNORECASE)


_PREV_WORD = re.compile(r"([A-Za-z]+)\W*$")


def place_value(m: re.Match[str]) -> tuple[int, int] | None:
    """Span of the place a destination/origin pattern matched (its ``p`` or ``q`` group), or
    None when it is a date or follows a verb of speaking ("talk to Anna")."""
    prev = _PREV_WORD.search(m.string, max(0, m.start() - 20), m.start())
    if prev and prev.group(1).casefold() in _STOP_BEFORE_TO:
        return None
    for g in ("p", "q"):
        if g in m.re.groupindex and m.group(g):
            s, e = m.span(g)
            if _DATE_WORDS.match(m.group(g)) or m.group(g) in _NOT_PROPER:
                return None
            return s, e
    return None


def proper_spans(text: str) -> list[tuple[int, int]]:
    """Spans of names and places in ``text``: capitalised runs (not sentence-initial function
    words), and Chinese places after 去/到/从 and similar; dates are left out."""
    spans: list[tuple[int, int]] = []
    for m in _CAP_RUN.finditer(text):
        words = m.group(0).split()
        s = m.start()
        while words and (words[0] in _NOT_PROPER or _DATE_WORDS.match(words[0])):
            s = text.index(words[0], s) + len(words[0])
            words = words[1:]
        if words:
            s = text.index(words[0], s)
            spans.append((s, m.end()))
    for rx in (ZH_DEST, ZH_ROUTE, ZH_ORIGIN):
        for m in rx.finditer(text):
            span = place_value(m)
            if span and not any(_overlaps(span, t) for t in spans):
                spans.append(span)
    spans.sort()
    return spans


_FROM_CUE = re.compile(r"\b(?:from|leaving|departing|out of)\s+$|(?:从|由)\s*$", re.I)
_FROM_START = re.compile(r"^(?:from|leaving|departing|out of)\b|^(?:从|由)", re.I)


def preferred_proper(text: str, new: str = "") -> tuple[int, int] | None:
    """The place a bare correction replaces: after from/从 when ``new`` starts with one ("from
    Tianjin"), else after to/去/到, else the last one."""
    spans = proper_spans(text)
    if not spans:
        return None
    cue = _FROM_CUE if _FROM_START.match(new.strip()) else _DIRECTION
    directed = [s for s in spans if cue.search(text[max(0, s[0] - 12) : s[0]])]
    return (directed or spans)[-1]


_LEAD_INS = re.compile(
    r"^(?:(?:oh|no|wait|sorry|well|ok|okay|hmm|actually|in fact|correction|i mean|i meant"
    r"|sorry i meant|on second thought|let me correct that|then)[,:]?\s+)*"
    r"(?:(?:please|can you|could you|let's|lets)\s+)?"
    r"(?:change (?:it|that|this) to|make (?:it|that|this)|switch (?:it |that )?to"
    r"|update (?:it|that) to|set (?:it|that) to|go with|let's do|let's go with|how about"
    r"|what about|we'll do|i'll take"
    r"|i'll go with|it's|it is|it should be|should be|it's for|for)?\s*",
    re.IGNORECASE,
)
_ZH_LEAD_INS = re.compile(
    r"^(?:哦|啊|嗯|不好意思|抱歉|对不起|其实|不对|我说错了|说错了|更正一下|更正|那|那就|还是)*[,，:]?\s*"
    r"(?:改成|换成|改为|改到|换到|变成|应该是|是)?"
)


def strip_lead_in(value: str) -> str:
    """A correction's new value without its lead-in ("make it", "change it to", "改成")."""
    value = _LEAD_INS.sub("", value, count=1)
    value = _ZH_LEAD_INS.sub("", value, count=1)
    value = re.sub(r"\s+instead$|^instead\s+", "", value, flags=re.IGNORECASE)
    return clean(value)


def core_value(value: str) -> tuple[str, str]:
    """(category, text) of a correction value: an entity key, ``proper`` or ``other``."""
    norm = normalise(value)
    ents = entities(norm, value)
    if ents:
        return ents[-1].key, ents[-1].value
    spans = proper_spans(norm)
    if spans:
        s, e = spans[-1]
        return "proper", value[s:e]
    cjk = re.fullmatch(rf"(?:去|到|飞|订|要)?(?P<p>{_HAN}{{2,8}})", norm)
    if cjk:
        return "proper", value[cjk.start("p") : cjk.end("p")]
    return "other", value


_STOPWORDS = _words(
    "a an the to of for on in at by with and or but i me my we our you your it is are be please "
    "would like want need have has get some any this that one"
)
_WORD = re.compile(rf"[A-Za-z][A-Za-z'-]+|{_HAN}{{2}}")


def content_words(text: str) -> set[str]:
    """Lower-cased content words of ``text`` (and overlapping Chinese bigrams), for matching."""
    norm = normalise(text).casefold()
    words = {w for w in _WORD.findall(norm) if w not in _STOPWORDS and len(w) > 2}
    for run in re.findall(rf"{_HAN}+", norm):
        words.update(run[i : i + 2] for i in range(len(run) - 1))
    return words
