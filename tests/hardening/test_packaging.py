"""The wheel installs and serves pages; every third-party import is a declared dependency."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGES = ("oracle", "engine", "rules_corpus")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))

FETCH = """
import sys, oracle
from oracle import create_app
assert "site-packages" in oracle.__file__ and not oracle.__file__.startswith({root!r}), oracle.__file__
app = create_app({{"DB_PATH": {db!r}, "SCENARIO_DB": {store!r}}})
client = app.test_client()
home = client.get("/?ui=en")
rule = client.get("/rules/classic/420.5c?ui=zh-Hant")
css = client.get("/static/oracle.css")
resolved = client.post("/api/v1/resolve", json={{"scenario": "players: [{{id: A}}, {{id: B}}]\\nstop: main1"}})
print(home.status_code, rule.status_code, css.status_code, resolved.status_code)
print("lang=" + ("en" if 'lang="en"' in home.get_data(as_text=True) else "?"),
      "zh-Hant=" + str('lang="zh-Hant"' in rule.get_data(as_text=True)))
print(oracle.__file__)
"""


def _name(requirement: str) -> str:
    import re

    return re.split(r"[\s<>=!\[;~]", requirement, maxsplit=1)[0].lower().replace("_", "-")


@pytest.mark.server
def test_the_wheel_installs_into_a_fresh_venv_and_serves_pages(tmp_path, data_dir):
    # Build from a copy of the sources, so the checkout gets no build/ or egg-info directories.
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    for package in PACKAGES:
        shutil.copytree(ROOT / package, src / package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
                    "-w", str(wheels), str(src)], check=True, capture_output=True, timeout=300)
    wheel = next(wheels.glob("mtg_rules_oracle-*.whl"))
    shipped = set(zipfile.ZipFile(wheel).namelist())
    # PEP 561: the packages tell type checkers their hints are theirs to read
    assert {f"{package}/py.typed" for package in PACKAGES} <= shipped
    # A fresh venv whose own site-packages gets the wheel; the dependencies come from this venv's
    # site-packages, added after it by a .pth file (its own .pth files, the editable install of
    # the checkout among them, are not processed there).
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--quiet",
                    str(wheel)], check=True, capture_output=True, timeout=300)
    script = FETCH.format(root=str(ROOT), db=str(data_dir / "oracle.db"), store=str(tmp_path / "s.db"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "ORACLE_DATA")}
    run = subprocess.run([str(python), "-c", script], capture_output=True, text=True, timeout=300, cwd=tmp_path,
                         env=env)
    assert run.returncode == 0, run.stderr[-3000:]
    statuses, languages, location = run.stdout.strip().splitlines()
    assert statuses == "200 200 200 200"
    assert languages == "lang=en zh-Hant=True"
    assert str(venv) in location
    cli = subprocess.run([str(venv / "bin" / "oracle"), "--help"], capture_output=True, text=True, env=env,
                         cwd=tmp_path, timeout=60)
    assert cli.returncode == 0 and "resolve" in cli.stdout


def test_every_third_party_import_is_declared():
    declared = {_name(r) for r in PYPROJECT["project"]["dependencies"]}
    optional = {extra: {_name(r) for r in reqs} for extra, reqs in PYPROJECT["project"]["optional-dependencies"].items()}
    distributions = packages_distributions()
    missing = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                else:
                    continue
                for name in names:
                    top = name.split(".")[0]
                    if top in sys.stdlib_module_names or top in PACKAGES:
                        continue
                    dists = {d.lower().replace("_", "-") for d in distributions.get(top, [top])}
                    if not dists & (declared | optional["postgresql"]):
                        missing.append(f"{path.relative_to(ROOT)}: {top}")
    assert missing == []
    # Only the store's PostgreSQL backend may need the optional extra.
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if "psycopg" in path.read_text(encoding="utf-8"):
                assert path.name == "scenario_store.py", path
