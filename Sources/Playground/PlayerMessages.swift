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
enum PlayerAnswer {
    static func run(from line: String, inputs: [TimelineLane]) throws -> PlaygroundRun {
        guard let answer = try? JSONDecoder().decode(Body.self, from: Data(line.utf8)) else {
            throw PlaygroundPlayerError.playerEnded(UIText.CommandLine.Play.playerAnsweredUnreadably.text, stderr: String(line.prefix(200)))
        }
        if let problem = answer.problem {
            return PlaygroundRun(inputs: inputs, outputs: [], problem: problem)
        }
        let outputs = (answer.lanes ?? []).map { lane in
            TimelineLane(name: lane.name, events: lane.events.compactMap(\.timedEvent))
        }
        let printed = (answer.printed ?? []).map { PlaygroundPrintedLine(time: $0.t, text: $0.value ?? "") }
        return PlaygroundRun(inputs: inputs, outputs: outputs, printed: printed)
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

        var timedEvent: TimedEvent? {
            TimedEvent.Kind(rawValue: kind).map { TimedEvent(time: t, kind: $0, value: value) }
        }
    }
}
