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

launches="${1:-5}"
lessons="${LESSONS:-Lessons}"
source Benchmarks/notebook-tmux.sh

first_frames=()
for launch in $(seq 1 "$launches"); do
    mkdir -p "$work/launch-$launch"
    start_notebook bench 120 40 "$work/launch-$launch" "$lessons"
    first_frames+=($(first_frame_ms "$work/launch-$launch"))

    if [ "$launch" = 1 ]; then
        # A mix of keys that each change the screen: cells, lessons, overlays, step mode, and
        # predicting (p opens the input in the output pane; typing, a new line, Backspace, E).
        for key in j k ] ] [ [ t Down Down Escape ? Escape / s u b Escape s Space Space Left s h Escape ] j k [ \
                   p a b Enter c BSpace Escape E E; do
            nb_tmux send-keys -t bench "$key"
            sleep 0.12
        done
    fi
    nb_tmux send-keys -t bench q
    # The notebook writes its peak memory as it ends.
    wait_for bench exited- 60
    nb_tmux kill-session -t bench
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
keys="$(awk '/key-to-repaint-us/ {print $2}' "$work/launch-1/timings" | sort -n)"
count="$(echo "$keys" | wc -l)"
p50="$(echo "$keys" | awk -v n="$count" 'NR==int((n+1)/2)')"
p95="$(echo "$keys" | awk -v n="$count" 'NR==int(n*0.95+0.999)')"
max="$(echo "$keys" | tail -1)"
rss="$(cat "$work"/launch-*/timings | awk '/max-resident-kb/ {print $2}' | sort -n | tail -1)"

echo "configuration:        $configuration"
echo "first frame (median): $(median "${first_frames[@]}") ms   (all: ${first_frames[*]})"
echo "key → repaint:        p50 $((p50 / 1000)).$(( (p50 % 1000) / 100 )) ms, p95 $((p95 / 1000)).$(( (p95 % 1000) / 100 )) ms, max $((max / 1000)).$(( (max % 1000) / 100 )) ms over $count keys"
echo "peak resident memory: $((rss / 1024)) MB ($rss kB)"
