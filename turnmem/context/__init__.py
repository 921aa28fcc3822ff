"""The pure middle of turnmem: no I/O, no clients, nothing from ``memory``, ``fold`` or ``store``.

* :mod:`~turnmem.context.plan`: which turns to fold and when;
* :mod:`~turnmem.context.compress`: shrinking tool observations;
* :mod:`~turnmem.context.render`: the state, summary and recall blocks as text;
* :mod:`~turnmem.context.assemble`: tiers + budget -> messages (:class:`Context`).

``tests/test_layers.py`` keeps this package free of imports from the I/O layers.
"""

from turnmem.context.assemble import Context, ContextNote, assemble

__all__ = ["Context", "ContextNote", "assemble"]
