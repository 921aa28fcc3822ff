"""A clause that only asks ("what time do you open on Thursday?") or supposes ("in case the
Tuesday slot falls through, Thursday") names values without choosing them: it replaces no
field value; a question that requests something still may ("can you move it to Thursday?")."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Date of the visit")


def run(*texts: str) -> MemoryState:
    state: MemoryState = Visit()
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


def test_an_information_question_keeps_the_date() -> None:
    state = run("please book me in for Tuesday", "what time do you open on Thursday?")
    assert state.visit_date == "Tuesday"  # type: ignore[attr-defined]
    state = run("帮我约周二", "周四几点开门？")
    assert state.visit_date == "周二"  # type: ignore[attr-defined]


def test_a_requesting_question_still_changes_it() -> None:
    state = run("please book me in for Tuesday", "can you move it to Thursday?")
    assert state.visit_date == "Thursday"  # type: ignore[attr-defined]


def test_a_question_asking_for_a_booking_or_a_proposal_changes_it() -> None:
    # "could I get a slot on Thursday?" asks for the booking, and "book it if Friday works"
    # proposes the day: both choose the value they name; "can I get the phone number of the
    # Thursday clinic?" asks for information and does not
    state = run("please book me in for Tuesday", "Could I get a slot on Thursday instead?")
    assert state.visit_date == "Thursday"  # type: ignore[attr-defined]
    state = run(
        "please book me in for Tuesday", "It fell through. Go ahead and book it if Friday works?"
    )
    assert state.visit_date == "Friday"  # type: ignore[attr-defined]
    state = run(
        "please book me in for Tuesday", "Can I get the phone number for Thursday's clinic?"
    )
    assert state.visit_date == "Tuesday"  # type: ignore[attr-defined]
