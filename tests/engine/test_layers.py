"""The engine's packages sit on floors, and a module imports only from its own floor or below.

The floors, lowest first (docs/engine.md, "Layers"):

0. words: errors, limits, the trace, and the text catalog with the word tables it needs;
1. ``engine.model``: the game's objects, which speak through floor 0 only;
2. the card renderers: every other ``engine.text`` module (they read the model's abilities);
3. the game's rules and effects (``engine.rules``, ``engine.effects``, ``engine.actions``,
   ``engine.abilities``);
4. everything that reads input or drives a game: the card language, rulesets, scenarios, the game
   loop, the driver, the package itself.

A new ``engine.text`` module is a renderer unless it is listed as a word table. Imports under
``if TYPE_CHECKING:`` are only for type hints and do not count (the graph of test_import_graph).
"""

from __future__ import annotations

from test_import_graph import _imports, import_graph

#: engine.text modules below the model: the catalog and the word tables, none of which reads a model
TEXT_WORDS = {"engine.text", "engine.text.catalog", "engine.text.names", "engine.text.hant",
              "engine.text.vocab", "engine.text.keywords", "engine.text.subtypes", "engine.text.counter_names",
              "engine.text.protection", "engine.text.card_words", "engine.text.report"}
FLOOR_0 = {"engine.errors", "engine.limits", "engine.trace"}
FLOOR_3 = ("engine.rules", "engine.effects", "engine.actions", "engine.abilities")


def floor(module: str) -> int:
    """The floor of an engine module (see the module docstring)."""
    if module in FLOOR_0 or module in TEXT_WORDS:
        return 0
    if module == "engine.model" or module.startswith("engine.model."):
        return 1
    if module.startswith("engine.text."):
        return 2
    if any(module == p or module.startswith(p + ".") for p in FLOOR_3):
        return 3
    return 4


def test_floors_are_assigned_as_documented() -> None:
    assert floor("engine.text.catalog") == 0 and floor("engine.model.objects") == 1
    assert floor("engine.text.card_en") == 2 and floor("engine.rules.combat") == 3
    assert floor("engine.effects.mana") == 3 and floor("engine.cardlang.build") == 4
    assert floor("engine.game") == 4 and floor("engine.text.some_new_renderer") == 2


def test_an_import_from_above_is_found() -> None:
    import ast
    tree = ast.parse("from engine.effects.mana import basic_land_ability\n")
    found = _imports(tree, "engine.model.objects", False)
    assert any(floor(m) > floor("engine.model.objects") for m in found)


def test_no_module_imports_from_a_higher_floor() -> None:
    graph = import_graph()
    assert len(graph) > 100  # the whole engine was read
    upward = sorted(f"{m} (floor {floor(m)}) imports {d} (floor {floor(d)})"
                    for m, deps in graph.items() for d in deps if floor(d) > floor(m))
    assert not upward, "\n".join(upward)


def test_the_model_imports_nothing_from_effects_or_rules() -> None:
    graph = import_graph()
    bad = sorted(f"{m} -> {d}" for m, deps in graph.items() if floor(m) == 1
                 for d in deps if d.startswith(("engine.effects", "engine.rules")))
    assert not bad, bad
