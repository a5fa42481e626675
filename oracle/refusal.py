"""The base of the web side's own refusals: an error whose message is a catalog phrase.

A search, rule lookup or workbench probe refuses in words of the Babel catalog
(``oracle.compare.phrases._``, extracted by ``make i18n`` like any ``_()``), so the API can answer
in every interface language; ``str()`` is the English text, for the command line and logs. Not a
Flask-Babel lazy string: the search and ``oracle search`` load neither Flask nor the engine.
"""

from __future__ import annotations

from oracle.compare.phrases import Phrase


class Refusal(Exception):
    """An error with a catalog phrase for a message, shown in the language of whoever reads it."""

    def __init__(self, message: Phrase):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message.text("en")

    def texts(self) -> dict[str, str]:
        """The message in every interface language (``{zh-Hans, zh-Hant, en}``)."""
        return self.message.texts()
