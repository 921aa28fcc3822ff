"""Not the engine: data-set readers, replay, evaluation, the demo, plots and benchmarks.

Nothing in the library imports from here; the CLI and the benchmarks do.
"""
