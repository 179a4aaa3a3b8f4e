"""The app's state and rules as plain Python: no Qt here (an import-linter contract says so)."""
