"""The host's bots: they play bot seats and seats handed to a bot, each from its own seat's view."""

from __future__ import annotations

import asyncio
import logging
import random
import threading
import time
from typing import TYPE_CHECKING, Any

from engines.core.bots import Bot, BotTurn, RandomBot, make_bot
from engines.core.contract import Decision
from engines.core.rng import side_seed
from engines.core.search import SearchBot
from engines.net.protocol import NetError

if TYPE_CHECKING:
    from engines.net.room import Room

log = logging.getLogger("starboard.net")


class BotDriver:
    """Runs one bot move at a time while a bot seat is asked; slow bots think off the event loop."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.delay = 0.0  # seconds before each bot move, so people can follow
        self.budget = 1.0  # seconds a searching bot may think
        self._bots: dict[tuple[int, str], Bot] = {}
        self._rng = random.Random(side_seed(room.seed, "host bots"))  # their moves must not give the seed away
        self._cancel = threading.Event()
        self._task: asyncio.Task[None] | None = None

    def check_kind(self, kind: str) -> None:
        """Refuse a bot kind the game does not offer."""
        try:
            make_bot(self.room.game, kind)
        except ValueError as error:
            raise NetError(str(error)) from None

    def changed(self) -> None:
        """The table or the seats changed: start playing if a bot is asked."""
        if self._task is not None and not self._task.done():
            return
        if self._next() is None:
            return
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        self._cancel.set()
        if self._task is not None:
            self._task.cancel()

    def _next(self) -> tuple[int, str, Decision] | None:
        match = self.room.match
        if match is None or self.room.end is not None:
            return None
        for decision in match.decisions():
            kind = self.room.slots[decision.seat].bot
            if kind:
                return decision.seat, kind, decision
        return None

    async def _run(self) -> None:
        while (pick := self._next()) is not None:
            match = self.room.match
            assert match is not None
            version = match.version
            started = time.monotonic()
            seat, kind, decision = pick
            action = await self._choose(seat, kind, decision)
            pause = self.delay - (time.monotonic() - started)  # thinking counts towards the pause
            if pause > 0:
                await asyncio.sleep(pause)
            if match.version != version or self.room.match is not match or self.room.slots[seat].bot != kind:
                continue  # the table moved on while the bot thought: ask again
            reply = self.room.act(seat, action, version)
            if getattr(reply, "code", None):
                log.error("bot %s of seat %d chose a refused action: %s", kind, seat, reply)
                self.room.act(seat, decision.options[0], version)
            await asyncio.sleep(0)  # let the network breathe between bot moves

    async def _choose(self, seat: int, kind: str, decision: Decision) -> Any:
        room = self.room
        assert room.match is not None
        view = room.game.view(room.match.state, seat)
        bot = self._bots.get((seat, kind))
        if bot is None:
            bot = self._bots[seat, kind] = make_bot(room.game, kind)
        # What the seat knows is taken here, on the loop, before the state can change under a thinking bot.
        seen = room.game.seen(room.match.state, seat) if isinstance(bot, SearchBot) else None
        turn = BotTurn(room.game, seat, decision, view, self._rng, self.budget, self._cancel, seen=seen)
        try:
            if isinstance(bot, RandomBot):
                return bot.choose(turn)
            return await asyncio.get_running_loop().run_in_executor(None, bot.choose, turn)
        except Exception:  # a broken bot must not stall the table: play a legal option instead
            log.exception("bot %s of seat %d failed; playing a random option", kind, seat)
            room.listener.error(f"The {kind} bot failed; it played a random option instead.")
            return self._rng.choice(decision.options)
