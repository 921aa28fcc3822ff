"""trim() finds a clause's closing run by stripping, as the search it replaced did (issue 16).

The search for ``[\\s.,;:!?…。，；：！？、]*$`` tried every position of a clause; ``rstrip`` of
the same characters stops where its match starts. ``\\s`` is every character ``str.isspace``
accepts: all of them lie below U+3001, which the stripped set is built from.
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from turnmem.fold.rules import digest

_SEARCHED = re.compile(r"[\s.,;:!?…。，；：！？、]*$")


def test_the_stripped_set_is_the_searched_class() -> None:
    spaces = {chr(c) for c in range(0x110000) if re.fullmatch(r"\s", chr(c))}
    assert spaces == {chr(c) for c in range(0x110000) if chr(c).isspace()}
    assert max(map(ord, spaces)) < 0x3001
    stripped = set(digest._END_CHARS)
    assert stripped == spaces | set(".,;:!?…。，；：！？、")
    # the search's class, character by character (its ``$`` may also match before a final
    # newline: a newline is in the class, so the leftmost match is the same)
    for c in map(chr, range(0x3100)):
        assert (c in stripped) == bool(re.fullmatch(r"[\s.,;:!?…。，；：！？、]", c))


_CHARS = st.sampled_from([*"ab1 \t\n.,;:!?…。，；：！？、-'", "\u00a0", "\u3000", "\u2028", "中"])


@settings(max_examples=2000, deadline=None)
@given(text=st.lists(_CHARS, max_size=16).map("".join))
@example(text="ok.\n")
@example(text="a \u3000。\n ")
def test_the_closing_run_starts_where_the_search_found_it(text: str) -> None:
    m = _SEARCHED.search(text)
    assert m is not None
    assert len(text.rstrip(digest._END_CHARS)) == m.start()
