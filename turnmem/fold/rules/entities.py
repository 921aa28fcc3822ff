"""Entities of the offline folder: numbers, dates, times, money, ids, party sizes, places and
proper names, and the values a correction names.

Pure functions on one normalised string at a time (values are sliced from the original text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from turnmem.fold.rules.lead_ins import strip_lead_in
from turnmem.fold.rules.numbers import CN_DIGITS as _CN_DIGITS
from turnmem.fold.rules.numbers import CN_NUM as _CN_NUM
from turnmem.fold.rules.numbers import EN_NUM as _EN_NUM
from turnmem.fold.rules.numbers import cn_number, first_number
from turnmem.fold.rules.prefilter import Gate, ascii_pattern, conditions
from turnmem.fold.rules.text import HAN, TRIM, normalise, overlaps, word_set

__all__ = [
    "EN_DEST",
    "EN_ORIGIN",
    "ZH_DEST",
    "ZH_ORIGIN",
    "ZH_ROUTE",
    "Entity",
    "cn_number",
    "core_value",
    "entities",
    "first_number",
    "place_value",
    "preferred_proper",
    "proper_spans",
    "strip_lead_in",
]


# --- entities: numbers, dates, times, money, ids ----------------------------------------------

_WEEKDAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?)"
)
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|(?-i:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?)"
)
_ORD = r"(?:st|nd|rd|th)?"
_MIN = r"[0-5]\d(?![\d个人位元块号年月日张份桌间名只件分钟天多])"  # "3点20", not "3点20张票"
_ID_WORDS = (
    r"order|reservation|booking|confirmation|ticket|tracking|case|account|member(?:ship)?|user"
    r"|customer|invoice|flight|reference|booking ref|policy|claim|prescription|rx"
)
_ZH_ID_WORDS = (
    r"订单号|订单编号|订单|预订号|预订码|预定号|确认号|确认码|票号|会员号|工单号|单号|航班号|航班"
    r"|员工编号|员工号|工号|保单号|保单|处方号|案件号|报案号|编号"
)
_ZH_ID_KEYS = {
    "订单": "order_id",
    "预订": "reservation_id",
    "预定": "reservation_id",
    "确认": "confirmation_id",
    "票号": "ticket_id",
    "会员": "member_id",
    "航班": "flight_id",
    "工号": "employee_id",
    "保单": "policy_id",
    "处方": "prescription_id",
    "案件": "claim_id",
    "报案": "claim_id",
    "员工": "employee_id",
}

#: What may follow a day of the month said alone ("the 14th if there's room", "16号我要开会"):
#: not a noun ("the 2nd bag", "3号航站楼").
_AFTER_DAY = (
    r"(?:if|and|or|at|in|for|instead|then|please|is|would|works|maybe|so|but|as|because|since"
    r"|to|from|through|until|till|ok|okay|actually|too|morning|afternoon|evening|night|would"
    r"|will|should|could|works?|is|was|would|we|i|it|that|which|when|rather|not|now|again)"
)
_ZH_AFTER_DAY = (
    r"(?:入住|出发|退房|走|到|那天|当天|下午|上午|中午|晚上|早上|凌晨|之前|之后|以前|以后|前|后|吧|的|呢"
    r"|我|你|他|她|可以|行|有|是|改|左右|或|和|至|开始|还|就|也|去|回|晚|早|吗|再|那|这|号|起|取|还车"
    r"|上|下|要|能|会|比较|更|见|左|才|都|一|两|几|住|飞|出|发|送|寄|交|付|截止|前后|啊|呀|哦|嘛)"
)

ENTITY_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (key, re.compile(p, re.IGNORECASE))
    for key, p in (
        # ASCII only: "他邮箱是zhangwei@huaxin.cn" holds the address "zhangwei@huaxin.cn"
        ("email", r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"),
        (
            "id",
            rf"\b(?P<ctx>{_ID_WORDS})\s*(?:id|number|no\.?|code|ref)?\s*(?:is|:)?\s*"
            r"(?P<v>#?(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,})\b",
        ),
        ("id", rf"(?P<ctx>{_ZH_ID_WORDS})\s*(?:是|为|:)?\s*(?P<v>#?[A-Za-z0-9][A-Za-z0-9-]{{3,}})"),
        ("id", r"(?<![\w#])#[A-Za-z]{0,4}\d[\w-]*"),
        (
            "iban",
            r"(?<![\w])(?-i:[A-Z]{2})\d{2}(?: ?(?-i:[A-Z0-9]){4}){2,7}(?: ?(?-i:[A-Z0-9]){1,3})?\b",
        ),
        (
            "phone",
            r"(?<![\w+])(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)[\s-]?)?\d{3,4}[\s-]\d{3,4}[\s-]?\d{3,4}"
            r"(?![\w])|(?<!\d)1[3-9]\d{9}(?!\d)"
            # a Chinese mobile in groups: "139 2104 6685", "186-0217-5530"
            r"|(?<![\d-])1[3-9]\d(?: \d{4} |-\d{4}-)\d{4}(?![\d-])"
            # a local number with its trunk zero: "07700 900123", "07984 221 530"
            r"|(?<![\w+])0\d{3,4}[\s-](?:\d{6}|\d{3}[\s-]\d{3})(?![\w])"
            # an international number in short groups: "+353 87 412 6650"
            r"|(?<![\w+])\+\d{1,3}(?:[\s-]\d{1,4}){2,5}(?![\w])"
            # a local number: "555-0134" (a phone only after a cue word or said alone)
            r"|(?<![\w+./-])\d{3}-\d{4}(?![\w/-]|\.\d)",
        ),
        (
            "money",
            r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|million)\b)?"
            rf"|(?<![\d.])\d[\d,]*(?:\.\d+)?\s?(?:dollars|bucks|usd|euros?|eur|pounds|gbp|yuan|rmb|cny)\b"
            # "8,650元": digits grouped by thousands are one amount
            rf"|(?:(?<![\d,])(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d+)?"
            rf"(?:\s*(?:元|块)?\s*[-~到至]\s*\d+(?:\.\d+)?)?|[{_CN_DIGITS}]+)\s*"
            # the bound a user sets is part of the amount: "1000元以上" is not "1000元"
            # "一块浪琴", "一块50平米的": 块 before a thing or its size counts it ("80块1米" pays)
            r"(?:元|块钱|块(?:(?<=\d块)|(?!\d+(?:\.\d+)?\s*(?:平|米|亩|公|厘|cm|m\b)))"
            r"(?=$|[^\u4e00-\u9fff]|[钱半零一二两三四五六七八九十吧呢吗啊呀了的左以之多每就也都"
            r"还够可行好不没到至给付])|美元|美金|人民币|欧元|英镑|刀)(?:以上|以下|以内)?",
        ),
        # a budget needs no unit: "预算一个人三千以内", "预算大概两千"
        (
            "money",
            rf"预算\s*(?:大概|大约|差不多|是|在)?\s*(?:一个人|每人|人均)?\s*(?P<v>(?:\d+|[{_CN_DIGITS}]+)"
            # never stopping inside a number ("预算五千块" is 五千块, not 五)
            rf"(?:以内|以下|左右|之内)?)(?![\d元块{_CN_DIGITS}])",
        ),
        # a free admission is a price ("门票免费", "免票景点"); free parking or wifi is not
        (
            "money",
            r"(?:门票|票价)\s*(?:是|为)?\s*(?P<v>免费)|免费(?=的?(?:景点|参观|入场|进入))|免票",
        ),
        (
            "date",
            rf"\b(?:(?:next|this|last|coming|following)\s+)?{_WEEKDAY}"
            r"(?:\s+(?:morning|afternoon|evening|night))?\b"
            r"|\b(?:the day after tomorrow|day after tomorrow|today|tonight|tomorrow"
            r"(?:\s+(?:morning|afternoon|evening|night))?|(?:this|next)\s+(?:weekend|week|month))\b"
            rf"|\b{_MONTH}\s+\d{{1,2}}{_ORD}(?:,?\s+\d{{4}})?\b"
            rf"|(?<![\d.])\d{{1,2}}{_ORD}\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?\b"
            # the first day of a range whose month comes once, at its end: "3 to 7 August"
            rf"|(?<![\d.:$£€/-])(?P<rs>[12]?\d|3[01]){_ORD}(?=\s*(?:-|–|to|until|till|through)"
            rf"\s*(?:the\s+)?(?:[12]?\d|3[01]){_ORD}\s+(?:of\s+)?(?P<rm>{_MONTH})\b)"
            r"|(?<![\d/.-])\d{4}-\d{1,2}-\d{1,2}\b|(?<![\d/.])\d{1,2}/\d{1,2}(?:/\d{2,4})?\b"
            r"|(?:\d{4}年)?\d{1,2}月\d{1,2}[日号]?|(?:[一二三四五六七八九十]{1,2})月[一二三四五六七八九十]{1,3}[日号]"
            # ("每周一次", "两周一次": how often, not Monday)
            r"|(?:下下|下个|这个|上个|下|这|本|上)?(?:周|星期|礼拜)[一二三四五六日天1-7](?![次遍])"
            # a day of a month named by its place: "the 1st of next month", "下个月1号"
            r"|\b(?:the\s+)?(?:[12]?\d|3[01])(?:st|nd|rd|th)\s+of\s+(?:next|this|the following)"
            r"\s+month\b|(?:下个月|下月|这个月|本月)(?:[12]?\d|3[01])[号日]"
            r"|大后天|后天|明天|今天|今晚|明晚|明早|今早|这周末|下周末|周末|下周|下个月|下星期"
            # a day of the month alone: "the 14th", "16号", "15日" (not "3号楼", "2号线")
            r"|\bthe\s+(?:[12]?\d|3[01])(?:st|nd|rd|th)\b"
            rf"(?!\s+(?:of\s+)?{_MONTH})(?=\s*(?:$|[^\w\s]|{_AFTER_DAY}\b))"
            r"|(?<![\d月.:#A-Za-z街路道巷弄同村庄院楼栋座区室层元门里])(?:[12]?\d|3[01])[号日]"
            rf"(?=$|[^\w]|[A-Za-z\d]|{_ZH_AFTER_DAY})",
        ),
        (
            "time",
            # a span with one am / pm ("2-5pm", "1–3 pm"): one time, as said (not "5pm")
            r"(?<![\d:.£$€-])\d{1,2}(?::\d{2})?\s?[-–]\s?\d{1,2}(?::\d{2})?\s?(?:am|pm)(?![a-z])"
            r"|(?<![\d:.])\d{1,2}:\d{2}(?:\s?(?:am|pm|a\.m\.|p\.m\.))?(?![\d:])"
            r"|(?<![\d:.])\d{1,2}(?:\.\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|o'clock)(?![a-z])"
            r"|\b(?:noon|midnight)\b"
            # a bare hour after a day: "the Thursday at 2", "tomorrow at 10" (never "at 3
            # Mill Lane", "at 4 people", "at 2 nights")
            r"|(?:(?<=day at )|(?<=row at ))(?:1[0-2]|[1-9])(?![\w:/-]|[.,]\d|\s*(?:%|-|[a-z]+\s+"
            r"(?:street|st|road|rd|lane|avenue|ave|close|way|drive|place|square)\b|(?:people"
            r"|persons?|guests?|adults?|kids?|children|of us|tickets?|seats?|nights?|days?"
            r"|weeks?|hours?|minutes?|mins?|months?|years?|and\s+\d)\b))"
            rf"|(?:早上|上午|中午|下午|晚上|傍晚|凌晨|夜里)\s*{_CN_NUM}(?:点|:\d{{2}})(?:半|一刻|三刻|{_CN_NUM}分|{_MIN}|钟)?"
            rf"|(?<![一\d])(?:\d{{1,2}}|[两二三四五六七八九十]|十[一二])点(?:半|一刻|三刻|{_CN_NUM}分|{_MIN}|钟)?"
            rf"|一点(?:半|一刻|{_CN_NUM}分|钟)",
        ),
        (  # "we'll be 6", "there will be 3 of us": the count alone
            "party",
            r"\b(?:we(?:'ll| will)? be|we are|we're|there(?:'ll| will) be)\s+"
            r"(?:(?:now|only|just|actually)\s+){0,2}"
            rf"(?P<v>{_EN_NUM})\b(?!\s*(?:am|pm|a\.m|p\.m|:|o'clock|minutes?|mins?|hours?|years?"
            r"|days?|nights?|weeks?|months?|%|percent|dollars|euros|pounds"
            # "we are 2 adults": the longer party rule below keeps its words
            r"|adults?|children|kids?|people|persons?|guests?|passengers?|travell?ers?|of us"
            r"|pax|tickets?|seats?))",
        ),
        (  # "so 3 now", "that makes 6 in total": the party's new size, said as a sum
            "party",
            r"\b(?:so|that's|that makes|which makes|making it|that leaves|which leaves)\s+"
            rf"(?:(?:just|only)\s+)?(?P<v>{_EN_NUM})\s+(?:now|in total|total|altogether|left)\b",
        ),
        (
            "party",
            rf"{_EN_NUM}\s+(?:adults?|child(?:ren)?|kids?|bab(?:y|ies)|toddlers?|people|persons?"
            r"|guests?|passengers?|travell?ers?|infants?|seniors?|of us|pax|tickets?|seats?)\b"
            # "two adults and a child": the child is one more head of the same party
            r"|(?:(?<=adults and )|(?<=adults plus )|(?<=adults, )|(?<=adult and ))"
            r"an? (?:child|kid|baby|infant|toddler)\b(?!'s)"
            # "two train tickets", "3 economy seats": a kind between the count and the noun
            rf"|{_EN_NUM}\s+(?:train|plane|air|bus|rail|economy|business|adult|child|return"
            r"|one-way|concert|theatre|theater|movie|cinema)\s+(?:tickets?|seats?)\b"
            rf"|\b(?:party|table|group|family) of {_EN_NUM}\b"
            rf"|\b(?:table|room|reservation|booking|tickets?|seats?) for {_EN_NUM}\b"
            r"(?!\s+(?:adults?|children|kids?|people|persons?|guests?|passengers?|of us))"
            # "a room for 2 nights", "a table for 7:30": a stay or a time, not a party
            r"(?!\s*(?::|\.\d|am\b|pm\b|a\.m|p\.m|o'clock)|\s+(?:nights?|days?|weeks?"
            r"|months?|hours?|minutes?|mins?|years?)\b)"
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


_PHONE_CUE = re.compile(
    r"\b(?:phone|mobile|cell|call|tel|telephone|number|text me|whatsapp|contact)\b"
    r"|电话|手机|号码|联系",
    re.IGNORECASE,
)


_NOT_PHONE_CUE = re.compile(
    r"\b(?:card|account|acct|iban|sort code|routing|policy|order|booking|ref|member|employee"
    r"|id|passport|licen[cs]e|serial|invoice|tracking)\b|卡号|账号|账户|订单|保单|单号|编号",
    re.IGNORECASE,
)


_LOCAL = re.compile(r"\d{3}-\d{4}")
#: "donor number", "library card number": a number of another thing than a phone
_OTHER_NUMBER = re.compile(
    r"\b(?!(?:phone|mobile|cell|contact|telephone|tel|my|your|our|his|her|the|a|best|new|old"
    r"|home|work|office|direct|landline|whatsapp)\b)[a-z]{3,} (?:number|no)\b[^,;]{0,12}$",
    re.IGNORECASE,
)


def _is_phone(text: str, start: int, value: str) -> bool:
    """Digits are a phone number only when they look like one on their own (+44 ...,
    13912345678) or a cue word says so ("phone 555-123-4567"): IBAN or card digits are not."""
    if value.startswith("+") or re.fullmatch(r"1[3-9]\d(?:\d{4}| \d{4} |-\d{4}-)\d{4}", value):
        return True
    before = text[max(0, start - 30) : start]
    if (cue := _PHONE_CUE.search(before)) is not None and not _OTHER_NUMBER.search(
        before[: cue.end()]
    ):
        return True
    if _LOCAL.fullmatch(value):  # "555-0187" as the whole answer: the number asked for
        return not text[:start].strip(" ,.:") and not text[start + len(value) :].strip(" ,.!")
    # "0412 558 903", "085 224 6190": a local number, grouped, with its trunk zero (no card,
    # account or IBAN number starts so, after such a cue word)
    digits = re.sub(r"\D", "", value)
    return (
        value.startswith("0")
        and 9 <= len(digits) <= 11
        and bool(re.search(r"[\s-]", value))
        and not _NOT_PHONE_CUE.search(before)
    )


#: the rules of :data:`ENTITY_RULES` an ASCII text may match (:mod:`.prefilter`)
GATE = Gate([conditions(rx) for _, rx in ENTITY_RULES])
_ASCII = tuple(ascii_pattern(rx) for _, rx in ENTITY_RULES)  # as patterns._ASCII
_ALL = range(len(ENTITY_RULES))
_MONEY_RANGE = re.compile(r"(?<=\d)\s*(?:元|块)?\s*[-~到至]\s*(?=\d)")


def entities(text: str, orig: str, *, ids_only: bool = False) -> list[Entity]:
    """Non-overlapping entities of ``text`` (normalised), values from ``orig``, in text order."""
    found: list[tuple[int, int, int, Entity]] = []
    ascii = text.isascii()  # see patterns.mentions
    for rank in GATE.rules(text.lower()) if ascii else _ALL:
        key, rx = ENTITY_RULES[rank]
        if ids_only and key != "id":
            continue
        if ascii:
            rx = _ASCII[rank]
        for m in rx.finditer(text):
            has_v = "v" in rx.groupindex and m.start("v") >= 0
            vs, ve = (m.start("v"), m.end("v")) if has_v else m.span()
            k = key
            if key == "id":
                ctx = m.group("ctx") if "ctx" in rx.groupindex else ""
                k = _id_key(
                    ctx or ("order" if "order" in text[max(0, vs - 24) : vs].lower() else "")
                )
            value = orig[vs:ve].strip(TRIM)
            if k == "phone" and not _is_phone(text, vs, value):
                continue
            if k == "date" and "rs" in rx.groupindex and m.start("rs") >= 0:
                value = f"{value} {orig[m.start('rm') : m.end('rm')]}"  # "3" of "3 to 7 August"
            if k == "money":  # one form of a range: "300到400元", "50 - 100元" -> "300-400元"
                value = "免费" if value == "免票" else _MONEY_RANGE.sub("-", value)
            if value:
                found.append((m.start(), -(m.end() - m.start()), rank, Entity(k, value, vs, ve)))
    found.sort(key=lambda f: (f[0], f[1], f[2]))
    out: list[Entity] = []
    taken: list[tuple[int, int]] = []
    for s, neg_len, _, ent in found:
        span = (s, s - neg_len)
        if any(overlaps(span, t) for t in taken):
            continue
        taken.append(span)
        out.append(ent)
    out.sort(key=lambda e: e.start)
    return [
        e
        for e in out
        if not (e.key == "party" and _per_head(text, e))
        and not (e.key == "date" and _A_WEEKDAY.search(text, 0, e.start))
    ]


#: "it's a Sunday", "on a weekday like a Friday": a weekday that describes, not a date.
_A_WEEKDAY = re.compile(r"\ban\s+$|\ba\s+$", re.IGNORECASE)


#: A count that prices a head ("预算一个人三千", "budget per person", "人均"): no party size.
_PER_HEAD_BEFORE = re.compile(r"(?:预算|budget|每|per|人均)\W{0,2}$", re.IGNORECASE)
_ONE_PERSON = re.compile(r"^(?:一个?|1\s*个?|one)\s*(?:人|person)$", re.IGNORECASE)
_AMOUNT_AFTER = re.compile(rf"\s?(?:\d|[{_CN_DIGITS}]|[$€£¥])")


#: "one of us is bringing a baby", "two of us are vegetarian": some of the party, not its size.
_SOME_OF_US = re.compile(r"^(?:one|1)\s+of us$", re.IGNORECASE)
_SOME_VERB = re.compile(
    r"\s+(?:is|are|has|have|needs?|wants?|will|won't|can|can't|don't|doesn't|eats?|prefers?"
    r"|likes?|uses?)\b",
    re.IGNORECASE,
)


#: "再加一个人", "add 2 guests", "another two passengers", "one more person": people added to
#: the party, not its size.
_ADDED_BEFORE = re.compile(
    r"(?:再加|加上|另加|增加|添加|多加|再来|再多|多|加|添)\s*$"
    r"|\b(?:add|adding|plus|another|extra|additional)\s+$",
    re.IGNORECASE,
)


#: "two people dropped out", "2 guests can't come", "两个人来不了": people leaving the party.
_LEFT_AFTER = re.compile(
    r"\s*(?:(?:have|has|just)\s+)?(?:dropped out|dropped|pulled out|left|cancell?ed|can't come"
    r"|cannot come|can't make it|won't come|won't make it|aren't coming|are not coming)\b"
    r"|\s*(?:不来了|来不了|去不了|不去了|退出了)",
    re.IGNORECASE,
)


def _per_head(text: str, ent: Entity) -> bool:
    """A count that is no party size: a price per head, some of the party, or people added
    to it or leaving it."""
    before = text[max(0, ent.start - 8) : ent.start]
    if _PER_HEAD_BEFORE.search(before) or _ADDED_BEFORE.search(before):
        return True
    if _LEFT_AFTER.match(text, ent.end):
        return True
    if ent.value.casefold().endswith("of us") and (
        _SOME_OF_US.match(ent.value) or _SOME_VERB.match(text, ent.end)
    ):
        return True
    return bool(_ONE_PERSON.match(ent.value) and _AMOUNT_AFTER.match(text, ent.end))


# --- places, proper names, correction values ------------------------------------------------

_CAP_WORD = r"[A-Z][\w'.&-]*"
_CAP_RUN = re.compile(rf"(?<![\w'])(?:{_CAP_WORD})(?:\s+(?:of\s+|de\s+|la\s+)?{_CAP_WORD})*")
_NOT_PROPER = word_set(
    "I I'm I'd I'll I've Hi Hello Hey Please Thanks Thank Yes No Ok Okay Sure Actually Also And "
    "But So Then The A An It It's My We Our Can Could Would Will Let Let's Make Change Book Go "
    "Make Switch Instead Cancel How What When Where Why Which Who Is Are Do Does Did Not Sorry "
    "Wait Oh Well Just Maybe"
)
_ZH_PLACE = (
    rf"(?P<p>(?![了一个这那哪些的到去过就也都还再吃喝玩看买找办做拿取逛走坐住睡和是在你我他她它知]){HAN}{{2,8}}?)"
    r"(?=的|玩|旅游|旅行|出差|看|吃|住|开会|度假|探亲|逛|转|出发|过|待|呆|吧|呢|了|啊|呀|和|跟|机票|火车"
    r"|高铁|航班|飞机|坐|乘|打车|打的|叫车|怎么|要|需要|大概|多少|大约|几|一趟|一下|那边|到|至|飞|去|回|开"
    r"|,|\.|!|\?|;|:|\s|。|$)"
)
ZH_DEST = re.compile(
    rf"(?:去|飞往|飞到|前往|抵达|到达|开往|目的地是|目的地为|目的地)\s*{_ZH_PLACE}"
)
ZH_ORIGIN = re.compile(
    rf"(?:从|由|出发地是|出发地为|出发地|始发站是|始发地是)\s*{_ZH_PLACE}"
    r"|(?:^|[在我们,])\s*(?P<q>(?![了一个这那明今后下上你我他她它和是知])"
    + HAN
    + r"{2,6}?)出发(?!地)"
)
ZH_ROUTE = re.compile(rf"从\s*{HAN}{{2,8}}?\s*(?:到|至|飞|去)\s*{_ZH_PLACE}")
_STOP_BEFORE_TO = word_set(
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
#: What follows 去/到/从 and is no place: a question ("到哪个地铁站"), a request ("从请帮我"),
#: a generic word or a kind of place ("目的地附近", "出发地地铁站", "坐地铁到酒店"), an
#: activity ("去游玩"), or somewhere near a place, not the place.
_ZH_NOT_PLACE = re.compile(
    r"[哪啥谁]|什么|多少|请|帮|查询|告诉"
    r"|^(?:附近|周边|周围|这里|那里|这儿|那儿|这边|地铁站|地铁口|车站|站台|市区|外面|本地|当地"
    r"|酒店|饭店|宾馆|餐馆|餐厅|景点|景区|游玩|吃饭|用餐|住宿|参观|旅游|旅行|逛街|购物|玩玩)$"
    r"|^(?:附近|周边|周围)|(?:附近|周边|周围|一带)$"
)


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
            if _ZH_NOT_PLACE.search(m.group(g)):
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
            if span and not any(overlaps(span, t) for t in spans):
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
    said = proper_spans(new)  # "I'm leaving from Providence": the cue before the new place
    before = new[max(0, said[-1][0] - 12) : said[-1][0]] if said else ""
    origin = _FROM_START.match(new.strip()) or (said and _FROM_CUE.search(before))
    cue = _FROM_CUE if origin else _DIRECTION
    directed = [s for s in spans if cue.search(text[max(0, s[0] - 12) : s[0]])]
    return (directed or spans)[-1]


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
    cjk = re.fullmatch(rf"(?:去|到|飞|订|要)?(?P<p>{HAN}{{2,8}})", norm)
    if cjk:
        return "proper", value[cjk.start("p") : cjk.end("p")]
    return "other", value
