"""The words of the era's trigger events, in English and Chinese: steps of one player, spells of a
subtype, permanents coming into play under a player's control, a player discarding or gaining life,
becoming a target, a creature of a group attacking, an attacker that isn't blocked. ``card_en`` and
``card_zh`` ask here first; None leaves a head to them."""

from __future__ import annotations

from collections.abc import Callable

from engine.model.abilities import TriggeredAbility
from engine.model.targeting import Group
from engine.text.card_words import slot as w
from engine.text.vocab import COLOR_EN, COLOR_ZH, SUBTYPES, TYPES_ZH

#: "an instant or sorcery spell": card types kept among a spell group's subtypes (``spell_group_kinds``)
SPELL_KINDS_ZH = {"instant": "瞬间", "sorcery": "法术"}
_STEP_EN = {"you": "your", "opponent": "each opponent's", "each": "each player's"}
_STEP_ZH = {"you": "你的", "opponent": "每位对手的", "each": "每位牌手的"}
_WHO_EN = {"you": ("you", ""), "opponent": ("an opponent", "s"), "each": ("a player", "s")}
_WHO_ZH = {"you": "你", "opponent": "一位对手", "each": "一位牌手"}
_REF_EN = {"self": "~", "enchanted": "enchanted creature", "equipped": "equipped creature"}
_REF_ZH = {"self": "~", "enchanted": "受此结界的生物", "equipped": "佩带此武具的生物"}


def spell_quality_en(g: Group) -> str:
    """"red ", "creature ", "Spirit or Arcane ", "noncreature " before "spell"."""
    if "creature" in g.not_types:
        return "noncreature "
    if g.colors:
        return COLOR_EN[g.colors[0]] + " "
    return " or ".join(g.subtypes) + " " if g.subtypes else ""


def spell_quality_zh(g: Group) -> str:
    if "creature" in g.not_types:
        return "非生物"
    if g.colors:
        return COLOR_ZH[g.colors[0]]
    return "或".join(TYPES_ZH.get(s) or SPELL_KINDS_ZH.get(s) or SUBTYPES.get(s, ("", s))[1] or s for s in g.subtypes)


def head_en(a: TriggeredAbility) -> str | None:
    from engine.text.card_en_words import a_an, group_sg

    subj, event = a.subject, a.event
    if event == "dies" and a.graveyard:
        verb = w("dies_yours" if a.graveyard == "you" else "dies_opponents")
        return f"Whenever {a_an(group_sg(subj))} {verb}" if isinstance(subj, Group) else f"When ~ {verb}"
    if event == "upkeep" and subj == "opponent":
        return "At the beginning of each opponent's upkeep"
    if event == "end_of_turn" and subj in ("you", "opponent"):
        return f"At the beginning of {_STEP_EN[str(subj)]} end step"
    if event == "beginning_of_combat":
        return "At the beginning of combat on your turn"
    if event in ("discards", "gains_life"):
        who, s = _WHO_EN[str(subj)]
        return f"Whenever {who} discard{s} a card" if event == "discards" else f"Whenever {who} gain{s} life"
    words = {"attacks": "attacks", "unblocked": "attacks and isn't blocked",
             "targeted": "becomes the target of a spell or ability"}
    if event in words and isinstance(subj, Group):
        noun = group_sg(subj)
        art = "another " + noun[len("other "):] if subj.other else a_an(noun)
        return f"Whenever {art} {words[event]}"
    if event == "targeted":
        return f"Whenever {_REF_EN[str(subj)]} becomes the target of a spell or ability"
    if event == "unblocked":
        return f"Whenever {_REF_EN[str(subj)]} attacks and isn't blocked"
    return None


def head_zh(a: TriggeredAbility, group: Callable[[Group], str]) -> str | None:
    """``group``: card_zh's words for a group, passed in (this module sits below the renderers)."""
    subj, event = a.subject, a.event
    if event == "dies" and a.graveyard:
        verb = w("dies_yours" if a.graveyard == "you" else "dies_opponents")
        return f"每当一个{group(subj)}{verb}时" if isinstance(subj, Group) else f"当~{verb}时"
    if event == "upkeep" and subj == "opponent":
        return "在每位对手的维持开始时"
    if event == "end_of_turn" and subj in ("you", "opponent"):
        return f"在{_STEP_ZH[str(subj)]}结束步骤开始时"
    if event == "beginning_of_combat":
        return "在你回合的战斗开始时"
    if event == "discards":
        return f"每当{_WHO_ZH[str(subj)]}弃一张牌时"
    if event == "gains_life":
        return f"每当{_WHO_ZH[str(subj)]}获得生命时"
    words = {"attacks": "攻击时", "unblocked": "攻击且未被阻挡时", "targeted": "成为咒语或异能的目标时"}
    if event in words and isinstance(subj, Group):
        noun = group(subj)
        art = "另一个" + noun[2:] if subj.other else "一个" + noun
        return f"每当{art}{words[event]}"
    if event == "targeted":
        return f"每当{_REF_ZH[str(subj)]}成为咒语或异能的目标时"
    if event == "unblocked":
        return f"每当{_REF_ZH[str(subj)]}攻击且未被阻挡时"
    return None


__all__ = ["head_en", "head_zh", "spell_quality_en", "spell_quality_zh"]
