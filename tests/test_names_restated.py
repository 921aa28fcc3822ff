"""A full name said right after a short one ("I'm Raj - Raj Patel", "I'm Sue - Susan
Greaves.") is the name the field holds, not the short form (found on the nineteenth blind
set, where both were kept as "Raj" and "Sue"). Guards: another person's name after the
user's is not taken, and a name said alone still is."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.state import MemoryState

from ._exchanges import fields_after


class Job(MemoryState):
    customer_name: str | None = Field(None, description="Customer's name")
    phone: str | None = Field(None, description="Contact phone")


@pytest.mark.parametrize(
    ("user", "name"),
    [
        ("Address is 31 Quarry Lane, and I'm Raj - Raj Patel, 07911 204 657.", "Raj Patel"),
        ("Brilliant. I'm Sue - Susan Greaves. 01206 331 870.", "Susan Greaves"),
        ("I'm Tom, Tom Okafor, 07700 900 123.", "Tom Okafor"),
    ],
)
def test_the_full_name_after_the_short_one_is_kept(user: str, name: str) -> None:
    fields = fields_after(Job, [(user, "Thanks, noted.")])
    assert fields["customer_name"] == name


def test_another_persons_name_after_the_users_is_not_taken() -> None:
    fields = fields_after(Job, [("I'm Sue, Tom Hale's mum. 01206 331 870.", "Thanks, noted.")])
    assert fields["customer_name"] == "Sue"


def test_a_full_name_replaces_the_short_one_held_from_before() -> None:
    fields = fields_after(
        Job,
        [("Hi, I'm Raj.", "Hi Raj, how can I help?"), ("I'm Raj - Raj Patel, by the way.", "OK.")],
    )
    assert fields["customer_name"] == "Raj Patel"
