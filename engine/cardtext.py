"""Card text reader: the issue's templates and the classic keywords, nothing guessed.

Each line of text is one ability (or a comma-separated list of keywords). Self-reference may be
the card's own name, ``~`` or "this creature". Text that matches no template raises
``UnsupportedText`` naming the card and the phrase -- the engine never ignores rules text.

    >>> parse_card_text("Drudge Skeletons", "{B}: Regenerate Drudge Skeletons.").activated[0].cost.mana
    ('B',)
"""

from __future__ import annotations

import re

from engine.abilities import (
    COLOR_WORDS,
    LAND_TYPES,
    ActivatedAbility,
    AddMana,
    CardAbilities,
    Cost,
    CounterSpell,
    DealDamage,
    Destroy,
    DrawCards,
    Effect,
    GainLife,
    PreventDamage,
    Pump,
    Regenerate,
    Target,
)
from engine.errors import UnsupportedText

SELF = "SELF"
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
_NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
_PT = r"([+-]\d+)/([+-]\d+)"
_TARGET = (
    r"target (?P<quals>(?:non\w+,? )*)(?P<kind>creature or player|creature|player|spell)"
)

_SIMPLE_KEYWORDS = {
    "flying": "flying",
    "first strike": "first_strike",
    "trample": "trample",
    "haste": "haste",
    "shadow": "shadow",
    "defender": "defender",
}


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _NUMBER_WORDS[text.lower()]


def _target(match: re.Match[str]) -> Target:
    kind = match.group("kind").replace(" ", "_")
    not_colors: list[str] = []
    not_types: list[str] = []
    for qual in re.findall(r"non(\w+)", match.group("quals") or ""):
        if qual in COLOR_WORDS:
            not_colors.append(COLOR_WORDS[qual])
        else:
            not_types.append(qual)
    return Target(kind, tuple(not_colors), tuple(not_types))


def _normalise_self(text: str, name: str) -> str:
    """Replace every way of naming the card itself with the token ``SELF``."""
    if name:
        text = re.sub(re.escape(name), SELF, text, flags=re.IGNORECASE)
    text = text.replace("~", SELF)
    return re.sub(r"\bthis creature\b", SELF, text, flags=re.IGNORECASE)


def _parse_effect_sentence(sentence: str) -> Effect | None:
    """One sentence of an effect (already self-normalised), or None if no template fits."""
    s = sentence.strip()
    if m := re.fullmatch(rf"{SELF} deals {_NUM} damage to {_TARGET}\.", s, re.IGNORECASE):
        return DealDamage(_number(m.group(1)), _target(m))
    if m := re.fullmatch(rf"{SELF} gets {_PT} until end of turn\.", s, re.IGNORECASE):
        return Pump(int(m.group(1)), int(m.group(2)))
    if m := re.fullmatch(rf"{_TARGET} gets {_PT} until end of turn\.", s, re.IGNORECASE):
        return Pump(int(m.group(3)), int(m.group(4)), _target(m))
    if m := re.fullmatch(rf"destroy {_TARGET}\.", s, re.IGNORECASE):
        return Destroy(_target(m))
    if re.fullmatch(rf"regenerate {SELF}\.", s, re.IGNORECASE):
        return Regenerate()
    if m := re.fullmatch(rf"regenerate {_TARGET}\.", s, re.IGNORECASE):
        return Regenerate(_target(m))
    if m := re.fullmatch(
        rf"prevent the next {_NUM} damage that would be dealt to {_TARGET} this turn\.", s, re.IGNORECASE
    ):
        return PreventDamage(_number(m.group(1)), _target(m))
    if m := re.fullmatch(rf"counter {_TARGET}\.", s, re.IGNORECASE):
        return CounterSpell(_target(m))
    if m := re.fullmatch(rf"you gain {_NUM} life\.", s, re.IGNORECASE):
        return GainLife(_number(m.group(1)))
    if m := re.fullmatch(r"draw (a|one|two|three|\d+) cards?\.", s, re.IGNORECASE):
        return DrawCards(_number(m.group(1)))
    if m := re.fullmatch(r"add ((?:\{[WUBRGC\d]\})+)(?: to your mana pool)?\.", s, re.IGNORECASE):
        return AddMana(tuple(_expand_mana(m.group(1))))
    return None


def _expand_mana(symbols: str) -> list[str]:
    """``{2}{G}`` -> ``['C', 'C', 'G']`` for produced mana (numbers give colourless)."""
    out: list[str] = []
    for sym in re.findall(r"\{([^}]+)\}", symbols):
        sym = sym.upper()
        out.extend(["C"] * int(sym) if sym.isdigit() else [sym])
    return out


def parse_effects(text: str) -> tuple[Effect, ...] | None:
    """Sentences of one ability line -> effects; None if any sentence is unknown."""
    sentences = [p for p in re.split(r"(?<=\.)\s+", text.strip()) if p]
    effects: list[Effect] = []
    for sentence in sentences:
        if re.fullmatch(r"it can't be regenerated\.", sentence.strip(), re.IGNORECASE):
            if effects and isinstance(effects[-1], Destroy):
                last = effects.pop()
                assert isinstance(last, Destroy)
                effects.append(Destroy(last.target, no_regeneration=True))
                continue
            return None
        effect = _parse_effect_sentence(sentence)
        if effect is None:
            return None
        effects.append(effect)
    return tuple(effects) if effects else None


def _parse_cost(text: str) -> Cost | None:
    tap = False
    sacrifice = False
    mana: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if part.upper() == "{T}":
            tap = True
        elif re.fullmatch(rf"sacrifice {SELF}", part, re.IGNORECASE):
            sacrifice = True
        elif re.fullmatch(r"(\{[WUBRG\d]\})+", part, re.IGNORECASE):
            mana.extend(s.upper() for s in re.findall(r"\{([^}]+)\}", part))
        else:
            return None
    return Cost(tap=tap, mana=tuple(mana), sacrifice_self=sacrifice)


def _parse_keywords(line: str) -> tuple[set[str], int, str | None] | None:
    """A line made only of keywords -> (keywords, flanking count, enchant); else None."""
    keywords: set[str] = set()
    flanking = 0
    enchant: str | None = None
    for raw in re.split(r"[,;]\s*", line.strip().rstrip(".")):
        word = raw.strip().lower()
        if not word:
            continue
        if word in _SIMPLE_KEYWORDS:
            keywords.add(_SIMPLE_KEYWORDS[word])
        elif word == "flanking":
            flanking += 1
        elif m := re.fullmatch(r"protection from (white|blue|black|red|green)", word):
            keywords.add(f"protection:{COLOR_WORDS[m.group(1)]}")
        elif m := re.fullmatch(rf"({'|'.join(LAND_TYPES)})walk", word):
            keywords.add(f"landwalk:{m.group(1)}")
        elif word == f"{SELF.lower()} can't attack":
            keywords.add("cant_attack")
        elif word == f"attacking doesn't cause {SELF.lower()} to tap":
            keywords.add("vigilance")
        elif m := re.fullmatch(r"enchant (creature|land|artifact|permanent)", word):
            enchant = m.group(1)
        else:
            return None
    return keywords, flanking, enchant


def parse_card_text(name: str, text: str, *, is_spell: bool = False, at: str | None = None) -> CardAbilities:
    """Parse a card's text (one ability per line).

    ``is_spell`` is true for instants and sorceries, whose lines are effects carried out on
    resolution rather than abilities of a permanent.
    """
    keywords: set[str] = set()
    flanking = 0
    enchant: str | None = None
    activated: list[ActivatedAbility] = []
    spell_effects: list[Effect] = []
    lines = tuple(line.strip() for line in (text or "").splitlines() if line.strip())
    for line in lines:
        norm = _normalise_self(line, name)
        if is_spell:
            effects = parse_effects(norm)
            if effects is None:
                raise UnsupportedText(name, line, at=at)
            spell_effects.extend(effects)
            continue
        parsed_kw = _parse_keywords(norm)
        if parsed_kw is not None:
            kws, flank, ench = parsed_kw
            keywords |= kws
            flanking += flank
            enchant = ench or enchant
            continue
        if ":" in norm:
            cost_text, effect_text = norm.split(":", 1)
            cost = _parse_cost(cost_text)
            effects = parse_effects(effect_text)
            if cost is not None and effects is not None:
                activated.append(ActivatedAbility(cost, effects, line))
                continue
        raise UnsupportedText(name, line, at=at)
    return CardAbilities(
        keywords=frozenset(keywords),
        flanking=flanking,
        activated=tuple(activated),
        spell_effects=tuple(spell_effects),
        enchant=enchant,
        lines=lines,
    )


def basic_land_ability(land_type: str) -> ActivatedAbility:
    """The intrinsic mana ability a basic land type gives (212.6d)."""
    from engine.abilities import BASIC_LAND_MANA

    color = BASIC_LAND_MANA[land_type]
    return ActivatedAbility(Cost(tap=True), (AddMana((color,)),), f"{{T}}: Add {{{color}}} to your mana pool.")
