""""Search your library for a <kind> card and put that card into play [tapped] / into your hand.
Then shuffle your library.": the card is chosen on resolution; the engine keeps the library's order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.mana import card_mana_value
from engine.rules import zones
from engine.rules.context import Context
from engine.text import card_en as en
from engine.text.card_words import slot as w
from engine.text.card_zh import NON_ZH
from engine.text.vocab import SUBTYPES, TYPES_ZH

if TYPE_CHECKING:
    from engine.game import Game

#: what a searched-for card may be: a kind word, or a subtype ("a Forest card")
KIND_EN = {"basic_land": "basic land", "land": "land", "creature": "creature",
           "artifact_or_enchantment": "artifact or enchantment", "artifact": "artifact",
           "enchantment": "enchantment", "instant_or_sorcery": "instant or sorcery", "card": ""}
KIND_ZH = {"basic_land": "基本地", "land": "地", "creature": "生物", "artifact_or_enchantment": "神器或结界",
           "artifact": "神器", "enchantment": "结界", "instant_or_sorcery": "瞬间或法术", "card": ""}


@dataclass(frozen=True)
class SearchLibrary(Effect):
    """Search your library for a card of ``kind`` (a kind word or a subtype), put it into play
    (``tapped``) or into your hand (``to`` "hand", revealed first unless any card may be found),
    then shuffle."""

    tapped: bool = True
    kind: str = "basic_land"
    to: str = "play"
    not_types: tuple[str, ...] = ()
    #: "a card with the same converted mana cost as this card" (transmute): the source card's
    same_mana_value: bool = False
    #: "a Rebel permanent card" (any card type that can be a permanent, 200.x), "with converted mana
    #: cost 4 or less"
    permanent: bool = False
    mana_value_max: int | None = None

    def resolve(self, game: Game, ctx: Context) -> None:
        value = None
        if self.same_mana_value and ctx.obj.card is not None:
            value = card_mana_value(ctx.obj.card)
        zones.search_library(game, ctx.obj.controller, self.kind, self.not_types, self.to, self.tapped, value,
                             permanent=self.permanent, mana_value_max=self.mana_value_max)

    def _card_en(self) -> str:
        nons = "".join(f"non{t}, " for t in self.not_types).rstrip(", ")
        word = KIND_EN.get(self.kind, self.kind)
        words = " ".join(w for w in (nons, word, "permanent" if self.permanent else "", "card") if w)
        limit = f" with converted mana cost {self.mana_value_max} or less" if self.mana_value_max is not None else ""
        return en.a_an(words) + limit

    def render_en(self) -> str:
        if self.same_mana_value:
            return ("search your library for a card with the same converted mana cost as ~, reveal that card, and put "
                    "it into your hand. Then shuffle your library")
        if self.to == "top":
            reveal = ", reveal that card" if self.kind != "card" else ""
            return f"search your library for {self._card_en()}{reveal}, then shuffle your library and put that card on top of it"
        if self.to == "hand":
            reveal = ", reveal that card," if self.kind != "card" else ""
            put = "put it into your hand" if reveal else "put that card into your hand"
            return f"search your library for {self._card_en()}{reveal} and {put}. Then shuffle your library"
        tapped = " tapped" if self.tapped else ""
        return f"search your library for {self._card_en()} and put that card {w('put_into_play')}{tapped}. Then shuffle your library"

    def render_zh(self) -> str:
        if self.same_mana_value:
            return "从你的牌库中搜寻一张与~总法术力费用相同的牌，展示该牌，并将该牌置入你手上。然后将你的牌库洗牌"
        nons = "、".join(f"非{NON_ZH.get(t, TYPES_ZH.get(t, t))}" for t in self.not_types)
        word = KIND_ZH[self.kind] if self.kind in KIND_ZH else (SUBTYPES.get(self.kind, ("", ""))[1] or self.kind)
        card = (nons + "的" if nons else "") + word + ("永久物" if self.permanent else "")
        if self.mana_value_max is not None:
            card = f"总法术力费用等于或小于{self.mana_value_max}的{card}"
        if self.to == "top":
            reveal = "展示该牌，" if self.kind != "card" else ""
            return f"从你的牌库中搜寻一张{card}牌，{reveal}然后将你的牌库洗牌，并将该牌置于牌库顶"
        if self.to == "hand":
            reveal = "展示该牌，" if self.kind != "card" else ""
            return f"从你的牌库中搜寻一张{card}牌，{reveal}并将该牌置入你手上。然后将你的牌库洗牌"
        tapped = "横置" if self.tapped else ""
        return f"从你的牌库中搜寻一张{card}牌，并将该牌{tapped}{w('put_into_play')}。然后将你的牌库洗牌"
