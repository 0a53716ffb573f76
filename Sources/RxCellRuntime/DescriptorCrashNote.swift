#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// When a cell traps because it closed its standard output or error, or ran out of file
/// descriptors, the Swift runtime's message cannot reach rxlearn (stderr is closed, or
/// Foundation could not open what it needed) and the learner would only see "SIGILL". A handler
/// for the trap signals looks at the descriptors first and, if that is what went wrong, says so
/// on the event channel (fd 3); rxlearn's `CrashReport` turns it into a sentence. Then the trap
/// happens as before.
///
/// Only async-signal-safe calls (`fcntl`, `open`, `close`, `write`, `signal`) and static strings.
enum DescriptorCrashNote {
    static func install() {
        for number in [SIGILL, SIGTRAP] {
            signal(number, noteDescriptorProblem)
        }
    }
}

private func noteDescriptorProblem(_ number: Int32) {
    let standardClosed = fcntl(STDOUT_FILENO, F_GETFD) == -1 || fcntl(STDERR_FILENO, F_GETFD) == -1
    var exhausted = false
    let probe = open("/dev/null", O_RDONLY)
    if probe >= 0 {
        close(probe)
    } else if errno == EMFILE || errno == ENFILE {
        exhausted = true
    }
    // The line CrashReport looks for; fd 3 is the event channel.
    let note: StaticString? = standardClosed ? "{\"kind\":\"descriptors\",\"problem\":\"closed\"}\n"
        : exhausted ? "{\"kind\":\"descriptors\",\"problem\":\"exhausted\"}\n" : nil
    if let note {
        _ = write(3, note.utf8Start, note.utf8CodeUnitCount)
    }
    // Back to the default action: returning re-runs the trapping instruction, which now ends the
    // process with the same signal.
    signal(number, SIG_DFL)
}
