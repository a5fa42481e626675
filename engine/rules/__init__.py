"""The rules of play: the turn, priority and the stack, casting, combat, damage, zones, continuous
effects, triggered abilities, state-based effects and mana."""
