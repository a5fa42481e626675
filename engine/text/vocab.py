"""Words of the card language shared by both grammars and both renderers.

Chinese follows the terminology table (rules_corpus/terms.yaml): 飞行, 先攻, 践踏, 敏捷, 侧面攻击,
次元幽影, 守军, 警戒, 恐惧, 反…保护, …行者, 进场, 离场, 从场上置入坟墓场, 结附, 佩带; the keywords
the 2009 source adds are its own terms in their Simplified forms (連擊 连击, 閃現 闪现, 延勢 延势,
帷幕, 死觸 死触, 繫命 系命, 威嚇 威吓), which are also the printed Simplified words of the era's cards.
Creature types without a well-known Chinese name are written in English inside Chinese text as well.

    >>> KEYWORDS_ZH["first_strike"]
    '先攻'
"""

from __future__ import annotations

from engine.text.subtypes import SUBTYPE_TABLE

COLORS = ("W", "U", "B", "R", "G")
COLOR_EN = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_FROM_EN = {v: k for k, v in COLOR_EN.items()}
COLOR_ZH = {"W": "白色", "U": "蓝色", "B": "黑色", "R": "红色", "G": "绿色"}
COLOR_FROM_ZH = {v: k for k, v in COLOR_ZH.items()} | {"白": "W", "蓝": "U", "黑": "B", "红": "R", "绿": "G"}
COLOR_SHORT_ZH = {"W": "白", "U": "蓝", "B": "黑", "R": "红", "G": "绿"}

LAND_ZH = {"plains": "平原", "island": "海岛", "swamp": "沼泽", "mountain": "山脉", "forest": "树林"}
#: the landwalks of a supertype rather than a basic land type (502.6a: "a specific kind of land"):
#: keyword ``landwalk:nonbasic`` is "nonbasic landwalk" / 非基本地行者
LANDWALK_EN = {"nonbasic": "nonbasic land", "legendary": "legendary land"}
LANDWALK_ZH = LAND_ZH | {"nonbasic": "非基本地", "legendary": "传奇地"}

#: keyword id -> English (lower case, as written mid-sentence) and Chinese
KEYWORDS_EN = {
    "flying": "flying", "first_strike": "first strike", "trample": "trample", "haste": "haste",
    "flanking": "flanking", "shadow": "shadow", "defender": "defender", "vigilance": "vigilance",
    "fear": "fear", "double_strike": "double strike", "flash": "flash", "reach": "reach", "shroud": "shroud",
    "deathtouch": "deathtouch", "lifelink": "lifelink", "intimidate": "intimidate", "wither": "wither",
    "hexproof": "hexproof", "split_second": "split second", "horsemanship": "horsemanship",
    "changeling": "changeling", "indestructible": "indestructible",
}
KEYWORDS_ZH = {
    "flying": "飞行", "first_strike": "先攻", "trample": "践踏", "haste": "敏捷", "flanking": "侧面攻击",
    "shadow": "次元幽影", "defender": "守军", "vigilance": "警戒", "fear": "恐惧", "double_strike": "连击",
    "flash": "闪现", "reach": "延势", "shroud": "帷幕", "deathtouch": "死触", "lifelink": "系命", "intimidate": "威吓",
    "wither": "凋零", "hexproof": "辟邪", "split_second": "转瞬", "horsemanship": "马术",
    "changeling": "千变", "indestructible": "不灭",
}

#: creature and other subtypes the templates may name: English singular -> (plural, Chinese)
SUBTYPES: dict[str, tuple[str, str]] = SUBTYPE_TABLE
SUBTYPE_FROM_WORD: dict[str, str] = {}
for _sg, (_pl, _zh) in SUBTYPES.items():
    SUBTYPE_FROM_WORD[_sg.lower()] = _sg
    SUBTYPE_FROM_WORD[_pl.lower()] = _sg
    if _zh:
        SUBTYPE_FROM_WORD[_zh] = _sg

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}
NUMBER_EN = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
             9: "nine", 10: "ten"}
NUMBER_ZH = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十"}
NUMBER_FROM_ZH = {v: k for k, v in NUMBER_ZH.items()} | {"二": 2}

#: card types a "non..." qualifier or a target kind may name -> Chinese
TYPES_ZH = {"creature": "生物", "artifact": "神器", "enchantment": "结界", "land": "地", "permanent": "永久物",
            "player": "牌手", "spell": "咒语"}
TYPES_FROM_ZH = {v: k for k, v in TYPES_ZH.items()}
#: the card types a card in a graveyard may be asked for ("target instant or sorcery card")
CARD_TYPES_ZH = {"artifact": "神器", "creature": "生物", "enchantment": "结界", "instant": "瞬间", "land": "地",
                 "sorcery": "法术", "permanent": "永久物"}


def subtype_pattern(lang: str) -> str:
    """A regex alternation of every subtype word the grammar of ``lang`` accepts (longest first)."""
    if lang == "zh":
        words = {zh for _, zh in SUBTYPES.values() if zh} | {sg.lower() for sg in SUBTYPES}
    else:
        words = {sg.lower() for sg in SUBTYPES} | {pl.lower() for pl, _ in SUBTYPES.values()}
    return "|".join(sorted(words, key=lambda w: (-len(w), w)))


#: what an Aura enchants, in Chinese, as a trigger names it ("在受此结界的地之操控者的维持开始时")
ATTACHED_ZH = {"creature": "生物", "land": "地", "artifact": "神器", "enchantment": "结界", "permanent": "永久物"}
