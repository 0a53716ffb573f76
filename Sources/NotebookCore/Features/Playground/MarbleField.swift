/// One input lane of the playground as the learner edits it: a one-line text field holding a
/// marble string, with a cursor counted in characters (grapheme clusters, so `🐶` is one step).
public struct MarbleField: Sendable, Equatable {
    /// The input's name, as the operator's example calls it (`source`, `first`, `trigger`…).
    public var name: String
    /// The example's marbles, which `r` puts back.
    public var defaultText: String
    public var text: String
    /// Characters before the cursor, from 0 (before the first) to `text.count` (after the last).
    public var cursor: Int

    public init(name: String, text: String) {
        self.name = name
        defaultText = text
        self.text = text
        cursor = text.count
    }

    public mutating func insert(_ character: Character) {
        let index = text.index(text.startIndex, offsetBy: cursor)
        text.insert(character, at: index)
        cursor += 1
    }

    /// Backspace: the character before the cursor; false when there is none.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        let index = text.index(text.startIndex, offsetBy: cursor - 1)
        text.remove(at: index)
        cursor -= 1
        return true
    }

    public mutating func moveCursor(by offset: Int) {
        cursor = min(max(0, cursor + offset), text.count)
    }

    public mutating func moveCursorToStart() { cursor = 0 }
    public mutating func moveCursorToEnd() { cursor = text.count }

    public mutating func reset() {
        text = defaultText
        cursor = text.count
    }

    public var isChanged: Bool { text != defaultText }
}
