"""Parsing the imported cards' texts in each wording, through the parse cache and a process pool.

A parse is the import's cost: some 30,000 texts (every Oracle text, every printed English text,
every printed Chinese text), each line tried by the LALR parser and, when LALR refuses it, by the
Earley parser, and a refused line compared with every template for the nearest ones. So:

* each distinct text is parsed once (a job is everything the parse reads: the card's name, its
  Chinese names, whether it is a spell, the text), keyed like the library's parse cache
  (``oracle.card_cache.entry_key``: the text and the grammar version), and a key the data
  directory already holds is not parsed again: a re-import parses only what is new;
* the rest is spread over a process pool (``workers``, default the machine's cores, at most 2 by
  default on the shared machine the benchmarks run on) whose processes are forked after the
  parsers are built, so they start with them.

An entry is ``{"abilities": <AST as JSON>}`` (checked to decode to the same AST before it is
kept), ``{"abilities": None}`` for an AST the cache cannot hold faithfully (parsed again when the
card is used), or ``{"error": {"phrase", "stopped_at", "suggestions", "message"}}``.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from oracle.card_cache import CacheError, decode, encode, entry_key, identical

#: below this many texts the pool's start costs more than it saves
POOL_MIN = 200


@dataclass(frozen=True)
class Job:
    """One text to parse and everything its parse reads."""

    name: str
    text: str
    is_spell: bool
    name_zh: str = ""
    other_names: tuple[str, ...] = ()
    #: the printing's release date for a printed Chinese text (its creature type words depend on it)
    printed: str = ""

    def key(self, version: str) -> str:
        return entry_key(version, self.name, self.name_zh, self.is_spell, self.text, self.other_names,
                         self.printed)


#: per process: the result of each normalised line that did not parse, and the nearest templates
#: of each refused line (the engine memoises what parses; a refused line of one card, "~" for its
#: name, is often another card's too, and its Earley parse is the dearest part of the import)
_REFUSED: dict[tuple[Any, ...], str] = {}
_NEAREST: dict[tuple[str, bool], list[str]] = {}


def _line_key(job: Job, line: str) -> tuple[Any, ...]:
    """Everything ``engine.cardlang.parse_line`` reads of a line once it is normalised."""
    from engine.cardlang.normalise import looks_chinese, normalise_en, normalise_zh

    if not looks_chinese(line):
        return ("en", normalise_en(job.name, line), job.is_spell)
    printed = job.printed or None
    retry = normalise_zh(job.name, None, line, printed=printed) if (job.name_zh or job.other_names) else None
    return ("zh", normalise_zh(job.name, job.name_zh or None, line, job.other_names, printed), retry, job.is_spell)


def _refusal(job: Job) -> dict[str, Any] | None:
    """The first line of the job's text that no template reads (with where the parser stopped and
    the nearest templates), or None when every line parses. The same calls as
    ``engine.cardlang.parse_card_text`` makes, with refused lines remembered."""
    from engine.cardlang import card_lines, parse_line, suggest

    for line in card_lines(job.text):
        key = _line_key(job, line)
        if key not in _REFUSED:
            try:
                parse_line(job.name, line, is_spell=job.is_spell, name_zh=job.name_zh or None,
                           other_names=job.other_names, printed=job.printed or None)
                continue
            except ValueError as exc:
                _REFUSED[key] = str(exc)
        chinese = key[0] == "zh"
        near = (key[1], chinese)
        if near not in _NEAREST:
            _NEAREST[near] = suggest(key[1], chinese=chinese)
        return {"phrase": line, "stopped_at": _REFUSED[key], "suggestions": list(_NEAREST[near])}
    return None


def parse_job(job: Job) -> dict[str, Any]:
    """The cache entry for one job (see the module's docstring); never raises for a text."""
    from engine.cardlang import parse_card_text
    from engine.errors import EngineError, UnsupportedText

    try:
        refused = _refusal(job)
        if refused is not None:
            error = UnsupportedText(job.name, refused["phrase"], stopped_at=refused["stopped_at"] or None,
                                    card_zh=job.name_zh or None, suggestions=refused["suggestions"])
            return {"error": dict(refused, message=error.to_dict()["error"]["message"])}
        abilities = parse_card_text(job.name, job.text, is_spell=job.is_spell, name_zh=job.name_zh or None,
                                    other_names=job.other_names, printed=job.printed or None)
    except UnsupportedText as exc:  # pragma: no cover - _refusal found every line readable
        return {"error": {"phrase": exc.phrase, "stopped_at": exc.stopped_at or "",
                          "suggestions": list(exc.suggestions), "message": exc.to_dict()["error"]["message"]}}
    except (EngineError, RecursionError, ValueError) as exc:  # the text broke the parser: refused, and said why
        return {"error": {"phrase": job.text.splitlines()[0] if job.text else "", "stopped_at": "",
                          "suggestions": [], "message": {"en": f"{exc.__class__.__name__}: {exc}"}}}
    try:
        encoded = encode(abilities)
        if identical(decode(json.loads(json.dumps(encoded, ensure_ascii=False))), abilities):
            return {"abilities": encoded}
    except (CacheError, RecursionError, TypeError, ValueError):
        pass
    return {"abilities": None}


def _parse_chunk(jobs: list[Job]) -> list[dict[str, Any]]:
    return [parse_job(job) for job in jobs]


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def parse_all(jobs: Iterable[Job], version: str, known: dict[str, Any], *, workers: int | None = None,
              ) -> tuple[dict[str, Any], dict[str, int]]:
    """Every job's entry by key: from ``known`` (the data directory's cache) where it has it, else
    parsed. Returns the entries and ``{"texts", "cached", "parsed", "workers"}``."""
    wanted: dict[str, Job] = {}
    for job in jobs:
        wanted.setdefault(job.key(version), job)
    out = {k: known[k] for k in wanted if k in known}
    todo = [(k, j) for k, j in wanted.items() if k not in out]
    workers = default_workers() if workers is None else max(1, workers)
    if workers > 1 and len(todo) >= POOL_MIN and "fork" in multiprocessing.get_all_start_methods():
        from engine.cardlang import prepare_parsers

        prepare_parsers()  # built once here; the forked workers start with them
        # long texts first, so that no worker is left with the slowest chunk at the end
        todo.sort(key=lambda kj: -len(kj[1].text))
        size = max(1, min(64, len(todo) // (workers * 8)))
        chunks = [todo[i:i + size] for i in range(0, len(todo), size)]
        with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork")) as pool:
            for chunk, entries in zip(chunks, pool.map(_parse_chunk, [[j for _, j in c] for c in chunks]),
                                      strict=True):
                out.update((k, e) for (k, _), e in zip(chunk, entries, strict=True))
    else:
        workers = 1
        out.update((k, parse_job(j)) for k, j in todo)
    return out, {"texts": len(wanted), "cached": len(wanted) - len(todo), "parsed": len(todo), "workers": workers}


def abilities_of(entry: dict[str, Any] | None) -> Any:
    """The AST an ``{"abilities": ...}`` entry holds (None when it holds none or does not decode)."""
    if not isinstance(entry, dict) or entry.get("abilities") is None:
        return None
    try:
        return decode(entry["abilities"])
    except (CacheError, ImportError, RecursionError, TypeError, ValueError, KeyError):
        return None
