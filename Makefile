# Every target does its own set-up on a fresh Debian/Ubuntu machine through setup.sh: the
# system packages (only when apt says some are missing), ./.venv (rebuilt when broken) and
# `pip install -e .[test]` (redone only when pyproject.toml, solver/csrc or the Python
# changed; it compiles the native word search); `make test` adds the train extra (torch, for the
# trainer's test), the cluster extra (Dask, for the --cluster tests), Debian's chromium and
# WebKitGTK driver with Xvfb (the phone page's tests, in both engines), Debian's French and
# German word lists (the --lang fr/de tests), and the ocr extra (pytesseract) and Debian's
# desktop-file-utils, each for one test.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
# Extra arguments for the app in `make run`, e.g. "--screenshot shot.png" (the bare-root check
# uses it through the environment, so the README's literal line can run headless).
BOGGLE_LENS_RUN_ARGS ?=
# pytest-xdist: a worker per CPU (at most 4), each test module whole in one worker, so that a
# module's browsers, cluster or server are made once. `make test TEST_WORKERS=` runs in one process.
TEST_WORKERS ?= -n logical --maxprocesses 4 --dist loadscope

.PHONY: setup run test lint bench eval screenshot translations clean bare-check

setup:
	@sh setup.sh

run: setup
	$(VENV)/bin/boggle-lens gui resources/samples/sample_4x4.jpg $(BOGGLE_LENS_RUN_ARGS)

test: setup
	@sh setup.sh train
	@sh setup.sh cluster
	@sh setup.sh browser
	@sh setup.sh words
	@sh setup.sh ocr
	@sh setup.sh desktop
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q $(TEST_WORKERS)

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

# The reader's bench reads each labelled photo with its fold's models, trained on first use
# (the train extra; bench/read_bench.py).
bench: setup
	@sh setup.sh train
	$(PY) bench/solve_bench.py
	$(PY) bench/startup_bench.py
	$(PY) bench/cli_bench.py
	$(PY) bench/gui_bench.py
	$(PY) bench/read_bench.py --phone 40
	$(PY) bench/frames_bench.py
	$(PY) bench/live_bench.py
	$(PY) bench/net_bench.py
	$(PY) bench/table_desktop_bench.py
	$(PY) bench/table_bench.py

# After changing the app's words: the .ts sources gain the new ones (translate them with
# pyside6-linguist or by hand) and lose none; `make setup` compiles them to .qm.
translations: setup
	$(VENV)/bin/pyside6-lupdate -no-obsolete $$(git ls-files 'gui/*.py') -ts \
		gui/qt/translations/boggle_lens_fr.ts gui/qt/translations/boggle_lens_de.ts

# Held out (5 folds by board group), as taken and under each of bench/conditions.py's
# conditions, in two processes; the dice read wrong go to build/eval-confusion.md.
eval: setup
	mkdir -p build
	$(PY) bench/read_eval.py --kfold 5 --conditions all --jobs 2 --confusion build/eval-confusion.md
	$(PY) bench/clip_eval.py
	$(PY) bench/screen_eval.py

# The README's pictures, made by the app itself: the sample photo with the longest word on it
# selected, the same board rendered without a photo, both again in French (the system's
# language, as LANGUAGE says; the table's window as screenshot-fr-table.png), the live scanner on a rendered clip, the
# phones' table window, and the phone page in Debian's chromium (its browser tests' shots).
SHOT_BOARD := SGOM/VEUE/YXKW/WHPL
SHOT_WORD := segue
screenshot: setup
	mkdir -p docs build
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/boggle-lens gui resources/samples/sample_4x4.jpg \
		--select $(SHOT_WORD) --screenshot docs/screenshot.png
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/boggle-lens gui --board $(SHOT_BOARD) \
		--select $(SHOT_WORD) --screenshot docs/screenshot-board.png
	LANGUAGE=fr LANG=fr_FR.UTF-8 QT_QPA_PLATFORM=offscreen $(VENV)/bin/boggle-lens gui \
		resources/samples/sample_4x4.jpg --select $(SHOT_WORD) --table --screenshot docs/screenshot-fr.png
	$(PY) scripts/live_screenshot.py docs/screenshot-live.png
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/boggle-lens gui resources/samples/sample_4x4.jpg \
		--table --screenshot build/table.png && cp build/table-table.png docs/screenshot-table-window.png
	@sh setup.sh browser
	rm -rf build/page-shots && BOGGLE_LENS_PAGE_SHOTS=build/page-shots QT_QPA_PLATFORM=offscreen \
		$(PY) -m pytest -q tests/table/test_phone_page.py
	$(PY) scripts/phone_shots.py build/page-shots docs

# The README's two commands on a bare Debian bookworm root built with debootstrap (as root,
# network needed; several minutes): too slow for `make test`, so a command of its own.
bare-check:
	bash scripts/bare_root_check.sh

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache
