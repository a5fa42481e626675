"""The ability AST -> canonical card text in English (classic wording) or Simplified Chinese.

Pure functions. Whatever they write parses back to the same AST (tests/engine/test_cardlang.py),
so the canonical text is a normal form of any accepted wording ("enters the battlefield" is
written "comes into play", "dies" is written "is put into a graveyard from play").

    >>> from engine.effects.life import GainLife
    >>> render_effect(GainLife(3), "en")
    'you gain 3 life'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.model.abilities import (
    PARAM_RESTRICTIONS,
    RESTRICTIONS,
    Ability,
    ActivatedAbility,
    CardAbilities,
    Condition,
    Cost,
    EnchantLine,
    KeywordLine,
    SpellLine,
    StaticAbility,
    TriggeredAbility,
)
from engine.model.effect import Effect
from engine.model.targeting import Group, Target
from engine.text import card_zh as zh
from engine.text.card_words import capitalised, fill
from engine.text.card_words import slot as w
from engine.text.catalog import DEFAULT_RULESET
from engine.text.hant import to_traditional
from engine.text.keywords import keyword_en
from engine.text.names import Name
from engine.text.vocab import COLOR_EN, NUMBER_EN, SUBTYPES


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


def cap(text: str) -> str:
    """The first word capitalised (also when it is a vocabulary slot such as "exile")."""
    return capitalised(text)


# ---- English -------------------------------------------------------------------------------------
def kw_list(kws: tuple[str, ...]) -> str:
    words = [keyword_en(k) for k in kws]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _ability(a: Ability) -> str:
    if isinstance(a, KeywordLine):
        return cap(", ".join(keyword_en(k) for k in a.keywords))
    if isinstance(a, EnchantLine):
        return f"Enchant {a.kind}"
    if isinstance(a, SpellLine):
        return _sentences(a.effects)
    if isinstance(a, ActivatedAbility):
        if a.equip:
            return "Equip " + mana(a.cost.mana)
        limit = ""
        if a.once_per_turn:
            limit = " Play this ability only once each turn."
        if a.sorcery_speed:
            limit += " Play this ability only any time you could play a sorcery."
        if a.your_turn_only:
            limit += " Play this ability only during your turn."
        return f"{_cost(a.cost)}: {_sentences(a.effects)}{limit}"
    if isinstance(a, TriggeredAbility):
        return _triggered(a)
    assert isinstance(a, StaticAbility)
    return _static(a)


def mana(symbols: tuple[str, ...]) -> str:
    return "".join(f"{{{s}}}" for s in symbols)


def _cost(cost: Cost) -> str:
    parts: list[str] = []
    if cost.mana:
        parts.append(mana(cost.mana))
    if cost.tap:
        parts.append("{T}")
    if cost.discard:
        parts.append("Discard a card" if cost.discard == 1 else f"Discard {NUMBER_EN[cost.discard]} cards")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.remove_counters:
        kind, n = cost.remove_counters
        parts.append(f"Remove {count_word(n)} {kind} {'counter' if n == 1 else 'counters'} from ~")
    if cost.sacrifice_self:
        parts.append("Sacrifice ~")
    if cost.sacrifice is not None:
        parts.append("Sacrifice " + a_an(group_sg(cost.sacrifice)))
    return ", ".join(parts)


def a_an(text: str) -> str:
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def _sentences(effects: tuple[Effect, ...]) -> str:
    return " ".join(cap(e.render_en()) + "." for e in effects)


def pt(p: Any, t: Any) -> str:
    def one(v: Any) -> str:
        if isinstance(v, str):
            return v if v.startswith("-") else "+" + v
        return f"{v:+d}"
    return f"{one(p)}/{one(t)}"


def num(n: Any) -> str:
    if n == "that_much":
        return "that much"
    return str(n) if not isinstance(n, str) else "X"


def life(n: Any) -> str:
    if n in ("its_power", "its_toughness"):
        return f"life equal to its {n[4:]}"
    return f"{num(n)} life"


def count_word(n: int) -> str:
    return "a" if n == 1 else NUMBER_EN.get(n, str(n))


def _noun(g: Group | Target, plural: bool) -> str:
    if g.any_of:
        kinds = [k + "s" if plural else k for k in g.any_of]
        conj = "and" if plural else "or"
        return f" {conj} ".join(kinds) if len(kinds) == 2 else ", ".join(kinds[:-1]) + f", {conj} " + kinds[-1]
    if g.subtypes and g.kind in ("creature", "land"):
        sg = g.subtypes[0]
        return SUBTYPES.get(sg, (sg + "s", ""))[0] if plural else sg
    base = {"creature_or_player": "creature or player", "artifact_or_enchantment": "artifact or enchantment",
            "creature_card": "creature card"}.get(g.kind, g.kind)
    if isinstance(g, Target) and g.kind == "spell" and g.spell_types:
        base = f"{g.spell_types[0]} spell"
    return base + "s" if plural else base


def _quals(g: Group | Target) -> str:
    nons = [f"non{t}" for t in g.not_types] + [f"non{COLOR_EN[c]}" for c in g.not_colors]
    out = ", ".join(nons) + (" " if nons else "")
    if g.status:
        out += g.status.replace("_", " ") + " " if g.status != "damaged_by_self" else ""
    if g.colors:
        out += COLOR_EN[g.colors[0]] + " "
    return out


def _tail(g: Group | Target, plural: bool) -> str:
    out = ""
    if g.with_kw:
        out += f" with {keyword_en(g.with_kw)}"
    if g.without_kw:
        out += f" without {keyword_en(g.without_kw)}"
    if g.controller == "target_opponent":
        out += " target opponent controls"
    elif g.controller == "you":
        out += " you control"
    elif g.controller == "opponent" and g.kind != "player":
        out += " your opponents control" if plural else " an opponent controls"
    if g.status == "damaged_by_self":
        out += " dealt damage by ~ this turn"
    return out


def target_en(t: Target) -> str:
    return "target " + _quals(t) + _noun(t, False) + _tail(t, False)


def group_sg(g: Group) -> str:
    if g.kind == "player":
        return "opponent" if g.controller == "opponent" else "player"
    return ("other " if g.other else "") + _quals(g) + _noun(g, False) + _tail(g, False)


def group_pl(g: Group) -> str:
    return ("other " if g.other else "") + _quals(g) + _noun(g, True) + _tail(g, True)


_REFS = {"self": "~", "enchanted": "enchanted creature", "equipped": "equipped creature", "it": "it",
         "you": "you", "its_controller": "its controller", "that_player": "that player"}


def subject_en(s: Any, *, each: bool = True) -> str:
    if isinstance(s, Target):
        return target_en(s)
    if isinstance(s, Group):
        return "each " + group_sg(s) if each else group_pl(s)
    return _REFS[s]


def verb(who: Any, base: str, third: str) -> str:
    return base if who == "you" else f"{subject_en(who)} {third}"


def _triggered(a: TriggeredAbility) -> str:
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


def trigger_head_en(a: TriggeredAbility) -> str:
    subj = a.subject
    if isinstance(subj, Group) and a.event in ("enters", "dies", "cast"):
        g = subj
        if a.event == "cast":
            who = "you" if g.controller == "you" else "a player"
            verb = "play" if who == "you" else "plays"
            qual = COLOR_EN[g.colors[0]] + " " if g.colors else (g.subtypes[0] + " " if g.subtypes else "")
            return f"Whenever {who} {verb} {a_an(qual + 'spell')}"
        noun = group_sg(g)
        art = noun if g.other else a_an(noun)
        if g.other:
            art = "another " + noun[len("other "):]
        verb = w("comes_into_play") if a.event == "enters" else w("dies")
        return f"Whenever {art} {verb}"
    if a.event == "upkeep" and subj == "enchanted":
        return "At the beginning of the upkeep of enchanted creature's controller"
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
    return " to a player" if a.to_player else " to an opponent" if a.to_opponent else ""


def condition_en(c: Condition) -> str:
    if c.kind == "life_at_most":
        return f"if you have {c.value} or less life, "
    if c.kind == "control_none":
        assert c.group is not None
        return f"if you control no {group_pl(c.group)}, "
    if c.kind == "none_in_play":
        assert c.group is not None
        return f"if no {group_pl(c.group)} are {w('in_play')}, "
    return "if ~ is untapped, "


def as_long_en(c: Condition) -> str:
    if c.kind == "control_a":
        assert c.group is not None
        return "you control " + a_an(group_sg(c.group))
    return "it's untapped" if c.kind == "self_untapped" else "it's attacking"


def _restriction(kws: tuple[str, ...]) -> str:
    if set(kws) == {"cant_attack", "cant_block"}:
        return "can't attack or block"
    if kws[0].startswith("cant_block_power:"):
        return f"can't block creatures with power {kws[0].split(':')[1]} or greater"
    if kws[0] == "cant_attack_or_block_alone":
        return "can't attack or block alone"
    if kws[0].startswith("cant_be_blocked_by:"):
        spec = kws[0].split(":")[1:]
        if spec[0] == "color":
            return f"can't be blocked by {COLOR_EN[spec[1]]} creatures"
        return f"can't be blocked by {SUBTYPES.get(spec[0], (spec[0] + 's', ''))[0]}"
    return {"cant_attack": "can't attack", "cant_block": "can't block", "unblockable": "is unblockable",
            "attacks_each_turn": "attacks each turn if able",
            "block_only_flyers": "can block only creatures with flying",
            "block_as_flying": "can block as though it had flying"}[kws[0]]


def _static(a: StaticAbility) -> str:
    restrictive = a.keywords and all((k in RESTRICTIONS or k.startswith(PARAM_RESTRICTIONS)) and k != "vigilance"
                                     for k in a.keywords)
    if a.affected == "self":
        if a.condition is not None:
            if a.power or a.toughness:
                return f"~ gets {pt(a.power, a.toughness)} as long as {as_long_en(a.condition)}."
            return f"~ has {kw_list(a.keywords)} as long as {as_long_en(a.condition)}."
        if a.keywords == ("vigilance",):
            return "Attacking doesn't cause ~ to tap."
        if a.keywords == ("enters_tapped",):
            return f"~ {w('comes_into_play')} tapped."
        if a.keywords == ("lure",):
            return "All creatures able to block ~ do so."
        if a.keywords == ("cant_lose_game",):
            return "You can't lose the game and your opponents can't win the game."
        if a.keywords == ("prevent_combat_damage",):
            return "Prevent all combat damage that would be dealt to and dealt by ~."
        if a.keywords[0].startswith("enters_with:"):
            _, kind, n = a.keywords[0].split(":")
            counters = "counter" if n == "1" else "counters"
            return f"~ {w('comes_into_play')} with {count_word(int(n))} {kind} {counters} on it."
        return f"~ {_restriction(a.keywords)}."
    if isinstance(a.affected, Group):
        who = cap(group_pl(a.affected))
        if not (a.power or a.toughness):
            return f"{who} have {kw_list(a.keywords)}."
        kws = f" and have {kw_list(a.keywords)}" if a.keywords else ""
        return f"{who} get {pt(a.power, a.toughness)}{kws}."
    who = cap(_REFS[a.affected])
    if a.keywords == ("control",):
        return f"You control {_REFS[a.affected]}."
    if a.keywords == ("lure",):
        return f"All creatures able to block {_REFS[a.affected]} do so."
    if restrictive and not (a.power or a.toughness):
        return f"{who} {_restriction(a.keywords)}."
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
        if lang == "en" and self.printed and getattr(self.ability, "text", ""):
            return self.ability.text  # type: ignore[union-attr]
        if lang == "zh-Hant":
            return to_traditional(render_ability(self.ability, "zh-Hans", self.name.text("zh-Hans"), ruleset))
        return render_ability(self.ability, lang, self.name.text(lang), ruleset)


@dataclass(frozen=True)
class TargetText:
    """What a "target ..." phrase asks for, as a message parameter ("target nonblack creature")."""

    target: Target

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "en":
            return target_en(self.target)
        chinese = zh.target(self.target)
        return chinese if lang == "zh-Hans" else to_traditional(chinese)
