/// Collects the diagnostics for one file while it is parsed.
struct DiagnosticLog {
    let file: String
    private(set) var entries: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func error(line: Int, column: Int, _ message: String, fix: String) {
        entries.append(Diagnostic(file: file, line: line, column: column, severity: .error, message: message, fix: fix))
    }

    mutating func warning(line: Int, column: Int, _ message: String, fix: String) {
        entries.append(Diagnostic(file: file, line: line, column: column, severity: .warning, message: message, fix: fix))
    }

    var errorCount: Int { entries.filter { $0.severity == .error }.count }
}
