"""The offline, deterministic rule-based folder (English and Chinese), precision first.

Modules, in dependency order (no cycles; ``tests/test_layers.py`` checks it):

* ``text``: normalisation, clause and sentence splitting, word sets;
* ``mention``: the :class:`~turnmem.fold.rules.mention.Mention` value object;
* ``actions``: splitting coordinated requests into one action each;
* ``status_rules``: the goal-status patterns (done, dropped, cancelled), tried first;
* ``patterns``: goals, preferences, names and statuses found in a clause;
* ``numbers``: digits, number words and Chinese numerals;
* ``entities``: dates, times, numbers, ids, places; ``moments``: whether two dates or times
  differ, whatever their form; ``addresses``: street addresses, for the
  fields that hold one; ``measures``: lengths and ratings ("for 3 nights", "住两晚", "a 4 star
  hotel", "评分4.5分以上"), for the fields named for them;
* ``cues``: the cue words that tell apart fields of one kind (check-in / check-out);
* ``fields``: how each custom schema field is read and coerced (:class:`FieldPlan`);
* ``work``: the working copy of the state a fold builds its updates on;
* ``slots``: which field of a group a value fills (cue, range, subject of the conversation);
* ``fill``: filling custom fields from clauses; ``steps``: workflow step lists;
* ``tools``: tool outputs (ids as facts, JSON keys into schema fields); ``arguments``: the
  arguments of a successful record-making call;
* ``step_words``: step list fields, stems and verb families; ``checklist``: step lists from
  tool checklists and the assistant's answer; ``progress``: the user's list and reports of
  steps done;
  ``promises``: the assistant's commitments, for a promise field; ``answers``: a bare name
  given as an answer;
* ``spans``: where a turned-down value sits in a text (a day inside a longer date);
* ``correction_forms``: how a correction is said; ``lead_ins``: what comes before its new
  value ("make it", "push it to", "改成"); ``rewrites``: a request's own words rewritten when
  one of its values is corrected; ``correct_values``: the fields, amount, id, range or head
  count a correction replaces, and a value taken back in the same message;
* ``proposals``: a value floated in a question ("would 8pm be better?") and what the
  assistant's reply made of it (a change asked for, "能改成女中音吗？", and the moment a reply
  that made it names: "I've moved KO-81427 there", at 9:30pm); ``emit``: what one mention
  adds; ``name_words``: the word lists of the name rules;
* ``corrections``: "X instead of Y" and its kin; ``status``: done and cancellation, scoped to
  what they name; ``kinds``: a value named by its kind ("the Team edition") and the kind of
  head a party field counts (adults, children); ``modes``: collection chosen over delivery or
  back (what the way not chosen needed retires);
* ``flags``: yes/no fields ("no skipper", a bare "No thanks" to "Would you like a courtesy
  car?"); ``offers``: a bare "Yes." taking the day or time the assistant's question offers;
  ``openers``: what the user came for as a goal ("We'd like a quote for ...", "I'm after ...",
  想给我女儿报个拉丁舞班); ``requote``: a quoted price cleared when the order it was for changes;
  ``clause_context``: what a clause is read against (a goal list, courtesy words, whose a day
  is: not another person's plans, not when something happened); ``literals``: the words of
  Literal values;
* ``marks``: what a clause carries (values, dates, outcomes, negations), for ``digest``;
* ``digest``: one folded turn in its speakers' words; ``summary``: the extractive offline
  summary;
* ``folder``: :class:`RuleFolder` / :class:`AsyncRuleFolder`, which drive the rest.

Pattern families (English and Chinese)
--------------------------------------
* names: "my name is X", "I'm X" (capitalised, not "I'm hungry"), "call me X", "this is X
  (speaking)", "X here"; "我叫X", "我是X", "这里是X" (X starting with a common surname) ->
  ``Fact(key="name")``; a different name later updates it.
* preferences: like ("I prefer/like/love X", "我喜欢/偏好X"), dislike ("I hate/don't like X",
  "不喜欢/讨厌X"), avoid ("I don't want X", "no X please", "avoid X", "never book X", "不要/不吃X"),
  must ("I need X", "it has to be X", "必须/一定要X"), allergies ("allergic to X", "对X过敏") ->
  an avoid preference plus ``Fact(key="allergy")``. A negative form is never also read as the
  positive one ("不喜欢X" is not "喜欢X").
* goals: "I want/need/'d like to X", "I need X done" ("my certificate translated"), "help me
  X", "can you X" (not "when can you X?"), "please <verb> the X", "book/cancel/change/return/refund
  X", "next/still need to X", "to do: X"; "我想/我要/帮我X", "预订/取消/改签/退票X",
  "还需要/接下来要X". A list of actions is one goal each: "create her account, order a laptop
  and book the training", "开通邮箱、订购电脑和预订培训" (see :mod:`turnmem.fold.rules.actions`).
* corrections: "actually X", "X instead", "make it X", "change/move/switch it to X", "not A
  but B", "not A, B", "B instead of A", "rather than A, B", a bare count ("make it 5" after a
  party size); "不对，是X", "不是A而是B", "把A改成B", "改成/换成/改为X", "B而不是A". The items
  and fields holding the old value are *updated* (the old value goes to their history) and the
  facts holding a replaced field value retire; "B instead of A" where nothing holds A reads B
  alone, never A; the other values of the corrected kind in the same sentence ("改成4月5日吧，
  4月2日我走不开") are the replaced ones and are not read (:mod:`turnmem.fold.rules.corrections`);
  a value only floated in a question waits for the reply (:mod:`turnmem.fold.rules.proposals`).
* cancellation and done are scoped to what they name (:mod:`turnmem.fold.rules.status`):
  "never mind the invoice", "发票不用了", "cancel the security training", "培训取消" change only
  that goal or step (or retire the preference they name); "the laptop arrived", "合同签好了"
  mark only that step done.
* a second id of a kind (another order, another booking) is a new fact, never a correction of
  the field holding the first; fields of one kind are told apart by their cue words (check-in
  vs check-out, the train's or the taxi's time: :mod:`turnmem.fold.rules.slots`).
* entities as facts, exact surface text, deduplicated by value: party ("2 adults", "3个人"),
  dates ("next Friday", "3月3日", "下周五"), times ("3pm", "下午三点"), money ("$120", "200元"),
  ids ("order #W123", "订单号12345"), emails, phone numbers.
* custom schema fields: a field may declare regexes,
  ``Field(None, json_schema_extra={"patterns": [r"seat (?P<value>\\d+[A-F])"]})``, matched
  case-insensitively against each sentence of the user's text (group ``value``, else group 1,
  else the whole match; the last match wins). Without patterns, words in the field's name and
  description pick a built-in hint: destination/to/目的地, origin/from/出发, date/日期,
  time/时间, party/people/guests/人数, budget/price/预算, name/姓名, email/邮箱, phone/电话,
  order id/订单, allergies/过敏, seat/座位, meal/餐; ``Literal``/``Enum`` fields match their values,
  except under a negation ("I don't want a refund", "not a return", "不要退款"). A date goes to a
  return-date field (return/back/回程) only with a return cue ("coming back on May 10", "周日
  返回"), to the departure or plain date field otherwise. ``list[str]`` fields about steps
  (done / pending / blockers, 已完成 / 待办 / 阻塞) are kept as workflow lists: see
  :mod:`turnmem.fold.rules.steps`. Values are coerced to the field's type (str, int, float,
  list[str], Optional, Literal) and validated; a field it cannot understand is skipped.

What the rules miss (an LLM folder handles these)
-------------------------------------------------
Each example below was run through the folder; the arrow says what it gives.

* Coreference: "I'd like that one", "the second flight please" -> nothing (bare references
  are dropped); "book it for her" -> the goal "book it for her", unresolved.
* Implicit preferences and facts: "the last hotel was way too noisy" (no "quiet" preference),
  "my kids are 4 and 6" (no party size), "我带着孩子" (no child), "Tickets for my wife and me"
  (no party of 2).
* Paraphrases outside the patterns: "I'm not keen on seafood", "a quiet room would be
  ideal", "I'd rather skip breakfast", "海鲜就免了", "这个不太行" -> nothing.
* Numbers without a unit or cue: "under 200", "at most two stops", "最多四千" -> nothing;
  "two adults and a child" gives two party facts ("two adults", "a child"), not a count of 3.
* Durations: "玩3天" -> nothing; "for 3 nights" stays inside the goal or need that says it
  ("make it 3 nights" recounts it there).
* Negation scope and hedges: "I want a room, but not one facing the street" -> only the goal
  "a room"; "I don't think I want a hotel" -> the goal "a hotel".
* Corrections of things never stored ("actually the other one") change nothing. A bare new
  place replaces the place after "to"/去/到 in the newest goal or need ("actually make it
  Tianjin" after "from Beijing to Shanghai" changes Shanghai); a place after from / leaving /
  从 replaces the origin ("no wait, I'm leaving from Providence").
* A value picked ("size L would be better", "economy is fine", "还是L码吧") replaces only a
  value of its attribute (size, plan, version, 码 ...), one of a few sets of exclusive options
  (cabin, S/M/L, seat, payment method, diet, price range, room type), a Literal field that
  holds a value, or a thing's modifier ("a window seat"): "make it a margherita" after
  "pepperoni pizza" changes nothing (the two share no word).
* A new head count replaces the party size only with a change word ("so 3 now", "which makes
  6", "现在是三个人了") or after people leave or join in the same sentence ("有一个人来不了了，
  两个人"); "we're 5" then "we're 3" keeps both counts. "Remove Lisa" after "add Tom and Lisa to the
  invite" is a goal of its own; the first goal still names Lisa.
* A goal reported done by name matches on shared words, without stemming: "the booking is
  complete" does not mark "book a hotel" done (say "that's done" for the newest goal).
* "cancel that" / "never mind" naming nothing abandons the newest open goal, even when it
  meant the booking before it; "算了，X" (a new detail after it) abandons nothing and X is not
  read as a correction of the detail ("算了，寄到家里吧" leaves "寄到公司地址").
* "this is X" and "X here" take any capitalised X at the start of a clause: "Hello, this is
  Shanghai calling" -> the name Shanghai.
* Chinese names and places are found only after cue words (我叫, 去, 从…到, 飞往) or, for
  "我是X", by a common surname: "我是张经理" -> the name 张经理; "定王府井附近的酒店" -> no
  place and, without 预订/我想, no goal.
* "I'm going to Paris" fills a destination field but adds no goal; "I need an invoice" is a
  requirement (must have), not a goal (but "I need a quote" or "I need an electrician" is).
* Yes/no fields are read from English only (the field's name is the thing said yes or no to);
  a Chinese "不用了" to a question about one sets nothing.
* A money amount fills a plain budget or price field whatever it pays for (a field named for
  a transfer, refund or deposit needs that word).
* Street addresses are read in their common shapes ("Flat 6, 22 Canal Street, Manchester",
  "9 Quay Lane, Plymouth PL1 2AB", "闵行区莘庄镇莘松路88弄5号"); one without a house number and a
  street word ("Rose Cottage, Little Hadham") fills no address field.
* In a schema with two dates of different things ("move_in", "viewing_date"), a date said with
  no word of either ("Could we do Sunday instead?") fills neither.
* A bare name answer ("Sam Okafor.") fills an empty name field only (answers.py); it is never
  read as a change of a name already held.
* Long messages: a user message's first 4,000 and last 2,000 characters (its digest: the first
  8,000) and a tool output's first 8,000 are read; the store keeps everything.
"""

from turnmem.fold.rules.folder import AsyncRuleFolder, RuleFolder

__all__ = ["AsyncRuleFolder", "RuleFolder"]
