"""Custom schema fields of the offline folder: how a field is read, coerced and filled.

For each custom field of the user's schema a :class:`FieldPlan` records its kind (str, int,
float, list[str], Literal/Enum), its own ``patterns`` (``json_schema_extra``) and, from words in
its name and description, a built-in hint (destination, date, party, budget, name, id, seat,
meal, ...). :func:`fill_fields` fills hinted fields from one clause; :func:`fill_pattern_fields`
fills fields with their own patterns from one sentence. Values are coerced to the field's type
and validated; a value that does not fit is :data:`SKIP`, never an error.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import types
from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import TypeAdapter, ValidationError

from turnmem.fold.rules.addresses import address_field, address_patterns, sent_to
from turnmem.fold.rules.cues import cue_pattern, distinct_tokens
from turnmem.fold.rules.entities import first_number
from turnmem.fold.rules.literals import literal_pattern, may_name
from turnmem.fold.rules.text import CJK, clean, normalise, word_set
from turnmem.state import MemoryState, custom_fields

__all__ = [
    "ID_SHAPE",
    "SKIP",
    "STEP_CATEGORIES",
    "FieldPlan",
    "coerce",
    "field_plans",
    "id_words",
    "step_category",
]


SKIP: Any = object()
HAN_WORD = re.compile(f"[{CJK}]+")
_CATEGORIES: tuple[tuple[str, frozenset[str], tuple[str, ...]], ...] = tuple(
    (cat, frozenset(words.split()), tuple(zh.split()))
    for cat, words, zh in (
        ("email", "email e-mail mail", "邮箱 邮件"),
        ("phone", "phone mobile telephone tel cell cellphone", "电话 手机 联系方式"),
        ("iban", "iban", ""),
        ("allergy", "allergy allergies allergic allergen allergens", "过敏"),
        ("time", "time hour clock", "时间 几点 时刻"),
        ("date", "date day when weekday", "日期 哪天 几号"),
        (
            "party",
            "party people guests guest travellers travelers traveller traveler passengers"
            " passenger persons pax adults headcount diners attendees children kids infants"
            " seniors players riders participants visitors delegates",
            "人数 几位 几个人",
        ),
        (
            "money",
            "budget price cost amount spend fare money deposit rent fee fees premium excess",
            "预算 价格 价钱 费用 金额 人均 消费 门票 票价",
        ),
        ("seat", "seat seating", "座位"),
        ("meal", "meal meals diet dietary food", "餐 饮食"),
        ("payment", "payment pay paid paying", "支付 付款 付费"),
        ("destination", "destination dest arrival arrive arriving", "目的地 到达 终点 去哪"),
        ("origin", "origin departure depart departing source leaving", "出发 始发 起点"),
    )
)
_TASK_WORDS = word_set("task goal objective")
#: Name words of a field that holds a place: its description's other words pick no hint.
_PLACE_WORDS = word_set("address location place street venue branch office site")
_MEAL_WORDS = word_set("meal meals diet dietary food")
_SEAT_COUNTS = word_set("tickets seats")
_LENGTH_WORDS = word_set("duration length nights stay period span")
_NAME_TOKENS = word_set(
    "name user customer full first last passenger guest contact caller client my your person "
    "traveller traveler diner holder booker lead primary account member patient employee "
    "requester applicant policyholder driver renter tenant"
)
_ID_CONTEXT = word_set(
    "order reservation booking confirmation ticket tracking case account member membership "
    "invoice flight policy claim prescription"
)

_LIST_SPLIT = re.compile(
    r"\s*(?:,|;|、|/|\band\b|\bor\b|和|及|以及|还有|或者|或)\s*", re.IGNORECASE
)


@dataclass(frozen=True)
class FieldPlan:
    name: str
    kind: str  # str | int | float | bool | list | literal | other
    literals: tuple[str, ...]
    category: str | None
    patterns: tuple[re.Pattern[str], ...]
    adapter: TypeAdapter[Any]
    tokens: frozenset[str]
    #: dates and times: "return" (return_date), "other" (depart_date next to a return_date), or
    #: "" when the schema has no return field of the category (any date fills it)
    role: str = ""
    #: other names a tool output may use for the field (``json_schema_extra={"aliases": [...]}``
    #: or the pydantic alias): a JSON key equal to the name or an alias fills the field
    aliases: tuple[str, ...] = ()
    #: when several fields share the category: the words that, next to a value, say it is
    #: this field's (see :mod:`turnmem.fold.rules.cues`); ``primary``: the group's first field,
    #: which takes a value no cue claims (a group of two only)
    cue: re.Pattern[str] | None = None
    primary: bool = True
    group_size: int = 1
    #: the group's key: fields of one category and type, or Literal fields of one value set
    group: str = ""
    #: an amount field named for what it pays ("transfer_amount", "refund_amount"): the words
    #: that must name that thing in the sentence or in an active goal before an amount fills
    #: it (a disputed charge is no transfer); None for a plain budget or price
    subject: re.Pattern[str] | None = None


def _kind_of(ann: Any) -> tuple[str, tuple[str, ...]]:
    origin = get_origin(ann)
    if origin is Annotated:
        return _kind_of(get_args(ann)[0])
    if origin is Union or origin is types.UnionType:
        args = [a for a in get_args(ann) if a is not type(None)]
        return _kind_of(args[0]) if len(args) == 1 else ("other", ())
    if origin is Literal:
        vals = get_args(ann)
        return ("literal", tuple(vals)) if all(isinstance(v, str) for v in vals) else ("other", ())
    if origin is list:
        items = get_args(ann)
        return ("list", ()) if items and items[0] is str else ("other", ())
    if isinstance(ann, type):
        if issubclass(ann, Enum):
            vals = tuple(m.value for m in ann)
            return ("literal", vals) if all(isinstance(v, str) for v in vals) else ("other", ())
        if ann is bool:
            return "bool", ()
        for t, kind in ((str, "str"), (int, "int"), (float, "float")):
            if ann is t:
                return kind, ()
    return "other", ()


_ENDS = frozenset({"end", "start", "deadline", "expiry"})
#: Things money is held in or paid with: a field they name is no amount, whatever its
#: description says of money.
_HOLDS_MONEY = frozenset({"account", "card", "wallet", "method", "source", "bank", "payee"})


def _category(name: str, description: str, kind: str) -> str | None:
    if kind == "list" and (step := step_category(name, description)):
        return step
    # "Third-party liability limit" counts no party of people
    description = re.sub(r"third[- ]part(?:y|ies)", "", description, flags=re.IGNORECASE)
    name_tokens = [t.lower() for t in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", name)]
    if kind == "str" and (
        set(name_tokens) & _TASK_WORDS or any(w in name for w in ("任务", "目标"))
    ):
        return "task"  # the task of a workflow (filled with its step lists: steps.note_task)
    tokens = set(name_tokens) | set(re.findall(r"[a-z]+", description.lower()))
    text = name + " " + description
    described = re.findall(r"[a-z]+", description.lower())
    if (
        ("name" in name_tokens and set(name_tokens) <= _NAME_TOKENS)
        # "account_holder: Customer's full name": a person's name by its description
        or (
            name_tokens
            and set(name_tokens) <= _NAME_TOKENS
            and "name" in described
            and set(described) <= _NAME_TOKENS | {"s", "of", "the", "a"}
        )
        or any(w in text for w in ("姓名", "名字"))
    ):
        return "name"
    # "Number of people in the booking" counts people: "number of" is a count, not an id
    counts = re.search(r"\b(?:number|count) of\b|\bhow many\b", description, re.IGNORECASE)
    id_tokens = {"id", "no", "code", "reference", "ref"} | (set() if counts else {"number"})
    if (
        (name_tokens and name_tokens[-1] == "id")
        or (tokens & _ID_CONTEXT and tokens & id_tokens)
        or any(w in text for w in ("订单", "单号", "编号"))
    ):
        return "id"
    if kind == "str" and len(name_tokens) > 1 and name_tokens[-1] in _ENDS:
        return "date"  # "year_end", "lease_start": a day, whatever the description says
    if kind in ("int", "float") and set(name_tokens) & _SEAT_COUNTS:
        return "party"  # "tickets: Number of tickets": a count of seats for the party
    if (measure := _measure(name, name_tokens, tokens, kind)) is not None:
        return measure
    for cat, words, zh in _CATEGORIES:
        if cat == "party" and kind == "list":
            continue  # "food: Food or party packages added" holds no head count
        if tokens & words or any(w in text for w in zh):
            named = bool(set(name_tokens) & words) or any(w in name for w in zh)
            if not named and set(name_tokens) & _PLACE_WORDS:
                # "delivery_address: Where the food goes": a place, not a meal field
                return None
            if cat == "party" and kind == "str" and not named and not _COUNTED.search(text):
                continue  # "birthday_child: Whose party it is" names a child, counts nobody
            if cat == "money" and not named and set(name_tokens) & _HOLDS_MONEY:
                continue  # "from_account: Account the money leaves": an account, no amount
            if cat in ("date", "time") and kind in ("int", "float"):
                continue  # "visits_per_day: Visits each day" counts, it holds no day
            if cat in ("date", "time") and not named and set(name_tokens) & _LENGTH_WORDS:
                return None  # "duration: How long: days or half day" is no date
            if cat == "date" and not named and _DAY_LONG.search(description):
                continue  # "session: Full day, morning or afternoon": how long, not which day
            if cat == "allergy" and not named and set(name_tokens) & _MEAL_WORDS:
                return "meal"  # "dietary: Dietary requirement or allergy": a diet field
            return cat
    if "to" in name_tokens:
        return "destination"
    if "from" in name_tokens:
        return "origin"
    return None


_RATING_WORDS = word_set("rating stars")
_GIVEN_WORDS = word_set("gives give given gave leaves left")
_GIVERS = word_set("customer customers guest guests user users client clients caller")
_QUALIFIERS = word_set("min max minimum maximum count number hours days length required")
#: words of a field that holds a day or a time of a stay, not its length ("stay_dates")
_NOT_LENGTH = word_set("date dates day days time start end in out check from to until")
_DATE_DESCRIBED = word_set("date dates check arrival departure")
_LENGTH_DESCRIBED = word_set("nights night long length duration days")
_OTHER_WORDS = frozenset().union(*(words for _, words, _ in _CATEGORIES))


def _measure(name: str, name_tokens: list[str], tokens: set[str], kind: str) -> str | None:
    """``duration`` for a field whose name ends on a length of time ("stay_nights",
    "lesson_duration", "游玩时间"; a bare "stay" when it counts or is described as a length),
    ``rating`` for one ending on a rating ("hotel_stars", "star_rating", "酒店_评分"), ``review``
    for a rating described as the one the customer gives, else None; qualifiers after the word
    do not count ("rating_min", "nights_count", "入住天数要求"). "stay_city", "rating_comment"
    and a name with another category's word ("stay_price") or a day's ("stay_dates") are not."""
    if kind not in ("str", "int", "float"):
        return None
    name = name.removesuffix("要求")  # "酒店星级要求", "入住天数要求"
    if name.endswith(("游玩时间", "时长", "天数", "晚数")):
        return "duration"
    # "rating: Star rating the customer gives": one the customer gives, not one asked for
    given = bool(tokens & _GIVEN_WORDS and tokens & _GIVERS) or "feedback" in tokens
    if name.endswith(("评分", "星级", "评级")):
        return "review" if given else "rating"
    named = set(name_tokens)
    # the word the name ends on, past its qualifiers ("rating_min", "nights_count"):
    # "rating_comment" is a comment
    heads = [t for t in name_tokens if t not in _QUALIFIERS]
    head = heads[-1] if heads else ""
    if named & _OTHER_WORDS or named & _NOT_LENGTH:
        return None
    if head in _RATING_WORDS:
        return "review" if given else "rating"
    if head in ("nights", "duration") or (
        # a bare "stay" ("hotel_book_stay"): a count, or described as a length, not a place
        head == "stay"
        and (kind != "str" or tokens & _LENGTH_DESCRIBED)
        and not tokens & _DATE_DESCRIBED
    ):
        return "duration"
    return None


#: a text field's description that says it counts ("Size of the group", "How many come")
_COUNTED = re.compile(
    r"\b(?:number|count|size|how many|headcount)\b|人数|几位|几个人", re.IGNORECASE
)
#: "day" as a length of time in a description ("Full day or half day", "a day pass")
_DAY_LONG = re.compile(r"\b(?:full|half|whole|all)[ -]days?\b|\bday (?:pass|rate|ticket)", re.I)


@functools.lru_cache(maxsize=256)
def field_plans(schema: type[MemoryState]) -> tuple[FieldPlan, ...]:
    plans: list[FieldPlan] = []
    for name, info in custom_fields(schema).items():
        try:
            adapter: TypeAdapter[Any] = TypeAdapter(info.annotation)
        except Exception:
            continue
        kind, literals = _kind_of(info.annotation)
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        raw = extra.get("patterns", ())
        raw_list = (
            [raw] if isinstance(raw, str) else list(raw) if isinstance(raw, list | tuple) else []
        )
        patterns: list[re.Pattern[str]] = []
        for p in raw_list:
            try:
                patterns.append(re.compile(str(p), re.IGNORECASE))
            except re.error:
                continue
        desc = info.description or ""
        tokens = frozenset(t.lower() for t in re.findall(r"[A-Za-z]+", name.replace("_", " ")))
        category = _category(name, desc, kind)
        if not patterns and kind == "str" and address_field(name, desc):
            # the whole address, or none
            patterns = list(address_patterns(category, sent_to(name, desc)))
        raw_aliases = extra.get("aliases", ())
        aliases = [raw_aliases] if isinstance(raw_aliases, str) else list(raw_aliases or ())
        aliases += [a for a in (info.alias, info.validation_alias) if isinstance(a, str)]
        plans.append(
            FieldPlan(
                name,
                kind,
                literals,
                category,
                tuple(patterns),
                adapter,
                tokens,
                aliases=tuple(str(a).casefold() for a in aliases if isinstance(a, str)),
            )
        )
    returns = {p.category for p in plans if _RETURN_FIELD.search(f"{p.name} {_desc(schema, p)}")}
    plans = [
        dataclasses.replace(
            p, role="return" if _RETURN_FIELD.search(f"{p.name} {_desc(schema, p)}") else "other"
        )
        if p.category in returns and p.category in ("date", "time")
        else p
        for p in plans
    ]
    plans = [
        dataclasses.replace(p, subject=cue_pattern(_money_subjects(p, _desc(schema, p))))
        if p.category == "money" and p.kind in ("str", "float", "int")
        else p
        for p in plans
    ]
    return tuple(_with_cues(schema, plans))


#: What an amount field may be named for: an amount fills such a field only where that thing is
#: named (a plain budget, price or fare field takes any amount).
_MONEY_SUBJECTS = word_set(
    "transfer transfers refund refunds deposit deposits withdrawal withdrawals loan rent tip "
    "salary bill invoice fee fees payout remittance charge charges disputed"
)


_GENERIC_AMOUNT = word_set("amount sum total value money")


def _money_subjects(plan: FieldPlan, description: str) -> frozenset[str]:
    """What an amount field pays for: the words of its name ("transfer_amount"); for a name
    that says only "amount", the words of its description ("Amount of the transfer"), so a
    new card limit or a fee said in the same conversation is not the transfer's amount."""
    named = plan.tokens & _MONEY_SUBJECTS
    if named or not plan.tokens or not plan.tokens <= _GENERIC_AMOUNT:
        return named
    return frozenset(re.findall(r"[a-z]+", description.lower())) & _MONEY_SUBJECTS


def _words(schema: type[MemoryState], plan: FieldPlan) -> frozenset[str]:
    name = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", plan.name).replace("_", " ").lower()
    text = f"{name} {_desc(schema, plan).lower()}".replace("check-in", "checkin")
    # Chinese words of the name ("酒店_价格", "餐馆_人均消费") are cues too
    return frozenset(re.findall(r"[a-z]+", text.replace("check-out", "checkout"))) | frozenset(
        w for w in re.split(r"[\s_\-]+", plan.name) if len(w) > 1 and HAN_WORD.fullmatch(w)
    )


def _with_cues(schema: type[MemoryState], plans: list[FieldPlan]) -> list[FieldPlan]:
    # fields of one category and one type; a float budget and a str "budget as said" are two
    # forms of one value, both filled
    # (the area of a hotel and of a restaurant, both Literal["north", "south", ...])
    groups: dict[str, list[int]] = {}
    for k, p in enumerate(plans):
        if p.kind == "list" or p.patterns:
            continue
        if p.category is not None:
            groups.setdefault(f"{p.category}:{p.kind}", []).append(k)
        elif p.kind == "literal":  # with a Literal field sharing half its values or more
            mine = set(p.literals)
            key = next(
                (
                    g
                    for g, ks in groups.items()
                    if g.startswith("literal:")
                    and len(mine & set(plans[ks[0]].literals)) * 2
                    >= min(len(mine), len(plans[ks[0]].literals))
                ),
                f"literal:{p.name}",
            )
            groups.setdefault(key, []).append(k)
    for key, members in groups.items():
        if len(members) < 2:
            continue
        distinct = distinct_tokens([_words(schema, plans[k]) for k in members])
        for n, (k, tokens) in enumerate(zip(members, distinct, strict=True)):
            plans[k] = dataclasses.replace(
                plans[k],
                cue=cue_pattern(tokens),
                primary=n == 0,
                group_size=len(members),
                group=key,
            )
    return plans


_RETURN_FIELD = re.compile(r"(?i:return|back|inbound|homebound)|回程|返回|返程")


def _desc(schema: type[MemoryState], plan: FieldPlan) -> str:
    return schema.model_fields[plan.name].description or ""


#: What an id looks like: one token of ASCII letters, digits and dashes, with a digit, or an
#: all-capital code ("K7QX2A", "ABCDEF"); never words ("我说错", "the old one").
ID_SHAPE = re.compile(r"#?(?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]{2,}|#?[A-Z]{5,8}")

_ID_SYNONYMS = {
    "reservation": "booking",
    "confirmation": "booking",
    "reference": "booking",
    "ref": "booking",
    "pnr": "booking",
    "locator": "booking",
    "membership": "member",
}
_ID_NOISE = frozenset({"id", "number", "no", "num", "code", "the"})


def id_words(key: str) -> frozenset[str]:
    """The entity words of an id key or field name: "reservation_id" and "booking_ref" are
    both {"booking"}, "flight_no" is {"flight"}."""
    words = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).lower())
    return frozenset(_ID_SYNONYMS.get(w, w) for w in words if w not in _ID_NOISE)


def coerce(plan: FieldPlan, text: str, current: Any) -> Any:
    """``text`` as a value of the field (validated), or ``SKIP``."""
    value: Any
    if plan.kind == "int" or plan.kind == "float":
        n = first_number(text)
        if n is None or (plan.kind == "int" and not n.is_integer()):
            return SKIP
        value = int(n) if plan.kind == "int" else n
    elif plan.kind == "list":
        have = list(current) if isinstance(current, list) else []
        folded = {str(h).casefold() for h in have}
        new = [i for i in (clean(x) for x in _LIST_SPLIT.split(text)) if i]
        value = have + [i for i in dict.fromkeys(new) if i.casefold() not in folded]
        if value == have:
            return SKIP
    elif plan.kind == "literal":
        low = normalise(text).casefold()
        # the last value named; a value inside a longer one ("american" in "north american")
        # is not named on its own
        spans = [
            (m.start(), m.end(), lit)
            for lit in plan.literals
            if may_name(lit, low)
            for m in literal_pattern(lit).finditer(low)
        ]
        outer = [
            sp
            for sp in spans
            if not any(a <= sp[0] and sp[1] <= b and b - a > sp[1] - sp[0] for a, b, _ in spans)
        ]
        if not outer:
            return SKIP
        value = max(outer, key=lambda sp: (sp[0], sp[1]))[2]
    else:
        value = text.strip()
        if not value:
            return SKIP
    try:
        return plan.adapter.validate_python(value)
    except ValidationError:
        return SKIP


STEP_CATEGORIES = ("steps_done", "steps_pending", "blockers")
_BLOCKER_WORDS = word_set(
    "blocker blockers blocked blocking impediment impediments obstacle obstacles"
)
_PENDING_WORDS = word_set("pending todo todos remaining outstanding upcoming planned next undone")
_DONE_WORDS = word_set("done completed complete finished accomplished")
_ZH = (
    ("blockers", ("阻塞", "阻碍", "卡点", "障碍", "卡住")),
    ("steps_pending", ("待办", "待完成", "未完成", "待处理", "待做")),
    ("steps_done", ("已完成", "完成", "做完")),
)


def step_category(name: str, description: str) -> str | None:
    """``steps_done``, ``steps_pending`` or ``blockers`` for a list field about steps, else None."""
    text = f"{name} {description}"
    words = set(re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text).lower()))
    low = text.lower().replace("_", " ")
    if words & _BLOCKER_WORDS:
        return "blockers"
    if words & _PENDING_WORDS or re.search(r"\bto[ -]?do\b|\bnot (?:yet )?done\b", low):
        return "steps_pending"
    if words & _DONE_WORDS:
        return "steps_done"
    return next((cat for cat, zh in _ZH if any(w in text for w in zh)), None)
