"""Builder rules of the cards-in-zones family: an instruction on a card target in a graveyard
("Exile target card from a graveyard.", "Return target artifact card from a graveyard to its owner's
hand.", "Put target creature card from a graveyard onto the battlefield under your control.", "Put
target card from your graveyard on top of your library."), shared by en.lark and zh.lark. The
graveyard named is recorded on the target (``Target.graveyard``) so that its legality (409.1c)
looks there; the move is ``MoveGraveyardCard``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.cardlang.build_terms import CARD_KINDS, Count, first, number, of
from engine.effects.graveyard_card import MoveGraveyardCard
from engine.effects.search_named import SearchNamed
from engine.model.abilities import ZoneCards
from engine.model.targeting import Target
from engine.text.vocab import TYPES_FROM_ZH


@dataclass(frozen=True)
class GraveyardZone:
    """Whose graveyard a sentence names: "you", "any" or "opponent"."""

    whose: str


@dataclass(frozen=True)
class NamedCards:
    """"up to three cards named ~" (``up_to``) or "a card named ~"."""

    count: int
    up_to: bool


@dataclass(frozen=True)
class LibraryEnd:
    """"on top of" ("top") or "on the bottom of" ("bottom") a library."""

    end: str


def _card_target(c: list[Any]) -> Target:
    """The target, in the graveyard the sentence names; a permanent's kind ("target creature from a
    graveyard") is no card and is refused."""
    target: Target = of(c, Target)[0]
    if target.kind not in CARD_KINDS:
        raise ValueError("a graveyard holds cards: the target must be a card")
    return replace(target, graveyard=of(c, GraveyardZone)[0].whose)


class ZoneRules:
    """Cards in graveyards moved by an instruction (engine/effects/graveyard_card.py)."""

    def gy_any(self, c: list[Any]) -> GraveyardZone:
        return GraveyardZone("any")

    def gy_opponent(self, c: list[Any]) -> GraveyardZone:
        return GraveyardZone("opponent")

    def gy_yours(self, c: list[Any]) -> GraveyardZone:
        return GraveyardZone("you")

    def gy_top(self, c: list[Any]) -> LibraryEnd:
        return LibraryEnd("top")

    def gy_bottom(self, c: list[Any]) -> LibraryEnd:
        return LibraryEnd("bottom")

    def gy_exile(self, c: list[Any]) -> MoveGraveyardCard:
        return MoveGraveyardCard(_card_target(c), "exile")

    def gy_to_hand(self, c: list[Any]) -> MoveGraveyardCard:
        return MoveGraveyardCard(_card_target(c), "hand")

    def gy_to_play(self, c: list[Any]) -> MoveGraveyardCard:
        return MoveGraveyardCard(_card_target(c), "play")

    def gy_to_library(self, c: list[Any]) -> MoveGraveyardCard:
        return MoveGraveyardCard(_card_target(c), of(c, LibraryEnd)[0].end)

    def cost_exile_graveyard(self, c: list[Any]) -> tuple[str, Any]:
        """"Exile two creature cards from your graveyard" (a cost part of an activated ability)."""
        kind = first(c, "PERM_TYPE")
        return ("exile_zone", ZoneCards("graveyard", of(c, Count)[0].value,
                                        (TYPES_FROM_ZH.get(str(kind), str(kind)),) if kind else ()))

    def cost_exile_library(self, c: list[Any]) -> tuple[str, Any]:
        """"Exile the top card of your library" (a cost part of an activated ability)."""
        counts = of(c, Count)
        return ("exile_zone", ZoneCards("library", counts[0].value if counts else 1))

    def into_your_graveyard(self, c: list[Any]) -> GraveyardZone:
        return GraveyardZone("you")

    def into_opponent_graveyard(self, c: list[Any]) -> GraveyardZone:
        return GraveyardZone("opponent")

    def trig_dies_self_owned(self, c: list[Any]) -> dict[str, Any]:
        """"When ~ is put into your graveyard from play": it dies into its owner's graveyard, which
        must be its controller's (a permanent an opponent stole goes to its owner's)."""
        return {"event": "dies", "graveyard": of(c, GraveyardZone)[0].whose}

    def trig_dies_group_owned(self, c: list[Any]) -> dict[str, Any]:
        """"Whenever a creature is put into an opponent's graveyard from play"."""
        return {"event": "dies", "subject": self._article_group(c),  # type: ignore[attr-defined]
                "graveyard": of(c, GraveyardZone)[0].whose}

    def named_up_to(self, c: list[Any]) -> NamedCards:
        return NamedCards(int(number(str(first(c, "NUMBER_WORD")))), True)

    def named_one(self, c: list[Any]) -> NamedCards:
        return NamedCards(1, False)

    def search_named(self, c: list[Any]) -> SearchNamed:
        """A search for cards named as the source; its destination is ``search_dest``'s."""
        named = of(c, NamedCards)[0]
        to, tapped = next(x for x in c if isinstance(x, tuple))
        return SearchNamed(named.count, named.up_to, to, tapped)
