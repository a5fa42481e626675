"""What a person does in a real browser: search, read a rule, follow a link, resolve a scenario."""

from __future__ import annotations

import re
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def position(page) -> int:
    """The current step number shown by the controls ("Step 3 of 20", "第3步，共20步")."""
    return int(re.search(r"\d+", page.locator("#position").inner_text()).group(0))


def test_search_to_rule_page_and_cross_reference(page, live_server, shot):
    page.goto(live_server + "/")
    page.fill("#q", "致命伤害")
    page.press("#q", "Enter")
    page.wait_for_selector("ol.results li")
    first = page.locator("ol.results li a.hit").first
    assert first.inner_text().strip().endswith("420.5c")
    shot(page, "search-lethal-damage")
    first.click()
    page.wait_for_url("**/rules/classic/420.5c")
    zh = page.locator(".lang[lang=zh-Hans] p").first.inner_text()
    en = page.locator(".lang[lang=en] p").first.inner_text()
    assert "致命伤害" in zh and "lethal damage" in en
    shot(page, "rule-420.5c")
    page.goto(live_server + "/rules/classic/104.4")
    page.locator("a.xref", has_text="212.3d").click()
    page.wait_for_url("**/rules/classic/212.3d")
    assert "212.3d" in page.locator("h1").inner_text()


def test_suggestions_as_you_type(page, live_server):
    page.goto(live_server + "/search")
    page.type("#q", "trample", delay=20)
    page.wait_for_selector(".suggestions li a")
    assert page.locator(".suggestions li a").count() >= 1


def test_language_switches_are_remembered(page, live_server):
    page.goto(live_server + "/rules/classic/420.5c")
    page.click(".switches a[lang=zh-Hant]")
    page.wait_for_url("**ui=zh-Hant")
    assert page.evaluate("document.documentElement.lang") == "zh-Hant"
    # the classic original (Simplified) first, then the reader's Traditional conversion
    langs = page.eval_on_selector_all(".langs .lang", "els => els.map(e => e.lang)")
    assert langs == ["zh-Hans", "zh-Hant", "en"]
    assert page.locator(".switches a[lang=zh-Hant]").get_attribute("aria-pressed") == "true"
    page.click(".switches a[lang=en]")
    page.goto(live_server + "/rules/classic/420.5c")  # no ?ui=: the choice is remembered
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.locator("nav a").first.inner_text() == "Search"
    # English first, then the original script, then the script last chosen
    langs = page.eval_on_selector_all(".langs .lang", "els => els.map(e => e.lang)")
    assert langs == ["en", "zh-Hans", "zh-Hant"]


def test_workbench_resolve_step_through_and_rule_chip(page, live_server, shot):
    page.goto(live_server + "/gallery")
    page.locator(".lesson h2 a").first.click()
    page.wait_for_url("**/scenario?example=*")
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    total = page.locator("#steps li").count()
    assert total > 1
    assert position(page) == 1
    page.click("#next")
    assert position(page) == 2
    page.keyboard.press("ArrowRight")
    assert position(page) == 3
    page.keyboard.press("ArrowLeft")
    assert position(page) == 2
    assert page.locator("#board-at-step .tile").count() >= 1
    page.locator("#steps li.current .rule-chip").first.click()
    page.wait_for_selector("#rule-panel h3 a")
    assert page.locator("#rule-panel").is_visible()
    shot(page, "workbench")


def test_workbench_shows_errors_with_the_forbidding_rule(page, live_server):
    page.goto(live_server + "/scenario")
    page.click("#tab-yaml")
    page.fill("#scenario", (FIXTURES / "ground_blocks_flyer.yaml").read_text(encoding="utf-8"))
    page.click("#resolve")
    page.wait_for_selector("#error:not([hidden])")
    assert page.locator("#error .rule-chip", has_text="502.4b").count() == 1


def test_phone_width(phone, live_server, shot):
    for path in ("/", "/rules/classic/420.5c", "/search?q=践踏", "/scenario", "/gallery"):
        phone.goto(live_server + path)
        overflow = phone.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 1, f"{path} scrolls sideways by {overflow}px at phone width"
    phone.goto(live_server + "/rules/classic/420.5c")
    shot(phone, "phone-rule")
