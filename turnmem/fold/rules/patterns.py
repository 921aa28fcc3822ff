"""The statement families of the offline folder (English and Chinese): names, preferences,
allergies, goals and goal status, as regexes tried in priority order by :func:`mentions`.

A later match is rejected when its trigger words overlap an accepted trigger: "不喜欢X" is a
dislike and never also a like ("喜欢X"), "I don't want to X" is a prohibition and never also a
goal. Entities (numbers, dates, ids, places) live in :mod:`turnmem.fold.rules.entities`; splitting
and cleaning in :mod:`turnmem.fold.rules.text`.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.actions import ZH_ACTIONS, split_actions
from turnmem.fold.rules.mention import Mention
from turnmem.fold.rules.name_words import NAME_STOP as _NAME_STOP
from turnmem.fold.rules.name_words import SURNAMES as _SURNAMES
from turnmem.fold.rules.name_words import ZH_NAME_STOP as _ZH_NAME_STOP
from turnmem.fold.rules.prefilter import Gate, ascii_pattern, conditions
from turnmem.fold.rules.status_rules import I_WE as _I
from turnmem.fold.rules.status_rules import NEED_DONE as _NEED_DONE
from turnmem.fold.rules.status_rules import PLEASE_VERB as _PLEASE_VERB
from turnmem.fold.rules.status_rules import STATUS_RULES
from turnmem.fold.rules.status_rules import Rule as _Rule
from turnmem.fold.rules.status_rules import en_rule as _r
from turnmem.fold.rules.status_rules import zh_rule as _z
from turnmem.fold.rules.text import CJK, HAN, clean, overlaps, useful, word_set

__all__ = ["RULES", "Mention", "mentions"]


# --- the statement families -----------------------------------------------------------------

_DONT = r"(?:don't|dont|do not|never)"
_ZH_NAME_END = r"(?=$|[\s,.!?;:，。！？；：想要在去来的了呢啊吧哦,和跟从打住订])"

_LEAD = r"^(?:(?:and|but|also|then|so|please|oh|ok|okay|well)[\s,]+)*"
#: Before an imperative goal verb, also the words that answer an offer or correct a choice:
#: "yes, exchange please", "no, just refund it", "sure, cancel the order".
_VERB_LEAD = (
    r"^(?:(?:and|but|also|then|so|please|oh|ok|okay|well|yes|yeah|yep|sure|no|nah|actually"
    r"|just|instead|rather|(?:two|three|a few|a couple of) things:)[\s,!.]+)*"
)
_GOAL_VERBS = (
    r"book|reserve|cancel|change|modify|return|refund|exchange|reschedule|upgrade|find|get|"
    r"order|check|track|buy|send|update|add|remove|show|tell|give|look up|search|arrange"
    r"|schedule|freeze|unfreeze|block|unblock|lock|unlock|renew|transfer|issue|process|wire"
    r"|ship|deliver|replace|repair|fix (?=my\b|the\b|a\b)"
    r"|pay(?= )(?! (?:attention|heed|tribute|close|no mind)\b)"
    # admin and account actions: "export all open tickets", "reset my password", "close my
    # savings account" (not "close to the station"), "set up a weekly report"
    r"|export|import|deploy|roll back|reset|grant|revoke|install|uninstall|activate"
    r"|deactivate|enable|disable|extend|create|submit|pause|resume|refill|rebook|restart"
    r"|invite|close(?!\s+(?:to|by|enough)\b)|set up|file (?=an?\b|my\b)|open (?=an?\b|my\b)"
)
# "Order #W123 arrived", "Return policy?", "Change of plans": the verb is a noun there.
_NOT_NOUN = (
    r"(?!(?<=order)\s*(?:#|[a-z]{0,3}\d))(?!-|'s\b)(?!\s+(?:is|was|are|were|has|had|arrived"
    r"|came|never|of|policy|status|history|number|id|label|fee|fees|window|isn't|wasn't"
    r"|aren't|weren't|hasn't|hadn't|doesn't|didn't|won't|can't|would|will|should|could|might"
    r"|needs?|needed|went|seems?)\b)"
)
_ZH_GOAL_VERBS = (
    r"预订|预定|订购|取消|改签|退订|退票|退款|退货|退房|换货|改期|办理|查询"
    r"|导出|重置|注销|销户|续费|续订|部署|开通"
)
#: A verb that is the head of a noun is no action: "预订号是…" (the booking number), "订单".
_NOT_ZH_NOUN = r"(?![号码单]|信息|记录|编号|人)"
#: Whom an action is for, before the action ("还要给他办门禁卡"): not part of the step.
_ZH_FOR = r"(?:(?:给|帮|替|为)(?:他们|她们|我们|他|她|我|它))?"
_GREETING = r"(?i:(?:hi|hello|hey|good (?:morning|afternoon|evening))[\s,!.]+)*"
_UP, _LO = "A-ZÀ-ÖØ-Þ", "a-zß-öø-ÿ"  # a name's letters, accented ones too ("Fernández")
_CAP_WORD = rf"[{_UP}][{_LO}'\-]+(?:[{_UP}][{_LO}'\-]+)*"  # ("MacLeod", "McKenzie-Smith")
_CAP_NAME = rf"{_CAP_WORD}(?:\s+{_CAP_WORD}){{0,2}}"
_NAME_AFTER = r"(?=\s*$|\s*[,.!?;:]|\s+(?i:speaking|here|calling|from|with)\b)"

# Priority order: status, names, allergies, prohibitions, dislikes, goals, requirements, likes.
# The kind of a rule says how it reads in a question: goals of kind "want"/"need" and all
# preferences are dropped from questions ("Do I need my passport?"), "request" goals are kept
# ("Can you book a hotel?"); a "named" status names its goal ("The email account is done").
RULES: tuple[_Rule, ...] = (
    *STATUS_RULES,
    # names
    _r(
        "name",
        "",
        r"(?i:\bmy name is|\bmy name's|\bname is|^(?:the )?name's)\s+"
        rf"(?P<v>[{_UP}{_LO}][{_UP}{_LO}'\-]*(?:\s+[{_UP}][{_UP}{_LO}'\-]*){{0,2}})",
        0,
    ),
    _r(
        "name",
        "",
        rf"(?i:\bcall me)\s+(?P<v>[{_UP}][{_UP}{_LO}'\-]*(?:\s+[{_UP}][{_UP}{_LO}'\-]*){{0,2}})",
        0,
    ),
    _r(
        "name",
        "",
        rf"(?<![A-Za-z])I(?:'m| am)\s+(?P<v>{_CAP_NAME})\b",
        0,
    ),
    # whose name a booking is under: "put it under Hannah Wu", "it's under Lee", "booked
    # under the name Ortiz" (a capitalised name: not "under warranty", "under my name")
    _r(
        "name",
        "",
        r"(?i:(?:\b(?:put|book|file|list|register|reserve) (?:it|that|this|them|the \w+)"
        r"|\b(?:it's|it is|it was|that's|they're|booked|reserved|filed|listed|registered"
        r"|(?:the )?(?:booking|reservation|order|account|appointment|table|tickets?)"
        r" (?:is|are|was|were)))\s+under(?:\s+the name(?: of)?)?"
        r"|\bunder the name(?: of)?)"
        rf"\s+(?P<v>{_CAP_NAME})"
        r"(?=\s*$|\s*[,.!?;:]|\s+(?i:please|thanks|and|for|if|on|at)\b)",
        0,
    ),
    _r("name", "", rf"^{_GREETING}(?i:this is)\s+(?P<v>{_CAP_NAME}){_NAME_AFTER}", 0),
    _r("name", "", rf"^{_GREETING}(?P<v>{_CAP_NAME})\s+(?i:here)\b{_NAME_AFTER}", 0),
    _z(
        "name",
        "",
        rf"(?:我叫|我的名字(?:是|叫)|本人姓名是?|我姓名是|名字是)"
        rf"(?P<v>(?![了过着一个车你他她它外])[{CJK}·]{{2,4}}?{_ZH_NAME_END}"
        r"|[A-Za-z][A-Za-z]+(?: [A-Z][a-z]+)?)",
    ),
    _z("name", "", rf"(?:我是|这里是|我这边是)(?P<v>[{_SURNAMES}][{CJK}]{{1,2}}?{_ZH_NAME_END})"),
    # allergies: a prohibition plus an allergy fact
    _r("allergy", "avoid", r"\ballergic to (?P<v>.+)"),
    _r("allergy", "avoid", r"\b(?:i|we) (?:have|got) an? (?P<v>[\w -]+?) allergy\b"),
    _z("allergy", "avoid", rf"对(?P<v>{HAN}.{{0,15}}?)过敏"),
    _z("allergy", "avoid", rf"(?:我|我们)(?:有)?(?P<v>(?!对){HAN}{{1,8}}?)过敏"),
    # prohibitions
    _r("pref", "avoid", rf"{_I} {_DONT} want (?:to )?(?:any )?(?P<v>.+)"),
    _r(
        "pref",
        "avoid",
        rf"{_I} (?:can't|cannot|can not|don't|dont|do not|never) (?:eat|drink|have|take)"
        r" (?P<v>.+)",
    ),
    _r(
        "pref",
        "avoid",
        _LEAD + r"no\s+(?P<v>(?=\w)(?!(?:thanks?|thank|problem|worries|need|way|idea|i|it"
        r"|that|this|one|more|longer|matter|rush|hurry|worry|big deal|doubt|wonder|wait|sorry"
        r"|actually|no)\b).+)$",
    ),
    _r("pref", "avoid", r"\b(?:please )?avoid (?P<v>.+)"),
    _r(
        "pref",
        "avoid",
        _LEAD + r"(?:please )?(?:never|don't|do not) (?P<v>(?:book|give|put|use|send"
        r"|add|include|seat|serve)\b.+)",
    ),
    _z(
        "pref",
        "avoid",
        r"(?<![要想])(?:不想要|不想|不需要|不要|不吃|不喝|不能吃|不能喝|不坐|不住|别给我|(?<![特区分性级类个告差识辨鉴离])别(?![的人处]))"
        r"(?P<v>.+)",
    ),
    # dislikes
    _r(
        "pref",
        "dislike",
        rf"{_I} (?:really |just |absolutely |honestly )?(?:hate|dislike|detest"
        r"|can't stand|cannot stand) (?P<v>.+)",
    ),
    _r(
        "pref", "dislike", rf"{_I} {_DONT} (?:really |much )?(?:like|love|enjoy|care for) (?P<v>.+)"
    ),
    _r("pref", "dislike", r"\bi'?m not (?:a |really a )?(?:big )?fan of (?P<v>.+)"),
    _z("pref", "dislike", r"(?:不喜欢|不太喜欢|不爱吃|不爱喝|不爱|讨厌|厌恶|受不了)(?P<v>.+)"),
    # how a thing already asked for is to go, said with the thing first: "退款请退到原来的信用卡",
    # "发票寄到公司": a wish about the refund or the invoice, not a new goal
    _z(
        "pref",
        "like",
        rf"^(?P<v>(?![我你他她咱把再先然最接])[{CJK}]{{1,6}}?(?:请|要|就|麻烦)?(?:退|寄|送|发|转|打|汇|开)"
        r"(?:回|到|至|给)[^,，。？?]+)",
    ),
    # goals
    _r(
        "goal",
        "open",
        rf"{_I}(?: really| also| just| still| then| first)? (?:want to|wanna|hope to|plan to"
        r"|intend to) (?P<v>.+)",
        kind="want",
    ),
    _r(
        "goal",
        "open",
        rf"{_I}(?: really| also| just| still| then| first)? (?:(?:need to|have to|got to"
        rf"|gotta) |{_NEED_DONE})(?P<v>.+)",
        kind="need",
    ),
    _r(
        "goal",
        "open",
        r"^(?:(?:and|so|then|also|next|first|still|now|plus)[\s,]+)*(?:need to|have to"
        r"|got to|must) (?P<v>.+)",
        kind="need",
    ),
    _r(
        "goal",
        "open",
        r"^(?:(?:and|also|then)\s+)*(?:to ?do|todo|pending|next step|remaining)\s*(?::|-|is|are)"
        r"\s*(?P<v>.+)",
        kind="need",
    ),
    _r(
        "goal",
        "open",
        rf"{_I}(?:'m| am|'re| are) (?:also |still |just )?(?:planning|trying|looking"
        r"|hoping) to (?P<v>.+)",
        kind="want",
    ),
    _r(
        "goal",
        "open",
        rf"{_I}(?:'d| would)(?: really| also| just)? (?:like|love) to (?P<v>.+)",
        kind="want",
    ),
    # "I'd like 5 tickets for Saturday", "we'd like two rooms": a count of things is asked for,
    # not a taste (a preference is "I'd like a window seat")
    _r(
        "goal",
        "open",
        rf"{_I}(?:'d| would)(?: really| also| just)? (?:like|love) (?P<v>(?:\d+|two|three|four"
        r"|five|six|seven|eight|nine|ten|a couple of|a few)\s+(?!(?:am|pm|o'clock|of (?:you|them"
        r"|those|these))\b)[a-z].+)",
        kind="want",
    ),
    _r("goal", "open", rf"{_I}(?: really| also| just)? want (?!to\b)(?P<v>.+)", kind="want"),
    # "can I book a table for 6?", "could we change the date?": a request in question form
    _r(
        "goal",
        "open",
        r"^(?:(?:hi|hello|hey|ok|okay|so|and)[\s,!]+)*(?:can|could|may) (?:i|we)(?: please)?"
        r" (?P<v>(?:book|reserve|order|change|cancel|move|schedule|return|exchange)\b.+"
        # "can I get a latte?", "I'll have two cheeseburgers": an order ("can I have a
        # vegetarian meal?" asks whether one may)
        r"|get (?:an?|some|\d+|two|three|four|five|six) (?!(?:look|question|word|minute|info"
        r"|information|details|directions|help|moment|second|quick|call)\b).+)",
        kind="request",
    ),
    _r(
        "goal",
        "open",
        r"^(?:(?:ok|okay|so|then|and|great|perfect)[\s,!]+)*(?:i'll|i will|we'll|we will) (?P<v>"
        r"(?:have|take) (?:an?|some|\d+|two|three|four|five|six|the) (?!(?:look|minute|moment"
        r"|second|quick|call|one|ones)\b).+)",
        kind="request",
    ),
    _r(
        "goal",
        "open",
        rf"(?:{_I}(?:'m| am|'re| are) (?:also |still |just )?|^(?:(?:hi|hello|hey)[\s,!]+)*)"
        r"looking for (?P<v>(?:(?:a|an|some|two|cheap|cheaper|direct|return|one-way)\s+){0,2}"
        r"(?:flights?|hotels?|rooms?|tables?|tickets?|trains?|rental cars?|restaurants?"
        r"|apartments?|two-bedrooms?|one-bedrooms?|studios?|flats?)\b.*)",
        kind="want",
    ),
    _r("goal", "open", r"\bi need (?:some )?help (?:with )?(?P<v>.+)", kind="request"),
    # "I'm calling to cancel my order", "booking a room for my colleague": what the user is
    # here to do, said in passing
    _r(
        "goal",
        "open",
        rf"{_I}(?:'m| am|'re| are) (?:just )?(?:calling|writing|here|contacting you|reaching out)"
        r" (?:to|about) (?P<v>(?:book|reserve|cancel|change|move|return|exchange|refund|order"
        r"|report|dispute|upgrade|reschedule)\b.+)",
        kind="want",
    ),
    _r(
        "goal",
        "open",
        rf"^(?:(?:{_I}(?:'m| am|'re| are)|and|just|also)\s+)*(?P<v>(?:booking|reserving|ordering)"
        r" (?:a|an|the|two|three|four|\d+|one|some|another|tickets?|flights?|rooms?|tables?)\b.+)",
        kind="want",
    ),
    _r("goal", "open", r"\bhelp me (?:to )?(?P<v>.+)", kind="request"),
    _r(
        "goal",
        "open",
        r"^(?!(?:.*?\W)?(?:when|where|what|how|why|who|which)(?:\s+\w+){0,2}\s+(?:can"
        r"|could|would|will) you\b).*?\b(?:can|could|would|will) you(?: please)? "
        r"(?P<v>(?!help\b).+)",
        kind="request",
    ),
    _r("goal", "open", _VERB_LEAD + rf"(?P<v>(?:{_GOAL_VERBS})\b{_NOT_NOUN}.+)", kind="verb"),
    # "yes, please paint the shed too": any verb after "please" and before its object
    _r("goal", "open", _PLEASE_VERB, kind="verb"),
    _z(
        "goal",
        "open",
        # not "帮我们准备个蛋糕" (help us prepare: a request, below)
        r"(?<![帮给替为])(?:我|我们)(?:还|也|就)?(?:想要|想|要|打算|准备|希望|计划)(?!了|想)(?P<v>.+)",
        kind="want",
    ),
    _z(
        "goal",
        "open",
        rf"(?:^|我|我们)(?:还|也|先|首先|然后|接下来|下一步)*(?:需要|得|必须)(?P<v>(?:{ZH_ACTIONS}){_NOT_ZH_NOUN}.+)",
        kind="need",
    ),
    _z(
        "goal",
        "open",
        rf"^(?:接下来|下一步|然后|之后|首先|先|还|再)(?:还)?(?:要|需要|得)?{_ZH_FOR}(?P<v>(?:{ZH_ACTIONS}){_NOT_ZH_NOUN}.+)",
        kind="need",
    ),
    _z("goal", "open", r"^(?:待办|待办事项|下一步)\s*[:是]\s*(?P<v>.+)", kind="need"),
    _z("goal", "open", rf"^(?:还|也|就)?要(?P<v>(?:{ZH_ACTIONS}){_NOT_ZH_NOUN}.*)", kind="want"),
    # "还要一份生日蛋糕", "再要两杯咖啡": one more thing asked for
    _z(
        "goal",
        "open",
        r"^(?:我|我们)?(?:还|也|再|另外)(?:要|想要|需要|加)(?P<v>(?:一|两|三|几|[0-9]+)"
        r"(?:份|个|张|瓶|杯|件|间|位|块|盒|箱|只|台|套)[^，,。？?吗呢]+)",
        kind="want",
    ),
    # "Just the dispute.", "only the refund": the action chosen of those offered
    _r(
        "goal",
        "open",
        r"^(?:(?:no|ok|okay|fine)[\s,!.]+)?(?:just|only)\s+(?:the\s+|a\s+)?(?P<v>(?:dispute|refund"
        r"|exchange|return|replacement|cancellation|transfer|upgrade|callback|reissue)\b[^,.!?]*)",
        kind="want",
    ),
    # "退吧", "那就补发吧", "还是退款吧": the one action chosen, said alone
    _z(
        "goal",
        "open",
        r"^(?:那|那就|还是|就|直接)*(?P<v>退|换|补|退货|退款|换货|补发|补办|取消|改签|寄回|重发)"
        r"(?:掉)?(?:吧|了吧|好了)$",
        kind="want",
    ),
    # the thing first, then what is to be done with it: "卡要补", "发票也要重开", "房间得换"
    _z(
        "goal",
        "open",
        rf"^(?P<v>(?![我你他她咱这那])[{CJK}]{{1,5}}?(?:也|还|就)?(?:要|得|需要)"
        r"(?:补办|补发|补开|补|重开|重发|重办|换|退|修|改|寄回|退回)(?![了过])[^,，。？?吗呢]{0,12})$",
        kind="want",
    ),
    # a clause after the subject's: "我是张伟，…，想加购一件行李" (an action must follow)
    _z(
        "goal",
        "open",
        rf"^(?:还|也|就)?(?:想要|想|打算|准备|希望){_ZH_FOR}(?P<v>(?:{ZH_ACTIONS}){_NOT_ZH_NOUN}.+)",
        kind="want",
    ),
    _z(
        "goal",
        "open",
        r"(?:请|麻烦|麻烦你|能不能|可以|能)?帮(?:我们|我|忙)(?P<v>.+)",
        kind="request",
    ),
    _z("goal", "open", r"^请(?!问)(?P<v>.+)", kind="request"),
    # "能不能先退款？", "能否改签": a request in question form; not "能不能去…", "可以查…", nor
    # "能不能换个靠窗的" (a value changed, read as a correction)
    _z(
        "goal",
        "open",
        rf"^那?(?:(?![几哪什谁多怎啥])(?:{HAN}(?![几哪什谁多怎啥])){{1,3}}?)?"
        r"(?:能不能|可不可以|能否|可以|能)"
        rf"(?P<v>(?:先|再|晚点|早点|提前|延迟|推迟)?(?!去|找|帮|查|换(?!货)|改(?!签))"
        rf"(?:{ZH_ACTIONS})"
        rf"{_NOT_ZH_NOUN}[^吗呢?？]+)",
        kind="request",
    ),
    _z("goal", "open", rf"(?P<v>(?:{_ZH_GOAL_VERBS}){_NOT_ZH_NOUN}.*)", kind="verb"),
    # requirements
    _r(
        "pref",
        "must",
        rf"{_I} (?:must have|really need|need|have to have|require|must get)"
        r" (?P<v>(?!to\b).+)",
    ),
    _r(
        "pref",
        "must",
        r"\b(?:it|this|that|they|the \w+) (?:has to|have to|must|needs to|need to)"
        r" be (?P<v>.+)",
    ),
    _r("pref", "must", r"\bmake sure (?:that )?(?P<v>.+)"),
    _z("pref", "must", r"(?:必须是|必须要|必须|一定要|务必|需要|得要)(?P<v>.+)"),
    # likes
    _r(
        "pref",
        "like",
        rf"{_I}(?:'d| would)? (?:really |also |much |definitely |usually )?(?:prefer"
        r"|like|love|enjoy|fancy) (?P<v>(?!to\b).+)",
    ),
    _r("pref", "like", rf"{_I} (?:really |also )?(?:like|love|prefer|enjoy) to (?P<v>.+)"),
    _r("pref", "like", _LEAD + r"(?:prefer|preferably) (?P<v>.+)"),
    _r("pref", "like", r"\bmy favou?rite (?:\w+ )?is (?P<v>.+)"),
    _r("pref", "like", r"\bi'?m a (?:big |huge )?fan of (?P<v>.+)"),
    _z(
        "pref",
        "like",
        r"(?:更喜欢|比较喜欢|很喜欢|非常喜欢|喜欢|偏好|偏爱|爱吃|爱喝|最好是|最好(?!的)|倾向于)(?P<v>.+)",
    ),
)


_ANY_HAN = re.compile(HAN)
_ANY_LATIN = re.compile("[A-Za-z]")
_VAGUE = word_set(
    "everything all it this that these those they which what who everyone i we my our the "
    "i'm we're you're they're it's that's he's she's you he she "
    "problem problems issue issues thing things stuff question questions request"
)
_CONDITIONAL = re.compile(
    r"\b(?:when|once|if|after|before|until|unless|whether|as soon as|not|n't)\b|如果|等|之后|以后"
)
_ZH_VAGUE_HEAD = re.compile(
    r"^(?:我们|我|你们|你|他们|他|她|这个|那个|这些|那些|这|那|都|全部|所有|一切|已经|也|的)*"
    r"(?:问题|事情|事)?"
)


_INFO_REQUEST = re.compile(
    r"^(?:tell|remind|let|inform) (?:me|us)\b|^explain\b|^(?:check|see|confirm) (?:if|whether)\b"
    r"|^(?:know|find out|ask|learn|understand)\b|^告诉我|^问一下|^请问|^了解|^知道|^问问|^咨询",
    re.IGNORECASE,
)


def _reject(family: str, value: str, kind: str) -> bool:
    if family == "status":  # a status may name nothing ("never mind"); a named one must name
        return kind in ("named", "reported") and (
            not useful(value)
            or all(w in _VAGUE for w in value.casefold().split())
            or bool(_CONDITIONAL.search(value))
            or len(_ZH_VAGUE_HEAD.sub("", value)) < 2
        )
    if not useful(value):
        return True
    if family == "goal" and _INFO_REQUEST.match(value):
        return True  # "can you tell me the address?" asks for information; it is no goal
    if family == "name":
        first = value.split()[0]
        return (
            first[:1].upper() + first[1:] in _NAME_STOP
            or first.endswith("ing")
            or value in _ZH_NAME_STOP
            or value.casefold() in {"not", "a", "an", "the", "here"}
        )
    return False


def _trigger(m: re.Match[str], kind: str) -> tuple[int, int]:
    """The cue words of a match: before its value, or after it when a named status puts the
    value first ("the email account *is done*", "邮箱*搞定了*")."""
    if kind in ("named", "reported") and m.end("v") < m.end():
        return m.end("v"), m.end()
    return m.start(), max(m.start("v"), m.start() + 1)


#: A verb opening what the user does not want ("不要放乳胶手套", "别加香菜"): the thing is the
#: object, so the verb goes when an object of two characters or more follows.
_ZH_AVOID_VERB = re.compile(rf"(?:放|加|用|给|带|寄|发|买|送|装|打)?(?={HAN}{{2}})|")


#: the rules of :data:`RULES` an ASCII clause may match, by what each cannot match without
#: (one scan for all their needles: see :mod:`~turnmem.fold.rules.prefilter`)
GATE = Gate([conditions(rule[2]) for rule in RULES])
#: each rule without the alternatives no ASCII text matches, for an ASCII clause
_ASCII = tuple(ascii_pattern(rule[2]) for rule in RULES)
_ALL = range(len(RULES))


def mentions(text: str, orig: str) -> list[Mention]:
    """Names, preferences, allergies, goals and status changes stated in one clause.

    ``text`` is the normalised clause, ``orig`` the same clause as written (values come from it).
    A goal naming several actions ("create the account, order a laptop and book the training")
    gives one goal per action.
    """
    accepted: list[tuple[tuple[int, int], Mention]] = []
    has_han, has_latin = bool(_ANY_HAN.search(text)), bool(_ANY_LATIN.search(text))
    # an ASCII clause skips the rules whose needles it lacks: most rules, most clauses
    ascii = text.isascii()
    for k in GATE.rules(text.lower()) if ascii else _ALL:
        family, tag, rx, zh, kind = RULES[k]
        if not (has_han if zh else has_latin):
            continue
        if ascii:
            rx = _ASCII[k]
        for m in rx.finditer(text):
            trig = _trigger(m, kind)
            if any(overlaps(trig, t) for t, _ in accepted):
                continue
            if family in ("goal", "pref") and any(
                a.vstart <= trig[0] < a.vend
                and (a.family == "goal" or a.tag in ("avoid", "dislike"))
                for _, a in accepted
            ):
                continue  # "I want to cancel X": the imperative "cancel X" is the same goal;
                # "我不要退款": 退款 is what the user does not want, not a goal
            if family == "goal" and any(
                a.family == "status" and a.tag == "done" and m.start("v") <= t[0] < m.end("v")
                for t, a in accepted
            ):
                continue  # "退款已经到账了": the refund is reported done, it is asked for no more
            vs = m.start("v")
            if family == "pref" and tag == "avoid" and zh:  # "不要放乳胶手套": the gloves
                verb = _ZH_AVOID_VERB.match(orig, vs, m.end("v"))
                vs = verb.end() if verb else vs
            raw = orig[vs : m.end("v")]
            value = clean(raw)
            if _reject(family, value, kind):
                continue
            vstart = vs + max(raw.find(value), 0) if value else vs
            found = Mention(
                family, tag, value, m.start(), m.end(), vstart, vstart + len(value), kind
            )
            for one in split_actions(found, text) if family == "goal" else [found]:
                accepted.append((trig, one))
    return sorted((a for _, a in accepted), key=lambda a: (a.start, a.vstart, a.family))
