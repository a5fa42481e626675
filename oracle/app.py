"""The Flask application factory."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Flask

from oracle.config import db_path, env_int


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app; ``config`` overrides settings read from the environment (tests use it).

    Environment: ``ORACLE_DATA`` (data directory), ``ORACLE_ENGINE_MAX_STEPS``,
    ``ORACLE_ENGINE_TIME_LIMIT`` (seconds), ``ORACLE_SCENARIO_DB`` (the saved-scenario store).
    """
    from oracle.errors import register_error_handlers
    from oracle.i18n import init_i18n
    from oracle.security import register_security_headers
    from oracle.services import close_store
    from oracle.views import register_views

    # Templates, static files and the interface catalogs live inside the package, so a wheel serves pages.
    app = Flask(__name__)
    app.config.update(
        DB_PATH=str(db_path()),
        MAX_CONTENT_LENGTH=256 * 1024 + 1024,
        ENGINE_MAX_STEPS=env_int("ORACLE_ENGINE_MAX_STEPS", 5000),
        ENGINE_TIME_LIMIT=float(os.environ.get("ORACLE_ENGINE_TIME_LIMIT") or 2.0),
    )
    app.config.update(config or {})
    app.config.setdefault("DATA_DIR", str(Path(app.config["DB_PATH"]).parent))
    app.config.setdefault("SCENARIO_DB", os.environ.get("ORACLE_SCENARIO_DB")
                          or str(Path(app.config["DATA_DIR"]) / "scenarios.db"))
    app.json.ensure_ascii = False
    app.json.sort_keys = False
    init_i18n(app)
    register_views(app)
    register_error_handlers(app)
    register_security_headers(app)
    app.teardown_appcontext(close_store)

    from oracle.services import glosser

    app.add_template_filter(lambda text: glosser().markup(text), "gloss")
    return app
