"""Why the structured memory loses gold slot values on chained dialogues (issue 12).

Replays chains of task dialogues through a preset and the full buffer in lockstep, at the
same budget, and for every user turn in the second half of each chain (the ``late_*``
figures of ``turnmem eval dst``) classifies each gold value that the full buffer's context
holds and the preset's context does not:

* ``state_cap``: in the typed state rendered without a cap, but not in the context (the
  state's cap or its budget share cut it);
* ``state_lost``: was in the state's uncapped rendering at an earlier turn, is not now
  (overwritten by a later value of the same kind, or retired by ``state_max_items``);
* ``summary_shortened`` / ``summary_dropped``: was in the summary at an earlier turn, is not
  now: the line that held it is still there, shortened, or it was dropped (aged out under
  the summary cap);
* ``summary_cut``: in the summary now, but the context holds a cut summary;
* ``unfolded``: in a turn not folded yet that the context left out;
* ``never``: never in the state or the summary (not extracted by the folder), not in the
  recall tier either; ``never_recallable`` says how many of those the archive holds (in a
  folded turn's text), i.e. what a better recall query could bring back.

It also reports the floor: the tokens of the bare gold values the full buffer holds (one a
line) and the current input, against the full buffer's tokens (``late_floor_token_ratio``):
no context holding those values can be smaller. And which section carries each value the
preset keeps (state, summary, recall, turns; the first in reading order), the mean tokens of
each section, how many recall snippets carry no gold value the rest of the context lacks,
and how many match the query only on terms the rest of the context already holds (a gate
"recall brings back what the context lacks" would leave those out).

Usage (dev ranges only; never tune on held-out dialogues)::

    .venv/bin/python scripts/retention_misses.py --format multiwoz \
        --data <data>/multiwoz21/val.json.zip --chain 20 --limit 400 --budget 4000
"""

from __future__ import annotations

import argparse
import collections
import json
import re
from pathlib import Path
from typing import Any

from turnmem.lab.datasets import Dialogue, chain_dialogues, load_dialogues
from turnmem.lab.replay import _UNSAYABLE, context_text
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.store._text import query_terms, search_terms
from turnmem.tokens import TokenCounter

_SECTION_ORDER = ("state", "summary", "recall", "turns")
_LINE_LABEL = re.compile(r"\((t\d+(?:–t\d+)?)\)")  # a summary line's turns: (t81–t88)


def _labels(summary: str, values: Any) -> dict[str, str]:
    """value -> the turn label of the summary line that holds it."""
    out: dict[str, str] = {}
    for line in summary.split("\n"):
        label = _LINE_LABEL.search(line)
        if label is None:
            continue
        for v in values:
            if v in line:
                out[v] = label.group(0)
    return out


def _sections_text(ctx: Any) -> dict[str, str]:
    """The context's text per section (system sections by their headers; the rest: turns)."""
    out = dict.fromkeys(_SECTION_ORDER, "")
    for msg in ctx.messages[:-1]:  # the last one is the current input
        text = context_text([msg])
        if msg["role"] == "system" and text.startswith("known state"):
            out["state"] += text
        elif msg["role"] == "system" and text.startswith("summary of earlier"):
            out["summary"] += text
        elif msg["role"] == "system" and text.startswith("possibly relevant"):
            out["recall"] += text
        elif msg["role"] != "system":
            out["turns"] += "\n" + text
    return out


def _values(gold: dict[str, str]) -> dict[str, str]:
    return {k: v.lower() for k, v in gold.items() if v.lower() not in _UNSAYABLE}


def analyse(dialogues: list[Dialogue], policy: MemoryPolicy, budget: int) -> dict[str, Any]:
    """Class counts of the lost values, the carriers of the kept ones and section tokens."""
    counter = TokenCounter("gpt-4o")
    classes: collections.Counter[str] = collections.Counter()
    by_slot: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    carriers: collections.Counter[str] = collections.Counter()
    section_tokens: collections.Counter[str] = collections.Counter()
    recall_snippets = recall_useless = recall_known = 0
    late_contexts = kept = lost = full_kept = 0
    mem_tokens = full_tokens = floor_tokens = 0
    examples: list[dict[str, Any]] = []
    inline = {"fold_mode": "inline"}
    for dlg in dialogues:
        mem = TurnMemory(
            system=dlg.pinned or None, policy=policy.model_copy(update=inline), counter=counter
        )
        full = TurnMemory(
            system=dlg.pinned or None,
            policy=MemoryPolicy.full_buffer(budget=budget).model_copy(update=inline),
            counter=counter,
        )
        users = [k for k, t in enumerate(dlg.turns) if t.user is not None]
        late_from = users[len(users) // 2] if users else 0
        ever_state: set[str] = set()
        ever_summary: dict[str, str] = {}  # value -> label of the line it was last seen in
        archive = ""  # folded turns' text, lower-cased
        archived_through = -1
        for k, turn in enumerate(dlg.turns):
            if turn.user is not None and dlg.gold is not None and k < len(dlg.gold):
                values = _values(dlg.gold[k])
                state_full = mem.state_text(10**6).lower()
                summary = mem.summary.lower()
                for v in values.values():
                    if v in state_full:
                        ever_state.add(v)
                held = [v for v in values.values() if v in summary]
                # a value outside any labelled line counts as dropped once it is gone
                ever_summary.update({v: "\0" for v in held}, **_labels(summary, held))
                if k >= late_from and values:
                    ctx = mem.context(turn.user, budget=budget)
                    fctx = full.context(turn.user, budget=budget)
                    text, ftext = context_text(ctx.messages), context_text(fctx.messages)
                    secs = _sections_text(ctx)
                    late_contexts += 1
                    mem_tokens += ctx.tokens
                    full_tokens += fctx.tokens
                    # the floor: the values the full buffer holds, bare, one a line, and the
                    # current input; no context can hold them in fewer tokens
                    bare = "\n".join(sorted({v for v in values.values() if v in ftext}))
                    floor_tokens += counter.count_text(bare) + fctx.sections.get("current", 0)
                    for name, tokens in ctx.sections.items():
                        section_tokens[name] += tokens
                    while archived_through < mem.folded_through:
                        archived_through += 1
                        archive += "\n" + context_text(dlg.turns[archived_through].to_messages())
                    unfolded = context_text([m for t in mem.recent for m in t.to_messages()])
                    rest = secs["state"] + secs["summary"] + secs["turns"]
                    asked = set(query_terms(turn.user))
                    known = set(search_terms(rest))
                    for line in secs["recall"].split("\n- ")[1:]:
                        recall_snippets += 1
                        # every query term the snippet matches is in the rest of the context
                        if set(search_terms(line)) & asked <= known:
                            recall_known += 1
                        if not any(v in line and v not in rest for v in values.values()):
                            recall_useless += 1
                    for slot, v in values.items():
                        if v in ftext:
                            full_kept += 1
                        if v in text:
                            kept += 1
                            where = (s for s in _SECTION_ORDER if v in secs[s])
                            carriers[next(where, "current")] += 1
                            continue
                        if v not in ftext:
                            continue  # the full buffer misses it too: not the memory's loss
                        lost += 1
                        if v in state_full:
                            why = "state_cap"
                        elif v in summary:
                            why = "summary_cut"
                        elif v in unfolded:
                            why = "unfolded"
                        elif v in ever_state:
                            why = "state_lost"
                        elif v in ever_summary:
                            shortened = ever_summary[v] in summary
                            why = "summary_shortened" if shortened else "summary_dropped"
                        else:
                            why = "never"
                            if v in archive:
                                classes["never_recallable"] += 1
                        classes[why] += 1
                        by_slot[why][slot.split("-")[-1]] += 1
                        if len(examples) < 40 and why in ("never", "state_lost"):
                            examples.append({"turn": k, "slot": slot, "value": v, "why": why})
            mem.add(turn.model_copy(update={"index": -1}))
            full.add(turn.model_copy(update={"index": -1}))
        mem.close()
        full.close()
    n = max(late_contexts, 1)
    return {
        "late_contexts": late_contexts,
        "late_token_ratio": round(mem_tokens / max(full_tokens, 1), 4),
        "late_floor_token_ratio": round(floor_tokens / max(full_tokens, 1), 4),
        "values_kept": kept,
        "values_full_kept": full_kept,
        "values_lost_vs_full": lost,
        "classes": dict(classes.most_common()),
        "classes_by_slot": {k: dict(v.most_common(8)) for k, v in by_slot.items()},
        "kept_carried_by": dict(carriers.most_common()),
        "mean_section_tokens": {k: round(v / n, 1) for k, v in section_tokens.items()},
        "recall_snippets": recall_snippets,
        "recall_snippets_without_new_value": recall_useless,
        "recall_snippets_matching_only_known_terms": recall_known,
        "examples": examples,
    }


def main() -> None:
    """Parse the arguments, replay, print the classes as JSON."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--format", default="multiwoz")
    ap.add_argument("--chain", type=int, default=20)
    ap.add_argument("--limit", type=int, default=400)
    ap.add_argument("--skip", type=int, default=0)
    ap.add_argument("--budget", type=int, default=4000)
    ap.add_argument("--preset", default="structured")
    ap.add_argument("--set", action="append", default=[], help="policy override, key=json")
    ap.add_argument("--examples", action="store_true", help="print example losses too")
    args = ap.parse_args()
    overrides = {k: json.loads(v) for k, v in (s.split("=", 1) for s in args.set)}
    policy = MemoryPolicy.preset(args.preset, budget=args.budget, **overrides)
    dialogues = load_dialogues(args.data, args.format, limit=args.skip + args.limit)
    chains = chain_dialogues(dialogues[args.skip :], args.chain)
    report = analyse(chains, policy, args.budget)
    if not args.examples:
        report.pop("examples")
    print(json.dumps(report, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
