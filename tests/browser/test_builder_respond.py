"""The builder's ordering points in a real browser (issue 22): "Respond to …" when the legal-actions
answer reports objects on the stack (``respond:``), and "Combat damage step" for an action placed
in the first-strike or regular combat damage step (``damage_step:``). Each test builds the action
with the controls, resolves, and checks the board and the steps shown (classic ruleset)."""

from __future__ import annotations

import pytest
import yaml

# A casts Gravedigger (its comes-into-play trigger returns the Bears); B answers with the builder.
DIGGER = """turn: {active: A, step: main1, number: 3}
players:
  - id: A
    hand: [{card: Gravedigger, id: digger}]
    graveyard: [{card: Grizzly Bears, id: bears}]
    battlefield: [{card: Swamp, id: s1}, {card: Swamp, id: s2}, {card: Swamp, id: s3}, {card: Swamp, id: s4}]
  - id: B
    hand: [{card: Lightning Bolt, id: bolt}]
    battlefield: [{card: Mountain, id: m1}]
actions:
  - cast: digger
stop: main1
"""

# The Bears attack into a 1/3 first striker; A's Giant Growth goes in the regular damage step.
FIRST_STRIKE = """turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    hand: [{card: Giant Growth, id: growth}]
    battlefield: [{card: Grizzly Bears, id: bears}, {card: Forest, id: f1}]
  - id: B
    battlefield:
      - {name: Pike Guard, id: guard, types: [creature], mana_cost: "{1}{W}", power: 1, toughness: 3,
         text: First strike}
actions:
  - attack: [bears]
  - block: {guard: bears}
stop: end_of_combat
"""

DIGGER_NAME = {"en": "Gravedigger", "zh-Hans": "掘墓怪", "zh-Hant": "掘墓怪"}
RESPONSE_WORDS = {"en": "in response to Gravedigger", "zh-Hans": "回应掘墓怪", "zh-Hant": "回應掘墓怪"}

DAMAGE_STEP_WORDS = {"en": "in the regular combat damage step", "zh-Hans": "在一般战斗伤害步骤中"}

STEP_WORDS = {"en": "Player B responds to", "zh-Hans": "牌手B回应", "zh-Hant": "玩家B回應"}


def open_with(page, url: str, text: str) -> None:
    page.goto(url)
    page.click("#tab-yaml")
    page.fill("#scenario", text)
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#tab-builder")


def scenario(page) -> dict:
    return yaml.safe_load(page.input_value("#scenario"))


def resolve_to_end(page) -> str:
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    page.click("#last")
    return " ".join(page.locator("#steps li").all_inner_texts())


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_bolt_in_response_to_a_creature_spell(page, live_server, lang):
    open_with(page, live_server + f"/scenario?ui={lang}", DIGGER)
    page.click("button.verb[data-verb=cast]")
    page.select_option("#mode-player", "B")
    page.wait_for_selector("#mode-respond")
    # B's first priority comes with the Gravedigger spell on the stack, the one object offered
    values = page.locator("#mode-respond option").evaluate_all("(os) => os.map((o) => o.value)")
    assert [v for v in values if v] == ['{"spell":"digger"}']
    page.select_option("#mode-respond", '{"spell":"digger"}')
    page.wait_for_selector(".mode-panel .choice[data-id=bolt].legal")
    page.click(".mode-panel .choice[data-id=bolt]")
    page.click(".mode-panel .choice[data-id=A]")
    page.click("#mode-add")
    page.wait_for_selector(".action-list li >> nth=1")
    action = scenario(page)["actions"][1]
    assert action == {"cast": {"card": "bolt", "targets": ["A"]}, "player": "B", "respond": {"spell": "digger"}}
    assert RESPONSE_WORDS[lang] in page.locator(".action-list li").nth(1).inner_text()
    texts = resolve_to_end(page)
    assert "408.1c" in texts  # B responds with the Gravedigger on top of the stack
    assert STEP_WORDS[lang] in texts
    final = page.locator("#board-at-step")
    # the Bolt resolved first (A at 17), then the Gravedigger came into play all the same
    assert final.locator("[data-player=A] .life").inner_text().startswith("♥ 17")
    assert final.locator("[data-player=B] .life").inner_text().startswith("♥ 20")
    assert final.locator(".tile", has_text=DIGGER_NAME[lang]).count() == 1


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_giant_growth_in_the_regular_combat_damage_step(page, live_server, lang):
    open_with(page, live_server + f"/scenario?ui={lang}", FIRST_STRIKE)
    page.click("button.verb[data-verb=cast]")
    page.wait_for_selector("#mode-damage-step")
    page.select_option("#mode-damage-step", "regular")
    page.wait_for_selector(".mode-panel .choice[data-id=growth].legal")
    page.click(".mode-panel .choice[data-id=growth]")
    page.click(".mode-panel .choice[data-id=bears]")
    page.click("#mode-add")
    page.wait_for_selector(".action-list li >> nth=2")
    action = scenario(page)["actions"][2]
    assert action == {"cast": {"card": "growth", "targets": ["bears"]}, "damage_step": "regular"}
    assert DAMAGE_STEP_WORDS[lang] in page.locator(".action-list li").nth(2).inner_text()
    texts = resolve_to_end(page)
    assert "502.2b" in texts  # the action waited for the regular combat damage step
    final = page.locator("#board-at-step")
    # the pump comes after the regular damage was fixed: the 1/3 Pike Guard survives its 2 damage
    assert final.locator(".tile", has_text="Pike Guard").count() == 1
    assert final.locator("[data-player=A] .life").inner_text().startswith("♥ 20")
    assert final.locator("[data-player=B] .life").inner_text().startswith("♥ 20")  # the Bears were blocked


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_axe_on_the_respond_and_damage_step_controls(page, live_server, lang):
    """No critical or serious axe violation in the action panel once each new select is shown (labels,
    contrast); the panel only, as the board's stack tiles are checked by test_a11y."""
    from axe_playwright_python.sync_playwright import Axe

    for text, control in ((DIGGER, "#mode-respond"), (FIRST_STRIKE, "#mode-damage-step")):
        open_with(page, live_server + f"/scenario?ui={lang}", text)
        page.click("button.verb[data-verb=cast]")
        if text is DIGGER:
            page.select_option("#mode-player", "B")
        page.wait_for_selector(control)
        violations = Axe().run(page, context=".mode-panel").response["violations"]
        bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:4]) for v in violations if v["impact"] in ("serious", "critical")]
        assert not bad, f"{control}: {bad}"
