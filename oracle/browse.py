"""``oracle datasette``: the corpus database in Datasette, read-only, with our metadata.

Judges and translators get SQL in the browser over rules, references, terms and the
concordance. The database is opened as *immutable* (SQLite's read-only, no-locking mode), so
nothing a query does can change it; Datasette's time and row limits and our bounds on a value's
and a result's size (``oracle.browse_bounds``) bound every request.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

from rules_corpus.yamlio import parse_yaml

METADATA_FILE = Path(str(files("oracle").joinpath("browse_metadata.yaml")))

#: Per-request bounds: a query runs at most this long and returns at most this many rows.
SETTINGS = {"sql_time_limit_ms": 2000, "max_returned_rows": 2000, "default_page_size": 50,
            "allow_download": False, "suggest_facets": False}
#: the name the memory bounds are registered under in Datasette's plugin manager
BOUNDS_PLUGIN = "oracle-bounds"


def load_metadata(path: Path = METADATA_FILE) -> dict[str, Any]:
    return parse_yaml(path.read_text(encoding="utf-8"))


def make_datasette(db: Path, metadata: dict[str, Any] | None = None):
    """A Datasette instance over ``db`` opened immutable, named ``oracle`` as the metadata expects,
    every connection bounded by ``oracle.browse_bounds`` (registered once per process: Datasette's
    plugins live in its one plugin manager)."""
    from datasette.app import Datasette
    from datasette.plugins import pm

    from oracle import browse_bounds

    if pm.get_plugin(BOUNDS_PLUGIN) is None:
        pm.register(browse_bounds, name=BOUNDS_PLUGIN)

    if not db.exists():
        raise FileNotFoundError(f"no corpus database at {db}; run 'oracle build' first")
    meta = metadata or load_metadata()
    name = db.stem
    if name != "oracle" and "oracle" in meta.get("databases", {}):
        meta = dict(meta, databases={name: meta["databases"]["oracle"]})
    return Datasette(immutables=[str(db)], metadata=meta, settings=SETTINGS, cors=False)


def serve(db: Path, host: str, port: int) -> None:
    """Serve until interrupted (uvicorn, as Datasette's own ``serve`` does)."""
    import uvicorn

    uvicorn.run(make_datasette(db).app(), host=host, port=port, log_level="info")
