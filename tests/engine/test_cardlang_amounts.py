"""Counted numbers in the card language (issue 21, amounts): "for each <counted>", "where X is the
number of <counted>", "equal to the number of <counted>" in every effect with a number, and the static
abilities that count. Round trip in both languages, LALR/Earley agreement, the Oracle and printed
wordings read as the canonical one, and the AST each gives (what the engine plays: tests/scenarios/amounts_*)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine.cardlang
from engine.abilities import (
    DealDamage,
    DrawCards,
    GainLife,
    Group,
    LoseLife,
    Pump,
    Quantity,
    SpellLine,
    StaticAbility,
    Target,
)
from engine.cardlang import _fast_parser, _parser, parse_line, render_ability
from engine.cardlang.build import BuildAst
from engine.cardlang.normalise import normalise_en, normalise_zh
from engine.text.counter_names import counter_words

AMOUNT_TEMPLATES = [
    ("Zed", "Draw a card for each creature you control.", True),
    ("Zed", "You gain 1 life for each card in your hand.", True),
    ("Zed", "Target creature gets +1/+1 until end of turn for each Forest you control.", True),
    ("Zed", "Zed deals 1 damage to each creature for each Swamp you control.", True),
    ("Zed", "Zed deals X damage to target creature, where X is the number of Mountains you control.", True),
    ("Zed", "Zed deals X damage to target player, where X is the number of cards in that player's hand.", True),
    ("Zed", "Target creature gets +X/+X until end of turn, where X is the number of lands you control.", True),
    ("Zed", "{1}{W}: Zed gets +0/+X until end of turn, where X is the number of cards in your hand.", False),
    ("Zed", "At the beginning of your upkeep, you draw X cards and you lose X life, where X is the number of "
     "Zombies you control.", False),
    ("Zed", "Put X 1/1 white Bird creature tokens with flying into play, where X is the number of attacking "
     "creatures.", True),
    ("Zed", "Put a 1/1 green Saproling creature token into play for each card in your hand.", True),
    ("Zed", "Put a +1/+1 counter on target creature for each creature you control.", True),
    ("Zed", "Target player loses X life, where X is the number of creature cards in your graveyard.", True),
    ("Zed", "Enchanted creature gets +1/+1 for each Forest you control.", False),
    ("Zed", "Zed gets +1/+0 for each artifact you control.", False),
    ("Zed", "Zed gets -1/-1 for each other creature.", False),
    ("Zed", "Creatures you control get +1/+1 for each Forest you control.", False),
    ("Zed", "Zed's power and toughness are each equal to the number of cards in your hand.", False),
    ("Zed", "Zed's power and toughness are each equal to the number of creature cards in all graveyards.", False),
    ("Zed", "Zed's power is equal to the number of cards in your graveyard.", False),
    ("Zed", "Zed's toughness is equal to the number of Forests you control.", False),
    # counters named by a word, as costs, effects, as it comes into play, and counted
    ("Zed", "At the beginning of your upkeep, put a spore counter on Zed.", False),
    ("Zed", "Remove three spore counters from Zed: Put a 1/1 green Saproling creature token into play.", False),
    ("Zed", "{T}, Remove a charge counter from Zed: Zed deals 1 damage to target creature.", False),
    ("Zed", "Zed comes into play with three charge counters on it.", False),
    ("Zed", "Zed comes into play with an ice counter on it.", False),
    ("Zed", "Equipped creature gets +1/+1 for each charge counter on Zed.", False),
    ("Zed", "{R}, Sacrifice Zed: Zed deals X damage to target player, where X is the number of verse counters on Zed.",
     False),
    ("Zed", "When Zed is put into a graveyard from play, draw a card for each age counter on it.", False),
    ("Zed", "Zed gets +1/+1 for each +1/+1 counter on Zed.", False),
    # "up to N target ..." (409.1c)
    ("Zed", "Tap up to three target creatures.", True),
    ("Zed", "Sacrifice Zed: Return up to two target creatures to their owners' hands.", False),
    ("Zed", "Return two target creatures to their owners' hands.", True),
    # "the life lost this way"
    ("Zed", "Each opponent loses 3 life. You gain life equal to the life lost this way.", True),
]


@pytest.mark.parametrize(("name", "line", "is_spell"), AMOUNT_TEMPLATES, ids=[t[1][:40] for t in AMOUNT_TEMPLATES])
@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_round_trip(name: str, line: str, is_spell: bool, lang: str) -> None:
    ast = parse_line(name, line, is_spell=is_spell)
    rendered = render_ability(ast, lang, name)
    assert parse_line(name, rendered, is_spell=is_spell) == ast, rendered
    assert render_ability(parse_line(name, rendered, is_spell=is_spell), lang, name) == rendered


@pytest.mark.parametrize(("name", "line", "is_spell"), AMOUNT_TEMPLATES, ids=[t[1][:40] for t in AMOUNT_TEMPLATES])
def test_fast_and_complete_parsers_agree(name: str, line: str, is_spell: bool) -> None:
    start = "spell_line" if is_spell else "permanent_line"
    zh = render_ability(parse_line(name, line, is_spell=is_spell), "zh-Hans", name)
    for lang, text in (("en", normalise_en(name, line)), ("zh", normalise_zh(name, None, zh))):
        full = BuildAst().transform(_parser(lang).parse(text, start=start))
        fast = _fast_parser(lang)
        assert fast is not None, f"the {lang} grammar must stay LALR-compatible"
        try:
            tree = fast.parse(text, start=start)
        except Exception:  # noqa: BLE001 - rejected by LALR: the Earley parser is used
            continue
        assert BuildAst().transform(tree) == full


#: the same ability in other wordings: Oracle's "equal to the number of", the printings' Chinese
SAME = [
    ("Zed deals damage to target creature equal to the number of Mountains you control.",
     "Zed deals X damage to target creature, where X is the number of Mountains you control.", True),
    ("Zed deals damage equal to the number of cards in your hand to target player.",
     "Zed deals X damage to target player, where X is the number of cards in your hand.", True),
    ("You gain life equal to the number of creatures you control.",
     "You gain X life, where X is the number of creatures you control.", True),
    ("Draw cards equal to the number of cards in your hand.",
     "Draw X cards, where X is the number of cards in your hand.", True),
    ("Zed gets +1/+1 for each enchantment on the battlefield.", "Zed gets +1/+1 for each enchantment in play.", False),
    ("Zed's power and toughness are each equal to the number of Illusions on the battlefield.",
     "Zed's power and toughness are each equal to the number of Illusions.", False),
    # the era's printed Chinese (our sentences in its style)
    ("你每操控一个树林，受此结界的生物便得+1/+1。", "Enchanted creature gets +1/+1 for each Forest you control.", False),
    ("场上每有一个结界，~便得+1/+1。", "Zed gets +1/+1 for each enchantment.", False),
    ("~对目标牌手造成等同于该牌手之手牌数量的伤害。",
     "Zed deals X damage to target player, where X is the number of cards in that player's hand.", True),
    ("~对目标牌手造成伤害，其数量等同于由你操控的神器数量。",
     "Zed deals X damage to target player, where X is the number of artifacts you control.", True),
    ("目标生物得+X/+X直到回合结束，X为由所有对手操控的神器数量。",
     "Target creature gets +X/+X until end of turn, where X is the number of artifacts your opponents control.", True),
    ("~的力量和防御力各等同于你的手牌数量。",
     "Zed's power and toughness are each equal to the number of cards in your hand.", False),
    ("~的力量与防御力各等同于所有坟墓场中的生物牌之数量。",
     "Zed's power and toughness are each equal to the number of creature cards in all graveyards.", False),
    ("你抓X张牌且失去X点生命，X为由你操控的灵俑之数量。",
     "You draw X cards and you lose X life, where X is the number of Zombies you control.", True),
    ("从~上移去三个芽孢指示物：将一个1/1绿色腐生物衍生生物放置进场。",
     "Remove three spore counters from Zed: Create a 1/1 green Saproling creature token.", False),
    ("~上每有一个充电指示物，佩带此武具的生物便得+1/+1。",
     "Equipped creature gets +1/+1 for each charge counter on Zed.", False),
    ("每位对手各失去3点生命。你获得若干生命，其数量等同于对手以此法失去的生命总和。",
     "Each opponent loses 3 life. You gain life equal to the life lost this way.", True),
    ("Zed enters the battlefield with three charge counters on it.", "Zed comes into play with three charge counters on it.",
     False),
]


@pytest.mark.parametrize(("other", "canonical", "is_spell"), SAME, ids=[s[0][:40] for s in SAME])
def test_other_wordings_read_as_the_canonical_one(other: str, canonical: str, is_spell: bool) -> None:
    assert parse_line("Zed", other, is_spell=is_spell) == parse_line("Zed", canonical, is_spell=is_spell)


def test_what_each_counts() -> None:
    forests = Group("land", controller="you", subtypes=("Forest",))
    assert parse_line("Zed", "Target creature gets +1/+0 until end of turn for each Forest you control.",
                      is_spell=True) == SpellLine((Pump(Quantity("count", forests), 0, Target("creature")),))
    hand = Quantity("hand", whose="it", x=True)
    assert parse_line("Zed", "Zed deals X damage to target player, where X is the number of cards in that "
                      "player's hand.", is_spell=True) == SpellLine((DealDamage(hand, Target("player")),))
    zombies = Quantity("count", Group("creature", controller="you", subtypes=("Zombie",)), x=True)
    assert parse_line("Zed", "You draw X cards and you lose X life, where X is the number of Zombies you control.",
                      is_spell=True) == SpellLine((DrawCards(zombies), LoseLife(zombies)))
    assert parse_line("Zed", "You gain 2 life for each creature card in your graveyard.", is_spell=True) == SpellLine(
        (GainLife(Quantity("graveyard", per=2, card_kind="creature")),))
    assert parse_line("Zed", "Enchanted creature gets +1/+1 for each Forest you control.") == StaticAbility(
        "enchanted", 1, 1, scaled_by=Quantity("count", forests))
    assert parse_line("Zed", "Zed's toughness is equal to the number of Forests you control.") == StaticAbility(
        "self", cda=Quantity("count", forests), cda_sets="toughness")
    assert parse_line("Zed", "Equipped creature gets +1/+1 for each charge counter on Zed.") == StaticAbility(
        "equipped", 1, 1, scaled_by=Quantity("counters", of="self", counter="charge"))
    spores = parse_line("Zed", "Remove three spore counters from Zed: Draw a card.")
    assert spores.cost.remove_counters == ("spore", 3)
    assert parse_line("Zed", "Tap up to three target lands.", is_spell=True) == parse_line(
        "Zed", "横置至多三个目标地。", is_spell=True)
    tap = parse_line("Zed", "Tap up to three target lands.", is_spell=True).effects[0]
    assert (tap.target.count, tap.target.min_count) == (3, 0)


@pytest.mark.parametrize("line", [
    "Counter up to two target spells.",
    "Zed deals 2 damage divided as you choose among any number of target creatures for each Swamp you control.",
    "Destroy target creature for each Swamp you control.",
    "Zed deals 3 damage to target creature, where X is the number of Mountains you control.",
])
def test_what_the_engine_cannot_play_is_refused(line: str) -> None:
    """Divided damage, an effect without a number, "where X" without an X, or several targets for
    an effect that acts on one: refused, never read as less than the text says."""
    with pytest.raises(ValueError):
        parse_line("Zed", line, is_spell=True)


@pytest.mark.parametrize(("grammar", "lang"), [("en.lark", "en"), ("zh.lark", "zh-Hans")])
def test_the_grammars_name_the_catalogs_counter_kinds(grammar: str, lang: str) -> None:
    """The COUNTER_NAME terminal of each grammar lists the words of messages.yaml's counter_kind.*
    entries, no more and no fewer, so a kind added to one is read, rendered and traced alike."""
    text = (Path(engine.cardlang.__file__).with_name(grammar)).read_text(encoding="utf-8")
    found = re.search(r"^COUNTER_NAME: /\(([^)]*)\)", text, re.M)
    assert found, f"{grammar} has no COUNTER_NAME terminal"
    words = counter_words()
    expected = set(words) if lang == "en" else set(words.values())
    assert set(found[1].split("|")) == expected
