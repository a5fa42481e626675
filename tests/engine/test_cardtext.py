"""The card text reader: each template of the issue, the keywords, and the refusal of anything else."""

from __future__ import annotations

import pytest

from engine.abilities import (
    AddMana,
    CounterSpell,
    DealDamage,
    Destroy,
    DrawCards,
    GainLife,
    PreventDamage,
    Pump,
    Regenerate,
    Target,
)
from engine.cardlang import parse_card_text
from engine.errors import UnsupportedText


def test_regenerate_self_with_name_tilde_and_this_creature() -> None:
    for text in ("{B}: Regenerate Drudge Skeletons.", "{B}: Regenerate ~.", "{B}: Regenerate this creature."):
        ability = parse_card_text("Drudge Skeletons", text).activated[0]
        assert ability.cost.mana == ("B",)
        assert ability.effects == (Regenerate(),)


def test_self_pump_and_mana_abilities() -> None:
    abilities = parse_card_text("Shivan Dragon", "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.")
    assert "flying" in abilities.keywords
    assert abilities.activated[0].effects == (Pump(1, 0),)
    for text in ("{T}: Add {G}.", "{T}: Add {G} to your mana pool."):
        mana = parse_card_text("Llanowar Elves", text).activated[0]
        assert mana.is_mana_ability and mana.cost.tap and mana.effects == (AddMana(("G",)),)


def test_spell_templates() -> None:
    cases = {
        "Lightning Bolt deals 3 damage to target creature or player.": DealDamage(3, Target("creature_or_player")),
        "Target creature gets -2/-2 until end of turn.": Pump(-2, -2, Target("creature")),
        "Destroy target creature.": Destroy(Target("creature")),
        "Regenerate target creature.": Regenerate(Target("creature")),
        "Prevent the next 3 damage that would be dealt to target creature or player this turn.":
            PreventDamage(3, Target("creature_or_player")),
        "Counter target spell.": CounterSpell(Target("spell")),
        "You gain 4 life.": GainLife(4),
        "Draw a card.": DrawCards(1),
    }
    for text, effect in cases.items():
        assert parse_card_text("Lightning Bolt", text, is_spell=True).spell_effects == (effect,), text


def test_terror_restrictions_and_no_regeneration() -> None:
    effects = parse_card_text(
        "Terror", "Destroy target nonartifact, nonblack creature. It can't be regenerated.", is_spell=True
    ).spell_effects
    assert effects == (Destroy(Target("creature", ("B",), ("artifact",)), no_regeneration=True),)


def test_sacrifice_and_tap_costs() -> None:
    fanatic = parse_card_text("Mogg Fanatic", "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player.")
    assert fanatic.activated[0].cost.sacrifice_self
    tim = parse_card_text("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.")
    assert tim.activated[0].cost.tap and tim.activated[0].targets == (Target("creature_or_player"),)


def test_keywords() -> None:
    abilities = parse_card_text(
        "X", "Flying, first strike\nTrample\nHaste\nFlanking\nShadow\nProtection from black\nIslandwalk\nDefender"
    )
    assert abilities.keywords >= {"flying", "first_strike", "trample", "haste", "shadow", "protection:B",
                                  "landwalk:island", "defender"}
    assert abilities.flanking == 1


def test_unsupported_text_names_card_and_phrase() -> None:
    with pytest.raises(UnsupportedText) as info:
        parse_card_text("Curious Owl", "Flying\nWhenever Curious Owl attacks, shuffle your library.")
    err = info.value
    assert err.card == "Curious Owl"
    assert err.phrase == "Whenever Curious Owl attacks, shuffle your library."
    # "shuffle ~ into its owner's library" is a template, so the reading stops after "shuffle"
    assert err.stopped_at == "your library."
    assert err.to_dict()["error"]["kind"] == "unsupported_text"
    assert "Curious Owl" in err.to_dict()["error"]["message"]["zh-Hans"]


def test_spell_text_on_a_permanent_is_unsupported() -> None:
    with pytest.raises(UnsupportedText):
        parse_card_text("Odd Bear", "You gain 4 life.")
