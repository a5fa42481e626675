"""Every setting of the service in one table, read from the environment once and validated.

The table (``SETTINGS``) is the single place a setting is named, typed, given its default and
explained; the README's settings table is checked against it by ``tests/hardening/test_docs.py``.
A bad value stops start-up with a message naming the variable, the value and what it must be,
rather than a traceback or a service that fails every request.

    >>> s = load_settings({"ORACLE_ENGINE_TIME_LIMIT": "1.5"})
    >>> s.engine_time_limit, s.engine_max_steps
    (1.5, 10000)
    >>> load_settings({"ORACLE_ENGINE_TIME_LIMIT": "abc"})
    Traceback (most recent call last):
    ...
    oracle.config.SettingsError: ORACLE_ENGINE_TIME_LIMIT='abc': must be a number greater than 0 (seconds)
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

# Two names the settings need, written here rather than imported: importing the engine or the
# corpus builder costs a quarter of a second, and `oracle search` must start in less than half a
# second (tests/hardening/test_settings.py keeps both equal to their sources).
#: the engine's step bound, ``engine.limits.DEFAULT_MAX_STEPS``
DEFAULT_MAX_STEPS = 10000
#: the corpus database's file name, ``rules_corpus.builder.DB_NAME``
DB_NAME = "oracle.db"

#: gunicorn's worker timeout must leave this many seconds above the engine's time limit
TIMEOUT_MARGIN_S = 5


class SettingsError(ValueError):
    """One or more settings have values the service cannot run with."""


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise ValueError
    return value


def _non_negative_int(text: str) -> int:
    value = int(text)
    if value < 0:
        raise ValueError
    return value


def _positive_float(text: str) -> float:
    value = float(text)
    if not value > 0 or value == float("inf"):
        raise ValueError
    return value


DEFAULT_SAVE_RATE = "20 per minute;200 per hour"


def _rate(text: str) -> str:
    if text == DEFAULT_SAVE_RATE:  # known good; the parser costs a quarter of a second to import
        return text
    from limits import parse_many

    if not parse_many(text):
        raise ValueError
    return text


def _text(text: str) -> str:
    return text


def _public_url(text: str) -> str:
    """An http(s) address with a host and nothing after the path (no query, no fragment)."""
    from urllib.parse import urlsplit

    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise ValueError
    return text.rstrip("/")


@dataclass(frozen=True)
class Setting:
    """One row of the settings table."""

    env: str
    attr: str
    type: str
    default: str
    help: str
    parse: Callable[[str], Any]
    must: str = ""


SETTINGS: tuple[Setting, ...] = (
    Setting("ORACLE_DATA", "data", "path", "var",
            "data directory: the corpus database, the search index and (by default) the saved scenarios",
            _text),
    Setting("ORACLE_SCENARIO_DB", "scenario_db", "path or URL", "",
            "the saved-scenario store: a SQLite file (empty: $ORACLE_DATA/scenarios.db) or a "
            "postgresql:// URL shared by several servers", _text),
    Setting("ORACLE_ENGINE_MAX_STEPS", "engine_max_steps", "integer", str(DEFAULT_MAX_STEPS),
            "engine transitions per resolve before the run stops as a loop (rule 421); the API and the CLI",
            _positive_int, "must be a whole number of at least 1"),
    Setting("ORACLE_ENGINE_TIME_LIMIT", "engine_time_limit", "seconds", "2.0",
            "one deadline for a whole resolve (reading, building, playing); the API and the CLI",
            _positive_float, "must be a number greater than 0 (seconds)"),
    Setting("ORACLE_SAVE_RATE", "save_rate", "rate limits", DEFAULT_SAVE_RATE,
            "saves (POST /api/v1/scenarios) allowed per client address, in Flask-Limiter's notation",
            _rate, "must be rate limits such as '20 per minute;200 per hour'"),
    Setting("ORACLE_RATELIMIT_STORAGE", "ratelimit_storage", "URI", "memory://",
            "where rate-limit counters live (Flask-Limiter storage URI); memory:// counts per worker "
            "process, redis://host:6379 shares counts between workers and servers", _text),
    Setting("ORACLE_PROXY_HOPS", "proxy_hops", "integer", "0",
            "reverse proxies in front of the server whose X-Forwarded-For is trusted for the client address",
            _non_negative_int, "must be a whole number of at least 0"),
    Setting("ORACLE_WORKERS", "workers", "integer", "",
            "gunicorn worker processes for `oracle serve --prod` (empty: one per CPU)",
            _positive_int, "must be a whole number of at least 1"),
    Setting("ORACLE_TIMEOUT", "timeout", "seconds", "30",
            f"gunicorn's worker timeout; at least ORACLE_ENGINE_TIME_LIMIT + {TIMEOUT_MARGIN_S}",
            _positive_int, "must be a whole number of seconds of at least 1"),
    Setting("ORACLE_ACCESS_LOG", "access_log", "path", "",
            "gunicorn's access log (`-` for standard output; empty: none)", _text),
    Setting("ORACLE_PUBLIC_URL", "public_url", "URL", "",
            "the service's public address (https://host[/prefix]) for absolute links: a shared scenario's "
            "link preview, a citation's permalink; empty: those links are relative (never from the Host header)",
            _public_url, "must be an http:// or https:// address with a host and no query or fragment"),
)


@dataclass(frozen=True)
class Settings:
    """The validated settings (attribute names are the table's ``attr`` column)."""

    data: Path
    #: as given; empty means ``$ORACLE_DATA/scenarios.db`` (see ``scenario_store_for``)
    scenario_db: str
    engine_max_steps: int
    engine_time_limit: float
    save_rate: str
    ratelimit_storage: str
    proxy_hops: int
    workers: int
    timeout: int
    access_log: str
    #: empty: absolute links are not made (``oracle.links.public_url``)
    public_url: str

    @property
    def db_path(self) -> Path:
        return self.data / DB_NAME

    def scenario_store_for(self, data: Path) -> str:
        """The store for a data directory: ``ORACLE_SCENARIO_DB`` if set, else ``data/scenarios.db``."""
        return self.scenario_db or str(data / "scenarios.db")


def load_settings(environ: Mapping[str, str] | None = None) -> Settings:
    """Read and check every setting; ``SettingsError`` lists every bad one, not just the first."""
    environ = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    problems: list[str] = []
    for setting in SETTINGS:
        raw = environ.get(setting.env, "").strip()
        text = raw or setting.default
        if not text:
            values[setting.attr] = None
            continue
        try:
            values[setting.attr] = setting.parse(text)
        except (ValueError, TypeError, OverflowError):
            problems.append(f"{setting.env}={raw!r}: {setting.must or 'is not valid'}")
    if not problems and values["timeout"] < values["engine_time_limit"] + TIMEOUT_MARGIN_S:
        problems.append(f"ORACLE_TIMEOUT={values['timeout']}: must be at least ORACLE_ENGINE_TIME_LIMIT + "
                        f"{TIMEOUT_MARGIN_S} ({values['engine_time_limit'] + TIMEOUT_MARGIN_S:g}), so a worker "
                        "is never killed in the middle of a resolve the engine would have stopped itself")
    if problems:
        raise SettingsError("; ".join(problems))
    data = Path(values["data"]).resolve()
    return Settings(
        data=data,
        scenario_db=values["scenario_db"] or "",
        engine_max_steps=values["engine_max_steps"],
        engine_time_limit=values["engine_time_limit"],
        save_rate=values["save_rate"],
        ratelimit_storage=values["ratelimit_storage"],
        proxy_hops=values["proxy_hops"],
        workers=values["workers"] or os.cpu_count() or 1,
        timeout=values["timeout"],
        access_log=values["access_log"] or "",
        public_url=values["public_url"] or "",
    )


@cache
def settings() -> Settings:
    """The process's settings, read once (``settings.cache_clear()`` re-reads, for tests)."""
    return load_settings()


def db_path(data: Path | None = None) -> Path:
    return (data or settings().data) / DB_NAME
