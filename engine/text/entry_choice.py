"""The words of a choice made as a permanent comes into play and of the abilities that refer to it
("As ~ comes into play, choose a color.", "~ has protection from the chosen color.",
"Enchanted creature has ... This effect doesn't remove ~."), in English and Chinese.

The keyword renderer is passed in, so that this module stays below card_en.py and card_zh.py."""

from __future__ import annotations

from collections.abc import Callable

from engine.model.abilities import StaticAbility
from engine.text.card_words import slot as w
from engine.text.vocab import KEYWORDS_EN

__all__ = ["CHOSEN_EN", "CHOSEN_ZH", "entry_choice_en", "entry_choice_zh"]

#: a group read from the choice ("creatures of the chosen color", 所选颜色的生物)
CHOSEN_EN = {"color": " of the chosen color", "creature_type": " of the chosen type"}
CHOSEN_ZH = {"color": "所选颜色的", "creature_type": "所选类别的"}

_CHOICE_EN = {"color": "a color", "opponent": "an opponent", "creature_type": "a creature type"}
_CHOICE_ZH = {"color": "一种颜色", "opponent": "一位对手", "creature_type": "一种生物类别"}
_WHO_EN = {"self": "~", "enchanted": "Enchanted creature", "equipped": "Equipped creature"}
_WHO_ZH = {"self": "~", "enchanted": "受此结界的生物", "equipped": "佩带此武具的生物"}


def _choice(a: StaticAbility) -> str | None:
    if a.affected == "self" and len(a.keywords) == 1 and a.keywords[0].startswith("choose_as_enters:"):
        return a.keywords[0].split(":", 1)[1]
    return None


def _plain_keywords(a: StaticAbility) -> bool:
    """A keyword-only static of the card itself or its host that no other line form claims."""
    return (a.affected in _WHO_EN and bool(a.keywords) and a.condition is None and not (a.power or a.toughness)
            and not a.granted_triggers and not a.granted_activated and a.change is None and a.cda is None
            and a.scaled_by is None and a.replacement is None
            and all(k in KEYWORDS_EN or k.startswith(("protection:", "landwalk:")) for k in a.keywords)
            and (a.affected == "self" or a.keeps_source)
            and a.keywords != ("vigilance",))  # "Attacking doesn't cause ~ to tap." (card_en/card_zh)


def entry_choice_en(a: StaticAbility, kw_list: Callable[[tuple[str, ...]], str]) -> str | None:
    """The English line, or None when ``a`` is none of these abilities."""
    kind = _choice(a)
    if kind is not None:
        return f"As ~ {w('comes_into_play')}, choose {_CHOICE_EN[kind]}."
    if _plain_keywords(a) and isinstance(a.affected, str):
        tail = " This effect doesn't remove ~." if a.keeps_source else ""
        return f"{_WHO_EN[a.affected]} has {kw_list(a.keywords)}.{tail}"
    return None


def entry_choice_zh(a: StaticAbility, kws: Callable[[tuple[str, ...]], str]) -> str | None:
    """The Chinese line, or None when ``a`` is none of these abilities."""
    kind = _choice(a)
    if kind is not None:
        return f"于~{w('comes_into_play')}时，选择{_CHOICE_ZH[kind]}。"
    if _plain_keywords(a) and isinstance(a.affected, str):
        tail = "此效应不会将~移除。" if a.keeps_source else ""
        return f"{_WHO_ZH[a.affected]}具有{kws(a.keywords)}。{tail}"
    return None
