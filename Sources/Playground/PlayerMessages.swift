import CellProtocol
import Foundation
import Localization
import Marbles

/// A request line for the player (the format is described at RxCellRuntime's `PlaygroundHarness`).
struct PlayerRequest {
    let operators: [String]
    let comparison: String?
    let lanes: [TimelineLane]

    func line() throws -> String {
        var inputs: [String: [[String: JSONScalar]]] = [:]
        for lane in lanes {
            inputs[lane.name] = lane.events.map { event in
                var fields: [String: JSONScalar] = [
                    CellProtocol.TimelineField.time: .number(event.time),
                    CellProtocol.TimelineField.kind: .text(event.kind.rawValue),
                ]
                if let value = event.value { fields[CellProtocol.TimelineField.value] = .text(value) }
                return fields
            }
        }
        let body = Body(operators: operators, comparison: comparison, inputs: inputs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(body), as: UTF8.self)
    }

    private struct Body: Encodable {
        let operators: [String]
        let comparison: String?
        let inputs: [String: [[String: JSONScalar]]]
    }
}

/// A number or a text in a request's event.
enum JSONScalar: Encodable {
    case number(Int)
    case text(String)

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}

/// Reads the player's answer line into a run.
///
/// An answer is a problem sentence, or output lanes whose events all have a known kind and a time
/// that is not negative. Anything else — not JSON, JSON of another shape, `{}`, no lanes, an event
/// of an unknown kind — is a player that went wrong, and an error: never a run with nothing in it,
/// which would read as "the operator emitted nothing".
enum PlayerAnswer {
    static func run(from line: String, inputs: [TimelineLane]) throws -> PlaygroundRun {
        guard let answer = try? JSONDecoder().decode(Body.self, from: Data(line.utf8)) else { throw unreadable(line) }
        if let problem = answer.problem {
            return PlaygroundRun(inputs: inputs, outputs: [], problem: problem)
        }
        guard let lanes = answer.lanes, !lanes.isEmpty else { throw unreadable(line) }
        var outputs: [TimelineLane] = []
        for lane in lanes {
            let events = lane.events.compactMap(\.timedEvent)
            guard events.count == lane.events.count else { throw unreadable(line) }
            outputs.append(TimelineLane(name: lane.name, events: events))
        }
        let printed = answer.printed ?? []
        guard printed.allSatisfy({ $0.t >= 0 }) else { throw unreadable(line) }
        return PlaygroundRun(inputs: inputs, outputs: outputs, printed: printed.map { PlaygroundPrintedLine(time: $0.t, text: $0.value ?? "") })
    }

    /// The error for an answer that is not one, quoting its start (shown, not obeyed).
    private static func unreadable(_ line: String) -> PlaygroundPlayerError {
        .playerEnded(UIText.CommandLine.Play.playerAnsweredUnreadably.text,
                     stderr: VisibleText.of(String(line.prefix(200)), keepingLineBreaks: false))
    }

    private struct Body: Decodable {
        let lanes: [Lane]?
        let printed: [Event]?
        let problem: String?
    }

    private struct Lane: Decodable {
        let name: String
        let events: [Event]
    }

    private struct Event: Decodable {
        let t: Int
        let kind: String
        let value: String?

        /// Nil for an event no player sends: an unknown kind, a time before 0.
        var timedEvent: TimedEvent? {
            guard t >= 0 else { return nil }
            return TimedEvent.Kind(rawValue: kind).map { TimedEvent(time: t, kind: $0, value: value) }
        }
    }
}
