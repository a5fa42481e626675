"""Parse trees of either grammar (en.lark, zh.lark) -> the ability AST of ``engine.model.abilities``.

Both grammars use the same rule and terminal names, so one transformer serves both languages:
it reads children by kind rather than by position (word order differs between the languages)
and maps each terminal's words through tables that hold the English and the Chinese forms.
"""

from __future__ import annotations

from typing import Any

from engine.abilities import (
    ActivatedAbility,
    AddMana,
    Attach,
    Condition,
    Cost,
    EnchantLine,
    Group,
    KeywordLine,
    SpellLine,
    StaticAbility,
    Target,
    TriggeredAbility,
)
from engine.cardlang.build_amounts import AmountRules
from engine.cardlang.build_any_number import AnyNumberRules, check_this_way
from engine.cardlang.build_casting import CastingRules
from engine.cardlang.build_chance import ChanceRules
from engine.cardlang.build_characteristics import CharacteristicRules
from engine.cardlang.build_choices import ChoiceRules
from engine.cardlang.build_conditions import ConditionRules
from engine.cardlang.build_copies import CopyRules
from engine.cardlang.build_costs import CostRules, fold_if_done, no_if_done
from engine.cardlang.build_effects import EffectRules
from engine.cardlang.build_era import EraRules
from engine.cardlang.build_library import LibraryRules
from engine.cardlang.build_player_effects import PlayerEffectRules
from engine.cardlang.build_printed import PrintedRules
from engine.cardlang.build_terms import (
    ATTACHED,
    COLOR,
    ENCHANT,
    Count,
    Marker,
    ProtectionQuality,
    first,
    flat_keywords,
    keyword_from,
    number,
    of,
    static_pt,
    subtype_of,
    tokens_of,
)
from engine.cardlang.build_triggers import TriggerRules
from engine.cardlang.build_zones import ZoneRules
from engine.effects.bounce import ReturnToHand
from engine.effects.tap import SkipNextUntap
from engine.model.mana import check_hybrid_count
from engine.text.vocab import ATTACHED_ZH, COLORS, LANDWALK_ZH

#: the events of "At the beginning of <step>" triggers (engine.rules.triggers.on_step)
STEP_EVENTS = ("upkeep", "end_of_turn", "draw_step", "beginning_of_combat")

#: the Chinese of what an Aura enchants, read back as the English word the AST keeps
ATTACHED_KINDS = {zh: en for en, zh in ATTACHED_ZH.items()}


class BuildAst(ZoneRules, CopyRules, ChanceRules, LibraryRules, CostRules, ChoiceRules, ConditionRules, CastingRules,
               TriggerRules, AnyNumberRules, AmountRules, PrintedRules, CharacteristicRules, EraRules, PlayerEffectRules,
               EffectRules):
    """Transforms a parse tree of one ability line into an ``Ability``."""

    # ---- lines ---------------------------------------------------------------------------------
    def permanent_line(self, c: list[Any]) -> Any:
        if isinstance(c[0], KeywordLine | StaticAbility) and "protection:choice" in c[0].keywords:
            raise ValueError("a colour chosen as an effect resolves, on an ability that never resolves")
        return c[0]

    def spell_line(self, c: list[Any]) -> Any:
        no_if_done(c)
        check_this_way(tuple(c[0]) if isinstance(c[0], list) else (c[0],))
        return SpellLine(tuple(c[0])) if isinstance(c[0], list) else c[0]

    def keyword_line(self, c: list[Any]) -> KeywordLine:
        return KeywordLine(flat_keywords(c))

    def kw_simple(self, c: list[Any]) -> str:
        return keyword_from(c[0])

    def kw_protection_many(self, c: list[Any]) -> str | tuple[str, ...]:
        """"protection from black and from red": one keyword per quality (502.7a); a lone
        quality stays one keyword so that it reads wherever a keyword does."""
        kws = tuple(f"protection:{q}" for x in c if isinstance(x, ProtectionQuality) for q in x.qualities)
        return kws[0] if len(kws) == 1 else kws

    def pq_color(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality((COLOR[str(c[0])],))

    def pq_artifact(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality(("artifact",))

    def pq_creature(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality(("creature",))

    def pq_enchantment(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality(("enchantment",))

    def pq_subtype(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality((f"sub:{subtype_of(str(c[0]))}",))

    def pq_all_colors(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality(COLORS)

    def pq_choice(self, c: list[Any]) -> ProtectionQuality:
        """"gains protection from the color of your choice until end of turn": chosen as the effect
        resolves (``protection:choice`` never stays on a permanent; a static ability naming it is refused)."""
        return ProtectionQuality(("choice",))

    def pq_other(self, c: list[Any]) -> ProtectionQuality:
        return ProtectionQuality(({"一切": "everything", "单色": "monocolored", "多色": "multicolored"}.get(
            str(c[0]), str(c[0])),))

    def kw_landwalk(self, c: list[Any]) -> str:
        word = str(c[0])
        if word.endswith("walk"):
            land = word[:-4].removesuffix(" land")
        else:
            land = next(k for k, v in LANDWALK_ZH.items() if v == word[:-2])
        return f"landwalk:{land}"

    def keywords(self, c: list[Any]) -> tuple[str, ...]:
        return flat_keywords(c)

    def enchant_line(self, c: list[Any]) -> EnchantLine:
        return EnchantLine(ENCHANT[str(first(c, "ENCHANT_KIND"))], "you" if first(c, "YOU_CONTROL") else None)

    # ---- activated -----------------------------------------------------------------------------
    def activated(self, c: list[Any]) -> ActivatedAbility:
        no_if_done(c)
        check_this_way(tuple(c[1]), c[0])
        limits = {m.kind for m in of(c, Marker)}
        if any(e.adds_mana for e in c[1]) and any(isinstance(e, SkipNextUntap) for e in c[1]):
            # "{T}: Add {W} or {U}. ~ doesn't untap during your next untap step.": how a mana ability
            # with this second effect plays is not modelled yet; refused rather than played wrong
            raise ValueError("a mana ability that doesn't untap next is not modelled")
        if "mana_source" in limits and not any(e.adds_mana for e in c[1]):
            # "Play this ability as a mana source." (printed English): said of mana abilities only
            raise ValueError("only an ability that adds mana is played as a mana source")
        if c[0].spell_only:  # "exile a blue card from your hand: ...": a spell's cost part only
            raise ValueError("a cost part only a spell's additional or alternative cost pays")
        windows = tuple(w for m in of(c, Marker) if m.kind.startswith("windows") for w in m.value)
        limits |= {"once"} if limits & {"windows_once", "condition_once"} else set()  # "... and only once each turn."
        condition = next((m.value for m in of(c, Marker) if m.kind.startswith("condition")), None)
        if condition is not None and any(e.adds_mana for e in c[1]):
            # a mana ability is activated while costs are paid, where the condition isn't checked yet
            raise ValueError("a mana ability with a condition is not modelled")
        # the two windows the older flags name keep their flags (one AST however they are written)
        your_turn, upkeep = windows == ("turn:you",), windows == ("upkeep:you",)
        return ActivatedAbility(c[0], tuple(c[1]), once_per_turn="once" in limits, sorcery_speed="sorcery" in limits,
                                your_turn_only=your_turn or "your_turn" in limits,
                                upkeep_only=upkeep or "upkeep" in limits,
                                windows=() if your_turn or upkeep else windows, any_player="any_player" in limits,
                                condition=condition)

    def equip(self, c: list[Any]) -> ActivatedAbility:
        return ActivatedAbility(Cost(mana=c[0]), (Attach(Target("creature", controller="you")),),
                                sorcery_speed=True, equip=True)

    def limit_your_turn(self, c: list[Any]) -> Marker:
        return Marker("your_turn")

    def limit_your_upkeep(self, c: list[Any]) -> Marker:
        return Marker("upkeep")

    def limit_windows(self, c: list[Any]) -> Marker:
        """"Activate only during your turn, before attackers are declared.": the windows in the order
        written, each once (the casting windows' words, ``build_casting``)."""
        windows: tuple[str, ...] = ()
        for x in c:
            if isinstance(x, tuple):
                windows += tuple(w for w in x if w not in windows)
        return Marker("windows", windows) if first(c, "ONCE_EACH_TURN") is None else Marker("windows_once", windows)

    def limit_any_player(self, c: list[Any]) -> Marker:
        return Marker("any_player")

    def limit_condition(self, c: list[Any]) -> Marker:
        """"Activate only if <condition> [and only once each turn].": checked as it is activated."""
        return Marker("condition_once" if first(c, "ONCE_EACH_TURN") else "condition", of(c, Condition)[0])

    def limit_once(self, c: list[Any]) -> Marker:
        return Marker("once")

    def limit_sorcery(self, c: list[Any]) -> Marker:
        return Marker("sorcery")

    def cost(self, c: list[Any]) -> Cost:
        fields: dict[str, Any] = {}
        mana: list[str] = []
        for kind, value in c:
            if kind == "mana":
                mana.extend(value)
            elif kind == "fields":  # a part that sets several fields ("sacrifice two Mountains")
                fields.update(value)
            else:
                fields[kind] = value
        return Cost(mana=tuple(mana), **fields)

    def cost_tap(self, c: list[Any]) -> tuple[str, Any]:
        return ("tap", True)

    def cost_mana(self, c: list[Any]) -> tuple[str, Any]:
        return ("mana", c[0])

    def cost_sac_self(self, c: list[Any]) -> tuple[str, Any]:
        return ("sacrifice_self", True)

    def cost_sac(self, c: list[Any]) -> tuple[str, Any]:
        """"Sacrifice a creature" / "Sacrifice another creature" (not the permanent paying it)."""
        return ("sacrifice", self._article_group(c))

    def cost_discard(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard", of(c, Count)[0].value)

    def cost_discard_one(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard", 1)

    def cost_discard_random(self, c: list[Any]) -> tuple[str, Any]:
        """"Discard a card at random" (a cost part): the cards are picked at random, not chosen."""
        counts = of(c, Count)
        return ("fields", {"discard": counts[0].value if counts else 1, "discard_random": True})

    def cost_remove_counters(self, c: list[Any]) -> tuple[str, Any]:
        return ("remove_counters", (str(tokens_of(c, "COUNTER_KIND")[0]), of(c, Count)[0].value))

    def cost_life(self, c: list[Any]) -> tuple[str, Any]:
        return ("life", number(str(c[0])))

    def mana(self, c: list[Any]) -> tuple[str, ...]:
        out = tuple(str(tok).strip("{}").upper() for tok in c)
        check_hybrid_count(out)
        return out

    # ---- triggered -----------------------------------------------------------------------------
    def triggered(self, c: list[Any]) -> TriggeredAbility:
        head: dict[str, Any] = c[0]
        cond = next(iter(of(c, Condition)), None)
        optional = any(m.kind == "may" for m in of(c, Marker))
        effects = tuple(c[-1])
        check_this_way(effects)
        # a step trigger that returns the card itself from the graveyard functions there (402.9)
        zone = "graveyard" if head["event"] in STEP_EVENTS and any(
            isinstance(e, ReturnToHand) and e.from_graveyard for e in effects) else "play"
        return fold_if_done(TriggeredAbility(effects=effects, condition=cond, optional=optional, zone=zone, **head))

    def may(self, c: list[Any]) -> Marker:
        return Marker("may")

    def trig_enters_self(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "enters"}

    def trig_enters_group(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "enters", "subject": self._article_group(c)}

    def trig_leaves_self(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "leaves"}

    def trig_dies_self(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "dies"}

    def trig_dies_group(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "dies", "subject": self._article_group(c)}

    def trig_attacks(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "attacks"}

    def trig_blocks_or_blocked(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "blocks_or_blocked", "subject": of(c, Group)[0]}

    def trig_blocks(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "blocks"}

    def trig_blocked(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "blocked"}

    def trig_dealt_damage(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "dealt_damage"}

    def trig_deals_damage(self, c: list[Any]) -> dict[str, Any]:
        to = first(c, "TO_PLAYER")
        opponent = to in ("to an opponent", "对对手")
        creature = to in ("to a creature", "对生物")  # "that creature" is the one dealt damage
        return {"event": "deals_damage", "combat": bool(tokens_of(c, "COMBAT")),
                "to_player": bool(to) and not opponent and not creature, "to_opponent": opponent,
                "to_creature": creature}

    def mana_trigger(self, c: list[Any]) -> TriggeredAbility:
        symbols = c[0]
        mana = tuple("C" if s.isdigit() else s for s in symbols for _ in range(int(s) if s.isdigit() else 1))
        return TriggeredAbility("tapped_for_mana", (AddMana(mana),), subject="enchanted")

    def trig_control_none(self, c: list[Any]) -> dict[str, Any]:
        """"When you control no Islands, ...": a state trigger (410.8a), checked whenever a player
        would receive priority, not an event."""
        return {"event": "control_none", "subject": of(c, Group)[0]}

    def trig_upkeep_enchanted(self, c: list[Any]) -> dict[str, Any]:
        kind = str(first(c, "ATTACHED_KIND"))
        return {"event": "upkeep", "subject": "enchanted", "attached": ATTACHED_KINDS.get(kind, kind)}

    def trig_tapped(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "tapped"}

    def trig_tapped_attached(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "tapped", "subject": "enchanted"}

    def trig_draw_step(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "draw_step", "subject": "each"}

    def trig_dies_attached(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "dies", "subject": ATTACHED[first(c, "ATTACHED") or ""]}

    def trig_deals_damage_attached(self, c: list[Any]) -> dict[str, Any]:
        return {**self.trig_deals_damage(c), "subject": ATTACHED[first(c, "ATTACHED") or ""]}

    def trig_upkeep(self, c: list[Any]) -> dict[str, Any]:
        owner = first(c, "UPKEEP_OWNER") or "your"
        whose = {"your": "you", "你的": "you", "each opponent's": "opponent", "每位对手的": "opponent"}
        return {"event": "upkeep", "subject": whose.get(owner, "each")}

    def trig_end_of_turn(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "end_of_turn"}

    def trig_cast(self, c: list[Any]) -> dict[str, Any]:
        caster = first(c, "CASTER") or ""
        group: Group = of(c, Group)[0]
        controller = {"you": "you", "你": "you", "an opponent": "opponent", "一位对手": "opponent"}.get(caster)
        if controller:
            group = Group(group.kind, controller=controller, colors=group.colors, subtypes=group.subtypes,
                          not_types=group.not_types)
        return {"event": "cast", "subject": group}

    def _article_group(self, c: list[Any]) -> Group:
        group: Group = of(c, Group)[0]
        art = first(c, "ARTICLE")
        if art in ("another", "另一个") and not group.other:
            group = Group(**{**group.__dict__, "other": True})
        return group

    def enters(self, c: list[Any]) -> None:
        return None

    leaves = dies = enters

    def spell_group(self, c: list[Any]) -> Group:
        color = first(c, "COLOR")
        kind = first(c, "TYPE_WORD")
        named = next((m.value for m in of(c, Marker) if m.kind == "subtypes"), ())
        return Group("spell", colors=(COLOR[color],) if color else (),
                     subtypes=(ENCHANT[kind],) if kind else named,
                     not_types=("creature",) if first(c, "SPELL_NON") else ())

    def spell_group_kinds(self, c: list[Any]) -> Group:
        """"an instant or sorcery spell" (瞬间或法术咒语): a spell of either card type."""
        kind = str(first(c, "SPELL_KIND"))
        kinds = tuple(k for k in ("instant", "sorcery") if k in kind or {"instant": "瞬间", "sorcery": "法术"}[k] in kind)
        return Group("spell", subtypes=kinds)

    def static_enters_tapped(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=("enters_tapped",))

    def static_enters_counters(self, c: list[Any]) -> StaticAbility:
        kind = str(tokens_of(c, "COUNTER_KIND")[0])
        n = of(c, Count)[0].value if of(c, Count) else "X"
        return StaticAbility("self", keywords=(f"enters_with:{kind}:{n}",))

    def static_self_conditional(self, c: list[Any]) -> StaticAbility:
        power, toughness = static_pt(c)
        kws = next(iter(of(c, tuple)), ())
        return StaticAbility("self", power, toughness, kws, condition=of(c, Condition)[0])

    def static_self_conditional_kw(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=of(c, tuple)[0], condition=of(c, Condition)[0])

    def static_control(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], keywords=("control",))

    def static_cant_lose(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=("cant_lose_game",))

    def static_lure_self(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=("lure",))

    def static_lure_attached(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], keywords=("lure",))

    def static_fog_bank(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=("prevent_combat_damage",))

    def r_cant_block_power(self, c: list[Any]) -> tuple[str, ...]:
        return (f"cant_block_power:{number(str(tokens_of(c, 'NUMBER')[0]))}",)

    def r_alone(self, c: list[Any]) -> tuple[str, ...]:
        return ("cant_attack_or_block_alone",)

    # ---- static --------------------------------------------------------------------------------
    def static_group(self, c: list[Any]) -> StaticAbility:
        power, toughness = static_pt(c)
        kws = of(c, tuple)[0] if of(c, tuple) else ()
        return StaticAbility(of(c, Group)[0], power, toughness, kws, condition=self._while(c))

    def static_group_kw(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(of(c, Group)[0], keywords=of(c, tuple)[0], condition=self._while(c))

    def static_attached(self, c: list[Any]) -> StaticAbility:
        power, toughness = static_pt(c)
        kws = of(c, tuple)[0] if of(c, tuple) else ()
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], power, toughness, kws,
                             condition=self._while(c))

    def static_attached_granted(self, c: list[Any]) -> StaticAbility:
        power, toughness = static_pt(c)
        return StaticAbility(ATTACHED[str(c[0])], power, toughness, of(c, tuple)[0],
                             granted_triggers=tuple(of(c, TriggeredAbility)))

    def static_attached_kw(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED[first(c, "ATTACHED") or ""], keywords=of(c, tuple)[0], condition=self._while(c))

    def static_attached_restriction(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(ATTACHED[str(c[0])], keywords=of(c, tuple)[0])

    def static_self_restriction(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=of(c, tuple)[0], condition=self._while(c))

    def static_vigilance(self, c: list[Any]) -> StaticAbility:
        return StaticAbility("self", keywords=("vigilance",))

    def static_may_not_untap(self, c: list[Any]) -> StaticAbility:
        """"You may choose not to untap ~ during your untap step.": asked in each untap step."""
        return StaticAbility("self", keywords=("may_not_untap",))

    def r_cant_attack_block(self, c: list[Any]) -> tuple[str, ...]:
        return ("cant_attack", "cant_block")

    def r_cant_attack(self, c: list[Any]) -> tuple[str, ...]:
        return ("cant_attack",)

    def r_cant_block(self, c: list[Any]) -> tuple[str, ...]:
        return ("cant_block",)

    def r_unblockable(self, c: list[Any]) -> tuple[str, ...]:
        return ("unblockable",)

    def r_must_attack(self, c: list[Any]) -> tuple[str, ...]:
        return ("attacks_each_turn",)

    def r_block_only_flyers(self, c: list[Any]) -> tuple[str, ...]:
        return ("block_only_flyers",)

    def r_block_as_flying(self, c: list[Any]) -> tuple[str, ...]:
        return ("block_as_flying",)

