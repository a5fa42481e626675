"""The index schema: one document per record, Chinese folded to Simplified, English stemmed."""

from __future__ import annotations

from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

from oracle.search.analysis import chinese_analyzer, english_analyzer, spelling_analyzer


def build_schema() -> Schema:
    return Schema(
        key=ID(stored=True, unique=True),          # "classic:420.5c"
        edition=ID(stored=True),
        rule_id=ID(stored=True),
        section=ID(stored=True),                     # "420"; glossary entries use "glossary"
        kind=ID(stored=True),
        langs=KEYWORD(stored=True),                  # languages the record has text in
        position=NUMERIC(stored=True, sortable=True),
        title_zh=TEXT(analyzer=chinese_analyzer(), field_boost=3.0),
        title_en=TEXT(analyzer=english_analyzer(), field_boost=3.0),
        body_zh=TEXT(analyzer=chinese_analyzer(), phrase=True),
        body_en=TEXT(analyzer=english_analyzer(), phrase=True),
        concepts=KEYWORD(field_boost=1.5),           # terminology ids the record names, in any language
        defines=KEYWORD(field_boost=3.0),            # terminology ids the record defines (terms.yaml)
        words_en=TEXT(analyzer=spelling_analyzer(), spelling=True),
        payload=STORED(),                            # titles and texts for snippets
    )
