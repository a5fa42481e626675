"""Scenarios derived from the official rulings of cards named A to L (``tests/rulings/a_l/``).

Each scenario states, in its first comment line, the card and the date of the ruling it was derived
from (``tests/rulings/test_ruling_sources_rulings.py`` checks that the ruling exists), and expects
the board and the rules the ruling implies. The expected answer is the ruling's, not the engine's:
where the engine disagrees and the fix belongs elsewhere, the scenario says so with
``expect: {xfail: <reason>}`` and runs as a strict xfail, so it turns into a failure the moment the
engine starts to agree (and the marker must go).

A scenario runs under the ruleset it names (``classic`` for rulings before 11 July 2009, ``2009``
for later ones); its rule ids are that ruleset's own. The checks are those of
``tests/engine/test_scenarios.py``, so the two suites mean the same by ``expect:``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import engine
from oracle.cards import lookup_card
from tests.engine.test_scenarios import _check_error, _check_result, _expectations

RULINGS_DIR = Path(__file__).resolve().parent / "a_l"
SCENARIOS = sorted(RULINGS_DIR.glob("*.yaml"))
LANGS = ("zh-Hans", "zh-Hant", "en")


def _load(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def _cases() -> list[Any]:
    """One case per scenario; an ``xfail:`` reason in its ``expect:`` makes it a strict xfail."""
    cases = []
    for path in SCENARIOS:
        reason = (_load(path).get("expect") or {}).get("xfail")
        marks = [pytest.mark.xfail(strict=True, reason=str(reason))] if reason else []
        cases.append(pytest.param(path, marks=marks, id=path.stem))
    return cases


CASES = _cases()


@pytest.mark.skipif(not SCENARIOS, reason=f"no ruling scenarios in {RULINGS_DIR}")
@pytest.mark.parametrize("path", CASES or [pytest.param(None, id="none")])
def test_ruling_scenario(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    named = data.get("ruleset")
    assert named in engine.RULESETS, f"{path.name} must name its ruleset (classic or 2009), by the ruling's date"
    raw = dict(data.get("expect") or {})
    raw.pop("xfail", None)
    assert raw, f"{path.name} has no expectations"
    assert raw.get("rules") or raw.get("steps") or raw.get("error"), f"{path.name} expects no cited rule"
    ruleset = engine.get_ruleset(named)
    expect, native = _expectations(raw, ruleset, named)
    if "error" in expect:
        _check_error(expect, text, named, ruleset, native)
        return
    result = engine.resolve(text, card_lookup=lookup_card, ruleset=named)
    _check_result(expect, result, ruleset, native)
    for step in result["steps"]:
        assert all(step["text"][lang] for lang in LANGS), step


def test_the_slice_is_large_enough() -> None:
    """Issue 22's target for this slice: at least 80 scenarios, each from one ruling."""
    if not SCENARIOS:
        pytest.skip(f"no ruling scenarios in {RULINGS_DIR}")
    assert len(SCENARIOS) >= 80
