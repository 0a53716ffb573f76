/// Reads the compiler's output in LLVM style (`-diagnostic-style=llvm`), one message per line:
///
///     /scratch/main.swift:12:5: error: cannot find 'x' in scope
///     cell.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
///     <unknown>:0: error: missing required module 'SwiftShims'
///     error: link command failed with exit code 1 (use -v to see invocation)
///     ld.lld: error: undefined symbol: ...
///
/// The echoed source lines and carets under each message are skipped.
enum DiagnosticParser {
    static func parse(_ output: String) -> [CellDiagnostic] {
        output.split(separator: "\n").compactMap { parseLine(String($0)) }
    }

    static func parseLine(_ line: String) -> CellDiagnostic? {
        // Located: "<file>:<line>:<column>: <severity>: <message>". The file part may itself
        // contain colons; the lazy match stops at the first ":<digits>:<digits>: <severity>: ".
        if let match = firstMatch(#"^(.+?):(\d+):(\d+): (error|warning|note|remark): (.*)$"#, in: line),
           let severity = CellDiagnostic.Severity(rawValue: match[3]) {
            return CellDiagnostic(file: match[0], line: Int(match[1]), column: Int(match[2]),
                                  severity: severity, message: withoutGroupTag(match[4]))
        }
        // Line only, which the frontend uses for what has no place in a file:
        // "<unknown>:0: error: missing required module 'SwiftShims'". Line 0 is no line.
        if let match = firstMatch(#"^(\S+?):(\d+): (error|warning|note|remark): (.*)$"#, in: line),
           let severity = CellDiagnostic.Severity(rawValue: match[2]) {
            let number = Int(match[1]).flatMap { $0 > 0 ? $0 : nil }
            return CellDiagnostic(file: match[0], line: number, column: nil, severity: severity, message: withoutGroupTag(match[3]))
        }
        // Unlocated: "error: ..." from the driver, "ld.lld: error: ..." from a tool.
        if let match = firstMatch(#"^(?:([\w.+-]+): )?(error|warning|note|remark): (.*)$"#, in: line),
           let severity = CellDiagnostic.Severity(rawValue: match[1]) {
            return CellDiagnostic(file: match[0], line: nil, column: nil, severity: severity, message: match[2])
        }
        return nil
    }

    /// Swift 6.3 ends some messages with the diagnostic group's name, "… is unused [#no-usage]":
    /// documentation jargon that a learner does not need.
    static func withoutGroupTag(_ message: String) -> String {
        guard message.hasSuffix("]"), let tagStart = message.range(of: " [#", options: .backwards) else { return message }
        return String(message[..<tagStart.lowerBound])
    }

    /// The capture groups of a whole-line match, "" for a group that did not take part.
    private static func firstMatch(_ pattern: String, in line: String) -> [String]? {
        guard let regex = try? Regex(pattern), let match = try? regex.wholeMatch(in: line) else { return nil }
        return (1 ..< match.output.count).map { match.output[$0].substring.map(String.init) ?? "" }
    }
}

/// Replaces absolute paths in a message by their last component, so that no folder of this
/// machine (the scratch folder, the checkout, the home folder) reaches the learner.
enum PathScrubber {
    static func scrub(_ text: String) -> String {
        guard text.contains("/"), let regex = try? Regex(#"(?:/[^\s/:'"`()\[\]]+)+/([^\s/:'"`()\[\]]+)"#) else { return text }
        return text.replacing(regex) { match in
            match.output[1].substring.map(String.init) ?? ""
        }
    }
}
