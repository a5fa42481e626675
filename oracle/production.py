"""``oracle serve --prod``: gunicorn with one worker per CPU, the app loaded once before forking.

Preloading pays jieba's dictionary load and the index open once in the master process; the
workers share those pages instead of each paying about a second at start-up.
"""

from __future__ import annotations

import multiprocessing
import os

from gunicorn.app.base import BaseApplication

from oracle.app import create_app


class OracleServer(BaseApplication):
    def __init__(self, options: dict):
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self):
        from oracle.services import warm_up

        app = create_app()
        with app.app_context():
            warm_up()
        return app


def run_gunicorn(host: str, port: int) -> None:
    workers = int(os.environ.get("ORACLE_WORKERS") or multiprocessing.cpu_count())
    OracleServer({
        "bind": f"{host}:{port}",
        "workers": workers,
        "preload_app": True,
        "timeout": int(os.environ.get("ORACLE_TIMEOUT", "30")),
        "accesslog": os.environ.get("ORACLE_ACCESS_LOG") or None,
    }).run()
