"""MemoryPolicy: the frozen settings of one memory, and the named presets.

The classic strategies are presets of one engine, so they can be compared on the same
transcripts:

=====================  ==============================================  =========================
preset                 what it keeps                                   when to use it
=====================  ==============================================  =========================
``full_buffer()``      every turn verbatim (up to the budget)          conversations under ~10 turns
``sliding_window(N)``  the last N turns                                10-50 turns, little to recall
``token_trim(T)``      the newest turns that fit in T tokens           uneven turn sizes
``summary_buffer(T)``  recent turns up to T tokens + rolling summary   long chats, no schema
``hierarchical(3)``    last 3 turns + rolling summary                  long chats, small prompts
``structured()``       state + summary + recent turns (the default)    task agents with goals, facts
=====================  ==============================================  =========================
"""

from __future__ import annotations

import re
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from turnmem.errors import ConfigurationError

__all__ = ["MODEL_WINDOWS", "HotFields", "MemoryPolicy", "context_window", "hot_fields"]

#: Context windows (tokens) of known model families, longest name prefix first wins. A
#: relative budget (``budget="70%"``) is resolved against these.
MODEL_WINDOWS: dict[str, int] = {
    "gpt-4.1": 1_047_576,
    "gpt-4o": 128_000,
    "gpt-4-turbo": 128_000,
    "gpt-5": 400_000,
    "gpt-3.5": 16_385,
    "gpt-4": 8_192,
    "o1": 200_000,
    "o3": 200_000,
    "o4": 200_000,
}

_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$")


def context_window(model: str) -> int | None:
    """The context window of ``model`` (``"gpt-4o-mini"``, ``"openai/gpt-4.1"``), or None if
    its family is not in :data:`MODEL_WINDOWS`."""
    name = model.rsplit("/", 1)[-1].lower()
    for prefix in sorted(MODEL_WINDOWS, key=len, reverse=True):
        if name.startswith(prefix):
            return MODEL_WINDOWS[prefix]
    return None


def _config_error(exc: ValidationError) -> ConfigurationError:
    """One line naming the first bad setting, its value and the rule (not pydantic's dump)."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    msg = str(first["msg"]).removeprefix("Value error, ")
    if where == "budget" and first["type"] in ("greater_than_equal", "int_parsing", "int_type"):
        msg = "budget must be a positive number of tokens; pass e.g. budget=8000"
    elif first["type"] == "extra_forbidden":
        msg = f"unknown setting; the settings are {sorted(MemoryPolicy.model_fields)}"
    setting = f" {where}={first.get('input')!r}" if where else ""
    more = exc.error_count() - 1
    return ConfigurationError(
        f"MemoryPolicy{setting}: {msg}" + (f" ({more} more problem(s))" if more else "")
    )


class MemoryPolicy(BaseModel):
    """How a memory windows, folds, compresses and budgets. Frozen; build variants with presets
    (``MemoryPolicy.structured(window_turns=2, fold_batch=1)``) or ``model_copy(update=...)``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    def __init__(self, **data: Any) -> None:
        """Validate the settings; a bad one raises a one-line :class:`ConfigurationError`."""
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise _config_error(exc) from None

    name: str = Field(default="custom", description="Preset name, shown in reports.")
    window_turns: int | None = Field(
        default=4, ge=1, description="Recent turns kept verbatim; None for no turn limit."
    )
    window_tokens: int | None = Field(
        default=None, ge=1, description="Token cap of the recent turns; None for no token limit."
    )
    fold: bool = Field(
        default=True, description="Fold turns leaving the window into the summary (and state)."
    )
    fold_batch: int = Field(
        default=4,
        ge=1,
        description="Hysteresis: fold only when at least this many turns have left the window.",
    )
    keep_state: bool = Field(default=True, description="Maintain and render the typed state.")
    summary_max_tokens: int = Field(default=400, ge=0, description="Cap of the rolling summary.")
    state_max_tokens: int = Field(
        default=400,
        ge=0,
        description="Cap of the rendered state (the structured preset's: 600).",
    )
    state_max_items: int = Field(
        default=48,
        ge=1,
        description="Active goals, preferences and facts kept; the least useful are retired.",
    )
    observation_max_tokens: int | None = Field(
        default=400,
        ge=8,
        description="Tool outputs longer than this are compressed in the context; None = verbatim.",
    )
    clear_observations_after: int | None = Field(
        default=None,
        ge=1,
        description="Observations of turns at least this many turns old become placeholders.",
    )
    budget: int = Field(
        default=8000,
        ge=1,
        description="Default token budget of a context. A share of the model's window "
        '("70%") sets budget_share instead; the memory resolves it to tokens.',
    )
    budget_share: float | None = Field(
        default=None,
        gt=0,
        le=1,
        description="The budget as a share of the memory's model context window (set by "
        'budget="70%"); resolved into ``budget`` when a memory is created.',
    )
    pinned_roles: tuple[Literal["system", "developer"], ...] = Field(
        default=("system", "developer"),
        description="Roles of leading messages kept pinned at the top of every context.",
    )
    extract: Literal["on_fold", "every_turn"] = Field(
        default="on_fold",
        description="every_turn adds a cheap extraction call per turn so state is always current.",
    )
    on_llm_failure: Literal["fallback", "defer"] = Field(
        default="fallback",
        description="When the LLM fold fails: use the offline folder now, or retry next time.",
    )
    recall_k: int = Field(
        default=0,
        ge=0,
        description="Snippets of archived turns recalled into the context (0 = off).",
    )
    fold_mode: Literal["inline", "background", "auto"] = Field(
        default="auto",
        description="Where folds run: inline in add(), or in a background worker so add() "
        "never waits for the LLM; auto = background with an LLM folder, inline offline.",
    )
    # Tier shares of the room left once pinned messages and the current input are paid. A tier
    # that needs less than its share gives the rest to the others (in proportion to theirs).
    # The recent share also bounds the unfolded turns: past it, the oldest are folded.
    recent_share: float = Field(
        default=0.5, gt=0, le=1, description="Share of the budget for the recent turns."
    )
    state_share: float = Field(
        default=0.15, ge=0, le=1, description="Share of the budget for the rendered state."
    )
    summary_share: float = Field(
        default=0.2, ge=0, le=1, description="Share of the budget for the rolling summary."
    )
    recall_share: float = Field(
        default=0.15, ge=0, le=1, description="Share of the budget for recalled snippets."
    )

    @model_validator(mode="before")
    @classmethod
    def _relative_budget(cls, data: Any) -> Any:
        """``budget="70%"`` -> ``budget_share=0.7`` (resolved against a model's window)."""
        if isinstance(data, dict) and isinstance(data.get("budget"), str):
            match = _PERCENT.match(data["budget"])
            if match is None:
                raise ValueError(
                    f"budget {data['budget']!r} is neither a number of tokens nor a share of "
                    'the model\'s window; pass e.g. budget=8000 or budget="70%"'
                )
            data = {k: v for k, v in data.items() if k != "budget"}
            data["budget_share"] = float(match.group(1)) / 100
        return data

    def resolve_budget(self, model: str) -> MemoryPolicy:
        """This policy with a relative budget turned into tokens of ``model``'s window.

        Raises:
            ConfigurationError: the budget is relative and ``model``'s window is unknown.
        """
        if self.budget_share is None:
            return self
        window = context_window(model)
        if window is None:
            raise ConfigurationError(
                f"budget={self.budget_share:.0%} is relative to the model's context window, but "
                f"the window of model {model!r} is not known (known: {sorted(MODEL_WINDOWS)}); "
                "pass an absolute budget, e.g. MemoryPolicy(budget=8000)"
            )
        tokens = max(1, int(window * self.budget_share))
        return self.model_copy(update={"budget": tokens, "budget_share": None})

    @model_validator(mode="after")
    def _check(self) -> MemoryPolicy:
        if self.fold and self.window_turns is None and self.window_tokens is None:
            raise ValueError("fold=True needs window_turns or window_tokens to decide what to fold")
        shares = self.recent_share + self.state_share + self.summary_share + self.recall_share
        if shares > 1.0001:
            raise ValueError(
                f"the tier shares (recent, state, summary, recall) sum to {shares:.2f}; they "
                "split one budget, so they must sum to at most 1"
            )
        return self

    # --- presets -------------------------------------------------------------------------

    @classmethod
    def _preset(cls, name: str, base: dict[str, Any], overrides: dict[str, Any]) -> MemoryPolicy:
        return cls(**{"name": name, **base, **overrides})

    @classmethod
    def full_buffer(cls, **overrides: Any) -> MemoryPolicy:
        """Every turn verbatim until the budget is full. Under ~10 turns this is best."""
        base = {
            "window_turns": None,
            "fold": False,
            "keep_state": False,
            "observation_max_tokens": None,
        }
        return cls._preset("full_buffer", base, overrides)

    @classmethod
    def sliding_window(cls, turns: int = 8, **overrides: Any) -> MemoryPolicy:
        """The last ``turns`` turns, nothing else. 10-50 turns with little long-range recall."""
        base = {"window_turns": turns, "fold": False, "keep_state": False}
        return cls._preset("sliding_window", base, overrides)

    @classmethod
    def token_trim(cls, max_tokens: int = 2000, **overrides: Any) -> MemoryPolicy:
        """The newest whole turns within ``max_tokens``; good when turn sizes vary a lot."""
        base = {
            "window_turns": None,
            "window_tokens": max_tokens,
            "fold": False,
            "keep_state": False,
        }
        return cls._preset("token_trim", base, overrides)

    @classmethod
    def summary_buffer(cls, max_tokens: int = 2000, **overrides: Any) -> MemoryPolicy:
        """Recent turns up to ``max_tokens``; older ones folded into a rolling summary."""
        base = {
            "window_turns": None,
            "window_tokens": max_tokens,
            "fold": True,
            "keep_state": False,
            "fold_batch": 2,
        }
        return cls._preset("summary_buffer", base, overrides)

    @classmethod
    def hierarchical(cls, recent_turns: int = 3, **overrides: Any) -> MemoryPolicy:
        """The last ``recent_turns`` turns verbatim plus a rolling summary of the rest."""
        base = {"window_turns": recent_turns, "fold": True, "keep_state": False, "fold_batch": 2}
        return cls._preset("hierarchical", base, overrides)

    @classmethod
    def structured(cls, **overrides: Any) -> MemoryPolicy:
        """All tiers: typed state, rolling summary, recent turns, compressed old observations.
        The default; for long task conversations with goals, preferences and facts.

        The state's cap is 600 tokens (``state_max_tokens``; 400 elsewhere): per token a state
        line carries several times the values a summary line does (on chained task dialogues
        at a 4,000-token budget, 5-6x), and a long conversation's state outgrows 400 tokens
        while the budget has room, so its oldest lines were cut first. At a small budget the
        state still gets only its share (``state_share``) when the other tiers need theirs.
        """
        base = {
            "window_turns": 4,
            "fold": True,
            "keep_state": True,
            "fold_batch": 4,
            "clear_observations_after": 2,
            "recall_k": 4,
            "state_max_tokens": 600,
        }
        return cls._preset("structured", base, overrides)

    @classmethod
    def preset(cls, name: str, **overrides: Any) -> MemoryPolicy:
        """A preset by name (``"sliding_window"``), as the CLI's ``--policy`` uses."""
        factory = PRESETS.get(name)
        if factory is None:
            raise ConfigurationError(f"unknown policy {name!r}; choose one of {sorted(PRESETS)}")
        return factory(**overrides)


PRESETS = {
    "full_buffer": MemoryPolicy.full_buffer,
    "sliding_window": MemoryPolicy.sliding_window,
    "token_trim": MemoryPolicy.token_trim,
    "summary_buffer": MemoryPolicy.summary_buffer,
    "hierarchical": MemoryPolicy.hierarchical,
    "structured": MemoryPolicy.structured,
}


class HotFields(NamedTuple):
    """The fields of a policy a memory reads at every add and context (see
    :func:`hot_fields`)."""

    policy: MemoryPolicy
    maintained: bool  # whether an add may bring a fold or an extraction
    keep_state: bool
    by_count: bool  # the window is counted in turns (window_tokens is None)
    window_turns: int | None
    fold: bool
    recall_k: int
    budget: int


def hot_fields(policy: MemoryPolicy) -> HotFields:
    """The fields of ``policy`` a memory reads at every add and context, as a tuple (a frozen
    model's field read costs several times a tuple item's: its class hooks attribute access)."""
    keep_state, fold = policy.keep_state, policy.fold
    maintained = fold or (policy.extract == "every_turn" and keep_state)
    return HotFields(
        policy,
        maintained,
        keep_state,
        policy.window_tokens is None,
        policy.window_turns,
        fold,
        policy.recall_k,
        policy.budget,
    )
