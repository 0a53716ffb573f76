#if os(Linux)
import Glibc

/// The mounts that shut a confined cell away from the learner's files, made by the keeper in the
/// cell's own mount namespace (they vanish with it; nothing is mounted outside):
///
/// - `/` becomes a private mount, so nothing mounted here propagates back out;
/// - each private folder (the home folder, the temporary folders) gets an empty tmpfs of its own,
///   writable by the learner's user, of `privateFolderBytes` at most;
/// - each hidden folder (/dev/pts: the terminals) gets an empty read-only tmpfs;
/// - each exposed folder that one of those covers is bound back read-only (the cell's binary and
///   the core library in rxlearn's cache, the Swift runtime), from a descriptor opened before
///   anything covered it;
/// - /proc is mounted afresh for the new PID namespace: it lists the cell's processes only, so no
///   `/proc/<pid>/fd/1` leads to rxlearn's terminal.
struct PrivateMounts {
    /// Enough for what a cell writes to a temporary file; small enough that a runaway cell cannot
    /// fill the machine's memory through them.
    static let privateFolderBytes = 128 << 20

    private struct Exposed {
        let path: String
        let descriptor: Int32
        /// The flags of the mount the folder is on: a bind mount in a user namespace may add
        /// flags but must keep these.
        let lockedFlags: UInt
    }

    private let privateFolders: [String]
    private let hiddenFolders: [String]
    private let exposed: [Exposed]

    /// Reads what to mount and opens the exposed folders that a private or hidden folder will cover.
    init(request: LaunchRequest) {
        // Outermost first; a folder inside one already covered needs nothing of its own.
        var covered: [String] = []
        var privateFolders: [String] = []
        var hiddenFolders: [String] = []
        let requested = request.privateFolders.map { ($0, true) } + request.hiddenFolders.map { ($0, false) }
        for (folder, isPrivate) in requested.sorted(by: { $0.0.count < $1.0.count }) {
            let path = Self.normalized(folder)
            guard path != "/", Self.isDirectory(path), !covered.contains(where: { Self.path(path, isInside: $0) }) else { continue }
            covered.append(path)
            if isPrivate { privateFolders.append(path) } else { hiddenFolders.append(path) }
        }
        self.privateFolders = privateFolders
        self.hiddenFolders = hiddenFolders
        exposed = request.exposedFolders.map(Self.normalized).compactMap { path in
            guard covered.contains(where: { Self.path(path, isInside: $0) }) else { return nil }
            let descriptor = open(path, LinuxCalls.pathOnly | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil } // gone or not a folder: nothing to show
            var info = statvfs()
            let flags: UInt = fstatvfs(descriptor, &info) == 0 ? UInt(info.f_flag) : 0
            let locked = flags & (LinuxCalls.statNoSUID | LinuxCalls.statNoDevices | LinuxCalls.statNoExec
                | LinuxCalls.statNoAccessTime | LinuxCalls.statNoDirectoryAccessTime | LinuxCalls.statRelativeAccessTime)
            return Exposed(path: path, descriptor: descriptor, lockedFlags: locked)
        }
    }

    /// Makes the mounts; any failure ends the keeper with `LaunchFailure`.
    func apply() {
        guard mount(nil, "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0 else {
            LaunchFailure.stop("cannot make / private", errorNumber: errno)
        }
        let owner = "uid=\(getuid()),gid=\(getgid())"
        for folder in privateFolders {
            mountEmpty(at: folder, flags: UInt(MS_NOSUID | MS_NODEV), options: "size=\(Self.privateFolderBytes),mode=0700,\(owner)")
        }
        for folder in hiddenFolders {
            mountEmpty(at: folder, flags: UInt(MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC), options: "size=4096,mode=0555")
        }
        for folder in exposed {
            bindReadOnly(folder)
        }
        guard mount("proc", "/proc", "proc", UInt(MS_NOSUID | MS_NODEV | MS_NOEXEC), nil) == 0 else {
            LaunchFailure.stop("cannot mount a /proc of the cell's own", errorNumber: errno)
        }
        closeAll()
    }

    func closeAll() {
        exposed.forEach { close($0.descriptor) }
    }

    private func mountEmpty(at folder: String, flags: UInt, options: String) {
        guard mount("tmpfs", folder, "tmpfs", flags, options) == 0 else {
            LaunchFailure.stop("cannot cover \(folder)", errorNumber: errno)
        }
    }

    private func bindReadOnly(_ folder: Exposed) {
        makeFolders(folder.path)
        guard mount("/proc/self/fd/\(folder.descriptor)", folder.path, nil, UInt(MS_BIND | MS_REC), nil) == 0 else {
            LaunchFailure.stop("cannot show \(folder.path)", errorNumber: errno)
        }
        var flags = UInt(MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
        if folder.lockedFlags & LinuxCalls.statNoExec != 0 { flags |= UInt(MS_NOEXEC) }
        if folder.lockedFlags & LinuxCalls.statNoAccessTime != 0 { flags |= UInt(MS_NOATIME) }
        if folder.lockedFlags & LinuxCalls.statNoDirectoryAccessTime != 0 { flags |= UInt(MS_NODIRATIME) }
        if folder.lockedFlags & LinuxCalls.statRelativeAccessTime != 0 { flags |= UInt(MS_RELATIME) }
        guard mount(nil, folder.path, nil, flags, nil) == 0 else {
            LaunchFailure.stop("cannot make \(folder.path) read-only", errorNumber: errno)
        }
    }

    /// `mkdir -p` on the empty tmpfs, so the bind mount has a folder to go on.
    private func makeFolders(_ path: String) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                LaunchFailure.stop("cannot make \(prefix)", errorNumber: errno)
            }
        }
    }

    /// The real path (links resolved, so that "inside" compares like with like), or the path as
    /// given when it does not exist.
    private static func normalized(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return "/" + path.split(separator: "/").joined(separator: "/") }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
#endif
