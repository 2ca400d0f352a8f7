"""The game's content as typed data, loaded once from assets/galaxy/ and checked on load."""
