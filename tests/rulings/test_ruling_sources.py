"""Every ruling scenario is anchored to a real official ruling, in its own words.

A scenario's first line names its card and the ruling's date (``# Ruling: Nausea, 2016-06-08``).
This test reads the era's MTGJSON set files in ``../shared/mtgjson`` (beside the checkout;
``ORACLE_SHARED_DIR`` points elsewhere) and checks that:

- the card has a ruling of that date, and its name belongs to the scenario's folder (A–L, M–Z);
- the scenario plays under the ruleset of that date: classic before the July 2009 rules
  (2009-07-11), 2009 until the Magic 2011 rules (2010-07-15), and a later ruling only under 2009,
  with a ``# Same in July 2009:`` line saying why the rules on that point had not changed, or a
  ``# Later rules:`` line saying what changed since (the scenario then asserts July 2009's answer and
  docs/engine.md, "Rulings", lists the difference);
- no scenario copies the ruling's words (no run of eight words of its text).

The rulings are read where they lie and never copied here.
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

from tests.rulings.slices import HEADER, SCENARIOS, SLICES

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
MTGJSON = SHARED / "mtgjson"
SAME_IN_2009 = "# Same in July 2009:"
LATER_RULES = "# Later rules:"
RULES_2009 = date(2009, 7, 11)
RULES_2011 = date(2010, 7, 15)
#: a run of this many words shared with the ruling's text counts as a copy
WORDS = 8


@cache
def official_rulings() -> dict[str, dict[str, tuple[str, ...]]]:
    """Card name (and face name) -> ruling date -> the texts of its rulings that day, over every set file."""
    if not MTGJSON.is_dir():
        pytest.skip(f"{MTGJSON} is not here: the MTGJSON set files live in ../shared/mtgjson beside the "
                    "checkout (CI has them; set ORACLE_SHARED_DIR to use another place)")
    found: dict[str, dict[str, set[str]]] = {}
    for path in sorted(MTGJSON.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            for name in {card["name"], card.get("faceName") or card["name"]}:
                days = found.setdefault(name, {})
                for ruling in card.get("rulings") or []:
                    days.setdefault(ruling["date"], set()).add(ruling["text"])
    return {name: {day: tuple(sorted(t)) for day, t in days.items()} for name, days in found.items()}


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


def word_runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))
    return {tuple(words[i:i + WORDS]) for i in range(len(words) - WORDS + 1)}


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario_names_a_real_ruling(path: Path) -> None:
    card, day, comments = header(path)
    assert SLICES[path.parent.name](card), f"{path.name}: {card} belongs to the other slice"
    rulings = official_rulings()
    assert card in rulings, f"{path.name}: no card named {card!r} in {MTGJSON}"
    texts = rulings[card].get(day)
    assert texts, f"{path.name}: {card} has no ruling dated {day} (its rulings: {sorted(rulings[card])})"
    assert comments, f"{path.name}: say in a comment what the scenario checks"
    text = path.read_text(encoding="utf-8")
    named = str((yaml.safe_load(text) or {}).get("ruleset") or "classic")
    want = expected_ruleset(day, comments)
    assert want is not None, (f"{path.name}: a ruling of {day} describes later rules; test it under 2009 only "
                              f"with a '{SAME_IN_2009} …' line (the rules on that point were the same) or a "
                              f"'{LATER_RULES} …' line (what changed since)")
    assert named == want, f"{path.name}: a ruling of {day} is tested under {want}, not {named}"
    copied = word_runs(text) & set().union(*(word_runs(t) for t in texts))
    assert not copied, f"{path.name} copies the ruling's words: {' '.join(sorted(copied)[0])!r}"


def test_expected_ruleset_follows_the_dates() -> None:
    assert expected_ruleset("2004-10-04", []) == "classic"
    assert expected_ruleset("2009-07-10", []) == "classic"
    assert expected_ruleset("2009-07-11", []) == "2009"
    assert expected_ruleset("2010-07-15", []) == "2009"
    assert expected_ruleset("2016-06-08", []) is None
    assert expected_ruleset("2016-06-08", [SAME_IN_2009 + " 608.2b says so too"]) == "2009"
    assert expected_ruleset("2017-11-17", [LATER_RULES + " the legend rule changed in 2014"]) == "2009"


def test_word_runs_find_a_copy_and_nothing_else() -> None:
    ruling = "If the creature leaves the battlefield before the ability resolves, nothing happens."
    assert word_runs("# the creature leaves the battlefield before the ability resolves, so") & word_runs(ruling)
    assert not word_runs("# the creature is gone when its ability resolves, so nothing happens") & word_runs(ruling)
