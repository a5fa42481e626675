"""The restrictions of combat and untapping as card text ("can't block", "can't be blocked except by
Walls", "doesn't untap during its controller's untap step"), in English and Chinese: one module for
the pseudo-keywords both renderers and the combat rules' explanations write.
"""

from __future__ import annotations

from engine.model.abilities import PARAM_RESTRICTIONS, RESTRICTIONS
from engine.text.card_en_words import a_an, kw_list
from engine.text.keywords import keyword_zh
from engine.text.vocab import COLOR_EN, COLOR_ZH, SUBTYPES, TYPES_ZH


def is_restriction(kw: str) -> bool:
    """A rules-changing pseudo-keyword written as a restriction ("can't block"), not as a keyword."""
    return (kw in RESTRICTIONS or kw.startswith(PARAM_RESTRICTIONS)) and kw != "vigilance"


def restriction_en(kws: tuple[str, ...], whose: str = "its controller's") -> str:
    if set(kws) == {"cant_attack", "cant_block"}:
        return "can't attack or block"
    if kws[0].startswith("only_blocked_by:"):
        return f"can't be blocked except by {blockers_en(kws[0].split(':')[1:])}"
    if kws[0].startswith("cant_attack_unless:"):
        sub = kws[0].split(":")[1]
        return f"can't attack unless defending player controls {a_an(sub)}"
    if kws[0] == "doesnt_untap":
        return f"doesn't untap during {whose} untap step"
    if kws[0].startswith("cant_block_power:"):
        return f"can't block creatures with power {kws[0].split(':')[1]} or greater"
    if kws[0] == "cant_attack_or_block_alone":
        return "can't attack or block alone"
    if kws[0].startswith("cant_be_blocked_by:"):
        return f"can't be blocked by {blockers_en(kws[0].split(':')[1:])}"
    return {"cant_attack": "can't attack", "cant_block": "can't block", "unblockable": "is unblockable",
            "attacks_each_turn": "attacks each turn if able",
            "block_only_flyers": "can block only creatures with flying",
            "block_as_flying": "can block as though it had flying",
            "menace": "can't be blocked except by two or more creatures",
            "cant_be_regenerated": "can't be regenerated",
            "max_one_blocker": "can't be blocked by more than one creature"}[kws[0]]


def restriction_zh(kws: tuple[str, ...], whose: str = "其操控者的") -> str:
    if set(kws) == {"cant_attack", "cant_block"}:
        return "不能攻击或阻挡"
    if kws[0].startswith("only_blocked_by:"):
        return f"只能被{blockers_zh(kws[0].split(':')[1:])}阻挡"
    if kws[0].startswith("cant_attack_unless:"):
        sub = kws[0].split(":")[1]
        return f"不能攻击，除非防御牌手操控一个{SUBTYPES.get(sub, ('', sub))[1] or sub}"
    if kws[0] == "doesnt_untap":
        return f"在{whose}重置步骤中不能重置"
    if kws[0].startswith("cant_block_power:"):
        return f"不能阻挡力量等于或大于{kws[0].split(':')[1]}的生物"
    if kws[0] == "cant_attack_or_block_alone":
        return "不能单独攻击或阻挡"
    if kws[0].startswith("cant_be_blocked_by:"):
        return f"不能被{blockers_zh(kws[0].split(':')[1:])}阻挡"
    return {"cant_attack": "不能攻击", "cant_block": "不能阻挡", "unblockable": "不能被阻挡",
            "attacks_each_turn": "每回合若能攻击则必须攻击", "block_only_flyers": "只能阻挡具有飞行异能的生物",
            "block_as_flying": "可以如同具有飞行异能一般进行阻挡", "menace": "只能被两个或更多生物阻挡",
            "cant_be_regenerated": "不能重生", "max_one_blocker": "不能被超过一个生物阻挡"}[kws[0]]


def restriction_this_turn_en(kws: tuple[str, ...]) -> str:
    """A restriction granted until end of turn, as "<subject> ... this turn" writes it (any number)."""
    return "can't be blocked" if kws == ("unblockable",) else restriction_en(kws)


def restriction_this_turn_zh(kws: tuple[str, ...]) -> str:
    """A restriction granted until end of turn, after 本回合."""
    return restriction_zh(kws)


def blockers_en(spec: list[str]) -> str:
    """The blockers "can't be blocked except by ..." allows: Walls, black creatures, artifact
    creatures, creatures with flying."""
    if spec[0] == "color":
        return f"{COLOR_EN[spec[1]]} creatures"
    if spec[0] == "type":
        return f"{spec[1]} creatures"
    if spec[0] == "with":
        return f"creatures with {kw_list((spec[1],))}"
    if spec[0] == "power":
        return f"creatures with power {spec[1]} or {'greater' if spec[2] == 'ge' else 'less'}"
    return SUBTYPES.get(spec[0], (spec[0] + "s", ""))[0]


def blockers_zh(spec: list[str]) -> str:
    """The blockers "只能被…阻挡" allows: 墙, 黑色生物, 神器生物, 具有飞行异能的生物."""
    if spec[0] == "color":
        return f"{COLOR_ZH[spec[1]]}生物"
    if spec[0] == "type":
        return f"{TYPES_ZH[spec[1]]}生物"
    if spec[0] == "with":
        return f"具有{keyword_zh(spec[1])}异能的生物"
    if spec[0] == "power":
        return f"力量等于或{'大' if spec[2] == 'ge' else '小'}于{spec[1]}的生物"
    return SUBTYPES.get(spec[0], ("", spec[0]))[1] or spec[0]


__all__ = ["blockers_en", "blockers_zh", "is_restriction", "restriction_en", "restriction_this_turn_en",
           "restriction_this_turn_zh", "restriction_zh"]
