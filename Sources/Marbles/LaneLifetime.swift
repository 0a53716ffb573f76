/// When a watched lane's subscription began and ended, drawn as marks on its lane:
///
///     line 4 subscribe(onNext:)  ^(123|)!
///     line 9 subscribe(onNext:)       ^--a----b------!
///     line 12 bind(to:)               ^--x--#!
///
/// `^` stands in the column just before the subscription's time (the lane starts right after
/// it, so an element sent at once still sits at its own time); `!` stands at the disposal's time,
/// or right after the events drawn in that column (`(123|)!`). No line is drawn before `^` or
/// after `!`; a lane still subscribed at the end of the run has no `!` and runs to the end.
/// The SVG draws the same two marks at the same columns (`MarbleSVG`).
public struct LaneLifetime: Sendable, Equatable {
    public static let subscribedMark: Character = "^"
    public static let disposedMark: Character = "!"

    /// The virtual time of the subscription.
    public var subscribedAt: Int
    /// The virtual time of the disposal; nil while the subscription was live at the end.
    public var disposedAt: Int?

    public init(subscribedAt: Int, disposedAt: Int? = nil) {
        self.subscribedAt = subscribedAt
        self.disposedAt = disposedAt
    }

    /// What the axis must leave room for: each mark as a one-column stand-in at its time (as a
    /// `|` would take), so that a scale keeps the marks legible and the axis reaches them.
    var standIns: [TimedEvent] {
        [.completed(at: subscribedAt)] + (disposedAt.map { [.completed(at: $0)] } ?? [])
    }

    /// Where a lane's marks go on `axis`, in columns of the time track (the `^` may be at -1,
    /// in the space between the lane's name and its track).
    public struct Columns: Sendable, Equatable {
        public var subscribed: Int
        public var disposed: Int?
    }

    /// The columns of the marks of a lane with `events`, labelled by `labels`.
    public func columns(events: [TimedEvent], on axis: TimeAxis, labels: LaneLabels) -> Columns {
        let start = axis.column(of: subscribedAt)
        var end: Int?
        if let disposedAt {
            var column = axis.column(of: disposedAt)
            // Past any group drawn at or over that column: the events were sent before the
            // disposal, or at its time.
            for group in axis.groups(of: events) where group.column <= column {
                column = max(column, group.column + DisplayWidth.of(labels.label(for: group.events)))
            }
            // A group drawn exactly at the disposal column is passed above; a lone disposal
            // takes its own column.
            end = column
        }
        return Columns(subscribed: start - 1, disposed: end)
    }
}
