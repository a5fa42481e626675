"""The rulebook pages and their JSON twins through Flask's test client."""

from __future__ import annotations

import re


def visible_text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_home_lists_both_editions_and_keywords(client):
    page = client.get("/").get_data(as_text=True)
    assert "依状态而生的效应" in page and "Keyword Abilities" in page
    assert 'href="/rules/classic/420"' in page
    assert 'href="/rules/classic/502.9"' in page  # the keyword index links trample
    assert 'data-suggest' in page  # the search box suggests as you type


def test_rule_page_and_api_show_the_same_record(client):
    api = client.get("/api/v1/rules/classic/420.5c").get_json()
    assert api["parent"] == "420.5" and api["text"]["zh-Hans"].startswith("一个受到致命伤害")
    page = client.get("/rules/classic/420.5c").get_data(as_text=True)
    text = visible_text(page)
    # the interface language first (Simplified by default), then the other language
    assert api["text"]["zh-Hans"] in text and api["text"]["en"] in text
    assert text.index(api["text"]["zh-Hans"]) < text.index(api["text"]["en"])
    traditional = visible_text(client.get("/rules/classic/420.5c?ui=zh-Hant").get_data(as_text=True))
    # the edition's original script (Simplified for classic) first, then the reader's conversion
    assert traditional.index(api["text"]["zh-Hans"]) < traditional.index(api["text"]["zh-Hant"])
    english = client.get("/rules/classic/420.5c?ui=en").get_data(as_text=True)
    # English first, then the original, then the script last chosen (Traditional, just above)
    order = [visible_text(english).index(api["text"][k]) for k in ("en", "zh-Hans", "zh-Hant")]
    assert order == sorted(order)
    assert "project translation" in english  # provenance of the English
    assert "本项目译文" in page
    assert 'href="/rules/classic/420.5"' in page  # breadcrumb link to the parent
    assert 'data-copy="经典版规则 420.5c\n一个受到致命伤害' in page


def test_cross_reference_and_referenced_by_links(client):
    page = client.get("/rules/classic/104.4").get_data(as_text=True)
    assert 'class="xref" href="/rules/classic/212.3d"' in page
    section = client.get("/rules/classic/420").get_data(as_text=True)
    assert 'href="/rules/classic/102.1"' in section


def test_counterpart_and_title_only_sections(client):
    page = client.get("/rules/classic/502.9").get_data(as_text=True)
    assert 'href="/rules/2009/702.17"' in page
    title_only = client.get("/rules/classic/310").get_data(as_text=True)
    assert "语料中只有本节的标题" in title_only and "本项目撰写的摘要，并非规则原文" in title_only
    english = client.get("/rules/classic/310?ui=en").get_data(as_text=True)
    assert "Only the title of this section is in the corpus" in english
    assert "Project summary, not rule text" in english


def test_2009_rule_shows_official_english(client):
    page = client.get("/rules/2009/702.17b?ui=en").get_data(as_text=True)
    assert "official text" in page and "Example:" in page
    assert 'data-copy="July 2009 rules 702.17b\nThe controller of an attacking creature with trample' in page


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
    assert client.get("/api/v1/editions/nope/toc").status_code == 404


def test_editions_toc_and_refs_api(client):
    editions = client.get("/api/v1/editions").get_json()["editions"]
    assert [e["name"] for e in editions][:2] == ["classic", "2009"]
    toc = client.get("/api/v1/editions/classic/toc").get_json()["toc"]
    assert {"id": "310", "kind": "section"}.items() <= next(t for t in toc if t["id"] == "310").items()
    refs = client.get("/api/v1/refs/classic/102.1").get_json()
    assert refs["refs"][0]["id"] == "420" and refs["refs"][0]["resolved"]


def test_search_page_and_api(client):
    api = client.get("/api/v1/search?q=致命伤害").get_json()
    assert api["results"][0]["id"] == "420.5c"
    page = client.get("/search?q=致命伤害").get_data(as_text=True)
    assert 'href="/rules/classic/420.5c"' in page and "<mark>致命伤害</mark>" in page
    second = client.get("/search?q=伤害&page=2").get_data(as_text=True)
    assert "2 / " in second
    typo = client.get("/search?q=trampel&ui=en").get_data(as_text=True)
    assert "trample" in typo and "Showing results for" in typo


def test_search_errors(client):
    bad = client.get("/api/v1/search?q=")
    assert bad.status_code == 400 and bad.get_json()["error"]["kind"] == "invalid_query"
    assert client.get("/api/v1/search?q=x&limit=abc").status_code == 400
    assert client.get("/api/v1/search?q=x&limit=0").get_json()["error"]["kind"] == "invalid_option"
    assert client.get("/api/v1/search?q=" + "x" * 5000).status_code == 400


def test_suggest(client):
    data = client.get("/api/v1/suggest?q=践踏").get_json()
    assert data["suggestions"] and data["suggestions"][0]["id"] in ("502.9", "702.17")
    assert client.get("/api/v1/suggest?q=").get_json()["suggestions"] == []


def test_glossary_page_and_terms_api(client):
    api = client.get("/api/v1/terms").get_json()
    trample = next(t for t in api["categories"]["keyword"] if t["id"] == "trample")
    assert trample["zh-Hans"] == "践踏" and trample["zh-Hant"] == "踐踏"
    page = client.get("/glossary").get_data(as_text=True)
    assert "踐踏" in page and 'href="/rules/classic/502.9"' in page
    assert 'href="/rules/classic/%E8%87%B4%E5%91%BD%E4%BC%A4%E5%AE%B3"' in page  # the glossary entry 致命伤害
    assert trample["definition"]["id"] == "践踏" and "踩过" in trample["definition"]["text"]["zh-Hans"]


def test_rule_text_carries_term_tooltips(client):
    page = client.get("/rules/classic/420.5c").get_data(as_text=True)
    assert 'title="lethal damage">致命伤害</abbr>' in page
    english = client.get("/rules/2009/702.17b?ui=en").get_data(as_text=True)
    assert 'data-term="trample"' in english and "践踏 / 踐踏" in english


def test_security_headers(client):
    response = client.get("/")
    assert "default-src 'self'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"
    page = response.get_data(as_text=True)
    assert "<script>" not in page and "http://" not in page and "https://" not in page  # no inline or CDN scripts


def test_unknown_paths_and_methods_use_the_error_shape(client):
    missing = client.get("/api/v1/nothing-here")
    assert missing.status_code == 404 and missing.get_json()["error"]["kind"] == "not_found"
    wrong = client.get("/api/v1/resolve")
    assert wrong.status_code == 405 and wrong.get_json()["error"]["kind"] == "method_not_allowed"
    page = client.get("/no/such/page")
    assert page.status_code == 404 and "<h1>404</h1>" in page.get_data(as_text=True)


def test_autoescaping(client):
    page = client.get("/search?q=<script>alert(1)</script>").get_data(as_text=True)
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;" in page
