"""What a card page shows beyond the card: its texts per language, the rules its keywords and
abilities follow in each edition, and the gallery lessons that use it.

The rule ids come from the engine's rulesets, never from a table of ours: each ability line of the
parsed card gives engine rule keys (a keyword's keys are the citation keys named after it,
``flying.block``; an activated ability's ``ability.activated``; a trigger's the keys the trigger
rules cite for its event; a line with targets the rules for choosing and checking them; a few
effects with a rule of their own, ``EFFECT_KEYS``), and each ruleset of
``engine.rulesets.RULESETS`` maps those keys to its edition's rule ids through
``get_ruleset(name).citation_table()``. So the classic page says flying is 502.4 (502.4b cited),
and a 2009 page, once that ruleset exists, says what its own table says.

    >>> [i["kind"] for i in ability_items(default_library().exact("Serra Angel"))]   # doctest: +SKIP
    ['keyword', 'static']
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.model.abilities import (
    ActivatedAbility,
    EnchantLine,
    KeywordLine,
    SpellLine,
    StaticAbility,
    TriggeredAbility,
    effect_targets,
)
from engine.model.effect import Effect
from engine.text.card_en import render_ability
from engine.text.hant import to_traditional
from engine.text.keywords import keyword_en, keyword_name
from engine.text.vocab import SUBTYPES

#: effects with a rule of their own, by class name (the engine's effect classes, ``engine.effects``),
#: to engine rule keys: what happens to a countered spell, a regeneration shield, a prevention effect,
#: a token, a delayed trigger, a modal spell. Other effects follow the rules of their ability's kind.
EFFECT_KEYS: dict[str, tuple[str, ...]] = {
    "CounterSpell": ("counter.general",), "Regenerate": ("replacement.regeneration",),
    "PreventDamage": ("prevention.general",), "CreateTokens": ("zones.tokens",),
    "AtEndOfCombat": ("trigger.delayed",), "Modal": ("cast.modes",),
}


def _trigger_keys(event: str) -> list[str]:
    try:
        from engine.rules.triggers import _EVENT_KEYS  # the keys the trigger rules cite for each event
    except ImportError:  # pragma: no cover - a refactor moved them: the page lists the general rule only
        return []
    return list(_EVENT_KEYS.get(event, ()))


def _effects_in(value: Any) -> list[Effect]:
    """Every effect in ``value``, nested ones included (a modal spell's modes, "unless ... pays")."""
    if isinstance(value, Effect):
        found = [value]
        for f in dataclasses.fields(value):  # type: ignore[arg-type]
            found += _effects_in(getattr(value, f.name))
        return found
    if isinstance(value, tuple):
        return [e for v in value for e in _effects_in(v)]
    return []


def _effect_keys(effects: tuple[Effect, ...]) -> list[str]:
    keys: list[str] = []
    for effect in _effects_in(effects):
        keys += EFFECT_KEYS.get(type(effect).__name__, ())
        if getattr(effect, "divided", False):
            keys.append("cast.divide")
    return keys


def is_keyword(keyword: str) -> bool:
    """A keyword ability (flying, protection from red), not a rules-changing pseudo-keyword (can't block)."""
    try:
        keyword_en(keyword)
    except KeyError:
        return False
    return True


def _target_keys(effects: tuple[Effect, ...], chosen: str) -> list[str]:
    """For a line with targets: the rule by which they are chosen (``chosen``), and the one that
    checks them again on resolution."""
    return [chosen, "resolve.targets_illegal"] if effect_targets(effects) else []


def _keyword_keys(keyword: str, table: dict[str, Any]) -> list[str]:
    base = keyword.split(":")[0]
    return [k for k in table if k.startswith(base + ".")]


def ability_items(card: Any) -> list[dict[str, Any]]:
    """One item per keyword and per other ability line: ``{"kind", "keyword", "line", "keys"}``,
    where ``keys`` are engine rule keys (a keyword's are resolved per ruleset, see ``card_rules``)."""
    if card.abilities is None:
        return []
    items: list[dict[str, Any]] = []
    for line, ability in enumerate(card.abilities.abilities):
        if isinstance(ability, KeywordLine):
            items += [{"kind": "keyword", "keyword": kw, "line": line, "keys": []} for kw in ability.keywords]
            continue
        keys: list[str]
        if isinstance(ability, ActivatedAbility):
            kind = "equip" if ability.equip else "mana" if ability.is_mana_ability else "activated"
            keys = {"equip": ["equipment.equip", "equipment.equipped"],
                    "mana": ["mana.activate", "mana.ability_no_stack"], "activated": ["ability.activated"]}[kind]
            if ability.sorcery_speed and not ability.equip:
                keys.append("ability.sorcery_timing")
            keys += _target_keys(ability.effects, "cast.targets") + _effect_keys(ability.effects)
        elif isinstance(ability, TriggeredAbility):
            kind = "triggered"
            keys = ["trigger.words", *_trigger_keys(ability.event)]
            keys += ["trigger.intervening_if"] if ability.condition is not None else []
            keys += ["trigger.may"] if ability.optional else []
            keys += _target_keys(ability.effects, "trigger.choices") + _effect_keys(ability.effects)
        elif isinstance(ability, StaticAbility):
            kind = "static"
            keys = ["static.general", "static.effects"]
            keys += {"enchanted": ["aura.enchanted"], "equipped": ["equipment.equipped"]}.get(
                ability.affected if isinstance(ability.affected, str) else "", [])
            if ability.affected != "self" and ability.keywords:
                keys.append("abilities.granted")
            # the keywords it gives ("Enchanted creature has flying") have rules of their own
            if ability.affected != "self":
                items += [{"kind": "keyword", "keyword": kw, "line": line, "keys": []}
                          for kw in ability.keywords if is_keyword(kw)]
        elif isinstance(ability, EnchantLine):
            kind, keys = "enchant", ["aura.cast_target", "aura.enchanted"]
        elif isinstance(ability, SpellLine):
            kind, keys = "spell", _target_keys(ability.effects, "cast.targets") + _effect_keys(ability.effects)
            keys = keys or ["resolve.follow_instructions"]  # 413.2b: what every resolving spell does
        else:  # pragma: no cover - a new kind of line: listed without rules rather than hidden
            kind, keys = "other", []
        items.append({"kind": kind, "keyword": None, "line": line, "keys": list(dict.fromkeys(keys))})
    return items


def rules_for(items: list[dict[str, Any]], table: dict[str, Any]) -> list[dict[str, Any]]:
    """The items with their ``citations`` under one ruleset's citation table (key -> Citation):
    keys it does not know are dropped, each rule id listed once per item."""
    out = []
    for item in items:
        keys = _keyword_keys(item["keyword"], table) if item["kind"] == "keyword" else item["keys"]
        citations = list({table[k].id: table[k] for k in keys if k in table}.values())
        out.append(dict(item, citations=citations))
    return out


def card_rules(card: Any, rulesets: list[str] | None = None) -> list[dict[str, Any]]:
    """``[{"edition", "items": [item with citations]}]`` for each ruleset (default: every one the
    engine has), an edition being named like its ruleset."""
    from engine.rulesets import RULESETS, get_ruleset

    items = ability_items(card)
    out = []
    for name in rulesets if rulesets is not None else list(RULESETS):
        out.append({"edition": name, "items": rules_for(items, get_ruleset(name).citation_table())})
    return out


def keyword_texts(keyword: str) -> dict[str, str]:
    """A keyword's words in the three languages."""
    return {"en": keyword_name(keyword, "en"), "zh-Hans": keyword_name(keyword, "zh-Hans"),
            "zh-Hant": to_traditional(keyword_name(keyword, "zh-Hans"))}


def hant_name(card: Any) -> str:
    return card.name_zh_hant or (to_traditional(card.name_zh) if card.name_zh else card.name)


def line_texts(card: Any, line: int) -> dict[str, str]:
    """One ability line of a card rendered in the three languages (Traditional converted)."""
    ability = card.abilities.abilities[line]
    zh = render_ability(ability, "zh-Hans", "~")
    return {"en": render_ability(ability, "en", card.name), "zh-Hans": zh.replace("~", card.name_zh or card.name),
            "zh-Hant": to_traditional(zh).replace("~", hant_name(card))}


def card_texts(card: Any) -> dict[str, str]:
    """The card's whole text in the three languages: the canonical renderings of its parse (the
    Traditional one converted from the Simplified, with the printed Traditional name), or the
    library's text as written when it does not parse."""
    if card.abilities is None:
        return {"en": card.text} if card.text else {}
    if not card.abilities.abilities:
        return {}
    lines = [line_texts(card, i) for i in range(len(card.abilities.abilities))]
    return {lang: "\n".join(t[lang] for t in lines) for lang in ("en", "zh-Hans", "zh-Hant")}


def subtype_texts(subtype: str, terms: dict[str, dict[str, str]] | None = None) -> dict[str, str]:
    """A subtype's name per language: the card language's Chinese word, else the terminology
    table's (``terms``: English -> texts), else the English word as printed, as card text does."""
    if SUBTYPES.get(subtype, ("", ""))[1]:  # a subtype listed without a Chinese word falls through
        zh = SUBTYPES[subtype][1]
        return {"en": subtype, "zh-Hans": zh, "zh-Hant": to_traditional(zh)}
    found = (terms or {}).get(subtype) or {}
    return {"en": subtype, "zh-Hans": found.get("zh-Hans") or subtype,
            "zh-Hant": found.get("zh-Hant") or found.get("zh-Hans") or subtype}


def type_line(card: Any, lang: str, type_label, terms: dict[str, dict[str, str]] | None = None) -> str:
    """The type line in ``lang``: "Legendary Creature — Human Knight", "传奇生物～人类／骑士";
    ``type_label`` gives a card type's or supertype's word in the interface language."""
    words = [str(type_label(t)) for t in (*card.supertypes, *card.types)]
    subtypes = [subtype_texts(s, terms)[lang] for s in card.subtypes]
    if lang == "en":
        return " ".join(words) + (" — " + " ".join(subtypes) if subtypes else "")
    return "".join(words) + ("～" + "／".join(subtypes) if subtypes else "")


def _card_names_in(value: Any, out: list[str]) -> None:
    """Names of the cards a scenario puts in its zones (``card: NAME`` or an inline card's name)."""
    if isinstance(value, dict):
        if isinstance(value.get("card"), str):
            out.append(value["card"])
        elif isinstance(value.get("name"), str) and "types" in value:
            out.append(value["name"])
        for key, inner in value.items():
            if key != "actions":  # actions name card ids (cast: {card: bolt}), not cards
                _card_names_in(inner, out)
    elif isinstance(value, list):
        for inner in value:
            _card_names_in(inner, out)


def lessons_by_card(gallery: Any, library: Any) -> dict[str, list[Any]]:
    """English card name -> the gallery lessons whose scenario uses that library card."""
    out: dict[str, list[Any]] = {}
    for lesson in gallery.lessons:
        names: list[str] = []
        _card_names_in(lesson.scenario, names)
        for name in dict.fromkeys(names):
            card = library.exact(name)
            if card is not None and lesson not in out.setdefault(card.name, []):
                out[card.name].append(lesson)
    return out
