"""No 5xx and no off-site redirect from any URL: every route with the fuzzer's hostile query strings,
then fifty seconds of Hypothesis over routes, queries, headers and bodies (``http_fuzzing.py``)."""

from __future__ import annotations

import os

import pytest
from http_fuzzing import HOSTS, RAW_VALUES, REAL, RESERVED, HttpFuzzer, fill, fuzz, report

SECONDS = float(os.environ.get("ORACLE_HTTP_FUZZ_SECONDS", "50"))


@pytest.fixture(scope="module")
def fuzzer(data_dir):
    return HttpFuzzer(db_path=data_dir / "oracle.db")


def test_every_route_answers_reserved_and_junk_query_names_without_a_5xx(fuzzer):
    """Each route, its path variables real and junk, with each reserved name given two of the hostile
    values (every value meets every name over the routes), once and as a list; the check also holds every Location to a relative or public-host address."""
    hostile = ["x", "%ED%A0%80", "http://evil.example/", "%0d%0aSet-Cookie:%20x=1", RAW_VALUES[-3]]
    reached = set()
    for rule, methods, names in fuzzer.table:
        for variant in range(2):
            values = {n: (REAL.get(n, ["x"])[0] if variant == 0 else "%ED%A0%80") for n in names}
            path = fill(rule, values)
            names_here = RESERVED if variant == 0 else RESERVED[:5]
            for k, name in enumerate(names_here):
                # each name gets two of the hostile values, turning with the route, so every value
                # meets every name over the routes without the full product on each one
                turn = len(reached) + k
                for value in (hostile[turn % len(hostile)], hostile[(turn + 2) % len(hostile)]):
                    for method in methods:
                        fuzzer.check({"method": method, "url": f"{path}?{name}={value}&{name}=x",
                                      "host": HOSTS[fuzzer.cases % len(HOSTS)], "data": None,
                                      "content_type": None})
            reached.add(rule)
    assert reached == {r for r, _m, _n in fuzzer.table} and len(reached) >= 30
    assert fuzzer.outcomes["200"] and fuzzer.outcomes["404"]


def test_the_alias_redirect_keeps_only_page_parameters(fuzzer):
    response = fuzzer.client.get("/cards/%E7%81%B0%E7%86%8A?name=x&_external=1&_scheme=http&ui=en&endpoint=y",
                                 headers={"Host": "evil.example"})
    assert response.status_code == 302 and response.headers["Location"] == "/cards/Grizzly%20Bears?ui=en"


def test_the_language_switch_ignores_reserved_names(fuzzer):
    page = fuzzer.client.get("/search?q=trample&_method=x&endpoint=y&_anchor=z&ui=en").get_data(as_text=True)
    assert 'href="/search?q=trample&amp;ui=zh-Hant"' in page
    assert "_method" not in page and "endpoint=" not in page


def test_hypothesis_over_every_route_finds_no_5xx(fuzzer):
    before = fuzzer.cases
    fuzz(fuzzer, seconds=SECONDS)
    print(report(fuzzer, SECONDS, None))
    assert fuzzer.cases - before > 20
    assert all(int(status) < 500 for status in fuzzer.outcomes)
