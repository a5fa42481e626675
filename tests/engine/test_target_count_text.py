"""The error for a wrong number of targets says how many the spell takes in plain words, in every
language: "exactly one target", "1 to 3 targets", "at least 2 targets", never "target(s)"."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalAction
from oracle.cards import lookup_card


def _cast(card: str, card_id: str, targets: list[str], mana: int) -> dict:
    """A scenario: player A casts ``card`` in a main phase with ``mana`` Mountains, Forests and Plains
    to pay with, at ``targets`` (B has a Hill Giant and Llanowar Elves)."""
    lands = [{"card": land, "id": f"{land.lower()}{i}"} for i in range(mana) for land in ("Mountain", "Forest", "Plains")]
    return {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [
            {"id": "A", "hand": [card], "battlefield": lands},
            {"id": "B", "battlefield": [{"card": "Hill Giant", "id": "giant"}, {"card": "Llanowar Elves", "id": "elves"}]},
        ],
        "actions": [{"cast": {"card": card_id, "targets": targets}}],
        "stop": "main1",
    }


CASES = [
    # one "target" word: exactly one target
    ("Lightning Bolt", "lightning_bolt", ["giant", "elves"],
     {"en": "Lightning Bolt needs exactly one target (2 given)", "zh-Hans": "需要恰好一个目标（给出了2个）",
      "zh-Hant": "需要恰好一個目標（給出了2個）"}),
    # "one, two, or three target creatures and/or players"
    ("Arc Lightning", "arc_lightning", ["giant", "elves", "A", "B"],
     {"en": "Arc Lightning needs 1 to 3 targets (4 given)", "zh-Hans": "需要1至3个目标（给出了4个）",
      "zh-Hant": "需要1至3個目標（給出了4個）"}),
    # "any number of target creatures and/or players" and "Target opponent"
    ("Fiery Justice", "fiery_justice", ["giant"],
     {"en": "Fiery Justice needs at least 2 targets (1 given)", "zh-Hans": "需要至少2个目标（给出了1个）",
      "zh-Hant": "需要至少2個目標（給出了1個）"}),
]


@pytest.mark.parametrize("ruleset", ["classic", "2009"])
@pytest.mark.parametrize(("card", "card_id", "targets", "texts"), CASES, ids=[c[0] for c in CASES])
def test_target_count_error_reads_as_plain_words(card: str, card_id: str, targets: list[str],
                                                 texts: dict[str, str], ruleset: str) -> None:
    with pytest.raises(IllegalAction) as info:
        engine.resolve(_cast(card, card_id, targets, 2), card_lookup=lookup_card, ruleset=ruleset)
    err = info.value.to_dict()["error"]
    assert err["kind"] == "illegal_action" and err["at"] == "actions[0]"
    assert err["rules"] == [engine.get_ruleset(ruleset).cite("cast.targets")]
    for lang, text in texts.items():
        assert text in err["message"][lang], (lang, err["message"][lang])
        assert "(s)" not in err["message"][lang]
