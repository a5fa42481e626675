"""Shared pieces of the parse-tree transformer: word tables (English and Chinese), child
selection helpers, and the small value classes passed between rules."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple, TypeVar

from lark import Token, Transformer

from engine.abilities import (
    Group,
    Target,
)
from engine.text.vocab import (
    CARD_TYPES_ZH,
    COLOR_EN,
    COLOR_FROM_EN,
    COLOR_FROM_ZH,
    KEYWORDS_EN,
    KEYWORDS_ZH,
    LAND_ZH,
    NUMBER_FROM_ZH,
    NUMBER_WORDS,
    SUBTYPE_FROM_WORD,
    TYPES_FROM_ZH,
)

KW_FROM = {v: k for k, v in KEYWORDS_EN.items()} | {v: k for k, v in KEYWORDS_ZH.items()}
CARD_TYPES_FROM_ZH = {v: k for k, v in CARD_TYPES_ZH.items()}
LAND_FROM_ZH = {v: k for k, v in LAND_ZH.items()}
COLOR = COLOR_FROM_EN | COLOR_FROM_ZH
STATUS = {"attacking or blocking": "attacking_or_blocking", "attacking": "attacking", "blocking": "blocking",
           "tapped": "tapped", "untapped": "untapped", "进行攻击或阻挡的": "attacking_or_blocking",
           "进行攻击的": "attacking", "进行阻挡的": "blocking", "已横置的": "tapped", "未横置的": "untapped"}
TARGET_KIND = {
    "creature or player": ("creature_or_player", ()), "any target": ("creature_or_player", ()),
    "player or planeswalker": ("player", ()), "creature card": ("creature_card", ()),
    "creature spell": ("spell", ("creature",)), "noncreature spell": ("spell", ("noncreature",)),
    "instant or sorcery spell": ("spell", ("instant", "sorcery")), "瞬间或法术咒语": ("spell", ("instant", "sorcery")),
    "artifact or enchantment": ("artifact_or_enchantment", ()),
    "生物或牌手": ("creature_or_player", ()), "生物牌": ("creature_card", ()), "生物咒语": ("spell", ("creature",)),
    "非生物咒语": ("spell", ("noncreature",)), "神器或结界": ("artifact_or_enchantment", ()), "对手": ("opponent", ()),
}
NOUN = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
         "permanents": "permanent", "players": "player"} | TYPES_FROM_ZH
NON_ZH = TYPES_FROM_ZH | {"墙": "wall", "基本": "basic", "衍生物": "token", "灵俑": "zombie", "鬼怪": "goblin",
                          "传奇": "legendary"}
ENCHANT = {"creature": "creature", "land": "land", "artifact": "artifact", "enchantment": "enchantment",
            "permanent": "permanent"} | TYPES_FROM_ZH
CONTROL = {"you control": "you", "an opponent controls": "opponent", "your opponents control": "opponent",
            "你操控的": "you", "对手操控的": "opponent", "你对手操控的": "opponent"}
ATTACHED = {"enchanted creature": "enchanted", "equipped creature": "equipped", "受此结界的生物": "enchanted",
             "佩带此武具的生物": "equipped"}


def gy_card_types(word: str) -> tuple[str, ...]:
    """"instant or sorcery card" -> ("instant", "sorcery"); "card" / "牌" -> () (any card)."""
    words = word.removesuffix("card").removesuffix("牌").strip()
    if not words:
        return ()
    parts = words.split(" or ") if " " in words else words.split("或")
    return tuple(CARD_TYPES_FROM_ZH.get(p, p) for p in parts)


def tokens_of(children: list[Any], *types: str) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and c.type in types]


def first(children: list[Any], *types: str) -> str | None:
    found = tokens_of(children, *types)
    return str(found[0]) if found else None


#: the target kinds that name a card in a graveyard rather than a permanent in play
CARD_KINDS = ("creature_card", "graveyard_card")

_Node = TypeVar("_Node")


def of(children: list[Any], cls: type[_Node]) -> list[_Node]:
    """The children that are of one kind (a rule's parts arrive as a list of mixed values)."""
    return [c for c in children if isinstance(c, cls)]


def number(text: str) -> int | str:
    text = text.strip()
    if text.isdigit():
        return int(text)
    if text in ("x", "X"):
        return "X"
    if text in NUMBER_WORDS:
        return NUMBER_WORDS[text]
    return NUMBER_FROM_ZH[text]


def subtype_of(word: str) -> str:
    return SUBTYPE_FROM_WORD.get(word.lower(), SUBTYPE_FROM_WORD.get(word, word.capitalize()))


def keyword_from(token: str) -> str:
    return KW_FROM[str(token)]


class ProtectionQuality(NamedTuple):
    """What one "protection from ..." names: colours (``B``; "all colors" is the five, 702.14h of
    2009 and the era's reading alike), a card type (``artifact``), a subtype (``sub:Goblin``) or
    ``everything`` / ``monocolored`` / ``multicolored``."""

    qualities: tuple[str, ...]


def flat_keywords(children: list[Any]) -> tuple[str, ...]:
    """The keywords of a list, "protection from black and from red" giving one per quality."""
    out: list[str] = []
    for x in children:
        if isinstance(x, tuple):
            out.extend(x)
        elif isinstance(x, str) and not isinstance(x, Token):
            out.append(x)
    return tuple(out)


class Marker:
    """A non-AST child (a flag such as "you may" or an ability limit)."""

    def __init__(self, kind: str, value: Any = None):
        self.kind = kind
        self.value = value



class Payment:
    def __init__(self, mana: tuple[str, ...] = (), life: int = 0):
        self.mana = mana
        self.life = life


class Union:
    def __init__(self, kinds: tuple[str, ...]):
        self.kinds = kinds


class PT:
    def __init__(self, power: int | str, toughness: int | str):
        self.power = power
        self.toughness = toughness


class Amount:
    def __init__(self, value: int | str):
        self.value = value


class ManaValueLimit(NamedTuple):
    """"with converted mana cost 3 or less" (a card's mana value, 202.3 today)."""

    n: int


class Count:
    def __init__(self, value: int):
        self.value = value


class Player:
    def __init__(self, value: Any):
        self.value = value


class Non:
    def __init__(self, word: str):
        self.word = word


class Colors:
    """"green or white": alternatives."""

    def __init__(self, colors: tuple[str, ...]):
        self.colors = colors


class PowerLimit:
    """"with power 4 or greater" (``at_least``) / "with power 2 or less"."""

    def __init__(self, n: int, at_least: bool):
        self.n = n
        self.at_least = at_least


def static_pt(c: list[Any]) -> tuple[int, int]:
    """A static ability's bonus, numbers only: an X is a number chosen or counted as a spell or
    ability resolves, and a static ability never resolves."""
    pt = of(c, PT)[0]
    if not isinstance(pt.power, int) or not isinstance(pt.toughness, int):
        raise ValueError("a static ability's +X/+X is not modelled")
    return pt.power, pt.toughness


def signed(text: str) -> int | str:
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    if body.lower() == "x":
        return "-X" if sign < 0 else "X"
    return sign * int(body)


def filters(c: list[Any]) -> dict[str, Any]:
    """Qualifiers shared by targets and groups: non-, status, colour, with/without, control."""
    out: dict[str, Any] = {}
    nots = [n.word for n in of(c, Non)]
    if "token" in nots:
        out["nontoken"] = True
        nots = [w for w in nots if w != "token"]
    not_colors = tuple(COLOR[w] for w in nots if w in COLOR)
    not_types = tuple(w for w in nots if w not in COLOR)
    if not_colors:
        out["not_colors"] = not_colors
    if not_types:
        out["not_types"] = not_types
    status = first(c, "STATUS")
    if status:
        out["status"] = STATUS[status]
    color = first(c, "COLOR")
    if color:
        out["colors"] = (COLOR[color],)
    for alternatives in of(c, Colors):
        out["colors"] = alternatives.colors
    for mv in of(c, ManaValueLimit):
        out["mana_value_max"] = mv.n
    for limit in of(c, PowerLimit):
        out["power_min" if limit.at_least else "power_max"] = limit.n
    with_kw = first(c, "WITH_KW")
    kws = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
    if with_kw and kws:
        out["with_kw" if with_kw in ("with", "具有") else "without_kw"] = kws[0]
    control = first(c, "CONTROL", "GROUP_CONTROL")
    if control:
        out["controller"] = CONTROL[control]
    return out


class TermRules(Transformer[Token, Any]):
    """Numbers, players, subjects, targets and groups (shared by every kind of ability)."""

    # ---- numbers -------------------------------------------------------------------------------
    def count_cards(self, c: list[Any]) -> Count:
        return of(c, Count)[0]

    def count(self, c: list[Any]) -> Count:
        return Count(int(number(str(c[0]))))

    def amount(self, c: list[Any]) -> Amount:
        if c and isinstance(c[0], Token) and c[0].type == "THAT_MUCH":
            return Amount("that_much")
        return Amount(number(str(c[0])) if c else "X")

    def pt(self, c: list[Any]) -> PT:
        p, t = str(c[0]).split("/")
        return PT(signed(p), signed(t))

    def article(self, c: list[Any]) -> Token:
        word: Token = c[0]
        return word

    # ---- players and subjects ------------------------------------------------------------------
    def p_you(self, c: list[Any]) -> Player:
        return Player("you")

    def p_target(self, c: list[Any]) -> Player:
        return Player(c[0])

    def p_each(self, c: list[Any]) -> Player:
        return Player(Group("player"))

    def p_each_opponent(self, c: list[Any]) -> Player:
        return Player(Group("player", controller="opponent"))

    def p_its_controller(self, c: list[Any]) -> Player:
        return Player("its_controller")

    def p_that_player(self, c: list[Any]) -> Player:
        return Player("that_player")

    def s_self(self, c: list[Any]) -> str:
        return "self"

    def s_target(self, c: list[Any]) -> Target:
        return of(c, Target)[0]

    def s_attached(self, c: list[Any]) -> str:
        return ATTACHED[str(c[0])]

    def s_it(self, c: list[Any]) -> str:
        return "it"

    def s_you(self, c: list[Any]) -> str:
        return "you"

    def s_each(self, c: list[Any]) -> Group:
        return of(c, Group)[0]

    def s_each_target_opponent(self, c: list[Any]) -> Group:
        g: Group = of(c, Group)[0]
        return Group(**{**g.__dict__, "controller": "target_opponent"})

    def s_each_player(self, c: list[Any]) -> Group:
        return Group("player")

    def s_each_opponent(self, c: list[Any]) -> Group:
        return Group("player", controller="opponent")

    def s_that_player(self, c: list[Any]) -> str:
        return "that_player"

    def s_group(self, c: list[Any]) -> Group:
        return of(c, Group)[0]

    def s_its_controller(self, c: list[Any]) -> str:
        return "its_controller"

    def target_union(self, c: list[Any]) -> Union:
        kinds = tuple(TYPES_FROM_ZH.get(str(t), str(t)) for t in c)
        return Union(kinds)

    def target(self, c: list[Any]) -> Target:
        t: Target = of(c, Target)[0]
        if tokens_of(c, "ANOTHER", "OTHER_THAN"):
            t = replace(t, other=True)
        return t

    def target_any(self, c: list[Any]) -> Target:
        return Target("creature_or_player")

    def target_any_card(self, c: list[Any]) -> Target:
        """"target card": any card in your graveyard ("card" alone is a word of other templates)."""
        return Target("graveyard_card")

    def target_n(self, c: list[Any]) -> Target:
        n = int(number(str(tokens_of(c, "NUMBER_WORD")[0])))
        return replace(of(c, Target)[0], count=n, min_count=n)

    def colors(self, c: list[Any]) -> Colors:
        return Colors(tuple(COLOR[str(t)] for t in c))

    def power_limit(self, c: list[Any]) -> PowerLimit:
        direction = first(c, "POWER_DIR") or ""
        return PowerLimit(int(number(str(tokens_of(c, "NUMBER")[0]))), direction in ("or greater", "力量等于或大于"))

    def mv_limit(self, c: list[Any]) -> ManaValueLimit:
        return ManaValueLimit(int(number(str(tokens_of(c, "NUMBER")[0]))))

    def nonqual(self, c: list[Any]) -> Non:
        word = str(c[0])
        if word.startswith("non"):
            return Non(word[3:].lstrip("-"))
        rest = word[1:]
        return Non(NON_ZH[rest] if rest in NON_ZH else COLOR_EN[COLOR[rest]])

    def target_desc(self, c: list[Any]) -> Target:
        fields = filters(c)
        union = of(c, Union)
        if union:
            kinds = union[0].kinds
            if first(c, "GY_CARD"):  # "target artifact or creature card": a graveyard card of either type
                return Target("graveyard_card", any_of=kinds, **fields)
            if set(kinds) == {"artifact", "enchantment"} and len(kinds) == 2:
                return Target("artifact_or_enchantment", **fields)
            return Target("permanent", any_of=kinds, **fields)
        subtype = first(c, "SUBTYPE_WORD")
        if first(c, "GY_CARD"):  # "target card", "target green card", "target Zombie card"
            return Target("graveyard_card", subtypes=(subtype_of(subtype),) if subtype else (), **fields)
        if first(c, "GY_PERMANENT_CARD"):  # "target Rebel permanent card"
            return Target("graveyard_card", any_of=("permanent",), subtypes=(subtype_of(subtype or ""),), **fields)
        if subtype:
            return Target("creature", subtypes=(subtype_of(subtype),), **fields)
        kind_word = first(c, "TARGET_KIND") or ""
        if kind_word in ("artifact creature card", "神器生物牌"):  # a creature card that is an artifact too
            return Target("graveyard_card", any_of=("creature",), types_all=("artifact",), **fields)
        if kind_word in ("artifact creature", "神器生物"):
            fields["types_all"] = ("artifact",)
            kind_word = "creature"
        if kind_word.endswith(("card", "牌")) and kind_word not in TARGET_KIND:
            return Target("graveyard_card", any_of=gy_card_types(kind_word), **fields)
        kind, spell_types = TARGET_KIND.get(kind_word, (TYPES_FROM_ZH.get(kind_word, kind_word), ()))
        if tokens_of(c, "OTHER_THAN"):
            fields["other"] = True
        return Target(kind, spell_types=spell_types, **fields)

    def target_desc_pl(self, c: list[Any]) -> Target:
        fields = filters(c)
        subtype = first(c, "SUBTYPE_WORD")
        if subtype:
            return Target("creature", subtypes=(subtype_of(subtype),), **fields)
        word = first(c, "TARGET_KIND_PL") or ""
        return Target(NOUN.get(word, TYPES_FROM_ZH.get(word, word)), **fields)

    def group_sg(self, c: list[Any]) -> Group:
        return self._group(c, "NOUN_SG")

    def group_pl(self, c: list[Any]) -> Group:
        return self._group(c, "NOUN_PL")

    def group_union(self, c: list[Any]) -> Union:
        return Union(tuple(NOUN.get(str(t), str(t)) for t in c))

    def _group(self, c: list[Any], noun_type: str) -> Group:
        noun = first(c, noun_type) or first(c, "SUBTYPE_WORD") or "creature"
        fields = filters(c)
        chosen = first(c, "CHOSEN_OF")
        if chosen:
            fields["chosen"] = "color" if "color" in chosen or "色" in chosen else "creature_type"
        if of(c, Union):
            return Group("permanent", other=bool(tokens_of(c, "OTHER")), any_of=of(c, Union)[0].kinds, **fields)
        if first(c, "DAMAGED_BY"):
            fields["status"] = "damaged_by_self"
        other = bool(tokens_of(c, "OTHER"))
        if noun.lower() in SUBTYPE_FROM_WORD and noun not in NOUN:
            kind, subtypes = ("creature", (subtype_of(noun),))
            if subtypes[0] in ("Plains", "Island", "Swamp", "Mountain", "Forest") or subtypes[0].startswith("Urza's"):
                kind = "land"
            return Group(kind, other=other, subtypes=subtypes, **fields)
        kind = NOUN.get(noun, noun)
        if kind == "opponent":
            return Group("player", controller="opponent", other=other)
        return Group(kind, other=other, **fields)


