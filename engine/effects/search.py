""""Search your library for a basic land card and put that card into play tapped. Then shuffle
your library.": the card is chosen on resolution; the engine keeps the library's order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.rules import zones
from engine.rules.context import Context
from engine.text.card_words import slot as w

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class SearchLibrary(Effect):
    """"Search your library for a basic land card and put that card into play tapped. Then shuffle
    your library." -- the card is chosen on resolution; the engine keeps the library's order."""

    tapped: bool = True

    def resolve(self, game: Game, ctx: Context) -> None:
        zones.search_for_basic_land(game, ctx.obj.controller, self.tapped)

    def render_en(self) -> str:
        return (f"search your library for a basic land card and put that card {w('put_into_play')} tapped. "
                "Then shuffle your library")

    def render_zh(self) -> str:
        return f"从你的牌库中搜寻一张基本地牌，并将该牌横置{w('put_into_play')}。然后将你的牌库洗牌"
