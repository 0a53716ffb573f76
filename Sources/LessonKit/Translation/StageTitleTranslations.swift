/// The learning path's stage titles in a translation (`zh-Hans/STAGES.md`), keyed by the
/// English title as PATH.md writes it: `- Basics — creating, subscribing, disposing = 基础：…`.
/// A stage whose English title changes loses its translation (lint says so) until the file is
/// updated, which is how it stays in step with PATH.md.
public struct StageTitleTranslations: Sendable, Equatable {
    public static let fileName = "STAGES.md"
    /// Separates the English title from its translation on a line.
    public static let separator = " = "

    public var titles: [String: String] = [:]

    public init(titles: [String: String] = [:]) { self.titles = titles }

    public static func parse(text: String) -> StageTitleTranslations {
        var titles: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix("- "), let range = trimmed.range(of: separator) else { continue }
            let english = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<range.lowerBound].trimmingWhitespace()
            let translated = trimmed[range.upperBound...].trimmingWhitespace()
            if !english.isEmpty && !translated.isEmpty { titles[english] = translated }
        }
        return StageTitleTranslations(titles: titles)
    }
}
