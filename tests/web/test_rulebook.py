"""The rulebook as a reader uses it: whole rules on one page, summaries that say what they are,
2009 rules outside the corpus, every page answering, and the glossary with definitions and a filter."""

from __future__ import annotations

import html
import re
from urllib.parse import quote

import pytest


def visible_text(page: str) -> str:
    """What a reader sees: the page without tags, entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", "", page))


def page_text(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.get_data(as_text=True)


def test_every_rule_page_of_every_edition_answers(client, store):
    """Every record of every edition, in the default interface; a sample in the other two."""
    failures = []
    for edition in store.edition_names():
        for i, rule_id in enumerate(store.ids(edition)):
            url = f"/rules/{edition}/{quote(rule_id, safe='')}"
            langs = ["zh-Hans"] + (["zh-Hant", "en"] if i % 25 == 0 else [])
            for ui in langs:
                response = client.get(f"{url}?ui={ui}")
                if response.status_code != 200:
                    failures.append((url, ui, response.status_code))
    assert not failures, failures[:20]
    assert len(store.ids("classic")) > 600 and len(store.ids("2009")) > 100


def test_103_4_page_with_apnap_tooltip(client):
    page = page_text(client, "/rules/classic/103.4?ui=en")
    assert "103.4" in page and 'data-term="apnap"' in page


def test_a_rule_page_holds_every_subrule_and_example_inline(client):
    api = client.get("/api/v1/rules/2009/702.17").get_json()
    page = page_text(client, "/rules/2009/702.17?ui=en")
    text = visible_text(page)
    assert api["children"] == ["702.17a", "702.17b", "702.17c", "702.17d", "702.17e"]
    positions = []
    for child in api["children"]:
        sub = client.get(f"/api/v1/rules/2009/{child}").get_json()
        assert f'id="{child}"' in page and f'href="#{child}"' in page
        assert sub["text"]["en"] in text and sub["text"]["zh-Hant"] in text
        for example in sub["examples"]:
            assert example["en"] in text
        positions.append(text.index(sub["text"]["en"]))
    assert positions == sorted(positions)  # in reading order
    # previous and next, the page title naming the rule, no file offsets for readers
    assert 'rel="prev" href="/rules/2009/702.16"' in page and 'rel="next" href="/rules/2009/702.18"' in page
    assert re.search(r"<title>702\.17 Trample · July 2009 rules", page)
    assert api["source"]["file"] and api["source"]["file"] not in page and "@ " not in text


def test_subrule_page_title_and_neighbours(client):
    page = page_text(client, "/rules/2009/702.17b?ui=en")
    assert "<title>702.17b Trample" in page
    assert 'rel="prev" href="/rules/2009/702.17a"' in page and 'rel="next" href="/rules/2009/702.17c"' in page
    last = page_text(client, "/rules/2009/702.17e")
    assert 'rel="next" href="/rules/2009/702.18"' in last  # reading on past the end of a rule


def test_breadcrumb_in_the_interface_language(client):
    def crumbs(html: str) -> str:
        return visible_text(re.search(r'<nav class="crumbs".*?</nav>', html, re.S).group(0))

    english = crumbs(page_text(client, "/rules/2009/702.17b?ui=en"))
    assert "July 2009 rules" in english and "702 Keyword Abilities" in english and "702.17 Trample" in english
    assert not re.search(r"[\u4e00-\u9fff]", english)
    simplified = crumbs(page_text(client, "/rules/2009/702.17b?ui=zh-Hans"))
    assert "2009年7月版规则" in simplified and "702.17 践踏" in simplified


def test_the_editions_original_script_comes_first(client):
    api = client.get("/api/v1/rules/2009/702.17b").get_json()
    simplified = visible_text(page_text(client, "/rules/2009/702.17b?ui=zh-Hans"))
    original, converted, english = (simplified.index(api["text"][k]) for k in ("zh-Hant", "zh-Hans", "en"))
    assert original < converted < english
    # English interface: English, the original; the reader's script only once he or she chose one
    chose_simplified = visible_text(page_text(client, "/rules/2009/702.17b?ui=en"))
    order = [chose_simplified.index(api["text"][k]) for k in ("en", "zh-Hant", "zh-Hans")]
    assert order == sorted(order)
    fresh = visible_text(page_text(client.application.test_client(), "/rules/2009/702.17b?ui=en"))
    assert fresh.index(api["text"]["en"]) < fresh.index(api["text"]["zh-Hant"])
    assert api["text"]["zh-Hans"] not in fresh
    classic = client.get("/api/v1/rules/classic/420.5c").get_json()
    traditional = visible_text(page_text(client, "/rules/classic/420.5c?ui=zh-Hant"))
    assert traditional.index(classic["text"]["zh-Hans"]) < traditional.index(classic["text"]["zh-Hant"])


def test_copy_citation_has_number_text_and_permalink_in_the_interface_language(client):
    api = client.get("/api/v1/rules/classic/420.5c", headers={"Host": "evil.example"}).get_json()
    # no ORACLE_PUBLIC_URL: the permalink is relative, whatever Host the request names
    assert api["citation_text"]["en"] == (f"Classic rules 420.5c\n{api['text']['en']}\n"
                                          "/rules/classic/420.5c")
    assert api["citation_text"]["zh-Hant"].startswith(f"經典版規則 420.5c\n{api['text']['zh-Hant']}")
    page = page_text(client, "/rules/classic/420.5c?ui=zh-Hant")
    assert 'data-copy="經典版規則 420.5c\n' in page
    summary = client.get("/api/v1/rules/classic/310").get_json()["citation_text"]["en"]
    assert summary.startswith("Classic rules 310 Combat Damage Step\nProject summary, not rule text: ")


TITLE_ONLY = ["3", "216", "217", *[str(n) for n in range(300, 315)], "503", "504", "505", "506", "507"]


@pytest.mark.parametrize("section", TITLE_ONLY)
def test_title_only_sections_carry_a_project_summary(client, section):
    rec = client.get(f"/api/v1/rules/classic/{section}").get_json()
    assert rec["text_in_corpus"] is False and rec["in_corpus"] is True and rec["text"] == {}
    assert rec["summary_source"] == "project"
    assert set(rec["summary"]) == {"zh-Hans", "zh-Hant", "en"} and all(len(t) > 30 for t in rec["summary"].values())
    assert rec["notice"]["en"].startswith("Only the title of this section is in the corpus")


def test_summaries_say_what_the_engine_does(client):
    combat = client.get("/api/v1/rules/classic/310").get_json()["summary"]["en"]
    assert "put on the stack" in combat and "players get priority" in combat and "divides the damage" in combat
    assert "mana burn" in client.get("/api/v1/rules/classic/300").get_json()["summary"]["en"]
    assert "Walls can't attack" in client.get("/api/v1/rules/classic/308").get_json()["summary"]["en"]


OUTSIDE = {"508": "Declare Attackers Step", "509": "Declare Blockers Step", "510": "Combat Damage Step",
           "510.1c": None, "510.1d": None, "704": "State-Based Actions", "302.6": None, "118.3": None,
           "109.2": None, "301": "Artifacts", "303": "Enchantments"}


def test_2009_rules_named_by_the_source_are_records_outside_the_corpus(client, store):
    counterparts = {"510": "310", "704": "420", "302.6": "212.3d", "508": "308", "509": "309"}
    for rule_id, title in OUTSIDE.items():
        rec = store.rule("2009", rule_id)
        assert rec["in_corpus"] is False and rec["text_in_corpus"] is False and rec["text"] == {}
        assert rec["named_by"] == "source" and rec["referenced_by"], rule_id
        assert rec["summary_source"] == "project" and set(rec["summary"]) == {"zh-Hans", "zh-Hant", "en"}
        assert rec["title"].get("en") == title, rule_id
        if rule_id in counterparts:
            assert counterparts[rule_id] in [c["id"] for c in rec["counterparts"]]
    assert store.rule("2009", "510")["title"]["zh-Hant"] == "戰鬥傷害步驟"
    assert store.rule("2009", "510.1c")["parent"] == "510"


def test_outside_corpus_is_said_plainly_in_api_and_page(client):
    api = client.get("/api/v1/rules/2009/704").get_json()
    assert api["in_corpus"] is False
    assert api["notice"]["en"].startswith("Outside this corpus: the 2009 source names this rule")
    assert "702.2c" in api["notice"]["en"] and "不在本语料中" in api["notice"]["zh-Hans"]
    page = page_text(client, "/rules/2009/704?ui=en")
    assert "Outside this corpus" in page and "Project summary, not rule text" in page
    assert 'href="/rules/classic/420"' in page  # the classic counterpart through the concordance
    citing = page_text(client, "/rules/2009/702.2c?ui=en")
    assert 'class="xref" href="/rules/2009/704"' in citing
    classic = page_text(client, "/rules/classic/310?ui=en")
    assert 'href="/rules/2009/510"' in classic


def test_toc_marks_summaries_and_outside_records(client):
    toc = {t["id"]: t for t in client.get("/api/v1/editions/2009/toc").get_json()["toc"]}
    assert toc["510"]["in_corpus"] is False and toc["702"]["in_corpus"] is True
    home = page_text(client, "/?ui=en")
    assert 'href="/rules/2009/510"' in home and "Outside this corpus" in home and "Project summary" in home


def test_glossary_has_definitions_and_a_filter_without_javascript(client):
    full = page_text(client, "/glossary?ui=en")
    assert "Definition" in full and "Trample is a static ability" in full
    for query in ("践踏", "踐踏", "trample", "Trample"):
        html = page_text(client, "/glossary?ui=en&q=" + quote(query))
        assert 'id="term-trample"' in html, query
        assert 'id="term-flying"' not in html, query
        assert re.search(r"\d+ terms, \d+ glossary entries", html)
    by_definition = page_text(client, "/glossary?q=" + quote("踩过"))  # words of the definition only
    assert 'id="term-trample"' in by_definition
    nothing = page_text(client, "/glossary?ui=en&q=zzzqqq")
    assert "Nothing in the glossary matches this filter." in nothing
    assert client.get("/glossary?q=" + "x" * 101).status_code == 400
    api = client.get("/api/v1/terms?q=trample").get_json()
    assert api["total_terms"] == 1 and api["categories"]["keyword"][0]["definition"]["kind"] == "glossary"
    assert "search" not in api["categories"]["keyword"][0]


def test_the_permalink_is_on_the_configured_public_host(data_dir, tmp_path):
    from oracle import create_app

    app = create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(tmp_path / "s.db"),
                      "TESTING": True, "PUBLIC_URL": "https://rules.example/oracle"})
    api = app.test_client().get("/api/v1/rules/classic/420.5c", headers={"Host": "evil.example"}).get_json()
    assert api["permalink"] == "https://rules.example/oracle/rules/classic/420.5c"
    assert api["citation_text"]["zh-Hans"].endswith("\nhttps://rules.example/oracle/rules/classic/420.5c")
