"""The frozen app's entry script: the same `desktop.app:main` the `starboard` console script runs."""

import multiprocessing
import sys

from desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # harmless today; keeps a future process pool from re-launching the app
    sys.exit(main())
