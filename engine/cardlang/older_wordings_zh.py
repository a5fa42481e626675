"""The printed Simplified Chinese of 2004-2010, third round (branch printed_zh): more of the era's
printed words for abilities the card language reads in the canonical Chinese, from the tune half's
cards whose Oracle text read and whose printed Chinese did not (4 December 2026).

``normalise.fold_printed_zh`` applies these after the first two rounds (``_PRINTED_ZH``, ``OLDER_ZH``)
and before the token folds, so each works in any sentence the canonical words fit. Each fold is only
a change of words: the printed sentence and the canonical one are the same rule (the Oracle text's
AST, checked on real cards by tests/cards/test_printed_texts_as_oracle.py and on our own sentences by
``VARIANTS`` in tests/cards/test_printed_chinese_variants.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_NUM_ZH = {"1": "一", "2": "两", "3": "三", "4": "四", "5": "五"}

#: the three groups of a list of card types ("神器，生物，与结界": artifacts, creatures, and enchantments)
_KIND = "(神器|生物|结界|地)"

OLDER_ZH_3: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(p), r) for p, r in (
        # "由你操控且未横置的生物" (an untapped creature you control): the qualifier after 且 is the
        # canonical second qualifier ("你操控的未横置的生物")
        (r"由你操控且(未横置|已横置)[之的]", r"你操控的\1的"),
        # the time first: "本回合中，目标生物不能被阻挡。" (target creature can't be blocked this turn)
        (r"(^|:|时,)(?:于)?本回合中,(目标[^,.;:]+?|~|受此结界的生物)(?=不能)", r"\1\2本回合"),
        (r"(?<=[^本])此回合(?=不能)", "本回合"),                 # "目标生物此回合不能进行阻挡"
        (r"本回合中(?=不能(?:阻挡|攻击|被阻挡))", "本回合"),
        # an opponent's discard trigger: "每当任一对手（从其手上）弃掉一张牌（时），…"
        (r"^每当(对手|牌手)(?=弃)", r"每当一位\1"),
        (r"^(每当一位(?:对手|牌手)弃[一两三0-9]张牌)(?!时),", r"\1时,"),
        # an intervening "if" after a trigger's event: "…时，若你的手牌有七张或更多，你获得4点生命。" (with
        # 则 after the condition the canonical words are the effect's own "if", 若…则, so that one stays)
        (r"(时,)若([^,.;]+?),(?!则)", r"\1如果\2,"),
        # "只要你操控树林，~便得+1/+2。" (as long as you control a Forest): one of the kind
        (r"^(只要|如果)你操控(?![的一两二三四五六七八九十0-9另其至任所])([^,.;]+?),", r"\1你操控一个\2,"),
        (r"便(?=具有)", ""),
        # counted: "每有一个进行攻击的其它洁英" (for each other attacking Kithkin), "你每操控一个其它的生物",
        # "该牌手每操控一个神器，你便…" (for each artifact that player controls)
        (r"每有一个进行攻击的其他([^,.;]+?),", r"其他进行攻击的\1每有一个,"),
        (r"你每操控一个其他的", "你每操控一个其他"),
        (r"该牌手每操控一个([^,.;]+?),(你|它|~)?便?", r"该牌手操控的\1每有一个,\2"),
        (r"^目标牌手每操控一个([^,.;]+?),便?(?=失去|获得|抓)", r"该牌手操控的\1每有一个,目标牌手"),
        # "在你的回合结束时" (at the end of your turn): the era's end of turn is the end step's beginning
        (r"^在你的回合结束时,", "在你的结束步骤开始时,"),
        (r"^在每个回合结束时,", "在回合结束时,"),
        (r"(干枯|乾枯)异能", "凋零异能"),                       # wither granted
        (r"目标牌手或鹏洛客", "目标牌手"),                       # M10's "player or planeswalker" (Oracle reads player)
        (r"^此咒语不能被反击\.$", "~不能被反击."),
        (r"(加一点任意颜色的法术力)(?!到)", r"\1到你的法术力池中"),
        (rf"{_KIND},{_KIND},?与{_KIND}", r"\1、\2和\3"),           # "所有神器，生物，与结界"
        (r"其他的(?=[^,.;]{1,6}?(?:得[+-]|具有))", "其他"),        # "其它的士兵得+1/+1"
        (r"(得[+-]?[0-9x]+/[+-]?[0-9x]+),且(?=在其操控者)", r"\1且"),
        (r"对一位牌手造成", "对牌手造成"),
        # hands and life counted: "你的手牌有七张或更多", "该牌手的手牌为两张或更少", "你有25点或更多生命"
        (r"(你|该牌手)的手牌(?:有|为)([一二两三四五六七八九十]+张或(?:更多|更少))", r"\1手上有\2牌"),
        (r"你有(\d+)点或更多生命", r"你的生命不少于\1点"),
        (r"^只要~正进行攻击,(?:它|~)便?", "只要~正在攻击,~"),
        # "每当你操控的一个生物…时" (whenever a creature you control …)
        (r"^每当你操控的一个", "每当一个你操控的"),
        (r"每个你操控的其他", "其他你操控的"),
        (r"(,|^)选择一项~", r"\1选择一项——"),                   # a charm's modes after a trigger
        # damage and life counted by a number: "造成伤害，其数量等同于…的数量", the sacrificed creature's
        (r"造成伤害,其数量等同于所牺牲之?生物的?(力量|防御力)\.", r"造成x点伤害,x为所牺牲之生物的\1."),
        (r"造成伤害,其数量等同于((?:你操控的|对手操控的)[^,.;~]+?)的数量\.", r"造成x点伤害,x为\1的数量."),
        (r"获得等同于所牺牲之?的?生物(?:的)?(力量|防御力)的生命", r"获得x点生命,x为所牺牲之生物的\1"),
        (r"抓等同于被牺牲生物力量值的牌,再", "抓x张牌,x为所牺牲之生物的力量."),
        (r"牺牲一个~以外的生物", "牺牲另一个生物"),
        (r"选择并弃(?=[一两三四五六七八九十0-9x]张)", "弃"),      # "choose and discard": the discarder chooses
        (r"加(\d)点任意颜色的单色法术力",
         lambda m: f"加{_NUM_ZH.get(m.group(1), m.group(1))}点同一颜色的法术力"),
        # a tutor's shuffle: "若你如此作，则将你的牌库洗牌" after "你可以…搜寻" (if you searched, shuffle)
        (r"^([^.]*你可以从你的牌库中搜寻[^.]*)\.若你如此作,(?:则)?将你的牌库洗牌\.", r"\1.然后将你的牌库洗牌."),
        (r"(搜寻一张[^,.;]*?牌),并将该牌横置进场", r"\1,并将该牌横置放置进场"),
        (r"然后将你的牌库洗牌,并将该牌置于其上\.", "然后将你的牌库洗牌,并将该牌置于牌库顶."),
        # "将三个…衍生物在目标对手的操控下放置进场" (target opponent puts … into play)
        (r"将((?:[一两二三四五六七八九十]|[0-9]+|x)个[^.;:]*?衍生(?:生)?物)在目标对手的操控下放置进场",
         r"目标对手将\1放置进场"),
        # Circle of Protection: "选择一个黑色的来源。于本回合中，防止该来源下一次将对你造成的伤害。"
        (r"(^|:)选择一个([^,.;:]+?)的?来源\.(?:于本回合中,防止该来源|防止本回合中该来源)下一次将对你造成的伤害\.",
         r"\1本回合中下一次由你选择的一个\2来源将对你造成伤害时,防止该伤害."),
        # "选择一种颜色，~获得反该色保护异能直到回合结束" (protection from the colour of your choice)
        (r"选择一种颜色,([^,.;]+?)(得到|获得|具有)反该色保护异能", r"\1\2反你选择的颜色保护异能"),
        # kicker: "若曾支付其增幅费用，则…" (if it was kicked)
        (r"(时,)(?:若|如果)曾支付其增幅费用,(?:则)?", r"\1如果~已增幅,"),
        (r"^(?:若|如果)曾支付其增幅费用,则~进场时", "如果~已增幅,它进场时"),
        (r"(^|\.)在下回合维持开始时抓一张牌\.", r"\1在下一个回合的维持开始时,抓一张牌."),
        (r":于本回合后进行额外的一个回合", ":你在本回合后进行额外的一个回合"),
        (r"你获得与以此法所防止的伤害等量的生命", "你获得等同于以此法防止之伤害数量的生命"),
        # "在其上放置一个+1/+1指示物" (put a counter on it: the canonical 它), "对他造成" (to that player)
        (r"在其上放置", "在它上放置"),
        (r"对(?:他|她|他或她)造成", "对该牌手造成"),
        (r"^在每个维持开始时,", "在每位牌手的维持开始时,"),
        (r"~向(?=每位(?:对手|牌手)造成)", "~对"),
        # "在回合结束时将之牺牲" after an effect (at the beginning of the next end step, sacrifice it)
        (r"\.在回合结束时将(?:之|它)牺牲\.", ".在回合结束时,牺牲它."),
        (r"场上(?=[^,.;]+?的数量)", ""),                         # "场上虚影的数量" (the Illusions in play)
        (r"虚影", "幻影"),                                        # the printed word for the Illusion type
        # "~向每位对手造成伤害，数量各等同于其上充电指示物的数量" / "其数量等同于~上岁月指示物的数量"
        (r"造成伤害,(?:其)?数量各?等同于(?:其|~)上的?([^,.;~]+?)的数量\.", r"造成x点伤害,x为它上的\1的数量."),
        # kinship: "若你如此作，则每位对手各将…" after the reveal
        (r"(有共通之生物类别,你可以展示该牌\.)若你如此作,(?:则)?", r"\1如果你如此作,则"),
        (r"每位(对手|牌手)各将", r"每位\1将"),
        (r"(若你赢,则~)再对该生物的操控者造成", r"\1对其操控者造成"),          # clash's "that creature's controller"
        # lure for a turn, the searches' endings, "each other creature with flying"
        (r"(^|:)本回合中,所有能够?阻挡(~|受此结界的生物)的生物(?:都|皆)须阻挡(?:它|之)\.",
         r"\1本回合中所有能阻挡\2的生物都须阻挡它."),
        (r"(搜寻[^.]*?),然后将你的牌库洗牌\.", r"\1.然后将你的牌库洗牌."),
        (r"(搜寻一张[^,.;]*?牌)并将该牌", r"\1,并将该牌"),
        (r"每个(具有[^,.;]+?异能的)其他生物", r"每个其他\1生物"),
        (r"^每当~进行(攻击|阻挡)时", r"每当~\1时"),
        (r"所有进行攻击的其他", "其他进行攻击的"),
        (r"^在每位牌手的回合结束时,", "在回合结束时,"),
        (r"(目标)?进行(攻击|阻挡),且(?=力量)", r"\1进行\2的"),   # "目标进行攻击，且力量等于或小于3的生物"
        (r"每位(对手|牌手)各(?=牺牲|横置)", r"每位\1"),
        (r"(重生|重置|横置|消灭)你操控的所有", r"\1每个你操控的"),  # "重生由你操控的所有生物"
        (r"(^|:)除非目标(生物|永久物|神器|地)的操控者支付([^,]+),否则(横置|消灭)该\2\.", r"\1\4目标\2,除非其操控者支付\3."),
        # "横置或重置目标生物" (tap or untap: the choice is made on resolution, as the English fold reads it)
        (r"重置或横置(?=目标|另一)", "横置或重置"),
        (r"(^|:|,)(?:你可以)?横置或重置(?=目标|另一)", r"\1你可以横置或重置"),
        (r",然后(?:你可以)?横置或重置另一个", ".你可以横置或重置另一个"),
        (r"、或者", "或"),
        (r"(生物)置入任何坟墓场时", r"\1从场上置入坟墓场时"),       # Skullclamp's "any graveyard" from play
        (r"将你手上((?:[一两三四五]|[0-9])张[^,.;]*?牌)移出游戏", r"从你手上将\1移出游戏"),
        (r"(造成\d+点伤害)且你获得", r"\1.你获得"),
        # the colour chosen as it came into play: "~具有反该色的保护异能", "{T}：加一点该色之法术力…"
        (r"具有反该色的?保护异能", "具有反所选颜色保护异能"),
        (r"^\{t\}:加一点该色之法术力", "{t}:加一点所选颜色的法术力"),
    ))


__all__ = ["OLDER_ZH_3"]
