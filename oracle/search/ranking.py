"""BM25F over the precomputed index: per-kind field weights, empty headers folded into a child.

For a query token ``t`` and a record ``d`` of kind ``k``, the fields' term frequencies are
combined before saturation, as BM25F does::

    s(t, d) = sum over fields f of  W[k][f] * tf(t, d, f) / (1 - b[f] + b[f] * len(d, f) / avglen(f))
    score(d) = sum over t of  q(t) * idf(t) * s(t, d) / (k1 + s(t, d))

``q(t)`` is the query's weight of the token (question words count little). The record's score is
then scaled by its kind's prior, by ``not_in_corpus`` for title-only records, by ``phrase`` when it
holds a quoted phrase and by ``frame`` when the query asks what happens and the record states a
consequence. A header with no text of its own (``502.9 Trample``) does not stand as a hit: its
score is passed to its best-scoring child (or its first child), so the title gives its children
context instead of winning on a bare title.
"""

from __future__ import annotations

from math import log
from typing import Any

from oracle.search.text import fold
from oracle.search.understanding import QueryPlan
from oracle.search.weights import FIELDS, Weights


def inverse_frequency(count: int, held: int) -> float:
    """BM25's idf of a token ``held`` by that many of ``count`` records."""
    return log(1 + (count - held + 0.5) / (held + 0.5))


class Index:
    """The records and postings written by the indexer (``index.json``)."""

    def __init__(self, data: dict[str, Any]):
        self.docs: list[dict[str, Any]] = data["docs"]
        self.postings: dict[str, str] = data["postings"]           # token -> "doc n f tf f tf ... doc n ..."
        self.lengths: list[list[int]] = data["lengths"]          # per field, per record
        self.by_title: dict[str, list[int]] = data["by_title"]
        self.by_term: dict[str, list[int]] = data["by_term"]
        self.spelling: dict[str, int] = data["spelling"]
        self.stems: dict[str, str] = data["stems"]
        self.count = len(self.docs)
        self.by_key = {d["key"]: n for n, d in enumerate(self.docs)}
        self.by_id: dict[str, list[int]] = {}
        self.children: dict[int, list[int]] = {}
        keys = {(d["edition"], d["id"]): n for n, d in enumerate(self.docs)}
        for n, doc in enumerate(self.docs):
            self.by_id.setdefault(doc["id"], []).append(n)
            parent = keys.get((doc["edition"], doc.get("parent") or ""))
            if parent is not None:
                self.children.setdefault(parent, []).append(n)
        self.depth = [0] * self.count
        for n, doc in enumerate(self.docs):
            parent = keys.get((doc["edition"], doc.get("parent") or ""))
            while parent is not None and self.depth[n] < 16:
                self.depth[n] += 1
                parent = keys.get((self.docs[parent]["edition"], self.docs[parent].get("parent") or ""))
        self._with_text: dict[int, list[int]] = {}
        self._with_text_set: dict[int, frozenset[int]] = {}
        self._folded: dict[int, str] = {}

    def folded(self, doc: int) -> str:
        """A record's title and text in every language, folded (for quoted phrases); cached."""
        found = self._folded.get(doc)
        if found is None:
            d = self.docs[doc]
            found = self._folded[doc] = fold(" \n".join([*d["title"].values(), *d["text"].values()]))
        return found

    def with_text_set(self, doc: int) -> frozenset[int]:
        """:meth:`with_text` as a set (cached)."""
        found = self._with_text_set.get(doc)
        if found is None:
            found = self._with_text_set[doc] = frozenset(self.with_text(doc))
        return found

    def with_text(self, doc: int) -> list[int]:
        """The descendants of a header that have text of their own, in document order."""
        found = self._with_text.get(doc)
        if found is None:
            found = []
            for child in self.children.get(doc, []):
                if self.docs[child]["has_text"]:
                    found.append(child)
                found += self.with_text(child)
            self._with_text[doc] = found
        return found


class Ranker:
    """Scores records for a :class:`QueryPlan` under a set of weights."""

    def __init__(self, index: Index, weights: Weights):
        self.index, self.weights = index, weights
        count = max(index.count, 1)
        # Per record and field: W[kind][f] / (1 - b + b * len / avglen), the factor tf is multiplied by.
        self.factor: list[list[float]] = []
        averages = [max(sum(lengths) / count, 1e-9) for lengths in index.lengths]
        for n, doc in enumerate(index.docs):
            kind_weights = weights.fields.get(doc["kind"], weights.fields["rule"])
            row = []
            for f, name in enumerate(FIELDS):
                b = weights.b.get(name, 0.6)
                norm = 1 - b + b * index.lengths[f][n] / averages[f]
                row.append(kind_weights.get(name, 0.0) / max(norm, 1e-9))
            self.factor.append(row)
        self.prior = []
        for doc in index.docs:
            p = weights.kind_prior.get(doc["kind"], 1.0)
            if not doc["in_corpus"]:
                p *= weights.not_in_corpus
            self.prior.append(p)
        self._cache: dict[str, tuple[list[int], list[float], frozenset[int]]] = {}
        # Headers whose score passes to a child (no text of their own, not glossary entries).
        self.headers = frozenset(n for n, d in enumerate(index.docs) if not d["has_text"] and d["kind"] != "glossary")
        self.consequence = frozenset(n for n, d in enumerate(index.docs) if d["consequence"])
        self.negating = frozenset(n for n, d in enumerate(index.docs) if d.get("negates"))

    def contributions(self, token: str) -> list[tuple[int, float]]:
        """``(record, idf * s / (k1 + s))`` for every record holding ``token``; computed once per token."""
        docs, values, _ = self._postings(token)
        return list(zip(docs, values, strict=True))

    def holders(self, token: str) -> frozenset[int]:
        """The records holding ``token`` in any field (cached with its postings)."""
        return self._postings(token)[2]

    def _postings(self, token: str) -> tuple[list[int], list[float], frozenset[int]]:
        """The records holding ``token``, their contributions and the same records as a set (cached)."""
        found = self._cache.get(token)
        if found is not None:
            return found
        encoded = self.index.postings.get(token)
        docs: list[int] = []
        values: list[float] = []
        if encoded:
            flat = list(map(int, encoded.split()))
            sums: list[tuple[int, float]] = []
            i, size = 0, len(flat)
            while i < size:
                doc, stop = flat[i], i + 2 + 2 * flat[i + 1]
                factor = self.factor[doc]
                s = 0.0
                for j in range(i + 2, stop, 2):
                    s += factor[flat[j]] * flat[j + 1]
                sums.append((doc, s))
                i = stop
            idf = inverse_frequency(self.index.count, len(sums))
            k1 = self.weights.k1
            for doc, s in sums:
                if s > 0:
                    docs.append(doc)
                    values.append(idf * s / (k1 + s))
        found = self._cache[token] = (docs, values, frozenset(docs))
        return found

    def score(self, plan: QueryPlan, allowed: set[int] | None = None) -> dict[int, float]:
        """Record -> score for every record the query reaches (restricted to ``allowed`` if given).

        Sums are kept in lists indexed by record (the index has a few thousand records at most),
        and the records each token reaches are cached sets, so a query's cost is one addition per
        posting and the rest runs in C set operations.
        """
        w = self.weights
        count = self.index.count
        acc = [0.0] * count
        asked = list(plan.tokens.items()) + [(f"c:{c}", q) for c, q in plan.concepts.items()] \
            + [(f"p:{p}", q) for p, q in plan.pairs.items()]
        holders: dict[str, frozenset[int]] = {}
        for token, weight in asked:
            docs, values, held = self._postings(token)
            if allowed is not None:
                held = held & allowed
                for doc, value in zip(docs, values, strict=True):
                    if doc in held:
                        acc[doc] += weight * value
            else:
                for doc, value in zip(docs, values, strict=True):
                    acc[doc] += weight * value
            holders[token] = holders[token] | held if token in holders else held
        reached = frozenset().union(*holders.values())
        # Coordination: a record that covers more of what the question names ranks higher. Each
        # word counts once, whichever of its parts the record holds.
        groups = [(g, q) for g, q in plan.groups if q > w.question_word]
        total = sum(q for _, q in groups) or 1.0
        covered = [0.0] * count if groups else None
        empty: frozenset[int] = frozenset()
        for group, weight in groups:
            assert covered is not None  # a list whenever there are groups
            for doc in frozenset().union(*(holders.get(t, empty) for t in group)):
                covered[doc] += weight
        prior, coord = self.prior, w.coord
        if covered is None:
            scores = {doc: acc[doc] * prior[doc] for doc in reached}
        else:
            # The share covered takes few values (sums of a few group weights): one power each.
            powers: dict[float, float] = {}
            scores = {}
            for doc in reached:
                share = covered[doc]
                factor = powers.get(share)
                if factor is None:
                    ratio = share / total
                    factor = powers[share] = (ratio if ratio <= 1.0 else 1.0) ** coord
                scores[doc] = acc[doc] * prior[doc] * factor
        if plan.phrases:
            for doc in reached:
                if any(p in self.index.folded(doc) for p in plan.phrases):
                    scores[doc] *= w.phrase
        if plan.frame:
            for doc in reached & self.consequence:
                scores[doc] *= w.frame
        if plan.negated and w.negation != 1.0:
            for doc in reached & self.negating:
                scores[doc] *= w.negation
        if plan.phrases:
            for doc in range(count):
                if doc not in scores and (allowed is None or doc in allowed) \
                        and any(p in self.index.folded(doc) for p in plan.phrases):
                    scores[doc] = w.phrase * prior[doc]
        return self.fold_headers(scores, allowed)

    def fold_headers(self, scores: dict[int, float], allowed: set[int] | None) -> dict[int, float]:
        """Headers with no text give their score to their best descendant with text and leave the list."""
        index = self.index
        share = self.weights.fold
        headers = self.headers.intersection(scores)
        for doc in sorted(headers, key=lambda n: (-index.depth[n], n)):
            kids = index.with_text_set(doc)
            if allowed is not None:
                kids = kids & allowed
            if not kids:
                continue
            # The descendant with the highest score (a record with none counts 0), the first on a tie.
            scored = kids & scores.keys()
            best_key = max(((scores[c], -c) for c in scored), default=None)
            if best_key is None or best_key[0] <= 0.0:
                unscored = kids - scored
                if unscored:
                    zero = (0.0, -min(unscored))
                    best_key = zero if best_key is None else max(best_key, zero)
            assert best_key is not None  # a parent with children has a best one
            best = -best_key[1]
            scores[best] = scores.get(best, 0.0) + share * scores.pop(doc)
        return scores
