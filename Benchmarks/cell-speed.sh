#!/usr/bin/env bash
# How fast does a learner get a verdict? Builds Benchmarks/CellSpeed together with
# Sources/CellRunner into one program (outside the package build), then measures against the
# core in the build folder:
#   - linking the core library (once per core build) and the first compile,
#   - cold:   edit → compile → run → verdict, median (compiler module cache warm, cell cache empty),
#   - cached: re-run of an unchanged cell → verdict, median.
#   - stops:  how long a run that must be stopped takes to come back (a time limit, SIGTERM
#             ignored, an output cap, a grandchild holding stdout, a cancellation, a player that
#             never answers, compiled cells that loop, sleep or print 100 MB): the figures the
#             tests check only by outcome (Benchmarks/CellSpeed/Stops.swift).
#
# Usage: Benchmarks/cell-speed.sh [iterations]     (default 10; the stops take at most 5)
#        Benchmarks/cell-speed.sh --stops [repeats]  (the stops only; default 3)
# Env:   SCRATCH=.build-runner (the scratch path of `swift build`; default .build)
#        RXLEARN_CORE_BUILD_DIR overrides the build folder entirely.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH:-.build}"
echo "==> swift build --scratch-path $scratch (the core must be built)"
swift build --scratch-path "$scratch" >/dev/null
build_dir="$(swift build --scratch-path "$scratch" --show-bin-path)"

bench="$scratch/cell-speed"
echo "==> compiling the benchmark into $bench"
# CellRunner's own dependencies come from the package build: their modules and objects.
dependencies="CellProtocol SystemSupport"
dependency_objects=()
for module in $dependencies; do
    while IFS= read -r object; do dependency_objects+=("$object"); done \
        < <(find "$build_dir/$module.build" -name '*.o' ! -name '*.swiftmodule.o')
done
swiftc -O -swift-version 6 -module-name CellSpeed -I "$build_dir/Modules" \
    $(find Sources/CellRunner -name '*.swift') Benchmarks/CellSpeed/*.swift "${dependency_objects[@]}" -o "$bench"

RXLEARN_CORE_BUILD_DIR="${RXLEARN_CORE_BUILD_DIR:-$build_dir}" "$bench" "$@"
