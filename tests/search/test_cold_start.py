"""What a search costs to start: no YAML, pypinyin or Flask at query time, and jieba only with the
small dictionary made at build time (never its full one); the build parses once.

Speed itself is measured by ``make bench`` (docs/benchmarks.md); these tests check the causes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.conftest import ROOT

PROBE = """
import json, sys
from pathlib import Path
from oracle.search import RuleSearcher
s = RuleSearcher.open(Path(sys.argv[1]))
for q in ("践踏", "一个生物可以阻挡两个攻击者吗", "trampel", "践塔", "420.9", "420.5c", "what happens if"):
    s.search(q)
loaded = sorted(m for m in ("yaml", "pypinyin", "flask", "sqlite_utils", "snowballstemmer") if m in sys.modules)
import jieba
if jieba.dt.initialized:  # the default tokenizer would load the full 350,000-word dictionary
    loaded.append("jieba's full dictionary")
print(json.dumps(loaded))
"""


def test_searching_loads_none_of_the_build_time_libraries_or_dictionaries(data_dir):
    out = subprocess.run([sys.executable, "-c", PROBE, str(data_dir)], capture_output=True, text=True,
                         cwd=ROOT, timeout=120, check=True)
    assert json.loads(out.stdout) == []


def test_the_build_parses_each_data_file_once(tmp_path, monkeypatch):
    """terms.yaml, the vocabulary, the concordance and each translation file: one parse each, in C."""
    import hashlib

    from oracle.build import build_all
    from rules_corpus import yamlio

    parsed: list[str] = []
    original = yamlio.parse_yaml

    def counting(text):
        parsed.append(hashlib.sha1(text.encode("utf-8")).hexdigest())
        return original(text)

    yamlio._load_cached.cache_clear()
    monkeypatch.setattr(yamlio, "parse_yaml", counting)
    build_all(tmp_path)
    terms = hashlib.sha1((ROOT / "rules_corpus" / "terms.yaml").read_bytes()).hexdigest()
    assert parsed.count(terms) == 1
    assert len(parsed) == len(set(parsed)), "a data file was parsed twice"
    assert len(parsed) >= len(list((ROOT / "rules_corpus" / "translations" / "en").glob("*.yaml"))) + 3
    assert yamlio.SafeLoader.__name__ == "CSafeLoader"


CLI_PROBE = """
import json, sys
from oracle.cli import main
try:
    main(["search", "践踏"], standalone_mode=False)
except SystemExit:
    pass
print(json.dumps(sorted(m for m in ("engine", "flask", "sqlite_utils", "limits", "lark") if m in sys.modules)))
"""


def test_the_search_command_loads_neither_the_engine_nor_the_web_app(data_dir):
    """`oracle search` is the command players run from a shell: its start-up is the search's alone."""
    out = subprocess.run([sys.executable, "-c", CLI_PROBE], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         check=True, env={**os.environ, "ORACLE_DATA": str(data_dir)})
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
