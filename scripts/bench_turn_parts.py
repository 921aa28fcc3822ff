"""Thread CPU per turn spent in a turn's parts outside the fold (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_turn_parts.py --history 1000

One ``structured`` memory is grown to ``--history`` turns, warmed, then ``--turns`` turns
(add an exchange, assemble the next context) run with a few functions wrapped so that the
thread CPU time (``time.thread_time_ns``) spent inside each is summed (an inner call of a
wrapped function is counted in its own part and in the outer one). Printed: the mean per turn
of the whole turn and of each part. To compare two checkouts run it with
``PYTHONPATH=/path/to/other/checkout`` in front, alternating.
"""

from __future__ import annotations

from bench_fold_parts import main  # the same timing harness, other parts

#: (label, module, attribute): the attribute is replaced by a timed wrapper in every module
#: that imported it by name
PARTS = (
    ("fold (RuleFolder.fold)", "turnmem.fold.rules.folder", "RuleFolder.fold"),
    ("  extract", "turnmem.fold.rules.folder", "_extract"),
    ("    user text", "turnmem.fold.rules.folder", "_user_text"),
    ("  summary", "turnmem.fold.rules.folder", "build_summary"),
    ("add: store append", "turnmem.store.memory", "MemoryStore.append_turns"),
    ("add: plan_fold", "turnmem.memory.engine", "MemoryCore.plan_fold"),
    ("add: compute_fold", "turnmem.memory.folding", "compute_fold"),
    ("add: dump_state", "turnmem.memory.folding", "dump_state"),
    ("add: result_state", "turnmem.memory.engine", "MemoryCore.result_state"),
    ("add: store commit_fold", "turnmem.store.memory", "MemoryStore.commit_fold"),
    ("context (whole)", "turnmem.memory.drivers", "TurnMemory.context"),
    ("  store search", "turnmem.store.memory", "MemoryStore.search"),
    ("    index add", "turnmem.store._bm25", "Bm25Index.add"),
    ("    index rank", "turnmem.store._bm25", "Bm25Index.rank"),
    ("    turn_snippet", "turnmem.store.memory", "turn_snippet"),
    ("  recall_snippets", "turnmem.memory.engine", "MemoryCore.recall_snippets"),
    ("  engine.context", "turnmem.memory.engine", "MemoryCore.context"),
    ("    assemble_parts", "turnmem.memory.engine", "assemble_parts"),
    ("    render_state", "turnmem.memory.engine", "render_state"),
    ("    Sections.offer", "turnmem.context.sections", "Sections.offer"),
    ("    turn_tokens", "turnmem.memory.engine", "MemoryCore.turn_tokens"),
    ("    eligible_start", "turnmem.memory.engine", "eligible_start"),
    ("  annotate", "turnmem.memory.base", "annotate"),
)


if __name__ == "__main__":
    main(PARTS, __doc__ or "")
