"""Looking a card up by its Traditional Chinese name and by an alias (an older library name, a name from
another printing), in a small library of our own and in the repository's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oracle.card_commands import card_command
from oracle.cards import CardLibrary, default_library

CARDS = """\
- name: Serra Angel
  name_zh: 撒拉天使
  name_zh_hant: 撒拉天使
  aliases: [塞拉天使]
  mana_cost: '{3}{W}{W}'
  types: [creature]
  subtypes: [Angel]
  supertypes: []
  power: 4
  toughness: 4
  text: Flying
  era: Alpha
- name: Loxodon Warhammer
  name_zh: 象族战锤
  name_zh_hant: 象族戰鎚
  mana_cost: '{3}'
  types: [artifact]
  subtypes: [Equipment]
  supertypes: []
  text: |-
    Equipped creature gets +3/+0.
    Equip {3}
  era: Mirrodin
- name: Fear
  name_zh: 恐惧
  mana_cost: '{B}{B}'
  types: [enchantment]
  subtypes: [Aura]
  supertypes: []
  text: |-
    Enchant creature
    Enchanted creature has fear.
  era: Alpha
- name: Terror
  name_zh: 惊骇
  aliases: [恐惧, Terrify]
  mana_cost: '{1}{B}'
  types: [instant]
  subtypes: []
  supertypes: []
  text: Destroy target nonartifact, nonblack creature. It can't be regenerated.
  era: Alpha
"""


@pytest.fixture()
def library(tmp_path: Path) -> CardLibrary:
    (tmp_path / "cards.yaml").write_text(CARDS, encoding="utf-8")
    return CardLibrary(tmp_path)


def test_traditional_name_finds_the_card(library: CardLibrary) -> None:
    hammer = library.exact("象族戰鎚")  # 鎚 is not a template character: the name itself is indexed
    assert hammer is not None and hammer.name == "Loxodon Warhammer"
    assert hammer.name_zh_hant == "象族戰鎚"
    assert library.exact("象族战锤") is hammer
    assert library.lookup("象族戰鎚") == hammer.spec()


def test_alias_finds_the_card_in_english_and_chinese(library: CardLibrary) -> None:
    angel = library.exact("塞拉天使")
    assert angel is not None and angel.name == "Serra Angel" and angel.aliases == ("塞拉天使",)
    assert library.get("塞拉天使") is angel
    assert library.exact("terrify") is library.exact("Terror")  # English aliases are case-insensitive
    assert library.lookup("Terrify") is not None and library.lookup("Terrify")["name"] == "Terror"


def test_an_alias_never_hides_another_cards_name(library: CardLibrary) -> None:
    # Terror's old library name 恐惧 is the printed name of Fear: the printed name wins
    fear = library.exact("恐惧")
    assert fear is not None and fear.name == "Fear"
    assert library.exact("惊骇").name == "Terror"


def test_card_json_carries_both_names_and_the_aliases(library: CardLibrary) -> None:
    code, text = card_command("塞拉天使", as_json=True, library=library)
    data = json.loads(text)
    assert code == 0 and data["name"] == "Serra Angel"
    assert data["name_zh"] == "撒拉天使" and data["name_zh_hant"] == "撒拉天使" and data["aliases"] == ["塞拉天使"]
    fear = library.exact("Fear").to_dict()
    assert fear["aliases"] == [] and fear["name_zh_hant"] == ""


def test_repository_library_answers_to_printed_names_and_old_names() -> None:
    library = default_library()
    counterspell = library.exact("Counterspell")
    assert counterspell is not None and counterspell.name_zh == "反击咒语" and "反击咒" in counterspell.aliases
    assert library.exact("反击咒") is counterspell and library.exact("反擊咒語") is counterspell
    knight = library.exact("White Knight")
    assert knight is not None and knight.name_zh_hant == "白騎士" and library.exact("白騎士") is knight
