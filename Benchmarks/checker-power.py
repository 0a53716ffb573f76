#!/usr/bin/env python3
"""How many plausible wrong answers does `rxlearn check` catch, and how many right ones does it
reject? (Not run by CI; the answers are fixtures under Benchmarks/CheckerPower/answers.)

Each file is named after an exercise and holds several whole answer files, each after a marker
line `// ==== right…` or `// ==== wrong…` with what it does. Every answer is written to a scratch
workspace and checked with `rxlearn check`; a wrong answer that passes and a right answer that
fails are listed, then the totals.

Usage: Benchmarks/checker-power.py [--shim] [ID…]   (from the package root, after `swift build`)
  --shim   defines `recordSideEffect(_:)` as a no-op in every answer, for an rxlearn built before
           counted side effects existed (to measure the checker as it was)
Env:   RXLEARN=path  the rxlearn to time (default: the debug build's)
"""
import glob, os, re, subprocess, sys, tempfile

args = sys.argv[1:]
shim = "--shim" in args
wanted = [a for a in args if not a.startswith("--")]
binary = os.environ.get("RXLEARN") or subprocess.run(
    ["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True).stdout.strip() + "/rxlearn"
work = tempfile.mkdtemp(prefix="rxlearn-checker-power-")
env = dict(os.environ, XDG_STATE_HOME=f"{work}/state")
workspace = f"{work}/workspace"
folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "CheckerPower", "answers")

def answers(path):
    parts = re.split(r"^// ==== (.*)$", open(path).read(), flags=re.M)
    return [(parts[i].strip(), parts[i + 1].strip() + "\n") for i in range(1, len(parts), 2)]

totals = {"right": [0, 0], "wrong": [0, 0]}  # [checked, judged correctly]
by_class = {}
for path in sorted(glob.glob(os.path.join(folder, "*.swift"))):
    exercise = os.path.basename(path)[:-len(".swift")]
    if wanted and exercise not in wanted:
        continue
    for label, code in answers(path):
        kind = "right" if label.startswith("right") else "wrong"
        if shim:
            code = "func recordSideEffect(_ name: String) {}\n" + code
        os.makedirs(f"{workspace}/exercises", exist_ok=True)
        with open(f"{workspace}/exercises/{exercise}.swift", "w") as f:
            f.write(code)
        run = subprocess.run([binary, "check", exercise, "--workspace", workspace], env=env, capture_output=True, text=True)
        passed = run.returncode == 0
        good = passed == (kind == "right")
        totals[kind][0] += 1
        totals[kind][1] += good
        klass = label.split(":")[0]
        by_class.setdefault(klass, [0, 0])
        by_class[klass][0] += 1
        by_class[klass][1] += good
        if not good:
            verdict = (run.stdout.strip() or run.stderr.strip().splitlines()[-1] if run.stderr.strip() else "")[:300]
            print(f"{'REJECTED' if kind == 'right' else 'MISSED  '} {exercise}: {label}\n          {verdict}")

print()
for klass, (checked, good) in sorted(by_class.items()):
    print(f"{klass:22} {good}/{checked}")
print(f"wrong answers caught:   {totals['wrong'][1]} of {totals['wrong'][0]}")
print(f"right answers accepted: {totals['right'][1]} of {totals['right'][0]}")
