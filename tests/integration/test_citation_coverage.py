"""Every citation each ruleset can emit, and every citation it does emit, is a record of its edition.

Two checks, both under every real ruleset (classic and 2009):

* **Enumeration.** The rule keys the engine's code names (every string constant of ``engine/``
  that is a rule key: a ``game.log`` / ``game.illegal`` / ``Problem`` / ``cite`` argument) each
  resolve in the ruleset's citation table, except the keys a ruleset has no rule for
  (``ABSENT``), which only code that ruleset never runs names. Together with
  tests/integration/test_engine_corpus.py (every key of each table is a record of its edition,
  marked section-level or outside the corpus where it is), this covers every id the engine can
  write into a step or an error.
* **Scan.** Every scenario of tests/scenarios and every gallery lesson, resolved under each
  ruleset, cites only records of that ruleset's edition, and each cited id is marked as the corpus
  has it: a record outside the corpus is cited as outside the corpus, a title-only section at
  section level.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import engine
from oracle.cards import lookup_card
from oracle.gallery import load_gallery
from rules_corpus.concordance import load_concordance

ROOT = Path(engine.__file__).resolve().parent
SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
REAL = ("classic", "2009")
#: rule keys a ruleset has no rule for, and the only files that name them. Classic: the 2009 keywords
#: (deathtouch, lifelink, intimidate are refused as unsupported_text under classic) and the code of
#: the 2009 hooks (damage dealt at once, the damage assignment order, pools emptying every step).
#: 2009: combat damage on the stack and mana burn, run by the classic hooks only. The scan below
#: resolves every board under each ruleset, so a key reached under the wrong ruleset fails there.
ABSENT = {
    "2009": {"stack.combat_damage": {"combat_damage.py"}, "turn.mana_burn": {"classic.py"}},
    "classic": {"deathtouch.divide": {"combat_damage.py"}, "deathtouch.destroy": {"sbe.py"},
                "lifelink.gain": {"damage.py"}, "intimidate.block": {"combat.py"}, "damage.results": {"damage.py"},
                "combat_damage.blocker_assigns": {"combat_damage.py"}, "combat_damage.order_lethal": {"combat_damage.py"},
                "mana.pool_empties": {"edition_2009.py"}, "indestructible.not_destroyed": {"zones.py"}},
}
#: modules that name scenario fields ("turn.step") and no rules
READERS = {"scenario.py", "scenario_fields.py", "scenario_text.py"}
KEY_SHAPE = re.compile(r"^[a-z_]+\.[a-z_0-9.]+$")


def _tables() -> dict[str, dict]:
    return {name: engine.RULESETS[name].citation_table() for name in REAL}


def rule_keys_in_source() -> dict[str, set[str]]:
    """Every rule key a string constant of the engine's code names, with the files naming it."""
    namespaces = {key.split(".")[0] for table in _tables().values() for key in table}
    every_key = {key for table in _tables().values() for key in table}
    found: dict[str, set[str]] = {}
    for path in ROOT.rglob("*.py"):
        if path.name in ("classic_citations.py", "citations_2009.py") or path.name in READERS:
            continue  # the tables themselves, and the scenario reader's field paths
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY_SHAPE.match(node.value):
                if node.value in every_key or node.value.split(".")[0] in namespaces:
                    found.setdefault(node.value, set()).add(path.name)
    return found


def test_the_enumeration_finds_the_keys_the_engine_logs() -> None:
    keys = rule_keys_in_source()
    assert {"sbe.lethal_damage", "turn.combat_damage", "deathtouch.divide", "flying.block", "loop.general"} <= set(keys)
    assert len(keys) >= 120


@pytest.mark.parametrize("ruleset", REAL)
def test_every_rule_key_the_engine_names_resolves_in_each_ruleset(ruleset: str) -> None:
    from engine.text.catalog import catalog

    table = engine.RULESETS[ruleset].citation_table()
    messages = set(catalog().messages)
    missing = {}
    for key, files in rule_keys_in_source().items():
        if key in table:
            continue
        if key in ABSENT[ruleset]:
            assert files <= ABSENT[ruleset][key], (key, files)
            continue
        if key in messages:
            continue  # a message key of the catalog that shares a rule key's namespace ("cast.countered")
        missing[key] = sorted(files)
    assert not missing, f"keys the engine names that {ruleset} cannot cite: {missing}"


def test_the_absent_keys_are_absent_and_named_where_said() -> None:
    keys = rule_keys_in_source()
    for ruleset, absent in ABSENT.items():
        table = engine.RULESETS[ruleset].citation_table()
        for key, files in absent.items():
            assert key not in table and keys[key] == files, key


# ---- the scan ------------------------------------------------------------------------------------


def _boards() -> list[tuple[str, str]]:
    boards = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(SCENARIOS.glob("*.yaml"))]
    boards += [(f"gallery/{lesson.id}", lesson.yaml_text) for lesson in load_gallery().lessons]
    return boards


def _cited(text: str, ruleset: str) -> list[str]:
    try:
        result = engine.resolve(text, card_lookup=lookup_card, ruleset=ruleset)
    except engine.EngineError as exc:
        return list(exc.rules)
    return [rule for step in result["steps"] for rule in step["rules"]]


@pytest.mark.parametrize("ruleset", REAL)
def test_every_board_cites_records_of_its_edition_marked_as_the_corpus_has_them(corpus, ruleset: str) -> None:
    records = {r.id: r for r in corpus.records if r.edition == ruleset}
    table = engine.RULESETS[ruleset].citation_table()
    marks = {c.id: c for c in table.values()}
    counterparts = {row["2009"] for row in load_concordance()}
    boards = _boards()
    assert len(boards) >= 300 and any(name.startswith("gallery/") for name, _ in boards)
    problems, seen = [], set()
    for name, text in boards:
        for rule_id in _cited(text, ruleset):
            seen.add(rule_id)
            rec = records.get(rule_id)
            if rec is None:
                problems.append((name, rule_id, "not a record of the edition"))
                continue
            mark = marks.get(rule_id)
            if mark is None:
                problems.append((name, rule_id, "not in the ruleset's citation table"))
            elif not rec.in_corpus and not mark.outside_corpus:
                problems.append((name, rule_id, "outside the corpus but not cited as such"))
            elif rec.in_corpus and mark.outside_corpus:
                problems.append((name, rule_id, "cited as outside the corpus but in it"))
            elif mark.section_level and rec.kind != "section":
                problems.append((name, rule_id, "section-level citation of a non-section"))
            elif not mark.section_level and rec.in_corpus and not rec.text:
                problems.append((name, rule_id, "cited as a rule but has no text"))
            if not rec.in_corpus and (rec.named_by not in ("source", "concordance") or rule_id not in counterparts):
                problems.append((name, rule_id, "outside the corpus without the source naming it or a counterpart"))
    assert not problems, problems[:20]
    assert len(seen) >= 40
