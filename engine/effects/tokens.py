""""Put N P/T <color> <Type> creature tokens [with K] into play." (216): each token is a new object,
named after its creature types (a Soldier token is named "Soldier")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.effects.mana import land_abilities
from engine.model.abilities import CardAbilities, KeywordLine
from engine.model.effect import Effect
from engine.model.objects import Card, Permanent
from engine.model.targeting import Amount, Subject
from engine.rules import zones
from engine.rules.context import KEYS, Context, amount_of, players_of
from engine.rules.continuous import refresh
from engine.rules.triggers import on_enters
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_words import slot as w
from engine.text.vocab import COLOR_EN, COLOR_ZH, SUBTYPES

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class CreateTokens(Effect):
    """"Put N P/T <color> <Type> creature tokens [with K] into play." (216)."""

    count: Amount
    power: int
    toughness: int
    colors: tuple[str, ...]
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    who: Subject = "you"

    def resolve(self, game: Game, ctx: Context) -> None:
        count = amount_of(ctx, self.count)
        made = [perm for pid in players_of(game, ctx, self.who)
                for perm in self.create(game, pid, ctx.obj.source or ctx.obj.id, count)]
        if len(made) == 1:  # "Put a token into play. Sacrifice it at end of turn.": "it" is the token
            ctx.acted_on(made[0])

    def create(self, game: Game, controller: str, source: str, count: int | None = None) -> list[Permanent]:
        """Put the tokens into play under ``controller``'s control; comes-into-play abilities
        trigger once all of them are in play."""
        st = game.state
        made: list[Permanent] = []
        name = " ".join(self.subtypes)
        name_zh = "".join(SUBTYPES.get(s, ("", ""))[1] for s in self.subtypes) if all(
            SUBTYPES.get(s, ("", ""))[1] for s in self.subtypes) else ""
        for _ in range(self.count if count is None else count):  # type: ignore[arg-type]
            tid = st.new_object_id("token")
            abilities = CardAbilities((KeywordLine(self.keywords),)) if self.keywords else CardAbilities()
            card = Card(id=tid, name=name, types=("creature",), subtypes=self.subtypes, color_override=self.colors,
                        power=self.power, toughness=self.toughness, abilities=abilities, token=True, name_zh=name_zh,
                        intrinsic=land_abilities(self.subtypes))
            perm = Permanent(card=card, controller=controller, owner=controller, timestamp=st.new_timestamp(),
                             summoning_sick=True)
            st.battlefield[tid] = perm
            zones.enter_play(game, perm)
            made.append(perm)
            game.log("token_created", [tid, source], [*KEYS, "zones.tokens"], power=self.power,
                     toughness=self.toughness, token=card.label, player=controller, id=tid)
        refresh(game)
        for perm in made:
            on_enters(game, perm)
        return made

    def render_en(self) -> str:
        colors = "".join(COLOR_EN[c] + " " for c in self.colors)
        n = en.many(self.count)
        token = "token" if n == "a" else "tokens"
        kws = f" with {en.kw_list(self.keywords)}" if self.keywords else ""
        verb = "put" if self.who == "you" else f"{en.subject_en(self.who)} puts"
        return (f"{verb} {n} {self.power}/{self.toughness} {colors}{' '.join(self.subtypes)} "
                f"creature {token}{kws} {w('put_into_play')}{en.for_each(self.count)}{en.where_x(self.count)}")

    def render_zh(self) -> str:
        colors = "".join(COLOR_ZH[c] for c in self.colors)
        kws = f"具有{zh.kws(self.keywords)}的" if self.keywords else ""
        subtypes = "".join(SUBTYPES.get(s, ("", s))[1] or s for s in self.subtypes)
        who = "" if self.who == "you" else zh.player(self.who)
        n = zh.many(self.count)
        return f"{zh.for_each(self.count)}{who}将{n}个{kws}{self.power}/{self.toughness}{colors}{subtypes}衍生生物{w('put_into_play')}{zh.where_x(self.count)}"
