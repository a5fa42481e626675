"""Equip's effect: attach the source to target creature you control (212.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules import zones
from engine.rules.context import Context

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Attach(Effect):
    """Equip's effect: attach the source to target creature you control (212.2h). It has no
    sentence of its own: the card says "Equip {N}" (rendered with the ability)."""

    target: Target

    def resolve(self, game: Game, ctx: Context) -> None:
        st = game.state
        tid = ctx.next_target()
        equipment = st.battlefield.get(ctx.obj.source or "")
        host = st.battlefield.get(tid or "")
        if equipment is not None and host is not None:
            zones.attach(game, equipment, host, ["equipment.equip", "equipment.equipped"])

    def render_en(self) -> str:
        return "attach ~ to target creature you control"

    def render_zh(self) -> str:
        return "将~佩带在目标由你操控的生物上"
