"""Extractive rolling summary of the offline folder: one compact line per folded turn.

A line reads ``t3 user: they want to fly to Shanghai on Friday; [tool search_flights: {...}];
assistant: it found 3 flights``. Nothing is invented: each line is the turn's own text with
first-person pronouns turned into the third person (I -> they, my -> their; 我 -> 用户), tool
outputs enter only compressed and marked as tool data, and long parts keep their most
informative clauses (numbers, dates, names, places, negations, likes and dislikes, intensity).

How long a part may be depends on the room the summary has left (its cap less the previous
summary). The base caps (user 80 and assistant 40 tokens, each tool output 40) are a floor: when
the room is tight they hold exactly, and when there is more room every part that would be cut is
raised to a common level so that the new lines just fit (:func:`plan_caps`): a reply listing five
flights with their times keeps them all. Tool outputs, which the store keeps and recall finds,
grow only with more than :data:`LINE_ROOM` tokens of room per folded turn, in proportion (at
most :data:`MAX_SCALE` times).

When the summary exceeds its cap, the oldest lines are first cut to their informative clauses,
then the least informative lines are dropped, oldest first (lines with numbers and names
last), and as a last resort the text is cut head+tail. The result is always within the cap
under the given counter.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from turnmem.context.compress import compress_observation, head_tail
from turnmem.fold.rules.text import CJK
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = ["PartCaps", "build_summary", "info_score", "plan_caps", "turn_line"]

USER_PART_TOKENS = 80
ASSISTANT_PART_TOKENS = 40
TOOL_TOKENS = 40
MAX_TOOLS_PER_TURN = 3
#: Room per folded turn beyond which tool outputs get more than :data:`TOOL_TOKENS`.
LINE_ROOM = 400
MAX_SCALE = 8.0
_LINE_OVERHEAD = 8  # "t12 user: …; assistant: …": labels and separators, in tokens
_TOOL_OVERHEAD = 6  # "[tool search_flights: …]"
_MARGIN = 1.1  # the third-person rewrite adds a token here and there ("you" -> "the user")


@dataclass(frozen=True)
class PartCaps:
    """Token caps of the parts of one summary line."""

    user: int = USER_PART_TOKENS
    assistant: int = ASSISTANT_PART_TOKENS
    tool: int = TOOL_TOKENS


def plan_caps(
    turns: Sequence[Turn], room: int, counter: TokenCounter
) -> list[tuple[PartCaps, tuple[int, int]]]:
    """Caps of the parts of each turn's line when the new lines have ``room`` tokens, with the
    token sizes of each turn's user and assistant text.

    Parts within their base caps are kept whole. If the base caps fit the room, every part
    longer than its base cap is allowed the highest common level at which all lines still fit;
    otherwise the base caps hold (the summary then makes room by shrinking older lines).
    """
    n_turns = max(len(turns), 1)
    tool = round(TOOL_TOKENS * min(MAX_SCALE, max(1.0, room / n_turns / LINE_ROOM)))
    sizes = [
        (
            counter.count_text(_one_line(t.user or "")),
            counter.count_text(_one_line(t.response or "")),
        )
        for t in turns
    ]
    fixed = sum(
        _LINE_OVERHEAD
        + (tool + _TOOL_OVERHEAD) * min(len(_observations(t)), MAX_TOOLS_PER_TURN + 1)
        for t in turns
    )
    parts = [(u, USER_PART_TOKENS) for u, _ in sizes] + [
        (a, ASSISTANT_PART_TOKENS) for _, a in sizes
    ]

    def cost(level: int) -> float:
        return _MARGIN * sum(min(size, max(base, level)) for size, base in parts)

    level, free = 0, room - fixed
    if cost(0) <= free:  # room beyond the base caps: find the highest level that fits
        hi = max((size for size, _ in parts), default=0)
        while level < hi:
            mid = (level + hi + 1) // 2
            level, hi = (mid, hi) if cost(mid) <= free else (level, mid - 1)
    caps = PartCaps(max(USER_PART_TOKENS, level), max(ASSISTANT_PART_TOKENS, level), tool)
    return [(caps, size) for size in sizes]


def _observations(turn: Turn) -> list[object]:
    return [obs for step in turn.steps for obs in step.observations]


_INFO = (
    (2, re.compile(r"\d|[一二两三四五六七八九十百千万][个位人元块点号月日天年岁晚间张]|[#@$€£¥]")),
    (2, re.compile(r"(?<=[\w,;:] )[A-Z][\w'-]+|(?:去|到|从|飞往|在|叫)[" + CJK + "]{2}")),
    (
        2,
        re.compile(
            r"\b(?:not|no|never|don't|doesn't|didn't|won't|can't|cannot|without|nor)\b"
            r"|n't\b|[不没别无]",
            re.IGNORECASE,
        ),
    ),
    (
        2,
        re.compile(
            r"\b(?:like|likes|love|prefer|prefers|hate|hates|dislike|avoid|allergic|want|wants"
            r"|need|needs|must|cancel|book|change|refund|return)\b|喜欢|讨厌|偏好|必须|过敏|想|要|订|取消|退",
            re.IGNORECASE,
        ),
    ),
    (
        1,
        re.compile(
            r"\b(?:very|really|extremely|definitely|absolutely|only|always|at least|at most)\b"
            r"|非常|一定|特别|很|太|最|只",
            re.IGNORECASE,
        ),
    ),
    (
        1,
        re.compile(
            r"\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday"
            r"|sunday|january|february|march|april|may|june|july|august|september|october"
            r"|november|december|morning|afternoon|evening)\b|今天|明天|后天|周|星期|上午|下午|晚上",
            re.IGNORECASE,
        ),
    ),
)
_CLAUSE = re.compile(r"(?<=[.!?;。！？；，,])\s*|\s+(?=but\b|however\b)|(?<=\S)\s+—\s+")
_PART = re.compile(r"; (?=user: |assistant: |\[tool )")

# First-person words of the user and of the assistant, and their third-person forms. The
# regexes share prefixes (one alternation per first word), which keeps them cheap on long text.
_USER_MAP = {
    "i'm": "they're", "i am": "they are", "i was": "they were", "i've": "they've",
    "i'd": "they'd", "i'll": "they'll", "i": "they", "we're": "they're", "we've": "they've",
    "we": "they", "myself": "themselves", "my": "their", "mine": "theirs", "our": "their",
    "ours": "theirs", "me": "them", "us": "them", "you're": "the assistant is",
    "your": "the assistant's", "you": "the assistant",
    "我们": "用户", "咱们": "用户", "我": "用户", "您": "助手", "你": "助手",
}  # fmt: skip
_USER_RX = re.compile(
    r"\b(?:I(?:'m|'ve|'d|'ll| am| was)?|we(?:'re|'ve)?|myself|mine|my|ours|our|me|us"
    r"|you're|your|you)\b|我们|咱们|我|您|你",
    re.IGNORECASE,
)
_ASSISTANT_VERBS = (
    "have", "do", "don't", "need", "see", "want", "think", "prefer",
    "recommend", "suggest", "understand", "apologize", "hope", "know", "like",
)  # fmt: skip
_ASSISTANT_MAP = {
    "i'm": "it is", "i am": "it is", "i've": "it has", "i have": "it has", "i'd": "it would",
    "i'll": "it will", "i do": "it does", "i don't": "it doesn't", "i": "it", "my": "its",
    "me": "it", "you're": "the user is", "you are": "the user is", "you've": "the user has",
    "you have": "the user has", "you were": "the user was", "your": "the user's",
    "you": "the user", "我们": "助手", "我": "助手", "您": "用户", "你": "用户",
    **{f"i {v}": f"it {v}s" for v in _ASSISTANT_VERBS if v not in ("have", "do", "don't")},
}  # fmt: skip
_ASSISTANT_RX = re.compile(
    r"\b(?:I(?:'m|'ve|'d|'ll| am| (?:" + "|".join(_ASSISTANT_VERBS) + r"))?"
    r"|my|me|you(?:'re|'ve| are| have| were)?|your)\b|我们|我|您|你",
    re.IGNORECASE,
)


def _third_person(text: str, rx: re.Pattern[str], mapping: dict[str, str]) -> str:
    text = text.replace("’", "'")

    def swap(m: re.Match[str]) -> str:
        word = m.group(0)
        if len(word) > 1 and word.isupper():  # US, ME: acronyms, not pronouns
            return word
        return mapping.get(word.casefold(), word)

    return rx.sub(swap, text)


def info_score(text: str) -> int:
    """How much a clause carries: numbers, names/places, negations, likes, intensity, dates."""
    return sum(weight for weight, rx in _INFO if rx.search(text))


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _reduce(text: str, max_tokens: int, counter: TokenCounter, size: int | None = None) -> str:
    """``text`` within ``max_tokens``: its informative clauses, else its head and tail.

    ``size`` is the token count of ``text`` when the caller has it."""
    if (counter.count_text(text) if size is None else size) <= max_tokens:
        return text
    clauses = [c for c in _CLAUSE.split(text) if c.strip()]
    scored = [(info_score(c), k, c) for k, c in enumerate(clauses)]
    keep = sorted((s for s in scored if s[0] > 0), key=lambda s: (-s[0], s[1]))
    chosen: list[tuple[int, str]] = []
    used = 0
    for _, k, c in keep:
        n = counter.count_text(c) + 1
        if used + n <= max_tokens:
            chosen.append((k, c))
            used += n
    if chosen:
        out = " … ".join(c.strip(" …") for _, c in sorted(chosen))
        if counter.count_text(out) <= max_tokens:
            return out
    return _one_line(head_tail(text, max_tokens, counter))


def turn_line(
    turn: Turn,
    counter: TokenCounter,
    caps: PartCaps | None = None,
    sizes: tuple[int, int] | None = None,
) -> str:
    """The summary line of one turn: user, tool data (compressed), assistant, in that order.

    ``sizes`` are the token counts of the turn's user and assistant text, if known."""
    caps = caps or PartCaps()
    user_text, reply_text = _one_line(turn.user or ""), _one_line(turn.response or "")
    user_size, reply_size = sizes if sizes is not None else (None, None)
    parts: list[str] = []
    if user_text:  # cut first, then rewrite pronouns: the cut is the costly part on long text
        user = _reduce(user_text, caps.user, counter, user_size)
        parts.append("user: " + _third_person(user, _USER_RX, _USER_MAP))
    tools: list[str] = []
    for step in turn.steps:
        for obs in step.observations:
            call = step.call(obs.tool_call_id)
            data = _one_line(
                compress_observation(
                    obs.content, caps.tool, counter, total=counter.count_observation(turn, obs)
                )
            )
            tag = "tool error" if obs.is_error else "tool"
            tools.append(f"[{tag} {call.name}: {data}]")
    if len(tools) > MAX_TOOLS_PER_TURN:
        extra = len(tools) - MAX_TOOLS_PER_TURN
        tools = [*tools[:MAX_TOOLS_PER_TURN], f"[+{extra} more tool results]"]
    parts.extend(tools)
    if reply_text:
        reply = _reduce(reply_text, caps.assistant, counter, reply_size)
        parts.append("assistant: " + _third_person(reply, _ASSISTANT_RX, _ASSISTANT_MAP))
    return f"t{turn.index} " + "; ".join(parts) if parts else f"t{turn.index}"


def _informative(body: str) -> str:
    clauses = [c.strip(" …") for c in _CLAUSE.split(body)]
    return " … ".join(c for c in clauses if c and info_score(c) > 0)


def _shrink(line: str, level: int) -> str:
    """``line`` with its tool data dropped (level 1), its assistant part cut to informative
    clauses (level 2), and its user part too (level 3)."""
    head, sep, rest = line.partition(" ")
    if not (sep and re.fullmatch(r"t-?\d+", head)):
        head, rest = "", line
    kept: list[str] = []
    for part in _PART.split(rest):
        if part.startswith(("[tool", "[+")):
            continue
        label, colon, body = part.partition(": ")
        if not colon or label not in ("user", "assistant"):
            label, body = "", part
        if level >= (2 if label == "assistant" else 3):
            body = _informative(body)
        if body:
            kept.append(f"{label}: {body}" if label else body)
    return " ".join(x for x in (head, "; ".join(kept)) if x)


def build_summary(
    previous: str, turns: Sequence[Turn], max_tokens: int, counter: TokenCounter
) -> str:
    """``previous`` summary plus one line per turn, within ``max_tokens`` under ``counter``."""
    if max_tokens <= 0:
        return ""
    lines = [ln.strip() for ln in previous.splitlines() if ln.strip()]
    counts = [counter.count_text(ln) for ln in lines]
    room = max_tokens - sum(counts) - len(lines)  # a newline between lines
    plans = plan_caps(turns, room, counter)
    lines += [
        turn_line(t, counter, caps, sizes) for t, (caps, sizes) in zip(turns, plans, strict=True)
    ]
    counts += [counter.count_text(ln) for ln in lines[len(counts) :]]

    def total() -> int:
        return sum(counts) + max(len(lines) - 1, 0)

    # 1. oldest lines first: drop tool data, then keep only informative assistant clauses,
    #    then only informative user clauses
    for level in (1, 2, 3):
        for i in range(len(lines)):
            if total() <= max_tokens:
                break
            shrunk = _shrink(lines[i], level)
            if len(shrunk) < len(lines[i]):
                lines[i], counts[i] = shrunk, counter.count_text(shrunk)
    out = "\n".join(ln for ln in lines if ln)
    while len(lines) > 1 and (total() > max_tokens or counter.count_text(out) > max_tokens):
        # 2. drop the least informative line, preferring the older half
        half = len(lines) // 2
        k = min(
            range(len(lines) - 1),
            key=lambda j: (min(info_score(lines[j]), 4) + (2 if j >= half else 0), j),
        )
        del lines[k], counts[k]
        out = "\n".join(ln for ln in lines if ln)
    if counter.count_text(out) > max_tokens:  # 3. last resort
        out = head_tail(out, max_tokens, counter)
    return out
