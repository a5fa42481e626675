"""Card pages and the cards API over the library."""

from __future__ import annotations


def test_cards_list_and_search(client):
    everything = client.get("/api/v1/cards").get_json()
    assert everything["total"] >= 250
    bolt = client.get("/api/v1/cards?q=闪电击").get_json()
    assert [c["name"] for c in bolt["cards"]] == ["Lightning Bolt"]
    page = client.get("/cards?q=regenerate").get_data(as_text=True)
    assert 'href="/cards/Drudge%20Skeletons"' in page
    assert client.get("/api/v1/cards?q=" + "x" * 300).status_code == 400


def test_card_page_and_api(client):
    card = client.get("/api/v1/cards/Grizzly Bears").get_json()
    assert card["power"] == 2 and card["toughness"] == 2 and card["name_zh"] == "灰棕熊"
    fuzzy = client.get("/api/v1/cards/grizly bears").get_json()
    assert fuzzy["name"] == "Grizzly Bears"
    page = client.get("/cards/Lightning Bolt").get_data(as_text=True)
    assert "Lightning Bolt" in page and "闪电击" in page
    missing = client.get("/api/v1/cards/Zzyzx Qwerty")
    assert missing.status_code == 404 and missing.get_json()["error"]["kind"] == "unknown_card"


def test_resolve_uses_the_library(client):
    scenario = """turn: {active: A, step: main1, number: 3}
players:
  - id: A
    hand: [{card: Glorious Anthem, id: anthem}]
    battlefield: [{card: Plains, id: p1}, {card: Plains, id: p2}, {card: Plains, id: p3}, {card: Grizzly Bears, id: bears}]
  - id: B
actions:
  - cast: {card: anthem}
stop: main1
"""
    trace = client.post("/api/v1/resolve", json={"scenario": scenario}).get_json()
    bears = next(p for p in trace["state"]["battlefield"] if p["id"] == "bears")
    assert (bears["power"], bears["toughness"]) == (3, 3)


def test_a_card_has_one_address_whatever_name_finds_it(client):
    for typed in ("灰熊", "灰棕熊", "grizzly bears", "Grizly Bears"):
        response = client.get(f"/cards/{typed}?ui=zh-Hant")
        assert response.status_code == 302, typed
        assert response.headers["Location"] == "/cards/Grizzly%20Bears?ui=zh-Hant"
    assert client.get("/cards/Grizzly Bears").status_code == 200
    assert client.get("/cards/" + "x" * 300).status_code == 404


def _article(html: str) -> str:
    return html[html.index("<article"):html.index("</article>")]


def test_card_page_in_each_interface_language(client):
    hant = _article(client.get("/cards/Serra Angel?ui=zh-Hant").get_data(as_text=True))
    assert hant.index('lang="zh-Hant">撒拉天使<') < hant.index('lang="en">Serra Angel<')  # both names, 繁 first
    assert '<span lang="zh-Hant">生物～天使</span>' in hant  # the type line in the interface language
    assert hant.index("飛行\n撒拉天使攻擊時不需橫置。") < hant.index("Flying\nAttacking")  # the text, 繁 first
    assert "塞拉天使" in hant  # the alias
    en = _article(client.get("/cards/Serra Angel?ui=en").get_data(as_text=True))
    assert en.index('lang="en">Serra Angel<') < en.index(">撒拉天使<")
    chinese = en.index("飞行") if "飞行" in en else en.index("飛行")  # the script last chosen (a cookie)
    assert "Creature — Angel" in en and en.index("Flying\nAttacking") < chinese
    hans = _article(client.get("/cards/Holy Strength?ui=zh-Hans").get_data(as_text=True))
    assert "结界～Aura" in hans and "结附于生物" in hans  # a subtype without a Chinese name stays as printed


def test_card_page_links_the_rules_its_keywords_and_abilities_follow(client):
    angel = _article(client.get("/cards/Serra Angel?ui=en").get_data(as_text=True))
    assert 'href="/rules/classic/502.4"' in angel and 'href="/rules/classic/502.4b"' in angel  # flying
    assert angel.index('href="/rules/classic/502.4"') < angel.index('href="/rules/classic/502.4b"')
    assert 'href="/rules/classic/405.1"' in angel  # the static ability ("Attacking doesn't cause ... to tap")
    skeletons = _article(client.get("/cards/Drudge Skeletons?ui=zh-Hans").get_data(as_text=True))
    assert 'href="/rules/classic/403.1"' in skeletons and 'href="/rules/classic/419.6b"' in skeletons
    assert "起动式异能" in skeletons
    counterspell = client.get("/api/v1/cards/Counterspell").get_json()
    ids = [r["id"] for item in counterspell["rules"][0]["items"] for r in item["rules"]]
    assert counterspell["rules"][0]["edition"] == "classic" and "414.1" in ids and "409.1c" in ids


def test_card_page_links_the_lessons_that_use_the_card(client):
    bolt = client.get("/api/v1/cards/Lightning Bolt").get_json()
    assert len(bolt["lessons"]) >= 5 and "fizzle-illegal-target" in bolt["lessons"]
    page = _article(client.get("/cards/Serra Angel?ui=en").get_data(as_text=True))
    assert 'href="/scenario?example=flying-cant-be-blocked-by-ground"' in page
    from oracle.gallery import load_gallery

    for lesson_id in bolt["lessons"]:  # each listed lesson really puts Lightning Bolt in a zone
        scenario = load_gallery().by_id[lesson_id].scenario
        zones = [c for p in scenario["players"] for z in ("hand", "battlefield", "graveyard")
                 for c in (p.get(z) or []) if isinstance(c, dict)]
        assert any(c.get("card") == "Lightning Bolt" for c in zones), lesson_id
    forest = client.get("/cards/Wrath of God?ui=en").get_data(as_text=True)
    assert "No lesson of the gallery uses this card yet." in forest


def test_the_rules_are_read_from_each_ruleset(client, monkeypatch):
    """A 2009 ruleset (here a stand-in with its own ids for flying) appears on the page with its ids:
    nothing is hard-coded per edition."""
    from engine import rulesets
    from engine.rulesets.citations import rule

    class July2009(rulesets.ClassicRuleset):
        name = "2009"
        citations = {"flying.block": rule("702.9b"), "ability.activated": rule("602.1")}

    monkeypatch.setitem(rulesets.RULESETS, "2009", July2009)
    angel = _article(client.get("/cards/Serra Angel?ui=en").get_data(as_text=True))
    assert "July 2009 rules" in angel
    assert 'href="/rules/2009/702.9"' in angel and 'href="/rules/2009/702.9b"' in angel
    sorcerer = _article(client.get("/cards/Prodigal Sorcerer?ui=en").get_data(as_text=True))
    assert "602.1 (Outside this corpus)" in sorcerer and 'href="/rules/2009/602.1"' not in sorcerer
    editions = [block["edition"] for block in client.get("/api/v1/cards/Serra Angel").get_json()["rules"]]
    assert editions == ["classic", "2009"]


def test_the_list_pages_and_searches_in_either_script(client):
    first = client.get("/api/v1/cards?limit=50").get_json()
    second = client.get("/api/v1/cards?limit=50&page=2").get_json()
    assert first["total"] == second["total"] >= 800 and first["pages"] == -(-first["total"] // 50)
    assert len(first["cards"]) == 50 and first["cards"][0]["name"] != second["cards"][0]["name"]
    assert client.get("/api/v1/cards?limit=0").status_code == 400
    assert client.get("/api/v1/cards?page=x").status_code == 400
    trad = client.get("/api/v1/cards?q=閃電擊").get_json()
    assert trad["cards"][0]["name"] == "Lightning Bolt" and trad["cards"][0]["names"]["zh-Hant"] == "閃電擊"
    listing = client.get("/cards?q=天使&ui=zh-Hant").get_data(as_text=True)
    assert 'href="/cards/Serra%20Angel"' in listing and "生物～天使" in listing
    assert "No card matches" in client.get("/cards?q=qqqqzzzz&ui=en").get_data(as_text=True)
