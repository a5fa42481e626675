"""The cards benchmark's runner as a background process of the test session.

The runner resolves ~500 small scenarios, each through a new ``oracle resolve`` process: minutes of
CPU that a single-process pytest would otherwise spend waiting, one core idle. So it starts in the
background with the session's first test, one scenario at a time (``--jobs 1``: one core for the
runner, the other for pytest, its live servers and the browser), the benchmark's own tests are
moved to the end of the session (``tests/conftest.py``), and they wait for it there.

Under pytest-xdist (``make test``) every worker collects every test, so a runner started by each
would run the benchmark once per worker, minutes of CPU thrown away on a two-core machine. So the
controller process starts the one runner as the session starts (``start_shared``), writing its
output and then its exit status to files whose paths the workers are given (``workerinput``), and
the worker that runs the benchmark's tests waits for the status file (``result``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT.parent / "shared" / "cards-benchmark"
RUNNER = BENCH / "run.py"

_running: dict[str, tuple[subprocess.Popen, IO[str]]] = {}
#: under xdist, in a worker: the files the controller's runner writes (``use_shared``)
_shared: dict[str, Path] = {}
#: writes the runner's exit status to a file once it ends (the controller does not wait for it)
_WRAP = "import subprocess, sys; rc = subprocess.run(sys.argv[2:]).returncode; open(sys.argv[1], 'w').write(str(rc))"


def _command() -> tuple[list[str], dict[str, str]]:
    # the benchmark measures reading: a cold parser on a shared two-core machine may pass the web
    # app's 2 s limit, so the limit is raised; speed is measured by ``make bench``
    env = dict(os.environ, ORACLE_ENGINE_TIME_LIMIT="60", ORACLE_TIMEOUT="120")
    env.setdefault("ORACLE_DATA", str(ROOT / "var"))
    python = ROOT / ".venv" / "bin" / "python"
    exe = str(python) if python.exists() else sys.executable
    return [exe, str(RUNNER), "--zh", "--reminder", "--jobs", "1"], env


def start_shared(folder: Path) -> dict[str, str] | None:
    """In the xdist controller: start the one runner, its output and exit status going to files in
    ``folder``; the paths for the workers' ``workerinput`` (None when the benchmark is not here)."""
    if "shared" in _running or not RUNNER.exists():
        return None
    command, env = _command()
    out_path, rc_path = folder / "cards-benchmark.out", folder / "cards-benchmark.rc"
    out = out_path.open("w", encoding="utf-8")
    proc = subprocess.Popen([command[0], "-c", _WRAP, str(rc_path), *command], cwd=ROOT, env=env, stdout=out,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    _running["shared"] = (proc, out)
    return {"cards_benchmark_out": str(out_path), "cards_benchmark_rc": str(rc_path)}


def use_shared(workerinput: dict[str, str]) -> None:
    """In an xdist worker: the controller's runner is the one to read."""
    if "cards_benchmark_out" in workerinput:
        _shared["out"] = Path(workerinput["cards_benchmark_out"])
        _shared["rc"] = Path(workerinput["cards_benchmark_rc"])


def start() -> None:
    """Start the runner once in this process (with ``--zh --reminder``: one run measures what
    ``run.py`` and ``run.py --zh`` measure, and the Oracle text with its reminder text), unless
    the xdist controller runs it for the session."""
    if "run" in _running or _shared or not RUNNER.exists():
        return
    command, env = _command()
    out = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
    proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, text=True)
    _running["run"] = (proc, out)


def result(timeout: float = 1800) -> tuple[int, str]:
    """The runner's exit status and output, waiting for it (started here if it was not yet)."""
    if _shared:
        deadline = time.monotonic() + timeout
        while not _shared["rc"].exists() or not _shared["rc"].read_text(encoding="utf-8"):
            if time.monotonic() > deadline:
                raise TimeoutError(f"the cards benchmark's runner did not end in {timeout:.0f} s")
            time.sleep(1)
        return int(_shared["rc"].read_text(encoding="utf-8")), _shared["out"].read_text(encoding="utf-8")
    start()
    proc, out = _running["run"]
    rc = proc.wait(timeout=timeout)
    out.seek(0)
    return rc, out.read()


def stop() -> None:
    """End a runner still going when the session ends (a run stopped early, ``-x``); the shared
    runner with the process group it started."""
    for key in ("run", "shared"):
        if key in _running:
            proc, out = _running.pop(key)
            if proc.poll() is None:
                if key == "shared":
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
                proc.wait()
            out.close()
