"""The rulebook pages and their JSON twins through Flask's test client."""

from __future__ import annotations

import re

import pytest

from oracle import create_app


@pytest.fixture(scope="module")
def client(data_dir):
    app = create_app({"DB_PATH": str(data_dir / "oracle.db"), "TESTING": True})
    return app.test_client()


def test_home_lists_both_editions(client):
    page = client.get("/").get_data(as_text=True)
    assert "依状态而生的效应" in page and "Keyword Abilities" in page
    assert "/rules/classic/420" in page


def test_rule_page_and_api_show_the_same_record(client):
    api = client.get("/api/v1/rules/classic/420.5c").get_json()
    assert api["parent"] == "420.5" and api["text"]["zh-Hans"].startswith("一个受到致命伤害")
    page = client.get("/rules/classic/420.5c").get_data(as_text=True)
    assert api["text"]["zh-Hans"] in re.sub(r"<[^>]+>", "", page)  # the same text, with term tooltips
    assert 'href="/rules/classic/420.5"' in page  # breadcrumb link to the parent


def test_cross_reference_links(client):
    page = client.get("/rules/classic/104.4").get_data(as_text=True)
    assert 'class="xref" href="/rules/classic/212.3d"' in page


def test_unknown_rule_is_a_clean_404(client):
    response = client.get("/api/v1/rules/classic/999.9")
    assert response.status_code == 404
    assert response.get_json()["error"]["kind"] == "unknown_rule"
    html = client.get("/rules/classic/420.5z")
    assert html.status_code == 404 and "420.5a" in html.get_data(as_text=True)
    assert "Traceback" not in html.get_data(as_text=True)


def test_unknown_edition(client):
    response = client.get("/api/v1/rules/nope/420")
    assert response.status_code == 404 and response.get_json()["error"]["kind"] == "unknown_edition"


def test_search_page_and_api(client):
    api = client.get("/api/v1/search?q=致命伤害").get_json()
    assert api["results"][0]["id"] == "420.5c"
    page = client.get("/search?q=致命伤害").get_data(as_text=True)
    assert 'href="/rules/classic/420.5c"' in page and "<mark>致命伤害</mark>" in page
    bad = client.get("/api/v1/search?q=")
    assert bad.status_code == 400 and bad.get_json()["error"]["kind"] == "invalid_query"
    assert client.get("/api/v1/search?q=x&limit=abc").status_code == 400


def test_glossary_page_and_terms_api(client):
    api = client.get("/api/v1/terms").get_json()
    trample = next(t for t in api["categories"]["keyword"] if t["id"] == "trample")
    assert trample["zh-Hans"] == "践踏" and trample["zh-Hant"] == "踐踏"
    page = client.get("/glossary").get_data(as_text=True)
    assert "踐踏" in page and 'href="/rules/classic/502.9"' in page
    assert 'href="/rules/classic/%E8%87%B4%E5%91%BD%E4%BC%A4%E5%AE%B3"' in page  # the glossary entry 致命伤害


def test_rule_text_carries_term_tooltips(client):
    page = client.get("/rules/classic/420.5c").get_data(as_text=True)
    assert 'title="lethal damage">致命伤害</abbr>' in page
    english = client.get("/rules/2009/702.17b").get_data(as_text=True)
    assert 'data-term="trample"' in english and "践踏 / 踐踏" in english
