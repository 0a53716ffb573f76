// rxlearn-cell-launcher: the program rxlearn starts for every cell, which starts the cell.
//
// A cell is someone's Swift code — the learner's, or a lesson pack's — and rxlearn runs it as a
// child process. `posix_spawn` can give a child descriptors, a session and a signal mask, but not
// a resource limit or namespaces of its own; this small program does those in between, and then
// becomes the cell (`execve`), so nothing but the cell runs in it:
//
// - `--memory-limit BYTES` caps the cell's address space (`RLIMIT_AS`), inherited by everything
//   it starts. A cell that goes past it fails to allocate and crashes; CellRunner words that.
// - `--confine` (Linux) runs the cell in user, mount, PID, network and IPC namespaces of its own:
//   empty private folders over the home folder and the temporary folders, no terminal devices,
//   a /proc that shows only the cell's processes, no network (`Confinement.swift`). On macOS
//   it runs the cell under `sandbox-exec` with a profile to the same effect (`Sandbox.swift`).
//
// It imports nothing but the C library and the cell protocol, so it starts in a few
// milliseconds; it is built next to `rxlearn`, where CellRunner's `CellLauncher` finds it.
import CellProtocol

let request = LaunchRequest.parse(Array(CommandLine.arguments.dropFirst()))
AddressSpaceLimit.apply(request.memoryLimitBytes)
if request.confine {
    #if os(Linux)
    Confinement.run(request)
    #elseif os(macOS)
    Sandbox.exec(request)
    #else
    LaunchFailure.stop("confinement is not available on this system")
    #endif
}
CellStart.exec(request)
