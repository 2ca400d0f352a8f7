"""Exploration (TI-EXPLORE-*, TI-ATTACH-*): the decks, exploring planets and frontier tokens, the cards,
attachments, the tokens they place and the order of several planets gained at once."""
