import Foundation
import Localization

/// Writes `source=` stamps into a translation's headings: `rxlearn dev stamp-translations`.
/// A translator runs it after bringing a translation up to date with the English text; only
/// translations that pass `Lesson.translationMismatches` are stamped, so a stamp always means "this is the
/// English lesson in other words, as the English read when it was stamped".
public enum SourceStampWriter {
    public struct Outcome: Sendable, Equatable {
        /// What was stamped: `4.1-observable.md`, or a lesson id.
        public var stamped: [String] = []
        /// Lessons asked for (or found unstamped) that were not stamped, and why.
        public var refused: [String] = []
    }

    /// Stamps, in every translated file of `translation`, the chapter heading and the lessons
    /// named in `lessonIDs` — or, when it is empty, every lesson without a stamp. A stale stamp
    /// is replaced only when its lesson is named (or `restampStale`), since a stale translation
    /// needs a translator's eyes first.
    public static func stamp(
        _ translation: Translation, english chapters: [Chapter], lessonsFolder: URL, lessonIDs: Set<String>, restampStale: Bool
    ) throws -> Outcome {
        var outcome = Outcome()
        let folder = lessonsFolder.appendingPathComponent(translation.language.code)
        for english in chapters {
            guard let translated = translation.chapters[english.fileName],
                  let stamps = TranslationCheck.englishStamps(of: english, in: lessonsFolder) else { continue }
            let url = folder.appendingPathComponent(english.fileName)
            guard var lines = TranslationCheck.fileLines(url) else { continue }
            var changed = false
            let englishLessons = Dictionary(english.lessons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let chapterAsked = (lessonIDs.isEmpty && translated.sourceStamp == nil) || restampStale || lessonIDs.contains(english.fileName)
            if chapterAsked && translated.sourceStamp != stamps.chapter {
                changed = setStamp(stamps.chapter, onLine: translated.location.line, in: &lines) || changed
                outcome.stamped.append(english.fileName)
            }
            for lesson in translated.lessons {
                guard let expected = stamps.lessons[lesson.id], lesson.sourceStamp != expected else { continue }
                let asked = lessonIDs.contains(lesson.id) || restampStale || lessonIDs.isEmpty && lesson.sourceStamp == nil
                guard asked else { continue }
                guard let original = englishLessons[lesson.id],
                      original.translationMismatches(lesson).isEmpty else {
                    outcome.refused.append("\(lesson.id): it does not match the English lesson (run `rxlearn lint`)")
                    continue
                }
                changed = setStamp(expected, onLine: lesson.location.line, in: &lines) || changed
                outcome.stamped.append(lesson.id)
            }
            if changed {
                // The lines end with an empty one when the file ends with a line break: joined,
                // they give the file back as it ended, with no line break added on each stamping.
                try AtomicFile.write(Data(lines.joined(separator: "\n").utf8), to: url)
            }
        }
        return outcome
    }

    /// Sets `source=` in the `{…}` at the end of a heading line, adding the braces if needed.
    static func setStamp(_ stamp: String, onLine number: Int, in lines: inout [String]) -> Bool {
        guard number >= 1, number <= lines.count else { return false }
        var line = lines[number - 1].trimmingTrailingWhitespace()
        let attribute = "\(SourceStamp.attribute)=\(stamp)"
        if line.hasSuffix("}"), let open = line.lastIndex(of: "{") {
            var tokens = line[line.index(after: open)..<line.index(before: line.endIndex)]
                .split(separator: " ").map(String.init)
                .filter { !$0.hasPrefix(SourceStamp.attribute + "=") }
            tokens.append(attribute)
            line = String(line[..<open]) + "{" + tokens.joined(separator: " ") + "}"
        } else {
            line += " {\(attribute)}"
        }
        lines[number - 1] = line
        return true
    }
}
