"""The older printings' words for abilities the card language reads in today's words: the second
round of folds (issue 21), from the cards whose Oracle text read and whose printed English or printed
Simplified Chinese did not, grouped by where they stopped. ``normalise`` applies them after its own
folds (``_PRINTED_EN``, ``_PRINTED_ZH``); each gives the AST of the card's Oracle words
(tests/cards/test_printed_texts_as_oracle.py checks real cards, ``PRINTED_EN_PAIRS`` and
``VARIANTS`` our own sentences).
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: keywords an old printing grants with "gains" where Oracle says "has" (a static ability) or "gains …
#: until end of turn" (an effect)
_KW = (r"(?:flying|trample|first strike|haste|vigilance|fear|banding|shroud|reach|"
       r"(?:forest|island|swamp|mountain|plains)walk|protection from [a-z]+)")
_KW_LIST = rf"{_KW}(?:(?:, | and |, and ){_KW})*"
_PT = r"[+-][0-9x]+/[+-][0-9x]+"
#: issue 21 (printed English, second round): more of the 1993-2008 printings' words, each the same
#: rule as the Oracle words it becomes (the cards whose Oracle text reads and whose printed text
#: did not, grouped by where they stopped)
OLDER_EN: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(p), r) for p, r in (
        # Portal: a card comes into play from its owner's hand when it is cast; Oracle drops the words
        (r"\bcomes into play from your hand\b", "comes into play"),
        # "all your Goblins", "all of your attacking creatures": the permanents you control
        (r"\ball your other ([a-z ]+?s)\b", r"other \1 you control"),
        (r"\ball (?:of )?your ([a-z ]+?s)\b(?! you control)", r"\1 you control"),
        (r"\bnon-flying (creatures?)\b", r"\1 without flying"),
        (r"\blocal enchantment(s?)\b", lambda m: "aura" + m.group(1)),  # the era's word for an Aura
        (r"\bdefending (creatures?)\b", r"blocking \1"),
        (r"\beach of your opponents\b", "each opponent"),
        # a permanent's abilities granted by a static ability: "gains" was the older verb of "has"
        (rf"^(enchanted creature|equipped creature) gains ({_PT})(?= and |\.$)", r"\1 gets \2"),
        (rf"^(enchanted creature|equipped creature) gets ({_PT}),? and (?:gains )?(?={_KW_LIST}\.$)",
         r"\1 gets \2 and has "),
        (rf"^(enchanted creature|equipped creature) gains (?={_KW_LIST}\.$)", r"\1 has "),
        (rf"^(all [^.:]+?|[^.:]+? you control) gain ({_PT})\.$", r"\1 get \2."),
        (rf"^(all [^.:]+?|[^.:]+? you control) gain (?={_KW_LIST}\.$)", r"\1 have "),
        (r"^(all [^.:]+?) in play (?=(?:gain|get|are|have)\b)", r"\1 "),
        (rf"^(all [^.:]+?) gain ({_PT})\.$", r"\1 get \2."),
        # "All creatures in play are destroyed and cannot regenerate." / "… are buried."
        (r"^all ([^.:]+?) are destroyed\.$", r"destroy all \1."),
        (r"^all ([^.:]+?) are (?:destroyed and can't regenerate|buried)\.$",
         r"destroy all \1. they can't be regenerated."),
        (r"^(target [^.:]+?) is destroyed\.$", r"destroy \1."),
        (r"^(target [^.:]+?) is buried\.$", r"destroy \1. it can't be regenerated."),
        (r"^~ destroys (?=target |all )", "destroy "),
        # an activated ability whose effect is only a keyword or a bonus: "{W} First strike until end of turn"
        (rf"^([^:]+): ({_KW_LIST}) until end of turn(?:\.|$)", r"\1: ~ gains \2 until end of turn."),
        (rf"^([^:]+): ({_KW_LIST}) and ({_PT}) until end of turn(?:\.|$)",
         r"\1: ~ gets \3 and gains \2 until end of turn."),
        (rf"^([^:]+): (?:gain )?({_PT})(?: until end of turn)?(?:\.|$)", r"\1: ~ gets \2 until end of turn."),
        (r"^([^:]+): regenerates?\.?$", r"\1: regenerate ~."),
        (r"^rampage: (\d+)$", r"rampage \1"),
        (r"^bands$", "banding"),
        # shroud and hexproof spelt out
        (r"^(~|enchanted creature|equipped creature) can't be the target of spells or abilities\.$", r"\1 has shroud."),
        (r"^(~|enchanted creature|equipped creature) can't be the target of spells or abilities your opponents "
         r"control\.$", r"\1 has hexproof."),
        (r"^((?:all )?(?:other )?[a-z ]+?s(?: you control)?) can't be the targets? of spells or abilities\.$",
         r"\1 have shroud."),
        (r"^((?:all )?(?:other )?[a-z ]+?s(?: you control)?) can't be the targets? of spells or abilities your "
         r"opponents control\.$", r"\1 have hexproof."),
        (r"(^|: )(~|target [^.:]+?) can't be the target of spells or abilities (?:this turn|until end of turn)\.$",
         r"\1\2 gains shroud until end of turn."),
        (r"(^|: )until end of turn, (~|target [^.:]+?) can't be the target of spells or abilities\.$",
         r"\1\2 gains shroud until end of turn."),
        (r"\b(has|have) ([a-z ]+?) and can't be the targets? of spells or abilities\.$", r"\1 \2 and shroud."),
        (rf"^(target [^.:]+?) gets ({_PT}) until end of turn and can't be the target of spells or abilities this "
         r"turn\.$", r"\1 gets \2 and gains shroud until end of turn."),
        # fear spelt out
        (r"^~ can't be blocked except by artifact creatures and(?:/or)? black creatures\.$", "fear"),
        (r"^enchanted creature can't be blocked except by artifact creatures and(?:/or)? black creatures\.$",
         "enchanted creature has fear."),
        (r"^((?:all )?[a-z ]+?s(?: you control)?) can't be blocked except by artifact creatures and(?:/or)? black "
         r"creatures\.$", r"\1 have fear."),
        (r"(^|: )(~|target [^.:]+?) can't be blocked this turn except by artifact creatures and(?:/or)? black "
         r"creatures\.$", r"\1\2 gains fear until end of turn."),
        (rf"^(~|enchanted creature) gets ({_PT}) and can't be blocked except by artifact creatures and(?:/or)? "
         r"black creatures\.$", r"\1 gets \2 and has fear."),
        # indestructible, haste and vigilance spelt out
        (r"^~ is indestructible\.$", "indestructible"),
        (r"^((?:all )?(?:other )?[a-z ]+?s(?: you control)?) are indestructible\.$", r"\1 have indestructible."),
        (r"\band are indestructible\.$", "and have indestructible."),
        (r"\bbecomes indestructible until end of turn\b", "gains indestructible until end of turn"),
        (r"^((?:all )?[a-z ]+?s(?: you control)?) are indestructible this turn\.$",
         r"\1 gain indestructible until end of turn."),
        (r"^((?:all )?[a-z ]+?s) are unaffected by summoning sickness\.$", r"\1 have haste."),
        (r"^~ can attack the turn it comes into play(?: on your side)?\.$", "haste"),
        (r"^(?:~ )?doesn't tap when attacking\.$", "vigilance"),
        (r"^attacking doesn't cause (~|enchanted creature) to tap\.$", r"\1 has vigilance."),
        (r"^attacking doesn't cause ([a-z ]+?s(?: you control)?) to tap\.$", r"\1 have vigilance."),
        (r"(^|: )attacking doesn't cause ~ to tap this turn\.$", r"\1~ gains vigilance until end of turn."),
        # triggers the older printings began with "If"
        (r"^if ~ attacks, ", "whenever ~ attacks, "),
        (r"^(?:if|when|whenever) ~ (?:attacks and )?is blocked, ", "whenever ~ becomes blocked, "),
        (r"^when ~ attacks and is blocked, ", "whenever ~ becomes blocked, "),
        (r"^if ~ blocks, ", "whenever ~ blocks, "),
        (r"^if ~ leaves play, ", "when ~ leaves play, "),
        (r"^if (~|enchanted creature) damages (?:any|an) opponent, ", r"whenever \1 deals damage to an opponent, "),
        (r"^if (~|enchanted creature) damages any player, ", r"whenever \1 deals damage to a player, "),
        (r"\bis put into (?:any|the) graveyard from play\b", "is put into a graveyard from play"),
        # spells and effects
        (r"\bunless its caster pays an additional\b", "unless its controller pays"),
        (r"^kinship (?=at the beginning)", "kinship — "),
        (r"\b(take|takes) another turn after this one\b", r"\1 an extra turn after this one"),
        (r"\bintercept(s|ed)?\b", lambda m: "block" + (m.group(1) or "")),  # Portal Three Kingdoms' word
        (r"^(?:~ )?can't be (?:assigned to block|declared as a blocking creature)\.?$", "~ can't block."),
        (r"(^|: )creatures deal no combat damage this turn\.", r"\1prevent all combat damage that would be dealt this turn."),
        (r"(^|: )(target [^.:]*?creature) deals no (?:combat damage|damage in combat) this turn\.",
         r"\1prevent all combat damage that would be dealt by \2 this turn."),
        (r"\b(target [^.:]*?creature) can't regenerate this turn\b", r"\1 can't be regenerated this turn"),
        (r"\b(?:play|use|activate) this ability only (?:any time|if|when) you (?:could|can|are allowed to|'re allowed "
         r"to) (?:play|cast) a sorcery\b\.?", "activate only as a sorcery."),
        (r"\bprevent the next (\S+) damage to (target [^.:]+?|~) this turn\b",
         r"prevent the next \1 damage that would be dealt to \2 this turn"),
        (r"\bdamage divided any way you choose among\b", "damage divided as you choose among"),
        (r"^at the time you play ~, (?=sacrifice )", "as an additional cost to cast ~, "),
        (r"\b(can't be blocked by more than one creature) each (?:combat|turn)\b", r"\1"),
        (r"\b(target [^.:]+?) from play (?=to )", r"\1 "),
        (r"^return (target [^.:]+?) to the top of its owner's library\.", r"put \1 on top of its owner's library."),
        (r"^put (target [^.:]+? card) from your graveyard into play\.", r"return \1 from your graveyard to play."),
        (r"(^|: )do (\d+|x) damage\b", r"\1~ deals \2 damage"),
        (r"^~ do (\d+|x) damage\b", r"~ deals \1 damage"),
        (r"\bdoesn't untap as normal during\b", "doesn't untap during"),
        (r"^when ~ (attacks|blocks|becomes blocked)\b", r"whenever ~ \1"),
        (rf"\bgain ({_PT}) until end of turn\b", r"get \1 until end of turn"),
        (r"\bdo not\b", "don't"),
        # the oldest printings often end a line without its period: an activated ability, and a
        # static "can't" line, always end with one
        (r"^((?:\{[^}]+\})+(?:, ?\{t\})?: [^.]*[^.\s])$", r"\1."),
        (r"^([^:.]+ can't (?:attack|block|attack or block|be blocked))$", r"\1."),
        (r"^scry (\d+)$", r"scry \1."),  # "Scry 2 (reminder)": the reminder took the period with it
        (r"\bdeals (\d+|x) damage to one target\b", r"deals \1 damage to target creature or player"),
        (r"\b(deals [^.:]+?), and you gain\b", r"\1. you gain"),
        (r", but it deals (\d+|x) damage to you as well\.", r". ~ deals \1 damage to you."),
        (r"\bput it into play, tapped\. shuffle your library afterwards?\.", "put it into play tapped. then shuffle your library."),
        (r"\bwhere x is equal to\b", "where x is"),
        (rf"\bloses ({_PT}) until end of turn\b", r"gets \1 until end of turn"),
        # the auras of a permanent that left play go to the graveyard by a state-based effect (420.5d)
        (r"[;.] enchantments on (?:target )?(?:permanent|creature|land|artifact) are (?:destroyed|discarded)\.$", "."),
        # "X; that creature loses flying": two sentences of one effect
        (r"; (?=(?:that creature|that player|it|you|draw|destroy|return)\b)", ". "),
        (r"\b(untap|tap|destroy) a (?:target )?(?=(?:[a-z]+ )?(?:creature|land|artifact|wall)\b)", r"\1 target "),
        (r"\bon a target\b", "on target"),
        (rf"\b({_KW}) ability\b", r"\1"),
        # the Moxen and Sol Ring: "Add 1 black mana to your mana pool. Tapping this artifact can be played as
        # an interrupt." (the tap is what "tapping this artifact" speaks of)
        (r"^add (?:1|one) (white|blue|black|red|green) mana to your mana pool\. tapping this artifact can be "
         r"played as an interrupt\.$",
         lambda m: "{t}: add {" + {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}[m.group(1)]
         + "} to your mana pool."),
        (r"^add (\d+) colorless mana to your mana pool\. tapping this artifact can be played as an interrupt\.$",
         r"{t}: add {\1} to your mana pool."),
        (r"\bspells cost an additional (\{[^}]+\}) to (?:play|cast)\b", r"spells cost \1 more to cast"),
        (r"\bdeals an amount of damage equal to\b", "deals damage equal to"),
        (r"\b(gains?) an amount of life equal to\b", r"\1 life equal to"),
        (r"\b(that creature|target [^.:]+?|~) can't be blocked except by artifact creatures and(?:/or)? black "
         r"creatures this turn\.", r"\1 gains fear until end of turn."),
        (r"^(equipped creature|enchanted creature|~) is unblockable and can't be the target of spells or "
         r"abilities\.$", r"\1 can't be blocked and has shroud."),
        (r"^((?:\{[^}]+\})+) and tap:", r"\1, {t}:"),
        (r"\bany one (?=(?:tapped |untapped |attacking |blocking |nonblack |nonwhite |non-wall )+(?:creature|land)\b)",
         "target "),
        (r"^destroy any card in play\.$", "destroy target permanent."),
        (r"\bdestroy any two (creatures|lands|artifacts)\.$", r"destroy two target \1."),
        (r"(^|: )([a-z ]+?s you control) are indestructible this turn\.$", r"\1\2 gain indestructible until end of turn."),
        (r"^((?:all )?[a-z ]+?s you control) are unaffected by summoning sickness\.$", r"\1 have haste."),
        (r"^at the end of any turn,", "at end of turn,"),
        (rf"^(all [^.:]+?|[^.:]+? you control) gain ({_PT}) and (?={_KW_LIST}\.$)", r"\1 get \2 and have "),
        (rf"^(all [^.:]+?) gain ({_KW}) and ({_PT}) while (?:this card|~) (?:is|remains) in play\.$",
         r"\1 get \3 and have \2."),
        (r"^(enchanted creature|equipped creature) gains (?=\")", r"\1 has "),
        (r"\beach creature and player\b", "each creature and each player"),
        (r"(^|: |, )tap or untap (?=target|another)", r"\1you may tap or untap "),  # the choice is on resolution
        (r"^~ has power and toughness each equal to the (?:total )?number of ",
         "~'s power and toughness are each equal to the number of "),
        (r"\bmay block only\b", "can block only"),
        (r"^~ can't block creatures without flying\.$", "~ can block only creatures with flying."),
        (r"^(?:~ )?must attack each turn if possible\.", "~ attacks each turn if able."),
        (r"^each turn, ~ attacks if able\.$", "~ attacks each turn if able."),
        (r"\. can't be blocked by\b", ". ~ can't be blocked by"),
        (r"^(target [^.:]+?) must be discarded\.$", r"destroy \1."),  # Alpha: "discarded" from play
        (r"^(?:~ )?can't be blocked by only one creature\.$", "~ can't be blocked except by two or more creatures."),
        (r"\bon the top of (its owner's|your) library\b", r"on top of \1 library"),
        (r"\bcreature opponent controls\b", "creature an opponent controls"),
        (r"\bprevent (\d+|x) damage to (any target|you)\b", r"prevent the next \1 damage that would be dealt to \2 this turn"),
        (r"\bany player or creature\b", "any creature or player"),
        (r"\bblocks or is blocked by\b", "blocks or becomes blocked by"),
        (r"^draw a card at the beginning of the upkeep of the turn after ~ comes into play\.$",
         "when ~ comes into play, draw a card at the beginning of the next turn's upkeep."),
        (r"^~ deals (\d+|x) damage to you during your upkeep\.$", r"at the beginning of your upkeep, ~ deals \1 damage to you."),
        (r"^~ deals (\d+|x) damage to each player during his or her upkeep\.$",
         r"at the beginning of each player's upkeep, ~ deals \1 damage to that player."),
        (r"^pay ((?:\{[^}]+\})+) during your upkeep or ~ is (buried|destroyed)\.$",
         lambda m: f"during your upkeep, pay {m.group(1)} or {'bury' if m.group(2) == 'buried' else 'destroy'} ~."),
        (r"^look at target opponent's hand and choose an? ([^.]*?)card there\. that player discards that "
         r"card\.", r"target opponent reveals his or her hand. you choose a \1card from it. that player discards that card."),
        (r"^look at target opponent's hand\. choose an? ([^.]*?)card from (?:it|that player's hand)\. that player "
         r"discards that card\.", r"target opponent reveals his or her hand. you choose a \1card from it. that player "
         r"discards that card."),
        (r"\bhis or her hand\. choose an? ([^.]*?)card from it\.", r"his or her hand. you choose a \1card from it."),
        (r"^look at the top card of your library\. you may put that card on the bottom of your library\.", "scry 1."),
        (r"^for each ([a-z ]+?) you have in play, (?:you )?gain (\d+) life\.$", r"you gain \2 life for each \1 you control."),
        (r"^for each card in your hand, (?:you )?gain (\d+) life\.$", r"you gain \1 life for each card in your hand."),
        (r"^for each 1 damage ~ deals, (?:you )?gain 1 life\.$", "whenever ~ deals damage, you gain that much life."),
        (rf"^~ gains ({_PT}) if you have any ([a-z]+?)s in play\.$", r"~ gets \1 as long as you control a \2."),
        (rf"\bgives? one creature ({_KW}) until end of turn\b", r"target creature gains \1 until end of turn"),
        (r"\bmake (target [^.]+?) unblockable this turn\b", r"\1 can't be blocked this turn"),
        (r"\bforce your opponent to discard\b", "target opponent discards"),
        (r"\bgive one of your creatures\b", "give target creature you control"),
        (r"^draw (\d+|x) cards or force opponent to draw \1 cards\.$", r"target player draws \1 cards."),
        (r"\bexcept by other black creatures\b", "except by black creatures"),
        (r"\bwith power no greater than (\d+)\b", r"with power \1 or less"),
        (r"\b(that creature|target [^.:]+?) neither (?:deals nor receives|receives nor deals) (?:combat )?damage "
         r"(?:during|in) combat this turn\.", r"prevent all combat damage that would be dealt to and dealt by \1 this turn."),
        (r"\b(that creature|target [^.:]+?) neither (?:deals nor receives|receives nor deals) combat damage this turn\.",
         r"prevent all combat damage that would be dealt to and dealt by \1 this turn."),
        (r"^~ doesn't deal or receive combat damage\.$", "prevent all combat damage that would be dealt to and dealt by ~."),
        (r"^if declared as an attacker, ~ gets? ", "whenever ~ attacks, it gets "),
        (r"(^|: )attacking doesn't cause (target creature) to tap this turn\.$", r"\1\2 gains vigilance until end of turn."),
        (r"^return creature from your graveyard\b", "return target creature card from your graveyard"),
        (r"^(\{t\}: add) either (?=\{)", r"\1 "),  # "{T}: Add either {G} or {U} to your mana pool."
    ))


#: issue 21 (printed Chinese, second round): the printed Chinese of the cards whose Oracle text read and
#: whose printed Chinese did not (4 December 2026), each folded to the canonical Chinese of the card's
#: Oracle words (the card language's own rendering of them)
OLDER_ZH: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(p), r) for p, r in (
        (r"\.\.$", "."),                                       # a doubled full stop
        (r"^占卜(\d+)$", r"占卜\1."),                            # "占卜2（…）": the reminder took the stop
        # a sentence without its final stop: a trigger, an activated ability, a granted ability
        (r"^([^.]*(?:时,|:)[^.]*[^.\"])$", r"\1."),
        (r"^([^.]*\")$", r"\1."),
        (r"^化形$", "千变"),                                      # changeling
        (r"^反古咒保护", "反秘术保护"),
        (r",反古咒保护", ",反秘术保护"),
        # indestructible, shroud and hexproof spelt out
        (r"^~不会毁坏\.$", "不灭"),
        (r"^(.+?)(?:本回合|直到回合结束)?不会毁坏\.$",
         lambda m: f"{m.group(1)}具有不灭异能." if "本回合" not in m.group(0) else f"{m.group(1)}得到不灭异能直到回合结束."),
        (r"^(牺牲[^:]+:)(.+?)本回合不会毁坏\.$", r"\1\2得到不灭异能直到回合结束."),
        (r"^([^:]+:)直到回合结束,(.+?)不会毁坏\.$", r"\1\2得到不灭异能直到回合结束."),
        (r"得\+(\d+)/\+(\d+)且不会毁坏\.$", r"得+\1/+\2且具有不灭异能."),
        (r"^~不能成为(?:由你?对手所操控之|你的对手所操控的|对手操控的)咒语或异能的目标\.$", "辟邪"),
        (r"^(.+?)不能成为(?:由你?对手所操控之|你的对手所操控的|对手操控的)咒语或异能的目标\.$", r"\1具有辟邪异能."),
        (r"^~不能成为咒语或异能的目标\.$", "帷幕"),
        (r"^([^:]+:)?(目标[^:]+?|~)本回合(?:中)?不能成为咒语或异能的目标\.$", r"\1\2得到帷幕异能直到回合结束."),
        (r"^(.+?)不能成为咒语或异能的目标\.$", r"\1具有帷幕异能."),
        # the delayed draw, the counterspell with "unless", the upkeep costs
        (r"^在下回合维持开始时抓一张牌\.", "在下一个回合的维持开始时,抓一张牌."),
        (r"^除非目标咒语之?的?操控者支付([^,]+),否则将其反击\.", r"反击目标咒语,除非其操控者支付\1."),
        (r"(时,)除非你支付([^,]+),否则(牺牲|横置)(~|之)\.$",
         lambda m: f"{m.group(1)}{m.group(3)}~,除非你支付{m.group(2)}."),
        (r"(时,)除非你支付([^,]+),否则~对你造成(\d+)点伤害\.$", r"\1~对你造成\3点伤害,除非你支付\2."),
        (r"(若|如果)你如此作,则", r"若你如此作,"),
        # a player's library and hand
        (r"将(?:他|她|他或她)的?牌库顶(的)?", r"将其牌库顶\1"),
        (r"将其牌库顶牌置入", "将其牌库顶的一张牌置入"),
        (r"^任何牌手均可以(?:使用|起动)此异能\.$", "任何牌手都可以起动此异能."),
        (r"任何牌手均可以(?:使用|起动)此异能\.$", "任何牌手都可以起动此异能."),
        (r"你只(?:可以|能)(?:于|在)你的回合中(?:使用|起动)此异能\.", "只能在你的回合中起动."),
        (r"(?:从你手上)?弃掉一张牌", "弃一张牌"),
        (r"从你手上弃一张牌", "弃一张牌"),
        # damage equal to its power, counters on each, "each opponent discards"
        (r"造成伤害,其数量等同于(?:其|它的)力量\.", "造成等同于其力量的伤害."),
        (r"每位(对手|牌手)各(?=弃|抓)", r"每位\1"),
        (r"(在每个[^,.;]*?)上各放置", r"\1上放置"),
        (r"本回合中不能被阻挡", "本回合不能被阻挡"),
        (r"不能被一个以上的生物阻挡", "不能被超过一个生物阻挡"),
        (r"视同具(?!有)(\S+?)异能地进行阻挡", r"如同具有\1异能一般进行阻挡"),
        (r"^~可以(?=如同具有)", "~可以"),
        (r"得到([+-][0-9x]+/[+-][0-9x]+)", r"得\1"),
        (r"(得[+-][0-9x]+/[+-][0-9x]+),(?:并|且)(具有|获得)", r"\1且\2"),
        (r"神器与结界", "神器和结界"),
        (r"^血族~", "血族——"),
    ))


__all__ = ["OLDER_EN", "OLDER_ZH"]
