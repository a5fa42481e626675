"""The engine against the corpus: every rule it can cite exists, and the CLI resolves scenarios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine.rulesets import section_level_citations


@pytest.mark.parametrize("ruleset", sorted(engine.RULESETS))
def test_every_citation_is_a_record_of_its_edition(corpus, ruleset):
    """Every rule id a ruleset can cite (its citation table, inherited entries included) is a record
    of its edition: subrule citations name records with text, section-level ones name sections."""
    records = {r.id: r for r in corpus.records if r.edition == ruleset}
    section_level = section_level_citations(ruleset)
    for rule_id in sorted(engine.all_citations(ruleset)):
        assert rule_id in records, f"the engine cites {rule_id}, which is not in the {ruleset} corpus"
        rec = records[rule_id]
        if rule_id in section_level:
            assert rec.kind == "section", rule_id
        else:
            assert rec.text_in_corpus and rec.text, f"{rule_id} is cited as a rule but has no text"
    for rule_id in section_level:
        assert records[rule_id].kind == "section"


def test_every_cited_rule_in_every_scenario_exists(corpus, scenario_results):
    ids = {r.id for r in corpus.records if r.edition == "classic"}
    cited = set()
    for _, result in scenario_results:
        if isinstance(result, engine.EngineError):
            cited.update(result.rules)
        else:
            cited.update(rule for step in result["steps"] for rule in step["rules"])
    assert cited and cited <= ids, sorted(cited - ids)


def test_cli_resolve(run_oracle):
    scenario = Path(__file__).resolve().parent.parent / "fixtures" / "bolt_the_bears.yaml"
    result = run_oracle("resolve", str(scenario), "--json")
    assert result.returncode == 0, result.stderr
    trace = json.loads(result.stdout)
    assert trace["state"]["players"]["B"]["graveyard"] == ["Grizzly Bears"]
    assert any("420.5c" in step["rules"] for step in trace["steps"])
    text = run_oracle("resolve", str(scenario)).stdout
    assert "420.5c" in text and "致命伤害" in text
    english = run_oracle("resolve", str(scenario), "--lang", "en").stdout
    assert "lethal damage" in english.lower()


def test_cli_resolve_errors(run_oracle, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [{id: A}]\nactions: [{attack: [nobody]}]\n", encoding="utf-8")
    result = run_oracle("resolve", str(bad), "--json")
    assert result.returncode == 2
    error = json.loads(result.stdout)["error"]
    assert error["kind"] in ("invalid_scenario", "illegal_action") and error["message"]["en"]
    garbage = tmp_path / "garbage.yaml"
    garbage.write_bytes(b"\xff\xfe: [")
    result = run_oracle("resolve", str(garbage))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert run_oracle("resolve", str(tmp_path / "missing.yaml")).returncode == 2
