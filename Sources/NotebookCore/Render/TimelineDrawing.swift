import Localization

import Marbles

/// `TimelineLayout` drawings remembered per lanes, frame and width (and language, for the
/// drawing's own words): a repaint (a key, a spinner tick) does not lay out a 100,000-character
/// lane again.
enum TimelineDrawing {
    private struct Request: Equatable {
        var lanes: [TimelineLane]
        var frameDuration: Int
        var width: Int
        var symbols: LaneLabels
        var language: Language
    }

    private static let drawn = LayoutCache<Request, TimelineLayout.Drawing>(capacity: 8)

    /// The lanes on one axis fitted to `width` display columns, lane names included; values
    /// written as letters (when in full they do not fit) take `symbols`, the result's one legend.
    static func of(_ lanes: [TimelineLane], frameDuration: Int, width: Int, symbols: LaneLabels? = nil) -> TimelineLayout.Drawing {
        let symbols = symbols ?? LaneLabels.symbols(for: lanes.map(\.events))
        // `.current` is the frame's language: `NotebookScreen.frame` draws in the state's.
        return drawn.value(for: Request(lanes: lanes, frameDuration: frameDuration, width: width, symbols: symbols, language: .current)) {
            TimelineLayout(frameDuration: frameDuration, rulerTitle: UIText.Marbles.rulerTitle.text).draw(lanes, width: width, symbols: symbols)
        }
    }

    /// `1 col = 20 ms` (`axis.scaleText`), in the learner's language.
    static func scaleText(_ axis: TimeAxis) -> String {
        UIText.Marbles.scale(DurationText.written(axis.millisecondsPerColumn, spaced: true)).text
    }
}
