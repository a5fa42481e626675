"""The rules corpus: source rulebooks parsed into cited, cross-referenced records.

The corpus is data first: ``build_corpus()`` reads the copies of the source documents kept in
``rules_corpus/sources/`` and returns records, references and a report of every anomaly found in
the sources, so nothing noisy in a source is dropped without a trace.

    >>> from rules_corpus import build_corpus
    >>> corpus = build_corpus()
    >>> rule = corpus.record("classic", "420.5c")
    >>> rule.parent, rule.kind, sorted(rule.text)
    ('420.5', 'subrule', ['en', 'zh-Hans', 'zh-Hant'])

The names below are imported when first used: the package is also the anchor its data files are
read through (``importlib.resources.files("rules_corpus")``, by the card library and search at
start-up), and that must not load the parsers and YAML with it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Anomaly", "Corpus", "Record", "Ref", "build_corpus"]


def __getattr__(name: str) -> Any:
    if name == "build_corpus":
        from rules_corpus.assemble import build_corpus

        return build_corpus
    if name in ("Anomaly", "Corpus", "Record", "Ref"):
        from rules_corpus import model

        return getattr(model, name)
    raise AttributeError(f"module 'rules_corpus' has no attribute {name!r}")
