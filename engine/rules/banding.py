"""Banding (classic: section 502, cited at section level; July 2009: 702.19, section 702 at section level).

Three changes to combat, each a function here that the combat modules call:

* **Attacking in a band.** As attackers are declared, the attacking player may put any number of
  attacking creatures with banding and at most one without into a band; all of a band attack the
  same player, and each creature is in at most one band (``validate_bands``, ``record_bands``). A
  band lasts for the rest of combat, even if a member loses banding; a creature removed from combat
  leaves its band and the others stay banded (``Combat.remove``).
* **Blocked together.** A creature that blocks one member of a band blocks every member
  (``spread_blocks``): the whole band becomes blocked, and each member deals its damage to that
  blocker, even one the blocker could not have blocked alone (a flyer in a band with a creature a
  Wall can block).
* **Who divides.** An attacking creature blocked by a creature with banding has its combat damage
  divided by the defending player, freely among its blockers (the 2009 damage assignment order does
  not bind that player); a blocking creature that blocks a creature with banding has its damage
  divided by the attacking player, freely among the creatures it blocks (``divider``).

Default divisions (used when the dividing player gives none, documented in docs/engine.md): the
player who divides damage dealt to its *own* creatures spares them (``spare``): each takes as much
as it can without being destroyed, the one with the most toughness left first; damage left over,
when they cannot all survive, goes on the one with the least toughness left, so only that one is
destroyed (from a source with deathtouch, any damage destroys: all of it goes on that one). Damage divided among the *opponent's* creatures goes lethal to each in turn, the rest on
the last (``engine.rules.combat_damage.default_division``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import DeclareAttackers
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent


def validate_bands(game: Game, action: DeclareAttackers) -> None:
    """Each band: creatures declared as attackers in this declaration, each in one band only, at most
    one without banding, all attacking the same player; else an illegal action citing banding."""
    state = game.state
    defenders = dict(action.attackers)
    keys = ["turn.declare_attackers", "banding.band"]
    seen: set[str] = set()
    for band in action.bands:
        if not band:
            raise game.illegal("illegal.band_empty", keys)
        for member in band:
            perm = state.permanent(member)
            if perm is not None and perm.controller != action.player:
                raise game.illegal("illegal.band_not_yours", keys, creature=state.label(member), creature_id=member)
            if member not in defenders:
                raise game.illegal("illegal.band_not_attacking", keys, creature=state.label(member),
                                   creature_id=member)
            if member in seen:
                raise game.illegal("illegal.band_twice", keys, creature=state.label(member), creature_id=member)
            seen.add(member)
        without = [m for m in band if not state.battlefield[m].has("banding")]
        if len(without) > 1 or len(without) == len(band):
            raise game.illegal("illegal.band_without_banding", keys, creatures=[state.label(m) for m in without],
                               creature_id=without[-1])
        if len({defenders[m] for m in band}) > 1:
            raise game.illegal("illegal.band_defenders", keys, creature=state.label(band[-1]), creature_id=band[-1])


def record_bands(game: Game, action: DeclareAttackers) -> None:
    """The bands are announced with the attackers and last for the rest of combat."""
    state = game.state
    for band in action.bands:
        state.combat.bands.append(list(band))
        game.log("band_declared", list(band), ["turn.declare_attackers", "banding.band"], player=action.player,
                 members=[state.battlefield[m].label for m in band])


def spread_blocks(game: Game, blocks: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """A blocker of one band member blocks the whole band: record it among the blockers of every
    other member and return those (blocker, attacker) pairs, in declaration order."""
    state = game.state
    combat = state.combat
    added: list[tuple[str, str]] = []
    for blocker_id, attacker_id in blocks:
        mates = [m for m in combat.band_of(attacker_id) if m != attacker_id]
        for mate in mates:
            if blocker_id not in combat.by_attacker.get(mate, ()):
                combat.block_also(blocker_id, mate)
                added.append((blocker_id, mate))
        if mates:
            game.log("band_blocked", [blocker_id, attacker_id, *mates], ["turn.declare_blockers", "banding.blocked"],
                     blocker=state.battlefield[blocker_id].label, attacker=state.battlefield[attacker_id].label,
                     band=[state.battlefield[m].label for m in mates])
    return added


def divider(game: Game, dealer: str) -> str:
    """The player who divides ``dealer``'s combat damage: for an attacker, its controller unless a
    creature with banding blocks it (then the defending player); for a blocker blocking several
    creatures, the attacking player if one of them has banding, else its own controller."""
    state = game.state
    combat = state.combat
    if dealer in combat.attackers:
        blockers = [state.battlefield[b] for b in combat.blockers_of(dealer) if b in state.battlefield]
        return combat.attackers[dealer] if any(b.has("banding") for b in blockers) else state.active
    blocked = [state.battlefield[a] for a in combat.blocked_by(dealer) if a in state.battlefield]
    if len(blocked) > 1 and any(a.has("banding") for a in blocked):
        return state.active
    return state.battlefield[dealer].controller


def assigning_player(game: Game, named: object) -> str:
    """Who an ``assign:`` without ``player:`` is for: the player who divides the first creature it
    names that is in combat (banding gives the defending player some divisions), else the active player."""
    state = game.state
    combat = state.combat
    for dealer in named if isinstance(named, dict | list | tuple) else ():
        if (dealer in combat.attackers or dealer in combat.blockers) and dealer in state.battlefield:
            return divider(game, dealer)
    return state.active


def by_banding(game: Game, dealer: str) -> bool:
    """Whether banding moved the division of ``dealer``'s damage to the other player."""
    state = game.state
    perm = state.battlefield[dealer]
    return divider(game, dealer) != perm.controller


def spare(game: Game, source: Permanent, power: int, recipients: list[Permanent],
          already: dict[str, int] | None = None) -> list[tuple[str, int]]:
    """The dividing player's default for damage to its own creatures: as few destroyed as possible
    (each takes up to one less than lethal, the toughest first; any excess goes on the one with the
    least toughness left, which alone is destroyed). ``already``: damage other creatures assign
    them in the same step, counted against what each can take."""
    if not recipients or power <= 0:
        return []
    already = already or {}
    lethal = {r.id: max(0, _lethal(game, source, r) - already.get(r.id, 0)) for r in recipients}
    room = {r.id: max(0, r.toughness - r.damage - already.get(r.id, 0)) for r in recipients}
    # the toughest first; the last, which takes any excess, has the least toughness left (with
    # deathtouch every creature's lethal damage is 1, so the toughness left decides); stable:
    # declaration order breaks the remaining ties
    order = sorted(recipients, key=lambda r: (-lethal[r.id], -room[r.id]))
    given = {r.id: 0 for r in recipients}
    left = power
    for r in order:
        take = min(left, max(0, lethal[r.id] - 1))
        given[r.id] += take
        left -= take
    if left:
        given[order[-1].id] += left
    return [(r.id, given[r.id]) for r in recipients if given[r.id]]


def _lethal(game: Game, source: Permanent, recipient: Permanent) -> int:
    """Lethal damage for a default division: any damage from a source with deathtouch destroys
    the creature (702.2b, 702.2c), so 1 is lethal to a creature with toughness left; otherwise the
    ruleset's ``lethal_damage``. Only banding's free division uses it: the 2009 damage assignment
    order still counts lethal damage by toughness (702.17b)."""
    lethal = game.ruleset.lethal_damage(game, source, recipient)
    return min(1, lethal) if source.has("deathtouch") else lethal


def check_blocker_division(game: Game, blocker: Permanent, division: list[tuple[str, int]]) -> None:
    """A division of a band blocker's damage: only among the creatures it blocks, exactly its power."""
    state = game.state
    allowed = set(state.combat.blocked_by(blocker.id))
    total = 0
    for recipient, amount in division:
        if recipient not in allowed:
            raise game.illegal("illegal.band_cant_assign_to", ["turn.combat_damage", "banding.divide"],
                               blocker=blocker.label, recipient=state.label(recipient), recipient_id=recipient)
        if not isinstance(amount, int) or amount < 0:
            raise game.illegal("illegal.damage_amounts", ["turn.combat_damage"])
        total += amount
    power = max(0, blocker.power)
    if total != power:
        raise game.illegal("illegal.assign_exact", ["turn.combat_damage"], attacker=blocker.label, power=power,
                           total=total)


def log_divisions(game: Game, dealers: list[str]) -> None:
    """One trace step for each creature whose damage banding gives the other player to divide."""
    state = game.state
    for dealer in dealers:
        perm = state.battlefield.get(dealer)
        if perm is None or perm.power <= 0 or not by_banding(game, dealer):
            continue
        attacking = dealer in state.combat.attackers
        others = (state.combat.blockers_of(dealer) if attacking else state.combat.blocked_by(dealer))
        game.log("band_divides", [dealer, *others], ["turn.combat_damage", "banding.divide"],
                 player=divider(game, dealer), creature=perm.label,
                 why=Msg("band_divides.attacker" if attacking else "band_divides.blocker"))


__all__ = ["assigning_player", "by_banding", "check_blocker_division", "divider", "log_divisions", "record_bands", "spare",
           "spread_blocks", "validate_bands"]
