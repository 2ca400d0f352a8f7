"""What every faction provides to the core: setup, turn steps, rule, battle, hits and crafting pieces."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from engines.core.contract import Decision, Event
    from engines.woodland.state import Board, Task, WoodlandState


class Faction:
    """A faction's rules as seen by the core; subclasses override what differs from the defaults."""

    key: ClassVar[str]
    name: ClassVar[str]
    setup_order: ClassVar[int]
    setup_steps: ClassVar[tuple[str, ...]] = ()
    birdsong: ClassVar[tuple[str, ...]] = ()
    daylight: ClassVar[tuple[str, ...]] = ()
    evening: ClassVar[tuple[str, ...]] = ()
    after_discard: ClassVar[tuple[str, ...]] = ()
    rule_count: ClassVar[str] = "standard"
    wins_ties: ClassVar[bool] = False
    uses_dominance: ClassVar[bool] = True
    has_warriors: ClassVar[bool] = True
    places_pieces: ClassVar[bool] = True  # has buildings or tokens it can put on the map
    attacks_with_all: ClassVar[bool] = True
    oral_history_cards: ClassVar[bool] = False
    guerrilla: ClassVar[bool] = False  # as defender deals the higher die (the Alliance, Law 8.2.3)
    watches_moves: ClassVar[bool] = False  # reacts when an enemy moves warriors in (the Alliance's Outrage)
    reach: ClassVar[int] = 0  # Root's setup hint of how far a faction reaches (a hint, never a rule)

    def new_board(self, state: WoodlandState, seat: int) -> Board:
        raise NotImplementedError

    def setup_for(self, state: WoodlandState) -> tuple[str, ...]:
        """The setup steps this faction takes in this game."""
        return self.setup_steps

    def present(self, state: WoodlandState, seat: int, cid: int) -> bool:
        """Has any piece in the clearing, so it can be battled there (Law 4.3.1)."""
        clearing = state.clearings[cid - 1]
        if clearing.warriors[seat]:
            return True
        return any(b.seat == seat for b in clearing.buildings) or any(t.seat == seat for t in clearing.tokens)

    def presence(self, state: WoodlandState, seat: int) -> set[int] | None:
        """Where ``present`` is true for a faction that overrides it (a pawn), None when any piece counts.

        A faction without warriors that returns clearings here also attacks from exactly those (the
        battle code reads this instead of asking ``can_attack_from`` clearing by clearing)."""
        return None

    def steps(self) -> tuple[str, ...]:
        """The steps of this faction's turn, with the shared windows around its own (Law 1.4.1)."""
        return ("bs_start", *self.birdsong, "dl_start", *self.daylight, "ev_start", *self.evening, "discard",
                *self.after_discard, "end_turn")

    def can_attack_from(self, state: WoodlandState, seat: int, cid: int) -> bool:
        return state.clearings[cid - 1].warriors[seat] > 0

    def rolled_cap(self, state: WoodlandState, seat: int, cid: int) -> int:
        """Maximum rolled hits: the warriors in the clearing (Law 4.3.2.II)."""
        return state.clearings[cid - 1].warriors[seat]

    def attack_cap(self, state: WoodlandState, seat: int, cid: int) -> int:
        """Maximum rolled hits as the attacker (the Lost Powers' fallen Elders do not attack, LP-GAP-8)."""
        return self.rolled_cap(state, seat, cid)

    def defenseless(self, state: WoodlandState, seat: int, cid: int) -> bool:
        """No warriors there: the attacker deals an extra hit (Law 4.3.3.II)."""
        return state.clearings[cid - 1].warriors[seat] == 0

    def movable(self, state: WoodlandState, seat: int, cid: int) -> int:
        return state.clearings[cid - 1].warriors[seat]

    def movable_all(self, state: WoodlandState, seat: int) -> list[int]:
        """``movable`` for every clearing at once, indexed by clearing id (index 0 unused)."""
        return [0, *(clearing.warriors[seat] for clearing in state.clearings)]

    def crafting_pieces(self, state: WoodlandState, seat: int) -> dict[str, int]:
        return {}

    def use_crafting_pieces(self, state: WoodlandState, seat: int, used: dict[str, int]) -> None:
        """Mark the crafting pieces that paid for a card as activated this turn."""

    def hits_ask(self, state: WoodlandState, task: Task) -> Decision | None:
        raise NotImplementedError

    def hits_act(self, state: WoodlandState, task: Task, action: Any) -> list[Event]:
        raise NotImplementedError

    def lose_options(self, state: WoodlandState, seat: int, cid: int) -> list[Any]:
        """What this faction may choose to lose in a clearing when an enemy makes it choose (LP-4.1-c to e)."""
        raise NotImplementedError

    def lose(self, state: WoodlandState, seat: int, cid: int, action: Any, by: int) -> list[Event]:
        raise NotImplementedError

    def can_lose(self, state: WoodlandState, seat: int, cid: int) -> bool:
        """``lose_options`` is not empty (factions answer this without listing them)."""
        return bool(self.lose_options(state, seat, cid))

    def remove_all(self, state: WoodlandState, seat: int, cid: int, by: int, events: list[Event]) -> None:
        """Remove every piece of this faction in the clearing (uprisings); owners order their removals."""
        from engines.woodland.pieces import remove

        clearing = state.clearings[cid - 1]
        if clearing.warriors[seat]:
            remove(state, seat, cid, "warrior", by, events, count=clearing.warriors[seat])
        for piece in [*clearing.buildings, *clearing.tokens]:
            if piece.seat == seat:
                remove(state, seat, cid, piece.kind, by, events)

    def take_off(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int,
                 events: list[Event]) -> int:
        """Take pieces off the map into the supply; returns how many went."""
        from engines.woodland.pieces import take_off_map

        return take_off_map(state, seat, cid, piece, count)

    def after_loss(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int, by: int,
                   events: list[Event]) -> None:
        """This faction lost pieces (Field Hospitals, Loss of Wisdom react here)."""

    def after_removing(self, state: WoodlandState, seat: int, victim: int, piece: str, count: int,
                       events: list[Event]) -> None:
        """This faction removed an enemy's pieces (the Vagabond's hostility and infamy react here)."""

    def enemy_arrived(self, state: WoodlandState, seat: int, mover: int, cid: int) -> None:
        """Another faction moved warriors into ``cid`` (only asked of factions that ``watches_moves``)."""

    def item_points(self, state: WoodlandState, seat: int, printed: int) -> int:
        """What crafting an item scores this faction (the Eyrie's Disdain for Trade lowers it)."""
        return printed

    def attack_extra(self, state: WoodlandState, seat: int) -> int:
        """Extra hits this faction deals as the attacker (the Eyrie's Commander)."""
        return 0

    def dominance_mode(self, state: WoodlandState, seat: int) -> str:
        """How this faction uses a dominance card: ``win`` (Law 3.3), ``coalition`` (the Vagabond with four
        or more players, Law 9.2.8) or ``""`` (not at all)."""
        return "win" if self.uses_dominance else ""

    def oral_history(self, state: WoodlandState, seat: int) -> list[str]:
        """Cards used as if crafted besides the crafted ones (the Lost Powers tableau, LP-2.2-c)."""
        return []

    def discard_follower(self, state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
        raise ValueError(f"{card} is not in play for seat {seat}")

    def gain_item(self, state: WoodlandState, seat: int, kind: str) -> None:
        """A crafted item goes to the crafted-items box (the Vagabond may take it by Aid, Law 9.5.4)."""
        state.crafted_items[seat].append(kind)

    def travel(self, state: WoodlandState, seat: int, cid: int, events: list[Event]) -> None:
        raise NotImplementedError

    def can_take_item(self, state: WoodlandState, seat: int) -> bool:
        return True

    def move_options(self, state: WoodlandState, seat: int) -> list[Any]:
        """Moves this faction may make by a card effect (Shoemaker)."""
        from engines.woodland.movement import legal_moves

        return list(legal_moves(state, seat))

    def battle_options(self, state: WoodlandState, seat: int, clearings: Any = None) -> list[Any]:
        """Battles this faction may start now in the given clearings (all by default)."""
        from engines.woodland.battle import battle_options

        return battle_options(state, seat, clearings)

    def battle_ally(self, state: WoodlandState, seat: int, cid: int) -> int:
        """A faction whose warriors fight beside the attacker (the Vagabond's allies), or -1."""
        return -1

    def after_battle(self, state: WoodlandState, seat: int, battle: Any, events: list[Event]) -> None:
        """Called once a battle this faction started is over."""

    def evening_draw(self, state: WoodlandState, seat: int) -> int:
        return 1

    def end_turn(self, state: WoodlandState, seat: int) -> None:
        """Reset this faction's once-per-turn counters."""

    def view_board(self, state: WoodlandState, seat: int, viewer: int | None) -> Any:
        raise NotImplementedError

    def face_down_piles(self, board: Board) -> list[list[str]]:
        """Piles on this faction's board that nobody sees (its own decks), for the searching bot.

        Each pile is shuffled apart from everything else when a search draws a possible state.
        """
        return []

    def private_cards(self, board: Board) -> list[list[str]]:
        """Shared-deck cards on this faction's board that only its owner sees (face-down supporters):
        a search mixes them with the deck and the other hands."""
        return []


FACTIONS: dict[str, Faction] = {}


def register(instance: Faction) -> Faction:
    FACTIONS[instance.key] = instance
    return instance


def faction(state: WoodlandState, seat: int) -> Faction:
    return FACTIONS[state.factions[seat]]


def faction_of(state: WoodlandState, seat: int) -> str:
    return state.factions[seat]


def seat_of(state: WoodlandState, key: str) -> int:
    """The seat playing a faction, or -1."""
    for seat, name in enumerate(state.factions):
        if name == key:
            return seat
    return -1
