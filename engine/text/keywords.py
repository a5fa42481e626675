"""Keywords and rules-changing pseudo-keywords as words, in English and Chinese (for card text and
for the engine's step texts)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.text import card_zh as render_zh
from engine.text.catalog import DEFAULT_RULESET
from engine.text.hant import to_traditional
from engine.text.vocab import COLOR_EN, COLORS, KEYWORDS_EN, LANDWALK_EN, SUBTYPES

__all__ = ["Kw", "keyword_en", "keyword_name", "keyword_phrases", "protection_runs"]

#: what a protection keyword names, as "protection from <these>" writes it
_QUALITY_EN = {"artifact": "artifacts", "creature": "creatures", "enchantment": "enchantments"}


def quality_en(q: str) -> str:
    """The quality of ``protection:<q>``: a colour, a card type, ``sub:<Subtype>``, ``everything``,
    ``monocolored``, ``multicolored`` or (the five colours together) ``all colors``."""
    if q in COLOR_EN:
        return COLOR_EN[q]
    if q.startswith("sub:"):
        return SUBTYPES.get(q[4:], (q[4:] + "s", ""))[0]
    return _QUALITY_EN.get(q, q)


def keyword_en(kw: str) -> str:
    if kw.startswith("protection:"):
        return f"protection from {quality_en(kw.split(':', 1)[1])}"
    if kw.startswith("landwalk:"):
        land = kw.split(':')[1]
        return f"{LANDWALK_EN.get(land, land)}walk"
    return KEYWORDS_EN[kw]


def protection_runs(kws: tuple[str, ...]) -> list[str | tuple[str, ...]]:
    """Keywords with each run of protection keywords gathered into one tuple of qualities, the five
    colours of a run as ``("all colors",)`` ("protection from black and from red" is one phrase of
    two abilities, 502.7a)."""
    out: list[str | tuple[str, ...]] = []
    for kw in kws:
        if kw.startswith("protection:"):
            if not out or not isinstance(out[-1], tuple):
                out.append(())
            run = out[-1]
            assert isinstance(run, tuple)
            out[-1] = (*run, kw.split(":", 1)[1])
        else:
            out.append(kw)
    for i, item in enumerate(out):
        if isinstance(item, tuple) and set(COLORS) <= set(item):
            out[i] = ("all colors", *(q for q in item if q not in COLORS))
    return out


def keyword_phrases(kws: tuple[str, ...]) -> list[str]:
    """Keywords as English phrases, a run of protections in one ("protection from black and from red")."""
    return [keyword_en(x) if isinstance(x, str) else "protection from " + " and from ".join(quality_en(q) for q in x)
            for x in protection_runs(kws)]


_PSEUDO_EN = {"cant_attack": "can't attack", "cant_block": "can't block", "unblockable": "unblockable",
              "attacks_each_turn": "attacks each turn if able", "block_only_flyers": "can block only flyers",
              "block_as_flying": "can block as though it had flying", "enters_tapped": "comes into play tapped",
              "prevent_combat_damage": "combat damage to and by it is prevented",
              "cant_attack_or_block_alone": "can't attack or block alone", "cant_lose_game": "you can't lose the game",
              "lure": "all creatures able to block it do so"}
_PSEUDO_ZH = {"cant_attack": "不能攻击", "cant_block": "不能阻挡", "unblockable": "不能被阻挡",
              "attacks_each_turn": "每回合若能攻击则必须攻击", "block_only_flyers": "只能阻挡具飞行异能的生物",
              "block_as_flying": "可如同具有飞行异能一般进行阻挡", "enters_tapped": "横置进场",
              "prevent_combat_damage": "防止对它造成与它造成的战斗伤害", "cant_attack_or_block_alone": "不能单独攻击或阻挡",
              "cant_lose_game": "你不会输掉这盘游戏", "lure": "所有能阻挡它的生物都须阻挡它"}


def keyword_name(kw: str, lang: str = "en") -> str:
    """A keyword or rules-changing pseudo-keyword as words, for step texts."""
    zh_lang = lang.startswith("zh")
    table = _PSEUDO_ZH if zh_lang else _PSEUDO_EN
    if kw in table:
        return table[kw]
    try:
        return render_zh.keyword(kw) if zh_lang else keyword_en(kw)
    except KeyError:
        return kw


@dataclass(frozen=True)
class Kw:
    """A keyword as a message parameter: its words in each language."""

    keyword: str

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "zh-Hant":
            return to_traditional(keyword_name(self.keyword, "zh-Hans"))
        return keyword_name(self.keyword, lang)
