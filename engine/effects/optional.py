""""That creature's controller may draw a card.": an instruction another player may decline on
resolution (413.2c); the default is that the player does it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject, Target
from engine.rules.context import Context, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Optional(Effect):
    """"<player> may <effect>": ``who`` chooses on resolution (``choose: {player: P, may: false}``)."""

    who: Subject
    effects: tuple[Effect, ...]

    def targets(self) -> tuple[Target, ...]:
        return tuple(t for e in self.effects for t in e.targets())

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in players_of(game, ctx, self.who):
            answer = game.take_choice("may", pid)
            if answer is False:
                game.log("optional_declined", [pid], ["resolve.choices"], player=pid)
                continue
            if answer is None:
                game.log("choice_default", [pid], ["resolve.choices"], "choice_default.optional", player=pid)
            for inner in self.effects:
                inner.resolve(game, ctx)

    def render_en(self) -> str:
        inner = self.effects[0].render_en()
        who = en.subject_en(self.who)
        if inner.startswith(who + " "):
            inner = inner[len(who) + 1:]
        return f"{who} may {_base_verb(inner)}"

    def render_zh(self) -> str:
        inner = self.effects[0].render_zh()
        who = zh.subject(self.who)
        if inner.startswith(who):
            inner = inner[len(who):]
        return f"{who}可以{inner}"


def _base_verb(text: str) -> str:
    """"draws a card" -> "draw a card" (after "may")."""
    first, _, rest = text.partition(" ")
    base = {"draws": "draw", "gains": "gain", "loses": "lose", "discards": "discard"}.get(first, first)
    return f"{base} {rest}" if rest else base
