"""Script variants: Simplified text offered as Traditional and the reverse, with OpenCC.

The converters are built once per build and kept out of module state that Whoosh might pickle.
"""

from __future__ import annotations

from collections.abc import Callable

import opencc

from rules_corpus.model import Record

_PAIRS = {"zh-Hans": ("zh-Hant", "s2t"), "zh-Hant": ("zh-Hans", "t2s")}


def converter(config: str) -> Callable[[str], str]:
    return opencc.OpenCC(config).convert


def add_script_variants(records: list[Record]) -> None:
    """Give every record the other Chinese script, marked ``converted`` so no one takes it as printed."""
    convert = {lang: converter(cfg) for lang, (_, cfg) in _PAIRS.items()}
    for rec in records:
        for lang, (other, _) in _PAIRS.items():
            if lang in rec.text and other not in rec.text and rec.translation.get(lang) != "converted":
                rec.text[other] = convert[lang](rec.text[lang])
                rec.translation[other] = "converted"
            if lang in rec.title and other not in rec.title:
                rec.title[other] = convert[lang](rec.title[lang])
            for example in rec.examples:
                if lang in example and other not in example:
                    example[other] = convert[lang](example[lang])
            for note in rec.notes:
                if lang in note and other not in note:
                    note[other] = convert[lang](note[lang])
