"""The builder's damage assignment order in a real browser: under the 2009 rules a player puts a
blocked attacker's blockers in order by clicking ↑/↓, the action lands in the YAML, and the
answer shows that the order decided which blocker died."""

from __future__ import annotations

import pytest
import yaml

# a 6/4 with two -1/-1 counters (4 power) blocked by a 2/2 and a 3/3: 4 damage kills only the first
# blocker in the order plus whatever is left, so the order decides which blocker lives
WURM = """ruleset: "2009"
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield:
      - {card: Craw Wurm, id: wurm, counters: {"-1/-1": 2}}
  - id: B
    battlefield:
      - {card: Grizzly Bears, id: b1}
      - {card: Hill Giant, id: giant}
actions:
  - attack: [wurm]
  - block: {b1: wurm, giant: wurm}
"""


def open_with(page, url: str) -> None:
    page.goto(url)
    page.click("#tab-yaml")
    page.fill("#scenario", WURM)
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#tab-builder")


def test_builder_orders_blockers_by_clicking_and_the_order_decides_who_dies(page, live_server, shot):
    open_with(page, live_server + "/scenario?ui=en")
    page.click("button.verb[data-verb=order]")
    page.wait_for_selector(".mode-panel .order li")
    names = page.locator(".mode-panel .order li .order-name").all_inner_texts()
    assert names == ["Grizzly Bears", "Hill Giant"]  # the declaration order, as the engine offers it
    assert page.locator(".mode-panel .order li").first.locator(".order-up").is_disabled()
    page.click(".mode-panel .order li[data-id=b1] .order-down")
    assert page.locator(".mode-panel .order li .order-name").all_inner_texts() == ["Hill Giant", "Grizzly Bears"]
    shot(page, "builder-order")
    page.click("#mode-add")
    page.wait_for_selector(".action-list li:nth-child(3)")
    page.wait_for_selector("#validation[data-state=ok]")
    assert yaml.safe_load(page.input_value("#scenario"))["actions"][2] == {"order": {"wurm": ["giant", "b1"]}}
    assert "Hill Giant → Grizzly Bears" in page.locator(".action-list li").nth(2).inner_text()
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    page.click("#last")
    final = page.locator("#board-at-step")
    assert final.locator(".tile", has_text="Hill Giant").count() == 0  # lethal damage to it first
    assert final.locator(".tile", has_text="Grizzly Bears").count() == 1  # 1 damage left for the bears
    texts = " ".join(page.locator("#steps li").all_inner_texts())
    assert "509" in texts or "510.1c" in texts


@pytest.mark.parametrize("lang, label", [("zh-Hans", "排定阻挡者顺序"), ("zh-Hant", "排定阻擋者順序")])
def test_builder_order_on_a_phone_in_chinese(phone, live_server, lang, label):
    open_with(phone, live_server + f"/scenario?ui={lang}")
    verb = phone.locator("button.verb[data-verb=order]")
    assert verb.inner_text().strip() == label
    verb.click()
    phone.wait_for_selector(".mode-panel .order li")
    box = phone.locator(".mode-panel .order li[data-id=b1] .order-down").bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44  # a thumb-sized target
    phone.locator(".mode-panel .order li[data-id=b1] .order-down").press("Enter")
    assert phone.locator(".mode-panel .order li").first.get_attribute("data-id") == "giant"
