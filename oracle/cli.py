"""The ``oracle`` command line: build, serve, look rules up, resolve scenarios, check and import corpora.

Each command imports what it needs when it runs: ``oracle resolve`` and ``oracle card`` never
import Flask, SQLite helpers or the corpus builder, and ``resolve`` loads the card library only
for a scenario that names a card (``card: NAME``). A benchmark that starts ``oracle resolve`` once
per card pays the start-up hundreds of times.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from oracle.config import SettingsError, db_path, settings

if TYPE_CHECKING:
    from oracle.store import RuleStore

EXIT_USAGE = 2


def _print_json(value: Any) -> None:
    click.echo(json.dumps(value, ensure_ascii=False, indent=2))


def fail(kind: str, message: str, *, as_json: bool, **extra: Any) -> NoReturn:
    """Exit 2 with a clear message (as the error JSON shape when ``--json`` was asked for)."""
    if as_json:
        _print_json({"error": {"kind": kind, "message": {"en": message}, **extra}})
    else:
        click.echo(f"error: {message}", err=True)
    sys.exit(EXIT_USAGE)


def open_store(as_json: bool = False) -> RuleStore:
    from oracle.store import CorpusMissing, RuleStore

    try:
        return RuleStore.open(db_path())
    except CorpusMissing as exc:
        fail("corpus_missing", str(exc), as_json=as_json)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """A bilingual Magic: The Gathering rulebook and rules engine."""
    try:
        settings()  # every command starts from valid settings, or says which one is wrong
    except SettingsError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(EXIT_USAGE)


#: a scenario that names a card (``card: Glorious Anthem``) needs the card library
_CARD_NAMED = re.compile(r"""["']?\bcard["']?\s*:""")


@main.command()
def build() -> None:
    """Build the corpus database and search index under $ORACLE_DATA (default ./var)."""
    from oracle.build import build_all
    from oracle.scenario_store import StoreUnavailable, open_scenario_store

    data = settings().data
    timings = build_all(data)
    try:
        open_scenario_store(settings().scenario_store_for(data), create=True)  # created here, never by a racing request
    except StoreUnavailable as exc:
        fail("store_unavailable", str(exc), as_json=False)
    parts = ", ".join(f"{k} {v:.2f}s" for k, v in timings.items())
    click.echo(f"built {db_path(data)} ({parts})")


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int)
@click.option("--prod", is_flag=True, help="Run under gunicorn with one worker per CPU.")
def serve(host: str, port: int, prod: bool) -> None:
    """Serve the web app."""
    if prod:
        from oracle.production import run_gunicorn

        run_gunicorn(host, port)
        return
    from oracle.app import create_app
    from oracle.scenario_store import StoreUnavailable
    from oracle.services import warm_up

    try:
        app = create_app()
    except StoreUnavailable as exc:
        fail("store_unavailable", str(exc), as_json=False)
    with app.app_context():
        warm_up()  # jieba, the index, the glossary, the gallery and the cards: paid once, before serving
    app.run(host=host, port=port)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8001, show_default=True, type=int)
def datasette(host: str, port: int) -> None:
    """Browse and query the corpus database with Datasette (read-only, SQL in the browser)."""
    from oracle.browse import serve

    path = db_path()
    if not path.exists():
        fail("corpus_missing", f"no corpus database at {path}; run 'oracle build' first", as_json=False)
    click.echo(f"serving {path} read-only at http://{host}:{port}/oracle (Ctrl-C stops)")
    serve(path, host, port)


@main.command()
@click.argument("rule_id")
@click.option("--edition", default="classic", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the record as JSON.")
@click.option("--lang", type=click.Choice(["zh-Hans", "zh-Hant", "en"]), help="Only this language.")
def rule(rule_id: str, edition: str, as_json: bool, lang: str | None) -> None:
    """Show one rule with its parents, children, examples and references."""
    from oracle.render import rule_text
    from oracle.store import UnknownEdition, UnknownRule

    store = open_store(as_json)
    try:
        rec = store.rule(edition, rule_id.strip())
    except UnknownRule as exc:
        fail("unknown_rule", str(exc), as_json=as_json, nearest=exc.nearest, editions=exc.elsewhere)
    except UnknownEdition as exc:
        fail("unknown_edition", str(exc), as_json=as_json)
    if as_json:
        _print_json(rec)
        return
    family = {p: store.summary(edition, p) for p in rec["parents"]}
    click.echo(rule_text(rec, family, [lang] if lang else None))


@main.command()
@click.argument("query")
@click.option("--edition", help="Only this edition.")
@click.option("--lang", type=click.Choice(["zh-Hans", "zh-Hant", "en"]), help="Only records with text in it.")
@click.option("--section", help="Only this section (e.g. 420) or 'glossary'.")
@click.option("--limit", default=10, show_default=True, type=int)
@click.option("--page", default=1, show_default=True, type=int)
@click.option("--json", "as_json", is_flag=True)
def search(query: str, edition: str | None, lang: str | None, section: str | None, limit: int, page: int,
           as_json: bool) -> None:
    """Search the rules in Chinese (either script) or English, or jump to a rule number."""
    from oracle.search import RuleSearcher, SearchError

    try:
        answer = RuleSearcher.open(settings().data).search(query, edition=edition, lang=lang, section=section,
                                                      limit=limit, page=page)
    except SearchError as exc:
        fail(exc.kind, str(exc), as_json=as_json)
    if as_json:
        _print_json(answer)
        return
    if answer["suggestion"]:
        verb = "showing results for" if answer["corrected"] else "did you mean"
        click.echo(f"{verb}: {answer['suggestion']}")
    click.echo(f"{answer['total']} results (page {answer['page']} of {answer['pages']})")
    for hit in answer["results"]:
        title = hit["title"].get("zh-Hans") or hit["title"].get("zh-Hant") or hit["title"].get("en") or ""
        click.echo(f"{hit['edition']} {hit['id']}  {title}  [{hit['score']}]")
        for lang_code, text in hit["snippet"].items():
            plain = text.replace("<mark>", "[").replace("</mark>", "]")
            click.echo(f"    {lang_code}: {html.unescape(plain)}")


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the trace as JSON.")
@click.option("--lang", type=click.Choice(["zh-Hans", "zh-Hant", "en"]),
              help="Only this language (default: Simplified Chinese and English).")
@click.option("--max-steps", type=click.IntRange(min=1), default=lambda: settings().engine_max_steps,
              show_default="ORACLE_ENGINE_MAX_STEPS", help="Engine transitions before the run stops as a loop.")
@click.option("--time-limit", type=click.FloatRange(min=0, min_open=True),
              default=lambda: settings().engine_time_limit, show_default="ORACLE_ENGINE_TIME_LIMIT",
              help="Seconds for the whole resolve (reading, building, playing).")
@click.option("--compare", "compare_with", metavar="RULESETS",
              help="Resolve under each of these rulesets (comma-separated, e.g. classic,2009) and show what differs.")
@click.option("--ruleset", "ruleset", metavar="NAME",
              help="Play under this ruleset (classic, 2009) whatever the scenario's ruleset: says.")
def resolve(file: Path, as_json: bool, lang: str | None, max_steps: int, time_limit: float,
            compare_with: str | None, ruleset: str | None) -> None:
    """Resolve a scenario file (YAML or JSON; '-' for standard input) and print the cited trace.
    ``card: NAME`` finds any card of the library (English or Chinese name), then the built-in cards."""
    import engine
    from oracle.cards import default_library, lookup_card
    from oracle.compare.phrases import _

    if ruleset is not None:
        _check_ruleset(ruleset, compare_with, as_json=as_json, lang=lang)

    try:
        text = sys.stdin.read() if str(file) == "-" else file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        fail("invalid_scenario", f"{file}: cannot read the scenario ({exc.__class__.__name__})", as_json=as_json)
    if _CARD_NAMED.search(text):
        default_library()  # loaded once per process, as the server does at start-up: not the resolve's work
    if compare_with is not None:
        from oracle.compare.cli import compare_command

        code, output = compare_command(text, compare_with, as_json=as_json, lang=lang, max_steps=max_steps,
                                       time_limit=time_limit)
        click.echo(output, err=code != 0 and not as_json)
        sys.exit(code)
    try:
        result = engine.resolve(text, card_lookup=lookup_card, max_steps=max_steps, time_limit=time_limit,
                                ruleset=ruleset)
    except engine.EngineError as exc:
        if as_json:
            _print_json(exc.to_dict())
        else:
            for shown in [lang] if lang else ["en", "zh-Hans"]:
                label = _("error").text(shown)
                where = f" [{', '.join(exc.rules)}]" if exc.rules else ""
                at = f" (at {exc.at})" if exc.at else ""
                click.echo(f"{label}: {exc.text(shown)}{where}{at}", err=True)
        sys.exit(EXIT_USAGE)
    if as_json:
        click.echo(engine.dumps(result))
    else:
        click.echo(engine.render_text(result, lang=lang))


def _check_ruleset(name: str, compare_with: str | None, *, as_json: bool, lang: str | None) -> None:
    """``--ruleset NAME``: a ruleset the engine knows, and not together with ``--compare`` (which
    names its own); else exit 2 with the message in the three languages (or ``--lang``'s)."""
    from oracle.compare import CompareRequestError, choose_ruleset
    from oracle.compare.phrases import _

    try:
        choose_ruleset(name)
        if compare_with is not None:
            raise CompareRequestError("invalid_request", _("--ruleset and --compare cannot be used together: "
                                                           "--compare names the rulesets itself"))
    except CompareRequestError as exc:
        error = {"kind": exc.kind, "message": exc.message, **exc.extra}
        if as_json:
            _print_json({"error": error})
        else:
            for code in [lang] if lang else ["en", "zh-Hans", "zh-Hant"]:
                click.echo(f"{_('error').text(code)}: {exc.message[code]}", err=True)
        sys.exit(EXIT_USAGE)


@main.command()
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
def card(name: str, as_json: bool) -> None:
    """One card by English or Chinese name, either script (closest match if not exact): the library's,
    else one imported with ``oracle import-cards``."""
    from oracle.card_commands import card_command

    code, text = card_command(name, as_json)
    click.echo(text, err=code != 0 and not as_json)
    sys.exit(code)


@main.command()
@click.option("--search", "text", help="Cards whose name or rules text contains TEXT (imported cards: by name).")
@click.option("--coverage", is_flag=True, help="How much of the library the card language parses.")
@click.option("--json", "as_json", is_flag=True)
def cards(text: str | None, coverage: bool, as_json: bool) -> None:
    """List or search the card library (a search also finds imported cards), or report how much of
    the library parses."""
    from oracle.card_commands import cards_command

    code, output = cards_command(text, coverage, as_json)
    click.echo(output)
    sys.exit(code)


@main.command("search-log")
@click.option("--json", "as_json", is_flag=True, help="Print the entries as JSON.")
@click.option("--clear", is_flag=True, help="Delete every entry.")
@click.option("--lang", type=click.Choice(["zh-Hans", "zh-Hant", "en"]),
              help="Only this language (default: English and Simplified Chinese).")
def search_log(as_json: bool, clear: bool, lang: str | None) -> None:
    """The anonymous search log (ORACLE_SEARCH_LOG=on): searches that found nothing and searches
    replaced within 10 s, most frequent first."""
    from oracle.compare.phrases import Phrase, _
    from oracle.search_log import SearchLog, SearchLogUnavailable

    def say(phrase: Phrase) -> str:
        return " / ".join(phrase.text(code) for code in ([lang] if lang else ["en", "zh-Hans"]))

    s = settings()
    log = SearchLog(s.search_log_for(s.data), max_rows=s.search_log_max_rows)
    try:
        if clear:
            cleared = log.clear()
            if as_json:
                _print_json({"cleared": cleared})
            else:
                click.echo(say(_("%(n)s entries deleted from the search log", n=cleared)))
            return
        entries, rows = log.summary(), log.rows()
    except SearchLogUnavailable as exc:
        fail("search_log_unavailable", str(exc), as_json=as_json)
    if as_json:
        _print_json({"on": s.search_log, "rows": rows, "max_rows": s.search_log_max_rows, "entries": entries})
        return
    if not s.search_log:
        click.echo(say(_("The search log is off (ORACLE_SEARCH_LOG=on keeps it).")))
    if not entries:
        click.echo(say(_("The search log is empty.")))
        return
    click.echo(say(_("%(rows)s entries stored (at most %(max)s); count, query → the query that replaced it, "
                     "(results), filters:", rows=rows, max=s.search_log_max_rows)))
    for e in entries:
        into = f" → {e['reformulated']}" if e["reformulated"] else ""
        shown = "?" if e["results"] is None else e["results"]
        filters = "".join(f"  {name}={e[name]}" for name in ("edition", "lang", "section") if e[name])
        click.echo(f"{e['count']:>6}  {e['query']}{into}  ({shown}){filters}")


@main.command("import-cards")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--summary", is_flag=True, help="One line per set, without the refused cards.")
@click.option("--workers", type=click.IntRange(1, 64), default=None,
              help="Processes that parse (default: the machine's cores, at most 2).")
def import_cards(files: tuple[Path, ...], as_json: bool, summary: bool, workers: int | None) -> None:
    """Import cards from MTGJSON files (set files, AllPrintings.json, AtomicCards.json).

    The cards, their printed English and Chinese texts and their rulings go into the data
    directory ($ORACLE_DATA/cards-import.db), never into the repository; sets imported before stay,
    the same set imported again is replaced. Prints per set the cards read and how many parse in
    each wording (Oracle, printed English, printed Simplified Chinese), and for each card refused
    the first phrase no template continues and the nearest templates. A re-import reuses the
    parse cache. Library cards keep their own text: the library wins when a name is in both.
    """
    from oracle.card_import.importer import import_files
    from oracle.card_import.mtgjson import MtgjsonError
    from oracle.card_import.report import report_text

    try:
        report = import_files(list(files), settings().data, workers=workers)
    except MtgjsonError as exc:
        if as_json:
            _print_json({"error": {"kind": "invalid_card_file", "message": exc.messages, "file": exc.path}})
            sys.exit(EXIT_USAGE)
        fail("invalid_card_file", str(exc), as_json=False)
    if as_json:
        _print_json(report)
    else:
        click.echo(report_text(report, refused=not summary))


@main.group()
def corpus() -> None:
    """Inspect the corpus."""


@corpus.command()
@click.option("--json", "as_json", is_flag=True)
def check(as_json: bool) -> None:
    """Counts per edition and section, and every anomaly found in the sources.

    Exits non-zero only when a source cannot be parsed at all, not for the sources' own noise.
    """
    from rules_corpus import build_corpus

    try:
        build_corpus()
    except Exception as exc:  # a parse failure is what this command exists to catch
        fail("parse_failure", f"a source could not be parsed: {exc!r}", as_json=as_json)
    report = open_store(as_json).check_report()
    if as_json:
        _print_json(report)
        return
    for edition, info in report["editions"].items():
        kinds = ", ".join(f"{n} {k}" for k, n in info["kinds"].items())
        click.echo(f"{edition}: {info['records']} records ({kinds}); refs {info['refs_resolved']}/"
                   f"{info['refs']} resolved")
        click.echo("  rules per section: " + " ".join(f"{s}:{n}" for s, n in info["rules_per_section"].items()))
        if info["summarised_title_only"]:
            click.echo("  title-only, with a project summary: " + " ".join(info["summarised_title_only"]))
        if info["outside_corpus"]:
            click.echo("  outside the corpus (named by the source or the concordance), with a project summary: "
                       + " ".join(info["outside_corpus"]))
    click.echo("anomalies: " + ", ".join(f"{k} {n}" for k, n in report["anomaly_counts"].items()))
    for a in report["anomalies"]:
        where = f" [{a['source']}@{a['offset']}]" if a["source"] else ""
        click.echo(f"  {a['edition']} {a['kind']} {a['id']}: {a['message']}{where}")


@main.command("import-cr")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--edition", required=True, help="Name of the new edition, e.g. 2024.")
@click.option("--lang", required=True, type=click.Choice(["en", "zh-Hans", "zh-Hant"]))
@click.option("--replace", is_flag=True, help="Replace an edition imported before under that name.")
@click.option("--json", "as_json", is_flag=True, help="Print the counts and anomalies as JSON.")
def import_cr(file: Path, edition: str, lang: str, replace: bool, as_json: bool) -> None:
    """Import a Comprehensive Rules text file in the official layout as a new edition.

    Every numbered line becomes a record, every Example: is attached and every glossary entry
    becomes a term; the counts are printed against the lines seen, with every line that broke
    the layout or could not be placed.
    """
    from oracle.build import build_all
    from rules_corpus.imports import save_import
    from rules_corpus.official import ImportError_

    if not file.exists():
        fail("invalid_import", f"{file}: no such file", as_json=as_json)
    data = settings().data
    try:
        corpus = save_import(file, edition, lang, replace=replace, data=data)
    except ImportError_ as exc:
        fail("invalid_import", str(exc), as_json=as_json)
    build_all(data)
    from rules_corpus.official import ImportCounts

    counts = ImportCounts(**{k: v for k, v in corpus.counts.items() if k != "reconciled"})
    anomalies = [a.as_dict() for a in corpus.anomalies]
    if as_json:
        _print_json({"edition": edition, "file": file.name, "counts": corpus.counts, "anomalies": anomalies})
        return
    click.echo(f"imported edition {edition} from {file.name}: {counts.summary()}")
    kinds: dict[str, int] = {}
    for a in anomalies:
        kinds[a["kind"]] = kinds.get(a["kind"], 0) + 1
    click.echo(f"{len(anomalies)} anomalies" + (": " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items()))
                                               if kinds else ""))
    for a in anomalies:
        if a["kind"] != "unresolved_ref":
            click.echo(f"  {a['kind']} {a['id']}: {a['message']} [@{a['offset']}]")
    if kinds.get("unresolved_ref"):
        click.echo(f"  (and {kinds['unresolved_ref']} cross-references to numbers not in the file: "
                   f"oracle corpus check lists them)")


if __name__ == "__main__":
    main()
