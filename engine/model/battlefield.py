"""The battlefield (the permanents in play) with an index of who has which kind of ability.

Every damage event asks "which doubling effects apply?" (419), every zone event "who watches for
this?" (410), every change "is any static ability in play?" (418.4). Answering by scanning the
battlefield makes a big combat quadratic: N damage events times N permanents. ``Battlefield`` is
the ``dict`` of permanents by id that the state always held, and it keeps, as permanents come and
go, the ids of those whose card has a static ability, a damage replacement effect or a triggered
ability of each event; a lookup costs the number of such permanents, not the size of the board.

The index is a superset: it is filled from the printed card (and the card as it is now), and
effects can only take abilities away ("loses all abilities", "becomes a Swamp"), so the callers
still read each permanent's current abilities; abilities granted by static effects (Loxodon
Warhammer's trigger) are recorded by ``continuous.refresh`` in ``granted_triggers``.

    >>> from engine.model.objects import Card, Permanent
    >>> field = Battlefield()
    >>> field["bear"] = Permanent(Card(id="bear", name="Bear", types=("creature",)), "A", "A", 1)
    >>> field.holding(STATIC), list(field)
    ([], ['bear'])
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from engine.model.abilities import CardAbilities
from engine.model.objects import Permanent

#: index key: a static ability (one that affects other objects or gives a bonus, ``CardAbilities.statics``)
STATIC = "static"
#: index key: a static damage replacement effect (Furnace of Rath, 419)
REPLACEMENT = "replacement"
#: events whose "self" triggers only the permanent the event is about can have: the callers pass
#: that permanent, so only the watchers of other permanents ("Whenever a creature dies") are indexed
SELF_EVENTS = frozenset({"enters", "leaves", "dies"})


def trigger_key(event: str) -> str:
    """The index key of triggered abilities of ``event`` that function in play."""
    return f"trigger:{event}"


def _keys_of(abilities: CardAbilities) -> set[str]:
    keys: set[str] = set()
    for ability in abilities.statics:
        keys.add(STATIC)
        if ability.replacement is not None:
            keys.add(REPLACEMENT)
    for trig in abilities.triggered:
        if trig.zone == "play" and not (trig.event in SELF_EVENTS and trig.subject == "self" and not trig.also_self):
            keys.add(trigger_key(trig.event))
    return keys


class Battlefield(dict[str, Permanent]):
    """Permanents by id, in the order they came into play, indexed by kind of ability.

    Every way of changing a dict goes through the index (``[]=``, ``del``, ``pop``, ``update``...),
    so code that treats the battlefield as the plain dict it was stays correct."""

    def __init__(self, items: Iterable[tuple[str, Permanent]] = ()) -> None:
        super().__init__()
        self._order: dict[str, int] = {}  # id -> position in the order of coming into play
        self._next = 0
        self._index: dict[str, dict[str, None]] = {}  # key -> ids (an ordered set)
        #: ids of permanents static abilities gave triggered abilities at the last ``refresh``
        self.granted_triggers: set[str] = set()
        for pid, perm in items:
            self[pid] = perm

    # ---- the index ------------------------------------------------------------------------
    def _add(self, pid: str, perm: Permanent) -> None:
        keys = _keys_of(perm.card.abilities)
        if perm.printed is not None:
            keys |= _keys_of(perm.printed.abilities)
        for key in keys:
            self._index.setdefault(key, {})[pid] = None

    def _drop(self, pid: str) -> None:
        for ids in self._index.values():
            ids.pop(pid, None)

    def holding(self, key: str) -> list[Permanent]:
        """The permanents whose card has (or had printed) abilities of ``key``, in play order."""
        ids = self._index.get(key)
        if not ids:
            return []
        return sorted((self[pid] for pid in ids), key=lambda p: self._order[p.id])

    def by_timestamp(self, perms: Iterable[Permanent]) -> list[Permanent]:
        """``perms`` in timestamp order, ties in the order they came into play (the order a sort of
        the whole battlefield by timestamp gives); permanents no longer here come after those in play
        with the same timestamp, in the order given."""
        listed = list(perms)
        late = self._next  # after everything in play

        def key(item: tuple[int, Permanent]) -> tuple[int, int, int]:
            i, p = item
            here = self.get(p.id) is p
            return p.timestamp, self._order[p.id] if here else late, 0 if here else i

        return [p for _, p in sorted(enumerate(listed), key=key)]

    def holding_by_timestamp(self, key: str) -> list[Permanent]:
        """``holding(key)`` in timestamp order."""
        return self.by_timestamp(self.holding(key))

    # ---- the dict's ways of changing --------------------------------------------------------
    def __setitem__(self, pid: str, perm: Permanent) -> None:
        if pid in self:
            self._drop(pid)
        else:
            self._order[pid] = self._next
            self._next += 1
        super().__setitem__(pid, perm)
        self._add(pid, perm)

    def __delitem__(self, pid: str) -> None:
        super().__delitem__(pid)
        self._drop(pid)
        del self._order[pid]
        self.granted_triggers.discard(pid)

    _MISSING: Any = object()

    def pop(self, pid: str, default: Any = _MISSING) -> Any:
        if pid not in self:
            if default is Battlefield._MISSING:
                raise KeyError(pid)
            return default
        perm = self[pid]
        del self[pid]
        return perm

    def popitem(self) -> tuple[str, Permanent]:
        pid = next(reversed(self))
        return pid, self.pop(pid)

    def clear(self) -> None:
        super().clear()
        self._order.clear()
        self._index.clear()
        self.granted_triggers.clear()

    def update(self, *args: Any, **kwargs: Any) -> None:
        for pid, perm in dict(*args, **kwargs).items():
            self[pid] = perm

    def setdefault(self, pid: str, default: Any = None) -> Any:
        if pid not in self:
            self[pid] = default
        return self[pid]

    def __ior__(self, other: Any) -> Battlefield:  # type: ignore[override, misc]
        self.update(other)
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Battlefield:
        """A copy with its own index (``GameState.clone``, ``Game.copy``)."""
        out = Battlefield()
        memo[id(self)] = out
        for pid, perm in self.items():
            dict.__setitem__(out, pid, copy.deepcopy(perm, memo))
        out._order = dict(self._order)
        out._next = self._next
        out._index = {key: dict(ids) for key, ids in self._index.items()}
        out.granted_triggers = set(self.granted_triggers)
        return out

    def __reduce__(self) -> Any:
        return Battlefield, (list(self.items()),)
