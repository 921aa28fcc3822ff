"""A stay's two dates in a schema whose end field is both the return and the check-out date:
a check-out cue (also a bare "out" opening the second half: "in Tuesday, out Thursday") puts
the date in the end field, never the start field (the check-in date is not the last one said)."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Stay(MemoryState):
    start_date: str | None = Field(None, description="Departure or check-in date")
    end_date: str | None = Field(None, description="Return or check-out date")


class Hotel(MemoryState):
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")


def read(schema: type[MemoryState], text: str) -> MemoryState:
    return apply(schema(), extract_updates(schema(), [Turn(index=0, user=text)]), turn=0)


def test_a_check_out_cue_fills_a_return_or_check_out_field() -> None:
    state = read(Stay, "we check in on Tuesday and check out on Thursday")
    assert (state.start_date, state.end_date) == ("Tuesday", "Thursday")  # type: ignore[attr-defined]


def test_a_return_cue_still_fills_it() -> None:
    state = read(Stay, "leaving on Monday, coming back on Saturday")
    assert (state.start_date, state.end_date) == ("Monday", "Saturday")  # type: ignore[attr-defined]


def test_a_bare_out_after_a_comma_is_the_check_out() -> None:
    state = read(Hotel, "in Tuesday, out Thursday please")
    assert (state.check_in, state.check_out) == ("Tuesday", "Thursday")  # type: ignore[attr-defined]


def test_out_of_is_no_check_out_cue() -> None:
    state = read(Hotel, "I'm out of the office, so check in Wednesday")
    assert (state.check_in, state.check_out) == ("Wednesday", None)  # type: ignore[attr-defined]


class Visits(MemoryState):
    first_day: str | None = Field(None, description="First day of the cover")
    last_day: str | None = Field(None, description="Last day of the cover")
    visits_per_day: int | None = Field(None, description="Visits each day")


def _run(*texts: str) -> Visits:
    from .test_corrections_choices import run

    state = run(Visits(), *texts)
    assert isinstance(state, Visits)
    return state


def test_a_weekday_before_each_date_keeps_the_range_in_order() -> None:
    # before: "Tuesday 3 June to Friday 6 June" put 6 June in the first day, Friday in the last
    state = _run("Can you cover Tuesday 3 June to Friday 6 June?")
    assert (state.first_day, state.last_day) == ("3 June", "6 June")


def test_a_count_per_day_holds_no_date() -> None:
    # before: "Visits each day" was read as a date field and took 6 from "6 June"
    state = _run("From 3 June to 6 June please, two visits a day.")
    assert state.visits_per_day != 6


def test_coming_back_on_a_day_moves_the_last_day() -> None:
    state = _run("From 3 June to 9 June please.", "Sorry, we're now coming back on the 8th.")
    assert (state.first_day, state.last_day) == ("3 June", "the 8th")


def test_guard_not_until_and_a_partners_plans_give_no_last_day() -> None:
    state = _run("The cover starts on 3 June.", "My flatmate moves in too, but not until July.")
    assert state.last_day is None


class Party(MemoryState):
    party_time: str | None = Field(None, description="Time of the party")
    clean_day: str | None = Field(None, description="Day of the clean")


class Session(MemoryState):
    finish_time: str | None = Field(None, description="Time the hire ends")


def test_a_time_range_gives_a_single_time_field_its_start() -> None:
    from .test_corrections_choices import run

    state = run(Party(), "It's at the community hall, 2pm to 5pm.")
    assert isinstance(state, Party) and state.party_time == "2pm"  # before: "5pm"
    state = run(Session(), "From 10am until 2pm please.")
    assert isinstance(state, Session) and state.finish_time == "until 2pm"  # guard: an end


def test_how_often_in_chinese_is_no_weekday() -> None:
    from .test_corrections_choices import run

    state = run(Party(), "想订保洁，两周一次，每次4小时。")  # before: clean_day "周一"
    assert isinstance(state, Party) and state.clean_day is None
    state = run(Party(), "每周一上午来打扫。")
    assert isinstance(state, Party) and state.clean_day == "周一"  # guard: every Monday


def test_a_time_span_with_one_am_or_pm_is_read_as_said() -> None:
    from .test_corrections_choices import run

    state = run(Party(), "It's at the village hall, 1-3pm.")  # before: "3pm"
    assert isinstance(state, Party) and state.party_time == "1-3pm"
    state = run(Party(), "Party at 4pm please.")
    assert isinstance(state, Party) and state.party_time == "4pm"  # guard
