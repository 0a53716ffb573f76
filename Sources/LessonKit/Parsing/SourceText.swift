import Foundation

/// A lesson file's text split into lines, or the reason it cannot be read as text.
struct SourceText {
    /// Lines without their terminators; `\r\n`, `\n` and a lone `\r` all end a line.
    let lines: [String]

    enum Problem: Error, Equatable {
        /// The byte at this line and column does not begin a valid UTF-8 sequence.
        case invalidUTF8(line: Int, column: Int, byte: UInt8)
    }

    static func decode(_ data: Data) -> Result<SourceText, Problem> {
        var bytes = [UInt8](data)
        // A byte order mark is harmless and some Windows editors add one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // The usual case, valid UTF-8, in one fast pass; only a broken file is parsed scalar by
        // scalar to say where it breaks.
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(SourceText(lines: splitLines(text)))
        }
        if let offset = firstInvalidUTF8Offset(in: bytes) {
            let valid = String(decoding: bytes[..<offset], as: UTF8.self)
            let lines = splitLines(valid)
            return .failure(.invalidUTF8(line: lines.count, column: (lines.last?.count ?? 0) + 1, byte: bytes[offset]))
        }
        return .success(SourceText(lines: splitLines(String(decoding: bytes, as: UTF8.self))))
    }

    /// True when the file holds nothing but whitespace.
    var isBlank: Bool { lines.allSatisfy { $0.allSatisfy(\.isWhitespace) } }

    private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Splits on the bytes of `\n`, `\r\n` and `\r` (line breaks are always grapheme breaks, so
    /// this is the same as splitting on characters, without the cost of finding every cluster).
    private static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = lineStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(String(text[lineStart..<index]))
            var next = utf8.index(after: index)
            if byte == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            lineStart = next
            index = next
        }
        lines.append(String(text[lineStart..<utf8.endIndex]))
        return lines
    }
}
