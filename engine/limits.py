"""How much work one scenario may ask for: the caps on its text, its shape and the run.

A scenario is untrusted input (the web API runs whatever a visitor posts), so every dimension
that makes work grow has a cap: the text's size, its nesting, YAML aliases, the length of a
number, the cards it builds and the actions it plays, and one deadline for the whole run
(reading, building and playing). Going over a cap raises ``LimitExceeded`` naming the cap;
``max_steps`` stays the engine's loop bound (rule 421) and raises ``LoopLimit``.

Library callers may pass their own ``Limits`` to ``resolve``/``run``/``load_scenario``:

    >>> Limits().max_cards, Limits(max_cards=5000).max_cards
    (1000, 5000)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, fields
from typing import Any

from engine.errors import LimitExceeded
from engine.text.catalog import DEFAULT_RULESET, Msg
from engine.trace import Trace, TraceStep

#: the engine's step bound (rule 421); the web app and the CLI use the same default
DEFAULT_MAX_STEPS = 10000


def _cap(default: int, help_text: str) -> Any:
    return field(default=default, metadata={"help": help_text})


@dataclass(frozen=True)
class Limits:
    """The caps; each field's ``help`` says what it bounds (listed by ``describe()``)."""

    max_bytes: int = _cap(256 * 1024, "UTF-8 bytes of scenario text")
    max_depth: int = _cap(32, "nesting depth of mappings and lists (a real scenario needs about 6)")
    max_aliases: int = _cap(100, "YAML alias uses (*name), each of which repeats a whole subtree")
    max_nodes: int = _cap(100_000, "values in the document (mappings, lists, scalars) once aliases are expanded")
    max_number_length: int = _cap(15, "characters of one number")
    max_library: int = _cap(1000, "cards of one player's library given as a count")
    max_cards: int = _cap(1000, "card specs in the whole scenario (library lists, hands, graveyards, battlefields)")
    max_actions: int = _cap(1000, "entries of actions:")
    max_card_text: int = _cap(2000, "characters of one card's rules text (the longest card of the era has about 400)")
    max_x: int = _cap(1000, "the value of X in one cast, activate or trigger action")
    max_board_values: int = _cap(50_000, "permanents, stack objects and cards in the board snapshots of one "
                                         "trace (boards=True), summed over its steps")

    @staticmethod
    def describe() -> list[tuple[str, int, str]]:
        """``(name, default, help)`` of every cap, for the documentation and its test."""
        out = []
        for f in fields(Limits):
            assert isinstance(f.default, int)  # every cap has a default
            out.append((f.name, f.default, str(f.metadata["help"])))
        return out


def check_deadline(deadline: float | None) -> None:
    """Raise ``LimitExceeded`` once ``time.perf_counter()`` has passed ``deadline``."""
    if deadline is not None and time.perf_counter() > deadline:
        raise time_exceeded()


def time_exceeded() -> LimitExceeded:
    return LimitExceeded("time_limit", None, Msg("error.time_limit"))


def over(limit: str, maximum: int, what_en: str, what_zh: str, at: str | None = None) -> LimitExceeded:
    """The error for a cap: ``limit`` names the cap, ``maximum`` is its value."""
    return LimitExceeded(limit, maximum, f"{what_en} (at most {maximum})", f"{what_zh}（最多{maximum}）", at=at)


class BoundedTrace(Trace):
    """A trace that stops the run once its board snapshots hold ``max_board_values`` values.

    A snapshot after every step is what a step-by-step viewer needs, but its size is the board's
    size times the number of steps: a thousand creatures fighting would make hundreds of MB.
    """

    def __init__(self, limits: Limits, deadline: float | None) -> None:
        super().__init__()
        self.limits, self.deadline, self.board_values = limits, deadline, 0

    def add(self, turn: int, step: str, event: str, objects: list[str] | tuple[str, ...],
            rules: list[str] | tuple[str, ...], message: Msg, ruleset: str = DEFAULT_RULESET,
            board: dict[str, Any] | None = None) -> TraceStep:
        if board is not None:
            self.board_values += 2 + len(board["battlefield"]) + len(board["stack"]) + sum(
                len(p["hand"]) + len(p["graveyard"]) for p in board["players"].values())
            if self.board_values > self.limits.max_board_values:
                raise over("max_board_values", self.limits.max_board_values,
                           "the board snapshots of this trace would be too large (ask without boards)",
                           "此过程的局面快照过大（请不要求局面快照）")
            check_deadline(self.deadline)
        return super().add(turn, step, event, objects, rules, message, ruleset, board)
