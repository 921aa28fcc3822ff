"""Workflow state: the task goal, steps done and pending, blockers.

Load it by path: ``--schema schemas/workflow.py:WorkflowState``.
"""

# The definition lives in the installed package (the demo and `turnmem eval` use it); this file
# is the path users pass to the CLI; copy the class from turnmem/domains.py to write your own.
from turnmem.domains import WorkflowState

__all__ = ["WorkflowState"]
