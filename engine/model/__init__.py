"""The objects and the state of a game (no rules): cards, permanents, players, the stack, combat,
and the ability AST the cards carry."""
