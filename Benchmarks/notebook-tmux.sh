# Sourced (not run) by the benchmarks that drive the built NotebookHost under tmux —
# notebook-growth.sh, notebook-huge-lines.sh and notebook-speed.sh — once they are in the
# package root: builds NotebookHost, makes a temporary folder and a private tmux server that
# both end with the script, and starts and watches the notebook there.
#
# Gives:
#   $binary                                the built NotebookHost
#   $work                                  a temporary folder, removed at exit (with the socket)
#   nb_tmux ARG…                           tmux on the script's own server
#   start_notebook SESSION COLS ROWS DIR [LESSONS]
#                                          a COLS×ROWS session running NotebookHost on LESSONS
#                                          (default DIR/lessons), its state, workspace, timings
#                                          and start time in DIR; the shell says exited-STATUS after
#   wait_for SESSION PATTERN SECONDS       until PATTERN is on SESSION's screen, else exit 1
#   first_frame_ms DIR                     ms from the launch in DIR to its first frame
# Env: SCRATCH (default .build), CONFIGURATION (release or debug; default release)

scratch="${SCRATCH:-.build}"
configuration="${CONFIGURATION:-release}"
command -v tmux >/dev/null || { echo "tmux is needed (apt-get install tmux)" >&2; exit 1; }

echo "==> swift build -c $configuration --product NotebookHost --scratch-path $scratch"
swift build -c "$configuration" --product NotebookHost --scratch-path "$scratch" >/dev/null
binary="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/NotebookHost"

work="$(mktemp -d)"
# The socket lives in the temporary folder, so that nothing of the server outlives the script.
socket="$work/tmux-socket"
cleanup() { tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

nb_tmux() { tmux -S "$socket" "$@"; }
# One server for every launch: one that left with its last session could be found exiting by
# the next launch ("server exited unexpectedly").
nb_tmux start-server \; set-option -g exit-empty off

start_notebook() {  # start_notebook SESSION COLS ROWS DIR [LESSONS]
    nb_tmux new-session -d -s "$1" -x "$2" -y "$3" \
        -e LANG=C.UTF-8 -e TERM=xterm-256color -e XDG_STATE_HOME="$4/state" \
        -e RXLEARN_NOTEBOOK_TIMINGS="$4/timings" /bin/sh
    sleep 0.3
    # The shell takes the start time immediately before it starts the notebook.
    nb_tmux send-keys -t "$1" -l \
        "date +%s%3N > '$4/start'; '$binary' --lessons '${5:-$4/lessons}' --workspace '$4/ws'; echo exited-\$?"
    nb_tmux send-keys -t "$1" Enter
}

wait_for() {  # wait_for SESSION PATTERN SECONDS
    for _ in $(seq 1 $(( $3 * 20 ))); do nb_tmux capture-pane -p -t "$1" | grep -q "$2" && return 0; sleep 0.05; done
    echo "timed out waiting for $2" >&2; exit 1
}

first_frame_ms() {  # first_frame_ms DIR: once the notebook has written its first frame's time
    for _ in $(seq 1 200); do grep -q first-frame "$1/timings" 2>/dev/null && break; sleep 0.05; done
    echo $(( $(awk '/first-frame/ {print $2}' "$1/timings") - $(cat "$1/start") ))
}
