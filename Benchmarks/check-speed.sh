#!/usr/bin/env bash
# How fast does `rxlearn check` give an exercise's verdict? Times the real `rxlearn` executable,
# process start and lesson loading included, against the compiler's floor, in one interleaved run:
# each round measures, one after the other,
#   - floor:  `swiftc -o hello hello.swift` of a one-line `print` (no imports, default flags), then
#             running it; a fresh literal each time;
#   - cold:   the learner's answer to 4.1-shout changed (a comment with a fresh marker, so the
#             compiler must run) → `rxlearn check 4.1-shout` → verdict. The reference solution's
#             binary and the compiler's module cache are warm, as they are for a learner;
#   - cached: the same unchanged answer checked again → verdict.
# A check runs the answer on the example and 50 hidden inputs, each subscribed to twice, against
# the reference solution. With --dev-check it also times `rxlearn dev check` of the whole bundled
# course, mutants included, with an empty cell cache (every batch compiled) and again cached.
# Not run by CI.
#
# Usage: Benchmarks/check-speed.sh [rounds] [--dev-check]     (default 10 rounds)
# Env:   SCRATCH=.build, CONFIGURATION=debug (the build `swift run rxlearn` makes; or release)
#        RXLEARN=path: time this rxlearn instead of building one
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=10
dev_check=false
for argument in "$@"; do
    case "$argument" in
        --dev-check) dev_check=true ;;
        *) rounds="$argument" ;;
    esac
done
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
export XDG_CACHE_HOME="${CHECK_SPEED_CACHE:-$PWD/$scratch/check-speed-cache}"
export XDG_STATE_HOME="$work/state"
workspace="$work/workspace"
answer="$workspace/exercises/4.1-shout.swift"

now() { date +%s.%N; }
seconds_between() { awk -v start="$1" -v end="$2" 'BEGIN { printf "%.3f", end - start }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }
write_answer() {
    mkdir -p "$(dirname "$answer")"
    printf 'func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() } // %s\n}\n' "$1" > "$answer"
}
check() {
    "$rxlearn" check 4.1-shout --lessons Lessons --workspace "$workspace" >"$work/check.out" 2>"$work/check.err" \
        || { echo "check-speed.sh: the right answer did not pass:" >&2; cat "$work/check.out" "$work/check.err" >&2; exit 1; }
}
floor_sample() {
    (cd "$work" && printf 'print("hello %s")\n' "$1" > hello.swift && swiftc -o hello hello.swift && ./hello >/dev/null)
}

echo "==> warming the compiler's module cache, the core library, the reference and swiftc"
write_answer "warm-up $RANDOM"
check
floor_sample warm-up

floor=(); cold=(); cached=()
for round in $(seq "$rounds"); do
    start=$(now); floor_sample "$round $RANDOM"; end=$(now)
    floor+=("$(seconds_between "$start" "$end")")
    write_answer "round $round $RANDOM$RANDOM"
    start=$(now); check; end=$(now)
    cold+=("$(seconds_between "$start" "$end")")
    start=$(now); check; end=$(now)
    cached+=("$(seconds_between "$start" "$end")")
done

floor_median=$(printf '%s\n' "${floor[@]}" | median)
cold_median=$(printf '%s\n' "${cold[@]}" | median)
cached_median=$(printf '%s\n' "${cached[@]}" | median)
ratio() { awk -v value="$1" -v floor="$floor_median" 'BEGIN { printf "%.2f", value / floor }'; }
echo
echo "rxlearn check 4.1-shout ($configuration build, $rounds interleaved rounds, load average $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?))"
echo "  floor (swiftc, one-line program):  median $floor_median s   (${floor[*]})"
echo "  cold  (changed answer):             median $cold_median s = $(ratio "$cold_median") × floor   (${cold[*]})"
echo "  cached (unchanged answer):          median $cached_median s   (${cached[*]})"

if $dev_check; then
    echo
    echo "==> rxlearn dev check, whole course, mutants included"
    rm -rf "$XDG_CACHE_HOME/rxlearn/cells"
    start=$(now); "$rxlearn" dev check --lessons Lessons --workspace "$work/dev" >"$work/dev.out" 2>"$work/dev.err" || true; end=$(now)
    echo "  empty cell cache: $(seconds_between "$start" "$end") s — $(tail -1 "$work/dev.out"); $(tail -1 "$work/dev.err")"
    start=$(now); "$rxlearn" dev check --lessons Lessons --workspace "$work/dev" >"$work/dev.out" 2>"$work/dev.err" || true; end=$(now)
    echo "  cached:           $(seconds_between "$start" "$end") s"
fi
