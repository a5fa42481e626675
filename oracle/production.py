"""``oracle serve --prod``: gunicorn with one worker per CPU, the app loaded once before forking.

Preloading pays jieba's dictionary load and the index open once in the master process; the
workers share those pages instead of each paying about a second at start-up.
"""

from __future__ import annotations

import sys

from gunicorn.app.base import BaseApplication

from oracle.app import create_app
from oracle.config import settings


class OracleServer(BaseApplication):
    def __init__(self, options: dict):
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self):
        from oracle.scenario_store import StoreUnavailable
        from oracle.services import warm_up

        try:
            app = create_app()
        except StoreUnavailable as exc:
            sys.stderr.write(f"error: {exc}\n")
            sys.exit(2)
        with app.app_context():
            warm_up()
        return app


def gunicorn_options(host: str, port: int) -> dict:
    """gunicorn's options from the settings: its worker timeout is validated to sit above the
    engine's time limit (``oracle.config``), so the engine, not gunicorn, stops a long resolve."""
    s = settings()
    return {
        "bind": f"{host}:{port}",
        "workers": s.workers,
        "preload_app": True,
        "timeout": s.timeout,
        "graceful_timeout": s.timeout,
        "accesslog": s.access_log or None,
    }


def run_gunicorn(host: str, port: int) -> None:
    OracleServer(gunicorn_options(host, port)).run()
