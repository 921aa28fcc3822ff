"""The memory sections of a context (state, summary, recall) as system messages, each placed
within a cap and grown later if room is left. Pure, no I/O."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from turnmem.context.budget import Budget, SectionName
from turnmem.text_counts import count_joined
from turnmem.tokens import TokenCounter
from turnmem.turn import Message

__all__ = ["Sections", "section_message"]


def section_message(header: str, body: str) -> Message:
    """A memory section as a system message (pinned messages stay separate and untouched)."""
    return {"role": "system", "content": f"{header}\n{body}"}


def _tokens(counter: TokenCounter, header: str, body: str) -> int:
    """``counter.count_message(section_message(header, body))``, from remembered counts: the
    state and summary bodies stay the same text until the next fold (the whole count is
    kept), and most of their lines stay the same across a fold (counted line by line)."""

    def count() -> int:
        return counter.count_message(_EMPTY) + count_joined(counter, [header, *body.split("\n")])

    return counter.remember(("section", header, body), count)


_EMPTY: Message = {"role": "system", "content": ""}


@dataclass
class _Section:
    header: str
    body_for: Callable[[int], str]
    full: Message
    need: int  # tokens of the whole section
    message: Message | None = None
    tokens: int = 0


class Sections:
    """State, summary and recall: offered whole, placed within a cap, grown, then noted."""

    def __init__(self, counter: TokenCounter, budget: Budget) -> None:
        self.counter, self.budget = counter, budget
        self._all: dict[SectionName, _Section] = {}

    def offer(
        self, name: SectionName, header: str, body_for: Callable[[int], str], full: str
    ) -> None:
        """Make section ``name`` available (nothing when ``full`` is empty)."""
        if not full:
            return
        msg = section_message(header, full)
        self._all[name] = _Section(header, body_for, msg, _tokens(self.counter, header, full))

    @property
    def offered(self) -> bool:
        """Whether any section was offered (none: nothing to place, grow or note)."""
        return bool(self._all)

    def needs(self) -> dict[str, int]:
        """Tokens each offered section takes whole."""
        return {name: s.need for name, s in self._all.items()}

    def place(self, name: SectionName, cap: int | None) -> None:
        """Place (or grow) section ``name`` within ``cap`` tokens and the room left (``None``:
        all the room left). A section that cannot get a non-empty body stays out."""
        s = self._all.get(name)
        if s is None or s.tokens == s.need:
            return
        counter, budget = self.counter, self.budget
        limit = s.tokens + budget.remaining
        if cap is not None:
            limit = min(limit, cap)
        if limit <= s.tokens:
            return
        if s.need <= limit:
            msg, tokens = s.full, s.need
        else:
            room = limit - _tokens(counter, s.header, "")
            body = s.body_for(room) if room > 0 else ""
            msg = section_message(s.header, body)
            tokens = _tokens(counter, s.header, body)
            if not body or tokens > limit or tokens <= s.tokens:
                return
        budget.spend(tokens - s.tokens)
        s.message, s.tokens = msg, tokens

    def finish(self) -> None:
        """Note every section cut or left out."""
        for name, s in self._all.items():
            if s.message is None:
                self.budget.note(
                    "dropped", name, before=s.need, after=0, reason="no room left in the budget"
                )
            elif s.tokens < s.need:
                self.budget.note(
                    "truncated",
                    name,
                    before=s.need,
                    after=s.tokens,
                    reason="cut to its share of the budget",
                )

    @property
    def messages(self) -> list[Message]:
        """The placed sections, in reading order (state, summary, recall)."""
        return [s.message for s in self._all.values() if s.message is not None]

    @property
    def placed(self) -> list[tuple[SectionName, Message]]:
        """The placed sections with their names, in reading order."""
        return [(name, s.message) for name, s in self._all.items() if s.message is not None]

    @property
    def tokens(self) -> dict[str, int]:
        """Tokens of each placed section."""
        return {name: s.tokens for name, s in self._all.items() if s.message is not None}
