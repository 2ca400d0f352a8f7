"""Small procedures many rules share: paying, command tokens, research, drawing and discarding."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class Pay(Step, kw_only=True):
    """``seat`` pays ``amount`` resources or influence (``kind``) by exhausting planets and spending
    trade goods (LRR 75, 47, 93); trade goods only where ``trade_goods`` allows. Done when paid."""

    kind: str
    amount: int
    paid: int = 0
    trade_goods: bool = True
    why: str = ""


class PlaceTokens(Step, kw_only=True):
    """``seat`` puts ``count`` gained command tokens into pools of its choice (LRR 20.3), or, with
    ``redistribute``, rearranges every token on its command sheet (LRR 81.5). ``tactic`` is the
    number chosen for the tactic pool so far (-1: not yet)."""

    count: int = 0
    redistribute: bool = False
    tactic: int = -1


class Research(Step, kw_only=True):
    """``seat`` researches one technology (LRR 90.9-90.12): choose it, ignore prerequisites with
    technology specialties, then pay ``cost`` resources. ``optional`` lets the seat decline;
    ``tech`` is the chosen technology; ``used`` the planets (or "ai_development_algorithm")
    that ignore its prerequisites so far."""

    cost: int = 0
    optional: bool = False
    tech: str = ""
    used: list[str] = []
    stage: str = "choose"


class ReturnSecret(Step, kw_only=True):
    """``seat`` holds more than three secret objectives (scored and unscored): it returns an unscored
    one to the deck, which is then shuffled (LRR 61.21a)."""


class DiscardActions(Step, kw_only=True):
    """``seat`` holds more action cards than its hand limit and discards down to it (LRR 2.4)."""


class ReadyPlanets(Step, kw_only=True):
    """``seat`` readies up to ``count`` of its exhausted planets (Diplomacy, LRR 32.2, 32.3)."""

    count: int = 2


class PlaceStructure(Step, kw_only=True):
    """``seat`` places one of ``kinds`` from its reinforcements on a planet it controls (LRR 24),
    in ``system`` when it is set; ``optional`` lets it place nothing."""

    kinds: list[str] = []
    system: int = -1
    optional: bool = False


class TrimFleet(Step, kw_only=True):
    """``seat`` has more non-fighter ships in a system than its fleet pool allows and removes the
    excess, one ship at a time (LRR 37.2, 81.5a)."""


class Transaction(Step, kw_only=True):
    """A transaction between the active player ``seat`` and ``partner`` (LRR 94): the offer is built
    in steps (``stage``: "give_tg", "give_commodities", "get_tg", "get_commodities", "give_note",
    "get_note", then a "give_<good>" and "get_<good>" per registered good, "answer") and nothing moves
    until the partner accepts. ``give_note`` is one of the offerer's notes, ``get_note`` one of the
    partner's own notes asked for, "any" (the partner picks one) or ""; ``gives`` and ``gets`` hold the
    other goods by name (relic fragments)."""

    partner: int
    stage: str = "give_tg"
    give_tg: int = 0
    give_commodities: int = 0
    get_tg: int = 0
    get_commodities: int = 0
    give_note: str = ""
    get_note: str = ""
    gives: dict[str, str] = {}
    gets: dict[str, str] = {}


class ClaimObjective(Step, kw_only=True):
    """``seat`` scores ``objective`` after paying what it costs (LRR 61.10): ``influence``,
    ``resources`` and ``trade_goods`` still to spend (trade goods may also pay influence or
    resources), command ``tokens`` from the tactic or strategy pool, action cards to ``discard``."""

    objective: str
    influence: int = 0
    resources: int = 0
    trade_goods: int = 0
    tokens: int = 0
    discard: int = 0


class ReadyCard(Step, kw_only=True):
    """``seat`` readies one of its planets with a technology specialty or one of its other
    technologies (Bio-Stims); ``source`` is the card that lets it."""

    source: str


class RelocateForces(Step, kw_only=True):
    """``seat`` moves up to ``left`` of its ground forces from the board onto planets it controls
    (Transit Diodes); ``taken`` is the kind and origin picked up and not yet placed."""

    left: int = 4
    kind: str = ""
    origin: str = ""
    damaged: int = 0
