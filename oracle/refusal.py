"""The base of the web side's own refusals: an error whose message is a Babel catalog string.

A search, rule lookup or workbench probe refuses in words the API answers in every interface
language (``oracle.errors.ApiError`` renders them under each locale); ``str()`` is the English
text, for the command line and logs.
"""

from __future__ import annotations

from flask_babel import LazyString, force_locale


class Refusal(Exception):
    """An error with a catalog message (``lazy_gettext``), shown in the language of whoever reads it."""

    def __init__(self, message: LazyString):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        with force_locale("en"):
            return str(self.message)
