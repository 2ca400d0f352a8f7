"""Cosmic Conquest: teams of Contenders fight over a 3x3 grid of planets for Gambit Points."""

from engines.cosmic.game import CosmicGame

GAME = CosmicGame()
