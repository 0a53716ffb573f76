/// The terminal's size in character cells.
public struct ScreenSize: Sendable, Equatable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Below this the panes cannot show anything useful, and the notebook asks for a larger window.
    public static let minimum = ScreenSize(columns: 60, rows: 18)

    public var isBigEnough: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }

    public var description: String { "\(columns)×\(rows)" }
}

/// A rectangle of the screen, in cells.
struct Rect: Equatable {
    var row: Int
    var column: Int
    var width: Int
    var height: Int

    var bottom: Int { row + height }
    var right: Int { column + width }

    /// The rectangle without its first `count` rows.
    func droppingTop(_ count: Int) -> Rect {
        Rect(row: row + count, column: column, width: width, height: max(0, height - count))
    }
}
