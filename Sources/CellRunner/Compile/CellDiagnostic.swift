/// One compiler message, located in the learner's terms.
public struct CellDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note, remark
    }

    /// `cell.swift` for the learner's code. Other names (`header.swift`, `main.swift`) appear only
    /// among `CompileFailure.allDiagnostics`.
    public let file: String
    /// 1-based; nil for a message about the whole build (a link error).
    public let line: Int?
    public let column: Int?
    public let severity: Severity
    public let message: String

    public init(file: String, line: Int?, column: Int?, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): return "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        case let (line?, nil): return "\(file):\(line): \(severity.rawValue): \(message)"
        default: return "\(severity.rawValue): \(message)"
        }
    }
}
