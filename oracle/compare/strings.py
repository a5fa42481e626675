"""The strings the compare view's script shows (``oracle/static/compare.js``), from the catalog,
in the interface language; the workbench page renders them with its own (``oracle.workbench_strings``).
"""

from __future__ import annotations

from flask_babel import gettext as _


def texts() -> dict[str, str]:
    """Every ``s("…")`` key of compare.js that the workbench's own strings do not have."""
    return {
        "%(n)s of %(total)s steps differ; they are highlighted.": _("%(n)s of %(total)s steps differ; they are highlighted."),
        "Compare": _("Compare"),
        "Differs": _("Differs"),
        "Every step is the same under these rulesets.": _("Every step is the same under these rulesets."),
        "Next difference": _("Next difference"),
        "No such step under %(ruleset)s.": _("No such step under %(ruleset)s."),
        "Only under %(ruleset)s": _("Only under %(ruleset)s"),
        "Previous difference": _("Previous difference"),
        "Resolve": _("Resolve"),
        "Steps under each ruleset, aligned": _("Steps under each ruleset, aligned"),
        "another effect on the board": _("another effect on the board"),
        "another rule": _("another rule"),
        "not under every ruleset": _("not under every ruleset"),
        "other amounts": _("other amounts"),
        "other objects": _("other objects"),
    }
