import SystemSupport
import Testing

/// The hash that names a core build and stamps a translation's source.
struct FNV1aTests {
    @Test func givesTheReferenceValues() {
        // FNV-1a 64-bit reference values.
        #expect(FNV1a().hexDigits == "cbf29ce484222325")
        var a = FNV1a()
        a.add("a")
        #expect(a.hexDigits == "af63dc4c8601ec8c")
        var foobar = FNV1a()
        foobar.add("foo")
        foobar.add("bar")
        #expect(foobar.hexDigits == "85944171f73967e8")
    }

    @Test func fieldsAreKeptApartByTheirLength() {
        var field = FNV1a()
        field.addField("ab")
        var split = FNV1a()
        split.addField("a")
        split.addField("b")
        #expect(field.hexDigits != split.hexDigits)
    }

    @Test func alwaysSixteenHexDigits() {
        // A value with leading zero nibbles is padded.
        for text in ["", "a", "b", "🅰️", "中文", String(repeating: "x", count: 1000)] {
            var hash = FNV1a()
            hash.add(text)
            #expect(hash.hexDigits.count == 16)
            #expect(UInt64(hash.hexDigits, radix: 16) == hash.value)
        }
    }
}
