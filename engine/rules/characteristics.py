"""A permanent's characteristics under the effects that change them (201.2): abilities removed
(407.1, 407.3), colour (203.2), types ("becomes a Swamp": 212.6d-e) and base power and toughness.

``recompute(perm, layered)`` rebuilds ``perm.card`` from the printed card and every change in effect,
in timestamp order (418.5c). Under the classic rules every continuous effect applies in that one
order, so a base P/T set later overrides "+3/+3 until end of turn" applied earlier (418.5d); under
the 2009 rules effects apply in layers (type, colour, abilities, then P/T in sublayers: set, then
modify, then counters), so the +3/+3 applies after the new base whatever its timestamp.
Keywords gained and lost are ordered by ``Permanent.keywords`` itself (407.1: the newest wins).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.effects.mana import land_abilities
from engine.model.abilities import CardAbilities
from engine.model.characteristics import AppliedChange
from engine.model.mana import mana_value, parse_mana_cost
from engine.model.objects import Permanent
from engine.text.catalog import Msg, Seq
from engine.text.keywords import Kw
from engine.text.names import Name
from engine.text.vocab import COLOR_EN, COLOR_ZH, LAND_ZH, SUBTYPES, TYPES_ZH

if TYPE_CHECKING:
    from engine.game import Game


def recompute(perm: Permanent, layered: bool) -> None:
    """Rebuild what ``perm`` is now from its printed card and its changes (resolved and static)."""
    applied = sorted((*perm.changes, *perm.static_changes), key=lambda a: a.timestamp)
    if not applied:
        if perm.printed is not None:
            perm.card, perm.printed = perm.printed, None
        perm.pt_floor = 0
        return
    base = perm.printed_card
    types = list(base.types)
    subtypes = list(base.subtypes)
    colors = base.colors
    abilities = base.abilities
    power, toughness = base.power, base.toughness
    floor = 0
    for a in applied:
        change = a.change
        types += [t for t in change.add_types if t not in types]
        if change.land_type is not None:  # no other land type, no printed rules text (212.6e)
            subtypes = [change.land_type.capitalize()]
            abilities = CardAbilities()
        if change.subtypes:
            land_types = [s for s in subtypes if s.lower() in LAND_ZH] if "land" in types else []
            subtypes = land_types + list(change.subtypes)
        if a.colors is not None:
            colors = a.colors
        if change.lose_all:
            abilities = CardAbilities()
        if change.pt is not None or change.pt_from_cost:
            cost = mana_value(parse_mana_cost(base.mana_cost))
            power, toughness = change.pt if change.pt is not None else (cost, cost)
            floor = 0 if layered else a.pumps_before
    card = replace(base, types=tuple(types), subtypes=tuple(subtypes), color_override=tuple(colors),
                   abilities=abilities, power=power, toughness=toughness,
                   intrinsic=land_abilities(tuple(subtypes)))  # the land types it has now (212.6d)
    if card != perm.card:
        perm.card = card
    perm.printed = base
    perm.pt_floor = floor


def base_pt_timestamp(perm: Permanent) -> int | None:
    """The timestamp of the newest effect setting ``perm``'s base P/T, if any (classic: a static
    +N/+N from an older source no longer counts, 418.5c)."""
    stamps = [a.timestamp for a in (*perm.changes, *perm.static_changes)
              if a.change.pt is not None or a.change.pt_from_cost]
    return max(stamps) if stamps else None


def end_of_turn(perm: Permanent, layered: bool) -> bool:
    """Cleanup (314): "until end of turn" changes end; lasting ones stay. True if any ended."""
    kept = [replace(a, pumps_before=0) for a in perm.changes if not a.until_eot]
    ended = len(kept) != len(perm.changes)
    perm.changes = kept
    perm.gains_at = []
    recompute(perm, layered)
    return ended


def describe(perm: Permanent) -> Msg:
    """What the permanent is now, for the trace: P/T, colour and keywords."""
    card = perm.card
    colors = [Name(COLOR_EN[c], COLOR_ZH[c]) for c in card.colors]
    types = [Name(s, LAND_ZH.get(s.lower()) or SUBTYPES.get(s, ("", s))[1] or s) for s in card.subtypes]
    types += [Name(t, TYPES_ZH.get(t, t)) for t in card.types]
    return Msg("characteristics.now", pt=Msg("continuous.pt", pt=f"{perm.power}/{perm.toughness}") if card.is_creature else "",
               types=Seq(tuple(types), " ", ""),
               colors=colors if colors else Msg("characteristics.colorless"),
               keywords=Msg("continuous.with", keywords=[Kw(k) for k in sorted(perm.keywords)]) if perm.keywords
               else Msg("characteristics.no_abilities"))


def log_static_change(game: Game, perm: Permanent, now: tuple[AppliedChange, ...],
                      was: tuple[AppliedChange, ...]) -> None:
    """A static ability began or stopped changing ``perm`` (418.4a, 418.4b)."""
    if not now:
        game.log("characteristics_changed", [perm.id], ["continuous.static_while_in_play"],
                 "characteristics_changed.ended", permanent=perm.label, now=describe(perm))
        return
    sources = [game.state.battlefield[a.source] for a in now if a.source in game.state.battlefield]
    keys = ["static.effects", "continuous.static_not_locked"]
    for applied in now:
        keys += [k for k in change_keys(applied) if k not in keys]
    game.log("characteristics_changed", [perm.id, *(s.id for s in sources)], keys, "characteristics_changed.static",
             permanent=perm.label, sources=[s.label for s in sources], now=describe(perm),
             order=Msg("characteristics.order"))


def change_keys(applied: AppliedChange) -> list[str]:
    """The rule keys a change cites: what it changes, and the order it takes among other effects."""
    c = applied.change
    keys: list[str] = []
    if c.add_types or c.land_type is not None or c.subtypes:
        keys.append("characteristics.type")
    if c.land_type is not None:
        keys.append("characteristics.basic_land_type")
    if applied.colors is not None:
        keys.append("characteristics.color")
    if c.removes_abilities or c.gain:
        keys.append("characteristics.abilities")
    if c.pt is not None or c.pt_from_cost:
        keys.append("characteristics.base_pt")
    return keys + ["characteristics.order"]
