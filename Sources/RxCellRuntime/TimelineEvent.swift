import CellProtocol
import RxCore
import RxCoreTest

/// One event of a timeline as rxlearn and a harness exchange it, both ways (fields:
/// `CellProtocol.TimelineField`, times in virtual milliseconds): an exercise's or a playground's
/// input lanes coming in, a playground's output lanes and printed lines going out.
struct TimelineEvent: Codable {
    let t: Int
    let kind: String
    let value: String?

    init(t: Int, kind: String, value: String?) {
        self.t = t
        self.kind = kind
        self.value = value
    }

    init(_ event: Event<String>, at time: Int) {
        switch event {
        case .next(let value): self.init(t: time, kind: "next", value: value)
        case .error(let error): self.init(t: time, kind: "error", value: "\(error)")
        case .completed: self.init(t: time, kind: "completed", value: nil)
        }
    }

    /// The event for a test scheduler's hot or cold observable, its value read with `read`; nil
    /// for a kind that is not an event, or a value `read` cannot read.
    func recorded<Element>(reading read: (String) -> Element?) -> Recorded<Event<Element>>? {
        switch kind {
        case "next":
            guard let element = read(value ?? "") else { return nil }
            return .next(t, element)
        case "error":
            return .error(t, InputTimelineError(description: value ?? "error"))
        case "completed":
            return .completed(t)
        default:
            return nil
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Key.self)
        t = try fields.decode(Int.self, forKey: Key(CellProtocol.TimelineField.time))
        kind = try fields.decode(String.self, forKey: Key(CellProtocol.TimelineField.kind))
        value = try fields.decodeIfPresent(String.self, forKey: Key(CellProtocol.TimelineField.value))
    }

    func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: Key.self)
        try fields.encode(t, forKey: Key(CellProtocol.TimelineField.time))
        try fields.encode(kind, forKey: Key(CellProtocol.TimelineField.kind))
        try fields.encodeIfPresent(value, forKey: Key(CellProtocol.TimelineField.value))
    }
}

/// The error an input timeline ends with: it prints as the timeline's error text.
struct InputTimelineError: Error, CustomStringConvertible {
    let description: String
}
