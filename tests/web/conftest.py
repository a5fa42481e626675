"""The app built over the session's test data directory, and a Flask test client."""

from __future__ import annotations

import pytest

from oracle import create_app


@pytest.fixture(scope="session")
def app(data_dir, tmp_path_factory):
    scenarios = tmp_path_factory.mktemp("store") / "scenarios.db"
    return create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(scenarios), "TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()
