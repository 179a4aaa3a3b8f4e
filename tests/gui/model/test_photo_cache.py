from gui.model.photo_cache import PhotoCache


def test_the_newest_photos_are_kept_and_the_oldest_dropped():
    cache: PhotoCache[str] = PhotoCache(limit=2)
    cache.remember("a", "pixels of a")
    cache.remember("b", "pixels of b")
    cache.remember("a", "pixels of a")  # opened again: now the newest
    cache.remember("c", "pixels of c")
    assert cache.get("a") == "pixels of a"
    assert cache.get("b") is None
    assert cache.get("c") == "pixels of c"


def test_a_document_without_a_photo_has_no_pixels():
    cache: PhotoCache[str] = PhotoCache()
    cache.remember("a", "pixels of a")
    assert cache.get(None) is None
    assert cache.get("unknown") is None
