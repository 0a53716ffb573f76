#!/usr/bin/env bash
# Does the notebook stay responsive on lessons far larger than any real one? Writes four
# fixture lessons in a temporary folder — a 1 MB prose line (words), a 1 MB word, a
# 100,000-character marble line, a 10,000-line cell — and for each drives the built NotebookHost
# in a private tmux server at 80×24, reporting:
#   - first frame: from the shell starting the binary to the first frame on screen,
#   - key → repaint: the slowest of a few keys (j k t Escape) after the first frame,
#   - q → exit: from sending q to the shell printing the exit line,
#   - SIGTERM mid-layout → exit: SIGTERM as soon as curses is on, to the exit line, and the
#     exit status (143: the watchdog ended a busy layout; 0: the loop left by itself).
#
# Usage: Benchmarks/notebook-huge-lines.sh
# Env:   SCRATCH (default .build), CONFIGURATION (release or debug; default release)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v python3 >/dev/null || { echo "python3 is needed to write the fixture lessons" >&2; exit 1; }
source Benchmarks/notebook-tmux.sh

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
def lesson(name, prose="Some prose.", code='print("hi")', expected="```output\nhi\n```"):
    os.makedirs(f"{work}/{name}/lessons")
    with open(f"{work}/{name}/lessons/9.9-huge.md", "w") as f:
        f.write(f"# Chapter: Huge\n\n## Lesson: Huge {{#huge}}\n\n{prose}\n\n```swift cell id=one\n{code}\n```\n\n{expected}\n")
lesson("prose-1MB", prose="values over time " * (1_000_000 // 17))
lesson("word-1MB", prose="x" * 1_000_000)
lesson("marbles-100k", expected="```marbles\nmain: " + "-a" * 50_000 + "|\n```")
lesson("cell-10k-lines", code="\n".join(f'print("line {i}") // {i}' for i in range(10_000)))
PY

now_ms() { date +%s%3N; }

printf '%-16s %12s %16s %10s %22s\n' lesson "first frame" "slowest key" "q → exit" "SIGTERM → exit"
for name in prose-1MB word-1MB marbles-100k cell-10k-lines; do
    folder="$work/$name"
    start_notebook huge 80 24 "$folder"
    wait_for huge "Cell 1 of 1" 60
    first=$(first_frame_ms "$folder")
    for key in j k t Escape; do nb_tmux send-keys -t huge "$key"; sleep 0.2; done
    slowest=$(awk '/key-to-repaint-us/ {print $2}' "$folder/timings" | sort -n | tail -1)
    sent=$(now_ms); nb_tmux send-keys -t huge q; wait_for huge exited- 60
    quit=$(( $(now_ms) - sent ))
    nb_tmux kill-session -t huge

    start_notebook huge 80 24 "$folder"
    for _ in $(seq 1 1200); do [ "$(nb_tmux display -p -t huge '#{alternate_on}')" = 1 ] && break; sleep 0.01; done
    terminal="$(nb_tmux display -p -t huge '#{pane_tty}' | sed 's|/dev/||')"
    pid="$(pgrep -t "$terminal" -x NotebookHost)"
    sent=$(now_ms); kill -TERM "$pid"; wait_for huge exited- 60
    term=$(( $(now_ms) - sent ))
    status="$(nb_tmux capture-pane -p -t huge | grep -o 'exited-[0-9]*' | tail -1)"
    if kill -0 "$pid" 2>/dev/null; then status="$status, STILL RUNNING"; fi
    nb_tmux kill-session -t huge

    printf '%-16s %9s ms %13s ms %7s ms %12s ms (%s)\n' "$name" "$first" "$((${slowest:-0} / 1000)).$(( (${slowest:-0} % 1000) / 100 ))" "$quit" "$term" "$status"
done
echo "configuration: $configuration, terminal 80×24"
