"""The card language: every template parses, renders back to English and Chinese, and the
rendered text parses to the same AST (round trip); Traditional Chinese and later wording too."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest

from engine.abilities import (
    ChangeCharacteristics,
    CharacteristicChange,
    Condition,
    CreateTokens,
    DealDamage,
    Destroy,
    Group,
    KeywordLine,
    PayOption,
    Pump,
    StaticAbility,
    Target,
    TriggeredAbility,
)
from engine.cardlang import (
    _earley,
    _fast_parser,
    _lalr,
    _parse_normalised,
    _parser,
    parse_card_text,
    parse_line,
    render_ability,
    template_names,
)
from engine.cardlang.normalise import to_simplified
from engine.errors import UnsupportedText

#: issue 21 (printed English): (card, the era's printed wording, the same ability in today's or the
#: canonical words, is a spell): both parse to one AST (test_printed_english_reads_as_today_s_words)
PRINTED_EN_PAIRS = [
    # printed English, third round: the older Aura's abilities, kicker, upkeep costs, block triggers, walls
    ("Seer", "Enchanted creature gains flying and trample and gets +2/+0.",
     "Enchanted creature gets +2/+0 and has flying and trample.", False),
    ("Seer", "Enchanted creature gets +1/+1 and gains flanking.", "Enchanted creature gets +1/+1 and has flanking.", False),
    ("Seer", "Enchanted creature gets +1/+1, has flying, and attacking doesn't cause it to tap.",
     "Enchanted creature gets +1/+1 and has flying and vigilance.", False),
    ("Seer", "Sacrifice Seer to regenerate the creature it enchants.", "Sacrifice Seer: Regenerate enchanted creature.",
     False),
    ("Seer", "Draw a card at the beginning of the turn after Seer comes into play.",
     "When Seer enters the battlefield, draw a card at the beginning of the next turn's upkeep.", False),
    ("Seer", "If you paid the kicker cost, Seer comes into play with two +1/+1 counters on it.",
     "If Seer was kicked, it enters the battlefield with two +1/+1 counters on it.", False),
    ("Seer", "During your upkeep, pay {G}{G} or bury Seer.",
     "At the beginning of your upkeep, sacrifice Seer unless you pay {G}{G}.", False),
    ("Seer", "When Seer comes into play, discard a card at random from your hand or bury Seer.",
     "When Seer enters the battlefield, sacrifice it unless you discard a card at random.", False),
    ("Seer", "At the end of each player's turn, that player sacrifices an untapped land.",
     "At the beginning of each player's end step, that player sacrifices an untapped land.", False),
    ("Seer", "If assigned as a blocker, Seer gets +0/+3 until end of turn.",
     "Whenever Seer blocks, it gets +0/+3 until end of turn.", False),
    ("Seer", "Whenever any creature comes into play, Seer deals 1 damage to that creature.",
     "Whenever a creature enters the battlefield, Seer deals 1 damage to that creature.", False),
    ("Seer", "Destroys any one artifact.", "Destroy target artifact.", True),
    ("Seer", "Seer counts as a Wall.", "Defender", False),
    # branch library: the printed wordings of the looks
    ("Seer", "{1}{B}, Sacrifice Seer: Look at target player's hand and choose one of those cards. That player "
     "discards that card. Play this ability as a sorcery.", "{1}{B}, Sacrifice Seer: Look at target player's hand and "
     "choose a card from it. That player discards that card. Activate only as a sorcery.", False),
    ("Seer", "{2}{U}{U} Look at the top five cards of your library and put one of them into your hand. Remove the "
     "rest from the game.", "{2}{U}{U}: Look at the top five cards of your library, put one of them into your hand, "
     "and exile the rest.", False),
    ("Seer", "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card "
     "into your hand and put all other revealed cards into your graveyard.", "{G}, {T}: Reveal cards from the top of "
     "your library until you reveal a basic land card. Put that card into your hand and all other cards revealed this "
     "way into your graveyard.", False),
    ("Seer", "{2}: Reveal the top card of your library. If it's a land, Seer gets +2/+2 and gains trample until end "
     "of turn. Play this ability only once each turn.", "{2}: Reveal the top card of your library. If it's a land "
     "card, Seer gets +2/+2 and gains trample until end of turn. Activate only once each turn.", False),
    ("Seer", "Look at the top three cards of target player's library, then put them back in any order. You may have "
     "that player shuffle.", "Look at the top three cards of target player's library, then put them back in any "
     "order. You may have that player shuffle his or her library.", True),
    ("Seer", "When Seer comes into play, look at the top four cards of your library and put them back in any order "
     "you choose.", "When Seer comes into play, look at the top four cards of your library, then put them back in any "
     "order.", False),
    ("Seer", "Look at the top seven cards of your library and put two of them into your hand. Put the rest into your "
     "graveyard.", "Look at the top seven cards of your library. Put two of them into your hand and the rest into "
     "your graveyard.", True),
    ("Seer", "Reveal the top four cards of your library to all players. Put all land cards revealed this way into "
     "your hand and the rest into your graveyard.", "Reveal the top four cards of your library. Put all land cards "
     "revealed this way into your hand and the rest into your graveyard.", True),
    ("Seer", "When Seer comes into play, reveal the top four cards of your library. Put all Elf cards revealed this "
     "way into your hand and the rest on the bottom of your library.", "When Seer enters the battlefield, reveal the "
     "top four cards of your library. Put all Elf cards revealed this way into your hand and the rest on the bottom "
     "of your library in any order.", False),
    ("Seer", "When Seer comes into play, look at the top three cards of your library, then put one of them into your "
     "hand and the rest on the bottom of your library in any order.", "When Seer enters the battlefield, look at the "
     "top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in "
     "any order.", False),
    # chance: "Otherwise," for the lost flip; "from your hand" after a discard at random
    ("Sand Skipper", "{R}: Flip a coin. If you win the flip, return Sand Skipper to its owner's hand. Otherwise, "
     "sacrifice Sand Skipper.", "{R}: Flip a coin. If you win the flip, return Sand Skipper to its owner's hand. "
     "If you lose the flip, sacrifice Sand Skipper.", False),
    ("Pardic Tester", "{R}, Discard a card at random from your hand: Pardic Tester gets +2/+0 until end of turn.",
     "{R}, Discard a card at random: Pardic Tester gets +2/+0 until end of turn.", False),
    ("Hymn Test", "Target player discards two cards at random from his or her hand. If target player does not have "
     "enough cards, his or her entire hand is discarded.", "Target player discards two cards at random.", True),
    # the coin an opponent calls in the air: "ends up in your favor" is the flip won
    ("Sky Test", "Flip a coin; target opponent calls heads or tails while coin is in the air. If the flip ends up "
     "in your favor, you gain 2 life. Otherwise, each player draws a card.",
     "Flip a coin. If you win the flip, you gain 2 life. If you lose the flip, each player draws a card.", True),
    ("Sky Test", "Flip a coin; opponent calls heads or tails while coin is in the air. If the flip ends up in "
     "opponent's favor, Sky Test deals 5 damage to you.", "Flip a coin. If you lose the flip, Sky Test deals 5 "
     "damage to you.", True),
    ("Fist Test", "Clash with an opponent. If you win, target creature gets an additional +2/+2 until end of turn.",
     "Clash with an opponent. If you win, target creature gets +2/+2 until end of turn.", True),
    ("Blight Lance", "Bury target creature.", "Destroy target creature. It can't be regenerated.", True),
    ("Null Storm", "Bury all creatures.", "Destroy all creatures. They can't be regenerated.", True),
    ("Grey Stone", "{T}: Add one colorless mana to your mana pool.", "{T}: Add {1}.", False),
    ("Moss Vault", "{T}: Add one green mana to your mana pool.", "{T}: Add {G}.", False),
    ("Twin Idol", "{T}: Add two colorless mana to your mana pool.", "{T}: Add {2} to your mana pool.", False),
    ("Ember Shrine", "{1}, {T}: Add one red mana to your mana pool. Play this ability as a mana source.",
     "{1}, {T}: Add {R}.", False),
    ("Tide Imp", "{U}: Tap target creature. Play this ability as an interrupt.", "{U}: Tap target creature.", False),
    ("Tide Imp", "{U}: Tap target creature. This ability is played as an interrupt.", "{U}: Tap target creature.",
     False),
    ("Tide Imp", "{U}: Tap target creature. Play this ability as an instant.", "{U}: Tap target creature.", False),
    ("Rune Keeper", "{1}: Draw a card. Use this ability only once each turn.",
     "{1}: Draw a card. Activate only once each turn.", False),
    ("Rune Keeper", "{1}: Draw a card. Use this ability only during your turn.",
     "{1}: Draw a card. Activate only during your turn.", False),
    ("Rune Keeper", "{2}: Rune Keeper gets +1/+1 until end of turn. Play this ability as a sorcery.",
     "{2}: Rune Keeper gets +1/+1 until end of turn. Activate only as a sorcery.", False),
    ("Rune Keeper", "{2}: Rune Keeper gets +1/+1 until end of turn. Use this ability only any time you could play "
     "a sorcery.", "{2}: Rune Keeper gets +1/+1 until end of turn. Activate only as a sorcery.", False),
    ("Frost Veil", "Cumulative Upkeep: {1}", "Cumulative upkeep {1}", False),
    ("Salt Wraith", "During your upkeep, pay {U} or destroy Salt Wraith.",
     "At the beginning of your upkeep, destroy Salt Wraith unless you pay {U}.", False),
    ("Salt Wraith", "During your upkeep, pay {B}{B} or bury Salt Wraith.",
     "At the beginning of your upkeep, sacrifice Salt Wraith unless you pay {B}{B}.", False),
    ("Salt Wraith", "During each player's upkeep, Salt Wraith deals 1 damage to that player.",
     "At the beginning of each player's upkeep, Salt Wraith deals 1 damage to that player.", False),
    ("Ash Idol", "Whenever a player successfully casts a red spell, you gain 1 life.",
     "Whenever a player casts a red spell, you gain 1 life.", False),
    ("Quiet Glider", "Attacking does not cause Quiet Glider to tap.", "Attacking doesn't cause Quiet Glider to tap.",
     False),
    ("Quiet Glider", "Quiet Glider cannot be blocked by Walls.", "Quiet Glider can't be blocked by Walls.", False),
    ("Web Spinner", "Web Spinner may block as though it had flying.", "Web Spinner can block as though it had flying.",
     False),
    ("Storm Cub", "You may play Storm Cub any time you could play an instant.", "Flash", False),
    ("Split Choice", "Choose one Target player gains 3 life; or destroy target artifact.",
     "Choose one — Target player gains 3 life; or destroy target artifact.", True),
    ("Tri Charm", "Choose one Destroy target artifact; or tap target creature; or counter target spell.",
     "Choose one — Destroy target artifact; or tap target creature; or counter target spell.", True),
    # branch olden: more of the 1993-2008 printed words
    ("Rag Sifter", "{1}, Discard a card from your hand: Draw a card.", "{1}, Discard a card: Draw a card.", False),
    ("Rag Sifter", "Choose and discard a card: Return Rag Sifter to owner's hand.",
     "Discard a card: Return Rag Sifter to its owner's hand.", False),
    ("Mind Rake", "Target player chooses and discards two cards from his or her hand.",
     "Target player discards two cards.", True),
    ("Mind Rake", "Target player discards a card at random from his or her hand.",
     "Target player discards a card at random.", True),
    ("Veil Stag", "Veil Stag cannot be the target of spells or abilities.", "Shroud", False),
    ("Veil Stag", "Cannot be the target of spells or effects.", "Shroud", False),
    ("Quick Boar", "Quick Boar is unaffected by summoning sickness.", "Haste", False),
    ("Old Ruin", "Comes into play tapped.", "Old Ruin comes into play tapped.", False),
    ("Old Ruin", "Cannot attack or block.", "Old Ruin can't attack or block.", False),
    ("Sky Gift", "Any one creature gets +3/+3 and gains flying until the end of the turn.",
     "Target creature gets +3/+3 and gains flying until end of turn.", True),
    ("Sky Gift", "Target creature gains +3/+3 until end of turn.", "Target creature gets +3/+3 until end of turn.",
     True),
    ("Cinder Cone", "Cinder Cone does 3 damage to any one creature or player.",
     "Cinder Cone deals 3 damage to target creature or player.", True),
    ("Late Bloom", "At the end of your turn, you gain 1 life.",
     "At the beginning of your end step, you gain 1 life.", False),
    ("Late Bloom", "At the end of each turn, you gain 1 life.", "At end of turn, you gain 1 life.", False),
    ("Late Bloom", "Draw a card at the beginning of the next turn.",
     "Draw a card at the beginning of the next turn's upkeep.", True),
    ("Deep Vault", "You may choose not to untap Deep Vault during your untap phase.",
     "You may choose not to untap Deep Vault during your untap step.", False),
    ("Spite Idol", "Whenever one of your opponents plays a creature spell, Spite Idol deals 1 damage to that player.",
     "Whenever an opponent plays a creature spell, Spite Idol deals 1 damage to that player.", False),
    ("Mender", "{2}, {T}: Prevent 1 damage to any creature or player.",
     "{2}, {T}: Prevent the next 1 damage that would be dealt to target creature or player this turn.", False),
    ("Mender", "Pay 1 life: Prevent 1 damage to Mender.",
     "Pay 1 life: Prevent the next 1 damage that would be dealt to Mender this turn.", False),
    ("Prism Bird", "Tap to add one mana of any color to your mana pool. This tap may be played as an interrupt.",
     "{T}: Add one mana of any color to your mana pool.", False),
    ("Ember Whelp", "{R} +1/+0 until end of turn", "{R}: Ember Whelp gets +1/+0 until end of turn.", False),
    ("Moss Troll", "{G} Regenerate Moss Troll.", "{G}: Regenerate Moss Troll.", False),
    ("Field Scout", "On your turn, before you attack, you may tap Field Scout to draw a card.",
     "{T}: Draw a card. Activate only during your turn, before attackers are declared.", False),
    ("Field Scout", "On your turn, before you attack, you may tap Field Scout to give any one creature +2/+2 "
     "until the end of the turn.", "{T}: Target creature gets +2/+2 until end of turn. Activate only during your "
     "turn, before attackers are declared.", False),
    ("Trade Barge", "If Trade Barge attacks and is not blocked, you gain 2 life.",
     "Whenever Trade Barge attacks and isn't blocked, you gain 2 life.", False),
    # issue 21, the second round of printed English (tests/cards/test_printed_texts_as_oracle.py checks
    # real cards against their Oracle text)
    ("Bog Troll", "{B} Regenerate", "{B}: Regenerate Bog Troll.", False),
    ("Ash Knight", "{R}{R} First strike until end of turn", "{R}{R}: Ash Knight gains first strike until end of turn.",
     False),
    ("Ash Knight", "{1} Flying and -1/-0 until end of turn",
     "{1}: Ash Knight gets -1/-0 and gains flying until end of turn.", False),
    ("Ash Knight", "Sacrifice a creature: +2/+1 until end of turn",
     "Sacrifice a creature: Ash Knight gets +2/+1 until end of turn.", False),
    ("Gate Monk", "When Gate Monk comes into play from your hand, you gain 2 life.",
     "When Gate Monk comes into play, you gain 2 life.", False),
    ("Banner", "All Goblins gain first strike.", "All Goblins have first strike.", False),
    ("Banner", "All white creatures in play gain +1/+1.", "All white creatures get +1/+1.", False),
    ("Banner", "All your Kobolds gain +0/+1 and trample.", "Kobolds you control get +0/+1 and have trample.", False),
    ("Wing Aura", "Enchanted creature gains flying.", "Enchanted creature has flying.", False),
    ("Wing Aura", "Enchanted creature gains +2/+0 and trample.", "Enchanted creature gets +2/+0 and has trample.",
     False),
    ("Red Ruin", "All lands in play are destroyed.", "Destroy all lands.", True),
    ("Red Ruin", "All creatures in play are destroyed and cannot regenerate.",
     "Destroy all creatures. They can't be regenerated.", True),
    ("Red Ruin", "Target artifact is buried.", "Destroy target artifact. It can't be regenerated.", True),
    ("Red Ruin", "Target enchantment must be discarded.", "Destroy target enchantment.", True),
    ("Veil Cloak", "Enchanted creature cannot be the target of spells or abilities.", "Enchanted creature has shroud.",
     False),
    ("Veil Cloak", "Artifacts you control can't be the targets of spells or abilities your opponents control.",
     "Artifacts you control have hexproof.", False),
    ("Night Rats", "Night Rats cannot be blocked except by artifact creatures and black creatures.", "Fear", False),
    ("Iron Hulk", "Iron Hulk is indestructible.", "Indestructible", False),
    ("Sky Knight", "Does not tap when attacking.", "Vigilance", False),
    ("Sky Knight", "Attacking doesn't cause Clerics to tap.", "Clerics have vigilance.", False),
    ("Pack Cat", "If Pack Cat attacks and is blocked, it gets +1/+1 until the end of the turn.",
     "Whenever Pack Cat becomes blocked, it gets +1/+1 until end of turn.", False),
    ("Pack Cat", "When Pack Cat blocks, it gets +0/+2 until the end of the turn.",
     "Whenever Pack Cat blocks, it gets +0/+2 until end of turn.", False),
    ("Pack Cat", "If Pack Cat leaves play, draw a card.", "When Pack Cat leaves play, draw a card.", False),
    ("Spy Hawk", "If Spy Hawk damages any player, that player chooses and discards a card.",
     "Whenever Spy Hawk deals damage to a player, that player discards a card.", False),
    ("Spy Hawk", "Spy Hawk can't intercept.", "Spy Hawk can't block.", False),
    ("Spy Hawk", "Cannot be assigned to block.", "Spy Hawk can't block.", False),
    ("Null Word", "Counter target spell unless its caster pays an additional {2}.",
     "Counter target spell unless its controller pays {2}.", True),
    ("Null Word", "Target player takes another turn after this one.", "Target player takes an extra turn after this one.",
     True),
    ("Null Word", "Creatures deal no combat damage this turn.", "Prevent all combat damage that would be dealt this turn.",
     True),
    ("Null Word", "Null Word does 3 damage to one target.", "Null Word deals 3 damage to target creature or player.",
     True),
    ("Null Word", "Null Word deals 2 damage to each creature and player.",
     "Null Word deals 2 damage to each creature and each player.", True),
    ("Null Word", "Tap or untap target creature.", "You may tap or untap target creature.", True),
    ("Null Word", "Return target creature to owner's hand; enchantments on target creature are destroyed.",
     "Return target creature to its owner's hand.", True),
    ("Null Word", "Look at the top card of your library. You may put that card on the bottom of your library.",
     "Scry 1.", True),
    ("Stone Idol", "Stone Idol does 1 damage to you during your upkeep.",
     "At the beginning of your upkeep, Stone Idol deals 1 damage to you.", False),
    ("Stone Idol", "Pay {R}{G} during your upkeep or Stone Idol is buried.",
     "At the beginning of your upkeep, sacrifice Stone Idol unless you pay {R}{G}.", False),
    ("Stone Idol", "Stone Idol has power and toughness each equal to the number of cards in your hand.",
     "Stone Idol's power and toughness are each equal to the number of cards in your hand.", False),
    ("Stone Idol", "For each 1 damage Stone Idol deals, gain 1 life.",
     "Whenever Stone Idol deals damage, you gain that much life.", False),
    ("Stone Idol", "Non-flying creatures cannot attack.", "Creatures without flying can't attack.", False),
    # the printed threshold says its condition in the reminder only; read before the reminder goes
    ("Warden", "Threshold Warden gets +1/+2 and has trample. (You have threshold as long as seven or more cards "
     "are in your graveyard.)", "Threshold — Warden gets +1/+2 and has trample as long as seven or more cards are in "
     "your graveyard.", False),
    ("Warden", "Threshold Enchanted creature gets +2/+0. (You have threshold as long as seven or more cards are in "
     "your graveyard.)", "Threshold — Enchanted creature gets +2/+0 as long as seven or more cards are in your "
     "graveyard.", False),
    ("Warden", "Threshold {1}, {T}: You gain 2 life. (Play this ability only if seven or more cards are in your "
     "graveyard.)", "Threshold — {1}, {T}: You gain 2 life. Activate only if seven or more cards are in your "
     "graveyard.", False),
    ("Warden", "Threshold Other creatures you control get +1/+1. (You have threshold as long as seven or more cards "
     "are in your graveyard.)", "Threshold — Other creatures you control get +1/+1 as long as seven or more cards "
     "are in your graveyard.", False),
    ("Warden", "{2}, {T}: Target creature gets +0/+2 as long as Warden remains tapped.",
     "{2}, {T}: Target creature gets +0/+2 for as long as Warden remains tapped.", False),
    ("Warden", "Warden is unblockable as long as defending player controls an enchantment.",
     "Warden can't be blocked as long as defending player controls an enchantment.", False),
]

TEMPLATES = [
    # branch zones: a card target in any player's graveyard, costs paid with cards of a zone
    ("Seer", "Exile target card from a graveyard.", True),
    ("Seer", "将目标生物牌在你的操控下从坟墓场放置进场。", True),
    ("Seer", "Remove target creature card in a graveyard from the game. You gain 2 life.", True),
    ("Seer", "{T}，从你坟墓场中将两张牌移出对战：抓一张牌。", False),
    ("Seer", "Return target artifact or enchantment card from a graveyard to its owner's hand.", True),
    ("Seer", "每当一个生物从场上进入对手的坟墓场时，你获得等同于其防御力的生命。", False),
    ("Seer", "Put target creature card from an opponent's graveyard onto the battlefield under your control.", True),
    ("Seer", "{4}{G}{G}，{T}：从你的牌库中搜寻一张名称为Seer的牌，将之放进战场，然后将你的牌库洗牌。", False),
    ("Seer", "Put target card from your graveyard on top of your library.", True),
    ("Seer", "{3}，{T}：从你的牌库中搜寻一张总法术力费用等于或小于4的反抗军永久物牌，并将该牌放置进场。然后将你的牌库洗牌。", False),
    ("Seer", "{T}: Put target card from a graveyard on the bottom of its owner's library.", False),
    ("Seer", "{4}，{T}：将目标神器生物牌从你的坟墓场移回场上。", False),
    ("Seer", "{T}, Exile two cards from your graveyard: Draw a card.", False),
    ("Seer", "{1}, Remove two creature cards in your graveyard from the game: Target player discards a card.", False),
    ("Seer", "{2}, Exile the top card of your library: You gain 1 life.", False),
    ("Seer", "Whenever a creature is put into an opponent's graveyard from the battlefield, you gain life equal to "
     "its toughness.", False),
    ("Seer", "When Seer is put into your graveyard from play, draw a card.", False),
    ("Seer", "Whenever a nontoken creature is put into your graveyard from the battlefield, you gain 1 life.", False),
    ("Seer", "When Seer comes into play, you may search your library for up to three cards named Seer, reveal them, "
     "put them into your hand, then shuffle.", False),
    ("Seer", "{4}{G}{G}, {T}: Search your library for a card named Seer, put it onto the battlefield, then shuffle.", False),
    ("Seer", "{4}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put it onto the "
     "battlefield, then shuffle.", False),
    ("Seer", "{6}, {T}: Return target Rebel permanent card with mana value 5 or less from your graveyard to the "
     "battlefield.", False),
    ("Seer", "Return target permanent card from your graveyard to your hand.", True),
    ("Seer", "Put target creature card in a graveyard into play under your control.", True),
    # amounts that count: "any number of", "for each ... this way", ", where X is ..."
    ("Vault", "{T}, Remove any number of storage counters from Vault: Add {B} for each storage counter removed this way.", False),
    ("Battery", "{T}, Remove any number of charge counters from Battery: Add {R}, then add an additional {R} for each "
     "charge counter removed this way.", False),
    ("Cradle", "{T}: Add {G} for each creature you control.", False),
    ("Sanctum", "{T}: Add {W} to your mana pool for each enchantment you control.", False),
    ("Coffers", "{2}, {T}: Add {B} to your mana pool for each Swamp you control.", False),
    ("Bargain", "Sacrifice any number of creatures. You gain 3 life for each creature sacrificed this way.", True),
    ("Seism", "Sacrifice any number of lands. Add {1} to your mana pool for each land sacrificed this way.", True),
    ("Rites", "Discard any number of cards. Creatures you control get +0/+1 until end of turn for each card "
     "discarded this way.", True),
    ("Sludge", "Target player discards a card for each Swamp you control.", True),
    ("Twist", "Target player discards X cards, where X is the number of creatures you control.", True),
    ("Mutation", "Destroy target artifact. It can't be regenerated. Put X 1/1 green Saproling creature tokens into play, "
     "where X is that artifact's mana value.", True),
    ("Mutation", "Destroy target enchantment. Put X 1/1 green Saproling creature tokens into play, where X is its "
     "mana value.", True),
    ("Herd", "Put X 1/1 white Pegasus creature tokens with flying into play, where X is your life total.", True),
    ("Bladewarden", "{T}: Target creature gets +X/+X until end of turn, where X is ~'s power.", False),
    ("Medic", "{T}: Prevent the next X damage that would be dealt to target creature this turn, where X is the number "
     "of Clerics on the battlefield.", False),
    ("Medic", "{T}: Prevent the next 1 damage that would be dealt to target creature or player this turn for each "
     "Cleric you control.", False),
    # branch library: the top cards of a library looked at or revealed, the instructions on them, a hand
    ("Seer", "Look at the top card of your library.", True),
    ("Seer", "{1}: Look at the top card of target player's library.", False),
    ("Seer", "Look at the top three cards of your library, then put them back in any order.", True),
    ("Seer", "When Seer comes into play, look at the top four cards of target player's library, then put them back "
     "in any order.", False),
    ("Seer", "At the beginning of your upkeep, you may look at the top three cards of your library, then put them "
     "back in any order.", False),
    ("Seer", "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom "
     "of your library in any order.", True),
    ("Seer", "Look at the top seven cards of your library. Put two of them into your hand and the rest into your "
     "graveyard.", True),
    ("Seer", "Look at the top two cards of your library. Put one of them into your hand and the other on the bottom "
     "of your library.", True),
    ("Seer", "Seer deals 2 damage to target creature or player. Look at the top three cards of your library. Put one "
     "of them into your hand and the rest on the bottom of your library in any order.", True),
    ("Seer", "When Seer comes into play, reveal the top four cards of your library. Put all Goblin cards revealed "
     "this way into your hand and the rest on the bottom of your library in any order.", False),
    ("Seer", "Reveal the top X cards of your library. Put all creature cards revealed this way into your hand and "
     "the rest into your graveyard.", True),
    ("Seer", "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it into play. Otherwise, "
     "put it into your graveyard.", False),
    ("Seer", "{T}: Look at the top card of your library. If it's a land card, you may reveal it and put it into "
     "your hand.", False),
    ("Seer", "Look at the top five cards of your library. You may reveal a creature card from among them and put it "
     "into your hand. Put the rest on the bottom of your library in any order.", True),
    ("Seer", "At the beginning of your upkeep, look at the top card of your library. You may put that card into "
     "your graveyard.", False),
    ("Seer", "{2}, {T}: Look at the top card of target player's library. You may put that card into that player's "
     "graveyard.", False),
    ("Seer", "Look at target player's hand. Draw a card.", True),
    ("Seer", "When Seer comes into play, look at target opponent's hand.", False),
    ("Seer", "Choose one — Look at the top three cards of your library, then put them back in any order; or draw a "
     "card.", True),
    ("Seer", "{2}: Reveal the top card of your library. If it's a land card, Seer gets +1/+0 and gains first strike "
     "until end of turn. Activate only once each turn.", False),
    ("Seer", "{2}: Reveal the top card of your library. If it's a land card, untap Seer and it gets +1/+1 until end of "
     "turn.", False),
    ("Seer", "Reveal the top card of your library. If it's a nonland card, Seer deals 2 damage to target creature or "
     "player.", True),
    ("Seer", "Look at the top X cards of your library, where X is the number of artifacts you control. Put one of "
     "them into your hand and the rest on the bottom of your library in any order.", True),
    ("Seer", "{T}: Look at the top X cards of your library, where X is the number of cards in your hand, then put "
     "them back in any order.", False),
    ("Seer", "Look at the top five cards of your library. You may reveal an instant or sorcery card from among them "
     "and put it into your hand. Put the rest on the bottom of your library in any order.", True),
    ("Seer", "Search your library for an instant or sorcery card, reveal that card, then shuffle your library and put "
     "that card on top of it.", True),
    ("Seer", "Look at the top three cards of target player's library, then put them back in any order. You may have "
     "that player shuffle his or her library.", True),
    ("Seer", "Look at the top three cards of your library, then put them back in any order. You may shuffle your "
     "library. Draw a card.", True),
    ("Seer", "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card "
     "into your hand and all other cards revealed this way into your graveyard.", False),
    ("Seer", "Reveal cards from the top of your library until you reveal a creature card. Put that card into play and "
     "all other cards revealed this way on the bottom of your library in any order.", True),
    ("Seer", "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand.",
     False),
    ("Seer", "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. "
     "You lose life equal to its converted mana cost.", False),
    ("Seer", "{2}{U}{U}: Look at the top five cards of your library, put one of them into your hand, and exile the "
     "rest.", False),
    ("Seer", "{W/U}, {Q}: Look at the top card of your library. You may exile that card.", False),
    ("Seer", "{1}{U}: Target player reveals the top card of his or her library.", False),
    ("Seer", "{1}{B}, Sacrifice Seer: Look at target player's hand and choose a card from it. That player discards "
     "that card. Activate only as a sorcery.", False),
    ("Seer", "Look at target opponent's hand and choose a nonland card from it. That player discards that card.", True),
    ("Seer", "Look at the top three cards of your library. Put one of them into your hand, one on top of your "
     "library, and one on the bottom of your library.", True),
    ("Seer", "Look at the top three cards of your library. Put one of them into your hand, one on top of your "
     "library, and the other on the bottom of your library.", True),
    ("Seer", "Each player reveals the top three cards of his or her library. Draw a card.", True),
    ("Seer", "{1}, Sacrifice a creature: Look at the top two cards of target opponent's library, then exile one of "
     "them.", False),
    # copies of spells (503; 2009 706): the copy, new targets for it, and the spell kind it targets
    ('X', 'Copy target instant or sorcery spell. You may choose new targets for the copy.', True),
    ('X', 'Copy target instant or sorcery spell.', True),
    ('X', '{2}{U}: Copy target instant or sorcery spell. You may choose new targets for the copy.', False),
    ('X', 'Counter target instant or sorcery spell.', True),
    ('X', 'Storm', True),
    ('X', 'Cascade', True),
    ('X', 'Cascade', False),
    ('X', 'Suspend 4—{U}', True),
    ('X', 'Replicate {1}{R}', True),
    ('X', 'Conspire', True),
    ('X', 'Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that spell. '
          'You may choose new targets for the copy.', False),
    ('X', 'Suspend 3—{1}{W}{W}', False),
    ('X', 'Suspend 3—{0}', False),
    ('Chronicle of Tests', "Suspend X—{X}{3}{U}. X can't be 0.", False),
    # r2choose: a choice made as the permanent comes into play (410.10e) and the chosen colour
    ('X', 'As ~ comes into play, choose a color.', False),
    ('X', 'As ~ enters the battlefield, choose an opponent.', False),
    ('X', 'As ~ comes into play, choose a creature type.', False),
    ('X', '~ has protection from the chosen color.', False),
    ('X', "Enchanted creature has protection from the chosen color. This effect doesn't remove ~.", False),
    ('X', 'Enchanted creature has protection from the chosen color and from black.', False),
    ('X', 'Creatures of the chosen color get +1/+1.', False),
    ('X', '{T}: Add one mana of the chosen color.', False),
    ('X', '{1}, {T}: Add two mana of the chosen color to your mana pool.', False),
    ('X', 'All creatures of the chosen type get -1/-1.', False),
    ('X', 'Creatures of the chosen type have fear.', False),
    ('X', 'All Slivers have protection from the chosen color.', False),
    ('X', "Creatures of the chosen color without flying can't attack.", False),
    ('X', '{3}, {T}, Sacrifice a creature of the chosen type: ~ deals 3 damage to target creature.', False),
    ('Grizzly Bears', 'Flying, first strike', False),
    ('X', 'Protection from black', False),
    ('X', 'Forestwalk', False),
    ('X', 'Enchant creature', False),
    ('Llanowar Elves', '{T}: Add {G} to your mana pool.', False),
    ('Llanowar Elves', '{T}: Add {G}.', False),
    ('Lightning Bolt', 'Lightning Bolt deals 3 damage to target creature or player.', True),
    ('Giant Growth', 'Target creature gets +3/+3 until end of turn.', True),
    ('Counterspell', 'Counter target spell.', True),
    ('Remove Soul', 'Counter target creature spell.', True),
    ('Wrath of God', "Destroy all creatures. They can't be regenerated.", True),
    ('Terror', "Destroy target nonartifact, nonblack creature. It can't be regenerated.", True),
    ('Prodigal Sorcerer', '{T}: Prodigal Sorcerer deals 1 damage to target creature or player.', False),
    ('Mogg Fanatic', 'Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player.', False),
    ('Drudge Skeletons', '{B}: Regenerate Drudge Skeletons.', False),
    ('Glorious Anthem', 'Creatures you control get +1/+1.', False),
    ('Crusade', 'White creatures get +1/+1.', False),
    ('Venerable Monk', 'When Venerable Monk comes into play, you gain 2 life.', False),
    ('Venerable Monk', 'When Venerable Monk enters the battlefield, you gain 2 life.', False),
    ('Raise the Alarm', 'Put two 1/1 white Soldier creature tokens into play.', True),
    ('Raise the Alarm', 'Create two 1/1 white Soldier creature tokens.', True),
    ('Birdcall', 'Put a 1/1 white Bird creature token with flying into play.', True),
    ('Holy Strength', 'Enchanted creature gets +1/+2.', False),
    ('Serra Angel', "Attacking doesn't cause Serra Angel to tap.", False),
    ('Royal Assassin', '{T}: Destroy target tapped creature.', False),
    ('Sengir Vampire', 'Whenever a creature dealt damage by Sengir Vampire this turn is put into a graveyard, put a +1/+1 counter on Sengir Vampire.', False),
    ('Bonesplitter', 'Equipped creature gets +2/+0.', False),
    ('Bonesplitter', 'Equip {1}', False),
    ('Goblin King', 'Other Goblins get +1/+1 and have mountainwalk.', False),
    ('Healing Salve', 'Choose one — Target player gains 3 life; or prevent the next 3 damage that would be dealt to target creature or player this turn.', True),
    ('Disenchant', 'Destroy target artifact or enchantment.', True),
    ('Pacifism', "Enchanted creature can't attack or block.", False),
    ('Fog', 'Prevent all combat damage that would be dealt this turn.', True),
    ('Pestilence', '{B}: Pestilence deals 1 damage to each creature and each player.', False),
    ('Earthquake', 'Earthquake deals X damage to each creature without flying and each player.', True),
    ('Mind Rot', 'Target player discards two cards.', True),
    ('Gravedigger', 'When Gravedigger comes into play, you may return target creature card from your graveyard to your hand.', False),
    ('Threaten', 'Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.', True),
    ('X', 'At the beginning of your upkeep, you lose 1 life.', False),
    ('X', 'Whenever X deals combat damage to a player, draw a card.', False),
    ('CoP', '{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.', False),
    # prevention composes: a chosen source's damage to any subject, "that would be dealt by", life "this way"
    ('Guarding Word', 'The next time a source of your choice would deal damage to target creature this turn, '
     'prevent that damage.', True),
    ('Shelter', 'The next time a source of your choice would deal damage to target creature or player this turn, '
     'prevent that damage.', True),
    ('Warden', '{W}, {T}: The next time a black source of your choice would deal damage to ~ this turn, '
     'prevent that damage.', False),
    ('Holy Day Aside', 'Prevent all combat damage that would be dealt to and dealt by target creature this turn.', True),
    ('Sidestep', '{W}: Prevent all combat damage that would be dealt to and dealt by ~ this turn.', False),
    ('Truce', 'Prevent all combat damage that would be dealt by target attacking creature this turn.', True),
    ('Calm', 'Prevent all damage that would be dealt by target creature this turn.', True),
    # static prevention: all damage to / by the permanent itself or the enchanted creature
    ('Ward Golem', 'Prevent all damage that would be dealt to Ward Golem.', False),
    ('Ward Golem', 'If damage would be dealt to Ward Golem, prevent that damage.', False),
    ('Pacifying Aura', 'Prevent all damage that would be dealt by enchanted creature.', False),
    ('Sheltering Aura', 'Prevent all damage that would be dealt to enchanted creature.', False),
    ('Gentle Golem', 'Prevent all damage that would be dealt by Gentle Golem.', False),
    ('Mending Ward', 'Prevent the next 3 damage that would be dealt to target creature or player this turn. '
     'You gain life equal to the damage prevented this way.', True),
    ('Mending Shield', 'Prevent all damage that would be dealt to you this turn. '
     'You gain life equal to the damage prevented this way.', True),
    ('Mending Light', 'The next time a white source of your choice would deal damage to you this turn, prevent that '
     'damage. You gain life equal to the damage prevented this way.', True),
    ('Wall', 'Wall can block as though it had flying.', False),
    ('Forked', 'Forked deals 4 damage divided as you choose among one, two, or three target creatures.', True),
    ('X', 'Whenever a player plays a red spell, you may gain 1 life.', False),
    ('X', 'Whenever you play a Spirit or Arcane spell, ~ gains flying until end of turn.', False),
    ('X', 'Whenever a player plays an Arcane spell, you gain 1 life.', False),
    ('X', 'Whenever you play an instant or sorcery spell, ~ gets +1/+1 until end of turn.', False),
    ('X', 'Whenever an opponent plays a sorcery spell, you gain 1 life.', False),
    ('X', '{9}: Untap ~. Play this ability only during your upkeep.', False),
    ('X', 'At the beginning of your upkeep, if you control no Islands, sacrifice X.', False),
    ('X', 'Each player sacrifices a creature.', True),
    ('X', '{2}, {T}, Sacrifice a creature: Draw a card. Play this ability only once each turn.', False),
    ('X', 'Whenever X attacks, X gets +1/+0 until end of turn.', False),
    ('X', 'Whenever X blocks, X gains first strike until end of turn.', False),
    ('X', 'Whenever X becomes blocked, X gets +2/+2 until end of turn.', False),
    ('X', 'When X is put into a graveyard from play, draw a card.', False),
    ('X', 'When X dies, each player loses 1 life.', False),
    ('X', 'When X leaves play, you lose 2 life.', False),
    ('X', "At end of turn, return X to its owner's hand.", False),
    ('X', 'Whenever another creature comes into play, you gain 1 life.', False),
    ('X', "X can't block.", False),
    ('X', 'X is unblockable.', False),
    ('X', 'X attacks each turn if able.', False),
    ('X', 'X can block only creatures with flying.', False),
    ('X', '{R}, Discard a card: Draw a card.', False),
    ('X', 'Pay 2 life: Tap target creature.', False),
    ('X', 'Untap target land.', True),
    ('X', 'Target player draws two cards.', True),
    ('X', 'Put a +1/+1 counter on target creature.', True),
    ('X', "Return target creature to its owner's hand.", True),
    ('X', 'Target creature gets +2/+2 and gains trample until end of turn.', True),
    ('X', 'Target creature gains flying until end of turn.', True),
    ('X', 'Creatures you control get +1/+1 until end of turn.', True),
    ('X', 'Destroy target black creature.', True),
    ('X', 'Target player loses 2 life and you gain 2 life.', True),
    ('X', 'X deals 2 damage to each creature without flying.', True),
    ('X', 'Tap all creatures without flying.', True),
    ('X', 'Enchanted creature has flying.', False),
    ('X', 'X deals 1 damage to target attacking or blocking creature.', True),
    ('X', '{1}{W}: Prevent the next 1 damage that would be dealt to target creature or player this turn. Activate only once each turn.', False),
    ("Hollow Dogs", "Whenever Hollow Dogs attacks, it gets +2/+0 until end of turn.", False),
    ("Jackal Pup", "Whenever Jackal Pup is dealt damage, it deals that much damage to you.", False),
    ("Spirit Link", "Whenever enchanted creature deals damage, you gain that much life.", False),
    ("Skullclamp", "Whenever equipped creature is put into a graveyard, draw two cards.", False),
    ("Howling Mine", "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws a card.",
     False),
    ("Unstable Mutation", "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on "
     "that creature.", False),
    ("City of Brass", "Whenever City of Brass becomes tapped, it deals 1 damage to you.", False),
    ("Psychic Venom", "Whenever enchanted land becomes tapped, Psychic Venom deals 2 damage to that land's controller.",
     False),
    ("Mana Leak", "Counter target spell unless its controller pays {3}.", True),
    ("Carnophage", "At the beginning of your upkeep, tap Carnophage unless you pay 1 life.", False),
    ("Ivory Cup", "Whenever a player plays a white spell, you may pay {1}. If you do, you gain 1 life.", False),
    ("Swords to Plowshares", "Remove target creature from the game. Its controller gains life equal to its power.", True),
    ("Afterlife", "Destroy target creature. It can't be regenerated. Its controller puts a 1/1 white Spirit creature "
     "token with flying into play.", True),
    ("Recoil", "Return target permanent to its owner's hand. Then that player discards a card.", True),
    ("Wheel of Fortune", "Each player discards his or her hand and draws seven cards.", True),
    ("Jalum Tome", "{2}, {T}: Draw a card, then discard a card.", False),
    ("Orcish Artillery", "{T}: Orcish Artillery deals 2 damage to target creature or player and 3 damage to you.", False),
    ("Incinerate", "Incinerate deals 3 damage to target creature or player. A creature dealt damage this way can't be "
     "regenerated this turn.", True),
    ("Icy Manipulator", "{1}, {T}: Tap target artifact, creature, or land.", False),
    ("Wasteland", "{T}, Sacrifice Wasteland: Destroy target nonbasic land.", False),
    ("Nevinyrral's Disk", "{1}, {T}: Destroy all artifacts, creatures, and enchantments.", False),
    ("Nevinyrral's Disk", "Nevinyrral's Disk comes into play tapped.", False),
    ("Spike Feeder", "Spike Feeder comes into play with two +1/+1 counters on it.", False),
    ("Spike Feeder", "{2}, Remove a +1/+1 counter from Spike Feeder: Put a +1/+1 counter on target creature.", False),
    ("Kird Ape", "Kird Ape gets +1/+2 as long as you control a Forest.", False),
    ("Ballynock Cohort", "Ballynock Cohort gets +1/+1 as long as you control another white creature.", False),
    ("Ravenous Harpy", "{1}, Sacrifice another creature: Put a +1/+1 counter on Ravenous Harpy.", False),
    # one player's two verbs (engine/cardlang/unsaid.py): the second verb's player is the first's
    ("Cephalid Looter", "{T}: Target player draws a card, then discards a card.", False),
    ("X", "Each player discards his or her hand, then draws seven cards.", True),
    ("X", "At the beginning of each player's upkeep, that player loses 2 life, then draws two cards.", False),
    ("X", "Target player draws two cards, then loses 2 life.", True),
    ("X", "At the beginning of your upkeep, sacrifice another creature.", False),
    ("Smother", "Destroy target creature with converted mana cost 3 or less. It can't be regenerated.", True),
    ("Giant Tortoise", "Giant Tortoise gets +0/+3 as long as it's untapped.", False),
    ("Soltari Lancer", "Soltari Lancer has first strike as long as it's attacking.", False),
    ("Juggernaut", "Juggernaut can't be blocked by Walls.", False),
    ("Dauthi Horror", "Dauthi Horror can't be blocked by white creatures.", False),
    ("Ironclaw Orcs", "Ironclaw Orcs can't block creatures with power 2 or greater.", False),
    ("Mogg Flunkies", "Mogg Flunkies can't attack or block alone.", False),
    ("Fog Bank", "Prevent all combat damage that would be dealt to and dealt by Fog Bank.", False),
    ("Pestilence", "At end of turn, if no creatures are in play, sacrifice Pestilence.", False),
    ("Birds of Paradise", "{T}: Add one mana of any color to your mana pool.", False),
    ("Black Lotus", "{T}, Sacrifice Black Lotus: Add three mana of any one color to your mana pool.", False),
    ("Sengir Autocrat", "When Sengir Autocrat leaves play, remove all Serf tokens from the game.", False),
    ("Stampeding Wildebeests", "At the beginning of your upkeep, return a green creature you control to its owner's "
     "hand.", False),
    ("Evacuation", "Return all creatures to their owners' hands.", True),
    ("Nausea", "All creatures get -1/-1 until end of turn.", True),
    ("Zhalfirin Commander", "{1}{W}{W}: Target Knight gets +1/+1 until end of turn.", False),
    ("Hypnotic Specter", "Whenever Hypnotic Specter deals damage to an opponent, that player discards a card at random.",
     False),
    ("Disrupting Scepter", "{3}, {T}: Target player discards a card. Play this ability only during your turn.", False),
    ("Fear", "Enchanted creature has fear.", False),
    ("Loxodon Warhammer", 'Equipped creature gets +3/+0 and has trample and "Whenever this creature deals damage, you '
     'gain that much life."', False),
    ("Platinum Angel", "You can't lose the game and your opponents can't win the game.", False),
    ("Duress", "Target opponent reveals his or her hand. You choose a noncreature, nonland card from it. That player "
     "discards that card.", True),
    ("Sakura-Tribe Elder", "Sacrifice Sakura-Tribe Elder: Search your library for a basic land card and put that card "
     "into play tapped. Then shuffle your library.", False),
    ("Thicket Basilisk", "Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature, destroy that "
     "creature at end of combat.", False),
    ("Lure", "All creatures able to block enchanted creature do so.", False),
    ("Taunting Elf", "All creatures able to block Taunting Elf do so.", False),
    ("Wild Growth", "Whenever enchanted land is tapped for mana, its controller adds {G} to his or her mana pool.",
     False),
    ("Simoon", "Simoon deals 1 damage to each creature target opponent controls.", True),
    ("Control Magic", "You control enchanted creature.", False),
    ("Twiddle", "You may tap or untap target artifact, creature, or land.", True),
    # issue 12's leftovers (their effects on a board: tests/engine/test_card_leftovers.py)
    ("Treetop Rangers", "Treetop Rangers can't be blocked except by creatures with flying.", False),
    ("Treetop Bracers", "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying.", False),
    ("Dread Runner", "Dread Runner can't be blocked except by black creatures.", False),
    ("Iron Runner", "Iron Runner can't be blocked except by artifact creatures.", False),
    ("Squee, Goblin Nabob", "At the beginning of your upkeep, you may return Squee from your graveyard to your hand.",
     False),
    ("Glimpse", "Target player reveals his or her hand.", True),
    # round 2: graveyard and library movement
    ("Recall", "Return target instant or sorcery card from your graveyard to your hand.", True),
    ("Recall", "Return target artifact card from your graveyard to your hand.", True),
    ("Recall", "Return target card from your graveyard to your hand.", True),
    ("Recall", "{2}, {T}: Return target enchantment card from your graveyard to your hand.", False),
    ("Recall", "Return target artifact card from your graveyard to play.", True),
    ("Recall", "When Recall comes into play, you may return target land card from your graveyard to your hand.", False),
    ("Squire", "When Squire comes into play, return target artifact card with converted mana cost 1 or less from your "
     "graveyard to your hand.", False),
    ("Squire", "{T}: Return target noncreature artifact card with converted mana cost 1 or less from your graveyard to "
     "play.", False),
    ("Sieve", "Put the top two cards of your library into your graveyard.", True),
    ("Peer", "Scry 2.", True),
    ("Tutor", "Search your library for a card, then shuffle your library and put that card on top of it. You lose 2 "
     "life.", True),
    ("Tutor", "Search your library for an artifact or enchantment card, reveal that card, then shuffle your library and "
     "put that card on top of it.", True),
    ("Peer", "Draw a card. Scry 2.", True),
    ("Peer", "Whenever Peer attacks, scry 1.", False),
    ("Tutor", "Search your library for a land card, reveal that card, and put it into your hand. Then shuffle your "
     "library.", True),
    ("Sieve", "Target player puts the top card of his or her library into his or her graveyard.", True),
    ("Sieve", "{T}: Each opponent puts the top three cards of his or her library into his or her graveyard.", False),
    ("Glimpse", "Target opponent reveals his or her hand. Draw a card.", True),
    ("Seer", "{T}: Target player reveals his or her hand.", False),
    # issue 22: abilities removed, colour, type and base P/T changed (their effects on a board:
    # tests/scenarios/chars_*.yaml)
    ("Radjan Spirit", "{T}: Target creature loses flying until end of turn.", False),
    ("X", "Target creature loses flying and first strike until end of turn.", True),
    ("X", "Target creature loses all abilities until end of turn.", True),
    ("Snakeform", "Target creature loses all abilities and becomes a 1/1 green Snake until end of turn.", True),
    ("Ovinize", "Target creature loses all abilities and becomes 0/1 until end of turn.", True),
    ("Metathran Transport", "{U}: Target creature becomes blue until end of turn.", False),
    ("Blind Seer", "{1}{U}: Target permanent becomes the color of your choice until end of turn.", False),
    ("Moonlace", "Target permanent becomes colorless.", True),
    ("X", "Target creature becomes black and loses flying until end of turn.", True),
    ("Streambed Aquitects", "{T}: Target land becomes an Island until end of turn.", False),
    ("Cyclopean Giant", "When Cyclopean Giant is put into a graveyard from play, target land becomes a Swamp.", False),
    ("Vivify", "Target land becomes a 3/3 creature until end of turn.", True),
    ("Jade Idol", "{2}: Jade Idol becomes a 4/4 Spirit artifact creature until end of turn.", False),
    ("Genju", "{2}: Genju becomes a 3/2 blue Spirit creature with flying until end of turn.", False),
    ("Nightcreep", "Until end of turn, all creatures become black.", True),
    ("Sea's Claim", "Enchanted land is an Island.", False),
    ("X", "Enchanted creature loses all abilities.", False),
    ("X", "Enchanted creature loses flying.", False),
    ("X", "Enchanted creature is black.", False),
    ("Grave Servitude", "Enchanted creature gets +3/-1 and is black.", False),
    ("Karn's Touch", "Target noncreature artifact becomes an artifact creature with power and toughness each equal to "
     "its converted mana cost until end of turn.", True),
    # issue 21 (gram-a): keyword abilities, additional costs, "can't be countered", ... (scenarios in tests/scenarios)
    ("Indebted Samurai", "Bushido 1", False),
    ("Urza's Rage", "This spell can't be countered.", True),
    ("Isao, Enlightened Bushi", "Isao, Enlightened Bushi can't be countered.", False),
    ("Bone Splinters", "As an additional cost to cast this spell, sacrifice a creature.", True),
    ("Bone Splinters", "As an additional cost to play Bone Splinters, discard a card.", True),
    ("Bone Splinters", "As an additional cost to cast this spell, pay 3 life.", True),
    ("Reshape", "As an additional cost to cast this spell, sacrifice an artifact.", True),
    ("Boggart Ram-Gang", "Haste, wither", False),
    ("Troll Ascetic", "Hexproof", False),
    ("Akrasan Squire", "Exalted", False),
    ("Sudden Shock", "Split second", True),
    ("Sulfur Elemental", "Flash, split second", False),
    ("X", "Enchanted creature has hexproof.", False),
    # keywords of 2003-2008 (scenarios era_persist_*, era_soulshift_*, era_evoke_*, era_bloodthirst_*,
    # era_devour_*, era_sunburst_*, era_retrace_*, era_transmute_*,
    # era_unearth_*)
    ("Kitchen Finks", "Persist", False),
    ("Mulldrifter", "Evoke {2}{U}", False),
    ("Thousand-legged Kami", "Soulshift 7", False),
    ("Bloodscale Prowler", "Bloodthirst 1", False),
    ("Predator Dragon", "Devour 2", False),
    ("Etched Oracle", "Sunburst", False),
    ("Raven's Crime", "Retrace", True),
    ("Dimir Infiltrator", "Transmute {1}{U}{B}", False),
    ("Dizzy Spell", "Transmute {1}{U}{U}", True),
    ("Hellspark Elemental", "Unearth {1}{R}", False),
    # kinship (scenarios era_kinship_*): any one sentence of effects after "If you do,"
    ("Wandering Graybeard", "Kinship — At the beginning of your upkeep, you may look at the top card of your "
     "library. If it shares a creature type with Wandering Graybeard, you may reveal it. If you do, you gain 4 life.",
     False),
    ("Winnower Patrol", "Kinship — At the beginning of your upkeep, you may look at the top card of your library. "
     "If it shares a creature type with Winnower Patrol, you may reveal it. If you do, put a +1/+1 counter on "
     "Winnower Patrol.", False),
    # delayed triggers at the next turn's upkeep: any effect can wait (406.2a)
    ("Blessed Wine", "Draw a card at the beginning of the next turn's upkeep.", True),
    ("Krovikan Fetish", "When Krovikan Fetish enters the battlefield, draw a card at the beginning of the next "
     "turn's upkeep.", False),
    ("Late Sting", "Late Sting deals 1 damage to each player at the beginning of the next turn's upkeep.", True),
    ("Slow Salve", "{T}: You gain 1 life at the beginning of the next turn's upkeep.", False),
    # untapping: the controller's choice, and a group that doesn't untap (the group of "can't attack")
    ("Prison Golem", "You may choose not to untap Prison Golem during your untap step.", False),
    ("Ice Keeper", "{T}: Tap target creature. It doesn't untap during its controller's untap step for as long as "
     "Ice Keeper remains tapped.", False),
    ("Ice Keeper", "{2}, {T}: Target creature doesn't untap during its controller's untap step for as long as "
     "Ice Keeper remains tapped.", False),
    ("Tidal Freeze", "Islands don't untap during their controllers' untap steps.", False),
    ("Frozen Host", "Creatures with power 3 or greater don't untap during their controllers' untap steps.", False),
    ("Blue Frost", "Blue creatures don't untap during their controllers' untap steps.", False),
    ("Deep Winter", "Creatures don't untap during their controllers' untap steps.", False),
    # "doesn't untap during its controller's / your next untap step": one-shot, any subject
    ("Barl's Cage", "{3}: Target creature doesn't untap during its controller's next untap step.", False),
    ("Frost Ray", "Tap target creature. It doesn't untap during its controller's next untap step.", True),
    ("Lead Golem", "Whenever Lead Golem attacks, it doesn't untap during its controller's next untap step.", False),
    ("Weary Giant", "{T}: Weary Giant deals 1 damage to target creature. Weary Giant doesn't untap during your "
     "next untap step.", False),
    # issue 21 (printed English): the era's printed wordings (their canonical forms: PRINTED_EN below)
    *[(name, printed, is_spell) for name, printed, _canonical, is_spell in PRINTED_EN_PAIRS],
    # kwcast: casting rules and costs of the era
    ("Ambush", "Cast this spell only during combat before blockers are declared.", True),
    ("Ambush", "Cast this spell only during your turn and only during combat.", True),
    ("Ambush", "Cast this spell only during an opponent's turn, before attackers are declared.", True),
    ("Ambush", "Cast this spell only during an opponent's turn after their upkeep step.", True),
    ("Ambush", "Play Ambush only during the declare blockers step.", True),
    ("Ambush", "Cast this spell only during your declare attackers step.", True),
    ("Ambush", "Cast this spell only during an opponent's upkeep.", True),
    ("Ambush", "Cast this spell only during your end step.", True),
    ("Ambush", "Cast this spell only after combat.", True),
    ("Ambush", "Cast this spell only before blockers are declared.", True),
    ("Ambush", "Cast this spell only during combat after blockers are declared.", True),
    ("Just Fate", "Cast this spell only during the declare attackers step and only if you've been attacked this "
     "step.", True),
    ("Keldon Marauders", "Vanishing 2", False),
    ("Parallax Wave", "Fading 5", False),
    ("Sprout Swarm", "Convoke", True),
    ("Chorus", "This spell costs {1} less to cast for each Forest you control.", True),
    ("Chorus", "This spell costs {1} less to cast for each creature card in your graveyard.", True),
    ("Siege Wurm", "Convoke", False),
    ("X", "White spells you cast cost {1} less to cast.", False),
    ("X", "Creature spells cost {1} more to cast.", False),
    ("X", "Black spells you cast cost {B} more to cast.", False),
    ("X", "Artifact and enchantment spells your opponents cast cost {2} more to cast.", False),
    ("X", "Red creature spells and green creature spells cost {1} more to cast.", False),
    ("X", "Noncreature spells cost {1} more to cast.", False),
    ("X", "Spells cost {1} more to cast.", False),
    ("X", "Goblin spells you cast cost {1} less to cast.", False),
    ("X", "Sorcery spells cost {3} more to cast.", False),
    ("X", "Kithkin spells and Soldier spells you cast cost {1} less to cast.", False),
    ("Fireblast", "You may sacrifice two Mountains rather than pay this spell's mana cost.", True),
    ("Fireblast", "You may sacrifice a Mountain rather than pay this spell's mana cost.", True),
    ("Bringer", "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.", False),
    ("Foil", "You may exile a blue card from your hand rather than pay this spell's mana cost.", True),
    ("Foil", "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.", True),
    ("Gush", "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.", True),
    ("Daze", "You may return an Island you control to its owner's hand rather than pay this spell's mana cost.", True),
    ("Mercy", "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's "
     "mana cost.", True),
    ("Snuff", "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.", True),
    ("Snuff", "If you have 5 or less life, you may pay {R} rather than pay this spell's mana cost.", True),
    ("Price", "You may pay 6 life and sacrifice three black creatures rather than pay this spell's mana cost.", True),
    ("Price", "As an additional cost to cast this spell, return a creature you control to its owner's hand.", True),
    ("Price", "As an additional cost to cast this spell, sacrifice five lands.", True),
    ("Price", "As an additional cost to cast this spell, remove a white card in your hand from the game.", True),
    ("Price", "As an additional cost to cast this spell, tap an untapped creature you control.", True),
    ("Price", "As an additional cost to cast this spell, sacrifice a creature and pay 2 life.", True),
    ("Watcher", "{1}{W}, {Q}: Watcher gets +0/+2 until end of turn.", False),
    ("Watcher", "{2}, {Q}: Tap target creature.", False),
    # ---- branch triggers: one condition rule for "if" and "as long as", the era's trigger events
    ("X", "At the beginning of your upkeep, if X is tapped, put a storage counter on it.", False),
    ("X", "At the beginning of your upkeep, if you have seven or more cards in hand, you gain 2 life.", False),
    ("X", "At the beginning of your upkeep, if you control a Plains, you gain 1 life.", False),
    ("X", "At the beginning of your upkeep, if you have 10 or more life, draw a card.", False),
    ("X", "At the beginning of each end step, if no creatures are on the battlefield, sacrifice X.", False),
    ("X", "At the beginning of each end step, if a creature died this turn, put a +1/+1 counter on X.", False),
    ("X", "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, "
          "X deals 2 damage to that player.", False),
    ("X", "At the beginning of each opponent's upkeep, if that player has no cards in hand, that player loses 2 life.",
     False),
    ("X", "At the beginning of your end step, you gain 1 life.", False),
    ("X", "At the beginning of each opponent's end step, X deals 1 damage to that player.", False),
    ("X", "At the beginning of combat on your turn, target creature gets +1/+0 until end of turn.", False),
    ("X", "X gets +1/+1 as long as you have three or more cards in hand.", False),
    ("X", "X gets +2/+0 as long as it's your turn.", False),
    ("X", "X has flying as long as you have 10 or less life.", False),
    ("X", "X gets +1/+1 as long as you control no Islands.", False),
    ("X", "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 life.", False),
    ("X", "X gets +2/+2 as long as you control two or more Forests.", False),
    ("X", "Threshold — As long as seven or more cards are in your graveyard, X gets +1/+1 and has flying.", False),
    ("X", "As long as X is untapped, X has flying.", False),
    ("X", "X gets +1/+1 and has first strike as long as you control a Plains.", False),
    ("X", "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on X.", False),
    ("X", "Whenever a creature enters the battlefield under your control, you gain 1 life.", False),
    ("X", "Whenever a creature comes into play under an opponent's control, X deals 1 damage to that creature.", False),
    ("X", "Landfall — Whenever a land enters the battlefield under your control, X gets +2/+2 until end of turn.", False),
    ("X", "Whenever an opponent discards a card, that player loses 2 life.", False),
    ("X", "Whenever a player discards a card, X deals 1 damage to that player.", False),
    ("X", "Whenever you gain life, put a +1/+1 counter on X.", False),
    ("X", "Whenever X becomes the target of a spell or ability, sacrifice it.", False),
    ("X", "Whenever enchanted creature becomes the target of a spell or ability, destroy that creature.", False),
    ("X", "When X becomes the target of a spell or ability, return X to its owner's hand.", False),
    ("X", "Whenever a creature becomes the target of a spell or ability, destroy that creature.", False),
    ("X", "Whenever a creature you control attacks, it gets +1/+1 until end of turn.", False),
    ("X", "Whenever a creature with flying attacks, you may draw a card.", False),
    ("X", "Whenever X attacks and isn't blocked, you gain 2 life.", False),
    ("X", "Whenever enchanted creature attacks and isn't blocked, you draw a card.", False),
    ("X", "Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.", False),
    ("X", "{1}: Put a 2/2 red Goblin creature token into play. Sacrifice it at the beginning of the next end step.",
     False),
    ("X", "Put a 3/3 green Beast creature token into play. At end of turn, sacrifice it.", True),
    ("X", "{T}: Target creature gains flying until end of turn. At end of turn, return it to its owner's hand.", False),
    # kwcombat: keywords joined by ";", horsemanship, protection qualities, landwalks of a supertype
    ("Test Cavalry", "Vigilance; horsemanship", False),
    ("X", "Flying; swampwalk", False),
    ("X", "First strike, protection from black and from red", False),
    ("X", "Protection from artifacts", False),
    ("X", "Flying, protection from creatures", False),
    ("X", "Protection from Goblins", False),
    ("X", "Flying, protection from all colors", False),
    ("X", "Protection from everything", False),
    ("X", "Protection from multicolored", False),
    ("X", "Nonbasic landwalk", False),
    ("X", "Changeling", False),
    ("X", "Provoke", False),
    ("X", "{W}{W}, {T}: Target creature gains protection from the color of your choice until end of turn.", False),
    ("X", "Target creature you control gains protection from the color of your choice until end of turn.", True),
    ("X", "First strike; legendary landwalk", False),
    ("X", "Enchanted creature has protection from green and from blue.", False),
    ("X", "Creatures you control have flying and protection from black and from red.", False),
    # kwcombat: restrictions with any subject, this turn; group statics; blocker qualities
    ("X", "Target creature can't block this turn.", True),
    ("X", "{T}: Target creature can't block this turn.", False),
    ("X", "Up to two target creatures can't block this turn.", True),
    ("X", "Creatures without flying can't block this turn.", True),
    ("X", "Target creature can't attack or block this turn.", True),
    ("X", "Target creature with power 2 or less can't be blocked this turn.", True),
    ("Test Mage", "{U}: Test Mage can't be blocked this turn.", False),
    ("X", "All creatures able to block target creature this turn do so.", True),
    ("Test Lure", "{2}{G}: All creatures able to block Test Lure this turn do so.", False),
    ("Test Rider", "Test Rider can't be blocked by more than one creature.", False),
    ("Test Rider", "Test Rider can't be blocked by artifact creatures.", False),
    ("Test Rider", "Test Rider can't be blocked by creatures with flying.", False),
    ("Test Rider", "Test Rider can't be blocked by creatures with power 2 or less.", False),
    ("X", "Enchanted creature gets +2/+0 and can't be blocked by creatures with flying.", False),
    ("X", "Creatures without flying can't attack.", False),
    ("X", "Black creatures can't block.", False),
    ("X", "Beasts can't block.", False),
    ("X", "Creatures can't attack or block.", False),
    # r2kw: activation windows (the casting windows said of an ability), any player may activate
    ("X", "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are "
     "declared.", False),
    ("X", "{T}: Destroy target tapped creature. Activate only during combat.", False),
    ("X", "{1}: Untap ~. Activate only during an opponent's end step.", False),
    ("X", "{T}: Draw a card. Activate only during your upkeep.", False),
    ("X", "{3}: Put a +1/+1 counter on ~. Any player may activate this ability.", False),
    ("X", "{2}: Tap ~. Activate only before blockers are declared. Any player may activate this ability.", False),
    ("X", "{1}: ~ gets +1/+1 until end of turn. Activate only during combat and only once each turn.", False),
    # r2kw: indestructible (a keyword of the later rules; refused under classic)
    ("X", "Indestructible", False),
    ("X", "Flying, indestructible", False),
    ("X", "Creatures you control gain indestructible until end of turn.", True),
    ("X", "Enchanted creature has indestructible.", False),
    # r2kw: no maximum hand size (the cleanup discard, 314)
    ("X", "You have no maximum hand size.", False),
    ("X", "Players have no maximum hand size.", False),
    # r2kw: graft (enters with N +1/+1 counters, moves one onto another creature coming into play)
    ("X", "Graft 2", False),
    ("X", "Graft 4", False),
    # amounts: costs paid on resolution beyond mana and life; "if you don't control a <group>"
    ("X", "At the beginning of your upkeep, sacrifice ~ unless you discard a card.", False),
    ("X", "When ~ comes into play, sacrifice it unless you sacrifice two lands.", False),
    ("X", "Whenever ~ attacks and isn't blocked, you may sacrifice it. If you do, destroy target creature.", False),
    ("X", "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, ~ deals 2 damage to you.", False),
    ("X", "At the beginning of your upkeep, you may put a charge counter on ~. If you do, you gain 1 life.", False),
    ("X", "At the beginning of your upkeep, you may discard a card. If you don't, sacrifice ~.", False),
    ("X", "Whenever a creature dies, you may pay {1}. If you don't, you lose 2 life.", False),
    ("X", "At the beginning of your upkeep, discard a card if you don't control an Ogre.", False),
    ("X", "Whenever ~ attacks, you lose 1 life if you don't control a Demon.", False),
    ("X", "When ~ comes into play, sacrifice it unless you discard a creature card.", False),
    ("X", "When ~ enters the battlefield, sacrifice it unless you discard a noncreature card.", False),
    ("X", "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap ~ and it deals 2 damage to you.", False),
    ("X", "At the beginning of your upkeep, you may discard a card. If you don't, sacrifice ~ and draw a card.", False),
    ("X", "Whenever a creature dies, you may pay {1}. If you do, draw a card and you gain 1 life.", False),
    # amounts: "where X is N plus the number of <counted>", "cards named ~"
    ("Rally of Tests", "Creatures you control get +X/+X until end of turn, where X is 1 plus the number of cards named ~ in all graveyards.", True),
    ("Rally of Tests", "~ deals X damage to target creature and you gain X life, where X is 1 plus the number of cards named ~ in all graveyards.", True),
    ("Rally of Tests", "Draw X cards, where X is 2 plus the number of cards in your hand.", True),
    ("Rally of Tests", "Target creature gets +X/+X until end of turn, where X is the number of cards named ~ in your graveyard.", True),
    # amounts: the counted player ("he or she controls", "that player's graveyard")
    ("Seer of Tests", "At the beginning of each player's upkeep, ~ deals damage to that player equal to the number of Swamps he or she controls.", False),
    ("Seer of Tests", "Each player loses 1 life for each Forest he or she controls.", True),
    ("Seer of Tests", "Each player draws a card for each creature card in his or her graveyard.", True),
    ("Seer of Tests", "~ deals damage to target player equal to the number of nonbasic lands that player controls.", True),
    # amounts: "where X is that creature's power / mana value", "that spell's mana value"
    ("Seer of Tests", "Put X +1/+1 counters on target creature, where X is that creature's power.", True),
    ("Seer of Tests", "Whenever another creature dies, you may put X +1/+1 counters on ~, where X is that creature's power.", False),
    ("Seer of Tests", "Return target creature to its owner's hand. Create X 1/1 green Saproling creature tokens, where X is that creature's mana value.", True),
    ("Seer of Tests", "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is that spell's mana value.", False),
    ("Seer of Tests", "Target creature gets -X/-X until end of turn, where X is that creature's toughness.", True),
    # amounts: the sacrificed creature's / artifact's power, toughness, mana value (the cost paid)
    ("Seer of Tests", "~ deals damage equal to the sacrificed creature's power to any target.", True),
    ("Seer of Tests", "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.", False),
    ("Seer of Tests", "Sacrifice a creature: Draw cards equal to the sacrificed creature's power.", False),
    ("Seer of Tests", "Target creature gets -X/-X until end of turn, where X is the sacrificed creature's power.", True),
    ("Seer of Tests", "Put X +1/+1 counters on target creature, where X is the sacrificed artifact's mana value.", True),
    ("Seer of Tests", "{3}{R}, Sacrifice an artifact: ~ deals damage equal to the sacrificed artifact's mana value to any target.", False),
    ("Seer of Tests", "Create X 0/1 black Insect creature tokens, where X is the sacrificed creature's power.", True),
    # amounts: "twice the number of"
    ("Seer of Tests", "~ deals damage to each player equal to twice the number of nonbasic lands that player controls.", True),
    ("Seer of Tests", "~ deals X damage to target opponent, where X is twice the number of white creatures that player controls.", True),
    ("Seer of Tests", "Draw X cards, where X is twice the number of cards in your hand.", True),
    ("Seer of Tests", "You gain life equal to twice the number of Forests you control.", True),
    # chance: coin flips and clash, in spells, activated and triggered abilities
    ("Gambler", "Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn.", True),
    ("Gambler", "Flip a coin. If you win the flip, take an extra turn after this one.", True),
    ("Gambler", "Flip a coin. If you win the flip, ~ deals 1 damage to each creature and each player. "
                "If you lose the flip, each player draws a card.", True),
    ("Gambler", "{2}, {T}: Flip a coin. If you win the flip, sacrifice ~ and draw three cards.", False),
    ("Gambler", "{R}, {T}: Flip a coin. If you win the flip, destroy target artifact and untap ~. "
                "If you lose the flip, sacrifice ~.", False),
    ("Gambler", "At the beginning of your upkeep, flip a coin. If you lose the flip, return ~ to its owner's hand.", False),
    ("Gambler", "Whenever ~ attacks, flip a coin. If you win the flip, ~ gets +1/+1 and gains flying until end of turn.",
     False),
    ("Gambler", "When ~ enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on ~.", False),
    ("Gambler", "At the beginning of your upkeep, you may flip a coin. If you win the flip, put a +1/+1 counter on ~.",
     False),
    ("Gambler", "At the beginning of combat on your turn, you may clash with an opponent. If you win, ~ gets +2/+0 "
                "until end of turn.", False),
    ("Gambler", "~ deals 3 damage to target creature. Clash with an opponent. If you win, return ~ to its owner's hand.",
     True),
    ("Gambler", "Clash with an opponent. If you win, target player discards two cards. Otherwise, you gain 2 life.", True),
    # chance: a card discarded at random as a cost (of an ability, or a spell's additional cost)
    ("Gambler", "{R}, Discard a card at random: ~ gets +2/+0 until end of turn.", False),
    ("Gambler", "{2}{R}{G}, Discard two cards at random: ~ deals 4 damage to target creature or player.", False),
    ("Gambler", "As an additional cost to cast ~, discard a card at random.", True),
    # remove from combat, after a lost flip or on its own
    ("Gambler", "Whenever ~ attacks, flip a coin. If you lose the flip, remove ~ from combat and tap it.", False),
    ("Gambler", "Whenever ~ becomes blocked, you may untap it and remove it from combat.", False),
    ("Gambler", "{0}: Remove target attacking creature you control from combat and untap it.", False),
    ("Gambler", "Target player discards X cards at random.", True),
    ("Gambler", "When ~ enters the battlefield, sacrifice it unless you discard a card at random.", False),
    # conditions and durations: "as long as" after any static that takes one, damage dealt to a creature
    ("Warden", "Enchanted creature gets +1/+1 as long as an opponent controls a red permanent.", False),
    ("Warden", "Enchanted creature gets +2/+0 as long as it's green.", False),
    ("Warden", "Enchanted creature has flying as long as you control an Island.", False),
    ("Warden", "Other creatures you control get +1/+0 as long as seven or more cards are in your graveyard.", False),
    ("Warden", "Threshold — Equipped creature gets +2/+2 and has trample as long as seven or more cards are in your graveyard.", False),
    ("Warden", "Creatures you control have vigilance as long as it's your turn.", False),
    ("Warden", "~ can't be blocked as long as defending player controls an enchantment.", False),
    ("Warden", "~ can't attack as long as you have 5 or less life.", False),
    ("Warden", "Whenever ~ deals damage to a creature, destroy that creature.", False),
    ("Warden", "Whenever ~ deals combat damage to a creature, put a +1/+1 counter on ~.", False),
    ("Warden", "Whenever equipped creature deals damage to a creature, tap that creature.", False),
    ("Warden", "Enchant creature you control", False),
    ("Warden", "~ has flying as long as an opponent controls an Island.", False),
    ("Warden", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.", False),
    ("Warden", "{T}: Add {1} to your mana pool. If you control a Forest and an Island, add {G}{U} to your mana pool instead.", False),
    ("Warden", "{R}, {T}, Sacrifice ~: ~ deals 2 damage to target creature. Activate only if seven or more cards are in your graveyard.", False),
    ("Warden", "{1}: ~ gets +1/+0 until end of turn. Activate only if you control two or more red permanents.", False),
    ("Warden", "{W}: You gain 1 life. Activate only if you control no creatures and only once each turn.", False),
    ("Warden", "{2}: Regenerate ~. Activate only if an opponent controls a black permanent.", False),
    ("Warden", "Enchant land you control", False),
    ("Warden", "{2}, {T}: Target creature gets +1/+1 for as long as ~ remains tapped.", False),
    ("Warden", "{1}, {T}: Target creature you control gets +2/-1 for as long as ~ remains tapped.", False),
]


@pytest.mark.parametrize(("name", "line", "is_spell"), TEMPLATES, ids=[t[1][:40] for t in TEMPLATES])
@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_round_trip(name: str, line: str, is_spell: bool, lang: str) -> None:
    ast = parse_line(name, line, is_spell=is_spell)
    rendered = render_ability(ast, lang, name)
    assert parse_line(name, rendered, is_spell=is_spell) == ast, rendered
    # the canonical text is a fixed point
    assert render_ability(parse_line(name, rendered, is_spell=is_spell), lang, name) == rendered


@pytest.mark.parametrize(("name", "printed", "canonical", "is_spell"), PRINTED_EN_PAIRS,
                         ids=[p[1][:40] for p in PRINTED_EN_PAIRS])
def test_printed_english_reads_as_today_s_words(name: str, printed: str, canonical: str, is_spell: bool) -> None:
    """The era's printed wording (MTGJSON originalText) and today's wording are one ability."""
    assert parse_line(name, printed, is_spell=is_spell) == parse_line(name, canonical, is_spell=is_spell)


def test_activation_window_and_once_each_turn_read_as_one_limit_set() -> None:
    """"Activate only during combat and only once each turn." is the window and the once-a-turn limit,
    however the two are written, in both languages."""
    joined = parse_line("X", "{1}: ~ gets +1/+1 until end of turn. Activate only during combat and only once each turn.")
    apart = parse_line("X", "{1}: ~ gets +1/+1 until end of turn. Activate only once each turn. Activate only during combat.")
    chinese = parse_line("X", "{1}：~得+1/+1直到回合结束。只能在战斗中起动，且每回合只能起动一次。")
    assert joined == apart == chinese
    assert joined.once_per_turn and joined.windows == ("combat",)
    upkeep = parse_line("X", "{1}: ~ gets +1/+1 until end of turn. Activate only during your upkeep and only once each turn.")
    assert upkeep.upkeep_only and upkeep.once_per_turn and upkeep.windows == ()


def test_printed_english_refuses_what_it_cannot_mean() -> None:
    # "as a mana source" is said of mana abilities only
    with pytest.raises(UnsupportedText):
        parse_card_text("Tide Imp", "{U}: Tap target creature. Play this ability as a mana source.")
    # a charm's printed Chinese puts a full-width tilde after 选择一项: a dash, not the card's name
    assert parse_line("Tri Charm", "选择一项～消灭目标神器；或横置目标生物；或反击目标咒语。", is_spell=True) == parse_line(
        "Tri Charm", next(p[1] for p in PRINTED_EN_PAIRS if p[0] == "Tri Charm"), is_spell=True)


def test_chance_in_the_printings_chinese_words() -> None:
    """The printings' 若你赢得此掷，则… / 若你输去此掷，则… / 否则，… / 若你没有赢，则… / 并 read as the
    canonical coin flip and clash."""
    pairs = [
        ("{R}，{T}：掷一枚硬币。若你赢得此掷，消灭目标神器，并重置~。若你输去此掷，则牺牲~。",
         "{R}, {T}: Flip a coin. If you win the flip, destroy target artifact and untap ~. If you lose the flip, "
         "sacrifice ~.", False),
        ("{2}，{T}：掷一枚硬币。若你赢得此掷，则牺牲~并抓三张牌。",
         "{2}, {T}: Flip a coin. If you win the flip, sacrifice ~ and draw three cards.", False),
        ("掷一枚硬币。若你赢得此掷，则~对每个生物和每位牌手造成1点伤害。否则，每位牌手抓一张牌。",
         "Flip a coin. If you win the flip, ~ deals 1 damage to each creature and each player. Otherwise, each "
         "player draws a card.", True),
        ("与一位对手比点。若你赢，则目标牌手弃两张牌。若你没有赢，则你获得2点生命。",
         "Clash with an opponent. If you win, target player discards two cards. Otherwise, you gain 2 life.", True),
        ("当~进场时，与一位对手比点。 若你赢，则在~上放置一个+1/+1指示物。 （参与比点的牌手各展示其牌库顶牌。）",
         "When ~ enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on ~.", False),
        # Traditional: 擲一枚硬幣 / 贏得 / 輸掉 fold to the template's characters
        ("擲一枚硬幣。如果你贏得此擲，你獲得3點生命。如果你輸掉此擲，你失去3點生命。",
         "Flip a coin. If you win the flip, you gain 3 life. If you lose the flip, you lose 3 life.", True),
        ("{R}，隨機棄一張牌：~得+2/+0直到回合結束。", "{R}, Discard a card at random: ~ gets +2/+0 until end of turn.", False),
    ]
    for chinese, english, is_spell in pairs:
        assert parse_line("Gambler", chinese, is_spell=is_spell) == parse_line("Gambler", english, is_spell=is_spell)
    # two branches on one result mean nothing
    with pytest.raises(UnsupportedText):
        parse_card_text("Gambler", "Flip a coin. If you win the flip, draw a card. If you win the flip, draw a card.")


def test_chinese_templates_from_the_issue() -> None:
    sorcerer = parse_line("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.")
    # the issue's example: Chinese card text often leaves the card itself implicit
    assert parse_line("Prodigal Sorcerer", "{横置}：对目标生物或牌手造成1点伤害。") == sorcerer
    assert parse_line("Prodigal Sorcerer", "{横置}：~对目标生物或牌手造成1点伤害。") == sorcerer
    assert parse_line("Prodigal Sorcerer", "{横置}：放荡的术士对目标生物或牌手造成1点伤害。", name_zh="放荡的术士") == sorcerer
    # Traditional Chinese is normalised to Simplified first
    assert parse_line("Prodigal Sorcerer", "{橫置}：放蕩的術士對目標生物或牌手造成1點傷害。",
                      name_zh="放蕩的術士") == sorcerer
    assert to_simplified("對目標生物造成傷害") == "对目标生物造成伤害"


def test_classic_and_later_wording_give_the_same_ast() -> None:
    pairs = [
        ("When X comes into play, you gain 2 life.", "When X enters the battlefield, you gain 2 life."),
        ("When X is put into a graveyard from play, draw a card.", "When X dies, draw a card."),
        ("{T}: Add {G} to your mana pool.", "{T}: Add {G}."),
        ("X is unblockable.", "X can't be blocked."),
        ("{1}: Draw a card. Play this ability only once each turn.", "{1}: Draw a card. Activate only once each turn."),
    ]
    searches = [
        ("Search your library for a card and put that card into your hand. Then shuffle your library.",
         "Search your library for a card, put that card into your hand, then shuffle."),
        ("Search your library for a land card, reveal that card, and put it into your hand. Then shuffle your library.",
         "Search your library for a land card, reveal it, put it into your hand, then shuffle."),
        ("Search your library for a basic land card and put that card into play tapped. Then shuffle your library.",
         "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."),
        ("Search your library for a Forest card and put that card into play. Then shuffle your library.",
         "Search your library for a Forest card, put it onto the battlefield, then shuffle."),
        ("Target player puts the top four cards of his or her library into his or her graveyard.",
         "Target player mills four cards."),
        ("Put the top card of your library into your graveyard.", "Mill a card."),
        ("Search your library for a card, then shuffle your library and put that card on top of it.",
         "Search your library for a card, then shuffle and put that card on top."),
        ("Search your library for a creature card, reveal that card, then shuffle your library and put that card on "
         "top of it.", "Search your library for a creature card, reveal it, then shuffle and put the card on top."),
        ("Return target artifact card with converted mana cost 1 or less from your graveyard to your hand.",
         "Return target artifact card with mana value 1 or less from your graveyard to your hand."),
    ]
    for classic, later in pairs:
        assert parse_line("X", classic) == parse_line("X", later)
    for classic, later in searches:  # today's tutor ending ", then shuffle." is the same instruction
        assert parse_line("X", classic, is_spell=True) == parse_line("X", later, is_spell=True)
    assert parse_line("X", "从你的牌库中搜寻一张地牌，展示该牌，并将该牌置入你手上。然后将你的牌库洗牌。", is_spell=True) == parse_line(
        "X", "从你的牌库中搜寻一张地牌，展示该牌，将该牌置入你手上，然后洗牌。", is_spell=True)
    assert parse_line("X", "目标牌手将其牌库顶的两张牌置入其坟墓场。", is_spell=True) == parse_line(
        "X", "目标牌手磨两张牌。", is_spell=True)
    assert parse_line("X", "Put two 1/1 white Soldier creature tokens into play.", is_spell=True) == parse_line(
        "X", "Create two 1/1 white Soldier creature tokens.", is_spell=True)
    assert parse_line("X", "当X进场时，你获得2点生命。") == parse_line("X", "当X进入战场时，你获得2点生命。")
    assert parse_line("X", "当X从场上置入坟墓场时，抓一张牌。") == parse_line("X", "当X死去时，抓一张牌。")


def test_ast_shapes() -> None:
    wrath = parse_card_text("Wrath of God", "Destroy all creatures. They can't be regenerated.", is_spell=True)
    assert wrath.spell_effects == (Destroy(Group("creature"), no_regeneration=True),)
    king = parse_line("Goblin King", "Other Goblins get +1/+1 and have mountainwalk.")
    assert king == StaticAbility(Group("creature", other=True, subtypes=("Goblin",)), 1, 1, ("landwalk:mountain",))
    monk = parse_line("Venerable Monk", "When Venerable Monk comes into play, you gain 2 life.")
    assert isinstance(monk, TriggeredAbility) and monk.event == "enters" and monk.subject == "self"
    alarm = parse_card_text("Raise the Alarm", "Put two 1/1 white Soldier creature tokens into play.", is_spell=True)
    assert alarm.spell_effects == (CreateTokens(2, 1, 1, ("W",), ("Soldier",)),)
    quake = parse_line("Earthquake", "Earthquake deals X damage to each creature without flying and each player.",
                       is_spell=True)
    assert quake.effects == (DealDamage("X", Group("creature", without_kw="flying"), (Group("player"),)),)
    salve_text = next(t for n, t, _ in TEMPLATES if n == "Healing Salve")
    salve = parse_card_text("Healing Salve", salve_text, is_spell=True)
    assert salve.is_modal and salve.spell_targets == (Target("player"),)
    mine = parse_line("X", "At the beginning of your upkeep, if you control no Islands, sacrifice X.")
    assert mine.condition == Condition("control_none", group=Group("land", subtypes=("Island",)))
    leak = parse_line("Mana Leak", "Counter target spell unless its controller pays {3}.", is_spell=True)
    assert isinstance(leak.effects[0], PayOption) and leak.effects[0].mana == ("3",)
    fear = parse_card_text("Fear", "Enchant creature\nEnchanted creature has fear.")
    assert fear.statics[0].keywords == ("fear",)
    assert parse_line("X", "Flying, first strike") == KeywordLine(("flying", "first_strike"))


def test_characteristic_changes_read_as_one_change_per_sentence() -> None:
    """Issue 22: a sentence's clauses make one change (one timestamp); the era's printed Simplified
    wordings (duration first, 的 before the type, 都) read as the canonical English."""
    snake = parse_line("Snakeform", "Target creature loses all abilities and becomes a 1/1 green Snake until end of "
                       "turn.", is_spell=True)
    assert snake.effects == (ChangeCharacteristics(CharacteristicChange(lose_all=True, colors=("G",), subtypes=("Snake",),
                                                                        pt=(1, 1)), Target("creature")),)
    assert parse_line("Snakeform", "直到回合结束，目标生物失去所有异能，并成为1/1绿色蛇。", is_spell=True) == snake
    genju = "{2}: Genju of the Cedars becomes a 4/4 green Spirit creature until end of turn."
    assert parse_line("Genju of the Cedars", "{2}：~成为4/4绿色的精怪生物直到回合结束。") == parse_line(
        "Genju of the Cedars", genju)
    assert parse_line("X", "直到回合结束，所有生物都成为黑色。", is_spell=True) == parse_line(
        "X", "Until end of turn, all creatures become black.", is_spell=True)
    claim = parse_line("Sea's Claim", "Enchanted land is an Island.")
    assert claim == StaticAbility("enchanted", change=CharacteristicChange(land_type="island"))
    assert parse_line("Sea's Claim", "受此结界的地是海岛。") == claim
    moonlace = parse_line("Moonlace", "Target permanent becomes colorless.", is_spell=True)
    assert moonlace.effects[0].until_eot is False and moonlace.effects[0].change.colors == ()
    # the older group template reads as before: the same Pump AST
    assert parse_line("Blind Fury", "All creatures lose trample until end of turn.", is_spell=True).effects == (
        Pump(0, 0, Group("creature"), loses=("trample",)),)
    assert template_names(parse_line("X", "Enchanted creature loses all abilities.")) == [
        "static:aura", "static:characteristics"]


def test_unsupported_text_names_card_and_phrase() -> None:
    with pytest.raises(UnsupportedText) as info:
        parse_card_text("Mirror Universe", "{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent.")
    err = info.value
    assert err.card == "Mirror Universe"
    assert err.phrase == "{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent."
    assert err.stopped_at and "exchange life totals" in err.stopped_at
    assert err.to_dict()["error"]["kind"] == "unsupported_text"


def test_template_names() -> None:
    bolt = parse_line("Lightning Bolt", "Lightning Bolt deals 3 damage to target creature or player.", is_spell=True)
    assert template_names(bolt) == ["spell", "effect:deal_damage"]
    anthem = parse_line("Glorious Anthem", "Creatures you control get +1/+1.")
    assert template_names(anthem) == ["static:anthem"]


def test_prepare_parsers_builds_both_languages_before_any_parse(monkeypatch) -> None:
    """A server builds the parsers at start-up (oracle.services.warm_up), not in its first request."""
    import oracle.services

    for built in (_lalr, _earley):
        built.cache_clear()
    monkeypatch.setattr(oracle.services, "searcher", lambda: SimpleNamespace(warm=lambda: None))
    monkeypatch.setattr(oracle.services, "glosser", lambda: None)
    monkeypatch.setattr(oracle.services, "gallery", lambda: None)
    monkeypatch.setattr(oracle.services, "card_library", lambda: None)
    monkeypatch.setattr(oracle.services, "close_store", lambda: None)
    oracle.services.warm_up()
    assert _lalr.cache_info().currsize == 2 and _earley.cache_info().currsize == 2
    assert _fast_parser("en") is not None and _fast_parser("zh") is not None


def test_production_server_builds_the_parsers_in_each_worker_after_forking(monkeypatch) -> None:
    """``oracle serve --prod`` preloads everything but the card-text parsers (start-up stays within
    its target); the post_worker_init hook then builds them in a background thread of the worker."""
    import oracle.services
    from oracle.production import build_card_parsers, gunicorn_options

    for built in (_lalr, _earley):
        built.cache_clear()
    monkeypatch.setattr(oracle.services, "searcher", lambda: SimpleNamespace(warm=lambda: None))
    for name in ("glosser", "gallery", "card_library", "close_store"):
        monkeypatch.setattr(oracle.services, name, lambda: None)
    oracle.services.warm_up(parsers=False)
    assert _lalr.cache_info().currsize == 0 and _earley.cache_info().currsize == 0
    assert gunicorn_options("127.0.0.1", 0)["post_worker_init"] is build_card_parsers
    build_card_parsers(worker=None)
    builder = next(t for t in threading.enumerate() if t.name == "card-parsers")
    # a parse before or during the build builds (or waits for) the same parsers, never a second set
    _parse_normalised.cache_clear()
    assert isinstance(parse_line("Grizzly Bears", "Flying"), KeywordLine)
    builder.join(timeout=60)
    assert not builder.is_alive()
    assert _lalr.cache_info().currsize == 2 and _earley.cache_info().currsize == 2
    assert _parser("en") is _earley("en") and _fast_parser("zh") is _lalr("zh")


def test_building_the_parsers_is_left_out_of_the_run_deadline(monkeypatch) -> None:
    """A new process builds the card language's parsers at its first card text (a server does it
    before answering): start-up, not the scenario's work, so a short time limit still holds for
    the rest while a slow build does not use it up."""
    import time

    import engine
    import engine.cardlang as cardlang
    from engine.scenario import build_state_timed, load_scenario

    real = cardlang.Lark

    def slow_lark(*args, **kwargs):
        time.sleep(0.6)
        return real(*args, **kwargs)

    monkeypatch.setattr(cardlang, "Lark", slow_lark)
    for built in (_lalr, _earley, _parse_normalised, parse_card_text):
        built.cache_clear()
    scenario = {"players": [{"id": "A", "battlefield": [{"name": "Pinger", "id": "p", "types": ["creature"],
                                                         "power": 1, "toughness": 1,
                                                         "text": "{T}: Pinger deals 1 damage to target creature or player."}]},
                            {"id": "B"}], "stop": "main1"}
    result = engine.resolve(scenario, time_limit=0.5)
    assert "error" not in result, result
    assert [p["name"] for p in result["state"]["battlefield"]] == ["Pinger"]
    for built in (_lalr, _earley, _parse_normalised, parse_card_text):
        built.cache_clear()
    _state, credited = build_state_timed(load_scenario(scenario))
    assert credited >= 0.6
    _state, credited = build_state_timed(load_scenario(scenario))  # built now: nothing to leave out
    assert credited == 0.0
    with pytest.raises(engine.LimitExceeded):  # the deadline itself still holds
        engine.run(dict(scenario, players=[{"id": "A", "library": 3}, {"id": "B"}]), time_limit=-1.0)


def test_reminder_closed_twice_is_dropped_whole() -> None:
    """A printing whose reminder closes its bracket, goes on and closes it again: the rest up to the
    second bracket is reminder too; a closing bracket with no reminder before it is left to refuse."""
    from engine.cardlang.normalise import strip_reminder

    assert strip_reminder("风暴（第一句。） 第二句。）") == "风暴"
    assert strip_reminder("Storm (one.) two.)") == "Storm"
    assert strip_reminder("Flying)") == "Flying)"
    assert strip_reminder("Flying (one.) Trample") == "Flying Trample"
