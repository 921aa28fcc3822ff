"""An amount whose digits are grouped by a comma is one value in a correction: "It's £240,000,
not £245,000." set the price to "000", and "the seller's accepted £240,000, not 245" to
"seller's accepted £240,000"; "Make it £1,200, not £1,500." kept £245,000 (found on the
twenty-fourth blind set; each fails before)."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.state import MemoryState

from ._exchanges import fields_after


class Flat(MemoryState):
    property_price: str | None = Field(None, description="Price of the property")


@pytest.mark.parametrize(
    ("user", "price"),
    [
        ("It's £240,000, not £245,000.", "£240,000"),
        ("The price is $240,000 now, not $245,000.", "$240,000"),
        ("Oh, the agent's just rung - the seller's accepted £240,000, not 245.", "£240,000"),
        ("Make it £1,200, not £1,500.", "£1,200"),
    ],
)
def test_a_grouped_amount_corrects_the_price_whole(user: str, price: str) -> None:
    held = ("I'm buying a flat, the price is £245,000.", "OK.")
    assert fields_after(Flat, [held, (user, "OK.")])["property_price"] == price
