"""Thread CPU per turn spent in the parts of the offline folder's extraction (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_extract_parts.py --history 1000

As ``bench_fold_parts.py`` (the same harness: a ``structured`` memory grown to ``--history``
turns, warmed, then ``--turns`` turns with the functions below wrapped and their thread CPU
summed), with the steps one user message goes through. A wrapped call costs a little itself:
compare parts between checkouts, not with the whole.
"""

from __future__ import annotations

from bench_fold_parts import main  # the same timing harness, other parts

_F = "turnmem.fold.rules.folder"

#: (label, module, attribute): the attribute is replaced by a timed wrapper in every module
#: that imported it by name
PARTS = (
    ("extract", _F, "_extract"),
    ("  working copy (Work)", "turnmem.fold.rules.work", "Work.__post_init__"),
    ("  verify (apply)", _F, "_verified"),
    ("  user text", _F, "_user_text"),
    ("    read text (normal form)", "turnmem.fold.rules.text", "read_text"),
    ("    clauses", _F, "clauses"),
    ("    is_question", _F, "is_question"),
    ("    left_count", _F, "left_count"),
    ("    clause", _F, "_clause"),
    ("      mentions", _F, "mentions"),
    ("      entities", _F, "entities"),
    ("      correct_outcome", _F, "correct_outcome"),
    ("      correct_new", _F, "correct_new"),
    ("      correct_pick", _F, "correct_pick"),
    ("      chosen_kinds", _F, "chosen_kinds"),
    ("      turn_down", _F, "turn_down"),
    ("      states_values", _F, "states_values"),
    ("      fill_fields", _F, "fill_fields"),
    ("      emit", _F, "_emit"),
    ("      Work.add", "turnmem.fold.rules.work", "Work.add"),
    ("  note_task", _F, "note_task"),
    ("  read_user (checklist)", _F, "read_user"),
    ("  read_reply (checklist)", _F, "read_reply"),
)


if __name__ == "__main__":
    main(PARTS, __doc__ or "")
