"""Madness (502): "If you discard this card, you may play it for its madness cost instead of putting
it into your graveyard." -- the card is removed from the game as it is discarded, then this
triggered ability lets its owner cast it; if the owner doesn't, it goes to the graveyard."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.rules.casting import put_spell_on_stack
from engine.rules.context import Context
from engine.rules.mana import pay_optional
from engine.rules.trigger_targets import default_targets
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class CastMadness(Effect):
    """Cast the discarded card for its madness cost (its targets: the trigger's answer, else the
    documented default of triggered abilities, 410.4); else put it into its owner's graveyard."""

    mana: tuple[str, ...]

    def resolve(self, game: Game, ctx: Context) -> None:
        state = game.state
        obj = ctx.obj
        owner = state.players[obj.controller]
        card = next((c for c in owner.removed if c.id == obj.source), None)
        if card is None:
            return
        targets = obj.targets
        if not targets and card.abilities.spell_targets:
            probe = type(obj)(id=card.id, kind="spell", controller=obj.controller, name=card.name, card=card,
                              effects=card.abilities.spell_effects, target_specs=card.abilities.spell_targets,
                              source_colors=card.colors)
            targets = default_targets(game, probe) or ()
        castable = not card.abilities.spell_targets or bool(targets)
        wanted = castable and game.take_choice("may", obj.controller) is not False
        if wanted and pay_optional(game, obj.controller, self.mana, 0, obj):
            owner.removed.remove(card)
            put_spell_on_stack(game, card, obj.controller, tuple(targets), ["keyword.era"])
            return
        owner.removed.remove(card)
        owner.graveyard.append(card)
        game.log("to_graveyard", [card.id], ["keyword.era"], "to_graveyard.madness", card=card.label)

    def render_en(self) -> str:
        return f"you may play ~ for {en.mana(self.mana)}"

    def render_zh(self) -> str:
        return f"你可以支付{zh.mana(self.mana)}来使用~"
