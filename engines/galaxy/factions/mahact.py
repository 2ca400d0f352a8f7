"""The Mahact Gene-Sorcerers: they bind the will of the defeated.

- Edict: after winning a combat, a command token of the loser (from their reinforcements) joins the
  Mahact fleet pool, unless one is already there; such tokens count for the fleet pool.
- Imperia: while a command token of another player is in their fleet pool, that player's commander (once
  unlocked) is theirs to use as well (``leaders/base.py``'s shared commanders).
- Hubris: their own Alliance note is purged as the notes are dealt, and no other player's Alliance note may
  ever come to them (not offered in transactions; one an effect would hand them goes back to its owner).
- Genetic Recombination: exhausted before another player votes: that player votes at least once for an
  outcome the Mahact name, or takes a command token off their fleet pool (their choice).
- Crimson Legionnaire (infantry): a destroyed one gives a commodity or turns one into a trade good; II
  hits on 7 and the infantry comes back at the start of their next turn.
- Arvicon Rex (flagship): +2 on combat rolls against an opponent whose token is not in their fleet pool.
- Scepter of Dominion (note): at the start of the strategy phase its holder picks a non-home system with its
  units; every other player with a token on the Mahact's sheet puts a token from reinforcements there.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.economy import HELD_TOKEN, commodity_value, convert_commodities, token_reinforcements
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, infantry_may_return, ready, units_here, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

ARVICON_BONUS = 2
ALLIANCE = "alliance"
RECOMBINATION, BOUND = "genetic_recombination", "genetic_recombination_bound"
GIVE_TOKEN = "token"


def _recombination_words(target: str) -> str:
    from engines.galaxy.agenda.words import outcome_words

    if target == GIVE_TOKEN:
        return "lose a fleet-pool token"
    return f"the outcome {outcome_words(None, 'outcome', target)}"


def _register_words() -> None:
    from engines.galaxy.words import TARGETS

    TARGETS[RECOMBINATION] = _recombination_words


_register_words()


def holds_token_of(state: TIState, seat: int, other: int) -> bool:
    return any(m.effect == HELD_TOKEN and m.owner == seat and m.target == other for m in state.modifiers)


@effect("hubris", hook="notes_dealt")
def hubris(ctx: Context) -> list[Event]:
    """The Mahact's own Alliance note leaves the game as the notes are dealt."""
    from engines.galaxy.expansion.purge import purge

    player = ctx.state.players[ctx.seat]
    own = f"{ctx.seat}:{ALLIANCE}"
    if own not in player.notes:
        return []
    player.notes.remove(own)
    return purge(ctx.state, f"note:{own}", ctx.seat)


@effect("hubris", hook="refuses_note")
def hubris_refuses(ctx: Context) -> bool:
    """No Alliance note of another player may come to the Mahact."""
    return bool(ctx.note == ALLIANCE)


def _agenda_outcomes(state: TIState) -> list[str]:
    from engines.galaxy import flow
    from engines.galaxy.agenda import deck
    from engines.galaxy.agenda.phase import effective
    from engines.galaxy.steps.agenda import Agenda

    step = flow.parent(state, Agenda)
    return deck.outcomes(state, effective(step)) if step is not None else []


def _recombination_could(state: TIState, seat: int, window: Window) -> bool:
    return ready(state, seat, RECOMBINATION) and bool(window.actors) and window.actors[0] != seat


@answer(RECOMBINATION, "before:vote", by="other", could=_recombination_could,
        targets=lambda state, seat, window: _agenda_outcomes(state))
def genetic_recombination(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Exhausted before another player votes, naming an outcome: the voter chooses to vote for it (at least one
    vote) or to take a command token off its fleet pool."""
    voter = window.actors[0]
    choices = [target] + ([GIVE_TOKEN] if state.players[voter].fleet > 0 else [])
    offer(state, voter, RECOMBINATION, choices, other=seat, must=True)
    return [*exhaust(state, seat, RECOMBINATION), used(seat, RECOMBINATION, "{p%d} must back an outcome" % voter)]


@resolves(RECOMBINATION, prompt=lambda state, step: "{p%d}: Genetic Recombination of {p%d}: vote for the outcome "
          "named, or lose a command token from your fleet pool" % (step.seat, step.other))
def recombination_answer(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target == GIVE_TOKEN:
        state.players[step.seat].fleet -= 1
        return [used(step.seat, RECOMBINATION, "a command token leaves the fleet pool")]
    state.modifiers.append(Modifier(BOUND, step.seat, "agenda", amount=_agenda_outcomes(state).index(target)))
    return [used(step.seat, RECOMBINATION, "votes as the Mahact asked")]


@effect(BOUND, hook="bound_outcome")
def genetic_recombination_bound(ctx: Context) -> str | None:
    """The outcome the voter agreed to put at least one vote on (this agenda)."""
    found = [m.amount for m in ctx.state.modifiers if m.effect == BOUND and m.owner == ctx.seat]
    outcomes = _agenda_outcomes(ctx.state)
    return outcomes[found[0]] if found and found[0] < len(outcomes) else None


@effect("edict", hook="combat_won")
def edict(ctx: Context) -> list[Event]:
    """The loser of a combat against the Mahact gives a token from reinforcements to their fleet pool."""
    state, loser = ctx.state, ctx.loser
    if holds_token_of(state, ctx.seat, loser) or token_reinforcements(state, loser) <= 0:
        return []
    state.modifiers.append(Modifier(HELD_TOKEN, ctx.seat, "game", target=loser))
    return [used(ctx.seat, "edict", "takes a command token of {p%d} into the fleet pool" % loser)]


@effect("edict", hook="fleet_limit")
def edict_fleet(ctx: Context) -> int:
    """Other factions' tokens in the Mahact fleet pool count for it (they never move to another pool)."""
    return sum(1 for m in ctx.state.modifiers if m.effect == HELD_TOKEN and m.owner == ctx.seat)


@effect("arvicon_rex", hook="roll_modifier", roll="combat", unit="flagship")
def arvicon_rex(ctx: Context) -> int:
    """+2 on the flagship's combat rolls against an opponent with no token in the Mahact fleet pool."""
    opponent = ctx.details.get("opponent", -1)
    return ARVICON_BONUS if opponent >= 0 and not holds_token_of(ctx.state, ctx.seat, opponent) else 0


def _legion_choices(state: TIState, seat: int) -> list[str]:
    player = state.players[seat]
    found = ["commodity"] if player.commodities < commodity_value(state, seat) else []
    return found + (["trade_good"] if player.commodities else [])


@effect("crimson_legionnaire_i", hook="unit_destroyed", unit="infantry")
def crimson_legionnaire_i(ctx: Context) -> list[Event]:
    """A destroyed Mahact infantry: gain a commodity, or turn a commodity into a trade good."""
    if "crimson_legionnaire_ii" not in ctx.state.players[ctx.seat].technologies:
        offer(ctx.state, ctx.seat, "crimson_legionnaire_i", _legion_choices(ctx.state, ctx.seat))
    return []


@effect("crimson_legionnaire_ii", hook="unit_destroyed", unit="infantry")
def crimson_legionnaire_ii(ctx: Context) -> list[Event]:
    """As the first, and the infantry waits on the card to come back at the start of the Mahact's next turn."""
    infantry_may_return(ctx.state, ctx.seat, 0)
    offer(ctx.state, ctx.seat, "crimson_legionnaire_i", _legion_choices(ctx.state, ctx.seat))
    return []


@resolves("crimson_legionnaire_i")
def legion_pays(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    player = state.players[step.seat]
    if target == "commodity":
        player.commodities += 1
        return [used(step.seat, "crimson_legionnaire_i", "gains a commodity")]
    convert_commodities(state, step.seat, 1)
    return [used(step.seat, "crimson_legionnaire_i", "turns a commodity into a trade good")]

def _scepter_places(state: TIState, holder: int) -> list[str]:
    homes = {p.home for p in state.players}
    return [f"system:{n}" for n in sorted(int(k) for k in state.systems)
            if n not in homes and units_here(state, holder, n) > 0]


def _scepter_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    owner = owner_of(note)
    return bool(_scepter_places(state, seat)) and any(holds_token_of(state, owner, p.seat) for p in state.players
                                                      if p.seat not in (owner, seat))


@window_note("scepter_of_dominion", "start:strategy_phase", by="any", could=_scepter_could)
def scepter_of_dominion(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The holder picks a non-home system with its units; every other player with a token on the Mahact's
    sheet puts a command token from reinforcements there."""
    owner = owner_of(note)
    offer(state, seat, "scepter_of_dominion", _scepter_places(state, seat), other=owner, must=True)
    return [NoteEffect(seat=seat, note=note, what="raises the Scepter of Dominion")]


@resolves("scepter_of_dominion",
          prompt=lambda state, step: "{p%d}: Scepter of Dominion: the system for the tokens" % step.seat)
def scepter_tokens(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    node = target.removeprefix("system:")
    placed = []
    for player in state.players:
        seat = player.seat
        if seat not in (step.other, step.seat) and holds_token_of(state, step.other, seat) and (
                token_reinforcements(state, seat) > 0) and seat not in state.systems[node].tokens:
            state.systems[node].tokens.append(seat)
            placed.append("{p%d}" % seat)
    return [used(step.seat, "scepter_of_dominion", f"tokens of {', '.join(placed) or 'nobody'} go to {node}")]
