"""Starboard's desktop application (PySide6)."""

__version__ = "0.1.0"
