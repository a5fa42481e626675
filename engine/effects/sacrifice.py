""""Sacrifice <self>." or "<player> sacrifices a creature." (the player chooses which, 413.2c)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import ANY_NUMBER, Group, Ref, Subject
from engine.rules import zones
from engine.rules.any_number import sacrifice_any_number
from engine.rules.context import Context, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Sacrifice(Effect):
    """"Sacrifice <self>.", "Sacrifice it." (the permanent the sentence before or the trigger event
    named: a delayed "sacrifice it at end of turn", a token just put into play) or "<player>
    sacrifices a creature." (the player chooses which)."""

    what: Group | Ref
    who: Subject = "you"
    #: how many of the group each player sacrifices ("sacrifice two lands", a cost paid on resolution);
    #: ``ANY_NUMBER``: "Sacrifice any number of creatures." (the controller chooses how many)
    count: int | str = 1

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        """Sacrifice, and record the sacrificed permanent as the object acted on (its last known
        information), so a following "You gain life equal to its toughness" reads it (Doomgape).
        When several players each sacrifice one, no single "it" exists and nothing is recorded."""
        obj = ctx.obj
        if self.what in ("self", "it"):
            ref = obj.source if self.what == "self" else ctx.last or obj.event_subject
            perm = game.state.battlefield.get(ref or "")
            # a player sacrifices only a permanent he or she controls (the ability's controller)
            if perm is not None and (self.what == "self" or perm.controller == obj.controller):
                zones.sacrifice(game, perm, "resolution")
                ctx.acted_on(perm)
            return
        assert isinstance(self.what, Group)
        if self.count == ANY_NUMBER:
            sacrifice_any_number(game, ctx, self.what)
            return
        assert isinstance(self.count, int)
        picks = [p for _ in range(self.count)
                 for p in zones.sacrifice_each(game, players_of(game, ctx, self.who), self.what, obj)]
        if len(picks) == 1:
            ctx.acted_on(picks[0])

    def render_en(self) -> str:
        if self.what in ("self", "it"):
            return "sacrifice ~" if self.what == "self" else "sacrifice it"
        assert isinstance(self.what, Group)
        if self.count == ANY_NUMBER:
            return f"sacrifice any number of {en.group_pl(self.what)}"
        assert isinstance(self.count, int)
        if self.count > 1:
            return f"{en.verb(self.who, 'sacrifice', 'sacrifices')} {en.count_word(self.count)} {en.group_pl(self.what)}"
        return en.verb(self.who, "sacrifice", "sacrifices") + " " + en.a_an(en.group_sg(self.what))

    def render_zh(self) -> str:
        if self.what in ("self", "it"):
            return "牺牲~" if self.what == "self" else "牺牲它"
        assert isinstance(self.what, Group)
        who = "" if self.who == "you" else zh.player(self.who)
        if self.count == ANY_NUMBER:
            return f"牺牲任意数量的{zh.group(self.what)}"
        assert isinstance(self.count, int)
        if self.what.other and self.count == 1:  # "another creature": not the source itself
            return f"{who}牺牲另一个{zh.group(replace(self.what, other=False))}"
        return f"{who}牺牲{zh.count_word(self.count)}个{zh.group(self.what)}"
