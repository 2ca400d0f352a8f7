"""The yardstick for start-up: a bare PySide6 window (QApplication, a QMainWindow with a label, shown).

Run by bench_startup.py through the same first-paint probe as Starboard (packaging/hooks/rthook_starboard.py),
which quits after one event-loop turn past the window's first paint.
"""

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("A bare window"))
window.show()
sys.exit(app.exec())
