"""``oracle resolve FILE --compare a,b``: both traces and what differs, or the API's answer as JSON."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from oracle.cards import default_library
from oracle.cli import main
from tests.web.compare_doubles import SCENARIOS, NoBurnWallsAttack, known, register


@pytest.fixture(autouse=True)
def doubles(monkeypatch, data_dir):
    default_library()
    register(monkeypatch, NoBurnWallsAttack)
    monkeypatch.setenv("ORACLE_DATA", str(data_dir))


def run(*args: str):
    return CliRunner().invoke(main, ["resolve", *args], catch_exceptions=False)


def test_both_traces_and_what_differs():
    out = run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--compare", "classic,test-no-burn", "--lang", "en")
    assert out.exit_code == 0, out.output
    text = out.output
    classic, rest = text.split("== test-no-burn ==")
    assert classic.startswith("== classic ==\nRuleset: classic") and "mana_burn [300]" in classic
    assert "A: life 18" in classic and "A: life 20" in rest and "mana_burn" not in rest.split("== What differs ==")[0]
    differs = rest.split("== What differs ==")[1]
    assert "Player A, life: 18 under classic, 20 under test-no-burn." in differs
    assert "[only under classic]" in differs and "classic #4 mana_burn [300]" in differs
    assert "loses 2 life to mana burn" in differs


def test_chinese_by_default_beside_english():
    out = run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--compare", "classic,test-no-burn")
    assert out.exit_code == 0 and "== What differs ==" in out.output  # headings in English, as oracle resolve's
    assert "牌手A的生命：classic下为18、test-no-burn下为20。" in out.output and "Player A, life: 18" in out.output


def test_json_is_the_api_answer(client):
    path = SCENARIOS / "wall_cannot_attack.yaml"
    out = run(str(path), "--compare", "classic,test-no-burn", "--json")
    assert out.exit_code == 0
    answer = json.loads(out.output)
    api = client.post("/api/v1/compare", json={"scenario": path.read_text(encoding="utf-8"),
                                               "rulesets": ["classic", "test-no-burn"]}).get_json()
    assert answer["diff"] == api["diff"] and answer["rulesets"] == api["rulesets"]
    assert answer["results"]["classic"]["error"]["rules"] == ["308"]
    steps = lambda r: [(s["event"], s["rules"], s["text"]) for s in r["steps"]]  # noqa: E731
    assert steps(answer["results"]["test-no-burn"]) == steps(api["results"]["test-no-burn"])


def test_rulesets_that_cannot_be_compared_exit_2_naming_the_known_ones():
    out = run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--compare", "classic,m10")
    assert out.exit_code == 2
    assert f"unknown ruleset 'm10'; the known rulesets are {', '.join(known())}" in out.output
    assert "test-no-burn" in known()
    as_json = json.loads(run(str(SCENARIOS / "mana_burn_at_end_of_phase.yaml"), "--compare", "classic",
                             "--json").output)
    assert as_json["error"]["kind"] == "invalid_request" and as_json["error"]["known"] == known()


def test_an_error_about_the_text_itself_exits_2(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: [\n", encoding="utf-8")
    out = run(str(broken), "--compare", "classic,test-no-burn", "--lang", "en")
    assert out.exit_code == 2 and out.output.startswith("error: not valid YAML/JSON")
