"""Counting the cards a card's number names: "the number of cards in your hand", "for each creature
card in your graveyard", "cards in that player's hand", "creature cards in all graveyards".

One function serves a resolving spell or ability (the number is read as it resolves, 413.2b; under
2009, 608.2h) and a static ability that keeps counting while its source is in play (412.1, 418.4a:
"~'s power and toughness are each equal to the number of cards in your hand"), so both read the
zones the same way. Permanents in play are counted with the group rules of ``engine.rules.continuous``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.targeting import Quantity

if TYPE_CHECKING:
    from engine.model.objects import Card
    from engine.model.state import GameState

#: the kinds of ``Quantity`` that count cards in a zone
ZONES = ("hand", "graveyard")


def count_cards(state: GameState, q: Quantity, controller: str, that_player: str | None = None,
                name: str | None = None) -> int:
    """How many cards ``q`` counts now, times ``q.per``: cards (of ``q.card_kind``, if it names one;
    named ``name``, the counting card's own name, if ``q.named``) in a hand or graveyard; ``q.whose``
    is the controller's ("your"), every player's ("all graveyards") or ``that_player``'s (the player
    the effect acts on, "that player's hand")."""
    if q.whose == "all":
        owners = list(state.players)
    elif q.whose == "it":
        owners = [that_player] if that_player in state.players else []
    else:
        owners = [controller]
    n = 0
    for pid in owners:
        player = state.players[pid]
        cards = player.graveyard if q.kind == "graveyard" else player.hand
        n += sum(1 for card in cards if _is_kind(card, q.card_kind) and (not q.named or card.name == name))
    return n * q.per


def card_anywhere(state: GameState, card_id: str | None) -> Card | None:
    """A card by its id in whatever zone it is now (a spell keeps its card's id on the stack and
    after it is countered or resolves): the stack, play, a hand, a graveyard, out of the game."""
    if card_id is None:
        return None
    on_stack = state.stack_object(card_id) or (state.resolving if state.resolving and state.resolving.id == card_id else None)
    if on_stack is not None and on_stack.card is not None:
        return on_stack.card
    perm = state.battlefield.get(card_id)
    if perm is not None:
        return perm.card
    for player in state.players.values():
        for card in (*player.hand, *player.graveyard, *player.removed):
            if card.id == card_id:
                return card
    return None


def plus_count(q: Quantity, base: int) -> int:
    """"N plus the number of ...": the count ``base`` (taken with ``per`` 1) plus N, then times ``per``."""
    return (base + q.plus) * q.per


def _is_kind(card: Card, kind: str) -> bool:
    return not kind or card.has_type(kind)
