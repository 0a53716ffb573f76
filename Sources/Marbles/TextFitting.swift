/// Padding and truncation by display width that never split a grapheme cluster.
extension DisplayWidth {
    public enum Alignment: Sendable {
        case left, right, center
    }

    /// `text` followed (or preceded) by `fill` up to `width` columns. Text already as wide or
    /// wider comes back unchanged: padding never cuts; use `fitted` for that.
    public static func padded(
        _ text: String, to width: Int, alignment: Alignment = .left, fill: Character = " "
    ) -> String {
        let missing = width - of(text)
        guard missing > 0 else { return text }
        let fillWidth = max(1, of(fill))
        let count = missing / fillWidth
        switch alignment {
        case .left:
            return text + String(repeating: fill, count: count)
        case .right:
            return String(repeating: fill, count: count) + text
        case .center:
            let before = count / 2
            return String(repeating: fill, count: before) + text + String(repeating: fill, count: count - before)
        }
    }

    /// The longest prefix of `text`, in whole clusters, that fits in `width` columns with the
    /// ellipsis after it when something was cut. A wide character that would straddle the limit
    /// is left out, so the result may be one column narrower than `width`.
    public static func truncated(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if fits(text, in: width) { return text }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return prefix(of: text, fitting: width) }
        return prefix(of: text, fitting: width - ellipsisWidth) + ellipsis
    }

    /// Exactly `width` columns: truncated when too wide, then padded with spaces.
    public static func fitted(
        _ text: String, to width: Int, alignment: Alignment = .left, ellipsis: String = "…"
    ) -> String {
        padded(truncated(text, to: width, ellipsis: ellipsis), to: width, alignment: alignment)
    }

    /// Whether `text` is at most `width` columns wide, looking no further than needed: a row of
    /// the screen may show the start of a 1 MB line.
    static func fits(_ text: String, in width: Int) -> Bool {
        var used = 0
        for character in text {
            used += of(character)
            if used > width { return false }
        }
        return true
    }

    /// The longest prefix made of whole clusters that is at most `width` columns wide.
    public static func prefix(of text: String, fitting width: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let characterWidth = of(character)
            if used + characterWidth > width { break }
            used += characterWidth
            result.append(character)
        }
        return result
    }
}
