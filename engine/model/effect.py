"""The base class of every effect of the card language.

Each effect is a frozen dataclass in its own module of ``engine.effects`` that says, in one
place, what it targets, how it is carried out when its spell or ability resolves (``resolve``)
and how it reads in English and Chinese (``render_en``, ``render_zh``). The stack, the trigger
rules and the card-text renderers only call these methods, so adding an effect is adding one
module (and its parse rule in ``engine.cardlang``).

    >>> from engine.effects.life import GainLife
    >>> GainLife(3).render("en"), GainLife(3).render("zh-Hans")
    ('you gain 3 life', '你获得3点生命')
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import TYPE_CHECKING, ClassVar

from engine.model.targeting import Group, Target

if TYPE_CHECKING:
    from engine.game import Game
    from engine.rules.context import Context


class Effect:
    """One instruction of a spell or ability (413.2b)."""

    #: the effect only adds mana: an ability of such effects is a mana ability (406.1)
    adds_mana: ClassVar[bool] = False
    #: the damage is divided among the targets as the spell is cast (409.1e)
    divided: bool = False

    def harms(self) -> bool:
        """Whether it hurts what it targets (a triggered ability's default targets are then the
        opponent's side first, 410.4)."""
        return False

    def targets(self) -> tuple[Target, ...]:
        """The targets it asks for, in text order (409.1c)."""
        found: list[Target] = []
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if isinstance(value, Target):
                found.append(value)
            elif isinstance(value, Group) and value.controller == "target_opponent":
                found.append(Target("opponent"))  # "each creature target opponent controls"
            elif isinstance(value, tuple):
                found.extend(v for v in value if isinstance(v, Target))
        return tuple(found)

    def mode_count(self) -> int:
        """How many modes it offers (409.1b); 1 for an effect that is not modal."""
        return 1

    def with_mode(self, mode: int) -> tuple[Effect, ...]:
        """The effects carried out once the spell's mode is chosen (itself unless modal)."""
        return (self,)

    def template_names(self) -> list[str]:
        """Its template name(s) for the card library's coverage report."""
        return [f"effect:{re.sub(r'(?<!^)(?=[A-Z])', '_', type(self).__name__).lower()}"]

    def resolve(self, game: Game, ctx: Context) -> None:
        """Carry it out as part of a resolving spell or ability."""
        raise NotImplementedError

    def render_en(self) -> str:
        """Canonical English (classic wording), "~" for the card's own name, no final full stop."""
        raise NotImplementedError

    def render_zh(self) -> str:
        """Canonical Simplified Chinese, "~" for the card's own name, no final full stop."""
        raise NotImplementedError

    def render(self, lang: str, ruleset: str = "classic") -> str:
        """The effect's text in ``lang`` in the words of ``ruleset`` (``render_en``/``render_zh``
        leave the words editions differ on as slots, engine/text/card_words.py)."""
        from engine.text.card_words import fill

        return fill(self.render_zh() if lang.startswith("zh") else self.render_en(), lang, ruleset)
