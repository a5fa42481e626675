"""Every rule id the engine can cite exists in the corpus of its edition (or is a title-only section)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import all_citations
from engine.rulesets import section_level_citations
from engine.rulesets.classic_citations import CLASSIC

SOURCES = Path(__file__).resolve().parents[2] / "rules_corpus" / "sources"
TITLE_ONLY = {str(n) for n in [216, 217, *range(300, 315), *range(503, 508)]}


@pytest.fixture(scope="module")
def corpus_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(SOURCES.glob("*.txt")))


def test_every_subrule_exists_in_corpus(corpus_text: str) -> None:
    for rule_id in sorted(all_citations("classic") - section_level_citations("classic")):
        pattern = re.escape(rule_id) + r"(?![0-9a-z])"
        assert re.search(pattern, corpus_text), f"{rule_id} not found in the corpus"


def test_section_level_citations_are_sections(corpus_text: str) -> None:
    for rule_id in section_level_citations("classic"):
        assert re.fullmatch(r"\d{3}", rule_id), rule_id
        assert re.search(rf"{rule_id}\. ?\S", corpus_text), f"section {rule_id} has no title in the corpus"
        # title-only sections must never be cited with an invented subrule
        assert rule_id in TITLE_ONLY or re.search(rf"{rule_id}\.1", corpus_text)


def test_title_only_sections_are_flagged() -> None:
    for key, citation in CLASSIC.items():
        if citation.id.split(".")[0] in TITLE_ONLY:
            assert citation.section_level and "." not in citation.id, key


def test_state_based_effect_letters_match_source(corpus_text: str) -> None:
    meaning = {
        "sbe.life_zero": "生命值为0",
        "sbe.toughness_zero": "防御力为0",
        "sbe.lethal_damage": "致命伤害",
        "sbe.illegal_aura": "区域性结界",
        "sbe.legend_rule": "传奇",
        "sbe.token_outside_play": "衍生物",
    }
    for key, phrase in meaning.items():
        rule_id = CLASSIC[key].id
        line = next(line for line in corpus_text.splitlines() if line.startswith(rule_id))
        assert phrase in line, (key, rule_id, line)


def test_unknown_ruleset_is_a_scenario_error_naming_the_known_ones() -> None:
    import engine

    with pytest.raises(engine.InvalidScenario) as info:
        all_citations("2015")
    assert "classic" in info.value.en and "2009" in info.value.en and "2015" in info.value.en
    with pytest.raises(engine.InvalidScenario) as info:
        engine.resolve({"ruleset": "2015", "players": [{"id": "A"}, {"id": "B"}]})
    error = info.value.to_dict()["error"]
    assert error["at"] == "ruleset" and "classic" in error["message"]["en"] and "2009" in error["message"]["zh-Hant"]
