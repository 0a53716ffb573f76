/// What a program printed, made safe to show: control characters and escape sequences become
/// visible symbols instead of acting on the terminal (moving the cursor, changing colours,
/// clearing the screen), and the columns after them stay where `DisplayWidth` says.
///
/// - ESC and the other C0 controls become their Unicode control pictures: `␛[31m`, `␀` … `␟`;
/// - DEL becomes `␡`;
/// - C1 controls (U+0080–U+009F), which have no pictures, are written as Swift escapes: `\u{9B}`;
/// - a tab becomes spaces up to the next multiple of 8 columns, as a terminal would show it;
/// - a line break stays one when `keepingLineBreaks` (text of several lines), and is shown as
///   `␊` (`␍` for a carriage return) otherwise.
///
/// Everything else, wide characters and emoji included, is left as it is. One owner for this
/// mapping: the command line and the notebook both call it.
public enum VisibleText {
    public static let tabWidth = 8

    public static func of(_ text: String, keepingLineBreaks: Bool = true) -> String {
        guard needsChanging(text) else { return text }
        var result = ""
        var column = 0
        for character in text {
            if keepingLineBreaks && (character == "\n" || character == "\r\n") {
                result.append("\n")
                column = 0
            } else if let shown = visibleForm(of: character, atColumn: column) {
                result += shown
                column += DisplayWidth.of(shown)
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }

    /// How one character is shown when it starts at display column `column` of its line: nil
    /// when it is shown as it is. For callers that walk text themselves and stop early (a row
    /// of the screen); line breaks are shown as `␊`.
    public static func visibleForm(of character: Character, atColumn column: Int) -> String? {
        if character == "\t" { return String(repeating: " ", count: tabWidth - column % tabWidth) }
        guard character.asciiValue.map({ $0 < 0x20 || $0 == 0x7F }) ?? !character.isASCII else { return nil }
        return visibleForm(of: character)
    }

    /// True when `text` holds a character that `of` would change (a line break counts).
    /// Looks at bytes only, so plain text costs one quick pass.
    public static func needsChanging(_ text: String) -> Bool {
        var afterC2 = false
        for byte in text.utf8 {
            // C1 controls are U+0080–U+009F: the bytes C2 80 … C2 9F in UTF-8.
            if afterC2 && (0x80...0x9F).contains(byte) { return true }
            afterC2 = byte == 0xC2
            if byte < 0x20 || byte == 0x7F { return true }
        }
        return false
    }

    /// The visible form of a character made of control code points; nil for any other.
    private static func visibleForm(of character: Character) -> String? {
        var shown = ""
        var changed = false
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                shown.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
                changed = true
            case 0x7F:
                shown += "␡"
                changed = true
            case 0x80..<0xA0:
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                changed = true
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return changed ? shown : nil
    }
}
