"""The same board under several rulesets: both traces and what differs (life, zones, the steps).

    >>> from oracle.compare import choose_rulesets
    >>> choose_rulesets(["classic", "classic"])
    Traceback (most recent call last):
    ...
    oracle.compare.run.CompareRequestError: ruleset 'classic' is named twice

``diff_results`` is the pure diff of resolve answers; ``compare`` resolves under each ruleset
within one time budget and answers as ``POST /api/v1/compare`` does; ``summarise`` says it in
three languages.
"""

from __future__ import annotations

from oracle.compare.diff import align_steps, diff_results, differs, same_rules
from oracle.compare.run import (
    CompareRequestError,
    choose_ruleset,
    choose_rulesets,
    citation_tables,
    compare,
    edition_of,
    known_rulesets,
    shared_error,
)
from oracle.compare.summary import summarise

__all__ = ["CompareRequestError", "align_steps", "choose_ruleset", "choose_rulesets", "citation_tables", "compare", "diff_results",
           "differs", "edition_of", "known_rulesets", "same_rules", "shared_error", "summarise"]
