"""Every mana cost of the era, read by the engine, against MTGJSON's own figures (issue 21).

``../shared/mtgjson`` (``ORACLE_SHARED_DIR`` points elsewhere) gives each card's printed mana cost, its
mana value and its colours. The engine must read every cost, hybrid symbols included ({G/W}, {2/W}:
Ravnica, Shadowmoor, Eventide, Alara), give the same mana value (a hybrid symbol counts its larger
half) and derive the same colours from it (203.2); a card whose cost has no coloured symbol yet has
a colour (a colour indicator: the suspend cards, Pacts), and a card whose text sets its colour
("~ is colorless.", Ghostfire), are the exceptions. The files are read where they lie.
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.model.mana import MAX_HYBRID, can_pay_from, mana_value, parse_mana_cost, plain_costs
from engine.model.objects import colors_of_cost

ROOT = Path(__file__).resolve().parents[2]
MTGJSON = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared") / "mtgjson"
#: layouts whose manaValue is not the printed cost's own (two halves, a back face)
TWO_FACED = {"split", "flip", "transform", "adventure", "meld"}
#: "Ghostfire is colorless.", "Transguild Courier is all colors."
SETS_OWN_COLOUR = re.compile(r"\bis (?:colorless|all colors|white|blue|black|red|green)\.")


@cache
def era_cards() -> tuple[dict[str, Any], ...]:
    if not MTGJSON.is_dir():
        pytest.skip(f"{MTGJSON} is not here: the MTGJSON set files live in ../shared/mtgjson beside the checkout "
                    "(CI has them; set ORACLE_SHARED_DIR to use another place)")
    return tuple(card for path in sorted(MTGJSON.glob("*.json"))
                 for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"])


def test_every_cost_of_the_era_is_read_with_its_mana_value_and_colours() -> None:
    cards = era_cards()
    hybrid = 0
    for card in cards:
        cost = card.get("manaCost") or ""
        symbols = parse_mana_cost(cost)
        hybrid += any("/" in s for s in symbols)
        if card.get("layout") in TWO_FACED:
            continue
        assert mana_value(symbols) == int(card["manaValue"]), (card["name"], cost)
        if (colors_of_cost(cost) or not card.get("colors")) and not SETS_OWN_COLOUR.search(card.get("text") or ""):
            assert set(colors_of_cost(cost)) == set(card.get("colors") or []), (card["name"], cost)
    assert hybrid > 200, f"only {hybrid} printings with hybrid costs: the files are not the era's"


def test_hybrid_symbols_are_paid_with_either_half() -> None:
    assert can_pay_from({"G": 1}, ["G/W"]) == {}
    assert can_pay_from({"W": 1}, ["G/W"]) == {}
    assert can_pay_from({"R": 1}, ["G/W"]) is None
    assert can_pay_from({"R": 2}, ["2/W"]) == {}
    assert can_pay_from({"R": 1}, ["2/W"]) is None
    # the colour is tried first, so a floating {W} pays {2/W} and the red mana is left
    assert can_pay_from({"W": 1, "R": 2}, ["2/W"]) == {"R": 2}
    assert [tuple(c) for c in plain_costs(["1", "2/W"])] == [("1", "W"), ("1", "2")]


def test_a_cost_with_too_many_hybrid_symbols_is_refused() -> None:
    with pytest.raises(ValueError, match="hybrid"):
        parse_mana_cost("{W/U}" * (MAX_HYBRID + 1))
    assert len(parse_mana_cost("{W/U}" * MAX_HYBRID)) == MAX_HYBRID
