"""A bot playing a joined seat: it sees only what the host sends that seat, like a person would."""

from __future__ import annotations

import asyncio
import random

from engines.core.bots import Bot, BotTurn, RandomBot
from engines.core.contract import Decision
from engines.core.match import Envelope
from engines.net.client import Client
from engines.net.protocol import End, NetError, Rejected, Rejection

RETRY_AFTER = 0.2


async def play_seat(client: Client, bot: Bot, seed: int = 0, budget: float = 1.0) -> End:
    """Answer every decision of the client's seat with the bot until the game ends."""
    rng = random.Random(seed)
    answered: Envelope | None = None  # each Update brings a new envelope: answer each one once
    while client.end is None:
        if client.closed:
            raise NetError("The connection to the host was lost.")
        envelope = client.envelope
        if envelope is None or envelope.decision is None or envelope is answered or envelope.result:
            await client.wait_change()
            continue
        answered = envelope
        shown = envelope.decision
        decision = Decision(shown.seat, shown.prompt, [o.action for o in shown.options], shown.rule)
        assert client.game is not None
        turn = BotTurn(client.game, shown.seat, decision, envelope.view, rng, budget)
        if isinstance(bot, RandomBot):
            action = bot.choose(turn)
        else:
            action = await asyncio.get_running_loop().run_in_executor(None, bot.choose, turn)
        if client.envelope is not envelope:
            continue  # the table changed while the bot thought
        try:
            reply = await client.act(action, envelope.version)
        except NetError:
            answered = None  # no answer (dropped or lost): ask again once the connection is back
            await asyncio.sleep(RETRY_AFTER)
            continue
        if isinstance(reply, Rejected) and reply.code == Rejection.RATE:
            await asyncio.sleep(RETRY_AFTER)
            answered = None
    return client.end
