"""``oracle serve --prod``: gunicorn with one worker per CPU, the app loaded once before forking.

Preloading pays jieba's dictionary load and the index open once in the master process; the
workers share those pages instead of each paying about a second at start-up. The card language's
parsers (about 1.4 s of CPU for both languages, needed only for card text the parse cache does not
hold) are not built before forking: each worker builds them in a background thread as soon as it is
up, so the server answers rule pages, search and library-card resolves within its start-up target,
and a request that needs a parser meanwhile waits for that build rather than starting another
(``engine.cardlang.prepare_parsers``).
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from gunicorn.app.base import BaseApplication

from engine.cardlang import prepare_parsers
from oracle.app import create_app
from oracle.buffered_worker import BufferingThreadWorker
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
            warm_up(parsers=False)
        return app


#: seconds a worker waits before building the card-text parsers, so that the build (CPU-bound, and
#: sharing the worker's interpreter) does not slow the first answers of a server just started
PARSER_BUILD_DELAY = 1.0


def build_card_parsers(worker: Any) -> None:
    """gunicorn's ``post_worker_init`` hook: the worker builds the card-text parsers in the background."""
    builder = threading.Timer(PARSER_BUILD_DELAY, prepare_parsers)
    builder.name, builder.daemon = "card-parsers", True
    builder.start()


def gunicorn_options(host: str, port: int) -> dict:
    """gunicorn's options from the settings: its worker timeout is validated to sit above the
    engine's time limit (``oracle.config``), so the engine, not gunicorn, stops a long resolve.
    The workers are ``oracle.buffered_worker``'s threaded ones, which read every request whole
    before a thread takes it, so slow clients cannot hold the server."""
    s = settings()
    return {
        "bind": f"{host}:{port}",
        "workers": s.workers,
        "worker_class": f"{BufferingThreadWorker.__module__}.{BufferingThreadWorker.__name__}",
        "threads": s.threads,
        "worker_connections": s.connections,
        "preload_app": True,
        "post_worker_init": build_card_parsers,
        "timeout": s.timeout,
        "graceful_timeout": s.timeout,
        "accesslog": s.access_log or None,
        # gunicorn's control socket (a file in $HOME for its management command) is not used here,
        # and two servers of one user would share its path; a read-only $HOME would log an error
        "control_socket_disable": True,
    }


def run_gunicorn(host: str, port: int) -> None:
    OracleServer(gunicorn_options(host, port)).run()
