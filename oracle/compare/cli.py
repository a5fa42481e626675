"""``oracle resolve FILE --compare a,b``: both traces, then what differs (life, zones, the steps that
differ), as text in one language (or Simplified Chinese and English), or the API's answer as JSON.
"""

from __future__ import annotations

import json
from typing import Any

from oracle.compare.phrases import LANGS, _
from oracle.compare.run import CompareRequestError, choose_rulesets, compare, shared_error

EXIT_USAGE = 2
#: languages of the step texts when none is asked for, as ``oracle resolve`` prints them
DEFAULT_LANGS = ("zh-Hans", "en")
ASPECT_WORDS = {
    "missing": _("not under every ruleset"), "objects": _("other objects"), "rules": _("another rule"),
    "effect": _("another effect on the board"), "amounts": _("other amounts"),
}


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


def _error_lines(error: dict[str, Any], langs: tuple[str, ...]) -> list[str]:
    label = _("error").texts()
    where = f" [{', '.join(error['rules'])}]" if error.get("rules") else ""
    at = f" (at {error['at']})" if error.get("at") else ""
    message = error.get("message") or {}
    return [f"{label[code]}: {message.get(code) or message.get('en', '')}{where}{at}" for code in langs]


def render_comparison(answer: dict[str, Any], lang: str | None = None) -> str:
    """The comparison as text: each ruleset's trace, the summary, then the rows that differ."""
    from engine.text.report import render_text

    langs = (lang,) if lang else DEFAULT_LANGS
    words = lang or "en"
    lines: list[str] = []
    for name, result in answer["results"].items():
        lines.append(f"== {name} ==")
        lines.extend(_error_lines(result["error"], langs) if "error" in result else [render_text(result, lang)])
        lines.append("")
    diff = answer["diff"]
    lines.append("== " + _("What differs").text(words) + " ==")
    lines.extend(diff["summary"][code] for code in langs if code in diff["summary"])
    rows = [(i, row) for i, row in enumerate(diff["steps"], start=1) if row["kind"] != "same"]
    if rows:
        lines.append(_("Steps that differ:").text(words))
    for i, row in rows:
        if row["kind"].startswith("only_in:"):
            kind = _("only under %(ruleset)s", ruleset=row["kind"].split(":", 1)[1]).text(words)
        else:
            aspects = [ASPECT_WORDS[a] for a in row["differs"] if a in ASPECT_WORDS]
            kind = _("different: %(aspects)s", aspects=aspects).text(words)
        lines.append(f"  {i}. T{row['turn']} {row['step']} [{kind}]")
        for name, index in row["index"].items():
            if index is None:
                continue
            rules = ", ".join(row["rules"][name])
            lines.append(f"     {name} #{index + 1} {row['event'][name]} [{rules}]")
            lines.extend(f"        {row['text'][name][code]}" for code in langs if code in row["text"][name])
    return "\n".join(lines)


def compare_command(text: str, rulesets: str, *, as_json: bool, lang: str | None, max_steps: int,
                    time_limit: float) -> tuple[int, str]:
    """Exit code and output of the command: 0 with the comparison, 2 with an error that stops it
    (rulesets that cannot be compared, or the same error about the text under every ruleset)."""
    import engine
    from oracle.cards import default_library, lookup_card
    from oracle.trace_view import add_languages, error_with_languages

    try:
        names = choose_rulesets(rulesets)
    except CompareRequestError as exc:
        error = {"kind": exc.kind, "message": exc.message, **exc.extra}
        return EXIT_USAGE, _dumps({"error": error}) if as_json else "\n".join(_error_lines(error, (lang,) if lang
                                                                                           else ("en", "zh-Hans")))

    def resolve_one(name: str, seconds: float) -> dict[str, Any]:
        try:
            result = engine.resolve(text, card_lookup=lookup_card, max_steps=max_steps, time_limit=seconds,
                                    ruleset=name, boards=True)
        except engine.EngineError as exc:
            return {"error": error_with_languages(exc.to_dict()["error"])}
        return add_languages(result, default_library())

    answer = compare(names, resolve_one, time_limit, LANGS)  # --json is the API's answer in every language
    shared = shared_error(answer["results"])
    if shared is not None:
        error = answer["results"][shared]["error"]
        return EXIT_USAGE, _dumps({"error": error}) if as_json else "\n".join(
            _error_lines(error, (lang,) if lang else ("en", "zh-Hans")))
    return 0, _dumps(answer) if as_json else render_comparison(answer, lang)
