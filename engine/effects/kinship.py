""""Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it
shares a creature type with ~, you may reveal it. If you do, <effect>." (Lorwyn's ability word): the
look, the comparison of creature types and the reveal happen as the upkeep trigger resolves; the
effect after "if you do" happens only once the card is revealed. Its targets, if any, are chosen as
the trigger goes on the stack (410.4), like any triggered ability's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules.context import Context, skip
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Card

#: the rule keys: the ability's own instructions, and the choices its controller makes (413.2c)
KEYS = ["resolve.follow_instructions", "resolve.choices"]


def shares_creature_type(card: Card, other: Card) -> bool:
    """Whether ``card`` has a creature type ``other`` has: a creature's (or tribal card's) subtypes."""
    if not (card.is_creature or card.has_type("tribal")):
        return False
    mine = {s.lower() for s in card.subtypes}
    return any(s.lower() in mine for s in other.subtypes)


@dataclass(frozen=True)
class Kinship(Effect):
    """Look at the top card of the library; if it shares a creature type with the source, reveal it
    (``choose: {may: false}`` keeps it hidden; by default it is revealed) and carry out ``effects``."""

    effects: tuple[Effect, ...]

    def targets(self) -> tuple[Target, ...]:
        return tuple(t for e in self.effects for t in e.targets())

    def harms(self) -> bool:
        return any(e.harms() for e in self.effects)

    def resolve(self, game: Game, ctx: Context) -> None:
        pid = ctx.obj.controller
        library = game.state.players[pid].library
        source = ctx.obj.card
        if not library or source is None:
            skip(game, ctx, "skipped.library_empty")
            return
        top = library[0]
        shares = shares_creature_type(top, source)
        game.log("kinship_looked", [pid, top.id], KEYS, "kinship_looked" if shares else "kinship_looked.no_match",
                 player=pid, card=top.label, source=source.label)
        if not shares:
            return
        if game.take_choice("may", pid) is False:
            game.log("optional_declined", [pid], ["resolve.choices"], player=pid)
            return
        game.log("kinship_revealed", [pid, top.id], KEYS, player=pid, card=top.label)
        for inner in self.effects:
            inner.resolve(game, ctx)

    def render_en(self) -> str:
        inner = ", then ".join(_lower_first(e.render_en()) for e in self.effects)
        return ("look at the top card of your library. If it shares a creature type with ~, you may reveal it. "
                f"If you do, {inner}")

    def render_zh(self) -> str:
        inner = "，然后".join(zh.effect(e) for e in self.effects)
        return f"检视你的牌库顶牌。如果它与~有共通之生物类别，你可以展示该牌。如果你如此作，则{inner}"


def _lower_first(text: str) -> str:
    return text if text.startswith("~") else text[:1].lower() + text[1:]
