"""The five generic promissory notes every player starts with (LRR 69; the PoK rulebook's Alliance)."""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.contract import Event
from engines.galaxy.cards.common import everything_of
from engines.galaxy.content.decks import decks
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect, source_finder
from engines.galaxy.flow import parent
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import give_back, note_id, owner_of, received, window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.victory import gain_points, lose_points


@source_finder(could_yield=lambda source: source in decks().notes)
def _notes_in_play(state: TIState, seat: int) -> Iterable[str]:
    """Notes in a play area are in force for their holder (by note id)."""
    held = state.players[seat].promissory
    return [note_id(note) for note in held] if held else ()


def _has_units_there(state: TIState, seat: int, note: str, window: Window) -> bool:
    return window.system >= 0 and any(owner == seat for owner, _, _ in everything_of(state, window.system))


@window_note("ceasefire", "after:activation", by="owner", could=_has_units_there)
def ceasefire(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The owner may not move units into the system it just activated."""
    tactical = parent(state, TacticalAction)
    if tactical is not None and tactical.stage in ("before_movement", "movement"):
        tactical.stage = "space_cannon"
    return [NoteEffect(seat=seat, note=note, what="stops {p%d} moving into the active system" % owner_of(note))]


@window_note("trade_agreement", "when:replenish_commodities", by="owner")
def trade_agreement(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The owner hands over all its commodities, which become the holder's trade goods."""
    owner = state.players[owner_of(note)]
    count, owner.commodities = owner.commodities, 0
    return gain_trade_goods(state, seat, count, "trade_agreement", supply=False)  # given: LRR 21.6


@window_note("political_secret", "when:agenda_revealed", by="any")
def political_secret(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """Until this agenda is resolved its owner may not vote, play action cards or use faction abilities."""
    owner = owner_of(note)
    state.modifiers.append(Modifier("political_secret", owner, "agenda"))
    return [NoteEffect(seat=seat, note=note, what="silences {p%d} on this agenda" % owner)]


@effect("political_secret", hook="no_votes")
def _silenced_votes(ctx: Context) -> bool:
    return True


@effect("political_secret", hook="no_action_cards")
def _silenced_cards(ctx: Context) -> bool:
    return True


@effect("political_secret", hook="no_faction_abilities")
def _silenced_abilities(ctx: Context) -> bool:
    return True


@received("support_for_the_throne")
def support_for_the_throne(state: TIState, seat: int, note: str) -> list[Event]:
    """Face up in the holder's play area, worth a victory point while it stays there."""
    state.players[seat].promissory.append(note)
    return gain_points(state, seat, 1, "support_for_the_throne")


@received("alliance")
def alliance(state: TIState, seat: int, note: str) -> list[Event]:
    """Face up in the holder's play area: the owner's commander is the holder's too (leaders' rules)."""
    state.players[seat].promissory.append(note)
    return []


def _returned_on_activation(ctx: Context, note: str) -> list[Event]:
    """The holder activates a system with the owner's units: the note goes home."""
    if ctx.seat != ctx.active:
        return []
    events: list[Event] = []
    owners = {owner for owner, _, _ in everything_of(ctx.state, ctx.system)}
    for copy in [n for n in ctx.state.players[ctx.seat].promissory if note_id(n) == note]:
        if owner_of(copy) in owners:
            events += give_back(ctx.state, copy)
            if note == "support_for_the_throne":
                events += lose_points(ctx.state, ctx.seat, 1, "support_for_the_throne")
    return events


@effect("support_for_the_throne", hook="system_activated")
def _support_returns(ctx: Context) -> list[Event]:
    return _returned_on_activation(ctx, "support_for_the_throne")


@effect("alliance", hook="system_activated")
def _alliance_returns(ctx: Context) -> list[Event]:
    return _returned_on_activation(ctx, "alliance")


def owner_eliminated(state: TIState, seat: int) -> list[Event]:
    """Support for the Throne of an eliminated owner costs its holder the point (LRR 33.4)."""
    events: list[Event] = []
    for player in state.players:
        for note in [n for n in player.promissory if owner_of(n) == seat and note_id(n) == "support_for_the_throne"]:
            player.promissory.remove(note)
            events += lose_points(state, player.seat, 1, "support_for_the_throne")
    return events
