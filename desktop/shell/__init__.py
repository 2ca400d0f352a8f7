"""The application shell: main window, launcher, dialogs, panels."""
