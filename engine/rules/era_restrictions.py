"""Combat restrictions of the era's cards (static abilities, 412.1, or granted until end of turn;
500.2 checks them as attackers and blockers are declared): "can't be blocked [except] by Walls" (or
black creatures, artifact creatures, creatures with flying, creatures with power 2 or greater), "can't
be blocked except by two or more creatures", "can't be blocked by more than one creature", "can't
attack unless defending player controls an Island", and the landwalks of a supertype.
``engine.rules.combat`` asks these as it checks declarations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import DeclareBlockers
from engine.model.objects import Card, Permanent
from engine.text.catalog import Msg
from engine.text.names import Chinese
from engine.text.restrictions import blockers_en, blockers_zh

if TYPE_CHECKING:
    from engine.game import Game


def _param(perm: Permanent, prefix: str) -> list[str]:
    return [k.split(":", 1)[1] for k in sorted(perm.keywords) if k.startswith(prefix)]


def walks_over(kind: str, land: Card) -> bool:
    """Whether a land of the defending player lets a creature with ``<kind>walk`` through (502.6b):
    a basic land type ("island"), or the nonbasic / legendary landwalk of a supertype (502.6a,
    "a specific kind of land")."""
    if kind == "nonbasic":
        return "basic" not in land.supertypes
    if kind == "legendary":
        return land.is_legendary
    return kind in (s.lower() for s in land.subtypes)


def attack_unless_problem(game: Game, perm: Permanent, player: str) -> Msg | None:
    """"~ can't attack unless defending player controls an Island": why it can't attack, or None."""
    defender = game.state.opponent(player)
    for land_type in _param(perm, "cant_attack_unless:"):
        if not any(p.controller == defender and land_type.lower() in (s.lower() for s in p.card.subtypes)
                   for p in game.state.battlefield.values()):
            return Msg("attack_reason.unless", land=Msg(f"land.{land_type.lower()}"))
    return None


def only_blocked_by_problem(attacker: Permanent, blocker: Permanent) -> Msg | None:
    """"~ can't be blocked except by Walls / black creatures / artifact creatures / creatures with
    flying": why ``blocker`` can't block ``attacker``, or None."""
    for param in _param(attacker, "only_blocked_by:"):
        spec = param.split(":")
        if not blocker_is(spec, blocker):
            return Msg("block_reason.only_blocked_by", blockers=Chinese(blockers_en(spec), blockers_zh(spec)))
    return None


def blocker_is(spec: list[str], blocker: Permanent) -> bool:
    """Whether ``blocker`` has the quality of a "can't be blocked [except] by <quality>" spec:
    ``color:B``, ``type:artifact``, ``with:flying``, ``power:2:ge`` / ``power:2:le`` or a subtype."""
    if spec[0] == "color":
        return spec[1] in blocker.colors
    if spec[0] == "type":
        return blocker.card.has_type(spec[1])
    if spec[0] == "with":
        return blocker.has(spec[1])
    if spec[0] == "power":
        return blocker.power >= int(spec[1]) if spec[2] == "ge" else blocker.power <= int(spec[1])
    return blocker.card.has_subtype(spec[0])


def blocked_by_problem(attacker: Permanent, blocker: Permanent) -> Msg | None:
    """"~ can't be blocked by Walls / artifact creatures / creatures with power 2 or greater": why
    ``blocker`` can't block ``attacker``, or None."""
    for param in _param(attacker, "cant_be_blocked_by:"):
        spec = param.split(":")
        if blocker_is(spec, blocker):
            return Msg("block_reason.cant_be_blocked_by", blockers=Chinese(blockers_en(spec), blockers_zh(spec)))
    return None


def check_menace(game: Game, action: DeclareBlockers) -> None:
    """"~ can't be blocked except by two or more creatures": blocked by exactly one is illegal;
    "~ can't be blocked by more than one creature": blocked by two or more is."""
    state = game.state
    count: dict[str, int] = {}
    for _blocker, attackers in action.blocks:
        for attacker in attackers:
            count[attacker] = count.get(attacker, 0) + 1
    for attacker, n in count.items():
        perm = state.battlefield.get(attacker)
        if perm is not None and perm.has("menace") and n == 1:
            raise game.illegal("illegal.block_menace", ["turn.declare_blockers", "static.general"],
                               attacker=perm.label, attacker_id=attacker)
        if perm is not None and perm.has("max_one_blocker") and n > 1:
            raise game.illegal("illegal.block_max_one", ["turn.declare_blockers", "static.general"],
                               attacker=perm.label, attacker_id=attacker)

