"""The builder and banding: the legal-actions API says which attackers have banding, checks a band
given with the attackers (an illegal band is refused with the rule, never a 500), and offers each
player the divisions banding gives it: the attacking player a band blocker's damage among the
attackers it blocks, the defending player an attacker's damage when a creature with banding blocks it."""

from __future__ import annotations

import pytest

BAND = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield:
      - {card: Timber Wolves, id: wolves}
      - {card: Benalish Infantry, id: infantry}
      - {card: Grizzly Bears, id: bears}
      - {card: Hill Giant, id: hill}
  - id: B
    battlefield:
      - {card: Hill Giant, id: giant}
actions: []
"""

BLOCKED = BAND.replace("actions: []", """actions:
  - attack: [wolves, infantry, bears]
    bands: [[wolves, infantry, bears]]
  - block: {giant: wolves}
""")

DEFENDER = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield: [{card: Hill Giant, id: giant}]
  - id: B
    battlefield: [{card: Benalish Infantry, id: infantry}, {card: Grizzly Bears, id: bears}]
actions:
  - attack: [giant]
  - block: {infantry: giant, bears: giant}
"""


def choices(client, scenario, **body):
    response = client.post("/api/v1/legal-actions", json=dict(body, scenario=scenario))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_the_attack_options_say_which_creatures_have_banding(client):
    options = {o["object"]: o for o in choices(client, BAND, next={"verb": "attack"})["options"]}
    assert options["wolves"]["banding"] and options["infantry"]["banding"]
    assert not options["bears"]["banding"] and not options["hill"]["banding"]


def test_a_legal_band_is_accepted(client):
    tried = {"attack": ["wolves", "infantry", "bears"], "bands": [["wolves", "infantry", "bears"]]}
    assert choices(client, BAND, next={"verb": "attack"}, **{"try": tried})["attempt"] == {"legal": True, "error": None}


@pytest.mark.parametrize(("attack", "band", "word"), [
    (["wolves", "bears", "hill"], ["wolves", "bears", "hill"], "at most one"),
    (["wolves"], ["wolves", "bears"], "not declared as an attacking creature"),
    (["wolves"], ["wolves", "giant"], "not controlled by the attacking player"),
])
def test_an_illegal_band_is_refused_with_the_banding_rule(client, attack, band, word):
    tried = choices(client, BAND, next={"verb": "attack"}, **{"try": {"attack": attack, "bands": [band]}})["attempt"]
    assert tried["legal"] is False
    assert "502" in tried["error"]["rules"] and "308" in tried["error"]["rules"]
    assert word in tried["error"]["message"]["en"] and tried["error"]["message"]["zh-Hans"]


def test_the_attacking_player_divides_the_band_blockers_damage(client):
    answer = choices(client, BLOCKED, next={"verb": "assign"})
    assert answer["decision"] == {"kind": "assign_combat_damage", "player": "A", "turn": 3, "step": "combat_damage",
                                  "damage_step": "regular"}
    option = next(o for o in answer["options"] if o["object"] == "giant")
    assert option["power"] == 3 and option["legal"]
    assert [(r["id"], r["lethal"]) for r in option["recipients"]] == [("wolves", 1), ("infantry", 3), ("bears", 2)]
    good = choices(client, BLOCKED, next={"verb": "assign"}, **{"try": {"assign": {"giant": {"bears": 3}}}})
    assert good["attempt"] == {"legal": True, "error": None}
    bad = choices(client, BLOCKED, next={"verb": "assign"}, **{"try": {"assign": {"giant": {"hill": 3}}}})["attempt"]
    assert bad["legal"] is False and "502" in bad["error"]["rules"]


def test_the_defending_player_has_the_division_a_banding_blocker_gives(client):
    answer = choices(client, DEFENDER, next={"verb": "assign"})
    assert answer["decision"]["player"] == "B"
    (option,) = answer["options"]
    assert option["object"] == "giant" and [r["id"] for r in option["recipients"]] == ["infantry", "bears"]
    trace = client.post("/api/v1/resolve", json={"scenario": DEFENDER + "  - assign: {giant: {bears: 3}}\n"}).get_json()
    survivors = {p["id"] for p in trace["state"]["battlefield"]}
    assert survivors == {"infantry"}  # B put all of the giant's damage on the bears; the blockers' 3 kill it
    assert trace["state"]["players"]["B"]["graveyard"] == ["Grizzly Bears"]


def test_the_attacking_player_can_not_take_the_defenders_division(client):
    response = client.post("/api/v1/resolve", json={
        "scenario": DEFENDER + "  - assign: {giant: {bears: 2, infantry: 1}}\n    player: A\n"})
    assert response.status_code == 422, response.get_json()
    error = response.get_json()["error"]
    assert error["kind"] == "illegal_action" and "502" in error["rules"] and error["at"] == "actions[2]"
