"""The words of canonical English card text: numbers, power/toughness, targets, groups and other
subjects, keyword lists. ``engine.text.card_en`` builds whole abilities from them (and re-exports
them, so an effect renders itself with ``card_en.target_en(...)`` and the like).

    >>> from engine.model.targeting import Target
    >>> target_en(Target("creature", not_colors=("B",)))
    'target nonblack creature'
"""

from __future__ import annotations

from typing import Any

from engine.model.targeting import Group, Quantity, Target
from engine.text.card_quals import quality_phrases
from engine.text.card_words import capitalised
from engine.text.entry_choice import CHOSEN_EN
from engine.text.keywords import keyword_en, keyword_phrases
from engine.text.vocab import COLOR_EN, NUMBER_EN, SUBTYPES


def cap(text: str) -> str:
    """The first word capitalised (also when it is a vocabulary slot such as "exile")."""
    return capitalised(text)


# ---- English -------------------------------------------------------------------------------------
def kw_list(kws: tuple[str, ...]) -> str:
    words = keyword_phrases(kws)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def mana(symbols: tuple[str, ...]) -> str:
    return "".join(f"{{{s}}}" for s in symbols)


def a_an(text: str) -> str:
    """"a creature", "an artifact"; a group of "other" permanents is "another creature"."""
    if text.startswith("other "):
        return "another " + text[len("other "):]
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def num(n: Any) -> str:
    if n == "that_much":
        return "that much"
    if isinstance(n, Quantity):
        return "X" if n.x else str(n.per)
    return str(n) if not isinstance(n, str) else "X"


def for_each(n: Any) -> str:
    """The end of a sentence whose amount is counted: " for each creature you control"."""
    if isinstance(n, Quantity) and n.kind in COUNTED and not n.x:
        return " for each " + counted(n, plural=False)
    return ""


def where_x(n: Any) -> str:
    """", where X is its power" after a sentence whose X is read on resolution."""
    if isinstance(n, Quantity) and n.x:
        if n.kind in COUNTED:
            plus = f"{n.plus} plus " if n.plus else ""
            twice = "twice " if abs(n.per) == 2 else ""
            return f", where X is {plus}{twice}the number of " + counted(n, plural=True)
        if n.kind == "life_total":
            return ", where X is your life total"
        stat = {"mana_value": "mana value"}.get(n.kind, n.kind)
        if n.of in ("that", "spell"):
            return f", where X is that {'spell' if n.of == 'spell' else n.card_kind or 'creature'}'s {stat}"
        if n.of == "self":
            return f", where X is ~'s {stat}"
        if n.of.startswith("sacrificed"):
            return f", where X is the sacrificed {'artifact' if n.of.endswith('artifact') else 'creature'}'s {stat}"
        return f", where X is its {stat}"
    return ""


#: the kinds of ``Quantity`` that count objects (the others read a creature's power or toughness)
COUNTED = ("count", "hand", "graveyard", "counters", "removed_this_way", "sacrificed_this_way", "discarded_this_way")
_WHOSE_HAND = {"you": "your hand", "it": "that player's hand"}
_WHOSE_GRAVEYARD = {"you": "your graveyard", "all": "all graveyards", "it": "that player's graveyard"}


def counted(q: Quantity, *, plural: bool) -> str:
    """What a count counts: "Forests you control", "creature cards in your graveyard", "card in
    your hand" (singular after "for each")."""
    if q.kind == "count":
        assert q.group is not None
        theirs = " he or she controls" if q.whose == "it" else ""
        return (group_pl(q.group) if plural else group_sg(q.group)) + theirs
    if q.kind == "removed_this_way":  # "storage counter removed this way"
        return f"{q.counter} {'counters' if plural else 'counter'} removed this way"
    if q.kind == "sacrificed_this_way":  # "creature sacrificed this way"
        assert q.group is not None
        return (group_pl(q.group) if plural else group_sg(q.group)) + " sacrificed this way"
    if q.kind == "discarded_this_way":  # "card discarded this way"
        return (f"{q.card_kind} " if q.card_kind else "") + ("cards" if plural else "card") + " discarded this way"
    if q.kind == "counters":  # "charge counters on ~", "+1/+1 counter on it"
        return f"{q.counter} {'counters' if plural else 'counter'} on {'~' if q.of == 'self' else 'it'}"
    cards = (f"{q.card_kind} " if q.card_kind else "") + ("cards" if plural else "card")
    if q.named:
        cards += " named ~"
    where = _WHOSE_HAND[q.whose] if q.kind == "hand" else _WHOSE_GRAVEYARD[q.whose]
    return f"{cards} in {where}"


def life(n: Any) -> str:
    if n in ("its_power", "its_toughness"):
        return f"life equal to its {n[4:]}"
    if n == "its_mana_value":
        return "life equal to its converted mana cost"
    if n == "life_lost":
        return "life equal to the life lost this way"
    return f"{num(n)} life{for_each(n)}{where_x(n)}"


def count_word(n: int) -> str:
    return "a" if n == 1 else NUMBER_EN.get(n, str(n))


def many(n: Any) -> str:
    """How many cards, counters or tokens: "a", "two", "X" (a count read on resolution: its number
    per object counted after "for each", else X)."""
    if isinstance(n, Quantity):
        return "X" if n.x else count_word(n.per)
    return num(n) if isinstance(n, str) else count_word(n)


def _noun(g: Group | Target, plural: bool) -> str:
    if g.kind == "graveyard_card":  # "instant or sorcery card", "card"
        most = g.mana_value_max if isinstance(g, Target) else None
        limit = f" with converted mana cost {most} or less" if most is not None else ""
        kinds = " or ".join(g.any_of + g.subtypes[:1])
        if g.subtypes and g.any_of == ("permanent",):  # "Rebel permanent card"
            kinds = f"{g.subtypes[0]} permanent"
        all_types = g.types_all if isinstance(g, Target) else ()
        if all_types:  # "artifact creature card"
            kinds = " ".join(all_types) + " " + kinds
        return (kinds + " " if kinds else "") + ("cards" if plural else "card") + limit
    if g.any_of:
        named = [k + "s" if plural else k for k in g.any_of]
        conj = "and" if plural else "or"
        return f" {conj} ".join(named) if len(named) == 2 else ", ".join(named[:-1]) + f", {conj} " + named[-1]
    if g.subtypes and g.kind in ("creature", "land"):
        sg = g.subtypes[0]
        return SUBTYPES.get(sg, (sg + "s", ""))[0] if plural else sg
    base = {"creature_or_player": "creature or player", "artifact_or_enchantment": "artifact or enchantment",
            "creature_card": "creature card"}.get(g.kind, g.kind)
    if isinstance(g, Target) and g.types_all:
        base = " ".join(g.types_all) + " " + base
    if isinstance(g, Target) and g.kind == "spell" and g.spell_types:
        base = " or ".join(g.spell_types) + " spell"
    return base + "s" if plural else base


def _quals(g: Group | Target) -> str:
    nons = (["nontoken"] if g.nontoken else []) + [f"non{t}" for t in g.not_types] + [
        f"non{COLOR_EN[c]}" for c in g.not_colors]
    out = ", ".join(nons) + (" " if nons else "")
    if g.status:
        out += g.status.replace("_", " ") + " " if g.status != "damaged_by_self" else ""
    if g.colors:
        out += " or ".join(COLOR_EN[c] for c in g.colors) + " "
    return out


#: the qualities written after the noun (``engine.text.card_quals``)
_QUALITIES = {"with": " with {}", "without": " without {}", "power_min": " with power {} or greater",
              "power_max": " with power {} or less", "mana_value_max": " with converted mana cost {} or less"}


def _tail(g: Group | Target, plural: bool) -> str:
    out = CHOSEN_EN[g.chosen] if isinstance(g, Group) and g.chosen else ""
    out += "".join(quality_phrases(g, _QUALITIES, keyword_en))
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
    if t.count > 1 and t.min_count == 0:  # "up to three target creatures"
        return f"up to {NUMBER_EN[t.count]} target " + _quals(t) + _noun(t, True) + _tail(t, True)
    if t.min_count > 1:
        return f"{NUMBER_EN[t.count]} target " + _quals(t) + _noun(t, True) + _tail(t, True)
    return ("another " if t.other else "") + "target " + _quals(t) + _noun(t, False) + _tail(t, False)


def group_sg(g: Group) -> str:
    if g.kind == "player":
        return "opponent" if g.controller == "opponent" else "player"
    return ("other " if g.other else "") + _quals(g) + _noun(g, False) + _tail(g, False)


def group_pl(g: Group) -> str:
    return ("other " if g.other else "") + _quals(g) + _noun(g, True) + _tail(g, True)


_REFS = {"self": "~", "enchanted": "enchanted creature", "equipped": "equipped creature", "it": "it",
         "you": "you", "its_controller": "its controller", "that_player": "that player",
         "same_player": "that player", "unsaid": ""}


def subject_en(s: Any, *, each: bool = True) -> str:
    if isinstance(s, Target):
        return target_en(s)
    if isinstance(s, Group):
        return "each " + group_sg(s) if each else group_pl(s)
    return _REFS[s]


def verb(who: Any, base: str, third: str) -> str:
    return base if who == "you" else f"{subject_en(who)} {third}".lstrip()
