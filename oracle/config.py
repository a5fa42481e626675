"""Configuration from the environment: where data lives and how the server runs."""

from __future__ import annotations

import os
from pathlib import Path

from rules_corpus.builder import DB_NAME, data_dir


def db_path(data: Path | None = None) -> Path:
    return (data or data_dir()) / DB_NAME


def env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default
