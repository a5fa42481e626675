"""Banding in the builder, in a real browser: once two chosen attackers include one with banding,
the attack mode offers "Attack as one band"; ticking it writes ``bands:`` beside ``attack:``, and
the answer shows a blocker of one member blocking the whole band (section 502, classic)."""

from __future__ import annotations

import pytest
import yaml

BAND = """turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield:
      - {card: Timber Wolves, id: wolves}
      - {card: Grizzly Bears, id: bears}
  - id: B
    battlefield:
      - {card: Hill Giant, id: giant}
"""


def open_with(page, url: str, text: str) -> None:
    page.goto(url)
    page.click("#tab-yaml")
    page.fill("#scenario", text)
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#tab-builder")


def test_builder_forms_a_band_and_the_blocker_blocks_it_all(page, live_server):
    open_with(page, live_server + "/scenario?ui=en", BAND)
    page.click("button.verb[data-verb=attack]")
    page.wait_for_selector(".mode-panel .choice.legal")
    page.click(".mode-panel .choice[data-id=bears]")
    assert page.locator("#mode-band").count() == 0  # one attacker, and without banding: no band to form
    page.click(".mode-panel .choice[data-id=wolves]")
    page.wait_for_selector("#mode-band")
    page.check("#mode-band")
    page.click("#mode-add")
    page.wait_for_selector(".action-list li")
    page.wait_for_selector("#validation[data-state=ok]")
    action = yaml.safe_load(page.input_value("#scenario"))["actions"][0]
    assert sorted(action["attack"]) == ["bears", "wolves"] and [sorted(b) for b in action["bands"]] == [["bears", "wolves"]]
    assert "in a band" in page.locator(".action-list li").first.inner_text()
    # the defending player blocks only the wolves: the whole band is blocked, B takes no damage
    page.click("#tab-yaml")
    page.fill("#scenario", page.input_value("#scenario") + "  - block: {giant: wolves}\n")
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    texts = " ".join(page.locator("#steps li").all_inner_texts())
    assert "502" in texts and "Grizzly Bears" in texts
    page.click("#last")
    final = page.locator("#board-at-step")
    assert final.locator(".tile", has_text="Hill Giant").count() == 0  # 1 + 2 damage from the band


@pytest.mark.parametrize("lang, label", [("zh-Hans", "组成一个结合组攻击（结合）"), ("zh-Hant", "組成一個結合組攻擊（結合）")])
def test_the_band_choice_in_chinese(page, live_server, lang, label):
    open_with(page, live_server + f"/scenario?ui={lang}", BAND)
    page.click("button.verb[data-verb=attack]")
    page.wait_for_selector(".mode-panel .choice.legal")
    page.click(".mode-panel .choice[data-id=wolves]")
    page.click(".mode-panel .choice[data-id=bears]")
    page.wait_for_selector("#mode-band")
    assert page.locator("label[for=mode-band]").inner_text().strip() == label
