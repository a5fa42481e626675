"""The older printings' words, third round (issue 21): the printed English of cards whose Oracle text
reads and whose printing did not, grouped by where they stopped (4 December 2026). ``normalise``
applies them after the first two rounds (``older_wordings.OLDER_EN``); each rewrite gives the words
of the card's Oracle text, so the printing reads to the same abilities
(tests/cards/test_printed_texts_as_oracle.py checks real cards).

The type line of an Aura printed before Ninth Edition, which carried its enchant keyword, is read
by the importer's preparation of a printed text (``oracle.card_import.wordings``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_KW = (r"(?:flying|trample|first strike|haste|vigilance|fear|banding|shroud|reach|"
       r"(?:forest|island|swamp|mountain|plains)walk|protection from [a-z]+)")
_KW_LIST = rf"{_KW}(?:(?:, | and |, and ){_KW})*"
_PT = r"[+-][0-9x]+/[+-][0-9x]+"
_MANA = r"(?:\{[^}]+\})+"

OLDER_EN_3: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(p), r) for p, r in (
        # an Aura's static ability in the older verb, followed by another sentence or with its bonus last
        (rf"^(enchanted creature|equipped creature) gains (?={_KW_LIST}\. )", r"\1 has "),
        (rf"^(enchanted creature|equipped creature) gains ({_KW_LIST}) and gets ({_PT})\.$", r"\1 gets \3 and has \2."),
        (rf"^(enchanted creature|equipped creature) gets ({_PT}) and can block creatures with flying\.$",
         r"\1 gets \2 and has reach."),
        (rf"^(enchanted creature|equipped creature) gets ({_PT}) and gains ([a-z ]+)\.$", r"\1 gets \2 and has \3."),
        # Serra's Embrace: vigilance spelt out after the Aura's other abilities
        (rf"^(enchanted creature) gets ({_PT}) and (?:gains|has) ({_KW_LIST})\. attacking doesn't cause enchanted creature "
         r"to tap\.$", r"\1 gets \2 and has \3 and vigilance."),
        (rf"^(enchanted creature) gets ({_PT}), has ({_KW_LIST}), and attacking doesn't cause it to tap\.$",
         r"\1 gets \2 and has \3 and vigilance."),
        # the Wards: a protection from the Aura's own color would make it fall off; Oracle's words for the exception
        (r"\bthe protection granted by ~ doesn't destroy ~\.", "this effect doesn't remove ~."),
        (rf"\bgets extra ({_PT})", r"gets \1"),
        # "Sacrifice Thrull Retainer to regenerate the creature it enchants." ({0}: the cost is the sacrifice)
        (r"^(?:\{0\}: )?sacrifice ~ to regenerate (?:the )?creature (?:it|~) enchants\.$",
         "sacrifice ~: regenerate enchanted creature."),
        (r"^draw a card at the beginning of the turn after ~ comes into play\.$",
         "when ~ comes into play, draw a card at the beginning of the next turn's upkeep."),
        # a Wall's type made it unable to attack; Oracle gives the Wall defender
        (r"^(?:~ )?counts as a wall\.?$", "defender"),
        # kicker: paying the kicker cost is the spell's being kicked
        (r"\bif you paid the kicker cost, ~ (comes into play|enters the battlefield) with\b", r"if ~ was kicked, it \1 with"),
        (r"\bif you paid the kicker cost\b", "if ~ was kicked"),
        # an upkeep cost: Oracle's errata made the era's "bury" for not paying it a sacrifice
        (rf"^during your upkeep, pay ({_MANA}) or bury ~\.", r"at the beginning of your upkeep, sacrifice ~ unless you pay \1."),
        (r"^during your upkeep, (return an untapped [a-z ]+? you control to its owner's hand) or bury ~\.$",
         r"at the beginning of your upkeep, sacrifice ~ unless you \1."),
        (r"^(when ~ comes into play), (discard a card at random) or bury ~\.$", r"\1, sacrifice it unless you \2."),
        (r"^(when ~ comes into play), (discard a card at random)\. if you don't, sacrifice ~\.$",
         r"\1, sacrifice it unless you \2."),
        # "If assigned as a blocker": the older words of a block trigger
        (r"^if (?:~ is )?assigned as a blocker, ~ ", "whenever ~ blocks, it "),
        (r"^if ~ is assigned as a blocker, (?=put )", "whenever ~ blocks, "),
        (rf"\b(it|~) gains ({_KW_LIST}) and gets ({_PT}) until end of turn\.", r"\1 gets \3 and gains \2 until end of turn."),
        # "Whenever any creature comes into play": a trigger on each such event, as Oracle's "a creature"
        (r"^whenever any (?=[a-z])", lambda m: "whenever a" + ("n " if m.string[m.end():m.end() + 1] in "aeiou" else " ")),
        (r"^destroys (?=target )", "destroy "),  # a spell without its subject ("Destroys any one land.")
        # a sacrifice as the cost of its effect: "{T}: Sacrifice Strip Mine to destroy target land."
        (r"^((?:\{[^}]+\})+(?:, ?\{t\})?): sacrifice ~ to (?=[a-z])", r"\1, sacrifice ~: "),
        (r"^sacrifice ~ to (?=(?:destroy|counter|draw|return|tap|untap|add|prevent|regenerate|put|gain) )",
         "sacrifice ~: "),
        (r"^whenever ~ is tapped,", "whenever ~ becomes tapped,"),
        (r"\badd one mana of a color of your choice\b", "add one mana of any color"),
        (r"\buntap phases\b", "untap steps"),
        (r"\bcost (\{[^}]+\}) more to play\b", r"cost \1 more to cast"),
        (r"^your ((?:white|blue|black|red|green|creature|artifact) )spells cost\b", r"\1spells you cast cost"),
        # shroud for a turn spelt out, of a group of permanents or of the player
        (r"^((?:all )?[a-z ]+?s(?: you control)?) can't be the targets? of spells or abilities this turn\.$",
         r"\1 gain shroud until end of turn."),
        (r"^you can't be the target of spells or abilities this turn\.$", "you gain shroud until end of turn."),
        # the player a trigger names, "he or she" in the older words
        (r"^(whenever ~ deals (?:combat )?damage to (?:a player|an opponent)), he or she (?=discards|loses|sacrifices)",
         r"\1, that player "),
        (r"^whenever (~|enchanted creature) damages (?:any|a) player,", r"whenever \1 deals damage to a player,"),
        # a discard from an empty hand does nothing: the older printings said so
        (r"\. ignore this (?:ability|effect) if (?:the |that )?(?:player|opponent) has no cards (?:left )?in (?:his or her )?"
         r"hand\.$", "."),
        # the end of a turn and of combat
        (r"^at the end of each player's turn,", "at the beginning of each player's end step,"),
        (r"^at the end of combat,? ", "at end of combat, "),
        (r"(that player [^.]*?), ~ deals (\d+|x) damage to him or her\.$", r"\1, ~ deals \2 damage to that player."),
        (r"\b(put an? [^.]*?counters?) on all creatures (?=blocking|blocked)", r"\1 on each creature "),
    ))


__all__ = ["OLDER_EN_3"]
