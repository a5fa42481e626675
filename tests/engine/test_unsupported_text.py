"""A refused card says which card, which line, where the parser stopped, and the supported wordings
nearest to what was written (issue 12): in the error object and in a resolved scenario's error JSON."""

from __future__ import annotations

import pytest

import engine
from engine.cardlang import parse_card_text
from engine.cardlang.nearest import EXAMPLES, nearest_templates
from engine.errors import EngineError, UnsupportedText


def _refusal(name: str, text: str, *, is_spell: bool = False, name_zh: str | None = None) -> UnsupportedText:
    with pytest.raises(UnsupportedText) as info:
        parse_card_text(name, text, is_spell=is_spell, name_zh=name_zh)
    return info.value


def test_refusal_names_card_line_phrase_and_nearest_templates() -> None:
    err = _refusal("Wandering Bolt", "Draw a card.\nWandering Bolt deals 2 damage to each planeswalker.", is_spell=True)
    data = err.to_dict()["error"]
    assert data["kind"] == "unsupported_text"
    assert err.card == "Wandering Bolt"
    assert err.phrase == "Wandering Bolt deals 2 damage to each planeswalker."  # the failing line, as written
    assert err.stopped_at and err.stopped_at.startswith("planeswalker")
    assert "Wandering Bolt" in data["message"]["en"] and "planeswalker" in data["message"]["en"]
    assert len(data["suggestions"]) == 3
    assert data["suggestions"][0] == "~ deals 3 damage to target creature or player."


def test_a_keyword_line_gets_keyword_templates() -> None:
    err = _refusal("Blur Hound", "Flying, double strikes")
    assert err.suggestions[0] == "Flying, first strike"


def test_chinese_lines_get_chinese_templates_in_simplified() -> None:
    simplified = _refusal("Spark", "~对目标生物造成2点伤害，并失去1点生命。", is_spell=True)
    traditional = _refusal("Spark", "~對目標生物造成2點傷害，並失去1點生命。", is_spell=True)
    assert simplified.suggestions[0] == "~对目标生物或牌手造成3点伤害。"
    assert traditional.suggestions == simplified.suggestions
    assert all(not any("a" <= ch <= "z" for ch in s.replace("~", "")) for s in simplified.suggestions)


def test_suggestions_reach_the_scenario_error() -> None:
    scenario = {"players": [{"id": "A", "hand": [{"name": "Odd Spell", "id": "odd", "types": ["sorcery"],
                                                 "text": "Exchange control of two target creatures."}]},
                            {"id": "B"}]}
    with pytest.raises(EngineError) as info:
        engine.resolve(scenario)
    data = info.value.to_dict()["error"]
    assert data["kind"] == "unsupported_text"
    assert data["at"] == "players[0].hand[0].text"
    assert data["suggestions"] and all(isinstance(s, str) for s in data["suggestions"])


def test_every_example_is_a_supported_template() -> None:
    for text, is_spell in EXAMPLES:
        parse_card_text("~", text, is_spell=is_spell)  # raises if an example stopped parsing
    assert nearest_templates("enchant creature")[0] == "Enchant creature"


def _lcs(a: str, b: str) -> int:
    """The length of the longest common subsequence (the textbook dynamic programme)."""
    row = [0] * (len(b) + 1)
    for ch in a:
        previous = 0
        for j, other in enumerate(b, 1):
            previous, row[j] = row[j], previous + 1 if ch == other else max(row[j], row[j - 1])
    return row[-1]


def _every_comparison(line: str, candidates: tuple[str, ...], chinese: bool, n: int = 3) -> list[str]:
    """The definition the search must meet: every candidate compared by Indel similarity,
    2 x LCS / (both lengths), closest first, ties in the candidates' order."""
    key = line.strip() if chinese else line.strip().lower()

    def similarity(candidate: str) -> float:
        other = candidate if chinese else candidate.lower()
        total = len(key) + len(other)
        return 1.0 if total == 0 else round(2 * _lcs(key, other) / total, 9)

    return sorted(candidates, key=lambda c: -similarity(c))[:n]


def test_the_nearest_templates_are_the_closest_by_indel_similarity() -> None:
    """``nearest_templates`` leaves the comparison to RapidFuzz: its answer must be the closest
    ones by the definition (a longest common subsequence computed here), in the same order."""
    from engine.cardlang import _chinese_examples

    english = tuple(text for text, _ in EXAMPLES)
    chinese = _chinese_examples()
    lines = [
        "~ deals 2 damage to each planeswalker.", "Flying, double strikes", "enchant wall",
        "Whenever a creature comes into play, you may draw a card.", "", "x", "{T}: Add {C}{C}.",
        "Exchange control of two target creatures.", "Return all creature cards from your graveyard to play.",
        "~ can't be blocked except by three or more creatures.", "Protection from artifacts",
        "At the beginning of your end step, sacrifice ~.", "Target player shuffles his or her library.",
    ]
    # each example with a word dropped, and two examples run together: near ties and long lines
    for text in english:
        words = text.split()
        lines.append(" ".join(words[:len(words) // 2] + words[len(words) // 2 + 1:]))
    lines += [english[i] + " " + english[-1 - i] for i in range(len(english))]
    for line in lines:
        for n in (1, 3, 5):
            assert nearest_templates(line, n=n) == _every_comparison(line, english, False, n), (line, n)
    for line in list(chinese) + [c[: len(c) // 2] + "，并失去1点生命。" for c in chinese] + ["~对目标生物造成2点伤害，并失去1点生命。"]:
        assert nearest_templates(line, chinese, chinese=True) == _every_comparison(line, chinese, True), line
    assert nearest_templates("anything", n=0) == []


@pytest.mark.parametrize("line", ["Destroy target creature card.", "Return target creature card to its owner's hand.",
                                  "Tap target creature card.", "Put a +1/+1 counter on target creature card.",
                                  "消灭目标生物牌。"])
def test_a_verb_on_permanents_refuses_a_card_target(line: str) -> None:
    """"target creature card" names a card in a graveyard; destroying, tapping or bouncing it would
    find nothing in play, so the line is refused instead of read as an instruction that does nothing
    (a card in a graveyard is moved only by the verbs that say which graveyard)."""
    err = _refusal("Odd Spell", line, is_spell=True)
    assert err.phrase == line


def test_a_card_target_from_a_graveyard_still_reads() -> None:
    """The same target with a verb that takes a card out of a graveyard is a card of the language."""
    ability = parse_card_text("Raise Spell", "Return target creature card from your graveyard to your hand.",
                              is_spell=True).abilities[0]
    assert type(ability.effects[0]).__name__ == "ReturnToHand"
