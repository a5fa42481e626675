"""The libyaml composer path of the scenario reader keeps every bound of the exact reader.

``read_scenario_text`` composes well-formed text with libyaml and checks the composed nodes
(``_construct_checked``); only text that fails is read again event by event. These tests hold the fast
path to the exact reader: it must itself refuse every document over a cap (a hole there would let
an alias bomb or a deep document through silently), and read every real scenario to the same value.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from engine.errors import LimitExceeded
from engine.limits import Limits
from engine.scenario_text import _BoundedLoader, _read_fast, read_scenario_text

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))
TWO = "players: [{id: A}, {id: B}]\n"
#: nine levels of ten aliases each: 10^9 values once expanded, from 70 alias uses (under max_aliases)
BOMB = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [" + ", ".join([f"*{p}"] * 10) + "]\n" for p, c in zip("abcdefghi", "bcdefghij", strict=False))


def exact(text: str, limits: Limits | None = None) -> object:
    loader = _BoundedLoader(text, limits or Limits(), None)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


@pytest.mark.parametrize("text", [
    BOMB,
    TWO + "y: &a 1\nx: [" + ", ".join(["*a"] * 101) + "]",           # alias uses
    "players: " + "[" * 40 + "]" * 40,                                # nesting (libyaml composes it)
    TWO + "turn: {number: " + "9" * 16 + "}",                          # a number too long
    TWO + "turn: &t {number: *t}",                                     # an alias inside what it names
    TWO + "x: [" + ", ".join(["1"] * 100_001) + "]",                   # values
], ids=["alias_bomb", "aliases", "depth", "number", "recursion", "values"])
def test_the_fast_path_refuses_what_the_exact_reader_refuses(text):
    start = time.process_time()
    assert _read_fast(text, Limits(), None) == (False, None)
    assert time.process_time() - start < 5  # the bomb is counted, never expanded
    with pytest.raises((LimitExceeded, Exception)):
        exact(text)


def test_an_alias_bomb_is_refused_as_max_nodes_quickly():
    start = time.process_time()
    with pytest.raises(LimitExceeded) as info:
        read_scenario_text(BOMB)
    assert info.value.limit == "max_nodes"
    assert time.process_time() - start < 5


def test_alias_uses_count_their_subtrees_as_the_exact_reader_does():
    # 10 uses of a 12-value list (the list, its 10 items... and the key) fit 200 values, not 100
    text = "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nb: [" + ", ".join(["*a"] * 10) + "]\n"
    assert _read_fast(text, Limits(max_nodes=200), None)[0] is True
    assert _read_fast(text, Limits(max_nodes=100), None) == (False, None)
    with pytest.raises(LimitExceeded):
        exact(text, Limits(max_nodes=100))
    assert exact(text, Limits(max_nodes=200))["b"][9] == list(range(1, 11))


def test_depth_counts_as_the_exact_reader_counts_it():
    text = "a: " + "[" * 30 + "1" + "]" * 30  # the mapping, 30 lists, the scalar: 32 deep
    assert _read_fast(text, Limits(max_depth=32), None)[0] is True
    assert _read_fast(text, Limits(max_depth=31), None) == (False, None)
    assert exact(text, Limits(max_depth=32)) is not None
    with pytest.raises(LimitExceeded):
        exact(text, Limits(max_depth=31))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_every_scenario_reads_to_the_same_value_by_both_paths(path):
    text = path.read_text(encoding="utf-8")
    ok, value = _read_fast(text, Limits(), None)
    assert ok and value == exact(text)
