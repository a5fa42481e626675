"""The board as JSON: players, permanents and the stack at one moment (the trace's state format).

Used for the final ``state`` of a resolve() result and, when asked for, for a snapshot after each
trace step, so a reader can see the board before and after every event.
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
            "lost": p.lost,
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
        }
        for perm in sorted(st.battlefield.values(), key=lambda p: p.timestamp)
    ]
    stack = [
        {"id": s.id, "kind": s.kind, "name": s.name, "controller": s.controller, "targets": list(s.targets)}
        for s in st.stack
    ]
    return {"players": players, "battlefield": battlefield, "stack": stack, "turn": st.turn, "step": st.step}
