"""The offline, deterministic rule-based folder (English and Chinese), precision first.

Modules, in dependency order (no cycles; ``tests/test_layers.py`` checks it):

* ``text``: normalisation, clause and sentence splitting, word sets;
* ``mention``: the :class:`~turnmem.fold.rules.mention.Mention` value object;
* ``actions``: splitting coordinated requests into one action each;
* ``status_rules``: the goal-status patterns (done, dropped, cancelled), tried first;
* ``patterns``: goals, preferences, names and statuses found in a clause;
* ``numbers``: digits, number words and Chinese numerals;
* ``entities``: dates, times, numbers, ids, places; ``addresses``: street addresses, for the
  fields that hold one;
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
  assistant's reply made of it; ``emit``: what one mention adds; ``name_words``: the word
  lists of the name rules;
* ``corrections``: "X instead of Y" and its kin; ``status``: done and cancellation, scoped to
  what they name;
* ``marks``: what a clause carries (values, dates, outcomes, negations), for ``digest``;
* ``digest``: one folded turn in its speakers' words; ``summary``: the extractive offline
  summary;
* ``folder``: :class:`RuleFolder` / :class:`AsyncRuleFolder`, which drive the rest.

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
  requirement (must have), not a goal.
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
