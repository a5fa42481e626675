"""POST bodies: only JSON and YAML (no cross-site simple requests), and saves capped per client."""

from __future__ import annotations

import pytest

BOLT = "players:\n  - id: A\n    hand: [{card: Lightning Bolt, id: bolt}]\n  - id: B\nstop: main1\n"


@pytest.mark.parametrize("endpoint", ["/api/v1/resolve", "/api/v1/scenarios"])
@pytest.mark.parametrize("content_type", [
    "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", None,
    "application/json; charset=latin-1",
])
def test_simple_request_types_are_refused(client, endpoint, content_type):
    # What a page on another site can make a browser send without a CORS preflight.
    response = client.post(endpoint, data=BOLT, content_type=content_type)
    error = response.get_json()["error"]
    assert response.status_code == 415 and error["kind"] == "unsupported_media_type"
    assert "application/json" in error["accepted"] and set(error["message"]) == {"en", "zh-Hans", "zh-Hant"}


@pytest.mark.parametrize("content_type", ["application/x-yaml", "application/yaml", "text/yaml",
                                          "text/x-yaml", "text/yaml; charset=utf-8"])
def test_yaml_types_are_accepted(client, content_type):
    response = client.post("/api/v1/resolve", data=BOLT, content_type=content_type)
    assert response.status_code == 200 and response.get_json()["state"]["step"] == "main1"


def test_no_cors_headers_are_granted(client):
    preflight = client.options("/api/v1/resolve", headers={"Origin": "https://elsewhere.example",
                                                            "Access-Control-Request-Method": "POST"})
    assert "Access-Control-Allow-Origin" not in preflight.headers


def test_saves_are_rate_limited_per_client(data_dir, tmp_path):
    from oracle import create_app

    app = create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(tmp_path / "s.db"),
                      "TESTING": True, "SAVE_RATE": "3 per minute"})
    client = app.test_client()
    answers = [client.post("/api/v1/scenarios", json={"scenario": BOLT + f"# {i}\n"},
                           environ_base={"REMOTE_ADDR": "10.0.0.1"}) for i in range(4)]
    assert [a.status_code for a in answers] == [201, 201, 201, 429]
    error = answers[-1].get_json()["error"]
    assert error["kind"] == "rate_limited" and "3 per 1 minute" in error["limit"]
    assert int(answers[-1].headers["Retry-After"]) > 0
    other = client.post("/api/v1/scenarios", json={"scenario": BOLT}, environ_base={"REMOTE_ADDR": "10.0.0.2"})
    assert other.status_code == 201  # another client has its own allowance
    assert client.post("/api/v1/resolve", json={"scenario": BOLT},
                       environ_base={"REMOTE_ADDR": "10.0.0.1"}).status_code == 200  # resolves are not saves
    assert app.extensions["oracle.scenarios"].count() == 4


def test_behind_a_proxy_the_forwarded_address_is_the_client(data_dir, tmp_path):
    from oracle import create_app

    app = create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(tmp_path / "s.db"),
                      "TESTING": True, "SAVE_RATE": "1 per minute", "PROXY_HOPS": 1})
    client = app.test_client()
    statuses = [client.post("/api/v1/scenarios", json={"scenario": BOLT + f"# {who}\n"},
                            headers={"X-Forwarded-For": who}).status_code for who in ("1.1.1.1", "2.2.2.2", "1.1.1.1")]
    assert statuses == [201, 201, 429]


def test_saves_are_capped_in_size(client):
    response = client.post("/api/v1/scenarios", data="# " + "x" * (256 * 1024), content_type="application/x-yaml")
    error = response.get_json()["error"]
    assert response.status_code == 422 and error["limit"] == "max_bytes"


def test_a_save_is_parsed_with_the_bounded_reader(client):
    response = client.post("/api/v1/scenarios", data="a: !!float abc", content_type="application/x-yaml")
    error = response.get_json()["error"]
    assert response.status_code == 400 and error["kind"] == "invalid_scenario" and error["at"] == "line 1, column 4"
    deep = client.post("/api/v1/scenarios", data="a: " + "[" * 3000, content_type="application/x-yaml")
    assert deep.status_code == 422 and deep.get_json()["error"]["limit"] == "max_depth"
