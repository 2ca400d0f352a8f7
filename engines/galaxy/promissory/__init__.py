"""Promissory notes (LRR 69): ``notes`` (dealing, giving, playing, returning; how windows ask about them),
``generic`` (the five every player has), ``actions``; faction notes register the same way."""
