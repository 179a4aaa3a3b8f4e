# Every target does its own set-up on a fresh Debian/Ubuntu machine through setup.sh: the
# system packages (only when apt says some are missing), ./.venv (rebuilt when broken) and
# `pip install -e .[test]` (redone only when pyproject.toml or the Python changed); `make test`
# adds the train extra (torch, for the trainer's test).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
# Extra arguments for the app in `make run`, e.g. "--screenshot shot.png" (the bare-root check
# uses it through the environment, so the README's literal line can run headless).
BOGGLE_LENS_RUN_ARGS ?=

.PHONY: setup run test lint bench eval screenshot clean bare-check

setup:
	@sh setup.sh

run: setup
	$(VENV)/bin/boggle-lens gui resources/samples/sample_4x4.jpg $(BOGGLE_LENS_RUN_ARGS)

test: setup
	@sh setup.sh train
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
	$(PY) bench/cli_bench.py
	$(PY) bench/gui_bench.py
	$(PY) bench/read_bench.py
	$(PY) bench/net_bench.py

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

# The README's two commands on a bare Debian bookworm root built with debootstrap (as root,
# network needed; several minutes): too slow for `make test`, so a command of its own.
bare-check:
	bash scripts/bare_root_check.sh

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
