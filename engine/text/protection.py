"""Protection keywords as words: what ``protection:<quality>`` names (502.7a: a colour, a card type,
a creature type, everything, mono- or multicoloured), and a run of them written as one phrase
("protection from black and from red", 反黑与反红保护: two abilities)."""

from __future__ import annotations

from engine.text.vocab import COLOR_EN, COLOR_SHORT_ZH, COLORS, SUBTYPES

__all__ = ["protection_runs", "quality_en", "quality_zh", "run_en", "run_zh"]

_QUALITY_EN = {"artifact": "artifacts", "creature": "creatures", "enchantment": "enchantments",
               "choice": "the color of your choice", "chosen": "the chosen color"}
_QUALITY_ZH = {"artifact": "神器", "creature": "生物", "enchantment": "结界", "everything": "一切",
               "monocolored": "单色", "multicolored": "多色", "all colors": "所有颜色", "choice": "你选择的颜色",
               "chosen": "所选颜色"}


def quality_en(q: str) -> str:
    """The quality of ``protection:<q>``: a colour, a card type, ``sub:<Subtype>``, ``everything``,
    ``monocolored``, ``multicolored`` or (the five colours together) ``all colors``."""
    if q in COLOR_EN:
        return COLOR_EN[q]
    if q.startswith("sub:"):
        return SUBTYPES.get(q[4:], (q[4:] + "s", ""))[0]
    return _QUALITY_EN.get(q, q)


def quality_zh(q: str) -> str:
    """The quality of ``protection:<q>`` in Chinese: 黑, 神器, 鬼怪, 所有颜色, 一切."""
    if q in COLOR_SHORT_ZH:
        return COLOR_SHORT_ZH[q]
    if q.startswith("sub:"):
        return SUBTYPES.get(q[4:], ("", q[4:]))[1] or q[4:]
    return _QUALITY_ZH[q]


def protection_runs(kws: tuple[str, ...]) -> list[str | tuple[str, ...]]:
    """Keywords with each run of protection keywords gathered into one tuple of qualities, the five
    colours of a run as ``("all colors",)``."""
    out: list[str | tuple[str, ...]] = []
    for kw in kws:
        if kw.startswith("protection:"):
            if not out or not isinstance(out[-1], tuple):
                out.append(())
            run = out[-1]
            assert isinstance(run, tuple)
            out[-1] = (*run, kw.split(":", 1)[1])
        else:
            out.append(kw)
    for i, item in enumerate(out):
        if isinstance(item, tuple) and set(COLORS) <= set(item):
            out[i] = ("all colors", *(q for q in item if q not in COLORS))
    return out


def run_en(qualities: tuple[str, ...]) -> str:
    return "protection from " + " and from ".join(quality_en(q) for q in qualities)


def run_zh(qualities: tuple[str, ...]) -> str:
    return "反" + "与反".join(quality_zh(q) for q in qualities) + "保护"
