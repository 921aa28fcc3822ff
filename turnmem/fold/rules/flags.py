"""Yes/no fields: "add breakfast for both of us", "No skipper", "Do not wipe the drive".

A bool field (``breakfast: bool | None``) is named for the thing it says yes or no to, and the
words of its name (without the generic ones: "allow", "needs", "is") are that thing. A user
sentence that names every one of them (by stem: "delivery" is said as "deliver it", "stain
treatment" as "a stain ... treat that") sets the field:

* False where a negation governs the thing: "no X", "without X", "don't / do not ... X",
  "skip / drop / forget / cancel / remove / leave out the X", "instead of X", "X off", "X isn't
  needed";
* True where the clause asks for it: "add", "with", "need", "want", "please", "yes", "has to
  be", "go up to", or a request put as a question ("Can you add a battery too?");
* nothing for a question that only asks ("Is breakfast included?", "Do I need climate
  control?"), for "there's no X" (what is there, not what is wanted), for a mention with no cue
  at all, and for a sentence whose mentions disagree.

A bare "yes" or "no" answers the assistant's yes/no question just before it when that question
names exactly one such field ("Would you like a courtesy car?" -- "No thanks, she'll drop me
at work"): the user's answer sets it, the question only says which field it is. Chinese text
sets nothing: the field names are English words.
"""

from __future__ import annotations

import functools
import re

from turnmem.fold.rules.fields import FieldPlan
from turnmem.fold.rules.text import clauses, normalise, sentences, word_set
from turnmem.fold.rules.work import Work

__all__ = ["answer_flags", "flag_plans", "last_question", "read_flags"]

#: name words that say nothing of the thing itself
_GENERIC = word_set(
    "is has have with wants want needs need include includes included allow allowed allows "
    "use uses required requested opt add added extra wanted do does flag option yes no"
)
_SUFFIX = re.compile(r"(?:ments?|ions?|ing|ed|es|s|y|e)$")
_ENDINGS = r"(?:s|es|ed|d|ing|ion|ions|ment|ments|y|ies|er|ers|e)?"

#: a negation before the thing in its clause ("no", "don't want the", "skip the"), no comma
#: or "but" between them ("No, but add a courtesy car")
_NEG_BEFORE = re.compile(
    r"(?:\b(?:no|not|without|never|nor|skip|skipping|drop|forget|cancel|remove|scrap|lose"
    r"|leave out|leave off|take off|instead of|no need for|rather not|not needing)|n't)\b"
    r"(?! (?:mind|care|know|sure|only|just)\b)"  # "I don't mind", "not only": no refusal
    # up to five words between ("doesn't need to have internet or parking"), no new clause
    r"(?:[ -]+(?!(?:but|so|then|add|with)\b)[\w'-]+){0,5}[ -]*$",
    re.IGNORECASE,
)
#: a negation after the thing ("substitutions off", "the battery isn't needed")
_NEG_AFTER = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:off\b|isn't needed|is not needed|not needed|aren't needed"
    r"|can go\b|isn't necessary|not necessary|no longer)",
    re.IGNORECASE,
)
#: "there's no bird guard": what is there, not what is wanted
_THERE_IS_NO = re.compile(
    r"\bthere(?:'s| is| are)(?: no| not)\b(?:\W+[\w'-]+){0,3}\W*$", re.IGNORECASE
)
_POSITIVE = re.compile(
    r"\b(?:yes|yeah|yep|add|adding|with|want|wants|need|needs|needed|like|include|including"
    r"|please|keep|have to|has to|must|go (?:up )?(?:to|for|with)|upgrade|switch to|hire|sure"
    r"|book|get|take|i'll have|we'll have)\b",
    re.IGNORECASE,
)
_BARE = re.compile(r"\W*(?:(?:so|and|then|ok|okay|oh|yes|but)\W+)*(?:the\s+|an?\s+)?", re.I)
_BARE_END = re.compile(r"\W*(?:(?:please|then|too|as well|instead|after all|again)\W*)*", re.I)
#: a request put as a question: the clause asks for something to be done
_REQUEST_Q = re.compile(
    r"^\W*(?:(?:and|also|oh|so|but|actually)\W+)*(?:can|could|would|will)\s+(?:you|we|i|u)\s+"
    r"(?:please\s+|also\s+|just\s+)*(?!tell\b|say\b|explain\b|know\b|confirm\b|check\b)\w",
    re.IGNORECASE,
)
_YES = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|sure|ok|okay|please do|yes please|go on|go ahead|definitely"
    r"|absolutely|of course)\b",
    re.IGNORECASE,
)
_LEAD = re.compile(r"^\W*(?:(?:and|oh|also|so|well|but|hmm|um)\W+)+", re.IGNORECASE)
#: the question offers a thing the message named before ("Shall I add it?")
_IT = re.compile(
    r"\b(?:add|include|want|like|need|book|arrange|fit|take|have|do)\s+(?:it|that|this|them|one)\b"
    r"|\bis that (?:ok|okay|alright|fine)\b",
    re.IGNORECASE,
)
_NO = re.compile(r"^\W*(?:no|nope|nah|no thanks|no thank you|not this time)\b", re.IGNORECASE)
#: the assistant offers or asks, yes or no ("Would you like ...?", "Shall I add it?")
_YES_NO_Q = re.compile(
    r"(?:^|,)\W*(?:(?:and|also|so)\W+)?(?:would|will|shall|should|do|does|did|is|are|can|could"
    r"|any)\b",
    re.IGNORECASE,
)


def _stem(word: str) -> str:
    stem = _SUFFIX.sub("", word) if len(word) > 4 else word
    # "parking" is not "park", "booking" not "book": a verb left by "-ing" must be long
    return stem if len(stem) >= (5 if word.endswith("ing") else 3) else word


@functools.lru_cache(maxsize=256)
def _subject(name: str) -> tuple[re.Pattern[str], ...]:
    words = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower())
    stems = [_stem(w) for w in words if w not in _GENERIC and len(w) > 1]
    return tuple(re.compile(rf"\b{re.escape(s)}{_ENDINGS}\b", re.IGNORECASE) for s in stems)


def flag_plans(work: Work) -> list[tuple[FieldPlan, tuple[re.Pattern[str], ...]]]:
    """The schema's bool fields with the patterns of the words they are named for."""
    return [(p, _subject(p.name)) for p in work.plans if p.kind == "bool" and _subject(p.name)]


def _unhyphen(text: str) -> str:
    """ "hook-up" as "hookup", and a split "does n't" (tokenised text) as "doesn't"."""
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", "", text, flags=re.IGNORECASE)
    return text.replace(" n't", "n't") if " n't" in text else text


def _negated(clause: str, start: int, end: int) -> bool | None:
    """The thing at ``start:end`` refused (True), chosen or not (False), or only said not to
    be there (None: "there's no bird guard")."""
    before = clause[:start]
    if _NEG_BEFORE.search(before) or _NEG_AFTER.match(clause[end:]):
        return None if _THERE_IS_NO.search(before) else True
    return False


def _polarity(clause: str, spans: list[tuple[int, int]], asked: bool) -> bool | None:
    """What the clause says of the thing (its words at ``spans``): False, True, or nothing;
    ``asked``: its sentence is a question. One word negated refuses the thing ("the hotel
    doesn't need internet": "hotel" is not refused, the hotel's internet is)."""
    if asked and not _REQUEST_Q.match(clause):
        return None  # "Is breakfast included?" asks, it chooses nothing
    negated = [_negated(clause, a, b) for a, b in spans]
    if True in negated:
        return False
    if None in negated:
        return None
    if asked or _POSITIVE.search(clause):  # ("Can you add a battery?")
        return True
    # a clause that is the thing alone picks it ("a wedding on Saturday, so express, ready
    # Friday please")
    bare = any(_BARE.fullmatch(clause[:a]) and _BARE_END.fullmatch(clause[b:]) for a, b in spans)
    return True if bare else None


def _said(sentence: str, subject: tuple[re.Pattern[str], ...], asked: bool) -> bool | str | None:
    """The sentence's verdict on the thing: a bool, None (named, no verdict), "" (not named).
    Its clauses that name the thing must agree."""
    if not all(rx.search(sentence) for rx in subject):
        return ""
    verdicts: set[bool] = set()
    hits = [m.span() for rx in subject for m in rx.finditer(sentence)]
    named = False  # the clause before named the thing as had already
    for cs, ce in clauses(sentence, 0, len(sentence)):
        clause = sentence[cs:ce].strip()
        at = cs + sentence[cs:ce].find(clause)
        spans = [(a - at, b - at) for a, b in hits if cs <= a < ce]
        if not spans and named and _NOT_NEEDED.match(clause):
            verdicts.add(False)  # "my flatmate already has a stand, so we don't need that"
        elif spans and (got := _polarity(clause, spans, asked)) is not None:
            verdicts.add(got)
        # (the clause says the thing is had already: "the stand has a water tray, so we don't
        # need that" refuses the tray, not the stand)
        named = bool(spans) and bool(
            _HAD.search(clause[: spans[0][0]]) or _HAD_AFTER.match(clause[spans[-1][1] :])
        )
    return verdicts.pop() if len(verdicts) == 1 else None


#: the thing had already, said before it ("my flatmate already has a stand", "we've got our
#: own", "the rate includes breakfast") or after it ("breakfast is included")
_HAD = re.compile(
    r"\b(?:already|have|has|had|got|own|bring|bringing|brought|there's|there is|includes"
    r"|including|comes with|come with|covers)\b",
    re.IGNORECASE,
)
_HAD_AFTER = re.compile(r"\W*(?:is|are)\s+(?:already\s+)?(?:included|covered|provided)\b", re.I)
#: a clause refusing the thing the clause before named ("..., so we don't need that")
_NOT_NEEDED = re.compile(
    r"^(?:(?:so|and|then)\s+)?(?:we|i)\s+(?:don't|do not|won't|will not)\s+need\s+(?:that|it"
    r"|one|them)(?:\s+(?:then|either|anymore|any more))?\W*$",
    re.IGNORECASE,
)


def read_flags(work: Work, text: str, turn: int) -> bool:
    """Set the bool fields the user's message names with a verdict; True when one was named."""
    plans = flag_plans(work) if text.isascii() or re.search("[A-Za-z]", text) else []
    if not plans:
        return False
    norm = _unhyphen(normalise(text))
    named = False
    for s, e in sentences(norm):
        sentence, asked = norm[s:e], norm[e : e + 1] == "?"
        for plan, subject in plans:
            got = _said(sentence, subject, asked)
            named = named or got != ""
            if isinstance(got, bool):
                _settle(work, plan, subject, got, turn)
    return named


def answer_flags(work: Work, asked: str, text: str, turn: int) -> None:
    """A yes or no to the assistant's one yes/no question ``asked``, when its message names
    exactly one bool field ("Delivery is £8 on Saturdays. Shall I add it?" -- "No, ...")."""
    if not asked or not text.isascii():
        return
    words = normalise(text)
    starts = [words[s:e] for s, e in sentences(words)]
    yes = any(_YES.match(_LEAD.sub("", s)) for s in starts)
    no = any(_NO.match(_LEAD.sub("", s)) for s in starts)
    if yes == no:
        return
    norm = _unhyphen(normalise(asked))
    spans = sentences(norm)
    questions = [norm[s:e] for s, e in spans if norm[e : e + 1] == "?"]
    # one question, the message's last words: the answer is to it
    if len(questions) != 1 or norm[spans[-1][1] : spans[-1][1] + 1] != "?":
        return
    if not _YES_NO_Q.search(questions[0]):
        return
    # the question names the field, or says "it" of one the message named ("Delivery is £8 on
    # Saturdays. Shall I add it?"); "Express, ready Friday. Shall we deliver?" asks of no flag
    scope = questions[0] if not _IT.search(questions[0]) else norm
    named = [p for p, subject in flag_plans(work) if all(rx.search(scope) for rx in subject)]
    if len(named) == 1:
        _settle(work, named[0], _subject(named[0].name), yes, turn)


def _settle(
    work: Work, plan: FieldPlan, subject: tuple[re.Pattern[str], ...], value: bool, turn: int
) -> None:
    """Set the field; a preference for the other answer ("avoid: breakfast" once breakfast is
    wanted after all) is no longer current, so it retires."""
    work.set_field(plan, value, turn, "user")
    for entry in work.recent("preference"):
        against = entry.polarity in ("avoid", "dislike")
        if against == value and all(rx.search(entry.value) for rx in subject):
            work.remove(entry, turn, "user")


@functools.lru_cache(maxsize=256)
def last_question(reply: str) -> str:
    """The question ``reply`` ends with ("We need a short survey first - Monday 7 June or
    Wednesday 9 June?"), or "" when it ends otherwise."""
    norm = normalise(reply.rstrip())
    spans = sentences(norm)
    if not spans or norm[spans[-1][1] : spans[-1][1] + 1] != "?":
        return ""
    return norm[spans[-1][0] : spans[-1][1]]
