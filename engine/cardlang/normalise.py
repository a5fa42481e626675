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

from engine.cardlang.older_wordings import OLDER_EN as _OLDER_EN
from engine.cardlang.older_wordings import OLDER_ZH as _OLDER_ZH
from engine.cardlang.older_wordings_en import OLDER_EN_3 as _OLDER_EN_3
from engine.cardlang.older_wordings_zh import OLDER_ZH_3 as _OLDER_ZH_3

_TRADITIONAL = (
    "當進場時對標們傷為點結選擇觸發會個從牆戰鬥擊擋橫滅獲張棄將這區飛踐側護綠藍紅樹島"
    "澤脈軍懼費犧與並歸還擁衛數開維階驟後離墳經過狀態決則應術蟲靈龍獸無來該論帶動啟異"
    "兩額總讓於內減處種類盡機師騎魚鳥貓髏侶驚僕陰龜蠍獵獅鷲隻單雙萬給沒體視現實間閃餘"
    "說認錯麼樣備裝產聖潔療僅倆迴復質顏憑爭頭變換轉屬屍衝鋒蠻贏輸釋專"
    "觸繫勢嚇連擲幣"
)
_SIMPLIFIED = (
    "当进场时对标们伤为点结选择触发会个从墙战斗击挡横灭获张弃将这区飞践侧护绿蓝红树岛"
    "泽脉军惧费牺与并归还拥卫数开维阶骤后离坟经过状态决则应术虫灵龙兽无来该论带动启异"
    "两额总让于内减处种类尽机师骑鱼鸟猫髅侣惊仆阴龟蝎猎狮鹫只单双万给没体视现实间闪余"
    "说认错么样备装产圣洁疗仅俩回复质颜凭争头变换转属尸冲锋蛮赢输释专"
    "触系势吓连掷币"
)
_T2S = str.maketrans(_TRADITIONAL, _SIMPLIFIED)

_FULLWIDTH = str.maketrans({"：": ":", "，": ",", "。": ".", "；": ";", "（": "(", "）": ")", "＋": "+", "－": "-",
                            "／": "/", "～": "~", "　": " ", "“": '"', "”": '"', "「": '"', "」": '"', "『": '"',
                            "』": '"', "、": "、", "０": "0", "１": "1", "２": "2", "３": "3", "４": "4", "５": "5",
                            "６": "6", "７": "7", "８": "8", "９": "9", "Ｘ": "X", "ｘ": "X", "–": "—",
                            "｛": "{", "｝": "}"})

#: reminder text: a parenthesised aside, in ASCII or full-width brackets (never nested on cards)
_REMINDER = re.compile(r"\s*[(（][^()（）]*[)）]")
#: a reminder closed twice, as some Chinese printings of storm have it (a bracket closed after its
#: first sentence, then its second sentence and a second closing bracket at the end of the line):
#: the text between the two closing brackets is the rest of the reminder
_REMINDER_CLOSED_TWICE = re.compile(r"([(（][^()（）]*[)）])[^()（）]*[)）]\s*$")


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


#: the printed Odyssey block's threshold: "Threshold <ability>. (You have threshold as long as seven or
#: more cards are in your graveyard.)" -- the condition is said only in the reminder, so it is read
#: before the reminder goes (Oracle: "Threshold — <static> as long as ...", "... Activate only if ...")
_THRESHOLD_REMINDER = re.compile(r"^threshold (?!—)(.+?)\.\s*\((you have threshold as long as|play this ability only "
                                 r"if) seven or more cards are in your graveyard\.\)$", re.IGNORECASE)


def threshold_reminder(line: str) -> str:
    """A printed threshold line with its condition written out as the Oracle text writes it."""
    m = _THRESHOLD_REMINDER.match(line)
    if m is None:
        return line
    if m.group(2).lower().startswith("play"):
        return f"Threshold — {m.group(1)}. Activate only if seven or more cards are in your graveyard."
    return f"Threshold — {m.group(1)} as long as seven or more cards are in your graveyard."


def strip_reminder(line: str) -> str:
    """The line without its reminder text ("Flying (This creature can't be blocked ...)" -> "Flying")."""
    return _REMINDER.sub("", _REMINDER_CLOSED_TWICE.sub(r"\1", line)).strip()


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
    # branch olden: the 1993-2008 printings' words, each the same rule as the Oracle words it becomes
    *((re.compile(p), r) for p, r in (
        (r"\bis not\b", "isn't"),
        # a card is always discarded from its owner's hand (401.1 of classic: discard = hand to graveyard),
        # and the player who discards chooses unless it is "at random"
        (r"\b(choose|chooses) and (discard|discards)\b", r"\2"),
        (r"\b(discards?|discarding) ([^.:;,]+?) from (?:your|his or her) hand\b", r"\1 \2"),
        # "Boomerang: Return target permanent to owner's hand.": the one owner there is
        (r"\bto owner's hand\b", "to its owner's hand"),
        (r"\bto owners' hands\b", "to their owners' hands"),
        (r"\bof owner's library\b", "of its owner's library"),
        # old shroud, spelt out before the keyword (Sixth Edition's "effects" are today's abilities)
        (r"^(?:~ )?can't be the target of spells or (?:abilities|effects)\.?$", "shroud"),
        (r"^~ is unaffected by summoning sickness\.?$", "haste"),
        # a line that starts with its verb is the card's own ("Comes into play tapped.")
        (r"^(?=(?:comes into play|can't (?:attack|block|be blocked)|is unblockable)\b)", "~ "),
        # "any one creature": Portal's and Fourth Edition's word for a single target
        (r"\bany one (?=(?:other )?(?:creature|player|land|artifact|enchantment|permanent|wall)\b)", "target "),
        (r"\buntil the end of (?:the )?turn\b", "until end of turn"),
        (r"^at the end of (?:the|each) turn,", "at end of turn,"),
        (r"^at the end of your turn,", "at the beginning of your end step,"),
        (r"\bat the beginning of the next turn(?!'s)\b", "at the beginning of the next turn's upkeep"),
        (r"\buntap phase\b", "untap step"),
        (r"\bone of your opponents\b", "an opponent"),
        (r"\bdoes (\d+|x|one|two|three|four|five|six|seven|eight|nine|ten) damage\b", r"deals \1 damage"),
        # "Target creature gains +3/+3 until end of turn": a pump's verb was "gains" as well as "gets"
        (r"\bgains ([+-][0-9x]+/[+-][0-9x]+)(?= until end of turn| and gains)", r"gets \1"),
        # "Prevent 1 damage to any creature or player.": the Sixth Edition rules made every such
        # effect a shield for the next damage this turn, as the Oracle text says
        (r"\bprevent (\d+|x|one|two|three) damage to (?:any |target )?(creature or player|creature|player|~)(?!\w)",
         lambda m: f"prevent the next {m.group(1)} damage that would be dealt to "
                   f"{'~' if m.group(2) == '~' else 'target ' + m.group(2)} this turn"),
        # the oldest activated costs: "Tap to add …", and a cost without its colon ("{G} Regenerate ~.")
        (r"^tap to add\b", "{t}: add"),
        (r"\bthis tap may be played as an interrupt\b", "play this ability as an interrupt"),
        (r"^((?:\{[^}]+\})+(?:, ?\{t\})?) (?=[a-z~+-])", r"\1: "),
        (r"^((?:\{[^}]+\})+(?:, ?\{t\})?): ([+-][0-9x]+/[+-][0-9x]+ until end of turn)\.?$", r"\1: ~ gets \2."),
        # Portal: "On your turn, before you attack, you may tap ~ to draw a card."
        (r"^on your turn, before you attack, you may tap ~ to ([^.]+)\.$",
         r"{t}: \1. activate only during your turn, before attackers are declared."),
        (r"^(\{t\}: )give (target (?:other )?creature|~) ([+-][0-9x]+/[+-][0-9x]+)", r"\1\2 gets \3"),
        (r"^if ~ attacks and isn't blocked, ", "whenever ~ attacks and isn't blocked, "),
        # branch library: "Reveal the top four cards of your library to all players." (revealing shows
        # the cards to every player), "put them back in any order you choose"
        (r"\b(reveal the top [^.]*? library) to all players\b", r"\1"),
        (r"\bin any order you choose\b", "in any order"),
        (r"\bif it's (an?) (land|nonland|creature|artifact)(?=,)", r"if it's \1 \2 card"),  # "If it's a land, ..."
        # chance: the Fallen Empires / Ice Age coin flips, an opponent calling it in the air, are the
        # controller's flip won or lost ("If the flip ends up in your favor" is winning it)
        (r"\bflip a coin[;,] (?:target )?opponent calls heads or tails while (?:the )?coin is in the air\.",
         "flip a coin."),
        (r"\bif the flip ends up in your favor,", "if you win the flip,"),
        (r"\bif the flip ends up in (?:your )?opponent's favor,", "if you lose the flip,"),
        # Hymn to Tourach, Mind Twist: "If target player does not have enough cards, his or her entire
        # hand is discarded." says what a discard of more cards than the hand holds does anyway
        (r" ?if target player doesn't have enough cards, his or her entire hand is discarded\.", ""),
        # "If you win, that creature gets an additional +2/+2": another pump, the same +2/+2
        (r"\bgets an additional ([+-][0-9x]+/[+-][0-9x]+)", r"gets \1"),
    )),
    *_OLDER_EN,
    *_OLDER_EN_3,
)


def normalise_en(name: str, line: str) -> str:
    """English line -> lower case, "~" for the card's own name (or "this creature"), no reminder text."""
    text = line.strip().replace("\u2019", "'").replace("\u2014", "—").replace("\u2212", "-")
    text = strip_reminder(threshold_reminder(text))
    if name.startswith("Ae") and "Æ" + name[2:] in text:  # the printings' ligature: "Æther Flash"
        text = text.replace("Æ" + name[2:], name)
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
_PRINTED_ZH: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple((re.compile(p), r) for p, r in (
    # M10's "cast" (施放) is the era's "play" (使用), the canonical word
    (r"施放", "使用"),
    # the duration first: "直到回合结束，由你操控的生物得+1/+1且获得警戒异能。" (… until end of turn)
    (r"(^|:|时,)直到回合结束,([^,.;]+?)(得[+-]?[0-9x]+/[+-]?[0-9x]+(?:且获得[^,.;]*?异能)?|获得[^,.;]*?异能)\.",
     r"\1\2\3直到回合结束."),
    (r"玩家", "牌手"),                                 # Traditional printings' (and Taiwan's) word for player
    (r"防守牌手", "防御牌手"),                          # the terminology table's "defending player"
    (r"其它", "其他"),
    (r"由(你|对手)操控[的之]", r"\1操控的"),
    (r"(只要|如果)你操控其他(?=[^,.;]*?生物,)", r"\1你操控另一个"),  # "只要你操控其他白色生物" (another white creature)
    (r"任一", ""),                                    # "对任一牌手" (to any one player) = "对牌手"
    (r"^若某来源", "如果一个来源"),
    (r"^若", "如果"),
    (r"(?<!且)获得([^,.;]*?异能直到回合结束)", r"得到\1"),  # "获得敏捷异能直到回合结束" (gains haste)
    (r"(^|:)于本回合中,防止", r"\1防止本回合中"),      # "于本回合中，防止接下来…" (prevent … this turn)
    (r"(^|:)防止(.+?)于本回合中将造成", r"\1防止本回合中\2将造成"),
    (r"从场上进入坟墓场", "从场上置入坟墓场"),
    (r"若能攻击,则必须攻击", "若能攻击则必须攻击"),
    (r"并将之", "并将该牌"),
    (r"移出对战", "移出游戏"),                         # later printings' words for "remove from the game"
    (r"展示(?:他|她|他或她|自己)的手牌", "展示其手牌"),   # "目标玩家展示他的手牌" (reveals his or her hand)
    (r"从其手上弃掉", "弃"),
    (r"弃掉([一两二三四五六七八九十0-9]+)张牌", r"弃\1张牌"),
    (r"^每当牌手(使用|施放)任何", r"每当一位牌手\1"),
    (r"(使用|施放)任何", r"\1"),
    # "除具飞行异能的生物外，~不能被阻挡" (can't be blocked except by creatures with flying)
    (r"除(?:了)?([^,.;]+?)(?:之外|以外|外),?(~|受此结界的生物)?不能被阻挡", r"\2只能被\1阻挡"),
    (r"(得[+-]?[0-9x]+/[+-]?[0-9x]+),(?:且|并且|并)(?=只能被|不能)", r"\1且"),
    (r"(?<!武)具(?!有)(\S+?异能的)", r"具有\1"),  # not 佩带此武具的 (equipped)              # "具飞行异能的" = "具有飞行异能的"
    (r"视同具有(\S+?)异能地进行阻挡", r"如同具有\1异能一般进行阻挡"),  # Darksteel's "can block as though it had flying"
    (r"将所移出游戏的牌", "将以此法移出游戏的牌"),       # "the removed card" (Oblivion Ring's kind)
    (r"(得[+-]?[0-9x]+/[+-]?[0-9x]+)并(具有|获得)", r"\1且\2"),  # "得+2/+2并具有…" (gets … and has …)
    (r"^(生物|地|神器|结界|永久物)结界$", r"结附于\1"),   # "生物结界": the classic printings' "Enchant creature"
    (r"鬼崽", "狗头人"),                               # the printed word for the Kobold creature type
    (r"^疯魔(?=\{)", "疯狂"),                          # later printings' words for madness,
    (r"^套件(?=[0-9])", "模块"),                        # modular,
    (r"^通联古咒(?=\{)", "通联秘术"),                   # and splice onto Arcane (古咒 = Arcane)
    (r"古咒(?=咒语|或|牌)", "秘术"),                     # "精怪或古咒咒语" (a Spirit or Arcane spell)
    # issue 21 (amounts): counted numbers as printed
    (r"之(手牌)?数量", r"的\1数量"),                   # "灵俑之数量", "该牌手之手牌数量"
    (r"由所有对手操控的", "对手操控的"),                 # "X为由所有对手操控的神器数量"
    (r"(每有一[个张][^,.]*|你每操控一个[^,.]*|每以此法[^,.]*),(?:便|就)", r"\1,"),  # "…每有一个结界，便…"
    (r"便(?=得[+-])", ""),                               # "…，受此结界的生物便得+1/+1"
    # 只要… statics as printed: "只要你操控蓝色生物，~便具有警戒异能" and, where the condition is said
    # of the card itself, its 它 ("只要~未横置，它便得+0/+2"; after another subject 它 stays)
    (r"^(只要[^,.;]+),~便(?=具有)", r"\1,~"),
    (r"^(只要~[^,.;]+),它便?(?=具有|得[+-])", r"\1,~"),
    (r"^只要~正进行攻击,", "只要~正在攻击,"),
    (r"的力量和防御力各", "的力量与防御力各"),
    (r"上移去", "上移除"),                               # "从~上移去三个芽孢指示物" (remove counters)
    (r"每位(对手|牌手)各(?=失去|获得)", r"每位\1"),      # "每位对手各失去3点生命" (each opponent loses)
    # printed Chinese variants (branch zh), family by family (docs/cards.md, "Printed Chinese")
    (r"^每当牌手(?=使用)", "每当一位牌手"),              # "每当任一牌手施放…" once 任一 is gone
    (r"^每当对手(?=使用)", "每当一位对手"),              # "每当对手使用咒语时" (an opponent plays a spell)
    (r"^(每当[^,.;]*?使用)一个(?=[^,.;]*?咒语时)", r"\1"),  # "每当你使用一个白色咒语时"
    (r"^所有能够?阻挡(~|受此结界的生物|受此结界之生物)的生物(?:都|皆)须阻挡(?:它|之)\.$",
     lambda m: f"所有能阻挡{m.group(1).replace('之', '的')}的生物都须阻挡它."),
    (r"(?<!放)进战场", "进场"),                          # M10's "enters the battlefield" (放进战场 is a token's)
    (r"^~须横置进场\.$", "~进场时须横置."),             # "comes into play tapped"
    (r"所结附的(生物|地)", r"受此结界的\1"),             # M10's "enchanted creature / land"
    (r"不能进行(攻击|阻挡)", r"不能\1"),                 # "不能进行攻击或阻挡" (can't attack or block)
    (r"于(其操控者的|你的)重置步骤中不(?:能|可)重置", r"在\1重置步骤中不能重置"),
    (r"你选择其中一张", "你从中选择一张"),                 # reveal and choose a card "from it"
    (r"向(?=(?:对手|牌手|目标)[^,.;]*造成)", "对"),        # "向对手造成伤害" (deals damage to an opponent)
    (r"(对每[个位][^,.;]*?)各造成", r"\1造成"),           # "对每个生物各造成2点伤害" (to each creature)
    (r"否则反击该咒语", "否则反击之"),                    # "除非…支付{3}，否则反击该咒语"
    (r"~能(?=如同具有)", "~可以"),                       # "~能视同具有飞行异能地进行阻挡"
    (r"的力量及防御力", "的力量与防御力"),
    (r"之力量与防御力", "的力量与防御力"),
    # "你可以于你能够使用瞬间的时机下，使用~" (You may play ~ any time you could play an instant): flash
    (r"^你可以于你能够?(?:使用|施放)瞬间的时机下,(?:使用|施放)~\.$", "闪现"),
    # "(你)只可以于你能够使用法术的时机下使用此异能" (only any time you could play a sorcery)
    (r"(?:你)?只可以于你能够?(?:使用|施放)法术的时机下(?:使用|起动)此异能\.", "只能于法术时机起动."),
    (r"此异能每回合(?:中)?只能(?:使用|起动)一次\.", "每回合只能起动一次."),
    (r"(?:你)?只(?:可以|能)(?:于|在)你的维持(?:步骤)?中(?:使用|起动)此异能\.", "只能在你的维持中起动."),
    (r"(得[+-]?[0-9x]+/[+-]?[0-9x]+)并得到", r"\1且获得"),  # "得+3/+3并得到飞行异能直到回合结束"
    (r"力量大于或等于(?=[0-9])", "力量等于或大于"),          # "力量大于或等于3的生物" (power 3 or greater)
    (r"力量小于或等于(?=[0-9])", "力量等于或小于"),
    (r"(?<!的)你坟墓场中", "你的坟墓场中"),                 # "你坟墓场中每有一张牌" (cards in your graveyard)
    (r"(每有一[个张][^,.]*|你每操控一个[^,.]*|每以此法[^,.]*),(你|它|~)(?:便|就)", r"\1,\2"),  # "…每有一张牌，你便获得1点生命"
    (r"^放逐([^,.;]+)\.", r"将\1移出游戏."),               # M10's "exile" (the era's "remove from the game")
    (r"(目标)?进行(攻击|阻挡),且(?=不?具有)", r"\1进行\2的"),  # "目标进行攻击，且不具飞行异能的生物"
    # Sengir Vampire's trigger: "每当本回合中曾受到~伤害的生物置入坟墓场时"
    (r"^每当本回合中曾受到~之?伤害的(?:一个)?生物(?:从场上)?置入坟墓场时", "每当一个本回合中受到过~伤害的生物从场上置入坟墓场时"),
    (r"从战场(?:进入|置入)坟墓场", "从场上置入坟墓场"),      # M10's "dies" (the era's "from play")
    (r"以作为使用此咒语的额外费用", "以作为使用~的额外费用"),
    (r"(神器|生物|结界|地),(神器|生物|结界|地),?或(神器|生物|结界|地)", r"\1、\2或\3"),  # "目标神器，结界，或地"
    (r"(\{[wubrgc0-9]\}),(\{[wubrgc0-9]\}),?或(\{[wubrgc0-9]\})", r"\1、\2或\3"),  # "加{R}，{G}，或{W}"
    (r"^每当受此结界的地横置以产生法术力时", "每当受此结界的地被横置以产生法术力时"),
    (r"到(?:他|她|他或她)的法术力池中", "到其法术力池中"),
    (r"(时,)若~(?:并)?未横置,则", r"\1如果~未横置,"),     # Howling Mine's "若~并未横置，则…"
    (r"^干枯$", "凋零"),                                  # wither (乾枯 in Traditional)
    (r"^神器共鸣$", "神器亲和"),                          # affinity for artifacts
    (r"^循环(平原|海岛|沼泽|山脉|树林)", r"\1循环"),     # "循环海岛{2}" (islandcycling)
    (r"将你操控的一个", "将一个你操控的"),                # "将由你操控的一个地移回其拥有者手上"
    (r"移回其拥有者的手上", "移回其拥有者手上"),
    (r"任意一个目标(?!生物|牌手)", "目标生物或牌手"),     # M19's "any target" (Oracle: creature or player)
    (r"并将它(?=置入|放置进场|横置)", "并将该牌"),        # a searched card "并将它置入你手上"
    # "搜寻一张地牌，展示该牌，并将它置于你手上" / "搜寻一张牌并置于你手上" (put it into your hand)
    (r"(搜寻一张[^,.;]*?牌(?:,展示该牌)?),?并(?:将(?:它|该牌|之))?置于你手上", r"\1,并将该牌置入你手上"),
    # "每当一个生物在你的操控下进场时" (comes into play under your control): a creature you control
    (r"^每当(一个|另一个)([^,.;]*?)在你的操控下进场时", r"每当\1你操控的\2进场时"),
))

#: a token's printed description: "将一个1/1绿色的地精／战士衍生物放置进场" names the same token as
#: "将一个1/1绿色地精战士衍生生物放置进场"; "5/5红色，具飞行异能的龙衍生物" as "具有飞行异能的5/5红色龙衍生生物"
_TOKEN_ZH = re.compile(r"([0-9x]+/[0-9x]+)([^,.;:]*?)衍生物(?=放置进场|放进战场)")
_TOKEN_KW_ZH = re.compile(r"([0-9x]+/[0-9x]+)([^,.;:]*?),具有([^,.;:]*?异能)的")

_CREATE_ZH = re.compile(r"派出((?:[一两二三四五六七八九十]|[0-9]+|x)个[^,.;]*?衍生生物)(?=\.|$)")


def _fold_token(match: re.Match[str]) -> str:
    words = re.sub(r"(?<=[\u4e00-\u9fff])/(?=[\u4e00-\u9fff])", "", match.group(2))
    words = re.sub(r"(?<=色)的", "", words)
    return f"{match.group(1)}{words}衍生生物"


#: issue 21 (printed English families, their printed Chinese): "选择一项～…；或…" (a charm's modes
#: after a full-width tilde, read as "~" by then) is "选择一项——…"
_PRINTED_ZH_MODES = ((re.compile(r"^选择一项~"), "选择一项——"),)


@cache
def _subtype_creature() -> re.Pattern[str]:
    """"其它灵俑生物" (other Zombie creatures): a creature type word and 生物 after it, in a group
    (after 其他, 所有 or …操控的, not before 牌, 咒语 or 衍生: those name cards, spells and tokens)."""
    from engine.text.vocab import SUBTYPES

    words = sorted({zh for _, zh in SUBTYPES.values() if zh}, key=len, reverse=True)
    return re.compile(r"(?:(?<=其他)|(?<=所有)|(?<=操控的))(" + "|".join(words) + r")生物(?!牌|咒语|衍生)")


def fold_printed_zh(text: str) -> str:
    """Printed Chinese wordings -> the canonical Chinese (see ``_PRINTED_ZH``)."""
    for pattern, repl in _PRINTED_ZH + _PRINTED_ZH_MODES + _OLDER_ZH + _OLDER_ZH_3:
        text = pattern.sub(repl, text)
    text = _subtype_creature().sub(r"\1", text)
    text = _TOKEN_KW_ZH.sub(r"具有\3的\1\2", text)
    text = _TOKEN_ZH.sub(_fold_token, text)
    # M19's "create" (派出一个…衍生生物) is the era's "put … into play" (将一个…衍生生物放置进场)
    return _CREATE_ZH.sub(r"将\1放置进场", text)


#: the first set (Magic 2010, released 2009-07-17) whose Chinese printing names the creature types
#: as today: before it 精灵 was Goblin, 地精 Elf and 仙灵 Faerie; from it 鬼怪 is Goblin and 妖精 Elf.
#: The canonical Chinese writes Goblin 鬼怪, Elf 精灵, Faerie 妖精 (engine/text/subtypes.py), so the
#: same printed word names another type depending on the printing's date.
M10_RELEASE = "2009-07-17"
_TYPES_BEFORE_M10 = {"精灵": "鬼怪", "地精": "精灵", "仙灵": "妖精"}
_TYPES_FROM_M10 = {"妖精": "精灵"}


def fold_printed_types(text: str, printed: str | None) -> str:
    """A printing's creature type words -> the canonical ones, for a printing released on ``printed``
    (ISO date, "YYYY-MM-DD"); unchanged when the date is unknown (None or ""), as the canonical
    Chinese is dated by no printing. All words are replaced at once (精灵 -> 鬼怪 and 地精 -> 精灵
    on one pass)."""
    if not printed:
        return text
    table = _TYPES_BEFORE_M10 if printed < M10_RELEASE else _TYPES_FROM_M10
    return re.sub("|".join(table), lambda m: table[m.group(0)], text)


def normalise_zh(name: str, name_zh: str | None, line: str, other_names: tuple[str, ...] = (),
                 printed: str | None = None) -> str:
    """Chinese line -> Simplified, ASCII punctuation, "~" for the card's own name (or 此生物), no
    reminder text, the printed Chinese's other words folded to the canonical ones.

    ``other_names`` are the card's other Chinese names (the printed Traditional name, aliases):
    羅堰妖精 folds to 罗堰妖精, not to the Simplified name 罗堰地精, so it is looked for as it is.
    ``printed`` is the printing's release date when the text is a printing's: it says which creature
    type a word such as 精灵 names (``fold_printed_types``).

        >>> normalise_zh("Goblin Piker", "精灵长矛兵", "鬼怪長矛兵不能阻擋。", ("鬼怪長矛兵",))
        '~不能阻挡.'
    """
    text = to_simplified(strip_reminder(line.strip()))
    for n in _self_names(name, name_zh, other_names):
        text = text.replace(to_simplified(n), "~")
    text = text.replace("此生物", "~").translate(_FULLWIDTH)
    text = re.sub(r"\s+", "", text)
    text = re.sub(r"\{([^}]*)\}", lambda m: "{" + _SYMBOL_ZH.get(m.group(1), m.group(1)) + "}", text)
    return fold_printed_zh(fold_printed_types(text.lower(), printed))


#: the tap and untap symbols as Chinese printings write them ({横置}, {重置}; {Q} in Shadowmoor's)
_SYMBOL_ZH = {"横置": "t", "T": "t", "t": "t", "重置": "q", "Q": "q"}


def looks_chinese(line: str) -> bool:
    """True when a line is written in Chinese (any CJK ideograph)."""
    return bool(re.search(r"[\u4e00-\u9fff]", line))
