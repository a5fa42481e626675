"""The ruling scenarios on disk: two slices by the card's first letter, one folder each.

Both test modules of this folder read the scenarios from here, so the slices and the header format
are defined once.
"""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: folder name -> does a card name belong in it (A–L; M–Z and names that start with a digit)
SLICES = {
    "a_l": lambda card: "A" <= card[0].upper() <= "L",
    "m_z": lambda card: card[0].upper() >= "M" or card[0].isdigit(),
}
#: each slice's target in issue 22
TARGET = 80
SCENARIOS = sorted(path for folder in SLICES for path in (HERE / folder).glob("*.yaml"))
#: the first line of every scenario: the card and the date of the ruling it was derived from
HEADER = re.compile(r"^# Ruling: (?P<card>.+), (?P<date>\d{4}-\d{2}-\d{2})$")
