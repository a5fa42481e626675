"""The workbench's ruleset choice and the rule beside a step for a rule outside this corpus."""

from __future__ import annotations


def test_the_chosen_ruleset_plays_the_board_and_its_rules_open_beside_the_steps(page, live_server, shot):
    page.goto(live_server + "/scenario?ui=en&example=first-strike-kills-blocker")
    page.wait_for_selector("#validation[data-state]:not([data-state=pending])")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    assert page.locator('#steps .rule-chip[data-edition="2009"]').count() == 0
    page.select_option("#ruleset-choice", "2009")
    page.click("#resolve")
    page.wait_for_selector('#steps .rule-chip[data-edition="2009"]')
    assert page.locator('#steps .rule-chip[data-edition="classic"]').count() == 0
    chip = page.locator('#steps .rule-chip[data-edition="2009"][data-rule="510"]').first
    chip.click()
    page.wait_for_selector("#rule-panel h3 a")
    panel = page.locator("#rule-panel")
    text = panel.inner_text()
    assert "510" in text and "Combat Damage Step" in text
    assert "Outside this corpus" in text and "does not contain its text" in text
    assert "Only the title of this section" not in text  # that is for the classic title-only sections
    assert panel.locator('a[href="/rules/classic/310"]').count() == 1  # the counterpart (concordance)
    shot(page, "workbench-2009-outside-corpus-rule")
    page.keyboard.press("Escape")
    page.locator("#steps li", has_text="is destroyed").first.click()
    changes = page.locator("#changes").inner_text()
    assert "leaves the battlefield" in changes and "leaves play" not in changes


TWO_BLOCKERS = """ruleset: "2009"
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield: [{card: Craw Wurm, id: wurm}]
  - id: B
    battlefield: [{card: Grizzly Bears, id: b1}, {card: Grizzly Bears, id: b2}]
actions:
  - attack: [wurm]
  - block: {b1: wurm, b2: wurm}
stop: end_of_combat
"""


def test_a_subrule_outside_the_corpus_shows_its_section_title(page, live_server):
    page.goto(live_server + "/scenario?ui=zh-Hant")
    page.click("#tab-yaml")
    page.fill("#scenario", TWO_BLOCKERS)
    page.click("#resolve")
    page.locator('#steps .rule-chip[data-rule="510.1c"]').first.click()
    page.wait_for_selector("#rule-panel h3 a")
    text = page.locator("#rule-panel").inner_text()
    assert "510.1c" in text and "戰鬥傷害步驟" in text and "不在本語料中" in text


def test_the_ruleset_choice_gives_way_to_a_comparison(page, live_server):
    page.goto(live_server + "/scenario?ui=en&example=first-strike-kills-blocker")
    assert page.locator("#ruleset-choice").is_enabled()
    page.click("#compare-switch")
    assert page.locator("#ruleset-choice").is_disabled()
    page.click("#compare-switch")
    assert page.locator("#ruleset-choice").is_enabled()
