"""``python -m turnmem.cli``."""

from turnmem.cli import main

main()
