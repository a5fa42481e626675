"""Continuous effects of static abilities (405, 412, 418.4) and the groups effects name.

``refresh(game)`` recomputes, for every permanent, what static abilities in play give it:
anthems ("Creatures you control get +1/+1"), lords ("Other Goblins get +1/+1"), auras and
equipment ("Enchanted/Equipped creature gets ..."). Static effects are never locked (418.4a):
they are recomputed from scratch each time. Order: effects whose set of affected objects depends
on keywords (a "creatures with flying" filter) depend on effects that grant keywords (418.5b),
so independent effects apply first, each group in timestamp order (418.5c).

    >>> matches_group  # doctest: +ELLIPSIS
    <function matches_group at ...>
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.model.abilities import Group, StaticAbility
from engine.model.battlefield import STATIC
from engine.model.characteristics import AppliedChange
from engine.model.objects import Permanent
from engine.model.targeting import Quantity
from engine.rules.characteristics import base_pt_timestamp, log_static_change, recompute
from engine.rules.conditions import condition_holds
from engine.rules.entry_choices import chosen_keywords
from engine.rules.groups import matches_group
from engine.rules.held_effects import end_held_pumps
from engine.rules.quantities import ZONES, count_cards, plus_count
from engine.text.catalog import Msg
from engine.text.keywords import Kw

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.state import GameState


def _depends_on_keywords(ability: StaticAbility) -> bool:
    g = ability.affected
    return isinstance(g, Group) and bool(g.with_kw or g.without_kw)


def static_effects(state: GameState) -> list[tuple[Permanent, StaticAbility]]:
    """Static abilities in play that affect other objects or give a bonus, in application order."""
    found = [(perm, ab) for perm in state.battlefield.holding(STATIC) for ab in perm.card.abilities.statics
             if ab.condition is None or static_condition_holds(state, ab, perm)]
    return sorted(found, key=lambda e: (_depends_on_keywords(e[1]), e[0].timestamp))


def static_condition_holds(state: GameState, ability: StaticAbility, source: Permanent) -> bool:
    """An "as long as" condition of a static ability, checked whenever effects are recomputed."""
    return condition_holds(state, ability.condition, source.controller, source.id)


def affected_by(state: GameState, source: Permanent, ability: StaticAbility) -> list[Permanent]:
    """The permanents a static ability applies to right now (418.4a)."""
    a = ability.affected
    if a == "self":
        return [source]
    if a in ("enchanted", "equipped"):
        host = state.battlefield.get(source.attached_to or "")
        if host is not None and ability.change is not None and ability.change.land_type is not None:
            return [host] if host.card.is_land else []  # "Enchanted land is a Swamp."
        return [host] if host is not None and host.card.is_creature else []
    assert isinstance(a, Group)
    return [p for p in state.battlefield.values() if matches_group(state, a, source.controller, source.id, p)]


def refresh(game: Game) -> None:
    """Recompute every permanent's static-ability bonuses; log what changed, citing 418.4a/418.5.

    With no static ability in play now and none applied before, there is nothing to recompute: the
    rules call this after every change, so a board without statics costs one scan, not a rebuild."""
    end_held_pumps(game)  # "for as long as ~ remains tapped" bonuses whose source untapped
    state = game.state
    if not state.statics_applied and not any(p.card.abilities.statics for p in state.battlefield.holding(STATIC)):
        return
    state.statics_applied = True
    changed = _apply_static_changes(game)
    before = {pid: (p.static_pt, p.granted) for pid, p in state.battlefield.items()}
    for perm in state.battlefield.values():
        perm.static_pt = (0, 0)
        perm.granted = frozenset()
        perm.granted_triggers = ()
        perm.granted_activated = ()
        perm.static_flanking = 0
        perm.granted_at = ()
    state.battlefield.granted_triggers.clear()
    layered = game.ruleset.layered_effects
    sources: dict[str, list[str]] = {}
    dependent: set[str] = set()
    control: dict[str, Permanent] = {}
    for source, ability in static_effects(state):
        if ability.keywords == ("control",):  # "You control enchanted creature." (later timestamp wins)
            for perm in affected_by(state, source, ability):
                control[perm.id] = source
            continue
        if ability.cda is not None:  # "~'s power and toughness are each equal to the number of ..."
            n = _count(state, ability, source)
            p, t = source.static_pt
            source.static_pt = (p + (n if ability.cda_sets != "toughness" else 0),
                                t + (n if ability.cda_sets != "power" else 0))
            sources.setdefault(source.id, []).append(source.id)
            continue
        if ability.replacement is not None or ability.change is not None and not (ability.power or ability.toughness):
            continue
        for perm in affected_by(state, source, ability):
            p, t = perm.static_pt
            newer_base = base_pt_timestamp(perm)
            if layered or newer_base is None or newer_base < source.timestamp:  # classic: 418.5c
                times = 1 if ability.scaled_by is None else count_now(state, ability.scaled_by, source)
                perm.static_pt = (p + int(ability.power) * times, t + int(ability.toughness) * times)
            if ability.keywords:
                kws = chosen_keywords(ability.keywords, source)
                perm.granted = perm.granted | frozenset(kws)
                perm.granted_at += ((source.timestamp, kws),)
                perm.static_flanking += kws.count("flanking")
            if ability.granted_triggers:
                perm.granted_triggers += ability.granted_triggers
                state.battlefield.granted_triggers.add(perm.id)
            if ability.granted_activated:
                perm.granted_activated += ability.granted_activated
            sources.setdefault(perm.id, []).append(source.id)
            if _depends_on_keywords(ability):
                dependent.add(perm.id)
    _apply_control(game, control)
    state.statics_applied = bool(sources or control or changed
                                 or any(p.controller_before_static or p.static_changes for p in state.battlefield.values()))
    for pid, perm in state.battlefield.items():
        if before.get(pid) == (perm.static_pt, perm.granted) or pid not in before:
            if pid not in before and (perm.static_pt != (0, 0) or perm.granted):
                _log_change(game, perm, sources.get(pid, []), pid in dependent)
            continue
        _log_change(game, perm, sources.get(pid, []), pid in dependent)


def _apply_static_changes(game: Game) -> bool:
    """Static abilities that change characteristics ("Enchanted creature loses all abilities.",
    "Enchanted land is a Swamp."): each affected permanent gets the change with its source's
    timestamp, and what it is now is rebuilt before any other static effect looks at it (a Swamp by
    an aura is a Swamp to "Swamps you control get ..."; 418.5b dependency, 2009: layers 4-6 before 7).
    True if any applies."""
    state = game.state
    found: dict[str, list[AppliedChange]] = {}
    for source, ability in static_effects(state):
        if ability.change is None:
            continue
        for perm in affected_by(state, source, ability):
            found.setdefault(perm.id, []).append(AppliedChange(ability.change, source.timestamp, source.id))
    layered = game.ruleset.layered_effects
    for pid, perm in state.battlefield.items():
        now = tuple(found.get(pid, ()))
        if now == perm.static_changes and not perm.changes and perm.printed is None:
            continue
        was = perm.static_changes
        perm.static_changes = now
        recompute(perm, layered)
        if now != was:
            log_static_change(game, perm, now, was)
    return bool(found)


def _count(state: GameState, ability: StaticAbility, source: Permanent) -> int:
    """The number a characteristic-defining ability counts, as its source sees the game now (208.2)."""
    assert ability.cda is not None
    return count_now(state, ability.cda, source)


def count_now(state: GameState, q: Quantity, source: Permanent) -> int:
    """A count a static ability of ``source`` reads now: permanents of a group in play or cards in
    a zone (``engine.rules.quantities``), times ``q.per``."""
    if q.plus:
        return plus_count(q, count_now(state, replace(q, plus=0, per=1), source))
    if q.kind in ZONES:
        return count_cards(state, q, source.controller, name=source.card.name)
    if q.kind == "counters":  # "for each charge counter on ~": the source's own counters
        return source.counters.get(q.counter, 0) * q.per
    assert q.group is not None
    return sum(1 for p in state.battlefield.values()
               if matches_group(state, q.group, source.controller, source.id, p)) * q.per


def _apply_control(game: Game, control: dict[str, Permanent]) -> None:
    """Control-changing static abilities (Control Magic): control follows the aura's controller for
    as long as it applies, and returns when it stops applying (418.4b)."""
    for perm in game.state.battlefield.values():
        source = control.get(perm.id)
        if source is not None and perm.controller != source.controller:
            if perm.controller_before_static is None:
                perm.controller_before_static = perm.controller
            perm.controller = source.controller
            perm.summoning_sick = True
            game.log("control_changed", [perm.id, source.id], ["static.effects", "continuous.static_not_locked"],
                     "control_changed.static", player=source.controller, permanent=perm.label, source=source.label)
        elif source is None and perm.controller_before_static is not None:
            perm.controller, perm.controller_before_static = perm.controller_before_static, None
            game.log("control_changed", [perm.id], ["continuous.static_while_in_play"], "control_changed.back",
                     permanent=perm.label, player=perm.controller)


def _log_change(game: Game, perm: Permanent, source_ids: list[str], dependent: bool) -> None:
    state = game.state
    names = [state.battlefield[s] for s in dict.fromkeys(source_ids) if s in state.battlefield]
    keys = ["static.effects", "continuous.static_not_locked"]
    if len(names) > 1:
        keys.append("continuous.timestamp_order")
    if dependent:
        keys.append("continuous.dependency")
    pt = f"{perm.power}/{perm.toughness}" if perm.card.is_creature else ""
    if names:
        granted = sorted(perm.granted)
        game.log("continuous_effect", [perm.id, *(n.id for n in names)], keys, permanent=perm.label,
                 sources=[n.label for n in names], pt=Msg("continuous.pt", pt=pt) if pt else None,
                 keywords=Msg("continuous.with", keywords=[Kw(k) for k in granted]) if granted else None,
                 order=Msg("continuous.order") if len(names) > 1 else None)
    else:
        game.log("continuous_effect", [perm.id], ["continuous.static_while_in_play"], "continuous_effect.ended",
                 permanent=perm.label, pt=Msg("continuous.pt", pt=pt) if pt else None)
