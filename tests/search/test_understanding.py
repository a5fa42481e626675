"""Query understanding: mixed scripts, digits, question words, slang, senses, typos, consequences."""

from __future__ import annotations

import pytest

from oracle.search import RuleSearcher
from oracle.search.english import stem


@pytest.fixture(scope="module")
def searcher(data_dir):
    return RuleSearcher.open(data_dir)


@pytest.fixture(scope="module")
def read(searcher):
    return searcher.reader.read


def keys(answer):
    return [f"{r['edition']}:{r['id']}" for r in answer["results"]]


@pytest.mark.parametrize("query,term", [
    ("trample的", "trample"), ("pro黑", "protection"), ("X费用的咒语", "variable_x"),
    ("有first strike的生物", "first_strike"), ("flying生物", "flying"), ("token离场", "token"),
])
def test_terms_glued_to_chinese_are_found(read, query, term):
    assert term in read(query).concepts


def test_an_english_form_inside_a_longer_word_is_not_a_term(read):
    assert "flying" not in read("flyingfish").concepts
    assert "tap" not in read("tapestry").concepts


def test_digits_are_kept(read, searcher):
    assert "0" in read("0 life").tokens and "3" in read("受到3点伤害").tokens
    assert keys(searcher.search("0 life"))[0] == "classic:420.5a"


def test_question_words_get_a_low_weight_instead_of_being_dropped(read, searcher):
    plan = read("一个生物能不能阻挡吗")
    low = searcher.weights.question_word
    assert plan.tokens["吗"] == low and plan.tokens["能不能"] == low and plan.tokens["生物"] == 1.0
    english = read("does my creature block")
    assert english.tokens[stem("does")] == low and english.tokens["my"] == low
    assert english.tokens["block"] == 1.0


@pytest.mark.parametrize("query,term,rewritten", [
    ("抽卡", "draw", "抓牌"), ("丢牌", "discard", "弃牌"), ("打脸", "damage", "伤害"), ("送墓", "put_into_graveyard", "坟场"),
    ("解场", "destroy", "消灭"), ("反制", "counter_spell", "反击"), ("竖起来", "untap", "重置"), ("sac", "sacrifice", "sacrifice"),
    ("bounce", "hand", "hand"), ("ping", "damage", "damage"), ("chump block", "block", "block"), ("swing", "attack", "attack"),
    ("burn", "damage", "damage"), ("on the stack", "stack", "stack"), ("抽乾牌庫", "library", "牌库"), ("召喚病", "summoning_sickness", "召唤失调"),
])
def test_slang_is_put_in_the_rules_words_and_names_its_terms(read, query, term, rewritten):
    plan = read(query)
    assert term in plan.concepts
    assert rewritten in plan.text


def test_slang_bridges_languages(searcher):
    """Chinese slang finds an English-only rule: 连击 players call 双击 (double strike, 2009 edition)."""
    assert keys(searcher.search("双击"))[0].startswith("2009:702.4")


def test_a_one_character_slang_word_only_matches_on_its_own(read):
    assert "block" in read("用一个生物挡").concepts
    assert "block" not in read("挡板").concepts


@pytest.mark.parametrize("query,wanted,unwanted", [
    ("counter target spell", "counter_spell", "counter_marker"),
    ("put two counters on a creature", "counter_marker", "counter_spell"),
    ("draw a card from the library", "draw", "draw_game"),
    ("the game is a draw when both lose", "draw_game", "draw"),
    ("cards in play zone", "in_play", "play"),
])
def test_two_meaning_terms_are_told_apart_by_context(read, query, wanted, unwanted):
    concepts = read(query).concepts
    assert wanted in concepts and unwanted not in concepts


@pytest.mark.parametrize("query", ["生物受到致命伤害会怎样", "what happens if a creature has 0 toughness",
                                   "會怎樣", "what if my legend dies"])
def test_what_happens_if_is_a_consequence_question(read, query):
    assert read(query).frame


def test_a_consequence_question_leans_to_rules_that_state_consequences(searcher):
    top = searcher.search("生物防御力为0会怎样")["results"][0]
    assert top["id"] == "420.5b"


def test_english_typos_are_corrected_per_word_even_when_others_match(searcher):
    answer = searcher.search("trampel damage")
    assert answer["corrected"] and answer["suggestion"] == "trample damage"
    top = keys(answer)[0]
    assert top.startswith(("classic:502.9", "2009:702.17")) or top == "classic:践踏"


@pytest.mark.parametrize("typed,fixed", [
    ("践塔", "践踏"),              # a homophone (踏 and 塔 are both ta)
    ("牺性一个生物", "牺牲一个生物"),  # a look-alike (性 for 牲)
    ("召换失调", "召唤失调"),         # a look-alike (换 for 唤)
    ("依状态而升的效应", "依状态而生的效应"),  # a homophone inside a long term
    ("踐塌", "踐踏"),              # Traditional typed, Traditional shown
])
def test_chinese_typos_in_table_words_are_corrected(searcher, typed, fixed):
    answer = searcher.search(typed)
    assert answer["corrected"] and answer["suggestion"] == fixed


@pytest.mark.parametrize("query", ["致命伤害", "一个生物可以阻挡两个攻击者吗", "公开的信息", "trample damage",
                                   "Stone Rain"])
def test_right_spelling_is_left_alone(searcher, query):
    assert searcher.search(query)["suggestion"] is None


def test_correction_can_be_refused(searcher):
    answer = searcher.search("践塔", correct=False)
    assert answer["suggestion"] is None and not answer["corrected"]


def test_empty_headers_fold_into_a_child(searcher):
    """A title-only header (502.9 Trample) lends its title to a child instead of standing as a hit."""
    answer = searcher.search("践踏 阻挡生物被移出战斗", limit=10)
    assert keys(answer)[0] in {"classic:502.9c", "2009:702.17c"}
    assert "classic:502.9" not in keys(answer)
    # A whole title still finds the header itself (its page shows every subrule).
    assert keys(searcher.search("践踏"))[0] == "classic:502.9"


def test_example_text_counts_less_than_rule_text(searcher):
    """'until end of turn' appears in many examples; the rule about durations comes first."""
    assert keys(searcher.search("until end of turn duration"))[0] == "classic:418.3a"


def test_glossary_only_terms_find_their_entry(searcher):
    assert keys(searcher.search("buyback"))[0] == "classic:购回"
    assert keys(searcher.search("返响"))[0] == "classic:返响"


def test_the_segmenter_keeps_table_words_whole(searcher):
    for row in searcher.tables.forms:
        form = row["form"]
        if row["cjk"] and len(form) > 1 and " " not in form and form.isalnum():
            assert searcher.segmenter.cut(form) == [form], form


def test_a_particle_after_a_term_is_not_read_as_a_misspelt_word(read):
    """离场的时候 was corrected to 离场地时候 (场的 → 场地) and so named land."""
    for query, term in (("离场的时候", "leaves_play"), ("进场的时候", "comes_into_play")):
        plan = read(query)
        assert plan.corrections == [] and "land" not in plan.concepts and term in plan.concepts


def test_zone_slang_names_the_zone(read):
    assert "graveyard" in read("生物去坟场").concepts
    assert "hand" in read("被弹进手").concepts or "hand" in read("进手").concepts
    assert "leaves_play" in read("下场").concepts and "comes_into_play" in read("进场").concepts


@pytest.mark.parametrize("query", ["can't block", "不能阻挡的生物", "creature that cannot block"])
def test_a_negated_question_finds_a_rule_that_forbids(read, searcher, store, query):
    """"can't block" is a creature that may not block, not one that can't be blocked; the first
    answer is a rule whose own text says what can't be done."""
    plan = read(query)
    assert plan.negated and "unblockable" not in plan.concepts
    top = searcher.search(query)["results"][0]
    rule = store.rule(top["edition"], top["id"])
    text = " ".join(rule["text"].values())
    assert "can't block" in text or "不能阻挡" in text


def test_a_plain_question_is_not_negated(read):
    assert not read("can a creature with flying block").negated
    assert not read("一个生物能不能阻挡").negated and not read("可不可以阻挡两个").negated
    assert read("能不能阻挡不能被阻挡的生物").negated


def test_a_card_name_stands_for_what_its_text_does(read, searcher):
    """Mogg Fanatic's library text sacrifices it to deal damage: its name asks about those."""
    from oracle.search.card_forms import library_cards

    fanatic = next(c for c in library_cards() if c["name"] == "Mogg Fanatic")
    assert "Sacrifice" in fanatic["text"] and "damage" in fanatic["text"]
    for query in ("Mogg Fanatic's ability", f"{fanatic['name_zh']}的异能"):
        plan = read(query)
        assert {"sacrifice", "damage", "activated_ability"} <= set(plan.concepts)
        assert "card:Mogg Fanatic" in plan.slang
    answer = searcher.search("Mogg Fanatic's ability")
    assert "card:Mogg Fanatic" in answer["understood"]["slang"]


def test_a_one_word_card_name_stays_an_ordinary_word(read):
    """Shock and Fog are everyday words: a card of one English word is not taken as its text."""
    assert not any(s.startswith("card:") for s in read("shock").slang + read("fog").slang)
