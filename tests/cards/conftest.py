"""Fixtures of the card tests: MTGJSON files of ``../shared/mtgjson`` imported once per session.

The files are read where they lie (``../shared/mtgjson`` beside the checkout, or
``$ORACLE_SHARED_DIR/mtgjson``); tests that need them skip with a message when they are absent (CI
has them). Nothing of them is copied into the repository: what a test needs (a card's name, its
printed Chinese name) is picked from the files at test time.

The whole era (66 files, some 25,000 distinct texts) takes minutes to parse on two cores (``make
bench`` measures it; docs/benchmarks.md), far above the suite's budget of 60 s for it, so the
session imports one real set file whole (``ARN.json``) and a set file made at test time from the
first cards of ``M11.json`` (the core set with Simplified and Traditional printings) and two of its
library cards.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
MTGJSON = SHARED / "mtgjson"
#: a small real set file imported whole, and the set whose first cards make the Chinese sample
WHOLE_SET = "ARN"
CHINESE_SET = "M11"
#: how many printings of CHINESE_SET the sample keeps (by collector number)
SAMPLE = 45


def need_mtgjson(name: str = "") -> Path:
    """The folder (or one file in it), or skip the test saying where it was looked for."""
    path = MTGJSON / name if name else MTGJSON
    if not path.exists():
        pytest.skip(f"{path} is not here: the MTGJSON files live in ../shared/mtgjson beside the checkout "
                    "(CI has them; set ORACLE_SHARED_DIR to use another place)")
    return path


def read_set(code: str) -> dict[str, Any]:
    return json.loads(need_mtgjson(f"{code}.json").read_text(encoding="utf-8"))


def _number(card: dict[str, Any]) -> tuple[int, str]:
    digits = "".join(c for c in card.get("number", "") if c.isdigit())
    return (int(digits) if digits else 10**6, card.get("number", ""))


def sample_set(limit: int = SAMPLE, code: str = CHINESE_SET, also: int = 2) -> dict[str, Any]:
    """A set file of the first ``limit`` printings of a real set, in MTGJSON's own layout, and the
    first ``also`` others that are library cards too (a name in both)."""
    from oracle.cards import default_library

    document = read_set(code)
    ordered = sorted(document["data"]["cards"], key=_number)
    library = {c.name for c in default_library().cards}
    cards = ordered[:limit] + [c for c in ordered[limit:] if c["name"] in library][:also]
    return {"meta": document.get("meta", {}), "data": dict(document["data"], cards=cards)}


@pytest.fixture(scope="session")
def import_data(tmp_path_factory, data_dir) -> dict[str, Any]:
    """A data directory with ``ARN.json`` and the M11 sample imported (and the library's parse
    cache of the session's build, so a CLI run there does not parse the library again)."""
    need_mtgjson(f"{WHOLE_SET}.json")
    sample = sample_set()
    folder = tmp_path_factory.mktemp("card-import")
    files = tmp_path_factory.mktemp("mtgjson-sample")
    sample_path = files / f"{CHINESE_SET}-sample.json"
    sample_path.write_text(json.dumps(sample, ensure_ascii=False), encoding="utf-8")
    shutil.copy(data_dir / "cards-cache.json", folder / "cards-cache.json")
    from oracle.card_import.importer import import_files

    report = import_files([MTGJSON / f"{WHOLE_SET}.json", sample_path], folder)
    return {"data": folder, "report": report, "sample": sample, "sample_path": sample_path,
            "whole": read_set(WHOLE_SET)}


@pytest.fixture(scope="session")
def catalog(import_data):
    """The library and the session's import."""
    from oracle.card_catalog import CardCatalog, imported_cards
    from oracle.cards import default_library

    return CardCatalog(default_library(), imported_cards(import_data["data"]))
