import CellProtocol
import SystemSupport

/// Why a cell crashed, in the learner's terms.
public struct CrashReport: Sendable, Equatable {
    /// The Swift runtime's own message ("Fatal error: boom", "Fatal error: Unexpectedly found nil
    /// while unwrapping an Optional value", "Precondition failed: …"), or an explanation of the
    /// signal when the runtime printed none (a stack overflow prints nothing).
    public let message: String
    /// The cell line the runtime named, when the failing check is in the learner's code.
    public let line: Int?
    public let signal: Int32
    public let signalName: String

    /// Reads the crash of a cell that ended by a signal; nil for any other ending. `events` are the
    /// cell's event-channel lines, where the cell runtime notes a crash caused by closed or
    /// exhausted file descriptors.
    public static func extract(exit: ProcessExit, stderr: String, events: [String] = []) -> CrashReport? {
        guard case .signaled(let signal, let name) = exit else { return nil }
        if let problem = descriptorProblem(in: events) {
            return CrashReport(message: problem, line: nil, signal: signal, signalName: name)
        }
        if let (message, line) = runtimeMessage(in: stderr) {
            return CrashReport(message: message, line: line, signal: signal, signalName: name)
        }
        return CrashReport(message: explanation(of: signal, name: name), line: nil, signal: signal, signalName: name)
    }

    /// The last line of the form `[<file>:<line>: ]<Kind>: <text>` that the runtime prints before
    /// trapping. `<file>` is a `#fileID` such as `Cell/cell.swift` (ours), `Swift/Array.swift` or
    /// `RxCore/Sink.swift`; only the first gives a cell line.
    static func runtimeMessage(in stderr: String) -> (String, Int?)? {
        let pattern = #"^(?:(\S+):(\d+): )?((?:Fatal error|Precondition failed|Assertion failed)(?:: .*)?)$"#
        guard let regex = try? Regex(pattern) else { return nil }
        for line in stderr.split(separator: "\n").reversed() {
            guard let match = try? regex.wholeMatch(in: line) else { continue }
            let file = match.output[1].substring.map(String.init)
            let lineNumber = match.output[2].substring.flatMap { Int($0) }
            let message = match.output[3].substring.map(String.init) ?? ""
            let inCell = file.map { $0 == MainFileAssembler.cellFileName || $0.hasSuffix("/" + MainFileAssembler.cellFileName) } ?? false
            return (message, inCell ? lineNumber : nil)
        }
        return nil
    }

    /// The sentence for the runtime's `descriptors` record (RxCellRuntime's `DescriptorCrashNote`
    /// writes `CellProtocol.DescriptorProblem.record`), if the cell left one.
    static func descriptorProblem(in events: [String]) -> String? {
        for line in events.reversed() {
            guard case .descriptors(let problem) = CellProtocol.Record(line: line) else { continue }
            switch problem {
            case .closed:
                return "The cell closed its standard output or standard error and then could not write to it: "
                    + "leave descriptors 0, 1 and 2 open."
            case .exhausted:
                return "The cell ran out of file descriptors (it opened files, pipes or sockets without closing them): "
                    + "close each one when you are done with it."
            }
        }
        return nil
    }

    private static func explanation(of signal: Int32, name: String) -> String {
        switch signal {
        case SIGSEGV, SIGBUS:
            return "Segmentation fault (\(name)): the cell touched memory it may not — most often a stack overflow from endless recursion."
        case SIGILL, SIGTRAP:
            return "The cell stopped on a runtime check (\(name)), for example an arithmetic overflow or an impossible conversion."
        case SIGABRT:
            return "The cell aborted (\(name))."
        case SIGFPE:
            return "Arithmetic error (\(name)), for example a division by zero."
        case SIGKILL:
            return "The cell was killed (\(name)), perhaps because the machine ran out of memory."
        default:
            return "The cell was stopped by signal \(signal) (\(name))."
        }
    }
}

/// The runtime's "Current stack trace:" block lists addresses and library names: noise for a
/// learner, so the notebook can show stderr without it.
public enum StackTraceFilter {
    public static func removingStackTraces(from stderr: String) -> String {
        var kept: [Substring] = []
        var inTrace = false
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Current stack trace:" {
                inTrace = true
                continue
            }
            // Trace lines: "<index> <image> 0x<address> <symbol> + <offset>".
            if inTrace, line.first?.isNumber == true, line.contains(" 0x") {
                continue
            }
            inTrace = false
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
