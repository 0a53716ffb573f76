/// The class's secrets: the join code, the teacher's token, learners' tokens. All from the
/// system's random source (`SystemRandomNumberGenerator`: getrandom on Linux, arc4random on macOS).
enum Secrets {
    /// No 0/O, 1/I/L: a code read off a projector is typed right.
    static let codeAlphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    static let codeLength = 6

    static func code() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0 ..< codeLength).map { _ in codeAlphabet.randomElement(using: &generator)! })
    }

    /// 256 random bits, as hex.
    static func token() -> String { hex(bytes: 32) }

    static func memberID() -> String { "m" + hex(bytes: 6) }

    private static func hex(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0 ..< bytes).map { _ in
            let byte = UInt8.random(in: 0 ... 255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// Compares in time that does not depend on where the texts differ.
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        let (a, b) = (Array(lhs.utf8), Array(rhs.utf8))
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0 ..< max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}
