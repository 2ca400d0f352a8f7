"""The LAN's port numbers, apart from the protocol so `starboard`'s command line can name them cheaply."""

DEFAULT_PORT = 47800
DISCOVERY_PORT = 47801
