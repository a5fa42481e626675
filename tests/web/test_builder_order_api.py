"""The builder's damage assignment order (509 of the July 2009 rules): the legal-actions API offers
each attacker blocked by several creatures with its blockers in the order now in force, an order the
player gives is checked by the engine, and the order decides who dies under 2009."""

from __future__ import annotations

WURM = """
ruleset: "2009"
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield:
      - {card: Craw Wurm, id: wurm}
  - id: B
    battlefield:
      - {card: Grizzly Bears, id: b1}
      - {card: Hill Giant, id: giant}
actions:
  - attack: [wurm]
  - block: {b1: wurm, giant: wurm}
"""


def choices(client, scenario, **body):
    response = client.post("/api/v1/legal-actions", json=dict(body, scenario=scenario))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_the_order_decision_lists_the_blockers_in_declaration_order(client):
    answer = choices(client, WURM, next={"verb": "order"})
    assert answer["decision"]["kind"] == "order_blockers" and answer["decision"]["player"] == "A"
    assert answer["ruleset"] == "2009"
    (option,) = answer["options"]
    assert option["object"] == "wurm" and option["power"] == 6 and option["legal"]
    assert [(b["id"], b["lethal"]) for b in option["blockers"]] == [("b1", 2), ("giant", 3)]


def test_an_order_that_leaves_out_a_blocker_is_refused_with_the_rule(client):
    tried = choices(client, WURM, next={"verb": "order"}, **{"try": {"order": {"wurm": ["giant"]}}})["attempt"]
    assert tried["legal"] is False and tried["error"]["rules"]
    assert "Grizzly Bears" in tried["error"]["message"]["en"] or "b1" in tried["error"]["message"]["en"]
    good = choices(client, WURM, next={"verb": "order"}, **{"try": {"order": {"wurm": ["giant", "b1"]}}})["attempt"]
    assert good == {"legal": True, "error": None}


def test_the_order_given_in_the_builder_decides_who_is_assigned_lethal_damage_first(client):
    """A 6/4 against a 2/2 and a 3/3: either order kills both (2 + 3 <= 6), so weaken it to 4 power
    with the assignment below; the order then decides which blocker survives."""
    weak = WURM.replace("{card: Craw Wurm, id: wurm}", "{card: Craw Wurm, id: wurm, counters: {\"-1/-1\": 2}}")
    after = choices(client, weak + "  - order: {wurm: [giant, b1]}\n", next={"verb": "assign"})
    (option,) = after["options"]
    assert [b["id"] for b in option["blockers"]] == ["giant", "b1"]  # the order stands for the assignment
    trace = client.post("/api/v1/resolve", json={"scenario": weak + "  - order: {wurm: [giant, b1]}\n"}).get_json()
    survivors = {p["id"] for p in trace["state"]["battlefield"]}
    assert "giant" not in survivors and "b1" in survivors  # 3 lethal to the giant first, 1 left for the bears
    default = client.post("/api/v1/resolve", json={"scenario": weak}).get_json()
    survivors = {p["id"] for p in default["state"]["battlefield"]}
    assert "b1" not in survivors and "giant" in survivors  # declaration order: the bears first
    cited = {r for s in trace["steps"] for r in s["rules"]}
    assert {"509", "510.1c"} & cited
