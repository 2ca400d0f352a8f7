"""Starboard's rules engines: pure Python, no Qt."""
