"""The card files themselves, the library's and pending/'s alike: every card has the fields of the format
with valid values, no two cards share a name or a Chinese name, and the Chinese names are the printed
ones of ../shared/cards-benchmark/zh_names.tsv (measurement input; skipped when ../shared is absent).

Facts that no file can check (a cost or a power that is valid but wrong) are checked against the set
lists and card databases when a card is written; this test catches what a typo or a merge breaks."""

from __future__ import annotations

import csv
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.cardlang.normalise import to_simplified

ROOT = Path(__file__).parents[2]
CARDS_DIR = ROOT / "rules_corpus" / "cards"
BENCHMARK = ROOT.parent / "shared" / "cards-benchmark"

REQUIRED = ("name", "name_zh", "mana_cost", "types", "subtypes", "supertypes", "text")
#: ``era`` is checked wherever it is given; a few older library cards do not give one yet
OPTIONAL = ("name_zh_hant", "aliases", "power", "toughness", "era")
CARD_TYPES = {"artifact", "creature", "enchantment", "instant", "land", "sorcery"}
SUPERTYPES = {"basic", "legendary", "snow", "world"}
#: one mana symbol of the era's costs: generic, coloured, X (hybrid and Phyrexian symbols came later)
MANA_COST = re.compile(r"(?:\{(?:\d+|[WUBRG]|X)\})*")
#: the sets a card may name as the one that first printed it: the era's core sets, expansions and starter
#: sets, Beta (Circle of Protection: Black, Volcanic Island) and the later sets of the few library cards
#: first printed after the era (Assassinate, Sunlance)
ERAS = {
    "Alpha", "Beta", "Arabian Nights", "Antiquities", "Legends", "The Dark", "Fallen Empires", "4th Edition", "Ice Age",
    "Homelands", "Alliances", "Mirage", "Visions", "5th Edition", "Portal", "Weatherlight", "Tempest",
    "Stronghold", "Exodus", "Portal Second Age", "Urza's Saga", "Urza's Legacy", "6th Edition", "Urza's Destiny",
    "Portal Three Kingdoms", "Starter 1999", "Mercadian Masques", "Nemesis", "Prophecy", "Starter 2000",
    "Invasion", "Planeshift", "7th Edition", "Apocalypse", "Odyssey", "Torment", "Judgment", "Onslaught",
    "Legions", "Scourge", "8th Edition", "Mirrodin", "Darksteel", "Fifth Dawn", "Champions of Kamigawa",
    "Betrayers of Kamigawa", "Saviors of Kamigawa", "9th Edition", "Time Spiral", "Planar Chaos",
}


def _card_files() -> list[Path]:
    return sorted(CARDS_DIR.glob("*.yaml")) + sorted((CARDS_DIR / "pending").glob("*.yaml"))


def _cards() -> Iterator[tuple[str, dict[str, Any]]]:
    """``(where, card)`` for every card of the library and of pending/ (``where`` = file and position)."""
    for path in _card_files():
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        assert isinstance(data, list), f"{path.relative_to(CARDS_DIR)}: a card file is a YAML list"
        for i, card in enumerate(data):
            yield f"{path.relative_to(CARDS_DIR)}[{i}] {card.get('name') if isinstance(card, dict) else ''}", card


def _field_problems(card: Any) -> list[str]:
    """What is wrong with one card's fields (empty when nothing is)."""
    if not isinstance(card, dict):
        return ["not a mapping"]
    problems = [f"unknown field {k!r}" for k in card if k not in REQUIRED + OPTIONAL]
    problems += [f"missing field {k!r}" for k in REQUIRED if k not in card]
    if problems:
        return problems
    if not isinstance(card["name"], str) or not card["name"].strip() or card["name"] != card["name"].strip():
        problems.append("name must be a non-empty string without surrounding spaces")
    for key in ("name_zh", "text", "mana_cost"):
        if not isinstance(card[key], str):
            problems.append(f"{key} must be a string")
    if "name_zh_hant" in card and (not isinstance(card["name_zh_hant"], str) or not card["name_zh_hant"]):
        problems.append("name_zh_hant, when given, is a non-empty string (omit it otherwise)")
    aliases = card.get("aliases", [])
    if "aliases" in card and (not isinstance(aliases, list) or not aliases
                              or not all(isinstance(a, str) and a.strip() for a in aliases)):
        problems.append("aliases, when given, is a non-empty list of names (omit it otherwise)")
        aliases = []
    own = {card["name"], card["name_zh"], card.get("name_zh_hant")}
    problems += [f"alias {a!r} repeats the card's own name" for a in aliases if a in own]
    if len(set(aliases)) != len(aliases):
        problems.append("aliases repeat")
    if isinstance(card["mana_cost"], str) and not MANA_COST.fullmatch(card["mana_cost"]):
        problems.append(f"mana_cost {card['mana_cost']!r} is not a cost such as '{{2}}{{W}}{{W}}'")
    types, subtypes, supertypes = card["types"], card["subtypes"], card["supertypes"]
    for key, value in (("types", types), ("subtypes", subtypes), ("supertypes", supertypes)):
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            problems.append(f"{key} must be a list of names")
    if problems:
        return problems
    if not types:
        problems.append("types is empty")
    problems += [f"unknown card type {t!r} (lower case, one of {sorted(CARD_TYPES)})" for t in types
                 if t not in CARD_TYPES]
    problems += [f"unknown supertype {t!r}" for t in supertypes if t not in SUPERTYPES]
    if {"instant", "sorcery"} & set(types) and len(types) > 1:
        problems.append("an instant or sorcery has no other card type")
    if "basic" in supertypes and "land" not in types:
        problems.append("only lands are basic")
    if "land" in types and card["mana_cost"]:
        problems.append("a land has no mana cost")
    if "Aura" in subtypes and "enchantment" not in types:
        problems.append("an Aura is an enchantment")
    if "Equipment" in subtypes and "artifact" not in types:
        problems.append("Equipment is an artifact")
    is_creature = "creature" in types
    for key in ("power", "toughness"):
        if is_creature and key not in card:
            problems.append(f"a creature has {key}")
        elif not is_creature and key in card:
            problems.append(f"only creatures have {key}")
        elif key in card and card[key] != "*" and (type(card[key]) is not int or card[key] < 0):
            problems.append(f"{key} is a whole number or the printed '*'")
    if "era" in card and card["era"] not in ERAS:
        problems.append(f"era {card['era']!r} is not one of the era's sets ({', '.join(sorted(ERAS))})")
    return problems


def test_every_card_has_the_format_fields_with_valid_values() -> None:
    problems = [f"{where}: {p}" for where, card in _cards() for p in _field_problems(card)]
    assert not problems, "\n".join(problems[:40])


def test_the_field_check_catches_broken_cards() -> None:
    good = {"name": "Grizzly Bears", "name_zh": "灰棕熊", "mana_cost": "{1}{G}", "types": ["creature"],
            "subtypes": ["Bear"], "supertypes": [], "power": 2, "toughness": 2, "text": "", "era": "Alpha"}
    assert _field_problems(good) == []
    broken = [
        ({**good, "mana_cost": "1G"}, "mana_cost"),
        ({**good, "types": ["Creature"]}, "unknown card type"),
        ({k: v for k, v in good.items() if k != "toughness"}, "a creature has toughness"),
        ({**good, "types": ["sorcery"]}, "only creatures have power"),
        ({**good, "power": "2"}, "whole number"),
        ({**good, "toughness": -1}, "whole number"),
        ({**good, "era": "Urza Saga"}, "era"),
        ({**good, "supertypes": ["basic"]}, "only lands are basic"),
        ({**good, "aliases": ["灰棕熊"]}, "repeats the card's own name"),
        ({**good, "name_zh_hant": ""}, "name_zh_hant"),
        ({**good, "flavor": "x"}, "unknown field"),
        ({k: v for k, v in good.items() if k != "text"}, "missing field 'text'"),
    ]
    for card, expected in broken:
        assert any(expected in p for p in _field_problems(card)), (card, _field_problems(card))


def test_no_two_cards_share_a_name_a_chinese_name_or_an_alias() -> None:
    owners: dict[str, list[str]] = defaultdict(list)  # every name, Chinese name and alias -> the cards using it
    for where, card in _cards():
        keys = {card["name"].casefold()} | {to_simplified(z) for z in (card["name_zh"], card.get("name_zh_hant")) if z}
        keys |= {k for a in card.get("aliases", []) for k in (a.casefold(), to_simplified(a))}
        for key in keys:
            owners[key].append(where)
    shared = {key: wheres for key, wheres in owners.items() if len(wheres) > 1}
    assert not shared, f"names, Chinese names or aliases used by more than one card: {shared}"


def _zh_names() -> dict[str, tuple[str, str]]:
    path = BENCHMARK / "zh_names.tsv"
    if not path.exists():
        pytest.skip(f"{path} is absent: the printed Chinese names are checked where ../shared is present (CI)")
    with path.open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        return {row["name"]: (row["name_zh_hans"], row["name_zh_hant"]) for row in rows}


def test_chinese_names_are_the_printed_ones() -> None:
    printed = _zh_names()
    problems = []
    for where, card in _cards():
        hans, hant = printed.get(card["name"], ("", ""))
        if card["name_zh"] != hans:
            problems.append(f"{where}: name_zh {card['name_zh']!r}, printed {hans!r}"
                            + (" (an old name belongs in aliases)" if card["name_zh"] else ""))
        if card.get("name_zh_hant", "") != hant:
            problems.append(f"{where}: name_zh_hant {card.get('name_zh_hant', '')!r}, printed {hant!r}")
    assert not problems, "\n".join(problems[:40])


def test_no_held_out_benchmark_card_is_in_the_card_files() -> None:
    path = BENCHMARK / "cards.yaml"
    if not path.exists():
        pytest.skip(f"{path} is absent: the held-out cards are checked where ../shared is present (CI)")
    held_out = {yaml.safe_load(line.split(":", 1)[1]) for line in path.read_text(encoding="utf-8").splitlines()
                if line.startswith("- name:")}
    assert len(held_out) > 100
    found = sorted(f"{where}" for where, card in _cards() if card["name"] in held_out)
    assert not found, f"benchmark cards must stay out of the library and pending/: {found}"
