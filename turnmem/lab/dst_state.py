"""``turnmem eval dst --state-accuracy``: ``memory.state`` scored as dialogue-state tracking.

A state schema is generated from the data set's slot list (``hotel-book day`` becomes the
field ``hotel_book_day``, "Hotel book day"); categorical slots with an ontology (MultiWOZ's
``ontology.json`` next to the data file) become ``Literal`` fields of their values, yes/no
slots ``bool`` fields (scored as "yes" / "no"; a gold "free" parking or wifi is a "yes"). Each
dialogue is replayed through a memory (state extracted every turn) and, at its last turn, the
state's set fields are compared with the gold belief state: slot precision, recall, F1, and
joint goal accuracy (the share of dialogues whose whole state is right). Values are compared
after normalising their form only (case, "7pm" -> "19:00", "two" -> "2", "center" -> "centre").
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from turnmem.lab.datasets import Dialogue
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState, custom_fields

__all__ = ["DstStateScore", "build_schema", "load_ontology", "score_state_tracking"]

_UNSET = {"none", "not mentioned", "", "dontcare", "don't care", "do n't care", "不限"}
_YES_NO = {"yes", "no", "free"}
_DOMAIN_WORDS = {"hotel", "restaurant", "train", "taxi", "attraction", "hospital", "police", "bus"}
_FUNCTION_WORDS = {"the", "and", "for", "any", "all", "yes", "not", "one", "two", "she", "you"}
_SLOT_WORDS = {
    "leaveat": "leave at time",
    "arriveby": "arrive by time",
    "pricerange": "price range",
    "book time": "book time",
    "book day": "book day",
    "book people": "book people",
    "book stay": "stay nights",
    "departure": "departure from",
    "destination": "destination to",
    "stars": "star rating",
    "food": "food type",
}
_ONTOLOGY_NAMES = {"price range": "pricerange", "leave at": "leaveat", "arrive by": "arriveby"}


class DstStateScore(BaseModel):
    """Slot precision / recall / F1 and joint goal accuracy of the typed state."""

    dialogues: int
    slots: int = Field(description="Fields of the generated schema.")
    predicted: int
    gold: int
    correct: int
    precision: float | None
    recall: float | None
    f1: float | None
    joint_goal_accuracy: float | None
    errors: dict[str, int] = Field(description="Wrong or extra predictions per slot (top 10).")


def _field_name(slot: str) -> str:
    name = re.sub(
        r"[^\w]+", "_", slot.replace("leaveat", "leave_at").replace("arriveby", "arrive_by")
    )
    return name.strip("_").lower()


def load_ontology(data: str | Path) -> dict[str, list[str]]:
    """MultiWOZ's ``ontology.json`` beside the data file (slot -> values), if there is one."""
    path = Path(data).with_name("ontology.json")
    if not path.exists():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}
    for slot, values in raw.items():
        domain, _, name = slot.partition("-")
        key = f"{domain}-{_ONTOLOGY_NAMES.get(name, name)}".lower()
        out[key] = [v for v in values if isinstance(v, str) and v.lower() not in _UNSET]
    return out


def _kind(slot: str) -> str:
    name = slot.partition("-")[2]
    return "place" if name in ("departure", "destination") else name


def _literal_values(ontology: Mapping[str, Sequence[str]], slot: str) -> list[str]:
    """The values of a categorical slot that text can name: no function words, and no travel
    place ("cambridge") under a name or an area slot."""
    places = {  # stations: a taxi's places are the venues themselves
        v
        for k, vs in ontology.items()
        if k.endswith(("departure", "destination")) and not k.startswith("taxi")
        for v in vs
    }
    keep = [v for v in ontology.get(slot, ()) if len(v) > 2 and v.lower() not in _FUNCTION_WORDS]
    if not slot.endswith(("departure", "destination")):
        keep = [v for v in keep if v not in places]
    # "the hotel", "a restaurant": the domain's own word names no place and no type
    keep = [v for v in keep if v.lower() not in _DOMAIN_WORDS]
    # a value that is another kind of slot's word ("free" as a name, "cheap" as an area)
    others = {
        v
        for k, vs in ontology.items()
        if _kind(k) != _kind(slot) and not k.startswith("taxi")
        for v in vs
    }
    if slot.endswith("name"):  # names are the noisiest lists of the ontology
        keep = [v for v in keep if v not in others and len(v) > 3]
    elif slot.endswith("area"):  # "cheap" is listed as an area too
        prices = {v for k, vs in ontology.items() if k.endswith("pricerange") for v in vs}
        keep = [v for v in keep if v not in prices]
    return sorted(set(keep))


#: Slots whose ontology values become a Literal field (the rest are typed by their words).
_CATEGORICAL = ("area", "pricerange", "type", "food", "name", "department", "departure",
                "destination")  # fmt: skip


def build_schema(
    slots: Sequence[str], ontology: Mapping[str, Sequence[str]] | None = None
) -> tuple[type[MemoryState], dict[str, str]]:
    """A MemoryState subclass with one field per slot, and the field -> slot map."""
    fields: dict[str, Any] = {}
    names: dict[str, str] = {}
    onto = ontology or {}
    for slot in sorted(set(slots)):
        domain, _, name = slot.partition("-")
        field = _field_name(slot)
        description = f"{domain.capitalize()} {_SLOT_WORDS.get(name, name)}"
        raw = {v.lower() for v in onto.get(slot, ())}
        values = _literal_values(onto, slot) if name in _CATEGORICAL else []
        annotation: Any
        if name in ("parking", "internet") or (raw and raw <= _YES_NO):
            annotation = bool | None  # yes/no: "I need free parking" is a yes
        elif values:
            annotation = Literal[tuple(values)] | None
        elif name in ("book people", "book stay", "stars"):  # counts: people, nights, stars
            annotation = int | None
        else:
            annotation = str | None
        fields[field] = (annotation, Field(None, description=description))
        names[field] = slot
    model = create_model("DstState", __base__=MemoryState, **fields)
    return model, names


_WORD_NUMBERS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
}
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$")


def normalise_value(value: Any) -> str:
    """A value's form, normalised for comparison with the gold belief state."""
    text = " ".join(str(getattr(value, "value", value)).split()).casefold().strip(" .,!?")
    text = re.sub(r"^(?:the|a|an)\s+", "", text)
    if text in _WORD_NUMBERS:
        return _WORD_NUMBERS[text]
    m = _TIME.match(text)
    if m and (m.group(2) or m.group(3)):
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        if m.group(3) and m.group(3).startswith("p") and hour < 12:
            hour += 12
        if m.group(3) and m.group(3).startswith("a") and hour == 12:
            hour = 0
        return f"{hour:02d}:{minute:02d}"
    text = re.sub(r"\s+(?:food|cuisine)$", "", text)  # "british food" is the food "british"
    text = re.sub(  # "friday evening" is the day "friday"
        r"^((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:morning|afternoon|evening|night)$",
        r"\1",
        text,
    )
    return text.replace("center", "centre")


def _predicted(state: MemoryState, names: Mapping[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for field in custom_fields(type(state)):
        value = getattr(state, field)
        if value is None or value == "":
            continue
        out[names[field]] = (
            ("yes" if value else "no") if isinstance(value, bool) else (normalise_value(value))
        )
    return out


def score_state_tracking(
    dialogues: Sequence[Dialogue],
    *,
    ontology: Mapping[str, Sequence[str]] | None = None,
    window_turns: int = 2,
    llm: Any = "rule",
) -> DstStateScore:
    """Replay each dialogue (state extracted every turn) and score its last-turn state."""
    slots = sorted({s for d in dialogues for g in (d.gold or []) for s in g})
    schema, names = build_schema(slots, ontology)
    yes_no = {
        names[f] for f, info in custom_fields(schema).items() if info.annotation == bool | None
    }
    policy = MemoryPolicy.structured(window_turns=window_turns, extract="every_turn")
    predicted = gold_total = correct = joint = 0
    errors: dict[str, int] = {}
    for dialogue in dialogues:
        # Evaluation folds inline: a background fold would make the scores timing-dependent.
        inline = policy.model_copy(update={"fold_mode": "inline"})
        with TurnMemory(policy=inline, schema=schema, llm=llm) as memory:
            for turn in dialogue.turns:
                memory.add(turn)
            state = memory.state
        gold_raw = (dialogue.gold or [{}])[-1]
        gold = {
            k: "yes" if k in yes_no and v.lower() == "free" else normalise_value(v)
            for k, v in gold_raw.items()
            if v.lower() not in _UNSET
        }
        pred = _predicted(state, names)
        hits = sum(1 for k, v in pred.items() if gold.get(k) == v)
        predicted += len(pred)
        gold_total += len(gold)
        correct += hits
        joint += pred == gold
        for k, v in pred.items():
            if gold.get(k) != v:
                errors[k] = errors.get(k, 0) + 1
    p = correct / predicted if predicted else None
    r = correct / gold_total if gold_total else None
    f1 = 2 * p * r / (p + r) if p and r else (0.0 if p is not None and r is not None else None)
    top = dict(sorted(errors.items(), key=lambda kv: -kv[1])[:10])
    return DstStateScore(
        dialogues=len(dialogues),
        slots=len(slots),
        predicted=predicted,
        gold=gold_total,
        correct=correct,
        precision=None if p is None else round(p, 4),
        recall=None if r is None else round(r, 4),
        f1=None if f1 is None else round(f1, 4),
        joint_goal_accuracy=round(joint / len(dialogues), 4) if dialogues else None,
        errors=top,
    )
