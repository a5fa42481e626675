"""A rule page and the glossary in a real Chromium, on a desktop and on a phone (screenshots in
tests/artifacts/ for a person to look at)."""

from __future__ import annotations

NO_SIDEWAYS_SCROLL = "document.documentElement.scrollWidth <= window.innerWidth + 1"


def test_rule_page_on_a_desktop_reads_like_a_book(browser, live_server, shot):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server)
    page = context.new_page()
    page.goto(live_server + "/rules/2009/702.17?ui=en")
    assert page.title().startswith("702.17 Trample")
    assert page.locator(".book .sub").count() == 5
    assert "Example:" in page.locator("[id='702.17b']").inner_text()
    page.click("a.anchor[href='#702.17b']")
    assert page.url.endswith("#702.17b")
    assert page.evaluate("document.querySelector(':target').id") == "702.17b"
    page.locator("[id='702.17b'] button.copy").click()
    page.wait_for_selector("[id='702.17b'] button.copy.copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("July 2009 rules 702.17b\nThe controller of an attacking creature with trample")
    assert copied.endswith("/rules/2009/702.17b")
    shot(page, "rule-702.17-desktop")
    page.click("a[rel=next]")
    page.wait_for_url("**/rules/2009/702.18")
    context.close()


def test_rule_page_on_a_phone(phone, live_server, shot):
    phone.goto(live_server + "/rules/2009/702.17?ui=zh-Hant")
    assert phone.evaluate(NO_SIDEWAYS_SCROLL)
    langs = phone.eval_on_selector_all("[id='702.17a'] .lang", "els => els.map(e => e.lang)")
    assert langs == ["zh-Hant", "en"]  # the 2009 original is Traditional: no conversion needed here
    shot(phone, "rule-702.17-phone")
    phone.goto(live_server + "/rules/2009/510?ui=zh-Hans")
    assert "不在本语料中" in phone.locator(".notice").inner_text()
    assert "本项目撰写的摘要" in phone.locator(".summary").first.inner_text()
    assert phone.evaluate(NO_SIDEWAYS_SCROLL)
    shot(phone, "rule-2009-510-outside-phone")


def test_glossary_on_a_phone_filters_and_keeps_chinese_on_one_line(phone, live_server, shot):
    phone.goto(live_server + "/glossary?ui=zh-Hans")
    assert phone.evaluate(NO_SIDEWAYS_SCROLL)
    # every Chinese name lays out on one line: its text makes a single line box
    wrapped = phone.evaluate("""() => [...document.querySelectorAll('.terms td.zh')].filter(td => {
        const range = document.createRange(); range.selectNodeContents(td.firstChild);
        return range.getClientRects().length > 1; }).map(td => td.textContent)""")
    assert wrapped == []
    phone.fill(".filter input[name=q]", "践踏")
    phone.dispatch_event(".filter input[name=q]", "input")
    visible = phone.eval_on_selector_all(".terms tr[data-filter-item]:not([hidden])", "els => els.map(e => e.id)")
    assert visible == ["term-trample"]
    assert phone.locator(".filter-count").inner_text().startswith("1 个术语")
    shot(phone, "glossary-filter-phone")
    phone.press(".filter input[name=q]", "Enter")  # the same filter from the server
    phone.wait_for_url("**q=*")
    assert phone.locator(".terms tr").count() == 1 + 1  # the header row and the term
