import SystemSupport

/// One pipe from a child to the runner. Both ends are close-on-exec, so a child only inherits the
/// write end through the explicit `dup2` in its spawn actions. (Linux's `pipe2(O_CLOEXEC)` does not
/// reach Swift, so the flag is set right after `pipe()`; `ProcessSpawner` holds a lock across pipe
/// creation and spawn so that our own concurrent spawns cannot inherit a pipe in that gap.)
struct ChildPipe {
    let readEnd: Int32
    let writeEnd: Int32

    static func make() throws -> ChildPipe {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw CellRunnerError.pipeFailed(errorNumber: errno) }
        // An end is dup2'ed onto fd 1, 2, 3 or 4 in the child. If it already had one of those
        // numbers, dup2 would do nothing and leave close-on-exec set, closing it at exec. Move low
        // descriptors out of the way (F_DUPFD_CLOEXEC sets the flag on the copy).
        let readEnd = try closeOnExec(ends[0])
        let writeEnd = try closeOnExec(ends[1])
        return ChildPipe(readEnd: readEnd, writeEnd: writeEnd)
    }

    func closeWriteEnd() { close(writeEnd) }
    func closeReadEnd() { close(readEnd) }

    private static func closeOnExec(_ descriptor: Int32) throws -> Int32 {
        if descriptor > Lifeline.childDescriptor {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
        guard moved >= 0 else { throw CellRunnerError.pipeFailed(errorNumber: errno) }
        close(descriptor)
        return moved
    }
}
