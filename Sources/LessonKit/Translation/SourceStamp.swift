import SystemSupport

/// What a translation remembers of the English text it was made from: a short hash of the
/// English lesson (or of the chapter's title and introduction), written `source=…` on the
/// translated heading. When the English text changes, its stamp changes, and lint reports the
/// translation as stale until a translator updates it and stamps it again
/// (`rxlearn dev stamp-translations`).
public enum SourceStamp {
    /// The heading attribute that carries the stamp.
    public static let attribute = "source"

    /// The stamps of one English chapter file: its title and introduction, and each lesson (from
    /// its `## Lesson:` line to the line before the next lesson, or the end of the file).
    public struct FileStamps: Sendable, Equatable {
        public var chapter: String
        public var lessons: [String: String]
    }

    /// `lines` are the file's lines; `chapter` is what the parser made of them (its lessons'
    /// heading lines divide the file).
    public static func stamps(lines: [String], chapter: Chapter) -> FileStamps {
        let starts = chapter.lessons.map { $0.location.line - 1 }
        let introEnd = starts.first ?? lines.count
        var lessons: [String: String] = [:]
        for (index, lesson) in chapter.lessons.enumerated() {
            let start = min(starts[index], lines.count)
            let end = index + 1 < starts.count ? min(starts[index + 1], lines.count) : lines.count
            lessons[lesson.id] = stamp(of: lines[start..<max(start, end)])
        }
        return FileStamps(chapter: stamp(of: lines[0..<min(introEnd, lines.count)]), lessons: lessons)
    }

    /// 12 hex digits of the 64-bit FNV-1a hash of the lines, trailing whitespace and blank lines at
    /// the end left out (so re-wrapping whitespace alone does not make a translation stale).
    /// FNV-1a is stable across platforms and Swift versions, unlike `Hasher`.
    public static func stamp<Lines: Collection>(of lines: Lines) -> String where Lines.Element == String {
        var trimmed = lines.map { $0.trimmingTrailingWhitespace() }
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        var hash = FNV1a()
        hash.add(trimmed.joined(separator: "\n"))
        return String(hash.hexDigits.prefix(12))
    }
}
