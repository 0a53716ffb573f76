/// Whether a cell's top-level code awaits — which makes the top level of `main.swift` an async
/// context — so the cell gets the template's `awaiting` code around it.
///
/// A lexical look, not a parse: an `await` (or `async let`) counts when every brace around it
/// belongs to a statement that keeps code at the top level (`do`, `if`, `for`, `while`, `guard`,
/// `switch`, `catch`, `else`, `repeat`, `defer`), and not to a closure, a function or a type.
/// Strings and comments are skipped. A `{` inside parentheses or brackets is a closure; so is one
/// on a line that does not start with one of those keywords (`let x = y.map {`). A condition
/// that spans lines before its `{` is taken for a closure: such a cell is compiled with the
/// ordinary template, as every cell was before.
enum TopLevelAwait {
    private static let statementKeywords: Set<String> = [
        "do", "if", "for", "while", "guard", "switch", "catch", "else", "repeat", "defer",
    ]

    static func appears(in code: String) -> Bool {
        var scanner = Scanner(Array(code.unicodeScalars))
        return scanner.findsTopLevelAwait()
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0
        /// One entry per open brace: whether code inside it is still top-level code.
        var braces: [Bool] = []
        /// Open parentheses and brackets since the innermost brace.
        var groupDepth: [Int] = [0]
        /// The first word of the current line (or of the statement after `{`, `}` or `;`).
        var firstWord: String?

        init(_ text: [Unicode.Scalar]) { self.text = text }

        var atTopLevel: Bool { braces.allSatisfy { $0 } }

        mutating func findsTopLevelAwait() -> Bool {
            while index < text.count {
                let scalar = text[index]
                if scalar == "/" && peek(1) == "/" {
                    skipLine()
                } else if scalar == "/" && peek(1) == "*" {
                    skipBlockComment()
                } else if scalar == "\"" || (scalar == "#" && peek(1) == "\"") {
                    skipString()
                } else if isWordStart(scalar) {
                    let word = readWord()
                    if firstWord == nil { firstWord = word }
                    if (word == "await" || word == "async") && atTopLevel {
                        if word == "await" { return true }
                        if nextWord() == "let" { return true }
                    }
                    continue
                } else if scalar == "(" || scalar == "[" {
                    groupDepth[groupDepth.count - 1] += 1
                } else if scalar == ")" || scalar == "]" {
                    groupDepth[groupDepth.count - 1] -= 1
                } else if scalar == "{" {
                    let keepsTopLevel = groupDepth[groupDepth.count - 1] == 0
                        && firstWord.map(statementKeywords.contains) == true
                    braces.append(keepsTopLevel)
                    groupDepth.append(0)
                    firstWord = nil
                } else if scalar == "}" {
                    if !braces.isEmpty { braces.removeLast() }
                    if groupDepth.count > 1 { groupDepth.removeLast() }
                    firstWord = nil
                } else if scalar == ";" || (scalar == "\n" && groupDepth[groupDepth.count - 1] == 0) {
                    firstWord = nil
                }
                index += 1
            }
            return false
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < text.count ? text[index + offset] : nil
        }

        func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic
        }

        func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
            isWordStart(scalar) || ("0"..."9").contains(scalar)
        }

        mutating func readWord() -> String {
            var word = String.UnicodeScalarView()
            // A word glued to a `.` or `$` before it is a member or a closure argument, not a keyword.
            let isMember = index > 0 && (text[index - 1] == "." || text[index - 1] == "$" || text[index - 1] == "`")
            while index < text.count && isWordPart(text[index]) {
                word.append(text[index])
                index += 1
            }
            return isMember ? "" : String(word)
        }

        func nextWord() -> String {
            var probe = index
            while probe < text.count && (text[probe] == " " || text[probe] == "\t") { probe += 1 }
            var word = String.UnicodeScalarView()
            while probe < text.count && isWordPart(text[probe]) {
                word.append(text[probe])
                probe += 1
            }
            return String(word)
        }

        mutating func skipLine() {
            while index < text.count && text[index] != "\n" { index += 1 }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < text.count {
                if text[index] == "/" && peek(1) == "*" {
                    depth += 1
                    index += 2
                } else if text[index] == "*" && peek(1) == "/" {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Skips a string literal: `"…"`, `"""…"""`, and raw strings with `#`s.
        mutating func skipString() {
            var hashes = 0
            while index < text.count && text[index] == "#" {
                hashes += 1
                index += 1
            }
            let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            while index < text.count {
                let scalar = text[index]
                if scalar == "\\" && hashes == 0 {
                    index += 2
                    continue
                }
                if scalar == "\n" && !multiline { return }
                if scalar == "\"" {
                    let quotes = multiline ? 3 : 1
                    let closesQuotes = (0..<quotes).allSatisfy { peek($0) == "\"" }
                    let closesHashes = (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
                    if closesQuotes && closesHashes {
                        index += quotes + hashes
                        return
                    }
                }
                index += 1
            }
        }
    }
}
