import Marbles

/// Cuts a window out of a line by display columns, for panes that scroll sideways.
enum ColumnSlice {
    /// The part of `text` from display column `start`, at most `width` columns wide. A wide
    /// character cut by the left edge becomes a space, so the columns after it stay in place.
    static func slice(_ text: String, from start: Int, width: Int) -> String {
        guard start > 0 else { return DisplayWidth.prefix(of: text, fitting: width) }
        var column = 0
        var result = ""
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            defer { column += characterWidth }
            if column + characterWidth <= start { continue }
            if column < start {
                result += String(repeating: " ", count: column + characterWidth - start)
                continue
            }
            result.append(character)
        }
        return DisplayWidth.prefix(of: result, fitting: width)
    }
}
