""""Choose one -- A; or B." (409.1b): the mode is chosen as the spell is cast."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules.context import Context
from engine.text import card_en as en

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Modal(Effect):
    """"Choose one -- A; or B." (409.1b): the mode is chosen when cast."""

    modes: tuple[tuple[Effect, ...], ...]

    def targets(self) -> tuple[Target, ...]:
        """The first mode's targets (the chosen mode's are read from ``with_mode``)."""
        return tuple(t for e in self.modes[0] for t in e.targets())

    def mode_count(self) -> int:
        return len(self.modes)

    def with_mode(self, mode: int) -> tuple[Effect, ...]:
        return self.modes[mode]

    def template_names(self) -> list[str]:
        names = ["effect:choose_one"]
        for mode in self.modes:
            for effect in mode:
                names.extend(effect.template_names())
        return names

    def resolve(self, game: Game, ctx: Context) -> None:  # pragma: no cover - replaced by its mode on casting
        raise AssertionError("a modal effect is replaced by its chosen mode when the spell is cast")

    def render_en(self) -> str:
        return "choose one — " + "; or ".join(en.cap(m[0].render_en()) if i == 0 else m[0].render_en()
                                              for i, m in enumerate(self.modes))

    def render_zh(self) -> str:
        return "选择一项——" + "；或".join(m[0].render_zh() for m in self.modes)
