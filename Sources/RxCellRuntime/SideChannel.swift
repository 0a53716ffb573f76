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

    /// Writes one record: `kind` first, then `fields` in order. Returns its size in bytes.
    @discardableResult
    static func write(_ kind: CellProtocol.RecordKind, _ fields: [(String, JSONValue)]) -> Int {
        write([(CellProtocol.Field.kind, .string(kind.rawValue))] + fields)
    }

    private static func write(_ fields: [(String, JSONValue)]) -> Int {
        guard isOpen else { return 0 }
        let line = "{" + fields.map { "\(JSONValue.string($0.0).encoded):\($0.1.encoded)" }.joined(separator: ",") + "}\n"
        let bytes = Array(line.utf8)
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
}

/// The few JSON values the side channel needs, with correct string escaping.
enum JSONValue {
    case string(String)
    case integer(Int64)
    case bool(Bool)

    var encoded: String {
        switch self {
        case .integer(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .string(let text):
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.value < 0x20 {
                        result += String(format: "\\u%04x", scalar.value)
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }
    }
}
