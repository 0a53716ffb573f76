#!/usr/bin/env bash
# Is reading a cell's output linear? A program that prints N times without a newline
# (`print("x", terminator: "")`) sends N print records on the event channel, all parts of one
# line; joining them once cost time quadratic in N (issue 32: 20,000 prints took 212 s).
#
# For N = 2,500, 10,000 and 20,000 (or the counts given) it writes such a program, runs it once
# with `rxlearn run FILE --json` to compile it into the cell cache, then times a second, cached
# run: process start, the cell's run, reading its records and writing the JSON. Prints one row per
# N with the wall time and the time per print; a linear reader keeps the per-print time roughly
# flat as N grows. Not run by CI, and no test asserts a time.
#
# Usage: Benchmarks/unterminated-prints.sh [N…]     (default 2500 10000 20000)
# Env:   SCRATCH (default .build), CONFIGURATION (debug, the README's `swift run`; or release)
#        RXLEARN=path: time this rxlearn instead of building one
set -euo pipefail
cd "$(dirname "$0")/.."

counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(2500 10000 20000)
scratch="${SCRATCH:-.build}"
configuration="${CONFIGURATION:-debug}"
if [ -n "${RXLEARN:-}" ]; then
    rxlearn="$RXLEARN"
else
    echo "==> swift build -c $configuration --scratch-path $scratch"
    swift build -c "$configuration" --scratch-path "$scratch" >/dev/null
    rxlearn="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/rxlearn"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A cache of its own, so that the timed run hits what the first run compiled and nothing else.
export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"

now_ms() { date +%s%3N; }

printf '%8s %12s %16s\n' prints "wall (ms)" "per print (µs)"
for n in "${counts[@]}"; do
    program="$work/prints-$n.swift"
    printf 'for _ in 0 ..< %d { print("x", terminator: "") }\nprint()\n' "$n" > "$program"
    "$rxlearn" run "$program" --json --timeout 600 > /dev/null
    start=$(now_ms)
    "$rxlearn" run "$program" --json --timeout 600 > "$work/out.json"
    elapsed=$(( $(now_ms) - start ))
    # The run must have read the whole line: n characters in one printed line.
    grep -q "$(printf 'x%.0s' $(seq 1 "$n"))" "$work/out.json" || { echo "the run did not read the whole line of $n prints" >&2; exit 1; }
    printf '%8d %12d %16d\n' "$n" "$elapsed" $(( elapsed * 1000 / n ))
done
