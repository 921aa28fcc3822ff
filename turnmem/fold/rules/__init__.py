"""The offline, deterministic rule-based folder (English and Chinese), precision first.

Modules, in dependency order (no cycles; ``tests/test_layers.py`` checks it):

* ``text``: normalisation, clause and sentence splitting, word sets;
* ``mention``: the :class:`~turnmem.fold.rules.mention.Mention` value object;
* ``actions``: splitting coordinated requests into one action each;
* ``patterns``: goals, preferences, names and statuses found in a clause;
* ``entities``: dates, times, numbers, ids, places;
* ``fields``: how each custom schema field is read and coerced (:class:`FieldPlan`);
* ``work``: the working copy of the state a fold builds its updates on;
* ``fill``: filling custom fields from clauses; ``steps``: workflow step lists;
* ``corrections``: "X instead of Y" and its kin;
* ``summary``: the extractive offline summary;
* ``folder``: :class:`RuleFolder` / :class:`AsyncRuleFolder`, which drive the rest.
"""

from turnmem.fold.rules.folder import AsyncRuleFolder, RuleFolder

__all__ = ["AsyncRuleFolder", "RuleFolder"]
