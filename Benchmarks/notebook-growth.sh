#!/usr/bin/env bash
# Does the notebook's layout stay linear in the size of what it shows? For each shape — one line
# of inline Markdown (`a *stream* of `values` over **time** | …`), a table with one very wide cell,
# a lesson whose one line appears as prose, in a code block and in a list item (250 KB and 1 MB);
# a marble lane (25,000 and 100,000 characters); a cell to colour (2,500 and 10,000 lines) — it
# writes a lesson at 1× and at 4× the size, opens each in the built NotebookHost in a private tmux
# server at 120×40 (prose beside the code) and reads the first frame's time from
# RXLEARN_NOTEBOOK_TIMINGS, the median of RUNS launches. Prints both times and their ratio: a
# linear layout gives about 4× for 4× the input (start-up and lesson loading make it somewhat
# less); a quadratic one 16×.
#
# This replaces tests that asserted these ratios (ProseRenderingTests, HugeTextLayoutTests):
# timings go to benchmarks, which print figures, not to tests.
#
# Usage: Benchmarks/notebook-growth.sh
# Env:   SCRATCH (default .build), CONFIGURATION (release or debug; default release), RUNS (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${RUNS:-3}"
command -v python3 >/dev/null || { echo "python3 is needed to write the fixture lessons" >&2; exit 1; }
source Benchmarks/notebook-tmux.sh

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
def lesson(name, prose="Some prose.", code='print("hi")', expected="```output\nhi\n```"):
    os.makedirs(f"{work}/{name}/lessons")
    with open(f"{work}/{name}/lessons/9.9-growth.md", "w") as f:
        f.write(f"# Chapter: Growth\n\n## Lesson: Growth {{#growth}}\n\n{prose}\n\n"
                f"```swift cell id=one\n{code}\n```\n\n{expected}\n")
for scale, label in [(1, "1x"), (4, "4x")]:
    size = 250_000 * scale
    lesson(f"inline-{label}", "a *stream* of `values` over **time** | " * (size // 40))
    lesson(f"table-{label}", "| a | b |\n|---|---|\n| " + "wide cell " * (size // 10) + " | x |")
    line = "let x = \"value\" // a *note* " * (size // 30)
    lesson(f"lesson-{label}", "Some *prose* " + line + "\n\n```text\n" + line + "\n```\n\n- " + line)
    lesson(f"marbles-{label}", expected="```marbles\nmain: " + "-a" * (12_500 * scale) + "|\n```")
    lesson(f"cell-{label}", code="\n".join(f'let value{i} = "text" + String({i}) // note' for i in range(2_500 * scale)))
PY

first_launch_ms() {  # first_launch_ms NAME: one launch, until the first frame; then q
    local folder="$work/$1"
    rm -f "$folder/timings"
    start_notebook growth 120 40 "$folder"
    wait_for growth "Cell 1 of 1" 120
    first_frame_ms "$folder"
    nb_tmux send-keys -t growth q
    wait_for growth exited- 120
    nb_tmux kill-session -t growth
}

median_ms() {  # median_ms NAME
    for _ in $(seq 1 "$runs"); do first_launch_ms "$1"; done | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

printf '%-8s %12s %12s %8s\n' shape "1× (ms)" "4× (ms)" ratio
for shape in inline table lesson marbles cell; do
    small=$(median_ms "$shape-1x")
    large=$(median_ms "$shape-4x")
    ratio=$(awk -v a="$small" -v b="$large" 'BEGIN { printf "%.1f×", (a > 0 ? b / a : 0) }')
    printf '%-8s %12d %12d %8s\n' "$shape" "$small" "$large" "$ratio"
done
echo "configuration: $configuration, terminal 120×40, median of $runs launches"
