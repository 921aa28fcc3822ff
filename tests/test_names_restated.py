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


@pytest.mark.parametrize(
    "user",
    [
        "Hello, I'm Pete, Peterborough Council.",
        "Hello, I'm Pat, Parkside Lettings.",
        "Hi, I'm Jen, Jenkins Bakery.",
        "Hi, I'm Dave, Dave's Garage.",
        "Hi, I'm Mike - Mike's Motors, we spoke last week.",
    ],
)
def test_a_firms_name_after_the_users_is_not_taken(user: str) -> None:
    # found in review: each firm's name became the customer's name
    fields = fields_after(Job, [(user, "Hello.")])
    assert fields["customer_name"] == user.split("I'm ")[1].split()[0].strip(",")


def test_a_full_name_with_an_apostrophe_is_still_kept() -> None:
    fields = fields_after(Job, [("I'm Sean - Sean O'Neill.", "Hi Sean.")])
    assert fields["customer_name"] == "Sean O'Neill"


@pytest.mark.parametrize(
    ("first", "fix", "name"),
    [
        ("My name's Ruth Akers, 07762 905 118.", "Sorry, I typed my surname wrong, it's Ruth Akehurst.",
         "Ruth Akehurst"),
        ("我叫何志强，电话138 8012 6675。", "不好意思，名字打错了，是何志刚，刚强的刚。", "何志刚"),
    ],
)  # fmt: skip
def test_a_name_said_again_after_it_was_wrong_replaces_it(first: str, fix: str, name: str) -> None:
    # blind24: the misspelt name stayed
    assert fields_after(Job, [(first, "Thanks."), (fix, "Updated.")])["customer_name"] == name


def test_guard_a_name_called_wrong_with_no_new_one_keeps_it() -> None:
    fields = fields_after(
        Job,
        [
            ("My name's Ruth Akers.", "Thanks."),
            ("My name's wrong on the booking, it's spelt with a K.", "OK."),
        ],
    )
    assert fields["customer_name"] == "Ruth Akers"
