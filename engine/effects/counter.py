""""Counter target spell." (414.1): it leaves the stack for its owner's graveyard without resolving,
unless the spell says it can't be countered (103.2: "can't" beats "can")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules import zones
from engine.rules.context import KEYS, Context
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class CounterSpell(Effect):
    """"Counter target spell." (414.1)."""

    target: Target

    def resolve(self, game: Game, ctx: Context) -> None:
        st = game.state
        tid = ctx.next_target()
        victim = st.stack_object(tid) if tid else None
        if victim is None:
            return
        if victim.card is not None and any(r.kind == "cant_be_countered" for r in victim.card.abilities.casting_rules):
            # the card's "can't" wins over the effect's "counter" (103.2); it stays on the stack
            game.log("not_countered", [victim.id], ["counter.general", "golden.cant_beats_can"], spell=victim.card.label)
            return
        st.stack.remove(victim)
        zone = zones.put_spell_away(game, victim, resolved=False) if victim.card is not None else ""
        # the step names only the zone the card really went to: a flashback spell is removed from
        # the game (its own step just said so), never put into the graveyard too
        game.log("countered", [victim.id], [*KEYS, "counter.general"],
                 {"removed": "countered.flashback", "ceased": "countered.copy"}.get(zone, "countered"),
                 spell=victim.shown if victim.copy else victim.card.label if victim.card else victim.shown)

    def render_en(self) -> str:
        return f"counter {en.target_en(self.target)}"

    def render_zh(self) -> str:
        return f"反击{zh.target(self.target)}"
