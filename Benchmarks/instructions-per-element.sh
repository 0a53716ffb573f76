#!/bin/bash
# Instructions per element of the RxCore side of one benchmark case, counted by callgrind:
# the difference between runs of N and 2N elements, divided by N, so set-up cost cancels out.
# Instruction counts are repeatable where wall time on a shared machine is not.
# Usage: Benchmarks/instructions-per-element.sh CASE [SCALE]   (CASE is a, b, c, d, e or f)
set -euo pipefail
cd "$(dirname "$0")"
case_name="$1"
scale="${2:-100}"
binary=.build/release/rx-benchmarks
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$case_name" --rx-once 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
elements_at() {
    if [ "$case_name" = e ] || [ "$case_name" = f ]; then
        local divisor=$(( $1 / 100 )); [ "$divisor" -lt 1 ] && divisor=1
        echo $(( 10000 / divisor ))
    else
        echo $(( 1000000 / $1 ))
    fi
}
small=$(count "$scale")
large=$(count "$((scale / 2))")
difference=$(( $(elements_at "$((scale / 2))") - $(elements_at "$scale") ))
echo "$case_name: $(( (large - small) / difference )) instructions per element"
