"""The pixels of the photos opened lately, kept in memory by content hash."""

from __future__ import annotations

from typing import Generic, TypeVar

Image = TypeVar("Image")

MAX_CACHED_PHOTOS = 6


class PhotoCache(Generic[Image]):
    """Photos' pixels by content hash (a file may be overwritten with another), the newest
    few only: they are large, and kept out of the plain document."""

    def __init__(self, limit: int = MAX_CACHED_PHOTOS) -> None:
        self._images: dict[str, Image] = {}
        self._limit = limit

    def remember(self, digest: str, image: Image) -> None:
        self._images.pop(digest, None)
        self._images[digest] = image
        while len(self._images) > self._limit:
            self._images.pop(next(iter(self._images)))

    def get(self, digest: str | None) -> Image | None:
        return self._images.get(digest) if digest is not None else None
