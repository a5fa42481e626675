"""The ability AST -> canonical card text in English (classic wording) or Simplified Chinese.

Pure functions. Whatever they write parses back to the same AST (tests/engine/test_cardlang.py),
so the canonical text is a normal form of any accepted wording ("enters the battlefield" is
written "comes into play", "dies" is written "is put into a graveyard from play").

    >>> from engine.effects.life import GainLife
    >>> render_effect(GainLife(3), "en")
    'you gain 3 life'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.model.abilities import (
    NUMBERED_KEYWORDS,
    Ability,
    ActivatedAbility,
    CardAbilities,
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
from engine.model.targeting import Group, Target
from engine.text import card_zh as zh
from engine.text.card_casting import (
    activation_limits_en,
    casting_rule_en,
    cost_change_en,
    spell_cost_parts_en,
)
from engine.text.card_changes import change_en, en_join
from engine.text.card_en_words import (  # re-exported: effects render themselves with card_en.<word>
    _REFS,
    a_an,
    cap,
    count_word,
    counted,
    for_each,
    group_pl,
    group_sg,
    kw_list,
    life,
    mana,
    many,
    num,
    subject_en,
    target_en,
    verb,
    where_x,
)
from engine.text.card_quals import pt
from engine.text.card_words import fill
from engine.text.card_words import slot as w
from engine.text.catalog import DEFAULT_RULESET
from engine.text.entry_choice import entry_choice_en
from engine.text.hant import to_traditional
from engine.text.keywords import keyword_phrases
from engine.text.names import Name
from engine.text.restrictions import is_restriction, restriction_en
from engine.text.subjects import sentences_en
from engine.text.this_way import any_counters_en
from engine.text.vocab import COLOR_EN, NUMBER_EN

__all__ = ["AbilityText", "GroupText", "TargetText", "a_an", "cap", "count_word", "counted", "for_each", "group_pl", "group_sg", "kw_list",
           "life", "mana", "many", "num", "pt", "render_ability", "render_card", "render_effect", "subject_en", "target_en",
           "verb", "where_x"]


def render_card(abilities: CardAbilities, lang: str = "en", name: str = "~", ruleset: str = DEFAULT_RULESET) -> str:
    """A card's whole text, one ability per line, in ``lang`` ("en" or "zh-Hans")."""
    return "\n".join(render_ability(a, lang, name, ruleset) for a in abilities.abilities)


def render_ability(ability: Ability, lang: str = "en", name: str = "~", ruleset: str = DEFAULT_RULESET) -> str:
    """One ability line in the words of ``ruleset`` ("comes into play" under classic, "enters the
    battlefield" under 2009); "~" in the result is replaced by ``name``."""
    text = zh.ability(ability) if lang.startswith("zh") else _ability(ability)
    return fill(text, lang, ruleset).replace("~", name)


def render_effect(effect: Effect, lang: str = "en", ruleset: str = DEFAULT_RULESET) -> str:
    return effect.render(lang, ruleset)


def _ability(a: Ability) -> str:
    if isinstance(a, KeywordLine):
        return cap(", ".join(keyword_phrases(a.keywords)))
    if isinstance(a, EnchantLine):
        return f"Enchant {a.kind}" + (" you control" if a.controller == "you" else "")
    if isinstance(a, SpellLine):
        return _sentences(a.effects)
    if isinstance(a, ActivatedAbility):
        if a.equip:
            return "Equip " + mana(a.cost.mana)
        only_if = f" Play this ability only if {cond_en(a.condition, as_long=True)}." if a.condition else ""
        return f"{_cost(a.cost)}: {_sentences(a.effects)}{activation_limits_en(a)}{only_if}"
    if isinstance(a, TriggeredAbility):
        return _triggered(a)
    if isinstance(a, KeywordAbility):
        return keyword_ability(a)
    if isinstance(a, CostChange):
        return cost_change_en(a)
    if isinstance(a, HandSizeRule):
        return "You have no maximum hand size." if a.players == "you" else "Players have no maximum hand size."
    if isinstance(a, CastingRule):
        if (line := casting_rule_en(a)) is not None:
            return line
        if a.kind == "before_combat_damage":
            return "Play ~ only before the combat damage step."
        if a.kind == "cant_be_countered":
            return "~ can't be countered."
        if a.kind == "additional_cost" and a.cost is not None:
            parts = " and ".join(_lower_first(p) for p in _cost(a.cost).split(", "))
            return f"As an additional cost to play ~, {parts}."
        if a.kind == "alternative_cost" and a.cost is not None:
            rest = _cost(replace(a.cost, mana=())) if a.cost != Cost(mana=a.cost.mana) else ""
            parts = " and ".join(p for p in ((f"pay {mana(a.cost.mana)}" if a.cost.mana else ""),
                                             " and ".join(_lower_first(p) for p in rest.split(", ") if p)) if p)
            head = condition_en(a.condition) if a.condition is not None and a.condition.kind != "control_a" else (
                f"if {as_long_en(a.condition)}, " if a.condition is not None else "")
            return cap(f"{head}you may {parts} rather than pay ~'s mana cost.")
        return f"~ costs {mana(a.mana)} more to play for each target beyond the first."
    assert isinstance(a, StaticAbility)
    if a.condition is not None and (a.affected != "self" or all(map(is_restriction, a.keywords or ("-",)))):
        # "Enchanted creature gets +2/+2 as long as ...", "~ can't be blocked as long as ..." (412.1)
        word = "Threshold — " if a.condition.kind == "graveyard_at_least" and a.condition.value == 7 else ""
        return f"{word}{_static(replace(a, condition=None))[:-1]} as long as {as_long_en(a.condition)}."
    return _static(a)


#: the era keywords with a cost or a number, as printed
ERA_KEYWORDS_EN = {"flashback": "Flashback", "cycling": "Cycling", "kicker": "Kicker", "echo": "Echo",
                   "morph": "Morph", "madness": "Madness", "buyback": "Buyback", "rampage": "Rampage", "bushido": "Bushido", "exalted": "Exalted",
                   "vanishing": "Vanishing", "fading": "Fading", "convoke": "Convoke",
                   "modular": "Modular", "cumulative_upkeep": "Cumulative upkeep", "splice": "Splice onto Arcane",
                   "affinity": "Affinity for artifacts", "banding": "Banding", "provoke": "Provoke",
                   "persist": "Persist", "evoke": "Evoke", "soulshift": "Soulshift", "bloodthirst": "Bloodthirst",
                   "devour": "Devour", "sunburst": "Sunburst", "retrace": "Retrace",
                   "transmute": "Transmute", "unearth": "Unearth", "graft": "Graft",
                   "storm": "Storm", "cascade": "Cascade", "suspend": "Suspend",
                   "replicate": "Replicate", "conspire": "Conspire"}


def keyword_ability(a: KeywordAbility) -> str:
    if a.keyword == "cycling" and a.land:
        return f"{a.land.capitalize()}cycling {mana(a.mana)}"
    word = ERA_KEYWORDS_EN[a.keyword]
    if a.keyword == "suspend":  # a number and a cost; number 0: "Suspend X—{X}{W}{W}. X can't be 0."
        return f"{word} {a.number}—{mana(a.mana)}" if a.number else f"{word} X—{mana(a.mana)}. X can't be 0."
    if a.keyword in NUMBERED_KEYWORDS:
        return f"{word} {a.number}"
    return f"{word} {mana(a.mana)}" if a.mana else word


def replacement(r: DamageReplacement, *, this_turn: bool = False) -> str:
    """A damage-doubling replacement effect (419.1), as a static ability or a spell's effect."""
    if this_turn:
        return ("if a creature would deal combat damage to a creature this turn, it deals double that damage to "
                "that creature instead")
    source = "a source" if r.sources is None else a_an(group_sg(r.sources))
    kinds = " or ".join(r.recipients)
    combat = "combat " if r.combat_only else ""
    return (f"If {source} would deal {combat}damage to a {kinds}, it deals double that damage to that {kinds} "
            "instead.")


def _cost(cost: Cost) -> str:
    parts: list[str] = []
    if cost.mana:
        parts.append(mana(cost.mana))
    if cost.tap:
        parts.append("{T}")
    if cost.untap:
        parts.append("{Q}")
    if cost.discard:
        parts.append(("Discard a card" if cost.discard == 1 else f"Discard {NUMBER_EN[cost.discard]} cards")
                     + (" at random" if cost.discard_random else ""))
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.remove_counters:
        kind, n = cost.remove_counters
        parts.append(any_counters_en(kind) if n < 0 else
                     f"Remove {a_an(kind) if n == 1 else count_word(n) + ' ' + kind} {'counter' if n == 1 else 'counters'} from ~")
    if cost.sacrifice_self:
        parts.append("Sacrifice ~")
    if cost.sacrifice is not None:
        if cost.sacrifice_count == 1:
            parts.append("Sacrifice " + a_an(group_sg(cost.sacrifice)))
        else:
            parts.append(f"Sacrifice {NUMBER_EN[cost.sacrifice_count]} {group_pl(cost.sacrifice)}")
    parts += spell_cost_parts_en(cost)
    return ", ".join(parts)


_sentences = sentences_en  # one sentence per instruction, a player's second verb after the first


def keyword_of_key(key: str) -> KeywordAbility:
    """The keyword a triggered ability stands for ("rampage|2|", "echo|2,R|")."""
    keyword, arg, land = key.split("|")
    if keyword == "suspend":  # "suspend|4;U|": the number, then the cost
        n, cost = arg.split(";")
        return KeywordAbility(keyword, mana=tuple(cost.split(",")) if cost else (), number=int(n))
    if keyword in NUMBERED_KEYWORDS:
        return KeywordAbility(keyword, number=int(arg), land=land)
    return KeywordAbility(keyword, mana=tuple(arg.split(",")) if arg else (), land=land)


def _triggered(a: TriggeredAbility) -> str:
    if a.keyword:
        return keyword_ability(keyword_of_key(a.keyword))
    if a.event == "turned_face_up":
        head = "When ~ is turned face up"
        return f"{head}, {_lower_first(_sentences(a.effects))}"
    if a.event == "tapped_for_mana":
        return ("Whenever enchanted land is tapped for mana, its controller adds "
                f"{a.effects[0].render_en()[len('add '):-len(' to your mana pool')]} to his or her mana pool.")
    head = trigger_head_en(a)
    cond = condition_en(a.condition) if a.condition else ""
    may = "you may " if a.optional else ""
    body = _sentences(a.effects)
    first = body if body.startswith("~") else body[:1].lower() + body[1:]
    if may and first.startswith("you "):
        first = first[len("you "):]
    return f"{head}, {cond}{may}{first}"


def _lower_first(body: str) -> str:
    return body if body.startswith("~") else body[:1].lower() + body[1:]


def trigger_head_en(a: TriggeredAbility) -> str:
    from engine.text.trigger_heads import head_en, spell_quality_en

    subj = a.subject
    era = head_en(a)
    if era is not None:
        return era
    if isinstance(subj, Group) and a.event in ("enters", "dies", "cast"):
        g = subj
        if a.event == "cast":
            who = {"you": "you", "opponent": "an opponent"}.get(g.controller or "", "a player")
            verb = "play" if who == "you" else "plays"
            qual = spell_quality_en(g)
            return f"Whenever {who} {verb} {a_an(qual + 'spell')}"
        noun = group_sg(g)
        art = noun if g.other else a_an(noun)
        if g.other:
            art = "another " + noun[len("other "):]
        if a.also_self:
            art = "~ or " + art
        verb = w("comes_into_play") if a.event == "enters" else w("dies")
        return f"Whenever {art} {verb}"
    if a.event == "blocks_or_blocked_attached" and isinstance(subj, Group):
        return f"Whenever enchanted creature blocks or becomes blocked by {a_an(group_sg(subj))}"
    if a.event == "control_none" and isinstance(subj, Group):
        return f"When you control no {group_pl(subj)}"
    if a.event == "upkeep" and subj == "enchanted":
        return f"At the beginning of the upkeep of enchanted {a.attached}'s controller"
    if a.event == "tapped":
        return "Whenever enchanted land becomes tapped" if subj == "enchanted" else "Whenever ~ becomes tapped"
    if subj in ("enchanted", "equipped"):
        who = f"{subj} creature"
        if a.event == "dies":
            return f"When {who} {w('dies')}"
        return f"Whenever {who} deals " + ("combat " if a.combat else "") + "damage" + _to(a)
    if a.event == "blocks_or_blocked" and isinstance(subj, Group):
        return f"Whenever ~ blocks or becomes blocked by {a_an(group_sg(subj))}"
    return {
        "enters": f"When ~ {w('comes_into_play')}", "leaves": f"When ~ {w('leaves_play')}",
        "dies": f"When ~ {w('dies')}", "attacks": "Whenever ~ attacks",
        "blocks": "Whenever ~ blocks", "blocked": "Whenever ~ becomes blocked",
        "dealt_damage": "Whenever ~ is dealt damage",
        "deals_damage": "Whenever ~ deals " + ("combat " if a.combat else "") + "damage" + _to(a),
        "upkeep": "At the beginning of " + ("your" if subj == "you" else "each player's") + " upkeep",
        "draw_step": "At the beginning of each player's draw step",
        "end_of_turn": "At end of turn",
    }[a.event]


def _to(a: TriggeredAbility) -> str:
    return (" to a player" if a.to_player else " to an opponent" if a.to_opponent
            else " to a creature" if a.to_creature else "")


def cond_en(c: Condition, as_long: bool = False) -> str:
    """A condition as both "if ..." and "as long as ..." read it (one grammar rule, ``cond``): the
    card itself is "~" after "if", "it" after "as long as"."""
    number = NUMBER_EN.get(c.value, str(c.value))
    has = "that player has" if c.whose == "that_player" else "you have"
    if c.kind == "kicked":
        return "~ was kicked"
    if c.kind in ("life_at_most", "life_at_least"):
        return f"{has} {c.value} or {'less' if c.kind == 'life_at_most' else 'more'} life"
    if c.kind == "hand_at_most":
        return f"{has} no cards in hand" if c.value == 0 else f"{has} {number} or fewer cards in hand"
    if c.kind == "hand_at_least":
        return f"{has} {number} or more cards in hand"
    if c.kind == "graveyard_at_least":
        return f"{number} or more cards are in your graveyard"
    if c.kind in ("control_at_most", "control_at_least"):
        assert c.group is not None
        return f"you control {number} or {'fewer' if c.kind == 'control_at_most' else 'more'} {group_pl(c.group)}"
    if c.kind in ("control_none", "control_a", "none_in_play"):
        assert c.group is not None
        if c.kind == "control_a":  # "another <group>": the card itself left out
            if c.group.other:
                return "you control another " + group_sg(replace(c.group, other=False))
            return "you control " + a_an(group_sg(c.group))
        if c.kind == "control_none":
            return f"you control no {group_pl(c.group)}"
        return f"no {group_pl(c.group)} are {w('in_play')}"
    if c.kind == "your_turn":
        return "it's your turn"
    if c.kind == "creature_died_this_turn":
        return f"a creature {w('died')} this turn"
    if c.kind == "control_each":
        return "you control " + " and ".join(a_an(group_sg(g)) for g in c.groups)
    if c.kind in ("opponent_controls_a", "defending_controls_a") and c.group is not None:
        who = "an opponent" if c.kind == "opponent_controls_a" else "defending player"
        return f"{who} controls {a_an(group_sg(c.group))}"
    if c.kind == "self_color" and c.group is not None:
        return ("it's " if as_long else "~ is ") + COLOR_EN[c.group.colors[0]]
    state = {"self_untapped": "untapped", "self_tapped": "tapped", "self_attacking": "attacking"}[c.kind]
    return f"it's {state}" if as_long else f"~ is {state}"


def condition_en(c: Condition) -> str:
    return f"if {cond_en(c)}, "


def as_long_en(c: Condition) -> str:
    return cond_en(c, as_long=True)



def _split(kws: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Restrictions and keywords of one static ability ("is unblockable and has shroud")."""
    return tuple(k for k in kws if is_restriction(k)), tuple(k for k in kws if not is_restriction(k))


def _cda(a: StaticAbility) -> str:
    assert a.cda is not None
    what = {"power": "power is", "toughness": "toughness is"}.get(a.cda_sets, "power and toughness are each")
    return f"~'s {what} equal to the number of {counted(a.cda, plural=True)}."


def _scaled(a: StaticAbility) -> str:
    """"~ gets +1/+1 for each Forest you control." (the bonus per object counted)."""
    assert a.scaled_by is not None
    if isinstance(a.affected, Group):
        return f"{cap(group_pl(a.affected))} get {pt(a.power, a.toughness)}{for_each(a.scaled_by)}."
    return f"{cap(_REFS[a.affected])} gets {pt(a.power, a.toughness)}{for_each(a.scaled_by)}."


def _static(a: StaticAbility) -> str:
    if (chosen := entry_choice_en(a, kw_list)) is not None:
        return chosen
    restrictive = a.keywords and all(is_restriction(k) for k in a.keywords)
    if a.replacement is not None:
        return replacement(a.replacement)
    if a.change is not None:  # "Enchanted creature loses all abilities." / "Enchanted land is a Swamp."
        assert not isinstance(a.affected, Group)  # a change is built for the card itself or what it's attached to
        who = "Enchanted land" if a.change.land_type is not None else cap(_REFS[a.affected])
        gets = f"gets {pt(a.power, a.toughness)} and " if a.power or a.toughness else ""
        return f"{who} {gets}{en_join(change_en(a.change, kw_list, static=True))}."
    if a.cda is not None:
        return _cda(a)
    if a.scaled_by is not None:
        return _scaled(a)
    if a.keywords in (("prevent_damage_to",), ("prevent_damage_by",)) and a.affected in _REFS:
        return f"Prevent all damage that would be dealt {a.keywords[0][15:]} {_REFS[a.affected]}."
    if a.affected == "self":
        if a.condition is not None:
            word = "Threshold — " if a.condition.kind == "graveyard_at_least" and a.condition.value == 7 else ""
            if (a.power or a.toughness) and a.keywords:
                return (f"{word}~ gets {pt(a.power, a.toughness)} and has {kw_list(a.keywords)} as long as "
                        f"{as_long_en(a.condition)}.")
            if a.power or a.toughness:
                return f"{word}~ gets {pt(a.power, a.toughness)} as long as {as_long_en(a.condition)}."
            return f"{word}~ has {kw_list(a.keywords)} as long as {as_long_en(a.condition)}."
        if a.keywords == ("vigilance",):
            return "Attacking doesn't cause ~ to tap."
        if a.keywords == ("enters_tapped",):
            return f"~ {w('comes_into_play')} tapped."
        if a.keywords == ("lure",):
            return "All creatures able to block ~ do so."
        if a.keywords == ("may_not_untap",):
            return "You may choose not to untap ~ during your untap step."
        if a.keywords == ("cant_lose_game",):
            return "You can't lose the game and your opponents can't win the game."
        if a.keywords == ("prevent_combat_damage",):
            return "Prevent all combat damage that would be dealt to and dealt by ~."
        if a.keywords[0].startswith(("enters_with:", "enters_with_if_kicked:")):
            head, kind, n = a.keywords[0].split(":")
            counters = "counter" if n == "1" else "counters"
            many = "X" if n == "X" else count_word(int(n))
            if many == "a":
                many = a_an(kind)[:-len(kind) - 1]
            if head == "enters_with_if_kicked":
                return f"If ~ was kicked, it {w('comes_into_play')} with {many} {kind} {counters} on it."
            return f"~ {w('comes_into_play')} with {many} {kind} {counters} on it."
        return f"~ {restriction_en(a.keywords, 'your')}."
    if isinstance(a.affected, Group):
        who = cap(group_pl(a.affected))
        if a.keywords == ("doesnt_untap",):
            return f"{who} don't untap during their controllers' untap steps."
        if restrictive and not (a.power or a.toughness):  # "Creatures without flying can't attack."
            return f"{who} {restriction_en(a.keywords)}."
        if not (a.power or a.toughness):
            return f"{who} have {kw_list(a.keywords)}."
        kws = f" and have {kw_list(a.keywords)}" if a.keywords else ""
        return f"{who} get {pt(a.power, a.toughness)}{kws}."
    who = cap(_REFS[a.affected])
    if a.granted_activated:  # "~" inside the quotes is the creature that has the ability
        inner = _ability(a.granted_activated[0]).replace("~", "this creature")
        return f'{who} has "{cap(inner)}"'
    if a.keywords == ("control",):
        return f"You control {_REFS[a.affected]}."
    if a.keywords == ("lure",):
        return f"All creatures able to block {_REFS[a.affected]} do so."
    if a.keywords == ("prevent_combat_damage",):
        return f"Prevent all combat damage that would be dealt to and dealt by {_REFS[a.affected]}."
    if restrictive and not (a.power or a.toughness):
        return f"{who} {restriction_en(a.keywords)}."
    restrictions, plain = _split(a.keywords)
    if restrictions and not (a.power or a.toughness):
        return f"{who} {restriction_en(restrictions)} and has {kw_list(plain)}."
    if restrictions:
        return f"{who} gets {pt(a.power, a.toughness)} and {restriction_en(restrictions)}."
    if not (a.power or a.toughness):
        return f"{who} has {kw_list(a.keywords)}."
    kws = f" and has {kw_list(a.keywords)}" if a.keywords else ""
    if a.granted_triggers:  # "~" inside the quotes is the creature that has the ability
        inner = _triggered(a.granted_triggers[0]).replace("~", "this creature")
        return f'{who} gets {pt(a.power, a.toughness)}{kws} and "{cap(inner)}"'
    return f"{who} gets {pt(a.power, a.toughness)}{kws}."


@dataclass(frozen=True)
class AbilityText:
    """An ability's text as a message parameter: rendered from the AST in each language, with the
    card's name (in that language) for "~"."""

    ability: Ability
    name: Name
    #: in English, the ability's own printed line when it has one (activated abilities keep it)
    printed: bool = False

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        printed = getattr(self.ability, "text", None)
        if lang == "en" and self.printed and isinstance(printed, str) and printed:
            return printed
        if lang == "zh-Hant":
            return to_traditional(render_ability(self.ability, "zh-Hans", self.name.text("zh-Hans"), ruleset))
        return render_ability(self.ability, lang, self.name.text(lang), ruleset)


@dataclass(frozen=True)
class GroupText:
    """A group of permanents as a message parameter, plural ("Islands", "海岛")."""

    group: Group

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "en":
            return group_pl(self.group)
        chinese = zh.group(self.group)
        return chinese if lang == "zh-Hans" else to_traditional(chinese)


@dataclass(frozen=True)
class TargetText:
    """What a "target ..." phrase asks for, as a message parameter ("target nonblack creature")."""

    target: Target

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "en":
            return target_en(self.target)
        chinese = zh.target(self.target)
        return chinese if lang == "zh-Hans" else to_traditional(chinese)
