import Foundation

/// What compiling a cell gave: a program to run, or messages for the learner.
public enum CompileOutcome: Sendable {
    case success(CompiledCell)
    case failure(CompileFailure)
}

public struct CompiledCell: Sendable {
    public let executable: URL
    /// Warnings (and their notes) in the learner's code.
    public let warnings: [CellDiagnostic]
    /// True when the binary came from the cache and the compiler did not run.
    public let wasCached: Bool
}

public struct CompileFailure: Sendable {
    /// What to show the learner: the messages located in `cell.swift`, or, when the error lies
    /// elsewhere (the header, the link), one general message that says so.
    public let diagnostics: [CellDiagnostic]
    /// Every message the compiler gave, paths scrubbed: for logs and lesson authors.
    public let allDiagnostics: [CellDiagnostic]
    public let wasCached: Bool
}

/// What the cache remembers of one compile, next to the binary.
struct CompileRecord: Codable {
    let succeeded: Bool
    let diagnostics: [CellDiagnostic]
    /// The last lines the failed step printed, paths scrubbed, when it gave no diagnostic: what
    /// the learner is shown instead of nothing. Never stored (such a failure is not remembered).
    var outputTail: String? = nil

    /// A success, or a failure the source explains (an error with a line). A failure without one —
    /// a link error, a full disk — may not happen next time, so it is not remembered.
    var isWorthRemembering: Bool {
        succeeded || diagnostics.contains { $0.severity == .error && $0.line != nil }
    }

    /// A failure that neither the source nor a tool explains, or that Clang blames on its module
    /// cache: what the cache remembers of the compiler may be stale (see
    /// `CellCompiler.forgetWhatTheCompilerLearned`). A link error that names its symbol is the
    /// cell's.
    var mayBeTheCachesFault: Bool {
        guard !isWorthRemembering else { return false }
        let errors = diagnostics.filter { $0.severity == .error }
        let explained = errors.contains { !$0.message.contains("command failed with exit code") }
        return !explained || diagnostics.contains { diagnostic in
            Self.moduleCacheComplaints.contains { diagnostic.message.contains($0) }
        }
    }

    /// What Clang and the frontend say of a module cache built elsewhere or by another compiler.
    private static let moduleCacheComplaints = ["module cache path", ".pcm", "missing required module", "AST file"]
}

/// Chooses which compiler messages a learner sees.
enum LearnerDiagnostics {
    static func select(from all: [CellDiagnostic], succeeded: Bool, outputTail: String? = nil) -> [CellDiagnostic] {
        let inCell = all.filter { $0.file == MainFileAssembler.cellFileName }
        if succeeded || inCell.contains(where: { $0.severity == .error }) {
            return inCell
        }
        // A failed link ends with "link command failed …": the line before it says why.
        let errors = all.filter { $0.severity == .error }
        let cause = errors.first { !$0.message.contains("command failed with exit code") } ?? errors.first
        return inCell + [CellDiagnostic(file: MainFileAssembler.cellFileName, line: nil, column: nil,
                                        severity: .error, message: explanation(of: cause, outputTail: outputTail))]
    }

    private static func explanation(of cause: CellDiagnostic?, outputTail: String?) -> String {
        guard let cause else {
            let printed = outputTail.map { "its last output was “\($0)”" } ?? "it printed nothing"
            return "The cell could not be built and the compiler named no cause (\(printed)): "
                + "run `rxlearn doctor`, which checks the compiler and shows rxlearn's cache folder, and remove that folder if cells keep failing."
        }
        switch cause.file {
        case MainFileAssembler.headerFileName:
            return "The lesson's header above your code does not compile (line \(cause.line ?? 0)): \(cause.message)"
        case "main.swift":
            return "\(cause.message) — reported after the end of your code: check for an unclosed `{`, `(` or string literal."
        case "<unknown>":
            return "The cell could not be built: \(cause.message)"
        default:
            if cause.line == nil {
                return "The cell compiled but could not be linked: \(cause.message)"
            }
            return "The cell could not be built: \(cause.message)"
        }
    }
}
