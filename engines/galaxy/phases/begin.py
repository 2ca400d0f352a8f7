"""The setup procedure (LRR 'Setup', TI-BASESETUP): factions, the galaxy, homes, choices and secrets.

Rulings (docs/galaxy.md): a faction draft offers as many factions as players plus three, and
picks go anticlockwise from the player on the speaker's right, so the speaker, who picks the
first strategy card, picks last. Ground forces start spread over the home planets; each starting
structure of a faction with several home planets is placed by its player, one at a time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import (
    FactionTaken,
    GalaxyMade,
    ObjectiveRevealed,
    ObjectivesDealt,
    SecretKept,
    SecretsDealt,
    SetupWarning,
    SpeakerChosen,
    StartingStructurePlaced,
    StartingTechnologyChosen,
)
from engines.galaxy.actions.rounds import ChooseStartingTechnology, DraftFaction, KeepSecret, PlaceStartingStructure
from engines.galaxy.board import add, count, remove, stats
from engines.galaxy.builder import BUILDER
from engines.galaxy.builder.setup import choose_layout
from engines.galaxy.content.action_deck import action_deck, agenda_deck
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import by_stage
from engines.galaxy.content.units import STRUCTURES
from engines.galaxy.expansion.setup import setup_expansion
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.mapstring import OPEN, GalaxyMap, format_map
from engines.galaxy.options import drafting, faction_choice
from engines.galaxy.phases.galaxy import generated_tokens, imported_tokens
from engines.galaxy.phases.setup import COLOURS, place_board
from engines.galaxy.promissory.notes import deal_notes
from engines.galaxy.state import TIState
from engines.galaxy.steps.phases import GameRound
from engines.galaxy.steps.setup import Setup

DRAFT_EXTRA = 3
PUBLIC_DEALT = 5
REVEALED_AT_START = 2
SECRETS_DEALT = 2
PDS_PER_PLANET = 2


def new_game(players: int, rng: Any, options: Mapping[str, Any]) -> TIState:
    """A state at the start of setup, with the speaker, the factions (unless drafted) and the galaxy
    (unless the players build it) already decided."""
    plan = choose_layout(players, options)
    state = TIState(rng=rng, players=[], layout=plan.id, tokens=[], systems={}, planets={}, speaker=0)
    limit = int(options["points"])
    state.vp_goal = limit or (14 if plan.id == "6p_large" else 10)
    state.round_limit = int(options["round_limit"])
    state.speaker = rng.below(players)
    chosen = faction_choice(str(options["factions"]), players)
    setup = Setup(chosen=[""] * players)
    if chosen is not None:
        setup.chosen = chosen
    elif drafting(options):
        pool = sorted(factions())
        rng.shuffle(pool)
        setup.pool = sorted(pool[: min(len(pool), players + DRAFT_EXTRA)])
        right = (state.speaker - 1) % players
        setup.order = [(right - step) % players for step in range(players)]
    else:
        pool = sorted(factions())
        rng.shuffle(pool)
        setup.chosen = pool[:players]
    text = str(options["map"])
    if options["galaxy"] == "build":
        state.build = BUILDER.build_state(players, rng.fork(), options, speaker=state.speaker)
        setup.made = "built"
    elif text.strip():
        state.tokens, state.warnings = imported_tokens(plan, text)
        setup.made = "imported"
    else:
        state.tokens = generated_tokens(plan, rng, options["galaxy"] == "balanced")
        setup.made = str(options["galaxy"])
    state.stack.append(setup)
    return state


def build_state(players: int, rng: Any, options: Mapping[str, Any]) -> TIState:
    """The 'build a galaxy only' mode: the builder's state inside a game state with no players."""
    plan = choose_layout(players, options)
    state = TIState(rng=rng, players=[], layout=plan.id, tokens=[], systems={}, planets={}, speaker=0,
                    mode="build")
    state.build = BUILDER.build_state(players, rng.fork(), options)
    return state


def galaxy_built(state: TIState) -> bool:
    return state.build is not None and OPEN not in state.build.tokens


@handles(Setup)
class SetupHandler:
    def decisions(self, state: TIState, step: Setup) -> list[Decision]:
        if step.stage == "factions" and step.order:
            return self._draft(state, step)
        if step.stage == "galaxy" and state.build is not None and not galaxy_built(state):
            return BUILDER.decisions(state.build)
        if step.stage == "technologies":
            return self._technology(state, step)
        if step.stage == "structures":
            return self._structures(state, step)
        if step.stage == "secrets":
            return [Decision(p.seat, "{p%d}: keep one of your two secret objectives" % p.seat,
                             [KeepSecret(o) for o in p.secrets], "LRR 61")
                    for p in state.players if len(p.secrets) > 1]
        return []

    # ----- asking ------------------------------------------------------------------------------
    def _draft(self, state: TIState, step: Setup) -> list[Decision]:
        if step.index >= len(step.order):
            return []
        seat = step.order[step.index]
        taken = set(step.chosen)
        options = [DraftFaction(f) for f in step.pool if f not in taken]
        return [Decision(seat, "{p%d}: choose your faction" % seat, options, "TI-BASESETUP-1")]

    def _technology(self, state: TIState, step: Setup) -> list[Decision]:
        seat = self._next_technology_seat(state, step.index)
        if seat is None:
            return []
        player = state.players[seat]
        choice = factions()[player.faction].technology_choice
        assert choice is not None
        options = [ChooseStartingTechnology(t) for t in choice.options if t not in player.technologies]
        left = choice.choose - sum(1 for t in player.technologies if t in choice.options)
        prompt = "{p%d}: choose a starting technology (%d more)" % (seat, left)
        return [Decision(seat, prompt, options, "LRR 90")]

    def _next_technology_seat(self, state: TIState, start: int) -> int | None:
        for seat in range(start, len(state.players)):
            player = state.players[seat]
            choice = factions()[player.faction].technology_choice
            if choice is not None and sum(1 for t in player.technologies if t in choice.options) < choice.choose:
                return seat
        return None

    def _structures(self, state: TIState, step: Setup) -> list[Decision]:
        if step.index >= len(state.players) or not step.placing:
            return []
        seat = step.index
        kind = step.placing[0]
        homes = factions()[state.players[seat].faction].home_planets
        options = [PlaceStartingStructure(kind, name) for name in homes if self._room(state, seat, kind, name)]
        noun = "space dock" if kind == "space_dock" else "PDS"
        return [Decision(seat, "{p%d}: choose the home planet your starting %s stands on" % (seat, noun), options,
                         "LRR 85")]

    def _room(self, state: TIState, seat: int, kind: str, name: str) -> bool:
        """Whether ``name`` could hold the structure being placed (it is still on the first planet)."""
        here = count(state.planets[name].units, seat, [kind])
        if name == factions()[state.players[seat].faction].home_planets[0]:
            here -= 1
        return here < (1 if kind == "space_dock" else PDS_PER_PLANET)

    # ----- acting ------------------------------------------------------------------------------
    def perform(self, state: TIState, step: Setup, seat: int, action: Any) -> list[Event]:
        if isinstance(action, DraftFaction):
            step.chosen[seat] = action.faction
            step.index += 1
            return [FactionTaken(seat=seat, faction=action.faction, how="draft")]
        if isinstance(action, ChooseStartingTechnology):
            state.players[seat].technologies.append(action.technology)
            return [StartingTechnologyChosen(seat=seat, technology=action.technology)]
        if isinstance(action, PlaceStartingStructure):
            return self._place_structure(state, step, seat, action)
        if isinstance(action, KeepSecret):
            player = state.players[seat]
            returned = [o for o in player.secrets if o != action.objective]
            player.secrets = [action.objective]
            state.secret_deck.extend(returned)
            return [SecretKept(seat=seat), SecretKept(seat=seat, objective=action.objective, only=seat)]
        assert state.build is not None
        return BUILDER.perform(state.build, seat, action)

    def _place_structure(self, state: TIState, step: Setup, seat: int, action: PlaceStartingStructure) -> list[Event]:
        # The default stood every structure on the first home planet: move this one to its place.
        first = factions()[state.players[seat].faction].home_planets[0]
        remove(state.planets[first].units, seat, action.kind)
        add(state.planets[action.planet].units, seat, action.kind)
        step.placing.pop(0)
        return [StartingStructurePlaced(seat=seat, kind=action.kind, planet=action.planet)]

    def run(self, state: TIState, step: Setup) -> list[Event]:
        if step.stage == "factions":
            step.stage = "galaxy"
            events: list[Event] = [SpeakerChosen(seat=state.speaker)]
            if not step.order:
                events += [FactionTaken(seat=s, faction=f, how="dealt") for s, f in enumerate(step.chosen)]
            return events
        if step.stage == "galaxy":
            step.stage = "board"
            return []
        if step.stage == "board":
            step.stage = "technologies"
            return self._board(state, step)
        if step.stage == "technologies":
            step.stage = "structures"
            step.index = -1
            self._next_structures(state, step)
            return []
        if step.stage == "structures":
            self._next_structures(state, step)
            if step.index < len(state.players):
                return []
            step.stage = "secrets"
            return self._deal_secrets(state)
        pop(state, step)
        push(state, GameRound())
        return []

    def _next_structures(self, state: TIState, step: Setup) -> None:
        """Move on to the next seat with several home planets and structures to place."""
        while not step.placing:
            step.index += 1
            if step.index >= len(state.players):
                return
            faction = factions()[state.players[step.index].faction]
            if len(faction.home_planets) > 1:
                step.placing = [k for k in STRUCTURES for _ in range(faction.starting_units.get(k, 0))
                                if not stats(state, step.index, k).move]  # floating ones stand in space

    def _board(self, state: TIState, step: Setup) -> list[Event]:
        events: list[Event] = []
        if state.build is not None:
            tokens = list(state.build.tokens)
            state.build = None
        else:
            tokens = list(state.tokens)
        events.append(GalaxyMade(how=step.made, map_string=format_map(GalaxyMap(tokens))))
        events += [SetupWarning(text=w) for w in state.warnings]
        place_board(state, tokens, step.chosen, COLOURS[: len(step.chosen)])
        deal_notes(state)
        events += self._deal_objectives(state)
        state.action_deck = action_deck()
        state.rng.shuffle(state.action_deck)
        state.agenda_deck = agenda_deck()
        state.rng.shuffle(state.agenda_deck)
        setup_expansion(state)
        return events

    def _deal_objectives(self, state: TIState) -> list[Event]:
        stage1, stage2 = by_stage("I"), by_stage("II")
        state.rng.shuffle(stage1)
        state.rng.shuffle(stage2)
        state.stage1, state.stage2 = stage1[:PUBLIC_DEALT], stage2[:PUBLIC_DEALT]
        events: list[Event] = [ObjectivesDealt(stage1=PUBLIC_DEALT, stage2=PUBLIC_DEALT)]
        for _ in range(REVEALED_AT_START):
            objective = state.stage1.pop()
            state.public.append(objective)
            events.append(ObjectiveRevealed(objective=objective, stage="I"))
        return events

    def _deal_secrets(self, state: TIState) -> list[Event]:
        state.secret_deck = by_stage("secret")
        state.rng.shuffle(state.secret_deck)
        for player in state.players:
            player.secrets = [state.secret_deck.pop() for _ in range(SECRETS_DEALT)]
        return [SecretsDealt(count=SECRETS_DEALT)]

