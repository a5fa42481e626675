"""A real server on 127.0.0.1 and Debian's Chromium driven by Playwright (marked ``browser``)."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def live_server(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("ORACLE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed; .ci/run installs Debian's chromium")
        pytest.skip("no chromium on this machine (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15000)
    yield page
    context.close()


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(15000)
    yield page
    context.close()


@pytest.fixture
def shot():
    """Save a full-page screenshot under tests/artifacts/ (ignored by git) for a person to look at."""

    def take(page, name: str) -> None:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)

    return take


@pytest.fixture
def comparing(app, monkeypatch):
    """A second ruleset to compare with classic (a test double until the 2009 ruleset is registered:
    no mana burn, no Wall rule), and the mana-burn and Wall lessons made lessons that compare them."""
    from oracle.cards import default_library
    from oracle.services import gallery
    from tests.web.compare_doubles import NoBurnWallsAttack, register

    default_library()  # as the server loads it at start-up
    register(monkeypatch, NoBurnWallsAttack)
    with app.app_context():
        lessons = gallery().by_id
    for lesson_id in ("mana-burn", "wall-cant-attack"):
        monkeypatch.setattr(lessons[lesson_id], "compare", ["classic", NoBurnWallsAttack.name])
