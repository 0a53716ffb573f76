import CNcursesw
import NotebookCore

/// What to hand ncurses for one grapheme cluster so that ncurses, the terminal and the screen
/// buffer all agree on how many columns it takes.
///
/// ncurses counts columns with the C library's `wcwidth`, one code point at a time: for `🅰️`
/// (U+1F170 U+FE0F) it counts 1 while the buffer (and most terminals) give it 2, and a family
/// emoji joined with U+200D counts 6. When the counts differ, ncurses would place every later
/// character of the row wrongly. For those clusters only, the first code point is drawn alone
/// (narrow `🅰`, or the first person of the family) and padded with spaces to the buffer's width.
enum TerminalGlyph {
    static func text(for glyph: String, cells: Int) -> String {
        let scalars = Array(glyph.unicodeScalars)
        let libcWidth = scalars.reduce(0) { total, scalar in total + max(0, Int(rxn_wcwidth(scalar.value))) }
        if libcWidth == cells { return glyph }
        guard let first = scalars.first else { return String(repeating: " ", count: cells) }
        let firstWidth = Int(rxn_wcwidth(first.value))
        guard firstWidth > 0, firstWidth <= cells else { return "?" + String(repeating: " ", count: cells - 1) }
        return String(Character(first)) + String(repeating: " ", count: cells - firstWidth)
    }
}
