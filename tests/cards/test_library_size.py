"""The library's size and its Chinese names (issue 12, item 4): at least 1,000 cards of the era, every one
parsed by the card language, and every card that ../shared/cards-benchmark/zh_names.tsv lists (the printed
Chinese names of the era's cards; measurement input) carrying its printed Simplified name, and its printed
Traditional name where the list has one. The name check is skipped, saying why, when ../shared is absent."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from oracle.cards import CardLibrary

ROOT = Path(__file__).parents[2]
ZH_NAMES = ROOT.parent / "shared" / "cards-benchmark" / "zh_names.tsv"
#: the issue's target
MIN_CARDS = 1000


@pytest.fixture(scope="module")
def library() -> CardLibrary:
    return CardLibrary()  # the repository's rules_corpus/cards, parsed now (no cache)


def test_the_library_has_at_least_a_thousand_cards(library: CardLibrary) -> None:
    assert len(library) >= MIN_CARDS, f"the library has {len(library)} cards; the issue asks for {MIN_CARDS}"
    names = [card.name for card in library.cards]
    assert len(set(names)) == len(names), "a card is in the library twice"


def test_every_library_card_parses(library: CardLibrary) -> None:
    failed = [f"{card.file}: {card.name}: {card.error['phrase'] if card.error else ''}"
              for card in library.cards if card.abilities is None]
    assert not failed, f"{len(failed)} of {len(library)} cards do not parse:\n" + "\n".join(failed[:30])
    assert library.coverage()["parsed"] == len(library)


def _printed_names() -> dict[str, tuple[str, str]]:
    """English name -> (printed Simplified, printed Traditional or "") from zh_names.tsv."""
    with ZH_NAMES.open(encoding="utf-8", newline="") as handle:
        return {row["name"]: (row["name_zh_hans"], row["name_zh_hant"])
                for row in csv.DictReader(handle, delimiter="\t")}


def test_every_card_with_a_printed_chinese_name_carries_it(library: CardLibrary) -> None:
    if not ZH_NAMES.is_file():
        pytest.skip(f"{ZH_NAMES} is absent (the benchmark is measurement input beside the checkout)")
    printed = _printed_names()
    listed = [card for card in library.cards if card.name in printed]
    assert listed, "no library card is in zh_names.tsv: the list or the library is not what it should be"
    wrong = [f"{card.name}: {card.name_zh!r}/{card.name_zh_hant!r}, printed {printed[card.name]}"
             for card in listed if (card.name_zh, card.name_zh_hant) != printed[card.name]]
    share = (len(listed) - len(wrong)) / len(listed)
    assert not wrong, f"{share:.1%} of the {len(listed)} listed cards carry their printed names:\n" + "\n".join(wrong[:30])
