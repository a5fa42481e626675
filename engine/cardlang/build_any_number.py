"""Parse-tree rules of amounts that count what the player chose: "any number of" ("{T}, Remove any
number of storage counters from ~:", "Sacrifice any number of creatures.", "Discard any number of
cards."), what was done "this way" ("Add {B} for each storage counter removed this way.", "You gain
3 life for each creature sacrificed this way", "for each sacrificed creature"), mana added "for
each" object counted (the Batteries' "Add {B}, then add an additional {B} for each ..."), and
", where X is that artifact's mana value / its toughness / ~'s power / your life total".

"This way" refers back to an instruction of the same ability: the counters removed to pay its cost,
or the "any number of" sacrifice or discard before it. A "this way" that names nothing the ability
did is refused (``check_this_way``), not read as zero.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.abilities import Cost, Discard, Group, Quantity
from engine.cardlang.build_amounts import with_x_all
from engine.cardlang.build_effects import EffectRules
from engine.cardlang.build_terms import first, of
from engine.effects.mana import AddMana
from engine.effects.modal import Modal
from engine.effects.sacrifice import Sacrifice
from engine.model.effect import Effect
from engine.model.targeting import ANY_NUMBER
from engine.rules.ability_costs import ANY_COUNTERS
from engine.text.counter_names import counter_from_zh

#: the card types a discard "of any number of" names (English and Chinese words)
CARD_TYPES = {"creature": "creature", "land": "land", "artifact": "artifact", "enchantment": "enchantment",
              "生物": "creature", "地": "land", "神器": "artifact", "结界": "enchantment"}
#: the X of ", where X is ...": (the Quantity's kind, whose it is)
STATS = {"power": "power", "toughness": "toughness", "mana value": "mana_value",
         "converted mana cost": "mana_value", "力量": "power", "防御力": "toughness", "总法术力费用": "mana_value"}


class AnyNumberRules(EffectRules):
    """"any number of", "this way", mana for each, and the X of a permanent or a life total."""

    def cost_remove_any_counters(self, c: list[Any]) -> tuple[str, Any]:
        return ("remove_counters", (_counter(c), ANY_COUNTERS))

    def sacrifice_any_number(self, c: list[Any]) -> Sacrifice:
        return Sacrifice(of(c, Group)[0], "you", count=ANY_NUMBER)

    def discard_any_number(self, c: list[Any]) -> Discard:
        return Discard(ANY_NUMBER, "you", kind=_card_type(str(first(c, "ANY_CARDS") or "")))

    def add_mana_additional(self, c: list[Any]) -> AddMana:
        """"Add {B}, then add an additional {B} for each charge counter removed this way."""
        base, more = [m for m in c if isinstance(m, tuple)][:2]
        if any(s.isdigit() for s in base + more):
            raise ValueError("the Batteries add coloured mana")
        return AddMana(more, per=of(c, Quantity)[0], base=base)

    def counted_removed(self, c: list[Any]) -> Quantity:
        return Quantity("removed_this_way", counter=_counter(c))

    def counted_sacrificed(self, c: list[Any]) -> Quantity:
        return Quantity("sacrificed_this_way", of(c, Group)[0])

    def counted_discarded(self, c: list[Any]) -> Quantity:
        words = " ".join(str(t) for t in c if isinstance(t, Token))
        return Quantity("discarded_this_way", card_kind=_card_type(words))

    def where_x_of(self, c: list[Any]) -> Effect | list[Effect]:
        q = _of_quantity(str(first(c, "WHERE_X_OF", "ZH_OF")))
        return with_x_all(c, q)


def _of_quantity(word: str) -> Quantity:
    word = word.removeprefix(", where x is ")
    if word in ("your life total", "你的总生命"):
        return Quantity("life_total", x=True)
    kind = next(v for k, v in STATS.items() if word.endswith(k))
    if word.startswith(("~", "~的")):
        return Quantity(kind, of="self", x=True)
    if word.startswith(("its", "其")):
        if kind == "power":
            raise ValueError("\"where X is its power\" is the pump's")
        return Quantity(kind, of="it", x=True)
    noun = "enchantment" if ("enchantment" in word or "结界" in word) else "artifact"
    return Quantity(kind, of="that", x=True, card_kind=noun)


def _counter(c: list[Any]) -> str:
    word = str(first(c, "COUNTER_NAME") or "")
    return counter_from_zh().get(word, word)


def _card_type(words: str) -> str:
    return next((v for k, v in CARD_TYPES.items() if k in words), "")


def _quantities(effect: Effect) -> list[Quantity]:
    return [v for v in vars(effect).values() if isinstance(v, Quantity)]


def check_this_way(effects: tuple[Any, ...], cost: Cost | None = None) -> None:
    """Refuse a "this way" that names nothing the ability did: the counters removed must be its
    cost's, the creatures sacrificed or cards discarded an "any number of" instruction's before it."""
    for effect in effects:
        if isinstance(effect, Modal):
            for mode in effect.modes:
                check_this_way(mode, cost)
    if cost is not None and cost.remove_counters and cost.remove_counters[1] == ANY_COUNTERS and "X" in cost.mana:
        raise ValueError("the activation's number is the counters removed: an {X} besides is not read")
    done: list[Effect] = []
    for effect in (e for e in effects if isinstance(e, Effect)):
        for q in _quantities(effect):
            if q.kind == "removed_this_way" and not (cost is not None and cost.remove_counters
                                                     and cost.remove_counters[0] == q.counter):
                raise ValueError("no counters removed this way")
            if q.kind == "sacrificed_this_way" and not any(
                    isinstance(d, Sacrifice) and d.count == ANY_NUMBER and isinstance(d.what, Group)
                    and d.what == q.group for d in done):
                raise ValueError("nothing sacrificed this way")
            if q.kind == "discarded_this_way" and not any(
                    isinstance(d, Discard) and d.count == ANY_NUMBER and d.kind == q.card_kind for d in done):
                raise ValueError("nothing discarded this way")
        done.append(effect)


__all__ = ["AnyNumberRules", "check_this_way"]
