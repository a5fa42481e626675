"""Every card a player can name: the library (the project's own cards, the default) and the cards
imported from MTGJSON files into the data directory (``oracle import-cards``).

The library wins when a name is in both; without an import the catalog is the library. What the
views and the CLI ask of "the library" (``exact``, ``get``, ``lookup``, ``search``) asks both here,
and everything else (the card list, coverage, completion keys) is the library's.

    >>> default_catalog().exact("Abomination").source                # doctest: +SKIP
    'import'
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from oracle.card_import.lookup import ImportedCards
from oracle.card_import.store import DB_FILE
from oracle.cards import CardLibrary, LibraryCard, default_library, name_key


class CardCatalog:
    """The library first, then the imported cards. ``library`` may be a function that loads it: it
    is then loaded on first need, and a name the import knows the library lacks needs none."""

    def __init__(self, library: CardLibrary | Callable[[], CardLibrary], imported: ImportedCards):
        self._library = library
        self.imported = imported

    @property
    def library(self) -> CardLibrary:
        if not isinstance(self._library, CardLibrary):
            self._library = self._library()
        return self._library

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.library, name)

    def __len__(self) -> int:
        return len(self.library)

    def exact(self, name: str) -> LibraryCard | None:
        if isinstance(self._library, CardLibrary) or not self.imported or self.imported.library_has(name) is not False:
            found = self.library.exact(name)
            if found is not None:
                return found
        return self.imported.exact(name)

    def get(self, name: str) -> LibraryCard | None:
        """Exact name in the library, then in the import, then the closest name of either."""
        found = self.exact(name)
        if found is not None or not self.imported:
            return found if found is not None else self.library.get(name)
        key = name_key(name)
        near = self.library.get(name)
        ours = max((difflib.SequenceMatcher(None, key, k).ratio() for k in self._library_keys(near)), default=0.0)
        theirs = self.imported.closest(name)
        if theirs is not None and theirs[0] > ours:
            return theirs[1]
        return near

    @staticmethod
    def _library_keys(card: LibraryCard | None) -> list[str]:
        if card is None:
            return []
        return [name_key(n) for n in (card.name, card.name_zh, card.name_zh_hant, *card.aliases) if n]

    def lookup(self, name: str) -> dict[str, Any] | None:
        """``engine.resolve``'s card lookup: an exact name of the library, else of the import."""
        if isinstance(self._library, CardLibrary) or not self.imported or self.imported.library_has(name) is not False:
            found = self.library.lookup(name)
            if found is not None:
                return found
        return self.imported.lookup(name)

    def search(self, text: str) -> list[LibraryCard]:
        """The library's answer, then imported cards whose name starts with or contains the query."""
        found = self.library.search(text)
        own = {c.name for c in found}
        extra = [c for c in self.imported.matching(name_key(text), limit=50) if c.name not in own]
        return found + extra

    def printed_of(self, card: LibraryCard) -> dict[str, Any] | None:
        """The printed texts of the card: its own for an imported card, an imported printing's for a
        library card (None without one)."""
        own = getattr(card, "printed", None)
        return own if own is not None else self.imported.printed_of(card.name)


def imported_cards(data: Path) -> ImportedCards:
    return ImportedCards(data / DB_FILE)


@cache
def default_catalog() -> CardCatalog:
    """The library and the data directory's import ($ORACLE_DATA), once per process."""
    from oracle.config import settings

    return CardCatalog(default_library, imported_cards(settings().data))
