"""The cards benchmark as a test: the 153 real cards of ``../shared/cards-benchmark`` read in the era's
wording, in today's Oracle wording and (64 of them) in their printed Simplified Chinese, and the spot
checks' small boards play out as expected (issue 12).

The benchmark's runner resolves every card through the project's command line, so this measures
what a player pasting the card gets. Its texts are read by its own runner only: nothing of them is
copied here. Without ``../shared`` beside the checkout (a bare clone) the tests skip and say so; CI
has it.

The runner is started once, with ``--zh --reminder``: its README's ``run.py`` and ``run.py --zh``
read the same English wordings and run the same spot checks, ``--zh`` adding the printed Chinese, so
one run measures both (and the Oracle text with its reminder text). It runs in the background while
the rest of the suite does (``benchmark_runner``), and these tests, moved to the end of the session,
read its output.
"""

from __future__ import annotations

import re

import pytest

from tests.cards import benchmark_runner

BENCH = benchmark_runner.BENCH
RUNNER = benchmark_runner.RUNNER

#: the issue's targets
CARDS = 153
ZH_CARDS = 64
ZH_MIN = 58

pytestmark = pytest.mark.skipif(
    not RUNNER.exists(),
    reason=f"the cards benchmark is not here ({BENCH} is missing: it sits beside the checkout in CI)",
)

SUMMARY = re.compile(r"^cards benchmark: (\d+)/(\d+) era, (\d+)/(\d+) oracle, (\S+)/(\d+) printed Chinese$", re.M)
SPOT = re.compile(r"^spot checks: (\d+)/(\d+) as expected, (\d+) mismatched, (\d+) skipped", re.M)
REMINDER = re.compile(r"^with reminder text: (\d+)/(\d+) parse", re.M)


def run_benchmark() -> tuple[int, str]:
    """The runner's exit status and output: one run for the whole session, started in the
    background by ``tests/conftest.py`` (see ``benchmark_runner``)."""
    return benchmark_runner.result()


def _failures(out: str) -> str:
    """The runner's lines for cards that did not read and spot checks that did not match."""
    bad = [ln for ln in out.splitlines() if ln.startswith(("FAIL", "CRASH", "spot MISMATCH", "spot skip"))]
    return "\n".join(bad[:60])


def _summary(out: str) -> re.Match[str]:
    m = SUMMARY.search(out)
    assert m, f"the runner printed no summary line:\n{out[-2000:]}"
    return m


def test_english_wordings_read_every_card() -> None:
    rc, out = run_benchmark()
    m = _summary(out)
    era, era_of, oracle, oracle_of = (int(m.group(i)) for i in range(1, 5))
    assert (era_of, oracle_of) == (CARDS, CARDS), "the benchmark's card count changed"
    assert (era, oracle) == (CARDS, CARDS), _failures(out)
    assert rc == 0, _failures(out)  # the runner's own verdict: every English card read, no mismatch


def test_reminder_text_is_ignored() -> None:
    _rc, out = run_benchmark()
    m = REMINDER.search(out)
    assert m, "no reminder-text summary"
    assert m.group(1) == m.group(2), _failures(out)


def test_every_spot_check_as_expected() -> None:
    _rc, out = run_benchmark()
    assert SPOT.search(out), "no spot-check summary"
    mismatched = [ln for ln in out.splitlines() if ln.startswith("spot MISMATCH")]
    assert not mismatched, "\n".join(mismatched)
    # every spot check runs in both English wordings (the Chinese ones may skip an unread card)
    skipped = [ln for ln in out.splitlines() if ln.startswith("spot skip") and not re.search(r", zh\)", ln)]
    assert not skipped, "\n".join(skipped)


def test_printed_chinese_reads_enough_cards() -> None:
    _rc, out = run_benchmark()
    m = _summary(out)
    zh, zh_of = m.group(5), int(m.group(6))
    assert zh_of == ZH_CARDS, "the benchmark's Chinese card count changed"
    assert zh.isdigit() and int(zh) >= ZH_MIN, _failures(out)
