/// Lint's reading of a translated (Chinese) chapter file, line by line: the words a learner reads
/// — prose, tables, titles, hints, worked solutions' `why`, and the comments in Swift blocks — outside code spans and
/// code. It warns about
/// - a run of English words, which is usually a sentence left untranslated (a title in 《》,
///   such as a book's that a reader searches for, is left as it is);
/// - a character that most terminals draw one column wide although a full-width form exists
///   (“ ” ‘ ’ … — ·), which breaks the layout of Chinese text;
/// - a glossary term's rendering that the glossary says to avoid (the same term translated two
///   ways), except where the lesson quotes it: inside 「」 or 『』, or in parentheses right after
///   the glossary's term (附加作用（副作用）).
enum TranslatedProseCheck {
    /// This many English words in a row make a warning.
    static let englishRunLimit = 6

    static let ambiguousCharacters: [Character: String] = [
        "“": "「", "”": "」", "‘": "『", "’": "』", "…": "等, or rephrase", "—": "：, （） or ，", "·": "、",
    ]

    static func run(lines: [String], file: String, glossary: Glossary, avoidedWords: AvoidedWords? = nil) -> [Diagnostic] {
        let avoidedWords = avoidedWords ?? AvoidedWords(glossary)
        func check(_ text: String, line: Int, file: String, glossary: Glossary) -> [Diagnostic] {
            Self.check(text, line: line, file: file, glossary: glossary, avoidedWords: avoidedWords)
        }
        var diagnostics: [Diagnostic] = []
        var fence: (marker: Character, length: Int, kind: Substring)? = nil
        for (index, line) in lines.enumerated() {
            let lineNumber = index + 1
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.first == open.marker, trimmed.prefix(while: { $0 == open.marker }).count >= open.length,
                   trimmed.drop(while: { $0 == open.marker }).allSatisfy(\.isWhitespace) {
                    fence = nil
                } else if open.kind == "hint" || open.kind == "why" {
                    diagnostics += check(visibleText(ofProse: line), line: lineNumber, file: file, glossary: glossary)
                } else if open.kind == "swift", let comment = commentText(of: line) {
                    diagnostics += check(comment, line: lineNumber, file: file, glossary: glossary)
                }
                continue
            }
            if let marker = trimmed.first, marker == "`" || marker == "~" {
                let length = trimmed.prefix { $0 == marker }.count
                if length >= 3 {
                    let info = trimmed.dropFirst(length).drop { $0 == " " }
                    fence = (marker, length, info.prefix { !$0.isWhitespace })
                    continue
                }
            }
            diagnostics += check(visibleText(ofProse: line), line: lineNumber, file: file, glossary: glossary)
        }
        return diagnostics
    }

    /// A prose line as the learner reads it: code spans, link targets and heading attributes
    /// (`{#id …}`) replaced by a mark that no check looks into.
    static func visibleText(ofProse line: String) -> String {
        var text = ""
        var characters = Substring(line)
        if line.hasPrefix("#"), line.hasSuffix("}"), let open = line.lastIndex(of: "{") {
            characters = line[..<open]
        }
        while let character = characters.first {
            if character == "`" {
                let ticks = characters.prefix { $0 == "`" }.count
                let rest = characters.dropFirst(ticks)
                if let close = rest.range(of: String(repeating: "`", count: ticks)) {
                    text.append(codeMark)
                    characters = rest[close.upperBound...]
                    continue
                }
            }
            if character == "]", characters.dropFirst().first == "(", let close = characters.firstIndex(of: ")") {
                text.append("]")
                characters = characters[characters.index(after: close)...]
                continue
            }
            text.append(character)
            characters = characters.dropFirst()
        }
        return text
    }

    /// Stands for a code span: it ends a run of English words and is never a term.
    static let codeMark: Character = "\u{FFFC}"

    /// The text of a Swift line's comment, if it has one outside string literals.
    static func commentText(of line: String) -> String? {
        let code = SwiftComments.strip(line)
        guard code.count < line.count else { return nil }
        // The comment is what the stripping removed: after the code's last character.
        let commonPrefix = zip(line, code).prefix { $0 == $1 }.count
        let comment = line.dropFirst(commonPrefix).drop { $0 == "/" || $0 == "*" || $0 == " " }
        return String(comment)
    }

    private static func check(_ text: String, line: Int, file: String, glossary: Glossary, avoidedWords: AvoidedWords) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func warn(_ message: String, _ fix: String) {
            found.append(Diagnostic(file: file, line: line, column: 1, severity: .warning, message: message, fix: fix))
        }
        if let run = longestEnglishRun(in: withoutTitles(text)), run.count >= englishRunLimit {
            warn("\(run.count) English words in a row in a translation: \"\(run.joined(separator: " "))\"",
                 "translate them, or put code in backquotes")
        }
        for character in Set(text) {
            if let replacement = ambiguousCharacters[character] {
                warn("`\(character)` is drawn one column wide by most terminals, which misaligns Chinese text",
                     "use \(replacement) instead")
            }
        }
        // The quoting rules only for the words a line holds: most lines hold none.
        for word in avoidedWords.occurrences(in: text) {
            let entry = glossary.entries[word.entry]
            let avoided = entry.avoid[word.position]
            if isUnquoted(avoided, in: text, after: entry.forms) {
                warn("`\(avoided)` for \(entry.english): the glossary's term is `\(entry.term)`",
                     "use \(entry.term) (zh-Hans/GLOSSARY.md), or quote the other word in 「」")
            }
        }
        return found
    }

    /// The text with every title in 《》 replaced by the code mark.
    static func withoutTitles(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "《" { depth += 1; result.append(codeMark) }
            else if character == "》" { depth = max(0, depth - 1) }
            else if depth == 0 { result.append(character) }
        }
        return result
    }

    /// The longest run of Latin-letter words separated only by spaces and ASCII punctuation.
    static func longestEnglishRun(in text: String) -> [String]? {
        var best: [String] = []
        var run: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { run.append(word); word = "" }
        }
        func endRun() {
            endWord()
            if run.count > best.count { best = run }
            run = []
        }
        for character in text {
            if character.isASCII && character.isLetter || (!word.isEmpty && (character == "'" || character == "-")) {
                word.append(character)
            } else if character == " " || character.isASCII && character.isPunctuation && character != codeMark {
                endWord()
            } else {
                endRun()
            }
        }
        endRun()
        return best.isEmpty ? nil : best
    }

    /// True when `word` occurs in `text` other than quoted or in parentheses after one of `terms`.
    static func isUnquoted(_ word: String, in text: String, after terms: [String]) -> Bool {
        let characters = Array(text)
        let target = Array(word)
        guard !target.isEmpty, characters.count >= target.count else { return false }
        var quoteDepth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "「" || character == "『" { quoteDepth += 1 }
            if character == "」" || character == "』" { quoteDepth = max(0, quoteDepth - 1) }
            if quoteDepth == 0, index + target.count <= characters.count, Array(characters[index..<index + target.count]) == target {
                let before = String(characters[..<index])
                if !terms.contains(where: { before.hasSuffix($0 + "（") || before.hasSuffix($0 + "(") }) { return true }
                index += target.count
                continue
            }
            index += 1
        }
        return false
    }
}
