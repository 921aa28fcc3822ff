"""The offline, deterministic rule-based folder (English and Chinese), precision first.

Modules, in dependency order (no cycles; ``tests/test_layers.py`` checks it):

* ``text``: normalisation, clause and sentence splitting, word sets;
* ``mention``: the :class:`~turnmem.fold.rules.mention.Mention` value object;
* ``actions``: splitting coordinated requests into one action each;
* ``status_rules``: the goal-status patterns (done, dropped, cancelled), tried first;
* ``patterns``: goals, preferences, names and statuses found in a clause;
* ``numbers``: digits, number words and Chinese numerals;
* ``entities``: dates, times, numbers, ids, places;
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
* ``corrections``: "X instead of Y" and its kin; ``status``: done and cancellation, scoped to
  what they name;
* ``marks``: what a clause carries (values, dates, outcomes, negations), for ``digest``;
* ``digest``: one folded turn in its speakers' words; ``summary``: the extractive offline
  summary;
* ``folder``: :class:`RuleFolder` / :class:`AsyncRuleFolder`, which drive the rest.
"""

from turnmem.fold.rules.folder import AsyncRuleFolder, RuleFolder

__all__ = ["AsyncRuleFolder", "RuleFolder"]
