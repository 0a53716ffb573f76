#!/usr/bin/env bash
# Does text work stay linear in its input? Times the built `rxlearn` on inputs far larger than
# a real class or course (issue 32 item 3), printing seconds per size so that a quadratic step
# shows as a time that quadruples when the size doubles:
#   - report merge: N learner reports (40 exercises each, a third of the learners named
#     `student`, as in a lab of shared accounts), merged as a text table and as CSV;
#   - lint: the bundled lessons with a glossary of N rows (each with three words to avoid).
# Not run by CI; no test times anything.
#
# Usage: Benchmarks/text-scaling.sh
# Env:   SCRATCH (default .build), CONFIGURATION (debug or release; default debug, the build
#        the README's `swift run rxlearn` makes)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH:-.build}"
configuration="${CONFIGURATION:-debug}"
command -v python3 >/dev/null || { echo "python3 is needed to write the inputs" >&2; exit 1; }
echo "==> swift build -c $configuration --product rxlearn --scratch-path $scratch"
swift build -c "$configuration" --product rxlearn --scratch-path "$scratch" >/dev/null
rxlearn="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/rxlearn"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache" RXLEARN_WORKSPACE="$work/workspace"

seconds() {  # runs "$@" with its output thrown away; prints the wall time in seconds
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.2f}')"
}

echo "report merge (seconds)"
printf '%8s %8s %8s\n' reports text csv
for count in 2500 5000 10000; do
    folder="$work/reports-$count"
    python3 - "$folder" "$count" <<'PY'
import json, os, random, sys, uuid
folder, count = sys.argv[1], int(sys.argv[2])
os.makedirs(folder)
random.seed(count)
exercises = [f"{chapter}.{lesson}-exercise-{n}" for chapter in range(4, 9) for lesson in range(1, 5) for n in range(2)]
for index in range(count):
    rows = [{"exercise": e, "passed": random.random() < 0.5, "attempts": random.randint(0, 5)} for e in exercises]
    name = "student" if index % 3 == 0 else f"learner{index}"
    with open(f"{folder}/r{index:05}.json", "w") as f:
        json.dump({"learner": name, "learnerID": str(uuid.UUID(int=random.getrandbits(128))), "rows": rows}, f)
PY
    printf '%8s %8s %8s\n' "$count" "$(seconds "$rxlearn" report merge "$folder"/*.json)" \
        "$(seconds "$rxlearn" report merge --csv "$folder"/*.json)"
done

echo "lint with a large glossary (seconds)"
printf '%8s %8s\n' rows lint
for rows in 0 1000 10000 40000; do
    lessons="$work/lessons-$rows"
    cp -r Lessons "$lessons"
    python3 - "$lessons/zh-Hans/GLOSSARY.md" "$rows" <<'PY'
import sys
path, rows = sys.argv[1], int(sys.argv[2])
with open(path, "a") as f:
    for n in range(rows):
        f.write(f"| term{n} | 术语{n}号 | 词{n}甲, 词{n}乙, 词{n}丙 |\n")
PY
    printf '%8s %8s\n' "$rows" "$(seconds "$rxlearn" lint --lessons "$lessons")"
    rm -rf "$lessons"
done
