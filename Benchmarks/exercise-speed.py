#!/usr/bin/env python3
"""How fast does an exercise answer get its verdict? (Not run by CI.)

- check: the learner changes their file, then `rxlearn check 4.1-shout`; median of N runs.
  Each change is new code for the compiler (rxlearn's cell cache misses); the reference
  solution's binary stays cached, as it does for a learner.
- watch: `rxlearn watch 4.1-shout` is running; the file is saved; time until the verdict line
  appears; median of N saves.

Usage: Benchmarks/exercise-speed.py [runs]   (from the package root, after `swift build`)
"""
import os, statistics, subprocess, sys, tempfile, threading, time

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
binary = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True).stdout.strip() + "/rxlearn"
work = tempfile.mkdtemp(prefix="rxlearn-exercise-speed-")
env = dict(os.environ, XDG_STATE_HOME=f"{work}/state", RXLEARN_WORKSPACE=f"{work}/workspace")
exercise = f"{work}/workspace/exercises/4.1-shout.swift"

def answer(marker):
    with open(exercise, "w") as f:
        f.write(f"func solve(words: Observable<String>) -> Observable<String> {{\n    words.map {{ $0.uppercased() }} // {marker}\n}}\n")

subprocess.run([binary, "check", "4.1-shout"], env=env, capture_output=True)  # creates the file, warms caches
check_times = []
for run in range(runs):
    answer(f"check {run} {time.time()}")
    start = time.monotonic()
    subprocess.run([binary, "check", "4.1-shout"], env=env, capture_output=True)
    check_times.append(time.monotonic() - start)

watch = subprocess.Popen([binary, "watch", "4.1-shout"], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
verdicts = []
def read():
    for line in watch.stdout:
        if line.startswith(("✓", "✗")):
            verdicts.append(time.monotonic())
threading.Thread(target=read, daemon=True).start()
while not verdicts:
    time.sleep(0.05)
watch_times = []
for run in range(runs):
    seen = len(verdicts)
    time.sleep(0.3)
    answer(f"watch {run} {time.time()}")
    saved = time.monotonic()
    while len(verdicts) == seen:
        time.sleep(0.01)
    watch_times.append(verdicts[-1] - saved)
watch.stdin.write("q\n"); watch.stdin.flush(); watch.wait(timeout=10)

print(f"check of a changed answer: median {statistics.median(check_times):.3f} s (runs: {', '.join(f'{t:.2f}' for t in check_times)})")
print(f"watch, save to verdict:    median {statistics.median(watch_times):.3f} s (runs: {', '.join(f'{t:.2f}' for t in watch_times)})")
