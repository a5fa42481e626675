"""Search over the corpus: bilingual, script-agnostic and aware of rule numbers (Whoosh + jieba)."""

from oracle.search.searcher import RuleSearcher, SearchError

__all__ = ["RuleSearcher", "SearchError"]
