"""Answering queries: rule numbers jump to the rule, words are ranked with BM25F across languages.

    >>> searcher = RuleSearcher.open(Path("var"))
    >>> searcher.search("致命伤害")["results"][0]["id"]
    '420.5c'
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from whoosh import index, scoring
from whoosh.query import And, Or, Phrase, Prefix, Query, Term

from oracle.search.analysis import chinese_tokens, english_analyzer, set_cache_dir, to_simplified, warm_up
from oracle.search.concepts import concepts_of_query
from oracle.search.indexer import INDEX_DIR
from oracle.search.queries import QueryError, parse_query
from oracle.search.snippets import chinese_snippet, english_snippet
from oracle.search.spelling import Speller
from oracle.search.vocabulary import load_terms

MAX_LIMIT = 100
# A glossary entry restates a rule in a few words; the rule itself should come first.
KIND_WEIGHT = {"glossary": 0.45, "chapter": 0.5, "section": 0.9, "rule": 1.0, "subrule": 1.0}
EDITION_ORDER = {"classic": 0, "2009": 1}


class SearchError(ValueError):
    """A query or option that cannot be searched; ``kind`` names the problem for the error shape."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


class _KindWeighted(scoring.BM25F):
    """BM25F, then scaled by what kind of record matched (rules before glossary restatements)."""

    use_final = True

    def __init__(self, weights: list[float]):
        super().__init__(B=0.6, K1=1.4)
        self.weights = weights

    def final(self, searcher, docnum, score):
        return score * self.weights[docnum]


def normal_form(text: str) -> str:
    """How titles and terms are compared: Simplified, lower case, no spaces or hyphens."""
    return "".join(ch for ch in to_simplified(text).lower() if ch.isalnum())


class RuleSearcher:
    """A read-only searcher over the index in a data directory; open once per process."""

    def __init__(self, ix: index.Index):
        self.ix = ix
        self.searcher = ix.searcher()
        reader = self.searcher.reader()
        self.docs: list[dict[str, Any]] = [reader.stored_fields(n) for n in range(reader.doc_count_all())]
        self.weights = [KIND_WEIGHT.get(d.get("kind", ""), 1.0) for d in self.docs]
        self.by_id: dict[str, list[int]] = {}
        for n, doc in enumerate(self.docs):
            self.by_id.setdefault(doc["rule_id"], []).append(n)
        for n, doc in enumerate(self.docs):
            if not doc["payload"].get("text_in_corpus", True):
                self.weights[n] *= 0.5
        self.weighted = self.ix.searcher(weighting=_KindWeighted(self.weights))
        # The keyword index: a title typed in full, or a term of the terminology table, names the
        # records that a reader wants first (the rule before its glossary restatement).
        self.by_title: dict[str, list[int]] = {}
        for n, doc in enumerate(self.docs):
            if doc["payload"].get("text_in_corpus", True):
                for title in doc["payload"]["title"].values():
                    self.by_title.setdefault(normal_form(title), []).append(n)
        self.by_term: dict[str, list[int]] = {}
        keys = {(doc["edition"], doc["rule_id"]): n for n, doc in enumerate(self.docs)}
        for term in load_terms():
            for key in term.defined_by:
                if key in keys:
                    for form in term.forms:
                        self.by_term.setdefault(normal_form(form), []).append(keys[key])
        self.english = english_analyzer()
        self.speller = Speller({term.decode("utf-8"): reader.doc_frequency("words_en", term)
                                for term in reader.lexicon("words_en")})

    @classmethod
    def open(cls, data: Path) -> RuleSearcher:
        set_cache_dir(data)
        folder = Path(data) / INDEX_DIR
        if not index.exists_in(str(folder)):
            raise SearchError("index_missing", f"no search index in {folder}; run 'oracle build'")
        warm_up()
        return cls(index.open_dir(str(folder), readonly=True))

    def close(self) -> None:
        self.searcher.close()
        self.weighted.close()

    # -- public ---------------------------------------------------------------------------------
    def search(self, query: str, *, edition: str | None = None, lang: str | None = None,
               section: str | None = None, limit: int = 10, page: int = 1) -> dict[str, Any]:
        """Results for ``query`` in the issue's JSON shape, with paging and a spelling suggestion."""
        if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise SearchError("invalid_option", f"limit must be between 1 and {MAX_LIMIT}")
        if not isinstance(page, int) or page < 1:
            raise SearchError("invalid_option", "page must be 1 or more")
        if lang not in (None, "zh-Hans", "zh-Hant", "en"):
            raise SearchError("invalid_option", "lang must be zh-Hans, zh-Hant or en")
        try:
            parsed = parse_query(query)
        except QueryError as exc:
            raise SearchError("invalid_query", str(exc)) from exc
        answer: dict[str, Any] = {"query": parsed.text, "suggestion": None, "corrected": False}
        if parsed.rule_id:
            hits = self._by_number(parsed.rule_id, edition)
            answer["mode"] = "rule_id"
        else:
            words = " ".join([parsed.words, *parsed.phrases]).strip()
            hits = self._by_words(words, parsed.phrases, edition, lang, section)
            answer["mode"] = "words"
            if not hits:
                suggestion = self.suggest(words)
                if suggestion:
                    answer["suggestion"] = suggestion
                    hits = self._by_words(suggestion, [], edition, lang, section)
                    answer["corrected"] = bool(hits)
        hits = [h for h in hits if self._passes(h[0], edition, lang, section)]
        total = len(hits)
        start = (page - 1) * limit
        words_for_snippet = parsed.words if not parsed.rule_id else ""
        if answer["corrected"]:
            words_for_snippet = answer["suggestion"]
        zh_words = [w for w, _, _ in chinese_tokens(words_for_snippet)] if words_for_snippet else []
        stems = [t.text for t in self.english(words_for_snippet)] if words_for_snippet else []
        answer.update(total=total, page=page, pages=max(1, math.ceil(total / limit)),
                      results=[self._result(n, score, zh_words, stems) for n, score in hits[start:start + limit]])
        return answer

    def suggest(self, words: str) -> str | None:
        """'did you mean': each English word unknown to the index replaced by its nearest known word."""
        changed, out = False, []
        for word in words.split():
            lower = word.lower()
            fixed = self.speller.correct(lower) if lower.isascii() and lower.isalpha() else None
            out.append(fixed or word)
            changed = changed or bool(fixed)
        return " ".join(out) if changed else None

    # -- the two kinds of query ---------------------------------------------------------------
    def _by_number(self, rule_id: str, edition: str | None) -> list[tuple[int, float]]:
        """The rule itself first (classic before 2009), then everything numbered under it."""
        exact = sorted(self.by_id.get(rule_id, []), key=lambda n: EDITION_ORDER.get(self.docs[n]["edition"], 9))
        family = []
        for n, doc in enumerate(self.docs):
            rid = doc["rule_id"]
            if rid != rule_id and (rid.startswith(rule_id + ".") or (
                    "." in rule_id and rid.startswith(rule_id) and rid[len(rule_id):][:1].isalpha())):
                family.append(n)
        family.sort(key=lambda n: (EDITION_ORDER.get(self.docs[n]["edition"], 9), self.docs[n]["position"]))
        return [(n, 100.0) for n in exact] + [(n, 50.0) for n in family]

    def _by_words(self, words: str, phrases: list[str], edition, lang, section) -> list[tuple[int, float]]:
        query = self._word_query(words, phrases)
        if query is None:
            return []
        results = self.weighted.search(query, limit=None, filter=self._filter(edition, lang, section))
        ranked = [(hit.docnum, hit.score) for hit in results]
        if phrases:
            return ranked
        # Tier 1: the whole query is a title; tier 2: it is a term some records define.
        key = normal_form(words)
        first = self.by_title.get(key, []) + self.by_term.get(key, [])
        order = {"rule": 0, "subrule": 0, "section": 0, "chapter": 1, "glossary": 2}
        first = sorted(dict.fromkeys(first), key=lambda n: (
            order.get(self.docs[n]["kind"], 3), n not in self.by_title.get(key, []),
            EDITION_ORDER.get(self.docs[n]["edition"], 9), self.docs[n]["position"]))
        if not first:
            return ranked
        top = ranked[0][1] if ranked else 1.0
        boosted = [(n, top + len(first) - i) for i, n in enumerate(first)]
        return boosted + [(n, score) for n, score in ranked if n not in set(first)]

    def _word_query(self, words: str, phrases: list[str]) -> Query | None:
        zh = [w for w, _, _ in chinese_tokens(words)]
        en = [t.text for t in self.english(words)]
        parts: list[Query] = []
        for token in dict.fromkeys(zh):
            parts += [Term("title_zh", token), Term("body_zh", token)]
        for token in dict.fromkeys(en):
            parts += [Term("title_en", token), Term("body_en", token)]
        for concept in concepts_of_query(words):
            parts += [Term("concepts", concept, boost=2.0), Term("defines", concept, boost=2.0)]
        # Words typed together are worth more where they stand together (an implicit phrase).
        if len(zh) > 1 and not phrases:
            parts.append(Phrase("body_zh", zh))
        if len(en) > 1 and not phrases:
            parts.append(Phrase("body_en", en))
        for phrase in phrases:
            zh_words = [w for w, _, _ in chinese_tokens(phrase)]
            en_words = [t.text for t in self.english(phrase)]
            if len(zh_words) > 1:
                parts.append(Phrase("body_zh", zh_words, boost=3.0))
            if len(en_words) > 1:
                parts.append(Phrase("body_en", en_words, boost=3.0))
        if not parts:
            return None
        query = Or(parts)
        # On a small index a plain union of posting lists beats Whoosh's preloaded score arrays.
        query.matcher_type = Or.DEFAULT_MATCHER
        return query

    @staticmethod
    def _filter(edition, lang, section) -> Query | None:
        terms: list[Query] = []
        if edition:
            terms.append(Term("edition", edition))
        if lang:
            terms.append(Term("langs", lang))
        if section:
            terms.append(Prefix("section", section))
        return And(terms) if terms else None

    def _passes(self, docnum: int, edition, lang, section) -> bool:
        doc = self.docs[docnum]
        return ((not edition or doc["edition"] == edition) and (not lang or lang in doc["langs"].split())
                and (not section or doc["section"].startswith(section)))

    def _result(self, docnum: int, score: float, zh_words: list[str], stems: list[str]) -> dict[str, Any]:
        doc = self.docs[docnum]
        payload = doc["payload"]
        snippet = {}
        for lang in ("zh-Hans", "zh-Hant", "en"):
            text = payload["text"].get(lang)
            if text:
                snippet[lang] = english_snippet(text, stems) if lang == "en" else chinese_snippet(
                    text, zh_words)
        return {"edition": doc["edition"], "id": doc["rule_id"], "kind": doc["kind"], "score": round(score, 4),
                "title": payload["title"], "snippet": snippet}


