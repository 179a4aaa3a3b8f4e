"""An ONNX network file read by OpenCV's dnn module, for the reader's networks (vision.net,
vision.centre_net): each says in its own words, for the player, what is wrong with its file."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.errors import VisionError


def read_onnx(path: Path, missing: VisionError, damaged: VisionError) -> cv2.dnn.Net:
    """The network in ``path``, on OpenCV's own backend. Raises ``missing`` when there is no
    such file and ``damaged`` when it does not load as a network."""
    if not path.is_file():
        raise missing
    try:
        net = cv2.dnn.readNetFromONNX(str(path))
    except cv2.error as error:
        raise damaged from error
    if net.empty():
        raise damaged
    net.setPreferableBackend(cv2.dnn.DNN_BACKEND_OPENCV)
    return net
