"""The OpenAPI 3 description of ``/api/v1``: what each route takes and returns, one error shape."""

from __future__ import annotations

from typing import Any


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _ok(schema: dict[str, Any], description: str = "OK") -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


ERROR = {"description": "Error", "content": {"application/json": {"schema": _ref("Error")}}}
TEXTS = {"type": "object", "additionalProperties": {"type": "string"},
         "description": "Text per language: zh-Hans, zh-Hant, en"}


def _param(name: str, where: str = "query", required: bool = False, schema: dict | None = None,
           description: str = "") -> dict[str, Any]:
    return {"name": name, "in": where, "required": required or where == "path",
            "schema": schema or {"type": "string"}, "description": description}


EDITION = _param("edition", "path", description="classic, 2009 or an imported edition")
RULE_ID = _param("rule_id", "path", description="a rule id such as 420.5c, or a glossary term")


def _ruleset_schema() -> dict[str, Any]:
    """The ``ruleset`` of a request: one of the engine's rulesets (the list is the engine's own)."""
    import engine
    from engine.rulesets import DEFAULT_RULESET

    names = [DEFAULT_RULESET] + [n for n in engine.RULESETS if n != DEFAULT_RULESET]
    return {"type": "string", "enum": names,
            "description": "play under this ruleset whatever the scenario's `ruleset:` says (default: the "
                           "scenario's, else classic); an unknown name is a 400 `unknown_ruleset` that lists "
                           "the known ones"}


def document() -> dict[str, Any]:
    ruleset = _ruleset_schema()
    ruleset_param = _param("ruleset", schema={"type": "string", "enum": ruleset["enum"]},
                           description="for a YAML body: the ruleset to play under (see the body's `ruleset`)")
    scenario_body = {"required": True, "content": {
        "application/json": {"schema": {"type": "object", "required": ["scenario"], "properties": {
            "scenario": {"oneOf": [{"type": "string"}, {"type": "object"}],
                         "description": "scenario YAML text, or the scenario as an object"},
            "ruleset": ruleset}}},
        # YAML under any of its media types (oracle.views.scenarios.YAML_TYPES); no other type is accepted
        **{t: {"schema": {"type": "string"}} for t in ("application/x-yaml", "application/yaml", "text/yaml",
                                                        "text/x-yaml")}}}
    return {
        "openapi": "3.0.3",
        "info": {"title": "Rules Oracle API", "version": "1.0.0",
                 "description": "The Magic: The Gathering rules corpus (classic and 2009 editions), its "
                                "search, and a cited rules engine. Every error has the Error shape."},
        "paths": {
            "/api/v1/editions": {"get": {"summary": "Editions in the corpus", "operationId": "editions",
                                         "responses": {"200": _ok({"type": "object"})}}},
            "/api/v1/editions/{edition}/toc": {"get": {
                "summary": "Chapters and sections of an edition", "operationId": "toc", "parameters": [EDITION],
                "responses": {"200": _ok({"type": "object"}), "404": ERROR}}},
            "/api/v1/rules/{edition}/{rule_id}": {"get": {
                "summary": "A rule with parents, children, examples, references and counterparts",
                "operationId": "rule", "parameters": [EDITION, RULE_ID],
                "responses": {"200": _ok(_ref("Rule")), "404": ERROR}}},
            "/api/v1/refs/{edition}/{rule_id}": {"get": {
                "summary": "A rule's outgoing and incoming cross-references", "operationId": "refs",
                "parameters": [EDITION, RULE_ID], "responses": {"200": _ok({"type": "object"}), "404": ERROR}}},
            "/api/v1/search": {"get": {
                "summary": "Search in Simplified or Traditional Chinese or English; rule numbers jump",
                "operationId": "search",
                "parameters": [_param("q", required=True, description="the query (at most 200 characters)"),
                               _param("edition"), _param("lang", schema={"type": "string",
                                                                         "enum": ["zh-Hans", "zh-Hant", "en"]}),
                               _param("section", description="a section number such as 420, or glossary"),
                               _param("limit", schema={"type": "integer", "minimum": 1, "maximum": 100}),
                               _param("page", schema={"type": "integer", "minimum": 1}),
                               _param("correct", schema={"type": "string", "enum": ["0", "1"]},
                                      description="0: search the text as typed, without typo correction"),
                               _param("prev", description="the query answered just before (the search log, "
                                      "when on: a search within 10 s of it replaced it)"),
                               _param("prev_n", schema={"type": "integer", "minimum": 0},
                                      description="how many results prev had"),
                               _param("prev_at", schema={"type": "integer", "minimum": 0},
                                      description="when the server answered prev, in milliseconds since 1970")],
                "responses": {"200": _ok(_ref("SearchAnswer")), "400": ERROR}}},
            "/api/v1/suggest": {"get": {
                "summary": "As-you-type suggestions", "operationId": "suggest", "parameters": [_param("q")],
                "responses": {"200": _ok({"type": "object"}), "400": ERROR}}},
            "/api/v1/terms": {"get": {"summary": "The terminology table with definitions and the classic glossary",
                                      "operationId": "terms",
                                      "parameters": [_param("q", description="filter: a name, variant or words "
                                                            "of a definition, in any language (≤ 100 characters)")],
                                      "responses": {"200": _ok({"type": "object"}), "400": ERROR}}},
            "/api/v1/cards": {"get": {
                "summary": "Cards of the library, optionally filtered by text", "operationId": "cards",
                "parameters": [_param("q", description="words of the name or rules text")],
                "responses": {"200": _ok({"type": "object"})}}},
            "/api/v1/cards/suggest": {"get": {
                "summary": "Card-name completion (English or Chinese, either script; close spellings if nothing matches)",
                "operationId": "cardSuggest",
                "parameters": [_param("q", required=True, description="the typed name or part of it (at most 100 characters)"),
                               _param("limit", schema={"type": "integer", "minimum": 1, "maximum": 20})],
                "responses": {"200": _ok({"type": "object", "properties": {
                    "query": {"type": "string"},
                    "suggestions": {"type": "array", "items": _ref("CardSummary")}}}), "400": ERROR}}},
            "/api/v1/cards/{name}": {"get": {
                "summary": "One card by English or Chinese name (fuzzy)", "operationId": "card",
                "parameters": [_param("name", "path")], "responses": {"200": _ok({"type": "object"}), "404": ERROR}}},
            "/api/v1/resolve": {"post": {
                "summary": "Resolve a scenario and return its cited trace", "operationId": "resolve",
                "parameters": [_param("lang", schema={"type": "string", "enum": ["zh-Hans", "zh-Hant", "en"]},
                                      description="keep only this language in step texts and errors"),
                               ruleset_param],
                "requestBody": scenario_body,
                "responses": {"200": _ok(_ref("Trace")), "400": ERROR, "413": ERROR, "415": ERROR, "422": ERROR,
                              "429": ERROR}}},
            "/api/v1/compare": {"post": {
                "summary": "Resolve one board under two or more rulesets: each one's trace and what differs",
                "description": "Each ruleset's result is what /api/v1/resolve answers under it, or {\"error\": ...} "
                               "when the scenario stops with an error under that ruleset. One time limit covers "
                               "every resolve. An error about the text itself, the same under every ruleset, is "
                               "the answer (422); unknown, repeated or too few rulesets are a 400.",
                "operationId": "compare",
                "parameters": [_param("lang", schema={"type": "string", "enum": ["zh-Hans", "zh-Hant", "en"]},
                                      description="keep only this language in texts, errors and the summary"),
                               _param("rulesets", description="for a YAML body: the rulesets, comma-separated "
                                                              "(e.g. classic,2009)")],
                "requestBody": {"required": True, "content": {
                    "application/json": {"schema": {"type": "object", "required": ["scenario"], "properties": {
                        "scenario": {"oneOf": [{"type": "string"}, {"type": "object"}],
                                     "description": "scenario YAML text, or the scenario as an object"},
                        "rulesets": {"type": "array", "items": {"type": "string"}, "minItems": 2,
                                     "uniqueItems": True,
                                     "description": "the rulesets to compare, the first one on the left; "
                                                    "default: every ruleset of the engine, classic first"},
                        "lang": {"type": "string", "enum": ["zh-Hans", "zh-Hant", "en"]}}}},
                    **{t: {"schema": {"type": "string"}} for t in ("application/x-yaml", "application/yaml",
                                                                    "text/yaml", "text/x-yaml")}}},
                "responses": {"200": _ok(_ref("Comparison")), "400": ERROR, "413": ERROR, "415": ERROR,
                              "422": ERROR, "429": ERROR}}},
            "/api/v1/validate": {"post": {
                "summary": "Check a scenario as you type (without running its actions) and give its starting board",
                "operationId": "validate", "parameters": [ruleset_param], "requestBody": scenario_body,
                "responses": {"200": _ok(_ref("Validation")), "400": ERROR, "413": ERROR, "415": ERROR, "422": ERROR,
                              "429": ERROR}}},
            "/api/v1/legal-actions": {"post": {
                "summary": "The choices for the next action: each candidate legal, or the engine's error with "
                           "the rule that forbids it; optionally one action tried at that moment",
                "operationId": "legalActions", "parameters": [ruleset_param],
                "requestBody": {"required": True, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["scenario", "next"], "properties": {
                        "scenario": {"oneOf": [{"type": "string"}, {"type": "object"}]}, "ruleset": ruleset,
                        "next": {"type": "object", "required": ["verb"], "properties": {
                            "verb": {"type": "string", "enum": ["attack", "block", "cast", "activate", "play", "order", "assign"]},
                            "player": {"type": "string"}, "step": {"type": "string"}, "turn": {"type": "integer"},
                            "stack": {"type": "string", "enum": ["empty"]},
                            "respond": {"oneOf": [{"type": "string"}, {"type": "object"}],
                                        "description": "wait until this spell or ability is on top of the stack: a "
                                                       "source id or {spell|ability|trigger: id} (scenario respond:)"},
                            "damage_step": {"type": "string", "enum": ["first_strike", "regular"]}}},
                        "try": {"type": "object", "description": "one scenario action, e.g. {\"attack\": [\"bears\"]}"}}}}}},
                "responses": {"200": _ok(_ref("Choices")), "400": ERROR, "413": ERROR, "415": ERROR, "422": ERROR,
                              "429": ERROR}}},
            "/api/v1/scenarios": {"post": {
                "summary": "Save a scenario; the id is a hash of its text", "operationId": "saveScenario",
                "requestBody": scenario_body,
                "responses": {"201": _ok({"type": "object", "properties": {
                    "id": {"type": "string"}, "url": {"type": "string"}}}, "Saved"), "400": ERROR, "413": ERROR,
                    "415": ERROR, "422": ERROR, "429": ERROR, "503": ERROR}}},
            "/api/v1/scenarios/{sid}": {"get": {
                "summary": "A saved scenario", "operationId": "savedScenario", "parameters": [_param("sid", "path")],
                "responses": {"200": _ok({"type": "object"}), "404": ERROR, "503": ERROR}}},
            "/api/v1/gallery": {"get": {"summary": "The teaching scenarios", "operationId": "gallery",
                                        "responses": {"200": _ok({"type": "object"})}}},
            "/api/v1/gallery/{lesson_id}": {"get": {
                "summary": "One teaching scenario with its YAML", "operationId": "lesson",
                "parameters": [_param("lesson_id", "path")], "responses": {"200": _ok({"type": "object"}),
                                                                           "404": ERROR}}},
            "/api/v1/openapi.json": {"get": {"summary": "This document", "operationId": "openapi",
                                             "responses": {"200": _ok({"type": "object"})}}},
        },
        "components": {"schemas": {
            "Error": {"type": "object", "required": ["error"], "properties": {"error": {
                "type": "object", "required": ["kind", "message", "text"], "properties": {
                    "kind": {"type": "string"},
                    "message": {**TEXTS, "description": "The message in every language there is (zh-Hans, "
                                "zh-Hant, en; a compare answer limited by ?lang= keeps that one)"},
                    "text": {"type": "string", "description": "The message in the request's interface "
                             "language (?ui=, the ui cookie, Accept-Language; Simplified Chinese by default)"},
                    "rules": {"type": "array", "items": {"type": "string"}},
                    "at": {"type": "string", "nullable": True},
                    "nearest": {"type": "array", "items": {"type": "string"}},
                    "location": {"$ref": "#/components/schemas/Location"},
                    "suggestions": {"type": "array", "items": {"type": "string"}},
                    "retry_after": {"type": "integer", "description": "a 429's seconds until the client's "
                                    "budget lets a request through again (as the Retry-After header)"}}}}},
            "Rule": {"type": "object", "required": ["edition", "id", "kind", "text"], "properties": {
                "edition": {"type": "string"}, "id": {"type": "string"}, "kind": {"type": "string"},
                "parent": {"type": "string", "nullable": True},
                "parents": {"type": "array", "items": {"type": "string"}},
                "title": TEXTS, "text": TEXTS, "translation": TEXTS,
                "examples": {"type": "array", "items": TEXTS},
                "refs": {"type": "array", "items": {"type": "string"}},
                "referenced_by": {"type": "array", "items": {"type": "string"}},
                "children": {"type": "array", "items": {"type": "string"}},
                "counterparts": {"type": "array", "items": {"type": "object"}}}},
            "SearchAnswer": {"type": "object", "required": ["query", "results"], "properties": {
                "query": {"type": "string"}, "suggestion": {"type": "string", "nullable": True},
                "corrected": {"type": "boolean", "description": "the results are for the suggestion"},
                "mode": {"type": "string", "enum": ["rule_id", "words"]},
                "redirect": {"type": "string", "nullable": True,
                             "description": "a rule number's rule page; the search page redirects there"},
                "nearest": {"type": "array", "description": "for an unknown rule number, the rules closest to it",
                            "items": {"type": "object", "properties": {
                                "edition": {"type": "string"}, "id": {"type": "string"}, "title": TEXTS,
                                "url": {"type": "string"}}}},
                "best": {"type": "object", "nullable": True,
                         "description": "the best rule's whole text, its citation and a gallery lesson citing it",
                         "properties": {"edition": {"type": "string"}, "id": {"type": "string"}, "title": TEXTS,
                                        "text": TEXTS, "marked": TEXTS, "citation": {"type": "string"},
                                        "url": {"type": "string"}, "source": {"type": "string"},
                                        "lesson": {"type": "object", "nullable": True}}},
                "total": {"type": "integer"}, "page": {"type": "integer"}, "pages": {"type": "integer"},
                "results": {"type": "array", "items": {"type": "object", "properties": {
                    "edition": {"type": "string"}, "id": {"type": "string"}, "score": {"type": "number"},
                    "title": TEXTS, "snippet": TEXTS}}}}},
            "Names": {"type": "object", "additionalProperties": TEXTS,
                      "description": "each card name on the boards, in every language known (converted ones listed in `converted`)"},
            "Location": {"type": "object", "nullable": True, "description": "where an error is in the YAML text (1-based)",
                         "properties": {"line": {"type": "integer"}, "column": {"type": "integer"},
                                        "end_line": {"type": "integer"}, "exact": {"type": "boolean"}}},
            "CardSummary": {"type": "object", "properties": {
                "name": {"type": "string"}, "names": TEXTS, "mana_cost": {"type": "string"},
                "types": {"type": "array", "items": {"type": "string"}},
                "power": {"type": "integer", "nullable": True}, "toughness": {"type": "integer", "nullable": True},
                "source": {"type": "string", "enum": ["library", "import"],
                           "description": "the project's library, or a card imported from MTGJSON files"},
                "parsed": {"type": "boolean", "description": "whether the card language reads its text"}}},
            "Validation": {"type": "object", "required": ["valid"], "properties": {
                "valid": {"type": "boolean"},
                "error": {"type": "object", "nullable": True, "description": "the engine error with `location` and, for "
                          "an unknown card, `suggestions` (did you mean)"},
                "scenario": {"type": "object", "nullable": True, "description": "the scenario as parsed"},
                "board": {"type": "object", "description": "the starting board (the trace's state format)"},
                "zones": {"type": "object", "description": "per player, the cards of each zone with their ids"},
                "ruleset": {"type": "string", "description": "the ruleset it was checked under"},
                "names": {"$ref": "#/components/schemas/Names"}}},
            "Choices": {"type": "object", "required": ["decision", "options"], "properties": {
                "decision": {"type": "object", "nullable": True, "properties": {
                    "kind": {"type": "string"}, "player": {"type": "string"}, "turn": {"type": "integer"},
                    "step": {"type": "string"},
                    "damage_step": {"type": "string", "nullable": True, "enum": ["first_strike", "regular", None],
                                    "description": "which combat damage step, in step combat_damage"}}},
                "respond_to": {"type": "array", "description": "the spells and abilities on the stack, top first, "
                               "that an action can respond to (its respond: is `respond`)",
                               "items": {"type": "object", "properties": {
                                   "kind": {"type": "string"}, "source": {"type": "string"}, "top": {"type": "boolean"},
                                   "controller": {"type": "string"}, "respond": {"type": "object"},
                                   "name": TEXTS}}},
                "board": {"type": "object", "description": "the board at that decision"},
                "ruleset": {"type": "string", "description": "the ruleset it was played under"},
                "options": {"type": "array", "items": {"type": "object", "properties": {
                    "object": {"type": "string"}, "legal": {"type": "boolean"},
                    "targets": {"type": "array", "items": {"type": "array", "items": {"type": "string"}}},
                    "error": {"type": "object", "nullable": True}}}},
                "attempt": {"type": "object", "properties": {"legal": {"type": "boolean"},
                                                             "error": {"type": "object", "nullable": True}}},
                "names": {"$ref": "#/components/schemas/Names"}}},
            "Comparison": {"type": "object", "required": ["rulesets", "results", "diff"], "properties": {
                "rulesets": {"type": "array", "items": {"type": "string"}},
                "results": {"type": "object", "description": "per ruleset: its Trace, or {\"error\": ...}",
                            "additionalProperties": {"oneOf": [_ref("Trace"), _ref("Error")]}},
                "diff": _ref("ComparisonDiff")}},
            "ComparisonDiff": {"type": "object", "required": ["outcome", "players", "battlefield", "steps", "summary"],
                               "description": "only what differs; values are keyed by ruleset name",
                               "properties": {
                "outcome": {"type": "object", "nullable": True,
                            "description": "each ruleset's outcome (null for an error), when they differ"},
                "players": {"type": "object", "description": "player id -> field (life, poison, graveyard, hand, "
                                                            "library) -> {ruleset: value}"},
                "battlefield": {"type": "object", "properties": {
                    "only_in": {"type": "object", "description": "ruleset -> ids in play under it and not under "
                                                                 "every other"},
                    "changed": {"type": "object", "description": "permanent id -> field -> {ruleset: value}"}}},
                "steps": {"type": "array", "description": "the traces aligned by turn, step and event",
                          "items": {"type": "object", "properties": {
                              "turn": {"type": "integer"}, "step": {"type": "string"},
                              "index": {"type": "object", "description": "ruleset -> index in its steps, or null",
                                        "additionalProperties": {"type": "integer", "nullable": True}},
                              "event": {"type": "object"}, "rules": {"type": "object"}, "text": {"type": "object"},
                              "kind": {"type": "string", "description": "same, changed or only_in:<ruleset>"},
                              "differs": {"type": "array", "items": {"type": "string", "enum": [
                                  "missing", "objects", "rules", "effect", "amounts", "numbering", "wording"]}}}}},
                "errors": {"type": "object", "description": "ruleset -> error kind, for those that stopped"},
                "summary": TEXTS}},
            "Trace": {"type": "object", "required": ["ruleset", "steps", "state", "outcome"], "properties": {
                "ruleset": {"type": "string"},
                "steps": {"type": "array", "items": {"type": "object", "properties": {
                    "n": {"type": "integer"}, "turn": {"type": "integer"}, "step": {"type": "string"},
                    "event": {"type": "string"}, "objects": {"type": "array", "items": {"type": "string"}},
                    "rules": {"type": "array", "items": {"type": "string"}}, "text": TEXTS,
                    "board": {"type": "object", "description": "the board after this step"},
                    "converted": {"type": "array", "items": {"type": "string"}}}}},
                "state": {"type": "object"}, "outcome": {"type": "object"},
                "initial_board": {"type": "object"}, "names": {"$ref": "#/components/schemas/Names"},
                "elapsed_ms": {"type": "number"}}},
        }},
    }
