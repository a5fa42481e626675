""""Return target creature to its owner's hand." (or all of a group, or "a green creature you
control" chosen on resolution, or a creature card from your graveyard)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Group, Subject, Target
from engine.rules import zones
from engine.rules.context import Context, objects_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class ReturnToHand(Effect):
    """"Return target creature to its owner's hand." or a creature card from your graveyard;
    ``choose_one`` is "return a green creature you control" (the player chooses on resolution)."""

    target: Subject
    choose_one: bool = False
    #: "return ~ from your graveyard to your hand" (Squee): the card itself, from the graveyard only
    from_graveyard: bool = False

    def harms(self) -> bool:
        """Bouncing a permanent harms it; returning a card from your own graveyard helps you."""
        in_graveyard = isinstance(self.target, Target) and self.target.kind in ("creature_card", "graveyard_card")
        return not self.from_graveyard and not in_graveyard

    def resolve(self, game: Game, ctx: Context) -> None:
        st = game.state
        controller = ctx.obj.controller
        if self.from_graveyard:
            self._from_graveyard(game, ctx)
            return
        if self.target == "self" and ctx.obj.kind == "spell" and ctx.obj.card is not None:
            ctx.obj.to_hand = True  # the spell itself: to its owner's hand once it has resolved (413.2h)
            return
        ids = objects_of(game, ctx, self.target)
        if self.choose_one and ids:
            ids = [zones.choose_permanent(game, controller, ids, "return")]
        for pid in ids:
            if pid in st.battlefield:
                ctx.acted_on(st.battlefield[pid])
            zones.return_to_hand(game, pid, controller)

    def _from_graveyard(self, game: Game, ctx: Context) -> None:
        """The card moves only if it is still in its owner's graveyard: once it left, it is a new
        object the ability does not know (217.1c)."""
        card_id = ctx.obj.source or ""
        owner = next((pid for pid, p in game.state.players.items() if any(c.id == card_id for c in p.graveyard)),
                     None)
        if owner is None or card_id in game.state.battlefield:
            skip(game, ctx, "skipped.card_gone")
            return
        zones.return_to_hand(game, card_id, owner)

    def render_en(self) -> str:
        if self.from_graveyard:
            return "return ~ from your graveyard to your hand"
        if isinstance(self.target, Group) and self.choose_one:
            return f"return {en.a_an(en.group_sg(self.target))} to its owner's hand"
        if isinstance(self.target, Group):
            return f"return all {en.group_pl(self.target)} to their owners' hands"
        if isinstance(self.target, Target) and self.target.kind == "creature_card":
            return "return target creature card from your graveyard to your hand"
        if isinstance(self.target, Target) and self.target.kind == "graveyard_card":
            return f"return {en.subject_en(self.target)} from your graveyard to your hand"
        if isinstance(self.target, Target) and self.target.count > 1:  # "up to two target creatures"
            return f"return {en.subject_en(self.target)} to their owners' hands"
        return f"return {en.subject_en(self.target)} to its owner's hand"

    def render_zh(self) -> str:
        if self.from_graveyard:
            return "将~从你的坟墓场移回你手上"
        if isinstance(self.target, Group):
            return f"将{'一个' if self.choose_one else '所有'}{zh.group(self.target)}移回其拥有者手上"
        if isinstance(self.target, Target) and self.target.kind == "creature_card":
            return "将目标生物牌从你的坟墓场移回你手上"
        if isinstance(self.target, Target) and self.target.kind == "graveyard_card":
            return f"将{zh.subject(self.target)}从你的坟墓场移回你手上"
        return f"将{zh.subject(self.target)}移回其拥有者手上"

