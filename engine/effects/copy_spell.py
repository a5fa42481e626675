""""Copy target instant or sorcery spell. You may choose new targets for the copy." (503; 2009 706):
the copy goes on the stack above the spell, resolves first and then ceases to exist
(``engine.rules.copies``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules.context import Context
from engine.rules.copies import copy_spell
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class CopySpell(Effect):
    """Copy the target spell under the controller of this spell or ability; ``new_targets``: "You
    may choose new targets for the copy." (the scenario's ``choose: {targets: [...]}``). Without a
    target it is "copy that spell": the spell a "whenever a player plays a spell" trigger saw."""

    target: Target | None = None
    new_targets: bool = False

    def resolve(self, game: Game, ctx: Context) -> None:
        tid = ctx.next_target() if self.target is not None else ctx.obj.event_subject
        original = game.state.stack_object(tid) if tid else None
        if original is None or original.kind != "spell" or original.card is None:
            return
        copy_spell(game, original, ctx.obj.controller, new_targets=self.new_targets)

    def render_en(self) -> str:
        again = ". You may choose new targets for the copy" if self.new_targets else ""
        spell = en.target_en(self.target) if self.target is not None else "that spell"
        return f"copy {spell}{again}"

    def render_zh(self) -> str:
        again = "。你可以为该复制选择新的目标" if self.new_targets else ""
        spell = zh.target(self.target) if self.target is not None else "该咒语"
        return f"复制{spell}{again}"
