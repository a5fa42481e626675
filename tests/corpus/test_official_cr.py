"""``oracle import-cr`` on the real February 2025 Comprehensive Rules file, read whole.

The file is measurement input kept outside the project (``../shared/cr``, beside the checkout;
``ORACLE_SHARED_DIR`` points elsewhere). It is read where it lies and never copied into the
project. Its README counts 144 sections, 1,125 rules and 1,894 subrules in the published layout
(3,163 numbered lines) and 703 glossary entries; three more numbered lines break the layout
(``606.5`` without its period, ``901.4.All`` without a space, ``119.1d.`` with a period) and must
still become records, each reported.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from rules_corpus.official import read_official

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
CR_FILE = SHARED / "cr" / "MagicCompRules_20250207.txt"
IRREGULAR = {"606.5": "rule", "901.4": "rule", "119.1d": "subrule"}


@pytest.fixture(scope="module")
def cr_lines() -> list[str]:
    if not CR_FILE.exists():
        pytest.skip(f"{CR_FILE} is not here: the official rules file lives in ../shared/cr beside the checkout "
                    "(CI has it; set ORACLE_SHARED_DIR to use another place)")
    return CR_FILE.read_text(encoding="utf-8-sig").splitlines()


@pytest.fixture(scope="module")
def official(cr_lines):
    corpus = read_official(CR_FILE, edition="cr2025", lang="en")
    return corpus, {r.id: r for r in corpus.records}


def body(lines: list[str]) -> list[str]:
    """The lines between the contents list and the glossary, found by hand-written landmarks."""
    start = next(i for i, line in enumerate(lines) if line.startswith("100.1. "))
    stop = next(i for i, line in enumerate(lines) if line.strip() == "Glossary" and i > start)
    return [line.strip() for line in lines[start:stop]]


def test_counts_reconcile_with_the_files_own_readme(official):
    corpus, _ = official
    counts = corpus.counts
    assert counts["sections"] == 144
    # the README's counts are of lines in the published layout; the three off it are extra
    assert counts["rules"] == 1125 + 2 and counts["subrules"] == 1894 + 1
    assert counts["numbered_lines"] == 3163 + 3 == counts["sections"] + counts["rules"] + counts["subrules"]
    assert counts["glossary"] == counts["glossary_blocks"] == 703
    assert counts["unplaced_lines"] == 0 and counts["reconciled"] is True
    layout = {a.id: a.message for a in corpus.anomalies if a.kind == "layout"}
    assert set(layout) == set(IRREGULAR)
    kinds = {r.id: r.kind for r in corpus.records if r.id in IRREGULAR}
    assert kinds == IRREGULAR


def test_every_example_line_is_attached(official, cr_lines):
    corpus, _ = official
    example_lines = [line for line in body(cr_lines) if line.startswith("Example:")]
    attached = [e["en"] for r in corpus.records for e in r.examples]
    assert len(attached) == len(example_lines) == corpus.counts["examples"]
    assert attached[0] == example_lines[0].removeprefix("Example:").strip()


def test_keyword_rules_past_702_99_are_records_of_their_own(official, cr_lines):
    _, by_id = official
    printed = {}
    for line in body(cr_lines):
        m = re.match(r"^(702\.1\d\d[a-z]?)\.? (.*)$", line)
        if m:
            printed[m.group(1)] = m.group(2)
    assert "702.100" in printed and "702.179" in printed and len(printed) > 200
    for number in range(100, 191):
        rule_id = f"702.{number}"
        # the February 2025 file ends at 702.179; nothing past it may be invented
        assert (rule_id in by_id) == (rule_id in printed), rule_id
    for rule_id, text in printed.items():
        rec = by_id[rule_id]
        assert (rec.text.get("en") or rec.title.get("en")) == text, rule_id
        assert rec.parent == (rule_id.rstrip("abcdefghijklmnopqrstuvwxyz") if rule_id[-1].isalpha() else "702")
    assert by_id["702.100"].title == {"en": "Evolve"}
    assert by_id["702.179"].title == {"en": "Start Your Engines!"}
    # 702.99c keeps its own paragraph only (it used to swallow everything from 702.100 on)
    assert "702.100" not in by_id["702.99c"].text["en"] and len(by_id["702.99c"].text["en"]) < 400


def test_no_record_swallows_a_numbered_line(official):
    corpus, _ = official
    for rec in corpus.records:
        for text in rec.text.values():
            assert not re.search(r"(?m)^\d{3}\.\d+[a-z]?\.? ", text), rec.id


def test_glossary_entries_are_terms(official):
    corpus, by_id = official
    assert by_id["Abandon"].kind == "glossary" and "scheme" in by_id["Abandon"].text["en"]
    assert by_id["Zone-Change Triggers"].text["en"].startswith("Trigger events that involve objects")
    assert by_id["Ability"].text["en"].count("\n") == 2  # a two-sense entry keeps its three lines


def test_cli_import_prints_the_counts_and_links_2009(run_oracle, tmp_path, data_dir, cr_lines):
    data = tmp_path / "data"
    shutil.copytree(data_dir, data)
    result = run_oracle("import-cr", str(CR_FILE), "--edition", "cr2025", "--lang", "en", data=data)
    assert result.returncode == 0, result.stderr
    assert "144 sections, 1127 rules, 1895 subrules = 3166 records from 3166 numbered lines" in result.stdout
    assert "703 glossary terms from 703 entries" in result.stdout and "counts reconciled" in result.stdout
    assert "layout 606.5" in result.stdout and "layout 901.4" in result.stdout
    rec = json.loads(run_oracle("rule", "702.190", "--edition", "cr2025", "--json", data=data).stdout)
    assert rec["error"]["kind"] == "unknown_rule"
    evolve = json.loads(run_oracle("rule", "702.100a", "--edition", "cr2025", "--json", data=data).stdout)
    assert evolve["parents"] == ["7", "702", "702.100"]
    # the 2009 rule outside this corpus now points at the imported text of the same number
    outside = json.loads(run_oracle("rule", "704", "--edition", "2009", "--json", data=data).stdout)
    assert outside["in_corpus"] is False
    assert [(i["edition"], i["id"]) for i in outside["imported"]] == [("cr2025", "704")]
    # read where it lies: no copy of the file inside the project's own folders
    assert not [p for part in ("rules_corpus", "oracle", "tests", "docs") for p in (ROOT / part).rglob("MagicComp*")]
