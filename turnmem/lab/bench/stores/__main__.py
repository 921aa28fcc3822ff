"""``python -m turnmem.lab.bench.stores``: see :func:`turnmem.lab.bench.stores.main`."""

from turnmem.lab.bench.stores import main

raise SystemExit(main())
