"""The cards benchmark's runner as a background process of the test session.

The runner resolves ~500 small scenarios, each through a new ``oracle resolve`` process: minutes of
CPU that a single-process pytest would otherwise spend waiting, one core idle. So it starts in the
background with the session's first test, one scenario at a time (``--jobs 1``: one core for the
runner, the other for pytest, its live servers and the browser), the benchmark's own tests are
moved to the end of the session (``tests/conftest.py``), and they wait for it there.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT.parent / "shared" / "cards-benchmark"
RUNNER = BENCH / "run.py"

_running: dict[str, tuple[subprocess.Popen, IO[str]]] = {}


def start() -> None:
    """Start the runner once (with ``--zh --reminder``: one run measures what ``run.py`` and
    ``run.py --zh`` measure, and the Oracle text with its reminder text)."""
    if "run" in _running or not RUNNER.exists():
        return
    # the benchmark measures reading: a cold parser on a shared two-core machine may pass the web
    # app's 2 s limit, so the limit is raised; speed is measured by ``make bench``
    env = dict(os.environ, ORACLE_ENGINE_TIME_LIMIT="60", ORACLE_TIMEOUT="120")
    env.setdefault("ORACLE_DATA", str(ROOT / "var"))
    python = ROOT / ".venv" / "bin" / "python"
    exe = str(python) if python.exists() else sys.executable
    out = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
    proc = subprocess.Popen([exe, str(RUNNER), "--zh", "--reminder", "--jobs", "1"], cwd=ROOT, env=env, stdout=out,
                            stderr=subprocess.STDOUT, text=True)
    _running["run"] = (proc, out)


def result(timeout: float = 1800) -> tuple[int, str]:
    """The runner's exit status and output, waiting for it (started here if it was not yet)."""
    start()
    proc, out = _running["run"]
    rc = proc.wait(timeout=timeout)
    out.seek(0)
    return rc, out.read()


def stop() -> None:
    """End a runner still going when the session ends (a run stopped early, ``-x``)."""
    if "run" in _running:
        proc, out = _running.pop("run")
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        out.close()
