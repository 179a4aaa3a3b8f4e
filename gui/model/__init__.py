"""The app's state and rules in plain Python, with events and no Qt.

Events are ``gui.model.events.Signal``: psygnal's shape, in a few lines (see there why).

``AppModel`` (app.py) holds the board document, the photo being read, the words side
(``WordsModel``) and what is kept between runs (``Memory``); ``gui.qt`` shows it and sends it the
player's intent. A game round, when it comes, is one more part of ``AppModel`` beside these.
An import-linter contract keeps PySide6 out of this package.
"""
