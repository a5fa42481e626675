"""Changing a permanent's status: tapping and untapping ("becomes tapped" triggers) and
"gets +N/+N until end of turn" (418.3a; a group's members were fixed on resolution, 418.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.characteristics import AppliedChange, CharacteristicChange
from engine.model.objects import Permanent
from engine.rules.triggers import on_tapped
from engine.text.catalog import Msg
from engine.text.keywords import Kw

if TYPE_CHECKING:
    from engine.game import Game


def tap(game: Game, perm: Permanent) -> None:
    """Tap a permanent (for a cost, for mana, to attack or by an effect); "becomes tapped" triggers."""
    if perm.tapped:
        return
    perm.tapped = True
    perm.tap_count += 1
    on_tapped(game, perm)


def set_tapped(game: Game, perm: Permanent, tapped: bool) -> None:
    """Tap or untap by an effect, with a step saying so."""
    was = perm.tapped
    perm.tapped = tapped
    game.log("tapped" if tapped else "untapped", [perm.id], ["resolve.follow_instructions"], permanent=perm.label)
    if tapped and not was:
        on_tapped(game, perm)


def pump(game: Game, perm: Permanent, power: int, toughness: int, keywords: tuple[str, ...], *, locked: bool,
         loses: tuple[str, ...] = ()) -> None:
    """"... gets +P/+T [and gains K] until end of turn" (418.3a; a group was locked on resolution, 418.3b);
    "... loses K until end of turn"."""
    perm.until_eot.append((power, toughness))
    perm.eot_keywords.update(keywords)
    if keywords:
        perm.gains_at.append((game.state.new_timestamp(), keywords))
    if loses:  # ordered with every other gain and loss by its timestamp (407.1)
        perm.changes.append(AppliedChange(CharacteristicChange(lose=loses), game.state.new_timestamp(), perm.id,
                                          until_eot=True, pumps_before=len(perm.until_eot)))
    keys = ["resolve.follow_instructions", "continuous.duration"] + (["continuous.locked_set"] if locked else [])
    gains = Msg("pumped.gains", keywords=[Kw(k) for k in keywords]) if keywords else None
    if loses:
        gains = Msg("pumped.loses", keywords=[Kw(k) for k in loses])
    game.log("pumped", [perm.id], keys, creature=perm.label, pt=f"{power:+d}/{toughness:+d}", gains=gains,
             power=perm.power, toughness=perm.toughness, locked=Msg("pumped.locked") if locked else None)
