"""Where a scenario error is in the text: an error path (``players[0].battlefield[2].power``) as a
line and column of the YAML, so the workbench can mark the very line a player must fix.

The path is walked through PyYAML's node tree (``yaml.compose``), whose nodes carry their marks.
A path that names something missing (a field the scenario does not have) lands on its nearest
existing ancestor; a YAML syntax error carries its own mark.

    >>> locate("players:\\n  - id: A\\n    life: x\\n", "players[0].life")
    {'line': 3, 'column': 11, 'end_line': 3, 'exact': True}
"""

from __future__ import annotations

import re
from typing import Any

import yaml

_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def path_parts(path: str) -> list[str | int]:
    """``players[0].battlefield[2].power`` -> ``["players", 0, "battlefield", 2, "power"]``."""
    return [int(index) if index else key for key, index in _PART.findall(path or "")]


def _child(node: yaml.Node, part: str | int) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode) and isinstance(part, str):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == part:
                # a key whose value is missing or empty points at the key itself
                return value if value.start_mark.index != value.end_mark.index else key
        return None
    if isinstance(node, yaml.SequenceNode) and isinstance(part, int):
        return node.value[part] if 0 <= part < len(node.value) else None
    return None


def locate(text: str, path: str) -> dict[str, Any] | None:
    """1-based line and column of ``path`` in ``text`` (``exact`` False if only an ancestor was
    found); None when the text is not YAML or the path is empty."""
    if not path:
        return None
    try:
        node = yaml.compose(text)
    except yaml.YAMLError:
        return None
    if node is None:
        return None
    exact = True
    for part in path_parts(path):
        found = _child(node, part)
        if found is None:
            exact = False
            break
        node = found
    end = node.end_mark
    end_line = end.line + 1 if end.column > 0 or end.line == node.start_mark.line else end.line
    return {"line": node.start_mark.line + 1, "column": node.start_mark.column + 1,
            "end_line": max(node.start_mark.line + 1, end_line), "exact": exact}


def syntax_error(text: str) -> dict[str, Any] | None:
    """The location and problem of a YAML syntax error in ``text``, or None if it parses."""
    try:
        yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = {"line": mark.line + 1, "column": mark.column + 1, "end_line": mark.line + 1, "exact": True} \
            if mark is not None else None
        return {"problem": exc.problem or exc.context or "invalid YAML", "location": where}
    except yaml.YAMLError as exc:
        return {"problem": str(exc), "location": None}
    return None
