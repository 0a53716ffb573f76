#!/bin/bash
# Instructions per unit (element, pair, subscription…) of the RxCore side of one benchmark case,
# counted by callgrind: the difference between runs at two counts, divided by the difference of
# the counts, so set-up cost cancels out. Instruction counts are repeatable where wall time on a
# shared machine is not.
# Usage: Benchmarks/instructions-per-element.sh CASE [DIVISOR]
#   CASE: text in the case's name (`rx-benchmarks --filter`), e.g. zip, "share(replay", flatMap
#   DIVISOR: the larger run uses the case's count divided by DIVISOR (default 20), the smaller
#            one half of that. Needs a release build: swift build -c release --package-path Benchmarks
set -euo pipefail
cd "$(dirname "$0")"
case_name="${1:?usage: instructions-per-element.sh CASE [DIVISOR], CASE being text in the name of a case, e.g. zip}"
divisor="${2:-20}"
binary=.build/release/rx-benchmarks
"$binary" --filter "$case_name" --rx-once --divide-by 1000 >/dev/null  # an unknown case stops here
# Prints "<instructions> <count>" for one run of the case at a divisor.
measure() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --filter "$case_name" --divide-by "$1" --rx-once 2>&1 \
        | awk '/Collected :/ { instructions = $NF } /^count: / { count = $2 } END { print instructions, count }'
}
read -r small small_count <<<"$(measure "$((divisor * 2))")"
read -r large large_count <<<"$(measure "$divisor")"
echo "$case_name: $(( (large - small) / (large_count - small_count) )) instructions per unit"
