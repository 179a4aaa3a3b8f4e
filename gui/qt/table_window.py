"""Phones at the table: the window that shows the join code, the phones that joined and the
round they play. It drives a ``TableLink`` (the table itself runs elsewhere: the command line
opens it and hands over an opener) and never imports the table; ``TableBridge`` carries the
table's events to this thread and the boards between the phones and the desktop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.model.app import AppModel
from gui.model.table_link import TableLink, TableOpener
from gui.model.translation import QT_TRANSLATE_NOOP, translate
from gui.qt.banner import Banner
from gui.qt.table_bridge import TableBridge, failure_text
from gui.qt.table_panels import PhonesPanel, TableRoundPanel

HINT_DELAY_MS = 60_000  # how long without a phone before the window says what may be wrong
QR_SIDE = 360  # pixels: a phone scans it from across a table
HINT_STYLE = "color: #8a4b00; background: #fff3e0; border-radius: 6px; padding: 8px;"
ERROR_COLOUR = "#b3261e"
# The table writes its reading status in English for the phones, which say it in their own words;
# the desktop says the ones it knows in its own language.
SERVER_WORDS = frozenset({QT_TRANSLATE_NOOP("TableWindow", "Reading a photo…")})


def listening_address(url: str) -> str:
    """The address a join URL names (``http://[::1]:80/t/x/`` -> ``::1``)."""
    return urlsplit(url).hostname or ""


def address_caption(address: str) -> str:
    """How the address chooser names an address: loopback is no use to a phone."""
    if not address.startswith("127."):
        return address
    return translate("TableWindow", "{address} (this computer only)").format(address=address)


def no_phone_hint(port: int) -> str:
    return translate(
        "TableWindow",
        "No phone has joined yet. The phone must be on the same Wi-Fi network as this computer "
        "(not a guest network or mobile data), and a firewall here may be blocking port {port}.",
    ).format(port=port)


class TableWindow(QWidget):
    """Non-modal; closing it closes the table (``link.close()``)."""

    closed = Signal()

    def __init__(
        self,
        link: TableLink,
        model: AppModel,
        opener: TableOpener | None = None,
        addresses: Sequence[str] = (),
        hint_delay_ms: int = HINT_DELAY_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Phones at the table"))
        self.model = model
        self._opener = opener
        self._addresses = list(addresses)
        self._hint_delay_ms = hint_delay_ms
        self.link: TableLink | None = None
        self.bridge: TableBridge | None = None
        self.new_link_box: QMessageBox | None = None
        self.hint_timer = QTimer(self)
        self.hint_timer.setSingleShot(True)
        self.hint_timer.timeout.connect(self._on_hint_timer_timeout)
        self._build()
        self._connect()
        self._bind(link)
        self.resize(1000, 660)

    # -- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.banner = Banner()
        self.qr_label = QLabel()
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr_label.setMinimumSize(QR_SIDE, QR_SIDE)
        self.qr_label.setToolTip(self.tr("Scan with the phone's camera to join"))
        self.address = QLineEdit()
        self.address.setReadOnly(True)  # selectable, and easy to read out or type on a phone
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(self.address.font().pointSizeF() * 1.15)
        self.address.setFont(font)
        self.copy_button = QPushButton(self.tr("&Copy address"))
        self.new_link_button = QPushButton(self.tr("&New link…"))
        self.new_link_button.setToolTip(
            self.tr("A new code: every phone is dropped and must scan again")
        )
        self.address_combo = QComboBox()
        self.address_combo.setToolTip(
            self.tr("The network the phones are on: the table listens on this address only")
        )
        for address in self._addresses:
            self.address_combo.addItem(address_caption(address), address)
        self.address_label = QLabel(self.tr("Listen on"))
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet(HINT_STYLE)
        self.hint_label.hide()
        scan_heading = QLabel(self.tr("Scan to join: one phone per player"))
        heading_font = QFont(scan_heading.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.3)
        heading_font.setBold(True)
        scan_heading.setFont(heading_font)
        join = QVBoxLayout()
        join.addWidget(scan_heading)
        join.addWidget(self.qr_label, 0, Qt.AlignmentFlag.AlignHCenter)
        join.addWidget(self.hint_label)
        join.addStretch(1)
        # The address runs the window's width: it is long (the token), and read out or typed.
        address_row = QHBoxLayout()
        address_row.addWidget(QLabel(self.tr("Join address")))
        address_row.addWidget(self.address, 1)
        address_row.addWidget(self.copy_button)
        address_row.addWidget(self.new_link_button)
        address_row.addWidget(self.address_label)
        address_row.addWidget(self.address_combo)
        many = len(self._addresses) > 1
        self.address_label.setVisible(many)
        self.address_combo.setVisible(many)

        self.phones = PhonesPanel()
        self.reading_label = QLabel()
        self.reading_label.hide()
        self.round_panel = TableRoundPanel()
        round_box = QGroupBox(self.tr("Round on the phones"))
        round_column = QVBoxLayout(round_box)
        round_column.addWidget(self.round_panel)
        play = QVBoxLayout()
        play.addWidget(self.phones)
        play.addWidget(self.reading_label)
        play.addWidget(round_box, 1)

        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)
        sides = QHBoxLayout()
        sides.addLayout(join, 0)
        sides.addLayout(play, 1)
        column = QVBoxLayout(self)
        column.addWidget(self.banner)
        column.addLayout(sides, 1)
        column.addLayout(address_row)
        column.addWidget(self.status_label)

    def _connect(self) -> None:
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.new_link_button.clicked.connect(self._on_new_link_button_clicked)
        self.address_combo.activated.connect(self._on_address_combo_activated)
        self.phones.remove_wanted.connect(self._on_phones_remove_wanted)
        panel = self.round_panel
        panel.start_wanted.connect(self._on_round_start_wanted)
        panel.pause_wanted.connect(self._on_round_pause_wanted)
        panel.resume_wanted.connect(self._on_round_resume_wanted)
        panel.end_wanted.connect(self._on_round_end_wanted)

    # -- the link ----------------------------------------------------------------------------

    def _bind(self, link: TableLink) -> None:
        """Show ``link`` and listen to it: the code, the address, the table's state, and the
        offer to bring back a round a crash interrupted."""
        self.link = link
        bridge = TableBridge(link, self.model, self)
        self.bridge = bridge
        bridge.phones_changed.connect(self._on_bridge_phones_changed)
        bridge.round_changed.connect(self._on_bridge_round_changed)
        bridge.reading_changed.connect(self._on_bridge_reading_changed)
        bridge.said.connect(self._on_bridge_said)
        bridge.failed.connect(self._on_bridge_failed)
        self._show_join_code()
        index = self.address_combo.findData(listening_address(link.url))
        if index >= 0:
            self.address_combo.setCurrentIndex(index)
        bridge.take_state(link.state())
        self.hint_label.setText(no_phone_hint(link.port))
        self.hint_timer.start(self._hint_delay_ms)
        notice = link.notice
        if link.restored:
            self.say(
                self.tr("The round a crash interrupted is back, paused: Resume goes on with it.")
            )
        elif notice:
            self.say(notice, error=True)
        self._offer_restore()

    def _unbind(self) -> None:
        self.hint_timer.stop()
        if self.bridge is not None:
            self.bridge.close()
            self.bridge.deleteLater()
            self.bridge = None
        if self.link is not None:
            link, self.link = self.link, None
            link.close()

    def _show_join_code(self) -> None:
        assert self.link is not None
        image = QImage.fromData(self.link.qr_png())
        # Scaled without smoothing: a code's modules must stay sharp-edged to scan.
        pixmap = QPixmap.fromImage(image).scaled(
            QR_SIDE,
            QR_SIDE,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.FastTransformation,
        )
        self.qr_label.setPixmap(pixmap)
        self.address.setText(self.link.url)
        self.address.setCursorPosition(0)

    def _offer_restore(self) -> None:
        if self.link is None or self.link.restored:
            self.banner.hide()
            return
        if self.link.unfinished_round():
            self.banner.show_message(
                self.tr("A round was interrupted. Bring it back?"),
                "warning",
                (self.tr("Bring it back"), self._on_banner_restore),
            )
        else:
            self.banner.hide()

    def say(self, text: str, error: bool = False) -> None:
        """A line at the foot of the window: what just happened, or why it could not."""
        self.status_label.setStyleSheet(f"color: {ERROR_COLOUR};" if error else "")
        self.status_label.setText(text)

    # -- the join code and the address -------------------------------------------------------

    def _on_copy_button_clicked(self) -> None:
        if self.link is not None:
            QGuiApplication.clipboard().setText(self.link.url)
            self.say(self.tr("The address is on the clipboard."))

    def _on_new_link_button_clicked(self) -> None:
        # Not exec(): the round's clock and the phones' events go on while the box is open.
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("New link"),
            self.tr(
                "Make a new link? Every phone at the table is dropped and must scan the new code."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(self._on_new_link_box_finished)
        self.new_link_box = box
        box.open()

    def _on_new_link_box_finished(self, _result: int) -> None:
        box, self.new_link_box = self.new_link_box, None
        if box is None or self.link is None:
            return
        box.deleteLater()
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        try:
            self.link.new_link()
        except Exception as error:  # the table's thread did not answer: say so, keep going
            self.say(failure_text(self.tr("make a new link"), error), error=True)
            return
        self._show_join_code()
        self.hint_timer.start(self._hint_delay_ms)
        self.say(self.tr("New link made: every phone must scan the new code."))

    def _on_address_combo_activated(self, index: int) -> None:
        address = str(self.address_combo.itemData(index))
        if self.link is None or self._opener is None:
            return
        if address == listening_address(self.link.url):
            return
        try:
            new_link = self._opener(address)
        except OSError as error:
            self.say(
                self.tr("Could not listen on {address}: {error}").format(
                    address=address, error=error.strerror or error
                ),
                error=True,
            )
            self.address_combo.setCurrentIndex(
                max(self.address_combo.findData(listening_address(self.link.url)), 0)
            )
            return
        self._unbind()
        self._bind(new_link)
        self.say(
            self.tr("Listening on {address}: the phones must scan the new code.").format(
                address=address
            )
        )

    def _on_hint_timer_timeout(self) -> None:
        self.hint_label.setVisible(not self.phones.names())

    # -- the table's events ------------------------------------------------------------------

    def _on_bridge_phones_changed(self, names: list[str]) -> None:
        self.phones.show_phones(names)
        if names:
            self.hint_label.hide()

    def _on_bridge_round_changed(self, data: dict[str, Any] | None) -> None:
        self.round_panel.show_round(data)
        # Another address is another table: a round under way would be left behind.
        self.address_combo.setEnabled(self.round_panel.phase != "playing")

    def _on_bridge_reading_changed(self, reading: dict[str, Any]) -> None:
        message = str(reading.get("message") or "")
        if message in SERVER_WORDS:
            message = translate("TableWindow", message)
        waiting = int(reading.get("waiting") or 0)
        if waiting:
            message = self.tr("{message} ({waiting} more waiting)").format(
                message=message, waiting=waiting
            )
        self.reading_label.setText(message)
        self.reading_label.setVisible(bool(reading.get("busy")) and bool(message))

    def _on_bridge_said(self, text: str) -> None:
        self.say(text)

    def _on_bridge_failed(self, text: str) -> None:
        self.say(text, error=True)

    # -- phones ------------------------------------------------------------------------------

    def _on_phones_remove_wanted(self, name: str) -> None:
        if self.link is not None:
            self.link.remove_phone(name)
            self.say(
                self.tr(
                    "{name} was removed from the table, and cannot join again with this link."
                ).format(name=name)
            )

    # -- the round ---------------------------------------------------------------------------

    def _ask(
        self,
        what: str,
        call: Callable[[TableLink], Future[Any]],
        then: Callable[[Any], None] | None = None,
    ) -> None:
        if self.link is not None and self.bridge is not None:
            self.say("")
            self.bridge.ask(what, call(self.link), then)

    def _on_round_start_wanted(self, seconds: float, cancel: bool, house: str | None) -> None:
        self._ask(self.tr("start the round"), lambda link: link.start_round(seconds, cancel, house))

    def _on_round_pause_wanted(self) -> None:
        self._ask(self.tr("pause the round"), lambda link: link.pause_round())

    def _on_round_resume_wanted(self) -> None:
        self._ask(self.tr("resume the round"), lambda link: link.resume_round())

    def _on_round_end_wanted(self) -> None:
        self._ask(self.tr("end the round"), lambda link: link.end_round())

    def _on_banner_restore(self) -> None:
        self._ask(
            self.tr("bring the round back"),
            lambda link: link.restore_round(),
            self._on_round_restored,
        )

    def _on_round_restored(self, restored: bool) -> None:
        self.banner.hide()
        if not restored:
            self.say(self.tr("There was no interrupted round to bring back."))
            return
        # Its board reaches the desktop as the table announces it (TableBridge).
        self.say(self.tr("The round is back, paused: Resume goes on with it."))

    # -- closing -----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """The table closes with its window: the phones' streams end and the port is freed."""
        if self.new_link_box is not None:
            self.new_link_box.close()
        self.round_panel.ticker.stop()
        self._unbind()
        super().closeEvent(event)
        self.closed.emit()
