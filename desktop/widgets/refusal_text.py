"""A refusal as rich text: the engine's reason with every clause id in it a link to the rules."""

from __future__ import annotations

import html
import re

CLAUSE = re.compile(r"\b[A-Z]{2,3}-[A-Za-z0-9]+(?:[.\-][A-Za-z0-9]+)*\b")
LINK_COLOUR = "#f2c14e"


def clauses_in(text: str) -> list[str]:
    return CLAUSE.findall(text)


def _link(clause: str) -> str:
    return f'<a href="{clause}" style="color:{LINK_COLOUR}">{clause}</a>'


def refusal_html(reason: str, rule: str = "") -> str:
    """'Refused: <reason>' with clause ids as links, and the decision's rule when the reason names none."""
    body = CLAUSE.sub(lambda m: _link(m.group(0)), html.escape(reason, quote=False))
    tail = f" [{_link(rule)}]" if rule and rule not in clauses_in(reason) else ""
    return f"Refused: {body}{tail}"
