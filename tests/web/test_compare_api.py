"""POST /api/v1/compare: each ruleset's answer as /api/v1/resolve gives it, what differs, the same
request bounds and errors as a resolve, and the workbench pages that open comparing."""

from __future__ import annotations

import re

import pytest

from oracle.cards import default_library
from tests.web.compare_doubles import NoBurnWallsAttack, known, register, scenario

MANA_BURN = scenario("mana_burn_at_end_of_phase.yaml")
WALL = scenario("wall_cannot_attack.yaml")


@pytest.fixture(autouse=True)
def doubles(monkeypatch):
    default_library()  # loaded once, as the server does at start-up: not a request's time
    register(monkeypatch, NoBurnWallsAttack)


def compare(client, body, **kwargs):
    response = client.post("/api/v1/compare", json=body, **kwargs)
    return response.status_code, response.get_json()


def without_timing(result: dict) -> dict:
    return {k: v for k, v in result.items() if k != "elapsed_ms"}


def test_each_result_is_the_resolve_answer_under_that_ruleset(client):
    status, answer = compare(client, {"scenario": MANA_BURN, "rulesets": ["classic", "test-no-burn"]})
    assert status == 200 and answer["rulesets"] == ["classic", "test-no-burn"]
    for name in answer["rulesets"]:
        alone = client.post("/api/v1/resolve", json={"scenario": f"ruleset: {name}\n" + MANA_BURN}).get_json()
        assert without_timing(answer["results"][name]) == without_timing(alone)
    diff = answer["diff"]
    assert diff["players"] == {"A": {"life": {"classic": 18, "test-no-burn": 20}}}
    assert [row["event"] for row in diff["steps"] if row["kind"] == "only_in:classic"] == [{"classic": "mana_burn"}]
    assert diff["summary"]["zh-Hans"].startswith("牌手A的生命：classic下为18、test-no-burn下为20。")
    assert diff["summary"]["zh-Hant"].startswith("牌手A的生命：classic下為18、test-no-burn下為20。")


def test_the_default_is_every_ruleset_classic_first(client):
    status, answer = compare(client, {"scenario": MANA_BURN})
    import engine

    assert status == 200 and answer["rulesets"][0] == "classic"
    assert sorted(answer["rulesets"]) == sorted(engine.RULESETS) and "test-no-burn" in answer["rulesets"]
    status, reversed_ = compare(client, {"scenario": MANA_BURN, "rulesets": ["test-no-burn", "classic"]})
    assert reversed_["rulesets"] == ["test-no-burn", "classic"]
    assert list(reversed_["diff"]["players"]["A"]["life"]) == ["test-no-burn", "classic"]


def test_a_ruleset_that_refuses_an_action_answers_with_its_error(client):
    status, answer = compare(client, {"scenario": WALL, "rulesets": ["classic", "test-no-burn"]})
    assert status == 200
    error = answer["results"]["classic"]["error"]
    assert error["kind"] == "illegal_action" and error["rules"] == ["308"] and error["at"] == "actions[0]"
    assert error["location"]["line"] == 8  # "- attack: [wall]", where /resolve says it is
    attacked = answer["results"]["test-no-burn"]
    assert [s["event"] for s in attacked["steps"]].count("attackers_declared") == 1
    assert answer["diff"]["errors"] == {"classic": "illegal_action"}
    assert answer["diff"]["summary"]["en"].startswith("Under classic the scenario stops with an error: "
                                                      "Wall of Stone is a Wall and can't attack.")


@pytest.mark.parametrize(("rulesets", "kind", "at"), [
    (["classic", "nope"], "unknown_ruleset", "rulesets[1]"),
    (["classic", "classic"], "invalid_request", "rulesets[1]"),
    (["classic"], "invalid_request", None),
    ("classic", "invalid_request", None),
    ([1, 2], "invalid_request", None),
])
def test_rulesets_that_cannot_be_compared(client, rulesets, kind, at):
    status, body = compare(client, {"scenario": MANA_BURN, "rulesets": rulesets})
    error = body["error"]
    assert status == 400 and error["kind"] == kind and error.get("at") == at
    assert error["known"] == known() and error["known"][0] == "classic" and "test-no-burn" in error["known"]
    assert set(error["message"]) == {"zh-Hans", "zh-Hant", "en"} and "classic" in error["message"]["en"]
    if kind == "unknown_ruleset":
        assert error["message"]["en"] == f"unknown ruleset 'nope'; the known rulesets are {', '.join(known())}"
        assert error["message"]["zh-Hans"] == f"未知的规则集'nope'；已知的规则集有{'、'.join(known())}"


def test_with_one_ruleset_known_there_is_nothing_to_compare(client, monkeypatch):
    import engine

    monkeypatch.delitem(engine.RULESETS, "test-no-burn")
    if len(engine.RULESETS) > 1:
        pytest.skip("the engine has more than one ruleset of its own")
    status, body = compare(client, {"scenario": MANA_BURN})
    assert status == 400 and body["error"]["known"] == ["classic"]
    assert "at least two rulesets" in body["error"]["message"]["en"]


def test_one_language(client):
    status, answer = compare(client, {"scenario": MANA_BURN, "lang": "en"})
    assert status == 200 and set(answer["diff"]["summary"]) == {"en"}
    for result in answer["results"].values():
        assert all(set(step["text"]) == {"en"} for step in result["steps"])
    assert all(set(text) == {"en"} for row in answer["diff"]["steps"] for text in row["text"].values())
    status, body = compare(client, {"scenario": WALL}, query_string={"lang": "zh-Hant"})
    assert set(body["results"]["classic"]["error"]["message"]) == {"zh-Hant"}
    assert compare(client, {"scenario": MANA_BURN, "lang": "fr"})[0] == 400


def test_a_yaml_body_names_its_rulesets_in_the_query(client):
    response = client.post("/api/v1/compare?rulesets=test-no-burn,classic", data=MANA_BURN,
                           content_type="application/x-yaml")
    assert response.status_code == 200 and response.get_json()["rulesets"] == ["test-no-burn", "classic"]
    bad = client.post("/api/v1/compare?rulesets=classic,2008", data=MANA_BURN, content_type="text/yaml")
    assert bad.status_code == 400 and bad.get_json()["error"]["kind"] == "unknown_ruleset"


def test_the_text_itself_at_fault_is_the_answer(client):
    """The same error about the text under every ruleset is answered as /resolve answers it."""
    status, body = compare(client, {"scenario": "players: ["})
    resolved = client.post("/api/v1/resolve", json={"scenario": "players: ["})
    assert status == 422 == resolved.status_code and body == resolved.get_json()
    misspelt = MANA_BURN.replace("Llanowar Elves", "Llanowar Elfs")
    status, body = compare(client, {"scenario": misspelt})
    assert status == 422 and body["error"]["kind"] == "invalid_scenario"
    assert "Llanowar Elves" in body["error"]["suggestions"] and body["error"]["location"]["line"] == 5


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None,
                                          "application/json; charset=latin-1"])
def test_the_same_content_types_as_a_resolve(client, content_type):
    response = client.post("/api/v1/compare", data=MANA_BURN, content_type=content_type)
    assert response.status_code == 415 and response.get_json()["error"]["kind"] == "unsupported_media_type"


def test_the_same_size_and_shape_bounds_as_a_resolve(client):
    assert client.post("/api/v1/compare", json={"nope": 1}).status_code == 400
    assert client.post("/api/v1/compare", data=b"\xff\xfe", content_type="application/x-yaml").status_code == 400
    big = client.post("/api/v1/compare", data="#" * (600 * 1024), content_type="application/x-yaml")
    assert big.status_code == 413
    long_text = client.post("/api/v1/compare", data="#" * (300 * 1024), content_type="application/x-yaml")
    assert long_text.status_code == 422 and long_text.get_json()["error"]["limit"] == "max_bytes"
    deep = client.post("/api/v1/compare", data='{"scenario": ' + "[" * 50_000 + "]" * 50_000 + "}",
                       content_type="application/json")
    assert deep.status_code == 422 and deep.get_json()["error"]["limit"] == "max_depth"


def test_one_time_limit_for_the_whole_comparison(app, client, monkeypatch):
    monkeypatch.setitem(app.config, "ENGINE_TIME_LIMIT", 1e-9)
    status, body = compare(client, {"scenario": MANA_BURN})
    assert status == 422 and (body["error"]["kind"], body["error"]["limit"]) == ("limit_exceeded", "time_limit")


def test_the_step_bound_is_each_rulesets_answer(app, client, monkeypatch):
    monkeypatch.setitem(app.config, "ENGINE_MAX_STEPS", 5)
    status, answer = compare(client, {"scenario": MANA_BURN})
    assert status == 200
    import engine

    for name, result in answer["results"].items():  # each cites its own edition's loop rule (421, 713)
        assert result["error"]["kind"] == "loop", name
        assert engine.get_ruleset(name).cite("loop.general") in result["error"]["rules"], name


# ---- the workbench pages --------------------------------------------------------------------------
def compare_data(html: str) -> dict:
    import json

    found = re.search(r'<script type="application/json" id="compare-data">(.*?)</script>', html, re.S)
    return json.loads(found.group(1)) if found else None


def test_the_workbench_offers_the_switch_with_every_ruleset(client):
    html = client.get("/scenario?ui=en").get_data(as_text=True)
    data = compare_data(html)
    assert [r["name"] for r in data["rulesets"]][:1] == ["classic"] and data["open"] is None
    labels = {r["name"]: r for r in data["rulesets"]}
    assert labels["classic"]["label"] == "Classic rules" and labels["classic"]["edition"] == "classic"
    # a ruleset of one's own built on classic cites the classic rules
    assert labels["test-no-burn"] == {"name": "test-no-burn", "label": "test-no-burn", "edition": "classic"}
    assert 'id="compare-switch" class="toggle" aria-pressed="false"' in html
    zh = client.get("/scenario?ui=zh-Hant").get_data(as_text=True)
    assert "比較規則集" in zh and "左側盤面" in zh


def test_a_page_can_open_comparing(client):
    html = client.get("/scenario?ui=en&example=mana-burn&compare=test-no-burn,classic").get_data(as_text=True)
    assert compare_data(html)["open"] == ["test-no-burn", "classic"]
    assert 'aria-pressed="true"' in html and 'class="workbench comparing"' in html
    assert re.search(r'<option value="test-no-burn" selected>', html)
    ignored = client.get("/scenario?example=mana-burn&compare=classic,nope").get_data(as_text=True)
    assert compare_data(ignored)["open"] is None  # not a comparison the engine can make: one board


def test_a_lesson_that_compares_opens_comparing(app, client, monkeypatch):
    from oracle.services import gallery

    with app.app_context():
        lessons = gallery()
    lesson = lessons.by_id["mana-burn"]
    monkeypatch.setattr(lesson, "compare", ["classic", "test-no-burn"])
    html = client.get("/scenario?ui=en&example=mana-burn").get_data(as_text=True)
    assert compare_data(html)["open"] == ["classic", "test-no-burn"]
    assert "This lesson plays the same board under Classic rules · test-no-burn, side by side." in html
    assert client.get("/api/v1/gallery/mana-burn").get_json()["compare"] == ["classic", "test-no-burn"]


def test_without_a_second_ruleset_there_is_no_switch(client, monkeypatch):
    import engine

    monkeypatch.delitem(engine.RULESETS, "test-no-burn")
    if len(engine.RULESETS) > 1:
        pytest.skip("the engine has more than one ruleset of its own")
    html = client.get("/scenario?compare=classic,test-no-burn").get_data(as_text=True)
    assert "compare-switch" not in html and compare_data(html) is None
