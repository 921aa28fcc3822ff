"""Two dates or two times say different moments only when both are read and disagree; a
different form of one value ("7pm" and "19:00") is no difference, nor are two forms that
cannot be compared ("Saturday" and an ISO date)."""

from __future__ import annotations

import pytest

from turnmem.fold.rules.moments import differ


@pytest.mark.parametrize(
    ("kind", "a", "b", "expected"),
    [
        ("time", "7pm", "19:00", False),
        ("time", "8:30", "10:00", True),
        ("time", "下午2点", "14:00", False),
        ("time", "晚上7点半", "19:30", False),
        ("time", "about noon", "12:00", False),  # not read: no difference
        ("date", "the 9th of October", "2025-10-09", False),
        ("date", "October 9", "2025-11-09", True),
        ("date", "10日", "2026-10-09", True),
        ("date", "1月25号", "2027-01-26", True),
        ("date", "Saturday", "2026-06-13", False),
        ("date", "Wednesday", "Thursday", True),
        ("date", "周三", "星期三", False),
        ("date", "May 14th", "2027-05-14", False),
    ],
)
def test_differ(kind: str, a: str, b: str, expected: bool) -> None:
    assert differ(kind, a, b) is expected
    assert differ(kind, b, a) is expected
