"""Casting spells and activating abilities (409): timing, targets, costs, and putting them on the
stack. Resolving them is ``engine.rules.resolving``.

Validation never changes the state, so ``Game.is_legal`` can ask it; execution happens only
after every check passed (422.1: an illegal action is never half-done).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.actions import ActivateAbility, CastSpell
from engine.errors import IllegalAction
from engine.model.abilities import ActivatedAbility, KeywordAbility
from engine.model.mana import add_mana, can_pay_from, parse_mana_cost, symbols_text
from engine.model.objects import Card, Permanent, StackObject
from engine.rules import ability_costs, additional_costs, era_costs
from engine.rules.activation_limits import check_activator, check_windows
from engine.rules.conspire import check_conspire, pay_conspire
from engine.rules.context import Context
from engine.rules.continuous import refresh
from engine.rules.division import Division, announce_division, divided_effect
from engine.rules.mana import PaymentPlan, mana_ability_used, pay_mana, plan_payment
from engine.rules.players import change_life
from engine.rules.status import tap
from engine.rules.targets import check_same_target, check_target_count, check_targets
from engine.rules.trigger_events import on_discarded, on_targeted
from engine.rules.triggers import on_cast, on_turned_face_up
from engine.rules.turn import MAIN_PHASES
from engine.rules.zones import sacrifice
from engine.text.card_en import AbilityText, render_ability
from engine.text.catalog import Msg
from engine.text.counter_names import counter_word

if TYPE_CHECKING:
    from engine.game import Game


def _check_priority(game: Game, player: str, rule: str = "priority.general") -> None:
    if game.state.stage != "priority" or game.state.priority != player:
        raise game.illegal("illegal.no_priority", [rule], player=player)


@dataclass(frozen=True)
class PreparedCast:
    """A validated cast: the card and how its cost will be paid."""

    card: Card
    plan: PaymentPlan
    pay_sources: tuple[str, ...]
    zone: str = "hand"  # where it is cast from: the hand, or the graveyard (flashback)
    #: the targets and the shares of a divided effect, once the division is announced (409.1e)
    division: Division = Division((), ())


def _mana_sources(game: Game, player: str, sources: tuple[str, ...]) -> list[tuple[Permanent, int]]:
    """Validate explicit ``pay:`` sources: untapped permanents of ``player`` with a mana ability."""
    out: list[tuple[Permanent, int]] = []
    for sid in sources:
        perm = game.state.permanent(sid)
        index = None
        if perm is not None and perm.controller == player:
            index = next((i for i, a in enumerate(perm.activated) if a.is_mana_ability), None)
        if perm is None or index is None:
            raise game.illegal("illegal.not_mana_source", ["cast.pay_costs"], source=game.state.label(sid),
                               source_id=sid, player=player)
        _check_cost_payable(game, perm, perm.activated[index].cost.tap)
        out.append((perm, index))
    return out


def _mana_ability_rest(game: Game, perm: Permanent, action: ActivateAbility) -> None:
    """What a mana ability does besides adding mana ("Add {G} to your mana pool. Yavimaya Coast deals 1
    damage to you."): done at once, as part of the ability, which never uses the stack (406.1e)."""
    ability = perm.activated[action.ability]
    rest = tuple(e for e in ability.effects if not e.adds_mana)
    if not rest:
        return
    state = game.state
    obj = StackObject(
        id=state.new_object_id(f"{perm.id}.ability{action.ability}"), kind="ability", controller=action.player,
        name=f"{perm.name}: {ability.text or render_ability(ability, 'en', perm.name, game.ruleset.name)}",
        label=Msg("stack.ability", source=perm.label, ability=AbilityText(ability, perm.label, printed=True)),
        source=perm.id, card=perm.card, effects=rest, source_colors=perm.colors, source_perm=perm,
    )
    ctx = Context(obj, [], state=state)
    for effect in rest:
        effect.resolve(game, ctx)


def tapped_by_haste(perm: Permanent, tap_cost: bool) -> bool:
    """Whether paying a {T} cost of ``perm`` was possible only because it has haste (a creature
    that has not been under its controller's control since the start of the turn)."""
    return tap_cost and perm.card.is_creature and perm.summoning_sick and perm.has("haste")


def _check_cost_payable(game: Game, perm: Permanent, tap_cost: bool) -> None:
    if not tap_cost:
        return
    if perm.tapped:
        raise game.illegal("illegal.already_tapped", ["cast.pay_costs"], permanent=perm.label, permanent_id=perm.id)
    if perm.card.is_creature and perm.summoning_sick and not perm.has("haste"):
        raise game.illegal("illegal.tap_summoning_sick", ["creature.summoning_sickness", "ability.tap_summoning_sick"],
                           permanent=perm.label, permanent_id=perm.id)


def _plan(game: Game, player: str, cost: list[str], pay: tuple[str, ...] | None) -> PaymentPlan:
    owner = game.state.players[player]
    if pay is not None:
        pool = dict(owner.mana_pool)
        for _perm, mana in _source_mana(game, player, pay, cost):
            add_mana(pool, mana)
        if can_pay_from(pool, cost) is None:
            raise game.illegal("illegal.sources_dont_pay", ["cast.pay_costs"], cost=symbols_text(cost))
        return PaymentPlan(())
    try:
        return plan_payment(owner, game.state.lands(player), cost, game.ruleset.cite("cast.pay_costs"))
    except IllegalAction as exc:
        exc.ruleset = game.ruleset.name  # its rule is this ruleset's number
        raise


def _check_split_second(game: Game) -> None:
    """While a spell with split second is on the stack, players can't cast spells or activate
    abilities that aren't mana abilities (702.60a of later rules); special actions stay legal."""
    held = next((o for o in game.state.stack if o.kind == "spell" and o.card is not None and not o.face_down
                 and "split_second" in o.card.abilities.keywords), None)
    if held is not None:
        raise game.illegal("illegal.split_second", ["split_second.stack"], spell=held.label)


def validate_cast(game: Game, action: CastSpell) -> PreparedCast:
    state = game.state
    _check_priority(game, action.player)
    _check_split_second(game)
    found = era_costs.find_spell(game, action)
    if found is None or found[0].id != action.player:
        raise game.illegal("illegal.not_in_hand", ["spell.from_hand"], card=state.label(action.card),
                           card_id=action.card, player=action.player)
    _owner, card, zone = found
    if card.is_land:
        raise game.illegal("illegal.land_is_played", ["land.play_timing"], card=card.label)
    if not card.is_instant and not _has_flash(card) and (
            state.active != action.player or state.step not in MAIN_PHASES or state.stack):
        keys = ["priority.sorcery_timing"] + (["creature.cast_timing"] if card.is_creature else [])
        raise game.illegal("illegal.sorcery_timing", keys, card=card.label)
    era_costs.check_cast(game, card, action, zone)
    check_conspire(game, card, action)
    if card.abilities.is_modal and not 0 <= action.mode < card.abilities.mode_count:
        raise game.illegal("illegal.no_mode", ["cast.modes"], card=card.label, mode=action.mode)
    effects = era_costs.spell_effects(game, card, action)
    specs = era_costs.spell_targets(card, effects, action.face_down)
    check_target_count(game, specs, action.targets, card.label)
    check_same_target(game, specs, action.targets, card.label)
    division = announce_division(game, effects, specs, tuple(action.targets), tuple(action.divide), action.x,
                                 card.label)
    check_targets(game, specs, division.targets, card.colors, card.label, action.player)
    cost = _with_x(era_costs.spell_cost(game, card, action, zone), action.x)
    plan = _plan(game, action.player, cost, action.pay)
    additional_costs.check(game, card, action)
    return PreparedCast(card, plan, action.pay or (), zone, division)


def _has_flash(card: Card) -> bool:
    """Flash: the card may be cast any time its controller could cast an instant (702.8a)."""
    return "flash" in card.abilities.keywords


def _at_instant_speed(game: Game, player: str) -> bool:
    state = game.state
    return state.active != player or state.step not in MAIN_PHASES or bool(state.stack)


def _source_mana(game: Game, player: str, sources: tuple[str, ...], cost: list[str]) -> list[tuple[Permanent, tuple[str, ...]]]:
    """What each listed mana source produces when tapped to pay ``cost``: its first mana ability;
    mana "of any color" takes the coloured symbols the cost still needs, in order (else white)."""
    out: list[tuple[Permanent, tuple[str, ...]]] = []
    needed = [s for s in cost if s in "WUBRG"]
    for perm, index in _mana_sources(game, player, sources):
        effect = perm.activated[index].effects[0]
        mana = list(effect.mana)  # type: ignore[attr-defined]
        if getattr(effect, "instead_if", None) is not None:  # "If you control ..., add {C}{C} instead."
            mana = list(effect.produce(game, player, source=perm.id))  # type: ignore[attr-defined]
        for sym in mana:
            if sym in needed:
                needed.remove(sym)
        for _ in range(effect.any_color):  # type: ignore[attr-defined]
            mana.append(needed.pop(0) if needed else "W")
        if effect.choice:  # type: ignore[attr-defined]
            pick = next((c for c in needed if c in effect.choice), effect.choice[0])  # type: ignore[attr-defined]
            if pick in needed:
                needed.remove(pick)
            mana.append(pick)
        out.append((perm, tuple(mana)))
    return out


def _with_x(symbols: list[str] | tuple[str, ...], x: int) -> list[str]:
    """A cost with X replaced by the chosen value (409.1b)."""
    out = [s for s in symbols if s != "X"]
    if "X" in symbols and x:
        out.append(str(x * list(symbols).count("X")))
    return out


def _pay(game: Game, player: str, cost: list[str], plan: PaymentPlan, pay_sources: tuple[str, ...]) -> tuple[str, ...]:
    """Activate the chosen mana abilities (no stack, 406.1e) then take the cost from the pool; the
    colours of mana spent."""
    taps: list[tuple[str, tuple[str, ...]]] = [(sid, (mana,)) for sid, mana in plan.taps]
    taps += [(perm.id, mana) for perm, mana in _source_mana(game, player, pay_sources, cost)]
    return pay_mana(game, player, cost, taps)


def _targets_param(game: Game, targets: tuple[str, ...]) -> Msg | None:
    return Msg("cast.targeting", targets=[game.state.label(t) for t in targets]) if targets else None


def cast(game: Game, action: CastSpell) -> None:
    prepared = validate_cast(game, action)
    state = game.state
    card = prepared.card
    flash = ["flash.timing"] if not card.is_instant and _has_flash(card) and _at_instant_speed(game, action.player) else []
    flash += era_costs.timing_keys(card)
    owner = state.players[action.player]
    cost = _with_x(era_costs.spell_cost(game, card, action, prepared.zone), action.x)
    effects = era_costs.spell_effects(game, card, action)
    spent = _pay(game, action.player, cost, prepared.plan, prepared.pay_sources)
    era_costs.pay_convoke(game, card, action)
    conspired = pay_conspire(game, card, action)
    (owner.hand if prepared.zone == "hand" else owner.graveyard).remove(card)
    sacrificed = additional_costs.pay(game, card, action)
    if prepared.zone == "graveyard" and "flashback" not in card.abilities.era_keywords:  # retrace
        land = era_costs.retrace_land(game, action)
        assert land is not None
        additional_costs.discard_for_cost(game, action.player, 1, (land.id,))
    specs = era_costs.spell_targets(card, effects, action.face_down)
    targets = prepared.division.targets
    obj = StackObject(
        id=card.id, kind="spell", controller=action.player, name=card.name, label=card.label, source=card.id,
        card=card, effects=effects, target_specs=specs, targets=targets,
        source_colors=() if action.face_down else card.colors, owner=action.player, x=action.x,
        divide=prepared.division.shares, kicked=action.kicker, buyback=action.buyback,
        flashback=prepared.zone == "graveyard" and "flashback" in card.abilities.era_keywords, face_down=action.face_down, evoked=action.evoke,
        colors_spent=spent, sacrificed=tuple(sacrificed),
        replicated=action.replicate if "replicate" in card.abilities.era_keywords else 0, conspired=conspired,
    )
    state.stack.append(obj)
    game.log("spell_cast", [card.id, *targets],
             ["cast.announce", *(["cast.targets"] if targets else []), "cast.pay_costs", "stack.put_on_top",
              *flash],
             player=action.player, card=card.label, targets=_targets_param(game, targets),
             cost=symbols_text(cost) if cost else "{0}")
    _log_cast_choices(game, obj, action, prepared.division)
    era_costs.log_era_choices(game, card, action, prepared.zone)
    on_cast(game, obj)
    on_targeted(game, obj)


def put_spell_on_stack(game: Game, card: Card, controller: str, targets: tuple[str, ...], keys: list[str], *,
                       suspend_cast: bool = False) -> None:
    """A card cast by an effect as it resolves (madness, cascade, suspend): put on the stack with
    ``targets`` as chosen, its cost already paid; "whenever a player plays a spell" triggers as for
    any spell. ``suspend_cast``: cast as the last time counter came off (a creature gets haste)."""
    state = game.state
    effects = card.abilities.spell_effects
    obj = StackObject(id=card.id, kind="spell", controller=controller, name=card.name, label=card.label,
                      source=card.id, card=card, effects=effects,
                      target_specs=era_costs.spell_targets(card, effects, False), targets=targets,
                      source_colors=card.colors, owner=controller, suspend_cast=suspend_cast)
    state.stack.append(obj)
    game.log("spell_cast", [card.id, *targets], ["cast.announce", "stack.put_on_top", *keys], "spell_cast.by_effect",
             player=controller, card=card.label, targets=_targets_param(game, targets))
    on_cast(game, obj)
    on_targeted(game, obj)


def _log_cast_choices(game: Game, obj: StackObject, action: CastSpell, division: Division) -> None:
    card = obj.card
    assert card is not None
    if card.abilities.is_modal:
        game.log("mode_chosen", [card.id], ["cast.modes"], player=action.player, mode=action.mode, card=card.label)
    if "X" in parse_mana_cost(card.mana_cost):
        game.log("x_chosen", [card.id], ["cast.modes"], x=action.x, card=card.label)
    if any(e.divided for e in obj.effects):
        shares = [Msg("divide.share", amount=n, target=game.state.label(t))
                  for t, n in zip(division.group, division.shares, strict=True)]
        how = Msg("divide.evenly") if divided_effect(obj.effects) is None else \
            Msg("divide.chosen" if action.divide else "divide.default", shares=shares)
        game.log("damage_divided", [card.id, *obj.targets], ["cast.divide"], division=how)
        for tid in division.untargeted:
            game.log("division_not_targeted", [card.id, tid], ["cast.divide"], card=card.label,
                     target=game.state.label(tid), target_id=tid)


def _special(game: Game, action: ActivateAbility) -> str | None:
    """An ability that is not a permanent's activated ability: "hand" (cycling, activated from a hand),
    "graveyard" (unearth) or "face_up" (turning a face-down permanent face up for its morph cost, a
    special action, 504)."""
    state = game.state
    perm = state.permanent(action.source)
    if perm is None:
        found = state.card_in_hand(action.source)
        if found is None:
            buried = state.card_in_graveyard(action.source)
            return "graveyard" if buried is not None and buried[1].abilities.graveyard_abilities else None
        return "hand" if found[1].abilities.hand_abilities else None
    return "face_up" if perm.face_down else None


def _validate_special(game: Game, action: ActivateAbility, kind: str) -> tuple[Card, ActivatedAbility | None,
                                                                                 PaymentPlan]:
    state = game.state
    _check_priority(game, action.player)
    if kind == "face_up":
        perm = state.battlefield[action.source]
        morph = perm.card.abilities.era_keywords.get("morph")
        if perm.controller != action.player or morph is None:
            raise game.illegal("illegal.cant_turn_face_up", ["keyword.face_down"], permanent=perm.label)
        return perm.card, None, _plan(game, action.player, list(morph.mana), action.pay)
    _check_split_second(game)  # cycling is an activated ability (turning a card face up is not)
    found = state.card_in_hand(action.source) if kind == "hand" else state.card_in_graveyard(action.source)
    assert found is not None
    owner, card = found
    abilities = card.abilities.hand_abilities if kind == "hand" else card.abilities.graveyard_abilities
    if owner.id != action.player or not 0 <= action.ability < len(abilities):
        raise game.illegal("illegal.no_ability", ["ability.activated"], permanent=card.label, index=action.ability)
    ability = abilities[action.ability]
    if ability.sorcery_speed and (state.active != action.player or state.step not in MAIN_PHASES or state.stack):
        raise game.illegal("illegal.sorcery_speed_ability", ["ability.sorcery_timing", "keyword.era"],
                           permanent=card.label)  # transmute: "only as a sorcery"
    check_targets(game, ability.targets, action.targets, card.colors, card.label, action.player)
    return card, ability, _plan(game, action.player, _with_x(ability.cost.mana, action.x), action.pay)


def _activate_special(game: Game, action: ActivateAbility, kind: str) -> bool:
    """Turn a face-down permanent face up (no stack, 504), or activate an ability from a hand (cycling:
    discard the card as the cost, then the ability goes on the stack). True if it used no stack."""
    state = game.state
    card, ability, plan = _validate_special(game, action, kind)
    player = state.players[action.player]
    if ability is None:
        perm = state.battlefield[action.source]
        cost = list(card.abilities.era_keywords["morph"].mana)
        _pay(game, action.player, cost, plan, action.pay or ())
        perm.face_down = False
        game.log("turned_face_up", [perm.id], ["keyword.face_down", "keyword.era"], player=action.player,
                 permanent=perm.label, cost=symbols_text(cost) if cost else "{0}")
        refresh(game)
        on_turned_face_up(game, perm)
        return True
    _pay(game, action.player, _with_x(ability.cost.mana, action.x), plan, action.pay or ())
    if kind == "hand":  # cycling, transmute: discarding the card is the cost
        player.hand.remove(card)
        player.graveyard.append(card)
        game.log("discard", [action.player, card.id], ["cast.pay_costs", "keyword.era"], "discard.cost",
                 player=action.player, cards=[card.label])
        on_discarded(game, action.player, [card])
    keyword = next((a for a in card.abilities.abilities if isinstance(a, KeywordAbility)
                    and ability in a.hand_abilities + a.graveyard_abilities), ability)
    text = AbilityText(keyword, card.label)
    obj = StackObject(
        id=state.new_object_id(f"{card.id}.ability{action.ability}"), kind="ability", controller=action.player,
        name=f"{card.name}: {render_ability(ability, 'en', card.name)}",
        label=Msg("stack.ability", source=card.label, ability=text), source=card.id, card=card,
        effects=ability.effects, target_specs=ability.targets, targets=tuple(action.targets),
        source_colors=card.colors, x=action.x,
    )
    state.stack.append(obj)
    game.log("ability_activated", [card.id, *action.targets], ["ability.activated", "cast.pay_costs",
                                                               "stack.put_on_top", "keyword.era"],
             player=action.player, source=card.label, ability=text, targets=_targets_param(game, action.targets),
             independent=None)
    on_targeted(game, obj)
    return False


def validate_activate(game: Game, action: ActivateAbility) -> tuple[Permanent, PaymentPlan] | None:
    kind = _special(game, action)
    if kind is not None:
        _validate_special(game, action, kind)
        return None
    state = game.state
    perm = state.permanent(action.source)
    if perm is None:
        raise game.illegal("illegal.not_in_play", ["ability.activated"], source=state.label(action.source),
                           source_id=action.source)
    abilities = perm.activated
    check_activator(game, perm, abilities[action.ability] if 0 <= action.ability < len(abilities) else None,
                    action.player)
    if not 0 <= action.ability < len(abilities):
        raise game.illegal("illegal.no_ability", ["ability.activated"], permanent=perm.label, index=action.ability)
    ability = abilities[action.ability]
    _check_priority(game, action.player, "mana.when_allowed" if ability.is_mana_ability else "priority.general")
    if not ability.is_mana_ability:
        _check_split_second(game)
    _check_cost_payable(game, perm, ability.cost.tap)
    if ability.cost.untap and (not perm.tapped or (perm.card.is_creature and perm.summoning_sick
                                                   and not perm.has("haste"))):
        raise game.illegal("illegal.cant_untap_for_cost", ["cast.pay_costs"], permanent=perm.label)
    check_windows(game, perm, ability, action.player)
    if ability.once_per_turn and action.ability in perm.activated_this_turn:
        raise game.illegal("illegal.once_each_turn", ["ability.activated"], permanent=perm.label)
    if ability.sorcery_speed and (state.active != action.player or state.step not in MAIN_PHASES or state.stack):
        keys = ["ability.sorcery_timing", "priority.sorcery_timing"] + (["equipment.equip"] if ability.equip else [])
        raise game.illegal("illegal.sorcery_speed_ability", keys, permanent=perm.label)
    _check_additional_costs(game, perm, ability, action)
    check_targets(game, ability.targets, action.targets, perm.colors, perm.label, action.player, perm.id)
    plan = _plan(game, action.player, _with_x(ability.cost.mana, action.x), action.pay)
    return perm, plan


def _check_additional_costs(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> None:
    cost = ability.cost
    player = game.state.players[action.player]
    if cost.discard and len(player.hand) < cost.discard:
        raise game.illegal("illegal.cant_discard", ["cast.pay_costs"])
    if cost.life and player.life < cost.life:
        raise game.illegal("illegal.cant_pay_life", ["cast.pay_costs"], player=action.player, life=cost.life)
    if cost.remove_counters and perm.counters.get(cost.remove_counters[0], 0) < ability_costs.removed(cost, action):
        raise game.illegal("illegal.no_counters", ["cast.pay_costs"], permanent=perm.label)
    ability_costs.check(game, perm, ability, action)


def activate(game: Game, action: ActivateAbility) -> bool:
    """Activate an ability. Returns True for a mana ability (no stack, priority unchanged)."""
    kind = _special(game, action)
    if kind is not None:
        return _activate_special(game, action, kind)
    validated = validate_activate(game, action)
    assert validated is not None
    perm, plan = validated
    state = game.state
    ability = perm.activated[action.ability]
    _pay(game, action.player, _with_x(ability.cost.mana, action.x), plan, action.pay or ())
    if ability.cost.tap:
        tap(game, perm)
    if ability.cost.untap:  # the untap symbol {Q}
        perm.tapped = False
        game.log("untapped_for_cost", [perm.id], ["cast.pay_costs"], permanent=perm.label)
    perm.activated_this_turn.add(action.ability)
    sacrificed = _pay_additional_costs(game, perm, ability, action)
    if ability.is_mana_ability and ability.cost.sacrifice_self:
        sacrifice(game, perm, "cost")
    if ability.is_mana_ability:
        produced: tuple[str, ...] = ()
        for effect in ability.effects:
            if effect.adds_mana:
                produced += effect.produce(game, action.player, source=perm.id)  # type: ignore[attr-defined]
        add_mana(state.players[action.player].mana_pool, produced)
        mana_ability_used(game, perm, produced, ability.cost)
        _mana_ability_rest(game, perm, action)
        return True
    if ability.cost.sacrifice_self:
        sacrifice(game, perm, "cost")
    text = AbilityText(ability, perm.label, printed=True)
    obj = StackObject(
        id=state.new_object_id(f"{perm.id}.ability{action.ability}"), kind="ability",
        controller=action.player, name=f"{perm.name}: {ability.text or render_ability(ability, 'en', perm.name, game.ruleset.name)}",
        label=Msg("stack.ability", source=perm.label, ability=text), source=perm.id, card=perm.card,
        effects=ability.effects, target_specs=ability.targets, targets=tuple(action.targets),
        source_colors=perm.colors, x=action.x, source_perm=perm, sacrificed=tuple(sacrificed), counters_removed=perm.counters_removed,
    )
    state.stack.append(obj)
    game.log(
        "ability_activated", [perm.id, *action.targets],
        ["ability.activated", *(["cast.targets"] if action.targets else []), "cast.pay_costs", "stack.put_on_top"]
        + (["ability.independent_of_source"] if ability.cost.sacrifice_self else [])
        + (["haste.ignores_sickness"] if tapped_by_haste(perm, ability.cost.tap) else [])
        + (["ability.controller_only"] if perm.controller != action.player else []),
        player=action.player, source=perm.label, ability=text, targets=_targets_param(game, action.targets),
        independent=Msg("ability_activated.independent") if ability.cost.sacrifice_self else None,
    )
    on_targeted(game, obj)
    return False


def _pay_additional_costs(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> list[Permanent]:
    """Discard, life and counters parts of a cost (409.1f), then those paid with other permanents
    (sacrifice, tap, return: ``ability_costs``); the discarded cards come from the action
    (``discard:``) or default to the last cards in hand."""
    cost = ability.cost
    if cost.discard:
        additional_costs.discard_for_cost(game, action.player, cost.discard, action.discard,
                                          at_random=cost.discard_random)
    if cost.life:
        change_life(game, action.player, -cost.life)
    if cost.remove_counters:
        kind, n = cost.remove_counters[0], ability_costs.removed(cost, action)
        perm.counters[kind], perm.counters_removed = perm.counters.get(kind, 0) - n, n
        if not perm.counters[kind]:
            del perm.counters[kind]
        game.log("counters_removed", [perm.id], ["cast.pay_costs"], count=n, counter=counter_word(kind), permanent=perm.label)
    return ability_costs.pay(game, perm, ability, action)
