"""Parse-tree rules of counted numbers (issue 21, amounts): "<effect> for each <counted>",
"<effect>, where X is the number of <counted>", "... equal to the number of <counted>", and the
static abilities that count ("~ gets +1/+1 for each Forest you control", "~'s power and toughness
are each equal to the number of cards in your hand").

A count is a ``Quantity`` put in place of the effect's own number, so every effect with a number
takes every counted phrase the same way: "for each" multiplies the number the sentence gives (1
damage, 2 life, +1/+0), "where X is" and "equal to" stand for its X. An effect whose number can't be
counted (one with no number, or divided damage) is refused rather than read without its count.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from engine.abilities import (
    CounterSpell,
    DealDamage,
    Discard,
    DrawCards,
    GainLife,
    Group,
    LoseLife,
    Pump,
    Quantity,
    RevealDiscard,
    StaticAbility,
    Target,
)
from engine.cardlang.build_effects import EffectRules
from engine.cardlang.build_terms import ATTACHED, PT, Count, Player, first, number, of, tokens_of
from engine.effects.attach import Attach
from engine.effects.counters import PutCounters
from engine.effects.look import LookAtLibrary
from engine.effects.mana import AddMana
from engine.effects.prevent import PreventDamage
from engine.effects.tokens import CreateTokens
from engine.model.effect import Effect
from engine.text.counter_names import counter_from_zh

#: the fields that hold each effect's number (``CreateTokens``'s power and toughness are not one)
NUMBER_FIELDS: dict[type, tuple[str, ...]] = {
    DealDamage: ("amount",), GainLife: ("amount",), LoseLife: ("amount",), DrawCards: ("count",),
    Pump: ("power", "toughness"), PutCounters: ("count",), CreateTokens: ("count",), LookAtLibrary: ("count",),
    Discard: ("count",), PreventDamage: ("amount",),
}

#: English and Chinese words of the zones counted ("cards in your hand", 你的坟墓场中)
ZONE = {"your hand": ("hand", "you"), "that player's hand": ("hand", "it"), "his or her hand": ("hand", "it"),
        "his or her graveyard": ("graveyard", "it"), "that player's graveyard": ("graveyard", "it"),
        "该牌手的坟墓场中": ("graveyard", "it"),
        "your graveyard": ("graveyard", "you"), "all graveyards": ("graveyard", "all"),
        "你手上": ("hand", "you"), "该牌手手上": ("hand", "it"), "你的坟墓场中": ("graveyard", "you"),
        "所有坟墓场中": ("graveyard", "all"), "你的手牌数量": ("hand", "you"), "该牌手的手牌数量": ("hand", "it")}
CARD_KIND = {"creature": "creature", "artifact": "artifact", "enchantment": "enchantment", "land": "land",
             "生物": "creature", "神器": "artifact", "结界": "enchantment", "地": "land"}


def _number_fields(effect: Any) -> tuple[str, ...]:
    if not isinstance(effect, Effect) or type(effect) not in NUMBER_FIELDS or getattr(effect, "divided", False):
        raise ValueError(f"{type(effect).__name__} has no number to count")
    return NUMBER_FIELDS[type(effect)]


def scaled(effect: Any, q: Quantity) -> Effect:
    """"<effect> for each <counted>": each number the effect gives becomes that many per object
    ("Add {G} for each Elf you control": the mana, once per object; "discards a card for each")."""
    if isinstance(effect, AddMana) and effect.mana and effect.per is None and not effect.base:
        return replace(effect, per=q)
    if isinstance(effect, Discard) and (effect.count != 1 or effect.kind or effect.random):
        raise ValueError("a card is discarded for each object counted")
    changes: dict[str, Any] = {}
    for name in _number_fields(effect):
        value = getattr(effect, name)
        if not isinstance(value, int):
            raise ValueError("only a number can be counted \"for each\"")
        if value:
            changes[name] = replace(q, per=value)
    if not changes:
        raise ValueError("nothing to count")
    counted: Effect = replace(effect, **changes)
    return counted


def with_x(effect: Any, q: Quantity) -> Effect:
    """"<effect>, where X is the number of <counted>": the effect's X is the count."""
    changes: dict[str, Any] = {}
    for name in _number_fields(effect):
        value = getattr(effect, name)
        if value in ("X", "-X"):
            changes[name] = replace(q, x=True, per=(-1 if value == "-X" else 1) * q.per)
    if not changes:
        raise ValueError("\"where X is\" needs an X")
    bound: Effect = replace(effect, **changes)
    return bound


def with_x_all(children: list[Any], q: Quantity) -> Effect | list[Effect]:
    """", where X is …" after one sentence or two joined ones: every effect among a rule's
    children takes the X (one effect alone, else the list the sentence rule joins)."""
    effects = of(children, Effect)
    if not effects:
        raise ValueError("no effect")
    done = [with_x(e, q) for e in effects]
    return done[0] if len(done) == 1 else done


class AmountRules(EffectRules):
    """Counted numbers: what is counted, and the sentences and statics that count it."""

    # ---- what is counted -----------------------------------------------------------------------
    def counted_permanents(self, c: list[Any]) -> Quantity:
        return Quantity("count", of(c, Group)[0])

    def counted_permanents_theirs(self, c: list[Any]) -> Quantity:
        """"Swamps he or she controls" (该牌手操控的沼泽): the permanents of the player the sentence
        acts on, whoever controls the ability."""
        group: Group = of(c, Group)[0]
        if group.controller is not None:
            raise ValueError("one controller for the permanents counted")
        return Quantity("count", group, whose="it")

    def counted_permanents_yours(self, c: list[Any]) -> Quantity:
        """"你每操控一个树林" (as printed): the Forests you control."""
        return Quantity("count", replace(of(c, Group)[0], controller="you"))

    def counted_cards(self, c: list[Any]) -> Quantity:
        if of(c, Quantity):
            return of(c, Quantity)[0]
        words = [str(t) for t in c if isinstance(t, Token)]
        zone = next(w for w in words if w in ZONE)
        named = bool(first(c, "CARDS_NAMED"))
        kind, whose = ZONE[zone]
        card_kind = ""
        for word in words:
            head = word.split(" ")[0]
            if head in CARD_KIND and word != zone:
                card_kind = CARD_KIND[head]
        return Quantity(kind, whose=whose, card_kind="" if named else card_kind, named=named)

    def counted_counters(self, c: list[Any]) -> Quantity:
        """"for each charge counter on ~" / "the number of +1/+1 counters on it" (as it last existed)."""
        kind = first(c, "COUNTER_KIND", "COUNTER_NAME") or ""
        it = any(str(t) == "it" or str(t).startswith(("它", "其")) for t in c if isinstance(t, Token))
        return Quantity("counters", of="it" if it else "self", counter=counter_from_zh().get(kind, kind))

    # ---- targets -------------------------------------------------------------------------------
    def target_up_to(self, c: list[Any]) -> Target:
        """"up to three target creatures": from none to three of them (409.1c)."""
        n = int(number(str(first(c, "NUMBER_WORD"))))
        if n < 2:
            raise ValueError("\"up to one target\" is not read yet")
        return replace(of(c, Target)[0], count=n, min_count=0)

    def sentence(self, c: list[Any]) -> Any:
        return _one_target_each(super().sentence(c))

    def compound(self, c: list[Any]) -> list[Any]:
        return [_one_target_each(e) for e in super().compound(c)]

    # ---- counters named by a word ----------------------------------------------------------------
    def cost_remove_named_counters(self, c: list[Any]) -> tuple[str, Any]:
        return ("remove_counters", (_counter_name(c), of(c, Count)[0].value))

    def put_named_counters(self, c: list[Any]) -> PutCounters:
        return PutCounters(_counter_name(c), of(c, Count)[0].value, self._subject(c))

    def static_enters_named_counters(self, c: list[Any]) -> StaticAbility:
        n = of(c, Count)[0].value if of(c, Count) else "X"
        return StaticAbility("self", keywords=(f"enters_with:{_counter_name(c)}:{n}",))

    # ---- sentences -----------------------------------------------------------------------------
    def counted_for_each(self, c: list[Any]) -> Effect:
        q = of(c, Quantity)[0]
        return scaled(self._one_effect(c), q)

    def counted_where_x(self, c: list[Any]) -> Effect | list[Effect]:
        q = _twice(c, of(c, Quantity)[0])
        plus = first(c, "WHERE_X_PLUS", "X_PLUS")
        if plus:  # "where X is 1 plus the number of ..." / "X为...的数量加1"
            q = replace(q, plus=int(re.search(r"[0-9]+", str(plus)).group()))  # type: ignore[union-attr]
        return with_x_all(c, q)

    def where_x_stat(self, c: list[Any]) -> Effect | list[Effect]:
        """"<effect>, where X is that creature's power / that spell's mana value" (该生物的力量)."""
        q = _stat_quantity(str(first(c, "WHERE_X_STAT", "ZH_STAT")))
        return with_x_all(c, q)

    def deal_damage_stat(self, c: list[Any]) -> DealDamage:
        """"~ deals damage equal to the sacrificed creature's power to any target" (所牺牲生物的力量)."""
        subjects = of(c, list)[0]
        q = _stat_quantity(str(first(c, "SACRIFICED_STAT", "ZH_STAT")))
        return DealDamage(q, subjects[0], tuple(subjects[1:]))

    def gain_life_stat(self, c: list[Any]) -> GainLife:
        return GainLife(_stat_quantity(str(first(c, "SACRIFICED_STAT"))), self._counted_player(c))

    def draw_stat(self, c: list[Any]) -> DrawCards:
        return DrawCards(_stat_quantity(str(first(c, "SACRIFICED_STAT"))), self._counted_player(c))

    def _one_effect(self, c: list[Any]) -> Any:
        found = [x for x in c if isinstance(x, Effect)]
        if len(found) != 1:
            raise ValueError("one effect counted")
        return found[0]

    def deal_damage_counted(self, c: list[Any]) -> DealDamage:
        subjects = of(c, list)[0]
        return DealDamage(replace(_twice(c, of(c, Quantity)[0]), x=True), subjects[0], tuple(subjects[1:]))

    def gain_life_counted(self, c: list[Any]) -> GainLife:
        return GainLife(replace(_twice(c, of(c, Quantity)[0]), x=True), self._counted_player(c))

    def lose_life_counted(self, c: list[Any]) -> LoseLife:
        return LoseLife(replace(_twice(c, of(c, Quantity)[0]), x=True), self._counted_player(c))

    def draw_counted(self, c: list[Any]) -> DrawCards:
        return DrawCards(replace(_twice(c, of(c, Quantity)[0]), x=True), self._counted_player(c))

    def gain_life_lost(self, c: list[Any]) -> GainLife:
        """"You gain life equal to the life lost this way": the life the instructions before it made
        players lose as this spell or ability resolved."""
        return GainLife("life_lost", self._counted_player(c))

    def draw_x(self, c: list[Any]) -> DrawCards:
        """"Draw X cards" (X chosen as it is cast, or given by "where X is ...")."""
        return DrawCards("X", self._counted_player(c))

    def discard_x(self, c: list[Any]) -> Discard:
        """"Target player discards X cards [at random]" (Mind Twist: X chosen as it is cast)."""
        return Discard("X", self._counted_player(c), random=bool(tokens_of(c, "AT_RANDOM")))

    def _counted_player(self, c: list[Any]) -> Any:
        found = [x for x in c if isinstance(x, Player)]
        return found[0].value if found else "you"

    # ---- static abilities ----------------------------------------------------------------------
    def static_self_for_each(self, c: list[Any]) -> StaticAbility:
        _no_player_acted_on(c)
        pt = of(c, PT)[0]
        return StaticAbility("self", _int(pt.power), _int(pt.toughness), scaled_by=of(c, Quantity)[0])

    def static_attached_for_each(self, c: list[Any]) -> StaticAbility:
        _no_player_acted_on(c)
        pt = of(c, PT)[0]
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], _int(pt.power), _int(pt.toughness),
                             scaled_by=of(c, Quantity)[0])

    def static_group_for_each(self, c: list[Any]) -> StaticAbility:
        _no_player_acted_on(c)
        pt = of(c, PT)[0]
        return StaticAbility(of(c, Group)[0], _int(pt.power), _int(pt.toughness), scaled_by=of(c, Quantity)[0])

    def static_cda_counted(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", cda=self._cda_quantity(c))

    def static_cda_power_counted(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", cda=self._cda_quantity(c), cda_sets="power")

    def static_cda_toughness(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", cda=self._cda_quantity(c), cda_sets="toughness")

    def _cda_quantity(self, c: list[Any]) -> Quantity:
        _no_player_acted_on(c)
        found = of(c, Quantity)
        return found[0] if found else Quantity("count", of(c, Group)[0])


#: effects that act on one target each (their ``resolve`` takes the next chosen target only)
ONE_TARGET_EACH = (CounterSpell, Attach, RevealDiscard)


def _one_target_each(effect: Any) -> Any:
    """An effect that acts on one target can't take a word with several ("counter up to two target
    spells" would counter only one): refused rather than read as less than it says."""
    if isinstance(effect, ONE_TARGET_EACH) and any(t.count > 1 for t in effect.targets()):
        raise ValueError(f"{type(effect).__name__} takes one target")
    return effect


def _twice(c: list[Any], q: Quantity) -> Quantity:
    """"twice the number of" (…的数量的两倍): two for each object counted."""
    if any(isinstance(t, Token) and ("twice" in t or t == "的两倍") for t in c):
        if q.plus:
            raise ValueError("N plus twice the number of")
        return replace(q, per=2 * q.per)
    return q


def _stat_quantity(word: str) -> Quantity:
    """The X of "that creature's power", "that spell's mana value", "the sacrificed artifact's mana
    value" (该生物的力量, 该咒语的总法术力费用, 所牺牲之神器的总法术力费用)."""
    kind = ("power" if ("power" in word or "力量" in word) else
            "toughness" if ("toughness" in word or "防御力" in word) else "mana_value")
    if "spell" in word or "咒语" in word:
        if kind != "mana_value":
            raise ValueError("a spell's power is not read yet")
        return Quantity(kind, of="spell", x=True)
    if "sacrificed" in word or "牺牲" in word:
        artifact = "artifact" in word or "神器" in word
        return Quantity(kind, of="sacrificed_artifact" if artifact else "sacrificed", x=True)
    return Quantity(kind, of="that", x=True)


def _no_player_acted_on(c: list[Any]) -> None:
    """A static ability acts on no player: "he or she controls" / "that player's" has no one to name."""
    if any(isinstance(q, Quantity) and q.whose == "it" for q in c):
        raise ValueError("a static ability counts no player's permanents or cards but its controller's")


def _counter_name(c: list[Any]) -> str:
    word = first(c, "COUNTER_NAME") or ""
    return counter_from_zh().get(word, word)


def _int(value: int | str) -> int:
    if not isinstance(value, int):
        raise ValueError("a bonus for each object is a number")
    return value


__all__ = ["NUMBER_FIELDS", "AmountRules", "scaled", "with_x"]
