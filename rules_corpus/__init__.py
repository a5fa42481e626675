"""The rules corpus: source rulebooks parsed into cited, cross-referenced records.

The corpus is data first: ``build_corpus()`` reads the copies of the source documents kept in
``rules_corpus/sources/`` and returns records, references and a report of every anomaly found in
the sources, so nothing noisy in a source is dropped without a trace.

    >>> corpus = build_corpus()
    >>> rule = corpus.record("classic", "420.5c")
    >>> rule.parent, rule.kind, sorted(rule.text)
    ('420.5', 'subrule', ['en', 'zh-Hans', 'zh-Hant'])
"""

from rules_corpus.assemble import build_corpus
from rules_corpus.model import Anomaly, Corpus, Record, Ref

__all__ = ["Anomaly", "Corpus", "Record", "Ref", "build_corpus"]
