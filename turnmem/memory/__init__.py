"""The memory layer: the sans-IO engine and the sync / async drivers that perform its effects.

* :mod:`turnmem.memory.engine`: :class:`MemoryCore`, pure state and the fold bookkeeping;
* :mod:`turnmem.memory.base`: construction, read-only views and the effect-yielding flows
  both memories share; :mod:`turnmem.memory.effects`: the effects and the store's part;
* :mod:`turnmem.memory.drivers`: :class:`TurnMemory` / :class:`AsyncTurnMemory`, which run the
  flows against a store and a folder;
* :mod:`turnmem.memory.retention`: the opt-in :class:`Retention` rule.
"""

from turnmem.memory.drivers import AsyncTurnMemory, TurnMemory
from turnmem.memory.engine import MemoryEvent
from turnmem.memory.retention import Retention, RetentionReport

__all__ = ["AsyncTurnMemory", "MemoryEvent", "Retention", "RetentionReport", "TurnMemory"]
