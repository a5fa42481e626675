"""The board builder's API (validate as you type, legal choices, card completion) and the shared
page that reads without JavaScript."""

from __future__ import annotations

import re

import yaml

QUESTION = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    hand: [{card: Giant Growth, id: growth}]
    battlefield:
      - {card: White Knight, id: knight, counters: {"+1/+1": 1}}
      - {card: Forest, id: f1}
      - {card: Wall of Stone, id: wall}
  - id: B
    battlefield:
      - {card: Grizzly Bears, id: b1}
      - {card: Grizzly Bears, id: b2}
actions:
  - attack: [knight]
  - block: {b1: knight, b2: knight}
"""


def choices(client, scenario, **body):
    response = client.post("/api/v1/legal-actions", json=dict(body, scenario=scenario))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_validate_gives_the_starting_board_with_ids_and_names(client):
    answer = client.post("/api/v1/validate", json={"scenario": QUESTION}).get_json()
    assert answer["valid"] and answer["error"] is None
    knight = next(p for p in answer["board"]["battlefield"] if p["id"] == "knight")
    assert (knight["power"], knight["toughness"]) == (3, 3)  # 2/2 with a +1/+1 counter
    assert answer["zones"]["A"]["hand"] == [{"id": "growth", "name": "Giant Growth"}]
    assert [c["id"] for c in answer["zones"]["B"]["battlefield"]] == ["b1", "b2"]
    assert answer["names"]["Grizzly Bears"]["zh-Hans"] == "灰棕熊"  # the printed name
    assert answer["scenario"]["actions"][0] == {"attack": ["knight"]}


def test_validate_locates_errors_and_suggests_cards(client):
    text = QUESTION.replace("card: Grizzly Bears, id: b2", "card: Grizly Bears, id: b2")
    answer = client.post("/api/v1/validate", json={"scenario": text}).get_json()
    error = answer["error"]
    assert not answer["valid"] and error["kind"] == "invalid_scenario"
    assert error["at"] == "players[1].battlefield[1].card"
    line = next(i for i, t in enumerate(text.splitlines(), start=1) if "Grizly" in t)
    assert error["location"]["line"] == line and error["location"]["exact"]
    assert error["suggestions"][0] == "Grizzly Bears"
    assert error["message"]["zh-Hant"]  # the engine writes the Traditional itself
    broken = client.post("/api/v1/validate", json={"scenario": "players: [\n  {id: A"}).get_json()
    assert not broken["valid"] and broken["error"]["location"]["line"] == 2
    assert broken["scenario"] is None


def test_legal_attackers_and_the_rule_that_forbids_a_wall(client):
    text = QUESTION.split("actions:")[0]
    answer = choices(client, text, next={"verb": "attack"})
    assert answer["decision"] == {"kind": "declare_attackers", "player": "A", "turn": 3, "step": "declare_attackers",
                                  "damage_step": None}
    legal = {o["object"]: o["legal"] for o in answer["options"]}
    assert legal == {"knight": True, "wall": False}
    wall = next(o for o in answer["options"] if o["object"] == "wall")
    assert wall["error"]["rules"] and wall["error"]["message"]["en"]
    tried = choices(client, text, next={"verb": "attack"}, **{"try": {"attack": ["wall"]}})["attempt"]
    assert tried["legal"] is False and tried["error"]["rules"] == wall["error"]["rules"]


def test_blocks_come_after_the_attack_and_casting_after_the_blocks(client):
    attack_only = QUESTION.split("  - block")[0]
    blocks = choices(client, attack_only, next={"verb": "block"})
    assert blocks["decision"]["player"] == "B" and blocks["decision"]["step"] == "declare_blockers"
    assert {(o["object"], o["attacker"]) for o in blocks["options"] if o["legal"]} == {("b1", "knight"), ("b2", "knight")}
    attacker = next(p for p in blocks["board"]["battlefield"] if p["id"] == "knight")
    assert attacker["attacking"] == "B" and attacker["tapped"]
    cast = choices(client, QUESTION, next={"verb": "cast"})
    assert cast["decision"] == {"kind": "priority", "player": "A", "turn": 3, "step": "declare_blockers",
                                "damage_step": None}
    growth = cast["options"][0]
    assert growth["object"] == "growth" and growth["legal"]
    assert ["b1"] in growth["targets"] and ["knight"] in growth["targets"] and ["B"] not in growth["targets"]
    assign = choices(client, QUESTION, next={"verb": "assign"})
    option = assign["options"][0]
    assert option["object"] == "knight" and option["power"] == 3 and [b["id"] for b in option["blockers"]] == ["b1", "b2"]


def test_the_built_question_resolves_as_the_rules_say(client):
    text = QUESTION + "  - cast: {card: growth, targets: [b1]}\n"
    trace = client.post("/api/v1/resolve", json={"scenario": text}).get_json()
    final = trace["state"]
    assert "knight" not in {p["id"] for p in final["battlefield"]}  # 5 + 2 damage from the blockers
    assert final["players"]["A"]["graveyard"] == ["Giant Growth", "White Knight"]
    assert {p["id"] for p in final["battlefield"]} >= {"b1", "b2"}  # 3 first-strike damage did not kill the 5/5
    cited = {r for s in trace["steps"] for r in s["rules"]}
    assert any(r.startswith("502.2") for r in cited)
    assert all(set(s["text"]) >= {"zh-Hans", "zh-Hant", "en"} for s in trace["steps"])
    assert trace["names"]["Giant Growth"]["zh-Hans"] == "变巨术"


def test_legal_actions_bad_requests(client):
    assert client.post("/api/v1/legal-actions", json={"scenario": QUESTION}).status_code == 400
    assert client.post("/api/v1/legal-actions", json={"scenario": QUESTION, "next": {"verb": "dance"}}).status_code == 400
    assert client.post("/api/v1/legal-actions", json={"scenario": QUESTION, "next": {"verb": "cast", "player": "Z"}}).status_code == 400
    broken = client.post("/api/v1/legal-actions", json={"scenario": QUESTION.replace("b2: knight", "b9: knight"),
                                                        "next": {"verb": "cast"}})
    assert broken.status_code == 422 and broken.get_json()["error"]["at"] == "actions[1]"


def test_card_completion_in_either_language_and_script(client):
    def names(q):
        return [c["name"] for c in client.get("/api/v1/cards/suggest", query_string={"q": q}).get_json()["suggestions"]]

    assert names("giant g")[0] == "Giant Growth"
    assert names("闪电") == names("閃電") and names("闪电")[0] == "Lightning Bolt"  # the shortest name first
    assert names("Grizly") == ["Grizzly Bears"]  # did you mean
    assert names("") == []
    one = client.get("/api/v1/cards/suggest?q=灰熊").get_json()["suggestions"][0]  # an alias finds the card
    assert one["names"] == {"en": "Grizzly Bears", "zh-Hans": "灰棕熊", "zh-Hant": "灰棕熊", "converted": ["zh-Hant"]}
    assert (one["power"], one["toughness"]) == (2, 2)
    assert client.get("/api/v1/cards/suggest?q=" + "x" * 101).status_code == 400


def visible(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<(script|style)[^>]*>.*?</\1>|<[^>]+>", " ", html, flags=re.S))


def test_shared_page_reads_without_javascript(client):
    titled = "title: Knight against two bears\n" + QUESTION + "  - cast: {card: growth, targets: [b1]}\n"
    sid = client.post("/api/v1/scenarios", json={"scenario": titled}).get_json()["id"]
    html = client.get(f"/s/{sid}?ui=en").get_data(as_text=True)
    assert "<h1>Knight against two bears</h1>" in html
    assert '<meta property="og:title" content="Knight against two bears">' in html
    description = re.search(r'<meta name="description" content="([^"]+)"', html).group(1)
    assert "player A 20 life" in description and "player B 20 life" in description
    text = visible(html)
    assert "Final board" in text and "Grizzly Bears" in text
    assert text.count("Turn 3 ·") >= 10  # every step, with its step named in words
    assert "Declare blockers step" in text and "declare_blockers" not in text
    assert 'href="/rules/classic/502.2' in html  # rule links work without JavaScript
    zh = visible(client.get(f"/s/{sid}?ui=zh-Hans").get_data(as_text=True))
    assert "最终盘面" in zh and "灰棕熊" in zh and "宣告阻挡者步骤" in zh
    hant = visible(client.get(f"/s/{sid}?ui=zh-Hant").get_data(as_text=True))
    assert "最終盤面" in hant and "宣告阻擋者步驟" in hant


def test_shared_page_of_an_invalid_scenario_says_why(client):
    sid = client.post("/api/v1/scenarios", json={"scenario": "players: [{id: A}, {id: B}]\nactions: [{attack: [ghost]}]\n"}).get_json()["id"]
    response = client.get(f"/s/{sid}?ui=en")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "The engine rejects this scenario" in html and "error-box" in html


def test_workbench_pages_and_help(client):
    page = client.get("/scenario?ui=en").get_data(as_text=True)
    assert 'type="module"' in page and 'id="ui-strings"' in page and "<h1>" in page
    strings = yaml.safe_load(re.search(r'id="ui-strings">(.*?)</script>', page, re.S).group(1))
    assert strings["steps"]["declare_blockers"] == "Declare blockers step"
    zh = client.get("/scenario?ui=zh-Hant").get_data(as_text=True)
    strings = yaml.safe_load(re.search(r'id="ui-strings">(.*?)</script>', zh, re.S).group(1))
    assert strings["text"]["Stack"] == "堆疊" and strings["zones"]["graveyard"] == "墳墓場"
    lesson = client.get("/scenario?example=mana-burn&ui=zh-Hant").get_data(as_text=True)
    assert "法術力灼傷" in lesson and "簡繁轉換" in lesson
    help_page = client.get("/scenario/help?ui=en").get_data(as_text=True)
    assert "How to ask what happens" in help_page and "Giant Growth" in help_page
