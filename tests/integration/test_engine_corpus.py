"""The engine against the corpus: every rule it can cite exists, and the CLI resolves scenarios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine.rulesets import outside_corpus_citations, section_level_citations
from oracle.cards import lookup_card
from rules_corpus.concordance import load_concordance
from rules_corpus.model import LANGUAGES

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


@pytest.mark.parametrize("ruleset", sorted(engine.RULESETS))
def test_every_citation_is_a_record_of_its_edition(corpus, ruleset):
    """Every rule id a ruleset can cite (its citation table, inherited entries included) is a record
    of its edition: subrule citations name records with text, section-level ones name sections, and
    a citation marked outside the corpus names a record of the edition outside the corpus, with our
    summary in three languages, named by the source or by the concordance, and a classic counterpart."""
    records = {r.id: r for r in corpus.records if r.edition == ruleset}
    section_level = section_level_citations(ruleset)
    outside = outside_corpus_citations(ruleset)
    counterparts = {row["2009"] for row in load_concordance()}
    for rule_id in sorted(engine.all_citations(ruleset)):
        assert rule_id in records, f"the engine cites {rule_id}, which is not in the {ruleset} corpus"
        rec = records[rule_id]
        if rule_id in section_level:
            assert rec.kind == "section", rule_id
        if rule_id in outside:
            assert not rec.in_corpus and rec.named_by in ("source", "concordance"), rule_id
            assert set(rec.summary) == set(LANGUAGES) and rec.summary_source == "project", rule_id
            assert rule_id in counterparts, f"{rule_id} has no classic counterpart in concordance.yaml"
        else:
            assert rec.in_corpus, f"{rule_id} is outside the corpus but not marked so in the citation table"
            if rule_id not in section_level:
                assert rec.text_in_corpus and rec.text, f"{rule_id} is cited as a rule but has no text"
    for rule_id in section_level:
        assert records[rule_id].kind == "section"


def test_the_2009_ruleset_cites_the_2009_edition_only(corpus):
    """No classic number leaks into the 2009 table: 702 rules are the source's, every other id is a
    record of edition 2009 outside the corpus (the numbers the source names, and sections paired with
    classic ones through the concordance)."""
    ids = engine.all_citations("2009")
    outside = outside_corpus_citations("2009")
    assert {"508", "509", "510", "510.1c", "510.1d", "704", "302.6", "118.3", "109.2", "301", "303"} <= ids
    assert all(i == "702" or i.startswith("702.") for i in ids - outside), sorted(ids - outside)
    assert not ids & {"408.1g", "300", "420.5c", "502.9b"}


def _cited_by_every_scenario(ruleset: str) -> set[str]:
    cited: set[str] = set()
    for path in sorted(SCENARIOS.glob("*.yaml")):
        try:
            result = engine.resolve(path.read_text(encoding="utf-8"), card_lookup=lookup_card, ruleset=ruleset)
        except engine.EngineError as exc:
            cited.update(exc.rules)
        else:
            cited.update(rule for step in result["steps"] for rule in step["rules"])
    return cited


def test_every_cited_rule_in_every_scenario_exists(corpus, scenario_results):
    """Each scenario played under the ruleset it names cites records of that ruleset's edition."""
    ids: dict[str, set[str]] = {}
    for r in corpus.records:
        ids.setdefault(r.edition, set()).add(r.id)
    missing, editions = [], set()
    for name, result in scenario_results:
        if isinstance(result, engine.EngineError):
            edition, cited = result.ruleset, list(result.rules)
        else:
            edition, cited = result["ruleset"], [rule for step in result["steps"] for rule in step["rules"]]
        editions.add(edition)
        missing += [(name, edition, rule) for rule in cited if rule not in ids[edition]]
    assert editions == {"classic", "2009"} and not missing, missing


def test_every_rule_cited_under_2009_is_a_2009_record(corpus):
    """Every scenario played under 2009 (whatever ruleset it names) cites records of edition 2009 only."""
    ids = {r.id for r in corpus.records if r.edition == "2009"}
    cited = _cited_by_every_scenario("2009")
    assert {"510", "704", "509", "702.2c", "702.13a", "106"} <= cited
    assert cited <= ids, sorted(cited - ids)


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
