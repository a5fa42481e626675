"""The ``oracle`` command line over a built corpus: rule lookup, checks, imports, determinism."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from rules_corpus import build_corpus
from rules_corpus.builder import build_database, dump

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def test_rule_420_5c(run_oracle):
    result = run_oracle("rule", "420.5c")
    assert result.returncode == 0, result.stderr
    assert "420.5c" in result.stdout and "致命伤害" in result.stdout
    assert "420.5" in result.stdout.splitlines()[0]  # the breadcrumb names the parent


def test_rule_json_shape(run_oracle):
    result = run_oracle("rule", "420.5c", "--json")
    rec = json.loads(result.stdout)
    assert rec["edition"] == "classic" and rec["id"] == "420.5c" and rec["kind"] == "subrule"
    assert rec["parent"] == "420.5" and rec["parents"] == ["4", "420", "420.5"]
    assert rec["text"]["zh-Hans"].startswith("一个受到致命伤害的生物被消灭")
    for key in ("title", "examples", "refs", "referenced_by", "children"):
        assert key in rec


def test_rule_2009_both_languages_and_examples(run_oracle):
    rec = json.loads(run_oracle("rule", "702.17b", "--edition", "2009", "--json").stdout)
    assert rec["text"]["zh-Hant"].startswith("具踐踏異能的攻擊生物")
    assert rec["text"]["en"].startswith("The controller of an attacking creature with trample")
    assert rec["translation"]["en"] == "official"
    assert len(rec["examples"]) == 2 and all({"zh-Hant", "en"} <= set(e) for e in rec["examples"])
    text = run_oracle("rule", "702.17b", "--edition", "2009").stdout
    assert "踐踏" in text and "trample" in text and "Example 2" in text


def test_children_and_referenced_by(run_oracle):
    rec = json.loads(run_oracle("rule", "420.5", "--json").stdout)
    assert rec["children"] == ["420.5a", "420.5b", "420.5c", "420.5d", "420.5e", "420.5f"]
    section = json.loads(run_oracle("rule", "420", "--json").stdout)
    assert "102.1" in section["referenced_by"]


def test_unknown_rule_exits_2_with_nearest(run_oracle):
    result = run_oracle("rule", "420.5z")
    assert result.returncode == 2
    assert "420.5z" in result.stderr and "420.5a" in result.stderr
    err = json.loads(run_oracle("rule", "702.17b", "--json").stdout)["error"]
    assert err["kind"] == "unknown_rule" and err["editions"] == ["2009"]


def test_corpus_check(run_oracle):
    result = run_oracle("corpus", "check", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["editions"]["classic"]["rules_per_section"]["420"] == 11
    assert report["anomaly_counts"]["duplicate_id"] >= 5
    text = run_oracle("corpus", "check").stdout
    assert "212.6b#2" in text and "unresolved_ref" in text


def test_build_is_deterministic(tmp_path):
    first = build_database(tmp_path / "a" / "oracle.db", build_corpus())
    second = build_database(tmp_path / "b" / "oracle.db", build_corpus())
    assert dump(first) == dump(second)
    assert "420.5c" in dump(first)


def test_import_cr(run_oracle, tmp_path, data_dir):
    data = tmp_path / "data"
    shutil.copytree(data_dir, data)
    result = run_oracle("import-cr", str(FIXTURES / "mini_cr.txt"), "--edition", "pocket", "--lang", "en",
                        data=data)
    assert result.returncode == 0, result.stderr
    assert "3 sections, 5 rules, 1 subrules = 9 records from 9 numbered lines" in result.stdout
    assert "1 of 1 examples attached" in result.stdout and "2 glossary terms from 2 entries" in result.stdout
    assert "counts reconciled" in result.stdout
    assert "1 anomalies: unresolved_ref 1" in result.stdout
    rec = json.loads(run_oracle("rule", "100.1a", "--edition", "pocket", "--json", data=data).stdout)
    assert rec["parent"] == "100.1" and rec["parents"] == ["1", "100", "100.1"]
    assert rec["text"]["en"].startswith("A deck may hold no more than 3 copies")
    assert rec["examples"] == [{"en": "A player with 4 copies of a card must remove 1 of them."}]
    assert rec["refs"] == ["101.2"]
    assert json.loads(run_oracle("rule", "101.2", "--edition", "pocket", "--json", data=data).stdout)[
        "referenced_by"] == ["100.1a"]
    # The built-in editions are untouched and the import survives a rebuild.
    assert run_oracle("rule", "420.5c", data=data).returncode == 0
    assert run_oracle("build", data=data).returncode == 0
    assert run_oracle("rule", "Deck", "--edition", "pocket", data=data).returncode == 0
    report = json.loads(run_oracle("corpus", "check", "--json", data=data).stdout)
    assert any(a["edition"] == "pocket" and "999.9" in a["message"] for a in report["anomalies"])


def test_import_errors_change_nothing(run_oracle, tmp_path, data_dir):
    data = tmp_path / "data"
    shutil.copytree(data_dir, data)
    before = dump(data / "oracle.db")
    bad = tmp_path / "notes.txt"
    bad.write_text("just some words\nwith no rules\n", encoding="utf-8")
    result = run_oracle("import-cr", str(bad), "--edition", "x", "--lang", "en", data=data)
    assert result.returncode == 2 and "no numbered rules" in result.stderr
    result = run_oracle("import-cr", str(FIXTURES / "mini_cr.txt"), "--edition", "classic", "--lang", "en",
                        data=data)
    assert result.returncode == 2 and "built in" in result.stderr
    binary = tmp_path / "bin.txt"
    binary.write_bytes(b"\xff\xfe\x00\x81garbage")
    result = run_oracle("import-cr", str(binary), "--edition", "y", "--lang", "en", data=data)
    assert result.returncode == 2 and "UTF-8" in result.stderr
    assert dump(data / "oracle.db") == before
    ok = run_oracle("import-cr", str(FIXTURES / "mini_cr.txt"), "--edition", "p", "--lang", "en", data=data)
    assert ok.returncode == 0
    again = run_oracle("import-cr", str(FIXTURES / "mini_cr.txt"), "--edition", "p", "--lang", "en", data=data)
    assert again.returncode == 2 and "--replace" in again.stderr
