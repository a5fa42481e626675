"""Every ruling scenario of ``tests/rulings/m_z`` is anchored to a real official ruling.

A scenario's header names its card and the ruling's date (``# Ruling: Nausea, 2016-06-08``); this
test reads the MTGJSON set files of ``../shared/mtgjson`` (beside the checkout; ``ORACLE_SHARED_DIR``
points elsewhere) and checks that the card has a ruling of that date, that the card's name starts
with M–Z or a digit (this slice), and that the scenario plays under the ruleset of that date:
classic before the July 2009 rules (2009-07-11), 2009 until the Magic 2011 rules (2010-07-15), and
a later ruling only under 2009, with a ``# Same in July 2009:`` line saying why the rules on that
point had not changed, or a ``# Later rules:`` line saying what changed since (the scenario then asserts
July 2009's answer and docs/engine.md, "Rulings", lists the difference). The rulings are read where they lie and never copied here.
"""

from __future__ import annotations

import json
import os
import re
from datetime import date
from functools import cache
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
MTGJSON = SHARED / "mtgjson"
SLICE = Path(__file__).resolve().parent / "m_z"
SCENARIOS = sorted(SLICE.glob("*.yaml"))
HEADER = re.compile(r"^# Ruling: (?P<card>.+), (?P<date>\d{4}-\d{2}-\d{2})$")
SAME_IN_2009 = "# Same in July 2009:"
LATER_RULES = "# Later rules:"
RULES_2009 = date(2009, 7, 11)
RULES_2011 = date(2010, 7, 15)


@cache
def ruling_dates() -> dict[str, frozenset[str]]:
    """Card name (and face name) -> the dates of its official rulings, over every set file."""
    if not MTGJSON.is_dir():
        pytest.skip(f"{MTGJSON} is not here: the MTGJSON set files live in ../shared/mtgjson beside the "
                    "checkout (CI has them; set ORACLE_SHARED_DIR to use another place)")
    found: dict[str, set[str]] = {}
    for path in sorted(MTGJSON.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            dates = {r["date"] for r in card.get("rulings") or []}
            for name in {card["name"], card.get("faceName") or card["name"]}:
                found.setdefault(name, set()).update(dates)
    return {name: frozenset(d) for name, d in found.items()}


def header(path: Path) -> tuple[str, str, list[str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    match = HEADER.match(lines[0]) if lines else None
    assert match, f"{path.name}: the first line must be '# Ruling: <card>, <YYYY-MM-DD>'"
    comments = [ln for ln in lines[1:] if ln.startswith("#")]
    return match["card"], match["date"], comments


def expected_ruleset(day: str, comments: list[str]) -> str | None:
    """The ruleset a ruling of ``day`` is tested under; None: a later ruling that says neither that
    July 2009 already said the same nor what changed since."""
    when = date.fromisoformat(day)
    if when < RULES_2009:
        return "classic"
    if when <= RULES_2011:
        return "2009"
    return "2009" if any(c.startswith((SAME_IN_2009, LATER_RULES)) for c in comments) else None


@pytest.mark.skipif(not SCENARIOS, reason=f"no ruling scenarios in {SLICE}")
@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_names_a_real_ruling(path: Path) -> None:
    card, day, comments = header(path)
    assert card[0].upper() >= "M" or card[0].isdigit(), f"{path.name}: {card} belongs to the other slice (A–L)"
    rulings = ruling_dates()
    assert card in rulings, f"{path.name}: no card named {card!r} in {MTGJSON}"
    assert day in rulings[card], f"{path.name}: {card} has no ruling dated {day} (its rulings: {sorted(rulings[card])})"
    assert len(comments) >= 1, f"{path.name}: say in a comment what the scenario checks"
    named = str((yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("ruleset") or "classic")
    want = expected_ruleset(day, comments)
    assert want is not None, (f"{path.name}: a ruling of {day} describes later rules; test it under 2009 only "
                              f"with a '{SAME_IN_2009} …' line (the rules on that point were the same) or a "
                              f"'{LATER_RULES} …' line (what changed since)")
    assert named == want, f"{path.name}: a ruling of {day} is tested under {want}, not {named}"


def test_expected_ruleset_follows_the_dates() -> None:
    assert expected_ruleset("2004-10-04", []) == "classic"
    assert expected_ruleset("2009-07-10", []) == "classic"
    assert expected_ruleset("2009-07-11", []) == "2009"
    assert expected_ruleset("2010-07-15", []) == "2009"
    assert expected_ruleset("2016-06-08", []) is None
    assert expected_ruleset("2016-06-08", [SAME_IN_2009 + " 608.2b says so too"]) == "2009"
    assert expected_ruleset("2017-11-17", [LATER_RULES + " the legend rule changed in 2014"]) == "2009"
