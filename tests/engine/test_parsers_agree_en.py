"""LALR, relex and Earley give one AST on the templates checked in English (see ``parser_agreement``)."""

from __future__ import annotations

import pytest

from tests.engine.parser_agreement import check_template, templates_for
from tests.engine.test_cardlang import TEMPLATES

CHECKED = templates_for("en", TEMPLATES)


@pytest.mark.parametrize(("name", "line", "is_spell"), CHECKED, ids=[t[1][:40] for t in CHECKED])
def test_the_parsers_agree(name: str, line: str, is_spell: bool) -> None:
    check_template("en", name, line, is_spell)
