"""Per-process services the views share: the corpus store, the searcher, the glosser, the gallery.

The corpus database and search index are opened read-only; the saved-scenario store is the only
thing the web app writes to.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import current_app, g
from flask_babel import lazy_gettext

from oracle.errors import ApiError
from oracle.store import CorpusMissing, RuleStore


def store() -> RuleStore:
    if "store" not in g:
        try:
            g.store = RuleStore.open(current_app.config["DB_PATH"])
        except CorpusMissing as exc:
            raise ApiError(503, "corpus_missing", lazy_gettext("the rules corpus has not been built")) from exc
    return g.store


def close_store(_exc: BaseException | None = None) -> None:
    st = g.pop("store", None)
    if st is not None:
        st.conn.close()


def _cached(name: str, make):
    found = current_app.extensions.get(name)
    if found is None:
        found = current_app.extensions[name] = make()
    return found


def searcher():
    """One searcher per process (jieba and the index loaded once; gunicorn --preload shares it)."""
    from oracle.search import RuleSearcher, SearchError

    def make():
        try:
            return RuleSearcher.open(Path(current_app.config["DATA_DIR"]))
        except SearchError as exc:
            raise ApiError(503, exc.kind, exc.texts()) from exc

    return _cached("oracle.searcher", make)


def glosser():
    from oracle.glossing import Glosser

    return _cached("oracle.glosser", lambda: Glosser(store().terms()))


def gallery():
    from oracle.gallery import load_gallery

    return _cached("oracle.gallery", load_gallery)


def scenario_store():
    """The saved-scenario store the app created at start-up (``create_app``)."""
    return current_app.extensions["oracle.scenarios"]


def card_library() -> Any:
    """The card catalog: the library, parsed once per process (it is read-only data), and the cards
    imported into the app's data directory (``oracle.card_catalog``)."""
    from oracle.card_catalog import CardCatalog, imported_cards
    from oracle.cards import default_library

    return _cached("oracle.cards", lambda: CardCatalog(default_library(),
                                                        imported_cards(Path(current_app.config["DATA_DIR"]))))


def warm_up(*, parsers: bool = True) -> None:
    """Load every per-process service now (before gunicorn forks its workers, with --preload),
    including the card-text parsers (a request's time limit must not pay for building them).

    With ``parsers=False`` the card-text parsers are left out: the production server builds them
    in each worker after it starts answering (``oracle.production``)."""
    from engine.cardlang import prepare_parsers

    if parsers:
        prepare_parsers()
    searcher().warm()  # the search tables built once here, shared by the workers, not by each first query
    glosser()
    gallery()
    card_library()
    from oracle.share_cache import warm

    warm()  # the engine version's digests, which every shared page's lookup is keyed by
    close_store()
