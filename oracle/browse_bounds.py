"""Memory bounds for ``oracle datasette``: a Datasette plugin bounding what one query can produce.

Datasette's time limit stops a query that runs long, not one that builds a large value quickly:
``select randomblob(1000000000)`` ran 80 s, returned 1.33 GB and took the process to 7 GB. Two
bounds, set on every connection Datasette opens (its ``prepare_connection`` hook):

- SQLite's own length limit (``SQLITE_LIMIT_LENGTH``): no string or blob, intermediate or
  returned, longer than ``MAX_VALUE_BYTES``. SQLite refuses to build it ("string or blob too
  big") before allocating it. The longest value in the corpus is under 4 KB and all rule texts
  together under 400 KB, so every honest query, ``group_concat`` of every text included, fits.
- a row factory that counts the bytes of the values a query returns and stops it past
  ``MAX_RESULT_BYTES`` (Datasette's ``max_returned_rows`` bounds the rows, this bounds their size:
  2,000 rows of a 1 MB value each would still be 2 GB). The response is the rows rendered, so this
  is also the bound on a response's size.

Both refusals reach the user as Datasette's "Invalid SQL" page (400) naming the bound. This module is
the plugin; ``oracle.browse.make_datasette`` registers it.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from datasette import hookimpl

#: the longest string or blob SQLite may build in one of Datasette's connections
MAX_VALUE_BYTES = 1_000_000
#: bytes of values one query may return
MAX_RESULT_BYTES = 10_000_000


class ResultTooLarge(sqlite3.OperationalError):
    """A query's rows passed ``MAX_RESULT_BYTES``: raised from the row factory, so the fetch stops."""


def _size(value: Any) -> int:
    return len(value) if isinstance(value, str | bytes) else 8


def counting_row_factory(limit: int = MAX_RESULT_BYTES):
    """``sqlite3.Row`` rows, counting the bytes of every query's values (a new cursor is a new
    query) and refusing the row that passes ``limit``. The last cursor itself is kept, not its
    ``id``: a freed cursor's id can be given to the next one, whose count would then go on."""
    seen: dict[str, Any] = {"cursor": None, "bytes": 0}

    def factory(cursor: sqlite3.Cursor, row: tuple[Any, ...]) -> sqlite3.Row:
        if cursor is not seen["cursor"]:
            seen["cursor"], seen["bytes"] = cursor, 0
        seen["bytes"] += sum(_size(value) for value in row)
        if seen["bytes"] > limit:
            raise ResultTooLarge(f"the query's results are larger than {limit:,} bytes; "
                                 "select fewer rows or shorter values")
        return sqlite3.Row(cursor, row)

    return factory


@hookimpl
def prepare_connection(conn: sqlite3.Connection, database: str, datasette: Any) -> None:
    """Datasette's hook, called for every connection it opens: both bounds, on each."""
    conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    conn.row_factory = counting_row_factory()
