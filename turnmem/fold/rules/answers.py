"""A name given as a bare answer: "Tomasz Nowak, E-20931", "Owen Pryce. Card ends 3318.",
"吴凡，工号 A10452。", "姓陈，电话 139 1024 5567".

An agent asks "Could I have your name and employee ID?" and the user answers with the name
alone, no "my name is". The offline folder reads one turn at a time and never trusts the
assistant's words, so the question is not seen; the answer's own form has to say it is a name:

* English: "under X" after a booking word ("Booking ref is K4MZ8R, under Hannah Whitfield");
  or the message opens with two or three capitalised words and nothing else in that
  sentence or clause, and what follows is an identity detail (an id or number, "card", "phone",
  "email", "DOB", an employee or member number), or nothing at all. Words that name places,
  days, months or things ("Union Station", "Downtown Denver", "Monday Morning") are no name.
* Chinese: "姓X" (a surname alone: "陈"), or a clause of a common surname and one or two
  characters that opens the message and is followed by an identity detail (工号, 电话, 手机,
  身份证, 卡号, 尾号, 会员, 订单, 邮箱, 生日, digits).

The name fills the schema's person-name field only while it is empty (a name the user gave
with "my name is" or a tool record stays); a birth date or the person's own id right after it
fills the empty birth-date or person-id field.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from turnmem.fold.rules.text import CJK, normalise, word_set

if TYPE_CHECKING:
    from turnmem.fold.rules.fields import FieldPlan
    from turnmem.fold.rules.work import Work

__all__ = ["read_answer"]

#: a capitalised name, accented letters too ("Chloé Dubois")
_NAME = (  # ("McBride", "O'Neill", "DeLuca": a capital inside the word too)
    r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+(?:[A-Z][a-zß-öø-ÿ]+)?"
    r"(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+(?:[A-Z][a-zß-öø-ÿ]+)?){1,2}"
)
_EN_NAME = re.compile(
    r"^\W*(?:(?i:hi|hello|hey|sure|yes|yeah|ok|okay|it's|its|it is|name|name's|name is"
    r"|(?:put it |book it )?under my name|(?:the )?name (?:on|for) the (?:booking|order)(?:'s| is))"
    r"[\s,!.:]+)?(?:(?i:under)\s+)?"
    rf"(?P<v>{_NAME})\s*(?:[.,;:!]|\s[-–]\s|$)"
)
#: "Booking ref is K4MZ8R, under Hannah Whitfield", "the table is booked under Sam Okafor".
_UNDER = re.compile(
    r"(?:\b(?:booked|booking|reservation|reserved|ref|reference|ticket|order|table|room)\b[^.!?]*?"
    r"|^\W*)\b(?i:under)\s+(?:(?i:the name)(?:\s+(?i:of))?\s+)?"
    rf"(?P<v>{_NAME})\b(?!\s+[A-Z])"
)
#: Capitalised words that name places, days, things: such a pair is no person's name.
_NOT_NAME = word_set(
    "street st road rd avenue ave station airport downtown uptown center centre city hotel "
    "park lake mount bay beach north south east west central union grand royal new san los "
    "las saint international terminal gate room suite hall bank card account order booking "
    "flight train bus the a an monday tuesday wednesday thursday friday saturday sunday "
    "january february march april may june july august september october november december "
    "morning afternoon evening night today tomorrow yes no thanks thank please sorry okay ok "
    "business economy first premium gold silver platinum express standard deluxe king queen "
    "double single twin visa mastercard amex apple google microsoft amazon iphone macbook "
    "thinkpad windows linux mac pro max plus mini air great big little old golden red blue green "
    "white black happy lucky jade dragon palace garden house kitchen bistro cafe restaurant bar "
    "grill inn lodge tower bridge market square mall plaza museum gallery theatre theater church "
    "castle river hill valley island port harbour harbor national state county university "
    "college school hospital clinic office building company inc ltd corp group services"
)
_DETAIL = re.compile(
    r"^\W*(?:(?:and|my|the|it's|its)\s+)*(?:[A-Z]{0,3}-?\d|\+\d|#|card|phone|mobile|number|email"
    r"|e-mail|dob|date of birth|born|employee|member|account|id\b|ref|booking|order|policy"
    r"|ticket|ends?\b|last four|passport)",
    re.IGNORECASE,
)
_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏"
    "吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万"
    "钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包"
    "宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳"
)
#: "姓陈", and "我姓宋" / "免贵姓宋" as a clause of its own after a detail ("139…，我姓宋")
_ZH_SURNAME = re.compile(
    rf"(?:^\W*|[,，。;；]\s*(?=我|本人|免贵))(?:我|本人|免贵)?姓(?P<v>[{_SURNAMES}])"
    r"(?=$|[\s,，。.;；!！])"
)
_ZH_NAME = re.compile(rf"^\W*(?:我是|我叫)?(?P<v>[{_SURNAMES}][{CJK}]{{1,2}})\s*[,，。.;；\s]")
_ZH_DETAIL = re.compile(
    r"^\W*(?:我的|我)?(?:工号|员工号|电话|手机|身份证|卡号|尾号|会员|订单|邮箱|生日|出生|护照|账号"
    r"|预订号|保单)|^\W*[A-Z]{0,3}\d{3,}"
)
#: Words of two or three characters that open with a surname and are no name ("周三", "高铁").
_ZH_NOT_NAME = word_set(
    "周一 周二 周三 周四 周五 周六 周日 周末 高铁 高兴 方便 万一 明天 明早 明晚 安全 "
    "金卡 白金 常客 全家 全部 包间 包厢 钱包 余额 龙虾 鲍鱼 牛排 牛肉 文件 程序 时间 "
    "时候 路上 江边 何时 许多 马上 黄色 白色 蓝色 林荫 石头 汤圆 和平 成人 单人 双人 "
    "管理 华为 苗条 宁可 温度 常规 齐全 易碎 关于 关门 关机 孔雀 车子 游泳 项目 连续 "
    "章程 岳父 柳州 金额 毛巾 陆续 申请 欧洲 曲奇"
)


_ASKS = re.compile(r"[?？]|吗|多少|什么|几点|哪")


def _name_plan_empty(work: Work) -> str | None:
    plan = next((p for p in work.plans if p.category == "name"), None)
    if plan is None or work.fields.get(plan.name) not in (None, ""):
        return None
    return plan.name


#: What the detail after a bare name is: a birth date ("Leo Brennan, 14/02/2019") or the
#: person's own id ("Tomasz Nowak, E-20931").
_BIRTH_DATE = re.compile(
    r"^\W*(\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2})\b"
)
_PERSON_ID = re.compile(r"^\W*(?P<v>[A-Z]{1,3}-?\d{3,}|\d{5,})(?=$|[\s,.;])")
_BIRTH_FIELD = re.compile(r"birth|dob|生日|出生", re.IGNORECASE)
_PERSON_ID_FIELD = re.compile(
    r"^(?:employee|staff|member|customer|patient|student|user|passenger|account_holder)_?(?:id|number|no)$",
    re.IGNORECASE,
)


def _detail(work: Work, rest: str, turn: int) -> None:
    """The detail right after a bare name fills the empty field it is: a birth date, or the
    person's own id (an employee or member number; never a booking's or a ticket's)."""
    if (m := _BIRTH_DATE.match(rest)) is not None:
        plan = next((p for p in work.plans if _BIRTH_FIELD.search(p.name)), None)
    elif (m := _PERSON_ID.match(rest)) is not None:
        plan = next((p for p in work.plans if _PERSON_ID_FIELD.match(p.name)), None)
    else:
        return
    if plan is not None and work.fields.get(plan.name) in (None, ""):
        work.set_field(plan, m.group(1), turn, "user")


#: "I'm Raj - Raj Patel", "I'm Sue, Susan Greaves.": a short name, then the full one
_RESTATED = re.compile(
    rf"(?<![A-Za-z])I(?:'m| am)\s+(?P<s>[A-Z][a-z]+)\s*(?:[-–—,]\s*)(?P<v>{_NAME})"
    r"(?=\s*$|\s*[,.!?;:])"
)


#: last words that make "I'm Pete, Peterborough Council" a firm's or a body's name
_FIRM = word_set(
    "council lettings letting estates properties property homes bakery electronics trust family "
    "garage motors plumbing plumbers builders building roofing cleaning removals catering "
    "florist florists salon studio studios design media agency partners associates solutions "
    "consulting holdings limited ltd llc plc co services logistics foods farm farms shop stores "
    "store society club foundation charity nursery academy dental surgery practice"
)


def _restated_name(work: Work, norm: str, turn: int) -> None:
    """The full name said right after a short one ("I'm Raj - Raj Patel", "I'm Sue - Susan
    Greaves") is the name, when it starts as the short one does (not "I'm Sue, Tom Hale's
    mum") and is no firm's ("I'm Pete, Peterborough Council", "I'm Dave, Dave's Garage"):
    the field does not keep the short form."""
    plan = next((p for p in work.plans if p.category == "name"), None)
    m = _RESTATED.search(norm)
    if plan is None or m is None or m["v"][:2] != m["s"][:2] or "'s " in f"{m['v']} ":
        return
    words = [w.casefold() for w in m["v"].split()]
    if any(w in _NOT_NAME for w in words) or words[-1] in _FIRM:
        return
    if work.fields.get(plan.name) in (None, "", m["s"]):
        work.set_field(plan, m["v"], turn, "user")


#: the name said again after the user says it was wrong ("I typed my surname wrong, it's Ruth
#: Akehurst", "名字打错了，是何志刚")
_NAME_FIXED = re.compile(
    r"(?i:\b(?:name|surname|first name|last name)\b[^.!?]{0,20}?\bwrong\b[\s,;:.-]*"
    r"(?:(?:it's|it is|it should be|should be)\s+)?)"
    rf"(?P<v>{_NAME}|[A-Z][a-z'\-]+)(?=\s*(?:[,.!?;]|$))"
    r"|(?:名字|姓名)(?:也)?(?:不对|错了|写错了|打错了|搞错了|说错了|填错了|记错了)[,，]?\s*(?:是|应该是)"
    r"(?P<z>[\u4e00-\u9fff]{2,4}?)(?=[,，。.!！]|$)"
)


def _fixed_name(work: Work, norm: str, turn: int) -> None:
    """A name said right after the user says the one given was wrong replaces it."""
    plan = next((p for p in work.plans if p.category == "name"), None)
    m = _NAME_FIXED.search(norm)
    if plan is None or m is None or work.fields.get(plan.name) in (None, ""):
        return
    value = m["v"] or m["z"]
    if not any(w.casefold() in _NOT_NAME for w in value.split()):
        work.set_field(plan, value, turn, "user")


def read_answer(work: Work, text: str, turn: int) -> None:
    """A bare name opening ``text`` fills the empty person-name field of the schema; a full
    name said after a short one, or after the user says the name was wrong, replaces it."""
    norm = normalise(text)
    if "I" in text:
        _restated_name(work, norm, turn)
    if "wrong" in text or "错" in text:
        _fixed_name(work, norm, turn)
    name = _name_plan_empty(work)
    if name is None:
        return
    plan = next(p for p in work.plans if p.name == name)
    norm = norm.strip()
    if _ASKS.search(norm):
        # "王府井，电话多少？" asks; it answers nothing. A name with a phone or email opening
        # a later sentence still answers ("Lovely, go ahead. Sam Achebe, 07955 128 340.",
        # "Amber Kowalski, 07712 350 918. Could we do 2pm instead?")
        _later_name(work, plan, norm, turn, first=True)
        return
    if _later_name(work, plan, norm, turn, first=False):
        return
    value: str | None = None
    under = _UNDER.search(norm)
    if under is not None and not any(w.casefold() in _NOT_NAME for w in under.group("v").split()):
        value = under.group("v")
    elif (m := _EN_NAME.match(norm)) is not None:
        words = m.group("v").split()
        rest = norm[m.end() :]
        if not any(w.casefold() in _NOT_NAME for w in words) and (
            not rest.strip() or _DETAIL.match(rest)
        ):
            value = m.group("v")
            _detail(work, rest, turn)
    elif (m := _ZH_SURNAME.search(norm)) is not None:
        value = m.group("v")
    elif (m := _ZH_NAME.match(norm)) is not None:
        candidate = m.group("v")
        known = candidate in _ZH_NOT_NAME or candidate[:2] in _ZH_NOT_NAME
        if not known and _ZH_DETAIL.match(norm[m.end() :]):
            value = candidate
            _detail(work, norm[m.end() :], turn)
    if value:
        work.set_field(plan, value, turn, "user")


#: where a sentence starts: the text's start, or after a full stop and a space
_SENTENCE_START = re.compile(r"(?:^|(?<=[.!?])\s+)(?=\S)")
#: a phone or email, maybe named first ("best number is 07…", "mobile's 07…", "email: …")
_CONTACT = re.compile(
    r"^\W*(?:(?i:my|best|the|mobile|phone|number|mobile's|phone's|number's|email|email's|is|on"
    r"|at)\b[\s:]*)*(?:\+?\d[\d ()-]{6,}\d|[\w.+-]+@[\w-]+\.[\w.]+)"
)


def _later_name(work: Work, plan: FieldPlan, norm: str, turn: int, *, first: bool) -> bool:
    """A name with a phone or email right after it ("Sam Achebe, 07955 128 340") opening a
    sentence that asks nothing fills the name field: the first sentence too when ``first``
    (the message asks elsewhere), else only a later one (the first is read as before)."""
    for start in _SENTENCE_START.finditer(norm):
        if start.start() == 0 and not first:
            continue
        sentence = norm[start.start() :]
        m = _EN_NAME.match(sentence)
        if m is None or any(w.casefold() in _NOT_NAME for w in m.group("v").split()):
            continue
        rest = sentence[m.end() :]
        if not _CONTACT.match(rest) or _ASKS.search(re.split(r"(?<=[.!?])\s", rest, maxsplit=1)[0]):
            continue
        work.set_field(plan, m.group("v"), turn, "user")
        return True
    return False
