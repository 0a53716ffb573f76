import CellProtocol
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The structured channel from a running cell to rxlearn: one JSON object per line on the
/// descriptor that `RXLEARN_EVENT_FD` names (3 when it is unset), which the runner opens for the
/// child. When the cell runs on its own (the descriptor is not open) records are simply dropped,
/// so a cell binary still works from a shell. Record kinds and field names: `CellProtocol`.
enum SideChannel {
    static let descriptor: Int32 = {
        if let text = ProcessInfo.processInfo.environment[CellProtocol.Variable.eventDescriptor],
           let named = Int32(text), named > CellProtocol.Descriptor.standardError {
            return named
        }
        return CellProtocol.Descriptor.events
    }()
    private static let lock = NSLock()
    private static let isOpen: Bool = fcntl(descriptor, F_GETFD) != -1

    /// Writes one record as a line of JSON. Returns its size in bytes (0 when the channel is not open).
    @discardableResult
    static func write(_ record: CellProtocol.Record) -> Int {
        guard isOpen else { return 0 }
        let bytes = line(for: record)
        lock.lock()
        defer { lock.unlock() }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer { buffer in
                Foundation.write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written <= 0 { return offset }
            offset += written
        }
        return offset
    }

    /// The record as the channel carries it: compact JSON, keys in alphabetical order (so a
    /// record always reads the same), slashes unescaped, then a newline.
    static func line(for record: CellProtocol.Record) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A record holds only strings, numbers and booleans: encoding cannot fail.
        guard let data = try? encoder.encode(record) else { return [] }
        return Array(data) + [UInt8(ascii: "\n")]
    }
}
