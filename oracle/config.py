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
import re
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
#: the search log's file name in the data directory (``oracle.search_log``)
SEARCH_LOG_NAME = "search-log.db"

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
DEFAULT_ENGINE_RATE = "120 per minute;2000 per hour"


#: the plain form of a rate ("20 per minute", "5/second", "100 per 2 hours"), which ``limits`` reads
_PLAIN_RATE = re.compile(r"\s*\d+\s*(?:/|per)\s*(?:\d+\s*)?(?:second|minute|hour|day|month|year)s?\s*", re.IGNORECASE)


def _rate(text: str) -> str:
    # Known good or in the plain form: ``limits``' parser costs a quarter of a second to import,
    # which every CLI command would pay; anything else is left to it.
    if text in (DEFAULT_SAVE_RATE, DEFAULT_ENGINE_RATE) or all(
            _PLAIN_RATE.fullmatch(part) for part in re.split(r"[;,]", text)):
        return text
    from limits import parse_many

    if not parse_many(text):
        raise ValueError
    return text


def _text(text: str) -> str:
    return text


#: the schemes ``limits`` has storages for, and ours (``oracle.rate_storage``); written here, as
#: importing ``limits`` would cost start-up a quarter of a second
RATELIMIT_SCHEMES = ("memory", "oracle+sqlite", "redis", "rediss", "redis+unix", "redis+cluster",
                     "redis+sentinel", "memcached", "mongodb", "mongodb+srv")
#: the storages whose client is the ``redis`` package (the ``redis`` extra)
REDIS_SCHEMES = ("redis", "rediss", "redis+unix", "redis+cluster", "redis+sentinel")


def _storage(text: str) -> str:
    """A rate-limit storage URI of a known scheme, whose client library is installed."""
    from importlib.util import find_spec

    scheme = text.partition("://")[0]
    if "://" not in text or scheme not in RATELIMIT_SCHEMES:
        raise ValueError
    if scheme in REDIS_SCHEMES and find_spec("redis") is None:
        raise ValueError
    return text


_SWITCH = {"on": True, "1": True, "true": True, "yes": True, "off": False, "0": False, "false": False, "no": False}


def _switch(text: str) -> bool:
    """A setting that is on or off, spelled the usual ways (a typo must not silently mean off)."""
    if text.lower() not in _SWITCH:
        raise ValueError(text)
    return _SWITCH[text.lower()]


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
    Setting("ORACLE_RATELIMIT_STORAGE", "ratelimit_storage", "URI", "",
            "where rate-limit counters live (Flask-Limiter storage URI; empty: oracle+sqlite://"
            "$ORACLE_DATA/ratelimits.db, shared by the workers of one server); redis://host:6379 "
            "shares counts between servers, memory:// counts per worker process", _storage,
            "must be a storage URI such as redis://localhost:6379 or memory:// (redis:// needs the "
            "redis client: pip install 'mtg-rules-oracle[redis]')"),
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
    Setting("ORACLE_ENGINE_RATE", "engine_rate", "rate limits", DEFAULT_ENGINE_RATE,
            "engine work allowed per client address, in cost units (validate and legal-actions 1, "
            "resolve and a shared page's first view 2, compare 2 per ruleset), Flask-Limiter's notation",
            _rate, "must be rate limits such as '120 per minute;2000 per hour'"),
    Setting("ORACLE_SEARCH_LOG", "search_log", "on/off", "off",
            "keep the anonymous log of searches that found nothing or were reformulated within 10 s "
            "($ORACLE_DATA/search-log.db, read by `oracle search-log`)", _switch, "must be on or off"),
    Setting("ORACLE_SEARCH_LOG_MAX_ROWS", "search_log_max_rows", "integer", "10000",
            "entries the search log keeps; the oldest are dropped beyond it", _positive_int,
            "must be a whole number of at least 1"),
    Setting("ORACLE_PUBLIC_URL", "public_url", "URL", "",
            "the service's public address (https://host[/prefix]) for absolute links: a shared scenario's "
            "link preview, a citation's permalink; empty: those links are relative (never from the Host header)",
            _public_url, "must be an http:// or https:// address with a host and no query or fragment"),
    Setting("ORACLE_THREADS", "threads", "integer", "4",
            "threads per worker of `oracle serve --prod`: requests one worker answers at once (a rule page "
            "beside a resolve)", _positive_int, "must be a whole number of at least 1"),
    Setting("ORACLE_CONNECTIONS", "connections", "integer", "256",
            "connections one worker holds open at most, requests arriving included (each buffers at most "
            "64 KB of headers and the body cap)", _positive_int, "must be a whole number of at least 1"),
    Setting("ORACLE_HEADER_TIMEOUT", "header_timeout", "seconds", "10",
            "seconds a client has to send a request's line and headers before the server answers 408",
            _positive_float, "must be a number greater than 0 (seconds)"),
    Setting("ORACLE_BODY_TIMEOUT", "body_timeout", "seconds", "30",
            "seconds a client has, after its headers, to send the request's body before the server answers 408",
            _positive_float, "must be a number greater than 0 (seconds)"),
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
    search_log: bool
    search_log_max_rows: int
    #: engine cost units per client address (``oracle.security``)
    engine_rate: str = DEFAULT_ENGINE_RATE
    #: the production server's threads and connections per worker, and its read deadlines
    #: (``oracle.buffered_worker``)
    threads: int = 4
    connections: int = 256
    header_timeout: float = 10.0
    body_timeout: float = 30.0

    @property
    def db_path(self) -> Path:
        return self.data / DB_NAME

    def scenario_store_for(self, data: Path) -> str:
        """The store for a data directory: ``ORACLE_SCENARIO_DB`` if set, else ``data/scenarios.db``."""
        return self.scenario_db or str(data / "scenarios.db")

    def search_log_for(self, data: Path) -> Path:
        """The search log of a data directory (``oracle.search_log``)."""
        return data / SEARCH_LOG_NAME
    def ratelimit_storage_for(self, data: Path) -> str:
        """The counters' storage: ``ORACLE_RATELIMIT_STORAGE`` if set, else a SQLite file in ``data``."""
        return self.ratelimit_storage or f"oracle+sqlite://{data / 'ratelimits.db'}"


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
        ratelimit_storage=values["ratelimit_storage"] or "",
        proxy_hops=values["proxy_hops"],
        workers=values["workers"] or os.cpu_count() or 1,
        timeout=values["timeout"],
        access_log=values["access_log"] or "",
        engine_rate=values["engine_rate"],
        search_log=values["search_log"],
        search_log_max_rows=values["search_log_max_rows"],
        public_url=values["public_url"] or "",
        threads=values["threads"],
        connections=values["connections"],
        header_timeout=values["header_timeout"],
        body_timeout=values["body_timeout"],
    )


@cache
def settings() -> Settings:
    """The process's settings, read once (``settings.cache_clear()`` re-reads, for tests)."""
    return load_settings()


def db_path(data: Path | None = None) -> Path:
    return (data or settings().data) / DB_NAME
