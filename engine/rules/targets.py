"""Target legality (409.1c, 413.2a): what a "target ..." phrase may choose.

Checked when a spell or ability is put on the stack (409.1c) and again as it resolves (413.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.mana import card_mana_value
from engine.model.targeting import Target
from engine.rules.groups import status_ok
from engine.text.card_en import TargetText
from engine.text.catalog import Localised, Msg

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Card
    from engine.model.state import GameState

#: the ``count`` of a "target" word that takes "any number of" targets
ANY_NUMBER = 99


def _permanent_card(card: Card) -> bool:
    """A permanent card: one of a type that can be in play (not an instant or a sorcery card)."""
    return not (card.has_type("instant") or card.has_type("sorcery"))


def _card_fits(spec: Target, card: Card) -> bool:
    """A card in a graveyard as "target creature card" or "target Spirit card with converted mana
    cost 3 or less" (soulshift) asks: its type, its subtype, its converted mana cost."""
    if spec.kind == "creature_card" and not card.is_creature:
        return False
    if spec.any_of and not any(card.has_type(k) or (k == "permanent" and _permanent_card(card)) for k in spec.any_of):
        return False
    if spec.types_all and not all(card.has_type(t) for t in spec.types_all):  # "target artifact creature card"
        return False
    if any(card.has_type(t) for t in spec.not_types):  # "target noncreature artifact card"
        return False
    if spec.subtypes and not any(t.lower() in (s.lower() for s in card.subtypes) for t in spec.subtypes):
        return False
    if spec.colors and not any(c in card.colors for c in spec.colors):  # "target green card"
        return False
    if spec.mana_value_max is not None:
        return card_mana_value(card) <= spec.mana_value_max
    return True


def graveyards_of(state: GameState, spec: Target, controller: str | None) -> list[list[Card]]:
    """The graveyards a card target may be chosen from: the controller's ("target creature card
    from your graveyard"), every player's ("from a graveyard") or the opponents' only."""
    players = [p for pid, p in state.players.items()
               if spec.graveyard == "any" or (pid == controller) == (spec.graveyard == "you")]
    return [p.graveyard for p in players]


def target_problem(
    game: Game, spec: Target, target_id: str, source_colors: tuple[str, ...], self_id: str | None,
    *, controller: str | None = None, source_id: str | None = None,
) -> str | None:
    """None if ``target_id`` is a legal choice for ``spec``; else the rule key that forbids it."""
    state = game.state
    if spec.kind == "spell":
        obj = state.stack_object(target_id)
        if obj is None or obj.kind != "spell" or obj.id == self_id or obj.card is None:
            return "cast.targets"
        if spec.spell_types == ("creature",) and not obj.card.is_creature:
            return "cast.targets"
        if spec.spell_types == ("noncreature",) and obj.card.is_creature:
            return "cast.targets"
        # "target instant or sorcery spell": the spell's card has one of the types named
        if spec.spell_types not in ((), ("creature",), ("noncreature",)) and not any(
                obj.card.has_type(t) for t in spec.spell_types):
            return "cast.targets"
        if spec.colors and not any(c in obj.source_colors for c in spec.colors):
            return "cast.targets"
        return None
    if spec.kind in ("creature_card", "graveyard_card"):
        card = next((c for grave in graveyards_of(state, spec, controller) for c in grave if c.id == target_id), None)
        return None if card is not None and _card_fits(spec, card) else "cast.targets"
    if target_id in state.players:
        if spec.kind == "opponent":
            return None if target_id != controller else "cast.targets"
        return None if spec.kind in ("player", "creature_or_player") else "cast.targets"
    perm = state.permanent(target_id)
    if perm is None or spec.kind in ("player", "opponent"):
        return "cast.targets"
    card = perm.card
    kinds = {"creature_or_player": ("creature",), "artifact_or_enchantment": ("artifact", "enchantment")}
    wanted = spec.any_of or kinds.get(spec.kind, (spec.kind,))
    if (spec.kind != "permanent" or spec.any_of) and not any(card.has_type(k) for k in wanted):
        return "cast.targets"
    if any(c in spec.not_colors for c in perm.colors) or any(
            card.has_type(t) or t in card.supertypes or t in (s.lower() for s in card.subtypes) for t in spec.not_types):
        return "cast.targets"
    if spec.subtypes and not any(card.has_subtype(t) for t in spec.subtypes):
        return "cast.targets"
    if spec.colors and not any(c in perm.colors for c in spec.colors):
        return "cast.targets"
    if spec.types_all and not all(card.has_type(t) for t in spec.types_all):
        return "cast.targets"
    if spec.nontoken and card.token:
        return "cast.targets"
    if spec.other and target_id in (self_id, source_id):
        return "cast.targets"
    if spec.power_min is not None and perm.power < spec.power_min:
        return "cast.targets"
    if spec.power_max is not None and perm.power > spec.power_max:
        return "cast.targets"
    if spec.controller == "you" and perm.controller != controller:
        return "cast.targets"
    if spec.controller == "opponent" and controller is not None and perm.controller == controller:
        return "cast.targets"
    if spec.with_kw and not perm.has(spec.with_kw) or spec.without_kw and perm.has(spec.without_kw):
        return "cast.targets"
    if spec.status and not status_ok(state, spec.status, perm, None):
        return "cast.targets"
    if perm.has("shroud"):
        return "shroud.untargetable"
    if perm.has("hexproof") and perm.controller != controller:  # only its controller's spells may target it
        return "hexproof.untargetable"
    if perm.protected_from(source_colors, state.source_card(source_id)):
        return "protection.target"
    return None


def target_groups(specs: tuple[Target, ...], n_targets: int) -> list[int]:
    """How many of ``n_targets`` chosen targets belong to each "target" word of ``specs``, in text
    order: one each, a divided or multiple-target word (count > 1) taking the extra ones. The
    groups keep the words apart, so a second "target" word after a divided one (Fiery Justice's
    "Target opponent gains 5 life") is never given to the division."""
    sizes: list[int] = []
    extra = n_targets - len(specs)
    for spec in specs:
        more = min(extra, spec.count - 1) if spec.count > 1 and extra > 0 else 0
        sizes.append(1 + more)
        extra -= more
    return sizes


def expanded_specs(specs: tuple[Target, ...], n_targets: int) -> list[Target]:
    """One spec per chosen target: a divided effect's spec (count > 1) covers several targets."""
    return [spec for spec, size in zip(specs, target_groups(specs, n_targets), strict=True) for _ in range(size)]


def check_target_count(game: Game, specs: tuple[Target, ...], targets: tuple[str, ...], source: Localised) -> None:
    """The number of targets is what the "target" words ask for (409.1c): one for each word, one
    to ``count`` for a word that takes several (at least ``min_count``)."""
    low = sum(s.min_count if s.count > 1 else 1 for s in specs)
    high = sum(s.count for s in specs)
    sizes = target_groups(specs, len(targets))
    if low <= len(targets) <= high and all(n >= s.min_count for s, n in zip(specs, sizes, strict=True)):
        return
    if low == high:
        key = "illegal.target_count.one" if low == 1 else "illegal.target_count.exact"
    else:
        key = "illegal.target_count.at_least_one" if low == 1 and high >= ANY_NUMBER else \
            "illegal.target_count.at_least" if high >= ANY_NUMBER else "illegal.target_count.range"
    raise game.illegal(key, ["cast.targets"], card=source, low=low, high=high, given=len(targets))


def check_same_target(game: Game, specs: tuple[Target, ...], targets: tuple[str, ...], source: Localised) -> None:
    """The same object or player chosen twice. For one "target" word it is never allowed (classic
    409.1d; 2009 601.2c: once for each instance of the word); for two different words the editions
    differ: the classic rules forbid choosing the same target more than once for the spell (409.1d),
    the 2009 rules allow it (601.2c), as the ruleset says (``same_target_per_word``)."""
    start = 0
    for size in target_groups(specs, len(targets)):
        group = targets[start:start + size]
        start += size
        twice = next((t for i, t in enumerate(group) if t in group[:i]), None)
        if twice is not None:
            raise game.illegal("illegal.same_target.one_word", ["cast.same_target"], target=game.state.label(twice),
                               card=source, target_id=twice)
    if game.ruleset.same_target_per_word:
        return
    twice = next((t for i, t in enumerate(targets) if t in targets[:i]), None)
    if twice is not None:
        raise game.illegal("illegal.same_target", ["cast.same_target"], target=game.state.label(twice), card=source,
                           target_id=twice)


def check_targets(
    game: Game, specs: tuple[Target, ...], targets: tuple[str, ...], colors: tuple[str, ...], source: Localised,
    controller: str, source_id: str | None = None,
) -> None:
    """Targets are chosen when the spell or ability is put on the stack (409.1c); a divided
    effect (count > 1) takes one to ``count`` different targets (409.1d). ``source`` is the name
    of the spell or of the ability's source, for the error."""
    check_target_count(game, specs, targets, source)
    check_same_target(game, specs, targets, source)
    expanded = expanded_specs(specs, len(targets))
    for spec, tid in zip(expanded, targets, strict=True):
        problem = target_problem(game, spec, tid, colors, None, controller=controller, source_id=source_id)
        if problem is not None:
            gone = game.state.permanent(tid) is None and tid not in game.state.players  # a card, not a permanent
            reason = {"protection.target": Msg("target_reason.protection", card=source),
                      "shroud.untargetable": Msg("target_reason.shroud"),
                      "hexproof.untargetable": Msg("target_reason.hexproof")}.get(
                problem, Msg("target_reason.not_in_play" if gone else "target_reason.needs", wanted=TargetText(spec)))
            raise game.illegal("illegal.target", [problem], target=game.state.label(tid), card=source,
                               reason=reason, target_id=tid)
