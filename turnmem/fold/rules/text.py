"""Text primitives of the offline folder: normalisation, sentence and clause splitting, value
cleaning and content words.

Everything here is pure and works on one string at a time. Matching runs on a *normalised*
copy of the text (curly quotes and full-width ASCII mapped to ASCII, same length), and values
are sliced from the original text at the same positions, so a stored value keeps the user's
exact surface form.
"""

from __future__ import annotations

import re

__all__ = [
    "CJK",
    "HAN",
    "MAX_SENTENCE",
    "MAX_USER_CHARS",
    "SHIFT_BY",
    "TRIM",
    "clauses",
    "clean",
    "content_words",
    "normalise",
    "overlaps",
    "read_text",
    "sentences",
    "squeeze",
    "useful",
    "word_set",
]


def word_set(text: str) -> frozenset[str]:
    """A set of the space-separated words of ``text`` (keeps long word lists readable)."""
    return frozenset(text.split())


CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
HAN = f"[{CJK}]"

# Length-preserving normalisation: curly quotes and full-width ASCII (，！？：１２３) to ASCII.
_NORMALISE = {0x2019: "'", 0x2018: "'", 0x201C: '"', 0x201D: '"', 0x3000: " "}
_NORMALISE.update({c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)})


def normalise(text: str) -> str:
    """``text`` with curly quotes and full-width ASCII mapped to ASCII (same length)."""
    return text.translate(_NORMALISE)


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """True when the spans ``a`` and ``b`` share a position."""
    return a[0] < b[1] and b[0] < a[1]


# --- splitting ------------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"[。！？!?;；\n…]+|\.(?=\s|$)")
_CLAUSE_BREAK = re.compile(
    r"(?<!\d),|,(?!\d)|[，~]"  # commas, except inside numbers such as 1,200
    # a dash between English words ("so three - can you find three together?")
    r"|(?<=[A-Za-z0-9])\s[-–—]\s(?=[A-Za-z])"
    r"|\s+(?=(?:but|however|although|though|because|whereas)\b)"
    r"|\s+(?=and\s+(?:then\s+)?(?:i|i'm|i'd|i'll|we|my|also|please|can|could|book|cancel|change"
    r"|return|refund|exchange|reschedule|no|never|still|keep)\b)"
    r"|(?=但是|不过|可是|然后|而且|并且|另外|同时|还有)",
    re.IGNORECASE,
)
#: What a Chinese correction names as wrong ("日期错了，是3月6号", "订单号不对，应该是…").
VALUE_NOUNS_ZH = (
    r"(?:日期|时间|订单号|单号|号码|手机号|电话|地址|名字|姓名|人数|金额|邮箱|航班号|车次|房型|座位"
    r"|数量|价格)"
)
#: What an English correction names as wrong ("I got the date wrong, it was the 4th").
GOT_WRONG = (
    r"(?:and |oh |sorry,? )?(?:i (?:got|had|gave you|said) (?:the|that|my) (?:\w+ ){0,2}wrong"
    r"|(?:that's|that is|that was) wrong|i got it wrong)"
)
#: A shift said before its new values ("can we move it a week later, 10 to 14 August?",
#: "push it back a day, Wednesday 3pm"): a marker, the values follow.
SHIFT_BY = (
    r"(?:(?:can|could) (?:we|you|i) |let's |please )?(?:move|push|shift|bump) (?:it|that|this"
    r"|them|everything)(?: back| forward| out)? (?:by )?(?:a|an|one|two|three|\d+) (?:day|week"
    r"|month|hour)s?(?: (?:later|earlier|back|forward))?"
)
_MARKER_ONLY = re.compile(
    r"^[\s,.:!-]*(?:(?:actually|no|nope|wait|hold on|hang on|sorry|oh|oops|whoops|my bad"
    r"|my mistake|hmm|well"
    r"|ok|okay|um|uh|so|hey|scratch that|on second thought|change of plans?|correction"
    # "let me change that, ...", "改一下，...": a change announced, its value next
    r"|let me (?:change|shorten|extend|move|update) (?:it|that|this)"
    # "can we move it a week later, 10 to 14 August?": the shift said, the new values next
    rf"|{SHIFT_BY}"
    r"|(?:one|a small|a quick) change|"
    r"改一下|改一改|调整一下|变一下|有变化|更正一下|"
    r"其实|不对|不|哦|噢|嗯|额|呃|等等|等一下|对不起|不好意思|抱歉|说错了|我说错了|搞错了|写错了"
    # "日期错了", "订单号不对": the value named as wrong leads the clause that corrects it
    rf"|{VALUE_NOUNS_ZH}(?:也)?(?:不对|错了|写错了|搞错了|说错了)|{GOT_WRONG})"
    r"[\s,.:!-]*)+$",
    re.IGNORECASE,
)


#: Longest span the statement regexes see at once. Longer sentences are cut at a space (or
#: anywhere, for Chinese), which bounds the cost of every pattern on pasted logs or documents.
MAX_SENTENCE = 320
_SQUEEZE = re.compile(r"[^\S\n]{2,}|\s*\n\s*")


def squeeze(text: str) -> str:
    """``text`` with runs of blanks made one space and blank lines made one newline."""
    return _SQUEEZE.sub(lambda m: "\n" if "\n" in m.group(0) else " ", text)


def sentences(norm: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of ``norm`` (empty ones left out), each at most
    :data:`MAX_SENTENCE` characters long."""
    out: list[tuple[int, int]] = []
    pos = 0
    ends = [(m.start(), m.end()) for m in _SENTENCE_END.finditer(norm)] + [(len(norm), len(norm))]
    for end, nxt in ends:
        while end - pos > MAX_SENTENCE:
            cut = norm.rfind(" ", pos + MAX_SENTENCE // 2, pos + MAX_SENTENCE)
            cut = cut if cut > pos else pos + MAX_SENTENCE
            if norm[pos:cut].strip():
                out.append((pos, cut))
            pos = cut
        if norm[pos:end].strip():
            out.append((pos, end))
        pos = max(pos, nxt)
    return out


#: What every match of _CLAUSE_BREAK holds in an ASCII text, lower-cased (under IGNORECASE
#: an ASCII letter matches only its two cases; the Chinese forms hold no ASCII text).
_BREAK_WORDS = (
    ",",
    "~",
    " - ",
    " – ",
    " — ",
    "but",
    "however",
    "though",
    "because",
    "whereas",
    "and",
)


def _may_break(sentence: str) -> bool:
    """False when _CLAUSE_BREAK cannot match ``sentence``: most sentences have no break."""
    if not sentence.isascii():
        return True
    low = sentence.lower()
    return any(w in low for w in _BREAK_WORDS)


def clauses(norm: str, start: int, end: int) -> list[tuple[int, int]]:
    """Clause spans of the sentence ``norm[start:end]``.

    A clause that is only a discourse marker ("actually,", "no,", "其实，") is joined to the
    next one, so "Actually, make it Hangzhou" stays one clause. Spans start at the first
    non-blank character, so patterns anchored at the start of a clause see its first word.
    """
    spans: list[tuple[int, int]] = []
    pos = start
    for m in _CLAUSE_BREAK.finditer(norm, start, end) if _may_break(norm[start:end]) else ():
        if m.start() > pos:
            spans.append((pos, m.start()))
        pos = max(pos, m.end())
    if pos < end:
        spans.append((pos, end))
    spans = [s for s in spans if norm[s[0] : s[1]].strip()]
    merged: list[tuple[int, int]] = []
    carry: int | None = None
    for s, e in spans:
        if carry is not None:
            s, carry = carry, None
        if _MARKER_ONLY.match(norm[s:e]) and (s, e) != spans[-1]:
            carry = s
            continue
        merged.append((s, e))
    return [(s + len(norm[s:e]) - len(norm[s:e].lstrip()), e) for s, e in merged]


# --- value cleaning -------------------------------------------------------------------------

TRIM = " \t\r\n.,;:!?\"'()[]{}<>。，；：！？、…~-*“”"
_EN_TAIL = re.compile(
    r"(?:\s+(?:please|pls|thanks|thank you|if possible|if you can|for me|as well|too|anymore|"
    r"at all|again|right now|now|thx|ok|okay|instead))+$",
    re.IGNORECASE,
)
_EN_HEAD = re.compile(r"^(?:please|kindly|just|also|then|and|but|so)\s+", re.IGNORECASE)
_ZH_TAIL = re.compile(
    r"(?:吧|呢|啊|呀|哦|哈|嘛|了|啦|谢谢|谢谢你|多谢|好吗|好不好|可以吗|行吗|吗|么)+$"
)
_ZH_HEAD = re.compile(r"^(?:请|麻烦|给我|帮我)")
_PRONOUNS = word_set("it that this them those these one ones him her you me something anything")


def clean(value: str) -> str:
    """A captured value without surrounding punctuation and polite filler."""
    prev = None
    while prev != value:
        prev = value
        value = value.strip(TRIM)
        value = _EN_TAIL.sub("", value)
        value = _EN_HEAD.sub("", value)
        value = _ZH_TAIL.sub("", value)
        value = _ZH_HEAD.sub("", value)
    return value


_DETERMINERS = _PRONOUNS | {"the", "a", "an", "other", "same", "first", "second", "last"}


def useful(value: str) -> bool:
    """False for empty values and bare references ("it", "that one", "the other one")."""
    words = value.casefold().split()
    return bool(words) and not all(w in _DETERMINERS for w in words)


_STOPWORDS = word_set(
    "a an the to of for on in at by with and or but i me my we our you your it is are be please "
    "would like want need have has get some any this that one"
)
_WORD = re.compile(rf"[A-Za-z][A-Za-z'-]+|{HAN}{{2}}")


def content_words(text: str) -> set[str]:
    """Lower-cased content words of ``text`` (and overlapping Chinese bigrams), for matching."""
    norm = normalise(text).casefold()
    words = {w for w in _WORD.findall(norm) if w not in _STOPWORDS and len(w) > 2}
    for run in re.findall(rf"{HAN}+", norm):
        words.update(run[i : i + 2] for i in range(len(run) - 1))
    return words


def shared_words(a: set[str], b: set[str]) -> int:
    """How many words of ``a`` are in ``b``, an English word also when the two share their
    first six letters ("reconciliation" and "reconcile", "archiving" and "archive")."""
    count = 0
    for w in a:
        if w in b or (
            w.isascii() and len(w) >= 6 and any(len(v) >= 6 and v[:6] == w[:6] for v in b)
        ):
            count += 1
    return count


#: User messages longer than this are read in their first 4,000 and last 2,000 characters (a
#: pasted log or document); the store keeps the whole text.
MAX_USER_CHARS = 6000


def read_text(raw: str) -> tuple[str, str, tuple[tuple[int, int], ...]]:
    """A user message as read: squeezed (and cut to :data:`MAX_USER_CHARS`), its normal form,
    and its sentences' spans."""
    if len(raw) > 4 * MAX_USER_CHARS:  # a margin over the cut below: squeeze shrinks blank runs
        raw = raw[: 2 * MAX_USER_CHARS] + "\n" + raw[-MAX_USER_CHARS:]
    text = squeeze(raw)
    if len(text) > MAX_USER_CHARS:
        text = text[:4000] + "\n" + text[-2000:]
    norm = normalise(text)
    return text, norm, tuple(sentences(norm))
