import Foundation

/// Reads one chapter file. The format is described in `Lessons/FORMAT.md`.
public enum ChapterParser {
    /// Parses a chapter file's bytes. The chapter is nil when the file has no usable chapter
    /// (unreadable, empty, no `# Chapter:` heading, a name without a chapter id); lessons,
    /// cells and exercises with errors are left out of it. Ids are checked for duplicates
    /// within the file; `LessonLibrary` checks across files.
    public static func parse(data: Data, fileName: String) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        let (chapter, diagnostics) = parseIgnoringDuplicates(data: data, fileName: fileName)
        guard let chapter else { return (nil, diagnostics) }
        let checked = DuplicateIDCheck.run(on: [chapter])
        return (checked.chapters.first, diagnostics + checked.diagnostics)
    }

    public static func parse(text: String, fileName: String) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        parse(data: Data(text.utf8), fileName: fileName)
    }

    /// A translation's chapter file (`zh-Hans/4.1-observable.md`): read like any other, its
    /// chapter and lesson headings may also carry `source=` (see `SourceStamp`). `fileName` is
    /// the chapter's own name; `diagnosticFile` is how diagnostics name the file.
    static func parseTranslation(data: Data, fileName: String, diagnosticFile: String) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        parseIgnoringDuplicates(data: data, fileName: fileName, diagnosticFile: diagnosticFile, isTranslation: true)
    }

    static func parseIgnoringDuplicates(
        data: Data, fileName: String, diagnosticFile: String? = nil, isTranslation: Bool = false
    ) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog(file: diagnosticFile ?? fileName)
        guard let chapterID = ChapterID(fileName: fileName) else {
            log.error(
                line: 1, column: 1, "`\(fileName)` is not named after a chapter id",
                fix: "name chapter files `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`")
            return (nil, log.entries)
        }
        switch SourceText.decode(data) {
        case .failure(.invalidUTF8(let line, let column, let byte)):
            let hex = String(byte, radix: 16, uppercase: true)
            log.error(
                line: line, column: column, "the file is not valid UTF-8 (byte 0x\(hex))",
                fix: "save the file as UTF-8 in your editor")
            return (nil, log.entries)
        case .success(let source):
            if source.isBlank {
                log.error(line: 1, column: 1, "the file is empty", fix: "start it with `# Chapter: Title`, then add lessons")
                return (nil, log.entries)
            }
            ControlCharacterCheck.run(source.lines, into: &log)
            var assembler = ChapterAssembler(
                log: log, fileName: diagnosticFile ?? fileName, chapterID: chapterID, isTranslation: isTranslation)
            for block in BlockScanner.scan(source.lines) {
                assembler.read(block)
            }
            let chapter = assembler.finish()
            return (chapter, assembler.log.entries)
        }
    }
}
