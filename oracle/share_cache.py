"""A shared scenario's answer, computed once and kept in the scenario store beside its text.

Every view of ``/s/<id>`` used to resolve the saved scenario again (0.6-1.6 s for the gallery's
larger boards), so one save bought unlimited engine work. A saved text never changes (its id is
its hash), so its answer changes only when what computes it does: the answer is stored under the
scenario's id, a *variant* (the ruleset it was played under, the rulesets of a comparison, the
step bound) and the *engine version*, and a view whose version differs computes it again and
replaces the stored one.

The engine version (``engine_version``) is a digest of

* the package's version, for a release that changes what an answer holds;
* ``engine.cardlang.version.grammar_version()``: every source and data file of the engine (rules,
  rulesets, grammars, message catalog), which is everything a resolve runs, so any change to the
  engine gives a new version without anyone having to remember to bump a number;
* the card library's files (``oracle.card_import.library_names.fingerprint``) and the data
  directory's imported cards (size and modification time):
  a resolve reads the cards it names, and a card's new text changes its answer.

An answer that ran out of time (``time_limit``) is never stored: it says how busy the server was,
not what the scenario does, and the next view tries again.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from flask import current_app, g, request
from markupsafe import Markup

log = logging.getLogger("oracle")

#: the share page's variant: the scenario's own ruleset, no comparison (with the step bound added)
SHARE_VARIANT = "resolve"


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mtg-rules-oracle")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "0+source"


def imported_cards_stamp(data: Path) -> str:
    """The imported-cards file's size and modification time (empty when there is none)."""
    from oracle.card_catalog import DB_FILE

    try:
        stat = (data / DB_FILE).stat()
    except OSError:
        return ""
    return f"{stat.st_size} {stat.st_mtime_ns}"


def engine_version(data: Path | None = None) -> str:
    """The version an answer is stored under: package, engine sources, cards (see the module)."""
    from engine.cardlang.version import grammar_version
    from oracle.card_import.library_names import fingerprint

    data = data if data is not None else Path(current_app.config["DATA_DIR"])
    parts = [package_version(), grammar_version(), fingerprint(), imported_cards_stamp(data)]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


def variant(ruleset: str | None = None, compare: list[str] | None = None) -> str:
    """The variant key: what the answer was computed for besides the text and the engine."""
    steps = current_app.config["ENGINE_MAX_STEPS"]
    return f"{SHARE_VARIANT} ruleset={ruleset or ''} compare={','.join(compare or [])} max_steps={steps}"


def encode_answer(result: dict[str, Any] | None, error: dict[str, Any] | None,
                  head: dict[str, Any] | None) -> str:
    """The stored form, four JSON lines: the error; the result without its per-step boards (what
    the server renders: steps, final board, outcome); the scenario's head (``share.scenario_head``);
    the whole result as the page embeds it for its scripts.

    The last is written HTML-safe, as Jinja's ``tojson`` writes it (``<``, ``>``, ``&`` and ``'``
    escaped), so the page puts the stored text in its ``initial-result`` script as it is: a large
    board's answer is megabytes of step snapshots, and neither parsing nor serialising them again
    is a lookup. JSON never holds a raw newline, so newlines separate the parts."""
    from jinja2.utils import htmlsafe_json_dumps

    policies = current_app.jinja_env.policies  # what the template's tojson writes with
    error_json = json.dumps({k: v for k, v in error.items() if k != "text"} if error else None, ensure_ascii=False)
    slim = dict(result, steps=[{k: v for k, v in step.items() if k != "board"} for step in result["steps"]]) \
        if result else None
    return "\n".join([error_json, json.dumps(slim, ensure_ascii=False), json.dumps(head, ensure_ascii=False),
                      str(htmlsafe_json_dumps(result, dumps=policies["json.dumps_function"],
                                              **policies["json.dumps_kwargs"]))])


def decode_answer(stored: str) -> dict[str, Any]:
    """``{"result", "error", "head", "result_json"}`` from the stored form: ``result`` without the
    per-step boards, ``result_json`` the whole result as page markup."""
    error_json, slim_json, head_json, result_json = stored.split("\n", 3)
    return {"result": json.loads(slim_json), "error": json.loads(error_json), "head": json.loads(head_json),
            "result_json": Markup(result_json)}


def cached_share_answer(sid: str) -> dict[str, Any] | None:
    """The share page's stored answer (``decode_answer``) for this engine, or None; looked up once
    per request (the rate limit asks first, the page then)."""
    if "share_answer" not in g:
        from oracle.services import scenario_store

        stored = scenario_store().get_answer(sid, variant(), engine_version())
        g.share_answer = decode_answer(stored) if stored is not None else None
    return g.share_answer


def share_answer_cached() -> bool:
    """True when this request is a share page whose answer is stored (it then runs no engine)."""
    sid = (request.view_args or {}).get("sid")
    return isinstance(sid, str) and cached_share_answer(sid) is not None


def store_share_answer(sid: str, result: dict[str, Any] | None, error: dict[str, Any] | None,
                       head: dict[str, Any] | None) -> Markup | None:
    """Keep a freshly computed answer (not one that ran out of time); the whole result as the page
    embeds it (what was stored), so the first view does not serialise it a second time."""
    from oracle.scenario_store import StoreUnavailable
    from oracle.services import scenario_store

    if error is not None and error.get("limit") == "time_limit":
        return None
    encoded = encode_answer(result, error, head)
    try:
        scenario_store().put_answer(sid, variant(), engine_version(), encoded)
    except StoreUnavailable as exc:  # the page has its answer; the next view computes it again
        log.warning("the answer of shared scenario %s was not stored: %s", sid, exc)
    return Markup(encoded.split("\n", 3)[3])


def warm() -> None:
    """Compute the per-process parts of the engine version now (before gunicorn forks its workers)."""
    from engine.cardlang.version import grammar_version
    from oracle.card_import.library_names import fingerprint

    grammar_version()
    fingerprint()
