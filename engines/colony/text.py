"""Words for colony: option labels, prompts and log lines (seats appear as {p0}, {p1}...)."""

from __future__ import annotations

from typing import Any

from engines.colony import actions as a
from engines.colony import steps
from engines.colony.content import CARDS, KINDS, C
from engines.colony.state import ColonyState, Pending
from engines.core.words import plural


def name(cid: str) -> str:
    return CARDS[cid].name


def describe(state: ColonyState, action: Any) -> str:
    """A short button label for an option."""
    kind = type(action)
    if kind is a.PlayCard:
        return f"Play {name(action.card)}"
    if kind is a.React:
        return f"React: {name(action.card)}"
    if kind is a.NoReaction:
        return "No reaction"
    if kind is a.AddPerson:
        return "Add 1 person to your ship"
    if kind is a.PickShip:
        ship = C.ships[action.ship]
        return f"{ship.name} ({ship.role}, {ship.people} people)"
    if kind is a.ChooseSpace:
        return f"S{action.space} ({plural(state.surface[action.space], 'person', 'people')})"
    if kind is a.ChooseCount:
        return _count_label(state, action.count)
    if kind is a.ChooseShip:
        return "{p%d}'s ship" % action.seat
    if kind is a.ChooseSlot:
        slot = state.slots[action.slot - 1]
        return f"Slot {action.slot}" + (f" (displace {name(slot.card)})" if slot.card else " (empty)")
    if kind is a.ChooseTarget:
        slot = state.slots[action.slot - 1]
        return f"Slot {action.slot}: {name(slot.card)} ({slot.hp} hit points)"
    if kind is a.ChooseCard:
        return f"Return {name(action.card)}"
    if kind is a.PlaceTop:
        return "Put it at the bottom" if action.bottom else "Leave it on top"
    return str(action)


def _lands_everyone(state: ColonyState, count: int) -> bool:
    """A landing count that takes every person off the chooser's ship: the ship goes ghost (LSF-TERM-1)."""
    pend = state.pending
    step = steps.current(pend) if pend is not None else None
    return (pend is not None and step is not None and step == ("count", "land")
            and 0 < count == state.ships[pend.seat].people)


def _count_label(state: ColonyState, count: int) -> str:
    if _lands_everyone(state, count):
        return f"{people(count)}: everyone aboard (your ship goes ghost)"
    return people(count)


def confirm(state: ColonyState, action: Any) -> str:
    """Landing the whole crew turns the ship into a ghost ship: a key press asks once first."""
    if type(action) is a.ChooseCount and _lands_everyone(state, action.count):
        return "That lands everyone aboard: your ship goes ghost (LSF-TERM-1)."
    return ""


_STEP_WORDS = {
    "space": "choose the S# for {card}",
    "count": "how many people for {card}?",
    "ship": "choose a ship for {card}",
    "slot": "choose the atmosphere slot to dock {card} in",
    "target": "choose the docked card {card} hits",
    "card": "choose the card {card} returns",
    "keep": "{card} shows {top}: leave it on top or put it at the bottom?",
}


_PROMPTS: dict[tuple[Any, ...], str] = {}


def step_prompt(state: ColonyState, pend: Pending) -> str:
    key = (pend.seat, pend.card, pend.step, state.peek)
    prompt = _PROMPTS.get(key)
    if prompt is None:
        step = steps.current(pend)
        words = _STEP_WORDS[step[0] if step else "space"]
        top = name(state.peek) if state.peek else "nothing"
        prompt = _PROMPTS[key] = "{p%d}: " % pend.seat + words.format(card=CARDS[pend.card].name, top=top)
    return prompt


def window_prompt(pend: Pending, seat: int) -> str:
    key = (seat, pend.card, pend.origin, pend.slot, pend.seat)
    prompt = _PROMPTS.get(key)
    if prompt is None:
        card = CARDS[pend.card]
        if pend.origin == "atmo":
            text = f"{card.name} acts from slot {pend.slot + 1}"
        elif pend.origin == "planet":
            text = f"the planet reveals {card.name}: {card.text}"
        else:
            text = "{p%d} plays %s" % (pend.seat, card.name)
        prompt = _PROMPTS[key] = "{p%d}: %s React before it happens?" % (seat, text.rstrip(".") + ".")
    return prompt


TURN_PROMPTS: dict[tuple[int, int], str] = {}  # (seat, people aboard) -> prompt


def turn_prompt(state: ColonyState, seat: int) -> str:
    key = (seat, state.ships[seat].people)
    prompt = TURN_PROMPTS.get(key)
    if prompt is None:
        prompt = TURN_PROMPTS[key] = "{p%d}: play a card, or add 1 person to your ship (%d aboard)" % key
    return prompt


def draft_prompt(state: ColonyState, seat: int) -> str:
    planet = C.planets[state.planet]
    nemesis = C.ships[planet.nemesis].name
    return "{p%d}: choose your ship (%s's nemesis is the %s)" % (seat, planet.name, nemesis)


def narrate(event: Any) -> str:
    """One log line per event; private draws name the card only to their seat."""
    fn = _NARRATORS.get(type(event))
    return fn(event) if fn is not None else ""


def _damage(e: a.Damaged) -> str:
    kind = KINDS[e.kind]
    slot = f"{name(e.card)} (slot {e.index})" if e.card else f"the card in slot {e.index}"
    where = {"ship": "{p%d}'s ship" % e.index, "space": f"S{e.index}", "slot": slot,
             "landing": "{p%d}'s landing party" % e.index}.get(e.target, e.target)
    if e.amount == 0:
        return f"{where}: armor stops all {e.absorbed} {kind} damage"
    stopped = f" ({e.absorbed} stopped by armor)" if e.absorbed else ""
    return f"{where} takes {e.amount} {kind} damage{stopped}"


def _cycle(e: a.CycleBegan) -> str:
    more = (f" ({e.escalation} more because the planet deck ran out)" if e.escalation else "")
    return f"── Cycle {e.cycle}: the planet draws {e.draws} card{'' if e.draws == 1 else 's'}{more} ──"


def _shuffled(e: a.DeckShuffled) -> str:
    if e.owner >= 0:
        return "{p%d} reshuffles" % e.owner
    if not e.escalation:
        return "The planet deck is reshuffled"
    return (f"The planet deck ran out and is reshuffled: the planet now draws {e.escalation} more card"
            f"{'' if e.escalation == 1 else 's'} each cycle and deals {e.escalation} more damage (LSF-GAP-13)")


def people(count: int) -> str:
    """'1 person', '3 people'."""
    return f"{count} {'person' if count == 1 else 'people'}"


_NARRATORS: dict[type, Any] = {
    a.ShipPicked: lambda e: "{p%d} takes the %s" % (e.seat, C.ships[e.ship].name),
    a.CycleBegan: _cycle,
    a.TurnBegan: lambda e: "{p%d}'s turn%s" % (e.seat, " (ghost ship)" if e.ghost else ""),
    a.PlanetCardRevealed: lambda e: f"The planet reveals {name(e.card)}",
    a.CardPlayed: lambda e: "{p%d} plays %s" % (e.seat, name(e.card)),
    a.Reacted: lambda e: "{p%d} reacts with %s" % (e.seat, name(e.card)),
    a.Blocked: lambda e: f"{name(e.card)} is blocked" + (" and goes to the bottom of the deck" if e.bottom else ""),
    a.Damaged: _damage,
    a.SpaceRolled: lambda e: f"The planet strikes at S{e.space}",
    a.Landed: lambda e: ("{p%d} lands %d on S%d" % (e.seat, e.landed, e.space)
                         + (f", {e.added} added" if e.added else "")),
    a.PeopleAdded: lambda e: (f"{e.amount} added to S{e.index}" if e.target == "space"
                              else "{p%d}'s ship gains %s" % (e.index, people(e.amount))),
    a.PeopleMoved: lambda e: "{p%d} moves %s to {p%d}'s ship" % (e.source, people(e.amount), e.dest),
    a.Docked: lambda e: (f"{name(e.card)} docks in atmosphere slot {e.index}" if e.where == "atmosphere"
                         else "%s docks to {p%d}'s ship" % (name(e.card), e.index)),
    a.Discarded: lambda e: f"{name(e.card)} is discarded",
    a.AtmosphereActs: lambda e: (f"{name(e.card)} acts from atmosphere slot {e.slot}" if e.card
                                 else f"Atmosphere slot {e.slot} acts"),
    a.WentGhost: lambda e: "{p%d}'s ship has no one aboard: it goes ghost" % e.seat,
    a.CameBack: lambda e: "{p%d}'s ship is crewed again and comes back" % e.seat,
    a.CardDrawn: lambda e: f"You draw {name(e.card)}",
    a.CardsDrawn: lambda e: "{p%d} draws %d card%s" % (e.seat, e.count, "" if e.count == 1 else "s"),
    a.DeckShuffled: _shuffled,
    a.TopRevealed: lambda e: f"{name(e.card)} is " + ("put at the bottom of the planet deck" if e.bottom
                                                      else "revealed on top of the planet deck"),
    a.HitPointsRestored: lambda e: (f"{name(e.card) if e.card else 'The card'} in slot {e.slot} regains {e.amount} "
                                    f"hit point{'' if e.amount == 1 else 's'}"),
    a.ExtraDraws: lambda e: (f"{name(e.card) if e.card else 'A planet card'}: the planet draws {e.amount} more "
                             f"card{'' if e.amount == 1 else 's'} this cycle"),
    a.CardReturned: lambda e: "%s returns to {p%d}'s hand" % (name(e.card), e.seat),
    a.GhostActs: lambda e: "{p%d}'s ghost ship: %s" % (e.seat, name(e.key)),
    a.GhostIdle: lambda e: "{p%d}'s ghost ship has nothing to do" % e.seat,
    a.GameEnded: lambda e: f"Humanity has a home: {e.total} people landed" if e.won else "Every ship is lost",
}
