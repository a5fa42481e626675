"""Dealing damage (combat and otherwise) with protection (502.7b) and prevention (419.7), and the
prevention effects spells and abilities create (419.7b, 419.7c, 419.8a). Damage from a source with
deathtouch marks the creature for the state-based action of 702.2c; damage from a source with
lifelink gains its controller that much life as part of the same event (702.13a, 118.3); damage from
a source with wither is dealt to creatures as -1/-1 counters.

Shared by spells, abilities and combat damage; every function logs a cited step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import Permanent, Shield, StackObject
from engine.rules.players import change_life
from engine.rules.replacement import replace_damage
from engine.rules.trigger_events import on_life_gained
from engine.rules.triggers import on_damage
from engine.text.catalog import Localised, Msg
from engine.text.keywords import Kw
from engine.text.names import Name

if TYPE_CHECKING:
    from engine.effects.prevent import PreventDamage
    from engine.game import Game


def deal_damage(
    game: Game,
    source_id: str,
    source: Localised,
    source_colors: tuple[str, ...],
    target_id: str,
    amount: int,
    *,
    combat: bool,
    last_known: Permanent | None = None,
) -> int:
    """Deal damage, applying protection (502.7b) and prevention shields (419.7b).

    ``source`` is the source's name as the trace shows it. Returns the damage actually dealt.
    Damage to a creature that has left play is not dealt. A source that has left play is read as
    it last existed (413.2f; 2009: 607): ``last_known``, or the resolving object's source as it was,
    so its deathtouch and lifelink still apply.
    """
    state = game.state
    amount = max(0, amount)  # 104.2
    kind_keys = ["turn.combat_damage"] if combat else ["resolve.follow_instructions"]
    perm = state.permanent(target_id)
    player = state.players.get(target_id)
    if perm is None and player is None:
        game.log("damage_not_dealt", [source_id, target_id], ["golden.impossible_skipped", *kind_keys],
                 source=source, amount=amount)
        return 0
    if amount == 0:
        return 0
    src = state.permanent(source_id)
    gone = src is None
    if gone:
        src = _last_known_source(game, source_id, last_known)
    quality = perm.protection_against(source_colors, src.card if src is not None else state.source_card(source_id)) \
        if perm is not None else None
    if perm is not None and quality is not None:
        game.log("damage_prevented", [source_id, target_id], ["protection.damage"], "damage_prevented.protection",
                 amount=amount, source=source, target=perm.label, quality=Kw(f"protection:{quality}"))
        return 0
    if combat and any(p is not None and p.has("prevent_combat_damage") for p in (perm, src)):
        holder = perm if perm is not None and perm.has("prevent_combat_damage") else src
        assert holder is not None
        game.log("damage_prevented", [source_id, target_id], ["prevention.general", "static.effects"],
                 "damage_prevented.static", amount=amount, source=source, holder=holder.label)
        return 0
    held = perm if perm is not None and perm.has("prevent_damage_to") else \
        src if src is not None and src.has("prevent_damage_by") else None
    if held is not None:  # "Prevent all damage that would be dealt to / by ~ (enchanted creature)."
        game.log("damage_prevented", [source_id, target_id], ["prevention.general", "static.effects"],
                 "damage_prevented.static_all", amount=amount, source=source, holder=held.label)
        return 0
    amount = _apply_shields(game, source_id, source, source_colors, target_id, perm, amount, combat)
    if amount == 0:
        return 0
    amount = replace_damage(game, source_id, source, target_id, amount, combat)
    word = Msg("damage.combat_word") if combat else None
    lki = ["resolve.last_known_information"] if gone and src is not None else []
    if perm is not None and _has_wither(game, source_id, src):
        _wither(game, source_id, source, perm, amount, kind_keys, word)
    elif perm is not None:
        perm.damage += amount
        lethal = Msg("damage.lethal") if perm.damage >= perm.toughness > 0 else None
        deathtouch = bool(lki) and src is not None and src.has("deathtouch")
        game.log("damage_dealt", [source_id, target_id], kind_keys + (lki if deathtouch else []),
                 "damage_dealt.creature", source=source,
                 amount=amount, combat=word, target=perm.label, damage=perm.damage, power=perm.power,
                 toughness=perm.toughness, lethal=lethal)
        perm.damaged_by.add(source_id)
    if perm is not None and src is not None and src.has("deathtouch"):
        perm.deathtouch_damage = True
    if perm is None:
        assert player is not None
        player.life -= amount
        player.damaged_this_turn = True
        game.log("damage_dealt", [source_id, target_id], kind_keys, "damage_dealt.player", source=source,
                 amount=amount, combat=word, player=target_id, life=player.life)
    if src is not None and src.has("lifelink"):
        gainer = state.players[src.controller]
        gainer.life += amount
        game.log("life_gained", [src.controller, source_id], ["lifelink.gain", "damage.results", *lki],
                 "life_gained.lifelink",
                 player=src.controller, amount=amount, life=gainer.life, source=source)
        on_life_gained(game, src.controller, amount)
    on_damage(game, source_id, target_id, combat, amount)
    return amount


def _last_known_source(game: Game, source_id: str, last_known: Permanent | None) -> Permanent | None:
    """The damage source as it last existed in play, when it has left: given by the caller (combat
    damage on the stack), else the resolving spell's or ability's source (an ability whose source
    was sacrificed to pay its cost, a leaves-play trigger); None when nothing recorded it."""
    if last_known is not None and last_known.id == source_id:
        return last_known
    obj = game.state.resolving
    if obj is not None and obj.source_perm is not None and obj.source_perm.id == source_id:
        return obj.source_perm
    return None


def _has_wither(game: Game, source_id: str, src: Permanent | None) -> bool:
    """Wither on the source: a permanent's keywords (as it last existed if it has left play), or those
    of the spell dealing the damage."""
    if src is not None:
        return src.has("wither")
    spell = game.state.stack_object(source_id)
    return spell is not None and spell.card is not None and "wither" in spell.card.abilities.keywords


def _wither(game: Game, source_id: str, source: Localised, perm: Permanent, amount: int, kind_keys: list[str],
            word: Msg | None) -> None:
    """Damage from a source with wither is dealt to a creature as that many -1/-1 counters (702.77a
    of later rules): it is still damage dealt (lifelink, "dealt damage" triggers, deathtouch), but
    none is marked on the creature; a creature left with toughness 0 dies by the state-based effect."""
    perm.counters["-1/-1"] = perm.counters.get("-1/-1", 0) + amount
    game.log("damage_dealt", [source_id, perm.id], [*kind_keys, "wither.counters"], "damage_dealt.wither", source=source,
             amount=amount, combat=word, target=perm.label, power=perm.power, toughness=perm.toughness)
    perm.damaged_by.add(source_id)


def _shield_applies(shield: Shield, source_id: str, source_colors: tuple[str, ...], target_id: str,
                    combat: bool) -> bool:
    """Whether a prevention effect covers this damage: to its holder (None: to anything), from its
    one source or from sources of its colours, combat damage only for Fog-like effects."""
    if shield.combat_only and not combat:
        return False
    if shield.holder is not None and shield.holder != target_id:
        return False
    if shield.from_source is not None and shield.from_source != source_id:
        return False
    return not shield.from_colors or any(c in source_colors for c in shield.from_colors)


def _apply_shields(game: Game, source_id: str, source: Localised, source_colors: tuple[str, ...], target_id: str,
                   perm: Permanent | None, amount: int, combat: bool) -> int:
    """Prevention effects that apply to this damage, each at most once (419.6a), in the order the
    affected player (or the affected permanent's controller) chooses (419.8a); default: the order
    they were created in. A scenario answers with ``choose: {prevention_order: [source ids]}``."""
    state = game.state
    applicable = [s for s in state.shields if _shield_applies(s, source_id, source_colors, target_id, combat)]
    if not applicable:
        return amount
    chooser = perm.controller if perm is not None else target_id
    order = game.take_choice("prevention_order", chooser)
    if isinstance(order, list):
        applicable.sort(key=lambda s: order.index(s.source) if s.source in order else len(order))
    keys = ["prevention.shield"] + (["replacement.order", "replacement.once"] if len(applicable) > 1 else [])
    how = Msg("prevention.order_chosen") if isinstance(order, list) else (
        Msg("prevention.order_default") if len(applicable) > 1 else None)
    for shield in applicable:
        if amount == 0:
            break
        prevented = amount if shield.amount is None else min(shield.amount, amount)
        if shield.amount is not None:
            shield.amount -= prevented
            if shield.amount == 0:
                state.shields.remove(shield)
        elif shield.once:
            state.shields.remove(shield)  # "the next time ... prevent that damage" is used up
        amount -= prevented
        extra = ["prevention.chosen_source"] if shield.once else []
        game.log("damage_prevented", [source_id, target_id, shield.source], keys + extra, "damage_prevented.shield",
                 shield=shield.label or Msg("prevention.a_prevention_effect"), prevented=prevented, source=source,
                 target=state.label(target_id), how=how)
        if shield.gains_life is not None:  # "You gain life equal to the damage prevented this way."
            gainer = state.players[shield.gains_life]
            change_life(game, shield.gains_life, prevented)
            game.log("life_gained", [shield.gains_life, shield.source], ["prevention.shield", "resolve.follow_instructions"],
                     "life_gained.prevented", player=shield.gains_life, amount=prevented, life=gainer.life,
                     shield=shield.label or Msg("prevention.a_prevention_effect"))
    return amount


def add_prevention(game: Game, obj: StackObject, effect: PreventDamage, holders: list[str], *,
                   amount: int | None = None, dealer: str | None = None) -> None:
    """Create a prevention effect (419.7b, 419.7c) that lasts until end of turn: ``amount`` is the
    "next N" (None: all), ``dealer`` the one source whose damage it prevents."""
    state = game.state
    label: Name = obj.card.label if obj.card else Name(obj.name)
    keys = ["resolve.follow_instructions", "prevention.shield"]
    if effect.by_colors or dealer is not None:
        state.shields.append(Shield(obj.id, obj.source or obj.id, None, None, state.new_timestamp(),
                                    combat_only=effect.combat_only, from_source=dealer,
                                    from_colors=effect.by_colors, label=label))
        if dealer is not None and effect.to_and_by:  # "... dealt to and dealt by that creature this turn"
            state.shields.append(Shield(obj.id, obj.source or obj.id, dealer, None, state.new_timestamp(),
                                        combat_only=effect.combat_only, label=label))
            game.log("prevention_shield", [dealer], keys, "prevention_shield.to_and_by", source=state.label(dealer))
        elif dealer is not None:
            game.log("prevention_shield", [dealer], keys, "prevention_shield.dealt_by", source=state.label(dealer),
                     combat=Msg("damage.combat_word") if effect.combat_only else None)
        else:
            game.log("prevention_shield", [obj.id], keys, "prevention_shield.colors",
                     colors=[Msg(f"color.{c}") for c in effect.by_colors])
        return
    if effect.combat_only:
        state.shields.append(Shield(obj.id, obj.source or obj.id, None, None, state.new_timestamp(), combat_only=True,
                                    label=label))
        game.log("prevention_shield", [obj.id], ["resolve.follow_instructions", "prevention.general"],
                 "prevention_shield.combat")
        return
    for holder in holders:
        source = None
        if effect.chosen_source:
            source = _chosen_source(game, obj, effect.source_colors)
            keys = ["resolve.follow_instructions", "prevention.chosen_source", "resolve.choices"]
            if source is None:  # no source of its colour to choose: the effect prevents nothing (419.7c)
                game.log("prevention_shield", [holder], keys, "prevention_shield.none_chosen", card=label)
                continue
        state.shields.append(Shield(obj.id, obj.source or obj.id, holder, amount, state.new_timestamp(),
                                    from_source=source, label=label, once=effect.chosen_source,
                                    gains_life=obj.controller if effect.gain_prevented else None))
        who = state.label(holder)
        if source is not None:  # chosen (a chosen source that could not be chosen was skipped above)
            game.log("prevention_shield", [holder], keys, "prevention_shield.chosen", source=state.label(source),
                     source_id=source, target=who)
        elif amount is None:
            game.log("prevention_shield", [holder], keys, "prevention_shield.all", target=who)
        else:
            game.log("prevention_shield", [holder], keys, "prevention_shield.next", amount=amount, target=who)


def _check_chosen_source(game: Game, chosen: str, colors: tuple[str, ...], at: str | None) -> None:
    """A ``choose: {source: id}`` answer must name a permanent or an object on the stack of the
    colour the effect asks for ("a red source of your choice", 419.7c); anything else is refused
    at the choice's place rather than read as another source."""
    state = game.state
    perm = state.permanent(chosen)
    spell = next((s for s in state.stack if chosen in (s.id, s.source)), None)
    found = perm.colors if perm is not None else spell.source_colors if spell is not None else None
    if found is None or (colors and not any(c in found for c in colors)):
        keys = ["prevention.chosen_source", "resolve.choices"]
        if colors:
            raise game.illegal("illegal.not_a_chosen_source", keys, choice=state.label(chosen),
                               color=Msg(f"color.{colors[0]}")).located(at or "")
        raise game.illegal("illegal.not_a_source", keys, choice=state.label(chosen)).located(at or "")


def _chosen_source(game: Game, obj: StackObject, colors: tuple[str, ...]) -> str | None:
    """The source chosen on resolution (419.7c): ``choose: {source: id}``; default: the first
    opposing spell on the stack (top first), then the first opposing permanent, of that colour."""
    state = game.state
    chosen, at = game.take_choice_located("source", obj.controller)
    if isinstance(chosen, str):
        _check_chosen_source(game, chosen, colors, at)
        return chosen
    game.log("choice_default", [obj.controller], ["prevention.chosen_source", "resolve.choices"],
             "choice_default.chosen_source")
    opp = state.opponent(obj.controller)

    def ok(cs: tuple[str, ...]) -> bool:
        return not colors or any(c in cs for c in colors)

    for s in reversed(state.stack):
        if s.controller == opp and ok(s.source_colors):
            return s.source or s.id
    for p in sorted(state.battlefield.values(), key=lambda p: p.timestamp):
        if p.controller == opp and ok(p.colors):
            return p.id
    return None
