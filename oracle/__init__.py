"""The rules oracle: a bilingual rulebook, search and a cited rules engine, on the web and the command line."""

from oracle.app import create_app

__all__ = ["create_app"]
