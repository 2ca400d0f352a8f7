"""Every module that registers step handlers, effects or abilities, imported once by the game.

A part of the rules that adds procedures or card effects adds its module here (the Prophecy of Kings
parts: capture, expansion, exploration, leaders, legendary, mechs, relics).
"""

from __future__ import annotations

import engines.galaxy.agenda.choices
import engines.galaxy.agenda.look
import engines.galaxy.agenda.outcomes.directives
import engines.galaxy.agenda.outcomes.laws
import engines.galaxy.agenda.phase
import engines.galaxy.agenda.riders
import engines.galaxy.agenda.trading
import engines.galaxy.agenda.words
import engines.galaxy.capture.units
import engines.galaxy.cards.action_cards.agenda
import engines.galaxy.cards.action_cards.combat
import engines.galaxy.cards.action_cards.component
import engines.galaxy.cards.action_cards.invasion
import engines.galaxy.cards.action_cards.play
import engines.galaxy.cards.action_cards.production
import engines.galaxy.cards.action_cards.reactions
import engines.galaxy.cards.action_cards.strategy
import engines.galaxy.cards.action_cards.tactical
import engines.galaxy.cards.action_cards.words
import engines.galaxy.cards.technologies
import engines.galaxy.expansion.words
import engines.galaxy.exploration.cards
import engines.galaxy.exploration.frontier
import engines.galaxy.exploration.order
import engines.galaxy.exploration.tokens
import engines.galaxy.factions
import engines.galaxy.hands
import engines.galaxy.leaders.all
import engines.galaxy.leaders.unlock
import engines.galaxy.legendary.cards
import engines.galaxy.mechs.all
import engines.galaxy.paying
import engines.galaxy.phases.action
import engines.galaxy.phases.begin
import engines.galaxy.phases.round
import engines.galaxy.phases.status
import engines.galaxy.phases.strategy
import engines.galaxy.promissory.generic
import engines.galaxy.promissory.words
import engines.galaxy.relics.cards
import engines.galaxy.relics.fragments
import engines.galaxy.research
import engines.galaxy.strategic.construction
import engines.galaxy.strategic.diplomacy
import engines.galaxy.strategic.imperial
import engines.galaxy.strategic.leadership
import engines.galaxy.strategic.politics
import engines.galaxy.strategic.technology
import engines.galaxy.strategic.trade
import engines.galaxy.strategic.warfare
import engines.galaxy.structures
import engines.galaxy.tactical.procedures
import engines.galaxy.tokens
import engines.galaxy.transactions
import engines.galaxy.windows.ask
import engines.galaxy.windows.labels  # noqa: F401
