#!/usr/bin/env bash
# How quick is the notebook? Drives the built NotebookHost (which opens the notebook exactly as
# `rxlearn` does) in a private tmux server at 120×40 on a lessons folder (default: the bundled
# Lessons/, every chapter parsed at start), and reports:
#   - first frame: from the shell starting the binary to the first frame on screen (median),
#   - key → repaint: from a key read to its repaint written out, over a mix of keys (p50, p95, max),
#   - peak resident memory of the notebook process.
# The notebook writes its timings when RXLEARN_NOTEBOOK_TIMINGS names a file (see SpeedLog.swift).
#
# Usage: Benchmarks/notebook-speed.sh [launches]     (default 5)
# Env:   SCRATCH (default .build), CONFIGURATION (release or debug; default release),
#        LESSONS (default Lessons; Tests/NotebookTests/Fixtures/lessons for the small fixture)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH:-.build}"
configuration="${CONFIGURATION:-release}"
launches="${1:-5}"
lessons="${LESSONS:-Lessons}"
command -v tmux >/dev/null || { echo "tmux is needed (apt-get install tmux)" >&2; exit 1; }

echo "==> swift build -c $configuration --product NotebookHost --scratch-path $scratch"
swift build -c "$configuration" --product NotebookHost --scratch-path "$scratch" >/dev/null
binary="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/NotebookHost"

work="$(mktemp -d)"
socket="rxlearn-bench-$$"
# kill-server leaves the socket file behind: it goes too.
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"; rm -rf "$work"; }
trap cleanup EXIT

now_ms() { date +%s%3N; }
wait_for() {  # wait_for FILE PATTERN
    for _ in $(seq 1 200); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.05; done
    echo "timed out waiting for $2 in $1" >&2; exit 1
}

first_frames=()
for launch in $(seq 1 "$launches"); do
    timings="$work/timings-$launch"
    tmux -L "$socket" new-session -d -s bench -x 120 -y 40 \
        -e LANG=C.UTF-8 -e TERM=xterm-256color -e XDG_STATE_HOME="$work/state-$launch" \
        -e RXLEARN_NOTEBOOK_TIMINGS="$timings" /bin/sh
    sleep 0.3
    # The shell takes the start time immediately before it starts the notebook.
    tmux -L "$socket" send-keys -t bench -l \
        "date +%s%3N > '$work/start-$launch'; '$binary' --lessons '$lessons' --workspace '$work/ws'"
    tmux -L "$socket" send-keys -t bench Enter
    wait_for "$timings" first-frame-epoch-ms
    first_frames+=($(( $(awk '/first-frame/ {print $2}' "$timings") - $(cat "$work/start-$launch") )))

    if [ "$launch" = 1 ]; then
        # A mix of keys that each change the screen: cells, lessons, overlays, step mode, and
        # predicting (p opens the input in the output pane; typing, a new line, Backspace, E).
        for key in j k ] ] [ [ t Down Down Escape ? Escape / s u b Escape s Space Space Left s h Escape ] j k [ \
                   p a b Enter c BSpace Escape E E; do
            tmux -L "$socket" send-keys -t bench "$key"
            sleep 0.12
        done
    fi
    tmux -L "$socket" send-keys -t bench q
    wait_for "$timings" max-resident-kb
    tmux -L "$socket" kill-session -t bench
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
keys="$(awk '/key-to-repaint-us/ {print $2}' "$work/timings-1" | sort -n)"
count="$(echo "$keys" | wc -l)"
p50="$(echo "$keys" | awk -v n="$count" 'NR==int((n+1)/2)')"
p95="$(echo "$keys" | awk -v n="$count" 'NR==int(n*0.95+0.999)')"
max="$(echo "$keys" | tail -1)"
rss="$(cat "$work"/timings-* | awk '/max-resident-kb/ {print $2}' | sort -n | tail -1)"

echo "configuration:        $configuration"
echo "first frame (median): $(median "${first_frames[@]}") ms   (all: ${first_frames[*]})"
echo "key → repaint:        p50 $((p50 / 1000)).$(( (p50 % 1000) / 100 )) ms, p95 $((p95 / 1000)).$(( (p95 % 1000) / 100 )) ms, max $((max / 1000)).$(( (max % 1000) / 100 )) ms over $count keys"
echo "peak resident memory: $((rss / 1024)) MB ($rss kB)"
