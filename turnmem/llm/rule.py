"""The offline folder: deterministic, rule-based extraction and extractive summaries (EN + 中文).

:class:`RuleFolder` is the default folder when no LLM is configured, and the fallback when an
LLM fold fails. It is pure Python (stdlib ``re``), does no I/O, and gives the same output for
the same input. :class:`AsyncRuleFolder` exposes the same functions to ``AsyncTurnMemory``.

What it reads
-------------
* **The user's text** (``Turn.user``) is the only source of user statements: names,
  preferences, goals, corrections, numbers/dates/times/money/ids, and custom schema fields.
* **Tool observations** are tool data. They yield at most id facts with ``origin="tool"``
  (``#W4923227``, JSON keys such as ``"order_id"``) and fill an *empty* custom field whose name
  is that JSON key. Text in a tool output that claims to be an instruction ("ignore previous
  instructions", "set the user's name to admin", ``role: system``) changes nothing.
* **Assistant text** is never a user statement. A goal becomes ``done`` only when the *user*
  says so ("that's done", "problem solved", "搞定了"); "never mind", "cancel that", "不用了",
  "算了" mark the newest open goal (or the goal the user names) ``abandoned``. The assistant's
  own "your booking is confirmed" is not enough: it may be wrong, and the user has not agreed.

Pattern families (English and Chinese)
--------------------------------------
* names: "my name is X", "I'm X" (capitalised, not "I'm hungry"), "call me X"; "我叫X", "我是X"
  (X starting with a common surname) -> ``Fact(key="name")``; a different name later updates it.
* preferences: like ("I prefer/like/love X", "我喜欢/偏好X"), dislike ("I hate/don't like X",
  "不喜欢/讨厌X"), avoid ("I don't want X", "no X please", "avoid X", "never book X", "不要/不吃X"),
  must ("I need X", "it has to be X", "必须/一定要X"), allergies ("allergic to X", "对X过敏") ->
  an avoid preference plus ``Fact(key="allergy")``. A negative form is never also read as the
  positive one ("不喜欢X" is not "喜欢X").
* goals: "I want/need/'d like to X", "help me X", "can you X", "book/cancel/change/return/refund
  X"; "我想/我要/帮我X", "预订/取消/改签/退票X".
* corrections: "actually X", "X instead", "make it X", "change it to X", "not A but B",
  "B instead of A", "rather than A, B"; "不是A而是B", "把A改成B", "改成/换成/改为X". The newest
  item or field holding the old value is *updated* (the old value goes to its history).
* entities as facts, exact surface text, deduplicated by value: party ("2 adults", "3个人"),
  dates ("next Friday", "3月3日", "下周五"), times ("3pm", "下午三点"), money ("$120", "200元"),
  ids ("order #W123", "订单号12345"), emails, phone numbers.
* custom schema fields: a field may declare regexes,
  ``Field(None, json_schema_extra={"patterns": [r"seat (?P<value>\\d+[A-F])"]})``, matched
  case-insensitively against each sentence of the user's text (group ``value``, else group 1,
  else the whole match; the last match wins). Without patterns, words in the field's name and
  description pick a built-in hint: destination/to/目的地, origin/from/出发, date/日期,
  time/时间, party/people/guests/人数, budget/price/预算, name/姓名, email/邮箱, phone/电话,
  order id/订单, allergies/过敏, seat/座位, meal/餐; ``Literal``/``Enum`` fields match their values.
  Values are coerced to the field's type (str, int, float, list[str], Optional, Literal) and
  validated; a field it cannot understand is skipped, never an error.

Summary
-------
Previous summary plus one line per folded turn, e.g. ``t3 user: they want to fly to Shanghai
on Friday, 2 adults; [tool search_flights: {...}]; assistant: it found 3 flights``: the turn's
own words in the third person, tool outputs compressed to 40 tokens and marked as tool data,
always within ``summary_max_tokens`` (see :mod:`turnmem.llm._summary` for what goes first).

LIMITS (what the rules miss; an LLM folder handles these)
--------------------------------------------------------
Each example below was run through the folder; the arrow says what it gives.

* Coreference: "I'd like that one", "the second flight please" -> nothing (bare references
  are dropped); "book it for her" -> the goal "book it for her", unresolved.
* Implicit preferences and facts: "the last hotel was way too noisy" (no "quiet" preference),
  "my kids are 4 and 6" (no party size), "我带着孩子" (no child), "Tickets for my wife and me"
  (no party of 2).
* Paraphrases outside the patterns: "I'm not keen on seafood", "a quiet room would be
  ideal", "I'd rather skip breakfast", "海鲜就免了", "这个不太行" -> nothing.
* Numbers without a unit or cue: "make it 3", "we are five", "预算大概两千" (no 元) -> nothing;
  "two adults and a child" counts 2 ("a child" has no digit or number word).
* Durations, limits and ranges: "for 3 nights", "玩3天", "under 200", "at most two stops" ->
  nothing (money ranges with a unit, "100-150元", are kept as one fact).
* Negation scope and hedges: "I want a room, but not one facing the street" -> only the goal
  "a room"; "I don't think I want a hotel" -> the goal "a hotel".
* Corrections of things never stored ("actually the other one") change nothing. A bare new
  place replaces the place after "to"/去/到 in the newest goal ("actually make it Tianjin"
  after "from Beijing to Shanghai" changes Shanghai); say "from Tianjin", "从天津" or
  "把北京改成天津" to correct the origin.
* Scope of "cancel that"/"never mind": the newest open goal (or the one whose words the user
  repeats) becomes abandoned, even when "cancel that" meant "cancel the booking".
* Chinese names and places are found only after cue words (我叫, 去, 从…到, 飞往) or, for
  "我是X", by a common surname: "我是张经理" -> the name 张经理; "定王府井附近的酒店" -> no
  place and, without 预订/我想, no goal.
* Questions read as goals: "can you tell me the address?" -> goal "tell me the address";
  "I'm going to Paris" fills a destination field but adds no goal.
* Long messages: only the first 4,000 and last 2,000 characters of a user message, and the
  first 8,000 of a tool output, are read (the store keeps everything).
"""

from __future__ import annotations

import functools
import json
import re
import types
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import TypeAdapter, ValidationError

from turnmem.errors import StateUpdateError
from turnmem.llm import _patterns as P
from turnmem.llm._summary import build_summary
from turnmem.llm.base import ExtractRequest, FoldRequest, FoldResult
from turnmem.state import (
    AddItem,
    MemoryState,
    Origin,
    SetField,
    Update,
    UpdateItem,
    apply,
    custom_fields,
)
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = ["AsyncRuleFolder", "RuleFolder", "extract_updates"]


def _words(text: str) -> frozenset[str]:
    """A set of the space-separated words of ``text`` (keeps long word lists readable)."""
    return frozenset(text.split())


class RuleFolder:
    """Offline folder: rule-based extraction plus an extractive summary, deterministic.

    Args:
        counter: token counter for the summary cap (default ``TokenCounter("gpt-4o")``).
    """

    name = "rule"

    def __init__(self, counter: TokenCounter | None = None) -> None:
        self.counter = counter or TokenCounter("gpt-4o")

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """New summary within ``request.summary_max_tokens`` and the updates of the turns."""
        updates = extract_updates(request.state, request.turns) if request.keep_state else []
        summary = build_summary(
            request.previous_summary, request.turns, request.summary_max_tokens, self.counter
        )
        return FoldResult(summary=summary, updates=updates)

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the one turn of ``request`` (summary left empty)."""
        return FoldResult(summary="", updates=extract_updates(request.state, [request.turn]))


class AsyncRuleFolder:
    """:class:`RuleFolder` for ``AsyncTurnMemory``: the same pure functions, awaited.

    The rules take well under a millisecond per turn, so they run inline rather than in a thread.
    """

    name = "rule"

    def __init__(self, counter: TokenCounter | None = None) -> None:
        self.sync = RuleFolder(counter)

    async def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """See :meth:`RuleFolder.fold`."""
        return self.sync.fold(request)

    async def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """See :meth:`RuleFolder.extract`."""
        return self.sync.extract(request)


def extract_updates(state: MemoryState, turns: Iterable[Turn]) -> list[Update]:
    """State updates stated in ``turns`` (oldest first), in turn order, valid for ``state``.

    Each operation carries its turn index and origin (``user``, or ``tool`` for ids read from
    tool outputs). The list is checked with :func:`turnmem.state.apply`; an operation it would
    reject is left out, so ``apply(state, updates, turn=...)`` always succeeds.
    """
    work = _Work(state)
    for turn in turns:
        if turn.user:
            _user_text(work, turn.user, turn.index)
        for step in turn.steps:
            for obs in step.observations:
                _tool_text(work, obs.content, turn.index)
    return _verified(state, work.ops)


def _verified(state: MemoryState, ops: list[Update]) -> list[Update]:
    ops = list(ops)
    while ops:
        try:
            apply(state, ops, turn=ops[-1].turn or 0)
            return ops
        except StateUpdateError as exc:  # never expected; a safety net, not a code path
            del ops[exc.op_index if exc.op_index is not None else -1]
    return ops


# --- the working copy of the state --------------------------------------------------------------


@dataclass
class _Entry:
    id: str
    kind: str
    value: str
    key: str | None = None
    polarity: str | None = None
    status: str | None = None
    seq: int = 0  # recency: larger is newer


@dataclass
class _Work:
    """A light mirror of the state that the ops change, so later turns see earlier ones."""

    state: MemoryState
    entries: list[_Entry] = field(default_factory=list)
    fields: dict[str, Any] = field(default_factory=dict)
    field_seq: dict[str, int] = field(default_factory=dict)
    plans: tuple[_FieldPlan, ...] = ()
    ops: list[Update] = field(default_factory=list)
    max_num: dict[str, int] = field(default_factory=dict)
    clock: int = 0
    emitted: set[tuple[int, str, str]] = field(default_factory=set)

    def __post_init__(self) -> None:
        # Entries keep the state's order (apply() merges a repeat into the first equal item);
        # ``seq`` ranks them by recency (updated_at, then position).
        items = self.state.items()
        rank = sorted(range(len(items)), key=lambda k: (items[k].updated_at, k))
        seqs = {k: r + 1 for r, k in enumerate(rank)}
        self.clock = len(items)
        for k, it in enumerate(items):
            self.entries.append(
                _Entry(
                    it.id,
                    it.kind,
                    it.value,
                    getattr(it, "key", None),
                    getattr(it, "polarity", None),
                    getattr(it, "status", None),
                    seqs[k],
                )
            )
        for it in [*self.state.items(), *self.state.retired]:
            if it.id[1:].isdigit():
                self.max_num[it.id[0]] = max(self.max_num.get(it.id[0], 0), int(it.id[1:]))
        self.plans = _field_plans(type(self.state))
        records = self.state.field_records
        for plan in self.plans:
            self.fields[plan.name] = getattr(self.state, plan.name)
            self.field_seq[plan.name] = (
                records[plan.name].updated_at if plan.name in records else -1
            )

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def recent(self, kind: str, *, active_goal: bool = False) -> list[_Entry]:
        """Entries of ``kind``, newest first."""
        out = [e for e in self.entries if e.kind == kind]
        if active_goal:
            out = [e for e in out if e.status in ("open", "in_progress")]
        return sorted(out, key=lambda e: -e.seq)

    def add(
        self,
        kind: str,
        value: str,
        turn: int,
        origin: Origin,
        *,
        polarity: str | None = None,
        status: str | None = None,
        key: str | None = None,
    ) -> None:
        value = value.strip()
        if not value:
            return
        mark = (turn, kind, value.casefold())
        existing = next(
            (e for e in self.entries if e.kind == kind and e.value.casefold() == mark[2]), None
        )
        if existing is not None:  # apply() merges it into the existing item (a confirmation)
            if (
                mark in self.emitted
                and existing.status == (status or existing.status)
                and (existing.polarity == (polarity or existing.polarity))
            ):
                return
            existing.status = status or existing.status
            existing.polarity = polarity or existing.polarity
            existing.seq = self.tick()
        else:
            prefix = kind[0]
            self.max_num[prefix] = self.max_num.get(prefix, 0) + 1
            self.entries.append(
                _Entry(
                    f"{prefix}{self.max_num[prefix]}",
                    kind,
                    value,
                    key,
                    polarity,
                    (status or "open") if kind == "goal" else None,
                    self.tick(),
                )
            )
        self.emitted.add(mark)
        self.ops.append(
            AddItem.model_validate(
                {
                    "kind": kind,
                    "value": value,
                    "status": status,
                    "polarity": polarity,
                    "key": key,
                    "turn": turn,
                    "origin": origin,
                }
            )
        )

    def update(
        self,
        entry: _Entry,
        turn: int,
        origin: Origin,
        *,
        value: str | None = None,
        status: str | None = None,
        polarity: str | None = None,
    ) -> None:
        if value is not None and value.strip() and value != entry.value:
            entry.value = value.strip()
        else:
            value = None
        if value is None and status in (None, entry.status) and polarity in (None, entry.polarity):
            return
        entry.status = status or entry.status
        entry.polarity = polarity or entry.polarity
        entry.seq = self.tick()
        self.ops.append(
            UpdateItem.model_validate(
                {
                    "id": entry.id,
                    "value": value,
                    "status": status,
                    "polarity": polarity,
                    "turn": turn,
                    "origin": origin,
                }
            )
        )

    def set_field(self, plan: _FieldPlan, value: Any, turn: int, origin: Origin) -> None:
        if value is _SKIP or value == self.fields.get(plan.name):
            return
        self.fields[plan.name] = value
        self.field_seq[plan.name] = self.tick()
        self.ops.append(SetField(field=plan.name, value=value, turn=turn, origin=origin))


# --- custom schema fields -----------------------------------------------------------------------

_SKIP: Any = object()
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
_NAME_TOKENS = _words(
    "name user customer full first last passenger guest contact caller client my your person "
    "traveller traveler"
)
_ID_CONTEXT = _words(
    "order reservation booking confirmation ticket tracking case account member membership "
    "invoice flight"
)
_SEAT = re.compile(
    r"\b(?P<v>(?:window|aisle|middle|exit[- ]row|bulkhead|front|back)(?: seats?)?)\b"
    r"|\bseat (?P<w>\d{1,2}[A-K])\b|(?P<z>靠窗|靠过道|过道|靠走廊|中间|前排|后排|安全出口)",
    re.IGNORECASE,
)
_MEAL = re.compile(
    r"\b(?P<v>(?:vegetarian|vegan|halal|kosher|gluten[- ]free|low[- ](?:salt|sodium|fat|sugar)"
    r"|diabetic|child(?:ren)?'?s?)(?: meals?)?)\b"
    r"|(?P<z>素食|全素|清真|无麸质|低糖|低盐|儿童餐|素餐)",
    re.IGNORECASE,
)
_LIST_SPLIT = re.compile(
    r"\s*(?:,|;|、|/|\band\b|\bor\b|和|及|以及|还有|或者|或)\s*", re.IGNORECASE
)


@dataclass(frozen=True)
class _FieldPlan:
    name: str
    kind: str  # str | int | float | list | literal | other
    literals: tuple[str, ...]
    category: str | None
    patterns: tuple[re.Pattern[str], ...]
    adapter: TypeAdapter[Any]
    tokens: frozenset[str]


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


def _category(name: str, description: str) -> str | None:
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
def _field_plans(schema: type[MemoryState]) -> tuple[_FieldPlan, ...]:
    plans: list[_FieldPlan] = []
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
        plans.append(
            _FieldPlan(
                name, kind, literals, _category(name, desc), tuple(patterns), adapter, tokens
            )
        )
    return tuple(plans)


def _coerce(plan: _FieldPlan, text: str, current: Any) -> Any:
    """``text`` as a value of the field (validated), or ``_SKIP``."""
    value: Any
    if plan.kind == "int" or plan.kind == "float":
        n = P.first_number(text)
        if n is None or (plan.kind == "int" and not n.is_integer()):
            return _SKIP
        value = int(n) if plan.kind == "int" else n
    elif plan.kind == "list":
        have = list(current) if isinstance(current, list) else []
        folded = {str(h).casefold() for h in have}
        new = [i for i in (P.clean(x) for x in _LIST_SPLIT.split(text)) if i]
        value = have + [i for i in dict.fromkeys(new) if i.casefold() not in folded]
        if value == have:
            return _SKIP
    elif plan.kind == "literal":
        low = P.normalise(text).casefold()
        best: tuple[int, str] | None = None
        for lit in plan.literals:
            for m in re.finditer(rf"(?<!\w){re.escape(lit.casefold())}(?!\w)", low):
                if best is None or m.start() >= best[0]:
                    best = (m.start(), lit)
        if best is None:
            return _SKIP
        value = best[1]
    else:
        value = text.strip()
        if not value:
            return _SKIP
    try:
        return plan.adapter.validate_python(value)
    except ValidationError:
        return _SKIP


def _candidates(
    plan: _FieldPlan, norm: str, orig: str, ms: list[P.Mention], ents: list[P.Entity]
) -> list[tuple[int, str]]:
    """(position, text) of values for ``plan`` found in one clause."""
    cat = plan.category
    if cat in ("email", "phone", "date", "time", "money"):
        return [(e.start, e.value) for e in ents if e.key == cat]
    if cat == "party":
        parties = [e for e in ents if e.key == "party"]
        if plan.kind in ("int", "float") and len(parties) > 1:
            nums = [P.first_number(e.value) for e in parties]
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
        rxs = (P.EN_DEST, P.ZH_DEST, P.ZH_ROUTE)
    elif cat == "origin":
        rxs = (P.EN_ORIGIN, P.ZH_ORIGIN)
    for rx in rxs:
        for m in rx.finditer(norm):
            span = P.place_value(m)
            if span:
                out.append((span[0], orig[span[0] : span[1]]))
    for rx in (_SEAT,) if cat == "seat" else (_MEAL,) if cat == "meal" else ():
        for m in rx.finditer(norm):
            g = next(g for g in ("v", "w", "z") if m.group(g))
            out.append((m.start(g), orig[m.start(g) : m.end(g)]))
    if plan.kind == "literal" and not out:
        out.append((0, orig))
    return sorted(out)


def _fill_fields(
    work: _Work,
    norm: str,
    orig: str,
    ms: list[P.Mention],
    ents: list[P.Entity],
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
            work.set_field(plan, _coerce(plan, found[-1][1], work.fields[plan.name]), turn, "user")


def _fill_pattern_fields(work: _Work, norm: str, orig: str, turn: int) -> None:
    for plan in work.plans:
        last: str | None = None
        for rx in plan.patterns:
            for m in rx.finditer(norm):
                g = "value" if "value" in rx.groupindex else 1 if rx.groups else 0
                if m.group(g):
                    last = orig[m.start(g) : m.end(g)]
        if last is not None:
            work.set_field(plan, _coerce(plan, last, work.fields[plan.name]), turn, "user")


# --- corrections --------------------------------------------------------------------------------

# (needles, pattern): a pattern runs only on sentences holding all its needles (lower case),
# which keeps the lazy groups off long sentences that cannot match.
_EXPLICIT: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = tuple(
    (needles, re.compile(p, re.IGNORECASE))
    for needles, p in (
        (("not ", " but "), r"\bnot (?P<old>[^,]+?),? but (?:rather |instead )?(?P<new>[^,]+)"),
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
        (("不是",), r"不是(?P<old>[^,。]+?),?(?:而)?是(?P<new>[^,。]+)"),
        (("成",), r"(?:把|从|由)(?P<old>[^,。]+?)(?:改成|换成|变成)(?P<new>[^,。]+)"),
        (("改",), r"(?:把|从|由)(?P<old>[^,。]+?)(?:改为|改到)(?P<new>[^,。]+)"),
        (("换到",), r"(?:把|从|由)(?P<old>[^,。]+?)换到(?P<new>[^,。]+)"),
        (("而不是",), r"(?P<new>[^,。]+?)而不是(?P<old>[^,。]+)"),
    )
)
_LEAD_MARKER = re.compile(
    r"^(?:(?:oh|wait|sorry|hmm|well|ok|okay|no)[\s,!.]+)*(?:actually|in fact|correction|i mean"
    r"|i meant|sorry,? i meant|on second thought)\b"
    r"|^(?:哦|嗯|啊|不好意思|抱歉|对不起)?[,\s]*(?:其实|不对|说错了|我说错了|更正一下|更正)",
    re.IGNORECASE,
)
_NO_MARKER = re.compile(r"^no[,!.]+\s*\S", re.IGNORECASE)
_IMPERATIVE = re.compile(
    r"^(?:(?:and|but|so|then|ok|okay|please|can you|could you|let's|lets|actually)[\s,]+)*"
    r"(?:change (?:it|that|this) to|make (?:it|that|this)|switch (?:it |that )?to"
    r"|update (?:it|that) to|set (?:it|that) to|go with|let's do|let's go with|how about"
    r"|what about)\b"
    r"|^(?:那|那就|还是|请|帮我)?(?:改成|换成|改为|改到|换到|变成)|^还是.+吧$",
    re.IGNORECASE,
)
_TRAILING = re.compile(r"\binstead\W*$", re.IGNORECASE)
_ADDITIVE = re.compile(r"\b(?:also|too|as well|another|additionally)\b|还|也|再", re.IGNORECASE)


def _replace(text: str, old: str, new: str) -> str | None:
    i = text.casefold().find(old.casefold())
    return None if i < 0 or not old else text[:i] + new + text[i + len(old) :]


def _correct_old(work: _Work, old: str, new: str, turn: int) -> bool:
    """Replace ``old`` by ``new`` in the newest item or field holding it."""
    old_cat, old_core = P.core_value(P.strip_lead_in(old))
    new_cat, new_core = P.core_value(P.strip_lead_in(new))
    if old_cat == "other" or new_cat == "other":
        old_core, new_core = _statement(old), _statement(new)
    if not old_core or not new_core:
        return False
    done = False
    for entry in sorted(work.entries, key=lambda e: -e.seq):
        replaced = _replace(entry.value, old_core, new_core)
        if replaced is not None:
            work.update(entry, turn, "user", value=replaced)
            done = True
            break
    return _correct_fields(work, old_core, new_core, new_cat, turn) or done


def _statement(text: str) -> str:
    """The value a correction names: "I'd like tea" -> "tea" (else the text without lead-in)."""
    ms = [m for m in P.mentions(P.normalise(text), text) if m.family in ("pref", "goal")]
    return ms[-1].value if ms else P.strip_lead_in(text)


def _correct_fields(work: _Work, old: str | None, new: str, cat: str, turn: int) -> bool:
    done = False
    for plan in work.plans:
        cur = work.fields[plan.name]
        if old is not None and isinstance(cur, str) and cur.casefold() == old.casefold():
            value = _coerce(plan, new, None)
        elif (
            old is not None
            and isinstance(cur, list)
            and old.casefold() in (str(c).casefold() for c in cur)
        ):
            value = [new if str(c).casefold() == old.casefold() else c for c in cur]
            value = _SKIP if _coerce(plan, new, None) is _SKIP else value
        elif old is None and plan.category == cat and cat not in ("proper", "other"):
            value = _coerce(plan, new, cur if plan.kind != "list" else [])
        else:
            continue
        if value is not _SKIP:
            work.set_field(plan, value, turn, "user")
            done = True
    return done


def _correct_new(work: _Work, new: str, turn: int) -> bool:
    """Apply a correction that names only the new value ("actually make it Hangzhou")."""
    cat, core = P.core_value(new)
    if not core:
        return False
    done = False
    if cat not in ("proper", "other"):
        fact = next((e for e in work.recent("fact") if e.key == cat), None)
        if fact is not None:
            work.update(fact, turn, "user", value=core)
            done = True
        for goal in work.recent("goal", active_goal=True):
            spans = [x for x in P.entities(P.normalise(goal.value), goal.value) if x.key == cat]
            if spans:
                s = spans[-1]
                work.update(
                    goal, turn, "user", value=goal.value[: s.start] + core + goal.value[s.end :]
                )
                done = True
                break
        return _correct_fields(work, None, core, cat, turn) or done
    if cat == "proper":
        old: str | None = None
        for goal in work.recent("goal", active_goal=True):
            span = P.preferred_proper(P.normalise(goal.value), P.normalise(new))
            if span:
                old = goal.value[span[0] : span[1]]
                work.update(
                    goal, turn, "user", value=goal.value[: span[0]] + core + goal.value[span[1] :]
                )
                done = True
                break
        if old is not None:
            return _correct_fields(work, old, core, cat, turn) or done
        places = [
            p
            for p in work.plans
            if p.category in ("destination", "origin") and p.kind == "str" and work.fields[p.name]
        ]
        if places:
            plan = max(places, key=lambda p: work.field_seq[p.name])
            work.set_field(plan, _coerce(plan, core, None), turn, "user")
            return True
        return done
    words = P.content_words(core)
    for pref in work.recent("preference"):
        if words & P.content_words(pref.value):
            work.update(pref, turn, "user", value=core)
            return True
    return False


# --- one user message ---------------------------------------------------------------------------


#: User messages longer than this are read in their first 4,000 and last 2,000 characters (a
#: pasted log or document); the store keeps the whole text.
MAX_USER_CHARS = 6000


def _user_text(work: _Work, text: str, turn: int) -> None:
    text = P.squeeze(text)
    if len(text) > MAX_USER_CHARS:
        text = text[:4000] + "\n" + text[-2000:]
    norm = P.normalise(text)
    for s, e in P.sentences(norm):
        resolved: list[tuple[int, int]] = []
        local, local_orig = norm[s:e], text[s:e]
        low = local.lower()
        for needles, rx in _EXPLICIT:
            if not all(n in low for n in needles):
                continue
            for m in rx.finditer(local):
                span = (s + m.start(), s + m.end())
                if any(a < span[1] and span[0] < b for a, b in resolved):
                    continue
                if _correct_old(
                    work,
                    local_orig[m.start("old") : m.end("old")],
                    local_orig[m.start("new") : m.end("new")],
                    turn,
                ):
                    resolved.append(span)
        for cs, ce in P.clauses(norm, s, e):
            if any(a < ce and cs < b for a, b in resolved):
                continue
            _clause(work, norm[cs:ce], text[cs:ce], turn)
        _fill_pattern_fields(work, norm[s:e], text[s:e], turn)


def _head(value: str) -> str:
    words = value.split()
    return words[0].casefold() if len(words) > 1 else value[:1]


def _clause(work: _Work, norm: str, orig: str, turn: int) -> None:
    stripped = norm.strip()
    imperative = bool(_IMPERATIVE.match(stripped))
    if imperative and _correct_new(work, P.strip_lead_in(orig.strip()), turn):
        return
    lead = bool(_LEAD_MARKER.match(stripped) or _TRAILING.search(stripped))
    ms = [m for m in P.mentions(norm, orig) if not (imperative and m.family == "goal")]
    ents = P.entities(norm, orig)
    if not lead and _NO_MARKER.match(stripped) and not ms:
        lead = P.core_value(P.strip_lead_in(orig))[0] != "other"
    handled: set[int] = set()
    if lead:
        additive = bool(_ADDITIVE.search(norm))
        for k, m in enumerate(ms):
            if m.family == "goal" and not additive:
                goals = work.recent("goal", active_goal=True)
                target = next((g for g in goals if _head(g.value) == _head(m.value)), None)
                target = target or (goals[0] if goals else None)
                if target is not None:
                    work.update(target, turn, "user", value=m.value)
                    handled.add(k)
            elif m.family == "pref":
                words = P.content_words(m.value)
                target = next(
                    (
                        p
                        for p in work.recent("preference")
                        if p.polarity == m.tag and words & P.content_words(p.value)
                    ),
                    None,
                )
                if target is not None:
                    work.update(target, turn, "user", value=m.value)
                    handled.add(k)
        if not ms and _correct_new(work, P.strip_lead_in(orig), turn):
            return
    blocked: list[tuple[int, int]] = []
    for k, m in enumerate(ms):
        if m.family in ("pref", "allergy") and m.tag in ("avoid", "dislike"):
            blocked.append((m.vstart, m.vend))
        if k in handled:
            continue
        _emit(work, m, turn)
    for ent in ents:
        if not any(s <= ent.start < e for s, e in blocked):
            work.add("fact", ent.value, turn, "user", key=ent.key)
    _fill_fields(work, norm, orig, ms, ents, blocked, turn)


def _emit(work: _Work, m: P.Mention, turn: int) -> None:
    if m.family == "name":
        current = next((e for e in work.recent("fact") if e.key == "name"), None)
        if current is None:
            work.add("fact", m.value, turn, "user", key="name")
        elif current.value.casefold() != m.value.casefold():
            work.update(current, turn, "user", value=m.value)
    elif m.family == "allergy":
        work.add("preference", m.value, turn, "user", polarity="avoid")
        work.add("fact", m.value, turn, "user", key="allergy")
    elif m.family == "pref":
        work.add("preference", m.value, turn, "user", polarity=m.tag)
    elif m.family == "goal":
        work.add("goal", m.value, turn, "user", status="open")
    elif m.family == "status":
        goals = work.recent("goal", active_goal=True)
        words = P.content_words(m.value) if m.value else set()
        target = next((g for g in goals if words & P.content_words(g.value)), None)
        target = target or (goals[0] if goals else None)
        if target is not None:
            work.update(target, turn, "user", status=m.tag)


# --- tool observations: ids only ---------------------------------------------------------------

_JSON_ID_KEY = re.compile(r"(?:^|_)(?:id|number|no|code)$", re.IGNORECASE)
_MAX_TOOL_FACTS = 6
_TOOL_CHARS = 8000  # ids are looked for in the first 8,000 characters of an output
_MAX_JSON_CHARS = 200_000  # larger JSON outputs are not parsed (only their text is scanned)


def _tool_text(work: _Work, content: str, turn: int) -> None:
    """Ids in a tool output become facts with origin ``tool``; nothing else is read from it."""
    found: list[tuple[str, str]] = []
    head = P.squeeze(content[:_TOOL_CHARS])
    if head.lstrip()[:1] == "{" and len(content) <= _MAX_JSON_CHARS:
        try:
            data = json.loads(content)
        except (ValueError, RecursionError):
            data = None
        if isinstance(data, dict):
            for k, v in data.items():
                if (
                    isinstance(k, str)
                    and _JSON_ID_KEY.search(k)
                    and isinstance(v, str | int)
                    and (not isinstance(v, bool) and 0 < len(str(v)) <= 64)
                ):
                    found.append((k, str(v)))
    norm = P.normalise(head)
    found += [(e.key, e.value) for e in P.entities(norm, head, ids_only=True)]
    seen: set[str] = set()
    for key, value in found:
        if value.casefold() in seen:
            continue
        seen.add(value.casefold())
        if len(seen) > _MAX_TOOL_FACTS:
            break
        work.add("fact", value, turn, "tool", key=key)
        plan = next((p for p in work.plans if p.name == key), None)
        if plan is not None and work.fields[plan.name] in (None, "", []):
            work.set_field(plan, _coerce(plan, value, work.fields[plan.name]), turn, "tool")
