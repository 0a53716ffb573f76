import CellProtocol
import Localization
import SystemSupport

/// Why a cell crashed, in the learner's terms.
public struct CrashReport: Sendable, Equatable {
    public enum Cause: Sendable, Equatable {
        /// The Swift runtime's own message ("Fatal error: boom", "Fatal error: Unexpectedly found
        /// nil while unwrapping an Optional value", "Precondition failed: …"), as it printed it.
        case runtimeMessage(String)
        /// The cell runtime noted closed or exhausted file descriptors (the runtime's message
        /// could not be written).
        case descriptors(CellProtocol.DescriptorProblem)
        /// An exercise's input sent a value the answer's `solve` cannot read as its element type.
        case unreadableInput(input: String, value: String, type: String)
        /// Nothing said why: the signal is explained (a stack overflow prints nothing).
        case signalOnly
    }

    public let cause: Cause
    /// The cell line the runtime named, when the failing check is in the learner's code.
    public let line: Int?
    public let signal: Int32
    public let signalName: String

    /// The crash in words, in the language rxlearn speaks now (asked each time, since the
    /// notebook can switch languages after the run).
    public var message: String { explanation.text }

    public var explanation: Phrase {
        switch cause {
        case .runtimeMessage(let message): Phrase(message)
        case .descriptors(.closed): UIText.Crashes.standardOutputClosed
        case .descriptors(.exhausted): UIText.Crashes.descriptorsExhausted
        case .unreadableInput(let input, let value, let type): UIText.Crashes.unreadableInput(input, value: value, type: type)
        case .signalOnly: Self.explanation(of: signal, name: signalName)
        }
    }

    /// Reads the crash of a cell that ended by a signal; nil for any other ending. `events` are the
    /// cell's event-channel lines, where the cell runtime notes a crash it can say more about
    /// (closed or exhausted file descriptors, an exercise input the answer cannot read).
    public static func extract(exit: ProcessExit, stderr: String, events: [String] = []) -> CrashReport? {
        guard case .signaled(let signal, let name) = exit else { return nil }
        if let noted = notedCause(in: events) {
            return CrashReport(cause: noted, line: nil, signal: signal, signalName: name)
        }
        if let (message, line) = runtimeMessage(in: stderr) {
            return CrashReport(cause: .runtimeMessage(message), line: line, signal: signal, signalName: name)
        }
        return CrashReport(cause: .signalOnly, line: nil, signal: signal, signalName: name)
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

    /// The last cause the cell runtime noted on the event channel: a `descriptors` record
    /// (RxCellRuntime's `DescriptorCrashNote`) or an `unreadableInput` one (its exercise harness).
    static func notedCause(in events: [String]) -> Cause? {
        for line in events.reversed() {
            switch CellProtocol.Record(line: line) {
            case .descriptors(let problem): return .descriptors(problem)
            case .unreadableInput(let input, let value, let type): return .unreadableInput(input: input, value: value, type: type)
            default: continue
            }
        }
        return nil
    }

    private static func explanation(of signal: Int32, name: String) -> Phrase {
        switch signal {
        case SIGSEGV, SIGBUS: UIText.Crashes.memoryFault(name)
        case SIGILL, SIGTRAP: UIText.Crashes.runtimeCheck(name)
        case SIGABRT: UIText.Crashes.aborted(name)
        case SIGFPE: UIText.Crashes.arithmetic(name)
        case SIGKILL: UIText.Crashes.killed(name)
        default: UIText.Crashes.otherSignal(signal, name)
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
