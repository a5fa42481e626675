"""The printed English of the older sets with its symbols decoded (``oracle.card_import.printed_symbols``).

The real-file tests read every ``originalText`` of ``../shared/mtgjson`` (skipped with a message
when the files are absent) and write nothing of them here: the strings below are made up for the
test, in the encoding MTGJSON uses.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from oracle.card_import.printed_symbols import decode
from tests.cards.conftest import WHOLE_SET, need_mtgjson


@pytest.mark.parametrize(("stored", "decoded"), [
    ("oc\nT: Add o\nG to your mana pool.", "{T}: Add {G} to your mana pool."),
    ("o3o\nUoo\nU, oc\nT: Draw a card.", "{3}{U}{U}, {T}: Draw a card."),
    ("oo\nB Regenerates", "{B} Regenerates"),
    ("o1,oc\nT: Tap target land.", "{1},{T}: Tap target land."),
    ("Kicker o1o\nR", "Kicker {1}{R}"),
    ("o\nX, oc\nT: Gain X life.", "{X}, {T}: Gain X life."),
    ("o10: Win.", "{10}: Win."),
    ("1o\nRoo\nR: Ping.", "{1}{R}{R}: Ping."),  # a few texts lost the first "o"
    ("o0: Untap it.", "{0}: Untap it."),
])
def test_each_encoded_symbol_is_written_in_braces(stored, decoded):
    assert decode(stored) == decoded


@pytest.mark.parametrize("text", [
    "Echo\nSacrifice an artifact: Draw a card.",  # a word ending in "o" before the next line
    "Put one of them on top or onto the bottom of your library.",
    "Zoo\nBears",
    "o'clock",
    "Pay {2}{U}: Draw a card.",  # the later sets already write braces
    "",
])
def test_ordinary_words_are_left_alone(text):
    assert decode(text) == text


@cache
def _era_texts() -> list[tuple[str, str, str]]:
    """(name, originalText, Oracle text) of every printing in the era's files (read once)."""
    folder = need_mtgjson()
    out = []
    for path in sorted(folder.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            if card.get("originalText"):
                out.append((card["name"], card["originalText"], card.get("text") or ""))
    return out


def _original_texts() -> list[tuple[str, str, str]]:
    rows = _era_texts()
    if not rows:
        pytest.skip(f"no originalText in {need_mtgjson()}")
    return rows


#: what would be left of the encoding: an "o" code outside a word, a tap code, a symbol letter alone
_STRAY = re.compile(r"(?<![A-Za-z'])o+(?:\n[A-Z]|\d)|oc\nT|\no\n")
_WORDS = re.compile(r"[A-Za-z']+")
#: an activated ability's cost at the start of a line
_COST = re.compile(r"^((?:\{[^}]+\})+)(?=[:,])", re.M)


def test_every_printed_text_of_the_era_decodes_cleanly():
    rows = _original_texts()
    changed = 0
    for name, stored, _oracle in rows:
        text = decode(stored)
        changed += text != stored
        assert not _STRAY.search(text), (name, text)
        # outside the symbols, not one word changed ("of", "on", "or", "to", "Echo", ...)
        kept = Counter(_WORDS.findall(re.sub(r"\{[^}]*\}", "", text)))
        before = Counter(_WORDS.findall(stored))
        for word, count in kept.items():
            assert before[word] >= count, (name, word)
        assert all(before[w] == kept[w] for w in ("of", "on", "or", "to", "one", "only", "Echo", "do", "into"))
    # the older sets' texts (some 2,800 distinct ones) carry the encoding; the later ones do not
    assert changed > len(rows) // 10


def test_decoded_costs_are_the_oracle_costs():
    """Where the decoded printed text and the Oracle text both start a line with an activated
    ability's cost, the first printed cost is one of the Oracle costs: nearly always, the rest
    being costs Oracle reworded since (a {T} added, {G}{W} reordered)."""
    agree = differ = 0
    for _name, stored, oracle in _original_texts():
        text = decode(stored)
        if text == stored:
            continue
        printed, current = _COST.findall(text), _COST.findall(oracle)
        if printed and current:
            if printed[0] in current:
                agree += 1
            else:
                differ += 1
    assert agree > 1000 and differ < agree * 0.05, (agree, differ)


def _encoded_card(document: dict[str, Any]) -> dict[str, Any]:
    for card in document["data"]["cards"]:
        text = card.get("originalText") or ""
        if decode(text) != text:
            return card
    pytest.skip(f"no card of {WHOLE_SET} has an encoded symbol")


def test_the_import_parses_and_shows_the_decoded_text(app, import_data, tmp_path):
    from oracle import create_app
    from oracle.card_import.merge import merge, printed
    from oracle.card_import.mtgjson import printings

    card = _encoded_card(import_data["whole"])
    decoded = decode(card["originalText"])
    merged = merge(p for p in printings(need_mtgjson(f"{WHOLE_SET}.json")) if p.card["name"] == card["name"])
    assert printed(merged[card["name"]])["en"]["text"] == decoded.strip()
    # the report names no refused phrase with the encoding in it: the parser read decoded texts
    report = next(s for s in import_data["report"]["sets"] if s["set"] == WHOLE_SET)
    assert not any(_STRAY.search(r["phrase"]) for r in report["refused"] if r["wording"] == "printed_en")
    web = create_app({"DB_PATH": app.config["DB_PATH"], "DATA_DIR": str(import_data["data"]),
                      "SCENARIO_DB": str(tmp_path / "s.db"), "TESTING": True})
    body = web.test_client().get(f"/cards/{card['name']}", query_string={"ui": "en"}).get_data(as_text=True)
    assert html.escape(decoded.split("\n")[0], quote=False) in body
    assert html.escape(card["originalText"].split("\n")[0], quote=False) not in body
