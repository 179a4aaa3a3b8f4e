#!/bin/sh
# Set-up for a fresh Debian or Ubuntu machine, safe to run again and again:
#   1. the system packages that are really missing (make, python3, python3-venv, a C compiler and
#      Python's headers for the native word search, the Qt runtime libraries and three font
#      packages), through apt, and only when apt says something would be installed;
#   2. ./.venv, rebuilt when it is broken or was built by another Python, and
#      `pip install -e .[test]` (which compiles solver/csrc), redone only when pyproject.toml,
#      the native core's C source or the Python changed; then the app's translations (.ts to
#      .qm), when a .ts is newer than its .qm.
#   3. with the argument "train" (what `make test` adds): the `train` extra too (torch, CPU wheel,
#      for the trainers of scripts/ (the face, die-centre and board-finder networks) and their
#      tests), redone when the venv's install is.
#   4. with the argument "cluster" (what `make test` adds too): the `cluster` extra (Dask
#      distributed, for `stats --cluster`, `best --cluster` and their tests), redone likewise.
#   5. with the argument "browser" (what `make test` adds too): Debian's chromium and its
#      chromedriver, and WebKitGTK's WebKitWebDriver with Xvfb and the locales' sources (the
#      phone page's tests run in both engines: every iPhone browser is WebKit); the app itself
#      never needs a browser.
#   6. with the argument "words" (what `make test` adds too): Debian's French and German word
#      lists (wfrench, wngerman), which the app builds those languages' dictionaries from (their
#      GPL licence keeps them out of the app); without them `--lang fr|de` says what to install.
#   7. with the argument "ocr" (what `make test` adds too): the `ocr` extra (pytesseract, for the
#      test of bench/tesseract_compare.py's message), redone likewise; and "desktop" (likewise):
#      Debian's desktop-file-utils, whose desktop-file-validate checks the launcher that
#      `boggle-lens install-desktop` writes. The app needs neither.
# A second run touches no network. Plain POSIX sh, because a bare system may have no bash or make.
# Usage: sh setup.sh [system|venv|train|cluster|browser|words|ocr|desktop]  (none: system and venv)
set -eu

cd "$(dirname "$0")"

# Debian names (bookworm). Renamed packages (Ubuntu 24.04's libglib2.0-0t64 ...) still provide
# the old name, and apt resolves a name to its sole provider, so this list needs no second copy.
# libgssapi-krb5-2: PySide6's QtNetwork links it; Debian's python3 happens to pull it in, Ubuntu's not.
# The fonts: the synthetic boards and screenshots (synth/) are drawn with them (fonts-dejavu-extra
# holds DejaVuSansCondensed-Bold, one of the screenshot renderer's faces).
# gcc, libc6-dev and python3-dev: the editable install compiles the native word search
# (solver/csrc); without them it skips it, and the slower pure-Python search runs.
SYSTEM_PACKAGES="make python3 python3-venv gcc libc6-dev python3-dev
libgl1 libegl1 libfontconfig1 libdbus-1-3 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0
libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xkb1 libpulse0
libxrandr2 libgssapi-krb5-2 fonts-dejavu-core fonts-dejavu-extra fonts-liberation"

PYTHON=${PYTHON:-python3}
VENV=.venv
STAMP=$VENV/.installed

say() { printf '%s\n' "setup.sh: $*"; }
fail() { printf '%s\n' "setup.sh: $*" >&2; exit 1; }

# The names dpkg does not list as installed. Cheap (one dpkg-query, no apt) and usually empty;
# a name that is only provided by another package (a t64 rename) lands here and is asked of apt.
not_installed_by_name() {
    installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' $SYSTEM_PACKAGES 2>/dev/null \
        | awk '$2 == "ii" { print $1 }')
    for name in $SYSTEM_PACKAGES; do
        case " $(echo $installed) " in *" $name "*) ;; *) printf '%s ' "$name" ;; esac
    done
}

# Succeeds when apt, asked without root (-s simulates), would install nothing for these names:
# an installed package providing a name counts. Fails too when apt does not know a name yet
# (empty package lists on a bare system), which means: update, then install.
apt_has_nothing_to_do() {
    plan=$(apt-get -s -o Debug::NoLocking=1 install --no-install-recommends "$@" 2>/dev/null) \
        || return 1
    ! printf '%s\n' "$plan" | grep -q '^Inst '
}

# Ubuntu keeps python3-venv and libxcb-cursor0 in "universe", which a minimal root (debootstrap)
# leaves out; full installs and cloud images have it. Prints the command that adds it, if needed.
ubuntu_universe_command() {
    [ -r /etc/os-release ] && . /etc/os-release && [ "${ID:-}" = ubuntu ] || return 0
    grep -qsE '^[^#]*[[:space:]]universe([[:space:]]|$)' /etc/apt/sources.list \
        /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources && return 0
    # The one-line entries that carry "main", repeated for universe (options in [] not handled).
    lines=$(awk '$1 == "deb" && $2 !~ /^\[/ && / main([[:space:]]|$)/ { print $1, $2, $3, "universe" }' \
        /etc/apt/sources.list 2>/dev/null)
    [ -n "$lines" ] || fail "enable Ubuntu's universe component (apt-add-repository universe), then run me again"
    command='printf "%s\n"'
    while IFS= read -r line; do command="$command \"$line\""; done <<LINES
$lines
LINES
    printf '%s' "$command >/etc/apt/sources.list.d/universe.list && "
}

# The phone page's tests drive real browsers, Chromium and WebKit (WebKitGTK's MiniBrowser on a
# virtual X screen, its languages from locales the tests compile); only `make test` asks for them.
BROWSER_PACKAGES="chromium chromium-driver"
WEBKIT_PACKAGES="webkit2gtk-driver xvfb locales"
# The word lists of the languages whose dictionaries are built from the system's (solver/languages.py).
WORD_LIST_PACKAGES="wfrench wngerman"
# desktop-file-validate, for the test that the launcher install-desktop writes is valid.
DESKTOP_PACKAGES="desktop-file-utils"

install_system_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        say "not Debian or Ubuntu: I leave the system packages to you (see SYSTEM_PACKAGES in me)"
        return 0
    fi
    missing=$(not_installed_by_name)
    missing=${missing% }
    [ -z "$missing" ] && return 0
    # shellcheck disable=SC2086  # word splitting of the name list is meant
    apt_has_nothing_to_do $missing && return 0

    # One command line for root, sudo and su alike: the package lists may be empty or stale.
    universe=$(ubuntu_universe_command) || exit 1
    install="${universe}apt-get update && DEBIAN_FRONTEND=noninteractive \
apt-get install -y --no-install-recommends $missing"
    if [ "$(id -u)" -eq 0 ]; then
        say "installing the missing system packages: $missing"
        sh -c "$install"
    elif command -v sudo >/dev/null 2>&1; then
        say "installing the missing system packages through sudo: $missing"
        # Plain sudo: it asks for the password on the terminal when it needs one.
        sudo sh -c "$install"
    else
        printf '%s\n' \
            "setup.sh: these system packages are missing, and I cannot install them:" \
            "  you are not root and there is no sudo. Run this (it asks for the root password)," \
            "  then run the same command again:" \
            "" \
            "su -c '$install'" \
            "" >&2
        exit 1
    fi
}

# What the install is made from: pyproject.toml and the native core's C source, which the
# editable install compiles (a change to it needs a new build; the Python is read in place).
sources_digest() {
    cat pyproject.toml solver/csrc/* | sha256sum | cut -d' ' -f1
}

# What the virtual environment was built for: the interpreter and its version. A different one
# means a new .venv (its site-packages and compiled wheels belong to the old one).
python_identity() {
    "$PYTHON" -c 'import os, sys; print(os.path.realpath(sys.executable), sys.version.split()[0])'
}

# The venv answers with the same interpreter and can run pip: a cheap check (one Python start)
# that catches a deleted or dangling bin/python, a venv made without ensurepip, a removed pip.
venv_is_healthy() {
    [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ] || return 1
    [ "$("$VENV/bin/python" -c '
import os, sys, importlib.util as u
base = os.path.realpath(getattr(sys, "_base_executable", sys.executable))
print(base, sys.version.split()[0], bool(u.find_spec("pip")))' 2>/dev/null)" = "$1 True" ]
}

build_venv() {
    command -v "$PYTHON" >/dev/null 2>&1 || fail "$PYTHON is missing; run: sh setup.sh system"
    identity=$(python_identity)
    wanted="$identity $(sources_digest)"
    if venv_is_healthy "$identity"; then
        [ "$(cat "$STAMP")" = "$wanted" ] && return 0
        say "pyproject.toml, solver/csrc or the Python changed since the last install: updating $VENV"
    else
        [ -e "$VENV" ] && say "$VENV is broken, unfinished or built by another Python: rebuilding it"
        rm -rf "$VENV"
        "$PYTHON" -m venv "$VENV"
    fi
    # The stamp goes before pip and comes back after it, so an interrupted install is redone whole.
    rm -f "$STAMP"
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet -e '.[test]'
    printf '%s\n' "$wanted" >"$STAMP"
}

# The app's translations: the editable install compiles them once (setup.py), but a .ts edited
# since (or a checkout whose .qm were deleted) needs lrelease again; cheap, and only when needed.
compile_translations() {
    for source in gui/qt/translations/*.ts; do
        [ -f "$source" ] || continue
        target=${source%.ts}.qm
        [ -f "$target" ] && [ "$target" -nt "$source" ] && continue
        "$VENV/bin/pyside6-lrelease" -silent "$source" -qm "$target" \
            || say "could not compile $source: the app will show English instead"
    done
}

# An extra on top of the venv, for the tests only: `make run` and the installed app never need
# torch (train, large) or Dask (cluster). Its own stamp says it is there for this install of the
# venv (pyproject.toml, the C source, the Python). Usage: install_extra NAME WHAT-FOR
install_extra() {
    build_venv
    wanted="$(python_identity) $(sources_digest)"
    [ "$(cat "$STAMP-$1" 2>/dev/null)" = "$wanted" ] && return 0
    rm -f "$STAMP-$1"
    say "installing the $1 extra $2"
    "$VENV/bin/python" -m pip install --quiet -e ".[test,$1]"
    printf '%s\n' "$wanted" >"$STAMP-$1"
}

case "${1:-all}" in
    system) install_system_packages ;;
    browser)
        # Ubuntu ships chromium only as a snap, which apt cannot install here: the phone page's
        # tests then skip (saying why), and everything else still runs.
        (SYSTEM_PACKAGES=$BROWSER_PACKAGES install_system_packages) \
            || say "could not install chromium and chromium-driver: the phone page's tests will skip in Chromium"
        (SYSTEM_PACKAGES=$WEBKIT_PACKAGES install_system_packages) \
            || say "could not install $WEBKIT_PACKAGES: the phone page's tests will skip in WebKit"
        ;;
    words)
        (SYSTEM_PACKAGES=$WORD_LIST_PACKAGES install_system_packages) \
            || say "could not install wfrench and wngerman: the French and German tests will skip"
        ;;
    venv)
        build_venv
        compile_translations
        ;;
    train) install_extra train "(torch) for the trainers of scripts/ and their tests" ;;
    cluster) install_extra cluster "(Dask distributed) for the tests of --cluster" ;;
    ocr) install_extra ocr "(pytesseract) for the test of the tesseract comparison's message" ;;
    desktop)
        (SYSTEM_PACKAGES=$DESKTOP_PACKAGES install_system_packages) \
            || say "could not install desktop-file-utils: the launcher's validation test will skip"
        ;;
    all)
        # Two lines, not `a && b`: sh ignores `set -e` inside the left side of an && list.
        install_system_packages
        build_venv
        compile_translations
        ;;
    *) fail "usage: sh setup.sh [system|venv|train|cluster|browser|words|ocr|desktop]" ;;
esac
