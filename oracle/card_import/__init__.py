"""Importing MTGJSON card files into the data directory, and finding the imported cards.

The library (rules_corpus/cards) holds the cards whose text is the project's own; every other card
of the era comes from the user's MTGJSON files (``oracle import-cards FILE...``). Their text is not
ours, so it is read from those files into ``$ORACLE_DATA/cards-import.db`` and never into the
repository:

* ``oracle.card_import.mtgjson``: reading set files, ``AllPrintings.json`` and ``AtomicCards.json``
  into printings (clear errors for anything else);
* ``oracle.card_import.merge``: the printings of one card merged into one card;
* ``oracle.card_import.parsing``: every wording parsed (Oracle, printed English, printed Chinese),
  through the parse cache and a process pool;
* ``oracle.card_import.store``: the SQLite file, written by the import and read by the lookup;
* ``oracle.card_import.report``: the per-set report, as text or JSON.
"""
