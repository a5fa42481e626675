"""Mana costs, paying from a pool, choosing lands to tap."""

from __future__ import annotations

import pytest

from engine.effects.mana import land_abilities
from engine.errors import IllegalAction
from engine.model.mana import can_pay_from, mana_value, parse_mana_cost
from engine.model.objects import Card, Permanent, Player
from engine.rules.mana import plan_payment


def _land(card_id: str, subtype: str, tapped: bool = False) -> Permanent:
    card = Card(card_id, subtype, types=("land",), subtypes=(subtype,), intrinsic=land_abilities((subtype,)))
    return Permanent(card=card, controller="A", owner="A", timestamp=1, tapped=tapped)


def test_parse_and_value() -> None:
    assert parse_mana_cost("{3}{W}{W}") == ["3", "W", "W"]
    assert mana_value(["3", "W", "W"]) == 5
    with pytest.raises(ValueError):
        parse_mana_cost("{3}WW")


def test_pay_from_pool_generic_uses_any_color() -> None:
    assert can_pay_from({"G": 2}, ["1", "G"]) == {}
    assert can_pay_from({"R": 1}, ["G"]) is None
    assert can_pay_from({"C": 1, "G": 2}, ["1", "G"]) == {"G": 1}  # colourless spent first on generic


def test_plan_prefers_matching_colors_then_any() -> None:
    player = Player("A")
    lands = [_land("f1", "Forest"), _land("m1", "Mountain"), _land("f2", "Forest")]
    plan = plan_payment(player, lands, ["1", "R"], "409.1f")
    assert sorted(plan.taps) == [("f1", "G"), ("m1", "R")]


def test_plan_skips_tapped_lands_and_fails_cleanly() -> None:
    player = Player("A")
    lands = [_land("m1", "Mountain", tapped=True), _land("f1", "Forest")]
    with pytest.raises(IllegalAction) as info:
        plan_payment(player, lands, ["R"], "409.1f")
    assert info.value.rules == ["409.1f"]
