"""Parse-tree rules of costs paid as a spell or ability resolves (issue 21, amounts): "you may
<cost>. If you do, <effect>." and "If you don't, <effect>.", "<effect> unless you <cost>." (the
printed Chinese 除非你<cost>，否则<effect>), and "<effect> if you don't control a <group>.".

A cost is mana or life ("you may pay {1}", the older ``may_pay``) or one of the instructions a
player can tell he or she carried out in full (``engine.rules.resolution_costs``: sacrifice ~, it,
a or two permanents of a group, discard cards, put counters on ~); all build one ``PayOption``, so
"If you don't, X" after any cost is "X unless you <cost>". "If you do" reads the sentence before it:
the "you may" of a triggered ability (its choice becomes the payment's) or "you may pay".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.abilities import Condition, Group, PayOption, TriggeredAbility
from engine.cardlang.build_effects import EffectRules
from engine.cardlang.build_terms import Marker, Payment, first, number, of
from engine.effects.conditional import IfCondition
from engine.effects.discard import Discard
from engine.effects.sacrifice import Sacrifice
from engine.model.effect import Effect
from engine.rules.resolution_costs import is_cost
from engine.text.vocab import TYPES_ZH

#: the markers of "If you do, ..." / "If you don't, ..." (value: the effects that follow)
IF_DONE = ("if_you_do", "if_you_dont")


class CostRules(EffectRules):
    """Costs paid on resolution and what depends on them."""

    def if_you_do(self, c: list[Any]) -> Marker:
        return Marker("if_you_do", _effects(c))

    def if_you_dont(self, c: list[Any]) -> Marker:
        return Marker("if_you_dont", _effects(c))

    def may_pay(self, c: list[Any]) -> PayOption:
        """"You may pay {1}. If you do, <effect>." / "If you don't, <effect>." (mana or life)."""
        pay = of(c, Payment)[0]
        done = _if_done(c)
        return PayOption(done.value, "you", pay.mana, pay.life, unless=done.kind == "if_you_dont")

    def unless_cost(self, c: list[Any]) -> PayOption:
        """"<effect> unless you <cost>." (the cost is the second instruction; printed Chinese puts
        it first: 除非你<cost>，否则<effect>。)."""
        effect, cost = _two_effects(c)
        return PayOption((effect,), "you", unless=True, cost=_checked_cost(cost))

    def unless_cost_first(self, c: list[Any]) -> PayOption:
        """除非你<cost>，否则<effect>。 (the printed Chinese order of "<effect> unless you <cost>")."""
        cost, effect = _two_effects(c)
        return PayOption((effect,), "you", unless=True, cost=_checked_cost(cost))

    def sacrifice_n(self, c: list[Any]) -> Sacrifice:
        """"Sacrifice two lands" (each player the sentence names sacrifices that many)."""
        n = int(number(str(first(c, "NUMBER_WORD"))))
        return Sacrifice(of(c, Group)[0], self._player(c), count=n)

    def discard_kind(self, c: list[Any]) -> Discard:
        """"Discard a creature card" (弃一张生物牌): one card of that type, "non…" any other."""
        word = str(first(c, "KIND_CARD"))
        kind = next(en for en, zh in TYPES_ZH.items() if en in word or zh in word)
        non = "non" in word or "非" in word
        return Discard(1, self._player(c), kind=("non" + kind) if non else kind)

    def if_control_none(self, c: list[Any]) -> IfCondition:
        return IfCondition(Condition("control_none", group=of(c, Group)[0]), _effects(c))


def fold_if_done(ability: TriggeredAbility) -> TriggeredAbility:
    """A "you may" trigger whose first instruction is a cost and whose next sentence says "If you
    do" / "If you don't": the trigger's choice becomes whether to pay that cost (declining it still
    carries out "If you don't"), so the ability itself is no longer optional."""
    effects = list(ability.effects)
    marks = [i for i, e in enumerate(effects) if isinstance(e, Marker) and e.kind in IF_DONE]
    if not marks:
        return ability
    if marks != [1] or not ability.optional:
        raise ValueError("\"if you do\" follows \"you may <cost>\"")
    done = effects[1]
    assert isinstance(done, Marker)  # marks == [1]
    option = PayOption(done.value, "you", unless=done.kind == "if_you_dont", cost=_checked_cost(effects[0]))
    return replace(ability, effects=(option, *effects[2:]), optional=False)


def no_if_done(c: list[Any]) -> None:
    """"If you do" with no "you may" before it (a spell's or activated ability's) is refused."""
    for x in c:
        for item in x if isinstance(x, list) else [x]:
            if isinstance(item, Marker) and item.kind in IF_DONE:
                raise ValueError("\"if you do\" follows \"you may <cost>\"")


def _effects(c: list[Any]) -> tuple[Effect, ...]:
    found: list[Any] = []
    for x in c:
        found.extend(x if isinstance(x, list) else [x])
    effects = tuple(x for x in found if isinstance(x, Effect))
    if not effects:
        raise ValueError("no effect")
    return effects


def _if_done(c: list[Any]) -> Marker:
    return next(x for x in c if isinstance(x, Marker) and x.kind in IF_DONE)


def _two_effects(c: list[Any]) -> tuple[Effect, Effect]:
    effects = [x for x in c if isinstance(x, Effect)]
    if len(effects) != 2:
        raise ValueError("one effect unless one cost")
    return effects[0], effects[1]


def _checked_cost(effect: Effect) -> Effect:
    if not is_cost(effect):
        raise ValueError(f"{type(effect).__name__} can't be paid as a cost")
    return effect


__all__ = ["IF_DONE", "CostRules", "fold_if_done", "no_if_done"]
