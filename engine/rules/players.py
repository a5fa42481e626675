"""What effects do to players: drawing (102.2 when the library is empty), gaining and losing life,
discarding (chosen, at random, or the whole hand) and revealing a hand for a choice (Duress)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import Card, Player
from engine.rules.trigger_events import on_discarded, on_life_gained
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game


def draw_cards(game: Game, player: Player, count: int, rule_keys: list[str]) -> None:
    """Draw ``count`` cards; drawing from an empty library marks the player (102.2)."""
    for _ in range(count):
        if not player.library:
            player.drew_from_empty_library = True
            game.log("draw_from_empty_library", [player.id], [*rule_keys, "game.empty_library"], player=player.id)
            return
        card = player.library.pop(0)
        player.hand.append(card)
        game.log("card_drawn", [player.id, card.id], rule_keys, player=player.id, left=len(player.library))


def change_life(game: Game, player_id: str, delta: int, *, apnap: bool = False) -> None:
    player = game.state.players[player_id]
    player.life += delta
    keys = ["resolve.follow_instructions"] + (["resolve.apnap"] if apnap else [])
    if delta >= 0:
        game.log("life_gained", [player_id], keys, player=player_id, amount=delta, life=player.life)
        on_life_gained(game, player_id, delta)
    else:
        game.log("life_lost", [player_id], keys, player=player_id, amount=-delta, life=player.life)


def random_pick(game: Game, player_id: str) -> list[str]:
    """The cards the scenario says were picked at random from ``player_id``'s hand (``choose: {random:
    [ids]}``, the next answer): the engine picks nothing at random itself. None given: []."""
    answer = game.take_choice("random", player_id)
    return [str(x) for x in answer] if isinstance(answer, list) else [str(answer)] if answer else []


def discard(game: Game, player_id: str, count: int, random: bool, kind: str = "") -> None:
    """Discard: the player chooses (``choose: {discard: [ids]}``; default: the last cards in hand);
    "at random" takes the scenario's pick (``choose: {random: [ids]}``), else the same deterministic
    default (the last cards in hand). ``kind`` ("creature", "noncreature", ``discardable``) limits the
    cards that may be discarded ("discard a land card")."""
    player = game.state.players[player_id]
    hand = [c for c in player.hand if discardable(c, kind)]
    chosen = (random_pick(game, player_id) or None) if random else game.take_choice("discard", player_id)
    cards = [c for c in hand if isinstance(chosen, list) and c.id in chosen][:count] if chosen else []
    if count < 0:  # "discards his or her hand"
        cards, chosen = list(player.hand), None
    elif len(cards) < min(count, len(hand)):
        cards = hand[-count:] if count else []
    for card in cards:
        player.hand.remove(card)
        player.graveyard.append(card)
    game.log("discard", [player_id, *(c.id for c in cards)], ["resolve.follow_instructions", "resolve.choices"],
             player=player_id, count=len(cards),
             how=Msg(("discard.at_random" if random else "discard.as_chosen") if chosen else "discard.default"),
             cards=[c.label for c in cards] or Msg("none"))
    on_discarded(game, player_id, cards)


def discardable(card: Card, kind: str) -> bool:
    """Whether ``card`` is of the kind a discard names: any card (""), "creature", "noncreature"."""
    if not kind:
        return True
    if kind.startswith("non"):
        return not card.has_type(kind[3:])
    return card.has_type(kind)


def reveal_and_discard(game: Game, chooser: str, victim: str, not_types: tuple[str, ...], *,
                       looked: bool = False) -> None:
    """Duress: the victim reveals the hand, ``chooser`` picks a card of the allowed kind
    (``choose: {player: <chooser>, discard: [id]}``; default: the first such card in hand order).
    ``looked``: "Look at target player's hand and choose a card from it": only the chooser sees it."""
    player = game.state.players[victim]
    shown = [c.label for c in player.hand] or Msg("reveal.no_cards")
    if looked:
        game.log("hand_looked_at", [chooser, victim, *(c.id for c in player.hand)],
                 ["resolve.follow_instructions", "zones.general"], player=chooser, owner=victim, cards=shown)
    else:
        game.log("hand_revealed", [victim], ["resolve.follow_instructions"], player=victim, cards=shown)
    allowed = [c for c in player.hand if not any(c.has_type(t) for t in not_types)]
    wanted = game.take_choice("discard", chooser)
    pick = next((c for c in allowed if isinstance(wanted, list) and c.id in wanted), None)
    how = Msg("discard.as_chosen")
    if pick is None and allowed:
        pick = allowed[0]
        how = Msg("reveal.default")
    if pick is None:
        game.log("discard", [victim], ["resolve.choices"], "discard.none_to_choose", player=victim)
        return
    player.hand.remove(pick)
    player.graveyard.append(pick)
    game.log("discard", [victim, pick.id], ["resolve.choices"], "discard.chosen", chooser=chooser, card=pick.label,
             how=how, player=victim)
    on_discarded(game, victim, [pick])
