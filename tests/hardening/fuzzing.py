"""Property-based fuzzing of scenario input: mutations of the suite's own scenarios.

Hypothesis mutates the scenarios of ``tests/scenarios`` three ways: edits of the YAML text
(YAML syntax, tags, aliases, huge numbers, control characters), edits of the parsed tree
(a value replaced by any JSON-like value, a key removed or renamed, a list grown), and edits of
the HTTP request (JSON wrapper, content type, a lone surrogate, deep JSON nesting). Each case is
resolved by the engine and by the web API, and the property is that only documented outcomes
occur:

- the engine returns a trace, or raises an ``EngineError`` of a documented kind whose
  ``to_dict()`` is JSON; an ``invalid_scenario`` error says where (``at`` is not ``None``);
  a successful resolve gives the same JSON twice (determinism);
- the API answers 200, or an error of the documented shape with a documented status and kind:
  never 500.

``tests/hardening/test_fuzz.py`` runs it for about a minute in the suite; ``make fuzz`` runs
``python tests/hardening/fuzzing.py --seconds N`` and prints cases run, outcomes by kind and any
crash (exit 1 on a crash).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:  # run as a script by ``make fuzz``
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402

SEEDS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))]
TREES = [yaml.safe_load(text) for text in SEEDS]

#: the error kinds docs/engine.md documents for the engine, and the API's own ones
ENGINE_KINDS = {"invalid_scenario", "illegal_action", "unsupported_text", "loop", "limit_exceeded"}
API_OUTCOMES = {
    400: {"invalid_request", "invalid_scenario"},
    413: {"too_large", "request_entity_too_large", "limit_exceeded"},
    415: {"unsupported_media_type"},
    422: ENGINE_KINDS,
    429: {"rate_limited"},
}

SNIPPETS = [
    "!!float abc", "!!timestamp abc", "!!int x", "!!binary zz", "!!set {a, b}", "!!python/object:os.system x",
    "!!str", "!!map", "!!seq", "&a ", "*a", "*b", "<<: *a", "&a [*a]", "{", "}", "[", "]", ": ", "- ", "\n",
    "\n  ", "\n    - ", "\t", "'", '"', "9" * 40, "9" * 5000, "-1", "-99999", "0x1F", "0o17", "1e999", ".nan",
    "-.inf", "null", "~", "yes", "no", "2001-13-45", "2001-01-01", "? ", "|", ">", "#", "%YAML 1.1", "---",
    "...", "@", "`", '"\\ud800"', "\\ud800", "\x00", "\x07", "\x85", "\ufeff", "\u2028", "é", "践踏", "闪电击",
    "mode: 2", "attached_to: {}", "blocking: []", "library: 1000000000", "x: 100000", "[" * 200, "{a: " * 50,
    "card: Lightning Bolt", "card: Shivan Dragon", "text: Flying", "types: [creature]", "power: -5",
    "step: combat_damage", "stop: {turn: 99999, step: cleanup}", "turn: {number: 0}", "player: C",
]
FIELD_NAMES = [
    "players", "actions", "turn", "stop", "ruleset", "id", "life", "poison", "library", "hand", "graveyard",
    "battlefield", "card", "name", "types", "subtypes", "power", "toughness", "text", "mana_cost", "colors",
    "tapped", "damage", "counters", "attached_to", "attacking", "blocking", "controller", "timestamp", "token",
    "attack", "block", "cast", "activate", "assign", "play", "trigger", "choose", "targets", "mode", "x",
    "divide", "pay", "source", "ability", "step", "number", "active", "discard", "sacrifice", "decline",
]
WORDS = ["A", "B", "C", "bears", "bolt", "m1", "main1", "combat_damage", "cleanup", "empty", "Grizzly Bears",
         "Lightning Bolt", "creature", "instant", "land", "{R}", "{X}{R}", "+1/+1", "red", "践踏", ""]

scalars = (st.none() | st.booleans() | st.integers(-(2 ** 70), 2 ** 70) | st.integers(-3, 30)
           | st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(WORDS) | st.text(max_size=12))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.sampled_from(FIELD_NAMES) | st.text(max_size=6), inner, max_size=4),
                      max_leaves=12)


def _paths(tree: Any) -> list[tuple]:
    """Every path into the tree (keys and indexes), the root included, without recursion."""
    out, todo = [], [((), tree)]
    while todo:
        path, value = todo.pop()
        out.append(path)
        if isinstance(value, dict):
            todo.extend(((*path, k), v) for k, v in value.items())
        elif isinstance(value, list):
            todo.extend(((*path, i), v) for i, v in enumerate(value))
    return out


def _deep(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


@st.composite
def text_case(draw) -> tuple[str, Any]:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        piece = draw(st.sampled_from(SNIPPETS) | st.text(max_size=8))
        op = draw(st.sampled_from(["insert", "replace", "delete"]))
        if op == "insert":
            text = text[:at] + piece + text[at:]
        elif op == "replace":
            text = text[:at] + piece + text[at + len(piece):]
        else:
            text = text[:at] + text[at + draw(st.integers(1, 40)):]
    return "text", text


@st.composite
def tree_case(draw) -> tuple[str, Any]:
    tree = json.loads(json.dumps(draw(st.sampled_from(TREES)), default=str))  # a private copy
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(tree)
        path = draw(st.sampled_from(paths))
        if not path:
            continue
        parent = tree
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        op = draw(st.sampled_from(["replace", "replace", "delete", "rename", "grow", "deep"]))
        if op == "replace":
            parent[last] = draw(values)
        elif op == "delete":
            del parent[last]
        elif op == "rename" and isinstance(parent, dict):
            parent[draw(st.sampled_from(FIELD_NAMES))] = parent.pop(last)
        elif op == "grow" and isinstance(parent[last], list):
            parent[last] = parent[last] * draw(st.integers(2, 1500))
        elif op == "deep":
            parent[last] = _deep(draw(st.integers(20, 3000)))
    as_text = draw(st.sampled_from(["dict", "yaml", "json"]))
    if as_text == "dict":
        return "dict", tree
    try:
        dumped = json.dumps(tree) if as_text == "json" else yaml.safe_dump(tree, allow_unicode=True)
    except (RecursionError, ValueError):
        return "dict", tree
    return "text", dumped


@st.composite
def http_case(draw) -> tuple[str, Any]:
    """A raw request body and content type for the resolve or save endpoint."""
    kind, value = draw(text_case() | tree_case())
    try:
        text = value if kind == "text" else json.dumps(value, default=str)
    except (RecursionError, ValueError):  # a tree too deep for json.dumps itself: send it as deep JSON below
        kind, value, text = "text", "", ""
    form = draw(st.sampled_from(["json-text", "json-object", "yaml", "raw", "surrogate", "deep-json", "not-json"]))
    content_type = "application/json"
    if form == "json-text":
        body = json.dumps({"scenario": text})
    elif form == "json-object":
        try:
            body = json.dumps({"scenario": value if kind == "dict" else text}, default=str)
        except (RecursionError, ValueError):
            body = json.dumps({"scenario": text})
    elif form == "yaml":
        body, content_type = text, draw(st.sampled_from(["application/x-yaml", "application/yaml", "text/yaml"]))
    elif form == "surrogate":
        body = '{"scenario": "players: [{id: \\ud800}, {id: B}]"}'
    elif form == "deep-json":
        depth = draw(st.integers(50, 200_000))
        body = '{"scenario": ' + "[" * depth + "]" * depth + "}"
    elif form == "not-json":
        body = draw(st.sampled_from(['{"scenario": ', "[1, 2]", '"x"', "{}", "null", '{"scenario": null}']))
    else:
        body = text
        content_type = draw(st.sampled_from([
            "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/octet-stream",
            "", "application/json; charset=latin-1", "text/yaml; charset=utf-8"]))
    endpoint = draw(st.sampled_from(["/api/v1/resolve"] * 4 + ["/api/v1/scenarios"]))
    return "http", (endpoint, body, content_type)


class Fuzzer:
    """Runs cases and keeps the tally; ``check`` raises AssertionError on an undocumented outcome."""

    def __init__(self, db_path: Path | None = None) -> None:
        from oracle import create_app
        from oracle.cards import default_library

        self.tmp = tempfile.TemporaryDirectory()
        library = default_library()
        self.lookup = library.lookup
        config = {"SCENARIO_DB": str(Path(self.tmp.name) / "scenarios.db"), "TESTING": True,
                  "SAVE_RATE": "1000000 per second"}
        if db_path is not None:
            config["DB_PATH"] = str(db_path)
        self.app = create_app(config)
        self.client = self.app.test_client()
        self.outcomes: Counter[str] = Counter()
        self.cases = 0

    def check(self, case: tuple[str, Any]) -> None:
        kind, value = case
        self.cases += 1
        if kind == "http":
            self._check_http(*value)
        else:
            self._check_engine(value)

    def _check_engine(self, scenario: Any) -> None:
        try:
            result = engine.resolve(scenario, card_lookup=self.lookup, time_limit=2.0)
        except engine.EngineError as exc:
            body = exc.to_dict()
            json.dumps(body, ensure_ascii=False).encode("utf-8")  # serialisable, valid Unicode
            kind = body["error"]["kind"]
            assert kind in ENGINE_KINDS, f"undocumented error kind {kind!r}"
            assert set(body["error"]["message"]) == {"zh-Hans", "zh-Hant", "en"}
            if kind == "invalid_scenario":
                assert exc.at is not None, f"invalid_scenario without a location: {exc}"
            if kind == "limit_exceeded":
                assert body["error"]["limit"], "limit_exceeded names no limit"
            self.outcomes[f"engine {kind}"] += 1
            return
        again = engine.resolve(scenario, card_lookup=self.lookup, time_limit=2.0)
        assert engine.dumps(again) == engine.dumps(result), "the same scenario gave two different traces"
        assert {"ruleset", "steps", "state", "outcome"} <= set(result)
        self.outcomes["engine ok"] += 1

    def _check_http(self, endpoint: str, body: str, content_type: str) -> None:
        data = body.encode("utf-8", "surrogatepass")
        response = self.client.post(endpoint, data=data, content_type=content_type or None)
        status = response.status_code
        assert status != 500, f"500 for {endpoint} {content_type!r}: {body[:200]!r}"
        if status in (200, 201):
            payload = response.get_json()
            assert ("steps" in payload) if endpoint.endswith("resolve") else ("id" in payload)
            self.outcomes[f"http {status}"] += 1
            return
        assert status in API_OUTCOMES, f"undocumented status {status}"
        error = response.get_json()["error"]
        assert error["kind"] in API_OUTCOMES[status], f"status {status} with kind {error['kind']!r}"
        assert error["message"].get("en"), "an error without an English message"
        self.outcomes[f"http {status} {error['kind']}"] += 1


CASES = st.one_of(text_case(), tree_case(), http_case())


def fuzz(seconds: float, fuzzer: Fuzzer | None = None, batch: int = 50) -> Fuzzer:
    """Run Hypothesis batches of ``batch`` cases (each with its own seed) until ``seconds`` pass.

    A failing case is shrunk by Hypothesis and re-raised with the minimal example.
    """
    fuzzer = fuzzer or Fuzzer()
    end = time.monotonic() + seconds
    n = 0
    while time.monotonic() < end:
        run = settings(max_examples=batch, deadline=None, database=None, derandomize=False,
                       suppress_health_check=list(HealthCheck))(given(CASES)(fuzzer.check))
        seed(n)(run)()
        n += 1
    return fuzzer


def report(fuzzer: Fuzzer, seconds: float, crash: str | None) -> str:
    lines = [f"fuzz: {fuzzer.cases} cases in {seconds:.0f} s, {len(SEEDS)} seed scenarios"]
    lines += [f"  {n:7d}  {outcome}" for outcome, n in sorted(fuzzer.outcomes.items())]
    lines.append(f"crash: {crash}" if crash else "crashes: 0")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=300)
    args = parser.parse_args()
    started = time.monotonic()
    fuzzer = Fuzzer()
    crash = None
    try:
        fuzz(args.seconds, fuzzer)
    except Exception as exc:  # the report names it; the exit status says it
        import traceback

        crash = "".join(traceback.format_exception(exc)[-12:])
    print(report(fuzzer, time.monotonic() - started, crash))
    return 1 if crash else 0


if __name__ == "__main__":
    sys.exit(main())
