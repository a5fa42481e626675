"""Malformed ``next`` / ``try`` of /api/v1/legal-actions, and YAML values JSON cannot hold anywhere in
a scenario: each is answered with the API's error (a 4xx, a kind, the message in three languages),
never a 500; /api/v1/validate answers 422 with ``valid: false`` for text that cannot be read as a
scenario, 200 with ``valid: false`` for one that reads but cannot be played."""

from __future__ import annotations

import pytest

BOARD = """players:
  - id: A
    battlefield: [{card: Grizzly Bears, id: bears}]
  - id: B
turn: {active: A, step: main1}
"""


def _error(response, status: int) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    error = response.get_json()["error"]
    assert set(error["message"]) == {"zh-Hans", "zh-Hant", "en"} and all(error["message"].values())
    return error


def test_the_board_answers_a_well_formed_probe(client):
    """The control: the same board and a proper ``next`` and ``try`` answer 200 with the bears legal."""
    answer = client.post("/api/v1/legal-actions", json={"scenario": BOARD, "next": {"verb": "attack"},
                                                        "try": {"attack": ["bears"]}}).get_json()
    assert [(o["object"], o["legal"]) for o in answer["options"]] == [("bears", True)]
    assert answer["attempt"]["legal"] is True


@pytest.mark.parametrize("probe", [
    {"verb": ["attack"]}, {"verb": {"attack": 1}}, {"verb": 3}, {"verb": None}, {},
    {"verb": "attack", "player": ["A"]}, {"verb": "attack", "player": {"id": "A"}}, {"verb": "attack", "player": 1},
    {"verb": "attack", "step": ["main1"]}, {"verb": "attack", "step": {"x": 1}},
    {"verb": "attack", "damage_step": ["first_strike"]}, {"verb": "attack", "damage_step": {"a": 1}},
    {"verb": "attack", "stack": ["empty"]}, {"verb": "cast", "respond": ["x"]}, {"verb": "attack", "turn": [1]},
])
def test_a_malformed_next_is_a_400(client, probe):
    error = _error(client.post("/api/v1/legal-actions?ui=en", json={"scenario": BOARD, "next": probe}), 400)
    assert error["kind"] == "invalid_request" and error["text"] == error["message"]["en"]


@pytest.mark.parametrize("next_value", [["attack"], "attack", 1, None])
def test_next_that_is_not_a_mapping_is_a_400(client, next_value):
    error = _error(client.post("/api/v1/legal-actions", json={"scenario": BOARD, "next": next_value}), 400)
    assert error["kind"] == "invalid_request"


@pytest.mark.parametrize("attempt", [
    {"choose": {"source": "bears"}}, {"choose": "x"}, {"trigger": {"source": "bears"}}, {}, {"x": 1},
    {"attack": ["bears"], "block": {}}, {"cast": []}, {"attack": 5}, {"activate": {"ability": 0}},
    ["attack"], "attack", 7,
])
def test_a_malformed_try_is_a_400_in_three_languages(client, attempt):
    response = client.post("/api/v1/legal-actions", json={"scenario": BOARD, "next": {"verb": "attack"},
                                                          "try": attempt})
    assert _error(response, 400)["kind"] == "invalid_request"


@pytest.mark.parametrize(("attempt", "at"), [
    ({"cast": []}, "try.cast"), ({"attack": 5}, "try.attack"), ({"activate": {"ability": 0}}, "try.activate.source"),
])
def test_a_try_the_reader_refuses_names_where_in_the_try(client, attempt, at):
    error = _error(client.post("/api/v1/legal-actions?ui=en", json={
        "scenario": BOARD, "next": {"verb": "attack"}, "try": attempt}), 400)
    assert error["at"] == at and error["text"].startswith(at + ":")
    assert all(text.startswith(at) for text in error["message"].values())


@pytest.mark.parametrize("attempt", [{"attack": ["nobody"]}, {"cast": "Lightning Bolt"}])
def test_a_well_formed_try_the_rules_forbid_is_answered_as_illegal(client, attempt):
    """The control: an action that reads but is not legal now is an answer (200), not a bad request."""
    response = client.post("/api/v1/legal-actions", json={"scenario": BOARD, "next": {"verb": "attack"},
                                                          "try": attempt})
    assert response.status_code == 200
    answer = response.get_json()["attempt"]
    assert answer["legal"] is False and set(answer["error"]["message"]) == {"zh-Hans", "zh-Hant", "en"}


def test_choose_as_a_try_names_the_verbs_it_may_be(client):
    error = _error(client.post("/api/v1/legal-actions?ui=en", json={
        "scenario": BOARD, "next": {"verb": "cast"}, "try": {"choose": {"source": "bears"}}}), 400)
    assert "attack" in error["text"] and "activate" in error["text"]
    assert error["message"]["zh-Hans"] != error["message"]["en"]


NOT_JSON = {
    "binary": "!!binary aGVsbG8=",
    "set": "!!set {a, b}",
    "timestamp": "2001-01-01",
    "explicit timestamp": "!!timestamp 2001-01-01 10:00:00",
    "omap": "!!omap [a: 1, b: 2]",
    "pairs": "!!pairs [a: 1]",
    "int key": "{1: 2}",
    "bool key": "{yes: 2}",
    "null key": "{~: 2}",
    "float key": "{1.5: x}",
    "date key": "{2001-01-01: x}",
}


@pytest.mark.parametrize("where", ["top", "expect", "deep"])
@pytest.mark.parametrize("name", sorted(NOT_JSON))
def test_yaml_values_json_cannot_hold_are_invalid_scenarios(client, name, where):
    value = NOT_JSON[name]
    if where == "top":
        text = BOARD + f"note: {value}\n"
    elif where == "expect":
        text = BOARD + f"expect: {value}\n"
    else:
        text = BOARD + f"expect:\n  players:\n    A:\n      life: [1, {{x: {value}}}]\n"
    for endpoint in ("/api/v1/resolve", "/api/v1/legal-actions"):
        body = {"scenario": text, "next": {"verb": "attack"}}
        error = _error(client.post(endpoint + "?ui=en", json=body), 422)
        assert error["kind"] == "invalid_scenario", (endpoint, error)
        assert int(error["at"].split()[1].rstrip(",")) >= 6, error["at"]  # "line L, column C": where the value is
    yaml_body = client.post("/api/v1/resolve", data=text, content_type="application/yaml")
    assert _error(yaml_body, 422)["kind"] == "invalid_scenario"
    saved = client.post("/api/v1/scenarios", data=text, content_type="application/yaml")
    assert _error(saved, 400)["kind"] == "invalid_scenario"
    validated = client.post("/api/v1/validate", json={"scenario": text})
    assert validated.status_code == 422
    answer = validated.get_json()
    assert answer["valid"] is False and answer["scenario"] is None
    assert answer["error"]["kind"] == "invalid_scenario" and set(answer["error"]["message"]) == {
        "zh-Hans", "zh-Hant", "en"}


def test_the_same_values_quoted_are_text(client):
    """Quoting turns each into text, and the scenario resolves (the error's advice holds)."""
    text = BOARD + "expect: {note: '2001-01-01', other: '!!binary aGk='}\n"
    assert client.post("/api/v1/resolve", json={"scenario": text}).status_code == 200
    answer = client.post("/api/v1/validate", json={"scenario": text}).get_json()
    assert answer["valid"] is True and answer["scenario"]["expect"]["note"] == "2001-01-01"


def test_a_merge_key_still_reads(client):
    """``<<: *anchor`` is the one non-text key a YAML scenario may use: it is flattened, not refused."""
    text = ("players:\n  - id: A\n    battlefield: [&b {card: Grizzly Bears, id: bears}, {<<: *b, id: cubs}]\n"
            "  - id: B\nturn: {active: A, step: main1}\n")
    answer = client.post("/api/v1/validate", json={"scenario": text}).get_json()
    assert answer["valid"] is True, answer["error"]
    assert [(c["id"], c["name"]) for c in answer["zones"]["A"]["battlefield"]] == [
        ("bears", "Grizzly Bears"), ("cubs", "Grizzly Bears")]
