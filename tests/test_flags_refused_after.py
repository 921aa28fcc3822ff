"""A yes/no field refused in the clause after the one naming it ("my flatmate already has a
stand, so we don't need that") is False (found on the nineteenth blind set: the stand stayed
bought). Guards: the refusal must follow a clause that names the thing, and a clause that
wants it still sets it."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState

from ._exchanges import fields_after


class Tree(MemoryState):
    stand: bool | None = Field(None, description="Whether a stand is bought")
    collection: bool | None = Field(None, description="Whether the tree is collected in January")


def test_a_thing_refused_in_the_next_clause_is_false() -> None:
    fields = fields_after(
        Tree,
        [
            ("Yes to the stand please.", "Added."),
            ("My flatmate already has a stand, so we don't need that.", "OK, no stand."),
        ],
    )
    assert fields["stand"] is False


def test_guard_a_refusal_after_another_thing_changes_nothing() -> None:
    fields = fields_after(
        Tree,
        [
            ("Yes to the stand please.", "Added."),
            ("The ceiling is low, so we don't need that big one.", "OK."),
        ],
    )
    assert fields["stand"] is True


def test_guard_a_thing_wanted_is_still_true() -> None:
    fields = fields_after(Tree, [("We'd like the stand too, we don't have one.", "Added.")])
    assert fields["stand"] is True


def test_a_refusal_after_the_thing_said_with_another_thing_keeps_it() -> None:
    # the stand is the subject, the watering kit just offered is what is not needed
    fields = fields_after(
        Tree,
        [
            ("Yes to the stand please.", "Added. Would you like a watering kit for £5?"),
            ("The stand has a water reservoir built in, so we don't need that.", "OK."),
        ],
    )
    assert fields["stand"] is True


class Room(MemoryState):
    breakfast: bool | None = Field(None, description="Breakfast added")


def test_sibling_forms_of_a_thing_had_already() -> None:
    assert (
        fields_after(
            Tree,
            [
                ("Yes to the stand please.", "Added."),
                ("We've got our own stand, so we don't need one.", "OK."),
            ],
        )["stand"]
        is False
    )
    assert (
        fields_after(
            Room,
            [
                ("Add breakfast please.", "Added."),
                ("Oh, breakfast is included, so we don't need it.", "OK."),
            ],
        )["breakfast"]
        is False
    )
