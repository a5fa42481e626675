"""The supported templates nearest to a line the grammar does not read, for ``unsupported_text``.

A player whose card is refused learns which wordings the card language does read, closest first:
one example sentence per template family (our own sentences, "~" standing for the card), compared
with the refused line by their Indel similarity, 2 x (longest common subsequence) / (both lengths),
the ratio of RapidFuzz's ``fuzz.ratio``. Chinese lines get the canonical Chinese rendering of the
same examples (``engine.cardlang`` renders them once).

An import refuses thousands of distinct lines, each compared with every example: ``difflib`` did
this in Python at about a millisecond a comparison (40% of a whole-era import's CPU); RapidFuzz
does the same comparisons in C, so every example is compared and nothing needs pruning.

    >>> nearest_templates("~ deals 2 damage to target creature and each player.")[0]
    '~ deals 3 damage to target creature or player.'
"""

from __future__ import annotations

from functools import cache

from rapidfuzz import fuzz, process

#: one sentence per template family, in the canonical (era) English wording; each parses (tested)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("Flying, first strike", False),
    ("Protection from black", False),
    ("Forestwalk", False),
    ("Enchant creature", False),
    ("Equip {2}", False),
    ("Flashback {1}{R}", True),
    ("Cycling {2}", False),
    ("Kicker {2}{G}", False),
    ("Echo {2}{R}", False),
    ("Morph {3}{G}", False),
    ("Madness {R}", True),
    ("Buyback {3}", True),
    ("Cumulative upkeep {1}", False),
    ("Rampage 2", False),
    ("Modular 1", False),
    ("{T}: Add {G} to your mana pool.", False),
    ("{T}: Add {W} or {U} to your mana pool.", False),
    ("{T}: ~ deals 1 damage to target creature or player.", False),
    ("{2}, Sacrifice ~: Draw a card.", False),
    ("When ~ comes into play, draw a card.", False),
    ("When ~ is put into a graveyard from play, you gain 2 life.", False),
    ("Whenever ~ attacks, it gets +1/+0 until end of turn.", False),
    ("Whenever ~ deals combat damage to a player, that player discards a card.", False),
    ("At the beginning of your upkeep, you lose 1 life.", False),
    ("Creatures you control get +1/+1.", False),
    ("Other Goblins get +1/+1.", False),
    ("Enchanted creature gets +2/+2 and has flying.", False),
    ("Enchanted creature can't attack or block.", False),
    ("Equipped creature gets +2/+0.", False),
    ("~ can't block.", False),
    ("~ is unblockable.", False),
    ("~ can't be blocked except by Walls.", False),
    ("~ attacks each turn if able.", False),
    ("~ doesn't untap during your untap step.", False),
    ("~ comes into play tapped.", False),
    ("~ comes into play with two +1/+1 counters on it.", False),
    ("~ gets +1/+1 as long as you control a Forest.", False),
    ("~'s power and toughness are each equal to the number of Forests you control.", False),
    ("~ deals 3 damage to target creature or player.", True),
    ("~ deals 4 damage divided as you choose among one, two, or three target creatures.", True),
    ("~ deals damage equal to its power to target creature.", True),
    ("Target creature gets +3/+3 until end of turn.", True),
    ("Target creature gains flying until end of turn.", True),
    ("Destroy target creature. It can't be regenerated.", True),
    ("Destroy all creatures.", True),
    ("Regenerate target creature.", True),
    ("Prevent the next 3 damage that would be dealt to target creature or player this turn.", True),
    ("Prevent all combat damage that would be dealt this turn.", True),
    ("Counter target spell unless its controller pays {3}.", True),
    ("You gain 4 life.", True),
    ("Target player loses 2 life.", True),
    ("Draw two cards.", True),
    ("Target player discards two cards.", True),
    ("Tap target creature.", True),
    ("Return target creature to its owner's hand.", True),
    ("Return target creature card from your graveyard to your hand.", True),
    ("Remove target creature from the game.", True),
    ("Put target creature on top of its owner's library.", True),
    ("Put a +1/+1 counter on target creature.", True),
    ("Put two 1/1 white Soldier creature tokens into play.", True),
    ("Target player sacrifices a creature.", True),
    ("Gain control of target creature until end of turn.", True),
    ("Search your library for a basic land card and put that card into your hand. Then shuffle your library.",
     True),
    ("Choose one — Target player gains 3 life; or target player draws a card.", True),
)

#: how many templates an ``unsupported_text`` error suggests
SUGGESTIONS = 3


@cache
def _compared(candidates: tuple[str, ...], chinese: bool) -> tuple[str, ...]:
    """The candidates as compared (lower-cased unless Chinese): built once per candidate list."""
    return candidates if chinese else tuple(text.lower() for text in candidates)


def nearest_templates(line: str, candidates: tuple[str, ...] | None = None, *, chinese: bool = False,
                      n: int = SUGGESTIONS) -> list[str]:
    """The ``n`` sentences of ``candidates`` (default: the English examples) most like ``line``,
    closest first (ties in the candidates' order). ``engine.cardlang.suggest`` passes the examples'
    Chinese for a Chinese line."""
    if n <= 0:
        return []
    if candidates is None:
        candidates = tuple(text for text, _ in EXAMPLES)
    key = line.strip() if chinese else line.strip().lower()
    scored = process.extract(key, _compared(candidates, chinese), scorer=fuzz.ratio, limit=None)
    ranked = sorted(scored, key=lambda found: (-found[1], found[2]))  # (choice, score, index)
    return [candidates[index] for _, _, index in ranked[:n]]
