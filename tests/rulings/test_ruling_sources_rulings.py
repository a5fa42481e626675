"""Every scenario of ``tests/rulings/a_l/`` is anchored to a real official ruling (issue 22).

A scenario's first line names the card and the ruling's date (``# Ruling: Card Name (2004-10-04)``);
this test reads the era's MTGJSON set files in ``../shared/mtgjson`` (beside the checkout;
``ORACLE_SHARED_DIR`` points elsewhere) and checks that the card is named A to L, has a ruling of
that date, and that the scenario runs under the ruleset of that date: ``classic`` before the
July 2009 rules (11 July 2009), ``2009`` after; a ruling later than 15 July 2010 describes later rules, so
its scenario must say that the point is the same in July 2009. It also checks that no scenario copies a
ruling's words (no run of eight words of the ruling's text): the scenarios say in their own words
what they check. The set files are read where they lie; nothing of them is copied here.
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
MTGJSON = SHARED / "mtgjson"
SCENARIOS = sorted((Path(__file__).resolve().parent / "a_l").glob("*.yaml"))
HEADER = re.compile(r"^# Ruling: (?P<card>.+) \((?P<date>\d{4}-\d{2}-\d{2})\)$")
JULY_2009 = "2009-07-11"  # the Magic 2010 rules
LATER_RULES = "2010-07-15"  # after this, a ruling may describe rules newer than July 2009
WORDS = 8

pytestmark = pytest.mark.skipif(
    not MTGJSON.is_dir(),
    reason=f"{MTGJSON} is not here: the MTGJSON set files live in ../shared/mtgjson beside the checkout "
           "(CI has it; set ORACLE_SHARED_DIR to use another place)",
)


@cache
def official_rulings() -> dict[str, set[tuple[str, str]]]:
    """Card name -> its rulings (date, text), over every set file."""
    rulings: dict[str, set[tuple[str, str]]] = {}
    for path in sorted(MTGJSON.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for card in (data.get("data") or data).get("cards", []):
            for ruling in card.get("rulings") or []:
                rulings.setdefault(card["name"], set()).add((ruling["date"], ruling["text"]))
    return rulings


def _header(path: Path) -> re.Match[str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    match = HEADER.match(first)
    assert match, f"{path.name}: the first line must be '# Ruling: Card Name (YYYY-MM-DD)', not {first!r}"
    return match


def _word_runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))
    return {tuple(words[i:i + WORDS]) for i in range(len(words) - WORDS + 1)}


@pytest.mark.skipif(not SCENARIOS, reason="no ruling scenarios in tests/rulings/a_l")
@pytest.mark.parametrize("path", SCENARIOS or [None], ids=[p.stem for p in SCENARIOS] or ["none"])
def test_scenario_names_a_real_ruling(path: Path) -> None:
    match = _header(path)
    card, date = match["card"], match["date"]
    assert "A" <= card[0].upper() <= "L", f"{path.name}: {card} is not in this slice (A to L)"
    rulings = official_rulings()
    assert card in rulings, f"{path.name}: no card named {card!r} has rulings in {MTGJSON}"
    texts = [text for d, text in rulings[card] if d == date]
    assert texts, f"{path.name}: {card} has no ruling dated {date} (its dates: {sorted({d for d, _ in rulings[card]})})"
    text = path.read_text(encoding="utf-8")
    ruleset = str(yaml.safe_load(text).get("ruleset"))
    if date < JULY_2009:
        assert ruleset == "classic", f"{path.name}: a ruling of {date} predates the July 2009 rules: ruleset classic"
    else:
        assert ruleset == "2009", f"{path.name}: a ruling of {date} is about the July 2009 rules or later: ruleset 2009"
    if date > LATER_RULES:
        assert "July 2009" in text, f"{path.name}: a ruling of {date} must say the point is the same in July 2009"
    copied = _word_runs(text) & set().union(*(_word_runs(t) for t in texts))
    assert not copied, f"{path.name} copies the ruling's words: {' '.join(sorted(copied)[0])!r}"
