"""The OpenAPI document is valid and every route it documents answers as documented."""

from __future__ import annotations

from openapi_spec_validator import validate

EXAMPLES = {"edition": "classic", "rule_id": "420.5c", "name": "Grizzly Bears", "lesson_id": "mana-burn"}
SCENARIO = {"scenario": "turn: {active: A, step: main1, number: 3}\nplayers: [{id: A}, {id: B}]\nstop: main1\n"}


def test_document_is_valid(client):
    document = client.get("/api/v1/openapi.json").get_json()
    validate(document)
    assert document["openapi"].startswith("3.")


def test_every_documented_route_answers(client, monkeypatch):
    from tests.web.compare_doubles import register

    register(monkeypatch)  # rulesets to compare, whatever the engine has of its own
    document = client.get("/api/v1/openapi.json").get_json()
    saved = client.post("/api/v1/scenarios", json=SCENARIO).get_json()["id"]
    values = dict(EXAMPLES, sid=saved)
    for path, operations in document["paths"].items():
        url = path
        for key, value in values.items():
            url = url.replace("{" + key + "}", value)
        assert "{" not in url, path
        for method, operation in operations.items():
            if method == "get":
                query = "?q=trample" if any(p["name"] == "q" for p in operation.get("parameters", [])) else ""
                response = client.get(url + query)
            else:
                body = dict(SCENARIO, next={"verb": "cast"}) if path.endswith("legal-actions") else SCENARIO
                response = client.post(url, json=body)
            assert str(response.status_code) in operation["responses"], (method, path, response.status_code)
            assert response.status_code < 400, (method, path, response.get_json())
            # and the error shape on a documented error
    assert client.get("/api/v1/rules/classic/nope").get_json()["error"]["kind"] == "unknown_rule"


def test_a_comparison_has_the_documented_shape(client, monkeypatch):
    from openapi_schema_validator import OAS30Validator

    from tests.web.compare_doubles import NoBurnWallsAttack, register, scenario

    register(monkeypatch, NoBurnWallsAttack)
    document = client.get("/api/v1/openapi.json").get_json()
    answer = client.post("/api/v1/compare", json={"scenario": scenario("wall_cannot_attack.yaml")}).get_json()
    assert "error" in answer["results"]["classic"] and "steps" in answer["results"]["test-no-burn"]
    validator = OAS30Validator({"$ref": "#/components/schemas/Comparison", "components": document["components"]})
    validator.validate(answer)
    assert not validator.is_valid(dict(answer, diff={"steps": []}))
