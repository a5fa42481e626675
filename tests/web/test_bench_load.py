"""The HTTP benchmark's mixed load asks for pages that exist and sends the resolve body unchanged.

A load whose requests were 404s would measure the error page; a body mangled on its way into the
wrk script would measure the scenario reader's refusal.
"""

from __future__ import annotations

import re

from bench.bench_http import MIXED_GETS, TYPICAL_SCENARIO, meets_mixed_goal, mixed_script


def test_every_mixed_request_is_answered(client) -> None:
    for path in MIXED_GETS:
        assert client.get(path).status_code == 200, path


def test_the_script_carries_the_body_byte_for_byte() -> None:
    body = 'name: "a\\\\b"\nlist: [[1]]\nend: x]=]y\n'
    script = mixed_script(body)
    match = re.search(r"local body = \[(=+)\[(.*?)\]\1\]", script, re.S)
    assert match and match.group(2) == body
    assert script.count('wrk.format("POST"') == 2 and script.count('wrk.format("GET"') == len(MIXED_GETS)


def test_the_resolve_it_sends_resolves(client) -> None:
    import yaml
    body = yaml.safe_dump(yaml.safe_load(TYPICAL_SCENARIO.read_text(encoding="utf-8"))["scenario"], allow_unicode=True)
    answer = client.post("/api/v1/resolve", data=body.encode(), content_type="application/x-yaml")
    assert answer.status_code == 200 and answer.get_json()["steps"]


def test_the_goal_needs_speed_latency_and_no_error() -> None:
    assert meets_mixed_goal({"requests_per_s": 600.0, "p99_ms": 40.0, "errors": 0})
    assert not meets_mixed_goal({"requests_per_s": 600.0, "p99_ms": 60.0, "errors": 0})
    assert not meets_mixed_goal({"requests_per_s": 400.0, "p99_ms": 40.0, "errors": 0})
    assert not meets_mixed_goal({"requests_per_s": 600.0, "p99_ms": 40.0, "errors": 3})
