"""Accessibility (WCAG 2.1 AA) of every page kind, checked with axe-core in Chromium, plus what axe
cannot see: headings, keyboard access to steps, tooltips and the rule panel, and language tags."""

from __future__ import annotations

import json

import pytest
from axe_playwright_python.sync_playwright import Axe

from tests.browser.conftest import ARTIFACTS

PAGES = {
    "home": "/",
    "rule": "/rules/classic/420.5c",
    "title-only-rule": "/rules/classic/310",
    "search": "/search?q=trample",
    "glossary": "/glossary",
    "gallery": "/gallery",
    "cards": "/cards?q=giant",
    "card": "/cards/Grizzly%20Bears",
    "workbench": "/scenario?example=first-strike-kills-blocker",
    "workbench-help": "/scenario/help",
    "error": "/rules/classic/999.9",
}
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]},
               "resultTypes": ["violations"]}
REPORT = ARTIFACTS / "axe-report.json"


def serious(page) -> list[dict]:
    results = Axe().run(page, options=AXE_OPTIONS).response
    found = [{"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
             for v in results["violations"]]
    return found


def record(name: str, violations: list[dict]) -> None:
    """Add one page's violations to the shared report. Test files in other xdist workers
    (test_card_pages.py) write it too: the read-modify-write holds a lock, and the new report
    replaces the old one whole, so no reader ever sees a half-written file."""
    import fcntl
    import os

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS / "axe-report.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        report = json.loads(REPORT.read_text()) if REPORT.exists() else {}
        report[name] = violations
        partial = REPORT.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(report, indent=1, ensure_ascii=False))
        os.replace(partial, REPORT)


def check(page, name: str) -> None:
    violations = serious(page)
    record(name, violations)
    bad = [v for v in violations if v["impact"] in ("serious", "critical")]
    assert not bad, f"{name}: {bad}"


@pytest.mark.parametrize("lang", ["zh-Hans", "en"])
@pytest.mark.parametrize("kind", list(PAGES))
def test_axe_every_page_kind(page, live_server, kind, lang):
    page.goto(live_server + PAGES[kind] + ("&" if "?" in PAGES[kind] else "?") + "ui=" + lang)
    page.wait_for_load_state("networkidle")
    assert page.locator("h1").count() == 1, "one h1 per page"
    check(page, f"{kind}-{lang}")


def test_axe_workbench_states(page, live_server):
    """The builder in an action mode, the answer on the board, the rule panel, a validation error."""
    page.goto(live_server + "/scenario?ui=en&example=first-strike-kills-blocker")
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("button.verb[data-verb=cast]")
    page.wait_for_selector(".mode-panel .prompt")
    check(page, "workbench-action-mode")
    page.click("#mode-cancel")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    page.locator("#steps .rule-chip").first.click()
    page.wait_for_selector("#rule-panel h3")
    check(page, "workbench-answer-and-rule")
    page.click("#tab-yaml")
    page.fill("#scenario", "players: [\n")
    page.wait_for_selector("#validation[data-state=bad]")
    check(page, "workbench-invalid-yaml")


def test_axe_compare_states(page, phone, live_server, comparing):
    """The compare view: opened from a lesson, at the final state, with a rule open, with a ruleset
    that refuses an action, in Chinese, and on a phone."""
    page.goto(live_server + "/scenario?ui=en&example=mana-burn")
    page.wait_for_selector("#compare-steps li.current")
    check(page, "compare-lesson-en")
    page.click("#c-last")
    page.locator("#compare-steps li.current .rule-chip").first.click()
    page.wait_for_selector("#rule-panel h3")
    check(page, "compare-final-state-and-rule-en")
    page.goto(live_server + "/scenario?ui=zh-Hans&example=wall-cant-attack")
    page.wait_for_selector("#compare-steps li.current")
    check(page, "compare-error-zh-Hans")
    page.goto(live_server + "/scenario?ui=zh-Hant&example=first-strike-kills-blocker")
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#compare-switch")
    check(page, "compare-switch-on-zh-Hant")
    phone.goto(live_server + "/scenario?ui=zh-Hant&example=mana-burn")
    phone.wait_for_selector("#compare-steps li.current")
    check(phone, "compare-phone-zh-Hant")


def test_axe_shared_page(page, live_server):
    text = "title: Bolt the bears\n" + (ARTIFACTS.parent / "fixtures" / "bolt_the_bears.yaml").read_text(encoding="utf-8")
    sid = page.request.post(live_server + "/api/v1/scenarios", data={"scenario": text}).json()["id"]
    page.goto(live_server + f"/s/{sid}?ui=zh-Hant")
    page.wait_for_selector("#steps li.current")
    assert page.locator("h1").inner_text() == "Bolt the bears"
    check(page, "shared")


def test_phone_tap_targets_are_44px(phone, live_server):
    for path in ("/", "/rules/classic/420.5c", "/gallery", "/scenario?example=mana-burn"):
        phone.goto(live_server + path)
        phone.wait_for_load_state("networkidle")
        small = phone.evaluate("""() => [...document.querySelectorAll('a, button, select, input, [tabindex="0"]')]
            .filter((e) => e.offsetParent && e.type !== 'checkbox' && !e.closest('p, li.step, td, .text, .langs, .toc, .glossary, .lesson p'))
            .filter((e) => { const r = e.getBoundingClientRect(); return r.height < 43.5 && r.width < 43.5; })
            .map((e) => e.outerHTML.slice(0, 80))""")
        assert not small, f"{path}: {small[:5]}"


def test_language_switches_are_pressed_and_english_is_tagged(page, live_server):
    page.goto(live_server + "/rules/classic/420.5c?ui=zh-Hans")
    assert page.locator(".switches a[lang=zh-Hans]").get_attribute("aria-pressed") == "true"
    assert page.locator(".switches a[lang=en]").get_attribute("aria-pressed") == "false"
    english = page.locator(".lang[lang=en] p").first.inner_text()
    assert "lethal damage" in english
    page.goto(live_server + "/scenario?ui=zh-Hans&example=counterspell-counters-bolt")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    # the English of each step is marked as English, the interface language first
    first = page.locator("#steps li").first.locator(".text span").all()
    assert [s.get_attribute("lang") for s in first] == ["zh-Hans", "en"]


def test_glossary_tooltips_by_keyboard_and_touch(page, phone, live_server):
    page.goto(live_server + "/rules/classic/420.5c?ui=en")
    term = page.locator("abbr.term").first
    term.focus()
    assert term.get_attribute("tabindex") == "0" and term.get_attribute("data-tip")
    described = page.evaluate("(id) => document.getElementById(id).textContent", term.get_attribute("aria-describedby"))
    assert described == term.get_attribute("data-tip")
    tip = page.evaluate("(e) => getComputedStyle(e, '::after').content", term.element_handle())
    assert tip.strip('"') == term.get_attribute("data-tip")
    phone.goto(live_server + "/rules/classic/420.5c?ui=en")
    phone.locator("abbr.term").first.tap()
    assert "open" in phone.locator("abbr.term").first.get_attribute("class")


def test_steps_are_focusable_and_the_rule_stays_beside_its_step(page, live_server, shot):
    page.goto(live_server + "/scenario?ui=en&example=first-strike-kills-blocker")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    page.locator("#steps li").nth(2).focus()
    page.keyboard.press("Enter")
    assert page.locator("#steps li").nth(2).get_attribute("aria-current") == "step"
    assert page.locator("#position").inner_text() == "Step 3 of " + str(page.locator("#steps li").count())
    chip = page.locator("#steps li").nth(2).locator(".rule-chip").first
    chip.click()
    page.wait_for_selector("#rule-panel h3 a")
    panel = page.locator("#rule-panel")
    assert panel.is_visible() and chip.get_attribute("aria-expanded") == "true"
    box, step = panel.bounding_box(), page.locator("#steps li").nth(2).bounding_box()
    assert box["x"] > step["x"] + step["width"] - 5, "the rule opens beside the steps"
    assert 0 <= box["y"] < page.viewport_size["height"], "the rule is in view"
    shot(page, "workbench-rule-beside-step")
    page.keyboard.press("Escape")
    assert panel.is_hidden()
    assert page.evaluate("document.activeElement.classList.contains('rule-chip')")


def test_rule_panel_on_a_phone_is_a_sheet_in_view(phone, live_server, shot):
    phone.goto(live_server + "/scenario?ui=zh-Hans&example=first-strike-kills-blocker")
    phone.click("#resolve")
    phone.wait_for_selector("#steps li.current")
    phone.locator("#steps .rule-chip").nth(3).tap()
    phone.wait_for_selector("#rule-panel h3 a")
    box = phone.locator("#rule-panel").bounding_box()
    assert box["y"] + box["height"] <= phone.viewport_size["height"] + 1 and box["y"] > 0
    shot(phone, "phone-rule-sheet")
    phone.keyboard.press("Escape")
    assert phone.locator("#rule-panel").is_hidden()
