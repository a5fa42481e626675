"""The era's printed Chinese: the wordings the Chinese printings use where our canonical Chinese
says the same thing with other words (issue 12), in Simplified and in Traditional script.

Each sentence here is ours, written in the printed style: it must mean what the English reading of
the same ability means (the same AST), and the main forms are played on a board, where the printed
Chinese card must do what the same card in English does and what its rules say (life totals,
damage, zones, the rules cited).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import resolve
from engine.abilities import EnchantLine, KeywordAbility
from engine.cardlang import parse_card_text, parse_line, render_card
from engine.errors import UnsupportedText
from engine.text.hant import to_traditional
from oracle.cards import default_library

NAME, NAME_ZH, NAME_HANT = "Test Card", "测试牌", "測試牌"

#: (what it shows, the English reading, our sentence in the printed Simplified style, the same in
#: Traditional script, is it an instant or sorcery)
PRINTED: list[tuple[str, str, str, str, bool]] = [
    ("生物结界: Enchant creature", "Enchant creature", "生物结界", "生物結界", False),
    ("地结界: Enchant land", "Enchant land", "地结界", "地結界", False),
    ("连击: double strike", "Flying, double strike", "飞行，连击", "飛行，連擊", False),
    ("闪现: flash", "Flash", "闪现", "閃現", False),
    ("延势: reach", "Reach", "延势", "延勢", False),
    ("帷幕: shroud", "Shroud", "帷幕", "帷幕", False),
    ("海岛行者: islandwalk", "Islandwalk", "海岛行者", "海島行者", False),
    ("…不能被阻挡，且具有帷幕异能: unblockable and has shroud", "Equipped creature is unblockable and has shroud.",
     "佩带此武具的生物不能被阻挡，且具有帷幕异能。", "佩帶此武具的生物不能被阻擋，且具有帷幕異能。", False),
    ("其它由你操控的: other ... you control", "Other creatures you control get +1/+1.",
     "其它由你操控的生物得+1/+1。", "其它由你操控的生物得+1/+1。", False),
    ("鬼崽: the printed word for Kobold", "Other Kobolds you control get +1/+0.",
     "由你操控的其它鬼崽得+1/+0。", "由你操控的其它鬼崽得+1/+0。", False),
    ("于本回合中，防止: prevention this turn, the time first",
     "Prevent the next 2 damage that would be dealt to target creature or player this turn.",
     "于本回合中，防止接下来将对目标生物或牌手造成的2点伤害。", "於本回合中，防止接下來將對目標生物或玩家造成的2點傷害。", True),
    ("获得…异能: gains a keyword", "Target creature gains haste until end of turn.",
     "目标生物获得敏捷异能直到回合结束。", "目標生物獲得敏捷異能直到回合結束。", True),
    ("且 joining two effects", "Test Card deals 2 damage to target creature and you gain 2 life.",
     "测试牌对目标生物造成2点伤害，且你获得2点生命。", "測試牌對目標生物造成2點傷害，且你獲得2點生命。", True),
    ("并且 joining two effects", "When Test Card comes into play, you gain 2 life and draw a card.",
     "当测试牌进场时，你获得2点生命，并且抓一张牌。", "當測試牌進場時，你獲得2點生命，並且抓一張牌。", False),
    ("与 for and", "Test Card deals 1 damage to each creature and each player.",
     "测试牌对每个生物与每位牌手造成1点伤害。", "測試牌對每個生物與每位玩家造成1點傷害。", True),
    ("从场上进入坟墓场: is put into a graveyard from play",
     "When Test Card is put into a graveyard from play, you gain 3 life.",
     "当测试牌从场上进入坟墓场时，你获得3点生命。", "當測試牌從場上進入墳墓場時，你獲得3點生命。", False),
    ("每回合若能攻击，则必须攻击: attacks each turn if able", "Test Card attacks each turn if able.",
     "测试牌每回合若能攻击，则必须攻击。", "測試牌每回合若能攻擊，則必須攻擊。", False),
    ("将之横置进场: put it into play tapped",
     "Search your library for a basic land card and put that card into play tapped. Then shuffle your library.",
     "从你的牌库中搜寻一张基本地牌，并将之横置进场。然后将你的牌库洗牌。",
     "從你的牌庫中搜尋一張基本地牌，並將之橫置進場。然後將你的牌庫洗牌。", True),
    ("得…并具有: gets ... and has", "Enchanted creature gets +1/+1 and has trample.",
     "受此结界的生物得+1/+1并具有践踏异能。", "受此結界的生物得+1/+1並具有踐踏異能。", False),
    ("one 异能 for a list of keywords", "Enchanted creature has flying and first strike.",
     "受此结界的生物具有飞行与先攻异能。", "受此結界的生物具有飛行與先攻異能。", False),
    ("所移出对战的牌: the removed card",
     "When Test Card leaves play, return the removed card to play under its owner's control.",
     "当测试牌离场时，将所移出对战的牌在其拥有者的操控下移回场上。",
     "當測試牌離場時，將所移出對戰的牌在其擁有者的操控下移回場上。", False),
    ("视同具有…异能地进行阻挡: can block as though it had flying", "Test Card can block as though it had flying.",
     "测试牌可以视同具有飞行异能地进行阻挡。", "測試牌可以視同具有飛行異能地進行阻擋。", False),
    ("玩家: player (Traditional printings)", "Test Card deals 3 damage to target creature or player.",
     "测试牌对目标生物或玩家造成3点伤害。", "測試牌對目標生物或玩家造成3點傷害。", True),
    ("疯魔: madness", "Madness {1}{B}", "疯魔{1}{B}", "瘋魔{1}{B}", False),
    ("套件: modular", "Modular 2", "套件2", "套件2", False),
    ("武士道: bushido", "Bushido 2", "武士道2", "武士道2", False),
    ("颂威: exalted", "Exalted", "颂威", "頌威", False),
    ("转瞬: split second", "Split second", "转瞬", "轉瞬", True),
    ("…以作为使用~的额外费用: an additional cost", "As an additional cost to cast this spell, sacrifice a creature.",
     "牺牲一个生物，以作为使用测试牌的额外费用。", "犧牲一個生物，以作為使用測試牌的額外費用。", True),
    ("不能被咒语或异能反击: can't be countered", "This spell can't be countered.", "测试牌不能被咒语或异能反击。",
     "測試牌不能被咒語或異能反擊。", True),
    ("通联古咒: splice onto Arcane", "Splice onto Arcane {2}{U}", "通联古咒{2}{U}", "通聯古咒{2}{U}", True),
    ("其数值为「将X平均分配…」: divided evenly, rounded down",
     "Test Card deals 6 damage divided evenly, rounded down, among one, two, or three target creatures.",
     "测试牌对一至三个目标生物造成伤害，其数值为「将6平均分配给所有目标，小数点后舍去」。",
     "測試牌對一至三個目標生物造成傷害，其數值為「將6平均分配給所有目標，小數點後捨去」。", True),
    ("…以作为使用~的额外费用: costs more for each target beyond the first",
     "Test Card costs {2} more to play for each target beyond the first.",
     "为第一个目标之外的每个目标各支付{2}，以作为使用测试牌的额外费用。",
     "為第一個目標之外的每個目標各支付{2}，以作為使用測試牌的額外費用。", True),
    ("由你任意分配: divided as you choose, the targets first",
     "Test Card deals 3 damage divided as you choose among one, two, or three target creatures and/or players.",
     "测试牌对一至三个目标生物和/或牌手造成3点伤害，由你任意分配。",
     "測試牌對一至三個目標生物和/或玩家造成3點傷害，由你任意分配。", True),
]


@pytest.mark.parametrize(("shows", "english", "simplified", "traditional", "is_spell"), PRINTED,
                         ids=[p[1][:48] for p in PRINTED])
def test_printed_form_means_what_the_english_says(shows: str, english: str, simplified: str, traditional: str,
                                                  is_spell: bool) -> None:
    meaning = parse_line(NAME, english, is_spell=is_spell)
    assert parse_line(NAME, simplified, is_spell=is_spell, name_zh=NAME_ZH) == meaning, shows
    assert parse_line(NAME, traditional, is_spell=is_spell, name_zh=NAME_HANT) == meaning, shows


def test_reminder_text_in_printed_brackets_is_ignored() -> None:
    text = "生物结界（于使用时指定一个生物为目标。）\n受此结界的生物得+1/+1并具有践踏异能。（我们的提示。）"
    card = parse_card_text(NAME, text, name_zh=NAME_ZH)
    assert isinstance(card.abilities[0], EnchantLine)
    assert card.abilities == parse_card_text(NAME, "Enchant creature\nEnchanted creature gets +1/+1 and has trample.").abilities
    assert parse_card_text(NAME, "套件2（它进场时上面有两个+1/+1指示物。）", name_zh=NAME_ZH).abilities[0] == KeywordAbility(
        "modular", number=2, triggers=parse_line(NAME, "Modular 2").triggers, gives=("enters_with:+1/+1:2",))


def test_text_beyond_the_printed_forms_is_refused_naming_card_and_line() -> None:
    # 鬼崽 reads as the Kobold type, and nothing more: an effect no template has is still refused
    with pytest.raises(UnsupportedText) as info:
        parse_card_text(NAME, "由你操控的其它鬼崽得到额外的回合。", name_zh=NAME_ZH)
    assert info.value.card == NAME and info.value.phrase == "由你操控的其它鬼崽得到额外的回合。"
    assert info.value.stopped_at and "额外的回合" in info.value.stopped_at
    # a Traditional line is named as it was written
    with pytest.raises(UnsupportedText) as info:
        parse_card_text(NAME, "生物結界\n受此結界的生物得+1/+1並具有額外的回合。", name_zh=NAME_HANT)
    assert info.value.phrase == "受此結界的生物得+1/+1並具有額外的回合。"


def test_the_engines_own_traditional_text_reads_back() -> None:
    """Every library card, as the card pages show it in Traditional (玩家 for 牌手, Taiwan's forms),
    reads as the card's English text does."""
    failed = []
    for card in default_library().cards:
        if card.abilities is None:
            continue
        name = card.name_zh or card.name
        text = to_traditional(render_card(card.abilities, "zh-Hans", name))
        try:
            again = parse_card_text(card.name, text, is_spell=card.is_spell, name_zh=name)
        except UnsupportedText as exc:
            failed.append((card.name, exc.phrase))
            continue
        if again.abilities != card.abilities.abilities:
            failed.append((card.name, text))
    assert not failed, failed[:10]


# ---- on a board ---------------------------------------------------------------------------------

def _card(text: str, types: list[str], card_id: str = "test", cost: str = "", **more: Any) -> dict[str, Any]:
    return {"name": NAME, "name_zh": NAME_ZH, "id": card_id, "types": types, "mana_cost": cost, "text": text} | more


def _mountains(n: int) -> list[dict[str, str]]:
    return [{"card": "Mountain", "id": f"m{i}"} for i in range(n)]


def _play(a: dict[str, Any], b: dict[str, Any], actions: list[Any], stop: str = "main1",
          step: str = "main1") -> dict[str, Any]:
    return resolve({"turn": {"active": "A", "step": step, "number": 3},
                    "players": [{"id": "A"} | a, {"id": "B"} | b], "actions": actions, "stop": stop})


def _both(english: str, chinese: str, play: Any) -> dict[str, Any]:
    """Play the board with the English card and with the printed Chinese one: the final states and
    the rules cited must be the same."""
    en, zh = play(english), play(chinese)
    assert zh["state"] == en["state"]
    assert [s["rules"] for s in zh["steps"]] == [s["rules"] for s in en["steps"]]
    return zh


def _perm(result: dict[str, Any], perm_id: str) -> dict[str, Any]:
    return next(p for p in result["state"]["battlefield"] if p["id"] == perm_id)


def _on_battlefield(result: dict[str, Any]) -> set[str]:
    return {p["id"] for p in result["state"]["battlefield"]}


def _rules(result: dict[str, Any]) -> set[str]:
    return {r for s in result["steps"] for r in s["rules"]}


def test_printed_divided_evenly_with_the_extra_target_cost() -> None:
    english = ("Test Card deals X damage divided evenly, rounded down, among any number of target creatures "
               "and/or players.\nTest Card costs {1} more to play for each target beyond the first.")
    chinese = ("测试牌对任意数量的目标生物和／或牌手造成伤害，其数值为「将X平均分配给所有目标，小数点后舍去」。\n"
               "为第一个目标之外的每个目标各支付{1}，以作为使用测试牌的额外费用。")

    def play(text: str) -> dict[str, Any]:
        # X = 5 among two targets: 2 each (rounded down), paying {5}{R} and {1} for the second target
        return _play({"hand": [_card(text, ["sorcery"], cost="{X}{R}")], "battlefield": _mountains(7)},
                     {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
                     [{"cast": {"card": "test", "x": 5, "targets": ["bears", "B"]}}])

    result = _both(english, chinese, play)
    assert result["state"]["players"]["B"]["life"] == 18
    assert "bears" not in _on_battlefield(result)
    assert all(_perm(result, f"m{i}")["tapped"] for i in range(7))
    assert {"409.1e", "413.2b", "420.5c"} <= _rules(result)
    with pytest.raises(Exception, match="cannot pay"):
        # without the extra {1} the second target cannot be paid for
        _play({"hand": [_card(chinese, ["sorcery"], cost="{X}{R}")], "battlefield": _mountains(6)},
              {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
              [{"cast": {"card": "test", "x": 5, "targets": ["bears", "B"]}}])


def test_printed_aura_gets_and_has() -> None:
    english = "Enchant creature\nEnchanted creature gets +2/+2 and has flying and vigilance."
    chinese = "生物结界\n受此结界的生物得+2/+2并具有飞行与警戒异能。"

    def play(text: str) -> dict[str, Any]:
        aura = _card(text, ["enchantment"], card_id="aura", cost="{2}{W}", subtypes=["Aura"], attached_to="bears")
        return _play({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, aura]}, {},
                     [{"attack": ["bears"]}], stop="end_of_combat", step="declare_attackers")

    result = _both(english, chinese, play)
    bears = _perm(result, "bears")
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert bears["tapped"] is False  # vigilance: attacking doesn't tap it
    assert result["state"]["players"]["B"]["life"] == 16


def test_printed_lord_of_other_kobolds() -> None:
    kobold = {"name": "Little Kobold", "types": ["creature"], "subtypes": ["Kobold"], "power": 1, "toughness": 1}
    english, chinese = "Other Kobolds you control get +1/+0.", "由你操控的其它鬼崽得+1/+0。"

    def play(text: str) -> dict[str, Any]:
        lord = _card(text, ["creature"], card_id="lord", subtypes=["Kobold"], power=1, toughness=1)
        return _play({"battlefield": [lord, kobold | {"id": "mine"}]},
                     {"battlefield": [kobold | {"id": "theirs"}]}, [])

    result = _both(english, chinese, play)
    assert (_perm(result, "mine")["power"], _perm(result, "lord")["power"], _perm(result, "theirs")["power"]) == (2, 1, 1)


def test_printed_prevention_this_turn_then_a_bolt() -> None:
    english = "Prevent the next 3 damage that would be dealt to target creature or player this turn."
    chinese = "于本回合中，防止接下来将对目标生物或牌手造成的3点伤害。"

    def play(text: str) -> dict[str, Any]:
        return _play({"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": _mountains(1)},
                     {"hand": [_card(text, ["instant"], card_id="ward", cost="{W}")],
                      "battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Plains", "id": "p"}]},
                     [{"cast": {"card": "bolt", "targets": ["bears"]}}, {"cast": {"card": "ward", "targets": ["bears"]}}])

    result = _both(english, chinese, play)
    assert _perm(result, "bears")["damage"] == 0
    assert "419.7b" in _rules(result)


def test_printed_dies_trigger_and_joined_effects() -> None:
    english = "When Test Card is put into a graveyard from play, you gain 2 life and draw a card."
    chinese = "当测试牌从场上进入坟墓场时，你获得2点生命，并且抓一张牌。"

    def play(text: str) -> dict[str, Any]:
        creature = _card(text, ["creature"], power=2, toughness=2)
        return _play({"battlefield": [creature]},
                     {"hand": [{"card": "Terror", "id": "terror"}],
                      "battlefield": [{"card": "Swamp", "id": "s1"}, {"card": "Swamp", "id": "s2"}]},
                     [{"cast": {"card": "terror", "targets": ["test"]}}])

    result = _both(english, chinese, play)
    players = result["state"]["players"]
    assert players["A"]["life"] == 22 and len(players["A"]["hand"]) == 1 and players["A"]["library"] == 19
    assert "test" not in _on_battlefield(result)


def test_printed_damage_to_each_creature_and_each_player_traditional() -> None:
    english = "Test Card deals 1 damage to each creature and each player."
    traditional = "測試牌對每個生物與每位玩家造成1點傷害。"

    def play(text: str) -> dict[str, Any]:
        spell = _card(text, ["sorcery"], cost="{R}") | ({"name_zh": NAME_HANT} if "測" in text else {})
        return _play({"hand": [spell], "battlefield": _mountains(1) + [{"card": "Llanowar Elves", "id": "elves"}]},
                     {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}, [{"cast": "test"}])

    result = _both(english, traditional, play)
    assert [result["state"]["players"][p]["life"] for p in "AB"] == [19, 19]
    assert "elves" not in _on_battlefield(result) and _perm(result, "bears")["damage"] == 1


def test_printed_search_puts_the_land_into_play_tapped() -> None:
    english = ("Search your library for a basic land card and put that card into play tapped. "
               "Then shuffle your library.")
    chinese = "从你的牌库中搜寻一张基本地牌，并将之横置进场。然后将你的牌库洗牌。"

    def play(text: str) -> dict[str, Any]:
        library = [{"card": "Island", "id": "isl"}, {"card": "Forest", "id": "for"}]
        return _play({"hand": [_card(text, ["sorcery"], cost="{1}")], "battlefield": _mountains(1),
                      "library": library}, {}, [{"cast": "test"}])

    result = _both(english, chinese, play)
    lands = [p for p in result["state"]["battlefield"] if p["id"] in ("isl", "for")]
    assert len(lands) == 1 and lands[0]["tapped"] is True
    assert result["state"]["players"]["A"]["library"] == 1


def test_printed_must_attack_each_turn() -> None:
    english, chinese = "Test Card attacks each turn if able.", "测试牌每回合若能攻击，则必须攻击。"

    def play(text: str) -> dict[str, Any]:
        return _play({"battlefield": [_card(text, ["creature"], power=3, toughness=3)]}, {}, [],
                     stop="end_of_combat", step="declare_attackers")

    result = _both(english, chinese, play)
    assert result["state"]["players"]["B"]["life"] == 17


def test_printed_shroud_and_double_strike_on_a_board() -> None:
    """帷幕 (shroud): the creature can't be the target of a spell; 连击 (double strike): it deals its
    combat damage twice, first-strike damage and then regular damage (section 502)."""
    english, chinese = "Double strike\nShroud", "连击\n帷幕"

    def play(text: str) -> dict[str, Any]:
        return _play({"battlefield": [_card(text, ["creature"], power=2, toughness=2)]}, {},
                     [{"attack": ["test"]}], stop="end_of_combat", step="declare_attackers")

    result = _both(english, chinese, play)
    assert result["state"]["players"]["B"]["life"] == 16
    for text in (english, chinese):
        with pytest.raises(Exception, match="target") as info:
            _play({"battlefield": [_card(text, ["creature"], power=2, toughness=2)]},
                  {"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": _mountains(1)},
                  [{"cast": {"card": "bolt", "targets": ["test"]}}])
        assert info.value.to_dict()["error"]["kind"] == "illegal_action"
