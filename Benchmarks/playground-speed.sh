#!/usr/bin/env bash
# How fast does the marble playground redraw after a change? Builds with plain `swift build` (the
# README's debug build; Benchmarks/playground-speed/main.swift is a target of the main package so
# that it is built the same way, next to the modules the player links), then runs it:
#   - the first play: the player compiled (or found in the cell cache) and started,
#   - change → redraw: a lane changed → parsed → played by the long-lived player → drawn,
#     median and p95 over 5 operators × N changes. Not run by CI.
#
# Usage: Benchmarks/playground-speed.sh [changes per operator]     (default 12, so 60 changes)
# Env:   XDG_CACHE_HOME as for rxlearn; set it to an empty folder to time a first compile.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> swift build"
swift build >/dev/null
"$(swift build --show-bin-path)/PlaygroundSpeed" "${1:-12}"
