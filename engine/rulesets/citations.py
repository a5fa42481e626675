"""The rules registry: every rule the engine can apply, keyed by meaning, mapped to its citation.

The game logic only ever names a rule by a stable key (``"sbe.lethal_damage"``); each ruleset
maps those keys to the rule ids of its own edition. Adding a ruleset means adding a table here,
not touching the logic. ``section_level`` marks citations of sections that exist in the corpus
only as a title (216-217, 300-314, 503-507): those are cited by section number, never by an
invented subrule.

    >>> citation("classic", "sbe.lethal_damage").id
    '420.5c'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Citation:
    """One citable rule: its id in the edition and whether it is a title-only section."""

    id: str
    section_level: bool = False


def _s(rule_id: str) -> Citation:
    return Citation(rule_id, section_level=True)


def _r(rule_id: str) -> Citation:
    return Citation(rule_id)


# Keys are grouped by topic; every value is checked against the corpus by a test.
CLASSIC: dict[str, Citation] = {
    # turn structure (title-only sections in this corpus)
    "turn.general": _s("300"),
    "turn.mana_burn": _s("300"),
    "turn.beginning_phase": _s("301"),
    "turn.untap": _s("302"),
    "turn.upkeep": _s("303"),
    "turn.draw": _s("304"),
    "turn.first_player_skips_draw": _r("101.5"),
    "turn.main": _s("305"),
    "turn.combat_phase": _s("306"),
    "turn.beginning_of_combat": _s("307"),
    "turn.declare_attackers": _s("308"),
    "turn.declare_blockers": _s("309"),
    "turn.combat_damage": _s("310"),
    "turn.end_of_combat": _s("311"),
    "turn.end_phase": _s("312"),
    "turn.end_of_turn": _s("313"),
    "turn.cleanup": _s("314"),
    "zones.tokens": _s("216"),
    "zones.general": _s("217"),
    # game outcome
    "game.life_zero": _r("102.1"),
    "game.empty_library": _r("102.2"),
    "game.ends_at_once": _r("102.3"),
    "game.draw": _r("102.4"),
    "game.poison": _r("102.8"),
    "golden.cant_beats_can": _r("103.2"),
    "golden.impossible_skipped": _r("103.3"),
    "golden.apnap": _r("103.4"),
    "numbers.below_zero": _r("104.2"),
    # card types and permanents
    "creature.summoning_sickness": _r("212.3d"),
    "creature.cast_timing": _r("212.3a"),
    "creature.enters_play": _r("212.3b"),
    "land.play_timing": _r("212.6a"),
    "land.one_per_turn": _r("212.6b"),
    "land.basic_mana": _r("212.6d"),
    "aura.illegal": _r("212.4f"),
    "legend.subject_to_rule": _r("215.1"),
    "spell.from_hand": _r("401.1"),
    "spell.after_resolution": _r("401.3"),
    "ability.independent_of_source": _r("402.6"),
    "ability.controller_only": _r("403.2"),
    "ability.activated": _r("403.1"),
    "mana.when_allowed": _r("411.2"),
    # stack, priority, casting, resolving
    "mana.ability_no_stack": _r("406.1e"),
    "mana.activate": _r("411.1"),
    "mana.triggered": _r("411.3"),
    "priority.general": _r("408.1c"),
    "priority.sorcery_timing": _r("408.1d"),
    "stack.put_on_top": _r("408.1e"),
    "stack.triggers_on_priority": _r("408.1f"),
    "stack.combat_damage": _r("408.1g"),
    "sbe.on_priority": _r("408.2c"),
    "land.special_action": _r("408.2d"),
    "cast.announce": _r("409.1a"),
    "cast.targets": _r("409.1c"),
    "cast.pay_costs": _r("409.1f"),
    "ability.tap_summoning_sick": _r("409.3"),
    "trigger.put_on_stack": _r("410.2"),
    "trigger.apnap_order": _r("410.3"),
    "resolve.general": _r("413.1"),
    "resolve.targets_illegal": _r("413.2a"),
    "resolve.follow_instructions": _r("413.2b"),
    "resolve.last_known_information": _r("413.2f"),
    "resolve.final_step": _r("413.2h"),
    "counter.general": _r("414.1"),
    "effects.impossible": _r("416.3"),
    "replacement.regeneration": _r("419.6b"),
    "prevention.shield": _r("419.7b"),
    # continuous effects (418), replacement and prevention (419), triggers (404, 410), statics (405, 412)
    "continuous.duration": _r("418.3a"),
    "continuous.locked_set": _r("418.3b"),
    "continuous.static_not_locked": _r("418.4a"),
    "continuous.static_while_in_play": _r("418.4b"),
    "continuous.dependency": _r("418.5b"),
    "continuous.timestamp_order": _r("418.5c"),
    "static.general": _r("405.1"),
    "static.effects": _r("412.1"),
    "replacement.once": _r("419.6a"),
    "prevention.general": _r("419.7a"),
    "prevention.chosen_source": _r("419.7c"),
    "replacement.order": _r("419.8a"),
    "replacement.no_conflict": _r("419.8b"),
    "trigger.words": _r("404.1"),
    "trigger.step_begins": _r("410.1"),
    "trigger.choices": _r("410.4"),
    "trigger.may": _r("410.5"),
    "trigger.once_per_event": _r("410.6"),
    "trigger.intervening_if": _r("410.8"),
    "trigger.combat": _r("410.9"),
    "trigger.comes_into_play": _r("410.10a"),
    "trigger.leaves_play": _r("410.10c"),
    "trigger.look_back": _r("410.10d"),
    "trigger.enters_with": _r("410.10e"),
    "trigger.delayed": _r("406.2a"),
    "cast.modes": _r("409.1b"),
    "cast.divide": _r("409.1e"),
    "resolve.choices": _r("413.2c"),
    "resolve.apnap": _r("413.2d"),
    "effects.one_shot": _r("417.1"),
    "effects.in_play_only": _r("416.2"),
    "ability.sorcery_timing": _r("409.2"),
    # auras and equipment
    "aura.cast_target": _r("212.4d"),
    "aura.enchanted": _r("212.4h"),
    "equipment.creatures_only": _r("212.2g"),
    "equipment.equip": _r("212.2h"),
    "equipment.unattach": _r("212.2i"),
    "equipment.equipped": _r("212.2j"),
    "enchantment.resolves": _r("212.4b"),
    "artifact.resolves": _r("212.2b"),
    # state-based effects
    "sbe.checked": _r("420.3"),
    "sbe.life_zero": _r("420.5a"),
    "sbe.toughness_zero": _r("420.5b"),
    "sbe.lethal_damage": _r("420.5c"),
    "sbe.illegal_aura": _r("420.5d"),
    "sbe.legend_rule": _r("420.5e"),
    "sbe.token_outside_play": _r("420.5f"),
    "loop.general": _s("421"),
    "loop.mandatory_draw": _r("421.4"),
    # combat keywords
    "first_strike.extra_step": _r("502.2b"),
    "first_strike.no_second_damage": _r("502.2c"),
    "flanking.trigger": _r("502.3b"),
    "flying.block": _r("502.4b"),
    "haste.ignores_sickness": _r("502.5b"),
    "landwalk.unblockable": _r("502.6b"),
    "protection.general": _r("502.7b"),
    "shadow.block": _r("502.8b"),
    "trample.assign": _r("502.9b"),
    "trample.no_blockers_left": _r("502.9c"),
    "trample.actual_toughness": _r("502.9e"),
}

_TABLES: dict[str, dict[str, Citation]] = {"classic": CLASSIC}


def table(ruleset_name: str) -> dict[str, Citation]:
    """The citation table of a ruleset; ``KeyError`` for an unknown ruleset."""
    return _TABLES[ruleset_name]


def citation(ruleset_name: str, key: str) -> Citation:
    """The citation a ruleset gives for a rule key."""
    return _TABLES[ruleset_name][key]


def all_citations(ruleset_name: str) -> set[str]:
    """Every rule id the engine can cite under ``ruleset_name`` (for corpus checks)."""
    return {c.id for c in _TABLES[ruleset_name].values()}


def section_level_citations(ruleset_name: str) -> set[str]:
    """The ids that are title-only sections (cited without a subrule)."""
    return {c.id for c in _TABLES[ruleset_name].values() if c.section_level}
