/// The inline Markdown of one block of prose as styled runs: `code`, **strong**, *emphasis*
/// (or _emphasis_), and backslash escapes. The markers themselves go; a marker that closes
/// nothing stays as written (`2 * 3`, `snake_case`, an unmatched backtick).
///
/// Linear in the text's length, as the wrapping after it is: a lesson may hold a paragraph of a
/// megabyte. Backtick runs are indexed once, so finding a code span's end never rescans, and
/// each emphasis marker is pushed on and popped off the opener stack at most once.
enum ProseInline {
    static func spans(_ text: String) -> [Span] {
        var pieces = Pieces(Array(text))
        pieces.read()
        pieces.matchEmphasis()
        return pieces.styledSpans()
    }

    /// Text, code or a run of `*` / `_`, in the order of the source.
    private enum Piece {
        case text(String)
        case code(String)
        case delimiter(Delimiter)
    }

    private struct Delimiter {
        var character: Character
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        /// Strengths (1 emphasis, 2 strong) this run closes, then opens, once matched.
        var closes: [Int] = []
        var opens: [Int] = []

        var unused: Int { count - closes.reduce(0, +) - opens.reduce(0, +) }
    }

    private struct Pieces {
        let characters: [Character]
        var list: [Piece] = []
        /// Start indices of the backtick runs of each length, and the next one not yet passed.
        private var backtickRuns: [Int: [Int]] = [:]
        private var nextBacktickRun: [Int: Int] = [:]

        init(_ characters: [Character]) {
            self.characters = characters
        }

        mutating func read() {
            indexBacktickRuns()
            var text = ""
            func flushText() {
                if !text.isEmpty { list.append(.text(text)) }
                text = ""
            }
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
                   characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    text.append(characters[index + 1])
                    index += 2
                } else if character == "`" {
                    let length = runLength(at: index)
                    if let close = closingBacktickRun(length: length, after: index + length) {
                        flushText()
                        list.append(.code(codeContent(from: index + length, to: close)))
                        index = close + length
                    } else {
                        text += String(repeating: "`", count: length)
                        index += length
                    }
                } else if character == "*" || character == "_" {
                    let length = runLength(at: index)
                    let before = index > 0 ? characters[index - 1] : " "
                    let after = index + length < characters.count ? characters[index + length] : " "
                    var canOpen = !after.isWhitespace
                    var canClose = !before.isWhitespace
                    if character == "_" {
                        // Inside a word (`snake_case_name`) an underscore is just a character.
                        canOpen = canOpen && !(before.isLetter || before.isNumber)
                        canClose = canClose && !(after.isLetter || after.isNumber)
                    }
                    flushText()
                    list.append(.delimiter(Delimiter(character: character, count: length, canOpen: canOpen, canClose: canClose)))
                    index += length
                } else {
                    text.append(character)
                    index += 1
                }
            }
            flushText()
        }

        private func runLength(at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == characters[start] { end += 1 }
            return end - start
        }

        private mutating func indexBacktickRuns() {
            var index = 0
            while index < characters.count {
                guard characters[index] == "`" else {
                    index += 1
                    continue
                }
                let length = runLength(at: index)
                backtickRuns[length, default: []].append(index)
                index += length
            }
        }

        /// The start of the first backtick run of exactly `length` at or after `position`. The
        /// positions asked for only grow, so each length's list is walked once in all.
        private mutating func closingBacktickRun(length: Int, after position: Int) -> Int? {
            guard let runs = backtickRuns[length] else { return nil }
            var next = nextBacktickRun[length] ?? 0
            while next < runs.count, runs[next] < position { next += 1 }
            nextBacktickRun[length] = next
            return next < runs.count ? runs[next] : nil
        }

        /// A code span's text; one space just inside each backtick is padding (`` ` `x` ` ``).
        private func codeContent(from start: Int, to end: Int) -> String {
            var content = characters[start..<end]
            if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                content = content.dropFirst().dropLast()
            }
            return String(content)
        }

        /// Pairs closers with the nearest opener of the same character; openers passed over on
        /// the way stay literal.
        mutating func matchEmphasis() {
            var openers: [Int] = []
            var openersOf: [Character: Int] = [:]
            for index in list.indices {
                guard case .delimiter(var closer) = list[index] else { continue }
                while closer.canClose, closer.unused > 0, openersOf[closer.character, default: 0] > 0 {
                    guard let top = openers.last, case .delimiter(var opener) = list[top] else { break }
                    guard opener.character == closer.character else {
                        openers.removeLast()
                        openersOf[opener.character, default: 0] -= 1
                        continue
                    }
                    let strength = min(opener.unused, closer.unused) >= 2 ? 2 : 1
                    opener.opens.append(strength)
                    closer.closes.append(strength)
                    list[top] = .delimiter(opener)
                    if opener.unused == 0 {
                        openers.removeLast()
                        openersOf[opener.character, default: 0] -= 1
                    }
                }
                list[index] = .delimiter(closer)
                if closer.canOpen, closer.unused > 0 {
                    openers.append(index)
                    openersOf[closer.character, default: 0] += 1
                }
            }
        }

        /// The pieces as runs: text takes the style of the emphasis around it.
        func styledSpans() -> [Span] {
            var spans: [Span] = []
            var strongDepth = 0
            var emphasisDepth = 0
            func add(_ text: String, _ style: Style) {
                guard !text.isEmpty else { return }
                if let last = spans.last, last.style == style {
                    spans[spans.count - 1].text += text
                } else {
                    spans.append(Span(text, style))
                }
            }
            func textStyle() -> Style {
                strongDepth > 0 ? .strong : emphasisDepth > 0 ? .emphasis : .plain
            }
            func change(_ strength: Int, by step: Int) {
                if strength == 2 { strongDepth += step } else { emphasisDepth += step }
            }
            for piece in list {
                switch piece {
                case .text(let text): add(text, textStyle())
                case .code(let code): add(code, .code)
                case .delimiter(let delimiter):
                    for strength in delimiter.closes { change(strength, by: -1) }
                    add(String(repeating: delimiter.character, count: delimiter.unused), textStyle())
                    for strength in delimiter.opens { change(strength, by: 1) }
                }
            }
            return spans
        }
    }
}
