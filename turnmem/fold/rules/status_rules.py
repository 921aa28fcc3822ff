"""The goal-status rules of the offline folder (English and Chinese): a goal done, a goal
dropped, cancellation of what a clause names. They come first in the priority order of
:data:`turnmem.fold.rules.patterns.RULES`; :mod:`turnmem.fold.rules.status` applies them.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.text import HAN

__all__ = ["I_WE", "STATUS_RULES", "Rule", "en_rule", "zh_rule"]

#: (family, tag, pattern, Chinese?, kind)
Rule = tuple[str, str, "re.Pattern[str]", bool, str]
I_WE = r"(?<![\w'])(?:i|we)"
#: "yes, please paint the shed too": any verb after "please" and before its object.
PLEASE_VERB = (
    r"^(?:(?:yes|yeah|ok|okay|and|so|then|sure)[\s,!.]+)*please,? (?P<v>(?!(?:make|keep|let|note"
    r"|see|be|find)\b)[a-z]{2,} (?:the|my|our|a|an|some|all|both|these|those|his|her)\b.+)"
)
#: A need of a thing done to something ("I need my birth certificate translated", "we need the
#: boiler serviced before winter"): a task asked of the agent, a goal (not a requirement).
NEED_DONE = (
    r"need (?=(?:(?:my|our|the|a|an|some|this|these|those|his|her|their)\s)?[\w' -]{1,40}?\s"
    r"(?:[a-z]{3,}ed|done|sent|cut|made|seen|taken away|looked at|picked up)"
    r"(?=\s*(?:$|[,.!?;]|(?:by|before|for|from|into|to|on|at|in|this|next|today|tomorrow"
    r"|please|asap|as soon|and|so)\b)))"
)
_I = I_WE


def en_rule(
    family: str, tag: str, pattern: str, flags: int = re.IGNORECASE, kind: str = ""
) -> Rule:
    """A rule for text with Latin letters."""
    return (family, tag, re.compile(pattern, flags), False, kind)


def zh_rule(family: str, tag: str, pattern: str, kind: str = "") -> Rule:
    """A rule for text with Chinese characters."""
    return (family, tag, re.compile(pattern, re.IGNORECASE), True, kind)


_r, _z = en_rule, zh_rule
_DONE_WORDS = r"(?:done|finished|complete|completed|sorted(?: out)?|settled|taken care of|set up)"
#: A named thing ("the invoice", "my late checkout"): a determiner, then the words.
#: The words before a removal ("actually, remove her"), so they are the rule's, not a goal's.
_LEAD_IN = (
    r"(?:^(?:(?:actually|ok|okay|oh|and|but|no|hmm|wait|please|so|then|sorry|well)[\s,!.]+)*"
    r"|\b)"
)
_THING = r"(?:the|my|our|that|this|those|these|her|his|their|a|an)\s+[^,;.!?]+"

STATUS_RULES: tuple[Rule, ...] = (
    # status of a goal the user names (the user's own words; never the assistant's)
    _r(
        "status",
        "done",
        r"^(?:(?:and|ok|okay|so|also|great|good|well)[\s,!]+)*(?P<v>.+?)"
        rf"(?:'s|\s+(?:is|are|has been|have been|was|were))\s+(?:(?:all|now|already|finally"
        rf"|fully)\s+)*{_DONE_WORDS}\b(?!\s+(?:with|by|when|if|before|after|once|until))",
        kind="named",
    ),
    _r(
        "status",
        "done",
        r"\b(?:i|we)(?:'ve| have)?\s+(?:(?:just|already|now|finally)\s+)?(?:finished"
        r"|completed|wrapped up|done with)\s+(?P<v>.+)",
        kind="named",
    ),
    _r(
        "status",
        "done",
        r"^(?:(?:and|ok|okay|so|also)[\s,]+)*(?:finished|completed|done with|wrapped up)\s+"
        r"(?P<v>.+)",
        kind="named",
    ),
    _r(
        "status",
        "done",
        r"^(?P<v>[^:]+?)\s*[:\-–—]\s*(?:done|finished|completed)\W*$",
        kind="named",
    ),
    _z(
        "status",
        "done",
        r"(?P<v>[^,，。]{2,20}?)(?:已经|也|都)?(?:搞定了|完成了|做完了|开通了|办完了|解决了"
        r"|(?:安排|预订|订|买|办|弄|做|处理|准备|设置|配置|创建|填|交|付|签|装|修)好了)",
        kind="named",
    ),
    _r(
        "status",
        "done",
        r"^(?:(?:and|ok|okay|so|also|great|good|well)[\s,!]+)*(?P<v>[^,]+?)\s+(?:has |have |had )?"
        r"(?:just |finally |already |now )?(?:arrived|came in|come in|been delivered|got delivered"
        r"|was delivered|were delivered|finished|completed|came through|went through|showed up"
        r"|(?:been|got|was|were) (?:approved|credited|refunded))\b"
        r"(?!\s+(?:with|by|when|if|before|after|once|until|the|a|an|my|our)\b)",
        kind="reported",
    ),
    # "退款到账了", "快递已经收到了", "新卡送到了": what arrived is done
    _z(
        "status",
        "done",
        r"(?P<v>[^,，。]{2,20}?)(?:已经|也|都|终于)?(?:到账了|收到了|到货了|送到了|签收了)(?:吧|啊|呀)?$",
        kind="reported",
    ),
    # "take him off", "remove her from the booking", "把他去掉": the person the user added
    # (the lead words are the rule's, so "actually, remove her" is no goal "remove her")
    # (a second guest, passenger or driver) is dropped (see status.py, kind "remove_person")
    _r(
        "status",
        "abandoned",
        _LEAD_IN
        + r"(?:take|drop|remove|delete|cut|strike|leave)\s+(?P<v>him|her|them)\s+(?:off|out)\b",
        kind="remove_person",
    ),
    _r(
        "status",
        "abandoned",
        _LEAD_IN + r"(?:remove|take|drop|delete)\s+(?P<v>him|her|them)\s+(?:from|off)\b",
        kind="remove_person",
    ),
    _r(
        "status",
        "abandoned",
        _LEAD_IN + r"(?:remove|drop|delete)\s+(?P<v>him|her|them)\W*$",
        kind="remove_person",
    ),
    # "take Tom off the booking", "remove Maria from the reservation"
    _r(
        "status",
        "abandoned",
        _LEAD_IN
        + r"(?:take|drop|remove|delete|cut)\s+(?P<v>(?-i:[A-Z])[a-z'\-]+(?: (?-i:[A-Z])[a-z'\-]+)?)"
        r"\s+(?:off|out|from)\b",
        kind="remove_person",
    ),
    _z(
        "status",
        "abandoned",
        r"把(?P<v>他们|她们|他|她)(?:的名字)?(?:去掉|删掉|删了|删除|去了|拿掉|撤掉|移除|取消|划掉)",
        kind="remove_person",
    ),
    # "把我老婆去掉", "把李明删了": the person named
    _z(
        "status",
        "abandoned",
        r"把(?P<v>[^，,。把]{1,8}?)(?:的名字)?(?:去掉|删掉|删了|删除|去了|拿掉|撤掉|移除|划掉)",
        kind="remove_person",
    ),
    _z(
        "status",
        "abandoned",
        r"(?:去掉|删掉|删除|移除)(?P<v>他们|她们|他|她)(?!的)",
        kind="remove_person",
    ),
    # "don't cancel it", "please don't send the parcel": the request the user made with that
    # verb is withdrawn (the goal naming the verb, and only such a goal, is abandoned)
    _r(
        "status",
        "abandoned",
        r"\b(?:don't|do not|dont|please don't|no need to)\s+(?:go ahead and\s+)?(?P<v>(?:cancel"
        r"|close|delete|remove|return|refund|send|ship|charge|renew|transfer|submit|book|order"
        r"|reschedule|move|sell|buy|pay|process|file|deactivate|terminate|upgrade|downgrade)\b"
        # "don't order a new one": the thing named too (a goal sending "a new one" is that one)
        r"(?:\s+(?:it|that|this|them)\b|\s+(?:the|my|our|a|an|a new|any)\s+[^,;.!?]+)?)",
        kind="named",
    ),
    # "never mind, keep it", "I'll keep the jacket", "还是留着吧": the request to get rid of it
    # (cancel, return, close, ...) is withdrawn (see status.py, kind "kept")
    _r(
        "status",
        "abandoned",
        r"^(?:(?:no|ok|okay|actually|never ?mind|on second thought|wait|hmm|oh|well|sorry"
        r"|you know what)[\s,!.]+)*(?:i'll|i will|i'd rather|i would rather|let's|lets|i want to"
        r"|i'd like to|i think i'll|we'll|we will|please)?\s*keep\s+(?P<v>it|that|this|them"
        r"|(?:the|my|our)\s+[^,;.!?]+?)(?:\s+(?:then|after all|for now|instead)"
        # "keep it open until I hear back", "keep the account going for now"
        r"|\s+(?:open|going|active|running|on)\b[^,;.!?]*)?\W*$",
        kind="kept",
    ),
    _z(
        "status",
        "abandoned",
        r"^(?:算了|那|还是|那还是)*[,，]?(?P<v>)(?:留着|保留着?)(?:吧|了)*$",
        kind="kept",
    ),
    # "actually no child seat", "oh wait, no dessert": the thing is not wanted after all
    _r(
        "status",
        "abandoned",
        r"^(?:(?:actually|oh|wait|sorry|hmm|on second thought)[\s,!.]+)+no\s+(?!thanks|problem"
        r"|worries|rush|need|way|idea|one|longer|more|matter|doubt|wait|sorry)(?P<v>[^,;.!?]+)\W*$",
        kind="cancel",
    ),
    # cancellation of what the clause names: "cancel the security training", "drop the QA
    # sign-off", "forget the grinder" (a goal it names is abandoned; without one, "cancel X"
    # is a request of its own); "发票不用了", "培训取消", "取消行李"
    _r(
        "status",
        "abandoned",
        r"^(?:(?:and|but|so|also|then|oh|ok|okay|well|actually|wait|no|hmm|please)[\s,!]+)*"
        r"(?:please\s+)?(?:cancel|drop|forget(?: about)?|skip|scrap|scratch|remove|delete"
        r"|no need for)\s+(?P<v>(?:the|my|our|that|this|those|these|her|his|their)\s+.+)",
        kind="cancel",
    ),
    # a name alone: "forget Tableau for now", "remove Lisa", "drop Marcus"
    _r(
        "status",
        "abandoned",
        r"^(?:(?:and|but|so|also|then|oh|ok|okay|well|actually|wait|no|hmm|please)[\s,!]+)*"
        r"(?:please\s+)?(?:cancel|drop|forget(?: about)?|skip|scrap|remove|delete|take off)\s+"
        r"(?P<v>(?-i:[A-Z][\w.+-]*)(?:\s+(?-i:[A-Z][\w.+-]*)){0,2})(?:\s+for now)?(?:\s+then)?\W*$",
        kind="cancel",
    ),
    _z(
        "status",
        "abandoned",
        r"(?P<v>[^,，。]{1,20}?)(?:就|也|先)?(?:不用了|不需要了|不要了|取消了|取消|不做了|不办了"
        r"|不用办了|算了|不开了|不寄了|不订了|不买了|不换了|不改了|不弄了|不发了)(?:吧|了|啊|呀)*$",
        kind="named",
    ),
    _z("status", "abandoned", r"^(?:那就|那|就|先|请|帮我)?取消(?:掉)?(?P<v>.+)", kind="cancel"),
    # "不用开发票了", "不必寄回了": what is no longer needed, named after the cue
    _z(
        "status",
        "abandoned",
        rf"^(?:那|那就|就|我|我们)?(?:也|就|先)?(?:不用|不必|不需要)(?:再)?(?P<v>{HAN}{{2,10}}?)了"
        r"(?:吧|啊|呀)?$",
        kind="named",
    ),
    # "I changed my mind about the invoice", "I don't need the invoice anymore", "the invoice
    # isn't needed after all", "I'll pass on the late checkout": that thing is dropped
    _r(
        "status",
        "abandoned",
        rf"{_I}(?:'ve| have)? changed (?:my|our) minds? (?:about|on) (?P<v>{_THING})",
        kind="dropped",
    ),
    _r(
        "status",
        "abandoned",
        rf"{_I} (?:don't|do not|won't|will not|no longer) need (?P<v>{_THING}?)"
        r" (?:any ?more|after all)\b",
        kind="dropped",
    ),
    _r(
        "status",
        "abandoned",
        rf"^(?P<v>{_THING}?) (?:isn't|aren't|is not|are not|is no longer|are no longer)"
        r" (?:needed|necessary|required)(?: (?:any ?more|after all))?\W*$",
        kind="dropped",
    ),
    _r(
        "status",
        "abandoned",
        rf"\b(?:i'll|i will|we'll|we will) (?:pass on|skip) (?P<v>{_THING})",
        kind="dropped",
    ),
    # "fair enough, I'll tell her", "让她自己弄吧": the user passes the request on to the person
    # it was for; the goal about that person leaves the agent (see status.py, kind "handover")
    _r(
        "status",
        "abandoned",
        r"^(?:(?:ok|okay|fair enough|alright|sure|right|fine)[\s,!.]+)*(?:then\s+)?(?:i'll|i will"
        r"|we'll|we will) (?:just )?(?:tell|ask|let) (?P<v>her|him|them)(?: know)?\W*$",
        kind="handover",
    ),
    _z(
        "status",
        "abandoned",
        r"^那?(?:让|叫)(?P<v>他|她|他们|她们)自己(?:弄|办|来|处理|搞)吧?$",
        kind="handover",
    ),
    # "go ahead with the return after all", "还是退吧": a request withdrawn before is back
    _r(
        "status",
        "open",
        r"^(?:(?:no|ok|okay|actually|well|fine|hmm|then)[\s,!.]+)*(?:please |let's |just )?(?:go"
        r" ahead with|do|proceed with|carry on with) (?P<v>(?:the|my)\s+[^,;.!?]+?)"
        r"(?: after all| then| anyway| as planned)\b.*",
        kind="resumed",
    ),
    # status of the newest goal, or of the goal named after it
    _r(
        "status",
        "abandoned",
        r"\b(?:never ?mind|forget (?:about )?(?:it|that|this)|scratch that"
        r"|cancel that|don't bother|no longer (?:need|want)(?: (?:it|that|this))?"
        r"|hold off(?: on (?:it|that|this))?"
        # "scratch that, vegan": the value after the comma corrects, nothing is cancelled
        r"|(?:i )?(?:don't|do not) need (?:it|that|this) any ?more)\b"
        # (the user's own plan after the comma cancels: "never mind, I'll just ...")
        r"(?!\s*[,;:]\s*(?!(?:i'll|we'll|i will|we will) (?:just|only)\b)\w)(?P<v>.*)",
    ),
    _z(
        "status",
        "abandoned",
        # not "她不去了": what another person does is no change of the user's mind
        r"(?<![他她们])(?:不用了|算了|不需要了|不要了|不订了|不买了|不去了|不换了|不退了)(?P<v>.*)",
    ),
    _r(
        "status",
        "done",
        r"\b(?:(?:that|it|everything|all)(?:'s| is) (?:all )?(?:done|sorted|settled"
        r"|fixed|resolved|taken care of)|problem solved|it worked|that worked)\b"
        r"(?P<v>(?:\s*[:\-–—]\s*.+)?)",
    ),
    _z("status", "done", r"(?:搞定了|解决了|办好了|已经好了|完成了|弄好了)(?P<v>(?:\s*:\s*.+)?)"),
)
