"""Card pages in a real browser, in all three interface languages: axe-core finds no serious
violation; names and texts carry their language; the rule and lesson links work from the keyboard
and are big enough to tap on a phone."""

from __future__ import annotations

import pytest

from tests.browser.test_a11y import check

CARDS = {"keywords": "/cards/Serra%20Angel", "aura": "/cards/Holy%20Strength", "spell": "/cards/Lightning%20Bolt",
         "list": "/cards?q=angel", "second-page": "/cards?page=2"}


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
@pytest.mark.parametrize("kind", list(CARDS))
def test_axe_card_pages_in_three_languages(page, live_server, kind, lang):
    page.goto(live_server + CARDS[kind] + ("&" if "?" in CARDS[kind] else "?") + "ui=" + lang)
    page.wait_for_load_state("networkidle")
    assert page.locator("h1").count() == 1
    assert page.evaluate("document.documentElement.lang") == lang
    check(page, f"card-{kind}-{lang}")


def test_names_and_texts_carry_their_language(page, live_server):
    page.goto(live_server + "/cards/Serra%20Angel?ui=zh-Hant")
    names = page.locator("h1 > span[lang]").all()
    assert [(n.get_attribute("lang"), n.inner_text()) for n in names] == [("zh-Hant", "撒拉天使"), ("en", "Serra Angel")]
    boxes = page.locator(".langs .lang").all()
    assert [b.get_attribute("lang") for b in boxes] == ["zh-Hant", "en"]
    assert "飛行" in boxes[0].inner_text()


def test_rule_links_by_keyboard(page, live_server):
    page.goto(live_server + "/cards/Serra%20Angel?ui=en")
    link = page.locator(".card-rules a.chip.main").first
    link.focus()
    assert page.evaluate("document.activeElement.getAttribute('href')") == "/rules/classic/502.4"
    page.keyboard.press("Enter")
    page.wait_for_url("**/rules/classic/502.4")
    assert "502.4" in page.locator("h1").inner_text()


def test_card_page_tap_targets_on_a_phone(phone, live_server):
    phone.goto(live_server + "/cards/Serra%20Angel?ui=zh-Hans")
    phone.wait_for_load_state("networkidle")
    small = phone.evaluate("""() => [...document.querySelectorAll('.card-rules a, .card-lessons a, .crumbs a')]
        .filter((e) => { const r = e.getBoundingClientRect(); return r.height < 43.5 && r.width < 43.5; })
        .map((e) => e.outerHTML.slice(0, 80))""")
    assert not small, small[:5]
