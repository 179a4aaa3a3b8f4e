"""Where a photo can come from besides Open: a drop, the clipboard, a camera frame."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtGui import QImage

from gui.model.translation import translate
from gui.qt.images import save_snapshot

_PHOTO_PATTERNS = "*.jpg *.jpeg *.png *.webp *.bmp *.tif *.tiff *.heic"
# Videos go to the live scanner, not the photo reader.
_VIDEO_PATTERNS = "*.mp4 *.m4v *.mov *.avi *.mkv *.webm"


def file_filter() -> str:
    """The open dialog's filter for photos, in the app's language."""
    return translate("PhotoInput", "Photos ({patterns});;All files (*)").format(
        patterns=_PHOTO_PATTERNS
    )


def video_filter() -> str:
    return translate("PhotoInput", "Videos ({patterns});;All files (*)").format(
        patterns=_VIDEO_PATTERNS
    )


VIDEO_SUFFIXES = frozenset({".mp4", ".m4v", ".mov", ".avi", ".mkv", ".webm"})


@dataclass(frozen=True)
class MimeSource:
    path: Path | None = None
    image: QImage | None = None
    text: str | None = None


def source_from_mime(mime: QMimeData) -> MimeSource | None:
    """A file, pixels or text from dropped or pasted data, in that order of preference."""
    for url in mime.urls():
        if url.isLocalFile():
            return MimeSource(path=Path(url.toLocalFile()))
    if mime.hasImage():
        image = mime.imageData()
        if isinstance(image, QImage) and not image.isNull():
            return MimeSource(image=image)
    if mime.hasText() and mime.text().strip():
        text = mime.text().strip()
        if text.startswith("file://"):
            return MimeSource(path=Path(QUrl(text.splitlines()[0]).toLocalFile()))
        return MimeSource(text=text)
    return None


def is_video(path: Path) -> bool:
    return path.suffix.lower() in VIDEO_SUFFIXES


def accepts_mime(mime: QMimeData) -> bool:
    return any(url.isLocalFile() for url in mime.urls()) or mime.hasImage()


def store_image(image: QImage, folder: Path) -> Path:
    """Save pixels that have no file (pasted, captured) under a name made from their content."""
    pixels = image.convertToFormat(QImage.Format.Format_RGB888)
    digest = hashlib.sha256(bytes(pixels.constBits()))
    digest.update(f"{pixels.width()}x{pixels.height()}".encode())
    stem = digest.hexdigest()[:16]
    existing = folder / f"{stem}.jpg"
    if existing.is_file():
        return existing
    return save_snapshot(image, folder, stem)
