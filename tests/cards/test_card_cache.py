"""The card library's parse cache: a load from it gives exactly what parsing gives, and nothing it holds
is trusted blindly (a changed card, another grammar version, a corrupt, truncated, forged or
misplaced entry all fall back to parsing, and the file is written again)."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import shutil
from pathlib import Path

import pytest

from engine.cardlang import version as grammar
from oracle.card_cache import CACHE_FILE, FORMAT, CacheError, ParseCache, decode, encode, identical
from oracle.cards import CARDS_DIR, CardLibrary, default_library
from tests.cards.test_card_names import CARDS

MORE = """\
- name: Drudge Skeletons
  mana_cost: '{1}{B}'
  types: [creature]
  subtypes: [Skeleton]
  supertypes: []
  power: 1
  toughness: 1
  text: '{B}: Regenerate Drudge Skeletons.'
  era: Alpha
- name: Prodigal Sorcerer
  mana_cost: '{2}{U}'
  types: [creature]
  subtypes: [Wizard]
  supertypes: []
  power: 1
  toughness: 1
  text: '{T}: Prodigal Sorcerer deals 1 damage to target creature or player.'
  era: Alpha
- name: Nonsense Golem
  mana_cost: '{3}'
  types: [artifact, creature]
  subtypes: [Golem]
  supertypes: []
  power: 2
  toughness: 2
  text: Whenever the moon is full, flip a coin and sing.
  era: Alpha
"""


@pytest.fixture()
def cards_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "a.yaml").write_text(CARDS, encoding="utf-8")
    (folder / "b.yaml").write_text(MORE, encoding="utf-8")
    return folder


def _same_cards(a: CardLibrary, b: CardLibrary) -> None:
    assert [c.name for c in a.cards] == [c.name for c in b.cards]
    for x, y in zip(a.cards, b.cards, strict=True):
        assert identical(x.abilities, y.abilities), x.name
        assert x.error == y.error, x.name


def test_a_cached_load_is_the_parse(cards_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / CACHE_FILE
    first = CardLibrary(cards_dir, cache_path=path)
    assert first.cache_report["problem"] == "missing" and first.cache_report["parsed"] == 7
    assert first.cache_report["written"] and path.exists()
    again = CardLibrary(cards_dir, cache_path=path)
    assert again.cache_report == dict(again.cache_report, hits=7, parsed=0, files_read=0, problem=None, written=False)
    _same_cards(CardLibrary(cards_dir), again)
    golem = again.exact("Nonsense Golem")  # a card that does not parse keeps its error through the cache
    assert golem is not None and golem.abilities is None and golem.error["phrase"]
    # and the cached abilities act in the engine: the Sorcerer pings B for 1
    import engine

    scenario = {"turn": {"active": "A", "step": "main1", "number": 3},
                "players": [{"id": "A", "battlefield": [{"card": "Prodigal Sorcerer", "id": "tim"}]}, {"id": "B"}],
                "actions": [{"activate": {"source": "tim", "targets": ["B"]}}], "stop": "main1"}
    trace = engine.resolve(scenario, card_lookup=again.lookup)
    assert trace["state"]["players"]["B"]["life"] == 19


def test_the_whole_library_from_the_built_cache_is_the_parse(data_dir: Path) -> None:
    """``oracle build`` (the session's data directory) wrote the cache; every card read from it is
    the parse, field for field."""
    cached = CardLibrary(cache_path=data_dir / CACHE_FILE)
    assert cached.cache_report["parsed"] == 0 and cached.cache_report["hits"] == len(cached) >= 800
    _same_cards(CardLibrary(), cached)


def test_a_changed_card_is_parsed_again(cards_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / CACHE_FILE
    CardLibrary(cards_dir, cache_path=path)
    text = (cards_dir / "b.yaml").read_text(encoding="utf-8")
    (cards_dir / "b.yaml").write_text(text.replace("deals 1 damage", "deals 2 damage"), encoding="utf-8")
    changed = CardLibrary(cards_dir, cache_path=path)
    assert changed.cache_report["parsed"] == 1 and changed.cache_report["files_read"] == 1
    assert changed.cache_report["written"]
    sorcerer = changed.exact("Prodigal Sorcerer")
    assert "deals 2 damage" in sorcerer.text_en
    _same_cards(CardLibrary(cards_dir), changed)
    assert CardLibrary(cards_dir, cache_path=path).cache_report["parsed"] == 0


def test_another_grammar_version_invalidates_everything(cards_dir: Path, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / CACHE_FILE
    CardLibrary(cards_dir, cache_path=path)
    monkeypatch.setattr(grammar, "grammar_version", lambda: "0" * 64)
    stale = CardLibrary(cards_dir, cache_path=path)
    assert stale.cache_report["problem"].startswith("stale") and stale.cache_report["parsed"] == 7
    assert json.loads(path.read_bytes().partition(b"\n")[0])["grammar"] == "0" * 64


def test_the_grammar_version_follows_the_grammar_files(tmp_path: Path, monkeypatch) -> None:
    copy = tmp_path / "engine"
    shutil.copytree(grammar._ENGINE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(grammar, "_ENGINE", copy)
    names = {p.relative_to(copy).as_posix() for p in grammar._source_files()}
    assert {"cardlang/en.lark", "cardlang/zh.lark", "cardlang/build.py", "model/abilities.py"} <= names
    before = grammar.grammar_version.__wrapped__()
    assert before == grammar.grammar_version.__wrapped__()
    lark = copy / "cardlang" / "en.lark"
    lark.write_text(lark.read_text(encoding="utf-8") + "\n// a comment is a change too\n", encoding="utf-8")
    assert grammar.grammar_version.__wrapped__() != before


@pytest.mark.parametrize("damage", ["flip", "truncate", "empty", "garbage", "header only", "format"])
def test_a_corrupt_file_is_ignored_and_rebuilt(cards_dir: Path, tmp_path: Path, damage: str) -> None:
    path = tmp_path / CACHE_FILE
    CardLibrary(cards_dir, cache_path=path)
    blob = path.read_bytes()
    head, _, body = blob.partition(b"\n")
    broken = {
        "flip": head + b"\n" + body.replace(b"Regenerate", b"Regenerato", 1) if b"Regenerate" in body
        else head + b"\n" + body[:-5] + b"xxxxx",
        "truncate": blob[: len(blob) // 2],
        "empty": b"",
        "garbage": b"\x00\xff not json at all",
        "header only": head,
        "format": json.dumps(dict(json.loads(head), format=FORMAT + 1)).encode() + b"\n" + body,
    }[damage]
    path.write_bytes(broken)
    again = CardLibrary(cards_dir, cache_path=path)
    assert again.cache_report["problem"] and again.cache_report["parsed"] == 7 and again.cache_report["written"]
    _same_cards(CardLibrary(cards_dir), again)
    assert CardLibrary(cards_dir, cache_path=path).cache_report == dict(
        again.cache_report, hits=7, parsed=0, files_read=0, problem=None, written=False)


def _rewrite(path: Path, change) -> None:
    """Edit the body of a cache file and give it a valid checksum: a forged file."""
    head, _, body = path.read_bytes().partition(b"\n")
    data = json.loads(body)
    change(data)
    new_body = json.dumps(data, ensure_ascii=False).encode("utf-8")
    header = dict(json.loads(head), sha256=hashlib.sha256(new_body).hexdigest())
    path.write_bytes(json.dumps(header).encode() + b"\n" + new_body)


@pytest.mark.parametrize("forged", ["os.system", "a builtin", "an engine function", "an engine object outside the AST",
                                    "extra field", "wrong card"])
def test_a_forged_entry_is_a_miss_and_runs_nothing(cards_dir: Path, tmp_path: Path, forged: str) -> None:
    path = tmp_path / CACHE_FILE
    library = CardLibrary(cards_dir, cache_path=path)
    marker = tmp_path / "pwned"

    def change(data):
        entries = data["abilities"]
        keys = sorted(entries, key=lambda k: json.dumps(entries[k]))
        target = next(k for k in keys if "abilities" in entries[k])
        node = entries[target]["abilities"]
        if forged == "os.system":
            node["f"]["abilities"] = [{"@": "os:system", "f": {"command": f"touch {marker}"}}]
        elif forged == "a builtin":
            node["f"]["abilities"] = [{"@": "builtins:eval", "f": {"source": "1"}}]
        elif forged == "an engine function":
            node["f"]["abilities"] = [{"@": "engine.cardlang:parse_card_text", "f": {}}]
        elif forged == "an engine object outside the AST":  # well formed, but not a class of the AST
            from engine.limits import Limits

            node["f"]["abilities"] = [encode(Limits())]
        elif forged == "extra field":
            node["f"]["extra"] = 1
        else:  # another card's (valid) parse under this card's key
            other = next(k for k in keys if k != target and "abilities" in entries[k]
                         and entries[k]["abilities"] != node)
            entries[target] = entries[other]

    _rewrite(path, change)
    again = CardLibrary(cards_dir, cache_path=path)
    assert again.cache_report["problem"] is None  # the file is whole ...
    assert again.cache_report["parsed"] == 1  # ... but the forged entry is not used
    assert not marker.exists()
    _same_cards(library, again)


def test_a_read_only_place_keeps_the_parse(cards_dir: Path, tmp_path: Path) -> None:
    library = CardLibrary(cards_dir, cache_path=tmp_path / "missing-dir" / CACHE_FILE)
    assert library.cache_report["written"] is False and library.cache_report["parsed"] == 7
    assert library.exact("Serra Angel").abilities is not None


def test_the_repository_library_uses_the_data_directory_cache() -> None:
    library = default_library()
    assert library.cache_report["path"].endswith(CACHE_FILE)
    assert library.cache_report["hits"] + library.cache_report["parsed"] == len(library)
    assert Path(library.cache_report["path"]).parent.exists()
    assert library.directory == CARDS_DIR


class Colour(enum.Enum):
    RED = "R"


@dataclasses.dataclass(frozen=True)
class NotEngine:
    x: int


def test_the_codec_round_trips_and_refuses_what_it_cannot_hold() -> None:
    from engine.model.abilities import Cost

    cost = Cost(tap=True, mana=("1", "R"))
    assert identical(decode(json.loads(json.dumps(encode(cost)))), cost)
    value = ({"a": [1, 2.5, None]}, frozenset({"x", "y"}), (True, "s"))
    assert decode(json.loads(json.dumps(encode(value)))) == value
    assert encode(frozenset({"b", "a", "c"})) == encode(frozenset({"c", "a", "b"}))  # deterministic files
    for bad in (object(), {1, 2}, float("nan"), Colour.RED):
        with pytest.raises(CacheError):
            decode(encode(bad))  # encode refuses the first three; a class outside the engine is refused on decode
    with pytest.raises(CacheError):
        decode(encode(NotEngine(1)))
    for forged in ({"@": "engine.model.abilities:Cost", "f": {"tap": True}},  # missing fields
                   {"@": "engine.model.abilities:Nope", "f": {}}, {"@": "engine..x:Y", "f": {}},
                   {"Q": 1}, {"D": [[1]]}, {"E": "engine.model.abilities:Cost", "v": 1}):
        with pytest.raises(CacheError):
            decode(forged)
    assert not identical(Cost(tap=True), Cost(tap=False))


def test_an_unknown_entry_is_a_miss() -> None:
    cache = ParseCache("v", {"k": {"abilities": {"@": "engine.model.abilities:Cost", "f": {}}}, "e": {"error": 3}})
    assert cache.get("k", ()) is None and cache.get("e", ()) is None and cache.get("absent", ()) is None
