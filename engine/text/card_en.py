"""The ability AST -> canonical card text in English (classic wording) or Simplified Chinese.

Pure functions. Whatever they write parses back to the same AST (tests/engine/test_cardlang.py),
so the canonical text is a normal form of any accepted wording ("enters the battlefield" is
written "comes into play", "dies" is written "is put into a graveyard from play").

    >>> from engine.model.abilities import GainLife
    >>> render_effect(GainLife(3), "en")
    'you gain 3 life'
"""

from __future__ import annotations

from typing import Any

from engine.model.abilities import (
    PARAM_RESTRICTIONS,
    RESTRICTIONS,
    Ability,
    ActivatedAbility,
    AddMana,
    AtEndOfCombat,
    CardAbilities,
    Condition,
    Cost,
    CounterSpell,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Effect,
    EnchantLine,
    Exile,
    GainControl,
    GainLife,
    Group,
    KeywordLine,
    LoseLife,
    Modal,
    PayOption,
    PreventDamage,
    Pump,
    PutCounters,
    Regenerate,
    ReturnToHand,
    RevealDiscard,
    Sacrifice,
    SearchLibrary,
    SpellLine,
    StaticAbility,
    Tap,
    TapOrUntap,
    Target,
    TriggeredAbility,
    Untap,
)
from engine.text import card_zh as zh
from engine.text.keywords import keyword_en
from engine.text.vocab import COLOR_EN, NUMBER_EN, SUBTYPES


def render_card(abilities: CardAbilities, lang: str = "en", name: str = "~") -> str:
    """A card's whole text, one ability per line, in ``lang`` ("en" or "zh-Hans")."""
    return "\n".join(render_ability(a, lang, name) for a in abilities.abilities)


def render_ability(ability: Ability, lang: str = "en", name: str = "~") -> str:
    """One ability line; "~" in the result is replaced by ``name``."""
    text = zh.ability(ability) if lang.startswith("zh") else _ability(ability)
    return text.replace("~", name)


def render_effect(effect: Effect, lang: str = "en") -> str:
    return zh.effect(effect) if lang.startswith("zh") else _effect(effect)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text and text[0] != "~" else text


# ---- English -------------------------------------------------------------------------------------
def _kw_list(kws: tuple[str, ...]) -> str:
    words = [keyword_en(k) for k in kws]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _ability(a: Ability) -> str:
    if isinstance(a, KeywordLine):
        return _cap(", ".join(keyword_en(k) for k in a.keywords))
    if isinstance(a, EnchantLine):
        return f"Enchant {a.kind}"
    if isinstance(a, SpellLine):
        return _sentences(a.effects)
    if isinstance(a, ActivatedAbility):
        if a.equip:
            return "Equip " + _mana(a.cost.mana)
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


def _mana(symbols: tuple[str, ...]) -> str:
    return "".join(f"{{{s}}}" for s in symbols)


def _cost(cost: Cost) -> str:
    parts: list[str] = []
    if cost.mana:
        parts.append(_mana(cost.mana))
    if cost.tap:
        parts.append("{T}")
    if cost.discard:
        parts.append("Discard a card" if cost.discard == 1 else f"Discard {NUMBER_EN[cost.discard]} cards")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.remove_counters:
        kind, n = cost.remove_counters
        parts.append(f"Remove {_count(n)} {kind} {'counter' if n == 1 else 'counters'} from ~")
    if cost.sacrifice_self:
        parts.append("Sacrifice ~")
    if cost.sacrifice is not None:
        parts.append("Sacrifice " + _a(group_sg(cost.sacrifice)))
    return ", ".join(parts)


def _a(text: str) -> str:
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def _sentences(effects: tuple[Effect, ...]) -> str:
    return " ".join(_cap(_effect(e)) + "." for e in effects)


def _pt(p: Any, t: Any) -> str:
    def one(v: Any) -> str:
        if isinstance(v, str):
            return v if v.startswith("-") else "+" + v
        return f"{v:+d}"
    return f"{one(p)}/{one(t)}"


def _num(n: Any) -> str:
    if n == "that_much":
        return "that much"
    return str(n) if not isinstance(n, str) else "X"


def _life(n: Any) -> str:
    if n in ("its_power", "its_toughness"):
        return f"life equal to its {n[4:]}"
    return f"{_num(n)} life"


def _count(n: int) -> str:
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


def _verb(who: Any, base: str, third: str) -> str:
    return base if who == "you" else f"{subject_en(who)} {third}"


def _effect(e: Effect) -> str:
    if isinstance(e, DealDamage):
        if e.divided:
            t = e.target
            assert isinstance(t, Target)
            among = "one, two, or three" if t.count == 3 else "any number of"
            kinds = "creatures" if t.kind == "creature" else "creatures and/or players"
            return f"~ deals {_num(e.amount)} damage divided as you choose among {among} target {kinds}"
        recips = " and ".join(subject_en(s) for s in (e.target, *e.also))
        extra = ". A creature dealt damage this way can't be regenerated this turn" if e.no_regeneration else ""
        return f"~ deals {_num(e.amount)} damage to {recips}{extra}"
    if isinstance(e, Pump):
        subj = e.target if e.target is not None else "self"
        plural = isinstance(subj, Group)
        who = group_pl(subj) if plural else subject_en(subj)
        gets, gains = ("get", "gain") if plural else ("gets", "gains")
        if e.power == 0 and e.toughness == 0 and e.keywords:
            return f"{who} {gains} {_kw_list(e.keywords)} until end of turn"
        kws = f" and {gains} {_kw_list(e.keywords)}" if e.keywords else ""
        return f"{who} {gets} {_pt(e.power, e.toughness)}{kws} until end of turn"
    if isinstance(e, Destroy):
        if isinstance(e.target, Group):
            return f"destroy all {group_pl(e.target)}" + (". They can't be regenerated" if e.no_regeneration else "")
        return f"destroy {subject_en(e.target)}" + (". It can't be regenerated" if e.no_regeneration else "")
    if isinstance(e, Regenerate):
        return f"regenerate {subject_en(e.target or 'self')}"
    if isinstance(e, PreventDamage):
        if e.chosen_source:
            color = COLOR_EN[e.source_colors[0]] + " " if e.source_colors else ""
            return (f"the next time a {color}source of your choice would deal damage to you this turn, "
                    "prevent that damage")
        if e.combat_only:
            return "prevent all combat damage that would be dealt this turn"
        if e.amount is None:
            return f"prevent all damage that would be dealt to {subject_en(e.target)} this turn"
        return f"prevent the next {e.amount} damage that would be dealt to {subject_en(e.target)} this turn"
    if isinstance(e, CounterSpell):
        return f"counter {target_en(e.target)}"
    if isinstance(e, GainLife):
        return f"{'you gain' if e.who == 'you' else subject_en(e.who) + ' gains'} {_life(e.amount)}"
    if isinstance(e, LoseLife):
        return f"{'you lose' if e.who == 'you' else subject_en(e.who) + ' loses'} {_life(e.amount)}"
    if isinstance(e, DrawCards):
        cards = "a card" if e.count == 1 else f"{_num(e.count) if isinstance(e.count, str) else _count(e.count)} cards"
        return _verb(e.who, "draw", "draws") + " " + cards
    if isinstance(e, Discard):
        if e.count < 0:
            return _verb(e.who, "discard", "discards") + " his or her hand"
        cards = "a card" if e.count == 1 else f"{_count(e.count)} cards"
        return _verb(e.who, "discard", "discards") + " " + cards + (" at random" if e.random else "")
    if isinstance(e, Tap):
        return f"tap all {group_pl(e.target)}" if isinstance(e.target, Group) else f"tap {subject_en(e.target)}"
    if isinstance(e, Untap):
        return f"untap {subject_en(e.target)}"
    if isinstance(e, AtEndOfCombat):
        return _effect(e.effects[0]) + " at end of combat"
    if isinstance(e, SearchLibrary):
        return ("search your library for a basic land card and put that card into play tapped. "
                "Then shuffle your library")
    if isinstance(e, RevealDiscard):
        nons = ", ".join(f"non{t}" for t in e.not_types)
        return (f"target opponent reveals his or her hand. You choose a {nons} card from it. "
                "That player discards that card")
    if isinstance(e, TapOrUntap):
        return f"you may tap or untap {subject_en(e.target)}"
    if isinstance(e, ReturnToHand):
        if isinstance(e.target, Group) and e.choose_one:
            return f"return {_a(group_sg(e.target))} to its owner's hand"
        if isinstance(e.target, Group):
            return f"return all {group_pl(e.target)} to their owners' hands"
        if isinstance(e.target, Target) and e.target.kind == "creature_card":
            return "return target creature card from your graveyard to your hand"
        return f"return {subject_en(e.target)} to its owner's hand"
    if isinstance(e, PutCounters):
        counters = "counter" if e.count == 1 else "counters"
        return f"put {_count(e.count)} {e.counter} {counters} on {subject_en(e.target)}"
    if isinstance(e, CreateTokens):
        colors = "".join(COLOR_EN[c] + " " for c in e.colors)
        token = "token" if e.count == 1 else "tokens"
        kws = f" with {_kw_list(e.keywords)}" if e.keywords else ""
        verb = "put" if e.who == "you" else f"{subject_en(e.who)} puts"
        return (f"{verb} {_count(e.count)} {e.power}/{e.toughness} {colors}{' '.join(e.subtypes)} creature {token}"
                f"{kws} into play")
    if isinstance(e, Sacrifice):
        if e.what == "self":
            return "sacrifice ~"
        assert isinstance(e.what, Group)
        return _verb(e.who, "sacrifice", "sacrifices") + " " + _a(group_sg(e.what))
    if isinstance(e, GainControl):
        return f"gain control of {subject_en(e.target)} until end of turn"
    if isinstance(e, AddMana) and e.any_color:
        one = " one" if e.any_color > 1 else ""
        return f"add {NUMBER_EN[e.any_color]} mana of any{one} color to your mana pool"
    if isinstance(e, Exile) and isinstance(e.target, Group) and e.target.tokens_only:
        return f"remove all {e.target.subtypes[0]} tokens from the game"
    if isinstance(e, Exile):
        return f"remove {subject_en(e.target)} from the game"
    if isinstance(e, PayOption):
        cost = _mana(e.mana) if e.mana else f"{e.life} life"
        inner = _effect(e.effects[0])
        if not e.unless:
            return f"you may pay {cost}. If you do, {inner}"
        payer = "you pay" if e.payer == "you" else f"{subject_en(e.payer)} pays"
        return f"{inner} unless {payer} {cost}"
    if isinstance(e, AddMana):
        colorless = e.mana.count("C")
        symbols = (f"{{{colorless}}}" if colorless else "") + "".join(f"{{{m}}}" for m in e.mana if m != "C")
        return f"add {symbols} to your mana pool"
    if isinstance(e, Modal):
        return "choose one — " + "; or ".join(_cap(_effect(m[0])) if i == 0 else _effect(m[0])
                                              for i, m in enumerate(e.modes))
    raise ValueError(f"no English template for {e!r}")


def _triggered(a: TriggeredAbility) -> str:
    if a.event == "tapped_for_mana":
        return ("Whenever enchanted land is tapped for mana, its controller adds "
                f"{_effect(a.effects[0])[len('add '):-len(' to your mana pool')]} to his or her mana pool.")
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
            return f"Whenever {who} {verb} {_a(qual + 'spell')}"
        noun = group_sg(g)
        art = noun if g.other else _a(noun)
        if g.other:
            art = "another " + noun[len("other "):]
        verb = "comes into play" if a.event == "enters" else "is put into a graveyard from play"
        return f"Whenever {art} {verb}"
    if a.event == "upkeep" and subj == "enchanted":
        return "At the beginning of the upkeep of enchanted creature's controller"
    if a.event == "tapped":
        return "Whenever enchanted land becomes tapped" if subj == "enchanted" else "Whenever ~ becomes tapped"
    if subj in ("enchanted", "equipped"):
        who = f"{subj} creature"
        if a.event == "dies":
            return f"When {who} is put into a graveyard from play"
        return f"Whenever {who} deals " + ("combat " if a.combat else "") + "damage" + _to(a)
    if a.event == "blocks_or_blocked" and isinstance(subj, Group):
        return f"Whenever ~ blocks or becomes blocked by {_a(group_sg(subj))}"
    return {
        "enters": "When ~ comes into play", "leaves": "When ~ leaves play",
        "dies": "When ~ is put into a graveyard from play", "attacks": "Whenever ~ attacks",
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
        return f"if no {group_pl(c.group)} are in play, "
    return "if ~ is untapped, "


def as_long_en(c: Condition) -> str:
    if c.kind == "control_a":
        assert c.group is not None
        return "you control " + _a(group_sg(c.group))
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
                return f"~ gets {_pt(a.power, a.toughness)} as long as {as_long_en(a.condition)}."
            return f"~ has {_kw_list(a.keywords)} as long as {as_long_en(a.condition)}."
        if a.keywords == ("vigilance",):
            return "Attacking doesn't cause ~ to tap."
        if a.keywords == ("enters_tapped",):
            return "~ comes into play tapped."
        if a.keywords == ("lure",):
            return "All creatures able to block ~ do so."
        if a.keywords == ("cant_lose_game",):
            return "You can't lose the game and your opponents can't win the game."
        if a.keywords == ("prevent_combat_damage",):
            return "Prevent all combat damage that would be dealt to and dealt by ~."
        if a.keywords[0].startswith("enters_with:"):
            _, kind, n = a.keywords[0].split(":")
            counters = "counter" if n == "1" else "counters"
            return f"~ comes into play with {_count(int(n))} {kind} {counters} on it."
        return f"~ {_restriction(a.keywords)}."
    if isinstance(a.affected, Group):
        who = _cap(group_pl(a.affected))
        if not (a.power or a.toughness):
            return f"{who} have {_kw_list(a.keywords)}."
        kws = f" and have {_kw_list(a.keywords)}" if a.keywords else ""
        return f"{who} get {_pt(a.power, a.toughness)}{kws}."
    who = _cap(_REFS[a.affected])
    if a.keywords == ("control",):
        return f"You control {_REFS[a.affected]}."
    if a.keywords == ("lure",):
        return f"All creatures able to block {_REFS[a.affected]} do so."
    if restrictive and not (a.power or a.toughness):
        return f"{who} {_restriction(a.keywords)}."
    if not (a.power or a.toughness):
        return f"{who} has {_kw_list(a.keywords)}."
    kws = f" and has {_kw_list(a.keywords)}" if a.keywords else ""
    if a.granted_triggers:  # "~" inside the quotes is the creature that has the ability
        inner = _triggered(a.granted_triggers[0]).replace("~", "this creature")
        return f'{who} gets {_pt(a.power, a.toughness)}{kws} and "{_cap(inner)}"'
    return f"{who} gets {_pt(a.power, a.toughness)}{kws}."
