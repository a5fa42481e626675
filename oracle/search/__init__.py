"""Search over the corpus: bilingual, script-agnostic, aware of rule numbers and of how players ask."""

from oracle.search.searcher import RuleSearcher, SearchError

__all__ = ["RuleSearcher", "SearchError"]
