#!/usr/bin/env bash
# How fast does the command line give a verdict? Times the real `rxlearn` executable, process
# start and lesson loading included:
#   - cold:   an edited cell (never compiled before) → `rxlearn run LESSON` → verdict, median.
#             The compiler's module cache is warm; rxlearn's cell cache misses.
#   - cached: the same cell again → verdict, median.
#   - verify: `rxlearn verify` of every bundled cell with an empty cell cache (and again cached),
#             total and per cell.
# The cell is `Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })`
# (Benchmarks/CLISpeed/9.9-bench.md). Not run by CI.
#
# Usage: Benchmarks/cli-speed.sh [iterations]     (default 10)
# Env:   SCRATCH=.build (the scratch path of `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."

iterations="${1:-10}"
scratch="${SCRATCH:-.build}"
echo "==> swift build --scratch-path $scratch"
swift build --scratch-path "$scratch" >/dev/null
rxlearn="$(swift build --scratch-path "$scratch" --show-bin-path)/rxlearn"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A cache of our own in the build folder, so that its module cache stays warm between runs.
export XDG_CACHE_HOME="$PWD/$scratch/cli-speed-cache"
export XDG_STATE_HOME="$work/state"
workspace="$work/workspace"
lessons="Benchmarks/CLISpeed"
cell='Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })'

now() { date +%s.%N; }
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }
edit() { mkdir -p "$workspace/bench-map"; printf '%s\n// edit %s\n' "$cell" "$1" > "$workspace/bench-map/map.swift"; }
verdict() { "$rxlearn" run bench-map --lessons "$lessons" --workspace "$workspace" >/dev/null 2>&1; }

echo "==> warming the compiler's module cache and the core library"
edit "warm-up $RANDOM$RANDOM"
verdict

cold=()
for i in $(seq "$iterations"); do
    edit "$i $RANDOM$RANDOM"
    start=$(now); verdict; end=$(now)
    cold+=("$(echo "$end - $start" | bc)")
done
cached=()
for i in $(seq "$iterations"); do
    start=$(now); verdict; end=$(now)
    cached+=("$(echo "$end - $start" | bc)")
done

cells=$("$rxlearn" lint | tail -1 | sed -E 's/.* ([0-9]+) cells?.*/\1/')
rm -rf "$XDG_CACHE_HOME/rxlearn/cells"
start=$(now); "$rxlearn" verify >/dev/null; end=$(now)
verify_cold=$(echo "$end - $start" | bc)
start=$(now); "$rxlearn" verify >/dev/null; end=$(now)
verify_cached=$(echo "$end - $start" | bc)

cold_median=$(printf '%s\n' "${cold[@]}" | median)
cached_median=$(printf '%s\n' "${cached[@]}" | median)
per_cell=$(echo "scale=3; $verify_cold / $cells" | bc)
per_cell_cached=$(echo "scale=3; $verify_cached / $cells" | bc)
verdict_of() { awk -v value="$1" -v target="$2" 'BEGIN { print (value <= target) ? "met" : "MISSED" }'; }

echo
echo "cold   edit → verdict:  median $cold_median s over $iterations   (target ≤ 0.400 s: $(verdict_of "$cold_median" 0.4))"
echo "cached re-run → verdict: median $cached_median s over $iterations   (target ≤ 0.050 s: $(verdict_of "$cached_median" 0.05))"
echo "verify $cells bundled cells, cell cache empty: $verify_cold s, $per_cell s per cell   (target ≤ 0.250 s: $(verdict_of "$per_cell" 0.25))"
echo "verify $cells bundled cells, cached:           $verify_cached s, $per_cell_cached s per cell"
