"""The documentation against the code, in the manner of Datasette's ``test_docs``: every setting,
cap, command-line option, error kind and trace field the code has is documented, and nothing
documented is missing from the code."""

from __future__ import annotations

import re
from pathlib import Path

import click
import pytest

import engine
from engine.limits import Limits
from oracle.cli import main
from oracle.config import SETTINGS

ROOT = Path(__file__).resolve().parent.parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
ENGINE_DOC = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    start = text.index(heading)
    end = text.find("\n## ", start + len(heading))
    return text[start:end if end != -1 else None]


def table_rows(text: str) -> list[list[str]]:
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not set(line) <= set("|- "):
            rows.append([cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))])
    return rows[1:]  # without the header


def unquote(cell: str) -> str:
    return "" if cell == "(empty)" else cell.strip("`")


def test_readme_settings_table_is_the_settings_table():
    rows = {unquote(r[0]): r for r in table_rows(section(README, "## Settings"))}
    assert set(rows) == {s.env for s in SETTINGS}
    for setting in SETTINGS:
        _, kind, default, help_text = rows[setting.env]
        assert kind == setting.type, setting.env
        assert unquote(default) == setting.default, setting.env
        assert help_text, setting.env


def test_readme_limits_table_is_the_engine_caps():
    rows = {unquote(r[0]): r for r in table_rows(section(README, "## Limits"))}
    caps = {name: default for name, default, _ in Limits.describe()}
    assert set(rows) == set(caps) | {"time_limit"}
    for name, default in caps.items():
        assert rows[name][1] == str(default), name


def _commands(group: click.Group, prefix: str = "oracle") -> list[tuple[str, click.Command]]:
    out = []
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            out += _commands(command, f"{prefix} {name}")
        else:
            out.append((f"{prefix} {name}", command))
    return out


@pytest.mark.parametrize("name, command", _commands(main), ids=lambda v: v if isinstance(v, str) else "")
def test_every_command_and_option_is_in_the_readme(name, command):
    cli = section(README, "## Command line")
    row = next((r[0] for r in table_rows(cli) if r[0].startswith(f"`{name}")), None)
    assert row is not None, f"{name} is not in the README's command table"
    for param in command.params:
        if isinstance(param, click.Option) and param.name != "help":
            longest = max(param.opts, key=len)
            assert longest in row, f"{name} {longest} is not in the README"


def test_every_engine_error_kind_is_documented():
    kinds = {cls.kind for cls in (engine.InvalidScenario, engine.IllegalAction, engine.UnsupportedText,
                                  engine.LoopLimit, engine.LimitExceeded)}
    errors = section(ENGINE_DOC, "### Errors")
    documented = {unquote(r[0]) for r in table_rows(errors)}
    assert documented == kinds


def _documented_events() -> set[str]:
    listing = ENGINE_DOC[ENGINE_DOC.index("`steps[].event` names"):ENGINE_DOC.index("* `resolve(..., boards=True)`")]
    return set(re.findall(r"[a-z_]+", listing.split(":", 1)[1]))


def test_every_trace_event_is_documented(scenario_results):
    emitted = {step["event"] for _, result in scenario_results if isinstance(result, dict)
               for step in result["steps"]}
    logged = set()
    for path in (ROOT / "engine").rglob("*.py"):
        logged |= set(re.findall(r'\blog\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert emitted and logged
    assert emitted - _documented_events() == set()
    assert logged - _documented_events() == set()


def test_every_trace_field_is_documented():
    output = section(ENGINE_DOC, "## Output")
    result = engine.resolve("players: [{id: A, battlefield: [{card: Grizzly Bears}]}, {id: B}]\nstop: main1",
                            boards=True)
    fields = set(result) | {f"steps[].{k}" for s in result["steps"] for k in s}
    fields |= {f"state.{k}" for k in result["state"]}
    for field in fields:
        name = field.rsplit(".", 1)[-1]
        assert f'"{name}"' in output or f"`{name}`" in output, f"{field} is not documented in docs/engine.md"
