"""The board as JSON: players, permanents and the stack at one moment (the trace's state format).

Used for the final ``state`` of a resolve() result and, when asked for, for a snapshot after each
trace step, so a reader can see the board before and after every event: who attacks and blocks,
what is in each mana pool, and the spell or ability that is resolving (still on the stack until
its card reaches its next zone, 413.2).
"""

from __future__ import annotations

from typing import Any


def board_of(st: Any) -> dict[str, Any]:
    """Serialise a ``GameState``: life, zones and every permanent's visible status."""
    players = {
        pid: {
            "life": p.life,
            "poison": p.poison,
            "library": len(p.library),
            "hand": [c.name for c in p.hand],
            "graveyard": [c.name for c in p.graveyard],
            "removed": [c.name for c in p.removed],
            "lost": p.lost,
            "mana_pool": {color: n for color, n in p.mana_pool.items() if n},
        }
        for pid, p in st.players.items()
    }
    battlefield = [
        {
            "id": perm.id,
            "name": perm.name,
            "controller": perm.controller,
            "owner": perm.owner,
            "tapped": perm.tapped,
            "damage": perm.damage,
            "power": perm.power if perm.card.is_creature else None,
            "toughness": perm.toughness if perm.card.is_creature else None,
            "counters": dict(perm.counters),
            "attached_to": perm.attached_to,
            "summoning_sick": perm.summoning_sick,
            "attacking": st.combat.attackers.get(perm.id),
            "blocking": st.combat.blockers.get(perm.id),
        }
        for perm in sorted(st.battlefield.values(), key=lambda p: p.timestamp)
    ]
    stack = [_stack_entry(s) for s in st.stack]
    resolving = st.resolving
    if resolving is not None and not _has_left_the_stack(st, resolving):
        stack.append(dict(_stack_entry(resolving), resolving=True))
    return {"players": players, "battlefield": battlefield, "stack": stack, "turn": st.turn, "step": st.step}


def _stack_entry(obj: Any) -> dict[str, Any]:
    return {"id": obj.id, "kind": obj.kind, "name": obj.name, "controller": obj.controller,
            "targets": list(obj.targets)}


def _has_left_the_stack(st: Any, obj: Any) -> bool:
    """A resolving spell's card has left once it is in play or in its next zone: a graveyard, out
    of the game (flashback) or a hand (buyback); it is never shown in two zones at once."""
    card = obj.card if obj.kind == "spell" else None
    if card is None:
        return False
    return card.id in st.battlefield or any(c is card for p in st.players.values()
                                            for c in (*p.graveyard, *p.removed, *p.hand))
