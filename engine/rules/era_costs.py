"""Casting with the era's keywords (section 502 of this corpus names them; they follow the rules of
the same era): flashback (cast from the graveyard for its flashback cost, then removed from the
game), kicker and buyback (optional additional costs), splice onto Arcane (reveal a card from your
hand and pay its splice cost: its text is added to the Arcane spell), affinity for artifacts ({1}
less for each artifact you control), morph (cast face down as a 2/2 creature for {3}, 504) and the
casting rules a spell states itself ("play ~ only before the combat damage step", "~ costs {1}
more to play for each target beyond the first").

Every check here is a validation (no state change), so ``Game.is_legal`` may ask it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import CastSpell
from engine.model.abilities import effect_targets, mode_effects
from engine.model.effect import Effect
from engine.model.mana import parse_mana_cost
from engine.model.objects import Card, Permanent, Player
from engine.model.targeting import Target
from engine.rules import cost_changes
from engine.rules.additional_costs import alternative_cost
from engine.rules.cast_timing import windows_open
from engine.rules.status import tap
from engine.text.card_casting import CastWindows

if TYPE_CHECKING:
    from engine.game import Game

#: the rule keys of the era's keywords (section level: 502) and of face-down spells (504)
ERA_KEYS = ["keyword.era"]
FACE_DOWN_KEYS = ["keyword.face_down"]
#: the keywords that let a card be cast from its owner's graveyard
GRAVEYARD_KEYWORDS = frozenset({"flashback", "retrace"})
#: the steps of a turn before its combat damage step
BEFORE_COMBAT_DAMAGE = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
                        "declare_blockers")


def find_spell(game: Game, action: CastSpell) -> tuple[Player, Card, str] | None:
    """The card to cast and the zone it is cast from: the hand, or the graveyard with flashback or
    retrace."""
    state = game.state
    found = state.card_in_hand(action.card)
    if found is not None:
        return found[0], found[1], "hand"
    found = state.card_in_graveyard(action.card)
    if found is not None and GRAVEYARD_KEYWORDS & set(found[1].abilities.era_keywords):
        return found[0], found[1], "graveyard"
    return None


def _symbols(card: Card) -> list[str]:
    try:
        return parse_mana_cost(card.mana_cost)
    except ValueError:
        return []


def spell_cost(game: Game, card: Card, action: CastSpell, zone: str) -> list[str]:
    """The total cost (409.1f): the mana cost, or the flashback cost, or {3} face down; plus kicker,
    buyback, the splice costs and a cost per extra target; less affinity for artifacts."""
    era = card.abilities.era_keywords
    if action.face_down:
        cost = ["3"]
    elif zone == "graveyard" and "flashback" in era:
        cost = list(era["flashback"].mana)
    elif action.alternative and (alt := alternative_cost(card)) is not None and alt.cost is not None:
        cost = list(alt.cost.mana)
    elif action.evoke and "evoke" in era:
        cost = list(era["evoke"].mana)  # an alternative cost: instead of the mana cost
    else:
        cost = _symbols(card)
    if action.kicker and "kicker" in era:
        cost += list(era["kicker"].mana)
    if action.buyback and "buyback" in era:
        cost += list(era["buyback"].mana)
    if action.replicate and "replicate" in era:  # paid once for each copy wanted
        cost += list(era["replicate"].mana) * action.replicate
    for card_id in action.splice:
        found = game.state.card_in_hand(card_id)
        if found is not None and "splice" in found[1].abilities.era_keywords:
            cost += list(found[1].abilities.era_keywords["splice"].mana)
    for rule in card.abilities.casting_rules:
        if rule.kind == "extra_target_cost" and len(action.targets) > 1:
            cost += list(rule.mana) * (len(action.targets) - 1)
    cost = cost_changes.changed_cost(cost, cost_changes.applying(game, card, action.player, action.face_down))
    if not action.face_down:
        cost = _less_generic(cost, cost_changes.own_reduction(game, card, action.player))
    if "affinity" in era and not action.face_down:
        cost = _less_generic(cost, sum(1 for p in game.state.battlefield.values()
                                       if p.controller == action.player and p.card.has_type("artifact")))
    if action.convoke and "convoke" in era:
        cost = convoked(cost, [p.colors for p in _convokers(game, action)])[0]
    return cost


def _convokers(game: Game, action: CastSpell) -> list[Permanent]:
    """The permanents the cast names to tap for convoke (checked by ``check_cast``)."""
    return [p for p in (game.state.permanent(i) for i in action.convoke) if p is not None]


def convoked(cost: list[str], colours: list[tuple[str, ...]]) -> tuple[list[str], int]:
    """The cost left once each convoking creature paid one mana of its colour or {1}, and how many
    creatures paid nothing (the cast is refused then)."""
    left = list(cost)
    idle = 0
    for creature_colours in colours:
        symbol = next((s for s in left if s in creature_colours), None)
        if symbol is not None:
            left.remove(symbol)
            continue
        generic = sum(int(s) for s in left if s.isdigit())
        if not generic:
            idle += 1
            continue
        left = ([str(generic - 1)] if generic > 1 else []) + [s for s in left if not s.isdigit()]
    return left, idle


def pay_convoke(game: Game, card: Card, action: CastSpell) -> None:
    """Tap the convoking creatures as the cost is paid (a ``tapped_for_cost`` step each)."""
    if not action.convoke or "convoke" not in card.abilities.era_keywords:
        return
    for perm in _convokers(game, action):
        tap(game, perm)
        game.log("tapped_for_cost", [perm.id], ["cast.pay_costs", *ERA_KEYS], permanent=perm.label,
                 card=card.label)


def _less_generic(cost: list[str], n: int) -> list[str]:
    """A cost with ``n`` less generic mana (it can't go below its coloured symbols)."""
    generic = sum(int(s) for s in cost if s.isdigit())
    rest = [s for s in cost if not s.isdigit()]
    left = max(0, generic - n)
    return ([str(left)] if left else []) + rest


def check_cast(game: Game, card: Card, action: CastSpell, zone: str) -> None:
    """What the era's keywords allow: the optional costs the card has, splicing onto an Arcane spell
    from the same hand, face down only with morph, and the spell's own timing rule."""
    state = game.state
    era = card.abilities.era_keywords
    for flag, keyword in ((action.kicker, "kicker"), (action.buyback, "buyback"), (action.face_down, "morph"),
                          (action.evoke, "evoke")):
        if flag and keyword not in era:
            raise game.illegal("illegal.no_keyword", ERA_KEYS, card=card.label, keyword=keyword)
    if action.replicate and "replicate" not in era:
        raise game.illegal("illegal.no_keyword", ERA_KEYS, card=card.label, keyword="replicate")
    if action.splice and "Arcane" not in card.subtypes:
        raise game.illegal("illegal.splice_not_arcane", ERA_KEYS, card=card.label)
    for card_id in action.splice:
        found = state.card_in_hand(card_id)
        if found is None or found[0].id != action.player or card_id == card.id \
                or "splice" not in found[1].abilities.era_keywords:
            raise game.illegal("illegal.splice_card", ERA_KEYS, card=state.label(card_id), card_id=card_id)
    if action.convoke:
        _check_convoke(game, card, action)
    if zone == "graveyard" and action.face_down:
        raise game.illegal("illegal.no_keyword", ERA_KEYS, card=card.label, keyword="morph")
    if zone == "graveyard" and "flashback" not in era and retrace_land(game, action) is None:
        raise game.illegal("illegal.retrace_no_land", ERA_KEYS, card=card.label)
    if action.evoke and (action.face_down or zone == "graveyard"):
        # one alternative cost at a time: evoke instead of the mana cost, not of {3} or flashback
        raise game.illegal("illegal.two_alternative_costs", ERA_KEYS, card=card.label)
    for rule in card.abilities.casting_rules:
        if rule.kind == "before_combat_damage" and state.step not in BEFORE_COMBAT_DAMAGE:
            raise game.illegal("illegal.before_combat_damage", ["static.general"], card=card.label)
        attacked = action.player in state.combat.attackers.values()
        if rule.kind == "cast_only" and not windows_open(rule.windows, state.step, state.active, action.player,
                                                         attacked):
            raise game.illegal("illegal.cast_window", ["static.general"], card=card.label,
                               when=CastWindows(rule.windows))


def timing_keys(card: Card) -> list[str]:
    """The rule a cast cites when the spell's own text limited when it could be cast (405.1)."""
    timed = any(r.kind in ("cast_only", "before_combat_damage") for r in card.abilities.casting_rules)
    return ["static.general"] if timed else []


def _check_convoke(game: Game, card: Card, action: CastSpell) -> None:
    """Convoke taps untapped creatures the caster controls, each paying one mana of the cost."""
    if "convoke" not in card.abilities.era_keywords:
        raise game.illegal("illegal.no_keyword", ERA_KEYS, card=card.label, keyword="convoke")
    for cid in action.convoke:
        perm = game.state.permanent(cid)
        if perm is None or perm.controller != action.player or not perm.card.is_creature or perm.tapped \
                or list(action.convoke).count(cid) > 1:
            raise game.illegal("illegal.convoke_creature", ERA_KEYS, card=card.label, permanent=game.state.label(cid))
    base = _symbols(card) if not action.face_down else ["3"]
    if convoked(base, [p.colors for p in _convokers(game, action)])[1]:
        raise game.illegal("illegal.convoke_too_many", ERA_KEYS, card=card.label)


def retrace_land(game: Game, action: CastSpell) -> Card | None:
    """The land card retrace discards as the spell is cast from the graveyard: the one ``discard:``
    names, else the last land card in the hand; None when there is none (the cast is refused)."""
    lands = [c for c in game.state.players[action.player].hand if c.is_land]
    chosen = [c for c in lands if c.id in action.discard]
    if action.discard:
        return chosen[0] if chosen else None
    return lands[-1] if lands else None


def spell_effects(game: Game, card: Card, action: CastSpell) -> tuple[Effect, ...]:
    """The spell's instructions: its own (of the chosen mode), then each spliced card's (in order)."""
    if action.face_down:
        return ()
    effects = mode_effects(card.abilities.spell_effects, action.mode)
    for card_id in action.splice:
        found = game.state.card_in_hand(card_id)
        if found is not None:
            effects += found[1].abilities.spell_effects
    return effects


def spell_targets(card: Card, effects: tuple[Effect, ...], face_down: bool) -> tuple[Target, ...]:
    """What the spell targets: an aura's "Enchant ..." target, else its effects' (none face down)."""
    if face_down:
        return ()
    return card.abilities.spell_targets if card.abilities.enchant else effect_targets(effects)


def log_era_choices(game: Game, card: Card, action: CastSpell, zone: str) -> None:
    """Trace steps for what the era's keywords changed about a cast, each citing section 502 (504 for
    a face-down spell): flashback, kicker, buyback, splice, affinity for artifacts, morph."""
    cost_changes.log_changes(game, card, cost_changes.applying(game, card, action.player, action.face_down))
    if not action.face_down:
        cost_changes.log_own_reduction(game, card, action.player)
    era = card.abilities.era_keywords
    keys = FACE_DOWN_KEYS + ERA_KEYS if action.face_down else ERA_KEYS
    if action.face_down:
        game.log("era_cost", [card.id], keys, "era_cost.face_down", card=card.label, cost="{3}")
        return
    if zone == "graveyard":
        word = "flashback" if "flashback" in era else "retrace"
        game.log("era_cost", [card.id], keys, f"era_cost.{word}", card=card.label)
    for flag, keyword in ((action.kicker, "kicker"), (action.buyback, "buyback"), (action.evoke, "evoke")):
        if flag:
            game.log("era_cost", [card.id], keys, f"era_cost.{keyword}", card=card.label)
    if action.replicate:
        game.log("era_cost", [card.id], keys, "era_cost.replicate", card=card.label, times=action.replicate)
    for card_id in action.splice:
        game.log("era_cost", [card.id, card_id], keys, "era_cost.splice", card=card.label,
                 spliced=game.state.label(card_id))
    if "affinity" in era:
        n = sum(1 for p in game.state.battlefield.values()
                if p.controller == action.player and p.card.has_type("artifact"))
        game.log("era_cost", [card.id], keys, "era_cost.affinity", card=card.label, count=n)
