#!/usr/bin/env bash
# Proof that the README's "Two commands" work on a bare machine: a Debian bookworm root made by
# `debootstrap --variant=minbase` (no make, git, python3), holding only a copy of this repository.
# The lines run are read from the README itself, so the proof follows the README.
#
# Checked, each in a fresh copy of the bare root:
#   root:    both lines pass from bare (the run line headless, saving a screenshot); both again,
#            timed, inside a network namespace with no network at all (so no apt, no pip); a .venv
#            with its python deleted, then one with its pip deleted, then an unfinished install,
#            each rebuilt by the run line.
#   no sudo: a user gets the exact `su -c '...'` command and a non-zero exit; that command, run,
#            installs everything, after which the user's set-up has nothing left to do.
#   sudo:    a user in the sudo group is asked for the password on the terminal, and installs.
#
# Host plumbing lives here, not in the README's commands: /proc, /sys, /dev mounted in the root;
# the host's resolv.conf, CA bundle and pip configuration (/etc/pip.conf, PIP_* variables and the
# local wheel folders they name) copied or bind-mounted in, so apt and pip reach their archives
# the way the host does.
#
# Needs root, network to the Debian archive and to PyPI. Takes several minutes (PySide6, OpenCV).
# The debootstrap result is kept in $BARE_CACHE and reused; the roots are copied from it.
# Usage: sudo bash scripts/bare_root_check.sh [root|nosudo|sudo ...]   (default: all three)
# Ubuntu 24.04: BARE_SUITE=noble BARE_MIRROR=http://archive.ubuntu.com/ubuntu bash scripts/...
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${BARE_CACHE:-/var/cache/boggle-lens-bare}
suite=${BARE_SUITE:-bookworm}
mirror=${BARE_MIRROR:-http://deb.debian.org/debian}
base=$cache/$suite-base
log=$cache/bare-check.log
scenarios=("${@:-root nosudo sudo}")
read -r -a scenarios <<<"${scenarios[*]}"

[[ $(id -u) -eq 0 ]] || { echo "bare_root_check: needs root (debootstrap, chroot, mount)" >&2; exit 2; }
mkdir -p "$cache"
: >"$log"
note() { printf '== %s\n' "$*" | tee -a "$log"; }
die() { note "FAILED: $*"; exit 1; }

# --- The README's lines -------------------------------------------------------------------------
readme_lines=$(awk '/^## Two commands/ { section = 1; next }
    section && /^## / { exit }
    section && /^```/ { block = !block; next }
    section && block { sub(/[ \t]+#.*$/, ""); print }' "$repo/README.md")
run_line=$(grep -m1 'make run' <<<"$readme_lines") || die "no 'make run' line in the README block"
test_line=$(grep -m1 'make test' <<<"$readme_lines") || die "no 'make test' line in the README block"
note "README run line:  $run_line"
note "README test line: $test_line"

# --- The bare root, made once -------------------------------------------------------------------
if [[ ! -f $base/.complete ]]; then
    command -v debootstrap >/dev/null || apt-get install -y -qq --no-install-recommends debootstrap
    rm -rf "$base"
    note "debootstrap --variant=minbase $suite (kept in $base)"
    # A suite newer than this debootstrap (Ubuntu noble on Debian 12) uses Ubuntu's generic script;
    # BARE_NO_CHECK_GPG=1 where the host has no keyring for that archive.
    script=/usr/share/debootstrap/scripts/$suite
    [[ -e $script ]] || script=/usr/share/debootstrap/scripts/gutsy
    gpg=(); [[ -n ${BARE_NO_CHECK_GPG:-} ]] && gpg=(--no-check-gpg)
    debootstrap "${gpg[@]}" --variant=minbase "$suite" "$base" "$mirror" "$script" >>"$log" 2>&1 \
        || die "debootstrap"
    touch "$base/.complete"
fi

host_ca=${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}
root_ca=/etc/host-ca-bundle.crt
mounted=()
cleanup() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
bind() { mkdir -p "$2"; mount --bind "$1" "$2"; mounted+=("$2"); }

# A fresh copy of the bare root with the host plumbing and the repository (tracked files and
# untracked ones git does not ignore: no .venv) in $2 (a path inside the root), owned by $3
# (a user other than root is created).
fresh_root() {
    local root=$1 home=$2 owner=$3
    # Never delete through a mount left by a killed run (it would reach the host's /dev).
    if findmnt -rn -o TARGET | grep -q "^$root/"; then die "mounts left under $root: umount -R them"; fi
    rm -rf "$root"
    cp -a "$base" "$root"
    mkdir -p "$root/proc" "$root/sys"
    mount -t proc proc "$root/proc"; mounted+=("$root/proc")
    mount -t sysfs sys "$root/sys"; mounted+=("$root/sys")
    bind /dev "$root/dev"
    bind /dev/pts "$root/dev/pts"
    cp -L /etc/resolv.conf "$root/etc/resolv.conf"
    printf '127.0.1.1 %s\n' "$(hostname)" >>"$root/etc/hosts"  # sudo looks the host name up
    # localhost, as every installed Debian or Ubuntu system names it (minbase writes no hosts
    # file): selenium reaches chromedriver by that name in the phone page's tests.
    printf '127.0.0.1 localhost\n::1 localhost ip6-localhost ip6-loopback\n' >>"$root/etc/hosts"
    # The host's CA bundle (it may hold a proxy's CA) goes where no package rewrites it: the
    # ca-certificates package, pulled in by the set-up, regenerates /etc/ssl/certs/ on install.
    cp -L "$host_ca" "$root$root_ca"
    [[ -f /etc/pip.conf ]] && sed "s|$host_ca|$root_ca|g" /etc/pip.conf >"$root/etc/pip.conf"
    local dir
    for dir in /opt/wheels /opt/pypi; do [[ -d $dir ]] && bind "$dir" "$root$dir"; done
    [[ $owner == root:root ]] || chroot "$root" useradd -m -s /bin/bash "${owner%%:*}"
    mkdir -p "$root$home"
    (cd "$repo" && git ls-files -z --cached --others --exclude-standard \
        | while IFS= read -r -d '' f; do [[ -e $f ]] && printf '%s\0' "$f"; done \
        | tar --null -T - -cf -) | tar -xf - -C "$root$home"
    chroot "$root" chown -R "$owner" "$home"
}

# Runs a command line in the root as $2 in $3, with a clean environment plus the host's PIP_*.
in_root() {
    local root=$1 user=$2 dir=$3 line=$4 home=/root
    [[ $user != root ]] && home=/home/$user
    local env=(env -i "HOME=$home" "USER=$user" "LANG=C.UTF-8" "TERM=${TERM:-dumb}"
        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
    local var
    for var in $(compgen -e | grep '^PIP_' || true); do env+=("$var=${!var//$host_ca/$root_ca}"); done
    env+=("SSL_CERT_FILE=$root_ca" "REQUESTS_CA_BUNDLE=$root_ca")
    env+=("${EXTRA_ENV[@]}")
    "${net_wrap[@]}" chroot --userspec="$user:$user" "$root" "${env[@]}" sh -c "cd '$dir' && $line"
}
EXTRA_ENV=()

# Runs and times a line; its output goes to the log and to $cache/last.out; returns its status.
timed() {
    local label=$1; shift
    local start end status=0
    start=$(date +%s.%N)
    "$@" >"$cache/last.out" 2>&1 || status=$?
    end=$(date +%s.%N)
    cat "$cache/last.out" >>"$log"
    note "$(printf '%-52s exit %d  %6.1f s' "$label" "$status" "$(echo "$end - $start" | bc 2>/dev/null || python3 -c "print($end - $start)")")"
    return "$status"
}
no_setup_work() {  # the last output shows neither apt nor pip at work
    ! grep -Eq 'installing the missing|rebuilding|updating|Get:|Collecting|Downloading' "$cache/last.out"
}
# Runs a command whose in_root calls get a network namespace with only its loopback, up as on
# any machine without a network: any access beyond it fails (the phone table's tests and the
# browser's talk to 127.0.0.1).
net_wrap=()
offline() {
    local status=0
    net_wrap=(unshare --net sh -c 'ip link set lo up && exec "$@"' offline)
    "$@" || status=$?
    net_wrap=()
    return "$status"
}

check_as_root() {
    local root=$cache/$suite-root dir=/root/boggle-lens shot=/tmp/screenshot.png
    fresh_root "$root" "$dir" root:root
    local run=(in_root "$root" root "$dir" "$run_line")
    local test=(in_root "$root" root "$dir" "$test_line")
    EXTRA_ENV=(QT_QPA_PLATFORM=offscreen "BOGGLE_LENS_RUN_ARGS=--screenshot $shot")

    timed "root: first run line (bare: apt + venv + pip)" "${run[@]}" || die "first run line"
    [[ -s $root$shot ]] || die "the run line saved no screenshot"
    cp "$root$shot" "$cache/screenshot.png"
    timed "root: first test line" "${test[@]}" || die "first test line"
    grep -E '[0-9]+ passed' "$cache/last.out" | tail -1 | tee -a "$log"

    rm -f "$root$shot"
    timed "root: second run line (no network)" offline "${run[@]}" || die "second run line"
    [[ -s $root$shot ]] && no_setup_work || die "second run line did set-up work or no screenshot"
    timed "root: second test line (no network)" offline "${test[@]}" || die "second test line"
    no_setup_work || die "second test line did set-up work"
    timed "root: setup.sh alone, third time (no network)" offline \
        in_root "$root" root "$dir" "sh setup.sh" || die "setup.sh third time"

    local site
    site=$(echo "$root$dir"/.venv/lib/python3*/site-packages)
    rm "$root$dir/.venv/bin/python"
    timed "root: heal, .venv/bin/python deleted" "${run[@]}" || die "heal: no python"
    grep -q rebuilding "$cache/last.out" || die "heal: no rebuild after python deleted"
    rm -rf "$site"/pip
    timed "root: heal, pip deleted from .venv" "${run[@]}" || die "heal: no pip"
    grep -q rebuilding "$cache/last.out" || die "heal: no rebuild after pip deleted"
    rm -rf "$site"/numpy "$root$dir/.venv/.installed"  # as a pip install killed half-way leaves it
    timed "root: heal, unfinished install" "${run[@]}" || die "heal: unfinished install"
    grep -q rebuilding "$cache/last.out" || die "heal: no rebuild after an unfinished install"
    timed "root: run line after healing (no network)" offline "${run[@]}" || die "after healing"
    no_setup_work || die "set-up work after healing"
}

check_no_sudo() {
    local root=$cache/$suite-nosudo dir=/home/player/boggle-lens
    fresh_root "$root" "$dir" player:player
    EXTRA_ENV=()
    if timed "player, no sudo: test line" in_root "$root" player "$dir" "$test_line"; then
        die "the test line passed for a user who cannot install the packages"
    fi
    cat "$cache/last.out"
    local su_line
    su_line=$(grep -m1 "^su -c '" "$cache/last.out") || die "no su -c line printed"
    grep -q -- '--no-install-recommends' <<<"$su_line" || die "the su -c line lacks --no-install-recommends"
    # root's su asks no password: the printed line runs as it would for a user who knows it.
    timed "root runs the printed su -c line" in_root "$root" root / "$su_line" || die "the su -c line failed"
    timed "player, no sudo: setup.sh system, after it (no network)" \
        offline in_root "$root" player "$dir" "sh setup.sh system" || die "set-up after su -c"
    [[ -s $cache/last.out ]] && die "set-up still had something to do after su -c"
    note "no sudo: su -c line printed, it works, nothing left to do after it"
}

check_sudo() {
    local root=$cache/$suite-sudo dir=/home/player/boggle-lens
    fresh_root "$root" "$dir" player:player
    EXTRA_ENV=()
    in_root "$root" root / "apt-get update -qq && apt-get install -y -qq --no-install-recommends sudo" \
        >>"$log" 2>&1 || die "installing sudo"
    chroot "$root" sh -c 'echo player:secret | chpasswd && usermod -aG sudo player'
    # `script` gives the command a terminal, where sudo asks; the password is typed on it.
    timed "player with sudo: setup.sh system (password on tty)" in_root "$root" player "$dir" \
        "{ sleep 3; echo secret; } | script -qec 'sh setup.sh system' /dev/null" || die "sudo path"
    cat "$cache/last.out"
    grep -q '\[sudo\] password for player' "$cache/last.out" || die "sudo asked no password"
    timed "player with sudo: setup.sh system again (no network)" \
        offline in_root "$root" player "$dir" "sh setup.sh system" || die "sudo path, second time"
    [[ -s $cache/last.out ]] && die "set-up still had something to do after sudo"
    note "sudo: password asked on the terminal, packages installed, nothing left to do after"
}

for scenario in "${scenarios[@]}"; do
    case $scenario in
        root) check_as_root ;;
        nosudo) check_no_sudo ;;
        sudo) check_sudo ;;
        *) die "unknown scenario $scenario (root, nosudo, sudo)" ;;
    esac
    cleanup; mounted=()
done
note "all checks passed; log in $log"
