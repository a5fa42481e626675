"""Parse-tree rules of copies of spells (503; 2009 706): "Copy target instant or sorcery spell."
and the sentence after it, "You may choose new targets for the copy.", which belongs to the copy
(one ``CopySpell`` with ``new_targets``), as "It can't be regenerated." belongs to a destroy."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cardlang.build_terms import Marker, of
from engine.effects.copy_spell import CopySpell
from engine.model.targeting import Target


class CopyRules:
    """Transformer methods for copies of spells (a mixin of ``BuildAst``, before ``EffectRules``,
    whose ``sentences`` leaves the marker in place for this one to fold)."""

    def copy_spell(self, c: list[Any]) -> CopySpell:
        target: Target = of(c, Target)[0]
        if target.kind != "spell":
            raise ValueError("only a spell is copied")
        return CopySpell(target)

    def copy_new_targets(self, c: list[Any]) -> Marker:
        return Marker("copy_new_targets")

    def sentences(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in super().sentences(c):  # type: ignore[misc]
            if isinstance(item, Marker) and item.kind == "copy_new_targets":
                if not out or not isinstance(out[-1], CopySpell) or out[-1].new_targets:
                    raise ValueError("\"new targets for the copy\" must follow a copy")
                out[-1] = replace(out[-1], new_targets=True)
            else:
                out.append(item)
        return out
