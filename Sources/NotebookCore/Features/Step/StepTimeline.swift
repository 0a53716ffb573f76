import LessonKit
import Marbles

/// The events of a run in the order step mode reveals them: by virtual time, and within one
/// time, taking one event from each source in turn (each lane, then the printed lines).
///
/// The runner reports lanes and printed lines separately, so their exact interleaving at one
/// instant is lost; taking turns reproduces the usual case, `source.record("a").subscribe(onNext:
/// { print($0) })`, where each element is recorded and then printed.
public enum StepTimeline {
    public enum Step: Sendable, Equatable {
        case event(lane: Int, index: Int, TimedEvent)
        case line(index: Int, PrintedLine)

        public var time: Int {
            switch self {
            case .event(_, _, let event): event.time
            case .line(_, let line): line.time ?? 0
            }
        }
    }

    public static func steps(of output: ActualOutput) -> [Step] {
        // Each source as a queue of steps in its own order.
        var sources: [[Step]] = output.lanes.enumerated().map { laneIndex, lane in
            lane.events.enumerated().map { .event(lane: laneIndex, index: $0.offset, $0.element) }
        }
        var lastTime = 0
        sources.append(output.lines.enumerated().map { index, line in
            // A line without a time happened no earlier than the one before it.
            var timed = line
            timed.time = line.time ?? lastTime
            lastTime = timed.time ?? lastTime
            return .line(index: index, timed)
        })

        var heads = Array(repeating: 0, count: sources.count)
        var steps: [Step] = []
        while true {
            let pending = sources.indices.filter { heads[$0] < sources[$0].count }
            guard let now = pending.map({ sources[$0][heads[$0]].time }).min() else { break }
            // One round: every source with something at `now` gives one step.
            for source in pending where sources[source][heads[source]].time == now {
                steps.append(sources[source][heads[source]])
                heads[source] += 1
            }
        }
        return steps
    }
}
