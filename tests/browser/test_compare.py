"""The compare view in a real browser: the same board under two rulesets side by side (stacked on a
phone), the steps aligned, and the steps and final state that differ highlighted.

Until the 2009 ruleset is registered in ``engine.RULESETS``, the second ruleset is a test double of
classic without mana burn and without the Wall rule (``tests/web/compare_doubles.py``), so the
differences are known: mana burn in the mana-burn lesson, the Wall's attack in the Wall lesson.
"""

from __future__ import annotations

from tests.web.compare_doubles import NoBurnWallsAttack

OTHER = NoBurnWallsAttack.name


def open_comparison(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("#compare-view #compare-steps li.current")


def boxes(page, selector: str) -> list[dict]:
    return [page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())]


def test_compare_a_lesson_opens_with_both_boards_side_by_side(page, live_server, comparing, shot):
    open_comparison(page, live_server + "/scenario?ui=en&example=mana-burn")
    assert page.locator("#compare-switch").get_attribute("aria-pressed") == "true"
    assert page.locator("#resolve").inner_text() == "Compare"
    left, right = boxes(page, ".compare-pane")
    assert right["x"] >= left["x"] + left["width"] - 1 and abs(right["y"] - left["y"]) < 2, "side by side"
    assert "Player A, life: 18 under classic, 20 under test-no-burn." in page.locator("#compare-summary").inner_text()
    # it opens at the first step that differs: mana burn, only under classic
    current = page.locator("#compare-steps li.current")
    assert current.get_attribute("data-kind") == "only_in:classic" and "mana burn" in current.inner_text()
    assert "Only under Classic rules" in current.locator(".kind-badge").inner_text()
    assert "No such step under test-no-burn." in page.locator(f"#pane-{OTHER} .step-now").inner_text()
    assert "loses 2 life" in page.locator("#pane-classic .step-now").inner_text()
    # the steps that differ are highlighted, and only those
    kinds = page.evaluate("() => [...document.querySelectorAll('#compare-steps li')].map((li) => "
                          "[li.dataset.kind, li.classList.contains('differs')])")
    assert [k for k, hi in kinds if hi] == ["only_in:classic", "changed"]
    assert all(k == "same" for k, hi in kinds if not hi)
    shot(page, "compare-desktop-first-difference")
    page.click("#c-last")  # the final state: the life totals that differ are marked on both boards
    assert page.locator("#pane-classic .player-area[data-player=A] .life.differs").inner_text().startswith("♥ 18")
    assert page.locator(f"#pane-{OTHER} .player-area[data-player=A] .life.differs").inner_text().startswith("♥ 20")
    assert page.locator("#pane-classic .player-area[data-player=B] .life.differs").count() == 0
    shot(page, "compare-desktop-final-state")


def test_compare_rows_are_aligned_and_stepped_through_by_keyboard(page, live_server, comparing):
    open_comparison(page, live_server + "/scenario?ui=en&example=mana-burn")
    rows = page.locator("#compare-steps li")
    cells = rows.nth(0).locator(".ccell")
    assert cells.count() == 2
    a, b = cells.nth(0).bounding_box(), cells.nth(1).bounding_box()
    assert abs(a["y"] - b["y"]) < 2 and b["x"] > a["x"], "one row, a cell per ruleset"
    rows.nth(0).click()
    assert page.locator("#compare-position").inner_text() == f"Step 1 of {rows.count()}"
    page.keyboard.press("ArrowRight")
    assert rows.nth(1).get_attribute("aria-current") == "step"
    page.click("#c-next-diff")
    assert page.locator("#compare-steps li.current").get_attribute("data-kind") == "only_in:classic"
    page.click("#c-next-diff")
    changed = page.locator("#compare-steps li.current")
    assert changed.get_attribute("data-kind") == "changed"
    # the same words under both, but the pool empties into mana burn under classic only: the row says why it differs
    assert changed.locator(".meta").first.inner_text().endswith("Differs another effect on the board")
    assert page.locator("#c-next-diff").is_disabled()
    rows.nth(2).focus()
    page.keyboard.press("Enter")
    assert rows.nth(2).get_attribute("aria-current") == "step"


def test_compare_switch_in_the_workbench_and_a_ruleset_that_refuses(page, live_server, comparing, shot):
    """From an ordinary resolve, the switch compares the board; under classic the Wall may not attack."""
    page.goto(live_server + "/scenario?ui=zh-Hans&example=first-strike-kills-blocker")
    page.wait_for_selector("#validation[data-state=ok]")
    assert page.locator("#compare-switch").get_attribute("aria-pressed") == "false"
    assert page.locator("#compare-choice").is_hidden()
    page.click("#compare-switch")
    assert page.locator("#compare-switch").get_attribute("aria-pressed") == "true"
    assert page.locator("#compare-choice").is_visible() and page.locator("#resolve").inner_text() == "比较"
    assert page.locator("#compare-left").input_value() == "classic"
    page.select_option("#compare-right", "classic")  # the same ruleset twice: the other side moves
    assert page.locator("#compare-left").input_value() not in ("", "classic")
    page.select_option("#compare-left", "classic")
    page.select_option("#compare-right", OTHER)
    page.click("#resolve")
    page.wait_for_selector("#compare-view")
    assert "在这些规则集下每一步都相同" in page.locator("#compare-view").inner_text()
    assert page.locator("#compare-steps li.differs").count() == 0
    page.click("#compare-switch")  # off: Resolve resolves one board again
    assert page.locator("#resolve").inner_text() == "结算"
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")
    assert page.locator("#compare-view").count() == 0

    open_comparison(page, live_server + "/scenario?ui=zh-Hans&example=wall-cant-attack")
    error = page.locator("#pane-classic .error-box")
    assert "不合法的动作" in error.inner_text() and "308" in error.locator(".rule-chip").inner_text()
    assert page.locator(f"#pane-{OTHER} .tile.attacking").count() == 0  # the first row: the step begins
    page.click("#c-next")
    assert page.locator(f"#pane-{OTHER} .tile.attacking").count() == 1
    assert all(k.startswith("only_in:") for k in page.evaluate(
        "() => [...document.querySelectorAll('#compare-steps li')].map((li) => li.dataset.kind)"))
    chip = page.locator("#compare-steps li.current .rule-chip").first
    chip.click()
    page.wait_for_selector("#rule-panel h3 a")
    assert page.locator("#rule-panel").is_visible() and "/rules/classic/" in page.locator("#rule-panel h3 a").get_attribute("href")
    shot(page, "compare-desktop-wall-rule-open")
    page.keyboard.press("Escape")
    assert page.locator("#rule-panel").is_hidden()


def test_compare_on_a_phone_stacks_the_boards(phone, live_server, comparing, shot):
    open_comparison(phone, live_server + "/scenario?ui=zh-Hant&example=mana-burn")
    top, bottom = boxes(phone, ".compare-pane")
    assert bottom["y"] >= top["y"] + top["height"] - 1 and abs(bottom["x"] - top["x"]) < 2, "stacked"
    assert top["width"] <= phone.viewport_size["width"]
    assert phone.evaluate("document.documentElement.scrollWidth") <= phone.viewport_size["width"], "no sideways scroll"
    current = phone.locator("#compare-steps li.current")
    labels = current.locator(".cell-ruleset")
    assert labels.nth(0).is_visible() and labels.nth(0).inner_text() == "經典版規則"  # each cell names its ruleset
    assert "法術力灼傷" in current.inner_text() or "灼傷" in current.inner_text()
    assert "牌手A的生命：classic下為18、test-no-burn下為20。" in phone.locator("#compare-summary").inner_text()
    small = phone.evaluate("""() => [...document.querySelectorAll('#compare-view button, .compare-row button, .compare-row select')]
        .filter((e) => e.offsetParent && !e.closest('li.step, .text'))
        .filter((e) => { const r = e.getBoundingClientRect(); return r.height < 43.5 && r.width < 43.5; })
        .map((e) => e.outerHTML.slice(0, 80))""")
    assert not small, small
    shot(phone, "compare-phone")


def test_compare_a_shared_link_opens_compared(page, live_server, comparing):
    open_comparison(page, live_server + "/scenario?ui=en&example=mana-burn")
    page.click("#share")
    page.wait_for_selector("#copy-link")
    url = page.locator("#permalink a").inner_text()
    assert "/s/" in url and url.endswith(f"?compare=classic%2C{OTHER}")
    open_comparison(page, url)
    assert page.locator(".compare-pane").count() == 2
    assert page.locator("#compare-steps li.current").get_attribute("data-kind") == "only_in:classic"
