/// The 64-bit FNV-1a hash: stable across platforms, processes and Swift versions (unlike
/// `Hasher`), and cheap. For names that only have to change when their input does — a core
/// build's id, a translation's source stamp — never where someone could craft a collision (the
/// cell cache's keys are SHA-256).
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ text: String) {
        var text = text
        var value = self.value
        // A pointer loop: iterating `text.utf8` costs a debug build a call per byte, and some
        // inputs (the core's object paths) add up to tens of kilobytes on every start.
        text.withUTF8 { bytes in
            guard var byte = bytes.baseAddress else { return }
            let end = byte + bytes.count
            while byte < end {
                value = (value ^ UInt64(byte.pointee)) &* 0x0000_0100_0000_01b3
                byte += 1
            }
        }
        self.value = value
    }

    /// Adds a field with its length in front, so that ("ab", "c") and ("a", "bc") hash differently.
    public mutating func addField(_ text: String) {
        add("\(text.utf8.count):")
        add(text)
    }

    /// The hash as 16 lowercase hex digits.
    public var hexDigits: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
