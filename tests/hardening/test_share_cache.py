"""Shared pages from the store's answer cache: the engine runs for a page's first view only, again
when the engine version changes, never for a stored answer; stores of the older schema keep every
saved scenario and serve it (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from oracle.scenario_store import open_scenario_store, scenario_id
from oracle.share_cache import decode_answer

BOLT = ("turn: {active: A, step: main1, number: 3}\nplayers:\n  - id: A\n    hand: [{card: Lightning Bolt, id: bolt}]\n"
        "    battlefield: [{card: Mountain, id: m1}]\n  - id: B\n    life: 7\nactions:\n"
        "  - cast: {card: bolt, targets: [B]}\nstop: main1\n")


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "scenarios.db")
    return request.getfixturevalue("fresh_postgres")


@pytest.fixture
def resolves(monkeypatch):
    """Every call of the share page's resolve, counted (the real resolve still answers)."""
    import oracle.views.scenarios as views

    calls: list[str] = []
    real = views.resolve_text

    def counted(text, *args, **kwargs):
        calls.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(views, "resolve_text", counted)
    return calls


def make_app(data_dir, target):
    from oracle import create_app

    return create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": target, "TESTING": True,
                       "RATELIMIT_STORAGE_URI": "memory://"})


def answer_rows(target: str) -> list[tuple]:
    sql = "select scenario_id, variant, engine_version, answer from answers"
    if target.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(target) as conn:
            return conn.execute(sql).fetchall()
    with sqlite3.connect(target) as conn:
        return conn.execute(sql).fetchall()


def initial_result_text(response) -> str:
    """The answer a share page embeds for its scripts (``<script id="initial-result">``), as written."""
    page = response.get_data(as_text=True)
    start = page.index('id="initial-result">') + len('id="initial-result">')
    return page[start:page.index("</script>", start)]


def initial_result(response) -> dict:
    return json.loads(initial_result_text(response))


def test_the_answer_contract(target):
    store = open_scenario_store(target, create=True)
    sid = store.save(BOLT)
    assert store.get_answer(sid, "resolve", "v1") is None
    store.put_answer(sid, "resolve", "v1", '{"result": 1}')
    assert store.get_answer(sid, "resolve", "v1") == '{"result": 1}'
    assert store.get_answer(sid, "resolve", "v2") is None  # another engine: not this answer
    assert store.get_answer(sid, "resolve ruleset=revised", "v1") is None  # another variant
    store.put_answer(sid, "resolve", "v2", '{"result": 2}')  # the new engine's answer replaces the old
    assert store.get_answer(sid, "resolve", "v2") == '{"result": 2}' and store.get_answer(sid, "resolve", "v1") is None
    assert len(answer_rows(target)) == 1 and store.get(sid) == BOLT
    store.close()


def test_the_second_view_of_a_shared_page_does_not_resolve_again(target, data_dir, resolves):
    app = make_app(data_dir, target)
    client = app.test_client()
    sid = client.post("/api/v1/scenarios", json={"scenario": BOLT}).get_json()["id"]
    first = client.get(f"/s/{sid}?ui=en")
    assert first.status_code == 200 and len(resolves) == 1
    for _ in range(3):
        again = client.get(f"/s/{sid}?ui=en")
        assert again.status_code == 200
    assert len(resolves) == 1  # the engine ran for the first view only
    [(row_sid, variant, version, answer)] = answer_rows(target)
    stored = decode_answer(answer)
    assert row_sid == sid and variant.startswith("resolve") and stored["error"] is None
    assert stored["result"]["state"]["players"]["B"]["life"] == 4  # the bolt's 3 damage, as resolved
    assert initial_result_text(again) == initial_result_text(first)  # the stored answer, byte for byte
    assert initial_result(again)["state"]["players"]["B"]["life"] == 4
    chinese = client.get(f"/s/{sid}?ui=zh-Hans")  # the stored answer serves every reading language
    assert chinese.status_code == 200 and len(resolves) == 1
    app.extensions["oracle.scenarios"].close()


def test_a_changed_engine_version_recomputes(target, data_dir, resolves, monkeypatch):
    import oracle.share_cache as share_cache

    app = make_app(data_dir, target)
    client = app.test_client()
    sid = client.post("/api/v1/scenarios", json={"scenario": BOLT}).get_json()["id"]
    assert client.get(f"/s/{sid}").status_code == 200 and len(resolves) == 1
    [(_, _, old_version, _)] = answer_rows(target)
    monkeypatch.setattr(share_cache, "engine_version", lambda data=None: "another engine")
    assert client.get(f"/s/{sid}").status_code == 200 and len(resolves) == 2
    assert client.get(f"/s/{sid}").status_code == 200 and len(resolves) == 2
    [(_, _, version, _)] = answer_rows(target)
    assert version == "another engine" != old_version
    app.extensions["oracle.scenarios"].close()


def test_an_answer_that_ran_out_of_time_is_not_kept(tmp_path, data_dir, monkeypatch):
    import oracle.views.scenarios as views
    from engine.limits import time_exceeded

    calls = []

    def out_of_time(text, *args, **kwargs):  # what the engine raises when a resolve passes its deadline
        calls.append(text)
        raise views.engine_error(time_exceeded(), text)

    monkeypatch.setattr(views, "resolve_text", out_of_time)
    target = str(tmp_path / "scenarios.db")
    client = make_app(data_dir, target).test_client()
    sid = client.post("/api/v1/scenarios", json={"scenario": BOLT}).get_json()["id"]
    for _ in range(2):
        assert client.get(f"/s/{sid}").status_code == 200
    assert len(calls) == 2 and answer_rows(target) == []  # how busy the server was is not the answer


def test_an_engine_error_is_kept_as_the_answer(tmp_path, data_dir, resolves):
    target = str(tmp_path / "scenarios.db")
    client = make_app(data_dir, target).test_client()
    text = BOLT.replace("Lightning Bolt", "No Such Card Anywhere")
    sid = client.post("/api/v1/scenarios", json={"scenario": text}).get_json()["id"]
    pages = [client.get(f"/s/{sid}?ui=en").get_data(as_text=True) for _ in range(2)]
    assert len(resolves) == 1 and "error-box" in pages[1]
    [(_, _, _, answer)] = answer_rows(target)
    error = decode_answer(answer)["error"]
    assert error["kind"] in ("invalid_scenario", "unknown_card") and "No Such Card Anywhere" in json.dumps(error)
    assert "text" not in error  # the reader's language is chosen per view, not stored


OLD_SQLITE = ("create table scenarios (id text primary key, text text not null, "
              "created_at text default (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))")
OLD_POSTGRES = "create table scenarios (id text primary key, text text not null, created_at timestamptz not null default now())"


def test_a_store_of_the_old_schema_opens_and_serves(target, data_dir, resolves):
    # the schema as the store made it before the answer cache: one table, no answers
    sid = scenario_id(BOLT)
    if target.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute(OLD_POSTGRES)
            conn.execute("insert into scenarios (id, text) values (%s, %s)", (sid, BOLT))
    else:
        with sqlite3.connect(target) as conn:
            conn.execute(OLD_SQLITE)
            conn.execute("insert into scenarios (id, text) values (?, ?)", (sid, BOLT))
    app = make_app(data_dir, target)  # server start migrates the store in place
    client = app.test_client()
    assert client.get(f"/api/v1/scenarios/{sid}").get_json()["scenario"] == BOLT
    assert client.get(f"/s/{sid}").status_code == 200 and client.get(f"/s/{sid}").status_code == 200
    assert len(resolves) == 1 and len(answer_rows(target)) == 1
    store = app.extensions["oracle.scenarios"]
    assert store.count() == 1 and store.get(sid) == BOLT  # nothing stored was lost or changed
    store.close()


def test_the_engine_version_follows_the_engine_and_the_cards(tmp_path, monkeypatch):
    import oracle.share_cache as share_cache

    base = share_cache.engine_version(tmp_path)
    assert base == share_cache.engine_version(tmp_path) and len(base) == 32
    monkeypatch.setattr("engine.cardlang.version.grammar_version", lambda: "changed engine source")
    assert share_cache.engine_version(tmp_path) != base
    monkeypatch.undo()
    from oracle.card_catalog import DB_FILE

    (tmp_path / DB_FILE).write_bytes(b"imported cards")  # a card imported into the data directory
    assert share_cache.engine_version(tmp_path) != base


def test_a_stored_answer_is_embedded_html_safe(tmp_path, data_dir, resolves):
    # an inline card named to close the page's script: the stored answer must stay inside it
    name = "</script><img src=x onerror=alert(1)>'&"
    text = json.dumps({"players": [{"id": "A", "battlefield": [{"name": name, "id": "x", "types": ["creature"],
                                                                  "mana_cost": "{1}", "power": 1, "toughness": 1}]},
                                   {"id": "B"}], "stop": "main1"})
    client = make_app(data_dir, str(tmp_path / "scenarios.db")).test_client()
    sid = client.post("/api/v1/scenarios", json={"scenario": text}).get_json()["id"]
    first, again = client.get(f"/s/{sid}"), client.get(f"/s/{sid}")
    assert len(resolves) == 1 and first.status_code == again.status_code == 200
    for response in (first, again):
        assert "<img src=x" not in response.get_data(as_text=True)
    assert initial_result(again) == initial_result(first) and name in json.dumps(initial_result(again),
                                                                                 ensure_ascii=False)
