"""Found on the nineteenth blind set: "Hang on, my wife's car is stuck ... she needs it Friday
night" set the visit to Friday night (an aside opening on "hang on" was not read as one), and
"Can we do the Friday morning after all?", answered "Moved to Friday 16 October, 8am to 12",
left the visit on Monday (neither "after all" nor a reply opening on "Moved to" was read). On
the twenty-first: "Actually the 12th is no good" turned nothing down."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.correction_forms import turned_down
from turnmem.fold.rules.proposals import reply_verdict
from turnmem.fold.rules.text import normalise
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Day of the visit")


BOOKED = ("Monday afternoon please, I'm working from home then.", "Booked: Monday 19 October.")


def test_an_aside_after_hang_on_sets_no_day() -> None:
    fields = fields_after(
        Visit,
        [BOOKED, ("Hang on, my wife needs the car Friday night for her mum's.", "I see.")],
    )
    assert fields["visit_date"] == "Monday afternoon"


def test_a_change_asked_after_all_and_made_moves_the_day() -> None:
    fields = fields_after(
        Visit,
        [
            BOOKED,
            ("Can we do the Friday morning after all?", "Moved to Friday 16 October, 8am to 12."),
        ],
    )
    assert fields["visit_date"] == "Friday morning"


def test_a_change_after_all_turned_down_keeps_the_day() -> None:
    fields = fields_after(
        Visit,
        [BOOKED, ("Can we do the Friday morning after all?", "Sorry, Friday is fully booked.")],
    )
    assert fields["visit_date"] == "Monday afternoon"


@pytest.mark.parametrize(
    "reply",
    ["Moved to Friday 16 October, 8am to 12.", "Changed it to the 14th.", "Updated to Tuesday."],
)
def test_a_reply_opening_on_the_change_made_accepts(reply: str) -> None:
    assert reply_verdict(reply) == "accepted"


def test_a_reply_naming_a_move_later_is_no_acceptance() -> None:
    # guard: only a reply opening on the change says it was made
    assert reply_verdict("Sorry, it can't be moved to Friday.") == "refused"


@pytest.mark.parametrize(
    ("clause", "old"),
    [("Actually the 12th is no good", "12th"), ("Monday is no good for me", "Monday")],
)
def test_a_day_said_to_be_no_good_is_turned_down(clause: str, old: str) -> None:
    # found on the twenty-first blind set ("Actually the 12th is no good, the vet's coming")
    norm = normalise(clause)
    assert [norm[a:b] for a, b in turned_down(norm)] == [old]


@pytest.mark.parametrize(
    "user", ["Thursday is not good, sorry.", "Actually Thursday is not good, we'll be away."]
)
def test_a_reason_after_a_day_turned_down_is_no_new_day(user: str) -> None:
    # found in review (older than this rule): the day became "sorry" / "we'll be away"
    fields = fields_after(
        Visit, [("Can you come Thursday?", "Thursday is fine."), (user, "OK, when suits?")]
    )
    assert fields["visit_date"] in ("Thursday", None)


@pytest.mark.parametrize(
    ("user", "day"),
    [
        ("Thursday is not good, Friday please.", "Friday"),
        ("Thursday is too soon, next week?", "next week"),
    ],
)
def test_guard_a_day_after_one_turned_down_replaces_it(user: str, day: str) -> None:
    fields = fields_after(Visit, [("Can you come Thursday?", "Thursday is fine."), (user, "OK.")])
    assert fields["visit_date"] == day


class Curtains(MemoryState):
    ready_date: str | None = Field(None, description="When they are made")
    fit_date: str | None = Field(None, description="Day of fitting")


def test_a_day_asked_and_turned_down_fills_no_empty_field() -> None:
    # blind23: with 10 June held for another field, "Could you fit them on the 10th as well?"
    # answered "Our fitter is booked up on the 10th; ..." set the fitting to the 10th
    fields = fields_after(
        Curtains,
        [
            ("Can they be ready by 10 June?", "Yes, we can rush them for 10 June."),
            (
                "Could you fit them on the 10th as well?",
                "Our fitter is booked up on the 10th; Thursday 11 June at 8am is possible.",
            ),
        ],
    )
    assert fields["fit_date"] is None


class Drop(MemoryState):
    delivery_date: str | None = Field(None, description="Day of delivery")


def test_a_day_turned_down_in_part_and_taken_up_is_the_new_day() -> None:
    # the reply refuses the morning of the 12th and moves the delivery to its afternoon: the
    # 10th held is no longer the day
    fields = fields_after(
        Drop,
        [
            ("Please deliver on Friday 10 June.", "Booked for Friday 10 June."),
            (
                "Could we do the 12th instead?",
                "Unfortunately the morning of the 12th is gone, but I've moved you to the "
                "afternoon of the 12th.",
            ),
        ],
    )
    assert fields["delivery_date"] == "the 12th"
