"""Twenty seconds of property-based fuzzing of scenario input in the suite (``make fuzz`` runs it for
minutes; the HTTP fuzz, ``test_http_fuzz.py``, posts scenarios to every route besides).

See ``fuzzing.py`` for the mutations and the property: only documented outcomes, never a 500.
"""

from __future__ import annotations

import os

from fuzzing import Fuzzer, fuzz, report  # tests/hardening is on sys.path (pytest rootdir-relative import)

SECONDS = float(os.environ.get("ORACLE_FUZZ_SECONDS", "20"))


def test_only_documented_outcomes_for_mutated_scenarios(data_dir, tmp_path):
    fuzzer = Fuzzer(db_path=data_dir / "oracle.db")
    fuzz(SECONDS, fuzzer)
    print(report(fuzzer, SECONDS, None))
    outcomes = fuzzer.outcomes
    # The mutations reach every layer: successful resolves, each engine error kind, the API's own errors.
    assert outcomes["engine ok"] and outcomes["http 200"]
    assert any(k.startswith("engine invalid_scenario") for k in outcomes)
    assert any(k.startswith("engine limit_exceeded") for k in outcomes)
    assert any("415" in k for k in outcomes) and any("422" in k for k in outcomes)
