"""Pure planning: which unfolded turns to fold now, and which turns are eligible for context.

No I/O and no clients: these take the policy and per-turn token counts and return numbers, so
the sync and async memories (and the benchmarks) share them.
"""

from __future__ import annotations

from collections.abc import Sequence

from turnmem.policy import MemoryPolicy

__all__ = ["eligible_start", "fold_count", "recent_cap"]


def recent_cap(policy: MemoryPolicy) -> int | None:
    """Tokens the unfolded turns may take before token pressure folds the oldest: the recent
    tier's share of the policy's budget, or ``window_tokens`` if smaller (None: no fold)."""
    if not policy.fold:
        return None
    caps = [policy.window_tokens] if policy.window_tokens is not None else []
    if policy.budget_share is None:  # a relative budget is only known once resolved
        caps.append(max(1, int(policy.budget * policy.recent_share)))
    return min(caps) if caps else None


def fold_count(policy: MemoryPolicy, turn_tokens: Sequence[int]) -> int:
    """How many of the oldest unfolded turns to fold now (0 = not yet).

    ``turn_tokens`` are the token counts of the unfolded turns, oldest first, as the context
    would show them. The newest turn is never folded. Two triggers:

    * turn count: at least ``fold_batch`` turns have left ``window_turns`` (hysteresis, so an
      LLM folder is called at most once per ``fold_batch`` turns);
    * token pressure: the unfolded turns exceed :func:`recent_cap` (``recent_share`` of the
      budget, or ``window_tokens``); the oldest are folded down to three quarters of it, and
      at least ``fold_batch`` of them, so the next turns do not overflow it again at once.
    """
    if not policy.fold:
        return 0
    n = len(turn_tokens)
    count = 0
    if policy.window_turns is not None:
        overflow = n - policy.window_turns
        if overflow >= policy.fold_batch:
            count = overflow
    cap = recent_cap(policy)
    if cap is not None:
        total = sum(turn_tokens)
        if total > cap:
            low_water = cap * 3 // 4
            k = 0
            while k < n and total > low_water:
                total -= turn_tokens[k]
                k += 1
            count = max(count, k, min(policy.fold_batch, n))
    return min(count, n - 1)


def eligible_start(policy: MemoryPolicy, turn_tokens: Sequence[int]) -> int:
    """Position of the oldest unfolded turn that may enter the context.

    With folding, every unfolded turn may (turns waiting for the next fold are not yet in the
    summary). Without it, the window decides: the last ``window_turns`` turns and/or the newest
    turns within ``window_tokens``. The newest turn is always eligible.
    """
    n = len(turn_tokens)
    if policy.fold or n == 0:
        return 0
    start = 0
    if policy.window_turns is not None:
        start = max(start, n - policy.window_turns)
    if policy.window_tokens is not None:
        total, k = 0, n
        for tokens in reversed(turn_tokens):  # newest first, each turn measured once
            if total + tokens > policy.window_tokens:
                break
            total += tokens
            k -= 1
        start = max(start, min(k, n - 1))
    return start
