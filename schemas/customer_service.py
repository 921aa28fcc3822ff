"""Customer-service state: the order, the issue, what the agent promised, the customer's mood.

Load it by path: ``--schema schemas/customer_service.py:SupportState``.
"""

# The definition lives in the installed package (the demo and `turnmem eval` use it); this file
# is the path users pass to the CLI; copy the class from turnmem/domains.py to write your own.
from turnmem.domains import SupportState

__all__ = ["SupportState"]
