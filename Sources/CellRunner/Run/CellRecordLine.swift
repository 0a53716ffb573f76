import CellProtocol
import Foundation

extension CellProtocol.Record {
    /// The record a line of the event channel holds (without its newline); nil when the line is
    /// not one — cut off at the channel's byte limit, say.
    public init?(line: String, decoder: JSONDecoder = JSONDecoder()) {
        guard let record = try? decoder.decode(Self.self, from: Data(line.utf8)) else { return nil }
        self = record
    }
}
