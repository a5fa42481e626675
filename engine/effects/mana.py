""""Add {G} (to your mana pool)." -- a mana ability's effect (406.1), and the intrinsic mana ability
of the basic land types (212.6d).

This effect depends only on the model (a pool is data) and the game's own methods, so a card can
carry the mana ability of its basic land types without the card module depending on the rules;
only mana added "for each" object counted asks the rules for the count (``rules.mana_counts``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from engine.model.abilities import BASIC_LAND_MANA, ActivatedAbility, Condition, Cost
from engine.model.effect import Effect
from engine.model.mana import add_mana, format_pool, symbols_text
from engine.model.targeting import Quantity
from engine.text import card_en_words as en_words
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
    #: "Add {W} or {U}": one mana of one of these colours, chosen as the ability resolves
    choice: tuple[str, ...] = ()
    #: "Add one mana of the chosen color": ``any_color`` mana of the colour its source chose as it
    #: came into play (410.10e); none when nothing was chosen
    of_chosen: bool = False
    #: "If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.": the mana
    #: added in place of ``mana`` when ``instead_if`` holds as the ability resolves
    instead_if: Condition | None = None
    instead_mana: tuple[str, ...] = ()
    #: "Add {G} for each Elf you control": ``mana`` added once per object counted, after ``base``
    #: ("Add {B}, then add an additional {B} for each charge counter removed this way")
    per: Quantity | None = None
    base: tuple[str, ...] = ()
    adds_mana: ClassVar[bool] = True

    def produce(self, game: Game, player_id: str, wanted: tuple[str, ...] = (), source: str | None = None,
                ctx: Context | None = None) -> tuple[str, ...]:
        """The mana it adds for ``player_id``: a colour of ``choice`` the cost still needs (``wanted``),
        else the one chosen (``choose: {color: U}``), else the first; ``per``: once per object counted."""
        if self.instead_if is not None:
            from engine.rules.conditions import condition_holds  # the rules sit above this module

            if condition_holds(game.state, self.instead_if, player_id, source):
                return self.instead_mana
        if self.per is not None:
            from engine.rules.mana_counts import times  # the rules count; the model doesn't

            return self.base + self.mana * times(game, player_id, source, self.per, ctx)
        if self.of_chosen:
            perm = game.state.battlefield.get(source or "")
            color = perm.chosen.get("color") if perm is not None else None
            return self.mana + ((color,) * self.any_color if color else ())
        if not self.choice:
            return self.mana + choose_color(game, player_id, self.any_color)
        needed = next((c for c in wanted if c in self.choice), None)
        if needed is not None:
            return self.mana + (needed,)
        chosen = game.take_choice("color", player_id)
        if isinstance(chosen, str) and chosen.upper() in self.choice:
            return self.mana + (chosen.upper(),)
        game.log("choice_default", [player_id], ["resolve.choices"], "choice_default.color", player=player_id,
                 color=self.choice[0])
        return self.mana + (self.choice[0],)

    def resolve(self, game: Game, ctx: Context) -> None:
        controller = ctx.obj.controller
        player = game.state.players[controller]
        add_mana(player.mana_pool, self.produce(game, controller, source=ctx.obj.source, ctx=ctx))
        game.log("mana_added", [controller], ["resolve.follow_instructions"], player=controller, pool=format_pool(player.mana_pool))

    def render_en(self) -> str:
        if self.per is not None:
            each = en_words.for_each(self.per)
            if self.base:
                return (f"add {_symbols(self.base)} to your mana pool, then add an additional "
                        f"{_symbols(self.mana)} to your mana pool{each}")
            return f"add {_symbols(self.mana)} to your mana pool{each}"
        if self.choice:
            symbols = [f"{{{c}}}" for c in self.choice]
            words = " or ".join(symbols) if len(symbols) == 2 else ", ".join(symbols[:-1]) + ", or " + symbols[-1]
            return f"add {words} to your mana pool"
        if self.of_chosen:
            return f"add {NUMBER_EN[self.any_color]} mana of the chosen color to your mana pool"
        if self.any_color:
            one = " one" if self.any_color > 1 else ""
            return f"add {NUMBER_EN[self.any_color]} mana of any{one} color to your mana pool"
        if self.instead_if is not None:
            from engine.text.card_en import cond_en

            return (f"add {_symbols(self.mana)} to your mana pool. If {cond_en(self.instead_if)}, add "
                    f"{_symbols(self.instead_mana)} to your mana pool instead")
        return f"add {_symbols(self.mana)} to your mana pool"

    def render_zh(self) -> str:
        if self.per is not None:  # 你操控的妖精每有一个，加{G}到你的法术力池中
            each = zh.for_each(self.per)
            if self.base:
                return f"加{_symbols(self.base)}到你的法术力池中，然后{each}额外加{_symbols(self.mana)}到你的法术力池中"
            return f"{each}加{_symbols(self.mana)}到你的法术力池中"
        if self.choice:
            symbols = [f"{{{c}}}" for c in self.choice]
            return f"加{'、'.join(symbols[:-1])}或{symbols[-1]}到你的法术力池中"
        if self.of_chosen:
            return f"加{zh.count_word(self.any_color)}点所选颜色的法术力到你的法术力池中"
        if self.any_color:
            which = "同一颜色的" if self.any_color > 1 else "任意颜色的"
            return f"加{zh.count_word(self.any_color)}点{which}法术力到你的法术力池中"
        if self.instead_if is not None:
            return (f"加{_symbols(self.mana)}到你的法术力池中。如果{zh.cond_zh(self.instead_if)}，则改为加"
                    f"{_symbols(self.instead_mana)}到你的法术力池中")
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


def land_abilities(subtypes: tuple[str, ...]) -> tuple[ActivatedAbility, ...]:
    """The intrinsic abilities of a card with ``subtypes``, for ``Card.intrinsic``: one mana ability
    per basic land type, in the order the types are printed (212.6d)."""
    return tuple(basic_land_ability(s.lower()) for s in subtypes if s.lower() in BASIC_LAND_MANA)
