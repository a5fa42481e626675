"""Parse-tree rules of copies of spells (503; 2009 706): "Copy target instant or sorcery spell."
and the sentence after it, "You may choose new targets for the copy.", which belongs to the copy
(one ``CopySpell`` with ``new_targets``), as "It can't be regenerated." belongs to a destroy."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cardlang.build_terms import Marker, of
from engine.effects.copy_spell import CopySpell
from engine.effects.payment import PayOption
from engine.model.targeting import Target


class CopyRules:
    """Transformer methods for copies of spells (a mixin of ``BuildAst``, before ``EffectRules``,
    whose ``sentences`` leaves the marker in place for this one to fold)."""

    def copy_spell(self, c: list[Any]) -> CopySpell:
        target: Target = of(c, Target)[0]
        if target.kind != "spell":
            raise ValueError("only a spell is copied")
        return CopySpell(target)

    def copy_that_spell(self, c: list[Any]) -> CopySpell:
        """"copy that spell" (the era's printed "put a copy of that spell onto the stack"): the spell
        of a cast trigger's event."""
        return CopySpell(None)

    def copy_new_targets(self, c: list[Any]) -> Marker:
        return Marker("copy_new_targets")

    def sentences(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in super().sentences(c):  # type: ignore[misc]
            if isinstance(item, Marker) and item.kind == "copy_new_targets":
                out[-1] = _with_new_targets(out[-1] if out else None)
            else:
                out.append(item)
        return out


def _with_new_targets(last: Any) -> Any:
    """The copy before "You may choose new targets for the copy.", itself or inside "you may pay
    {3}. If you do, copy that spell." (a ``PayOption`` of one copy), now with new targets."""
    if isinstance(last, PayOption) and len(last.effects) == 1:
        return replace(last, effects=(_with_new_targets(last.effects[0]),))
    if not isinstance(last, CopySpell) or last.new_targets:
        raise ValueError("\"new targets for the copy\" must follow a copy")
    return replace(last, new_targets=True)
