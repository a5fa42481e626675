"""Template names of parsed abilities, for the card library's coverage report.

    >>> from engine.model.abilities import KeywordLine
    >>> template_names(KeywordLine(("flying", "protection:B")))
    ['keyword:flying', 'keyword:protection']
"""

from __future__ import annotations

from engine.model.abilities import (
    Ability,
    ActivatedAbility,
    CastingRule,
    EnchantLine,
    KeywordAbility,
    KeywordLine,
    SpellLine,
    StaticAbility,
    TriggeredAbility,
)
from engine.model.effect import Effect
from engine.model.targeting import Group


def effect_names(effects: tuple[Effect, ...]) -> list[str]:
    return [name for e in effects for name in e.template_names()]


def template_names(ability: Ability) -> list[str]:
    """The template names one parsed ability line uses (ability kind, costs, triggers, effects)."""
    if isinstance(ability, KeywordLine):
        return [f"keyword:{k.split(':')[0]}" for k in ability.keywords]
    if isinstance(ability, EnchantLine):
        return ["enchant"]
    if isinstance(ability, KeywordAbility):  # an era keyword with a cost or a number (cycling, echo, rampage)
        return [f"keyword:{ability.keyword}"]
    if isinstance(ability, CastingRule):
        return [f"casting_rule:{ability.kind}"]
    if isinstance(ability, SpellLine):
        return ["spell", *effect_names(ability.effects)]
    if isinstance(ability, ActivatedAbility):
        kind = "equip" if ability.equip else "mana_ability" if ability.is_mana_ability else "activated"
        cost = ability.cost
        parts = [p for p, on in (("tap", cost.tap), ("mana", cost.mana), ("x", "X" in cost.mana),
                                 ("sacrifice_self", cost.sacrifice_self), ("sacrifice", cost.sacrifice),
                                 ("discard", cost.discard), ("life", cost.life)) if on]
        limits = (["limit:once_each_turn"] if ability.once_per_turn else []) + (
            ["limit:sorcery"] if ability.sorcery_speed and not ability.equip else [])
        return [kind, *(f"cost:{p}" for p in parts), *limits, *effect_names(ability.effects)]
    if isinstance(ability, TriggeredAbility):
        subject = "group" if isinstance(ability.subject, Group) else str(ability.subject)
        out = [f"trigger:{ability.event}", f"trigger_subject:{subject}"]
        if ability.condition is not None:
            out.append(f"intervening_if:{ability.condition.kind}")
        if ability.optional:
            out.append("may")
        return out + effect_names(ability.effects)
    assert isinstance(ability, StaticAbility)
    a = ability.affected
    if isinstance(a, Group):
        kind = "lord" if (a.other or a.subtypes) else "anthem"
    else:
        kind = {"self": "self", "enchanted": "aura", "equipped": "equipment"}[a]
    out = [f"static:{kind}"]
    if ability.change is not None:  # "Enchanted creature loses all abilities." (issue 22)
        out.append("static:characteristics")
    out += [f"static:{k.split(':')[0]}" for k in ability.keywords if k in _RESTRICTION_NAMES]
    return out


_RESTRICTION_NAMES = {"cant_attack", "cant_block", "unblockable", "attacks_each_turn", "block_only_flyers",
                      "block_as_flying", "vigilance"}
