"""The rules oracle: a bilingual rulebook, search and a cited rules engine, on the web and the command line."""

from __future__ import annotations

from typing import Any

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    # Flask is imported only when the app is wanted: `oracle search` and `oracle rule` start faster.
    if name == "create_app":
        from oracle.app import create_app

        return create_app
    raise AttributeError(f"module 'oracle' has no attribute {name!r}")
