"""Keywords and rules-changing pseudo-keywords as words, in English and Chinese (for card text and
for the engine's step texts)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.text.catalog import DEFAULT_RULESET
from engine.text.hant import to_traditional
from engine.text.protection import protection_runs, quality_en, quality_zh, run_en
from engine.text.vocab import KEYWORDS_EN, KEYWORDS_ZH, LANDWALK_EN, LANDWALK_ZH

__all__ = ["Kw", "keyword_en", "keyword_name", "keyword_phrases", "keyword_zh"]

def keyword_en(kw: str) -> str:
    if kw.startswith("protection:"):
        return f"protection from {quality_en(kw.split(':', 1)[1])}"
    if kw.startswith("landwalk:"):
        land = kw.split(':')[1]
        return f"{LANDWALK_EN.get(land, land)}walk"
    return KEYWORDS_EN[kw]


def keyword_zh(kw: str) -> str:
    """A keyword's Chinese word: 飞行, 反黑保护, 海岛行者 (card_zh writes keywords with it; here, so
    that the step texts' keyword words need no card renderer)."""
    if kw.startswith("protection:"):
        return f"反{quality_zh(kw.split(':', 1)[1])}保护"
    if kw.startswith("landwalk:"):
        return f"{LANDWALK_ZH[kw.split(':')[1]]}行者"
    return KEYWORDS_ZH[kw]


def keyword_phrases(kws: tuple[str, ...]) -> list[str]:
    """Keywords as English phrases, a run of protections in one ("protection from black and from red")."""
    return [keyword_en(x) if isinstance(x, str) else run_en(x) for x in protection_runs(kws)]


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
        return keyword_zh(kw) if zh_lang else keyword_en(kw)
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
