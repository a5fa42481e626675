"""Storm (502, section level; a keyword of the July 2009 rules' section 702): casting the spell
triggers an ability that copies it once for every spell cast earlier in the turn, by any player;
each copy may be given new targets.

The triggered ability goes on the stack above the spell as it is cast (``rules.triggers.on_cast``
records how many spells were cast before it this turn, ``GameState.spells_cast``). On resolution
it makes that many copies (``engine.rules.copies``), each with the scenario's next ``choose:
{targets: [...]}`` answer or the spell's own targets; a spell countered in the meantime is still
copied as it last existed on the stack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.objects import StackObject
from engine.rules.context import Context
from engine.rules.copies import copy_spell

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class StormCopies(Effect):
    """Copy the storm spell once for each spell cast before it this turn (the trigger's count)."""

    def resolve(self, game: Game, ctx: Context) -> None:
        trigger = ctx.obj
        spell = game.state.stack_object(trigger.source or "") or trigger.event_spell
        if spell is None or spell.card is None:
            return
        for _ in range(self.copies(trigger, spell)):
            copy_spell(game, spell, trigger.controller, new_targets=True, keys=("keyword.era",))

    def copies(self, trigger: StackObject, spell: StackObject) -> int:
        """How many copies: storm's count of the spells cast before it this turn."""
        return trigger.event_amount

    def render_en(self) -> str:
        return "copy ~ once per earlier spell of this turn, each copy with new targets if you like"

    def render_zh(self) -> str:
        return "本回合中此前的咒语每有一个，就复制~一次，每个复制都可以另选目标"
