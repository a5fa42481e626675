"""The search page and API: rule numbers redirect, unknown numbers list the nearest, answers above the list."""

from __future__ import annotations

import html
import re


def test_a_rule_number_redirects_to_the_rule_page(client):
    for query in ("420.5c", "rule 420.5c", "規則 420.5c"):
        response = client.get("/search", query_string={"q": query})
        assert response.status_code == 302
        assert response.headers["Location"].endswith("/rules/classic/420.5c")
    assert client.get("/search", query_string={"q": "702.17"}).headers["Location"].endswith("/rules/2009/702.17")


def test_the_api_carries_the_redirect(client):
    answer = client.get("/api/v1/search", query_string={"q": "CR 420.5"}).get_json()
    assert answer["mode"] == "rule_id" and answer["redirect"] == "/rules/classic/420.5"
    assert client.get("/api/v1/search", query_string={"q": "trample"}).get_json()["redirect"] is None


def test_an_unknown_number_shows_the_nearest_rules(client):
    answer = client.get("/api/v1/search", query_string={"q": "420.9"}).get_json()
    assert answer["redirect"] is None and answer["total"] == 0
    near = [n["id"] for n in answer["nearest"]]
    assert near and all(i.startswith("420") for i in near[:2])
    page = client.get("/search", query_string={"q": "999.9", "ui": "en"})
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert "There is no rule 999.9." in text and "Nearest rules:" in text
    assert re.search(r'href="/rules/(classic|2009)/\d{3}', text)


def test_a_question_shows_the_answer_above_the_list_in_the_interface_language(client):
    page = client.get("/search", query_string={"q": "两个同名传奇在场会怎样", "ui": "en"}).get_data(as_text=True)
    answer = page[page.index('class="answer"'):page.index('class="results"')]
    assert "legend" in answer and "/rules/classic/420.5e" in answer
    assert "/scenario?example=legend-rule" in answer         # the gallery lesson that plays it out
    traditional = client.get("/search", query_string={"q": "两个同名传奇在场会怎样", "ui": "zh-Hant"})
    answer = traditional.get_data(as_text=True)
    assert "傳奇" in html.unescape(answer[answer.index('class="answer"'):answer.index('class="results"')])


def test_the_api_answer_has_the_best_rule_and_its_lesson(client):
    best = client.get("/api/v1/search", query_string={"q": "what happens when a player is at 0 life"}).get_json()["best"]
    assert best["id"] in {"420.5a", "102.1"} and best["citation"] == best["id"]
    assert set(best["text"]) == {"zh-Hans", "zh-Hant", "en"}
    assert best["lesson"] and best["lesson"]["url"].startswith("/scenario?example=")


def test_a_chinese_query_marks_the_english_term_and_back(client):
    hit = client.get("/api/v1/search", query_string={"q": "践踏"}).get_json()["results"]
    hit = next(h for h in hit if h["snippet"].get("en"))
    assert re.search(r"<mark>trample", hit["snippet"]["en"], re.IGNORECASE)
    hit = next(h for h in client.get("/api/v1/search", query_string={"q": "trample"}).get_json()["results"]
               if h["snippet"].get("zh-Hant"))
    assert "<mark>践踏" in hit["snippet"]["zh-Hans"] and "<mark>踐踏" in hit["snippet"]["zh-Hant"]


def test_a_correction_can_be_undone_from_the_page(client):
    page = client.get("/search", query_string={"q": "践塔", "ui": "en"}).get_data(as_text=True)
    assert "Showing results for" in page and "Search instead for" in page and "correct=0" in page
    original = client.get("/api/v1/search", query_string={"q": "践塔", "correct": "0"}).get_json()
    assert original["suggestion"] is None


def test_suggestions_carry_the_rule_a_number_leads_to(client):
    data = client.get("/api/v1/suggest", query_string={"q": "420.5c"}).get_json()
    assert data["redirect"] == "/rules/classic/420.5c"
    assert data["suggestions"][0]["url"] == "/rules/classic/420.5c"
