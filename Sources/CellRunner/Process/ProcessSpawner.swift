import CellProtocol
import Foundation
import SystemSupport

/// Starts a child with `posix_spawn`: in a session and process group of its own, stdin from
/// /dev/null unless the caller gives one (a `readLine()` gets EOF instead of waiting for a terminal), stdout, stderr and fd 3 on
/// the given pipes, the read end of the `Lifeline` on fd 4, default signal handling and an empty
/// signal mask whatever the runner itself has set up. The child is listed in `RunningChildren`
/// (and `RunRecords`) before the spawn lock is released, so a signal to rxlearn cannot miss it.
///
/// Why a new session (`POSIX_SPAWN_SETSID`) rather than only a new group (`POSIX_SPAWN_SETPGROUP`):
/// - it makes the child the leader of a new process group too (pgid = pid), so one `kill(-pid)`
///   still reaches everything it started;
/// - it has no controlling terminal, so a cell cannot read from or draw on the notebook's terminal
///   through /dev/tty;
/// - a grandchild that Foundation's `Process` puts in a group of its own stays in the session,
///   where `DescendantSweeper` can find it.
/// (Both flags together would fail: a session leader may not change its process group.)
enum ProcessSpawner {
    /// The file descriptor on which the child finds the event channel.
    static let eventChannelDescriptor = CellProtocol.Descriptor.events

    /// A started child: its pid (also its process group id) and the read ends of its pipes.
    struct StartedChild {
        let child: RunningChild
        var pid: pid_t { child.pid }
        let stdout: Int32
        let stderr: Int32
        let events: Int32
    }

    /// Serialises pipe creation and spawning within this process; see `ChildPipe`.
    private static let lock = Lock()

    /// `standardInput`: a descriptor to put on the child's fd 0 instead of /dev/null (a long-lived
    /// child that reads requests, `ServingChild`); the caller closes its copy after the start.
    /// `cellGeneration`: see `RunningChild.cellGeneration`.
    static func start(executable: String, arguments: [String], environment: [String: String],
                      standardInput: Int32? = nil, cellGeneration: Int = 0) throws -> StartedChild {
        lock.lock()
        defer { lock.unlock() }
        _ = ChildSubreaper.enabled
        let mark = RunningChild.newMark()
        var environment = environment
        environment[RunningChild.markVariable] = mark
        let lifeline = Lifeline.readEnd
        if lifeline != nil {
            environment[Lifeline.environmentVariable] = String(Lifeline.childDescriptor)
        } else {
            environment[Lifeline.environmentVariable] = nil
        }
        var created: [ChildPipe] = []
        do {
            for _ in 0 ..< 3 { created.append(try ChildPipe.make()) }
            // Blocks for good if rxlearn is exiting (`RunningChildren.stopAll(beforeExit:)`).
            let child = try RunningChildren.spawning {
                let pid = try spawn(executable: executable, arguments: arguments, environment: environment,
                                    stdin: standardInput, stdout: created[0], stderr: created[1], events: created[2],
                                    lifeline: lifeline)
                return RunningChild(pid: pid, mark: mark, startTime: ProcessTable.entry(pid)?.startTime, cellGeneration: cellGeneration)
            }
            // The child has its copies; ours must go, or we would never see EOF.
            created.forEach { $0.closeWriteEnd() }
            RunRecords.add(child)
            return StartedChild(child: child, stdout: created[0].readEnd, stderr: created[1].readEnd, events: created[2].readEnd)
        } catch {
            created.forEach {
                $0.closeWriteEnd()
                $0.closeReadEnd()
            }
            throw error
        }
    }

    private static func spawn(
        executable: String,
        arguments: [String],
        environment: [String: String],
        stdin: Int32?,
        stdout: ChildPipe,
        stderr: ChildPipe,
        events: ChildPipe,
        lifeline: Int32?
    ) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        if let stdin {
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stdout.writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.writeEnd, 2)
        posix_spawn_file_actions_adddup2(&actions, events.writeEnd, eventChannelDescriptor)
        if let lifeline {
            posix_spawn_file_actions_adddup2(&actions, lifeline, Lifeline.childDescriptor)
        }
        #if os(Linux)
        // Like POSIX_SPAWN_CLOEXEC_DEFAULT below: nothing else rxlearn inherited without
        // close-on-exec (a socket from whoever started it) reaches the child, where a daemon
        // could hold it open.
        if let closeFrom = closeFromAction {
            _ = closeFrom(&actions, Lifeline.childDescriptor + 1)
        }
        #endif

        var flags = newSessionFlag | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        // Close every descriptor not named in the file actions.
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)

        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
        defer {
            argv.free()
            envp.free()
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
        guard result == 0 else {
            throw CellRunnerError.spawnFailed(executable: executable, errorNumber: result)
        }
        return pid
    }
}

/// `POSIX_SPAWN_SETSID`. glibc (2.26+) and musl only declare it for `_GNU_SOURCE`, which Swift's
/// Glibc module does not define; the value is part of their ABI.
private var newSessionFlag: Int32 {
    #if canImport(Darwin)
    return Int32(POSIX_SPAWN_SETSID)
    #else
    return 0x80
    #endif
}

#if os(Linux)
/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34+), looked up by name: Swift's Glibc
/// module does not declare it, and older C libraries lack it (then nothing extra is closed).
private let closeFromAction: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let handle = dlopen(nil, RTLD_NOW),
          let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
}()
#endif

/// A NULL-terminated array of C strings for argv and envp, freed explicitly.
private struct CStringArray {
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    func free() {
        for pointer in pointers {
            #if canImport(Darwin)
            Darwin.free(pointer)
            #elseif canImport(Glibc)
            Glibc.free(pointer)
            #else
            Musl.free(pointer)
            #endif
        }
    }
}
