"""Choosing the ruleset of one resolve: ``--ruleset`` on ``oracle resolve``, the ``ruleset`` field
(or ``?ruleset=``) of /api/v1/resolve, /validate and /legal-actions, and the workbench's choice.

The request's ruleset overrides the scenario's ``ruleset:``; a name the engine does not know is
refused (400, exit 2) with the known rulesets named, in every language. The boards are chosen so
that the rulesets give different answers: mana burn (classic only) and deathtouch (2009 only).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from oracle.cards import default_library
from oracle.cli import main

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
#: classic: A burns for 2 (18 life); 2009: no mana burn (20)
MANA_BURN = (SCENARIOS / "mana_burn_at_end_of_phase.yaml").read_text(encoding="utf-8")
#: names ``ruleset: "2009"``: a deathtouch blocker kills the dragon; classic does not know deathtouch
DEATHTOUCH = (SCENARIOS / "r2009_deathtouch_blocker.yaml").read_text(encoding="utf-8")
LANGS = ("zh-Hans", "zh-Hant", "en")


@pytest.fixture(autouse=True)
def library():
    default_library()  # loaded once, as the server does at start-up


def life(answer: dict, pid: str) -> int:
    return answer["state"]["players"][pid]["life"]


def test_resolve_plays_under_the_requested_ruleset(client):
    classic = client.post("/api/v1/resolve", json={"scenario": MANA_BURN}).get_json()
    burnt = client.post("/api/v1/resolve", json={"scenario": MANA_BURN, "ruleset": "2009"}).get_json()
    assert classic["ruleset"] == "classic" and life(classic, "A") == 18
    assert burnt["ruleset"] == "2009" and life(burnt, "A") == 20
    assert "mana_burn" in [s["event"] for s in classic["steps"]]
    assert "mana_burn" not in [s["event"] for s in burnt["steps"]]
    assert "106" in {r for s in burnt["steps"] for r in s["rules"]}


def test_the_request_overrides_the_scenario_ruleset_line(client):
    alone = client.post("/api/v1/resolve", json={"scenario": DEATHTOUCH}).get_json()
    assert alone["ruleset"] == "2009" and alone["outcome"] is not None
    response = client.post("/api/v1/resolve", json={"scenario": DEATHTOUCH, "ruleset": "classic"})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["kind"] == "unsupported_text"
    assert "2009" in error["message"]["en"] and "eathtouch" in error["message"]["en"]
    assert all(error["message"][lang] for lang in LANGS)


def test_a_yaml_body_names_its_ruleset_in_the_query(client):
    response = client.post("/api/v1/resolve?ruleset=2009", data=MANA_BURN, content_type="application/yaml")
    assert response.status_code == 200 and life(response.get_json(), "A") == 20
    response = client.post("/api/v1/resolve?ruleset=nope", data=MANA_BURN, content_type="application/yaml")
    assert response.status_code == 400 and response.get_json()["error"]["kind"] == "unknown_ruleset"


@pytest.mark.parametrize("route", ["/api/v1/resolve", "/api/v1/validate"])
@pytest.mark.parametrize("name", ["1999", "", "Classic"])
def test_an_unknown_ruleset_is_refused_naming_the_known_ones(client, route, name):
    response = client.post(route, json={"scenario": MANA_BURN, "ruleset": name})
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["kind"] in ("unknown_ruleset", "invalid_request") and error["at"] == "ruleset"
    assert error["known"] == ["classic", "2009"]
    for lang in LANGS:
        assert "classic" in error["message"][lang] and "2009" in error["message"][lang], error["message"]
    assert "规则集" in error["message"]["zh-Hans"] and "規則集" in error["message"]["zh-Hant"]


def test_a_ruleset_that_is_not_a_string_is_refused(client):
    response = client.post("/api/v1/resolve", json={"scenario": MANA_BURN, "ruleset": ["2009"]})
    assert response.status_code == 400 and response.get_json()["error"]["kind"] == "invalid_request"


def test_validate_checks_under_the_requested_ruleset(client):
    assert client.post("/api/v1/validate", json={"scenario": DEATHTOUCH}).get_json()["valid"] is True
    answer = client.post("/api/v1/validate", json={"scenario": DEATHTOUCH, "ruleset": "classic"}).get_json()
    assert answer["valid"] is False and answer["error"]["kind"] == "unsupported_text"
    assert answer["ruleset"] == "classic"
    answer = client.post("/api/v1/validate", json={"scenario": MANA_BURN, "ruleset": "2009"}).get_json()
    assert answer["valid"] is True and answer["ruleset"] == "2009"


def test_legal_actions_answer_under_the_requested_ruleset(client):
    """A Wall may attack under 2009 (only defender forbids it) and not under classic."""
    wall = yaml.safe_load((SCENARIOS / "wall_cannot_attack.yaml").read_text(encoding="utf-8"))
    wall.pop("actions"), wall.pop("expect")  # the builder asks before the attack is written
    body = {"scenario": wall, "next": {"verb": "attack"}}
    classic = client.post("/api/v1/legal-actions", json=body).get_json()
    under_2009 = client.post("/api/v1/legal-actions", json={**body, "ruleset": "2009"}).get_json()
    assert classic["ruleset"] == "classic" and under_2009["ruleset"] == "2009"
    walls = [o for o in classic["options"] if "wall" in o["object"].lower()]
    assert walls and not any(o["legal"] for o in walls)
    assert "308" in walls[0]["error"]["rules"]
    assert all(o["legal"] for o in under_2009["options"] if o["object"] in {w["object"] for w in walls})
    refused = client.post("/api/v1/legal-actions", json={**body, "ruleset": "1999"})
    assert refused.status_code == 400 and refused.get_json()["error"]["kind"] == "unknown_ruleset"


def test_the_openapi_document_describes_the_field(client):
    doc = client.get("/api/v1/openapi.json").get_json()
    for route in ("/api/v1/resolve", "/api/v1/validate", "/api/v1/legal-actions"):
        post = doc["paths"][route]["post"]
        body = post["requestBody"]["content"]["application/json"]["schema"]["properties"]
        assert body["ruleset"]["enum"] == ["classic", "2009"], route
        assert any(p["name"] == "ruleset" and p["in"] == "query" for p in post["parameters"]), route
        assert "400" in post["responses"]


# ---- the command line ------------------------------------------------------------------------


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, ["resolve", *args], input=input, catch_exceptions=False)


@pytest.fixture
def cli_env(monkeypatch, data_dir):
    monkeypatch.setenv("ORACLE_DATA", str(data_dir))


def test_cli_ruleset_plays_under_it(cli_env):
    path = str(SCENARIOS / "mana_burn_at_end_of_phase.yaml")
    classic = json.loads(run(path, "--json").output)
    under_2009 = json.loads(run(path, "--json", "--ruleset", "2009").output)
    assert classic["ruleset"] == "classic" and under_2009["ruleset"] == "2009"
    assert classic["state"]["players"] != under_2009["state"]["players"]
    text = run(path, "--ruleset", "2009", "--lang", "en")
    assert text.exit_code == 0 and "mana_burn" not in text.output and "[106]" in text.output


def test_cli_ruleset_overrides_the_scenario(cli_env):
    out = run(str(SCENARIOS / "r2009_deathtouch_blocker.yaml"), "--ruleset", "classic", "--lang", "en")
    assert out.exit_code == 2 and "eathtouch" in out.output


def test_cli_unknown_ruleset_exits_2_in_three_languages(cli_env):
    out = run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--ruleset", "1999")
    assert out.exit_code == 2
    lines = out.output.strip().splitlines()
    assert [line.split(":")[0] for line in lines] == ["error", "错误", "錯誤"]
    assert all("classic" in line and "2009" in line for line in lines)
    out = run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--ruleset", "1999", "--json")
    error = json.loads(out.output)["error"]
    assert out.exit_code == 2 and error["kind"] == "unknown_ruleset" and error["known"] == ["classic", "2009"]
    assert set(error["message"]) == set(LANGS)


def test_cli_ruleset_and_compare_do_not_mix(cli_env):
    out = run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--ruleset", "2009", "--compare", "classic,2009",
              "--lang", "en")
    assert out.exit_code == 2 and "--compare" in out.output


# ---- the workbench ---------------------------------------------------------------------------


@pytest.mark.parametrize(("ui", "words"), [("en", ("Play under:", "The scenario's ruleset")),
                                           ("zh-Hans", ("按此规则集进行：", "场景指定的规则集")),
                                           ("zh-Hant", ("依此規則集進行：", "場景指定的規則集"))])
def test_the_workbench_offers_a_ruleset_choice(client, ui, words):
    page = client.get(f"/scenario?ui={ui}").get_data(as_text=True)
    assert 'id="ruleset-choice"' in page
    for word in words:
        assert word.replace("'", "&#39;") in page or word in page, word
    select = page.split('id="ruleset-choice"')[1].split("</select>")[0]
    assert '<option value="">' in select and 'value="classic"' in select and 'value="2009"' in select
