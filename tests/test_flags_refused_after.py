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
