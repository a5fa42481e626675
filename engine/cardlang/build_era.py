"""Parse-tree rules of the era's keyword abilities with a cost or a number (flashback, cycling,
kicker, echo, morph, madness, buyback, splice, cumulative upkeep, affinity, banding, rampage,
modular, and of 2003-2008: evoke, persist, soulshift, bloodthirst, devour,
sunburst), ability words ("Threshold — ..."), rules about casting the spell itself, and the static
abilities that came with the era's cards (characteristic-defining abilities, damage doubling,
"can't be blocked except by ...")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lark import Token

from engine.abilities import (
    ActivatedAbility,
    CastingRule,
    Condition,
    Cost,
    DamageReplacement,
    DrawCards,
    Group,
    KeywordAbility,
    KeywordLine,
    Pump,
    PutCounters,
    Quantity,
    SearchLibrary,
    SpellLine,
    StaticAbility,
    Target,
    TriggeredAbility,
)
from engine.cardlang.build_terms import (
    ATTACHED,
    COLOR,
    Count,
    first,
    keyword_from,
    number,
    of,
    static_pt,
    subtype_of,
    tokens_of,
)
from engine.effects.bounce import ReturnToHand
from engine.effects.cascade import Cascade
from engine.effects.counters import MoveCounter
from engine.effects.kinship import Kinship
from engine.effects.madness import CastMadness
from engine.effects.persist import ReturnDiedToPlay
from engine.effects.provoke import Provoke
from engine.effects.replicate import ConspireCopy, ReplicateCopies
from engine.effects.sacrifice import Sacrifice
from engine.effects.storm import StormCopies
from engine.effects.suspend import RemoveTimeCounter
from engine.effects.unearth import ReturnUnearthed
from engine.effects.upkeep import CumulativeUpkeep, FadeAway, PayEcho
from engine.model.abilities import NUMBERED_KEYWORDS

#: the era keywords' words, English and Chinese (the terminology table's Chinese)
KEYWORD_OF = {
    "flashback": "flashback", "cycling": "cycling", "kicker": "kicker", "echo": "echo", "morph": "morph",
    "madness": "madness", "buyback": "buyback", "rampage": "rampage", "modular": "modular", "bushido": "bushido",
    "vanishing": "vanishing", "fading": "fading", "消逝": "vanishing", "消退": "fading",
    "evoke": "evoke", "transmute": "transmute", "unearth": "unearth", "soulshift": "soulshift", "bloodthirst": "bloodthirst", "devour": "devour",
    "graft": "graft", "嫁接": "graft", "replicate": "replicate", "覆诵": "replicate",
    "返照": "flashback", "循环": "cycling", "增幅": "kicker", "返响": "echo", "变身": "morph", "疯狂": "madness",
    "购回": "buyback", "狂暴": "rampage", "模块": "modular", "武士道": "bushido",
    "呼魂": "evoke", "易质": "transmute", "破坟": "unearth", "转生": "soulshift", "嗜血": "bloodthirst", "吞噬": "devour",
}
LAND_OF = {"plains": "plains", "island": "island", "swamp": "swamp", "mountain": "mountain", "forest": "forest",
           "平原": "plains", "海岛": "island", "沼泽": "swamp", "山脉": "mountain", "树林": "forest"}
DOUBLE_KIND = {"creature": "creature", "permanent": "permanent", "player": "player", "生物": "creature",
               "永久物": "permanent", "牌手": "player"}


@dataclass(frozen=True)
class BlockerQuality:
    """What "can't be blocked except by ..." asks of a blocker, as the keyword's parameter."""

    spec: str


def keyword_ability(keyword: str, mana: tuple[str, ...] = (), *, n: int = 0, land: str = "") -> KeywordAbility:
    """An era keyword with what it stands for (502): the triggered abilities of rampage, modular, echo
    and cumulative upkeep, cycling's ability in a hand; the others are rules of casting or combat."""
    key = f"{keyword}|{n if keyword in NUMBERED_KEYWORDS else ','.join(mana)}|{land}"
    triggers: tuple[TriggeredAbility, ...] = ()
    hand: tuple[ActivatedAbility, ...] = ()
    gives: tuple[str, ...] = ()
    unearth: tuple[ActivatedAbility, ...] = ()
    if keyword == "rampage":
        bonus = Quantity("blockers_beyond_first", per=n)
        triggers = (TriggeredAbility("blocked", (Pump(bonus, bonus),), keyword=key),)
    elif keyword == "exalted":
        # "whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn"
        alone = Group("creature", controller="you")
        triggers = (TriggeredAbility("attacks_alone", (Pump(1, 1, "it"),), subject=alone, keyword=key),)
    elif keyword == "provoke":
        # "whenever this creature attacks, you may have target creature defending player controls
        # untap and block it if able"
        triggers = (TriggeredAbility("attacks", (Provoke(Target("creature", controller="opponent")),), optional=True,
                                     keyword=key),)
    elif keyword == "bushido":
        # 702.43 of later rules; one trigger for each of the two events ("blocks or becomes blocked")
        triggers = tuple(TriggeredAbility(event, (Pump(n, n),), keyword=key) for event in ("blocks", "blocked"))
    elif keyword == "modular":
        gives = (f"enters_with:+1/+1:{n}",)
        counters = Quantity("counters", of="self")
        triggers = (TriggeredAbility("dies", (PutCounters("+1/+1", counters, Target("creature", types_all=("artifact",))),),
                                     optional=True, keyword=key),)
    elif keyword == "graft":
        # "it comes into play with N +1/+1 counters on it; whenever another creature comes into play,
        # you may move a +1/+1 counter from this creature onto it"
        gives = (f"enters_with:+1/+1:{n}",)
        triggers = (TriggeredAbility("enters", (MoveCounter("+1/+1", "it"),), subject=Group("creature", other=True),
                                     optional=True, keyword=key),)
    elif keyword in ("vanishing", "fading"):
        # comes into play with N time (fade) counters; one comes off each upkeep, then it is sacrificed
        counter = "time" if keyword == "vanishing" else "fade"
        gives = (f"enters_with:{counter}:{n}",)
        triggers = (TriggeredAbility("upkeep", (FadeAway(counter),), subject="you", keyword=key),)
    elif keyword == "echo":
        triggers = (TriggeredAbility("upkeep", (PayEcho(mana),), subject="you", condition=Condition("echo_due"),
                                     keyword=key),)
    elif keyword == "cumulative_upkeep":
        triggers = (TriggeredAbility("upkeep", (CumulativeUpkeep(mana),), subject="you", keyword=key),)
    elif keyword == "madness":
        triggers = (TriggeredAbility("discarded", (CastMadness(mana),), optional=True, keyword=key),)
    elif keyword == "storm":
        # a trigger of the spell as it is cast (``rules.triggers.on_cast``): one copy per spell cast
        # earlier this turn, each with new targets if the scenario gives them
        triggers = (TriggeredAbility("cast_self", (StormCopies(),), keyword=key),)
    elif keyword == "replicate":
        # a trigger of the spell as it is cast: one copy per payment of the replicate cost
        triggers = (TriggeredAbility("cast_self", (ReplicateCopies(),), keyword=key),)
    elif keyword == "conspire":
        # a trigger of the spell as it is cast: a copy if two creatures were tapped for it
        triggers = (TriggeredAbility("cast_self", (ConspireCopy(),), keyword=key),)
    elif keyword == "cascade":
        # a trigger of the spell as it is cast: cards off the top of the library up to a cheaper
        # nonland card, which may be cast for free; the others to the bottom (``effects.cascade``)
        triggers = (TriggeredAbility("cast_self", (Cascade(),), keyword=key),)
    elif keyword == "persist":
        # "when it is put into a graveyard from play, if it had no -1/-1 counters on it, return it to
        # play under its owner's control with a -1/-1 counter on it" (it looks back at the creature)
        triggers = (TriggeredAbility("dies", (ReturnDiedToPlay("-1/-1"),),
                                     condition=Condition("had_no_counters", counter="-1/-1"), keyword=key),)
    elif keyword == "soulshift":
        # "when it is put into a graveyard from play, you may return target Spirit card with converted
        # mana cost N or less from your graveyard to your hand"
        spirit = Target("graveyard_card", subtypes=("Spirit",), mana_value_max=n)
        triggers = (TriggeredAbility("dies", (ReturnToHand(spirit),), optional=True, keyword=key),)
    elif keyword == "evoke":
        # "when it comes into play, if its evoke cost was paid, its controller sacrifices it"
        triggers = (TriggeredAbility("enters", (Sacrifice("self"),), condition=Condition("evoked"), keyword=key),)
    elif keyword == "bloodthirst":
        # "if an opponent was dealt damage this turn, it comes into play with N +1/+1 counters on it"
        gives = (f"enters_with_if_bloodthirst:+1/+1:{n}",)
    elif keyword == "devour":
        # "as it comes into play, you may sacrifice any number of creatures; it comes into play with
        # N times that many +1/+1 counters" (part of the event, 410.10e)
        gives = (f"devour:{n}",)
    elif keyword == "sunburst":
        # "it comes into play with a +1/+1 counter (a charge counter if it is not a creature) for each
        # colour of mana spent to cast it"
        gives = ("sunburst",)
    elif keyword == "transmute":
        # "{cost}, discard this card: search your library for a card with the same converted mana cost
        # as this card, reveal it, put it into your hand, then shuffle; transmute only as a sorcery"
        search = SearchLibrary(tapped=False, kind="card", to="hand", same_mana_value=True)
        hand = (ActivatedAbility(Cost(mana=mana, discard_self=True), (search,), zone="hand", sorcery_speed=True),)
    elif keyword == "unearth":
        unearth = (ActivatedAbility(Cost(mana=mana), (ReturnUnearthed(),), zone="graveyard", sorcery_speed=True),)
    elif keyword == "cycling":
        effect = SearchLibrary(tapped=False, kind=land.capitalize(), to="hand") if land else DrawCards(1)
        hand = (ActivatedAbility(Cost(mana=mana, discard_self=True), (effect,), zone="hand"),)
    return KeywordAbility(keyword, mana=mana, number=n, land=land, triggers=triggers, hand_abilities=hand, gives=gives,
                          graveyard_abilities=unearth)


class Recipients:
    def __init__(self, kinds: tuple[str, ...]):
        self.kinds = kinds


class EraRules:
    """Transformer methods for the era's keywords, ability words and their static abilities (a
    mixin of ``BuildAst``: ``of``/``first`` read the children by kind)."""

    _subject: Callable[[list[Any]], Any]  # EffectRules', beside this mixin in BuildAst

    # ---- keywords with a cost or a number ------------------------------------------------------
    def kw_cost(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability(KEYWORD_OF[first(c, "KW_COST") or ""], of(c, tuple)[0])

    def kw_landcycling(self, c: list[Any]) -> KeywordAbility:
        word = first(c, "LANDCYCLING") or ""
        land = next(v for k, v in LAND_OF.items() if word.startswith(k))
        return keyword_ability("cycling", of(c, tuple)[0], land=land)

    def kw_cumulative_upkeep(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("cumulative_upkeep", of(c, tuple)[0])

    def kw_splice(self, c: list[Any]) -> KeywordAbility:
        return KeywordAbility("splice", mana=of(c, tuple)[0])

    def kw_affinity(self, c: list[Any]) -> KeywordAbility:
        return KeywordAbility("affinity")

    def kw_convoke(self, c: list[Any]) -> KeywordAbility:
        return KeywordAbility("convoke")

    def kw_echo_plain(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("echo")

    def kw_exalted(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("exalted")

    def kw_provoke(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("provoke")

    def kw_persist(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("persist")

    def kw_storm(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("storm")

    def kw_cascade(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("cascade")

    def kw_conspire(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("conspire")

    def kw_suspend(self, c: list[Any]) -> KeywordAbility:
        """Suspend N—cost: a number and a cost (``rules.suspend``: the special action, the upkeep
        trigger from the removed-from-the-game zone, the cast when the last counter comes off)."""
        word = first(c, "NUMBER")
        mana, n = of(c, tuple)[0], int(number(word or "0"))  # no number: X, as many as the X paid
        if word is not None and n == 0:
            raise ValueError("suspend 0")
        tick = TriggeredAbility("upkeep", (RemoveTimeCounter(),), subject="you",
                                keyword=f"suspend|{n};{','.join(mana)}|")
        return KeywordAbility("suspend", mana=mana, number=n, suspended_triggers=(tick,))

    def kinship(self, c: list[Any]) -> TriggeredAbility:
        """Kinship: an upkeep trigger ("you may look") whose effect compares and reveals the top card."""
        effects = [x for x in c if not isinstance(x, Token)]
        flat = tuple(e for x in effects for e in (x if isinstance(x, list) else [x]))
        return TriggeredAbility("upkeep", (Kinship(flat),), subject="you", optional=True)

    def kw_retrace(self, c: list[Any]) -> KeywordAbility:
        return KeywordAbility("retrace")

    def kw_sunburst(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability("sunburst")

    def kw_banding(self, c: list[Any]) -> KeywordAbility:
        return KeywordAbility("banding")

    def kw_number(self, c: list[Any]) -> KeywordAbility:
        return keyword_ability(KEYWORD_OF[first(c, "KW_NUMBER") or ""], n=int(number(first(c, "NUMBER") or "0")))

    def ability_word(self, c: list[Any]) -> Any:
        inner = c[-1]
        return SpellLine(tuple(inner)) if isinstance(inner, list) else inner

    # ---- rules about casting the spell ---------------------------------------------------------
    def rule_before_combat_damage(self, c: list[Any]) -> CastingRule:
        return CastingRule("before_combat_damage")

    def rule_additional_cost(self, c: list[Any]) -> CastingRule:
        """Only what a spell can pay: a cost that taps, removes counters from or sacrifices "~" names a
        permanent's own ability, not a spell's (refused as unsupported text)."""
        cost = self.cost([x for x in c if isinstance(x, tuple)])  # type: ignore[attr-defined]
        if cost.tap or cost.untap or cost.mana or cost.sacrifice_self or cost.remove_counters or cost.exile_zone:
            raise ValueError("additional cost")  # cards from a graveyard or library: paid only by an ability
        return CastingRule("additional_cost", cost=cost)

    def spell_keyword(self, c: list[Any]) -> KeywordLine:
        """A keyword line of a spell: split second; any other keyword on an instant or sorcery would
        be read and never used, so it is refused as unsupported text."""
        keyword = keyword_from(c[0])
        if keyword != "split_second":
            raise ValueError(keyword)
        return KeywordLine((keyword,))

    def rule_cant_be_countered(self, c: list[Any]) -> CastingRule:
        return CastingRule("cant_be_countered")

    def rule_extra_target_cost(self, c: list[Any]) -> CastingRule:
        return CastingRule("extra_target_cost", mana=of(c, tuple)[0])

    # ---- triggers ------------------------------------------------------------------------------
    def trig_dies_self_or_group(self, c: list[Any]) -> dict[str, Any]:
        group: Group = of(c, Group)[0]
        return {"event": "dies", "subject": Group(**{**group.__dict__, "other": True}), "also_self": True}

    def trig_turned_face_up(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "turned_face_up"}

    def trig_blocks_or_blocked_attached(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "blocks_or_blocked_attached", "subject": of(c, Group)[0]}

    def cond_kicked(self, c: list[Any]) -> Condition:
        return Condition("kicked")

    def cond_graveyard(self, c: list[Any]) -> Condition:
        return Condition("graveyard_at_least", of(c, Count)[0].value)

    # ---- static abilities ----------------------------------------------------------------------
    def static_attached_restriction_kw(self, c: list[Any]) -> StaticAbility:
        restriction, kws = of(c, tuple)[:2]
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], keywords=restriction + kws)

    def static_attached_pt_restriction(self, c: list[Any]) -> StaticAbility:
        power, toughness = static_pt(c)
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], power, toughness, of(c, tuple)[0])

    def static_attached_granted_ability(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""],
                             granted_activated=tuple(of(c, ActivatedAbility)))

    def static_fog_attached(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], keywords=("prevent_combat_damage",))

    def static_prevent_all(self, c: list[Any]) -> StaticAbility:
        """"Prevent all damage that would be dealt to / by ~ (enchanted creature).": a static prevention."""
        to_by = "to" if first(c, "PREVENT_TO_BY") == "to" else "by"
        return StaticAbility(ATTACHED.get(first(c, "ATTACHED") or "", "self"), keywords=(f"prevent_damage_{to_by}",))

    def static_prevent_to_self(self, c: list[Any]) -> StaticAbility:
        """"If damage would be dealt to ~, prevent that damage." is "Prevent all damage ... dealt to ~."."""
        return StaticAbility("self", keywords=("prevent_damage_to",))

    def static_prevent_all_to(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED.get(first(c, "ATTACHED") or "", "self"), keywords=("prevent_damage_to",))

    def static_prevent_all_by(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED.get(first(c, "ATTACHED") or "", "self"), keywords=("prevent_damage_by",))

    def static_cda(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", cda=Quantity("count", of(c, Group)[0]))

    def static_cda_power(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", cda=Quantity("count", of(c, Group)[0]), cda_sets="power")

    def static_double_damage(self, c: list[Any]) -> StaticAbility:
        sources = of(c, Group)  # none: "a source" ("any", dbl_any)
        kinds = of(c, Recipients)[0].kinds
        return StaticAbility("self", replacement=DamageReplacement(
            sources[0] if sources else None, kinds, combat_only=bool(tokens_of(c, "COMBAT"))))

    def dbl_any(self, c: list[Any]) -> str:
        return "any"

    def dbl_group(self, c: list[Any]) -> Group:
        return of(c, Group)[0]

    def dbl_recipients(self, c: list[Any]) -> Recipients:
        return Recipients(tuple(DOUBLE_KIND[str(t)] for t in c))

    def static_menace(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=("menace",))

    def static_enters_counters_kicked(self, c: list[Any]) -> StaticAbility:
        kind = str(tokens_of(c, "COUNTER_KIND")[0])
        return StaticAbility("self", keywords=(f"enters_with_if_kicked:{kind}:{of(c, Count)[0].value}",))

    def static_cant_attack_unless(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=self.r_cant_attack_unless(c))

    # ---- restrictions --------------------------------------------------------------------------
    def r_menace(self, c: list[Any]) -> tuple[str, ...]:
        return ("menace",)

    def r_only_blocked_by(self, c: list[Any]) -> tuple[str, ...]:
        """"can't be blocked except by <quality>": ``only_blocked_by:Wall``, ``only_blocked_by:color:B``,
        ``only_blocked_by:type:artifact``, ``only_blocked_by:with:flying``."""
        return (f"only_blocked_by:{next(x for x in c if isinstance(x, BlockerQuality)).spec}",)

    def eb_subtype(self, c: list[Any]) -> BlockerQuality:
        return BlockerQuality(subtype_of(str(c[0])))

    def eb_color(self, c: list[Any]) -> BlockerQuality:
        return BlockerQuality(f"color:{COLOR[str(first(c, 'COLOR'))]}")

    def eb_power(self, c: list[Any]) -> BlockerQuality:
        """"creatures with power 2 or greater" (``power:2:ge``) / "... or less" (``power:2:le``)."""
        direction = first(c, "POWER_DIR") or ""
        at_least = direction in ("or greater", "力量等于或大于")
        return BlockerQuality(f"power:{number(first(c, 'NUMBER') or '0')}:{'ge' if at_least else 'le'}")

    def r_unblockable_by(self, c: list[Any]) -> tuple[str, ...]:
        """"can't be blocked by Walls / black creatures / artifact creatures / creatures with flying /
        creatures with power 2 or greater": the blocker quality, as "except by" reads it."""
        return (f"cant_be_blocked_by:{next(x for x in c if isinstance(x, BlockerQuality)).spec}",)

    def r_max_one_blocker(self, c: list[Any]) -> tuple[str, ...]:
        return ("max_one_blocker",)

    def restrict_this_turn(self, c: list[Any]) -> Pump:
        """"<subject> can't block this turn": the restriction as a keyword until end of turn."""
        subj = self._subject(c)
        return Pump(0, 0, None if subj == "self" else subj, of(c, tuple)[0])

    def lure_this_turn(self, c: list[Any]) -> Pump:
        subj = self._subject(c)
        return Pump(0, 0, None if subj == "self" else subj, ("lure",))

    def static_group_restriction(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(of(c, Group)[0], keywords=of(c, tuple)[0])

    def eb_artifact(self, c: list[Any]) -> BlockerQuality:
        return BlockerQuality("type:artifact")

    def eb_keyword(self, c: list[Any]) -> BlockerQuality:
        kw = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))
        if ":" in kw:  # "creatures with protection from black", "with forestwalk": not a template
            raise ValueError(kw)
        return BlockerQuality(f"with:{kw}")

    def r_cant_attack_unless(self, c: list[Any]) -> tuple[str, ...]:
        g: Group = of(c, Group)[0]
        return (f"cant_attack_unless:{g.subtypes[0] if g.subtypes else g.kind}",)

    def r_doesnt_untap(self, c: list[Any]) -> tuple[str, ...]:
        return ("doesnt_untap",)

    def r_cant_be_regenerated(self, c: list[Any]) -> tuple[str, ...]:
        return ("cant_be_regenerated",)


__all__ = ["EraRules"]
