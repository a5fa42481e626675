"""The citation table of the ``classic`` ruleset: engine rule key -> rule id of the classic corpus.

Title-only sections of this corpus (216-217, 300-314, 503-507) are cited by section number
(``section``); every other value is a numbered rule with text (``rule``). Every value is checked
against the corpus by tests/engine/test_citations.py and tests/integration/test_engine_corpus.py.
"""

from __future__ import annotations

from engine.rulesets.citations import Citation
from engine.rulesets.citations import rule as _r
from engine.rulesets.citations import section as _s

# Keys are grouped by topic; every value is checked against the corpus by a test.
CLASSIC: dict[str, Citation] = {
    # turn structure (title-only sections in this corpus)
    "turn.general": _s("300"),
    "turn.extra_turn": _s("300"),
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
    "ability.from_graveyard": _r("402.9"),
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
    # characteristics changed by effects: abilities removed (407.1: the most recent effect wins),
    # colour and type (418.1), a basic land type replacing the others (212.6e), one timestamp order
    # for every continuous effect including base P/T (418.5c), one effect overriding another (418.5d)
    "characteristics.abilities": _r("407.1"),
    "characteristics.color": _r("418.1"),
    "characteristics.type": _r("418.1"),
    "characteristics.basic_land_type": _r("212.6e"),
    "characteristics.base_pt": _r("418.5c"),
    "characteristics.order": _r("418.5d"),
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
    "trigger.state": _r("410.8a"),
    "trigger.state_once": _r("410.8b"),
    "trigger.combat": _r("410.9"),
    "trigger.comes_into_play": _r("410.10a"),
    "trigger.leaves_play": _r("410.10c"),
    "trigger.look_back": _r("410.10d"),
    "trigger.enters_with": _r("410.10e"),
    "trigger.delayed": _r("406.2a"),
    "cast.modes": _r("409.1b"),
    "cast.divide": _r("409.1e"),
    # the same target chosen twice for one spell or ability: "The same target can't be chosen more than once"
    "cast.same_target": _r("409.1d"),
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
    "first_strike.damage_steps": _r("502.2b"),
    "first_strike.no_second_damage": _r("502.2c"),
    "flanking.trigger": _r("502.3b"),
    "flying.block": _r("502.4b"),
    "haste.ignores_sickness": _r("502.5b"),
    "landwalk.unblockable": _r("502.6b"),
    "protection.general": _r("502.7b"),
    "protection.target": _r("502.7b"),
    "protection.block": _r("502.7b"),
    "protection.damage": _r("502.7b"),
    "shadow.block": _r("502.8b"),
    "trample.assign": _r("502.9b"),
    "trample.no_blockers_left": _r("502.9c"),
    "trample.actual_toughness": _r("502.9e"),
    # keywords of the era that the classic corpus's 502.2-502.9 do not cover: cited at section level
    "defender.cant_attack": _s("502"),
    "double_strike.damage": _s("502"),
    "flash.timing": _s("502"),
    "reach.block": _s("502"),
    "shroud.untargetable": _s("502"),
    "vigilance.no_tap": _s("502"),
    "fear.block": _s("502"),
    "wither.counters": _s("502"),
    "hexproof.untargetable": _s("502"),
    "split_second.stack": _s("502"),
    # the order in which an attacker's damage is divided among its blockers: classic has no
    # damage assignment order, the attacking player divides freely in the combat damage step (310)
    "combat.damage_order": _s("310"),
    # abilities granted by effects count like printed ones (407.1, 407.2)
    "abilities.granted": _r("407.2"),
    # the era's keywords this corpus does not number (flashback, cycling, kicker, echo, morph, madness,
    # threshold, buyback, affinity, splice, cumulative upkeep, banding, rampage, modular): section 502
    # horsemanship (Portal Three Kingdoms): the era's keyword outside the numbered keyword rules
    # provoke (Legions): the era's keyword outside the numbered keyword rules; the block it requires
    "keyword.provoke": _s("502"),
    "combat.requirements": _r("500.2"),
    "horsemanship.block": _s("502"),
    "keyword.era": _s("502"),
    # scry (Fifth Dawn): a keyword action the corpus does not number, cited as the era's keywords are
    "scry.action": _s("502"),
    # clash (Lorwyn): a keyword action the corpus does not number, cited as scry is
    "clash.action": _s("502"),
    # flipping a coin: the corpus has no rule for it (its one coin, 101.2, decides who plays first); a
    # flip is one of the instructions carried out as the spell or ability resolves, section 413
    "coin.flip": _s("413"),
    # banding (the era's 502.10, outside 502.2-502.9 of this corpus): attacking bands, a band blocked
    # together, and who divides the combat damage of a creature blocked by or blocking one with banding
    "banding.band": _s("502"),
    "banding.blocked": _s("502"),
    "banding.divide": _s("502"),
    "keyword.face_down": _s("504"),
    # copies of spells ("Copy target instant or sorcery spell.", storm): 503 "Copying Objects" is a
    # title-only section of this corpus, cited at section level
    "copy.spell": _s("503"),
    "replacement.general": _r("419.1"),
}
