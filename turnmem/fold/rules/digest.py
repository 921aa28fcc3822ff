"""The digest of one folded turn: who said what, in their own words, without the small talk.

A digest keeps the *user's* statements verbatim (clipped at clause boundaries, never rewritten:
no pronoun is swapped, "I'm Alice" stays "I'm Alice", "你好" stays "你好"), the assistant's
clauses that carry a value or an outcome (numbers, ids, dates, times, money, names, "booked",
"refunded", "已取消"), and tool outputs compressed to their keys and values. What goes:
pleasantries ("Thanks!", "Sure, take your time.", "好的", "不客气"), the assistant's questions
that carry no value ("What is wrong?", "请问几位？") and its restatements (a clause whose values the
user has just said: "Noted: 7000000003 and 7000000005.").

Each kept piece is a :class:`Piece` (speaker, turn, text); :mod:`turnmem.fold.rules.summary`
lays them out as lines and shortens them as they age. Cutting only ever removes whole clauses
(marked ``…``) or the tail of a clause (``…``), so every word in a digest is the speaker's.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from turnmem.context.compress import compress_observation
from turnmem.fold.rules.marks import DATE, NAME, NEGATION, NUMBER, OUTCOME, WANT
from turnmem.fold.rules.text import CJK
from turnmem.text_counts import count_cached
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = [
    "ELLIPSIS",
    "Piece",
    "clip",
    "has_value",
    "info_score",
    "is_pleasantry",
    "trim",
    "turn_pieces",
]

ELLIPSIS = " … "
USER_TOKENS = 60  #: cap of a fresh user statement
ASSISTANT_TOKENS = 36  #: cap of a fresh assistant part
TOOL_TOKENS = 20  #: cap of each compressed tool output (the store keeps it whole)
MAX_TOOLS = 2  #: tool outputs digested per turn (the rest are counted; the store keeps them)
#: a statement is digested from its first this many characters: a digest keeps a few hundred of
#: them at most, and ranking the clauses of a 2 MB message made its fold take seconds; the store
#: keeps the whole text, so recall still finds the rest
READ_CHARS = 8_000
#: the user's words a reply is read after: a text, or a pair read as ``a + " " + b`` (merged lines)
Said = str | tuple[str, str]


@dataclass(frozen=True)
class Piece:
    """One attributed part of a summary line: ``speaker`` is ``user``, ``assistant`` or
    ``tool <name>``; ``text`` is the speaker's own words (clipped) or compressed tool data."""

    speaker: str
    text: str


_EN_PLEASANTRIES = (
    r"(?:hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening|day))(?: there)?",
    r"ok(?:ay)?|sure|great|perfect|awesome|cool|fine|alright|all right|excellent|wonderful",
    r"lovely|nice|noted|got it|understood|i see|i understand|of course|certainly|absolutely",
    r"no problem|no worries|my pleasure|you're welcome|you are welcome|sounds (?:good|great)",
    r"that's (?:great|all|it|perfect|fine)|that is all|that will be all",
    r"bye|goodbye|good ?bye|see you|cheers|many thanks|much appreciated|appreciate it",
    r"thanks?(?: you)?(?: so much| very much| a lot| again)?(?: for (?:your|the|all the) help"
    r"(?: today)?| for helping(?: me)?)?",
    r"thank you(?: so much| very much| again)?(?: for (?:your|the|all the) help(?: today)?)?",
    r"have a (?:nice|good|great|wonderful|lovely) (?:day|evening|trip|stay|one)",
    r"enjoy your (?:day|trip|stay|meal)|glad (?:i|we) could help|happy to help|take care",
    r"(?:i'm |i am )?(?:so |very )?sorry(?: to hear that| about that"
    r"| for the (?:trouble|wait|inconvenience))?",
    r"one moment(?: please)?|just a moment|please hold|take your time|welcome(?: back)?",
    r"let me (?:check|see|look)(?: (?:that|this|into that|into it))?(?: for you)?",
    r"how (?:can|may) i (?:help|assist)(?: you)?(?: today)?",
    r"is there anything else(?: i can (?:help|assist) you with| you need"
    r"| i can do for you)?(?: today)?|anything else",
    r"can i help (?:you )?with anything else|what else can i do for you",
)
_ZH_PLEASANTRIES = (
    r"你好|您好|嗨|哈喽|早上好|晚上好|下午好|谢谢(?:你|您)?(?:了|啦)?|多谢|感谢(?:你|您)?(?:的帮助)?",
    r"好(?:的|滴|嘞|哒)?|嗯+|行|可以|没问题|不客气|不用谢|再见|拜拜|收到|明白了?",
    r"知道了|了解|稍等|请稍等(?:一下)?|祝您?(?:生活|旅途|旅行|用餐)?愉快|很高兴为您服务",
    r"(?:请问)?(?:还有|有)(?:什么|其他|别的)(?:可以|需要|能)?(?:帮|为)(?:您|你)?(?:的|做)?(?:吗|么)?",
    r"还有(?:其他|别的|什么)(?:需要|问题)(?:吗|么)?|抱歉|不好意思|对不起",
)
_EN_PLEASANTRY = r"(?:" + "|".join(_EN_PLEASANTRIES) + r")"
_EN_TAIL = r"(?:please|then|so much|again|for now|sir|madam|ma'am)"
_ZH_PLEASANTRY = r"(?:" + "|".join(_ZH_PLEASANTRIES) + r")(?:了|啦|呢|啊|呀|哈|哦|吧|的)*"
_PLEASANTRY = re.compile(
    _EN_PLEASANTRY
    + r"(?:[ ,]+(?:"
    + _EN_PLEASANTRY
    + "|"
    + _EN_TAIL
    + r"))*|"
    + _ZH_PLEASANTRY
    + r"+",
    re.IGNORECASE,
)
_STRIP = " \t.,;:!?~-—…。，；：！？、～"
_PLEASANTRY_PARTS = re.compile(r"[,，、!！.。]+")


@functools.lru_cache(maxsize=8192)
def info_score(text: str) -> int:
    """How much a clause carries: numbers, names, dates, negations, wishes, outcomes."""
    return (
        2 * bool(NUMBER.search(text))
        + 2 * bool(NAME.search(text))
        + bool(DATE.search(text))
        + 2 * bool(NEGATION.search(text))
        + bool(WANT.search(text))
        + bool(OUTCOME.search(text))
    )


@functools.lru_cache(maxsize=8192)
def has_value(text: str) -> bool:
    """A clause states a number, an id, a name, a date or time."""
    return bool(NUMBER.search(text) or NAME.search(text) or DATE.search(text))


@functools.lru_cache(maxsize=8192)
def is_pleasantry(text: str) -> bool:
    """The clause is small talk only ("Thanks!", "Sure, take your time.", "好的，谢谢")."""
    core = text.strip(_STRIP)
    if not core:
        return True
    parts = [p.strip(_STRIP) for p in _PLEASANTRY_PARTS.split(core)]
    return all(not p or _PLEASANTRY.fullmatch(p) for p in parts)


# --- clauses -----------------------------------------------------------------------------------

# a clause ends at . ! ? ; , before a space (not in "emma.klein@example.com", "3.5"), at their
# full-width forms, a " · " joint of merged lines or a line break (the look-ahead: one failing
# test at a position that is not white space for the forms that start with it)
_CLAUSE_END = re.compile(r"(?=\s)(?:\s+·\s+|(?<=[.!?;,…])\s+(?!·))|(?<=[。！？；，])\s*(?!·)|\n+")
# "·" but no full-width mark: that form cannot match (its look-behind needs one); a line break
# (white space) joins the rest behind the look-ahead: the same alternatives in order and spans.
_HALF_END = re.compile(r"(?=\s)(?:\s+·\s+|(?<=[.!?;,…])\s+(?!·)|\n+)")
_FULL_WIDTH = re.compile(r"[。！？；，]")
# Neither: white space after . ! ? ; , … (the group: the same span) or line breaks (no group),
# behind one class the engine scans for directly (``[.!?;,…](\s+)|\n+`` it tried everywhere).
_PLAIN_END = re.compile(r"[.!?;,…\n](?:(?<=\n)\n*|(\s+))")
_NOT_PLAIN = re.compile(r"[·。！？；，]")


@functools.lru_cache(maxsize=8192)
def clauses(text: str) -> tuple[tuple[int, int], ...]:
    """Spans of the clauses of ``text`` (each with its closing punctuation); memoised: a
    turn's text is split again when its line ages (about half the calls of a fold)."""
    spans: list[tuple[int, int]] = []
    start = 0
    if _NOT_PLAIN.search(text):
        end = _CLAUSE_END if _FULL_WIDTH.search(text) else _HALF_END
        ends = [m.span() for m in end.finditer(text)]
    else:
        ends = [m.span(1 if m.lastindex else 0) for m in _PLAIN_END.finditer(text)]
    for m_start, m_end in ends:
        if m_start > start and text[start:m_start].strip():
            spans.append((start, m_start))
        start = max(start, m_end)
    if text[start:].strip():
        spans.append((start, len(text)))
    return tuple(spans)


def join_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """The kept clauses in order: neighbours joined as written, gaps marked ``…``."""
    out = ""
    prev_end: int | None = None
    for s, e in sorted(spans):
        piece = text[s:e].strip()
        if prev_end is None:
            out = piece
        elif not text[prev_end:s].strip():
            out += text[prev_end:s] + piece  # contiguous: the text as written
        elif text[prev_end:s].strip() == "·":
            out += " · " + piece  # the joint of two merged lines
        else:
            out = out.rstrip(" …") + ELLIPSIS + piece.lstrip(" …")
        prev_end = e
    return out.rstrip(",，、;；:：")


def clip(text: str, max_tokens: int, counter: TokenCounter) -> str:
    """The head of ``text`` within ``max_tokens``, cut at a word (or CJK character) and marked
    ``…`` when cut."""
    if max_tokens <= 0:
        return ""
    if counter.count_text(text) <= max_tokens:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if counter.count_text(text[:mid].rstrip() + "…") <= max_tokens:
            lo = mid
        else:
            hi = mid - 1
    head = text[:lo]
    if lo < len(text) and text[lo : lo + 1].isascii() and text[lo : lo + 1].isalnum():
        cut = head.rfind(" ")
        if cut > 0:
            head = head[:cut]
    head = head.rstrip(" ,;:，、")
    return head + "…" if head else ""


def select(
    text: str,
    spans: list[tuple[int, int]],
    max_tokens: int,
    counter: TokenCounter,
) -> str:
    """The clauses ``spans`` of ``text`` within ``max_tokens``: all if they fit, else the most
    informative ones (in reading order), else the head of the best one."""
    if not spans or max_tokens <= 0:
        return ""
    whole = join_spans(text, spans)
    # remembered counts: a line aged again (another level, a later fold) selects from the
    # same clauses, and most often keeps them all
    if count_cached(counter, whole) <= max_tokens:
        return whole
    ranked = sorted(spans, key=lambda sp: (-info_score(text[sp[0] : sp[1]]), sp[0]))
    chosen: list[tuple[int, int]] = []
    used = 0
    for sp in ranked:
        n = count_cached(counter, text[sp[0] : sp[1]]) + 1
        if used + n <= max_tokens:
            chosen.append(sp)
            used += n
    if chosen:
        out = join_spans(text, chosen)
        if len(chosen) < len(spans) and sorted(chosen)[-1] != spans[-1]:
            out += " …"
        if count_cached(counter, out) <= max_tokens:  # (kept: the line's count reads it)
            return out
    best = ranked[0]
    return clip(text[best[0] : best[1]].strip(), max_tokens, counter)


# --- aged lines: the words around the values ----------------------------------------------------

# Filler at a clause's edges: who asks, how politely, the verb of asking ("Can you help me find
# a", "I 'm looking for", "请您帮我找一家"). An aged line keeps the clause from its first word
# that is not filler to its last: a contiguous run of the speaker's words, so nothing is
# reworded, and negations, wishes and values are never filler ("do n't", "not", "want", "不").
_EN_FILLER = (
    r"i|i'm|i'd|i'll|i've|im|'m|'d|'ll|'ve|me|my|we|we're|we'd|us|our|you|your|it|it's|'s"
    r"|hi|hello|hey|yes|yeah|yep|ok|okay|sure|great|well|so|oh|um|now|then|also|just|really"
    r"|please|thanks|thank|and|but|a|an|the|some|any|is|are|am|be|was|there|that|this|to"
    r"|can|could|would|will|should|may|might|do|does|help|with|find|get|give|tell|know|let"
    r"|looking|look|for|searching|trying|wondering|if|maybe|perhaps|possible|too"
    r"|(?<=would )like|(?<='d )like|(?<=i )need|(?<=we )need|(?<=you )have"
)
_EN_NOT_NEG = r"(?!\s*n't|\s+not\b|\s+never\b)"
_EN_HEAD = re.compile(
    r"^(?:(?:" + _EN_FILLER + r")" + _EN_NOT_NEG + r"(?:[\s,.;:!?]+|$))+", re.IGNORECASE
)
_EN_TAIL_FILLER = re.compile(
    r"(?:[\s,]+(?:please|for me|for us|thanks|thank you|too|as well|then|now|there|ok|okay)"
    r")+(?=[\s.!?]*$)",
    re.IGNORECASE,
)
_ZH_HEAD = re.compile(
    r"^(?:你好|您好|好的|嗯|那么?|就|还|也|再|另外|然后|麻烦|请问|请|您|你|我们|我|帮我|给我|帮忙"
    r"|能不能|能|可以|可不可以|想要?|需要|找个|找一?[家个]|一[家个]|问一下|一下|知道|告诉我|推荐个"
    r"|有没有|有)+"
)
_ZH_TAIL = re.compile(r"(?:吗|呢|吧|啊|呀|哈|哦|啦|么|一下)+(?=[？?。！!]*$)")
# A clause's core ends before its closing punctuation, so a filler tail ends at the core's
# end: without one of these endings there is none, and the scan of the whole core is skipped.
_EN_TAIL_END = re.compile(
    r"[\s,](?:please|for me|for us|thanks|thank you|too|as well|then|now|there|ok|okay)\Z",
    re.IGNORECASE,
)
_ZH_TAIL_ENDS = ("吗", "呢", "吧", "啊", "呀", "哈", "哦", "啦", "么", "一下")
_WORD_CHAR = re.compile(r"\w")


#: what ends a clause's core, stripped (white space, all below U+3001, and closing punctuation)
_END_CHARS = "".join(chr(c) for c in range(0x3001) if chr(c).isspace()) + ".,;:!?…。，；：！？、"


@functools.lru_cache(maxsize=8192)
def trim(clause: str) -> tuple[int, int]:
    """The span of ``clause`` without the filler at its edges: the values and the words around
    them, and its closing punctuation unless a filler tail went; ``(0, 0)`` if it is all filler;
    the whole clause if trimming would cut a negation. Always a substring, never reworded."""
    cut = len(clause.rstrip(_END_CHARS))
    core = clause[:cut]
    start = 0
    if en := _EN_HEAD.match(core):
        start = en.end()
    zh = _ZH_HEAD.match(core, start)
    if zh and cut - zh.end() >= 2 and not NEGATION.search(core[start : zh.end()]):
        start = zh.end()
    stop = len(clause)
    tail = None
    if _EN_TAIL_END.search(core, max(start, len(core) - 12)):
        tail = _EN_TAIL_FILLER.search(core, start)
    if tail is None and core.endswith(_ZH_TAIL_ENDS):
        tail = _ZH_TAIL.search(core, start)
    if tail is not None:
        stop = tail.start()
    while start < stop and clause[start] in " ,;:，、":
        start += 1
    while stop > start and clause[stop - 1] in " ,;:，、":
        stop -= 1
    if NEGATION.search(core) and not NEGATION.search(clause[start:stop]):
        return 0, len(clause)
    if not _WORD_CHAR.search(clause, start, stop):
        return 0, 0
    return start, stop


@functools.lru_cache(maxsize=4096)
def trimmed(text: str) -> str:
    """Every clause of ``text`` trimmed to its values and the words around them (see
    :func:`trim`); all-filler clauses go. Words left out between kept ones are marked ``…``
    (so each run between marks is the speaker's text as written); ``·`` joints stay."""
    out = ""
    prev_end = 0  # end of the last kept span in text
    cut_after = False  # the last kept span lost its tail
    for s, e in clauses(text):
        a, b = trim(text[s:e])
        if a == b:
            continue
        gap = text[prev_end : s + a]
        if out:
            if "·" in gap:
                out += " · "
            elif cut_after or a > 0 or gap.strip(" ,;:，、"):
                out = out.rstrip(" ,;:，、…") + ELLIPSIS
            else:
                out += gap
        out += text[s + a : s + b]
        prev_end = s + b
        cut_after = bool(text[s + b : e].strip(" \t.,;:!?…。，；：！？、"))
    return out.rstrip(" ,，、;；:：")


# --- one turn ------------------------------------------------------------------------------------

# (a single CJK character is never a value word: it is letters only and not capitalised, so
# the value words are read from the Latin and digit words alone)
_WORD = re.compile(r"[#@$€£¥]?[A-Za-z0-9][\w.:/-]*(?<![" + CJK + "])")
_HAS_CJK = re.compile("[" + CJK + "]")
_QUESTION = re.compile(r"[?？]\s*$|^(?:请问|是否|要不要|需要.*吗)")


@functools.lru_cache(maxsize=8192)
def _values(text: str, tail: bool = False) -> frozenset[str]:
    """The value words of a clause (numbers, ids, capitalised names), case-folded (memoised:
    aged lines are read again); with ``tail`` as read after other words (none starts it)."""
    out = set()
    # the words as strings (no match objects); only the first can start the text, and it
    # does exactly when the text starts with it (a word can start at the text's first
    # character, so it is found there)
    words = _WORD.findall(text)
    first = not tail and bool(words) and text.startswith(words[0])
    for k, g in enumerate(words):
        if g.isalpha() and not g[0].isupper():  # most words: letters only, not capitalised
            continue
        w = g.strip(".:/-")
        if any(map(str.isdigit, w)) or ((k > 0 or not first) and w[:1].isupper() and len(w) > 1):
            out.add(w.casefold().lstrip("#"))
    return frozenset(out)


_CONTENT = re.compile(r"[A-Za-z][A-Za-z'-]{3,}|[" + CJK + "]")
#: words a restatement adds to what the user said ("Noted: 7000000003 and 7000000005.")
_ECHO = frozenset((
    "noted", "note", "that", "this", "these", "those", "your", "yours", "have", "with", "okay",
    "sure", "right", "correct", "confirm", "confirming", "confirmed", "understood", "just",
    "want", "wants", "would", "like", "need", "needs", "here", "there",
    "的", "了", "您", "你", "我", "是", "吗", "呢", "吧", "好", "已", "记", "录", "为", "和", "个",
))  # fmt: skip


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> frozenset[str]:
    """Content words of ``text`` (English words of 4+ letters, CJK characters), minus echoes."""
    return frozenset(w.casefold() for w in _CONTENT.findall(text)) - _ECHO


def _head(text: str) -> tuple[str, bool]:
    """``text`` with runs of white space made one space, read up to :data:`READ_CHARS`, and
    whether it was cut there."""
    cut = len(text) > READ_CHARS
    return " ".join(text[:READ_CHARS].split()), cut


def _marked(digest: str, cut: bool) -> str:
    """``digest`` marked ``…`` when its text was cut at :data:`READ_CHARS` (once)."""
    return digest + " …" if cut and digest and not digest.endswith("…") else digest


def user_text(text: str, max_tokens: int, counter: TokenCounter, *, distinct: bool = False) -> str:
    """The user's statement without its pleasantries, clipped to ``max_tokens``; with
    ``distinct``, a clause said again (merged lines) is kept once."""
    text, cut = _head(text)
    spans: list[tuple[int, int]] = []
    seen: set[str] = set()
    for s, e in clauses(text):
        clause = text[s:e]
        if is_pleasantry(clause):
            continue
        key = clause.strip(_STRIP).casefold()
        if distinct and key in seen:
            continue
        seen.add(key)
        spans.append((s, e))
    return _marked(select(text, spans, max_tokens, counter), cut)


@functools.lru_cache(maxsize=8192)
def _reply_clause(clause: str) -> tuple[bool, bool, bool, frozenset[str]]:
    """What :func:`assistant_text` reads of one clause, whatever the turn (memoised: an aged
    line's clauses are read again at each level): dropped in any case (small talk, a question
    without a value, an English clause with nothing to keep), states a value or an outcome,
    reports an outcome, and its value words."""
    if is_pleasantry(clause):
        return True, False, False, frozenset()
    valued = has_value(clause)
    outcome = bool(OUTCOME.search(clause))
    if _QUESTION.search(clause.strip()) and not valued:
        return True, False, False, frozenset()
    if not (valued or outcome or NEGATION.search(clause)) and not _HAS_CJK.search(clause):
        return True, False, False, frozenset()  # an English clause with nothing to keep
    return False, valued or outcome, outcome, _values(clause)


def assistant_text(
    text: str, max_tokens: int, counter: TokenCounter, said: Said = "", *, values_only: bool = False
) -> str:
    """The assistant's clauses that carry a value or an outcome, clipped to ``max_tokens``.

    Dropped: pleasantries, questions without a value, and restatements (every value and content
    word of the clause is in ``said``, the user's text of the turn, and it reports no outcome). With
    ``values_only`` only clauses stating a value or an outcome are kept (``said``: :data:`Said`)."""
    text, cut = _head(text)
    heard: frozenset[str] | None = None  # read from ``said`` only when a clause needs it
    said_words: frozenset[str] = frozenset()
    keep: list[tuple[int, int]] = []
    for s, e in clauses(text):
        clause = text[s:e]
        dropped, informative, outcome, found = _reply_clause(clause)
        if dropped or (values_only and not informative):
            continue
        if found and not outcome:
            if heard is None:
                heard, said_words = _heard(said)
            if found <= heard and _words(clause) <= said_words:
                continue  # a restatement of what the user just said
        keep.append((s, e))
    return _marked(select(text, keep, max_tokens, counter), cut)


def _heard(said: Said) -> tuple[frozenset[str], frozenset[str]]:
    """The value and content words of ``said`` up to :data:`READ_CHARS` (a pasted 2 MB text);
    a pair ``(a, b)`` as ``a + " " + b`` from each one's memoised words: no word holds a space,
    so none crosses the joint, and no word of ``b`` starts the text."""
    if isinstance(said, tuple):
        a, b = said
        if len(a) + 1 + len(b) <= READ_CHARS:
            return _values(a) | _values(b, True), _words(a) | _words(b)
        said = a + " " + b
    said = said[:READ_CHARS]
    return _values(said), _words(said)


_OMITTED = re.compile(r"\s*\[… \d+ (?:tokens|characters) omitted …\]\s*")


def tool_texts(turn: Turn, max_tokens: int, counter: TokenCounter) -> list[Piece]:
    """The turn's tool outputs, compressed (keys, ids, short values), at most :data:`MAX_TOOLS`."""
    pieces: list[Piece] = []
    extra = 0
    for step in turn.steps:
        for obs in step.observations:
            if len(pieces) >= MAX_TOOLS:
                extra += 1
                continue
            name = step.call(obs.tool_call_id).name
            data = compress_observation(
                obs.content, max_tokens, counter, total=counter.observation_tally(turn, obs)
            )
            data = _OMITTED.sub("…", " ".join(data.split()))
            data = clip(data, max_tokens, counter)
            label = f"tool {name}" + (" error" if obs.is_error else "")
            pieces.append(Piece(label, data))
    if extra:
        pieces.append(Piece("tool", f"+{extra} more results"))
    return pieces


def turn_pieces(turn: Turn, counter: TokenCounter, scale: float = 1.0) -> list[Piece]:
    """The digest of one turn: the user's statement, tool data, the assistant's values.

    A tool output whose values the assistant's kept reply repeats is left to the reply (the
    store keeps the raw output).
    ``scale`` (>= 1) raises the caps when the summary has room to spare."""
    user = user_text(turn.user or "", round(USER_TOKENS * scale), counter)
    pieces = [Piece("user", user)] if user else []
    reply = assistant_text(
        turn.response or "", round(ASSISTANT_TOKENS * scale), counter, turn.user or ""
    )
    reported = _values(reply)
    for tool in tool_texts(turn, round(TOOL_TOKENS * scale), counter):
        if not (reported and _values(tool.text) & reported):  # else the reply reports it
            pieces.append(tool)
    if reply:
        pieces.append(Piece("assistant", reply))
    return pieces
