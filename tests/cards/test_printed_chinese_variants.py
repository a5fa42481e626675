"""Printed Simplified Chinese variants, family by family: the official printings of 2004-2018 say
many things of the canonical Chinese with other words (进战场 for 进场, 所结附的生物 for 受此结界的生物,
施放 for 使用, 派出 for "create", …), and name creature types with words whose meaning changed with
Magic 2010 (精灵 was Goblin, 地精 Elf).

Each printed sentence here is ours, written in the printed style: it must give the same AST as the
English Oracle template of its family, which is how we know the fold to the canonical words (or the
date-dependent type word) reads it as that template, not merely as something that parses.
"""

from __future__ import annotations

import pytest

from engine.cardlang import parse_card_text, parse_line
from engine.cardlang.normalise import M10_RELEASE, fold_printed_types
from engine.errors import UnsupportedText

NAME, NAME_ZH = "Test Card", "测试牌"
BEFORE_M10, FROM_M10 = "2007-07-13", "2009-07-17"

#: (family, English Oracle template, our sentence in the printed style, instant or sorcery)
VARIANTS: list[tuple[str, str, str, bool]] = [
    ("须横置进场: comes into play tapped", "Test Card comes into play tapped.", "测试牌须横置进场。", False),
    ("须横置进战场 (M10)", "Test Card enters the battlefield tapped.", "测试牌须横置进战场。", False),
    ("进战场 (M10): enters the battlefield", "When Test Card enters the battlefield, draw a card.",
     "当测试牌进战场时，抓一张牌。", False),
    ("所结附的生物 (M10): enchanted creature", "Enchanted creature gets +1/+2.", "所结附的生物得+1/+2。", False),
    ("不能进行攻击或阻挡: can't attack or block", "Enchanted creature can't attack or block.",
     "所结附的生物不能进行攻击或阻挡。", False),
    ("不能进行阻挡: can't block", "Test Card can't block.", "测试牌不能进行阻挡。", False),
    ("于其操控者的重置步骤中不能重置", "Enchanted creature doesn't untap during its controller's untap step.",
     "受此结界的生物于其操控者的重置步骤中不能重置。", False),
    ("衍生物: a token", "When Test Card comes into play, put two 1/1 white Soldier creature tokens into play.",
     "当测试牌进场时，将两个1/1白色士兵衍生物放置进场。", False),
    ("…色的X／Y衍生物: a token's colour 的 and its two types",
     "Put a 1/1 black Faerie Rogue creature token into play.", "将一个1/1黑色的妖精／浪客衍生物放置进场。", True),
    ("N/N色，具…异能的…衍生物: a token with a keyword",
     "{5}{R}{R}: Put a 5/5 red Dragon creature token with flying into play.",
     "{5}{R}{R}：将一个5/5红色，具飞行异能的龙衍生物放置进场。", False),
    ("派出 (M19): create", "When Test Card enters the battlefield, create a 2/2 white Knight creature token with vigilance.",
     "当测试牌进战场时，派出一个2/2白色，具警戒异能的骑士衍生生物。", False),
    ("{T}：于本回合中，防止: the time first after a cost",
     "{T}: Prevent the next 1 damage that would be dealt to target creature or player this turn.",
     "{T}：于本回合中，防止接下来将对目标生物或牌手造成的1点伤害。", False),
    ("直到回合结束，…得…且获得: the duration first",
     "Creatures you control get +1/+1 and gain vigilance until end of turn.",
     "直到回合结束，由你操控的生物得+1/+1且获得警戒异能。", True),
    ("直到回合结束，~获得…异能", "{R}: Test Card gains flying until end of turn.",
     "{R}：直到回合结束，测试牌获得飞行异能。", False),
    ("并得到: and gains", "Target creature gets +3/+3 and gains flying until end of turn.",
     "目标生物得+3/+3并得到飞行异能直到回合结束。", True),
    ("你可以于你能够使用瞬间的时机下，使用~: flash", "Flash",
     "你可以于你能够使用瞬间的时机下，使用测试牌。", False),
    ("只可以于…法术的时机下使用此异能: sorcery timing",
     "{B}: Test Card gets +1/+0 until end of turn. Activate only as a sorcery.",
     "{B}：测试牌得+1/+0直到回合结束。你只可以于你能使用法术的时机下使用此异能。", False),
    ("此异能每回合中只能使用一次: once each turn",
     "{1}: Test Card gets +1/+1 until end of turn. Activate only once each turn.",
     "{1}：测试牌得+1/+1直到回合结束。此异能每回合中只能使用一次。", False),
    ("除非…支付{3}，否则反击该咒语: counter unless", "Counter target spell unless its controller pays {3}.",
     "除非目标咒语的操控者支付{3}，否则反击该咒语。", True),
    ("向对手造成伤害: deals damage to an opponent",
     "Whenever Test Card deals damage to an opponent, draw a card.", "每当测试牌向对手造成伤害时，抓一张牌。", False),
    ("对每个…各造成: to each", "Test Card deals 2 damage to each creature.", "测试牌对每个生物各造成2点伤害。", True),
    ("能视同具有…异能地进行阻挡", "Test Card can block as though it had flying.",
     "测试牌能视同具有飞行异能地进行阻挡。", False),
    ("施放任何 (M10): casts a spell", "Whenever a player casts a white spell, you may gain 1 life.",
     "每当牌手施放任何白色咒语时，你可以获得1点生命。", False),
    ("每当对手使用咒语: an opponent casts", "Whenever an opponent casts a spell, Test Card gets +2/+2 until end of turn.",
     "每当对手使用咒语时，测试牌得+2/+2直到回合结束。", False),
    ("使用一个…咒语: casts a … spell", "Whenever you cast a white spell, you may gain 1 life.",
     "每当你使用一个白色咒语时，你可以获得1点生命。", False),
    ("在你的操控下进场: comes into play under your control",
     "Whenever a creature you control comes into play, you gain 1 life.",
     "每当一个生物在你的操控下进场时，你获得1点生命。", False),
    ("其它<类别>生物: other <type> creatures", "Other Zombie creatures get +1/+1.", "其它灵俑生物得+1/+1。", False),
    ("将由你操控的一个地移回其拥有者的手上",
     "When Test Card comes into play, return a land you control to its owner's hand.",
     "当测试牌进场时，将由你操控的一个地移回其拥有者的手上。", False),
    ("任意一个目标 (M19): any target", "When Test Card enters the battlefield, it deals 1 damage to any target.",
     "当测试牌进战场时，它对任意一个目标造成1点伤害。", False),
    ("所有能够阻挡~的生物皆须阻挡之: lure", "All creatures able to block Test Card do so.",
     "所有能够阻挡测试牌的生物皆须阻挡之。", False),
    ("的力量及防御力 / 由你操控之: characteristic-defining",
     "Test Card's power and toughness are each equal to the number of Swamps you control.",
     "测试牌的力量及防御力各等同于由你操控之沼泽的数量。", False),
    ("你坟墓场中每有一张牌，你便…", "When Test Card comes into play, you gain 1 life for each card in your graveyard.",
     "当测试牌进场时，你坟墓场中每有一张牌，你便获得1点生命。", False),
    ("放逐 (M10): exile", "Exile target black or red permanent.", "放逐目标黑色或红色永久物。", True),
    ("目标进行攻击，且不具…异能的生物", "{T}: Target attacking creature without flying gets -1/-2 until end of turn.",
     "{T}：目标进行攻击，且不具飞行异能的生物得-1/-2直到回合结束。", False),
    ("力量大于或等于N", "Test Card can't block creatures with power 2 or greater.",
     "测试牌不能阻挡力量大于或等于2的生物。", False),
    ("本回合中曾受到~伤害的生物置入坟墓场",
     "Whenever a creature dealt damage by Test Card this turn dies, put a +1/+1 counter on Test Card.",
     "每当本回合中曾受到测试牌伤害的生物置入坟墓场时，在测试牌上放置一个+1/+1指示物。", False),
    ("时，直到回合结束，…: the duration first after a trigger",
     "When Test Card comes into play, creatures you control get +1/+1 and gain vigilance until end of turn.",
     "当测试牌进场时，直到回合结束，你操控的生物得+1/+1且获得警戒异能。", False),
    ("从战场进入坟墓场 (M10): dies", "When Test Card dies, it deals 3 damage to each creature and each player.",
     "当测试牌从战场进入坟墓场时，它对每个生物和牌手造成3点伤害。", False),
    ("以作为使用此咒语的额外费用", "As an additional cost to cast this spell, sacrifice a creature.",
     "牺牲一个生物，以作为使用此咒语的额外费用。", True),
    ("神器，结界，或地: a target of three kinds", "Destroy target artifact, enchantment, or land.",
     "消灭目标神器，结界，或地。", True),
    ("加{R}，{G}，或{W}: a mana choice", "{T}: Add {R}, {G}, or {W}.", "{T}：加{R}，{G}，或{W}到你的法术力池中。", False),
    ("受此结界的地横置以产生法术力时 / 他的法术力池",
     "Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool.",
     "每当受此结界的地横置以产生法术力时，其操控者加{G}{G}到他的法术力池中。", False),
    ("若~并未横置，则: an intervening if",
     "At the beginning of each player's draw step, if Test Card is untapped, that player draws a card.",
     "在每位牌手的抓牌步骤开始时，若测试牌并未横置，则该牌手抓一张牌。", False),
    ("所有能够阻挡受此结界之生物的生物皆须阻挡之", "All creatures able to block enchanted creature do so.",
     "所有能够阻挡受此结界之生物的生物皆须阻挡之。", False),
    ("精怪或古咒咒语: a Spirit or Arcane spell",
     "Whenever you cast a Spirit or Arcane spell, Test Card gains flying until end of turn.",
     "每当你使用精怪或古咒咒语时，测试牌获得飞行异能直到回合结束。", False),
    ("瞬间或法术咒语: an instant or sorcery spell",
     "Whenever you cast an instant or sorcery spell, Test Card gets +1/+1 until end of turn.",
     "每当你施放瞬间或法术咒语时，测试牌得+1/+1直到回合结束。", False),
    ("只可以于你的维持中使用此异能: only during your upkeep",
     "{9}: Untap Test Card. Activate only during your upkeep.", "{9}：重置测试牌。你只可以于你的维持中使用此异能。", False),
    ("搜寻一张牌并置于你手上: a tutor", "Search your library for a card and put that card into your hand. Then shuffle your library.",
     "从你的牌库中搜寻一张牌并置于你手上。然后将你的牌库洗牌。", True),
    ("展示该牌，并将它置于你手上", "Search your library for a land card, reveal it, and put it into your hand. Then shuffle your library.",
     "从你的牌库中搜寻一张地牌，展示该牌，并将它置于你手上。然后将你的牌库洗牌。", True),
    ("干枯: wither", "Wither", "干枯", False),
    ("乾枯 (Traditional): wither", "Wither", "乾枯", False),
    ("神器共鸣: affinity for artifacts", "Affinity for artifacts", "神器共鸣", False),
    ("循环海岛: islandcycling", "Islandcycling {2}", "循环海岛{2}", False),
    # the second round (real cards: tests/cards/test_printed_texts_as_oracle.py)
    ("不会毁坏: indestructible", "Indestructible", "测试牌不会毁坏。", False),
    ("…不会毁坏: a group's indestructible", "Artifacts you control have indestructible.", "由你操控的神器不会毁坏。",
     False),
    ("本回合不会毁坏", "Sacrifice Test Card: Creatures you control gain indestructible until end of turn.",
     "牺牲测试牌：由你操控的生物本回合不会毁坏。", False),
    ("不能成为咒语或异能的目标: shroud", "Shroud", "测试牌不能成为咒语或异能的目标。", False),
    ("受此结界的生物不能成为…的目标", "Enchanted creature has shroud.", "受此结界的生物不能成为咒语或异能的目标。", False),
    ("不能成为由对手所操控之咒语或异能的目标: hexproof", "Hexproof", "测试牌不能成为由对手所操控之咒语或异能的目标。", False),
    ("化形: changeling", "Changeling", "化形", False),
    ("占卜2 without its stop", "Scry 2.", "占卜2（检视你牌库顶的两张牌。）", True),
    ("a trigger without its stop", "Whenever Test Card blocks, you may gain 4 life.", "每当测试牌阻挡时，你可以获得4点生命", False),
    ("除非…支付，否则将其反击", "Counter target spell unless its controller pays {3}.", "除非目标咒语之操控者支付{3}，否则将其反击。",
     True),
    ("除非你支付…，否则牺牲~", "At the beginning of your upkeep, sacrifice Test Card unless you pay {G}.",
     "在你的维持开始时，除非你支付{G}，否则牺牲测试牌。", False),
    ("若你如此作，则…", "Whenever Test Card attacks, you may pay {W}. If you do, Test Card gains flying until end of turn.",
     "每当测试牌攻击时，你可以支付{W}。若你如此作，则测试牌获得飞行异能直到回合结束。", False),
    ("在下回合维持开始时抓一张牌", "Draw a card at the beginning of the next turn's upkeep.", "在下回合维持开始时抓一张牌。", True),
    ("将他的牌库顶牌置入其坟墓场", "{T}: Target player puts the top card of his or her library into his or her graveyard.",
     "{T}：目标牌手将他的牌库顶牌置入其坟墓场。", False),
    ("任何牌手均可以使用此异能", "{3}: Put a +1/+1 counter on Test Card. Any player may activate this ability.",
     "{3}：在测试牌上放置一个+1/+1指示物。任何牌手均可以使用此异能。", False),
    ("造成伤害，其数量等同于其力量", "{T}: Test Card deals damage equal to its power to target creature with flying.",
     "{T}：测试牌对目标具飞行异能的生物造成伤害，其数量等同于其力量。", False),
    ("每位对手各弃一张牌", "When Test Card enters the battlefield, each opponent discards a card.",
     "当测试牌进场时，每位对手各弃一张牌。", False),
    ("不能被一个以上的生物阻挡", "Test Card can't be blocked by more than one creature.", "测试牌不能被一个以上的生物阻挡。",
     False),
    ("只要你操控其他白色生物", "Test Card gets +1/+1 as long as you control another white creature.",
     "只要你操控其他白色生物，测试牌便得+1/+1。", False),
    # conditions (branch conditions): no article before what you control, 便具有, 它 of the card itself
    ("只要你操控树林", "Test Card gets +1/+2 as long as you control a Forest.", "只要你操控树林，测试牌便得+1/+2。", False),
    ("只要…便具有", "Test Card has flying as long as you control a blue creature.",
     "只要你操控蓝色生物，测试牌便具有飞行异能。", False),
    ("只要~未横置，它便得", "Test Card gets +0/+2 as long as it's untapped.", "只要测试牌未横置，它便得+0/+2。", False),
    ("只要~正进行攻击", "Test Card gets +1/+0 as long as it's attacking.", "只要测试牌正进行攻击，它便得+1/+0。", False),
    ("对任一生物造成战斗伤害", "Whenever Test Card deals combat damage to a creature, put a +1/+1 counter on Test Card.",
     "每当测试牌对任一生物造成战斗伤害时，在测试牌上放置一个+1/+1指示物。", False),
    ("则改为加", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.",
     "{T}：加{1}到你的法术力池中。如果你操控克撒的矿脉和克撒的塔，则改为加{2}到你的法术力池中。", False),
    # the third round (branch printed_zh; real cards in tests/cards/test_printed_texts_as_oracle.py)
    ('由你操控且未横置的: an untapped creature you control', 'Tap an untapped creature you control: Test Card gets +1/+1 until end of turn.',
     '横置一个由你操控且未横置的生物：测试牌得+1/+1直到回合结束。', False),
    ('本回合中，…不能: the time first', "Target creature can't be blocked this turn.",
     '本回合中，目标生物不能被阻挡。', True),
    ('此回合不能进行阻挡', "Target creature can't block this turn.",
     '目标生物此回合不能进行阻挡。', True),
    ('每当任一对手弃一张牌时', 'Whenever an opponent discards a card, Test Card gets +2/+2 until end of turn.',
     '每当任一对手弃一张牌时，测试牌得+2/+2直到回合结束。', False),
    ('每当任一对手从其手上弃掉一张牌 (no 时)', 'Whenever an opponent discards a card, you may draw a card.',
     '每当任一对手从其手上弃掉一张牌，你可以抓一张牌。', False),
    ('只要你操控树林: a Forest', 'Test Card gets +1/+2 as long as you control a Forest.',
     '只要你操控树林，测试牌便得+1/+2。', False),
    ('只要你操控龙，…便具有', 'Test Card has flying as long as you control a Dragon.',
     '只要你操控龙，测试牌便具有飞行异能。', False),
    ('每有一个进行攻击的其它…', 'Whenever Test Card attacks, it gets +1/+0 until end of turn for each other attacking Soldier.',
     '每当测试牌攻击时，每有一个进行攻击的其它士兵，它便得+1/+0直到回合结束。', False),
    ('你每操控一个其它的生物', 'Enchanted creature gets +0/+2 for each other creature you control.',
     '你每操控一个其它的生物，受此结界的生物便得+0/+2。', False),
    ('该牌手每操控一个神器，你便…', 'Whenever Test Card deals combat damage to a player, you gain 1 life for each artifact that player controls.',
     '每当测试牌对任一牌手造成战斗伤害时，该牌手每操控一个神器，你便获得1点生命。', False),
    ('目标牌手每操控一个…，便失去', 'Target player loses 1 life for each tapped artifact he or she controls.',
     '目标牌手每操控一个已横置的神器，便失去1点生命。', True),
    ('在你的回合结束时: your end step', 'At the beginning of your end step, untap all Merfolk you control.',
     '在你的回合结束时，重置所有由你操控的人鱼。', False),
    ('在每个回合结束时: each end step', 'At the beginning of each end step, draw a card.',
     '在每个回合结束时，抓一张牌。', False),
    ('干枯异能: wither granted', 'Equipped creature gets +1/+0 and has wither.',
     '佩带此武具的生物得+1/+0且具有干枯异能。', False),
    ('乾枯异能 (Traditional word)', '{2}: Target black creature gains wither until end of turn.',
     '{2}：目标黑色生物获得乾枯异能直到回合结束。', False),
    ('目标牌手或鹏洛客 (M10)', 'Test Card deals 5 damage to target player.',
     '测试牌对目标牌手或鹏洛客造成5点伤害。', True),
    ('此咒语不能被反击', "Test Card can't be countered.",
     '此咒语不能被反击。', False),
    ('加一点任意颜色的法术力 (no pool)', '{T}: Add one mana of any color.',
     '{T}：加一点任意颜色的法术力。', False),
    ('神器，生物，与结界', '{1}, {T}: Destroy all artifacts, creatures, and enchantments.',
     '{1}，{T}：消灭所有神器，生物，与结界。', False),
    ('其它的士兵', 'Other Soldiers get +1/+1 and have first strike.',
     '其它的士兵得+1/+1并具有先攻异能。', False),
    ('得+3/+3，且于其操控者的重置步骤中', "Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step.",
     '受此结界的生物得+3/+3，且于其操控者的重置步骤中不能重置。', False),
    ('对一位牌手造成战斗伤害', 'Whenever equipped creature deals combat damage to a player, you may draw a card.',
     '每当佩带此武具的生物对一位牌手造成战斗伤害时，你可以抓一张牌。', False),
    ('若你的手牌有七张或更多', 'At the beginning of your upkeep, if you have seven or more cards in hand, you gain 4 life.',
     '在你的维持开始时，若你的手牌有七张或更多，你获得4点生命。', False),
    ('你有25点或更多生命', 'Test Card gets +4/+4 as long as you have 25 or more life.',
     '只要你有25点或更多生命，测试牌便得+4/+4。', False),
    ('只要~正进行攻击，它便', "Test Card gets +1/+0 as long as it's attacking.",
     '只要测试牌正进行攻击，它便得+1/+0。', False),
    ('由你操控的一个生物从场上进入坟墓场', 'Whenever a creature you control dies, draw a card.',
     '每当由你操控的一个生物从场上进入坟墓场时，抓一张牌。', False),
    ('直到回合结束，每个由你操控的其他生物便', 'Whenever you cast a Spirit or Arcane spell, other creatures you control get +1/+1 and gain trample until end of turn.',
     '每当你使用精怪或古咒咒语时，直到回合结束，每个由你操控的其他生物便得+1/+1并获得践踏异能。', False),
    ('时，选择一项～: modes after a trigger', 'At the beginning of your upkeep, choose one — Put a +1/+1 counter on target artifact creature; or put a charge counter on target noncreature artifact.',
     '在你的维持开始时，选择一项～在目标神器生物上放置一个+1/+1指示物；或在目标非生物的神器上放置一个充电指示物。', False),
    ('造成伤害，其数量等同于…之山脉的数量', '{T}: Test Card deals damage equal to the number of untapped Mountains you control to target attacking creature.',
     '{T}：测试牌对目标进行攻击的生物造成伤害，其数量等同于由你操控且未横置之山脉的数量。', False),
    ('~以外的生物 / 所牺牲生物的力量', "{R}, {T}, Sacrifice another creature: Test Card deals damage equal to the sacrificed creature's power to target player.",
     '{R}，{T}，牺牲一个测试牌以外的生物：测试牌对目标牌手造成伤害，其数量等同于所牺牲生物的力量。', False),
    ('获得等同于所牺牲之生物防御力的生命', "{3}, {T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
     '{3}，{T}，牺牲一个生物：你获得等同于所牺牲之生物防御力的生命。', False),
    ('抓等同于被牺牲生物力量值的牌，再选择并弃掉', "Sacrifice a creature: Draw cards equal to the sacrificed creature's power, then discard three cards.",
     '牺牲一个生物：抓等同于被牺牲生物力量值的牌，再选择并弃掉三张牌。', False),
    ('加3点任意颜色的单色法术力', '{T}, Sacrifice Test Card: Add three mana of any one color.',
     '{T}，牺牲测试牌：加3点任意颜色的单色法术力到你的法术力池中。', False),
    ('若你如此作，则将你的牌库洗牌 (after a search)', 'When Test Card comes into play, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle your library.',
     '当测试牌进场时，你可以从你的牌库中搜寻一张基本地牌，展示该牌，并将它置入你手上。 若你如此作，则将你的牌库洗牌。', False),
    ('然后将你的牌库洗牌，并将该牌置于其上', 'When Test Card comes into play, you may search your library for a Giant card, reveal it, then shuffle your library and put that card on top of it.',
     '当测试牌进场时，你可以从你的牌库中搜寻一张巨人牌，展示该牌，然后将你的牌库洗牌，并将该牌置于其上。', False),
    ('…衍生物在目标对手的操控下放置进场', 'When Test Card comes into play, target opponent puts three 2/2 white Knight creature tokens with first strike into play.',
     '当测试牌进场时，将三个2/2白色，具先攻异能的骑士衍生物在目标对手的操控下放置进场。', False),
    ('黑色的…衍生物在目标对手的操控下', 'When Test Card comes into play, target opponent puts a 4/4 black Horror creature token into play.',
     '当测试牌进场时，将一个4/4黑色的惊惧兽衍生物在目标对手的操控下放置进场。', False),
    ('选择一个黑色的来源。于本回合中，防止该来源', '{1}: The next time a black source of your choice would deal damage to you this turn, prevent that damage.',
     '{1}：选择一个黑色的来源。于本回合中，防止该来源下一次将对你造成的伤害。', False),
    ('选择一种颜色，…获得反该色保护异能', 'Whenever you cast a Spirit or Arcane spell, Test Card gains protection from the color of your choice until end of turn.',
     '每当你使用精怪或古咒咒语时，选择一种颜色，测试牌获得反该色保护异能直到回合结束。', False),
    ('若曾支付其增幅费用，则', 'When Test Card comes into play, if it was kicked, draw two cards.',
     '当测试牌进场时，若曾支付其增幅费用，则抓两张牌。', False),
    ('若曾支付其增幅费用，则~进场时', 'If Test Card was kicked, it enters the battlefield with four +1/+1 counters on it.',
     '若曾支付其增幅费用，则测试牌进场时上面有四个+1/+1指示物。', False),
    ('…。在下回合维持开始时抓一张牌', "{T}, Sacrifice Test Card: Look at the top card of target player's library. Draw a card at the beginning of the next turn's upkeep.",
     '{T}，牺牲测试牌：检视目标牌手的牌库顶牌。 在下回合维持开始时抓一张牌。', False),
    ('于本回合后进行额外的一个回合', '{T}, Remove three charge counters from Test Card: Take an extra turn after this one.',
     '{T}，从测试牌上移去三个充电指示物：于本回合后进行额外的一个回合。', False),
    ('与以此法所防止的伤害等量的生命', 'Prevent all damage target instant or sorcery spell would deal this turn. You gain life equal to the damage prevented this way.',
     '防止目标瞬间或法术咒语于本回合中将造成的所有伤害。 你获得与以此法所防止的伤害等量的生命。', True),
    ('在其上放置: a counter on it', 'Whenever Test Card deals combat damage to a player, put a +1/+1 counter on it.',
     '每当测试牌对任一牌手造成战斗伤害时，在其上放置一个+1/+1指示物。', False),
    ('在每个维持开始时: each upkeep', "At the beginning of each player's upkeep, tap enchanted creature.",
     '在每个维持开始时，横置受此结界的生物。', False),
    ('在回合结束时将之牺牲', '{2}: Test Card gets +1/+1 until end of turn. At the beginning of the next end step, sacrifice it.',
     '{2}：测试牌得+1/+1直到回合结束。 在回合结束时将之牺牲。', False),
    ('场上虚影的数量: Illusions in play', "Test Card's power and toughness are each equal to the number of Illusions in play.",
     '测试牌的力量和防御力各等同于场上虚影的数量。', False),
    ('向每位对手造成伤害，数量各等同于其上…的数量', 'At the beginning of your end step, Test Card deals damage to each opponent equal to the number of charge counters on it.',
     '在你的回合结束时，测试牌向每位对手造成伤害，数量各等同于其上充电指示物的数量。', False),
    ('其数量等同于~上岁月指示物的数量', '{T}: Test Card deals damage equal to the number of age counters on it to target attacking or blocking creature.',
     '{T}：测试牌对目标进行攻击或阻挡的生物造成伤害，其数量等同于测试牌上岁月指示物的数量。', False),
    ('血族～…若你如此作，则每位对手各将', 'Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Test Card, you may reveal it. If you do, each opponent puts the top three cards of his or her library into his or her graveyard.',
     '血族～在你的维持开始时，你可以检视你的牌库顶牌。 如果它与测试牌有共通之生物类别，你可以展示该牌。 若你如此作，则每位对手各将其牌库顶的三张牌置入其坟墓场。', False),
    ('若你赢，则~再对该生物的操控者造成', "Test Card deals 3 damage to target creature. Clash with an opponent. If you win, Test Card deals 3 damage to that creature's controller.",
     '测试牌对目标生物造成3点伤害。 与一位对手比点。 若你赢，则测试牌再对该生物的操控者造成3点伤害。', True),
    ('虚影衍生物: an Illusion token', '{1}: Put a 1/1 blue Illusion creature token with flying into play.',
     '{1}：将一个1/1蓝色，具有飞行异能的虚影衍生物放置进场。', False),
    ('本回合中，所有能够阻挡~的生物皆须阻挡之', '{2}{G}: All creatures able to block Test Card this turn do so.',
     '{2}{G}：本回合中，所有能够阻挡测试牌的生物皆须阻挡之。', False),
    ('并将之横置进场，然后将你的牌库洗牌', 'Sacrifice Test Card: Search your library for a basic land card, put that card into play tapped, then shuffle your library.',
     '牺牲测试牌：从你的牌库中搜寻一张基本地牌，并将之横置进场，然后将你的牌库洗牌。', False),
    ('搜寻一张基本地牌并将之放置进场', 'Search your library for a basic land card and put that card into play. Then shuffle your library.',
     '从你的牌库中搜寻一张基本地牌并将之放置进场。 然后将你的牌库洗牌。', True),
    ('每个具飞行异能的其它生物各', '{5}{R}: Test Card deals 6 damage to each other creature with flying.',
     '{5}{R}：测试牌对每个具飞行异能的其它生物各造成6点伤害。', False),
    ('每当~进行攻击时 / 所有进行攻击的其它生物', 'Whenever Test Card attacks, other attacking creatures gain fear until end of turn.',
     '每当测试牌进行攻击时，所有进行攻击的其它生物获得恐惧异能直到回合结束。', False),
    ('每当~进行阻挡时', 'Whenever Test Card blocks, put a +1/+1 counter on it.',
     '每当测试牌进行阻挡时，在其上放置一个+1/+1指示物。', False),
    ('在每位牌手的回合结束时', 'At the beginning of each end step, that player sacrifices an untapped land.',
     '在每位牌手的回合结束时，该牌手牺牲一个未横置的地。', False),
    ('目标进行攻击，且力量等于或小于3的生物', 'Destroy target attacking creature with power 3 or less.',
     '消灭目标进行攻击，且力量等于或小于3的生物。', True),
    ('每位对手各牺牲', 'Each opponent sacrifices a land.',
     '每位对手各牺牲一个地。', True),
    ('重生由你操控的所有生物', 'Regenerate each creature you control.',
     '重生由你操控的所有生物。', True),
    ('除非目标生物的操控者支付…，否则横置该生物', '{T}: Tap target creature unless its controller pays 2 life.',
     '{T}：除非目标生物的操控者支付2点生命，否则横置该生物。', False),
    ('横置或重置目标生物: tap or untap', 'Sacrifice Test Card: You may tap or untap target creature.',
     '牺牲测试牌：横置或重置目标生物。', False),
    ('…，然后横置或重置另一个目标永久物', 'You may tap or untap target permanent, then you may tap or untap another target permanent.',
     '横置或重置目标永久物，然后横置或重置另一个目标永久物。', True),
    ('重置或横置目标神器、生物、或者地', 'You may tap or untap target artifact, creature, or land.',
     '你可以重置或横置目标神器、生物、或者地。', True),
    ('置入任何坟墓场时: equipped creature dies', 'Whenever equipped creature dies, draw two cards.',
     '当佩带此武具的生物置入任何坟墓场时，抓两张牌。', False),
    ('将你手上两张黑色牌移出对战', "You may remove two black cards in your hand from the game rather than pay Test Card's mana cost.",
     '你可以将你手上两张黑色牌移出对战，而不支付测试牌的法术力费用。', False),
    ('造成4点伤害且你获得4点生命', 'Test Card deals 4 damage to target creature or player and you gain 4 life.',
     '测试牌对目标生物或牌手造成4点伤害且你获得4点生命。', True),
    ('佩带此武具的生物…不能成为咒语或异能的目标', "Equipped creature can't be blocked and has shroud.",
     '佩带此武具的生物不能被阻挡，且不能成为咒语或异能的目标。', False),
]


@pytest.mark.parametrize(("family", "english", "printed", "is_spell"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_printed_variant_gives_the_english_templates_ast(family: str, english: str, printed: str,
                                                         is_spell: bool) -> None:
    meaning = parse_line(NAME, english, is_spell=is_spell)
    assert parse_line(NAME, printed, is_spell=is_spell, name_zh=NAME_ZH) == meaning, family


THIRD_ROUND = VARIANTS[VARIANTS.index(next(v for v in VARIANTS if v[0].startswith("由你操控且未横置"))):]


@pytest.mark.parametrize(("family", "english", "printed", "is_spell"), THIRD_ROUND, ids=[v[0] for v in THIRD_ROUND])
def test_the_traditional_form_of_a_printed_variant_reads_the_same(family: str, english: str, printed: str,
                                                                  is_spell: bool) -> None:
    """A Traditional printing (or a player's Traditional paste) is folded to Simplified by OpenCC
    before the printed variants are: the third round's folds read the Traditional form of each line."""
    opencc = pytest.importorskip("opencc")
    traditional = opencc.OpenCC("s2t").convert(printed)
    meaning = parse_line(NAME, english, is_spell=is_spell)
    assert parse_line(NAME, traditional, is_spell=is_spell, name_zh=NAME_ZH, other_names=("測試牌",)) == meaning, family


#: (English Oracle template, our printed sentence naming a creature type by the printing's word)
TYPE_WORDS: list[tuple[str, str, str]] = [
    ("Other Goblin creatures get +1/+1 and have mountainwalk.", "其它精灵生物得+1/+1并具有山脉行者异能。", BEFORE_M10),
    ("Other Elf creatures get +1/+1 and have forestwalk.", "其它地精生物得+1/+1并具有树林行者异能。", BEFORE_M10),
    ("When Test Card comes into play, put three 1/1 red Goblin creature tokens into play.",
     "当测试牌进场时，将三个1/1红色精灵衍生物放置进场。", BEFORE_M10),
    ("Other Elf creatures you control get +1/+1.", "你操控的其他妖精生物得+1/+1。", FROM_M10),
    ("Put a 1/1 green Elf Warrior creature token into play.", "将一个1/1绿色的地精／战士衍生物放置进场。", BEFORE_M10),
    ("Other Goblin creatures you control get +1/+1.", "你操控的其他鬼怪生物得+1/+1。", FROM_M10),
]


@pytest.mark.parametrize(("english", "printed", "date"), TYPE_WORDS)
def test_creature_type_words_are_read_by_the_printing_date(english: str, printed: str, date: str) -> None:
    is_spell = english.startswith("Put ")
    meaning = parse_card_text(NAME, english, is_spell=is_spell).abilities
    assert parse_card_text(NAME, printed, name_zh=NAME_ZH, printed=date, is_spell=is_spell).abilities == meaning


def test_the_same_word_names_another_type_on_either_side_of_m10() -> None:
    """精灵 on a Tenth Edition card is a Goblin, on a Magic 2010 card (and in the canonical Chinese,
    which no date qualifies) an Elf; 妖精 is an Elf from M10 on and a Faerie in the canonical Chinese."""
    line = "其它精灵生物得+1/+1。"
    goblins = parse_card_text(NAME, "Other Goblins get +1/+1.").abilities
    elves = parse_card_text(NAME, "Other Elves get +1/+1.").abilities
    assert parse_card_text(NAME, line, name_zh=NAME_ZH, printed=BEFORE_M10).abilities == goblins
    assert parse_card_text(NAME, line, name_zh=NAME_ZH, printed=M10_RELEASE).abilities == elves
    assert parse_card_text(NAME, line, name_zh=NAME_ZH).abilities == elves
    faeries = parse_card_text(NAME, "Other Faeries get +1/+1.").abilities
    assert parse_card_text(NAME, "其它妖精得+1/+1。", name_zh=NAME_ZH).abilities == faeries
    assert parse_card_text(NAME, "其它妖精得+1/+1。", name_zh=NAME_ZH, printed=FROM_M10).abilities == elves
    # one pass: 精灵 -> 鬼怪 and 地精 -> 精灵 do not chain into 鬼怪
    assert fold_printed_types("地精与精灵", BEFORE_M10) == "精灵与鬼怪"


def test_the_card_name_is_not_a_type_word() -> None:
    """The card's own name goes first, so a pre-M10 Goblin named 精灵长矛兵 is still "~"."""
    own = parse_card_text("Goblin Piker", "Goblin Piker can't block.").abilities
    assert parse_card_text("Goblin Piker", "精灵长矛兵不能进行阻挡。", name_zh="精灵长矛兵",
                           printed=BEFORE_M10).abilities == own


def test_a_printed_form_with_more_than_the_template_is_refused() -> None:
    """A fold reads only the template: the duration-first sentence with a second clause no template
    has, or a token put into play "under your control" of another player, is refused naming the line."""
    with pytest.raises(UnsupportedText) as info:
        parse_card_text(NAME, "直到回合结束，由你操控的生物得+1/+1且由对手操控的生物得-1/-1。", name_zh=NAME_ZH,
                        is_spell=True)
    assert info.value.card == NAME and info.value.phrase.startswith("直到回合结束")
    with pytest.raises(UnsupportedText):
        parse_card_text(NAME, "你可以于你能够使用瞬间的时机下，使用不是地的牌。", name_zh=NAME_ZH)


def _set_file(tmp_path, code: str, release: str) -> object:
    """A one-card MTGJSON set file (a Goblin lord; our own sentence in the printed style)."""
    import json

    card = {"name": "Test Lord", "layout": "normal", "manaCost": "{2}{R}", "type": "Creature — Goblin",
            "types": ["Creature"], "subtypes": ["Goblin"], "supertypes": [], "power": "2", "toughness": "2",
            "text": "Other Goblin creatures get +1/+1.", "originalText": "Other Goblins get +1/+1.",
            "foreignData": [{"language": "Chinese Simplified", "name": "测试领主", "text": "其它精灵生物得+1/+1。"}]}
    path = tmp_path / f"{code}.json"
    path.write_text(json.dumps({"data": {"code": code, "name": code, "releaseDate": release, "cards": [card]}},
                               ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize(("release", "meaning"), [(BEFORE_M10, "Other Goblins get +1/+1."),
                                                  (FROM_M10, "Other Elves get +1/+1.")])
def test_the_importer_gives_a_printed_chinese_text_its_printing_date(tmp_path, release: str, meaning: str) -> None:
    """The job of a printed Chinese text carries its set's release date, so the same printed words read
    as a Goblin lord on a Tenth Edition printing and as an Elf lord on a Magic 2010 one."""
    from oracle.card_cache import decode
    from oracle.card_import.merge import merge
    from oracle.card_import.mtgjson import printings
    from oracle.card_import.parsing import parse_job
    from oracle.card_import.wordings import printing_jobs

    record = merge(printings(_set_file(tmp_path, "T1", release)))["Test Lord"]
    jobs = printing_jobs(record, record["printings"][0])["printed_zh_hans"]
    assert jobs is not None and [job.printed for job in jobs] == [release]
    entry = parse_job(jobs[0])
    assert decode(entry["abilities"]).abilities == parse_card_text("Test Lord", meaning).abilities
    undated = type(jobs[0])(jobs[0].name, jobs[0].text, jobs[0].is_spell, jobs[0].name_zh, jobs[0].other_names)
    assert undated.key("v") != jobs[0].key("v")
