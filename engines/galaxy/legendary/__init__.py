"""Legendary planets (TI-LEGEND-*): their ability cards, gained with the planet, used at the end of a turn."""
