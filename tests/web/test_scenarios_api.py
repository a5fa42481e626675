"""The workbench's API: resolve, errors with the forbidding rule, bounds, and permalinks."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
BOLT = (FIXTURES / "bolt_the_bears.yaml").read_text(encoding="utf-8")
ILLEGAL_BLOCK = (FIXTURES / "ground_blocks_flyer.yaml").read_text(encoding="utf-8")


def test_resolve_json_body(client):
    response = client.post("/api/v1/resolve", json={"scenario": BOLT})
    assert response.status_code == 200
    trace = response.get_json()
    assert trace["state"]["players"]["B"]["graveyard"] == ["Grizzly Bears"]
    assert any("420.5c" in step["rules"] for step in trace["steps"])
    assert all(set(step["text"]) == {"zh-Hans", "zh-Hant", "en"} for step in trace["steps"])


def test_resolve_yaml_body_and_object(client):
    yaml_body = client.post("/api/v1/resolve", data=BOLT, content_type="application/x-yaml")
    assert yaml_body.status_code == 200
    import yaml

    as_object = client.post("/api/v1/resolve", json={"scenario": yaml.safe_load(BOLT)})
    assert as_object.get_json()["state"] == yaml_body.get_json()["state"]


def test_illegal_action_cites_the_forbidding_rule(client):
    response = client.post("/api/v1/resolve", json={"scenario": ILLEGAL_BLOCK})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["kind"] == "illegal_action" and "502.4b" in error["rules"] and error["at"] == "actions[1]"
    assert error["message"]["zh-Hans"] and error["message"]["en"]


def test_bad_requests(client):
    assert client.post("/api/v1/resolve", json={"nope": 1}).status_code == 400
    assert client.post("/api/v1/resolve", json={"scenario": 5}).status_code == 400
    assert client.post("/api/v1/resolve", data=b"\xff\xfe", content_type="text/plain").status_code == 400
    assert client.post("/api/v1/resolve", data="", content_type="text/plain").status_code == 400
    broken = client.post("/api/v1/resolve", data="players: [", content_type="text/plain")
    assert broken.status_code == 422 and broken.get_json()["error"]["kind"] == "invalid_scenario"
    big = client.post("/api/v1/resolve", data="#" * (300 * 1024), content_type="text/plain")
    assert big.status_code == 413 and big.get_json()["error"]["kind"] in ("too_large", "request_entity_too_large")


def test_engine_step_bound(app, client, monkeypatch):
    monkeypatch.setitem(app.config, "ENGINE_MAX_STEPS", 5)
    response = client.post("/api/v1/resolve", json={"scenario": BOLT})
    assert response.status_code == 422 and "421" in response.get_json()["error"]["rules"]


def test_engine_time_bound(app, client, monkeypatch):
    monkeypatch.setitem(app.config, "ENGINE_TIME_LIMIT", 0.0)
    response = client.post("/api/v1/resolve", json={"scenario": BOLT})
    error = response.get_json()["error"]
    assert response.status_code == 422 and "421" in error["rules"] and "time limit" in error["message"]["en"]


def test_boards_before_and_after_each_step(client):
    trace = client.post("/api/v1/resolve", json={"scenario": BOLT}).get_json()
    assert {p["id"] for p in trace["initial_board"]["battlefield"]} >= {"bears", "m1"}
    destroyed = next(s for s in trace["steps"] if s["event"] == "destroyed")
    assert "bears" not in {p["id"] for p in destroyed["board"]["battlefield"]}
    assert trace["steps"][-1]["board"]["players"] == trace["state"]["players"]


def test_permalinks_are_content_addressed(client):
    first = client.post("/api/v1/scenarios", json={"scenario": BOLT})
    second = client.post("/api/v1/scenarios", json={"scenario": BOLT})
    assert first.status_code == 201 and first.get_json() == second.get_json()
    sid = first.get_json()["id"]
    assert client.get(f"/api/v1/scenarios/{sid}").get_json()["scenario"] == BOLT
    page = client.get(f"/s/{sid}").get_data(as_text=True)
    assert "Lightning Bolt" in page and f"/s/{sid}" in page
    other = client.post("/api/v1/scenarios", json={"scenario": BOLT + "# changed\n"}).get_json()["id"]
    assert other != sid and client.get(f"/api/v1/scenarios/{sid}").get_json()["scenario"] == BOLT
    assert client.get("/api/v1/scenarios/0000").status_code == 404
    assert client.get("/s/0000").status_code == 404
    assert client.post("/api/v1/scenarios", data="- just a list", content_type="text/plain").status_code == 400


def test_workbench_page(client):
    page = client.get("/scenario").get_data(as_text=True)
    assert '<textarea id="scenario"' in page and "workbench.js" in page
    lesson = client.get("/scenario?example=mana-burn").get_data(as_text=True)
    assert "mana" in lesson.lower() and "法术力灼伤" in lesson
