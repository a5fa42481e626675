"""The Flask application factory."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from flask import Flask
from flask.json.provider import DefaultJSONProvider

from oracle.config import Settings, settings

if TYPE_CHECKING:
    from oracle.search_log import SearchLog


def config_from(s: Settings) -> dict[str, Any]:
    """The app's config keys for the settings (tests override single keys through ``create_app``)."""
    from oracle.http_framing import max_request_body

    return {
        "DB_PATH": str(s.db_path),
        "DATA_DIR": str(s.data),
        "SCENARIO_DB": s.scenario_store_for(s.data),
        "MAX_CONTENT_LENGTH": max_request_body(),  # oracle.http_framing
        "ENGINE_MAX_STEPS": s.engine_max_steps,
        "ENGINE_TIME_LIMIT": s.engine_time_limit,
        "SAVE_RATE": s.save_rate,
        "RATELIMIT_STORAGE_URI": s.ratelimit_storage_for(s.data),
        "PROXY_HOPS": s.proxy_hops,
        "ENGINE_RATE": s.engine_rate,
        "SEARCH_LOG": s.search_log,
        "SEARCH_LOG_MAX_ROWS": s.search_log_max_rows,
        "SEARCH_LOG_DB": str(s.search_log_for(s.data)),
        "PUBLIC_URL": s.public_url,
    }


def _open_search_log(app: Flask) -> SearchLog | None:
    """The search log when ``SEARCH_LOG`` is on and its file can be made; else None, and the
    server runs without it (a read-only data directory must not stop the search)."""
    from oracle.search_log import SearchLog, SearchLogUnavailable

    if not app.config["SEARCH_LOG"]:
        return None
    log = SearchLog(Path(app.config["SEARCH_LOG_DB"]), max_rows=app.config["SEARCH_LOG_MAX_ROWS"])
    try:
        log.create()
    except SearchLogUnavailable as exc:
        app.logger.warning("search log off: %s", exc)
        return None
    return log


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app from the settings (``oracle.config``); ``config`` overrides app config keys.

    The saved-scenario store is created here, once per server start (before gunicorn forks its
    workers), so no request ever creates a table. A data directory the server cannot write gives a
    read-only store (``oracle.scenario_store.open_for_serving``): saves answer 503, the rest serves.
    """
    from oracle.errors import register_error_handlers
    from oracle.i18n import init_i18n
    from oracle.scenario_store import open_for_serving
    from oracle.security import register_rate_limits, register_security_headers, trust_proxies
    from oracle.services import close_store
    from oracle.views import register_views

    # Templates, static files and the interface catalogs live inside the package, so a wheel serves pages.
    app = Flask(__name__)
    # No redirect from the router: Werkzeug's slash redirects (``//`` merged, ``/x/`` for ``/x``) are
    # absolute URLs built from the request's Host header, and Flask sends them past the error handlers.
    app.url_map.merge_slashes = False
    app.url_map.strict_slashes = False
    overrides = dict(config or {})
    if "DB_PATH" in overrides:  # a database elsewhere: its directory is the data directory
        overrides.setdefault("DATA_DIR", str(Path(overrides["DB_PATH"]).parent))
    if "DATA_DIR" in overrides:
        overrides.setdefault("SCENARIO_DB", settings().scenario_store_for(Path(overrides["DATA_DIR"])))
        overrides.setdefault("RATELIMIT_STORAGE_URI", settings().ratelimit_storage_for(Path(overrides["DATA_DIR"])))
        overrides.setdefault("SEARCH_LOG_DB", str(settings().search_log_for(Path(overrides["DATA_DIR"]))))
    app.config.update(config_from(settings()))
    app.config.update(overrides)
    provider = cast(DefaultJSONProvider, app.json)  # Flask's own provider, whose settings these are
    provider.ensure_ascii = False
    provider.sort_keys = False
    init_i18n(app)
    register_views(app)
    register_error_handlers(app)
    register_security_headers(app)
    register_rate_limits(app)
    trust_proxies(app)
    app.teardown_appcontext(close_store)
    app.extensions["oracle.scenarios"], read_only = open_for_serving(app.config["SCENARIO_DB"])
    if read_only:
        app.logger.warning("the saved-scenario store %s is read-only (%s): rule pages and the engine are "
                           "served, saves answer 503", app.config["SCENARIO_DB"], read_only)
    app.extensions["oracle.search_log"] = _open_search_log(app)

    from oracle.services import glosser

    app.add_template_filter(lambda text: glosser().markup(text), "gloss")
    return app
