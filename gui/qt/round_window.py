"""The round window: a timer big enough to read across a table, Start / Pause / Resume, the
players, and a word line for whoever has the keyboard (Enter checks the word at once and a
word on the board flashes its path on the main board). When the time is up, lists from paper
go in one per line; Score shows the results. The ``Round`` owns the time: the QTimer only asks
it to read its clock."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.model.error_text import explain, explain_sentence
from gui.model.round import EnteredWord, Phase, Round, RoundError
from gui.model.round_timer import clock_text
from gui.model.round_wording import entered_verdict, status_colour
from gui.model.style import ScoredRound
from gui.model.translation import plural, translate
from gui.model.wording import check_reason
from gui.qt.round_players import PlayersEditor
from gui.qt.round_results import RoundResults
from gui.qt.round_sound import EndSound
from gui.qt.style_view import StyleView
from solver import HouseRules, HouseRulesError, WordPath, load_house_rules

TICK_MS = 200
CLOCK_STYLE = "color: #1d2433; background: #eef2f6; border-radius: 12px; padding: 4px 24px;"
LAST_STRETCH_STYLE = "color: white; background: #c0392b; border-radius: 12px; padding: 4px 24px;"
TIME_UP_STYLE = "color: white; background: #1d2433; border-radius: 12px; padding: 4px 24px;"

ShowPath = Callable[[str, WordPath | None, bool], None]  # word, path, flash (else keep it)


class RoundWindow(QWidget):
    new_round_wanted = Signal()
    closed = Signal()
    house_rules_chosen = Signal(object)  # the house-rules file now in force, or None

    def __init__(
        self,
        round_: Round,
        show_path: ShowPath,
        history: Callable[[str], Sequence[ScoredRound]] = lambda _name: (),
        sound: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Play a round"))
        self.round = round_
        self._standard = round_.rules if not isinstance(round_.rules, HouseRules) else None
        self._show_path = show_path
        self._history = history
        self.sound = EndSound(self, sound)
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(round_.tick)
        self._build()
        self._connect()
        self.players.set_round(round_)
        self._on_players_changed(round_.players)
        self._on_phase_changed(round_.phase)
        self._on_ticked(round_.timer.remaining)
        self._show_rules()
        self.resize(760, 680)

    # -- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.clock = QLabel()
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPixelSize(120)  # readable from across a table
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.clock.setFont(font)
        self.start_button = QPushButton(self.tr("&Start"))
        self.end_button = QPushButton(self.tr("&End the timer"))
        self.end_button.setToolTip(
            self.tr("Stop the clock now, or skip it for lists written on paper")
        )
        self.score_button = QPushButton(self.tr("S&core the round"))
        self.new_round_button = QPushButton(self.tr("&New round"))
        self.new_round_button.setToolTip(
            self.tr("Another round, with these players, on the board shown")
        )
        self.seconds = QSpinBox()
        self.seconds.setRange(10, 3600)
        self.seconds.setSingleStep(30)
        self.seconds.setSuffix(self.tr(" s"))
        self.seconds.setValue(round(self.round.timer.duration))
        self.seconds.setToolTip(
            self.tr("How long the round lasts (3 minutes is the classic length)")
        )
        self.sound_box = QCheckBox(self.tr("Sound at the end"))
        self.rules_label = QLabel()
        self.house_button = QPushButton(self.tr("&House rules…"))
        self.house_button.setToolTip(
            self.tr("Score with letter values and bonus dice from a TOML file (see the README)")
        )
        self.standard_button = QPushButton(self.tr("Standard rules"))
        self.sound_box.setChecked(self.sound.enabled)
        self.players = PlayersEditor()
        setup = QHBoxLayout()
        setup.addWidget(self.players, 1)
        length = QVBoxLayout()
        length.addWidget(QLabel(self.tr("Length")))
        length.addWidget(self.seconds)
        length.addWidget(self.sound_box)
        length.addWidget(self.rules_label)
        rules_buttons = QHBoxLayout()
        rules_buttons.addWidget(self.house_button)
        rules_buttons.addWidget(self.standard_button)
        length.addLayout(rules_buttons)
        length.addStretch(1)
        setup.addLayout(length)
        self.setup_box = QWidget()
        self.setup_box.setLayout(setup)

        self.picker = QComboBox()
        self.picker.setToolTip(self.tr("Who is typing (Ctrl+1, Ctrl+2, …)"))
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(self.tr("Type a word and press Enter"))
        entry_font = QFont(self.entry.font())
        entry_font.setPointSizeF(entry_font.pointSizeF() * 1.6)
        self.entry.setFont(entry_font)
        self.verdict = QLabel()
        self.verdict.setFont(entry_font)
        self.word_list = QListWidget()
        self.paste_box = QPlainTextEdit()
        self.paste_box.setPlaceholderText(self.tr("A list from paper: one word per line"))
        self.paste_box.setMaximumHeight(120)
        self.paste_button = QPushButton(self.tr("&Add this list"))
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.picker)
        entry_row.addWidget(self.entry, 1)
        paste_row = QHBoxLayout()
        paste_row.addWidget(self.paste_box, 1)
        paste_row.addWidget(self.paste_button, 0, Qt.AlignmentFlag.AlignTop)
        self.paste_area = QWidget()
        self.paste_area.setLayout(paste_row)
        playing = QWidget()
        play_column = QVBoxLayout(playing)
        play_column.setContentsMargins(0, 0, 0, 0)
        play_column.addWidget(self.setup_box)
        play_column.addLayout(entry_row)
        play_column.addWidget(self.verdict)
        play_column.addWidget(self.word_list, 1)
        play_column.addWidget(self.paste_area)

        self.results = RoundResults(lambda word, path: self._show_path(word, path, False))
        self.pages = QStackedWidget()
        self.pages.addWidget(playing)
        self.style_view = StyleView(self._history)
        self.result_tabs = QTabWidget()
        self.result_tabs.addTab(self.results, self.tr("Scores"))
        self.result_tabs.addTab(self.style_view, self.tr("Your style"))
        self.pages.addWidget(self.result_tabs)

        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.end_button)
        buttons.addStretch(1)
        buttons.addWidget(self.score_button)
        buttons.addWidget(self.new_round_button)
        column = QVBoxLayout(self)
        column.addWidget(self.clock)
        column.addLayout(buttons)
        column.addWidget(self.pages, 1)
        self.setup_box.setObjectName("roundSetup")

    def _connect(self) -> None:
        round_ = self.round
        round_.phase_changed.connect(self._on_phase_changed)
        round_.players_changed.connect(self._on_players_changed)
        round_.ticked.connect(self._on_ticked)
        round_.time_up.connect(self._on_time_up)
        round_.word_checked.connect(self._on_word_checked)
        round_.words_changed.connect(self._on_words_changed)
        round_.scored.connect(self.results.show_result)
        round_.scored.connect(self.style_view.show_round)
        self.start_button.clicked.connect(self._on_start_button_clicked)
        self.end_button.clicked.connect(self._on_end_button_clicked)
        self.score_button.clicked.connect(self._on_score_button_clicked)
        self.new_round_button.clicked.connect(self.new_round_wanted)
        self.seconds.valueChanged.connect(self._on_seconds_value_changed)
        self.sound_box.toggled.connect(self._on_sound_box_toggled)
        self.house_button.clicked.connect(self._on_house_button_clicked)
        self.standard_button.clicked.connect(lambda: self.use_house_rules(None))
        self.entry.returnPressed.connect(self._on_entry_return_pressed)
        self.picker.currentIndexChanged.connect(self._on_picker_changed)
        self.paste_button.clicked.connect(self._on_paste_button_clicked)
        self.results.cancel_toggled.connect(round_.set_cancel)
        round_.save_failed.connect(self.results.show_save_failure)
        for number in range(1, 10):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{number}"), self)
            shortcut.activated.connect(lambda n=number: self._pick_player(n - 1))
        # The word line takes Ctrl+digit as typing (its shortcut override accepts printable
        # keys), so it hands those to the player picker itself.
        self.entry.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.entry and event.type() in (QEvent.Type.ShortcutOverride,
                                                      QEvent.Type.KeyPress):  # fmt: skip
            assert isinstance(event, QKeyEvent)
            number = event.key() - Qt.Key.Key_0
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier and 1 <= number <= 9:
                if event.type() == QEvent.Type.KeyPress:
                    self._pick_player(number - 1)
                event.accept()
                return True
        return super().eventFilter(watched, event)

    # -- the round's events ------------------------------------------------------------------

    def _on_phase_changed(self, phase: Phase) -> None:
        timer = self.round.timer
        self.setup_box.setVisible(phase is Phase.SETUP)
        self.start_button.setEnabled(phase in (Phase.SETUP, Phase.PLAYING))
        self.start_button.setText(
            self.tr("&Resume")
            if timer.paused
            else self.tr("&Pause")
            if phase is Phase.PLAYING
            else self.tr("&Start")
        )
        self.end_button.setEnabled(phase in (Phase.SETUP, Phase.PLAYING))
        self.end_button.setText(
            self.tr("No timer: &lists from paper")
            if phase is Phase.SETUP
            else self.tr("&End the timer")
        )
        self.score_button.setEnabled(phase in (Phase.PLAYING, Phase.WRITING))
        self.entry.setEnabled(self.round.accepts_words)
        self.paste_area.setVisible(phase is Phase.WRITING)
        self.pages.setCurrentIndex(1 if phase is Phase.SCORED else 0)
        for widget in (self.clock, self.start_button, self.end_button, self.score_button):
            widget.setVisible(phase is not Phase.SCORED)  # the results take the room
        self.new_round_button.setVisible(phase is Phase.SCORED)
        if phase is Phase.PLAYING and timer.running:
            self.ticker.start()
            self.sound.prepare()
            self.entry.setFocus()
        else:
            self.ticker.stop()
        if phase is Phase.WRITING:
            self.entry.setPlaceholderText(
                self.tr("Type the words from paper, or paste a list below")
            )
            self.entry.setFocus()
        self._on_ticked(timer.remaining)

    def _on_players_changed(self, names: tuple[str, ...]) -> None:
        current = self.picker.currentText()
        self.picker.blockSignals(True)
        self.picker.clear()
        self.picker.addItems(list(names))
        self.picker.setCurrentIndex(max(self.picker.findText(current), 0))
        self.picker.blockSignals(False)
        self._on_words_changed(self.picker.currentText())

    def _on_ticked(self, remaining: float) -> None:
        timer = self.round.timer
        self.clock.setText(self.tr("Time's up") if timer.finished else clock_text(remaining))
        if timer.finished:
            self.clock.setStyleSheet(TIME_UP_STYLE)
        elif timer.in_last_stretch:
            self.clock.setStyleSheet(LAST_STRETCH_STYLE)
        else:
            self.clock.setStyleSheet(CLOCK_STYLE)

    def _on_time_up(self) -> None:
        self.sound.play()
        self.verdict.setStyleSheet("")
        self.verdict.setText(self.tr("Time's up! Type or paste the lists from paper, then Score."))

    def _on_word_checked(self, player: str, entered: EnteredWord) -> None:
        reason = check_reason(entered.problems, entered.reason)  # in the player's language
        self.verdict.setText(entered_verdict(entered.word, entered.ok, reason, entered.points))
        self.verdict.setStyleSheet(f"color: {status_colour('counted' if entered.ok else '')}")
        if entered.path is not None and player == self.player:
            self._show_path(entered.word, entered.path, True)

    def _on_words_changed(self, player: str) -> None:
        if player != self.player:
            return
        self.word_list.clear()
        for entered in reversed(self.round.words(player)):  # newest on top
            reason = check_reason(entered.problems, entered.reason)
            text = entered.word if entered.ok else f"{entered.word}  ({reason})"
            item = QListWidgetItem(text)
            item.setForeground(Qt.GlobalColor.darkGreen if entered.ok else Qt.GlobalColor.red)
            self.word_list.addItem(item)

    # -- what the players do -----------------------------------------------------------------

    @property
    def player(self) -> str:
        return self.picker.currentText()

    def _pick_player(self, index: int) -> None:
        if index < self.picker.count():
            self.picker.setCurrentIndex(index)
            self.entry.setFocus()

    def _on_picker_changed(self, _index: int) -> None:
        self._on_words_changed(self.player)
        self.entry.setFocus()

    def _on_start_button_clicked(self) -> None:
        round_ = self.round
        if round_.phase is Phase.SETUP:
            round_.start()
        elif round_.timer.paused:
            round_.resume()
        else:
            round_.pause()

    def _on_end_button_clicked(self) -> None:
        self.round.end_timer()

    def _on_score_button_clicked(self) -> None:
        try:
            self.round.finish()
        except (RoundError, ValueError) as error:
            self.verdict.setText(explain(error))

    def _on_seconds_value_changed(self, seconds: int) -> None:
        if self.round.phase is Phase.SETUP:
            self.round.set_seconds(seconds)

    def _show_rules(self) -> None:
        rules = self.round.rules
        name = rules.name if rules is not None else self.tr("by board size")
        self.rules_label.setText(self.tr("Rules: {name}").format(name=name))
        self.standard_button.setEnabled(isinstance(rules, HouseRules))

    def use_house_rules(self, path: Path | None) -> bool:
        """Score this round by the house rules in ``path`` (None: the standard rules again)."""
        try:
            self.round.set_rules(load_house_rules(path) if path is not None else self._standard)
        except RoundError as error:
            self.players.message.setText(explain_sentence(error))
            return False
        except (HouseRulesError, OSError) as error:  # the file's details stay as written
            self.players.message.setText(
                self.tr("These house rules cannot be used: {error}").format(error=error)
            )
            return False
        self.players.message.clear()
        self._show_rules()
        self.house_rules_chosen.emit(path)
        return True

    def _on_house_button_clicked(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("House rules"), "", self.tr("House rules (*.toml);;All files (*)")
        )
        if chosen:
            self.use_house_rules(Path(chosen))

    def _on_sound_box_toggled(self, on: bool) -> None:
        self.sound.enabled = on

    def _on_entry_return_pressed(self) -> None:
        try:
            self.round.enter_word(self.player, self.entry.text())
        except RoundError as error:
            self.verdict.setText(explain_sentence(error))
            return
        self.entry.clear()

    def _on_paste_button_clicked(self) -> None:
        try:
            entered = self.round.enter_list(self.player, self.paste_box.toPlainText())
        except RoundError as error:
            self.verdict.setText(explain_sentence(error))
            return
        self.paste_box.clear()
        self.verdict.setStyleSheet("")
        self.verdict.setText(
            plural(
                len(entered),
                translate("RoundWindow", "Added %n word to {player}'s list.", "", len(entered)),
                translate("RoundWindow", "Added %n words to {player}'s list.", "", len(entered)),
            ).format(player=self.player)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.round.phase is Phase.PLAYING and self.round.timer.running:
            self.round.pause()  # closing mid-round keeps the time left for when it is reopened
        super().closeEvent(event)
        self.closed.emit()
