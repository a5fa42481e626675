"""The words of characteristic-changing effects and statics (issue 22), in canonical order: what it
loses, then what it becomes ("loses all abilities and becomes a 1/1 green Snake", 失去所有异能，并成为
1/1绿色蛇). The keyword-list writer of each language is passed in, so this module needs neither
card_en nor card_zh (which both use it)."""

from __future__ import annotations

from collections.abc import Callable

from engine.model.characteristics import CharacteristicChange
from engine.text.vocab import COLOR_EN, COLOR_ZH, LAND_ZH, SUBTYPES, TYPES_ZH

KwWriter = Callable[[tuple[str, ...]], str]


def en_join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + (", and " if len(parts) > 2 else " and ") + parts[-1]


def change_en(c: CharacteristicChange, kw_list: KwWriter, plural: bool = False, *, static: bool = False) -> list[str]:
    """The clauses of a change in English, in canonical order: loses, then becomes / is."""
    loses = "lose" if plural else "loses"
    becomes = ("are" if plural else "is") if static else ("become" if plural else "becomes")
    out: list[str] = []
    if c.lose_all:
        out.append(f"{loses} all abilities")
    if c.lose:
        out.append(f"{loses} {kw_list(c.lose)}")
    if c.land_type is not None:
        out.append(f"{becomes} {'an' if c.land_type[0] in 'aeiou' else 'a'} {c.land_type.capitalize()}")
    if c.pt_from_cost:
        out.append(f"{becomes} an artifact creature with power and toughness each equal to its converted mana cost")
    elif c.pt is not None or c.add_types or c.subtypes:
        out.append(f"{becomes} {_creature_en(c, kw_list)}")
    elif c.color_choice:
        out.append(f"{becomes} the color of your choice")
    elif c.colors is not None:
        out.append(f"{becomes} {_colors_en(c.colors)}")
    return out


def _colors_en(colors: tuple[str, ...]) -> str:
    return " and ".join(COLOR_EN[x] for x in colors) if colors else "colorless"


def _creature_en(c: CharacteristicChange, kw_list: KwWriter) -> str:
    """"a 3/3 creature", "a 1/1 green Snake", "a 2/2 black Zombie artifact creature with flying", "0/1"."""
    words = [f"{c.pt[0]}/{c.pt[1]}"] if c.pt is not None else []
    if c.colors:
        words.append(" ".join(COLOR_EN[x] for x in c.colors))
    words += list(c.subtypes)
    words += list(c.add_types)
    text = " ".join(words)
    if c.gain:
        text += f" with {kw_list(c.gain)}"
    return text if not (c.add_types or c.subtypes) else f"{'an' if text[0] in 'aeiou8' else 'a'} {text}"


def change_zh(c: CharacteristicChange, kws: KwWriter, *, static: bool = False) -> list[str]:
    """The clauses of a change in Chinese (printed forms: 失去所有异能, 成为黑色, 成为沼泽, 是海岛)."""
    becomes = "是" if static else "成为"
    out: list[str] = []
    if c.lose_all:
        out.append("失去所有异能")
    if c.lose:
        out.append(f"失去{kws(c.lose)}")
    if c.land_type is not None:
        out.append(f"{becomes}{LAND_ZH[c.land_type]}")
    if c.pt_from_cost:
        out.append(f"{becomes}神器生物，其力量与防御力各等同于其总法术力费用")
    elif c.pt is not None or c.add_types or c.subtypes:
        out.append(f"{becomes}{_creature_zh(c, kws)}")
    elif c.color_choice:
        out.append(f"{becomes}你选择的颜色")
    elif c.colors is not None:
        out.append(f"{becomes}{'、'.join(COLOR_ZH[x] for x in c.colors) if c.colors else '无色'}")
    return out


def _creature_zh(c: CharacteristicChange, kw_writer: KwWriter) -> str:
    kws = f"具有{kw_writer(c.gain)}的" if c.gain else ""
    pt = f"{c.pt[0]}/{c.pt[1]}" if c.pt is not None else ""
    colors = "".join(COLOR_ZH[x] for x in c.colors or ())
    subtypes = "".join(SUBTYPES.get(s, ("", s))[1] or s for s in c.subtypes)
    types = "".join(TYPES_ZH[t] for t in c.add_types)
    return f"{kws}{pt}{colors}{subtypes}{types}"
