import CellProtocol
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// When a cell traps because it closed its standard output or error, or ran out of file
/// descriptors, the Swift runtime's message cannot reach rxlearn (stderr is closed, or
/// Foundation could not open what it needed) and the learner would only see "SIGILL". A handler
/// for the trap signals looks at the descriptors first and, if that is what went wrong, says so
/// on the event channel (a `descriptors` record); rxlearn's `CrashReport` turns it into a sentence.
/// Then the trap happens as before.
///
/// Only async-signal-safe calls (`fcntl`, `open`, `close`, `write`, `signal`) and static strings;
/// the channel's descriptor is read once, at install time, not in the handler.
enum DescriptorCrashNote {
    static func install() {
        eventChannelDescriptor = SideChannel.descriptor
        for number in [SIGILL, SIGTRAP] {
            signal(number, noteDescriptorProblem)
        }
    }
}

/// `SideChannel.descriptor`, copied where the signal handler can read it without running an initializer.
private var eventChannelDescriptor: Int32 = CellProtocol.Descriptor.events

private func noteDescriptorProblem(_ number: Int32) {
    let standardClosed = fcntl(STDOUT_FILENO, F_GETFD) == -1 || fcntl(STDERR_FILENO, F_GETFD) == -1
    var exhausted = false
    let probe = open("/dev/null", O_RDONLY)
    if probe >= 0 {
        close(probe)
    } else if errno == EMFILE || errno == ENFILE {
        exhausted = true
    }
    // The record CrashReport looks for.
    let problem: CellProtocol.DescriptorProblem? = standardClosed ? .closed : exhausted ? .exhausted : nil
    if let note = problem?.record {
        _ = write(eventChannelDescriptor, note.utf8Start, note.utf8CodeUnitCount)
    }
    // Back to the default action: returning re-runs the trapping instruction, which now ends the
    // process with the same signal.
    signal(number, SIG_DFL)
}
