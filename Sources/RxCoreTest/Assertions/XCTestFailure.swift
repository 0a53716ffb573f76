#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Records a test failure through XCTest's `XCTFail`, found by its symbol at run time instead of
/// linked.
///
/// Why the kit does not `import XCTest`: the kit's objects are linked into every lesson cell (the
/// cell runner makes one shared library of them), and a cell must not need XCTest. On macOS
/// XCTest lives outside the SDK's search paths, so a cell that linked it would fail to build or
/// to start. The assertions only run inside a test process, which has XCTest loaded; there the
/// function is found, and the failure is recorded exactly as `XCTFail` records it.
enum XCTestFailure {
    /// The symbol of `XCTest.XCTFail(_: String, file: StaticString, line: UInt)`: the same on
    /// Linux and Apple platforms, and part of XCTest's stable interface.
    private static let symbolName = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"

    /// How `XCTFail` is called: a plain Swift function, no context.
    private typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void

    /// `XCTFail`'s address in this process, or nil when XCTest is not loaded.
    private static let address: UnsafeMutableRawPointer? = {
        #if canImport(Darwin)
        return dlsym(RTLD_DEFAULT, symbolName)
        #else
        return dlsym(dlopen(nil, RTLD_NOW), symbolName)
        #endif
    }()

    /// Whether failures can be recorded: XCTest is loaded in this process.
    static var isAvailable: Bool { address != nil }

    /// Records `message` as a failure of the running test, at `file` and `line`.
    static func record(_ message: String, file: StaticString, line: UInt) {
        guard let address = address else {
            preconditionFailure("XCTAssertEqual was called outside an XCTest run, so it cannot report: \(message)")
        }
        unsafeBitCast(address, to: Fail.self)(message, file, line)
    }
}
