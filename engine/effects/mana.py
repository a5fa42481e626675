""""Add {G} (to your mana pool)." -- a mana ability's effect (406.1), and the intrinsic mana ability
of the basic land types (212.6d).

This effect depends only on the model (a pool is data) and the game's own methods, so a card can
carry the mana ability of its basic land types without the card module depending on the rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from engine.model.abilities import BASIC_LAND_MANA, ActivatedAbility, Cost
from engine.model.effect import Effect
from engine.model.mana import add_mana, format_pool, symbols_text
from engine.text import card_zh as zh
from engine.text.vocab import NUMBER_EN

if TYPE_CHECKING:
    from engine.game import Game
    from engine.rules.context import Context


@dataclass(frozen=True)
class AddMana(Effect):
    """"Add {G} (to your mana pool)." -- a mana ability's effect (406.1); ``any_color`` mana of one
    colour chosen on resolution ("one mana of any color", "three mana of any one color")."""

    mana: tuple[str, ...]
    any_color: int = 0
    adds_mana: ClassVar[bool] = True

    def resolve(self, game: Game, ctx: Context) -> None:
        controller = ctx.obj.controller
        player = game.state.players[controller]
        add_mana(player.mana_pool, self.mana + choose_color(game, controller, self.any_color))
        game.log("mana_added", [controller], ["resolve.follow_instructions"], player=controller, pool=format_pool(player.mana_pool))

    def render_en(self) -> str:
        if self.any_color:
            one = " one" if self.any_color > 1 else ""
            return f"add {NUMBER_EN[self.any_color]} mana of any{one} color to your mana pool"
        return f"add {_symbols(self.mana)} to your mana pool"

    def render_zh(self) -> str:
        if self.any_color:
            which = "同一颜色的" if self.any_color > 1 else "任意颜色的"
            return f"加{zh.count_word(self.any_color)}点{which}法术力到你的法术力池中"
        return f"加{_symbols(self.mana)}到你的法术力池中"


def _symbols(mana: tuple[str, ...]) -> str:
    colorless = mana.count("C")
    return (f"{{{colorless}}}" if colorless else "") + symbols_text([m for m in mana if m != "C"])


def choose_color(game: Game, player_id: str, count: int) -> tuple[str, ...]:
    """Mana "of any (one) color": ``choose: {color: G}``; default: the first coloured symbol in the
    mana costs of the cards in the player's hand (hand order), else white."""
    if not count:
        return ()
    chosen = game.take_choice("color", player_id)
    if isinstance(chosen, str) and chosen.upper() in "WUBRG":
        return (chosen.upper(),) * count
    color = "W"
    for card in game.state.players[player_id].hand:
        found = re.findall(r"[WUBRG]", card.mana_cost.upper())
        if found:
            color = found[0]
            break
    game.log("choice_default", [player_id], ["resolve.choices"], "choice_default.color", player=player_id,
             color=color)
    return (color,) * count


def basic_land_ability(land_type: str) -> ActivatedAbility:
    """The intrinsic mana ability a basic land type gives (212.6d)."""
    color = BASIC_LAND_MANA[land_type]
    return ActivatedAbility(Cost(tap=True), (AddMana((color,)),), f"{{T}}: Add {{{color}}} to your mana pool.")
