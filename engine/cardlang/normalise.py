"""Before parsing: reminder text goes, self-reference becomes "~", English is lower-cased, Chinese
is made Simplified.

Players paste cards as Gatherer, Scryfall or a printed card gives them: reminder text in
parentheses (ASCII or full-width brackets) explains a keyword and is not rules text, so it is
dropped before parsing. Chinese text is folded to Simplified with OpenCC (``t2s``, a project
dependency, loaded the first time a Chinese line is read); a small table of the templates'
characters stands in when OpenCC is not installed, so the engine still works on its own.

    >>> normalise_en("Mogg Fanatic", "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player.")
    'sacrifice ~: ~ deals 1 damage to target creature or player.'
    >>> normalise_en("Spark Spray", "Cycling {R} ({R}, Discard this card: Draw a card.)")
    'cycling {r}'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

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
                            "／": "/", "～": "~", "　": " ", "“": '"', "”": '"', "「": '"', "」": '"', "『": '"',
                            "』": '"', "、": "、", "０": "0", "１": "1", "２": "2", "３": "3", "４": "4", "５": "5",
                            "６": "6", "７": "7", "８": "8", "９": "9", "Ｘ": "X", "ｘ": "X", "–": "—",
                            "｛": "{", "｝": "}"})

#: reminder text: a parenthesised aside, in ASCII or full-width brackets (never nested on cards)
_REMINDER = re.compile(r"\s*[(（][^()（）]*[)）]")


@cache
def _opencc() -> Callable[[str], str] | None:
    """OpenCC's Traditional -> Simplified converter, or None when OpenCC is not installed."""
    try:
        import opencc
    except ImportError:  # pragma: no cover - OpenCC is a dependency of the project
        return None
    return opencc.OpenCC("t2s").convert


def to_simplified(text: str) -> str:
    """Traditional -> Simplified: OpenCC's folding, after the template characters' own table."""
    text = text.translate(_T2S)
    convert = _opencc()
    return convert(text) if convert is not None else text


def strip_reminder(line: str) -> str:
    """The line without its reminder text ("Flying (This creature can't be blocked ...)" -> "Flying")."""
    return _REMINDER.sub("", line).strip()


def _self_names(name: str, name_zh: str | None, other_names: tuple[str, ...] = ()) -> list[str]:
    """Every way the card's text can name the card itself, longest first: its English name, its
    Chinese name, and ``other_names`` (its printed Traditional name, which is not always the
    OpenCC form of the Simplified one, and its aliases), each also folded to Simplified."""
    raw = [n for n in (name, name_zh, *other_names) if n]
    names = raw + [to_simplified(n) for n in raw if looks_chinese(n)]
    return sorted(set(names), key=len, reverse=True)


#: today's Oracle wording that names the same thing as the era's with other words (read as the era's)
_MODERN_EN = (
    (re.compile(r"\btheir\b(?! (owners'|controllers'))"), "his or her"),
    (re.compile(r"\bhe or she (does|doesn't)\b"), r"he or she \1"),
    (re.compile(r"\bthey (do|don't)\b"), lambda m: "he or she " + ("does" if m.group(1) == "do" else "doesn't")),
    (re.compile(r"\bthey control\b"), "he or she controls"),
    (re.compile(r"\bthey own\b"), "he or she owns"),
)

#: issue 21 (printed English): the era's printed words that mean what the canonical words say.
#: "Whenever a player successfully casts a red spell": from the Sixth Edition rules on, a spell
#: that was successfully cast is one that was cast (Oracle says "casts")
_PRINTED_EN = (
    (re.compile(r"\bsuccessfully (casts?|plays?)\b"), r"\1"),
    (re.compile(r"\bcannot\b"), "can't"),           # the older printings spell the contractions out
    (re.compile(r"\bdoes not\b"), "doesn't"),
    (re.compile(r"\bmay block as though\b"), "can block as though"),  # "~ may block as though it had flying"
)


def normalise_en(name: str, line: str) -> str:
    """English line -> lower case, "~" for the card's own name (or "this creature"), no reminder text."""
    text = strip_reminder(line.strip().replace("\u2019", "'").replace("\u2014", "—").replace("\u2212", "-"))
    if name:  # each pattern is compiled only for a line that names the card (a big board has many names)
        # case-sensitive: the card "Fear" says "Enchanted creature has fear."
        if name in text:
            text = re.sub(r"(?<![\w])" + re.escape(name) + r"(?![\w])", "~", text)
        short = name.split(",")[0]  # a legend is named by the part before its comma ("Squee")
        if short != name and len(short) > 2 and short in text:
            text = re.sub(r"(?<![\w])" + re.escape(short) + r"(?![\w'])", "~", text)
    text = re.sub(r"\b(this creature|this permanent|this artifact|this enchantment|this land|this spell)\b", "~",
                  text, flags=re.IGNORECASE)
    text = re.sub(r"\s+", " ", text).lower()
    text = re.sub(r"\{([^}]*)\}", lambda m: "{" + m.group(1).lower() + "}", text)
    text = text.replace("•", " • ").replace("—", " — ")
    for pattern, repl in _MODERN_EN + _PRINTED_EN:
        text = pattern.sub(repl, text)
    return re.sub(r"\s+", " ", text).strip()


#: The era's printed Chinese says some things of the canonical Chinese with other words; they are
#: folded to the canonical words before parsing, as Traditional characters are folded to Simplified
#: (each pair reads the same rule: 其它 / 其他 "other", 由你操控的 / 你操控的 "you control", ...).
_PRINTED_ZH: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), r) for p, r in (
    (r"玩家", "牌手"),                                 # Traditional printings' (and Taiwan's) word for player
    (r"防守牌手", "防御牌手"),                          # the terminology table's "defending player"
    (r"其它", "其他"),
    (r"由(你|对手)操控的", r"\1操控的"),
    (r"任一", ""),                                    # "对任一牌手" (to any one player) = "对牌手"
    (r"^若某来源", "如果一个来源"),
    (r"^若", "如果"),
    (r"(?<!且)获得([^,.;]*?异能直到回合结束)", r"得到\1"),  # "获得敏捷异能直到回合结束" (gains haste)
    (r"^于本回合中,防止", "防止本回合中"),             # "于本回合中，防止接下来…" (prevent … this turn)
    (r"^防止(.+?)于本回合中将造成", r"防止本回合中\1将造成"),
    (r"从场上进入坟墓场", "从场上置入坟墓场"),
    (r"若能攻击,则必须攻击", "若能攻击则必须攻击"),
    (r"并将之", "并将该牌"),
    (r"移出对战", "移出游戏"),                         # later printings' words for "remove from the game"
    (r"展示(?:他|她|他或她|自己)的手牌", "展示其手牌"),   # "目标玩家展示他的手牌" (reveals his or her hand)
    (r"从其手上弃掉", "弃"),
    (r"弃掉([一两二三四五六七八九十0-9]+)张牌", r"弃\1张牌"),
    (r"^每当牌手使用任何", "每当一位牌手使用"),
    (r"使用任何", "使用"),
    # "除具飞行异能的生物外，~不能被阻挡" (can't be blocked except by creatures with flying)
    (r"除(?:了)?([^,.;]+?)(?:之外|以外|外),?(~|受此结界的生物)?不能被阻挡", r"\2只能被\1阻挡"),
    (r"(得[+-]?[0-9x]+/[+-]?[0-9x]+),(?:且|并且|并)(?=只能被|不能)", r"\1且"),
    (r"具(?!有)(\S+?异能的)", r"具有\1"),              # "具飞行异能的" = "具有飞行异能的"
    (r"视同具有(\S+?)异能地进行阻挡", r"如同具有\1异能一般进行阻挡"),  # Darksteel's "can block as though it had flying"
    (r"将所移出游戏的牌", "将以此法移出游戏的牌"),       # "the removed card" (Oblivion Ring's kind)
    (r"(得[+-]?[0-9x]+/[+-]?[0-9x]+)并(具有|获得)", r"\1且\2"),  # "得+2/+2并具有…" (gets … and has …)
    (r"^(生物|地|神器|结界|永久物)结界$", r"结附于\1"),   # "生物结界": the classic printings' "Enchant creature"
    (r"鬼崽", "狗头人"),                               # the printed word for the Kobold creature type
    (r"^疯魔(?=\{)", "疯狂"),                          # later printings' words for madness,
    (r"^套件(?=[0-9])", "模块"),                        # modular,
    (r"^通联古咒(?=\{)", "通联秘术"),                   # and splice onto Arcane (古咒 = Arcane)
    # issue 21 (amounts): counted numbers as printed
    (r"之(手牌)?数量", r"的\1数量"),                   # "灵俑之数量", "该牌手之手牌数量"
    (r"由所有对手操控的", "对手操控的"),                 # "X为由所有对手操控的神器数量"
    (r"(每有一[个张][^,.]*|你每操控一个[^,.]*),(?:便|就)", r"\1,"),  # "…每有一个结界，便…"
    (r"便(?=得[+-])", ""),                               # "…，受此结界的生物便得+1/+1"
    (r"的力量和防御力各", "的力量与防御力各"),
    (r"上移去", "上移除"),                               # "从~上移去三个芽孢指示物" (remove counters)
    (r"每位(对手|牌手)各(?=失去|获得)", r"每位\1"),      # "每位对手各失去3点生命" (each opponent loses)
))


#: issue 21 (printed English families, their printed Chinese): "选择一项～…；或…" (a charm's modes
#: after a full-width tilde, read as "~" by then) is "选择一项——…"
_PRINTED_ZH_MODES = ((re.compile(r"^选择一项~"), "选择一项——"),)


def fold_printed_zh(text: str) -> str:
    """Printed Chinese wordings -> the canonical Chinese (see ``_PRINTED_ZH``)."""
    for pattern, repl in _PRINTED_ZH + _PRINTED_ZH_MODES:
        text = pattern.sub(repl, text)
    return text


def normalise_zh(name: str, name_zh: str | None, line: str, other_names: tuple[str, ...] = ()) -> str:
    """Chinese line -> Simplified, ASCII punctuation, "~" for the card's own name (or 此生物), no
    reminder text, the printed Chinese's other words folded to the canonical ones.

    ``other_names`` are the card's other Chinese names (the printed Traditional name, aliases):
    羅堰妖精 folds to 罗堰妖精, not to the Simplified name 罗堰地精, so it is looked for as it is.

        >>> normalise_zh("Goblin Piker", "精灵长矛兵", "鬼怪長矛兵不能阻擋。", ("鬼怪長矛兵",))
        '~不能阻挡.'
    """
    text = to_simplified(strip_reminder(line.strip()))
    for n in _self_names(name, name_zh, other_names):
        text = text.replace(to_simplified(n), "~")
    text = text.replace("此生物", "~").translate(_FULLWIDTH)
    text = re.sub(r"\s+", "", text)
    text = re.sub(r"\{([^}]*)\}", lambda m: "{" + _SYMBOL_ZH.get(m.group(1), m.group(1)) + "}", text)
    return fold_printed_zh(text.lower())


#: the tap and untap symbols as Chinese printings write them ({横置}, {重置}; {Q} in Shadowmoor's)
_SYMBOL_ZH = {"横置": "t", "T": "t", "t": "t", "重置": "q", "Q": "q"}


def looks_chinese(line: str) -> bool:
    """True when a line is written in Chinese (any CJK ideograph)."""
    return bool(re.search(r"[\u4e00-\u9fff]", line))
