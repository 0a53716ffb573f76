@testable import CellRunner
import Testing

@Suite struct SHA256Tests {
    // Test vectors from FIPS 180-4 / NIST's examples.
    @Test func knownDigests() {
        #expect(SHA256.hexDigest(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func multiBlockInputFedInPiecesEqualsOneShot() {
        let text = String(repeating: "reactive ", count: 100) // 900 bytes: several blocks
        var pieces = SHA256()
        pieces.update(text.prefix(13).utf8)
        pieces.update(text.dropFirst(13).utf8)
        #expect(pieces.hexDigest() == SHA256.hexDigest(of: text))
        #expect(SHA256.hexDigest(of: String(repeating: "a", count: 1000))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func fieldsAreDelimited() {
        var first = SHA256()
        first.updateField("ab")
        first.updateField("c")
        var second = SHA256()
        second.updateField("a")
        second.updateField("bc")
        #expect(first.hexDigest() != second.hexDigest())
    }
}
