"""Travel-booking state: route, dates, party, budget, seat and meal preferences.

Load it by path: ``--schema schemas/travel.py:TravelState``.
"""

# The definition lives in the installed package (the demo and `turnmem eval` use it); this file
# is the path users pass to the CLI; copy the class from turnmem/domains.py to write your own.
from turnmem.domains import TravelState

__all__ = ["TravelState"]
