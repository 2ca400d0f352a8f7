"""Capture (TI-CAPTURE-*): units held on a captor's faction sheet and the ways they come back (``units``)."""
