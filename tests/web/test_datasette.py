"""``oracle datasette``: the corpus in Datasette, read-only, queried through its JSON API in process."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytest.importorskip("datasette")

from oracle.browse import make_datasette  # noqa: E402


def fetch(ds, path: str):
    """One in-process request through Datasette's own client, on a loop of its own (another test's
    Playwright may already run an event loop in this thread)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, ds.client.get(path)).result(timeout=60)


@pytest.fixture(scope="module")
def ds(data_dir: Path):
    return make_datasette(data_dir / "oracle.db")


def test_rules_table_as_json(ds, store):
    response = fetch(ds, "/oracle/rules.json?edition=2009&id=510&_shape=objects")
    assert response.status_code == 200
    (row,) = response.json()["rows"]
    assert row["in_corpus"] == 0 and row["summary_source"] == "project"
    assert row["summary"] and "510" == row["id"]


def test_sql_over_references_terms_and_concordance(ds, store):
    sql = ("select target_id, count(*) as n from refs where edition = '2009' and target_id = '509' "
           "group by target_id")
    rows = fetch(ds, "/oracle.json?_shape=array&sql=" + sql.replace(" ", "+")).json()
    expected = store.rule("2009", "509")["referenced_by"]
    assert rows == [{"target_id": "509", "n": len(expected)}]
    trample = fetch(ds, "/oracle/term.json?q=trample&_shape=array").json()
    assert trample[0]["zh-Hant"] == "踐踏"
    pairs = fetch(ds, "/oracle/concordance_titles.json?_shape=array").json()
    assert {"classic": "310", "2009": "510"}.items() <= next(p for p in pairs if p["2009"] == "510").items()


def test_read_only_and_bounded(ds, data_dir):
    before = (data_dir / "oracle.db").read_bytes()
    for sql in ("delete from rules", "update rules set id = 'x'", "drop table rules"):
        response = fetch(ds, "/oracle.json?sql=" + sql.replace(" ", "+"))
        assert response.status_code == 400, sql
    assert (data_dir / "oracle.db").read_bytes() == before
    settings = fetch(ds, "/-/settings.json").json()
    assert settings["sql_time_limit_ms"] <= 2000 and settings["max_returned_rows"] <= 2000


def test_metadata_describes_tables_and_columns(ds):
    meta = fetch(ds, "/-/metadata.json").json()
    rules = meta["databases"]["oracle"]["tables"]["rules"]
    assert "summary" in rules["columns"] and "project" in rules["columns"]["summary"]
    page = fetch(ds, "/oracle/rules")
    assert page.status_code == 200 and "One row per chapter" in page.text


def query(ds, sql: str):
    from urllib.parse import quote

    return fetch(ds, "/oracle.json?_shape=array&sql=" + quote(sql))


def test_a_huge_value_is_refused_by_sqlite_before_it_is_built(ds):
    # randomblob(10**9) used to run 80 s, return 1.33 GB and take the process to 7 GB
    import resource

    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB
    response = query(ds, "select randomblob(1000000000) as b")
    assert response.status_code == 400 and "too big" in response.text
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before < 100_000  # < 100 MB more


def test_many_large_values_are_refused_past_the_result_bound(ds):
    from oracle.browse_bounds import MAX_RESULT_BYTES

    response = query(ds, "select randomblob(900000) as b from rules limit 50")  # 45 MB of values
    assert response.status_code == 400 and f"{MAX_RESULT_BYTES:,} bytes" in response.text
    assert query(ds, "select randomblob(900000) as b from rules limit 5").status_code == 200  # 4.5 MB


def test_every_honest_query_still_fits_the_bounds(ds, data_dir):
    # every rule text of both editions in one value: the corpus's largest result
    import sqlite3

    with sqlite3.connect(f"file:{data_dir / 'oracle.db'}?mode=ro", uri=True) as conn:
        total = conn.execute("select sum(length(text)) + count(*) - 1 from rules").fetchone()[0]
    rows = query(ds, "select length(group_concat(text, char(10))) as n from rules").json()
    assert rows == [{"n": total}]


def test_each_query_is_counted_from_zero(ds):
    # two queries of 6.3 MB each: the bound is per query, not a running total across queries
    sql = "select randomblob(900000) as b from rules limit 7"
    assert [query(ds, sql).status_code for _ in range(3)] == [200, 200, 200]
