"""State-based effects (420.5a-f, 102.1, 102.2, 102.8): checked before a player gets priority,
all applicable ones at once, repeated until none apply (420.3).

When damage is lethal and which legends the legend rule puts away are the ruleset's to say
(``Ruleset.has_lethal_damage``, ``Ruleset.legend_rule``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import Permanent
from engine.rules.continuous import refresh
from engine.rules.entry_choices import kept_by_own_protection
from engine.rules.zones import destroy, left_play, put_into_graveyard

if TYPE_CHECKING:
    from engine.game import Game

_LIMIT = 1000  # each pass removes something or ends the game, so this is never reached in practice


def _aura_is_illegal(game: Game, aura: Permanent) -> bool:
    """A local enchantment attached to nothing legal (420.5d, 212.4f)."""
    if "equipment" in (s.lower() for s in aura.card.subtypes):
        return False
    enchant = aura.card.abilities.enchant
    if enchant is None and aura.attached_to is None:
        return False
    host = game.state.permanent(aura.attached_to) if aura.attached_to else None
    if host is None or host.id == aura.id:
        return True
    if enchant and enchant != "permanent" and not host.card.has_type(enchant):
        return True
    if aura.card.abilities.enchant_controller == "you" and host.controller != aura.controller:
        return True  # "Enchant creature you control": a creature of another player is not legal
    return host.protected_from(aura.colors, aura.card) and not kept_by_own_protection(aura, host)


def _equipment_is_loose(game: Game, perm: Permanent) -> bool:
    """Equipment attached to something that isn't a creature in play (212.2i): it stays in play."""
    if perm.attached_to is None or "equipment" not in (s.lower() for s in perm.card.subtypes):
        return False
    host = game.state.permanent(perm.attached_to)
    return host is None or not host.card.is_creature or host.id == perm.id


def check_state_based_effects(game: Game) -> bool:
    """Apply state-based effects until none apply; True if any was applied."""
    applied_any = False
    for _ in range(_LIMIT):
        refresh(game)
        if not _one_pass(game):
            break
        applied_any = True
        if game.state.game_over:
            break
    for perm in game.state.battlefield.values():  # 702.2c: "since the last time ... were checked"
        perm.deathtouch_damage = False
    return applied_any


def _losing_players(game: Game) -> list[tuple[str, list[str], str, dict[str, int]]]:
    """Players who lose now: (player, rule keys, message key, parameters)."""
    state = game.state
    out: list[tuple[str, list[str], str, dict[str, int]]] = []
    for player in state.players.values():
        if player.lost:
            continue
        if not (player.life <= 0 or player.drew_from_empty_library or player.poison >= game.ruleset.poison_limit):
            continue  # nothing to lose by (the battlefield is looked at only when something is)
        if any(p.controller == player.id and p.has("cant_lose_game") for p in state.battlefield.values()):
            continue  # "You can't lose the game" (a static ability, 405.1): no loss is checked
        if player.life <= 0:
            out.append((player.id, ["sbe.life_zero", "game.life_zero"], "player_loses.life", {"life": player.life}))
        elif player.drew_from_empty_library:
            out.append((player.id, ["game.empty_library"], "player_loses.empty_library", {}))
        elif player.poison >= game.ruleset.poison_limit:
            out.append((player.id, ["game.poison"], "player_loses.poison", {"poison": player.poison}))
    return out


def _one_pass(game: Game) -> bool:
    state = game.state
    rs = game.ruleset
    losing = _losing_players(game)
    zero_toughness: list[Permanent] = []
    lethal: list[Permanent] = []
    auras: list[Permanent] = []
    for p in state.battlefield.values():  # one scan: this runs before every priority
        if p.card.is_creature:
            if p.toughness <= 0:
                zero_toughness.append(p)
            elif p.damage and rs.has_lethal_damage(game, p) and not p.has("indestructible"):
                lethal.append(p)
        if p.card.has_type("enchantment") and _aura_is_illegal(game, p):
            auras.append(p)
    legends = rs.legend_rule(game)
    tokens = [
        (player, card)
        for player in state.players.values()
        for zone in (player.graveyard, player.hand, player.library)
        for card in zone
        if card.token
    ]
    loose_equipment = [p for p in state.battlefield.values() if _equipment_is_loose(game, p)]
    if not (losing or zero_toughness or lethal or auras or legends or tokens or loose_equipment):
        return False
    gone = {p.id: p for p in [*zero_toughness, *lethal, *auras, *legends]}
    # all applicable effects happen at once (420.3): collect first, then perform
    for pid, keys, message, params in losing:
        state.players[pid].lost = True
        game.log("player_loses", [pid], ["sbe.checked", *keys], message, player=pid, **params)
    moved: set[str] = set()
    for perm in zero_toughness:
        moved.add(perm.id)
        put_into_graveyard(game, perm, defer_triggers=True)
        game.log("put_into_graveyard", [perm.id], ["sbe.checked", "sbe.toughness_zero"],
                 "put_into_graveyard.toughness_zero", permanent=perm.label, toughness=perm.toughness)
    for perm in lethal:
        if perm.id not in moved:
            moved.add(perm.id)
            keys = ["sbe.checked", "sbe.lethal_damage"] + (["deathtouch.destroy"] if perm.deathtouch_damage else [])
            if not destroy(game, perm, can_regenerate=True, rule_keys=keys, defer_triggers=True):
                moved.discard(perm.id)
    for perm in auras:
        if perm.id not in moved and perm.id in state.battlefield:
            moved.add(perm.id)
            put_into_graveyard(game, perm, defer_triggers=True)
            game.log("put_into_graveyard", [perm.id], ["sbe.checked", "sbe.illegal_aura", "aura.illegal"],
                     "put_into_graveyard.illegal_aura", permanent=perm.label)
    for perm in legends:
        if perm.id not in moved and perm.id in state.battlefield:
            moved.add(perm.id)
            put_into_graveyard(game, perm, defer_triggers=True)
            game.log("put_into_graveyard", [perm.id], ["sbe.checked", "sbe.legend_rule", "legend.subject_to_rule"],
                     "put_into_graveyard.legend_rule", permanent=perm.label)
    for perm in loose_equipment:
        perm.attached_to = None
        game.log("unattached", [perm.id], ["sbe.checked", "equipment.unattach"], permanent=perm.label)
    left_play(game, [perm for pid, perm in gone.items() if pid in moved], to_graveyard=True)  # listing order
    for player, card in tokens:
        for zone in (player.graveyard, player.hand, player.library):
            if card in zone:
                zone.remove(card)
        game.log("token_ceases_to_exist", [card.id], ["sbe.checked", "sbe.token_outside_play", "zones.tokens"],
                 token=card.label)
    check_game_over(game)
    return True


def check_game_over(game: Game) -> None:
    """The game ends at once when a player loses; both losing is a draw (102.3, 102.4)."""
    st = game.state
    losers = [p.id for p in st.players.values() if p.lost]
    if not losers or st.game_over:
        return
    st.game_over = True
    st.losers = losers
    if len(losers) == len(st.players):
        st.draw = True
        game.log("game_over", losers, ["game.ends_at_once", "game.draw"], "game_over.draw")
    else:
        st.winners = [p for p in st.players if p not in losers]
        game.log("game_over", losers, ["game.ends_at_once"], "game_over.win", losers=losers, winners=st.winners)
