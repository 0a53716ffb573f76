/// CSV as spreadsheets read it, for `report --csv` and `report merge --csv`: fields quoted as
/// RFC 4180 says, and a field a spreadsheet would run as a formula made plain text.
///
/// A learner names themselves, so a name like `=HYPERLINK(…)` or `@SUM(…)` must not become a
/// formula in the teacher's spreadsheet. As OWASP recommends for CSV injection, a field that
/// begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'` (which
/// spreadsheets show as text) and is quoted.
enum CSV {
    /// The header line and one line per row, each ended by a newline.
    static func document(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\n" }.joined()
    }

    static func field(_ text: String) -> String {
        let neutral = startsLikeAFormula(text) ? "'" + text : text
        guard neutral != text || neutral.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else { return text }
        return "\"" + neutral.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func startsLikeAFormula(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return "=+-@\t\r".unicodeScalars.contains(first)
    }
}
