import Foundation

/// All the chapters in a lessons folder, in document order.
public enum LessonLibrary {
    /// Files in the lessons folder that are documentation, not chapters.
    public static let documentationFiles: Set<String> = ["FORMAT.md", "README.md"]

    /// Reads every chapter file (`*.md` but FORMAT.md and README.md) in `folder`. A file with
    /// problems never stops the others: its diagnostics are returned and whatever in it has no
    /// error is loaded. Diagnostics name files by their name within the folder.
    public static func load(folder: URL) -> (chapters: [Chapter], diagnostics: [Diagnostic]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            let diagnostic = Diagnostic(
                file: folder.path, line: 0, column: 0, severity: .error,
                message: "cannot list the lessons folder (\(error.localizedDescription))",
                fix: "check that the folder exists and can be read")
            return ([], [diagnostic])
        }
        var chapters: [Chapter] = []
        var diagnostics: [Diagnostic] = []
        var chapterFiles: [ChapterID: String] = [:]

        let markdown = names.filter { $0.hasSuffix(".md") && !documentationFiles.contains($0) }
        for name in ChapterOrdering.sorted(markdown) {
            guard let id = ChapterID(fileName: name) else {
                diagnostics.append(Diagnostic(
                    file: name, line: 1, column: 1, severity: .warning,
                    message: "`\(name)` is not named after a chapter id, so it is not loaded",
                    fix: "rename it `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`"))
                continue
            }
            if let other = chapterFiles[id] {
                diagnostics.append(Diagnostic(
                    file: name, line: 1, column: 1, severity: .error,
                    message: "chapter id \(id) is already used by `\(other)`",
                    fix: "give each chapter file its own section id; this file is skipped until then"))
                continue
            }
            chapterFiles[id] = name
            let data: Data
            do {
                data = try Data(contentsOf: folder.appendingPathComponent(name))
            } catch {
                diagnostics.append(Diagnostic(
                    file: name, line: 0, column: 0, severity: .error,
                    message: "cannot read the file (\(error.localizedDescription))", fix: "check its permissions"))
                continue
            }
            let parsed = ChapterParser.parseIgnoringDuplicates(data: data, fileName: name)
            diagnostics += parsed.diagnostics
            if let chapter = parsed.chapter { chapters.append(chapter) }
        }
        let checked = DuplicateIDCheck.run(on: chapters)
        return (checked.chapters, diagnostics + checked.diagnostics + OperatorIndexCheck.run(on: checked.chapters))
    }
}
