"""Property-based fuzzing of the whole HTTP surface: every route of the app, with hostile query strings,
path variables, headers and POST bodies.

Each case picks a route of ``app.url_map`` (its path variables filled with a real value or junk),
a query string of names ``url_for`` reserves (``_method``, ``_external``, ``_anchor``, ``_scheme``,
``endpoint``), a route's own variable names, the names pages read, with values that repeat (lists),
are huge, hold control characters or percent-encoded lone surrogates; a forged ``Host`` header; and,
for a POST route, a JSON or YAML body (the scenario fuzzer's mutations, or a malformed ``next``/``try``).
The property: no 5xx, an error has the documented shape, and every ``Location`` is relative or on
the configured public host.

``tests/hardening/test_http_fuzz.py`` runs it for about half a minute in the suite;
``python tests/hardening/http_fuzzing.py --cases N`` runs N cases and prints the outcomes by status.
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
from urllib.parse import quote, urlsplit

from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
for entry in (str(ROOT), str(HERE)):  # run as a script: the project and the scenario fuzzer
    if entry not in sys.path:
        sys.path.insert(0, entry)

from fuzzing import SEEDS, http_case  # noqa: E402

PUBLIC_URL = "https://oracle.example"
PUBLIC_HOST = urlsplit(PUBLIC_URL).netloc

#: query names that mean something to ``url_for`` or to a route, and the names pages read
RESERVED = ["_method", "_external", "_anchor", "_scheme", "endpoint", "values", "name", "edition", "rule_id",
            "sid", "lesson_id", "filename", "ui", "q", "lang", "section", "page", "limit", "correct", "go",
            "example", "compare", "ruleset", "rulesets"]
#: raw (already percent-encoded) values: control characters, lone surrogates, huge, reserved words
RAW_VALUES = ["1", "x", "", "en", "zh-Hant", "classic", "2009", "0", "-1", "99999999999999999999", "1e999", "nan",
              "%00", "%0d%0aSet-Cookie:%20x=1", "%1b", "%7f", "%ED%A0%80", "%ED%BF%BF", "%F0%9F%98%80", "%C0%AF",
              "%FF%FE", "%", "%zz", "http://evil.example/", "//evil.example", "javascript:alert(1)", "..%2f..%2f",
              "420.5c", "rules.home", "static", "GET", "POST", "https", "true", "%E7%81%B0%E7%86%8A", "a" * 5000,
              "%25" * 300, "x" * 100_000]
#: real values of the path variables, by name (the junk comes from RAW_VALUES)
REAL = {"edition": ["classic", "2009"], "rule_id": ["420.5c", "310", "702.17b", "1", "glossary"],
        "name": ["Grizzly%20Bears", "%E7%81%B0%E7%86%8A", "grizzly%20bears", "Lightning%20Bolt"],
        "lesson_id": ["apnap-trigger-order"], "filename": ["oracle.css", "favicon.svg", "../pyproject.toml"],
        "sid": ["x"]}
HOSTS = ["localhost", "evil.example", "evil.example:443", "localhost:5000", "[::1]", "a" * 300]

#: the API's error kinds a 4xx may carry (anything JSON): 400s name the problem, the others are HTTP's
OK_STATUSES = {200, 201, 302, 308, 400, 404, 405, 413, 414, 415, 422, 429, 431}


def routes(app: Any) -> list[tuple[str, list[str], list[str]]]:
    """``(rule, methods, path variable names)`` for every route of the app."""
    return [(rule.rule, sorted(rule.methods - {"HEAD", "OPTIONS"}), sorted(rule.arguments))
            for rule in app.url_map.iter_rules()]


def fill(rule: str, values: dict[str, str]) -> str:
    """The rule's path with each ``<converter:name>`` replaced by its (already encoded) value."""
    import re

    return re.sub(r"<(?:[^:>]+:)?([^>]+)>", lambda m: values[m.group(1)], rule)


@st.composite
def query_string(draw: Any) -> str:
    pairs = draw(st.lists(st.tuples(st.sampled_from(RESERVED) | st.text(max_size=6).map(lambda t: quote(t, safe="")),
                                    st.sampled_from(RAW_VALUES) | st.text(max_size=20).map(
                                        lambda t: quote(t.encode("utf-8", "surrogatepass"), safe=""))),
                          max_size=8))
    if draw(st.booleans()) and pairs:  # a name repeated: a list value
        pairs.append((pairs[0][0], draw(st.sampled_from(RAW_VALUES))))
    return "&".join(f"{k}={v}" for k, v in pairs)


@st.composite
def post_body(draw: Any, path: str) -> tuple[bytes, str]:
    """A scenario body as the scenario fuzzer makes them, or a legal-actions probe with a malformed field."""
    if path.endswith("legal-actions") and draw(st.booleans()):
        junk = st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.lists(st.text(max_size=4),
                                                                                            max_size=3) \
            | st.dictionaries(st.text(max_size=6), st.text(max_size=4), max_size=2)
        probe = draw(st.dictionaries(st.sampled_from(["verb", "player", "step", "turn", "stack", "respond",
                                                       "damage_step"]), junk | st.sampled_from(
                                                           ["attack", "block", "cast", "A", "main1", "empty"]),
                                     max_size=4))
        body: dict[str, Any] = {"scenario": draw(st.sampled_from(SEEDS)), "next": probe}
        if draw(st.booleans()):
            body["try"] = draw(st.dictionaries(st.sampled_from(["attack", "block", "cast", "activate", "choose",
                                                                 "trigger", "play", "order", "assign", "x"]),
                                               junk, max_size=2) | junk)
        return json.dumps(body).encode("utf-8"), "application/json"
    _kind, (_endpoint, text, content_type) = draw(http_case())
    return text.encode("utf-8", "surrogatepass"), content_type


@st.composite
def request_case(draw: Any, table: list[tuple[str, list[str], list[str]]]) -> dict[str, Any]:
    rule, methods, names = draw(st.sampled_from(table))
    values = {n: draw(st.sampled_from(REAL.get(n, ["x"])) | st.sampled_from(RAW_VALUES[:36])) for n in names}
    path = fill(rule, values)
    query = draw(query_string())
    method = draw(st.sampled_from(methods))
    case = {"method": method, "url": path + ("?" + query if query else ""), "host": draw(st.sampled_from(HOSTS)),
            "data": None, "content_type": None}
    if method == "POST":
        case["data"], case["content_type"] = draw(post_body(path))
    return case


class HttpFuzzer:
    """Sends cases to one app (configured with ``PUBLIC_URL``) and keeps the tally by status."""

    def __init__(self, db_path: Path | None = None) -> None:
        from oracle import create_app

        self.tmp = tempfile.TemporaryDirectory()
        config: dict[str, Any] = {"SCENARIO_DB": str(Path(self.tmp.name) / "scenarios.db"), "TESTING": True,
                                  "SAVE_RATE": "1000000 per second", "PUBLIC_URL": PUBLIC_URL,
                                  # every case reaches its handler and the engine; the budgets' own
                                  # refusals (429) are tested in test_budget.py
                                  "ENGINE_RATE": "1000000 per second"}
        if db_path is not None:
            config["DB_PATH"] = str(db_path)
        self.app = create_app(config)
        self.client = self.app.test_client()
        saved = self.client.post("/api/v1/scenarios", data=SEEDS[0], content_type="application/yaml")
        REAL["sid"] = [saved.get_json()["id"], "nope"]
        self.table = routes(self.app)
        self.outcomes: Counter[str] = Counter()
        self.cases = 0

    def check(self, case: dict[str, Any]) -> None:
        self.cases += 1
        response = self.client.open(case["url"], method=case["method"], data=case["data"],
                                    content_type=case["content_type"], headers={"Host": case["host"]})
        status = response.status_code
        where = f"{case['method']} {case['url'][:300]!r} Host={case['host'][:40]!r}"
        assert status < 500, f"{status} for {where}: {response.get_data(as_text=True)[:300]!r}"
        assert status in OK_STATUSES, f"undocumented status {status} for {where}"
        location = response.headers.get("Location")
        if location is not None:
            parts = urlsplit(location)
            assert (not parts.scheme and not parts.netloc) or parts.netloc == PUBLIC_HOST, \
                f"off-site Location {location!r} for {where}"
        if status >= 400 and response.mimetype == "application/json":
            error = response.get_json()["error"]
            assert set(error["message"]) == {"zh-Hans", "zh-Hant", "en"}, where
        self.outcomes[str(status)] += 1


def fuzz(fuzzer: HttpFuzzer, *, seconds: float | None = None, cases: int | None = None, batch: int = 50) -> None:
    """Hypothesis batches of ``batch`` cases (each its own seed) until ``seconds`` pass or ``cases`` ran."""
    end = time.monotonic() + seconds if seconds is not None else None
    n = 0
    strategy = request_case(fuzzer.table)
    while (end is None or time.monotonic() < end) and (cases is None or fuzzer.cases < cases):
        run = settings(max_examples=batch, deadline=None, database=None, derandomize=False,
                       suppress_health_check=list(HealthCheck))(given(strategy)(fuzzer.check))
        seed(10_000 + n)(run)()
        n += 1


def report(fuzzer: HttpFuzzer, seconds: float, crash: str | None) -> str:
    lines = [f"http fuzz: {fuzzer.cases} cases in {seconds:.0f} s over {len(fuzzer.table)} routes"]
    lines += [f"  {n:7d}  HTTP {status}" for status, n in sorted(fuzzer.outcomes.items())]
    lines.append(f"crash: {crash}" if crash else "5xx: 0")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float)
    parser.add_argument("--cases", type=int, default=10_000)
    args = parser.parse_args()
    started = time.monotonic()
    fuzzer = HttpFuzzer()
    crash = None
    try:
        fuzz(fuzzer, seconds=args.seconds, cases=args.cases)
    except Exception as exc:  # the report names it; the exit status says it
        import traceback

        crash = "".join(traceback.format_exception(exc)[-12:])
    print(report(fuzzer, time.monotonic() - started, crash))
    return 1 if crash else 0


if __name__ == "__main__":
    sys.exit(main())
