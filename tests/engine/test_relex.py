"""``engine.cardlang.relex``: the LALR parser trying every reading of each word reads what the
Earley parser reads, to the same AST, refuses what it refuses, stopping at the same place, and
does so without the Earley parser (issue 21: a refused line must not cost an Earley parse)."""

from __future__ import annotations

import pytest

import engine
import engine.cardlang as cardlang
from engine.cardlang import _earley, _lalr, _parse_normalised, _stopped_at, parse_line, relex
from engine.cardlang.build import BuildAst
from engine.cardlang.normalise import normalise_en, normalise_zh

#: lines the plain LALR parser rejects and the Earley parser reads, one per cause found on the
#: library and the era's MTGJSON texts: "~" read as the card of "~ deals ... divided" instead of
#: SELF_OR_IT, "+1/+1" read as a PT instead of a counter, "sacrifice" read as the word of
#: "sacrifice ~", "get" read as the static "get", "and" continuing the recipients (a shift/reduce
#: conflict), and "~" reduced before "对" (a conflict whose reduction the table never shows)
NEEDS_RELEX = [
    ("en", "At the beginning of your upkeep, Pestilent Imp deals 1 damage to you.", "Pestilent Imp", False),
    ("en", "At the beginning of your upkeep, put a +1/+1 counter on Growing Thing.", "Growing Thing", False),
    ("en", "At the beginning of your upkeep, sacrifice a creature.", "Hungry Thing", False),
    ("en", "All creatures get -1/-1 until end of turn.", "Shrinking Wind", True),
    ("en", "{T}: Orcish Artillery deals 2 damage to target creature or player and 3 damage to you.",
     "Orcish Artillery", False),
    ("zh", "~对目标牌手造成5点伤害。", "Lava Spike Test", True),
]


def _normalised(lang: str, line: str, name: str) -> str:
    return normalise_en(name, line) if lang == "en" else normalise_zh(name, None, line)


def _earley_ast(lang: str, text: str, start: str):
    return BuildAst().transform(_earley(lang).parse(text, start=start))


@pytest.mark.parametrize(("lang", "line", "name", "is_spell"), NEEDS_RELEX, ids=[c[1][:40] for c in NEEDS_RELEX])
def test_relex_reads_what_lalr_rejects_as_earley_does(lang, line, name, is_spell):
    text, start = _normalised(lang, line, name), "spell_line" if is_spell else "permanent_line"
    with pytest.raises(Exception):  # noqa: B017 - the plain LALR parser rejects the line (why relex exists)
        BuildAst().transform(_lalr(lang).parse(text, start=start))
    assert BuildAst().transform(relex.parse(_lalr(lang), text, start)) == _earley_ast(lang, text, start)


REFUSED = [
    ("en", "~ deals 2 damage to each planeswalker.", "spell_line"),
    ("en", "flying, double strikes", "permanent_line"),
    ("en", "exchange control of two target creatures.", "spell_line"),
    ("en", "at the beginning of your upkeep, shuffle your library.", "permanent_line"),
    ("en", "all creatures get +1/+1 until end of turn", "spell_line"),  # no full stop: refused at the end
    ("zh", "~对目标生物造成2点伤害，并失去1点生命。", "spell_line"),
]


@pytest.mark.parametrize(("lang", "text", "start"), REFUSED, ids=[r[1][:40] for r in REFUSED])
def test_relex_refuses_what_earley_refuses_and_stops_where_it_stops(lang, text, start):
    text = normalise_zh("~", None, text) if lang == "zh" else text
    with pytest.raises(Exception) as earley_error:  # noqa: B017 - any Lark error of the Earley parser
        _earley_ast(lang, text, start)
    with pytest.raises(relex.NoReading) as ours:
        relex.parse(_lalr(lang), text, start)
    assert text[ours.value.column - 1:ours.value.column + 39] == _stopped_at(earley_error.value, text)


def test_reading_and_refusing_needs_no_earley_parser(monkeypatch):
    """With the Earley parser unavailable, every line above is still read or refused."""

    def no_earley(lang):
        raise AssertionError("the Earley parser was asked")

    monkeypatch.setattr(cardlang, "_parser", no_earley)
    _parse_normalised.cache_clear()
    try:
        for _lang, line, name, is_spell in NEEDS_RELEX:
            parse_line(name, line, is_spell=is_spell)
        for lang, text, start in REFUSED:
            with pytest.raises(ValueError):
                _parse_normalised(lang, normalise_zh("~", None, text) if lang == "zh" else text, start)
    finally:
        _parse_normalised.cache_clear()


def test_a_line_past_the_bound_goes_to_the_earley_parser(monkeypatch):
    lang, line, name, is_spell = NEEDS_RELEX[-2]
    monkeypatch.setattr(relex, "STEPS", 1)
    asked: list[str] = []
    real = cardlang._parser

    def counting(lang):
        asked.append(lang)
        return real(lang)

    monkeypatch.setattr(cardlang, "_parser", counting)
    _parse_normalised.cache_clear()
    try:
        text = normalise_en(name, line)
        with pytest.raises(relex.BudgetExceeded):
            relex.parse(_lalr(lang), text, "permanent_line")
        assert _parse_normalised(lang, text, "permanent_line") == _earley_ast(lang, text, "permanent_line")
        assert asked == ["en"]
    finally:
        _parse_normalised.cache_clear()


def test_a_card_read_by_relex_plays_on_the_board():
    """"All creatures get -1/-1 until end of turn." (an instant; the LALR lexer alone rejects it)
    kills each 1/1 and shrinks a 2/2 (420.5b under classic)."""
    scenario = {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [
            {"id": "A", "hand": [{"name": "Shrinking Wind", "id": "wind", "types": ["instant"], "mana_cost": "{B}",
                                  "text": "All creatures get -1/-1 until end of turn."}],
             "battlefield": [{"card": "Swamp", "id": "s1"},
                             {"name": "Bear", "id": "bear", "types": ["creature"], "power": 2, "toughness": 2}]},
            {"id": "B", "battlefield": [{"name": "Elf", "id": "elf", "types": ["creature"], "power": 1,
                                         "toughness": 1}]},
        ],
        "actions": [{"cast": {"card": "wind"}}],
        "stop": "main1",
    }
    result = engine.resolve(scenario)
    assert "error" not in result, result
    battlefield = {p["id"]: p for p in result["state"]["battlefield"]}
    assert "elf" not in battlefield and "bear" in battlefield
    assert (battlefield["bear"]["power"], battlefield["bear"]["toughness"]) == (1, 1)
    assert result["state"]["players"]["B"]["graveyard"] == ["Elf"]
    assert result["state"]["players"]["A"]["graveyard"] == ["Shrinking Wind"]
    cited = {rule for step in result["steps"] for rule in step.get("rules", ())}
    assert "420.5b" in cited  # the 1/1 now with toughness 0 goes to the graveyard (a state-based effect)
