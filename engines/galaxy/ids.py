"""Content ids: one spelling rule for every card, ability, unit and leader named in the facts."""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = re.compile(r"['\u2018\u2019\u02bc`]")
_OTHER = re.compile(r"[^a-z0-9]+")


def ident(name: str) -> str:
    """The id of a named thing: accents folded to ASCII, lower case, apostrophes dropped, other runs -> "_".

    >>> ident("Letani Warrior II"), ident("Ta Zern"), ident("Coup d'Etat"), ident("[0.0.1]")
    ('letani_warrior_ii', 'ta_zern', 'coup_detat', '0_0_1')
    """
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    return _OTHER.sub("_", _APOSTROPHES.sub("", folded)).strip("_")
