"""`python -m tests.net.toyctl serve toy ...`: the real `starboard` command line with the toy game registered.

The installed `starboard` only knows the games in engines/registry.py; the LAN tests also run the
serve and join commands on the core's toy game, through this thin wrapper around the same main().
"""

import sys

from desktop.cli import main
from engines.registry import register
from tests.engines.core.toy import TOY

if __name__ == "__main__":
    register(TOY)
    sys.exit(main(sys.argv[1:]))
