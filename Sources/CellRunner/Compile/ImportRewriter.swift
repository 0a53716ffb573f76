/// Rewrites the RxSwift family's imports to our modules, so that a plain RxSwift program compiles
/// unchanged: `import RxSwift` becomes `import RxCore`, `@testable import RxTest` becomes
/// `@testable import RxCoreTest`, `import class RxSwift.Observable` becomes
/// `import class RxCore.Observable`. Only the module name changes: every line stays on its line,
/// so diagnostics keep pointing at what the learner wrote.
public enum ImportRewriter {
    public static let replacements: [String: String] = [
        "RxSwift": "RxCore",
        "RxCocoa": "RxCore",
        "RxRelay": "RxCore",
        "RxTest": "RxCoreTest",
        "RxBlocking": "RxCoreTest",
    ]

    public static func rewrite(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { rewriteLine(String($0)) }
            .joined(separator: "\n")
    }

    /// One line: optional attributes, `import`, an optional declaration kind, then the module name.
    static func rewriteLine(_ line: String) -> String {
        guard line.contains("import") else { return line } // most lines; skips building the regex
        // Attributes (@testable, @_exported, @preconcurrency), then `import`, then an optional kind.
        let pattern = #"^(\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?)(\w+)(.*)$"#
        guard let regex = try? Regex(pattern),
              let match = try? regex.wholeMatch(in: line),
              let head = match.output[1].substring,
              let module = match.output[2].substring,
              let tail = match.output[3].substring,
              let replacement = replacements[String(module)],
              tail.isEmpty || tail.first == "." || tail.first == ";" || tail.first == " " || tail.first == "\t" || tail.first == "\r"
        else { return line }
        return head + replacement + tail
    }
}
