# Every target does its own set-up on a fresh Debian/Ubuntu machine:
# the apt packages (when missing), ./.venv, and `pip install -e .[test]`.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

APT_PACKAGES := libgl1 libegl1 libfontconfig1 libdbus-1-3 libglib2.0-0 \
	libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 \
	libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 \
	libxcb-xfixes0 libxcb-xkb1 libpulse0 libxrandr2 xvfb fonts-dejavu-core fonts-liberation

.PHONY: setup apt run test lint bench eval screenshot clean

setup: apt $(STAMP)

apt:
	@bash scripts/apt_deps.sh $(APT_PACKAGES)

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: setup
	$(VENV)/bin/boggle-lens gui resources/samples/sample_4x4.jpg

test: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

bench: setup
	$(PY) bench/solve_bench.py
	$(PY) bench/startup_bench.py
	$(PY) bench/gui_bench.py
	$(PY) bench/read_bench.py

eval: setup
	$(PY) bench/read_eval.py

# The README's pictures, made by the app itself: the sample photo with the longest word on it
# selected, and the same board rendered without a photo.
SHOT_BOARD := SGOM/VEUE/YXKW/WHPL
SHOT_WORD := segue
screenshot: setup
	mkdir -p docs
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/boggle-lens gui resources/samples/sample_4x4.jpg \
		--select $(SHOT_WORD) --screenshot docs/screenshot.png
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/boggle-lens gui --board $(SHOT_BOARD) \
		--select $(SHOT_WORD) --screenshot docs/screenshot-board.png

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
