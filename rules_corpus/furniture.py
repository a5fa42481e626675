"""Page furniture: navigation links, site footers and separators that carry no rule text."""

from __future__ import annotations

FURNITURE_LINES = frozenset({"|", "上一页", "下一页", "上一頁", "下一頁", "北京市通信公司提供网络带宽"})


def strip_furniture(text: str) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Split ``text`` into non-empty lines with their character offsets, furniture set apart.

    Returns ``(kept, furniture)``; both keep offsets so the anomaly report can point at them.
    """
    kept: list[tuple[str, int]] = []
    furniture: list[tuple[str, int]] = []
    offset = 0
    for raw in text.split("\n"):
        line = raw.strip()
        if line:
            (furniture if line in FURNITURE_LINES else kept).append((line, offset))
        offset += len(raw) + 1
    return kept, furniture
