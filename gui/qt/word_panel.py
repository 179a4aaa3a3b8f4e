"""The right-hand panel: dictionary and rules, the word checker, and the table of found words.

It shows the model's ``WordsModel`` and sends it the player's choices: the dictionary, the
rules, the selected word, the path to show and the word to check.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.model.app import AppModel
from gui.model.dictionaries import (
    BUNDLED,
    dictionary_choices,
    system_words_available,
    user_dictionaries,
)
from gui.model.word_order import POINTS
from gui.model.wording import (
    check_verdict,
    lengths_summary,
    path_caption,
    rule_label,
    solution_summary,
)
from gui.model.words import AUTO_RULES
from gui.qt.word_list import SortArrowStyle, WordFilterProxy, WordTableModel
from solver import RULES, FoundWord, Solution, WordCheck, WordPath

CHOOSE_FILE = "__choose__"


class WordPanel(QWidget):
    word_selected = Signal(object)  # FoundWord | None

    def __init__(self, model: AppModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._words = model.words
        system_available = system_words_available()
        self._current_dictionary = BUNDLED
        self.model = WordTableModel(self)
        self.proxy = WordFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.dictionary_combo = QComboBox()
        self._system_available = system_available
        self.rules_combo = QComboBox()
        for name in (AUTO_RULES, *RULES):
            self.rules_combo.addItem(rule_label(name), name)

        self.check_edit = QLineEdit()
        self.check_edit.setClearButtonEnabled(True)
        self.check_result = QLabel()
        self.check_result.setWordWrap(True)
        self.check_result.setObjectName("checkResult")
        self.check_result.hide()

        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)

        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(POINTS, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        header = self.table.horizontalHeader()
        arrows = SortArrowStyle()
        arrows.setParent(header)  # a widget does not own the style it is given
        header.setStyle(arrows)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Fixed widths: sizing to contents would read every row on each new board.
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, header.fontMetrics().horizontalAdvance("Points ▼") + 28)

        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.by_length = QLabel()
        self.by_length.setWordWrap(True)
        self.by_length.setObjectName("byLength")

        self.path_label = QLabel()
        self.previous_path = QPushButton("◀")
        self.next_path = QPushButton("▶")
        for button in (self.previous_path, self.next_path):
            button.setFixedWidth(36)
            button.setEnabled(False)

        form = QFormLayout()
        self.dictionary_caption = QLabel()
        self.rules_caption = QLabel()
        form.addRow(self.dictionary_caption, self.dictionary_combo)
        form.addRow(self.rules_caption, self.rules_combo)
        paths = QHBoxLayout()
        paths.addWidget(self.path_label, 1)
        paths.addWidget(self.previous_path)
        paths.addWidget(self.next_path)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(form)
        layout.addWidget(self.check_edit)
        layout.addWidget(self.check_result)
        layout.addWidget(self.summary)
        layout.addWidget(self.by_length)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table, 1)
        layout.addLayout(paths)

        self.set_dictionaries(BUNDLED, [])
        self.dictionary_combo.activated.connect(self._on_dictionary_combo_activated)
        self.rules_combo.activated.connect(self._on_rules_combo_activated)
        self.check_edit.returnPressed.connect(self._on_check_edit_return)
        self.check_edit.textChanged.connect(lambda _text: self.check_result.hide())
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.table.selectionModel().currentRowChanged.connect(self._on_table_current_changed)
        # Escape in the list lets go of the word: its path leaves the board, the marks return.
        # A key filter, not a QShortcut: a shortcut also waits for the window to be active, which
        # some window managers (and offscreen runs) grant late, and the key was then lost.
        self.table.installEventFilter(self)
        self.previous_path.clicked.connect(lambda: self._words.step_path(-1))
        self.next_path.clicked.connect(lambda: self._words.step_path(1))
        self._words.solved.connect(self._on_words_solved)
        self._words.dictionary_changed.connect(self._on_words_dictionary_changed)
        self._words.rules_changed.connect(self.show_rules)
        self._words.path_changed.connect(self._on_words_path_changed)
        self._words.checked.connect(self._on_words_checked)
        self.set_dictionaries(BUNDLED, user_dictionaries(model.memory.dictionary))
        self.show_rules(self._words.rules_name)
        self.retranslate()

    # -- the app's language ------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The panel's words in the app's language, the list and the player's entries kept."""
        self.dictionary_caption.setText(self.tr("Dictionary"))
        self.rules_caption.setText(self.tr("Rules"))
        self.dictionary_combo.setAccessibleName(self.tr("Dictionary"))
        self.rules_combo.setAccessibleName(self.tr("Rules"))
        for index in range(self.rules_combo.count()):
            self.rules_combo.setItemText(index, rule_label(self.rules_combo.itemData(index)))
        self.set_dictionaries(self._current_dictionary,
                              user_dictionaries(self._model.memory.dictionary))  # fmt: skip
        self.check_edit.setPlaceholderText(self.tr("Check a word… (Enter)"))
        self.filter_edit.setPlaceholderText(self.tr("Filter the list…"))
        self.previous_path.setToolTip(self.tr("Previous path (Ctrl+Left)"))
        self.next_path.setToolTip(self.tr("Next path (Ctrl+Right)"))
        self.model.retranslate()
        self._show_summary(self._words.solution, by_board_size=self._words.rules is None)
        self.path_label.setText(path_caption(self._words.path_index, len(self._words.paths)))
        self.check_result.hide()  # its verdict was in the old language; Enter asks again

    # -- dictionary and rules ----------------------------------------------------------------

    def set_dictionaries(self, current: str, user_files: list[str]) -> None:
        combo = self.dictionary_combo
        combo.clear()
        items = combo.model()
        for choice in dictionary_choices(user_files, self._system_available):
            combo.addItem(choice.label, choice.key)
            if not choice.enabled and isinstance(items, QStandardItemModel):
                item = items.item(combo.count() - 1)
                item.setEnabled(False)
                item.setToolTip(choice.tooltip)
            elif choice.tooltip:
                combo.setItemData(combo.count() - 1, choice.tooltip, Qt.ItemDataRole.ToolTipRole)
        combo.addItem(self.tr("Other word list…"), CHOOSE_FILE)
        self.show_dictionary(current)

    def show_dictionary(self, key: str) -> None:
        self._current_dictionary = key
        index = self.dictionary_combo.findData(key)
        if index >= 0:
            self.dictionary_combo.setCurrentIndex(index)

    def show_rules(self, name: str) -> None:
        index = self.rules_combo.findData(name)
        self.rules_combo.setCurrentIndex(max(index, 0))

    def _on_words_dictionary_changed(self, key: str, _name: str) -> None:
        self.set_dictionaries(key, user_dictionaries(self._model.memory.dictionary))

    def _on_dictionary_combo_activated(self, index: int) -> None:
        key = self.dictionary_combo.itemData(index)
        # Keep showing the list in force until a new one has actually loaded.
        self.show_dictionary(self._current_dictionary)
        if key == CHOOSE_FILE:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Choose a word list (one word per line)"),
                "",
                self.tr("Word lists (*.txt *.gz *.dic);;All files (*)"),
            )
            if path:
                self._model.choose_dictionary(path)
        elif isinstance(key, str) and key != self._current_dictionary:
            self._model.choose_dictionary(key)

    def _on_rules_combo_activated(self, index: int) -> None:
        self._model.set_rules(self.rules_combo.itemData(index))

    # -- words -------------------------------------------------------------------------------

    def _on_words_solved(self, solution: Solution | None) -> None:
        self.set_solution(solution, by_board_size=self._words.rules is None)
        if self.selected_word() is None:
            self._words.select_word(None)

    def set_solution(self, solution: Solution | None, by_board_size: bool = False) -> None:
        selected = self.selected_word()
        self.model.set_words(solution.words if solution is not None else [])
        self._show_summary(solution, by_board_size)
        if solution is not None and selected is not None:
            self.select_word(selected.word)

    def _show_summary(self, solution: Solution | None, by_board_size: bool) -> None:
        if solution is None:
            self.summary.setText(self.tr("Loading the dictionary…"))
            self.by_length.clear()
            return
        self.summary.setText(solution_summary(solution, by_board_size))
        self.by_length.setText(lengths_summary(solution))

    def selected_word(self) -> FoundWord | None:
        index = self.table.currentIndex()
        return self.proxy.found_word(index.row()) if index.isValid() else None

    def select_word(self, word: str) -> bool:
        """Make ``word`` the current row (clearing the filter if it hides it)."""
        row = self.proxy.row_of(word)
        if row is None and self.filter_edit.text():
            self.filter_edit.clear()
            row = self.proxy.row_of(word)
        if row is None:
            self.table.clearSelection()
            self.table.setCurrentIndex(QModelIndex())
            return False
        index = self.proxy.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index)
        return True

    def _on_table_current_changed(
        self, current: QModelIndex | QPersistentModelIndex, _previous: QModelIndex
    ) -> None:
        found = self.proxy.found_word(current.row()) if current.isValid() else None
        self._words.select_word(found)
        self.word_selected.emit(found)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            self._on_table_escape_pressed()
            return True
        return super().eventFilter(watched, event)

    def _on_table_escape_pressed(self) -> None:
        self.clear_selection()

    def clear_selection(self) -> None:
        """No word selected: its path leaves the board."""
        self.table.clearSelection()
        self.table.setCurrentIndex(QModelIndex())

    def _on_words_path_changed(self, _path: WordPath, index: int, count: int) -> None:
        self.path_label.setText(path_caption(index, count))
        self.previous_path.setEnabled(count > 1)
        self.next_path.setEnabled(count > 1)

    # -- word check --------------------------------------------------------------------------

    def _on_check_edit_return(self) -> None:
        self._words.check(self.check_edit.text())

    def _on_words_checked(self, check: WordCheck | None) -> None:
        self.check_result.show()
        self.check_result.setText(check_verdict(check))
        if check is not None and check.ok and not self.select_word(check.word):
            self._words.show_word(check.word)
