"""Before parsing: self-reference becomes "~", English is lower-cased, Chinese is made Simplified.

The Traditional -> Simplified map covers the characters of the card-language templates only
(not a general converter: the engine stays free of OpenCC and of any corpus data).

    >>> normalise_en("Mogg Fanatic", "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player.")
    'sacrifice ~: ~ deals 1 damage to target creature or player.'
"""

from __future__ import annotations

import re

_TRADITIONAL = (
    "當進場時對標們傷為點結選擇觸發會個從牆戰鬥擊擋橫滅獲張棄將這區飛踐側護綠藍紅樹島"
    "澤脈軍懼費犧與並歸還擁衛數開維階驟後離墳經過狀態決則應術蟲靈龍獸無來該論帶動啟異"
    "兩額總讓於內減處種類盡機師騎魚鳥貓髏侶驚僕陰龜蠍獵獅鷲隻單雙萬給沒體視現實間閃餘"
    "說認錯麼樣備裝產聖潔療僅倆迴復質顏憑爭頭變換轉屬屍衝鋒蠻贏輸釋專"
    "觸繫勢嚇連"
)
_SIMPLIFIED = (
    "当进场时对标们伤为点结选择触发会个从墙战斗击挡横灭获张弃将这区飞践侧护绿蓝红树岛"
    "泽脉军惧费牺与并归还拥卫数开维阶骤后离坟经过状态决则应术虫灵龙兽无来该论带动启异"
    "两额总让于内减处种类尽机师骑鱼鸟猫髅侣惊仆阴龟蝎猎狮鹫只单双万给没体视现实间闪余"
    "说认错么样备装产圣洁疗仅俩回复质颜凭争头变换转属尸冲锋蛮赢输释专"
    "触系势吓连"
)
_T2S = str.maketrans(_TRADITIONAL, _SIMPLIFIED)

_FULLWIDTH = str.maketrans({"：": ":", "，": ",", "。": ".", "；": ";", "（": "(", "）": ")", "＋": "+", "－": "-",
                            "／": "/", "～": "~", "　": " ",
                            "“": '"', "”": '"'})


def to_simplified(text: str) -> str:
    """Traditional -> Simplified for the template characters (others are left as they are)."""
    return text.translate(_T2S)


def _self_names(name: str, name_zh: str | None) -> list[str]:
    names = [n for n in (name, name_zh, to_simplified(name_zh) if name_zh else None) if n]
    return sorted(set(names), key=len, reverse=True)


def normalise_en(name: str, line: str) -> str:
    """English line -> lower case, "~" for the card's own name (or "this creature")."""
    text = line.strip().replace("\u2019", "'").replace("\u2014", "—")
    if name:
        # case-sensitive: the card "Fear" says "Enchanted creature has fear."
        text = re.sub(r"(?<![\w])" + re.escape(name) + r"(?![\w])", "~", text)
    text = re.sub(r"\bthis creature\b", "~", text, flags=re.IGNORECASE)
    text = re.sub(r"\s+", " ", text).lower()
    text = re.sub(r"\{([^}]*)\}", lambda m: "{" + m.group(1).lower() + "}", text)
    return text


def normalise_zh(name: str, name_zh: str | None, line: str) -> str:
    """Chinese line -> Simplified, ASCII punctuation, "~" for the card's own name (or 此生物)."""
    text = to_simplified(line.strip())
    for n in _self_names(name, name_zh):
        text = text.replace(to_simplified(n), "~")
    text = text.replace("此生物", "~").translate(_FULLWIDTH)
    text = re.sub(r"\s+", "", text)
    return text.replace("{横置}", "{t}").replace("{T}", "{t}").lower()


def looks_chinese(line: str) -> bool:
    """True when a line is written in Chinese (any CJK ideograph)."""
    return bool(re.search(r"[\u4e00-\u9fff]", line))
