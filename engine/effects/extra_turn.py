""""Take an extra turn after this one." / "Target player takes two extra turns after this one."

Each extra turn is added directly after the current one; of several, the most recently created is
taken first (the era's turn-structure rules, section 300; July 2009 500.7, cited at section level).
The turns themselves are ``GameState.extra_turns``, read where a turn ends (``rules.machine``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import Context, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.vocab import NUMBER_EN, NUMBER_ZH

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class ExtraTurn(Effect):
    """``who`` takes ``count`` extra turns after this one."""

    who: Subject = "you"
    count: int = 1

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in players_of(game, ctx, self.who):
            game.state.extra_turns.extend([pid] * self.count)
            game.log("extra_turn_added", [pid], ["resolve.follow_instructions", "turn.extra_turn"],
                     player=pid, count=self.count)

    def render_en(self) -> str:
        turns = "an extra turn" if self.count == 1 else f"{NUMBER_EN.get(self.count, self.count)} extra turns"
        return f"{en.verb(self.who, 'take', 'takes')} {turns} after this one"

    def render_zh(self) -> str:
        return f"{zh.player(self.who)}在本回合后进行额外的{NUMBER_ZH.get(self.count, self.count)}个回合"
