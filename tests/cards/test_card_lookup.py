"""One card, whatever name a player types: English in any case, spacing, punctuation or accents, the
printed Simplified and Traditional names (which differ for some cards), the Simplified name in
Traditional characters, and aliases; the same in search, ``oracle card``/``oracle cards`` and
``card:`` in scenarios, and a card the engine takes from the library is not parsed again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine.cardlang import parse_card_text
from oracle.card_commands import card_command, cards_command
from oracle.cards import CardLibrary, default_library, lookup_card, name_key

ODD_NAMES = """\
- name: Juzám Djinn
  mana_cost: '{2}{B}{B}'
  types: [creature]
  subtypes: [Djinn]
  power: 5
  toughness: 5
  text: ''
  era: Arabian Nights
- name: Æther Shockwave
  mana_cost: '{3}{W}'
  types: [instant]
  text: Tap all creatures.
  era: Test
"""


@pytest.fixture(scope="module")
def library() -> CardLibrary:
    return default_library()


@pytest.mark.parametrize("typed", ["Lightning Bolt", "lightning bolt", "LIGHTNING  BOLT", " Lightning-Bolt ",
                                   "Ｌｉｇｈｔｎｉｎｇ　Ｂｏｌｔ", "闪电击", "閃電擊"])
def test_every_way_of_writing_a_name_finds_the_card(library: CardLibrary, typed: str) -> None:
    card = library.exact(typed)
    assert card is not None and card.name == "Lightning Bolt"
    assert lookup_card(typed)["name"] == "Lightning Bolt"


def test_printed_traditional_names_that_differ_from_the_simplified_ones(library: CardLibrary) -> None:
    card = library.exact("Zombie Infestation")
    assert (card.name_zh, card.name_zh_hant) == ("灵俑侵扰", "殭屍侵擾")
    assert library.exact("殭屍侵擾") is card  # the Traditional printing's name
    assert library.exact("僵尸侵扰") is card  # the same name typed in Simplified characters
    assert library.exact("灵俑侵扰") is card and library.exact("靈俑侵擾") is card


def test_aliases_in_both_scripts_and_punctuation(library: CardLibrary) -> None:
    assert library.exact("巨人成长").name == "Giant Growth" and library.exact("巨人成長").name == "Giant Growth"
    assert library.exact("will o the wisp").name == "Will-o'-the-Wisp"
    assert library.exact("Nevinyrral’s Disk").name == "Nevinyrral's Disk"  # a typographic apostrophe
    assert library.exact("Grizly Bears") is None and library.get("Grizly Bears").name == "Grizzly Bears"
    assert library.exact("") is None and library.get("!!!") is None and library.get("x" * 500) is None


def test_accents_and_ligatures(tmp_path: Path) -> None:
    (tmp_path / "odd.yaml").write_text(ODD_NAMES, encoding="utf-8")
    odd = CardLibrary(tmp_path)
    assert odd.exact("juzam djinn").name == "Juzám Djinn"
    assert odd.exact("Aether Shockwave").name == "Æther Shockwave" and odd.exact("æther shockwave") is not None
    assert name_key("Æther Shockwave") == name_key("AETHER SHOCKWAVE") == "aethershockwave"


def test_search_ranks_the_name_before_the_text(library: CardLibrary) -> None:
    found = [c.name for c in library.search("Shock")]
    assert found[0] == "Shock" and found.index("Shock Troops") < found.index("Aftershock")
    assert [c.name for c in library.search("閃電擊")][0] == "Lightning Bolt"
    assert [c.name for c in library.search("灰熊")][0] == "Grizzly Bears"  # an alias
    flying_trad = {c.name for c in library.search("飛行")}  # Traditional words of the Chinese rendering
    flying_en = {c.name for c in library.search("FLYING")}  # English, any case
    assert flying_trad == flying_en and "Serra Angel" in flying_en and "Grizzly Bears" not in flying_en
    both = {c.name for c in library.search("flying angel")}  # every word, anywhere in the card
    assert "Serra Angel" in both and both < flying_en
    assert {c.name for c in library.search("生物～天使")} <= {c.name for c in library.search("天使")}
    assert library.search("   ") == [] and library.search("qqqqzzzz") == []


def test_the_cli_functions_read_either_language(library: CardLibrary) -> None:
    code, text = card_command("閃電擊", library=library)
    assert code == 0 and text.startswith("Lightning Bolt (闪电击 / 閃電擊)") and "3 damage" in text
    code, text = card_command("殭屍侵擾", as_json=True, library=library)
    assert code == 0 and json.loads(text)["name"] == "Zombie Infestation"
    code, text = cards_command(search="灰熊", library=library)
    assert code == 0 and text.splitlines()[0].startswith("Grizzly Bears (灰棕熊)")
    code, text = card_command("qqqq zzzz", as_json=True, library=library)
    assert code == 1 and json.loads(text)["error"]["message"]["zh-Hant"] == "沒有名為「qqqq zzzz」的牌"


def test_the_command_line(run_oracle) -> None:
    shown = run_oracle("card", "撒拉天使")
    assert shown.returncode == 0 and shown.stdout.startswith("Serra Angel (撒拉天使)")
    assert "飞行" in shown.stdout and "also known as: 塞拉天使" in shown.stdout
    listed = run_oracle("cards", "--search", "閃電擊")
    assert listed.returncode == 0 and listed.stdout.splitlines()[0].startswith("Lightning Bolt")
    missing = run_oracle("card", "qqqq zzzz")
    assert missing.returncode == 1 and "no card named" in missing.stderr


SCENARIO = """turn: {{active: A, step: main1, number: 3}}
players:
  - id: A
    hand: [{{card: {bolt}, id: bolt}}]
    battlefield: [{{card: {mountain}, id: m1}}]
  - id: B
    battlefield: [{{card: {bears}, id: bears}}]
actions:
  - cast: {{card: bolt, targets: [B]}}
stop: main1
"""


@pytest.mark.parametrize("names", [("Lightning Bolt", "Mountain", "Grizzly Bears"),
                                   ("閃電擊", "山脈", "灰熊"), ("lightning bolt", "山脉", "灰棕熊")])
def test_card_in_scenarios_in_either_language(names: tuple[str, str, str]) -> None:
    bolt, mountain, bears = names
    trace = engine.resolve(SCENARIO.format(bolt=bolt, mountain=mountain, bears=bears), card_lookup=lookup_card)
    assert trace["state"]["players"]["B"]["life"] == 17
    assert {p["id"]: p["name"] for p in trace["state"]["battlefield"]}["bears"] == "Grizzly Bears"


def test_the_engine_takes_the_librarys_parse_of_unchanged_text() -> None:
    from engine.runner import new_game

    spec = default_library().lookup("Serra Angel")
    parsed = spec["abilities"]
    scenario = {"players": [{"id": "A", "battlefield": [{"card": "Serra Angel", "id": "angel"}]}, {"id": "B"}],
                "stop": "main1"}
    angel = new_game(scenario, card_lookup=lookup_card).state.battlefield["angel"]
    assert angel.card.abilities is parsed  # no second parse
    # a scenario that changes the text has that text parsed, not the library's
    scenario["players"][0]["battlefield"][0]["text"] = "First strike"
    changed = new_game(scenario, card_lookup=lookup_card).state.battlefield["angel"]
    assert changed.card.abilities == parse_card_text("Serra Angel", "First strike")
    assert "first_strike" in changed.card.abilities.keywords and "flying" not in changed.card.abilities.keywords
    # and a lookup's abilities that do not belong to its text are not used
    forged = dict(spec, abilities=parse_card_text("Serra Angel", "First strike"))
    scenario["players"][0]["battlefield"][0].pop("text")
    kept = new_game(scenario, card_lookup=lambda name: forged).state.battlefield["angel"]
    assert "flying" in kept.card.abilities.keywords and "first_strike" not in kept.card.abilities.keywords
