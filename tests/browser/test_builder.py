"""The board builder in a real browser: a player who has never seen YAML sets up "my 3/3 first
striker attacks, they block with two 2/2s, I Giant Growth one" by clicking, and reads the answer."""

from __future__ import annotations

import re

import pytest
import yaml


def add_card(page, player: str, text: str, option: str, zone: str = "battlefield") -> None:
    page.select_option(f"#add-zone-{player}", zone)
    page.fill(f"#add-{player}", text)
    page.locator(f"#add-list-{player} [role=option]", has_text=option).first.click()
    wait_valid(page)


def current_scenario(page) -> dict:
    return yaml.safe_load(page.input_value("#scenario"))


def wait_valid(page) -> None:
    page.wait_for_selector("#validation[data-state=ok]")


def build_first_strike_question(page) -> None:
    """Set up the issue's question by clicking only (Chinese names typed for B's bears)."""
    page.click("#new-board")
    wait_valid(page)
    add_card(page, "A", "white kn", "White Knight")
    page.click(".player-area[data-player=A] .tile-button[data-id=white_knight]")
    page.fill("#i-plus", "1")
    page.press("#i-plus", "Tab")
    wait_valid(page)
    add_card(page, "A", "Forest", "Forest")
    add_card(page, "A", "giant gr", "Giant Growth", zone="hand")
    add_card(page, "B", "灰熊", "Grizzly Bears")
    add_card(page, "B", "灰熊", "Grizzly Bears")
    page.select_option("#b-step", "declare_attackers")
    wait_valid(page)
    # attack with the knight
    page.click("button.verb[data-verb=attack]")
    page.wait_for_selector(".mode-panel .choice.legal")
    page.click(".mode-panel .choice[data-id=white_knight]")
    page.click("#mode-add")
    page.wait_for_selector(".action-list li")
    wait_valid(page)
    # both bears block it
    page.click("button.verb[data-verb=block]")
    page.wait_for_selector(".mode-panel .choice.legal")
    page.click(".mode-panel .choice[data-id=grizzly_bears]")
    page.click(".mode-panel .choice[data-id=grizzly_bears_2]")
    assert page.locator(".mode-panel .pairs li").count() == 2
    page.click("#mode-add")
    page.wait_for_selector(".action-list li:nth-child(2)")
    wait_valid(page)
    # Giant Growth on the first bear: choose the card, then the target on the board
    page.click("button.verb[data-verb=cast]")
    page.wait_for_selector(".mode-panel .choice.legal")
    page.click(".mode-panel .choice[data-id=giant_growth]")
    page.click(".board-wrap.mode .tile-button[data-id=grizzly_bears]")  # the target, on the board
    page.click("#mode-add")
    page.wait_for_selector(".action-list li:nth-child(3)")
    wait_valid(page)


def test_builder_sets_up_the_first_strike_question_and_reads_the_answer(page, live_server, shot):
    page.goto(live_server + "/scenario?ui=en")
    build_first_strike_question(page)
    scenario = current_scenario(page)
    knight = scenario["players"][0]["battlefield"][0]
    assert knight["card"] == "White Knight" and knight["counters"] == {"+1/+1": 1}
    assert [a for a in scenario["actions"]] == [
        {"attack": [knight["id"]]},
        {"block": {b["id"]: knight["id"] for b in scenario["players"][1]["battlefield"]}},
        {"cast": {"card": scenario["players"][0]["hand"][0]["id"], "targets": [scenario["players"][1]["battlefield"][0]["id"]]}},
    ]
    assert page.locator(".action-list li").first.inner_text().startswith("Attack with White Knight")
    assert "Grizzly Bears 1 blocks White Knight; Grizzly Bears 2 blocks" in page.locator(".action-list li").nth(1).inner_text()
    shot(page, "builder-desktop-setup")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    page.click("#last")
    final = page.locator("#board-at-step")
    # the grown bear (5/5) took the knight's 3 first-strike damage and lived; the knight died
    assert final.locator(".tile", has_text="White Knight").count() == 0
    assert final.locator(".player-area[data-player=A]", has_text="Graveyard").inner_text().count("White Knight") == 1
    steps = page.locator("#steps li")
    texts = " ".join(steps.all_inner_texts())
    assert "502.2" in texts or "first strike" in texts.lower()
    shot(page, "builder-desktop-answer")


def test_builder_offers_only_legal_choices_and_names_the_rule_of_an_illegal_one(page, live_server):
    page.goto(live_server + "/scenario?ui=en")
    page.click("#new-board")
    wait_valid(page)
    add_card(page, "A", "Wall of St", "Wall of Stone")
    add_card(page, "A", "Grizzly", "Grizzly Bears")
    page.select_option("#b-step", "declare_attackers")
    wait_valid(page)
    page.click("button.verb[data-verb=attack]")
    page.wait_for_selector(".mode-panel .choice")
    wall = page.locator(".mode-panel .choice", has_text="Wall of Stone")
    assert "illegal" in wall.get_attribute("class")
    assert "legal" in page.locator(".mode-panel .choice", has_text="Grizzly Bears").get_attribute("class").split()
    wall.click()
    page.click("#mode-add")
    page.wait_for_selector(".attempt")
    assert page.locator(".attempt .rule-chip").count() >= 1  # the rule that forbids a Wall to attack
    page.click("#add-anyway")
    page.wait_for_selector(".action-list li")
    page.click("#resolve")
    page.wait_for_selector("#error")
    assert page.locator("#error .rule-chip").count() >= 1


def test_builder_and_yaml_stay_in_sync_and_errors_are_located(page, live_server, shot):
    page.goto(live_server + "/scenario?ui=en&example=counterspell-counters-bolt")
    wait_valid(page)
    # builder -> YAML: B's life
    page.fill("#b-life-B", "7")
    page.press("#b-life-B", "Tab")
    wait_valid(page)
    assert current_scenario(page)["players"][1]["life"] == 7
    # YAML -> builder: a misspelt card is located in the editor and on the board, with "did you mean"
    page.click("#tab-yaml")
    text = page.input_value("#scenario").replace("card: Island, id: i2", "card: Islnd, id: i2")
    page.fill("#scenario", text)
    page.wait_for_selector("#validation[data-state=bad]")
    line = next(i for i, t in enumerate(text.splitlines(), start=1) if "Islnd" in t)
    assert page.locator("#gutter .bad").inner_text().strip() == str(line)
    assert page.locator("#scenario").get_attribute("aria-invalid") == "true"
    assert "players[1].battlefield[1].card" in page.locator("#validation").inner_text()
    shot(page, "builder-yaml-error")
    page.click("#validation .suggestion", timeout=5000)
    wait_valid(page)
    assert "card: Island, id: i2" in page.input_value("#scenario").replace('"', "")
    # YAML -> builder: typed life shows on the board
    page.fill("#scenario", page.input_value("#scenario").replace("life: 7", "life: 9"))
    wait_valid(page)
    page.click("#tab-builder")
    assert page.input_value("#b-life-B") == "9"
    assert "♥ 9" in page.locator("#builder .player-area[data-player=B] .life").inner_text()


def test_builder_error_location_marks_the_board(page, live_server):
    page.goto(live_server + "/scenario?ui=en&example=counterspell-counters-bolt")
    wait_valid(page)
    page.click("#tab-yaml")
    lines = page.input_value("#scenario").splitlines()
    at = next(i for i, t in enumerate(lines) if t.strip() == "- id: B")
    indent = len(lines[at + 1]) - len(lines[at + 1].lstrip())
    lines.insert(at + 1, " " * indent + "lief: 3")  # a misspelt field of player B
    page.fill("#scenario", "\n".join(lines) + "\n")
    page.wait_for_selector("#validation[data-state=bad]")
    page.click("#tab-builder")
    assert page.locator("#builder .player-area.invalid[data-player=B]").count() == 1


@pytest.mark.parametrize("lang", ["zh-Hans", "en"])
def test_builder_on_a_phone_in_either_language(phone, live_server, shot, lang):
    phone.goto(live_server + f"/scenario?ui={lang}")
    build_first_strike_question(phone)
    overflow = phone.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"the builder scrolls sideways by {overflow}px"
    small = phone.evaluate("""() => [...document.querySelectorAll('#builder button, #builder select, #builder input')]
        .filter((e) => e.offsetParent && e.type !== 'checkbox')
        .map((e) => e.getBoundingClientRect()).filter((r) => r.height < 43.5 && r.width < 43.5).length""")
    assert small == 0, f"{small} controls smaller than 44 px"
    shot(phone, f"builder-phone-{lang}")
    phone.click("#resolve")
    phone.wait_for_selector("#steps li.current")
    phone.click("#last")
    board = phone.locator("#board-at-step").inner_text()
    if lang == "zh-Hans":
        assert "灰棕熊" in board and "Grizzly Bears" not in board
        assert re.search("[\u4e00-\u9fff]", phone.locator("#step-now").inner_text())
    else:
        assert "Grizzly Bears" in board
    shot(phone, f"builder-phone-{lang}-answer")


def test_builder_card_completion_by_keyboard_in_traditional(page, live_server):
    page.goto(live_server + "/scenario?ui=zh-Hant")
    page.click("#new-board")
    wait_valid(page)
    page.select_option("#add-zone-B", "hand")
    page.fill("#add-B", "閃電")
    page.wait_for_selector("#add-list-B [role=option]")
    assert page.get_attribute("#add-B", "aria-expanded") == "true"
    # the first option is highlighted; ArrowDown moves on, ArrowUp comes back, Enter takes it
    first = page.get_attribute("#add-B", "aria-activedescendant")
    page.press("#add-B", "ArrowDown")
    assert page.get_attribute("#add-B", "aria-activedescendant") != first
    page.press("#add-B", "ArrowUp")
    assert page.get_attribute("#add-B", "aria-activedescendant") == first
    page.press("#add-B", "Enter")
    wait_valid(page)
    assert current_scenario(page)["players"][1]["hand"][0]["card"] == "Lightning Bolt"
    assert "閃電擊" in page.locator("#builder .player-area[data-player=B] .card-chip").inner_text()
