"""Moving permanents: to the graveyard (destroy, sacrifice), to hand, out of the game, attaching,
control, and what happens as a permanent comes into play (410.10e).

Every move out of play tells ``triggers.on_leaves`` which permanents left together, so
leaves-play abilities look back in time at the moment before the event (410.10d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.mana import card_mana_value
from engine.model.objects import Card, Permanent, StackObject
from engine.model.targeting import Group
from engine.rules.continuous import refresh
from engine.rules.entry_choices import make_entry_choice
from engine.rules.groups import controlled_in_group
from engine.rules.status import tap
from engine.rules.triggers import on_enters, on_leaves
from engine.text.catalog import Msg
from engine.text.counter_names import counter_word

if TYPE_CHECKING:
    from engine.game import Game


def put_into_graveyard(game: Game, perm: Permanent, *, defer_triggers: bool = False) -> None:
    """Move a permanent from play to its owner's graveyard (tokens too; 420.5f removes them); an
    unearthed one is removed from the game instead."""
    state = game.state
    state.battlefield.pop(perm.id, None)
    state.combat.remove(perm.id)
    if _unearthed_away(game, perm):
        return
    state.players[perm.owner].graveyard.append(perm.printed_card)
    if not defer_triggers:
        left_play(game, [perm], to_graveyard=True)


def _unearthed_away(game: Game, perm: Permanent) -> bool:
    """Unearth's replacement: a permanent it returned that would leave play for any zone but the
    removed-from-the-game zone goes there instead (True: it did)."""
    if not perm.unearthed:
        return False
    game.state.players[perm.owner].removed.append(perm.printed_card)
    game.log("removed_from_game", [perm.id], ["keyword.era", "replacement.general"], "removed_from_game.unearth",
             card=perm.label)
    return True


def left_play(game: Game, perms: list[Permanent], *, to_graveyard: bool) -> None:
    """Static effects are recomputed, then leaves-play abilities trigger for all of them at once."""
    if not perms:
        return
    refresh(game)
    on_leaves(game, perms, to_graveyard)


def destroy(game: Game, perm: Permanent, *, can_regenerate: bool, rule_keys: list[str],
            defer_triggers: bool = False) -> bool:
    """Destroy a permanent; a regeneration shield replaces it (419.6b). True if it left play. An
    indestructible permanent is not destroyed at all (the later rules' keyword; no shield is used)."""
    if perm.has("indestructible"):
        game.log("not_destroyed", [perm.id], [*rule_keys, "indestructible.not_destroyed"], permanent=perm.label)
        return False
    # "~ can't be regenerated" (a static ability) works like the one-turn "can't be regenerated"
    can_regenerate = can_regenerate and not perm.cant_regenerate and not perm.has("cant_be_regenerated")
    if can_regenerate and perm.regeneration_shields > 0:
        perm.regeneration_shields -= 1
        perm.damage = 0
        tap(game, perm)
        combat = game.state.combat
        in_combat = perm.id in combat.attackers or perm.id in combat.blockers
        combat.remove(perm.id)
        game.log("regenerated", [perm.id], [*rule_keys, "replacement.regeneration"], permanent=perm.label,
                 combat=Msg("regenerated.combat") if in_combat else None)
        return False
    put_into_graveyard(game, perm, defer_triggers=True)
    why = Msg("destroyed.no_regeneration") if not can_regenerate and perm.regeneration_shields else None
    game.log("destroyed", [perm.id], rule_keys, "destroyed.unearthed" if perm.unearthed else "destroyed",
             permanent=perm.label, owner=perm.owner, why=why)
    if not defer_triggers:
        left_play(game, [perm], to_graveyard=True)
    return True


def return_to_hand(game: Game, object_id: str, controller: str,
                   keys: tuple[str, ...] = ("resolve.follow_instructions",)) -> None:
    """A permanent to its owner's hand, or a creature card from the controller's graveyard;
    ``keys`` are the rules the move is cited with (an effect's instruction, or paying a cost)."""
    state = game.state
    perm = state.battlefield.get(object_id)
    if perm is not None:
        state.battlefield.pop(perm.id)
        state.combat.remove(perm.id)
        if _unearthed_away(game, perm):
            left_play(game, [perm], to_graveyard=False)
            return
        state.players[perm.owner].hand.append(perm.printed_card)
        game.log("returned_to_hand", [perm.id], list(keys), permanent=perm.label, owner=perm.owner)
        left_play(game, [perm], to_graveyard=False)
        return
    grave = state.players[controller].graveyard
    card = next((c for c in grave if c.id == object_id), None)
    if card is not None:
        grave.remove(card)
        state.players[controller].hand.append(card)
        game.log("returned_to_hand", [card.id], ["resolve.follow_instructions"], "returned_to_hand.graveyard",
                 card=card.label, player=controller)


def sacrifice(game: Game, perm: Permanent, why: str) -> None:
    """Sacrifice: put into the owner's graveyard by its controller; regeneration can't apply."""
    put_into_graveyard(game, perm, defer_triggers=True)
    keys = ["cast.pay_costs"] if why == "cost" else ["resolve.follow_instructions"]
    game.log("sacrificed", [perm.id], keys, "sacrificed.cost" if why == "cost" else "sacrificed",
             player=perm.controller, permanent=perm.label)
    left_play(game, [perm], to_graveyard=True)


def sacrifice_candidates(game: Game, player_id: str, group: Group, source: str | None) -> list[Permanent]:
    """Permanents ``player_id`` could sacrifice for "sacrifice a <group>", in the default order:
    lowest power plus toughness first, then the most recent (highest timestamp)."""
    plain = Group(**{**group.__dict__, "controller": None})
    return sorted(controlled_in_group(game.state, plain, player_id, source), key=weakest_first)


def weakest_first(p: Permanent) -> tuple[int, int]:
    """The default order of permanents a player gives up: lowest power plus toughness, then newest."""
    return (p.power + p.toughness) if p.card.is_creature else 0, -p.timestamp


def sacrifice_each(game: Game, player_ids: list[str], group: Group, obj: StackObject) -> list[Permanent]:
    """"Each player sacrifices a creature" is one event: each player chooses in APNAP order
    (``player_ids`` is in that order), then everything chosen is sacrificed at once, so leaves-play
    abilities look back at all of them (410.10d) and none triggers before the last is gone.
    Returns what was sacrificed, as it last existed, for a later "its toughness" (Doomgape)."""
    picks = [pick for pid in player_ids if (pick := _sacrifice_choice(game, pid, group, obj)) is not None]
    for pick in picks:
        put_into_graveyard(game, pick, defer_triggers=True)
        game.log("sacrificed", [pick.id], ["resolve.follow_instructions"], player=pick.controller,
                 permanent=pick.label)
    left_play(game, picks, to_graveyard=True)
    return picks


def _sacrifice_choice(game: Game, player_id: str, group: Group, obj: StackObject) -> Permanent | None:
    """The permanent ``player_id`` chooses: ``choose: {player: P, sacrifice: [id]}`` or the default."""
    chosen = game.take_choice("sacrifice", player_id)
    options = sacrifice_candidates(game, player_id, group, obj.source)
    pick = next((p for p in options if isinstance(chosen, list) and p.id in chosen), None)
    if pick is None and options:
        pick = options[0]
        game.log("choice_default", [player_id, pick.id], ["resolve.choices", "resolve.apnap"],
                 "choice_default.sacrifice", player=player_id, permanent=pick.label)
    return pick


def gain_control(game: Game, perm: Permanent, controller: str, until_end_of_turn: bool = True) -> None:
    """Gain control until end of turn, control returning in the cleanup step; or, with no duration,
    for the rest of the game (both 418.3a): then no earlier end-of-turn change gives it back, and
    the player keeps it when a control-changing static ability stops applying."""
    if until_end_of_turn and perm.controller == controller:
        return
    if until_end_of_turn:
        if perm.control_until_eot is None:
            perm.control_until_eot = perm.controller
    else:
        perm.control_until_eot = None
        if perm.controller_before_static is not None:
            perm.controller_before_static = controller
    changed = perm.controller != controller
    perm.controller = controller
    if changed:
        perm.summoning_sick = True  # not controlled continuously since the turn began (212.3d)
        game.state.combat.remove(perm.id)
    game.log("control_changed", [perm.id, controller], ["resolve.follow_instructions", "continuous.duration"],
             "control_changed.until_end_of_turn" if until_end_of_turn else "control_changed.indefinitely",
             player=controller, permanent=perm.label)


def attach(game: Game, attachment: Permanent, host: Permanent, keys: list[str]) -> None:
    """Attach an aura or equipment to a permanent (212.4d, 212.2h)."""
    game.state.attach(attachment, host.id)
    game.log("attached", [attachment.id, host.id], keys, attachment=attachment.label, host=host.label)


def remove_from_game(game: Game, perm: Permanent, by: str | None = None) -> None:
    """"Remove ... from the game": to its owner's removed-from-the-game zone (a token ceases to exist);
    ``by``: the permanent whose ability removed it, which a linked ability may return it from (402)."""
    state = game.state
    state.battlefield.pop(perm.id, None)
    state.combat.remove(perm.id)
    if not perm.card.token:
        state.players[perm.owner].removed.append(perm.printed_card)
        if by is not None:
            state.linked.setdefault(by, []).append(perm.id)
    game.log("removed_from_game", [perm.id], ["resolve.follow_instructions"], permanent=perm.label)
    left_play(game, [perm], to_graveyard=False)


def choose_permanent(game: Game, player: str, options: list[str], kind: str) -> str:
    """A choice among permanents on resolution (413.2c): ``choose: {<kind>: [id]}`` or the default,
    the weakest (lowest power plus toughness, then the most recent)."""
    chosen = game.take_choice(kind, player)
    if isinstance(chosen, list):
        pick = next((o for o in options if o in chosen), None)
        if pick is not None:
            return pick
    perms = sorted((game.state.battlefield[o] for o in options if o in game.state.battlefield), key=weakest_first)
    pick = perms[0].id if perms else options[0]
    game.log("choice_default", [player, pick], ["resolve.choices"], "choice_default.permanent", player=player,
             permanent=game.state.label(pick))
    return pick


def enter_play(game: Game, perm: Permanent) -> None:
    """What happens as a permanent comes into play (410.10e): "comes into play tapped" and
    "comes into play with N counters" are part of the event, not triggers."""
    keywords = () if perm.face_down else sorted(perm.card.abilities.keywords)
    perm.echo_due = "echo" in keywords  # echo: it came under its controller's control (502)
    for kw in keywords:
        if kw.startswith("choose_as_enters:"):  # sorted first: made before it is in play (410.10e)
            make_entry_choice(game, perm, kw.split(":", 1)[1])
        elif kw == "enters_tapped":
            perm.tapped = True
            game.log("enters_tapped", [perm.id], ["trigger.enters_with"], permanent=perm.label)
        elif kw.startswith("devour:"):
            _devour(game, perm, int(kw.split(":")[1]))
        elif kw == "sunburst":
            _sunburst(game, perm)
        elif kw.startswith(("enters_with:", "enters_with_if_kicked:", "enters_with_if_bloodthirst:")):
            head, kind, n = kw.split(":")
            if head == "enters_with_if_kicked" and not perm.kicked:
                continue
            if head == "enters_with_if_bloodthirst" and not _opponent_damaged(game, perm.controller):
                continue
            count = perm.x_paid if n == "X" else int(n)
            if count <= 0:
                continue
            perm.counters[kind] = perm.counters.get(kind, 0) + count
            keys = ["trigger.enters_with"] + (["keyword.era"] if head != "enters_with" or {"modular", "vanishing", "fading"} & set(keywords) else [])
            game.log("counters_placed", [perm.id], keys, "counters_placed.enters_with",
                     permanent=perm.label, count=count, counter=counter_word(kind))


def _devour(game: Game, perm: Permanent, per: int) -> None:
    """Devour N: as it comes into play its controller may sacrifice any number of other creatures
    (``choose: {sacrifice: [ids]}``; by default none: nothing is sacrificed unless asked), all at
    once; it comes into play with N +1/+1 counters for each."""
    chosen = game.take_choice("sacrifice", perm.controller)
    wanted = chosen if isinstance(chosen, list) else []
    eaten = [p for p in game.state.battlefield.values() if p.id in wanted and p.id != perm.id
             and p.controller == perm.controller and p.card.is_creature]
    for gone in eaten:
        put_into_graveyard(game, gone, defer_triggers=True)
        game.log("sacrificed", [gone.id], ["keyword.era"], player=gone.controller, permanent=gone.label)
    perm.devoured = len(eaten)
    game.log("devoured", [perm.id, *(p.id for p in eaten)], ["keyword.era"], permanent=perm.label, count=len(eaten))
    left_play(game, eaten, to_graveyard=True)
    _enters_with(game, perm, "+1/+1", per * len(eaten))


def _sunburst(game: Game, perm: Permanent) -> None:
    """Sunburst: a +1/+1 counter (a creature) or a charge counter (anything else) for each colour of
    mana spent to cast it; none when it was not cast (put into play by an effect)."""
    kind = "+1/+1" if perm.card.is_creature else "charge"
    game.log("sunburst_colors", [perm.id], ["keyword.era"], permanent=perm.label, count=len(perm.colors_spent))
    _enters_with(game, perm, kind, len(perm.colors_spent))


def _enters_with(game: Game, perm: Permanent, kind: str, count: int) -> None:
    if count <= 0:
        return
    perm.counters[kind] = perm.counters.get(kind, 0) + count
    game.log("counters_placed", [perm.id], ["trigger.enters_with", "keyword.era"], "counters_placed.enters_with",
             permanent=perm.label, count=count, counter=counter_word(kind))


def _opponent_damaged(game: Game, player_id: str) -> bool:
    """Bloodthirst: whether an opponent of ``player_id`` was dealt damage this turn."""
    return any(p.damaged_this_turn for pid, p in game.state.players.items() if pid != player_id)


def put_onto_battlefield(game: Game, perm: Permanent) -> None:
    """A permanent has just been put into play: comes-into-play replacements, static effects, then
    comes-into-play triggers (410.10a)."""
    enter_play(game, perm)
    refresh(game)
    on_enters(game, perm)


def _searchable(card: Card, kind: str, not_types: tuple[str, ...], mana_value: int | None = None) -> bool:
    """Whether a library card is "a <kind> card": a card type word, "basic land", or a subtype (and,
    for transmute, of converted mana cost ``mana_value``)."""
    if mana_value is not None and card_mana_value(card) != mana_value:
        return False
    if any(card.has_type(t) or t in (s.lower() for s in card.subtypes) for t in not_types):
        return False
    if kind == "card":
        return True
    if kind == "basic_land":
        return card.is_land and "basic" in card.supertypes
    if kind == "artifact_or_enchantment":
        return card.has_type("artifact") or card.has_type("enchantment")
    if kind == "instant_or_sorcery":
        return card.has_type("instant") or card.has_type("sorcery")
    if kind in ("land", "creature", "artifact", "enchantment"):
        return card.has_type(kind)
    return kind.lower() in (s.lower() for s in card.subtypes)


def card_is_kind(card: Card, kind: str, not_types: tuple[str, ...] = ()) -> bool:
    """Whether a library card is "a <kind> card" (a searched card's kinds; "card" is any card)."""
    return _searchable(card, kind, not_types)


def search_library(game: Game, player_id: str, kind: str, not_types: tuple[str, ...], to: str, tapped: bool,
                   mana_value: int | None = None, *, permanent: bool = False, mana_value_max: int | None = None) -> None:
    """Search a library for a card (``choose: {search: [id]}``; default: the first that fits, from the
    top), put it into play or into the hand; "then shuffle" is logged, but the library keeps its order
    (a scenario can't depend on a random order, and the engine stays deterministic)."""
    state = game.state
    player = state.players[player_id]
    fits = [c for c in player.library if _searchable(c, kind, not_types, mana_value)
            and (not permanent or not (c.is_instant or c.has_type("sorcery")))
            and (mana_value_max is None or card_mana_value(c) <= mana_value_max)]
    wanted = game.take_choice("search", player_id)
    card = next((c for c in fits if isinstance(wanted, list) and c.id in wanted), None) or (fits[0] if fits else None)
    if card is None:
        game.log("search_failed", [player_id], ["resolve.follow_instructions"], player=player_id)
    elif to == "top":  # "then shuffle your library and put that card on top of it"
        player.library.remove(card)
        game.log("library_shuffled", [player_id], ["resolve.follow_instructions"], player=player_id)
        player.library.insert(0, card)
        game.log("search_to_top", [player_id, card.id], ["resolve.follow_instructions"], player=player_id,
                 card=card.label)
        return
    elif to == "hand":
        player.library.remove(card)
        player.hand.append(card)
        game.log("search_to_hand", [player_id, card.id], ["resolve.follow_instructions"], player=player_id,
                 card=card.label)
    else:
        player.library.remove(card)
        perm = Permanent(card=card, controller=player_id, owner=player_id, timestamp=state.new_timestamp(),
                         tapped=tapped, summoning_sick=True)
        state.battlefield[card.id] = perm
        game.log("enters_play", [card.id], ["resolve.follow_instructions"], "enters_play.search", player=player_id,
                 card=card.label, tapped=Msg("word.tapped_suffix") if tapped else None)
        put_onto_battlefield(game, perm)
    game.log("library_shuffled", [player_id], ["resolve.follow_instructions"], player=player_id)


def put_on_library(game: Game, perm: Permanent) -> None:
    """A permanent to the top of its owner's library (a token ceases to exist there, 420.5f)."""
    state = game.state
    state.battlefield.pop(perm.id, None)
    state.combat.remove(perm.id)
    if _unearthed_away(game, perm):
        left_play(game, [perm], to_graveyard=False)
        return
    if not perm.card.token:
        state.players[perm.owner].library.insert(0, perm.printed_card)
    game.log("put_on_library", [perm.id], ["resolve.follow_instructions"], permanent=perm.label, owner=perm.owner)
    left_play(game, [perm], to_graveyard=False)


def put_card_into_play(game: Game, card: Card, controller: str, owner: str, keys: list[str], message: str) -> None:
    """A card from a zone other than play (a library's top cards looked at) into play under
    ``controller``'s control, as a new object (section 217)."""
    _into_play(game, card, controller, owner, keys, message)


def _into_play(game: Game, card: Card, controller: str, owner: str, keys: list[str], message: str) -> None:
    state = game.state
    perm = Permanent(card=card, controller=controller, owner=owner, timestamp=state.new_timestamp(),
                     summoning_sick=True)
    state.battlefield[card.id] = perm
    game.log("enters_play", [card.id], keys, message, player=controller, card=card.label)
    put_onto_battlefield(game, perm)


def return_from_graveyard_to_play(game: Game, card_id: str, controller: str) -> None:
    """"Return target creature card from your graveyard to play": it comes into play under the
    control of the spell's or ability's controller."""
    grave = game.state.players[controller].graveyard
    card = next((c for c in grave if c.id == card_id), None)
    if card is None:
        return
    grave.remove(card)
    _into_play(game, card, controller, controller, ["resolve.follow_instructions"], "enters_play.from_graveyard")


def return_removed_to_play(game: Game, card_id: str) -> None:
    """"Return the removed card to play under its owner's control" (a linked ability, 402)."""
    for player in game.state.players.values():
        card = next((c for c in player.removed if c.id == card_id), None)
        if card is not None:
            player.removed.remove(card)
            _into_play(game, card, player.id, player.id, ["resolve.follow_instructions"], "enters_play.returned")
            return


def put_spell_away(game: Game, obj: StackObject, *, resolved: bool) -> str:
    """Where a spell's card goes when it leaves the stack (413.2h, 414.1): a flashback spell is removed
    from the game instead, a resolved spell whose buyback cost was paid goes to its owner's hand (502),
    as does one that returns itself there ("Return ~ to its owner's hand."), one that shuffles itself
    into its owner's library there; else the owner's graveyard. Returns the zone ("removed", "hand",
    "library", "graveyard", or "ceased" for a copy of a spell)."""
    state = game.state
    card = obj.card
    if card is None:
        return ""
    if obj.copy:  # a copy of a spell has no card of its own: it ceases to exist (503)
        game.log("copy_ceases", [obj.id], ["copy.spell"], "copy_ceases", spell=obj.shown)
        return "ceased"
    owner = state.players[obj.card_owner(state)]
    if obj.flashback:
        owner.removed.append(card)
        game.log("removed_from_game", [card.id], ["keyword.era"], "removed_from_game.flashback", card=card.label)
        return "removed"
    if resolved and obj.buyback:
        owner.hand.append(card)
        game.log("returned_to_hand", [card.id], ["keyword.era"], "returned_to_hand.buyback", card=card.label,
                 player=owner.id)
        return "hand"
    if resolved and obj.to_hand:  # "Return ~ to its owner's hand." said by the spell itself
        owner.hand.append(card)
        game.log("returned_to_hand", [card.id], ["spell.after_resolution", "resolve.follow_instructions"],
                 "returned_to_hand.spell_itself", card=card.label, player=owner.id)
        return "hand"
    if resolved and obj.to_library:  # "Shuffle ~ into its owner's library.": the order is kept, bottom
        owner.library.append(card)
        game.log("shuffled_into_library", [card.id, owner.id], ["spell.after_resolution", "resolve.follow_instructions"],
                 card=card.label, player=owner.id)
        return "library"
    owner.graveyard.append(card)
    return "graveyard"
