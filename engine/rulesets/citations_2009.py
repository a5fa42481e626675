"""The citation table of the ``2009`` ruleset: engine rule key -> rule id of the July 2009 rules.

Three kinds of id, all records of edition 2009 (tests/integration/test_engine_corpus.py checks
each against the corpus):

* ``_r``: a rule of section 702 with its text in the 2009 source (``rules_corpus/sources/003_*``).
* ``_o``: a rule the 2009 source (or the concordance: 510.4) names but does not contain (510.1c, 302.6, 118.3, 109.2): a
  record outside the corpus, with our summary and its classic counterpart (concordance.yaml).
* ``_os``: a section of the July 2009 rules cited at section level, outside the corpus: the
  sections the source names (508, 509, 510, 704, 301, 303) and those the concordance pairs with a
  classic section for what the source has no number for (priority and the stack 405, casting
  601, resolving 607, mana 106, mana abilities 605, ...). Only numbers confirmed for July 2009 are used (the source
  itself, and the July 2009 Update Bulletin's list of the new rulebook's rules); no subrule is
  ever made up, so where only the section is known the section is cited.

Keys the 2009 rules have no counterpart for are absent on purpose: combat damage on the stack
(``stack.combat_damage``) and mana burn (``turn.mana_burn``) are classic only; the engine never
logs them under this ruleset (tests/engine/test_rulesets.py checks the tables cover what each
ruleset can log).
"""

from __future__ import annotations

from engine.rulesets.citations import Citation
from engine.rulesets.citations import outside as _o
from engine.rulesets.citations import outside_section as _os
from engine.rulesets.citations import rule as _r
from engine.rulesets.citations import section as _s

EDITION_2009: dict[str, Citation] = {
    # turn structure (section 5 of the July 2009 rules)
    "turn.general": _os("500"),
    "turn.extra_turn": _os("500"),
    "turn.beginning_phase": _os("501"),
    "turn.untap": _os("502"),
    "turn.upkeep": _os("503"),
    "turn.draw": _os("504"),
    "turn.first_player_skips_draw": _os("103"),
    "turn.main": _os("505"),
    "turn.combat_phase": _os("506"),
    "turn.beginning_of_combat": _os("507"),
    "turn.declare_attackers": _os("508"),
    "turn.declare_blockers": _os("509"),
    "turn.combat_damage": _os("510"),
    "turn.end_of_combat": _os("511"),
    "turn.end_phase": _os("512"),
    "turn.end_of_turn": _os("513"),
    "turn.cleanup": _os("514"),
    "zones.tokens": _os("110"),
    "zones.general": _os("400"),
    # mana: no mana burn; every pool empties at the end of each step and phase (section 106)
    "mana.pool_empties": _os("106"),
    "mana.ability_no_stack": _os("605"),  # Mana Abilities: they don't use the stack
    "mana.activate": _os("106"),
    "mana.triggered": _os("106"),
    "mana.when_allowed": _os("106"),
    # game outcome (104 Ending the Game), golden rules (101), numbers (107)
    "game.life_zero": _os("104"),
    "game.empty_library": _os("104"),
    "game.ends_at_once": _os("104"),
    "game.draw": _os("104"),
    "game.poison": _os("104"),
    "golden.cant_beats_can": _os("101"),
    "golden.impossible_skipped": _os("101"),
    "golden.apnap": _os("101"),
    "effects.impossible": _os("101"),
    "numbers.below_zero": _os("107"),
    # card types: artifacts 301, creatures 302 (302.6 summoning sickness), enchantments 303, lands 305
    "creature.summoning_sickness": _o("302.6"),
    "ability.tap_summoning_sick": _o("302.6"),
    "creature.cast_timing": _os("302"),
    "creature.enters_play": _os("302"),
    "land.play_timing": _os("305"),
    "land.one_per_turn": _os("305"),
    "land.basic_mana": _os("305"),
    "land.special_action": _os("305"),
    "aura.illegal": _os("303"),
    "aura.enchanted": _os("303"),
    "enchantment.resolves": _os("303"),
    "aura.cast_target": _r("702.5a"),
    "equipment.creatures_only": _os("301"),
    "equipment.equip": _r("702.6a"),
    "equipment.unattach": _os("301"),
    "equipment.equipped": _os("301"),
    "artifact.resolves": _os("301"),
    "effects.in_play_only": _o("109.2"),
    # abilities (112), the stack and passing priority (405), casting (601), activating (602),
    # triggered abilities (603), resolving (607)
    "ability.independent_of_source": _os("112"),
    "ability.from_graveyard": _os("112"),
    "abilities.granted": _os("112"),
    "static.general": _os("112"),
    "priority.general": _os("405"),
    "stack.put_on_top": _os("405"),
    "spell.from_hand": _os("601"),
    "priority.sorcery_timing": _os("601"),
    "cast.announce": _os("601"),
    "cast.targets": _os("601"),
    "cast.pay_costs": _os("601"),
    "cast.modes": _os("601"),
    # announcing the division, each target given at least 1 (601.2d); the same object or player for
    # different "target" words, once for each word (601.2c): records outside the corpus
    "cast.divide": _o("601.2d"),
    "cast.same_target": _o("601.2c"),
    "ability.activated": _os("602"),
    "ability.controller_only": _os("602"),
    "ability.sorcery_timing": _os("602"),
    "stack.triggers_on_priority": _os("603"),
    "trigger.put_on_stack": _os("603"),
    "trigger.apnap_order": _os("603"),
    "trigger.words": _os("603"),
    "trigger.state": _os("603"),
    "trigger.state_once": _os("603"),
    "trigger.step_begins": _os("603"),
    "trigger.choices": _os("603"),
    "trigger.may": _os("603"),
    "trigger.once_per_event": _os("603"),
    "trigger.intervening_if": _os("603"),
    "trigger.combat": _os("603"),
    "trigger.comes_into_play": _os("603"),
    "trigger.leaves_play": _os("603"),
    "trigger.look_back": _os("603"),
    "trigger.delayed": _os("603"),
    "spell.after_resolution": _os("607"),
    "resolve.general": _os("607"),
    # some targets illegal on resolution: it does nothing to them, a division unchanged (607.2b)
    "resolve.targets_illegal": _o("607.2b"),
    "resolve.follow_instructions": _os("607"),
    "resolve.last_known_information": _os("607"),
    "resolve.final_step": _os("607"),
    "resolve.choices": _os("607"),
    "resolve.apnap": _os("607"),
    "effects.one_shot": _os("607"),
    "counter.general": _os("701"),
    # continuous effects (610) and their interaction (612), replacement (613) and prevention (614)
    "continuous.duration": _os("610"),
    "continuous.locked_set": _os("610"),
    "continuous.static_not_locked": _os("610"),
    "continuous.static_while_in_play": _os("610"),
    "static.effects": _os("610"),
    "continuous.dependency": _os("612"),
    "continuous.timestamp_order": _os("612"),
    # characteristics changed by effects: the layers of the interaction of continuous effects (type,
    # colour, abilities, P/T with its sublayers; section 612 here), a land's new basic type (305)
    "characteristics.abilities": _os("612"),
    "characteristics.color": _os("612"),
    "characteristics.type": _os("612"),
    "characteristics.basic_land_type": _os("305"),
    "characteristics.base_pt": _os("612"),
    "characteristics.order": _os("612"),
    "replacement.regeneration": _os("613"),
    "replacement.once": _os("613"),
    "replacement.order": _os("613"),
    "replacement.no_conflict": _os("613"),
    "trigger.enters_with": _os("613"),
    "prevention.shield": _os("614"),
    "prevention.general": _os("614"),
    "prevention.chosen_source": _os("614"),
    # state-based actions (704) and loops (713, "Shortcuts" in July 2009)
    "sbe.on_priority": _os("704"),
    "sbe.checked": _os("704"),
    "sbe.life_zero": _os("704"),
    "sbe.toughness_zero": _os("704"),
    "sbe.lethal_damage": _os("704"),
    "sbe.illegal_aura": _os("704"),
    "sbe.legend_rule": _os("704"),
    "legend.subject_to_rule": _os("704"),
    "sbe.token_outside_play": _os("704"),
    "loop.general": _os("713"),
    "loop.mandatory_draw": _os("713"),
    # combat: the damage assignment order (509) and assigning damage along it (510.1c-d)
    "combat.damage_order": _os("509"),
    "combat_damage.order_lethal": _o("510.1c"),
    "combat_damage.blocker_assigns": _o("510.1d"),
    "damage.results": _o("118.3"),
    # keyword abilities: section 702 of the source
    "deathtouch.divide": _r("702.2b"),
    "deathtouch.destroy": _r("702.2c"),
    "defender.cant_attack": _r("702.3b"),
    "double_strike.damage": _r("702.4b"),
    "first_strike.extra_step": _r("702.7b"),
    # the two combat damage steps themselves: 510.4 (named by the concordance, outside the corpus)
    "first_strike.damage_steps": _o("510.4"),
    "first_strike.no_second_damage": _r("702.7c"),
    "flash.timing": _r("702.8a"),
    "flying.block": _r("702.9b"),
    "haste.ignores_sickness": _r("702.10b"),
    "intimidate.block": _r("702.11b"),
    "landwalk.unblockable": _r("702.12b"),
    "lifelink.gain": _r("702.13a"),
    "protection.general": _r("702.14a"),
    "protection.target": _r("702.14b"),
    "protection.damage": _r("702.14e"),
    "protection.block": _r("702.14f"),
    "reach.block": _r("702.15b"),
    "shroud.untargetable": _r("702.16a"),
    "trample.assign": _r("702.17b"),
    "trample.actual_toughness": _r("702.17b"),
    "trample.no_blockers_left": _r("702.17c"),
    "vigilance.no_tap": _r("702.18b"),
    "fear.block": _r("702.33b"),
    # flanking (702.22) and shadow (702.25) are among the 702.19-702.32 the source skips
    "flanking.trigger": _o("702.22"),
    # wither (Shadowmoor, 702.77 of the rules of its time) is outside this source's 702: section level
    "wither.counters": _s("702"),
    # hexproof (a keyword only from 2011 on; the era's cards said it in words) has no rule here
    "hexproof.untargetable": _s("702"),
    # split second (Time Spiral, 702.59 in July 2009) is outside this source's 702: section level
    "split_second.stack": _s("702"),
    "shadow.block": _o("702.25b"),
    # the era's keywords outside 702.1-702.18 and 702.33 of this source (flashback, cycling, kicker, echo,
    # morph and face-down spells, madness, buyback, affinity, splice, cumulative upkeep, banding, rampage,
    # modular): section 702 of the July 2009 rules, cited at section level
    # horsemanship (Portal Three Kingdoms): the era's keyword outside the numbered keyword rules
    # provoke (Legions): the era's keyword outside the numbered keyword rules; the block it requires
    "keyword.provoke": _s("702"),
    "combat.requirements": _os("509"),
    "horsemanship.block": _s("702"),
    "keyword.era": _s("702"),
    # indestructible ("can't be destroyed" by effects or lethal damage) has no numbered rule in this
    # source's 702: section level, as hexproof
    "indestructible.not_destroyed": _s("702"),
    # scry: one of the keyword actions of section 701 (outside this source), cited at section level
    "scry.action": _os("701"),
    # clash: a keyword action of section 701 as well; flipping a coin (section 705 of the July 2009 rules,
    # which no record here holds) is cited as the classic table does, with resolving (607, classic 413)
    "clash.action": _os("701"),
    "coin.flip": _os("607"),
    # banding was 702.19 in July 2009 (outside this source's 702.2-702.18 and 702.33): attacking bands,
    # a band blocked together, and who divides the damage (an exception to 510.1c-d); section level
    "banding.band": _s("702"),
    "banding.blocked": _s("702"),
    "banding.divide": _s("702"),
    "keyword.face_down": _s("702"),
    # copies of spells: section 706 "Copying Objects" of the July 2009 rules, outside this source
    "copy.spell": _os("706"),
    # replacement effects in general (classic 419.1): 2009 section 613 (concordance.yaml)
    "replacement.general": _os("613"),
}
