"""``oracle import-cards`` and the lookup of imported cards (issue 21), on real MTGJSON files.

The session imports ``ARN.json`` whole and a sample of ``M11.json`` (``tests/cards/conftest.py``).
Every expected number is computed here from the files themselves, and every name is picked from
them at test time; nothing of their text is written in this file.
"""

from __future__ import annotations

import html
import json
import shutil
from collections import defaultdict
from typing import Any

import pytest

import engine
from engine.cards import lookup_card as builtin_card
from engine.errors import UnsupportedText
from oracle.card_import.mtgjson import face_of
from oracle.card_import.wordings import printed_english
from tests.cards.conftest import MTGJSON, WHOLE_SET, need_mtgjson

CHINESE = {"Chinese Simplified": "zh-Hans", "Chinese Traditional": "zh-Hant"}


def _by_name(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each distinct card name of a set file -> its first printing (computed without the importer)."""
    out: dict[str, dict[str, Any]] = {}
    for card in document["data"]["cards"]:
        out.setdefault(card["name"], card)
    return out


def _chinese(card: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {CHINESE[f["language"]]: f for f in card.get("foreignData", []) if f["language"] in CHINESE}


def _report(import_data, code: str) -> dict[str, Any]:
    return next(s for s in import_data["report"]["sets"] if s["set"] == code)


def _library_names() -> set[str]:
    from oracle.cards import default_library

    return {c.name for c in default_library().cards}


# ---- the report -------------------------------------------------------------------------------


@pytest.mark.parametrize("which", ["whole", "sample"])
def test_the_report_counts_what_the_file_holds(import_data, which):
    document = import_data[which]
    cards = _by_name(document)
    report = _report(import_data, document["data"]["code"])
    assert report["cards"] == len(cards)
    assert report["oracle"]["cards"] == len(cards)
    # a printed text exists where the file gives one, or where the Oracle text is empty too (vanilla)
    with_en = {n for n, c in cards.items() if c.get("originalText") or not c.get("text")}
    assert report["printed_en"]["cards"] == len(with_en)
    with_zh = {n for n, c in cards.items()
               if "zh-Hans" in _chinese(c) and (_chinese(c)["zh-Hans"].get("text") or not c.get("text"))}
    assert report["printed_zh_hans"]["cards"] == len(with_zh)
    for wording in ("oracle", "printed_en", "printed_zh_hans"):
        refused = [r for r in report["refused"] if r["wording"] == wording]
        assert report[wording]["parsed"] + len(refused) == report[wording]["cards"]
        assert len({r["name"] for r in refused}) == len(refused)
    for refusal in report["refused"]:
        card = cards[refusal["name"]]
        face = face_of(card)  # the printed English as the importer prepared it (an older Aura's type line read)
        prepared = printed_english(face, face["original_text"], face["original_type"])
        source = {"oracle": card.get("text", ""), "printed_en": prepared,
                  "printed_zh_hans": _chinese(card).get("zh-Hans", {}).get("text", "")}[refusal["wording"]]
        first = refusal["phrase"].split(" •")[0]  # a modal spell's bullets are read as one line
        assert first and first in source, refusal
        if refusal["stopped_at"]:
            assert refusal["suggestions"] and all(isinstance(s, str) and s for s in refusal["suggestions"])


def test_the_oracle_count_is_the_engines_own_parse(import_data):
    """The importer's count of Oracle texts read, against ``engine.cardlang.parse_card_text`` card by card."""
    from engine.cardlang import parse_card_text

    parsed = refused = 0
    phrases = {}
    for name, card in _by_name(import_data["whole"]).items():
        try:
            parse_card_text(name, card.get("text", ""), is_spell=bool({"Instant", "Sorcery"} & set(card["types"])))
            parsed += 1
        except UnsupportedText as exc:
            refused += 1
            phrases[name] = exc.phrase
    report = _report(import_data, WHOLE_SET)
    assert report["oracle"]["parsed"] == parsed
    assert {r["name"]: r["phrase"] for r in report["refused"] if r["wording"] == "oracle"} == phrases


def test_the_cli_reports_per_set_and_as_json(import_data, run_oracle, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(import_data["data"], data)
    code = import_data["whole"]["data"]["code"]
    out = run_oracle("import-cards", str(MTGJSON / f"{code}.json"), "--json", data=data)
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert [s["set"] for s in answer["sets"]] == [code]
    assert answer["sets"][0]["cards"] == len(_by_name(import_data["whole"]))
    # a re-import parses nothing: every text is in the parse cache of the data directory
    assert answer["parse"]["parsed"] == 0 and answer["parse"]["cached"] == answer["parse"]["texts"] > 0
    text = run_oracle("import-cards", str(MTGJSON / f"{code}.json"), data=data)
    assert text.returncode == 0, text.stderr
    line = next(ln for ln in text.stdout.splitlines() if ln.startswith(f"{code} "))
    oracle = answer["sets"][0]["oracle"]
    assert f"Oracle {oracle['parsed']}/{oracle['cards']}" in line
    refused = [r for r in answer["sets"][0]["refused"] if r["wording"] == "oracle"]
    if refused:
        assert f"refused {refused[0]['name']} [Oracle]: {refused[0]['phrase']!r}" in text.stdout


# ---- re-import --------------------------------------------------------------------------------


def test_a_reimport_loses_nothing(import_data, tmp_path):
    from oracle.card_catalog import imported_cards
    from oracle.card_import.importer import import_files

    data = tmp_path / "data"
    shutil.copytree(import_data["data"], data)
    before = imported_cards(data)
    count = len(before)
    sample_names = list(_by_name(import_data["sample"]))
    report = import_files([import_data["sample_path"]], data)  # the same set again, alone
    assert report["parse"]["parsed"] == 0
    after = imported_cards(data)
    assert len(after) == count == report["cards"]
    assert all(after.exact(n) is not None for n in sample_names)
    assert all(after.exact(n) is not None for n in _by_name(import_data["whole"]))  # the other set stayed
    assert {s["set"] for s in after.reports()} == {WHOLE_SET, import_data["sample"]["data"]["code"]}


# ---- lookup -----------------------------------------------------------------------------------


def _imported_with_both_scripts(import_data) -> tuple[str, str, str]:
    library = _library_names()
    for name, card in _by_name(import_data["sample"]).items():
        zh = _chinese(card)
        if name not in library and "zh-Hans" in zh and "zh-Hant" in zh and " // " not in name:
            return name, zh["zh-Hans"]["name"], zh["zh-Hant"]["name"]
    pytest.skip("the sample has no card with both Chinese printings outside the library")


def test_an_imported_card_is_found_by_every_name(catalog, import_data):
    from oracle.traditional import to_traditional

    name, hans, hant = _imported_with_both_scripts(import_data)
    for typed in (name, name.upper(), hans, hant, to_traditional(hans)):
        card = catalog.exact(typed)
        assert card is not None and card.name == name, typed
        assert card.source == "import"
    card = catalog.exact(name)
    assert (card.name_zh, card.name_zh_hant) == (hans, hant)
    assert catalog.get(name[:-1] + "x").name == name  # a typo: the closest name
    assert catalog.lookup(hans)["name"] == name


def test_oracle_card_finds_an_imported_card(import_data, run_oracle):
    name, hans, hant = _imported_with_both_scripts(import_data)
    for typed in (hans, hant):
        out = run_oracle("card", typed, data=import_data["data"])
        assert out.returncode == 0, out.stderr
        assert out.stdout.splitlines()[0].startswith(f"{name} (")
        assert "imported from MTGJSON: " in out.stdout
    out = run_oracle("card", name, "--json", data=import_data["data"])
    data = json.loads(out.stdout)
    assert data["source"] == "import" and data["name_zh"] == hans
    assert [p["name"] for p in data["printed"]["zh-Hans"]] == [hans]


def test_the_builder_suggests_imported_cards(app, import_data, tmp_path):
    from oracle import create_app

    name, hans, _ = _imported_with_both_scripts(import_data)
    web = create_app({"DB_PATH": app.config["DB_PATH"], "DATA_DIR": str(import_data["data"]),
                      "SCENARIO_DB": str(tmp_path / "s.db"), "TESTING": True})
    client = web.test_client()
    for typed in (name[:6], hans):
        found = client.get("/api/v1/cards/suggest", query_string={"q": typed}).get_json()["suggestions"]
        assert name in [s["name"] for s in found], typed
        assert next(s for s in found if s["name"] == name)["source"] == "import"
    answer = client.get(f"/api/v1/cards/{hans}").get_json()
    assert answer["name"] == name and answer["source"] == "import"


def test_every_search_finds_an_imported_card_by_each_name(app, import_data, run_oracle, tmp_path):
    """``oracle cards --search``, the card list's search (page and API) and the builder's completion
    find an imported card by its English name, a part of it, and its printed Simplified and
    Traditional names typed in either script."""
    from oracle import create_app
    from oracle.traditional import to_simplified, to_traditional

    name, hans, hant = _imported_with_both_scripts(import_data)
    typed = [name, name.lower()[1:-1], hans, hant, to_traditional(hans), to_simplified(hant)]
    for query in typed:
        out = run_oracle("cards", "--search", query, "--json", data=import_data["data"])
        assert out.returncode == 0, out.stderr
        found = {c["name"]: c for c in json.loads(out.stdout)}
        assert name in found and found[name]["source"] == "import", query
    listed = run_oracle("cards", "--search", hant, data=import_data["data"]).stdout
    assert any(line.startswith(f"{name} (") for line in listed.splitlines()), listed
    # without an import the same search finds nothing of it
    bare = run_oracle("cards", "--search", hans, "--json", data=tmp_path)
    assert name not in {c["name"] for c in json.loads(bare.stdout)}

    web = create_app({"DB_PATH": app.config["DB_PATH"], "DATA_DIR": str(import_data["data"]),
                      "SCENARIO_DB": str(tmp_path / "s.db"), "TESTING": True})
    client = web.test_client()
    for query in typed:
        answer = client.get("/api/v1/cards", query_string={"q": query, "limit": 100}).get_json()
        cards = {c["name"]: c for c in answer["cards"]}
        assert name in cards and cards[name]["source"] == "import", query
        assert cards[name]["names"]["zh-Hans"] == hans and cards[name]["names"]["zh-Hant"] == hant
        suggested = client.get("/api/v1/cards/suggest", query_string={"q": query}).get_json()["suggestions"]
        assert name in [s["name"] for s in suggested], query
        page = client.get("/cards", query_string={"q": query})
        assert page.status_code == 200 and html.escape(name) in page.get_data(as_text=True), query


def test_a_name_the_library_lacks_needs_no_library(import_data, monkeypatch):
    """The import's copy of the library's name keys answers for the library while its files are
    unchanged: an imported card is shown without loading the library; a library name still loads it
    and wins; after a change to the library's files the library itself is asked."""
    from oracle.card_catalog import CardCatalog, imported_cards
    from oracle.card_import import library_names
    from oracle.cards import default_library

    loads: list[int] = []

    def load():
        loads.append(1)
        return default_library()

    name, hans, _ = _imported_with_both_scripts(import_data)
    catalog = CardCatalog(load, imported_cards(import_data["data"]))
    assert catalog.exact(hans).name == name and catalog.lookup(name)["name"] == name
    assert loads == []
    assert getattr(catalog.exact("Lightning Bolt"), "source", "library") == "library" and loads == [1]
    monkeypatch.setattr(library_names, "fingerprint", lambda: "the library changed")
    changed = CardCatalog(load, imported_cards(import_data["data"]))
    assert changed.exact(name).name == name and loads == [1, 1]


def test_without_an_import_only_the_library_answers(import_data, tmp_path):
    from oracle.card_catalog import CardCatalog, imported_cards
    from oracle.cards import default_library

    name, hans, _ = _imported_with_both_scripts(import_data)
    bare = CardCatalog(default_library(), imported_cards(tmp_path))
    assert bare.exact(name) is None and bare.lookup(hans) is None
    assert bare.exact("Lightning Bolt").name == "Lightning Bolt"


def test_the_library_wins_and_shows_the_imported_printing(catalog, import_data):
    library = _library_names()
    both = [(n, c) for n, c in _by_name(import_data["sample"]).items() if n in library and "zh-Hans" in _chinese(c)]
    if not both:
        pytest.skip("the sample has no library card with a Chinese printing")
    name, card = both[0]
    found = catalog.exact(name)
    assert getattr(found, "source", "library") == "library"
    printed = catalog.printed_of(found)
    assert [p["text"] for p in printed["zh-Hans"]] == [_chinese(card)["zh-Hans"]["text"]]


# ---- a card that does not parse, and one that plays --------------------------------------------


def _refused_oracle(import_data) -> dict[str, Any]:
    refused = [r for r in _report(import_data, WHOLE_SET)["refused"] if r["wording"] == "oracle"
               and " // " not in r["name"] and r["name"] not in _library_names()]
    if not refused:
        pytest.skip(f"every Oracle text of {WHOLE_SET} parses")
    return refused[0]


def test_a_card_that_does_not_parse_names_the_phrase(catalog, import_data, run_oracle, client):
    refused = _refused_oracle(import_data)
    card = catalog.exact(refused["name"])
    assert card.abilities is None and card.error["phrase"] == refused["phrase"]
    out = run_oracle("card", refused["name"], data=import_data["data"])
    assert out.returncode == 0 and f"unsupported text: {refused['phrase']!r}" in out.stdout
    scenario = {"players": [{"id": "A", "hand": [{"card": refused["name"], "id": "it"}]}, {"id": "B"}],
                "stop": "main1"}
    with pytest.raises(UnsupportedText) as caught:
        engine.resolve(scenario, card_lookup=catalog.lookup)
    assert caught.value.phrase == refused["phrase"]
    assert caught.value.to_dict()["error"]["at"] == "players[0].hand[0].text"


def _vanilla_creature(import_data) -> dict[str, Any]:
    library = _library_names()
    for which in ("whole", "sample"):
        for name, card in _by_name(import_data[which]).items():
            if (name not in library and not card.get("text") and card["types"] == ["Creature"]
                    and card.get("power", "").isdigit() and int(card["power"]) > 0 and builtin_card(name) is None):
                return card
    pytest.skip("no vanilla creature outside the library in the imported sets")


def test_an_imported_creature_plays_on_a_board(catalog, import_data):
    card = _vanilla_creature(import_data)
    scenario = {"turn": {"active": "A", "step": "declare_attackers", "number": 3},
                "players": [{"id": "A", "battlefield": [{"card": card["name"], "id": "it"}]}, {"id": "B"}],
                "actions": [{"attack": ["it"]}], "stop": "end_of_combat"}
    result = engine.resolve(scenario, card_lookup=catalog.lookup)
    assert result["state"]["players"]["B"]["life"] == 20 - int(card["power"])
    assert result["state"]["players"]["A"]["life"] == 20
    it = next(p for p in result["state"]["battlefield"] if p["id"] == "it")
    assert (it["name"], it["power"], it["tapped"]) == (card["name"], int(card["power"]), True)
    events = {s["event"]: s["rules"] for s in result["steps"]}
    assert "308" in events["attackers_declared"]
    assert "310" in events["combat_damage_on_stack"]  # the classic ruleset: combat damage uses the stack
    assert "310" in events["damage_dealt"]


# ---- the card page ------------------------------------------------------------------------------


def test_the_card_page_shows_the_printed_text_marked_as_printed(app, import_data, tmp_path):
    from oracle import create_app

    name, hans, hant = _imported_with_both_scripts(import_data)
    card = _by_name(import_data["sample"])[name]
    web = create_app({"DB_PATH": app.config["DB_PATH"], "DATA_DIR": str(import_data["data"]),
                      "SCENARIO_DB": str(tmp_path / "s.db"), "TESTING": True})
    client = web.test_client()
    labels = {"en": "printed text", "zh-Hans": "印刷文字", "zh-Hant": "印刷文字"}
    for ui, label in labels.items():
        page = client.get(f"/cards/{name}", query_string={"ui": ui})
        assert page.status_code == 200
        body = page.get_data(as_text=True)
        assert label in body
        for script in ("zh-Hans", "zh-Hant"):
            text = _chinese(card)[script].get("text")
            if text:
                assert html.escape(text, quote=False).split("\n")[0] in body
        if card.get("text"):
            assert html.escape(card["text"], quote=False).split("\n")[0] in body  # the Oracle text
    assert client.get(f"/cards/{hant}").status_code == 302


# ---- the other layouts, and files that are not MTGJSON --------------------------------------------


def _small_sample(import_data, n: int = 6) -> list[dict[str, Any]]:
    return [c for c in import_data["sample"]["data"]["cards"] if " // " not in c["name"]][:n]


def test_all_printings_and_atomic_cards_layouts(import_data, tmp_path):
    from oracle.card_catalog import imported_cards
    from oracle.card_import.importer import import_files

    cards = _small_sample(import_data)
    code = import_data["sample"]["data"]["code"]
    one_set = dict(import_data["sample"]["data"], cards=cards)
    all_printings = tmp_path / "AllPrintings.json"
    all_printings.write_text(json.dumps({"meta": {}, "data": {code: one_set}}), encoding="utf-8")
    atomic = tmp_path / "AtomicCards.json"
    kept = ("name", "manaCost", "types", "subtypes", "supertypes", "power", "toughness", "text", "layout",
            "foreignData", "rulings", "type")
    faces = defaultdict(list)
    for card in cards:
        faces[card["name"]].append({k: card[k] for k in kept if k in card})
    atomic.write_text(json.dumps({"meta": {}, "data": faces}), encoding="utf-8")
    for path, set_code in ((all_printings, code), (atomic, "atomic")):
        data = tmp_path / path.stem
        report = import_files([path], data)
        assert [s["set"] for s in report["sets"]] == [set_code]
        assert report["sets"][0]["cards"] == len(faces)
        found = imported_cards(data)
        for name, (face, *_) in faces.items():
            card = found.exact(name)
            assert card is not None and card.mana_cost == face.get("manaCost", "")
            zh = _chinese(face).get("zh-Hans")
            if zh:
                assert found.exact(zh["name"]).name == name
    # AtomicCards has no printings: no printed wording at all
    assert report["sets"][0]["printed_en"]["cards"] == report["sets"][0]["printed_zh_hans"]["cards"] == 0


@pytest.mark.parametrize("content, problem", [
    (None, "no such file"),
    ("{not json", "is not JSON"),
    ('{"meta": {}, "data": [1, 2]}', "is not an MTGJSON set file"),
    ('{"cards": []}', "is not an MTGJSON set file"),
    ('{"data": {"code": "X", "cards": [{"number": "1"}]}}', "has no name"),
])
def test_a_bad_file_is_refused_clearly(run_oracle, tmp_path, content, problem):
    need_mtgjson()
    path = tmp_path / "cards.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    out = run_oracle("import-cards", str(path), data=data)
    assert out.returncode == 2
    assert out.stderr.startswith(f"error: {path}: ") and problem in out.stderr
    assert "Traceback" not in out.stderr
    assert not (data / "cards-import.db").exists()
    as_json = json.loads(run_oracle("import-cards", str(path), "--json", data=data).stdout)
    assert as_json["error"]["kind"] == "invalid_card_file" and problem in as_json["error"]["message"]["en"]
    assert all(as_json["error"]["message"][lang].startswith(f"{path}：") for lang in ("zh-Hans", "zh-Hant"))


def test_one_bad_file_among_good_ones_writes_nothing(run_oracle, tmp_path, import_data):
    data = tmp_path / "data"
    shutil.copytree(import_data["data"], data)
    before = (data / "cards-import.db").read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    out = run_oracle("import-cards", str(import_data["sample_path"]), str(bad), data=data)
    assert out.returncode == 2 and str(bad) in out.stderr
    assert (data / "cards-import.db").read_bytes() == before
