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
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import TypeAdapter, ValidationError

from turnmem.llm import _entities as E
from turnmem.llm import _patterns as P
from turnmem.llm import _text as T
from turnmem.llm._steps import step_category
from turnmem.state import MemoryState, custom_fields

if TYPE_CHECKING:
    from turnmem.llm._work import Work

__all__ = ["SKIP", "FieldPlan", "coerce", "field_plans", "fill_fields", "fill_pattern_fields"]


SKIP: Any = object()
_CATEGORIES: tuple[tuple[str, frozenset[str], tuple[str, ...]], ...] = tuple(
    (cat, frozenset(words.split()), tuple(zh.split()))
    for cat, words, zh in (
        ("email", "email e-mail mail", "邮箱 邮件"),
        ("phone", "phone mobile telephone tel cell cellphone", "电话 手机 联系方式"),
        ("allergy", "allergy allergies allergic allergen allergens", "过敏"),
        ("time", "time hour clock", "时间 几点 时刻"),
        ("date", "date day when weekday", "日期 哪天 几号"),
        (
            "party",
            "party people guests guest travellers travelers traveller traveler passengers"
            " passenger persons pax adults headcount diners attendees",
            "人数 几位 几个人",
        ),
        ("money", "budget price cost amount spend fare money", "预算 价格 价钱 费用 金额"),
        ("seat", "seat seating", "座位"),
        ("meal", "meal meals diet dietary food", "餐 饮食"),
        ("destination", "destination dest arrival arrive arriving", "目的地 到达 终点 去哪"),
        ("origin", "origin departure depart departing source leaving", "出发 始发 起点"),
    )
)
_NAME_TOKENS = T.word_set(
    "name user customer full first last passenger guest contact caller client my your person "
    "traveller traveler"
)
_ID_CONTEXT = T.word_set(
    "order reservation booking confirmation ticket tracking case account member membership "
    "invoice flight"
)
_SEAT = re.compile(
    r"\b(?P<v>(?:window|aisle|exit[- ]row|bulkhead)(?: seats?)?|(?:middle|front|back)(?: row)?"
    r" seats?|(?:front|back) row)\b"
    r"|\bseat (?P<w>\d{1,2}[A-K])\b|(?P<z>靠窗|靠过道|过道|靠走廊|中间|前排|后排|安全出口)",
    re.IGNORECASE,
)
_MEAL = re.compile(
    r"\b(?P<v>(?:vegetarian|vegan|halal|kosher|gluten[- ]free|low[- ](?:salt|sodium|fat|sugar)"
    r"|diabetic)(?: meals?)?|child(?:ren)?'?s? meals?)\b"
    r"|(?P<z>素食|全素|清真|无麸质|低糖|低盐|儿童餐|素餐)",
    re.IGNORECASE,
)
_LIST_SPLIT = re.compile(
    r"\s*(?:,|;|、|/|\band\b|\bor\b|和|及|以及|还有|或者|或)\s*", re.IGNORECASE
)


@dataclass(frozen=True)
class FieldPlan:
    name: str
    kind: str  # str | int | float | list | literal | other
    literals: tuple[str, ...]
    category: str | None
    patterns: tuple[re.Pattern[str], ...]
    adapter: TypeAdapter[Any]
    tokens: frozenset[str]
    #: dates and times: "return" (return_date), "other" (depart_date next to a return_date), or
    #: "" when the schema has no return field of the category (any date fills it)
    role: str = ""


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
            return "other", ()
        for t, kind in ((str, "str"), (int, "int"), (float, "float")):
            if ann is t:
                return kind, ()
    return "other", ()


def _category(name: str, description: str, kind: str) -> str | None:
    if kind == "list" and (step := step_category(name, description)):
        return step
    name_tokens = [t.lower() for t in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", name)]
    tokens = set(name_tokens) | set(re.findall(r"[a-z]+", description.lower()))
    text = name + " " + description
    if ("name" in name_tokens and set(name_tokens) <= _NAME_TOKENS) or any(
        w in text for w in ("姓名", "名字")
    ):
        return "name"
    if (
        (name_tokens and name_tokens[-1] == "id")
        or (tokens & _ID_CONTEXT and tokens & {"id", "number", "no", "code", "reference", "ref"})
        or any(w in text for w in ("订单", "单号", "编号"))
    ):
        return "id"
    for cat, words, zh in _CATEGORIES:
        if tokens & words or any(w in text for w in zh):
            return cat
    if "to" in name_tokens:
        return "destination"
    if "from" in name_tokens:
        return "origin"
    return None


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
        plans.append(FieldPlan(name, kind, literals, category, tuple(patterns), adapter, tokens))
    returns = {p.category for p in plans if _RETURN_FIELD.search(f"{p.name} {_desc(schema, p)}")}
    return tuple(
        dataclasses.replace(
            p, role="return" if _RETURN_FIELD.search(f"{p.name} {_desc(schema, p)}") else "other"
        )
        if p.category in returns and p.category in ("date", "time")
        else p
        for p in plans
    )


_RETURN_FIELD = re.compile(r"(?i:return|back|inbound|homebound)|回程|返回|返程")


def _desc(schema: type[MemoryState], plan: FieldPlan) -> str:
    return schema.model_fields[plan.name].description or ""


def coerce(plan: FieldPlan, text: str, current: Any) -> Any:
    """``text`` as a value of the field (validated), or ``SKIP``."""
    value: Any
    if plan.kind == "int" or plan.kind == "float":
        n = E.first_number(text)
        if n is None or (plan.kind == "int" and not n.is_integer()):
            return SKIP
        value = int(n) if plan.kind == "int" else n
    elif plan.kind == "list":
        have = list(current) if isinstance(current, list) else []
        folded = {str(h).casefold() for h in have}
        new = [i for i in (T.clean(x) for x in _LIST_SPLIT.split(text)) if i]
        value = have + [i for i in dict.fromkeys(new) if i.casefold() not in folded]
        if value == have:
            return SKIP
    elif plan.kind == "literal":
        low = T.normalise(text).casefold()
        best: tuple[int, str] | None = None
        for lit in plan.literals:
            for m in _literal_rx(lit).finditer(low):
                if best is None or m.start() >= best[0]:
                    best = (m.start(), lit)
        if best is None:
            return SKIP
        value = best[1]
    else:
        value = text.strip()
        if not value:
            return SKIP
    try:
        return plan.adapter.validate_python(value)
    except ValidationError:
        return SKIP


@functools.lru_cache(maxsize=1024)
def _literal_rx(lit: str) -> re.Pattern[str]:
    """``lit`` as a whole word (word boundaries only where it starts or ends with a Latin letter
    or digit, so Chinese values are found inside a sentence)."""
    head = r"(?<!\w)" if lit[:1].isascii() and lit[:1].isalnum() else ""
    tail = r"(?!\w)" if lit[-1:].isascii() and lit[-1:].isalnum() else ""
    return re.compile(head + re.escape(lit.casefold()) + tail)


_NEGATION = re.compile(
    r"\b(?:not|no|never|don't|dont|do not|doesn't|does not|didn't|won't|wouldn't|can't|cannot"
    r"|without|rather than|instead of|neither|nor)\b|n't\b"
    r"|不要|不想|不是|不需要|不用|别|没有|而不是|并非",
    re.IGNORECASE,
)
_SCOPE_END = re.compile(
    r"\b(?:but|just|only|instead(?! of)|rather(?! than)|however)\b"
    r"|而是|但是|只要|就要|我要|[,;，；]",
    re.IGNORECASE,
)


def negated_spans(norm: str) -> list[tuple[int, int]]:
    """Spans of ``norm`` under a negation: from "not", "don't want", "instead of", "不要"... to
    the next "but", "just", "而是", comma, or the end of the clause."""
    out: list[tuple[int, int]] = []
    for m in _NEGATION.finditer(norm):
        end = _SCOPE_END.search(norm, m.end())
        out.append((m.end(), end.start() if end else len(norm)))
    return out


def _literal_hits(plan: FieldPlan, norm: str) -> list[tuple[int, str]]:
    low = norm.casefold()
    return [(m.start(), lit) for lit in plan.literals for m in _literal_rx(lit).finditer(low)]


_RETURN_BEFORE = re.compile(
    r"\b(?:return(?:ing|s)?|back|inbound|homeward|home)\b|回程|返程|返回|回来|回到|回国|回家",
    re.IGNORECASE,
)
_RETURN_AFTER = re.compile(r"\s*的?(?:返回|回来|回程|返程|回国|回家|回)")


def _returning(norm: str, ents: list[E.Entity], ent: E.Entity) -> bool:
    """True when a return cue goes with the date or time ``ent``: "back on Sunday", "回程是
    下周日" (cue before it, after the previous entity), "周日返回" (cue right after it)."""
    prev = max((e.end for e in ents if e.end <= ent.start), default=0)
    before = norm[max(prev, ent.start - 30) : ent.start]
    return bool(_RETURN_BEFORE.search(before) or _RETURN_AFTER.match(norm, ent.end))


def _candidates(
    plan: FieldPlan, norm: str, orig: str, ms: list[P.Mention], ents: list[E.Entity]
) -> list[tuple[int, str]]:
    """(position, text) of values for ``plan`` found in one clause."""
    cat = plan.category
    if cat in ("date", "time") and plan.role:
        want = plan.role == "return"
        return [
            (e.start, e.value) for e in ents if e.key == cat and _returning(norm, ents, e) == want
        ]
    if cat in ("email", "phone", "date", "time", "money"):
        return [(e.start, e.value) for e in ents if e.key == cat]
    if cat == "party":
        parties = [e for e in ents if e.key == "party"]
        if plan.kind in ("int", "float") and len(parties) > 1:
            nums = [E.first_number(e.value) for e in parties]
            total = sum((n for n in nums if n is not None), 0.0)
            return [(parties[-1].start, str(int(total) if total.is_integer() else total))]
        return [(e.start, e.value) for e in parties]
    if cat == "id":
        ids = [e for e in ents if e.key.endswith("id")]
        own = [e for e in ids if set(e.key.split("_")) & plan.tokens - {"id"}]
        return [(e.start, e.value) for e in (own or ids)]
    if cat == "name":
        return [(m.vstart, m.value) for m in ms if m.family == "name"]
    if cat == "allergy":
        return [(m.vstart, m.value) for m in ms if m.family == "allergy"]
    out: list[tuple[int, str]] = []
    rxs: tuple[re.Pattern[str], ...] = ()
    if cat == "destination":
        rxs = (E.EN_DEST, E.ZH_DEST, E.ZH_ROUTE)
    elif cat == "origin":
        rxs = (E.EN_ORIGIN, E.ZH_ORIGIN)
    for rx in rxs:
        for m in rx.finditer(norm):
            span = E.place_value(m)
            if span:
                out.append((span[0], orig[span[0] : span[1]]))
    for rx in (_SEAT,) if cat == "seat" else (_MEAL,) if cat == "meal" else ():
        for m in rx.finditer(norm):
            g = next(g for g in ("v", "w", "z") if m.group(g))
            out.append((m.start(g), orig[m.start(g) : m.end(g)]))
    if plan.kind == "literal":
        out = out or _literal_hits(plan, norm)
        negated = negated_spans(norm)
        out = [(pos, text) for pos, text in out if not any(s <= pos < e for s, e in negated)]
    return sorted(out)


def fill_fields(
    work: Work,
    norm: str,
    orig: str,
    ms: list[P.Mention],
    ents: list[E.Entity],
    blocked: list[tuple[int, int]],
    turn: int,
) -> None:
    for plan in work.plans:
        if plan.patterns:
            continue  # fields with their own patterns are filled per sentence
        found = [
            (pos, text)
            for pos, text in _candidates(plan, norm, orig, ms, ents)
            if plan.category == "allergy" or not any(s <= pos < e for s, e in blocked)
        ]
        if found:
            work.set_field(plan, coerce(plan, found[-1][1], work.fields[plan.name]), turn, "user")


def fill_pattern_fields(work: Work, norm: str, orig: str, turn: int) -> None:
    for plan in work.plans:
        last: str | None = None
        for rx in plan.patterns:
            for m in rx.finditer(norm):
                g = "value" if "value" in rx.groupindex else 1 if rx.groups else 0
                if m.group(g):
                    last = orig[m.start(g) : m.end(g)]
        if last is not None:
            work.set_field(plan, coerce(plan, last, work.fields[plan.name]), turn, "user")
