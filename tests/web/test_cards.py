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
