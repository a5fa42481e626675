"""The ability AST -> canonical Simplified Chinese card text (the templates zh.lark reads).

Terms follow the terminology table: 进场, 离场, 从场上置入坟墓场, 横置, 重置, 消灭, 重生, 反击, 防止,
牺牲, 衍生物, 指示物, 结附, 佩带, 受此结界的, 佩带此武具的, 法术力池.

    >>> from engine.effects.life import GainLife
    >>> effect(GainLife(3))
    '你获得3点生命'
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.model.abilities import (
    NUMBERED_KEYWORDS,
    Ability,
    ActivatedAbility,
    CastingRule,
    Condition,
    Cost,
    DamageReplacement,
    EnchantLine,
    KeywordAbility,
    KeywordLine,
    SpellLine,
    StaticAbility,
    TriggeredAbility,
)
from engine.model.cost_change import CostChange
from engine.model.effect import Effect
from engine.model.player_rules import HandSizeRule
from engine.model.targeting import Group, Quantity, Target
from engine.text.card_casting import (
    ability_cost_zh,
    activation_limits_zh,
    casting_rule_zh,
    cost_change_zh,
)
from engine.text.card_changes import change_zh
from engine.text.card_quals import pt, quality_phrases
from engine.text.card_words import slot as w
from engine.text.conditions_zh import condition_words_zh
from engine.text.counter_names import counter_zh
from engine.text.entry_choice import CHOSEN_ZH, entry_choice_zh
from engine.text.keywords import keyword_zh
from engine.text.protection import protection_runs, run_zh
from engine.text.restrictions import is_restriction, restriction_zh
from engine.text.subjects import sentences_zh
from engine.text.this_way import this_way_zh
from engine.text.vocab import (
    ATTACHED_ZH,
    CARD_TYPES_ZH,
    COLOR_ZH,
    LAND_ZH,
    NUMBER_ZH,
    SUBTYPES,
    TYPES_ZH,
)
from engine.text.zh_numbers import amount as amount
from engine.text.zh_numbers import cards_zh, zone_zh
from engine.text.zh_numbers import count_word as count_word
from engine.text.zh_numbers import mana as mana
from engine.text.zh_numbers import many as many
from engine.text.zh_numbers import n as n

#: the Chinese of the "non-" qualifiers that are not card types
NON_ZH = {"wall": "墙", "basic": "基本", "zombie": "灵俑", "goblin": "鬼怪", "legendary": "传奇"}


keyword = keyword_zh  # a keyword's Chinese word (engine.text.keywords), under this module's name


def keyword_phrases(keywords: tuple[str, ...]) -> list[str]:
    """Keywords in Chinese, a run of protections in one phrase: 反黑与反红保护 (two abilities, 502.7a)."""
    return [keyword(x) if isinstance(x, str) else run_zh(x) for x in protection_runs(keywords)]


def kws(keywords: tuple[str, ...]) -> str:
    """Keywords inside a sentence: 飞行异能与践踏异能."""
    return "与".join(k + "异能" for k in keyword_phrases(keywords))


def ability(a: Ability) -> str:
    if isinstance(a, KeywordLine):
        return "，".join(keyword_phrases(a.keywords))
    if isinstance(a, EnchantLine):
        return f"结附于{'你操控的' if a.controller == 'you' else ''}{TYPES_ZH[a.kind]}"
    if isinstance(a, SpellLine):
        return _sentences(a.effects)
    if isinstance(a, ActivatedAbility):
        if a.equip:
            return "佩带" + mana(a.cost.mana)
        only_if = f"只能在{cond_zh(a.condition)}时起动。" if a.condition else ""
        return f"{_cost(a.cost)}：{_sentences(a.effects)}{activation_limits_zh(a)}{only_if}"
    if isinstance(a, TriggeredAbility):
        return _triggered(a)
    if isinstance(a, KeywordAbility):
        return keyword_ability(a)
    if isinstance(a, CostChange):
        return cost_change_zh(a, mana)
    if isinstance(a, HandSizeRule):
        return "你的手牌数量没有上限。" if a.players == "you" else "每位牌手的手牌数量都没有上限。"
    if isinstance(a, CastingRule):
        if (line := casting_rule_zh(a, for_each, mana)) is not None:
            return line
        if a.kind == "before_combat_damage":
            return "~只能在战斗伤害步骤之前使用。"
        if a.kind == "cant_be_countered":
            return "~不能被反击。"
        if a.kind == "additional_cost" and a.cost is not None:
            return f"{_cost(a.cost).replace('，', '并')}，以作为使用~的额外费用。"
        if a.kind == "alternative_cost" and a.cost is not None:
            head = condition(a.condition) if a.condition is not None and a.condition.kind != "control_a" else (
                f"如果{as_long(a.condition)}，" if a.condition is not None else "")
            rest = _cost(replace(a.cost, mana=())) if a.cost != Cost(mana=a.cost.mana) else ""
            parts = "并".join(p for p in ((f"支付{mana(a.cost.mana)}" if a.cost.mana else ""),
                                          rest.replace("，", "并")) if p)
            return f"{head}你可以{parts}，而不支付~的法术力费用。"
        return f"使用~时，第一个目标之外的每个目标都须额外支付{mana(a.mana)}。"
    assert isinstance(a, StaticAbility)
    if a.condition is not None and (a.affected != "self" or all(map(is_restriction, a.keywords or ("-",)))):
        word = "门槛——" if a.condition.kind == "graveyard_at_least" and a.condition.value == 7 else ""
        return f"{word}只要{as_long(a.condition)}，{_static(replace(a, condition=None))}"
    return _static(a)


#: the era keywords with a cost or a number (the terminology table's Chinese)
ERA_KEYWORDS_ZH = {"flashback": "返照", "cycling": "循环", "kicker": "增幅", "echo": "返响", "morph": "变身",
                   "madness": "疯狂", "buyback": "购回", "rampage": "狂暴", "modular": "模块", "bushido": "武士道", "exalted": "颂威",
                   "vanishing": "消逝", "fading": "消退", "convoke": "召集",
                   "cumulative_upkeep": "累积维持", "splice": "通联秘术", "affinity": "神器亲和", "banding": "结合", "provoke": "挑衅",
                   "persist": "留存", "evoke": "呼魂", "soulshift": "转生", "bloodthirst": "嗜血",
                   "devour": "吞噬", "sunburst": "辉映", "retrace": "追溯",
                   "transmute": "易质", "unearth": "破坟", "graft": "嫁接",
                   "storm": "风暴", "cascade": "倾曳", "suspend": "延缓",
                   "replicate": "覆诵", "conspire": "协力"}


def keyword_ability(a: KeywordAbility) -> str:
    if a.keyword == "cycling" and a.land:
        return f"{LAND_ZH[a.land]}循环{mana(a.mana)}"
    word = ERA_KEYWORDS_ZH[a.keyword]
    if a.keyword == "suspend":  # 延缓4～{U}: the printings' full-width tilde (never "~", the card's name)
        return f"{word}{a.number}～{mana(a.mana)}" if a.number else f"{word}X～{mana(a.mana)}。X不能为0。"
    if a.keyword in NUMBERED_KEYWORDS:
        return f"{word}{a.number}"
    return word + mana(a.mana)


DOUBLE_ZH = {"creature": "生物", "permanent": "永久物", "player": "牌手"}


def replacement(r: DamageReplacement, *, this_turn: bool = False) -> str:
    """A damage-doubling replacement effect (419.1), as a static ability or a spell's effect."""
    if this_turn:
        return "本回合中如果一个生物将对一个生物造成战斗伤害，则改为它对该生物造成两倍的伤害"
    source = "一个来源" if r.sources is None else "一个" + group(r.sources)
    kinds = "或".join(DOUBLE_ZH[k] for k in r.recipients)
    combat = "战斗" if r.combat_only else ""
    return f"如果{source}将对{kinds}造成{combat}伤害，则改为它对该{kinds}造成两倍的伤害。"


def for_each(value: Any) -> str:
    """The start of a sentence whose amount is counted: "你操控的生物每有一个，", "你的坟墓场中每有一张生物牌，"."""
    if not isinstance(value, Quantity) or value.x:
        return ""
    if value.kind == "count" and value.group is not None:
        return f"{'该牌手操控的' if value.whose == 'it' else ''}{group(value.group)}每有一个，"
    if value.kind in ("hand", "graveyard"):
        return f"{zone_zh(value)}每有一张{cards_zh(value)}，"
    if value.kind == "counters":
        return f"{'~' if value.of == 'self' else '它'}上每有一个{counter_zh(value.counter)}指示物，"
    return this_way_zh(value, group)


def where_x(value: Any) -> str:
    """"，X为其力量" after a sentence whose X is read on resolution."""
    if isinstance(value, Quantity) and value.x:
        if value.kind in ("count", "hand", "graveyard", "counters"):
            twice = "的两倍" if abs(value.per) == 2 else ""
            return f"，X为{number_of(value)}{twice}" + (f"加{value.plus}" if value.plus else "")
        if value.kind == "life_total":
            return "，X为你的总生命"
        stat = {"power": "力量", "toughness": "防御力", "mana_value": "总法术力费用"}[value.kind]
        if value.of in ("that", "spell"):
            noun = "咒语" if value.of == "spell" else {"artifact": "神器", "enchantment": "结界"}.get(value.card_kind, "生物")
            return f"，X为该{noun}的{stat}"
        if value.of == "self":
            return f"，X为~的{stat}"
        if value.of.startswith("sacrificed"):
            return f"，X为所牺牲之{'神器' if value.of.endswith('artifact') else '生物'}的{stat}"
        return f"，X为其{stat}"
    return ""


def number_of(q: Quantity) -> str:
    """What a count counts, as a number: "你操控的树林的数量", "你的手牌数量", "所有坟墓场中的生物牌的数量"."""
    if q.kind == "count":
        assert q.group is not None
        return f"{'该牌手操控的' if q.whose == 'it' else ''}{group(q.group)}的数量"
    if q.kind == "counters":
        return f"{'~' if q.of == 'self' else '它'}上的{counter_zh(q.counter)}指示物的数量"
    if q.kind == "hand" and not q.card_kind:
        return "你的手牌数量" if q.whose == "you" else "该牌手的手牌数量"
    if q.named:
        return f"{zone_zh(q)}{cards_zh(q)}的数量"
    return f"{zone_zh(q)}的{cards_zh(q)}的数量"


def _cost(cost: Cost) -> str:
    return ability_cost_zh(cost, count_word, group)


_sentences = sentences_zh  # one sentence per instruction, a player's second verb after the first


def _noun(g: Group | Target) -> str:
    if g.kind == "graveyard_card":  # "瞬间或法术牌", "牌"
        most = g.mana_value_max if isinstance(g, Target) else None
        limit = f"总法术力费用等于或小于{most}的" if most is not None else ""
        subs = [SUBTYPES.get(s, ("", s))[1] or s for s in g.subtypes[:1]]
        if subs and g.any_of == ("permanent",):  # "反抗军永久物牌"
            return limit + subs[0] + "永久物牌"
        extra = "".join(CARD_TYPES_ZH[t] for t in (g.types_all if isinstance(g, Target) else ()))  # "神器生物牌"
        return limit + extra + "或".join([CARD_TYPES_ZH[k] for k in g.any_of] + subs) + "牌"
    if g.any_of:
        words = [TYPES_ZH[k] for k in g.any_of]
        conj = "或" if isinstance(g, Target) else "和"
        return "、".join(words[:-1]) + conj + words[-1]
    if g.subtypes and g.kind in ("creature", "land"):
        return SUBTYPES.get(g.subtypes[0], ("", g.subtypes[0]))[1] or g.subtypes[0]
    if isinstance(g, Target) and g.kind == "spell" and g.spell_types:
        if g.spell_types == ("instant", "sorcery"):
            return "瞬间或法术咒语"
        return "生物咒语" if g.spell_types[0] == "creature" else "非生物咒语"
    if isinstance(g, Target) and g.types_all:
        return "".join(TYPES_ZH[t] for t in g.types_all) + TYPES_ZH[g.kind]
    return {"creature_or_player": "生物或牌手", "artifact_or_enchantment": "神器或结界", "creature_card": "生物牌",
            "opponent": "对手"}.get(g.kind) or TYPES_ZH[g.kind]


#: the qualities written before the colour and the noun (``engine.text.card_quals``)
_QUALITIES = {"with": "具有{}异能的", "without": "不具有{}异能的", "power_min": "力量等于或大于{}的",
              "power_max": "力量等于或小于{}的", "mana_value_max": "总法术力费用等于或小于{}的"}


def _quals(g: Group | Target) -> str:
    out = ""
    if g.controller == "you":
        out += "你操控的"
    elif g.controller == "opponent" and g.kind != "player":
        out += "对手操控的"
    out += CHOSEN_ZH[g.chosen] if isinstance(g, Group) and g.chosen else ""
    if g.status == "damaged_by_self":
        out += "本回合中受到过~伤害的"
    nons = (["非衍生物"] if g.nontoken else []) + [f"非{NON_ZH.get(t, TYPES_ZH.get(t, t))}" for t in g.not_types] + [
        f"非{COLOR_ZH[c]}" for c in g.not_colors]
    if nons:
        out += "、".join(nons) + "的"
    status = {"attacking": "进行攻击的", "blocking": "进行阻挡的", "attacking_or_blocking": "进行攻击或阻挡的",
              "tapped": "已横置的", "untapped": "未横置的"}
    if g.status in status:
        out += status[g.status]
    out += "".join(quality_phrases(g, _QUALITIES, keyword))
    if g.colors:
        out += "或".join(COLOR_ZH[c] for c in g.colors)
    return out


def target(t: Target) -> str:
    if t.count > 1 and t.min_count == 0:  # 至多三个目标生物
        return f"至多{NUMBER_ZH[t.count]}个目标" + _quals(t) + _noun(t)
    if t.min_count > 1:
        return f"{NUMBER_ZH[t.count]}个目标" + _quals(t) + _noun(t)
    return ("另一个" if t.other else "") + "目标" + _quals(t) + _noun(t)


def group(g: Group) -> str:
    if g.kind == "player":
        return "对手" if g.controller == "opponent" else "牌手"
    return ("其他" if g.other else "") + _quals(g) + _noun(g)


_REFS = {"self": "~", "enchanted": "受此结界的生物", "equipped": "佩带此武具的生物", "it": "它", "you": "你",
         "its_controller": "其操控者", "that_player": "该牌手", "same_player": "该牌手", "unsaid": ""}


def subject(s: Any) -> str:
    if isinstance(s, Target):
        return target(s)
    if isinstance(s, Group) and s.controller == "target_opponent":
        return "目标对手操控的每个" + group(Group(**{**s.__dict__, "controller": None}))
    if isinstance(s, Group):
        return ("每位" if s.kind == "player" else "每个") + group(s)
    return _REFS[s]


def player(who: Any) -> str:
    return subject(who)


def effect(e: Effect) -> str:
    return e.render_zh()


def _triggered(a: TriggeredAbility) -> str:
    if a.keyword:
        keyword, arg, land = a.keyword.split("|")
        number_ = int(arg) if keyword in NUMBERED_KEYWORDS else 0
        mana_ = tuple(arg.split(",")) if arg and not number_ else ()
        return keyword_ability(KeywordAbility(keyword, mana=mana_, number=number_, land=land))
    if a.event == "turned_face_up":
        return f"当~翻回正面时，{_sentences(a.effects)}"
    if a.event == "tapped_for_mana":
        return f"每当受此结界的地被横置以产生法术力时，其操控者加{effect(a.effects[0])[1:-len('到你的法术力池中')]}到其法术力池中。"
    head = trigger_head(a)
    cond = condition(a.condition) if a.condition else ""
    may = "你可以" if a.optional else ""
    body = _sentences(a.effects)
    if may and body.startswith("你"):
        body = body[1:]
    return f"{head}，{cond}{may}{body}"


def trigger_head(a: TriggeredAbility) -> str:
    from engine.text.trigger_heads import head_zh, spell_quality_zh

    subj = a.subject
    era = head_zh(a, group)
    if era is not None:
        return era
    if isinstance(subj, Group) and a.event in ("enters", "dies", "cast"):
        g = subj
        if a.event == "cast":
            who = {"you": "你", "opponent": "一位对手"}.get(g.controller or "", "一位牌手")
            qual = spell_quality_zh(g)
            return f"每当{who}使用{qual}咒语时"
        noun = group(g)
        art = "另一个" + noun[2:] if g.other else "一个" + noun
        verb = w("comes_into_play") if a.event == "enters" else w("dies")
        if a.also_self:
            return f"每当~或{art}{verb}时"
        return f"每当{art}{verb}时"
    if a.event == "blocks_or_blocked_attached" and isinstance(subj, Group):
        return f"每当受此结界的生物阻挡或被一个{group(subj)}阻挡时"
    if a.event == "blocks_or_blocked" and isinstance(subj, Group):
        return f"每当~阻挡或被一个{group(subj)}阻挡时"
    if a.event == "control_none" and isinstance(subj, Group):
        return f"当你未操控{group(subj)}时"
    if a.event == "upkeep" and subj == "enchanted":
        return f"在受此结界的{ATTACHED_ZH.get(a.attached, a.attached)}之操控者的维持开始时"
    if a.event == "tapped":
        return "每当受此结界的地成为横置时" if subj == "enchanted" else "每当~成为横置时"
    if subj in ("enchanted", "equipped"):
        who = _REFS[subj]
        if a.event == "dies":
            return f"当{who}{w('dies')}时"
        return f"每当{who}{_to(a)}造成" + ("战斗" if a.combat else "") + "伤害时"
    return {
        "draw_step": "在每位牌手的抓牌步骤开始时",
        "enters": f"当~{w('comes_into_play')}时", "leaves": f"当~{w('leaves_play')}时", "dies": f"当~{w('dies')}时",
        "attacks": "每当~攻击时",
        "blocks": "每当~阻挡时", "blocked": "每当~被阻挡时", "dealt_damage": "每当~受到伤害时",
        "deals_damage": "每当~" + _to(a) + "造成" + ("战斗" if a.combat else "") + "伤害时",
        "upkeep": "在" + ("你的" if subj == "you" else "每位牌手的") + "维持开始时",
        "end_of_turn": "在回合结束时",
    }[a.event]


def _to(a: TriggeredAbility) -> str:
    return "对牌手" if a.to_player else "对对手" if a.to_opponent else "对生物" if a.to_creature else ""


def cond_zh(c: Condition) -> str:
    """A condition as both 如果… and 只要… read it (one grammar rule, ``cond``)."""
    return condition_words_zh(c, group, count_word)


as_long = cond_zh  # "as long as" reads the same words as "if" (只要… / 如果…)


def condition(c: Condition) -> str:
    return f"如果{cond_zh(c)}，"



def _static(a: StaticAbility) -> str:
    if (chosen := entry_choice_zh(a, kws)) is not None:
        return chosen
    restrictive = a.keywords and all(is_restriction(k) for k in a.keywords)
    if a.replacement is not None:
        return replacement(a.replacement)
    if a.change is not None:  # 受此结界的生物失去所有异能。/ 受此结界的地是沼泽。
        assert not isinstance(a.affected, Group)  # a change is built for the card itself or what it's attached to
        who = "受此结界的地" if a.change.land_type is not None else _REFS[a.affected]
        gets = f"得{pt(a.power, a.toughness)}且" if a.power or a.toughness else ""
        return f"{who}{gets}{'，并'.join(change_zh(a.change, kws, static=True))}。"
    if a.cda is not None:
        what = {"power": "力量", "toughness": "防御力"}.get(a.cda_sets, "力量与防御力各")
        return f"~的{what}等同于{number_of(a.cda)}。"
    if a.scaled_by is not None:  # 你操控的树林每有一个，受此结界的生物得+1/+1。
        who = group(a.affected) if isinstance(a.affected, Group) else _REFS[a.affected]
        return f"{for_each(a.scaled_by)}{who}得{pt(a.power, a.toughness)}。"
    if a.keywords == ("prevent_damage_to",) and a.affected in _REFS:
        return f"防止将对{_REFS[a.affected]}造成的所有伤害。"
    if a.keywords == ("prevent_damage_by",) and a.affected in _REFS:
        return f"防止{_REFS[a.affected]}将造成的所有伤害。"
    if a.affected == "self":
        if a.condition is not None:
            word = "门槛——" if a.condition.kind == "graveyard_at_least" and a.condition.value == 7 else ""
            if a.power or a.toughness:
                also = f"且具有{kws(a.keywords)}" if a.keywords else ""
                return f"{word}只要{as_long(a.condition)}，~得{pt(a.power, a.toughness)}{also}。"
            return f"{word}只要{as_long(a.condition)}，~具有{kws(a.keywords)}。"
        if a.keywords == ("vigilance",):
            return "~攻击时不需横置。"
        if a.keywords == ("enters_tapped",):
            return f"~{w('comes_into_play')}时须横置。"
        if a.keywords == ("lure",):
            return "所有能阻挡~的生物都须阻挡它。"
        if a.keywords == ("may_not_untap",):
            return "你可以选择在你的重置步骤中不重置~。"
        if a.keywords == ("cant_lose_game",):
            return "你不会输掉这盘游戏，且你的对手不会赢得这盘游戏。"
        if a.keywords == ("prevent_combat_damage",):
            return "防止将对~造成以及~将造成的所有战斗伤害。"
        if a.keywords[0].startswith(("enters_with:", "enters_with_if_kicked:")):
            head, kind, n = a.keywords[0].split(":")
            many = "X" if n == "X" else count_word(int(n))
            if head == "enters_with_if_kicked":
                return f"如果~已增幅，它{w('comes_into_play')}时上面有{many}个{kind}指示物。"
            return f"~{w('comes_into_play')}时上面有{many}个{counter_zh(kind)}指示物。"
        return f"~{restriction_zh(a.keywords, '你的')}。"
    who = group(a.affected) if isinstance(a.affected, Group) else _REFS[a.affected]
    if a.granted_activated:
        inner = ability(a.granted_activated[0]).replace("~", "此生物")
        return f"{who}具有“{inner}”。"
    if a.keywords == ("control",):
        return f"你操控{who}。"
    if a.keywords == ("lure",):
        return f"所有能阻挡{who}的生物都须阻挡它。"
    if a.keywords == ("prevent_combat_damage",) and a.affected != "self":
        return f"防止将对{who}造成以及其将造成的所有战斗伤害。"
    if restrictive and not (a.power or a.toughness):
        return f"{who}{restriction_zh(a.keywords)}。"
    restrictions = tuple(k for k in a.keywords if is_restriction(k))
    plain = tuple(k for k in a.keywords if not is_restriction(k))
    if restrictions and not (a.power or a.toughness):
        return f"{who}{restriction_zh(restrictions)}，且具有{kws(plain)}。"
    if restrictions:
        return f"{who}得{pt(a.power, a.toughness)}且{restriction_zh(restrictions)}。"
    if not (a.power or a.toughness):
        return f"{who}具有{kws(a.keywords)}。"
    extra = f"且具有{kws(a.keywords)}" if a.keywords else ""
    if a.granted_triggers:
        inner = _triggered(a.granted_triggers[0]).replace("~", "此生物")
        return f"{who}得{pt(a.power, a.toughness)}{extra}与“{inner}”。"
    return f"{who}得{pt(a.power, a.toughness)}{extra}。"
