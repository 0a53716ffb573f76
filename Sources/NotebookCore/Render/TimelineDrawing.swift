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
        var language: Language
    }

    private static let drawn = LayoutCache<Request, TimelineLayout.Drawing>(capacity: 8)

    /// The lanes on one axis fitted to `width` display columns, lane names included.
    static func of(_ lanes: [TimelineLane], frameDuration: Int, width: Int) -> TimelineLayout.Drawing {
        drawn.value(for: Request(lanes: lanes, frameDuration: frameDuration, width: width, language: .current)) {
            TimelineLayout(frameDuration: frameDuration, rulerTitle: UIText.Marbles.rulerTitle.text).draw(lanes, width: width)
        }
    }

    /// `1 col = 20 ms` (`axis.scaleText`), in the learner's language.
    static func scaleText(_ axis: TimeAxis) -> String {
        UIText.Marbles.scale(DurationText.written(axis.millisecondsPerColumn, spaced: true)).text
    }
}
