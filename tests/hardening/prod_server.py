"""``oracle serve --prod`` in a subprocess on a free loopback port, for the tests that need the real
server (its workers, its request reading), stopped with its whole process group at the end."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bench.bench_http import stop_server

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def production_server(env: dict[str, str], start_timeout: float = 90,
                      wrapper: list[str] | None = None) -> Iterator[tuple[str, int]]:
    """Yield ``(base_url, port)`` of a started production server with ``env`` over ``os.environ``;
    ``wrapper`` is a command the server's command line is appended to (run in a namespace, say)."""
    port = free_port()
    command = [sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)]
    server = subprocess.Popen([*(wrapper or []), *command],
                              env=dict(os.environ, **env), cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + start_timeout
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(base + "/api/v1/editions", timeout=2).read()
                break
            except OSError:
                if server.poll() is not None:
                    pytest.fail(f"the server exited with {server.returncode} at start-up")
                time.sleep(0.2)
        else:
            pytest.fail("the server did not start")
        yield base, port
    finally:
        stop_server(server)
