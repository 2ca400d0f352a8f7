"""Card and ability effects, one small registered function each, grouped by deck."""
