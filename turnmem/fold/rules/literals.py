"""The words of Literal values: the Chinese and other words known for common English values
("商务舱" for ``Literal["business"]``, "inside" for "indoor"), and each value's pattern in text.
"""

from __future__ import annotations

import functools
import re

__all__ = ["literal_pattern", "may_name", "zh_word"]

#: Catch-all values of a Literal field: the word "other" in "my other order" says nothing
#: about the field, so these are never read from text.
_CATCH_ALL = frozenset({"other", "others", "none", "unknown", "n/a", "na", "misc", "any"})
#: Other words for common English Literal values, so "商务舱" fills ``Literal["business"]`` and
#: "inside" ``Literal["indoor"]``.
_ZH_LITERALS: dict[str, str] = {
    "return": "退货",
    "refund": "退款",
    # an exchange for another colour or size: "换个颜色", "换大一码" (not "换成", which
    # changes any value)
    "exchange": "换货|换个(?:颜色|尺码|码|型号|款式?)|换(?:颜色|尺码|大一码|小一码|一个新的)",
    "replacement": "换货|换新",
    "damaged": r"损坏|破损|坏了|碎了|摔碎|裂了|压坏|\bcracked\b|\bsmashed\b|\bshattered\b"
    r"|\b(?:arrived|came|are|is|was|were)\s+(?:\w+\s+)?(?:broken|crushed|dented)\b",
    "delivery": r"物流|快递|配送|送货|还没到|没送到|\b(?:hasn't|has not|haven't|have not"
    r"|never|still not|didn't|did not) (?:arrived|come|turned up|shown up|been delivered)\b"
    r"|\bnot (?:been )?delivered\b|\blate delivery\b",
    "billing": "账单|扣费|发票",
    "economy": "经济舱",
    "premium economy": "超级经济舱|高端经济舱",
    "business": "商务舱",
    "first": "头等舱",
    "single": "单人间|单人房",
    "double": "大床房|大床|双人间",
    "twin": "双床房|双床|标间",
    "suite": "套房",
    "indoor": r"室内|\binside\b|\bindoors\b",
    "outdoor": r"室外|户外|露天|\boutside\b|\boutdoors\b|\bon the (?:terrace|patio)\b",
    "private": "包间|包厢|雅间",
    # deployment environments in Chinese ("生产环境的库", "先发到测试环境")
    "production": "生产环境|线上环境|正式环境",
    "staging": "预发环境|预发布环境|预生产环境",
    "test": "测试环境",
    # a file format by the program it opens in ("send it as Excel")
    "xlsx": r"电子表格|\bexcel\b",
    # how often a plan bills ("年费会员", "按月付", "billed yearly")
    "annual": r"年费|包年|按年|年付|年卡|\byearly\b|\bper year\b",
    "monthly": r"包月|按月|月付|月卡|\bper month\b",
    # admin actions said with their object ("reset my password", "add a user", "导出数据")
    "reset password": r"(?:reset|change)\s+(?:\w+\s+){0,2}?password|重置(?:\S{0,6})?密码",
    "add user": r"\b(?:add|invite|create)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:user|member|account)\b"
    r"|添加用户|新增用户|加(?:一个|个)?用户",
    "remove user": r"\b(?:remove|delete|deactivate)\s+(?:the\s+)?(?:user|member|account)\b"
    r"|删除用户|移除用户",
    "export data": r"\bexport\b|导出",
}


def zh_word(lit: str) -> str | None:
    """The first Chinese word known for the Literal value ``lit`` ("twin" -> "双床房")."""
    zh = _ZH_LITERALS.get(lit.casefold(), "")
    first = zh.split("|")[0]
    return first if first and not re.search(r"[\\A-Za-z]", first) else None


def may_name(lit: str, low: str) -> bool:
    """False when the casefolded text ``low`` cannot hold the value ``lit`` (its pattern is the
    value itself, and no other words are known for it): a substring test spares the regex for
    the hundreds of names a data set's ontology lists."""
    key = lit.casefold()
    return key in low or key in _ZH_LITERALS


@functools.lru_cache(maxsize=1024)
def literal_pattern(lit: str) -> re.Pattern[str]:
    """``lit`` as a whole word (word boundaries only where it starts or ends with a Latin letter
    or digit, so Chinese values are found inside a sentence), or its common Chinese words.
    A catch-all value ("other") never matches."""
    if lit.casefold() in _CATCH_ALL:
        return re.compile(r"(?!)")
    # "we'll meet in person" names no Google "meet": a value after a subject is a verb
    head = r"(?<!\w)(?<!'ll )(?<!will )(?<!let's )(?<!\bwe )(?<!\bi )(?<!you )(?<!they )"
    head = head if lit[:1].isascii() and lit[:1].isalnum() else ""
    tail = r"(?!\w)" if lit[-1:].isascii() and lit[-1:].isalnum() else ""
    zh = _ZH_LITERALS.get(lit.casefold())
    return re.compile(head + re.escape(lit.casefold()) + tail + (f"|{zh}" if zh else ""))
