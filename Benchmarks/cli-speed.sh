#!/usr/bin/env bash
# How fast does the command line give a verdict? Times the real `rxlearn` executable, process
# start and lesson loading included, against the compiler's floor measured in the same run:
#   - floor:  `swiftc -o hello hello.swift` of a one-line `print` (no imports, default flags),
#             then running it; a fresh literal each time. Measured between the cold runs.
#   - cold:   the cell edited (a literal changed) → `rxlearn run LESSON` → verdict, median.
#             The compiler's module cache is warm; rxlearn's cell cache misses.
#   - cached: the same cell again → verdict, median; and a lesson of the bundled course
#             (Lessons/, every chapter in the folder), cached, median.
#   - verify: `rxlearn verify` of every bundled cell with an empty cell cache (and again cached),
#             total and per cell.
#   - stops:  `rxlearn run FILE` of programs that must end or be stopped — a real-time run with no
#             timers (ends by itself), an awaited sequence that never ends (`--timeout 2`), a
#             daemon holding the cell's pipes — median wall time: the figures the tests check only
#             by outcome.
# The cell is `Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })`
# (Benchmarks/CLISpeed/9.9-bench.md). Targets are issue #15's. Not run by CI.
#
# Before timing anything it checks that its edit is the file rxlearn runs (a cell printing a fresh
# marker must print it), and every timed cold run must say it ran the edited copy: otherwise the
# "cold" figures would time the bundled cell from the cache. `--check-edit` does only that check
# (Tests/RxLearnCLITests/CLISpeedBenchmarkTests runs it).
#
# Usage: Benchmarks/cli-speed.sh [iterations]     (default 10)
#        Benchmarks/cli-speed.sh --check-edit
#        Benchmarks/cli-speed.sh --stops [iterations]   (the stops only)
# Env:   SCRATCH=.build (the scratch path of `swift build`)
#        CONFIGURATION=debug (the build the README's `swift run rxlearn` makes; or release)
#        RXLEARN=path: time this rxlearn instead of building one
#        CLI_SPEED_CACHE=dir: rxlearn's XDG_CACHE_HOME (default $SCRATCH/cli-speed-cache)
set -euo pipefail
cd "$(dirname "$0")/.."

check_only=false
stops_only=false
if [ "${1:-}" = --check-edit ]; then check_only=true; shift; fi
if [ "${1:-}" = --stops ]; then stops_only=true; shift; fi
iterations="${1:-10}"
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
# A cache of our own in the build folder, so that its module cache stays warm between runs.
export XDG_CACHE_HOME="${CLI_SPEED_CACHE:-$PWD/$scratch/cli-speed-cache}"
export XDG_STATE_HOME="$work/state"
unset RXLEARN_LESSONS
workspace="$work/workspace"
export RXLEARN_WORKSPACE="$workspace"
# The benchmark's own lesson pack: not rxlearn's course, so its runs say --trust (LessonPackTrust).
lessons="Benchmarks/CLISpeed"
lesson_id="bench-map"
cell_id="map"
cell='Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })'
# Where rxlearn looks for the learner's copy of the cell: WorkspaceLayout.editedCellURL owns
# this layout, and check_edit fails if this line and it ever disagree.
edited_cell="$workspace/cells/$lesson_id/$cell_id.swift"

now() { date +%s.%N; }
seconds_between() { awk -v start="$1" -v end="$2" 'BEGIN { printf "%.3f", end - start }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }
write_cell() { mkdir -p "$(dirname "$edited_cell")"; printf '%s\n%s\n' "$cell" "$1" > "$edited_cell"; }
# A changed literal that leaves the output, and so the verdict, as the lesson expects it.
edit() { write_cell "_ = $1"; }
verdict() {
    "$rxlearn" run "$lesson_id" --lessons "$lessons" --trust --workspace "$workspace" >/dev/null 2>"$work/verdict.err" \
        || { echo "cli-speed.sh: rxlearn run $lesson_id failed:" >&2; cat "$work/verdict.err" >&2; exit 1; }
}
ran_edited_copy() { grep -q "ran your edited copy" "$work/verdict.err"; }

check_edit() {
    local marker="edit-check-$RANDOM$RANDOM" output
    write_cell "print(\"$marker\")"
    output="$("$rxlearn" run "$lesson_id" --lessons "$lessons" --trust --workspace "$workspace" 2>&1 || true)"
    if ! grep -qF "$marker" <<<"$output"; then
        echo "cli-speed.sh: rxlearn did not run the benchmark's edit $edited_cell" >&2
        echo "(where does WorkspaceLayout.editedCellURL put edited cells now?). rxlearn said:" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "edit check: rxlearn runs the benchmark's edit, $edited_cell"
}

# stop_figure LABEL EXPECTED-STATUS rxlearn-arguments…: runs once to compile, then times
# $iterations runs, each of which must end with EXPECTED-STATUS.
stop_figure() {
    local label="$1" expected="$2" samples=() status start end
    shift 2
    "$rxlearn" "$@" >/dev/null 2>&1 || true
    for _ in $(seq "$iterations"); do
        start=$(now); status=0; "$rxlearn" "$@" >/dev/null 2>"$work/stop.err" || status=$?; end=$(now)
        [ "$status" = "$expected" ] || { echo "cli-speed.sh: $label exited $status, not $expected:" >&2; cat "$work/stop.err" >&2; exit 1; }
        samples+=("$(seconds_between "$start" "$end")")
    done
    printf '  %-62s median %s s over %s\n' "$label" "$(printf '%s\n' "${samples[@]}" | median)" "$iterations"
}

stops() {
    local programs="$work/stops"
    mkdir -p "$programs"
    cat > "$programs/no-timers.swift" <<'SWIFT'
let bag = DisposeBag()
let subject = PublishSubject<Int>()
subject.subscribe(onNext: { print($0) }).disposed(by: bag)
subject.onNext(7)
SWIFT
    cat > "$programs/awaits.swift" <<'SWIFT'
let subject = PublishSubject<Int>()
print("waiting")
for try await value in subject.values { print(value) }
SWIFT
    cat > "$programs/daemon.swift" <<'SWIFT'
import Foundation
let setsid = Process()
setsid.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
setsid.arguments = ["-f", "/bin/sh", "-c", "echo from-daemon; exec sleep 1000"]
try! setsid.run()
setsid.waitUntilExit()
print("parent done")
SWIFT
    echo
    echo "stops: rxlearn run FILE, process start and a cached compile included"
    stop_figure "real time, no timers (ends by itself; --timeout 30)" 0 run "$programs/no-timers.swift" --real-time --timeout 30
    stop_figure "awaits a sequence that never ends (--timeout 2)" 1 run "$programs/awaits.swift" --timeout 2
    if [ -x /usr/bin/setsid ]; then
        stop_figure "a daemon holds the cell's pipes (--timeout 20)" 0 run "$programs/daemon.swift" --timeout 20
    fi
}

if $stops_only; then stops; exit 0; fi
check_edit
if $check_only; then exit 0; fi

floor_sample() {  # a fresh one-line program: compile with default flags, then run
    (cd "$work" && printf 'print("hello %s")\n' "$1" > hello.swift && swiftc -o hello hello.swift && ./hello >/dev/null)
}

echo "==> warming the compiler's module cache, the core library and swiftc"
edit "$RANDOM$RANDOM"
verdict
floor_sample warm-up

floor=()
cold=()
for i in $(seq "$iterations"); do
    start=$(now); floor_sample "$i $RANDOM"; end=$(now)
    floor+=("$(seconds_between "$start" "$end")")
    edit "$i$RANDOM$RANDOM"
    start=$(now); verdict; end=$(now)
    ran_edited_copy || { echo "cli-speed.sh: cold run $i did not run the edited copy" >&2; exit 1; }
    cold+=("$(seconds_between "$start" "$end")")
done
cached=()
for i in $(seq "$iterations"); do
    start=$(now); verdict; end=$(now)
    cached+=("$(seconds_between "$start" "$end")")
done

# The same cached re-run for a lesson of the bundled course, whose folder holds every chapter
# (`run ID` reads only the chapter that defines the lesson when it can).
bundled_lesson="4.1-shortcuts"
bundled_run() { "$rxlearn" run "$bundled_lesson" --lessons Lessons --workspace "$workspace" >/dev/null 2>"$work/verdict.err" \
    || { echo "cli-speed.sh: rxlearn run $bundled_lesson failed:" >&2; cat "$work/verdict.err" >&2; exit 1; }; }
bundled_run
bundled=()
for i in $(seq "$iterations"); do
    start=$(now); bundled_run; end=$(now)
    bundled+=("$(seconds_between "$start" "$end")")
done

cells=$("$rxlearn" lint | tail -1 | sed -E 's/.* ([0-9]+) cells?.*/\1/')
rm -rf "$XDG_CACHE_HOME/rxlearn/cells"
start=$(now); "$rxlearn" verify >/dev/null; end=$(now)
verify_cold=$(seconds_between "$start" "$end")
start=$(now); "$rxlearn" verify >/dev/null; end=$(now)
verify_cached=$(seconds_between "$start" "$end")

floor_median=$(printf '%s\n' "${floor[@]}" | median)
cold_median=$(printf '%s\n' "${cold[@]}" | median)
cached_median=$(printf '%s\n' "${cached[@]}" | median)
bundled_median=$(printf '%s\n' "${bundled[@]}" | median)
per_cell=$(awk -v total="$verify_cold" -v cells="$cells" 'BEGIN { printf "%.3f", total / cells }')
per_cell_cached=$(awk -v total="$verify_cached" -v cells="$cells" 'BEGIN { printf "%.3f", total / cells }')
times_floor() { awk -v value="$1" -v floor="$floor_median" 'BEGIN { printf "%.2f × floor", value / floor }'; }
verdict_of() { awk -v value="$1" -v target="$2" 'BEGIN { print (value <= target) ? "met" : "MISSED" }'; }
floor_times() { awk -v factor="$1" -v floor="$floor_median" 'BEGIN { printf "%.3f", factor * floor }'; }

echo
echo "$configuration build of rxlearn; floor (swiftc of a one-line print, then running it): median $floor_median s over $iterations"
echo "cold   edit → verdict:  median $cold_median s over $iterations, floor $floor_median s, $(times_floor "$cold_median")   (target ≤ 1.3 × floor: $(verdict_of "$cold_median" "$(floor_times 1.3)"))"
echo "cached re-run → verdict: median $cached_median s over $iterations, floor $floor_median s, $(times_floor "$cached_median")   (target ≤ 0.020 s: $(verdict_of "$cached_median" 0.02))"
echo "cached re-run of bundled lesson $bundled_lesson (Lessons/): median $bundled_median s over $iterations, $(times_floor "$bundled_median")"
echo "verify $cells bundled cells, cell cache empty: $verify_cold s, $per_cell s per cell, floor $floor_median s, $(times_floor "$per_cell") per cell   (target ≤ 1.0 × floor: $(verdict_of "$per_cell" "$floor_median"))"
echo "verify $cells bundled cells, cached:           $verify_cached s, $per_cell_cached s per cell, $(times_floor "$per_cell_cached") per cell"
stops
