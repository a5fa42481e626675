"""Casting rules of the era's cards in English and Chinese ("Play ~ only during combat and only
before blockers are declared.", 只能在战斗中且宣告阻挡者之前使用~。): the canonical wording the grammars
read back (``engine/cardlang/build_casting.py``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from engine.model.abilities import ActivatedAbility, CastingRule, Cost, ZoneCards
from engine.model.cost_change import CostChange
from engine.model.targeting import Group
from engine.text.card_en_words import mana
from engine.text.card_words import capitalised
from engine.text.card_words import slot as w
from engine.text.catalog import DEFAULT_RULESET
from engine.text.counter_names import counter_zh
from engine.text.hant import to_traditional
from engine.text.this_way import any_counters_zh
from engine.text.vocab import COLOR_EN, COLOR_ZH, NUMBER_EN, SUBTYPES, TYPES_ZH

WHOSE_EN = {"you": "your", "opponent": "an opponent's", "any": "the"}
WHOSE_ZH = {"you": "你的", "opponent": "对手的", "any": ""}


def window_en(window: str) -> str:
    kind, _, arg = window.partition(":")
    whose = WHOSE_EN.get(arg, "")
    return {
        "turn": f"during {whose} turn",
        "upkeep": f"during {whose} upkeep",
        "end_step": f"during {whose} end step",
        "declare_attackers": f"during {whose} declare attackers step",
        "declare_blockers": f"during {whose} declare blockers step",
        "after_upkeep": f"after {whose} upkeep step",
        "combat": "during combat",
        "before": f"before {arg} are declared",
        "after": f"after {arg} are declared",
        "after_combat": "after combat",
        "before_combat_damage": "before the combat damage step",
        "attacked": "if you've been attacked this step",
    }[kind]


def window_zh(window: str) -> str:
    kind, _, arg = window.partition(":")
    whose = WHOSE_ZH.get(arg, "")
    side = {"attackers": "宣告攻击者", "blockers": "宣告阻挡者"}.get(arg, "")
    return {
        "turn": f"{whose}回合中",
        "upkeep": f"{whose}维持步骤中",
        "end_step": f"{whose}回合结束步骤中",
        "declare_attackers": f"{whose}宣告攻击者步骤中",
        "declare_blockers": f"{whose}宣告阻挡者步骤中",
        "after_upkeep": f"{whose}维持步骤之后",
        "combat": "战斗中",
        "before": f"{side}之前",
        "after": f"{side}之后",
        "after_combat": "战斗之后",
        "before_combat_damage": "战斗伤害步骤之前",
        "attacked": "你在本步骤中受到攻击后",
    }[kind]


def casting_rule_en(rule: CastingRule) -> str | None:
    """The line of a kwcast casting rule, or None for the older kinds (``card_en`` renders those)."""
    if rule.kind == "cost_less_each":
        from engine.text.card_en_words import for_each, mana

        return f"~ costs {mana(rule.mana)} less to play{for_each(rule.per)}."
    if rule.kind == "cast_only":
        return "Play ~ only " + " and only ".join(window_en(w) for w in rule.windows) + "."
    return None


def casting_rule_zh(rule: CastingRule, for_each: Callable[[Any], str], mana: Callable[[tuple[str, ...]], str]) -> str | None:
    """The Chinese line; ``card_zh`` passes its own words (this module sits below it)."""
    if rule.kind == "cost_less_each":
        return f"{for_each(rule.per)}使用~的费用便减少{mana(rule.mana)}来使用。"
    if rule.kind == "cast_only":
        return "只能在" + "且".join(window_zh(w) for w in rule.windows) + "使用~。"
    return None


def activation_limits_en(a: ActivatedAbility) -> str:
    """The sentences after an activated ability's effect that limit when and by whom it is activated."""
    limit = " Play this ability only once each turn." if a.once_per_turn else ""
    limit += " Play this ability only any time you could play a sorcery." if a.sorcery_speed else ""
    limit += " Play this ability only during your turn." if a.your_turn_only else ""
    limit += " Play this ability only during your upkeep." if a.upkeep_only else ""
    if a.windows:
        limit += " Play this ability only " + " and only ".join(window_en(w) for w in a.windows) + "."
    return limit + (" Any player may play this ability." if a.any_player else "")


def activation_limits_zh(a: ActivatedAbility) -> str:
    """The Chinese limits (每回合只能起动一次。只能在你的回合中且宣告攻击者之前起动。任何牌手都可以起动此异能。)."""
    limit = ("每回合只能起动一次。" if a.once_per_turn else "") + ("只能于法术时机起动。" if a.sorcery_speed else "")
    limit += "只能在你的回合中起动。" if a.your_turn_only else ""
    limit += "只能在你的维持中起动。" if a.upkeep_only else ""
    if a.windows:
        limit += "只能在" + "且".join(window_zh(w) for w in a.windows) + "起动。"
    return limit + ("任何牌手都可以起动此异能。" if a.any_player else "")


@dataclass(frozen=True)
class CastWindows:
    """The windows a spell may be cast in, as a message parameter ("during combat and only before
    blockers are declared", 战斗中且宣告阻挡者之前)."""

    windows: tuple[str, ...]

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "en":
            return " and only ".join(window_en(w) for w in self.windows)
        chinese = "且".join(window_zh(w) for w in self.windows)
        return chinese if lang == "zh-Hans" else to_traditional(chinese)


TYPE_ZH = {"creature": "生物", "artifact": "神器", "enchantment": "结界", "sorcery": "法术", "instant": "瞬间"}


def _kind_en(g: Group) -> str:
    words = [COLOR_EN[c] for c in g.colors]
    if g.not_types:
        words.append("non" + g.not_types[0])
    words += list(g.subtypes)
    return " ".join(words) + " spells"


def _kind_zh(g: Group) -> str:
    words = [COLOR_ZH[c] for c in g.colors]
    if g.not_types:
        words.append("非" + TYPE_ZH[g.not_types[0]])
    words += [TYPE_ZH.get(t) or (SUBTYPES[t][1] if t in SUBTYPES and SUBTYPES[t][1] else t.lower())
              for t in g.subtypes]
    return "".join(words) + "咒语"


def cost_change_en(a: CostChange) -> str:
    """"White spells you cast cost {1} less to play." (the era's "to play")."""
    from engine.text.card_en_words import mana

    kinds = " and ".join(_kind_en(g) for g in a.spells) if a.spells else "spells"
    caster = {"you": " you cast", "opponent": " your opponents cast", None: ""}[a.caster]
    text = f"{kinds}{caster} cost {mana(a.mana)} {'less' if a.less else 'more'} to play."
    return text[0].upper() + text[1:]


def cost_change_zh(a: CostChange, mana: Callable[[tuple[str, ...]], str]) -> str:
    kinds = "和".join(_kind_zh(g) for g in a.spells) if a.spells else "咒语"
    caster = {"you": "你使用的", "opponent": "对手使用的", None: ""}[a.caster]
    return f"{caster}{kinds}费用{'减少' if a.less else '增加'}{mana(a.mana)}来使用。"


def spell_cost_parts_en(cost: Cost) -> list[str]:
    """The cost parts only a spell pays, in the era's words ("Remove a blue card in your hand from the
    game", "Return two Islands you control to their owners' hands")."""
    from engine.text.card_en_words import a_an, group_pl, group_sg

    parts: list[str] = []
    if cost.tap_untapped is not None:
        parts.append("Tap " + a_an(group_sg(cost.tap_untapped)))
    if cost.returns is not None:
        if cost.return_count == 1:
            parts.append(f"Return {a_an(group_sg(cost.returns))} to its owner's hand")
        else:
            parts.append(f"Return {NUMBER_EN[cost.return_count]} {group_pl(cost.returns)} to their owners' hands")
    if cost.exile_hand is not None:
        color = "".join(COLOR_EN[c] + " " for c in cost.exile_hand)
        if cost.exile_count == 1:
            parts.append(f"Remove {a_an(color + 'card')} in your hand from the game")
        else:
            parts.append(f"Remove {NUMBER_EN[cost.exile_count]} {color}cards in your hand from the game")
    if cost.exile_zone is not None:
        parts.append(capitalised(zone_cost_en(cost.exile_zone)))
    return parts


def zone_cost_en(part: ZoneCards) -> str:
    """"Remove two creature cards in your graveyard from the game" / "Exile the top card of your
    library" (the ruleset's words through the exile slots)."""
    kind = "".join(t + " " for t in part.any_of)
    if part.zone == "library":
        top = "the top card" if part.count == 1 else f"the top {NUMBER_EN[part.count]} cards"
        return f"{w('exile_open')}{top} of your library{w('exile_close')}"
    many = f"a {kind}card" if part.count == 1 else f"{NUMBER_EN[part.count]} {kind}cards"
    return f"{w('exile_open')}{many} {w('graveyard_from')} your graveyard{w('exile_close')}"


def ability_cost_zh(cost: Cost, count_word: Callable[[int], str], group: Callable[[Group], str]) -> str:
    """An activated ability's cost in canonical Chinese ({2}，{横置}，牺牲另一个生物), with card_zh's
    number and group words."""
    parts: list[str] = []
    if cost.mana:
        parts.append(mana(cost.mana))
    if cost.tap:
        parts.append("{横置}")
    if cost.untap:
        parts.append("{重置}")
    if cost.discard:
        parts.append(f"{'随机' if cost.discard_random else ''}弃{count_word(cost.discard)}张牌")
    if cost.life:
        parts.append(f"支付{cost.life}点生命")
    if cost.remove_counters:
        kind, n = cost.remove_counters
        parts.append(any_counters_zh(kind) if n < 0 else f"从~上移除{count_word(n)}个{counter_zh(kind)}指示物")
    if cost.sacrifice_self:
        parts.append("牺牲~")
    if cost.sacrifice is not None:
        if cost.sacrifice.other and cost.sacrifice_count == 1:  # "another creature": not the source itself
            parts.append("牺牲另一个" + group(replace(cost.sacrifice, other=False)))
        else:
            parts.append(f"牺牲{count_word(cost.sacrifice_count)}个" + group(cost.sacrifice))
    parts += spell_cost_parts_zh(cost, count_word, group)
    return "，".join(parts)


def spell_cost_parts_zh(cost: Cost, count_word: Callable[[int], str], group: Callable[[Group], str]) -> list[str]:
    parts: list[str] = []
    if cost.tap_untapped is not None:
        parts.append("横置一个" + group(cost.tap_untapped))
    if cost.returns is not None:
        parts.append(f"将{count_word(cost.return_count)}个{group(cost.returns)}移回其拥有者手上")
    if cost.exile_hand is not None:
        color = "".join(COLOR_ZH[c] for c in cost.exile_hand)
        parts.append(f"从你手上将{count_word(cost.exile_count)}张{color}牌移出游戏")
    if cost.exile_zone is not None:
        part = cost.exile_zone
        if part.zone == "library":
            parts.append(f"将你牌库顶的{count_word(part.count)}张牌{w('exile_close')}")
        else:
            kind = "".join(TYPES_ZH.get(t, t) for t in part.any_of)
            parts.append(f"从你的坟墓场中将{count_word(part.count)}张{kind}牌{w('exile_close')}")
    return parts
