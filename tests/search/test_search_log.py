"""The search log (issue 26, item 4): off unless asked for; when on, it keeps searches that found
nothing and searches replaced within 10 s, with no trace of the reader, within its size bound;
`oracle search-log` prints and clears it; a missing, locked or unwritable log never stops a search."""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path

import pytest

from oracle.config import load_settings
from oracle.search_log import MAX_TEXT, WRITES_PER_SECOND, Entry, SearchLog

#: what the reader's browser sends that must never be stored
READER = {"REMOTE_ADDR": "203.0.113.77", "HTTP_USER_AGENT": "AgentSmith/9.9 (secret-ua)",
          "HTTP_X_FORWARDED_FOR": "198.51.100.23"}
COOKIE = ("session", "cookie-id-4711")
#: 2026-12-03 10:00:00 UTC
T0 = 1_796_292_000.0


class Clock:
    """The log's clock, moved by the test instead of waiting."""

    def __init__(self, now: float = T0):
        self.now = now

    def __call__(self) -> float:
        return self.now


def make_app(data_dir: Path, tmp_path: Path, **config):
    from oracle import create_app

    return create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(tmp_path / "scenarios.db"),
                       "TESTING": True, **config})


@pytest.fixture
def log_path(tmp_path: Path) -> Path:
    return tmp_path / "search-log.db"


@pytest.fixture
def logged(data_dir, tmp_path, log_path):
    """An app with the log on, its clock in the test's hands, and a client that looks like a browser."""
    app = make_app(data_dir, tmp_path, SEARCH_LOG=True, SEARCH_LOG_DB=str(log_path))
    clock = Clock()
    app.extensions["oracle.search_log"].clock = clock
    client = app.test_client()
    client.set_cookie(*COOKIE)
    return app, client, clock


def rows(path: Path) -> list[dict]:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute("select * from searches order by id")]
    finally:
        conn.close()


def carried(page: str) -> dict[str, str]:
    """The hidden fields the search page's form sends with the next search."""
    form = page[page.index('<form class="search"'):page.index("</form>")]
    return dict(re.findall(r'<input type="hidden" name="([a-z_]+)" value="([^"]*)">', form))


def search(client, q: str, **params):
    return client.get("/search", query_string={"q": q, "ui": "en", **params}, environ_base=READER)


def test_the_log_is_off_by_default_and_writes_nothing(data_dir, tmp_path):
    assert load_settings({}).search_log is False
    app = make_app(data_dir, tmp_path, DATA_DIR=str(tmp_path), SEARCH_LOG=load_settings({}).search_log)
    app.config["DATA_DIR"] = str(data_dir)  # the search index; the log would have gone to tmp_path
    client = app.test_client()
    page = client.get("/search", query_string={"q": "xyzzyplugh", "ui": "en"})
    assert page.status_code == 200 and "0 results" in page.get_data(as_text=True)
    later = client.get("/search", query_string={"q": "践踏", "prev": "xyzzyplugh", "prev_at": "1", "prev_n": "0"})
    assert later.status_code == 200
    assert client.get("/api/v1/search", query_string={"q": "qqqxzv"}).get_json()["total"] == 0
    assert app.extensions["oracle.search_log"] is None
    assert not (tmp_path / "search-log.db").exists()
    assert carried(later.get_data(as_text=True)) == {}
    assert "search-log-notice" not in later.get_data(as_text=True)


def test_a_bad_setting_stops_start_up_with_a_clear_message():
    with pytest.raises(ValueError, match=r"ORACLE_SEARCH_LOG='maybe': must be on or off"):
        load_settings({"ORACLE_SEARCH_LOG": "maybe"})
    with pytest.raises(ValueError, match=r"ORACLE_SEARCH_LOG_MAX_ROWS='0': must be a whole number"):
        load_settings({"ORACLE_SEARCH_LOG_MAX_ROWS": "0"})
    assert load_settings({"ORACLE_SEARCH_LOG": "ON"}).search_log is True
    assert load_settings({}).search_log_max_rows == 10000


def test_an_empty_result_is_logged_with_its_filters_and_hour(logged, log_path):
    _app, client, _clock = logged
    page = search(client, "xyzzyplugh", edition="classic", section="420")
    assert page.status_code == 200 and "search-log-notice" in page.get_data(as_text=True)
    assert client.get("/api/v1/search", query_string={"q": "420.9"}, environ_base=READER).get_json()["total"] == 0
    assert search(client, "践踏").status_code == 200  # found something, nothing before it: not logged
    stored = [(r["query"], r["edition"], r["lang"], r["section"], r["results"], r["reformulated"], r["hour"])
              for r in rows(log_path)]
    assert stored == [("xyzzyplugh", "classic", "", "420", 0, "", "2026-12-03T10"),
                      ("420.9", "", "", "", 0, "", "2026-12-03T10")]


def test_a_search_within_10_s_logs_the_pair_carried_by_the_page(logged, log_path):
    _app, client, clock = logged
    first = search(client, "trample")
    fields = carried(first.get_data(as_text=True))
    assert fields["prev"] == "trample" and int(fields["prev_n"]) > 0 and fields["prev_at"] == str(int(T0 * 1000))
    clock.now += 9.5
    assert search(client, "践踏", **fields).status_code == 200
    (row,) = rows(log_path)
    assert (row["query"], row["reformulated"], row["results"]) == ("trample", "践踏", int(fields["prev_n"]))


def test_a_search_after_10_s_is_not_a_reformulation(logged, log_path):
    _app, client, clock = logged
    fields = carried(search(client, "trample").get_data(as_text=True))
    clock.now += 10.5
    assert search(client, "践踏", **fields).status_code == 200
    assert rows(log_path) == []


def test_an_empty_search_replaced_in_time_gives_both_entries(logged, log_path):
    _app, client, clock = logged
    fields = carried(search(client, "xyzzyplugh").get_data(as_text=True))
    clock.now += 3
    search(client, "践踏", **fields)
    assert [(r["query"], r["results"], r["reformulated"]) for r in rows(log_path)] == [
        ("xyzzyplugh", 0, ""), ("xyzzyplugh", 0, "践踏")]


@pytest.mark.parametrize("params", [
    {"prev": "trample", "prev_at": "soon", "prev_n": "3"},          # not a time
    {"prev": "trample", "prev_at": str(int(T0 * 1000) + 5000)},      # from the future
    {"prev": "践踏 ", "prev_at": str(int(T0 * 1000))},                # the same query again
    {"prev": "x" * (MAX_TEXT + 1), "prev_at": str(int(T0 * 1000))},  # longer than any query
    {"prev": "", "prev_at": str(int(T0 * 1000))},
])
def test_a_malformed_or_stale_hint_is_ignored_and_the_search_answers(logged, log_path, params):
    _app, client, _clock = logged
    answer = search(client, "践踏", **params)
    assert answer.status_code == 200 and "/rules/" in answer.get_data(as_text=True)
    assert rows(log_path) == []


def test_no_address_cookie_or_user_agent_is_stored(logged, log_path):
    _app, client, clock = logged
    fields = carried(search(client, "xyzzyplugh", lang="en").get_data(as_text=True))
    clock.now += 2
    search(client, "trample", lang="en", **fields)
    client.get("/api/v1/search", query_string={"q": "qqqxzv"}, environ_base=READER)
    stored = rows(log_path)
    assert len(stored) == 3
    assert set(stored[0]) == {"id", "key", "hour", "query", "edition", "lang", "section", "results",
                              "reformulated", "count"}
    secrets = [*READER.values(), "203.0.113", "198.51.100", "AgentSmith", COOKIE[1], "4711", "werkzeug"]
    for row in stored:
        assert isinstance(row["key"], bytes) and len(row["key"]) == 16  # a digest of the columns below
        for column, value in row.items():
            if column != "key":
                assert not any(s.lower() in str(value).lower() for s in secrets), (column, value)
    assert {r["hour"] for r in stored} == {"2026-12-03T10"}  # the hour, nothing finer
    raw = log_path.read_bytes() + (log_path.with_name(log_path.name + "-wal").read_bytes()
                                   if log_path.with_name(log_path.name + "-wal").exists() else b"")
    assert not any(s.encode() in raw for s in secrets)


def test_the_size_bound_holds_and_the_oldest_go_first(data_dir, tmp_path, log_path):
    app = make_app(data_dir, tmp_path, SEARCH_LOG=True, SEARCH_LOG_DB=str(log_path), SEARCH_LOG_MAX_ROWS=5)
    clock = Clock()
    app.extensions["oracle.search_log"].clock = clock
    client = app.test_client()
    for n in range(12):
        clock.now += 1  # a new second each time: the per-second budget is not what is tested here
        assert client.get("/api/v1/search", query_string={"q": f"xyzzy{n}plugh"}).status_code == 200
    assert [r["query"] for r in rows(log_path)] == [f"xyzzy{n}plugh" for n in range(7, 12)]


def test_the_same_search_adds_to_a_count_and_long_text_is_cut(log_path):
    log = SearchLog(log_path, max_rows=3, clock=Clock())
    log.create()
    for _ in range(4):
        assert log.record([Entry("xyzzy", results=0)])
    assert log.record([Entry("q" * 5000, section="4" * 500, results=0, reformulated="r" * 5000)])
    assert [(e["query"], e["count"]) for e in log.summary()][0] == ("xyzzy", 4)
    long = next(r for r in rows(log_path) if r["query"].startswith("q"))
    assert len(long["query"]) == MAX_TEXT and len(long["reformulated"]) == MAX_TEXT and len(long["section"]) == 20
    assert log.rows() == 2


def test_a_flood_in_one_second_writes_at_most_the_budget(log_path):
    clock = Clock()
    log = SearchLog(log_path, clock=clock)
    log.create()
    written = [log.record([Entry(f"junk{n}", results=0)]) for n in range(WRITES_PER_SECOND + 15)]
    assert written.count(True) == WRITES_PER_SECOND and log.rows() == WRITES_PER_SECOND
    clock.now += 1
    assert log.record([Entry("next second", results=0)]) and log.rows() == WRITES_PER_SECOND + 1
    assert not log.record([])  # nothing to write: no transaction


def test_the_command_line_prints_most_frequent_first_and_clears(logged, log_path, run_oracle):
    _app, client, clock = logged
    for _ in range(2):
        clock.now += 1
        search(client, "qqqxzv")
    fields = carried(search(client, "xyzzyplugh").get_data(as_text=True))
    clock.now += 1
    search(client, "践踏", **fields)
    data = log_path.parent
    shown = run_oracle("search-log", "--lang", "en", data=data)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert "3 entries stored" in shown.stdout
    entries = [line.split() for line in lines if re.match(r"\s+\d+\s", line)]
    assert entries[0] == ["2", "qqqxzv", "(0)"]
    assert ["1", "xyzzyplugh", "→", "践踏", "(0)"] in entries and ["1", "xyzzyplugh", "(0)"] in entries
    as_json = json.loads(run_oracle("search-log", "--json", data=data).stdout)
    assert as_json["rows"] == 3 and as_json["entries"][0]["query"] == "qqqxzv" and as_json["entries"][0]["count"] == 2
    assert {e["reformulated"] for e in as_json["entries"]} == {"", "践踏"}
    cleared = run_oracle("search-log", "--clear", "--lang", "zh-Hant", data=data)
    assert cleared.returncode == 0 and "已從搜尋日誌中刪除3筆記錄" in cleared.stdout
    assert rows(log_path) == []
    assert "搜尋日誌為空。" in run_oracle("search-log", "--lang", "zh-Hant", data=data).stdout
    assert search(client, "qqqxzv").status_code == 200 and len(rows(log_path)) == 1  # still written after


def test_the_command_line_on_a_missing_or_broken_log(tmp_path, run_oracle):
    empty = run_oracle("search-log", data=tmp_path)
    assert empty.returncode == 0 and "The search log is empty." in empty.stdout and "搜索日志为空。" in empty.stdout
    assert not (tmp_path / "search-log.db").exists()  # reading never creates it
    (tmp_path / "search-log.db").write_text("not a database", encoding="utf-8")
    broken = run_oracle("search-log", "--json", data=tmp_path)
    assert broken.returncode == 2 and "Traceback" not in broken.stderr
    assert json.loads(broken.stdout)["error"]["kind"] == "search_log_unavailable"
    assert (tmp_path / "search-log.db").read_text(encoding="utf-8") == "not a database"  # left as it was


def test_a_missing_log_does_not_break_search_and_is_not_recreated(logged, log_path):
    _app, client, _clock = logged
    log_path.unlink()
    assert search(client, "xyzzyplugh").status_code == 200
    assert client.get("/api/v1/search", query_string={"q": "qqqxzv"}).status_code == 200
    assert not log_path.exists()


def test_a_log_that_cannot_be_made_leaves_the_server_searching(data_dir, tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the log's directory should be", encoding="utf-8")
    app = make_app(data_dir, tmp_path, SEARCH_LOG=True, SEARCH_LOG_DB=str(blocker / "search-log.db"))
    assert app.extensions["oracle.search_log"] is None
    page = app.test_client().get("/search", query_string={"q": "xyzzyplugh", "ui": "en"})
    assert page.status_code == 200 and carried(page.get_data(as_text=True)) == {}


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through file modes; the locked and missing cases "
                                              "cover the write failing")
def test_a_read_only_log_does_not_break_search(logged, log_path):
    _app, client, _clock = logged
    for path in log_path.parent.glob("search-log.db*"):
        path.chmod(0o444)
    log_path.parent.chmod(0o555)
    try:
        assert search(client, "xyzzyplugh").status_code == 200
    finally:
        log_path.parent.chmod(0o755)
    assert rows(log_path) == []


def test_a_log_locked_by_another_writer_drops_the_entry_not_the_search(logged, log_path):
    _app, client, _clock = logged
    holder = sqlite3.connect(log_path, isolation_level=None)
    holder.execute("begin exclusive")
    try:
        answer = client.get("/api/v1/search", query_string={"q": "xyzzyplugh"})
        assert answer.status_code == 200 and answer.get_json()["total"] == 0
    finally:
        holder.execute("rollback")
        holder.close()
    assert rows(log_path) == []
