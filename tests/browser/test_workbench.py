"""The workbench's answer on the board, sharing, and unsaved edits, in a real browser."""

from __future__ import annotations

import yaml


def resolve(page) -> None:
    page.click("#resolve")
    page.wait_for_selector("#steps li.current")


def go_to_step(page, n: int) -> None:
    page.locator("#steps li").nth(n - 1).click()
    assert page.locator("#steps li").nth(n - 1).get_attribute("aria-current") == "step"


def test_nothing_empty_is_shown_before_resolving(page, live_server):
    page.goto(live_server + "/scenario?ui=en")
    assert page.locator("#board-at-step").count() == 0
    assert page.locator(".placeholder").is_visible()
    hidden_but_shown = page.evaluate("""() => [...document.querySelectorAll('[hidden]')]
        .filter((e) => getComputedStyle(e).display !== 'none').length""")
    assert hidden_but_shown == 0


def test_counterspell_is_on_the_stack_while_it_resolves(page, live_server, shot):
    page.goto(live_server + "/scenario?ui=zh-Hans&example=counterspell-counters-bolt")
    resolve(page)
    events = page.evaluate("() => [...document.querySelectorAll('#steps li')].map((li) => li.textContent)")
    resolving = next(i for i, t in enumerate(events, start=1) if "开始结算" in t)
    go_to_step(page, resolving)
    stack = page.locator("#board-at-step .stack li")
    assert stack.count() == 2 and "反击咒" in stack.first.inner_text() and "结算中" in stack.first.inner_text()
    go_to_step(page, resolving + 1)  # Bolt is countered: in A's graveyard, Counterspell still resolving
    assert page.locator("#board-at-step .stack li").count() == 1
    assert "闪电击" in page.locator("#board-at-step .player-area[data-player=A] .zones").inner_text()
    assert "闪电击" in page.locator("#changes").inner_text()
    shot(page, "workbench-counterspell-resolving")
    go_to_step(page, resolving + 2)
    assert page.locator("#board-at-step .stack li").count() == 0
    assert "反击咒" in page.locator("#board-at-step .player-area[data-player=B] .zones").inner_text()


def test_attackers_blockers_mana_and_changes_are_marked(page, live_server, shot):
    page.goto(live_server + "/scenario?ui=en&example=first-strike-kills-blocker")
    resolve(page)
    texts = page.evaluate("() => [...document.querySelectorAll('#steps li')].map((li) => li.textContent)")
    blocked = next(i for i, t in enumerate(texts, start=1) if "declares blockers" in t)
    go_to_step(page, blocked)
    assert page.locator("#board-at-step .tile.attacking").count() >= 1
    assert page.locator("#board-at-step .tile.blocking").count() >= 1
    assert "blocking" in page.locator("#board-at-step .tile.blocking").first.inner_text()
    assert page.locator("#board-at-step .tile.blocking .hi").count() >= 1  # changed since the previous step
    assert "blocks" in page.locator("#changes").inner_text()
    shot(page, "workbench-blockers-marked")
    page.goto(live_server + "/scenario?ui=en&example=mana-burn")
    resolve(page)
    texts = page.evaluate("() => [...document.querySelectorAll('#steps li')].map((li) => li.textContent)")
    tapped = next(i for i, t in enumerate(texts, start=1) if "pool:" in t)
    go_to_step(page, tapped)
    assert page.locator("#board-at-step .pool").count() == 1


def test_names_follow_the_interface_language(page, live_server):
    page.goto(live_server + "/scenario?ui=zh-Hant&example=counterspell-counters-bolt")
    resolve(page)
    board = page.locator("#board-at-step").inner_text()
    assert "閃電擊" in board and "Lightning Bolt" not in board
    assert "島嶼" in board or "海島" in board
    meta = page.locator("#steps li").first.locator(".meta").inner_text()
    assert "main1" not in meta and "行動階段" in meta


def test_share_opens_resolved_with_its_title_and_copies_the_link(page, live_server, shot):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(live_server + "/scenario?ui=en&example=counterspell-counters-bolt")
    page.wait_for_selector("#validation[data-state=ok]")
    page.fill("#b-title", "Can Counterspell stop the Bolt?")
    page.press("#b-title", "Tab")
    page.wait_for_selector("#validation[data-state=ok]")
    page.click("#share")
    page.wait_for_selector("#copy-link")
    url = page.locator("#permalink a").inner_text()
    page.click("#copy-link")
    assert page.evaluate("navigator.clipboard.readText()") == url
    page.goto(url)
    assert page.locator("h1").inner_text() == "Can Counterspell stop the Bolt?"
    page.wait_for_selector("#steps li.current")  # opens resolved
    assert page.locator("meta[property='og:title']").get_attribute("content") == "Can Counterspell stop the Bolt?"
    assert "B 20 life" in page.locator("meta[name=description]").get_attribute("content")
    shot(page, "shared-page")


def test_shared_page_without_javascript(browser, live_server, shot):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    text = (yaml.safe_dump({"title": "Bears trade", "turn": {"active": "A", "step": "declare_attackers", "number": 3},
                            "players": [{"id": "A", "battlefield": [{"card": "Grizzly Bears", "id": "a1"}]},
                                        {"id": "B", "battlefield": [{"card": "Grizzly Bears", "id": "b1"}]}],
                            "actions": [{"attack": ["a1"]}, {"block": {"b1": "a1"}}]}))
    sid = page.request.post(live_server + "/api/v1/scenarios", data={"scenario": text}).json()["id"]
    page.goto(live_server + f"/s/{sid}?ui=zh-Hans")
    assert page.locator("h1").inner_text() == "Bears trade"
    assert page.locator(".static-answer .steps li").count() > 5
    graveyards = page.locator(".static-answer .board-view").inner_text()
    assert graveyards.count("灰棕熊") == 2  # both bears died and are named in Chinese
    shot(page, "shared-page-no-js")
    context.close()


def test_switching_examples_asks_before_discarding_edits(page, live_server):
    page.goto(live_server + "/scenario?ui=en&example=counterspell-counters-bolt")
    page.wait_for_selector("#validation[data-state=ok]")
    page.fill("#b-life-B", "5")
    page.press("#b-life-B", "Tab")
    page.wait_for_selector("#validation[data-state=ok]")
    asked = []
    page.once("dialog", lambda d: (asked.append(d.message), d.dismiss()))
    page.select_option("#examples", "mana-burn")
    assert asked and "unsaved" in asked[0]
    assert "example=counterspell" in page.url and page.locator("#examples").input_value() == "counterspell-counters-bolt"
    assert "life: 5" in page.input_value("#scenario")
    page.once("dialog", lambda d: d.accept())
    page.select_option("#examples", "mana-burn")
    page.wait_for_url("**example=mana-burn")
