"""The LALR parser with a lexer that tries every reading of a word: what lets a line the plain LALR
parser rejects be read, or refused, without the Earley parser.

Why it is needed: the grammars share words between terminals ("~" is the card in ``"~" "deals"``
and in ``SELF_OR_IT``; "+1/+1" is a ``PT`` and a ``COUNTER_KIND``; "sacrifice" is a word of
``"sacrifice" "~"`` and of ``SACRIFICE``). The LALR parser's contextual lexer picks one terminal per
word before the parser has seen what follows, so a sentence of the grammar can be rejected because
the lexer took the wrong one. The Earley parser's dynamic lexer keeps every reading and finds the
sentence, at twenty times the cost, and an import refuses thousands of lines, each of which paid
for an Earley parse.

How: the same parse tables, driven one token at a time. At each position every terminal that the
parser's current state accepts and whose pattern matches there is a reading; a word with one
reading costs one step, a word with several is tried one reading after the other (the longest,
most preferred first), each on its own copy of the parser's stacks and values, and a reading the parser
cannot continue is dropped. The first complete parse is the answer: the tree the LALR parser
builds for that token sequence, so a sentence both parsers read gives the same AST (tested). A
line none of the readings continues to its end is refused, with the furthest position any reading
reached, which is where the Earley parser stops too.

The search is bounded (``STEPS``): a line whose readings branch past it is left to the Earley
parser (``BudgetExceeded``), which the card language's lines never come near.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from lark import Lark, Token
from lark.exceptions import UnexpectedToken
from lark.parsers.lalr_analysis import Shift

#: tokens fed to the parser before a line is left to the Earley parser
STEPS = 4000


class BudgetExceeded(Exception):
    """The readings of a line branched more than ``STEPS`` times."""


class NoReading(Exception):
    """No reading of the line parses; ``column`` (1-based) is the furthest any reading got."""

    def __init__(self, column: int):
        super().__init__(column)
        self.column = column


@dataclass(frozen=True)
class _Lexicon:
    """Per parser: each terminal's compiled pattern and its priority, the ignored patterns, the
    symbol that enters each state of the parse table, and the grammar's rules by their last symbol
    (an empty rule under "")."""

    patterns: dict[str, re.Pattern[str]]
    priority: dict[str, int]
    ignore: tuple[re.Pattern[str], ...]
    entered_by: dict[Any, str]
    rules_ending: dict[str, tuple[Any, ...]]


@cache
def _lexicon(parser: Lark) -> _Lexicon:
    """Built once per parser (the parsers are built once per process and never modified)."""
    conf = parser.lexer_conf
    flags = conf.g_regex_flags
    patterns = {t.name: re.compile(t.pattern.to_regexp(), flags) for t in conf.terminals}
    ignore = tuple(patterns[name] for name in conf.ignore if name in patterns)
    states = parser.parse_interactive("", start=parser.options.start[0]).parser_state.parse_conf.states
    entered_by = {arg: symbol for actions in states.values() for symbol, (action, arg) in actions.items()
                  if action is Shift}
    ending: dict[str, list[Any]] = {}
    for rule in parser.rules:
        ending.setdefault(rule.expansion[-1].name if rule.expansion else "", []).append(rule)
    return _Lexicon(patterns, {t.name: t.priority for t in conf.terminals}, ignore, entered_by,
                    {k: tuple(v) for k, v in ending.items()})


def _skip(lexicon: _Lexicon, text: str, pos: int) -> int:
    """The position after any ignored text (spaces) at ``pos``."""
    moved = True
    while moved and pos < len(text):
        moved = False
        for pattern in lexicon.ignore:
            found = pattern.match(text, pos)
            if found and found.end() > pos:
                pos, moved = found.end(), True
    return pos


def _readings(lexicon: _Lexicon, actions: dict[str, Any], text: str, pos: int) -> list[tuple[int, int, str, str]]:
    """(priority, end, terminal, word) of every terminal the state accepts that matches at ``pos``,
    least preferred first (the search takes the last first)."""
    found = []
    for name in actions:
        pattern = lexicon.patterns.get(name)
        if pattern is None:
            continue
        match = pattern.match(text, pos)
        if match and match.end() > pos:
            found.append((lexicon.priority[name], match.end(), name, match.group()))
    found.sort()
    return found


def _reduce(state: Any, rule: Any) -> bool:
    """Reduce ``state`` by ``rule`` in place (the parser's own reduce step); False when the state
    below has no move for the rule's symbol."""
    size = len(rule.expansion)
    values = state.value_stack[-size:] if size else []
    if size:
        del state.state_stack[-size:]
        del state.value_stack[-size:]
    move = state.parse_conf.states[state.state_stack[-1]].get(rule.origin.name)
    if move is None:
        return False
    callbacks = state.parse_conf.callbacks
    state.state_stack.append(move[1])
    state.value_stack.append(callbacks[rule](values) if callbacks else values)
    return True


def _completed(lexicon: _Lexicon, state: Any) -> list[Any]:
    """The rules the automaton could reduce by in ``state`` whatever the next word: a rule whose
    symbols are the symbols that entered the states on top of the stack, with a move for its own
    symbol in the state below them (an item "rule ." of the state, in LR terms)."""
    stack = state.state_stack
    states = state.parse_conf.states
    entered = lexicon.entered_by
    found = []
    for rule in lexicon.rules_ending.get(entered.get(stack[-1], ""), ()) + lexicon.rules_ending.get("", ()):
        size = len(rule.expansion)
        if size >= len(stack) or rule.origin.name not in states[stack[-1 - size]]:
            continue
        if all(entered.get(stack[-size + i]) == symbol.name for i, symbol in enumerate(rule.expansion)):
            found.append(rule)
    return found


def _feed(lexicon: _Lexicon, state: Any, token: Token, others: list[Any]) -> bool:
    """Feed ``token`` to ``state`` in place as the parser does (reduce as the table says, then
    shift); False if the table has no move. At every state on the way where the table shifts the
    token, each rule the state could also reduce by (``_completed``) is tried as well: a copy
    reduced by it goes to ``others``, to read the same token again from there."""
    states = state.parse_conf.states
    callbacks = state.parse_conf.callbacks
    while True:
        actions = states[state.state_stack[-1]]
        move = actions.get(token.type)
        if move is None:
            return False
        action, arg = move
        if action is Shift:
            for rule in _completed(lexicon, state):
                other = state.copy(deepcopy_values=True)
                if _reduce(other, rule):
                    others.append(other)
            state.state_stack.append(arg)
            state.value_stack.append(callbacks[token.type](token) if token.type in callbacks else token)
            return True
        if not _reduce(state, arg):
            return False


def parse(parser: Lark, text: str, start: str) -> Any:
    """The parse tree of ``text`` from ``start`` by ``parser`` (an LALR ``Lark``), trying every
    reading of each word; ``NoReading`` when none parses, ``BudgetExceeded`` past ``STEPS``.

    Where the parser's table shifts a word, every reduction the automaton could make in that state
    is tried too, after the shift: the grammars have a few shift/reduce conflicts ("deals 2 damage
    to target creature or player and 3 damage to you": "and" continues the recipients, or ends
    them), which the LALR table resolves as shift and the Earley parser does not have. A reduction
    is a move of the parser's own automaton, so whatever it reads is a sentence of the grammar."""
    lexicon = _lexicon(parser)
    first = parser.parse_interactive("", start=start).parser_state
    states = first.parse_conf.states
    todo = [(_skip(lexicon, text, 0), first)]
    furthest = 0
    steps = 0
    while todo:
        pos, state = todo.pop()
        furthest = max(furthest, pos)
        actions = states[state.position]
        if pos >= len(text):
            if "$END" in actions:
                try:
                    return state.feed_token(Token("$END", "", pos, 1, pos + 1), True)
                except UnexpectedToken:
                    pass
            continue
        readings = _readings(lexicon, actions, text, pos)
        for i, (_priority, end, name, word) in enumerate(readings):
            steps += 1
            if steps > STEPS:
                raise BudgetExceeded(text)
            # the tree builder extends a left-recursive node's list in place, so each reading but
            # the last gets its own copy of the values; the last takes the state itself
            following = state if i == len(readings) - 1 else state.copy(deepcopy_values=True)
            others: list[Any] = []
            fed = _feed(lexicon, following, Token(name, word, pos, 1, pos + 1, 1, end + 1, end), others)
            todo += [(pos, other) for other in others]  # tried after the table's own move
            if fed:
                todo.append((_skip(lexicon, text, end), following))
    raise NoReading(furthest + 1)
