"""The Flask application factory."""

from __future__ import annotations

from typing import Any

from flask import Flask


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app; ``config`` overrides settings read from the environment (tests use it)."""
    from pathlib import Path

    from oracle.config import db_path
    from oracle.web import register

    root = Path(__file__).resolve().parent.parent
    app = Flask(__name__, template_folder=str(root / "templates"), static_folder=str(root / "static"))
    app.config.update(DB_PATH=str(db_path()), MAX_CONTENT_LENGTH=256 * 1024, JSON_AS_ASCII=False)
    app.config.update(config or {})
    app.config.setdefault("DATA_DIR", str(Path(app.config["DB_PATH"]).parent))
    app.json.ensure_ascii = False
    register(app)
    return app
