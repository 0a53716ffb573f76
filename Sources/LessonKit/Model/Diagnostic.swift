/// A problem found in a lesson file or in the learner's stored state, worded for the person who
/// can fix it: `4.1-observable.md:12:5: error: what is wrong — what to do`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        /// The thing it is about was left out of the loaded lessons.
        case error
        /// Loaded as written, but probably not what the author meant.
        case warning
        /// More about the diagnostic before it, e.g. where a duplicate was first defined.
        case note
    }

    /// The file as the reader knows it: a lesson file name or a path.
    public var file: String
    /// 1-based line. A problem with a whole lesson file is at line 1, column 1, so that editors
    /// can open it; the learner's stored state uses 0 for a whole file.
    public var line: Int
    /// 1-based column, counted in characters as they are seen (grapheme clusters).
    public var column: Int
    public var severity: Severity
    public var message: String
    /// What to do about it; empty when there is nothing more to say than the message.
    public var fix: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String, fix: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.fix = fix
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    public var description: String {
        let advice = fix.isEmpty ? "" : " — \(fix)"
        return "\(location): \(severity.rawValue): \(message)\(advice)"
    }
}

/// A place in a lesson file; `description` is `file:line:column`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
