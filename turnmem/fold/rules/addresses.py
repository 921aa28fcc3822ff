"""Street addresses, for the fields that hold one (``from_address``, ``delivery_address``,
``地址``): "Flat 6, 22 Canal Street, Manchester", "9 Quay Lane, Plymouth PL1 2AB", "31-12 Ditmars
Blvd", "闵行区莘庄镇莘松路88弄5号".

A place word is not an address: read as a place, "from Flat 6, 22 Canal Street" gave the
origin "Flat", a wrong value. An address field gets these patterns as its own (see
:func:`turnmem.fold.rules.fields.field_plans`), so it is filled per sentence with the whole
address, or not at all; the cue before it says whose it is: "from" for the address left,
"to" / "送到" for the one gone to, any for a field of neither.
"""

from __future__ import annotations

import re

__all__ = ["address_field", "address_patterns", "is_address", "sent_to"]

_UNIT = r"(?:(?:Flat|Apt\.?|Apartment|Unit|Suite|Room)\s+\w{1,5},?\s+)?"
_STREET = (
    r"(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Drive|Dr|Way|Close|Court|Ct|Place|Pl|Boulevard"
    r"|Blvd|Square|Sq|Crescent|Terrace|Row|Park|View|Hill|Gardens|Grove|Mews|Walk|Parade"
    r"|Green|Rise|Highway|Hwy|Parkway)"
)
#: "22 Canal Street, Manchester", with the town and a UK or US postcode when they follow
_EN = (
    rf"(?<![\w-]){_UNIT}\d{{1,5}}[A-Za-z]?(?:-\d{{1,5}})?\s+(?:[A-Z][\w'-]*\s+){{1,3}}{_STREET}\b"
    # a unit after the street ("14 Larkin Street, Apt 3B"), then the town
    r"(?:,?\s*(?:Flat|Apt\.?|Apartment|Unit|Suite|#)\s*\w{1,5}\b)?"
    r"(?:,\s*(?!(?:Flat|Apt|Apartment|Unit|Suite)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?![\w'-]))?"
    # a UK postcode, or a US state and ZIP ("Portland, OR 97201"; a bare 5 digits may be a phone)
    r"(?:,?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?\b)?"
)
#: a character of a place's name: not a word that leads up to it ("新地址是...", "送到...")
_HAN = r"(?:(?![地址是到在送寄搬住从由的])[\u4e00-\u9fff])"
#: a place beside the address, or a stop on the way, is no building of it
_NEAR = r"对面|旁边|附近|隔壁|后面|前面|门口|楼下|楼上|那|这|接|上车|下车|出发|然后"
_BUILDING = r"(?:(?![地址是到在送寄搬住从由的去接])[\u4e00-\u9fff])"
#: "(上海市)闵行区莘庄镇莘松路88弄5号(3号楼)(201室)": a road and its number at least
_ZH = (
    rf"(?:{_HAN}{{2,6}}?[省市])?(?:{_HAN}{{2,6}}?[区县])?(?:{_HAN}{{2,6}}?(?:镇|街道|乡))?"
    rf"{_HAN}{{2,8}}?(?:路|街|大道|巷)\d+(?:弄|号)(?:\d+号)?(?:\d+(?:号楼|栋|幢|座)|(?<=号)楼)?"
    r"(?:\d+单元)?"
    # a building named after the number, and its floor: "28号金樽酒店三楼宴会厅", "88号金茂大厦12楼"
    # (not a place near it or on the way: "12号对面那栋公寓", "28号接我去万达广场")
    rf"(?:(?<=号)(?!{_NEAR}){_BUILDING}{{2,8}}?(?:大厦|大楼|酒店|饭店|宾馆|中心|广场|公寓|写字楼)"
    r"(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:楼|层)(?:宴会厅|大厅|\d+室)?)?)?"
    # the flat: "302室", "5层", or its number alone after the building ("5栋2单元302")
    r"(?:\d+(?:室|层|号房)|(?<=[栋幢座元楼])\d{3,4}(?![\d年月号日点元块平米]))?"
)
_FROM_EN = r"\b(?:from|out of|leaving)\s+(?:the\s+)?"
_TO_EN = r"\b(?:to|into)\s+(?:the\s+)?"
_FROM_ZH = r"(?:从|由)"
# ("寄回" too: "修好寄回浦东新区张江路88号" is no place "回浦东新区"; 回龙观 is one)
_TO_ZH = r"(?:送到|寄到|寄回|送回|发回|搬到|搬去|送去|运到|寄去|到)"
_ANY_ZH = r"(?:送到|寄到|寄回|送回|发回|搬到|搬去|送去|运到|寄去|住在|地址是|地址[:：]?|在|到)?\s*"
_HOME_ZH = r"(?:住在|地址是|地址[:：]?|在)\s*"

_ADDRESS_FIELD = re.compile(r"\baddress|地址", re.IGNORECASE)
_NOT_STREET = re.compile(r"e-?mail|\bip\b|\burl\b|\bweb|wallet|邮箱|网址", re.IGNORECASE)
#: an address field that things are sent to takes the address after "to" ("post it to ...")
_SENT_TO = re.compile(r"deliver|ship|send|post|mail|billing|destination|收货|寄|送", re.I)


def address_field(name: str, description: str) -> bool:
    """The field holds a street address: its name or description says so (not an email's)."""
    text = f"{name.replace('_', ' ')} {description}"
    return bool(_ADDRESS_FIELD.search(text)) and not _NOT_STREET.search(text)


def sent_to(name: str, description: str) -> bool:
    """The address field is where things are sent ("delivery_address", "Billing address")."""
    return bool(_SENT_TO.search(f"{name.replace('_', ' ')} {description}"))


def address_patterns(category: str | None, sent: bool = False) -> tuple[re.Pattern[str], ...]:
    """The field's patterns (group ``value``): after "from" for an origin, after "to" for a
    destination, anywhere for an address things are sent to (``sent``), and not after "to"
    for another ("post the bill to 8 Elm Row" is no service address)."""
    if category == "origin":
        cues = ((_FROM_EN, _EN), (_FROM_ZH, _ZH))
    elif category == "destination":
        cues = ((_TO_EN, _EN), (_TO_ZH, _ZH))
    elif sent:
        cues = (("", _EN), (_ANY_ZH, _ZH))
    else:
        cues = ((r"(?<!\bto )(?<!\binto )", _EN), (_HOME_ZH, _ZH))
    # case matters in English: a street's name is capitalised (no IGNORECASE)
    return tuple(re.compile(rf"{cue}(?P<value>{body})") for cue, body in cues)


_WHOLE = re.compile(rf"{_EN}|{_ZH}")


def is_address(text: str) -> bool:
    """``text`` is one street address, whole ("14 Larkin Street, Apt 3D, Portland")."""
    return _WHOLE.fullmatch(text.strip()) is not None
