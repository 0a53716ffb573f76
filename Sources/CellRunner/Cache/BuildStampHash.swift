/// A 64-bit FNV-1a hash for naming a core build by the paths, sizes and modification times of
/// its files.
///
/// `CoreBuild` fingerprints several hundred object files every time rxlearn starts, and rxlearn
/// usually runs as a debug build, where `SHA256` over that much text costs about 20 ms — a
/// third of a cached cell run. The build id only has to change when the build does (nobody
/// crafts collisions against it), and the id was 64 bits long already, so FNV-1a does the job
/// for a fraction of the work. Cell cache keys, which must not collide, stay SHA-256.
struct BuildStampHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func update(_ text: String) {
        var text = text
        var state = self.state
        // A pointer loop: iterating `text.utf8` costs a debug build a call per byte, and the
        // core's paths add up to tens of kilobytes on every start.
        text.withUTF8 { bytes in
            guard var byte = bytes.baseAddress else { return }
            let end = byte + bytes.count
            while byte < end {
                state = (state ^ UInt64(byte.pointee)) &* 0x0000_0100_0000_01b3
                byte += 1
            }
        }
        self.state = state
    }

    /// Adds a field with its length in front, so that ("ab", "c") and ("a", "bc") hash differently.
    mutating func updateField(_ text: String) {
        update("\(text.utf8.count):")
        update(text)
    }

    /// 16 lowercase hex digits.
    var hexDigest: String {
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
