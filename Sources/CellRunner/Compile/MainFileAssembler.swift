import CellProtocol

/// Builds the cell module's source files.
///
/// `main.swift` is the preamble, the header (if any) under `#sourceLocation(file: "header.swift")`,
/// the learner's code under `#sourceLocation(file: "cell.swift", line: 1)`, a reset, then the
/// epilogue. The directive makes the compiler's diagnostics, `#file`, `#filePath` and the runtime's
/// crash messages say `cell.swift` and the learner's own line numbers — never our scratch path.
/// A cell whose top level awaits gets the template's `awaiting` start after the preamble and its
/// end instead of the epilogue.
enum MainFileAssembler {
    static let cellFileName = CellProtocol.SourceFile.cell
    static let headerFileName = CellProtocol.SourceFile.header

    static func mainFile(for source: CellSource, template: CellTemplate) -> String {
        let rewritten = ImportRewriter.rewrite(source.code)
        var lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headerCount = min(max(0, source.headerLineCount), lines.count)
        let header = lines.prefix(headerCount)
        lines.removeFirst(headerCount)

        let awaiting = template.awaiting.flatMap { TopLevelAwait.appears(in: rewritten) ? $0 : nil }
        var parts = [template.preamble]
        if let awaiting { parts.append(awaiting.start) }
        if !header.isEmpty {
            parts.append("#sourceLocation(file: \"\(headerFileName)\", line: 1)")
            parts += header
        }
        parts.append("#sourceLocation(file: \"\(cellFileName)\", line: 1)")
        parts += lines
        // On a line of its own: the cell's last line may end in a `//` comment.
        parts.append("#sourceLocation()")
        parts.append(awaiting?.end ?? template.epilogue)
        return parts.joined(separator: "\n") + "\n"
    }
}
