"""Shared fixtures: one corpus database built per test session in a temporary data directory."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Every test app and server the tests start answers one client (127.0.0.1) many engine requests:
# the engine budget is tested with its own small values (tests/hardening/test_budget.py).
os.environ.setdefault("ORACLE_ENGINE_RATE", "1000000 per minute")


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory) -> Path:
    """A fresh data directory with the corpus built into it (never the developer's ./var)."""
    data = tmp_path_factory.mktemp("data")
    from oracle.build import build_all

    build_all(data)
    return data


@pytest.fixture(scope="session")
def store(data_dir):
    from oracle.store import RuleStore

    return RuleStore.open(data_dir / "oracle.db")


@pytest.fixture(scope="session")
def corpus():
    from rules_corpus import build_corpus

    return build_corpus()


@pytest.fixture
def run_oracle(data_dir):
    """Run the real ``oracle`` command line against the test data directory."""

    def run(*args: str, data: Path | None = None) -> subprocess.CompletedProcess:
        env = dict(os.environ, ORACLE_DATA=str(data or data_dir))
        return subprocess.run([sys.executable, "-m", "oracle.cli", *args], capture_output=True, text=True,
                              env=env, cwd=ROOT, timeout=120)

    return run


@pytest.fixture(scope="session")
def app(data_dir, tmp_path_factory):
    """The web app over the test data, with its own saved-scenario store."""
    from oracle import create_app

    scenarios = tmp_path_factory.mktemp("store") / "scenarios.db"
    return create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(scenarios), "TESTING": True,
                       "SAVE_RATE": "10000 per minute"})  # the rate limit has its own tests


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def scenario_results():
    """Every scenario of tests/scenarios resolved with the project's card lookup (the library, then
    the built-in cards): ``(file name, result dict or the EngineError)``."""
    import engine
    from oracle.cards import lookup_card

    out = []
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")):
        try:
            out.append((path.name, engine.resolve(path.read_text(encoding="utf-8"), card_lookup=lookup_card)))
        except engine.EngineError as exc:
            out.append((path.name, exc))
    return out


# ---- the cards benchmark runs in the background (tests/cards/benchmark_runner.py) -----------------
#: whether this session runs the benchmark's tests (set once the tests are collected)
_SESSION: dict[str, bool] = {}


def _is_benchmark(item: pytest.Item) -> bool:
    return item.path.name == "test_benchmark.py" and item.path.parent.name == "cards"


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The benchmark's tests go last: by then its runner, started early, has had the suite's time.
    (Last among the hooks, so that ``-k`` and ``--deselect`` have already dropped what they drop.)"""
    items.sort(key=_is_benchmark)  # stable: every other test keeps its place


def pytest_collection_finish(session: pytest.Session) -> None:
    _SESSION["benchmark"] = any(_is_benchmark(i) for i in session.items)


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Start the benchmark's runner at the session's first test when the session will run the
    benchmark's tests (it takes one core; ``tests/cards/benchmark_runner.py``). An xdist worker
    never starts it at its first test: the controller runs one for all workers, else the worker
    that runs the benchmark's tests starts it when they ask for its result."""
    if _SESSION.get("benchmark") and not hasattr(item.config, "workerinput"):
        from tests.cards import benchmark_runner

        benchmark_runner.start()


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):  # an xdist worker: the controller may run the benchmark
        from tests.cards import benchmark_runner

        benchmark_runner.use_shared(config.workerinput)


def _selects_benchmark(config: pytest.Config) -> bool:
    """Whether the run's paths include the benchmark's tests (the controller does not collect; a
    ``-k`` or ``-m`` selection leaves the start to the worker that runs them)."""
    if config.option.keyword or config.option.markexpr:
        return False
    target = Path(__file__).resolve().parent / "cards" / "test_benchmark.py"
    args = [a.split("::", 1)[0] for a in config.args] or ["."]
    roots = [(Path(config.invocation_params.dir) / a).resolve() for a in args]
    return any(root == target or root in target.parents for root in roots)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """In the xdist controller, for each worker it starts: the one runner's files (started with
    the first worker, in a folder of the session's temporary directory)."""
    from tests.cards import benchmark_runner

    config = node.config
    if "cards_benchmark" not in _SESSION and _selects_benchmark(config):
        folder = Path(tempfile.mkdtemp(prefix="cards-benchmark-"))
        _SESSION["cards_benchmark"] = benchmark_runner.start_shared(folder) or {}
    node.workerinput.update(_SESSION.get("cards_benchmark") or {})


def pytest_sessionfinish(session: pytest.Session) -> None:
    from tests.cards import benchmark_runner

    benchmark_runner.stop()
