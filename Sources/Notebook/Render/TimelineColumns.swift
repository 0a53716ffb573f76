import Marbles

/// Where each time of a `TimelineLayout` drawing starts, read back from its ruler line.
///
/// `TimelineLayout` writes every distinct time at the display column where that time's events
/// are drawn, with at least one space between numbers, and the times in increasing order.
/// Reading the numbers back gives each time's column without duplicating the layout rules.
struct TimelineColumns {
    /// Start column of each time, counted from the start of the ruler line (lane names included).
    private(set) var startByTime: [Int: Int] = [:]
    let times: [Int]

    /// Nil when the ruler does not list exactly `times` (a layout this code does not know).
    init?(ruler: String, times: [Int]) {
        self.times = times
        var numbers: [(value: Int, column: Int)] = []
        var column = 0
        var token = ""
        var tokenStart = 0
        func endToken() {
            if let value = Int(token) { numbers.append((value, tokenStart)) }
            token = ""
        }
        for character in ruler {
            if character == " " {
                endToken()
            } else {
                if token.isEmpty { tokenStart = column }
                token.append(character)
            }
            column += DisplayWidth.of(character)
        }
        endToken()
        guard numbers.map(\.value) == times else { return nil }
        for number in numbers { startByTime[number.value] = number.column }
    }

    func start(of time: Int) -> Int? { startByTime[time] }

    /// The times a drawing of `lanes` has columns for, as `TimelineLayout` computes them.
    static func times(of lanes: [TimelineLane], origin: Int = 0) -> [Int] {
        let all = lanes.flatMap { $0.events.map(\.time) }
        let start = min(origin, all.min() ?? origin)
        return Array(Set(all + [start])).sorted()
    }
}

/// A `TimelineLayout` drawing with its columns read back, remembered per lanes and frame: a
/// repaint (a key, a spinner tick) does not lay out a 100,000-character lane again.
struct TimelineDrawing {
    let lines: [String]
    let columns: TimelineColumns?

    private struct Request: Equatable {
        var lanes: [TimelineLane]
        var frameDuration: Int
    }

    private static let drawn = LayoutCache<Request, TimelineDrawing>(capacity: 8)

    static func of(_ lanes: [TimelineLane], frameDuration: Int) -> TimelineDrawing {
        drawn.value(for: Request(lanes: lanes, frameDuration: frameDuration)) {
            let lines = TimelineLayout(frameDuration: frameDuration).render(lanes)
            return TimelineDrawing(lines: lines, columns: TimelineColumns(ruler: lines[0], times: TimelineColumns.times(of: lanes)))
        }
    }
}
