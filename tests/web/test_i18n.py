"""Interface languages: every catalog string translated in all three, the compiled catalogs current,
and the language chosen by ?ui=, the cookie or the browser."""

from __future__ import annotations

import io
import re
from pathlib import Path

import opencc
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from oracle.i18n import parse_ui_lang

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "oracle" / "translations"
METHODS = [("oracle/**.py", "python"), ("oracle/templates/**.html", "jinja2")]
KEYWORDS = {"_": None, "gettext": None, "lazy_gettext": None, "ngettext": (1, 2)}


def interface_strings() -> set[str]:
    """Every msgid the code and templates use, found the way `make i18n` finds them."""
    found = set()
    for _file, _line, message, _comments, _context in extract_from_dir(str(ROOT), METHODS, keywords=KEYWORDS):
        found.add(message if isinstance(message, str) else message[0])
    return found


@pytest.mark.parametrize("locale", ["zh_Hans", "zh_Hant", "en"])
def test_every_interface_string_is_translated(locale):
    po = read_po((CATALOGS / locale / "LC_MESSAGES" / "messages.po").open("rb"), locale=locale)
    translated = {m.id: m.string for m in po if m.id}
    used = interface_strings()
    assert used, "no interface strings found: the extraction itself is broken"
    missing = sorted(m for m in used if not translated.get(m))
    assert not missing, f"untranslated in {locale} (run `make i18n`, then translate): {missing}"


@pytest.mark.parametrize("locale", ["zh_Hans", "zh_Hant", "en"])
def test_compiled_catalogs_match_their_sources(locale):
    folder = CATALOGS / locale / "LC_MESSAGES"
    po = {m.id: m.string for m in read_po((folder / "messages.po").open("rb"), locale=locale) if m.id}
    mo = {m.id: m.string for m in read_mo(io.BytesIO((folder / "messages.mo").read_bytes())) if m.id}
    assert mo == po, "messages.mo is stale: run `make i18n`"


def test_traditional_catalog_is_in_traditional_script():
    """Converting to Traditional changes nothing in the zh_Hant catalog (no Simplified leaked in)."""
    to_traditional = opencc.OpenCC("s2hk").convert  # keeps 台, common in Taiwan too
    po = read_po((CATALOGS / "zh_Hant" / "LC_MESSAGES" / "messages.po").open("rb"), locale="zh_Hant")
    leaks = [(m.id, m.string) for m in po if m.id and to_traditional(m.string) != m.string]
    assert not leaks, leaks


def test_parse_ui_lang():
    assert parse_ui_lang("zh-HK") == "zh-Hant" and parse_ui_lang("zh-Hant-TW") == "zh-Hant"
    assert parse_ui_lang("zh-CN") == "zh-Hans" and parse_ui_lang("zh") == "zh-Hans"
    assert parse_ui_lang("en-US") == "en" and parse_ui_lang("de") is None and parse_ui_lang("") is None


def nav(html: str) -> list[str]:
    block = re.search(r'<nav aria-label="[^"]*">(.*?)</nav>', html, re.S).group(1)
    return re.sub(r"<[^>]+>", " ", block).split()


def test_default_is_simplified_and_the_browser_can_ask_for_another(client):
    page = client.get("/").get_data(as_text=True)
    assert '<html lang="zh-Hans">' in page and nav(page)[0] == "搜索"
    tw = client.get("/", headers={"Accept-Language": "zh-TW,zh;q=0.8"}).get_data(as_text=True)
    assert '<html lang="zh-Hant">' in tw and nav(tw)[0] == "搜尋"
    en = client.get("/", headers={"Accept-Language": "en-GB,en;q=0.9"}).get_data(as_text=True)
    assert '<html lang="en">' in en and nav(en)[0] == "Search"


def test_ui_parameter_wins_and_is_remembered(client):
    first = client.get("/glossary?ui=en", headers={"Accept-Language": "zh-CN"})
    assert nav(first.get_data(as_text=True))[0] == "Search"
    assert "ui=en" in first.headers.get("Set-Cookie", "")
    again = client.get("/glossary", headers={"Accept-Language": "zh-CN"}).get_data(as_text=True)
    assert nav(again)[0] == "Search"  # the cookie beats the browser
    assert 'aria-pressed="true" href="/glossary?ui=en"' in again.replace("\n", " ").replace("  ", " ") or \
        re.search(r'lang="en" aria-pressed="true"', again)
    assert "Cookie" in client.get("/").headers.get("Vary", "")


def test_switch_links_keep_the_page_and_its_query(client):
    page = client.get("/search?q=trample").get_data(as_text=True)
    assert re.search(r'href="/search\?q=trample&amp;ui=zh-Hant"', page)
