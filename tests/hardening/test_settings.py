"""Settings: read once from one table, validated at start-up with a clear error, the same limits everywhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from oracle.config import SETTINGS, SettingsError, load_settings

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize("name, value, says", [
    ("ORACLE_ENGINE_TIME_LIMIT", "abc", "must be a number greater than 0"),
    ("ORACLE_ENGINE_TIME_LIMIT", "0", "must be a number greater than 0"),
    ("ORACLE_ENGINE_TIME_LIMIT", "-1", "must be a number greater than 0"),
    ("ORACLE_ENGINE_TIME_LIMIT", "inf", "must be a number greater than 0"),
    ("ORACLE_ENGINE_MAX_STEPS", "0", "at least 1"),
    ("ORACLE_ENGINE_MAX_STEPS", "1.5", "at least 1"),
    ("ORACLE_WORKERS", "none", "at least 1"),
    ("ORACLE_PROXY_HOPS", "-1", "at least 0"),
    ("ORACLE_SAVE_RATE", "lots", "rate limits such as"),
    ("ORACLE_TIMEOUT", "3", "at least ORACLE_ENGINE_TIME_LIMIT + 5"),
    ("ORACLE_ENGINE_RATE", "lots", "rate limits such as"),
    ("ORACLE_RATELIMIT_STORAGE", "nowhere", "storage URI such as"),
    ("ORACLE_RATELIMIT_STORAGE", "ftp://counters.example", "storage URI such as"),
])
def test_bad_values_are_refused_naming_the_variable(name, value, says):
    with pytest.raises(SettingsError) as info:
        load_settings({name: value})
    assert f"{name}={value!r}" in str(info.value) or f"{name}={value}" in str(info.value)
    assert says in str(info.value)


def test_every_bad_setting_is_reported_at_once():
    with pytest.raises(SettingsError) as info:
        load_settings({"ORACLE_ENGINE_TIME_LIMIT": "abc", "ORACLE_WORKERS": "0"})
    assert "ORACLE_ENGINE_TIME_LIMIT" in str(info.value) and "ORACLE_WORKERS" in str(info.value)


def test_gunicorn_timeout_sits_above_the_engine_deadline():
    s = load_settings({"ORACLE_ENGINE_TIME_LIMIT": "20", "ORACLE_TIMEOUT": "25"})
    from oracle.production import gunicorn_options

    assert s.timeout >= s.engine_time_limit + 5
    defaults = load_settings({})
    assert defaults.timeout >= defaults.engine_time_limit + 5
    with pytest.raises(SettingsError):
        load_settings({"ORACLE_ENGINE_TIME_LIMIT": "30"})  # the default timeout (30) is then too short
    assert gunicorn_options("127.0.0.1", 1)["timeout"] >= defaults.engine_time_limit + 5


def test_defaults_and_derived_values(tmp_path):
    s = load_settings({"ORACLE_DATA": str(tmp_path)})
    assert s.data == tmp_path.resolve() and s.scenario_store_for(s.data) == str(tmp_path.resolve() / "scenarios.db")
    assert s.workers == (os.cpu_count() or 1)
    assert load_settings({"ORACLE_SCENARIO_DB": "postgresql://h/db"}).scenario_store_for(tmp_path) == "postgresql://h/db"


@pytest.mark.parametrize("args", [["rule", "420.5c"], ["serve"], ["resolve", "-"]])
def test_the_command_line_stops_with_a_clear_message(args, data_dir):
    env = dict(os.environ, ORACLE_DATA=str(data_dir), ORACLE_ENGINE_TIME_LIMIT="abc")
    run = subprocess.run([sys.executable, "-m", "oracle.cli", *args], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=60, input="")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "error: ORACLE_ENGINE_TIME_LIMIT='abc': must be a number greater than 0 (seconds)" in run.stderr


def test_the_api_the_cli_and_the_engine_share_the_step_limit(app, run_oracle, tmp_path):
    import inspect

    import engine
    from engine.limits import DEFAULT_MAX_STEPS
    from oracle import config
    from rules_corpus.builder import DB_NAME

    assert inspect.signature(engine.resolve).parameters["max_steps"].default == DEFAULT_MAX_STEPS
    assert load_settings({}).engine_max_steps == DEFAULT_MAX_STEPS
    # the settings module writes both names itself (importing their sources would slow every command)
    assert config.DEFAULT_MAX_STEPS == DEFAULT_MAX_STEPS and config.DB_NAME == DB_NAME
    # The app fixture reads the same settings (nothing in the test environment overrides them).
    assert app.config["ENGINE_MAX_STEPS"] == load_settings().engine_max_steps
    assert app.config["ENGINE_TIME_LIMIT"] == load_settings().engine_time_limit
    scenario = tmp_path / "long.yaml"
    scenario.write_text("players: [{id: A}, {id: B}]\nstop: {turn: 9, step: cleanup}\n", encoding="utf-8")
    run = run_oracle("resolve", str(scenario), "--json", "--max-steps", "5")
    assert run.returncode == 2 and '"kind": "loop"' in run.stdout and "421" in run.stdout
    slow = run_oracle("resolve", str(scenario), "--json", "--time-limit", "0.000000001")
    assert slow.returncode == 2 and '"limit": "time_limit"' in slow.stdout


def test_the_table_is_the_only_reader_of_the_environment():
    # Outside the settings table, no module of the app reads ORACLE_* variables itself.
    readers = []
    for path in (ROOT / "oracle").rglob("*.py"):
        if path.name == "config.py" or "search" in path.parts:  # search keeps jieba's cache by ORACLE_DATA
            continue
        text = path.read_text(encoding="utf-8")
        if "os.environ" in text or "getenv" in text:
            readers.append(path.name)
    assert readers == []
    assert len({s.env for s in SETTINGS}) == len(SETTINGS)
